package check

import (
	"context"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// systemCases: a claimed solution set is confirmed only when it is the
// whole recomputed real solution set.
var systemCases = []struct {
	problem, answer string
	want            record.Verdict
	note            string // a fragment of the note
}{
	{`Solve the system $x+y=3$, $xy=2$.`, `(1,2)`, record.Refute, "(2, 1)"},
	{`Solve the system $x+y=3$, $xy=2$.`, `(1,2), (2,1)`, record.Confirm, "{(1, 2), (2, 1)}"},
	{`Solve the system $x+y=3$, $xy=2$.`, `(2,1), (1,2)`, record.Confirm, "2 real solution(s)"},
	{`Solve the system $x+y=3$, $xy=2$.`, `(1,2), (2,1), (3,0)`, record.Refute, "(3, 0)"},
	{`Solve the system $2x+3y=7$, $x-y=1$.`, `(2,1)`, record.Confirm, "{(2, 1)}"},
	{`Solve the system $x+y=2$, $2x+2y=4$.`, `(1,1)`, record.Undecided, "free"},
	{`Solve the system $x+y=2$, $x+y=3$.`, `\text{no solution}`, record.Confirm, "∅"},
	{`Solve the system $x+y=2$, $x-y=0$.`, `\text{no solution}`, record.Refute, "(1, 1)"},
	{`Solve the system $x^2+y^2=5$, $x+y=3$.`, `(1,2), (2,1)`, record.Confirm, "real solution set"},
	{`Solve the system $x^2+y^2=5$, $x+y=3$.`, `(1,2)`, record.Refute, "(2, 1)"},
	{`Solve the system $x^2+y^2=1$, $x+y=1$.`, `(0,1), (1,0)`, record.Confirm, "real solution set"},
	{`Solve the system $y=x^2$, $y=2$.`, `(\sqrt{2},2), (-\sqrt{2},2)`, record.Confirm, "real solution set"},
	{`Solve the system $y=x^2$, $y=2$.`, `(\sqrt{2},2)`, record.Refute, "-1.414213562"},
	{`Solve the system $x^2+y^2=-1$, $x=y$.`, `\text{no solution}`, record.Confirm, "∅"},
	// three unknowns: one triple dropped
	{`Compute all ordered triples $(x,y,z)$ of real numbers satisfying $x+y+z=6$, $xy+yz+zx=11$, $xyz=6$.`,
		`(1,2,3), (1,3,2), (2,1,3), (2,3,1), (3,1,2)`, record.Refute, "(3, 2, 1)"},
	{`Compute all ordered triples $(x,y,z)$ of real numbers satisfying $x+y+z=6$, $xy+yz+zx=11$, $xyz=6$.`,
		`(1,2,3), (1,3,2), (2,1,3), (2,3,1), (3,1,2), (3,2,1)`, record.Confirm, "6 real solution(s)"},
	// OlympiadBench 2575: a system, not an identity ("and prove that there
	// are no more solutions"); logarithms are not eliminated.
	{"Determine all real solutions to the system of equations\n\n$$\n\\begin{aligned}\n& x+\\log _{10} x=y-1 \\\\\n& y+\\log _{10}(y-1)=z-1 \\\\\n& z+\\log _{10}(z-2)=x+2\n\\end{aligned}\n$$\n\nand prove that there are no more solutions.",
		`1,2,3`, record.Undecided, "cannot be proven complete"},
	// named values in brackets; a one-parameter family of a linear system
	// "=-3,8 x+…=-1": the comma separates two equations (a decimal reading would be a chain)
	{`Solve the system of equations $8 x+2 y+3 z=-3,8 x+3 y+3 z=-1$, and $4 x+y+3 z=-9$.`, `Solution is: $[x=1, y=2, z=-5]$.`, record.Confirm, "{(1, 2, -5)}"},
	// "=1,5$": the part after the comma has no "=", so the comma stays ambiguous
	{`Solve the system of equations $x+y=1,5$ and $x-y=0,5$.`, `Solution is: $[x=1, y=0.5]$.`, record.Undecided, ""},
	{`Solve the system of equations $8 x+2 y+3 z=-3$, $8 x+3 y+3 z=-1$, and $4 x+y+3 z=-9$.`, `Solution is: $[x=1, y=2, z=-5]$.`, record.Confirm, "{(1, 2, -5)}"},
	{`Solve the system of equations $3 x-y+4 z=6, y+8 z=0$, and $-2 x+y=-4$.`, `Solution is: $[x=2-4 t, y=-8 t, z=t]$.`, record.Confirm, "rank 2 in 3 unknowns"},
	{`Solve the system of equations $3 x-y+4 z=6, y+8 z=0$, and $-2 x+y=-4$.`, `Solution is: $[x=2-4 t, y=-8 t, z=2t]$.`, record.Refute, "fails"},
	{`Solve the system of equations $x+y+z=1$, $2x+2y+2z=2$.`, `Solution is: $[x=1-t, y=t, z=0]$.`, record.Refute, "dimension 2"},
	// radicals
	{`Solve the system $\sqrt{x}=y$, $x=4$.`, `(4,2)`, record.Confirm, "{(4, 2)}"},
}

func TestSystemCompleteness(t *testing.T) {
	for _, tc := range systemCases {
		for _, seed := range []int64{1, 2, 3} {
			res := Check(context.Background(), tc.problem, tc.answer, Options{Seed: seed, Timeout: testTimeout})
			if res.Verdict != tc.want || !strings.Contains(res.Note, tc.note) {
				t.Errorf("%s | %s (seed %d): got %v %q, want %v with %q", tc.problem, tc.answer, seed, res.Verdict, res.Note, tc.want, tc.note)
			}
		}
	}
}

// rootCases: a recomputed root set is complete; a root at a bisection
// point of the Sturm isolation was once counted twice and its neighbour
// lost.
var rootCases = []struct {
	problem, answer string
	want            record.Verdict
	note            string
}{
	{`Solve $x(2x-1)=0$.`, `0`, record.Refute, "1/2"},
	{`Solve $x(2x-1)=0$.`, `0, \frac12`, record.Confirm, "exactly 2 real root(s)"},
	{`Solve $x(x+1)(2x-1)(2x+1)(2x-3)=0$.`, `0, -1, \frac12, -\frac12`, record.Refute, "3/2"},
	{`Solve the system $x\left(\frac{1}{2}+y-2 x^{2}\right)=0$, $y\left(\frac{5}{2}+x-y\right)=0$.`,
		`(0,0),(0, \frac{5}{2}),(\frac{1}{2}, 0),(-\frac{1}{2}, 0),(\frac{3}{2}, 4),(-1, \frac{3}{2})`, record.Confirm, "6 real solution(s)"},
}

func TestRootSetComplete(t *testing.T) {
	for _, tc := range rootCases {
		for _, seed := range []int64{1, 2} {
			res := Check(context.Background(), tc.problem, tc.answer, Options{Seed: seed, Timeout: testTimeout})
			if res.Verdict != tc.want || !strings.Contains(res.Note, tc.note) {
				t.Errorf("%s | %s (seed %d): got %v %q, want %v with %q", tc.problem, tc.answer, seed, res.Verdict, res.Note, tc.want, tc.note)
			}
		}
	}
}

// nonPolyCases: equations that are not polynomial are confirmed only by a
// complete method (elimination of radicals); a scan never confirms, and the
// stated interval is applied.
var nonPolyCases = []struct {
	problem, answer string
	want            record.Verdict
	note            string
}{
	{`Solve $\tan x=\sin x$ on $[0,2\pi]$.`, `0, \pi`, record.Refute, "6.28318530717958647"},
	{`Solve $\tan x=\sin x$ on $[0,2\pi]$.`, `0, \pi, 2\pi`, record.Confirm, "in [0, 2 \\pi] are exactly 0, 3.14159265358979, 6.28318530717959"},
	{`Solve $\tan x=\sin x$ on $[0,2\pi)$.`, `0, \pi`, record.Confirm, "exactly 0, 3.14159265358979,"},
	{`Solve $\sin x=\frac12$.`, `x=\frac{\pi}{6}+2\pi k`, record.Refute, "2.61799387799"},
	{`Solve $\sin x=\frac12$.`, `x=\frac{\pi}{6}+2\pi k, x=\frac{5\pi}{6}+2\pi k`, record.Confirm, "modulo 2π"},
	{`Solve $\cos 2x=\cos x$.`, `x=\frac{2\pi k}{3}`, record.Confirm, "modulo 2π"},
	{`Solve $\sin x=\frac12$.`, `x=\frac{\pi}{6}+2\pi k, x=\frac{5\pi}{6}`, record.Refute, "belongs to none of the answer's families"},
	{`Solve $\sin x + \cos x = 1$ on $[0, 2\pi)$.`, `0`, record.Refute, "1.5707963267"},
	{"Solve $\\cos 3x = 1$ for $0 \\le x \\le 2 \\pi.$  Enter all the solutions, separated by commas.", `0, \frac{2 \pi}{3}, \frac{4 \pi}{3}, 2 \pi`, record.Confirm, "are exactly 0, 2.0943951023932, 4.18879020478639, 6.28318530717959"},
	{"Solve $\\cos 3x = 1$ for $0 \\le x \\le 2 \\pi.$  Enter all the solutions, separated by commas.", `0, \frac{2 \pi}{3}, 2 \pi`, record.Refute, "4.18879020478"},
	{`Find the positive root of \[x^3 - 3x^2 - x - \sqrt{2} = 0.\]`, `2 + \sqrt{2}`, record.Confirm, "exactly 1 real root(s)"},
	{`Solve the equation: $32^{2 p-2} \cdot 8^{p}=\left(\frac{1}{2}\right)^{2 p}$`, `\frac{2}{3}`, record.Confirm, "exactly 1 real root(s) 0.66666666666"},
	{`Solve $2^x=8$.`, `3`, record.Confirm, "exactly 1 real root(s) 3"},
	{`Solve $2^x=11-x$.`, `3`, record.Confirm, "strictly increasing"},
	{`Solve $\log_2(x+1)=3$.`, `7`, record.Confirm, "logarithmic equation has exactly 1 real root(s) 7"},
	{`Solve $\log_4 x + \log_2 x^2 = 10$.`, `16`, record.Confirm, "exactly 1 real root(s) 16"},
	{`Solve $\log_4 x + \log_2 x = 6$.`, `16`, record.Confirm, "exactly 1 real root(s) 16"},
	{`Solve for $x$: $\log_2 \frac{3x+9}{5x-3} +\log_2\frac{5x-3}{x-2}=2$`, `17`, record.Confirm, "exactly 1 real root(s) 17"},
	{`Solve $\log_2 x + \log_2 (x-2) = 3$.`, `4`, record.Confirm, "exactly 1 real root(s) 4"},
	{`Solve $\ln(x^2) = \ln 4$.`, `2`, record.Refute, "-2"},
	{`Solve $\ln(x^2) = \ln 4$.`, `2, -2`, record.Confirm, "exactly 2 real root(s)"},
	{`Solve $4^x-3\cdot 2^x+2=0$.`, `1`, record.Refute, "not in the answer"},
	{`Solve $4^x-3\cdot 2^x+2=0$.`, `0, 1`, record.Confirm, "exponential equation has exactly 2 real root(s) 0, 1"},
	{`Solve the equation: $16^{-3 p}=64^{-3 p}$`, `0`, record.Confirm, "exactly 1 real root(s) 0"},
	{`Solve the equation: $\frac{216}{6^{-2 a}}=6^{3 a}$`, `3`, record.Confirm, "exactly 1 real root(s) 3"},
	{`Solve for $x$: $\left(\frac{1}{25}\right)^{x + 2} = 125^{-x}$.`, `x = 4`, record.Confirm, "exactly 1 real root(s) 4"},
	{`Solve for $x$: $\dfrac{66-2^x}{2^x+3}=\dfrac{4-2^x}{2^{x+1}+6}$`, `7`, record.Confirm, "exactly 1 real root(s) 7"},
	{`Solve $9^x-4\cdot 3^x+3=0$.`, `1`, record.Refute, "x=0 satisfies"},
	{`Solve $2^{x^2}=16$.`, `2`, record.Refute, "x≈-2 satisfies"},
	{`Solve for $x: 3^{2x} + 19 = 10^x$.`, `2`, record.Undecided, "no other root is proven absent"},
	{`Solve $x+\sin x=1$.`, `0.5110`, record.Undecided, "the problem asks for an exact value"},
	{`Solve $x+\sin x=1$ to four decimal places.`, `0.5110`, record.Undecided, "no other root is proven absent"},
	{`Solve $\sqrt{x+7}=x-5$.`, `9`, record.Confirm, "algebraic equation has exactly 1 real root(s) 9"},
	{`Solve $\sqrt{x+7}=x+1$.`, `2`, record.Confirm, "exactly 1 real root(s) 2"},
	{`Solve $\sqrt{x}+\sqrt{x+5}=5$.`, `4`, record.Confirm, "exactly 1 real root(s) 4"},
	{`Solve $\sqrt{x^2-5}=2$.`, `3`, record.Refute, "-3"},
	{`Solve $|x-1|=2$.`, `3`, record.Refute, "-1"},
	{`Solve $|x-1|=2$.`, `3, -1`, record.Confirm, "exactly 2 real root(s)"},
	{`Find the positive solution of the equation $x^2=4$.`, `2`, record.Confirm, "exactly 1 real root(s) 2"},
	{`Find the positive solution of the equation $x^2=4$.`, `-2`, record.Refute, "violates"},
}

func TestNonPolynomialEquations(t *testing.T) {
	for _, tc := range nonPolyCases {
		for _, seed := range []int64{1, 2} {
			res := Check(context.Background(), tc.problem, tc.answer, Options{Seed: seed, Timeout: testTimeout})
			if res.Verdict != tc.want || !strings.Contains(res.Note, tc.note) {
				t.Errorf("%s | %s (seed %d): got %v %q, want %v with %q", tc.problem, tc.answer, seed, res.Verdict, res.Note, tc.want, tc.note)
			}
		}
	}
}

// oddRootCases: (2x-3)^{2/3} = 4 has the root -5/2 only when odd roots of
// negative numbers are real; the substitution admits that reading, so the
// recomputation must too (a dropped -5/2 was confirmed).
var oddRootCases = []struct {
	problem, answer string
	want            record.Verdict
	note            string
}{
	{`Solve: $(2 x-3)^{\frac{2}{3}}=4$`, `\frac{11}{2},-\frac{5}{2}`, record.Confirm, "odd roots of negative numbers taken as real"},
	{`Solve: $(2 x-3)^{\frac{2}{3}}=4$`, `\frac{11}{2}`, record.Undecided, "answer omits it"},
	{`Solve: $(2 x-3)^{\frac{2}{3}}=4$`, `-\frac{5}{2}`, record.Refute, "11/2"},
}

func TestOddRootReading(t *testing.T) {
	for _, tc := range oddRootCases {
		res := Check(context.Background(), tc.problem, tc.answer, Options{Seed: 1, Timeout: testTimeout})
		if res.Verdict != tc.want || !strings.Contains(res.Note, tc.note) {
			t.Errorf("%s | %s: got %v %q, want %v with %q", tc.problem, tc.answer, res.Verdict, res.Note, tc.want, tc.note)
		}
	}
}

// paramCases: a literal equation's roots are complete at every sample
// point of its parameters.
var paramCases = []struct {
	problem, answer string
	want            record.Verdict
	note            string
}{
	{`Solve for $x$: $a x+b=c$, where $a \ne 0$.`, `x=\frac{c-b}{a}`, record.Confirm, "all its real roots"},
	{`Solve for $x$: $a x+b=c$`, `x=\frac{c-b}{a}`, record.Undecided, "at a=0"},
	{`Solve for $x$: $x^2=a^2$`, `x=a`, record.Refute, "none of the claimed roots gives"},
	{`Solve for $x$: $x^2=a^2$`, `x=\pm a`, record.Confirm, "all its real roots"},
}

func TestParamRootsComplete(t *testing.T) {
	for _, tc := range paramCases {
		for _, seed := range []int64{1, 2, 3} {
			res := Check(context.Background(), tc.problem, tc.answer, Options{Seed: seed, Timeout: testTimeout})
			if res.Verdict != tc.want || !strings.Contains(res.Note, tc.note) {
				t.Errorf("%s | %s (seed %d): got %v %q, want %v with %q", tc.problem, tc.answer, seed, res.Verdict, res.Note, tc.want, tc.note)
			}
		}
	}
}
