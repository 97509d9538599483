package check

import (
	"context"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// auditCase is one row of the leg-1 audit of question words and answer
// conventions (AUDIT.md, defects A, B, C, H, I, J): the problem, the
// answer, the verdict wanted and words the note must contain.
type auditCase struct {
	problem, answer string
	want            record.Verdict
	note            string
}

func runAuditCases(t *testing.T, cases []auditCase) {
	t.Helper()
	for _, c := range cases {
		r := Check(context.Background(), c.problem, c.answer, Options{Seed: 1, Timeout: testTimeout})
		if r.Verdict != c.want || !strings.Contains(r.Note, c.note) {
			t.Errorf("%q / %q: got %s (%s), want %s naming %q", c.problem, c.answer, r.Verdict, r.Note, c.want, c.note)
		}
	}
}

// TestAuditQuestionWords: a word that may name another quantity than the
// formula's ("the sum", "the product", "the absolute value of", "the square
// root of") is not harmless; where it names the formula that follows it
// ("Compute the product $...$") it is read as such. A formula that is a bare
// number no cue places is part of the question left unread. (Defects A, B.)
func TestAuditQuestionWords(t *testing.T) {
	C, R, U := record.Confirm, record.Refute, record.Undecided
	runAuditCases(t, []auditCase{
		// A: "the sum", "the product", "the difference" of what the kind checks.
		{"Solve $x^2-5x+6=0$ and give the sum.", "2, 3", U, `"sum"`},
		{"Solve $x^2-5x+6=0$. What is the product?", "2, 3", U, `"product"`},
		{"Solve $x^2-5x+6=0$. What is the product?", "6", U, `"product"`},
		{"Solve $x^2-5x+6=0$ and find the difference.", "2, 3", U, `"difference"`},
		{"Solve $x^2-5x+6=0$ and find the quotient.", "2, 3", U, `"quotient"`},
		{"Solve the inequality $x^2-5x+6<0$ and give the sum.", "(2,3)", U, `"sum"`},
		{"Solve the system $x+y=5$, $x-y=1$ and give the product.", "(3,2)", U, `"product"`},
		{"Solve the system $x+y=5$, $x-y=1$ and give the total.", "(3,2)", U, `"total"`},
		{"Solve $x^2-5x+6=0$ and give the ratio.", "2, 3", U, `"ratio"`},
		{"Solve $x^2-5x+6=0$ and give twice the larger root.", "6", U, `"twice"`},
		{"Solve $x^2-5x+6=0$ and give the average.", "2.5", U, "average"},
		{"Solve $x^2-5x+6=0$ and give the reciprocal.", "2, 3", U, "reciprocal"},
		{"Compute $2+3$, then find the product with $4$.", "5", U, `"product"`},
		{"Compute $2+3$, then find the product with $4$.", "20", U, `"product"`},
		{"Compute $2+3$ and the sum with $4$.", "5", U, `"sum"`},
		{"Compute $2+3$ and $4$.", "5", U, `formula "4" is a bare number`},
		{"Find the product $P$ of the roots of $x^2-5x+6=0$.", "2, 3", U, "a quantity named by a letter"},
		// The word names the formula that follows it.
		{"Compute the product $\\dfrac 43\\cdot \\dfrac 64$.", "2", C, ""},
		{"Compute the product $\\dfrac 43\\cdot \\dfrac 64$.", "3", R, ""},
		{"What is the simplified value of the sum: $-1^{2004} + (-1)^{2005}$?", "-2", C, ""},
		// The meaning is certain: the root quantities.
		{"Find the sum of the roots of $x^2-5x+6=0$.", "5", C, ""},
		{"Find the product of the roots of $x^2-5x+6=0$.", "6", C, ""},
		{"Find the product of the roots of $x^2-5x+6=0$.", "2, 3", U, "not a single value"},
		// A bare number a cue reads is not loose.
		{"Compute $\\frac{1}{3}$ rounded to $2$ decimal places.", "0.33", C, ""},
		// B: "the absolute value of", "the square root of".
		{"Compute the absolute value of $2-5$.", "-3", U, "absolute value"},
		{"Compute the absolute value of $2-5$.", "3", U, "absolute value"},
		{"Find the square root of $4\\cdot 4$.", "16", U, "square root"},
		{"Find the square root of $4\\cdot 4$.", "4", U, "square root"},
		// "absolute value equation" names the kind of formula.
		{"Solve the absolute value equation: $|x|=8$", "8,-8", C, ""},
		{"Solve the absolute value equation: $|x|=8$", "8", R, ""},
	})
}

// TestAuditRationalNumbers: "in rational numbers" restricts the solutions;
// leg 1 does not apply the restriction, so the row is undecided, never read
// as "rational" the kind of formula. (Defect C.)
func TestAuditRationalNumbers(t *testing.T) {
	U := record.Undecided
	runAuditCases(t, []auditCase{
		{"Solve $x^3 = 2x$ in rational numbers.", "0, \\sqrt2, -\\sqrt2", U, `"rational"`},
		{"Solve $x^3 = 2x$ in rational numbers.", "0", U, `"rational"`},
		{"Solve the inequality $x^2 < 2$ in rational numbers.", "(-\\sqrt2, \\sqrt2)", U, `"rational"`},
		{"Solve $x^2 = 2$ over the rational numbers.", "\\pm\\sqrt2", U, ""},
	})
	runAuditCases(t, []auditCase{
		// "rational equation" is the kind of formula.
		{"Solve the rational equation $\\frac{1}{x}=2$.", "\\frac12", record.Confirm, ""},
	})
}
