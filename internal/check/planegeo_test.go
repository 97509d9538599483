package check

import (
	"context"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestPlaneGeo: issue 42 (Gaokao), small questions of plane geometry given
// by exact numbers (shapes.CheckPlaneGeo): a triangle's angle by its
// sides, a circle's tangent slope, the acute angle of two slopes, the
// distance to a parabola's directrix.
func TestPlaneGeo(t *testing.T) {
	const (
		tri  = `In $\triangle ABC$, the three sides are $a=4,b=5,c=6$. Find $\sin A$.`
		tan  = `Circle O is centered at C(-5,-4). Line k is tangent to the circle at point A(-7,-5). What is the slope of line k?`
		ang  = `What is the degree measure of the acute angle formed by lines with slopes 2 and $\frac13$?`
		dirx = `$A(1,\sqrt{5})$ is on the parabola $C: y^{2}=2px$. What is the distance between A and its directrix?`
	)
	cases := []struct {
		q, answer string
		want      record.Verdict
	}{
		{tri, `$\frac{\sqrt{7}}{4}$`, record.Confirm},
		{tri, `$\frac{3}{4}$`, record.Refute}, // cos A
		{strings.Replace(tri, `\sin A`, `\cos A`, 1), `$\frac{3}{4}$`, record.Confirm},
		{strings.Replace(tri, `\sin A`, `\cos C`, 1), `$\frac{1}{8}$`, record.Confirm},
		{strings.Replace(tri, `\sin A`, `\tan B`, 1), `$\frac{5\sqrt{7}}{9}$`, record.Confirm},
		{strings.Replace(tri, `c=6`, `c=10`, 1), `$\frac{\sqrt{7}}{4}$`, record.Undecided}, // no such triangle
		{tan, `$-2$`, record.Confirm},
		{tan, `$\frac{1}{2}$`, record.Refute},                                    // the radius' slope
		{strings.Replace(tan, "A(-7,-5)", "A(-7,-4)", 1), `0`, record.Undecided}, // a vertical tangent
		{ang, `$45$`, record.Confirm},
		{ang, `$30$`, record.Refute},
		{strings.Replace(ang, `\frac13`, `3`, 1), `$45$`, record.Undecided}, // tan θ = 1/7
		{dirx, `$\frac{9}{4}$`, record.Confirm},
		{dirx, `$\frac{5}{4}$`, record.Refute},
		{`A circle in the xy-plane has its center at (4, −5) and has a radius of 2. An equation of the circle is $x^{2}-8x+y^{2}+10y+c=0$, where c is a constant. What is the value of c?`, `$37$`, record.Confirm},
		{`A circle in the xy-plane has its center at (4, −5) and has a radius of 2. An equation of the circle is $x^{2}-8x+y^{2}+10y+c=0$, where c is a constant. What is the value of c?`, `$39$`, record.Refute},
		{`A circle in the xy-plane has its center at (4, 5) and has a radius of 2. An equation of the circle is $x^{2}-8x+y^{2}+10y+c=0$, where c is a constant. What is the value of c?`, `$37$`, record.Undecided}, // not this center
		{`A 3-4-5 right triangle is inscribed in circle A, and a 5-12-13 right triangle is inscribed in circle B. What is the ratio of the area of circle A to the area of circle B?`, `$\frac{25}{169}$`, record.Confirm},
		{`A 3-4-5 right triangle is inscribed in circle A, and a 5-12-13 right triangle is inscribed in circle B. What is the ratio of the area of circle A to the area of circle B?`, `$\frac{5}{13}$`, record.Refute},
		{`A 3-4-6 right triangle is inscribed in circle A, and a 5-12-13 right triangle is inscribed in circle B. What is the ratio of the area of circle A to the area of circle B?`, `$\frac{36}{169}$`, record.Undecided}, // not right
		{`An isosceles right triangle has a hypotenuse of length 4 inches. What is the perimeter, in inches, of this triangle? Express your answer in simplest radical form.`, `$4+4\sqrt{2}$`, record.Confirm},
		{`An isosceles right triangle has a hypotenuse of length 4 inches. What is the perimeter, in inches, of this triangle? Express your answer in simplest radical form.`, `$4+8\sqrt{2}$`, record.Refute},
		{`An isosceles right triangle has a hypotenuse of length 4 inches. What is the perimeter, in centimeters, of this triangle? Express your answer in simplest radical form.`, `$4+4\sqrt{2}$`, record.Undecided},
		{`The lengths of corresponding sides of 2 similar right triangles are in the ratio 2:7. The hypotenuse of the smaller triangle is 8 inches long. How many inches long is the hypotenuse of the larger triangle?`, `$28$`, record.Confirm},
		{`The lengths of corresponding sides of 2 similar right triangles are in the ratio 7:2. The hypotenuse of the smaller triangle is 8 inches long. How many inches long is the hypotenuse of the larger triangle?`, `$28$`, record.Undecided},
		{`In the xy-plane, the graph of $y=(-14)\left(\frac12\right)^{x}+k$, where k is a constant, has a y-intercept of (0,2). What is the value of k?`, `$16$`, record.Confirm},
		{`In the xy-plane, the graph of $y=(-14)\left(\frac12\right)^{x}+k$, where k is a constant, has a y-intercept of (0,2). What is the value of k?`, `$-12$`, record.Refute},
		{`In the xy-plane, the graph of $y=(-14)\left(\frac12\right)^{x}+k^{2}$, where k is a constant, has a y-intercept of (0,2). What is the value of k?`, `$4$`, record.Undecided}, // two values
		{`In the xy-plane, the graph of $y=(-14)\left(\frac12\right)^{x}+k$, where k is a constant, has a y-intercept of (1,2). What is the value of k?`, `$9$`, record.Undecided},     // not on the y-axis
		{`Consider the graphs of the functions f(x) = (x + 2)(x − 8) and $g(x) = x^{2} + 5x − 12$ in the standard (x,y) coordinate plane. What is the sum of the y-intercepts of the functions?`, `$-28$`, record.Confirm},
		{`Consider the graphs of the functions f(x) = (x + 2)(x − 8) and $g(x) = x^{2} + 5x − 12$ in the standard (x,y) coordinate plane. What is the sum of the y-intercepts of the functions?`, `$-4$`, record.Refute},
		{`Consider the graphs of the functions f(x) = (x + 2)(x − 8) and $g(x) = \frac{1}{x}$ in the standard (x,y) coordinate plane. What is the sum of the y-intercepts of the functions?`, `$-16$`, record.Undecided},
		{`In the standard (x,y) coordinate plane, only 1 parabola of the form $y=(x−h)^{2} +k$ has x-intercepts of 3 and 15. What is the axis of symmetry of this parabola?`, `$x=9$`, record.Confirm},
		{`In the standard (x,y) coordinate plane, only 1 parabola of the form $y=(x−h)^{2} +k$ has x-intercepts of 3 and 15. What is the axis of symmetry of this parabola?`, `$x=18$`, record.Refute},
		{`In the standard (x,y) coordinate plane, only 1 parabola of the form $y=(x−h)^{2} +k$ has x-intercepts of 3 and 15. What is the axis of symmetry of this parabola?`, `$9$`, record.Undecided}, // not a line
		{`When the quadratic function f is graphed in the xy-plane, where y=f(x), its vertex is (-2,5). One of the x-intercepts of this graph is $\left(-\frac73,0\right)$. What is the other x-intercept of the graph?`, `$\left(-\frac53,0\right)$`, record.Confirm},
		{`When the quadratic function f is graphed in the xy-plane, where y=f(x), its vertex is (-2,5). One of the x-intercepts of this graph is $\left(-\frac73,0\right)$. What is the other x-intercept of the graph?`, `$\left(\frac73,0\right)$`, record.Refute},
		{`When the quadratic function f is graphed in the xy-plane, where y=f(x), its vertex is (-2,5). One of the x-intercepts of this graph is $\left(-\frac73,0\right)$. What is the other x-intercept of the graph?`, `$[-\frac{5}{3}, 0)$`, record.Undecided},       // an interval, not a point
		{`When the quadratic function f is graphed in the xy-plane, where y=f(x), its vertex is (-2,5). One of the x-intercepts of this graph is $\left(-\frac73,1\right)$. What is the other x-intercept of the graph?`, `$\left(-\frac53,0\right)$`, record.Undecided}, // not an x-intercept
		{`Suppose that a and b are real numbers such that the line $y=ax+b$ intersects the graph of $y=x^{2}$ at two distinct points A and B. If the coordinates of the midpoint of AB are $(5,101)$, compute $a+b$.`, `61`, record.Confirm},
		{`Suppose that a and b are real numbers such that the line $y=ax+b$ intersects the graph of $y=x^{2}$ at two distinct points A and B. If the coordinates of the midpoint of AB are $(5,101)$, compute $a+b$.`, `111`, record.Refute},
		{`Suppose that a and b are real numbers such that the line $y=ax+b$ intersects the graph of $y=x^{2}$ at two distinct points A and B. If the coordinates of the midpoint of AB are $(5,20)$, compute $a+b$.`, `-15`, record.Undecided}, // below the parabola: no such line
		{`Given that $\alpha$ is an acute angle and $\cos \alpha = \frac{1+\sqrt{5}}{4}$. Find $\sin \frac{\alpha}{2}$`, `$\frac{-1+\sqrt{5}}{4}$`, record.Confirm},
		{`Given that $\alpha$ is an acute angle and $\cos \alpha = \frac{1+\sqrt{5}}{4}$. Find $\sin \frac{\alpha}{2}$`, `$\frac{1-\sqrt{5}}{4}$`, record.Refute}, // the negative root
		{`Given that $\alpha$ is an acute angle and $\cos \alpha = \frac{1}{2}$. Find $\cos \frac{\alpha}{2}$`, `$\frac{\sqrt{3}}{2}$`, record.Confirm},
		{`Given that $\alpha$ is an acute angle and $\cos \alpha = \frac{3}{2}$. Find $\sin \frac{\alpha}{2}$`, `$\frac{1}{2}$`, record.Undecided}, // no such angle
		{`Given that $\alpha$ is an obtuse angle and $\cos \alpha = -\frac{1}{2}$. Find $\sin \frac{\alpha}{2}$`, `$\frac{\sqrt{3}}{2}$`, record.Undecided},
		{`The expression $\frac{32x^{6}}{4x^{3}}$ is equivalent to $cx^{d}$, where c and d are constants and x > 0. What is the value of c+d?`, `$11$`, record.Confirm},
		{`The expression $\frac{32x^{6}}{4x^{3}}$ is equivalent to $cx^{d}$, where c and d are constants and x > 0. What is the value of c+d?`, `$14$`, record.Refute}, // d = 6
		{`The expression $\frac{32x^{6}+x}{4x^{3}}$ is equivalent to $cx^{d}$, where c and d are constants and x > 0. What is the value of c+d?`, `$11$`, record.Undecided},
		// one word more, another curve
		{strings.Replace(tri, "Find", "If the triangle is acute, find", 1), `$\frac{\sqrt{7}}{4}$`, record.Undecided},
		{strings.Replace(dirx, "2px", "2px+1", 1), `$\frac{9}{4}$`, record.Undecided},
		{strings.Replace(tan, "tangent to", "a secant of", 1), `$-2$`, record.Undecided},
	}
	for _, tc := range cases {
		if got := Check(context.Background(), tc.q, tc.answer, Options{Seed: 1, Timeout: testTimeout}); got.Verdict != tc.want {
			t.Errorf("%q / %q: %s (%s), want %s", tc.q, tc.answer, got.Verdict, got.Note, tc.want)
		}
	}
}
