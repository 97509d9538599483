package check

import (
	"context"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestParabola: issue 42, the focus, the directrix or the vertex of a
// parabola given by its equation (shapes.CheckParabola).
func TestParabola(t *testing.T) {
	const (
		focus  = `Find the focus of the parabola $y = \frac{5x^2 - 4x + 2}{4}.$`
		focusX = `Find the focus of the parabola $x = -\frac{1}{12} y^2.$`
		dir    = `Find the equation of the directrix of the parabola $y = -2x^2 + 4x - 8.$`
		dirX   = `Find the equation of the directrix of the parabola $x = -\frac{1}{6} y^2.$`
		vertex = `The equation of a parabola is $y^2 + 6y + 2x + 5 = 0.$  Find the vertex of the parabola.`
	)
	cases := []struct {
		q, answer string
		want      record.Verdict
	}{
		{focus, `\left( \frac{2}{5}, \frac{1}{2} \right)`, record.Confirm},
		{focus, `\left( \frac{2}{5}, \frac{3}{10} \right)`, record.Refute}, // the vertex
		{focusX, `(-3,0)`, record.Confirm},
		{focusX, `(0,-3)`, record.Refute},
		{dir, `y = -\frac{47}{8}`, record.Confirm},
		{dir, `y = -\frac{49}{8}`, record.Refute},
		{dir, `x = -\frac{47}{8}`, record.Undecided}, // not a line y = c
		{dirX, `x = \frac{3}{2}`, record.Confirm},
		{dirX, `x = -\frac{3}{2}`, record.Refute},
		{vertex, `(2,-3)`, record.Confirm},
		{vertex, `(-3,2)`, record.Refute},
		{focus, `\frac{2}{5}`, record.Undecided}, // not a pair
	}
	for _, tc := range cases {
		if got := Check(context.Background(), tc.q, tc.answer, Options{Seed: 1, Timeout: testTimeout}); got.Verdict != tc.want {
			t.Errorf("%q / %q: %s (%s), want %s", tc.q, tc.answer, got.Verdict, got.Note, tc.want)
		}
	}
	// Near misses: not read as the family's question.
	for _, q := range []string{
		strings.Replace(focus, "parabola", "ellipse", 1),
		strings.Replace(focus, "focus", "foci", 1),
		`Find the focus of the parabola $y^2 = x^2 + 1.$`,                  // not a parabola
		`Find the focus of the parabola $y = x^2 + xy.$`,                   // a product term
		`Find the equation of the directrix of the parabola $y = 3x + 1.$`, // a line
	} {
		if got := Check(context.Background(), q, `\left( \frac{2}{5}, \frac{1}{2} \right)`, Options{Seed: 1, Timeout: testTimeout}); got.Verdict == record.Confirm {
			t.Errorf("%q: confirmed (%s)", q, got.Note)
		}
	}
}
