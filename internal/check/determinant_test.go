package check

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestLetterDeterminant: issue 42, determinants whose entries hold letters,
// evaluated (expanded, then checked as "Evaluate $E$.") or asked from
// another one given (a constant multiple of it, identically).
func TestLetterDeterminant(t *testing.T) {
	const (
		eval  = `Evaluate \[\begin{vmatrix} y + 1 & y & y \\ y & y + 1 & y \\ y & y & y + 1 \end{vmatrix}.\]`
		trig  = `Evaluate \[\begin{vmatrix} x & \sin \theta & \cos \theta \\ -\sin \theta & -x & 1 \\ \cos \theta & 1 & x \end{vmatrix}.\]`
		given = `If $\begin{vmatrix} a & b \\ c & d \end{vmatrix} = 4,$ then find \[\begin{vmatrix} a & 7a + 3b \\ c & 7c  +3d \end{vmatrix}.\]`
		swap  = `Given $\begin{vmatrix} a & b \\ c & d \end{vmatrix} = 5,$ find $\begin{vmatrix} c & d \\ a & b \end{vmatrix}.$`
	)
	cases := []struct {
		q, answer string
		want      record.Verdict
	}{
		{eval, `3y + 1`, record.Confirm},
		{eval, `3y - 1`, record.Refute},
		{trig, `-x^3`, record.Confirm},
		{trig, `x^3`, record.Refute},
		{given, `12`, record.Confirm},
		{given, `\frac{4}{3}`, record.Refute}, // the ratio inverted
		{swap, `-5`, record.Confirm},
		{swap, `5`, record.Refute}, // the row swap's sign lost
		// one other word, an asked determinant not a multiple of the given one
		{`Evaluate the expression \[\begin{vmatrix} y + 1 & y \\ y & y + 1 \end{vmatrix}.\]`, `2y + 1`, record.Undecided},
		{`If $\begin{vmatrix} a & b \\ c & d \end{vmatrix} = 4,$ then find \[\begin{vmatrix} a & b \\ c & 2d \end{vmatrix}.\]`, `8`, record.Undecided},
		{`If $\begin{vmatrix} a & b \\ c & d \end{vmatrix} = 4,$ then surely find \[\begin{vmatrix} b & a \\ d & c \end{vmatrix}.\]`, `-4`, record.Undecided},
	}
	for _, tc := range cases {
		if got := Check(context.Background(), tc.q, tc.answer, Options{Seed: 1, Timeout: testTimeout}); got.Verdict != tc.want {
			t.Errorf("%q / %q: %s (%s), want %s", tc.q, tc.answer, got.Verdict, got.Note, tc.want)
		}
	}
}

// TestDetLaw: issue 42, the determinant of a product, a power or a scalar
// multiple of matrices whose determinants are given (linalg.CheckDetLaw).
func TestDetLaw(t *testing.T) {
	cases := []struct {
		q, answer string
		want      record.Verdict
	}{
		{`If $\det \mathbf{A} = -7$ and $\det \mathbf{B} = 3,$ then find $\det (\mathbf{B} \mathbf{A}).$`, `-21`, record.Confirm},
		{`If $\det \mathbf{A} = -7$ and $\det \mathbf{B} = 3,$ then find $\det (\mathbf{B} \mathbf{A}).$`, `-4`, record.Refute},
		{`If $\det \mathbf{M} = -2,$ then find $ \det (\mathbf{M}^4).$`, `16`, record.Confirm},
		{`If $\det \mathbf{M} = -2,$ then find $ \det (\mathbf{M}^4).$`, `-8`, record.Refute},
		{`If $\mathbf{A}$ is a $2 \times 2$ matrix such that $\det \mathbf{A} = 2,$ then find $\det (\mathbf{-3A}).$`, `18`, record.Confirm},
		{`If $\mathbf{A}$ is a $2 \times 2$ matrix such that $\det \mathbf{A} = 2,$ then find $\det (\mathbf{-3A}).$`, `-6`, record.Refute},
		{`Let $\mathbf{A}$ and $\mathbf{B}$ be $2 \times 2$ matrices such that $\det \mathbf{A} = -1$ and $\det \mathbf{B} = 3.$  Find $\det (3 \mathbf{A} \mathbf{B}).$`, `-27`, record.Confirm},
		// the size not stated: det(7A) depends on it
		{`If $\det \mathbf{A} = -1,$ then find $\det (\mathbf{7A}).$`, `-49`, record.Undecided},
		// another matrix than the ones given
		{`If $\det \mathbf{A} = -7$ and $\det \mathbf{B} = 3,$ then find $\det (\mathbf{A} \mathbf{C}).$`, `-21`, record.Undecided},
	}
	for _, tc := range cases {
		if got := Check(context.Background(), tc.q, tc.answer, Options{Seed: 1, Timeout: testTimeout}); got.Verdict != tc.want {
			t.Errorf("%q / %q: %s (%s), want %s", tc.q, tc.answer, got.Verdict, got.Note, tc.want)
		}
	}
}
