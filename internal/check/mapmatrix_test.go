package check

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestMapMatrix: issue 42, the line or the normal of a projection or a
// reflection given by its matrix (space.CheckMapMatrix).
func TestMapMatrix(t *testing.T) {
	const form2 = "  Enter your answer in the form $\\begin{pmatrix} a \\\\ b \\end{pmatrix},$ where $a,$ and $b$ are integers, $a > 0,$ and $\\gcd(|a|,|b|) = 1.$"
	const form3 = "  Enter your answer in the form $\\begin{pmatrix} a \\\\ b \\\\ c \\end{pmatrix},$ where $a,$ $b,$ and $c$ are integers, $a > 0,$ and $\\gcd(|a|,|b|,|c|) = 1.$"
	reflLine := "The matrix for reflecting over a certain line $\\ell,$ which passes through the origin, is given by\n\\[\\begin{pmatrix} \\frac{7}{25} & -\\frac{24}{25} \\\\ -\\frac{24}{25} & -\\frac{7}{25} \\end{pmatrix}.\\]Find the direction vector of line $\\ell.$" + form2
	projPlane := "The matrix for projecting onto a certain plane $P,$ which passes through the origin, is given by\n\\[\\renewcommand{\\arraystretch}{1.5} \\begin{pmatrix} \\frac{13}{14} & -\\frac{1}{7} & \\frac{3}{14} \\\\ -\\frac{1}{7} & \\frac{5}{7} & \\frac{3}{7} \\\\ \\frac{3}{14} & \\frac{3}{7} & \\frac{5}{14} \\end{pmatrix} \\renewcommand{\\arraystretch}{1}.\\]Find the normal vector of plane $P.$" + form3
	notProj := "The matrix for projecting onto a certain line $\\ell,$ which passes through the origin, is given by\n\\[\\begin{pmatrix} \\frac{1}{2} & \\frac{1}{2} \\\\ 0 & \\frac{1}{2} \\end{pmatrix}.\\]Find the direction vector of line $\\ell.$" + form2
	ratio := "The matrix\n\\[\\begin{pmatrix} \\frac{4}{29} & -\\frac{10}{29} \\\\ -\\frac{10}{29} & \\frac{25}{29} \\end{pmatrix}\\]corresponds to projecting onto a certain vector $\\begin{pmatrix} x \\\\ y \\end{pmatrix}.$  Find $\\frac{y}{x}.$"
	cases := []struct {
		q, answer string
		want      record.Verdict
	}{
		{reflLine, `\begin{pmatrix} 4 \\ -3 \end{pmatrix}`, record.Confirm},
		{reflLine, `\begin{pmatrix} 3 \\ 4 \end{pmatrix}`, record.Refute},  // the normal
		{reflLine, `\begin{pmatrix} -4 \\ 3 \end{pmatrix}`, record.Refute}, // a > 0 asked
		{projPlane, `\begin{pmatrix} 1 \\ 2 \\ -3 \end{pmatrix}`, record.Confirm},
		{projPlane, `\begin{pmatrix} 2 \\ 4 \\ -6 \end{pmatrix}`, record.Refute}, // gcd 1 asked
		{notProj, `\begin{pmatrix} 1 \\ 0 \end{pmatrix}`, record.Undecided},
		{ratio, `-\frac{5}{2}`, record.Confirm},
		{ratio, `-\frac{2}{5}`, record.Refute},
	}
	for _, tc := range cases {
		if got := Check(context.Background(), tc.q, tc.answer, Options{Seed: 1, Timeout: testTimeout}); got.Verdict != tc.want {
			t.Errorf("%q / %q: %s (%s), want %s", tc.q, tc.answer, got.Verdict, got.Note, tc.want)
		}
	}
}
