package soundness

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestFindMatrixSlip (issue 42): the matrix asked by name is mutated to
// its transpose, −A, I − A, 2A − I, (A + I)/2 and A with two rows swapped,
// and leg 1 confirms none.
func TestFindMatrixSlip(t *testing.T) {
	for _, c := range []struct{ problem, answer string }{
		{`Find the matrix that corresponds to reflecting over the vector $\begin{pmatrix} 3 \\ 2 \end{pmatrix}.$`, `\begin{pmatrix} 5/13 & 12/13 \\ 12/13 & -5/13 \end{pmatrix}`},
		{"Find the matrix $\\mathbf{M}$ such that\n\\[\\mathbf{M} \\begin{pmatrix} 1 & -4 \\\\ 3 & -2 \\end{pmatrix} = \\begin{pmatrix} -16 & -6 \\\\ 7 & 2 \\end{pmatrix}.\\]", `\begin{pmatrix} 5 & -7 \\ -2 & 3 \end{pmatrix}`},
		{"Find the matrix $\\mathbf{M}$ such that\n\\[\\mathbf{M} \\mathbf{v} = \\begin{pmatrix} 5 \\\\ 2 \\\\ -8 \\end{pmatrix} \\times \\mathbf{v}\\]for all vectors $\\mathbf{v}.$", `\begin{pmatrix} 0 &  8 & 2 \\ -8 & 0 & -5 \\ -2 & 5 & 0 \end{pmatrix}`},
		{"Find the matrix $\\mathbf{M}$ that swaps the columns of a matrix.  In other words,\n\\[\\mathbf{M} \\begin{pmatrix} a & b \\\\ c & d \\end{pmatrix} = \\begin{pmatrix} b & a \\\\ d & c \\end{pmatrix}.\\]If no such matrix $\\mathbf{M}$ exists, then enter the zero matrix.", `\begin{pmatrix} 0 & 0 \\ 0 & 0 \end{pmatrix}`},
	} {
		if r := check.Check(context.Background(), c.problem, c.answer, check.Options{Seed: 1}); r.Verdict != record.Confirm {
			t.Fatalf("%q / %s: %s (%s), want confirmed", c.problem, c.answer, r.Verdict, r.Note)
		}
		got := answers(generate(c.problem, c.answer), FindMatrixSlip)
		if len(got) < 3 {
			t.Fatalf("find-matrix-slip mutants of %s: %v, want at least 3", c.answer, got)
		}
		for _, a := range got {
			if r := check.Check(context.Background(), c.problem, a, check.Options{Seed: 1}); r.Verdict == record.Confirm {
				t.Errorf("mutant %s of %q: confirmed (%s)", a, c.problem, r.Note)
			}
		}
	}
}
