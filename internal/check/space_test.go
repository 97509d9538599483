package check

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestSpace: issue 42, points, lines and planes of space given by integer
// coordinates and equations (space.CheckSpace).
func TestSpace(t *testing.T) {
	cases := []struct {
		q, answer string
		want      record.Verdict
	}{
		{`Find the distance between the points $(2,1,-4)$ and $(5,8,-3).$`, `\sqrt{59}`, record.Confirm},
		{`Find the distance between the points $(2,1,-4)$ and $(5,8,-3).$`, `\sqrt{61}`, record.Refute},
		{`Find the mid-point of the line segment with end-points $(7,-3,2)$ and $(4,1,0).$`, `\left( \frac{11}{2}, -1, 1 \right)`, record.Confirm},
		{`Find the mid-point of the line segment with end-points $(7,-3,2)$ and $(4,1,0).$`, `\left( \frac{11}{2}, -1, 2 \right)`, record.Refute},
		{`Find the distance from the point $(2,1,0)$ to the plane $2x + y + 2z + 5 = 0.$`, `\frac{10}{3}`, record.Confirm},
		{`Find the distance between the planes $x - 3y + 3z = 8$ and $2x - 6y + 6z = 2.$`, `\frac{7 \sqrt{19}}{19}`, record.Confirm},
		{`Find the distance between the planes $x - 3y + 3z = 8$ and $2x - 6y + 6z = 2.$`, `\frac{6 \sqrt{19}}{19}`, record.Refute},
		{`Find the distance between the planes $x - 3y + 3z = 8$ and $2x - 6y + 5z = 2.$`, `0`, record.Undecided}, // not parallel
		{"Let $A = (1,-11,2),$ $B = (3,-4,1),$ and $C = (-2,1,-1).$  Compute $\\angle ABC,$ in degrees.", `120^\circ`, record.Confirm},
		{"Let $A = (1,-11,2),$ $B = (3,-4,1),$ and $C = (-2,1,-1).$  Compute $\\angle ABC,$ in degrees.", `120`, record.Confirm},
		{"Let $A = (1,-11,2),$ $B = (3,-4,1),$ and $C = (-2,1,-1).$  Compute $\\angle ABC,$ in degrees.", `60^\circ`, record.Refute},
		{"Let $A = (1,0,0),$ $B = (0,0,0),$ and $C = (1,2,0).$  Compute $\\angle ABC,$ in degrees.", `63^\circ`, record.Undecided}, // cos² = 1/5
		{`Find the volume of the tetrahedron whose vertices are $A = (0,1,2),$ $B = (3,0,1),$ $C = (4,3,6),$ and $D = (2,3,2).$`, `6`, record.Confirm},
		{`Find the volume of the tetrahedron whose vertices are $A = (0,1,2),$ $B = (3,0,1),$ $C = (4,3,6),$ and $D = (2,3,2).$`, `36`, record.Refute},
		{"Three of the vertices of parallelogram $ABCD$ are $A = (3,-1,2),$ $B = (1,2,-4),$ and $C = (-1,1,2).$  Find the coordinates of $D.$", `(1,-2,8)`, record.Confirm},
		{"Three of the vertices of parallelogram $ABCD$ are $A = (3,-1,2),$ $B = (1,2,-4),$ and $C = (-1,1,2).$  Find the coordinates of $D.$", `(-3,4,-4)`, record.Refute},
		{`Find the point where the line passing through $(3,4,1)$ and $(5,1,6)$ intersects the $xy$-plane.`, `\left( \frac{13}{5}, \frac{23}{5}, 0 \right)`, record.Confirm},
		{`Find the distance from the point $(1,-1,2)$ to the line passing through $(-2,2,1)$ and $(-1,-1,3).$`, `\sqrt{5}`, record.Confirm},
		{`Find the foot of the perpendicular from the point $A = (1,8,4)$ to the line passing through $B = (0,-1,3)$ and $C = (2,-3,-1).$`, `\left( -\frac{5}{3}, \frac{2}{3}, \frac{19}{3} \right)`, record.Confirm},
		{`Find the reflection of the point $(11,16,22)$ across the plane $3x + 4y + 5z = 7.$`, `(-13,-16,-18)`, record.Confirm},
		{`Find the point in the plane $3x - 4y + 5z = 30$ that is closest to the point $(1,2,3).$`, `\left( \frac{11}{5}, \frac{2}{5}, 5 \right)`, record.Confirm},
		{"In coordinate space, $A = (-2,3,5),$ $B = (7,0,-1),$ $C = (-3,-2,-5),$ and $D = (3,4,7).$  Find the intersection point of lines $AB$ and $CD.$", `(1,2,3)`, record.Confirm},
		{"In coordinate space, $A = (-2,3,5),$ $B = (7,0,-1),$ $C = (-3,-2,-5),$ and $D = (3,4,8).$  Find the intersection point of lines $AB$ and $CD.$", `(1,2,3)`, record.Undecided}, // skew
		{"A line passes through $(2,2,1)$ and $(5,1,-2).$  A point on this line has an $x$-coordinate of 4.  Find the $z$-coordinate of the point.", `-1`, record.Confirm},
		{"Let $\\theta$ be the angle between the planes $2x + y - 2z + 3 = 0$ and $6x + 3y + 2z - 5 = 0.$  Find $\\cos \\theta.$", `\frac{11}{21}`, record.Confirm},
		{"A plane passes through the points $(-5,0,0),$ $(0,2,0),$ and $(0,0,-7).$  Find the distance from the origin to this plane.", `\frac{70}{39}`, record.Confirm},
		{"In triangle $ABC,$ the midpoint of $\\overline{BC}$ is $(1,5,-1),$ the midpoint of $\\overline{AC}$ is $(0,4,-2),$ and the midpoint of $\\overline{AB}$ is $(2,3,4).$  Find the coordinates of vertex $A.$", `(1, 2, 3)`, record.Confirm},
		{"The graph of\n\\[x^2 + 4x + y^2 - 10y + z^2 + 2z + 5 = 0\\]is a sphere.  Find the center of the sphere.", `(-2,5,-1)`, record.Confirm},
		{"The graph of\n\\[x^2 + 4x + y^2 - 10y + z^2 + 2z + 5 = 0\\]is a sphere.  Find the center of the sphere.", `(2,-5,1)`, record.Refute},
		{"The graph of\n$$x^2 + 2x + y^2 + 6y + z^2 - 12z + 30 = 0$$is a sphere.  Find the radius of the sphere.", `4`, record.Confirm},
		{"The graph of\n$$x^2 + 2x + y^2 + 6y + z^2 - 12z + 30 = 0$$is a sphere.  Find the radius of the sphere.", `16`, record.Refute},
		{"The graph of\n\\[x^2 + 2x + y^2 + 6y + z^2 - 12z + 50 = 0\\]is a sphere.  Find the radius of the sphere.", `2`, record.Undecided},  // r² < 0
		{"The graph of\n\\[x^2 + 2x + 2y^2 + 6y + z^2 - 12z + 30 = 0\\]is a sphere.  Find the radius of the sphere.", `4`, record.Undecided}, // not a sphere
		// Outside the reading: a plane with a product, points of the plane.
		{`Find the distance from the point $(2,1,0)$ to the plane $2xy + 2z + 5 = 0.$`, `1`, record.Undecided},
	}
	for _, tc := range cases {
		if got := Check(context.Background(), tc.q, tc.answer, Options{Seed: 1, Timeout: testTimeout}); got.Verdict != tc.want {
			t.Errorf("%q / %q: %s (%s), want %s", tc.q, tc.answer, got.Verdict, got.Note, tc.want)
		}
	}
}
