package check

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestTrigGraph: issue 42, a constant of y = a sin(bx + c) + d (cos, tan,
// csc, …) read from the function the picture draws (values.CheckTrigGraph).
func TestTrigGraph(t *testing.T) {
	pic := func(name, f string) string {
		return "\n\n[asy]import TrigMacros;\n\nsize(400);\n\nreal " + name + "(real x)\n{\n\treturn " + f + ";\n}\n\ndraw(graph(" + name + ",-3*pi,3*pi,n=700,join=operator ..),red);\ntrig_axes(-3*pi,3*pi,-4,4,pi/2,1);\nlayer();\n[/asy]"
	}
	sinCD := `Below is the graph of $y = a \sin (bx + c) + d$ for some positive constants $a,$ $b,$ $c,$ and $d.$  `
	cases := []struct {
		q, answer string
		want      record.Verdict
	}{
		{sinCD + `Find $a.$` + pic("f", "2*sin(3*x + pi) + 1"), `2`, record.Confirm},
		{sinCD + `Find $a.$` + pic("f", "2*sin(3*x + pi) + 1"), `3`, record.Refute},
		{sinCD + `Find $b.$` + pic("f", "2*sin(3*x + pi) + 1"), `3`, record.Confirm},
		{sinCD + `Find $d.$` + pic("f", "2*sin(3*x + pi) + 1"), `1`, record.Confirm},
		{sinCD + `Find the smallest possible value of $c.$` + pic("f", "2*sin(3*x + pi) + 1"), `\pi`, record.Confirm},
		{sinCD + `Find the smallest possible value of $c.$` + pic("f", "2*sin(3*x + pi) + 1"), `3\pi`, record.Refute},
		// -2 sin(3x) + 1 = 2 sin(3x + π) + 1: a positive moves the phase by π.
		{sinCD + `Find the smallest possible value of $c.$` + pic("f", "-2*sin(3*x) + 1"), `\pi`, record.Confirm},
		// sin(-3x + π/2) = sin(3x + π/2) by parity: b = 3, c = π/2.
		{sinCD + `Find the smallest possible value of $c.$` + pic("f", "2*sin(-3*x + pi/2) + 1"), `\frac{\pi}{2}`, record.Confirm},
		{`Below is the graph of $y = a \sin bx$ for some constants $a < 0$ and $b > 0.$  Find $a.$` + pic("g", "(-2*sin(x/3))"), `-2`, record.Confirm},
		{`Below is the graph of $y = a \sin bx$ for some constants $a < 0$ and $b > 0.$  Find $b.$` + pic("g", "(-2*sin(x/3))"), `\frac{1}{3}`, record.Confirm},
		{`Below is the graph of $y = a \cos bx$ for some positive constants $a$ and $b.$  Find $b.$` + pic("g", "(3*cos(4*x))"), `4`, record.Confirm},
		{`Below is the graph of $y = a \csc bx$ for some positive constants $a$ and $b.$  Find $a.$` + pic("g", "2*csc(x/3)"), `2`, record.Confirm},
		{`Below is the graph of $y = a \tan bx$ for some positive constants $a$ and $b.$  Find $ab.$` + pic("g", "2*tan(3/2*x)"), `3`, record.Confirm},
		// Outside the reading or the template: c not "smallest", a tan of
		// the wrong sign, a shift the template has not, a second function.
		{sinCD + `Find $c.$` + pic("f", "2*sin(3*x + pi) + 1"), `\pi`, record.Undecided},
		{`Below is the graph of $y = a \tan bx$ for some positive constants $a$ and $b.$  Find $b.$` + pic("g", "-2*tan(3/2*x)"), `\frac{3}{2}`, record.Undecided},
		{`Below is the graph of $y = a \cos bx$ for some positive constants $a$ and $b.$  Find $b.$` + pic("g", "3*cos(4*x) + 1"), `4`, record.Undecided},
		{`Below is the graph of $y = a \cos bx$ for some positive constants $a$ and $b.$  Find $b.$` + pic("g", "3*cos(4*x) + sin(x)"), `4`, record.Undecided},
	}
	for _, tc := range cases {
		if got := Check(context.Background(), tc.q, tc.answer, Options{Seed: 1, Timeout: testTimeout}); got.Verdict != tc.want {
			t.Errorf("%q / %q: %s (%s), want %s", tc.q, tc.answer, got.Verdict, got.Note, tc.want)
		}
	}
}
