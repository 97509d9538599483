package check

import (
	"context"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestParamLine: issue 42, lines given by a parameterization or a normal
// vector (linalg.CheckParamLine).
func TestParamLine(t *testing.T) {
	const (
		mb     = "A line is parameterized by\n\\[\\begin{pmatrix} x \\\\ y \\end{pmatrix} = \\begin{pmatrix} 8 \\\\ -1 \\end{pmatrix} + t \\begin{pmatrix} 2 \\\\ 3 \\end{pmatrix}.\\]The equation of the line can be expressed in the form $y = mx + b.$  Enter the ordered pair $(m,b).$"
		normal = "A line is expressed in the form\n\\[\\begin{pmatrix} 1 \\\\ 3 \\end{pmatrix} \\cdot \\left( \\begin{pmatrix} x \\\\ y \\end{pmatrix} - \\begin{pmatrix} -2 \\\\ 8 \\end{pmatrix} \\right) = 0.\\]The equation of the line can be expressed in the form $y = mx + b.$  Enter the ordered pair $(m,b).$"
		meet   = "A line is parameterized by\n\\[\\begin{pmatrix} x \\\\ y \\end{pmatrix} = \\begin{pmatrix} 1 \\\\ 1 \\end{pmatrix} + t \\begin{pmatrix} 2 \\\\ -3 \\end{pmatrix}.\\]A second line is parameterized by\n\\[\\begin{pmatrix} x \\\\ y \\end{pmatrix} = \\begin{pmatrix} 5 \\\\ -9 \\end{pmatrix} + u \\begin{pmatrix} 4 \\\\ 2 \\end{pmatrix}.\\]Find the point where the lines intersect."
		cos    = "A line is parameterized by\n\\[\\begin{pmatrix} x \\\\ y \\end{pmatrix} = \\begin{pmatrix} 5 \\\\ -1 \\end{pmatrix} + t \\begin{pmatrix} 2 \\\\ 1 \\end{pmatrix}.\\]A second line is parameterized by\n\\[\\begin{pmatrix} x \\\\ y \\end{pmatrix} = \\begin{pmatrix} -7 \\\\ 3 \\end{pmatrix} + u \\begin{pmatrix} -1 \\\\ 1 \\end{pmatrix}.\\]If $\\theta$ is the acute angle formed by the two lines, then find $\\cos \\theta.$"
		at     = "A line is parameterized by a parameter $t,$ so that the vector on the line at $t = -1$ is $\\begin{pmatrix} 1 \\\\ 3 \\\\ 8 \\end{pmatrix},$ and the vector on the line at $t = 2$ is $\\begin{pmatrix} 0 \\\\ -2 \\\\ -4 \\end{pmatrix}.$  Find the vector on the line at $t = 3.$"
	)
	cases := []struct {
		q, answer string
		want      record.Verdict
	}{
		{mb, `\left( \frac{3}{2}, -13 \right)`, record.Confirm},
		{mb, `\left( \frac{2}{3}, -13 \right)`, record.Refute},
		{normal, `\left( -\frac{1}{3}, \frac{22}{3} \right)`, record.Confirm},
		{normal, `\left( 3, 14 \right)`, record.Refute},
		{meet, `\begin{pmatrix} 7 \\ -8 \end{pmatrix}`, record.Confirm},
		{meet, `(7, -8)`, record.Confirm},
		{strings.NewReplacer(`\[`, "$$", `\]`, "$$").Replace(meet), `(7, -8)`, record.Confirm}, // as normalised
		{meet, `\begin{pmatrix} 7 \\ 8 \end{pmatrix}`, record.Refute},
		{cos, `\frac{1}{\sqrt{10}}`, record.Confirm},
		{cos, `\frac{\sqrt{10}}{10}`, record.Confirm},
		{cos, `\frac{3}{\sqrt{10}}`, record.Refute},
		{cos, `0.316`, record.Undecided}, // rounded
		{at, `\begin{pmatrix} -1/3 \\ -11/3 \\ -8 \end{pmatrix}`, record.Confirm},
		{at, `\begin{pmatrix} -1/3 \\ -11/3 \\ 8 \end{pmatrix}`, record.Refute},
		{at, `\begin{pmatrix} -1/3 \\ -11/3 \end{pmatrix}`, record.Undecided},
	}
	for _, tc := range cases {
		if got := Check(context.Background(), tc.q, tc.answer, Options{Seed: 1, Timeout: testTimeout}); got.Verdict != tc.want {
			t.Errorf("%q / %q: %s (%s), want %s", tc.q, tc.answer, got.Verdict, got.Note, tc.want)
		}
	}
	// Near misses: not read, or not decided.
	for _, c := range []struct{ q, answer string }{
		{strings.Replace(mb, "2 \\\\ 3 \\end{pmatrix}.", "0 \\\\ 3 \\end{pmatrix}.", 1), `\left( 0, -13 \right)`}, // vertical
		{strings.Replace(meet, "4 \\\\ 2", "4 \\\\ -6", 1), `\begin{pmatrix} 7 \\ -8 \end{pmatrix}`},              // parallel
		{strings.Replace(meet, "intersect.", "intersect, if they do.", 1), `\begin{pmatrix} 7 \\ -8 \end{pmatrix}`},
		{strings.Replace(cos, "acute", "obtuse", 1), `\frac{1}{\sqrt{10}}`},
	} {
		if got := Check(context.Background(), c.q, c.answer, Options{Seed: 1, Timeout: testTimeout}); got.Verdict == record.Confirm {
			t.Errorf("%q: confirmed (%s)", c.q, got.Note)
		}
	}
}
