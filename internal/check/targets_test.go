package check

import (
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// Cases of the second leg-1 audit (AUDIT2.md causes 2 and 4): a second
// asked quantity, and conditions that were read as targets and dropped.

// TestAudit2ExtraTargets: a formula or a name asked besides what the
// kind's checker answers leaves the row undecided (cause 2).
func TestAudit2ExtraTargets(t *testing.T) {
	C, U := record.Confirm, record.Undecided
	runVerdictCases(t, []verdictCase{
		{"Solve the system $\\begin{cases} x+2y=5 \\\\ 3x-y=1 \\end{cases}$. In the answer write $x_0+y_0$.", "(1,2)", U},
		{"Solve the system $\\begin{cases} x+2y=5 \\\\ 3x-y=1 \\end{cases}$. In the answer write $x_0 \\cdot y_0$.", "(1,2)", U},
		{"Solve the system $\\begin{cases} x+y=5 \\\\ xy=6 \\end{cases}$. In the answer write $x_1 y_1 + x_2 y_2$.", "(2,3),(3,2)", U},
		{"Solve the system $x+y=5$, $x-y=1$. Find $y$.", "(3,2)", U},
		{"Solve the system $x+y=5$, $x-y=1$ and find $xy$.", "(3,2)", U},
		{"Solve the inequality $\\frac{x-3}{x+2}<0$. In the answer write $m+n$, where $(m;n)$ is the solution.", "(-2,3)", U},
		{"Solve the inequality $x^2-x-6\\le 0$ and find $x_{\\max}$.", "[-2,3]", U},
		{"Find the derivative of $y=x^3$ and compute $y'(2)$.", "3x^2", U},
		{"Find the derivative of the function $y=x^3-2x$ and compute $y'(1)$.", "3x^2-2", U},
		{"Find the derivative of $y = \\sin 2x$ and calculate $y'(\\frac{\\pi}{4})$.", "2\\cos 2x", U},
		{"Compute the limit $\\lim_{x\\to 2}\\frac{x^2-4}{x-2}$. In the answer write $L^2$.", "4", U},
		{"Compute the integral $\\int_0^1 x\\,dx$. Find $4I$.", "\\frac12", U},
		{"Find the maximum value of $f(x)=-x^2+4x$. Find $x_{\\max}$.", "4", U},
		{"Factor $x^2-1$. Find its value at $x=3$.", "(x-1)(x+1)", U},
		{"Find the derivative of $f(x)=x^3$ and compute $f'(1)$.", "3", U},
		{"Find $f'(x)$ and $f'(1)$ if $f(x)=x^3$.", "3x^2", U},
		{"Simplify $\\frac{x^2-1}{x-1}$. Find $x$.", "x+1", U},
		{"Compute $\\int_0^1 x\\,dx$ and find $\\int_0^1 x^2\\,dx$.", "\\frac12", U},
		{"Find the minimum value of $f(x)=x^2-2x$. Find $f(3)$.", "-1", U},
		// The same tasks without the second question still confirm.
		{"Solve the system $x+y=5$, $x-y=1$.", "(3,2)", C},
		{"Solve the system $x+y=5$, $x-y=1$. Find $x$ and $y$.", "(3,2)", C},
		{"Solve the inequality $x^2-x-6\\le 0$.", "[-2,3]", C},
		{"Find the derivative of $y=x^3$.", "3x^2", C},
		{"If $f(x)=x^3$, find $f'(x)$.", "3x^2", C},
		{"Find the derivative of $y=x^3$. Find $y'$.", "3x^2", C},
		{"Find $f'(1)$ if $f(x)=x^3$.", "3", C},
		{"Compute the limit $\\lim_{x\\to 2}\\frac{x^2-4}{x-2}$.", "4", C},
		{"Find the maximum value of $f(x)=-x^2+4x$.", "4", C},
		{"Factor $x^2-1$.", "(x-1)(x+1)", C},
		{"Solve the equation $x^2=4$. Find $x$.", "2, -2", C},
	})
}

// TestAudit2DroppedConditions: a condition joined to a stated one by
// "and", or stated before the equation after "Let", "Suppose", "Assume" or
// "For", is applied; one joined by "or" (a union) and a relation left among
// the targets leave the row undecided (cause 4).
func TestAudit2DroppedConditions(t *testing.T) {
	C, R, U := record.Confirm, record.Refute, record.Undecided
	runVerdictCases(t, []verdictCase{
		// Repros: each confirmed with a condition dropped.
		{"Solve $x^2 = 4$ for $x>-3$ and $x<0$.", "2, -2", R},
		{"Find the roots of $x^2-5x+6=0$ satisfying $x > 0$ and $x < 2.5$.", "2, 3", R},
		{"Solve $x^2-5x+6=0$ if $x \\ge 0$ and $x \\le 2.5$.", "2, 3", R},
		{"Solve the equation $\\log_2 x + \\log_2 (x-2) = 3$ for $x>0$ and $x<3$.", "4", R},
		{"Solve the equation $x^2-5x+6=0$ if $x \\in \\mathbb{R}$ and $x<2.5$.", "2, 3", R},
		{"Solve the equation $x^2=4$ and $x<0$.", "2, -2", U},
		{"Let $x<0$. Solve $x^2=4$.", "2, -2", R},
		{"For $x<0$, solve the equation $x^2=4$.", "2, -2", R},
		{"Let $0<x<\\frac{\\pi}{2}$. Solve $\\sin 2x = \\sin x$.", "\\pi k, \\pm\\frac{\\pi}{3}+2\\pi k", R},
		{"Let $x \\le 0$. Solve the equation $x^2-5x+6=0$.", "2, 3", R},
		{"Show that $|x-3| = x-3$ for $x>0$ and $x<3$.", ".", R},
		{"Solve $x^2-5x+6=0$ for $x<0$ or $x>2.5$.", "no solutions", U},
		{"Solve the inequality $x^2<9$ for $x<-1$ or $x>1$.", "(-3,-1)", U},
		// The right answers under the conditions.
		{"Find the roots of $x^2-5x+6=0$ satisfying $x > 0$ and $x < 2.5$.", "2", C},
		{"Find the roots of $x^2-5x+6=0$ satisfying $x > 0$ and $x < 2.5$.", "2, 3", R},
		{"Solve $x^2 = 4$ for $x>-3$ and $x<0$.", "-2", C},
		{"Solve $x^2-5x+6=0$ if $x \\ge 0$ and $x \\le 2.5$.", "2", C},
		{"Solve the equation $\\log_2 x + \\log_2 (x-2) = 3$ for $x>0$ and $x<3$.", "no solutions", C},
		{"Solve the equation $x^2-5x+6=0$ if $x \\in \\mathbb{R}$ and $x<2.5$.", "2", C},
		{"Let $x<0$. Solve $x^2=4$.", "-2", C},
		{"For $x<0$, solve the equation $x^2=4$.", "-2", C},
		{"Let $x \\le 0$. Solve the equation $x^2-5x+6=0$.", "no solutions", C},
		{"Show that $|x-3| = 3-x$ for $x>0$ and $x<3$.", ".", C},
		{"Simplify $\\sqrt{(x-3)^2}+\\sqrt{(x-5)^2}$ if $x>0$ and $x<3$.", "8-2x", C},
		// A true identity under both conditions, refuted when x<1 was dropped.
		{"Prove that $\\sqrt{(x-1)^2} = 1-x$ for $x>-5$ and $x<1$.", ".", C},
		{"Let $x>0$, $x<3$. Solve $x^2=4$.", "2", C},
		{"Let $x>0$, $x<3$. Solve $x^2=4$.", "2, -2", R},
		{"Assume $x > 0$. Solve $x^2 = 9$.", "3, -3", R},
		{"Let $x<0$. Solve $x^2 > 4$.", "(-\\infty,-2)\\cup(2,\\infty)", R},
		{"Let $a<0$ and $b>0$. Simplify $\\sqrt{a^2 b^2}$.", "-ab", C},
		{"Let $a<0$ and $b>0$. Simplify $\\sqrt{a^2 b^2}$.", "ab", R},
		// A relation with no cue before the equation is not read: undecided.
		{"$x<0$. Solve $x^2=4$.", "2, -2", U},
		// A union of conditions is not applied: right answers stay undecided.
		{"Solve $x^2-5x+6=0$ for $x<0$ or $x>2.5$.", "3", U},
		{"Solve the inequality $x^2<9$ for $x<-1$ or $x>1$.", "(-3,-1)\\cup(1,3)", U},
		// Inequalities joined by "and"/"or" with no condition cue are still
		// solved together.
		{"Solve the inequality $x^2 < 9$ and $x > 1$.", "(1,3)", C},
		{"Solve $x>1$ or $x<-1$.", "(-\\infty,-1)\\cup(1,\\infty)", C},
	})
}
