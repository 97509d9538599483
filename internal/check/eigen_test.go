package check

import (
	"context"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestEigen (issue 42, CollegeMath): the eigenvalues and eigenvectors of
// an integer matrix, with P and D, "not diagonalizable" or an orthonormal
// basis; a wrong vector, a missing eigenvalue, a false claim or another
// wording is undecided.
func TestEigen(t *testing.T) {
	col := func(es ...string) string {
		return `\left[\begin{array}{r}` + strings.Join(es, ` \\ `) + `\end{array}\right]`
	}
	mat := `\left[\begin{array}{rrr} -13 & -28 & 28 \\ 4 & 9 & -8 \\ -4 & -8 & 9 \end{array}\right]`
	ask := "Find the eigenvalues and eigenvectors of the matrix\n$$\n" + mat + "\n$$\nOne eigenvalue is 3. Diagonalize if possible."
	groups := `\left\{` + col("2", "0", "1") + `\right\} \leftrightarrow 1,\left\{` + col("-2", "1", "0") + `\right\} \leftrightarrow 1,\left\{` + col("7", "-2", "2") + `\right\} \leftrightarrow 3`
	pd := ` The matrix $P$ needed to diagonalize the above matrix is $$\left[\begin{array}{rrr} 2 & -2 & 7 \\ 0 & 1 & -2 \\ 1 & 0 & 2 \end{array}\right]$$ and the diagonal matrix $D$ is $$\left[\begin{array}{rrr} 1 & 0 & 0 \\ 0 & 1 & 0 \\ 0 & 0 & 3 \end{array}\right]$$`
	nd := "Find the eigenvalues and eigenvectors of the matrix\n$$\n" + `\left[\begin{array}{rrr} 5 & -18 & -32 \\ 0 & 5 & 4 \\ 2 & -5 & -11 \end{array}\right]` + "\n$$\nOne eigenvalue is 1. Diagonalize if possible."
	ndGroups := `\left\{` + col("10", "-2", "3") + `\right\} \leftrightarrow-1,\left\{` + col("7", "-2", "2") + `\right\} \leftrightarrow 1`
	ortho := "Find the eigenvalues and an orthonormal basis of eigenvectors for $A$.\n$$\nA=" + `\left[\begin{array}{rrr} 4 & 1 & -2 \\ 1 & 4 & -2 \\ -2 & -2 & 7 \end{array}\right]` + "\n$$\nHint: One eigenvalue is 3."
	oGroups := func(s string) string {
		return `\left\{\frac{1}{\sqrt{2}}` + col("-1", "1", "0") + `, \frac{1}{\sqrt{` + s + `}}` + col("1", "1", "1") + `\right\} \leftrightarrow 3,\left\{\frac{1}{\sqrt{6}}` + col("-1", "-1", "2") + `\right\} \leftrightarrow 9`
	}
	uAsk := "Find the eigenvalues and an orthonormal basis of eigenvectors for $A$. Diagonalize $A$ by finding an orthogonal matrix $U$ and a diagonal matrix $D$ such that $U^{T} A U=D$.\n$$\nA=" + `\left[\begin{array}{lll} 2 & 0 & 0 \\ 0 & 5 & 1 \\ 0 & 1 & 5 \end{array}\right]` + "\n$$"
	uGroups := func(last string) string {
		return `\left\{` + col("1", "0", "0") + `\right\} \leftrightarrow 2,\left\{` + col("0", `-\frac{1}{2} \sqrt{2}`, `\frac{1}{2} \sqrt{2}`) + `\right\} \leftrightarrow 4,\left\{` + col("0", `\frac{1}{2} \sqrt{2}`, last) + `\right\} \leftrightarrow 6`
	}
	cases := []struct {
		problem, answer string
		want            record.Verdict
		note            string
	}{
		{ask, "The eigenvectors and eigenvalues are:\n$$" + groups + "$$" + pd, record.Confirm, "basis of its eigenspace"},
		{ask, "The eigenvectors and eigenvalues are:\n$$" + groups + "$$", record.Confirm, ""},
		{ask, "The eigenvectors and eigenvalues are:\n$$" + strings.Replace(groups, "7", "6", 1) + "$$", record.Undecided, "not an eigenvector"},
		{ask, "The eigenvectors and eigenvalues are:\n$$" + groups[:strings.LastIndex(groups, ",")] + "$$", record.Undecided, "root"},
		{ask, "The eigenvectors and eigenvalues are:\n$$" + groups + "$$" + strings.Replace(pd, "0 & 0 & 3", "0 & 0 & 2", 1), record.Undecided, "P·D"},
		{ask, "The eigenvectors and eigenvalues are:\n$$" + groups + "$$ Therefore this matrix is not diagonalizable.", record.Undecided, "is diagonalizable"},
		{nd, "The eigenvalues are $-1,-1,1$. The eigenvectors corresponding to the eigenvalues are:\n$$" + ndGroups + "$$\nTherefore this matrix is not diagonalizable.", record.Confirm, ""},
		{nd, "The eigenvalues are $-1,1,1$. The eigenvectors corresponding to the eigenvalues are:\n$$" + ndGroups + "$$\nTherefore this matrix is not diagonalizable.", record.Undecided, "listed"},
		{ortho, "The eigenvectors and eigenvalues are:\n$$" + oGroups("3") + "$$", record.Confirm, ""},
		{ortho, "The eigenvectors and eigenvalues are:\n$$" + oGroups("2") + "$$", record.Undecided, "length 1"},
		{uAsk, "The eigenvectors and eigenvalues are:\n$$" + uGroups(`\frac{1}{2} \sqrt{2}`) + "$$\nThese vectors are the columns of $U$", record.Confirm, ""},
		{uAsk, "The eigenvectors and eigenvalues are:\n$$" + uGroups(`\frac{1}{2} \sqrt{2}`) + "$$", record.Undecided, "U is asked"},
		{uAsk, "The eigenvectors and eigenvalues are:\n$$" + uGroups(`\frac{1}{2} \sqrt{3}`) + "$$\nThese vectors are the columns of $U$", record.Undecided, "square root"},
		{uAsk, "The eigenvectors and eigenvalues are:\n$$" + uGroups(`\sqrt{2}`) + "$$\nThese vectors are the columns of $U$", record.Undecided, ""},
		{strings.Replace(uAsk, "2 & 0 & 0 \\\\ 0 & 5 & 1 \\\\ 0 & 1 & 5", `3 & 0 & 0 \\ 0 & \frac{3}{2} & \frac{1}{2} \\ 0 & \frac{1}{2} & \frac{3}{2}`, 1),
			"The eigenvectors and eigenvalues are: $$" + `\left\{` + col("0", `-\frac{1}{2} \sqrt{2}`, `\frac{1}{2} \sqrt{2}`) + `\right\} \leftrightarrow 1,\left\{` + col("0", `\frac{1}{2} \sqrt{2}`, `\frac{1}{2} \sqrt{2}`) + `\right\} \leftrightarrow 2,\left\{` + col("1", "0", "0") + `\right\} \leftrightarrow 3` + "$$. These vectors are the columns of the matrix $U$", record.Confirm, "3/2"},
		// Near misses: another question, a letter in the matrix.
		{strings.Replace(ask, "Diagonalize if possible.", "Find $A^{10}$.", 1), "The eigenvectors and eigenvalues are:\n$$" + groups + "$$", record.Undecided, ""},
		{strings.Replace(ask, "-13", "a", 1), "The eigenvectors and eigenvalues are:\n$$" + groups + "$$", record.Undecided, ""},
	}
	for _, c := range cases {
		r := Check(context.Background(), c.problem, c.answer, Options{Seed: 1, Timeout: testTimeout})
		if r.Verdict != c.want || !strings.Contains(r.Note, c.note) {
			t.Errorf("%q / %q: got %s (%s), want %s with %q", c.problem, c.answer, r.Verdict, r.Note, c.want, c.note)
		}
		if r.Verdict != record.Undecided && len(r.Evidence) == 0 {
			t.Errorf("%q / %q: %s without evidence", c.problem, c.answer, r.Verdict)
		}
	}
}
