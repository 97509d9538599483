package check

import (
	"context"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestCrossArea (issue 42, CollegeMath): the area of a parallelogram or a
// triangle, the volume of a parallelepiped and the cosine of an angle
// from integer vectors, against the value a worked answer ends with;
// another value, a further question or another wording is undecided.
func TestCrossArea(t *testing.T) {
	col := func(a, b, c string) string {
		return `\left[\begin{array}{r}` + a + ` \\ ` + b + ` \\ ` + c + `\end{array}\right]`
	}
	para := "Find the area of the parallelogram determined by the vectors $" + col("1", "2", "3") + "," + col("3", "-2", "1") + "$."
	tri := "Find the area of the triangle determined by the three points, $(1,0,3),(4,1,0)$ and $(-3,1,1)$."
	vol := "Find the volume of the parallelepiped determined by the vectors $" + col("1", "-7", "-5") + "$,\n$" + col("1", "-2", "-6") + "$, and $" + col("3", "2", "3") + "$"
	cos := "Find $\\cos \\theta$ where $\\theta$ is the angle between the vectors\n$$\n\\mathbf{u}=" + col("3", "-1", "-1") + ", \\mathbf{v}=" + col("1", "4", "2") + "\n$$"
	verts := "Find the area of the parallelogram with vertices $(-2,3,1),(2,1,1),(1,2,-1)$, and $(5,0,-1)$."
	cases := []struct {
		problem, answer string
		want            record.Verdict
		note            string
	}{
		{para, `$` + col("1", "2", "3") + ` \times ` + col("3", "-2", "1") + `=` + col("8", "8", "-8") + `$. The area is $8 \sqrt{3}$`, record.Confirm, "squared is 192"},
		{para, `The area is $8 \sqrt{2}$`, record.Undecided, "not trusted"},
		{para, `The area is $-8 \sqrt{3}$`, record.Undecided, "sign -1"},
		{tri, `The area of the triangle is $\frac{1}{2}\|\overrightarrow{P Q} \times \overrightarrow{P R}\|=\frac{1}{2} \sqrt{1+18^{2}+7^{2}}=\frac{1}{2} \sqrt{374}$.`, record.Confirm, "187/2"},
		{tri, `$\frac{1}{2} \sqrt{374}$. It means the points are close.`, record.Undecided, ""},
		{"Find the area of the triangle determined by the three points, $(1,2,3),(4,2,0)$ and $(-3,2,1)$.", `$` + col("3", "0", "-3") + ` \times ` + col("-4", "0", "-2") + `=` + col("0", "18", "0") + `$. So the area is 9.`, record.Confirm, "squared is 81"},
		{"Find the area of the triangle determined by the three points, $(1,2,3),(4,2,0)$ and $(-3,2,1)$.", `$\vec{0}$. So the area is 10.`, record.Undecided, ""},
		{vol, `$\left|\begin{array}{rrr}1 & -7 & -5\end{array}\right|=113$`, record.Confirm, "12769"},
		{vol, `$113 \sqrt{2}$`, record.Undecided, ""},
		{cos, `$\cos \theta=\frac{-3}{\sqrt{11} \sqrt{21}}$.`, record.Confirm, "3/77"},
		{cos, `$\cos \theta=\frac{3}{\sqrt{11} \sqrt{21}}$.`, record.Undecided, "sign +1"},
		{verts, `The area of the parallelogram is $\sqrt{84}$`, record.Confirm, "squared is 84"},
		{verts, `The area of the parallelogram is $\sqrt{93}$`, record.Undecided, ""},
		// Near misses: another wording, a further question, a letter.
		{strings.Replace(para, "parallelogram", "rectangle", 1), `The area is $8 \sqrt{3}$`, record.Undecided, ""},
		{strings.Replace(tri, ".", ". Did something interesting happen here?", 1), `The area is $\frac{1}{2} \sqrt{374}$`, record.Undecided, ""},
		{strings.Replace(para, "-2", "a", 1), `The area is $8 \sqrt{3}$`, record.Undecided, ""},
		{strings.Replace(vol, "volume", "surface area", 1), `$113$`, record.Undecided, ""},
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
