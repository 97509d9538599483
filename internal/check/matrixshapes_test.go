package check

import (
	"context"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

func TestMatrixShapesInverseIfPossible(t *testing.T) {
	q := "Let\n$$\nA=\\left[\\begin{array}{ll}\n0 & 1 \\\\\n5 & 3\n\\end{array}\\right]\n$$\nFind $A^{-1}$ if possible. If $A^{-1}$ does not exist, explain why."
	cases := []struct {
		answer string
		want   record.Verdict
	}{
		{`$\left[\begin{array}{ll}0 & 1 \\ 5 & 3\end{array}\right]^{-1}=\left[\begin{array}{cc}-\frac{3}{5} & \frac{1}{5} \\ 1 & 0\end{array}\right]$`, record.Confirm},
		{`$\left[\begin{array}{cc}-\frac{3}{5} & \frac{1}{5} \\ 1 & 0\end{array}\right]$`, record.Confirm},
		{`$\left[\begin{array}{cc}-\frac{3}{5} & \frac{1}{5} \\ 1 & 1\end{array}\right]$`, record.Refute},
		// the left side inverts another matrix: not read
		{`$\left[\begin{array}{ll}0 & 1 \\ 5 & 4\end{array}\right]^{-1}=\left[\begin{array}{cc}-\frac{3}{5} & \frac{1}{5} \\ 1 & 0\end{array}\right]$`, record.Undecided},
		{`It does not exist.`, record.Undecided},
	}
	for _, tc := range cases {
		if got := Check(context.Background(), q, tc.answer, Options{Seed: 1, Timeout: testTimeout}); got.Verdict != tc.want {
			t.Errorf("%s: %s (%s), want %s", tc.answer, got.Verdict, got.Note, tc.want)
		}
	}
	singular := strings.Replace(q, "5 & 3", "0 & 3", 1)
	if got := Check(context.Background(), singular, `$\left[\begin{array}{cc}1 & 0 \\ 0 & 1\end{array}\right]$`, Options{Seed: 1, Timeout: testTimeout}); got.Verdict != record.Undecided {
		t.Errorf("singular matrix: %s (%s), want undecided", got.Verdict, got.Note)
	}
}

func TestMatrixShapesAugmentedParam(t *testing.T) {
	consistent := "Find $h$ such that\n$$\n\\left[\\begin{array}{ll|l}\n1 & h & 3 \\\\\n2 & 4 & 6\n\\end{array}\\right]\n$$\nis the augmented matrix of a consistent system."
	inconsistent := "Find $h$ such that\n$$\n\\left[\\begin{array}{ll|l}\n2 & h & 4 \\\\\n3 & 6 & 7\n\\end{array}\\right]\n$$\nis the augmented matrix of an inconsistent system."
	cases := []struct {
		q, answer string
		want      record.Verdict
	}{
		{consistent, "Any $h$ will work.", record.Confirm},
		{consistent, "$h \\neq 2$", record.Refute},
		{inconsistent, "$h=4$.", record.Confirm},
		{inconsistent, "$h=3$", record.Refute},
		{inconsistent, "Any $h$ will work.", record.Refute},
		{inconsistent, "$h=4$ and no other value", record.Undecided},
		{strings.Replace(consistent, "a consistent", "a nice", 1), "Any $h$ will work.", record.Undecided},
	}
	for _, tc := range cases {
		if got := Check(context.Background(), tc.q, tc.answer, Options{Seed: 1, Timeout: testTimeout}); got.Verdict != tc.want {
			t.Errorf("%q: %s (%s), want %s", tc.answer, got.Verdict, got.Note, tc.want)
		}
	}
}

func TestSystemNamedTupleAnswer(t *testing.T) {
	q := "Use elementary operations to solve the system of equations\n$$\n\\begin{aligned}\n& 3 x+y=3 \\\\\n& x+2 y=1\n\\end{aligned}\n$$"
	cases := []struct {
		answer string
		want   record.Verdict
	}{
		{"$(x, y)=(1,0)$.", record.Confirm},
		{"$(y, x)=(0,1)$.", record.Confirm},
		{"$(x, y)=(2,0)$.", record.Refute},
		{"$(x, z)=(1,0)$.", record.Undecided},
	}
	for _, tc := range cases {
		if got := Check(context.Background(), q, tc.answer, Options{Seed: 1, Timeout: testTimeout}); got.Verdict != tc.want {
			t.Errorf("%q: %s (%s), want %s", tc.answer, got.Verdict, got.Note, tc.want)
		}
	}
}

func TestMatrixShapesProjection(t *testing.T) {
	matrixQ := "Find the matrix for $T(\\vec{w})=\\operatorname{proj}_{\\vec{v}}(\\vec{w})$ where $\\vec{v}=\\left[\\begin{array}{lll}1 & 5 & 3\\end{array}\\right]^{T}$."
	matrixQ2 := "Find the matrix for $T(\\mathbf{w})=\\operatorname{proj}_{\\mathbf{v}}(\\mathbf{w})$, where $\\mathbf{v}=[1,5,3]^{T}$."
	ofQ := "Find $\\operatorname{proj}_{\\mathbf{v}}(\\mathbf{w})$ where $\\mathbf{w}=\\left[\\begin{array}{r}1 \\\\ 2 \\\\ -2\\end{array}\\right]$ and $\\mathbf{v}=\\left[\\begin{array}{l}1 \\\\ 0 \\\\ 3\\end{array}\\right]$."
	right := "$$\n\\frac{1}{35}\\left[\\begin{array}{rrr}\n1 & 5 & 3 \\\\\n5 & 25 & 15 \\\\\n3 & 15 & 9\n\\end{array}\\right]\n$$"
	cases := []struct {
		q, answer string
		want      record.Verdict
	}{
		{matrixQ, right, record.Confirm},
		{matrixQ2, right, record.Confirm},
		{matrixQ2, "Recall that the matrix has columns $\\operatorname{proj}(e_i)$. Therefore, the matrix is\n\n" + right, record.Confirm},
		{matrixQ, strings.Replace(right, "25", "24", 1), record.Refute},
		{matrixQ, "It is " + right, record.Undecided},
		{ofQ, `$\frac{\mathbf{v} \cdot \mathbf{w}}{\mathbf{v} \cdot \mathbf{v}} \mathbf{v}=\frac{-5}{10}\left[\begin{array}{l}1 \\ 0 \\ 3\end{array}\right]=\left[\begin{array}{c}-\frac{1}{2} \\ 0 \\ -\frac{3}{2}\end{array}\right]$`, record.Confirm},
		{ofQ, `$\left[\begin{array}{c}-\frac{1}{2} \\ 0 \\ \frac{3}{2}\end{array}\right]$`, record.Refute},
		// w and v swapped in the wording: not the shape
		{strings.Replace(ofQ, "where $\\mathbf{w}", "where $\\mathbf{u}", 1), `$\left[\begin{array}{c}-\frac{1}{2} \\ 0 \\ -\frac{3}{2}\end{array}\right]$`, record.Undecided},
	}
	for _, tc := range cases {
		if got := Check(context.Background(), tc.q, tc.answer, Options{Seed: 1, Timeout: testTimeout}); got.Verdict != tc.want {
			t.Errorf("%q: %s (%s), want %s", tc.answer, got.Verdict, got.Note, tc.want)
		}
	}
}

func TestMatrixShapesCommuteParam(t *testing.T) {
	q := "Let $A=\\left[\\begin{array}{ll}1 & 2 \\\\ 3 & 4\\end{array}\\right]$ and $B=\\left[\\begin{array}{ll}1 & 2 \\\\ 3 & k\\end{array}\\right]$. Is it possible to find $k$ such that $A B=B A$? If so, what should $k$ equal?"
	never := "Let $A=\\left[\\begin{array}{ll}1 & 2 \\\\ 3 & 4\\end{array}\\right], B=\\left[\\begin{array}{ll}1 & 2 \\\\ 1 & k\\end{array}\\right]$. Is it possible to choose $k$ such that $A B=B A$ ? If so, what should $k$ equal?"
	noChoice := "There is no possible choice of $k$ which will make these matrices commute."
	cases := []struct {
		q, answer string
		want      record.Verdict
	}{
		{q, "Solution is: $k=4$.", record.Confirm},
		{q, "Solution is: $[k=4]$", record.Confirm},
		{q, "Solution is: $k=3$.", record.Refute},
		{q, noChoice, record.Refute},
		{never, noChoice, record.Confirm},
		{never, "Solution is: $[k=4]$", record.Refute},
		{never, "No, because AB is never BA.", record.Undecided},
	}
	for _, tc := range cases {
		if got := Check(context.Background(), tc.q, tc.answer, Options{Seed: 1, Timeout: testTimeout}); got.Verdict != tc.want {
			t.Errorf("%q: %s (%s), want %s", tc.answer, got.Verdict, got.Note, tc.want)
		}
	}
}

func TestMatrixShapesTwoProducts(t *testing.T) {
	q := "Let $X=\\left[\\begin{array}{lll}-1 & -1 & 1\\end{array}\\right]$ and $Y=\\left[\\begin{array}{lll}0 & 1 & 2\\end{array}\\right]$. Find $X^{T} Y$ and $X Y^{T}$ if possible."
	right := `\left[\begin{array}{rrr}0 & -1 & -2 \\ 0 & -1 & -2 \\ 0 & 1 & 2\end{array}\right]`
	cases := []struct {
		answer string
		want   record.Verdict
	}{
		{"$X^{T} Y=" + right + ", X Y^{T}=1$", record.Confirm},
		{"$X^{T} Y=" + right + ", X Y^{T}=2$", record.Refute},
		{"$X^{T} Y=" + strings.Replace(right, "0 & 1 & 2", "0 & 1 & 3", 1) + ", X Y^{T}=1$", record.Refute},
		// the formulas of the answer are not the ones asked
		{"$Y^{T} X=" + right + ", X Y^{T}=1$", record.Undecided},
	}
	for _, tc := range cases {
		if got := Check(context.Background(), q, tc.answer, Options{Seed: 1, Timeout: testTimeout}); got.Verdict != tc.want {
			t.Errorf("%q: %s (%s), want %s", tc.answer, got.Verdict, got.Note, tc.want)
		}
	}
}

func TestMatrixShapesEqualMatrices(t *testing.T) {
	q := "Find scalars $x, y, z$ such that the following two matrices are equal.\n$$\n\\left[\\begin{array}{rr}\nx & -1 \\\\\n2 & 4\n\\end{array}\\right] \\text { and }\\left[\\begin{array}{ll}\n2 & y \\\\\nz & 4\n\\end{array}\\right]\n$$"
	cases := []struct {
		q, answer string
		want      record.Verdict
	}{
		{q, "$x=2, y=-1, z=2$.", record.Confirm},
		{q, "x=2, y=-1, z=2", record.Confirm}, // the normalised form
		{q, "$x=2, y=1, z=2$.", record.Refute},
		{q, "$x=2, y=-1$.", record.Undecided},
		// 4 against 5: the matrices are never equal
		{strings.Replace(q, "z & 4", "z & 5", 1), "$x=2, y=-1, z=2$.", record.Undecided},
	}
	for _, tc := range cases {
		if got := Check(context.Background(), tc.q, tc.answer, Options{Seed: 1, Timeout: testTimeout}); got.Verdict != tc.want {
			t.Errorf("%q: %s (%s), want %s", tc.answer, got.Verdict, got.Note, tc.want)
		}
	}
}
