package check

import (
	"context"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestPlaneEquation: issue 42, a plane fixed by linear conditions, asked
// as Ax + By + Cz + D = 0 with coprime integers and A > 0
// (linalg.CheckPlaneEquation).
func TestPlaneEquation(t *testing.T) {
	const tail = "  Enter your answer in the form\n\\[Ax + By + Cz + D = 0,\\]where $A,$ $B,$ $C,$ $D$ are integers such that $A > 0$ and $\\gcd(|A|,|B|,|C|,|D|) = 1.$"
	var (
		three    = "Find the equation of the plane containing the points $(2,0,0),$ $(0,-5,0),$ and $(0,0,-4).$" + tail
		parallel = "Find the equation of the plane which passes through the point $(1,4,-2),$ and which is parallel to the plane $-2x + y - 3z = 7.$" + tail
		pencil   = "Let line $L$ be the intersection of the planes $x + y + z - 6 = 0$ and $2x + 3y + 4z + 5 = 0.$  Find the equation of the plane containing line $L$ and the point $(1,1,1).$" + tail
		foot     = "The foot of the perpendicular from the origin to a plane is $(12,-4,3).$  Find the equation of the plane." + tail
		proj     = "Let $\\mathbf{w} = \\begin{pmatrix} 2 \\\\ -1 \\\\ 2 \\end{pmatrix}.$  The set of vectors $\\mathbf{v}$ such that\n\\[\\operatorname{proj}_{\\mathbf{w}} \\mathbf{v} = \\begin{pmatrix} 4 \\\\ -2 \\\\ 4 \\end{pmatrix}\\]lie on a plane.  Enter the equation of this plane in the form\n\\[Ax + By + Cz + D = 0,\\]where $A,$ $B,$ $C,$ $D$ are integers such that $A > 0$ and $\\gcd(|A|,|B|,|C|,|D|) = 1.$"
		param    = "A plane is expressed parametrically by\n\\[\\mathbf{v} = \\begin{pmatrix} 1 + s - t \\\\ 2 - s \\\\ 3 - 2s + 2t \\end{pmatrix}.\\]Find the equation of the plane." + tail
	)
	cases := []struct {
		q, answer string
		want      record.Verdict
	}{
		{three, `10x - 4y - 5z - 20 = 0`, record.Confirm},
		{three, `10x - 4y - 5z + 20 = 0`, record.Refute},
		{strings.NewReplacer(`\[`, "$$", `\]`, "$$").Replace(three), `10x - 4y - 5z - 20 = 0`, record.Confirm}, // as normalised
		{three, `-10x + 4y + 5z + 20 = 0`, record.Undecided},                                                   // the same plane, A < 0
		{three, `20x - 8y - 10z - 40 = 0`, record.Undecided},                                                   // the same plane, not coprime
		{parallel, `2x - y + 3z + 8 = 0`, record.Confirm},
		{parallel, `2x - y + 3z - 7 = 0`, record.Refute},
		{pencil, `20x + 23y + 26z - 69 = 0`, record.Confirm},
		{pencil, `x + y + z - 6 = 0`, record.Refute},
		{foot, `12x - 4y + 3z - 169 = 0`, record.Confirm},
		{foot, `12x - 4y + 3z = 0`, record.Refute},
		{proj, `2x - y + 2z - 18 = 0`, record.Confirm},
		{proj, `2x - y + 2z - 9 = 0`, record.Refute},
		{param, `2x + z - 5 = 0`, record.Confirm},
		{param, `2x - z - 5 = 0`, record.Refute},
		{three, `(10, -4, -5, -20)`, record.Undecided},
	}
	for _, tc := range cases {
		if got := Check(context.Background(), tc.q, tc.answer, Options{Seed: 1, Timeout: testTimeout}); got.Verdict != tc.want {
			t.Errorf("%q / %q: %s (%s), want %s", tc.q, tc.answer, got.Verdict, got.Note, tc.want)
		}
	}
	// Near misses: not read, or no single plane.
	for _, q := range []string{
		strings.Replace(three, "(0,0,-4)", "(4,5,0)", 1),                // collinear points: no single plane
		strings.Replace(three, "containing", "near", 1),                 // another question
		strings.Replace(three, "$A > 0$", "$A < 0$", 1),                 // another form
		strings.Replace(parallel, "parallel", "perpendicular", 1),       // not this shape's wording
		strings.Replace(proj, "4 \\\\ -2 \\\\ 4", "4 \\\\ 2 \\\\ 4", 1), // u not along w: no plane
	} {
		if got := Check(context.Background(), q, `10x - 4y - 5z - 20 = 0`, Options{Seed: 1, Timeout: testTimeout}); got.Verdict == record.Confirm {
			t.Errorf("%q: confirmed (%s)", q, got.Note)
		}
	}
}
