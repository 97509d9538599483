package soundness

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestPlaneGeoSlip (issue 42): the slips of the small plane-geometry
// questions (a cosine for a sine, the radius' slope, the obtuse angle, the
// distance from the wrong line) are produced and leg 1 refutes each.
func TestPlaneGeoSlip(t *testing.T) {
	for _, c := range []struct {
		problem, answer string
		n               int
	}{
		{`In $\triangle ABC$, the three sides are $a=4,b=5,c=6$. Find $\sin A$.`, `\frac{\sqrt{7}}{4}`, 3},
		{`Circle O is centered at C(-5,-4). Line k is tangent to the circle at point A(-7,-5). What is the slope of line k?`, `-2`, 1},
		{`What is the degree measure of the acute angle formed by lines with slopes 2 and $\frac13$?`, `45`, 1},
		{`$A(1,\sqrt{5})$ is on the parabola $C: y^{2}=2px$. What is the distance between A and its directrix?`, `\frac{9}{4}`, 2},
		{`A circle in the xy-plane has its center at (4, −5) and has a radius of 2. An equation of the circle is $x^{2}-8x+y^{2}+10y+c=0$, where c is a constant. What is the value of c?`, `37`, 1},
		{`A 3-4-5 right triangle is inscribed in circle A, and a 5-12-13 right triangle is inscribed in circle B. What is the ratio of the area of circle A to the area of circle B?`, `\frac{25}{169}`, 1},
		{`An isosceles right triangle has a hypotenuse of length 4 inches. What is the perimeter, in inches, of this triangle? Express your answer in simplest radical form.`, `4+4\sqrt{2}`, 1},
		{`The lengths of corresponding sides of 2 similar right triangles are in the ratio 2:7. The hypotenuse of the smaller triangle is 8 inches long. How many inches long is the hypotenuse of the larger triangle?`, `28`, 1},
		{`In the xy-plane, the graph of $y=(-14)\left(\frac12\right)^{x}+k$, where k is a constant, has a y-intercept of (0,2). What is the value of k?`, `16`, 0}, // the generic slips (17, -16) come first
		{`Consider the graphs of the functions f(x) = (x + 2)(x − 8) and $g(x) = x^{2} + 5x − 12$ in the standard (x,y) coordinate plane. What is the sum of the y-intercepts of the functions?`, `-28`, 0},
		{`In the standard (x,y) coordinate plane, only 1 parabola of the form $y=(x−h)^{2} +k$ has x-intercepts of 3 and 15. What is the axis of symmetry of this parabola?`, `x=9`, 1},
		{`When the quadratic function f is graphed in the xy-plane, where y=f(x), its vertex is (-2,5). One of the x-intercepts of this graph is $\left(-\frac73,0\right)$. What is the other x-intercept of the graph?`, `\left(-\frac53,0\right)`, 1},
		{`Suppose that a and b are real numbers such that the line $y=ax+b$ intersects the graph of $y=x^{2}$ at two distinct points A and B. If the coordinates of the midpoint of AB are $(5,101)$, compute $a+b$.`, `61`, 1},
		{`Given that $\alpha$ is an acute angle and $\cos \alpha = \frac{1+\sqrt{5}}{4}$. Find $\sin \frac{\alpha}{2}$`, `\frac{-1+\sqrt{5}}{4}`, 1},
		{`The expression $\frac{32x^{6}}{4x^{3}}$ is equivalent to $cx^{d}$, where c and d are constants and x > 0. What is the value of c+d?`, `11`, 0}, // the generic slips
	} {
		got := answers(generate(c.problem, c.answer), PlaneGeoSlip)
		if len(got) < c.n {
			t.Fatalf("%s mutants of %s: %v, want %d", PlaneGeoSlip, c.answer, got, c.n)
		}
		for _, a := range got {
			if r := check.Check(context.Background(), c.problem, a, check.Options{Seed: 1}); r.Verdict != record.Refute {
				t.Errorf("mutant %s of %q: %s (%s), want refuted", a, c.problem, r.Verdict, r.Note)
			}
		}
	}
}
