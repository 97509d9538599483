package check

import (
	"context"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

type verdictCase struct {
	problem, answer string
	want            record.Verdict
}

func runVerdictCases(t *testing.T, cases []verdictCase) {
	t.Helper()
	for _, tc := range cases {
		r := Check(context.Background(), tc.problem, tc.answer, Options{Seed: 7, Timeout: testTimeout})
		if r.Verdict != tc.want {
			t.Errorf("%q / %q: got %v (%s), want %v", tc.problem, tc.answer, r.Verdict, r.Note, tc.want)
		}
		if r.Verdict == record.Refute && len(r.Evidence) == 0 {
			t.Errorf("%q / %q: a refutation without evidence: %s", tc.problem, tc.answer, r.Note)
		}
		if r.Verdict == record.Refute && !strings.Contains(r.Note, "refuted: ") {
			t.Errorf("%q: refutation without a note: %q", tc.problem, r.Note)
		}
	}
}

func TestRootQuantities(t *testing.T) {
	C, R, U := record.Confirm, record.Refute, record.Undecided
	runVerdictCases(t, []verdictCase{
		{"Find the sum of the squares of the roots of $x^2-7x+3=0$.", "43", C},
		{"Find the sum of the squares of the roots of $x^2-7x+3=0$.", "49", R},
		{"Find the sum of the roots of the equation $2x^2-5x-3=0$.", "$\\frac{5}{2}$", C},
		{"Find the sum of the roots of the equation $2x^2-5x-3=0$.", "$-\\frac{5}{2}$", R},
		{"Find the product of the roots of $x^3-6x^2+11x-6=0$.", "6", C},
		{"Find the product of the roots of $x^3-6x^2+11x-6=0$.", "-6", R},
		{"Find the sum of the cubes of the roots of $x^2-3x+1=0$.", "18", C},
		{"Find the sum of the reciprocals of the roots of $x^2-5x+4=0$.", "$\\frac{5}{4}$", C},
		{"Find the sum of the reciprocals of the roots of $x^2-5x+4=0$.", "$\\frac{4}{5}$", R},
		{"How many real roots does the equation $x^3-3x+1=0$ have?", "3", C},
		{"How many real roots does the equation $x^3-3x+1=0$ have?", "1", R},
		{"Find the largest root of $x^2-x-6=0$.", "3", C},
		{"Find the smallest root of $x^2-x-6=0$.", "3", R},
		{"Find the positive difference between the roots of $x^2-x-6=0$.", "5", C},
		// Non-real roots: only when the statement says which count.
		{"Find the sum of the squares of the roots of $x^3-1=0$.", "1", U},
		{"Find the sum of the squares of the real roots of $x^3-1=0$.", "1", C},
		{"Find the sum of the positive roots of $x^2-x-6=0$.", "3", U},
	})
}

func TestAreaBetweenCurves(t *testing.T) {
	C, R, U := record.Confirm, record.Refute, record.Undecided
	runVerdictCases(t, []verdictCase{
		{"Find the area of the figure bounded by the lines $y=x^2$ and $y=4$.", "$\\frac{32}{3}$", C},
		{"Find the area of the figure bounded by the lines $y=x^2$ and $y=4$.", "$\\frac{16}{3}$", R},
		{"Find the area of the figure bounded by $y=x^2$ and $y=x$.", "$\\frac{1}{6}$", C},
		{"Find the area of the figure bounded by $y=x^2$ and $y=x$.", "$\\frac{1}{3}$", R},
		{"Find the area bounded by the curve $y=x^3$, the x-axis and the lines $x=-1$ and $x=2$.", "$\\frac{17}{4}$", C},
		{"Find the area bounded by the curve $y=x^3$, the x-axis and the lines $x=-1$ and $x=2$.", "$\\frac{15}{4}$", R},
		{"Find the area of the region bounded by $y=\\sin x$, the x-axis and the lines $x=0$ and $x=\\pi$.", "2", C},
		{"Find the area of the region bounded by $y=\\sin x$, the x-axis and the lines $x=0$ and $x=\\pi$.", "2.00", C},
		{"Find the area of the region bounded by $y=\\sin x$, the x-axis and the lines $x=0$ and $x=\\pi$.", "2.1", R},
		{"Find the area of the figure bounded by $y=e^x$ and $y=2$.", "1", U},
	})
}

func TestImplicitValue(t *testing.T) {
	C, R, U := record.Confirm, record.Refute, record.Undecided
	runVerdictCases(t, []verdictCase{
		{"Given $\\sin\\alpha=\\frac{3}{5}$ and $\\frac{\\pi}{2}<\\alpha<\\pi$, find $\\cos\\alpha$.", "$-\\frac{4}{5}$", C},
		{"Given $\\sin\\alpha=\\frac{3}{5}$ and $\\frac{\\pi}{2}<\\alpha<\\pi$, find $\\cos\\alpha$.", "$\\frac{4}{5}$", R},
		{"Given $\\cos x=-\\frac{5}{13}$ and $\\pi<x<\\frac{3\\pi}{2}$, find $\\tg x$.", "$\\frac{12}{5}$", C},
		{"Given $\\cos x=-\\frac{5}{13}$ and $\\pi<x<\\frac{3\\pi}{2}$, find $\\tg x$.", "$-\\frac{12}{5}$", R},
		{"Given $\\tg\\alpha=2$, find $\\frac{\\sin\\alpha+\\cos\\alpha}{\\sin\\alpha-\\cos\\alpha}$.", "3", C},
		{"Given $\\tg\\alpha=2$, find $\\frac{\\sin\\alpha+\\cos\\alpha}{\\sin\\alpha-\\cos\\alpha}$.", "-3", R},
		// Without a range the sign of cos α is not determined.
		{"Given $\\sin\\alpha=\\frac{3}{5}$, find $\\cos\\alpha$.", "$\\frac{4}{5}$", U},
	})
}
