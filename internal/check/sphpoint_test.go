package check

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestSphPoint: issue 42, a point in rectangular, spherical or polar
// coordinates and another representation of it (space.CheckSphPoint).
func TestSphPoint(t *testing.T) {
	const form3 = "  Enter your answer in the form $(\\rho,\\theta,\\phi),$ where $\\rho > 0,$ $0 \\le \\theta < 2 \\pi,$ and $0 \\le \\phi \\le \\pi.$"
	cases := []struct {
		q, answer string
		want      record.Verdict
	}{
		{"A point has rectangular coordinates $(12, -4, 3)$ and spherical coordinates $(\\rho, \\theta, \\phi).$  Find $\\cos \\phi.$", `\frac{3}{13}`, record.Confirm},
		{"A point has rectangular coordinates $(12, -4, 3)$ and spherical coordinates $(\\rho, \\theta, \\phi).$  Find $\\cos \\phi.$", `\frac{12}{13}`, record.Refute},
		{"A point has rectangular coordinates $(10, -18, 35)$ and spherical coordinates $(\\rho, \\theta, \\phi).$  Find $\\tan \\theta.$", `-\frac{9}{5}`, record.Confirm},
		{"A point has rectangular coordinates $(0, -18, 35)$ and spherical coordinates $(\\rho, \\theta, \\phi).$  Find $\\tan \\theta.$", `0`, record.Undecided}, // x = 0
		{"A point has rectangular coordinates $(2,-1,-2)$ and spherical coordinates $(\\rho, \\theta, \\phi).$  Find the rectangular coordinates of the point with spherical coordinates $(\\rho, \\theta, 2 \\phi).$", `\left( -\frac{8}{3}, \frac{4}{3}, -\frac{1}{3} \right)`, record.Confirm},
		{"A point has rectangular coordinates $(2,-1,-2)$ and spherical coordinates $(\\rho, \\theta, \\phi).$  Find the rectangular coordinates of the point with spherical coordinates $(\\rho, \\theta, 2 \\phi).$", `\left( \frac{8}{3}, -\frac{4}{3}, -\frac{1}{3} \right)`, record.Refute},
		{"A point has rectangular coordinates $(-5,-7,4)$ and spherical coordinates $(\\rho, \\theta, \\phi).$  Find the rectangular coordinates of the point with spherical coordinates $(\\rho, \\theta, -\\phi).$", `(5,7,4)`, record.Confirm},
		{"A certain point has rectangular coordinates $(10,3)$ and polar coordinates $(r, \\theta).$  What are the rectangular coordinates of the point with polar coordinates $(r^2, 2 \\theta)$?", `(91,60)`, record.Confirm},
		{"Suppose that the point $\\left(\\rho,\\theta,\\phi \\right)=\\left( 12, \\frac{2 \\pi}{3}, \\frac{\\pi}{4} \\right)$ in spherical coordinates can be expressed as $(x, y, z)$ in rectangular coordinates.  Find $x+z$.", `3\sqrt{2}`, record.Confirm},
		{"Suppose that the point $\\left(\\rho,\\theta,\\phi \\right)=\\left( 12, \\frac{2 \\pi}{3}, \\frac{\\pi}{4} \\right)$ in spherical coordinates can be expressed as $(x, y, z)$ in rectangular coordinates.  Find $x+z$.", `9\sqrt{2}`, record.Refute},
		{"In spherical coordinates, the point $\\left( 3, \\frac{2 \\pi}{7}, \\frac{8 \\pi}{5} \\right)$ is equivalent to what other point, in the standard spherical coordinate representation?" + form3, `\left( 3, \frac{9 \pi}{7}, \frac{2 \pi}{5} \right)`, record.Confirm},
		{"In spherical coordinates, the point $\\left( 3, \\frac{2 \\pi}{7}, \\frac{8 \\pi}{5} \\right)$ is equivalent to what other point, in the standard spherical coordinate representation?" + form3, `\left( 3, \frac{2 \pi}{7}, \frac{2 \pi}{5} \right)`, record.Refute},
		{"In spherical coordinates, the point $\\left( 3, \\frac{2 \\pi}{7}, 2 \\pi \\right)$ is equivalent to what other point, in the standard spherical coordinate representation?" + form3, `\left( 3, 0, 0 \right)`, record.Undecided}, // on the z-axis
		{"In polar coordinates, the point $\\left( -2, \\frac{3 \\pi}{8} \\right)$ is equivalent to what other point, in the standard polar coordinate representation?  Enter your answer in the form $(r,\\theta),$ where $r > 0$ and $0 \\le \\theta < 2 \\pi.$", `\left( 2, \frac{11 \pi}{8} \right)`, record.Confirm},
		{"A point has rectangular coordinates $(x,y,z)$ and spherical coordinates $\\left(2, \\frac{8 \\pi}{7}, \\frac{2 \\pi}{9} \\right).$  Find the spherical coordinates of the point with rectangular coordinates $(x,y,-z).$" + form3, `\left( 2, \frac{8 \pi}{7}, \frac{7 \pi}{9} \right)`, record.Confirm},
		{"The point $P$ on the sphere of radius 3 and centered at the origin has spherical coordinate $\\left( 3, \\frac{3 \\pi}{8}, \\frac{\\pi}{5} \\right).$  Find the spherical coordinates of the point diametrically opposite $P.$" + form3, `\left( 3, \frac{11 \pi}{8}, \frac{4 \pi}{5} \right)`, record.Confirm},
		{"The point $P$ on the sphere of radius 3 and centered at the origin has spherical coordinate $\\left( 3, \\frac{3 \\pi}{8}, \\frac{\\pi}{5} \\right).$  Find the spherical coordinates of the point diametrically opposite $P.$" + form3, `\left( 3, \frac{3 \pi}{8}, \frac{4 \pi}{5} \right)`, record.Refute},
	}
	for _, tc := range cases {
		if got := Check(context.Background(), tc.q, tc.answer, Options{Seed: 1, Timeout: testTimeout}); got.Verdict != tc.want {
			t.Errorf("%q / %q: %s (%s), want %s", tc.q, tc.answer, got.Verdict, got.Note, tc.want)
		}
	}
}
