package check

import (
	"context"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestCoordConversion: issue 42, a point converted between rectangular and
// polar, cylindrical or spherical coordinates (shapes.CheckCoordConversion).
func TestCoordConversion(t *testing.T) {
	const (
		polarForm = `  Enter your answer in the form $(r,\theta),$ where $r > 0$ and $0 \le \theta < 2 \pi.$`
		cylForm   = `  Enter your answer in the form $(r,\theta,z),$ where $r > 0$ and $0 \le \theta < 2 \pi.$`
		sphForm   = `  Enter your answer in the form $(\rho,\theta,\phi),$ where $\rho > 0,$ $0 \le \theta < 2 \pi,$ and $0 \le \phi \le \pi.$`
	)
	toPolar := `Convert the point $(1,-\sqrt{3})$ in rectangular coordinates to polar coordinates.` + polarForm
	fromPolar := `Convert the point $\left( 8, \frac{7 \pi}{6} \right)$ in polar coordinates to rectangular coordinates.`
	toCyl := `Convert the point $( 1, -1, -6 )$ in rectangular coordinates to cylindrical coordinates.` + cylForm
	fromCyl := `Convert the point $\left( 6 \sqrt{3}, \frac{5 \pi}{3}, -2 \right)$ in cylindrical coordinates to rectangular coordinates.`
	toSph := `Convert the point $(2 \sqrt{3}, 6, -4)$ in rectangular coordinates to spherical coordinates.` + sphForm
	fromSph := `Convert the point $(\rho,\theta,\phi) = \left( 12, \frac{7 \pi}{6}, \frac{\pi}{3} \right)$ in spherical coordinates to rectangular coordinates.`
	onAxis := `Convert the point $(0, 0, 3)$ in rectangular coordinates to spherical coordinates.` + sphForm
	cases := []struct {
		q, answer string
		want      record.Verdict
	}{
		{toPolar, `\left( 2, \frac{5 \pi}{3} \right)`, record.Confirm},
		{toPolar, `\left( 2, \frac{2 \pi}{3} \right)`, record.Refute},  // another angle
		{toPolar, `\left( 2, -\frac{\pi}{3} \right)`, record.Refute},   // the right point, outside [0, 2π)
		{toPolar, `\left( -2, \frac{2 \pi}{3} \right)`, record.Refute}, // the right point, r < 0
		{toPolar, `\left( 2, 5.236 \right)`, record.Undecided},         // an angle not a multiple of π
		{toPolar, `2`, record.Undecided},
		{fromPolar, `(-4 \sqrt{3},-4)`, record.Confirm},
		{fromPolar, `(-4,-4 \sqrt{3})`, record.Refute},
		{fromPolar, `(-4 \sqrt{3},-4, 0)`, record.Undecided},
		{toCyl, `\left( \sqrt{2}, \frac{7 \pi}{4}, -6 \right)`, record.Confirm},
		{toCyl, `\left( \sqrt{2}, \frac{7 \pi}{4}, 6 \right)`, record.Refute},
		{fromCyl, `(3 \sqrt{3}, -9, -2)`, record.Confirm},
		{fromCyl, `(3 \sqrt{3}, 9, -2)`, record.Refute},
		{toSph, `\left( 8, \frac{\pi}{3}, \frac{2 \pi}{3} \right)`, record.Confirm},
		{toSph, `\left( 8, \frac{\pi}{3}, \frac{\pi}{3} \right)`, record.Refute},
		{fromSph, `(-9, -3 \sqrt{3}, 6)`, record.Confirm},
		{fromSph, `(-3 \sqrt{3}, -9, 6)`, record.Refute},
		{onAxis, `(3, 0, 0)`, record.Undecided}, // θ is free on the z-axis
		// one other word, another range, a letter in the point: not the shape
		{strings.Replace(toPolar, "Convert the point", "Convert the given point", 1), `\left( 2, \frac{5 \pi}{3} \right)`, record.Undecided},
		{strings.Replace(toPolar, `0 \le \theta < 2 \pi`, `-\pi < \theta \le \pi`, 1), `\left( 2, \frac{5 \pi}{3} \right)`, record.Undecided},
		{strings.Replace(toPolar, polarForm, "", 1), `\left( 2, \frac{5 \pi}{3} \right)`, record.Undecided},
		{strings.Replace(fromPolar, "8,", "a,", 1), `(-4 \sqrt{3},-4)`, record.Undecided},
	}
	for _, tc := range cases {
		if got := Check(context.Background(), tc.q, tc.answer, Options{Seed: 1, Timeout: testTimeout}); got.Verdict != tc.want {
			t.Errorf("%q / %q: %s (%s), want %s", tc.q, tc.answer, got.Verdict, got.Note, tc.want)
		}
	}
}
