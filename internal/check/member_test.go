package check

import (
	"context"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// TestAuditMemberConditions: defect D of the leg-1 audit. Conditions
// written as a membership ($x\in\mathbb{Z}$, $x \in (0,5)$, $x \in
// [0;\pi]$) were dropped, and the answer checked as if unrestricted. They
// are now stated conditions, applied as the same condition written with
// signs (0 < x < 5), or the row is undecided.
func TestAuditMemberConditions(t *testing.T) {
	C, R, U := record.Confirm, record.Refute, record.Undecided
	runVerdictCases(t, []verdictCase{
		// The audit's repros, and the right answers.
		{`Solve $x^2 < 4$, $x\in\mathbb{Z}$.`, "(-2,2)", U},
		{`Solve $x^2 < 4$, $x\in\mathbb{Z}$.`, "-1, 0, 1", C},
		{`Solve $x^2 < 4$, $x\in\mathbb{Z}$.`, "-1, 1", R},
		{`Solve $x^2 < 4$, $x\in\mathbb{Z}$.`, "-1, 0, 1, 2", R},
		{`Solve $x^2 < 4$, $x\in\mathbb{Z}$.`, `-1, 0, \frac12, 1`, R},
		{`Solve $x^2 < 2$, $x\in\mathbb{Z}$.`, "-1, 0, 1", C},
		{`Solve $x^2 < 0$, $x\in\mathbb{Z}$.`, "No solution", C},
		{`Solve $|x - 1| < 2$, $x\in\mathbb{Z}$.`, "0, 1, 2", C},
		{`Solve $x^2 < 4$, $x\in\mathbb{N}^*$.`, "1", C},
		{`Solve $x^2 < 4$, $x\in\mathbb{Z}$, $x \ne 0$.`, "-1, 1", C},
		{`Solve $\frac{x-1}{x+3} < 0$, $x\in\mathbb{Z}$.`, "-2, -1, 0", C},
		{`Solve $\frac{x-1}{x+3} < 0$, $x\in\mathbb{Z}$.`, "-3, -2, -1, 0", R},
		{`Solve $x^2 = 4$, $x \in \mathbb{N}$.`, "2, -2", R},
		{`Solve $x^2 = 4$, $x \in \mathbb{N}$.`, "2", C},
		{`Solve $x^2 = 4$, $x \in (0,5)$.`, "2, -2", R},
		{`Solve $x^2 = 4$, $x \in (0,5)$.`, "2", C},
		{`Solve $\sin x = 0$ for $x \in [1, 4]$.`, `\pi k`, R},
		{`Solve $\sin x = 0$ for $x \in [1, 4]$.`, `\pi`, C},
		{`Solve $\log_2 x + \log_2(x-2) = 3$, $x\in(0,3)$.`, "4", R},
		{`Solve $\log_2 x + \log_2(x-2) = 3$, $x\in(0,3)$.`, "No solution", C},
		{`Solve the system $x+y=5$, $xy=6$, $x \in (0, 2.5)$.`, "(2,3),(3,2)", U},
		{`Solve the system $x+y=5$, $xy=6$, $x \in (0, 2.5)$.`, "(2,3)", C},
		{`Solve $x^2<4$ for $x\in[0,5]$.`, "(-2,2)", R},
		{`Solve $x^2<4$ for $x\in[0,5]$.`, "[0,2)", C},
		{`Solve $\sin x = \cos x$, where $x\in[0,2\pi]$.`, `\frac{\pi}{4}`, R},
		{`Solve $\sin x = \cos x$, where $x\in[0,2\pi]$.`, `\frac{\pi}{4}, \frac{5\pi}{4}`, C},
		// The books' spellings: semicolons, \left[ \right], infinite ends.
		{`Solve $\sin x = \frac{1}{2}$, $x \in [0;\pi]$.`, `\frac{\pi}{6}, \frac{5\pi}{6}`, C},
		{`Solve $\sin x = \frac{1}{2}$, $x \in \left[0;\pi\right]$.`, `\frac{\pi}{6}`, R},
		{`Solve $\log_2 x = 3$, $x\in(0;+\infty)$.`, "8", C},
		{`Solve $x^2 = 9$, $x\in(-\infty;0)$.`, "-3", C},
		{`Solve $x^2 = 9$, $x\in(-\infty;0)$.`, "3, -3", R},
		{`Solve $\sin x = 0$ on the interval $x \in [1, 4]$.`, `\pi`, C},
		{`Solve $x^2=4, x\in(0,5)$.`, "2", C},
		{`Solve $x^2=4, x\in(0,5)$.`, "2, -2", R},
		// ℤ and the sets the parser does not read (ℤ⁺, ℕ^*).
		{`Solve $x^3 = 2x$, $x\in\mathbb{Z}$.`, "0", C},
		{`Solve $x^3 = 2x$, $x\in\mathbb{Z}$.`, `0, \sqrt2, -\sqrt2`, R},
		{`Solve $x^2=4$, $x\in\mathbb{Z}^+$.`, "2, -2", R},
		{`Solve $x^2=4$, $x\in\mathbb{Z}^+$.`, "2", C},
		{`Solve $x^3 = x$, $x\in\mathbb{N}^*$.`, "1", C},
		{`Solve $x^3 = x$, $x\in\mathbb{N}^*$.`, "0, 1", R},
		{`Solve $x^3 = x$, $x\in\mathbb{N}_0$.`, "0, 1", C},
		{`Solve $x^3 = x$, $x\in\mathbb{Z}_{\ge 0}$.`, "0, 1", C},
		{`Solve $x^3 = x$, $x \in \mathbb{R}_{>0}$.`, "1", C},
		// \notin a finite set, ℝ minus a finite set.
		{`Solve $x^2 = 1$, $x \notin \{1, 5\}$.`, "-1", C},
		{`Solve $x^2 = 1$, $x \notin \{1, 5\}$.`, "1, -1", R},
		{`Solve $x^2 = 1$, $x \in \mathbb{R}\setminus\{1\}$.`, "-1", C},
		// A membership of the reals restricts nothing.
		{`Solve $x^2 - 5x + 6 < 0$, $x\in\mathbb{R}$.`, "(2,3)", C},
		{`Solve $ax = 1$ for $x$, where $a \in \mathbb{R}$, $a \ne 0$.`, `\frac{1}{a}`, C},
		{`Solve $ax + b = 0$ for $x$, where $a, b \in \mathbb{R}$, $a \ne 0$.`, `-\frac{b}{a}`, C},
		{`Solve $x^2 = 4$, where $a_1, \ldots, a_n \in \mathbb{R}$.`, `2, -2`, C},
		// A condition on a parameter, as a\in(0,1) written 0<a<1.
		{`Solve $ax = 1$ for $x$, where $a \in (0,1)$.`, `\frac{1}{a}`, C},
		// A variable no formula uses: "k ∈ ℤ" for the answer's families.
		{`Solve $\sin x = 0$ ($k \in \mathbb{Z}$).`, `\pi k`, C},
		// Extremum on a segment given as a membership.
		{`Find the maximum of $x(4-x)$ for $x\in[0,1]$.`, "3", C},
		{`Find the maximum of $x(4-x)$ for $x\in[0,1]$.`, "4", R},
	})
}

// TestAuditMemberCounterexample: the missing root cited against \frac{\pi}{4}
// is 5π/4 in [0, 2π], not a root outside the interval.
func TestAuditMemberCounterexample(t *testing.T) {
	r := Check(context.Background(), `Solve $\sin x = \cos x$, where $x\in[0,2\pi]$.`, `\frac{\pi}{4}`, Options{Seed: 1, Timeout: testTimeout})
	if r.Verdict != record.Refute || !strings.Contains(r.Note, "x=3.92699081698724") || strings.Contains(r.Note, "-866") {
		t.Errorf("got %v: %s; want a refutation citing the missing root 5π/4 ≈ 3.92699", r.Verdict, r.Note)
	}
	r = Check(context.Background(), `Solve $x^2 = 4$, $x \in (0,5)$.`, "2, -2", Options{Seed: 1, Timeout: testTimeout})
	if !strings.Contains(r.Note, `x \in (0, 5)`) {
		t.Errorf("the refutation does not name the condition: %s", r.Note)
	}
}

// TestAuditMemberUndecided: a membership that leg 1 cannot apply makes the
// row undecided, with a note that names the condition.
func TestAuditMemberUndecided(t *testing.T) {
	for _, tc := range []struct{ problem, answer, note string }{
		// Integers in an inequality, a system, on a parameter.
		{`Solve $x^2 < 4$, $x\in\mathbb{Z}$.`, "(-2,2)", `{-1, 0, 1}`},
		{`Solve $x^2 > 4$, $x\in\mathbb{Z}$.`, "3", `not bounded`},
		{`Solve $x^2 < 10^6$, $x\in\mathbb{Z}$.`, "0", `more than 1000`},
		{`Solve $x^2 < 4$, $x\in\mathbb{N}$.`, "1", "ℕ = {0, 1, 2, …}"},
		{`Solve the system $x+y=5$, $xy=6$, $x, y \in \mathbb{Z}$.`, "(2,3),(3,2)", `\mathbb{Z}`},
		{`Solve $ax = 1$ for $x$, where $a \in \mathbb{Z}$, $a \ne 0$.`, `\frac{1}{a}`, `a \in \mathbb{Z}`},
		// Sets leg 1 does not restrict to.
		{`Solve $x^2 = 2$, $x\in\mathbb{Q}$.`, `\sqrt2, -\sqrt2`, `\mathbb{Q}`},
		{`Solve $x^2 = 2$, $x\in\mathbb Q$.`, `\sqrt2, -\sqrt2`, `\mathbb Q`},
		{`Solve $x^2 = -1$, $x\in\mathbb{C}$.`, "No solution", `\mathbb{C}`},
		{`Solve $x^2 = 1$, $x \in \{1, 5\}$.`, "1", `\{1, 5\}`},
		{`Solve $x^2 = 1$, $x \notin (0, 2)$.`, "-1, 1", `x \notin (0, 2)`},
		{`Solve $x^2 = 4$, $x \in ]0,5[$.`, "2, -2", `]0,5[`},
		{`Solve $x^2 = 4$, $x \in [-1,1] \cup [2,3]$.`, "2, -2", `\cup`},
		{`Solve $2^x = 8$, $x \in A$.`, "3", `x \in A`},
		{`Solve $x^2 = 4$, $x^2 \in (0,5)$.`, "2, -2", `x^{2} \in (0, 5)`},
		{`Solve $x^2 = 4$, $0 < x \in \mathbb{Z}$.`, "2, -2", `\mathbb{Z}`},
		{`Solve $a_1 x = 1$ for $x$, where $a_1, \ldots, a_n \in \mathbb{Z}$.`, `\frac{1}{a_1}`, `\mathbb{Z}`},
		// ℕ, ℤ⁺, ℝ⁺: whether 0 is in the set decides the verdict.
		{`Solve $x^3 = x$, $x\in\mathbb{N}$.`, "1", "ℕ = {0, 1, 2, …}"},
		{`Solve $x^3 = x$, $x\in\mathbb{N}$.`, "0, 1", "ℕ = {1, 2, …}"},
		{`Solve $x^3 = x$, $x\in\mathbb{Z}^+$.`, "1", "ℤ⁺ = {0, 1, 2, …}"},
		{`Solve $x^3 = x$, $x \in \mathbb{R}^+$.`, "1", "ℝ⁺ = [0, ∞)"},
		{`Solve the inequality $x^2 < 9$, $x \in \mathbb{R}^+$.`, "(0,3)", "ℝ⁺ = [0, ∞)"},
		// Conditions in the prose, outside the formulas.
		{`Solve $x^2 = 4$, x ∈ (0,5).`, "2, -2", `(0,5)`},
		{`Solve $x^2 = 4$ where x \in \mathbb{N}.`, "2, -2", `\in`},
		{`Solve $x^2 = 4$ for x in (0, 5).`, "2, -2", `in (0, 5)`},
	} {
		r := Check(context.Background(), tc.problem, tc.answer, Options{Seed: 7, Timeout: testTimeout})
		if r.Verdict != record.Undecided || !strings.Contains(r.Note, tc.note) {
			t.Errorf("%q / %q: got %v (%s), want undecided naming %q", tc.problem, tc.answer, r.Verdict, r.Note, tc.note)
		}
	}
}

// TestStandardSet reads the spellings of the standard sets.
func TestStandardSet(t *testing.T) {
	for _, tc := range []struct {
		text     string
		integer  bool
		bound    string // the bound on x, "" for none
		alt      string // the other reading's bound, "" when unambiguous
		rejected bool   // read, but not applied (why set)
	}{
		{`\mathbb{Z}`, true, "", "", false},
		{`\mathbb Z`, true, "", "", false},
		{`\mathbf{Z}`, true, "", "", false},
		{`Z`, true, "", "", false},
		{`ℤ`, true, "", "", false},
		{`\mathbb{N}`, true, `x \ge 1`, `x \ge 0`, false},
		{`\mathbb{N}^*`, true, `x \ge 1`, "", false},
		{`\mathbb{N}^{*}`, true, `x \ge 1`, "", false},
		{`\mathbb{N}_+`, true, `x \ge 1`, "", false},
		{`\mathbb{N}_{0}`, true, `x \ge 0`, "", false},
		{`\mathbb{Z}^+`, true, `x \ge 1`, `x \ge 0`, false},
		{`\mathbb{Z}_{>0}`, true, `x \ge 1`, "", false},
		{`\mathbb{Z}_{\geq 0}`, true, `x \ge 0`, "", false},
		{`\mathbb{Z}^-`, true, `x \le -1`, `x \le 0`, false},
		{`\mathbb{R}`, false, "", "", false},
		{`\mathbb{R}^+`, false, `x > 0`, `x \ge 0`, false},
		{`\mathbb{R}^{+}_{0}`, false, `x \ge 0`, "", false},
		{`\mathbb{R}_+^*`, false, `x > 0`, "", false},
		{`\mathbb{R}_{<0}`, false, `x < 0`, "", false},
		{`\mathbb{Q}`, false, "", "", true},
		{`\mathbb{C}`, false, "", "", true},
		{`\mathbb{R}^*`, false, "", "", true},
		{`\mathbb{Z}^2`, false, "", "", true},
	} {
		s, why, ok := statement.StandardSet(tc.text)
		if !ok {
			t.Errorf("%s: not read as a standard set", tc.text)
			continue
		}
		if tc.rejected != (why != "") {
			t.Errorf("%s: why %q", tc.text, why)
			continue
		}
		if tc.rejected {
			continue
		}
		bound, alt := "", ""
		if s.Bound != nil {
			bound = ast.Print(s.Bound)
		}
		if s.Alt != nil {
			alt = ast.Print(s.Alt)
		}
		if s.Integer != tc.integer || bound != tc.bound || alt != tc.alt {
			t.Errorf("%s: integer %v bound %q alt %q; want %v %q %q", tc.text, s.Integer, bound, alt, tc.integer, tc.bound, tc.alt)
		}
	}
	for _, text := range []string{`(0, 5)`, `A`, `\{1, 2\}`} {
		if _, _, ok := statement.StandardSet(text); ok {
			t.Errorf("%s: read as a standard set", text)
		}
	}
}

// TestMemberText reads memberships the parser does not read.
func TestMemberText(t *testing.T) {
	for _, tc := range []struct{ src, vars, set, head string }{
		{`x\in\mathbb{Z}^+`, "x", `\mathbb{Z}^+`, ""},
		{`x, y \in \mathbb{N}^*`, "x,y", `\mathbb{N}^*`, ""},
		{`x^2 = 4, x \in \mathbb{Z}^+`, "x", `\mathbb{Z}^+`, "x^2 = 4"},
		{`x \notin \mathbb{R}^+`, "x", `\mathbb{R}^+`, ""},
		{`f(x) \in \mathbb{Z}^+`, "", `\mathbb{Z}^+`, ""},
		{`a_1, \ldots, a_n \in \mathbb{Z}`, "", `\mathbb{Z}`, ""},
	} {
		m, head, ok := statement.MemberText(tc.src)
		if !ok || strings.Join(m.Vars, ",") != tc.vars || m.SetSrc != tc.set || head != tc.head {
			t.Errorf("%s: ok %v vars %v set %q head %q", tc.src, ok, m.Vars, m.SetSrc, head)
		}
	}
	for _, src := range []string{`\sum_{k \in S} k`, `\int_0^1 x\,dx`, `\infty`, `\{x \in \mathbb{Z}^+ : x < 3\}`} {
		if _, _, ok := statement.MemberText(src); ok {
			t.Errorf("%s: read as a membership", src)
		}
	}
}
