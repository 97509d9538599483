package check

import (
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestMatrixQuestions: matrix expressions, inverses, determinants, dot
// and cross products are computed exactly over ℚ and compared entry by
// entry; a matrix of another shape, a tuple not written as a matrix or an
// irrational entry leaves the row undecided.
func TestMatrixQuestions(t *testing.T) {
	C, R, U := record.Confirm, record.Refute, record.Undecided
	runAuditCases(t, []auditCase{
		{`Compute $\begin{pmatrix} 2 & 3 \\ 7 & -1 \end{pmatrix} \begin{pmatrix} 1 & -5 \\ 0 & 4 \end{pmatrix}.$`, `\begin{pmatrix} 2 & 2 \\ 7 & -39 \end{pmatrix}`, C, "[[2, 2], [7, -39]]"},
		{`Compute $\begin{pmatrix} 2 & 3 \\ 7 & -1 \end{pmatrix} \begin{pmatrix} 1 & -5 \\ 0 & 4 \end{pmatrix}.$`, `\begin{pmatrix} 2 & 2 \\ 7 & -38 \end{pmatrix}`, R, "the answer is [[2, 2], [7, -38]]"},
		// A product in the other order is another matrix.
		{`Compute $\begin{pmatrix} 1 & -5 \\ 0 & 4 \end{pmatrix} \begin{pmatrix} 2 & 3 \\ 7 & -1 \end{pmatrix}.$`, `\begin{pmatrix} 2 & 2 \\ 7 & -39 \end{pmatrix}`, R, ""},
		{`Compute $\begin{pmatrix} 1 & 0 \\ 1 & 1 \end{pmatrix}^{2018}.$`, `\begin{pmatrix} 1 & 0 \\ 2018 & 1 \end{pmatrix}`, C, ""},
		{`Compute $\begin{pmatrix} 2 & - 1 \\ - 3 & 4 \end{pmatrix} \begin{pmatrix} 3 \\ - 1 \end{pmatrix}.$`, `\begin{pmatrix} 7 \\ -13 \end{pmatrix}`, C, "[[7], [-13]]"},
		// A row for a column: not the same shape.
		{`Compute $\begin{pmatrix} 2 & - 1 \\ - 3 & 4 \end{pmatrix} \begin{pmatrix} 3 \\ - 1 \end{pmatrix}.$`, `\begin{pmatrix} 7 & -13 \end{pmatrix}`, U, "2×1, the answer 1×2"},
		// A tuple is not a matrix.
		{`Compute $\begin{pmatrix} 2 & - 1 \\ - 3 & 4 \end{pmatrix} \begin{pmatrix} 3 \\ - 1 \end{pmatrix}.$`, `(7, -13)`, U, "not written as a matrix"},
		// Shapes that cannot be multiplied.
		{`Compute $\begin{pmatrix} 3 \\ - 1 \end{pmatrix} \begin{pmatrix} 2 & - 1 \\ - 3 & 4 \end{pmatrix}.$`, `\begin{pmatrix} 7 \\ -13 \end{pmatrix}`, U, "incompatible shapes"},
		{`Compute \[\begin{vmatrix} 2 & 0 & -1 \\ 7 & 4 & -3 \\ 2 & 2 & 5 \end{vmatrix}.\]`, "46", C, "= 46"},
		{`Compute \[\begin{vmatrix} 2 & 0 & -1 \\ 7 & 4 & -3 \\ 2 & 2 & 5 \end{vmatrix}.\]`, "-46", R, ""},
		{`Find the inverse of the matrix \[\begin{pmatrix} 2 & 3 \\ -1 & 7 \end{pmatrix}.\]If the inverse does not exist, then enter the zero matrix.`, `\begin{pmatrix} 7/17 & -3/17 \\ 1/17 & 2/17 \end{pmatrix}`, C, "determinant is 17"},
		{`Find the inverse of the matrix \[\begin{pmatrix} 6 & -4 \\ -3 & 2 \end{pmatrix}.\]If the inverse does not exist, then enter the zero matrix.`, `\begin{pmatrix} 0 & 0 \\ 0 & 0 \end{pmatrix}`, C, "determinant is 0"},
		{`Find the inverse of the matrix \[\begin{pmatrix} 6 & -4 \\ -3 & 2 \end{pmatrix}.\]If the inverse does not exist, then enter the zero matrix.`, `\begin{pmatrix} 1 & 0 \\ 0 & 0 \end{pmatrix}`, R, ""},
		{`Find the dot product of $\begin{pmatrix} 3 \\ -4 \\ -3 \end{pmatrix}$ and $\begin{pmatrix} -5 \\ 2 \\ 1 \end{pmatrix}.$`, "-26", C, "dot product = -26"},
		{`Find the cross product of $\begin{pmatrix} 5 \\ 2 \\ -6 \end{pmatrix}$ and $\begin{pmatrix} 1 \\ 1 \\ 3 \end{pmatrix}.$`, `\begin{pmatrix} 12 \\ -21 \\ 3 \end{pmatrix}`, C, ""},
		{`Find the cross product of $\begin{pmatrix} 5 \\ 2 \\ -6 \end{pmatrix}$ and $\begin{pmatrix} 1 \\ 1 \\ 3 \end{pmatrix}.$`, `\begin{pmatrix} -12 \\ 21 \\ -3 \end{pmatrix}`, R, ""},
		// An irrational entry: not computed over ℚ.
		{`Compute $\begin{pmatrix} \sqrt{3} & -1 \\ 1 & \sqrt{3} \end{pmatrix}^6.$`, `\begin{pmatrix} -64 & 0 \\ 0 & -64 \end{pmatrix}`, U, "not a rational number"},
		// Determinant bars and an answer that repeats the question's formula.
		{"Find the determinant using row operations to first simplify.\n\n$$\n\\left|\\begin{array}{rrr}\n2 & 1 & 3 \\\\\n2 & 4 & 2 \\\\\n1 & 4 & -5\n\\end{array}\\right|\n$$", "$$\n\\left|\\begin{array}{rrr}\n2 & 1 & 3 \\\\\n2 & 4 & 2 \\\\\n1 & 4 & -5\n\\end{array}\\right|=-32\n$$", C, "= -32"},
		{"Find the determinant using row operations to first simplify.\n\n$$\n\\left|\\begin{array}{rrr}\n2 & 1 & 3 \\\\\n2 & 4 & 2 \\\\\n1 & 4 & -5\n\\end{array}\\right|\n$$", "-23", R, ""},
		{`Find the projection of the vector $\begin{pmatrix} 1 \\ -2 \end{pmatrix}$ onto the vector $\begin{pmatrix} 8 \\ 1 \end{pmatrix}.$`, `\begin{pmatrix} 48/65 \\ 6/65 \end{pmatrix}`, C, "u·v = 6, v·v = 65"},
		{`Find the projection of the vector $\begin{pmatrix} 1 \\ -2 \end{pmatrix}$ onto the vector $\begin{pmatrix} 8 \\ 1 \end{pmatrix}.$`, `\begin{pmatrix} 6/65 \\ 48/65 \end{pmatrix}`, R, ""},
		{`Find the projection of the vector $\begin{pmatrix} 1 \\ -2 \end{pmatrix}$ onto the vector $\begin{pmatrix} 0 \\ 0 \end{pmatrix}.$`, `\begin{pmatrix} 0 \\ 0 \end{pmatrix}`, U, "zero vector"},
		// Named matrices.
		{`Let $\mathbf{A} = \begin{pmatrix} 2 & 3 \\ 0 & 1 \end{pmatrix}.$  Find $\mathbf{A}^{20} - 2 \mathbf{A}^{19}.$`, `\begin{pmatrix} 0 & 3 \\ 0 & -1 \end{pmatrix}`, C, "[[0, 3], [0, -1]]"},
		{`Given $\mathbf{a} = \begin{pmatrix} -7 \\ 0 \\ 1 \end{pmatrix}$ and $\mathbf{b} = \begin{pmatrix} 4 \\ 2 \\ -1 \end{pmatrix},$ find $\mathbf{a} - 3 \mathbf{b}.$`, `\begin{pmatrix} -19 \\ -6 \\ 4 \end{pmatrix}`, C, ""},
		{`Given $\mathbf{a} = \begin{pmatrix} -7 \\ 0 \\ 1 \end{pmatrix}$ and $\mathbf{b} = \begin{pmatrix} 4 \\ 2 \\ -1 \end{pmatrix},$ find $\mathbf{a} - 3 \mathbf{b}.$`, `\begin{pmatrix} -19 \\ -6 \\ 5 \end{pmatrix}`, R, ""},
		// A^{-1} given: (AB)^{-1} = B^{-1} A^{-1}, not A^{-1} B^{-1}.
		{`If $\mathbf{A}^{-1} = \begin{pmatrix} 2 & 1 \\ 0 & -3 \end{pmatrix}$ and $\mathbf{B}^{-1} = \begin{pmatrix} 0 & 5 \\ -1 & 1 \end{pmatrix},$ then find the inverse of $\mathbf{A} \mathbf{B}.$`, `\begin{pmatrix} 0 & -15 \\ -2 & -4 \end{pmatrix}`, C, ""},
		{`If $\mathbf{A}^{-1} = \begin{pmatrix} 2 & 1 \\ 0 & -3 \end{pmatrix}$ and $\mathbf{B}^{-1} = \begin{pmatrix} 0 & 5 \\ -1 & 1 \end{pmatrix},$ then find the inverse of $\mathbf{A} \mathbf{B}.$`, `\begin{pmatrix} -1 & 11 \\ 3 & -3 \end{pmatrix}`, R, ""},
		// A letter not defined.
		{`Let $\mathbf{A} = \begin{pmatrix} 2 & 3 \\ 0 & 1 \end{pmatrix}.$  Find $\mathbf{A} + \mathbf{B}.$`, `\begin{pmatrix} 0 & 3 \\ 0 & -1 \end{pmatrix}`, U, ""},
		// An extra word: not the shape.
		{`Compute the matrix $\begin{pmatrix} 1 & 0 \\ 1 & 1 \end{pmatrix}^{2}.$`, `\begin{pmatrix} 1 & 0 \\ 2 & 1 \end{pmatrix}`, U, ""},
	})
}
