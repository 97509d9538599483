package check

import (
	"context"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
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
		{"Compute triple the value of $2+3$.", "5", U, `"triple"`},
		{"Compute twice $2+3$.", "5", U, `"twice"`},
		{"Compute half of $2+3$.", "5", U, `"half"`},
		{"Compute the square of $2+3$.", "5", U, "a figure"},
		{"Compute the total of $2+3$.", "5", U, `"total"`},
		{"Compute the negative of $2+3$.", "5", U, "the negative"},
		{"Compute the negative of $2-5$.", "-3", U, "the negative"},
		{"Compute the opposite of $2+3$.", "5", U, `"opposite"`},
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

// TestAuditPrecisionAsked: where the statement names a precision, a
// decimal answer must be that rounding (on the unit's grid, within half a
// unit), not merely agree to its own printed digits; a precision leg 1 does
// not read leaves a rounded answer undecided. (Defect H.)
func TestAuditPrecisionAsked(t *testing.T) {
	C, R, U := record.Confirm, record.Refute, record.Undecided
	runAuditCases(t, []auditCase{
		// The audit's rows: fewer digits than asked, and not the rounding.
		{"Compute $\\sqrt{2}$ to the nearest hundredth.", "1.4", R, `the precision asked ("to the nearest hundredth") allows (±0.005)`},
		{"Compute $\\sqrt{2}$ to the nearest integer.", "1.4", U, "more digits than the precision asked"},
		{"Compute $\\sqrt{2}$ rounded to two decimal places.", "1.4", R, "(±0.005)"},
		// The right roundings.
		{"Compute $\\sqrt{2}$ to the nearest hundredth.", "1.41", C, "its correct rounding to 0.01"},
		{"Compute $\\sqrt{2}$ to the nearest integer.", "1", C, "its correct rounding to 1,"},
		{"Compute $\\sqrt{2}$ rounded to two decimal places.", "1.41", C, ""},
		{"Compute $\\sqrt{2}$ rounded to $2$ decimal places.", "1.41", C, ""},
		{"Compute $\\sqrt{2}$ to the nearest tenth.", "1.4", C, ""},
		{"Compute $\\sqrt{2}$ to the nearest whole number.", "1", C, ""},
		{"Compute $\\sqrt{2}$ correct to three decimal places.", "1.414", C, ""},
		{"Compute $\\sqrt{2}$ correct to 3 significant figures.", "1.41", C, ""},
		{"Compute $100\\sqrt{2}$ to 2 significant figures.", "140", C, "its correct rounding to 10,"},
		{"Compute $1000\\sqrt{2}$ to the nearest ten.", "1410", C, ""},
		// Wrong roundings, more digits than asked.
		{"Compute $\\sqrt{2}$ to the nearest hundredth.", "1.42", R, ""},
		{"Compute $\\sqrt{2}$ to the nearest hundredth.", "1.414", U, "more digits than the precision asked"},
		{"Compute $\\sqrt{2}$ to the nearest integer.", "2", R, ""},
		{"Compute $\\sqrt{2}$ correct to 3 significant figures.", "1.4", R, ""},
		{"Compute $100\\sqrt{2}$ to 2 significant figures.", "141", U, "more digits"},
		{"Compute $1000\\sqrt{2}$ to the nearest ten.", "1414", U, "more digits"},
		{"Compute $1000\\sqrt{2}$ to the nearest ten.", "1420", R, ""},
		// Two precisions asked.
		{"Compute $\\sqrt{2}$ to the nearest hundredth and the nearest tenth.", "1.4", U, "two precisions"},
		// A precision leg 1 does not read.
		{"Compute $\\sqrt{2}$ correct to within $0.01$.", "1.41", U, ""},
		// Roots: the tolerance of the precision asked, not of the digits.
		{"Solve $x^2=2$. Round your answers to the nearest hundredth.", "1.41, -1.41", C, ""},
		{"Solve $x^2=2$. Round your answers to the nearest hundredth.", "1.4, -1.4", R, "x=1.4 fails"},
		{"Solve $x^2=2$. Round your answers to the nearest tenth.", "1.41, -1.41", U, "more digits than the precision asked"},
		{"Solve $x^2=2$. Round your answers to the nearest tenth.", "1.4, -1.4", C, ""},
		// A rational value rounded where the rounding is asked.
		{"Evaluate $\\frac13$ to one decimal place.", "0.3", C, ""},
		{"Evaluate $\\frac13$ to two decimal places.", "0.3", R, ""},
		// Nothing asked: the printed digits, as before.
		{"Evaluate $\\sqrt{2}$.", "1.414", U, "the problem asks for an exact value"},
	})
}

// TestAuditExactAsked: where the statement asks for an exact value, a
// rounded decimal is not confirmed (undecided where it is the value
// rounded, refuted where it is not even that). (Defect I.)
func TestAuditExactAsked(t *testing.T) {
	C, R, U := record.Confirm, record.Refute, record.Undecided
	runAuditCases(t, []auditCase{
		{"Find the exact value of $\\cos 20^\\circ$.", "0.94", U, `asks for an exact value ("the exact value")`},
		{"Find the exact value of $\\cos 20^\\circ$.", "0.5", R, ""},
		{"Solve $x^2 = 3$ exactly.", "1.73, -1.73", U, `asks for an exact value ("exactly")`},
		{"Solve $x^2 = 3$ exactly.", "1.8, -1.8", R, ""},
		{"Simplify $\\sqrt{8}$. Express your answer in simplest radical form.", "2.83", U, "exact value"},
		{"Compute $\\sqrt{3}+1$. Express your answer as a common fraction.", "2.73", U, "exact value"},
		// Exact answers.
		{"Find the exact value of $\\cos 60^\\circ$.", "\\frac12", C, ""},
		{"Find the exact value of $\\cos 60^\\circ$.", "0.5", C, "exactly"},
		{"Solve $x^2 = 3$ exactly.", "\\sqrt3, -\\sqrt3", C, ""},
		{"Simplify $\\sqrt{8}$. Express your answer in simplest radical form.", "2\\sqrt2", C, ""},
	})
}

// TestAuditListComma: where the statement fixes the comma as the separator
// of a list, 2,5 is the list 2, 5. (Defect J.)
func TestAuditListComma(t *testing.T) {
	C, R := record.Confirm, record.Refute
	runAuditCases(t, []auditCase{
		{"Solve $2x=5$. Enter all the solutions, separated by commas.", "2,5", R, "x=2 fails"},
		{"Solve $2x=5$. Enter all the solutions, separated by commas.", "2.5", C, ""},
		{"Solve $2x=5$. Enter all the solutions, separated by commas.", "2{,}5", C, ""},
		{"Solve $x^2-7x+10=0$. Enter all the solutions, separated by commas.", "2,5", C, ""},
		{"Solve $2x=5$. Enter the solutions as a comma-separated list.", "2,5", R, ""},
		// Without the convention, 2,5 may be either: confirmed only where
		// both readings hold, undecided where one is refuted.
		{"Solve $2x=5$.", "2,5", record.Undecided, "the statement does not say which the comma is"},
		{"Solve $x^2-7x+10=0$.", "2,5", C, "read as a list"},
		{"Solve $2x=5$.", "2{,}5", C, ""},
	})
}

// TestAuditCueReadings: how the statements of the audit's defects are read.
func TestAuditCueReadings(t *testing.T) {
	for _, c := range []struct{ statement, reading string }{
		{"Solve $x^2-5x+6=0$ and give the sum.", "kind=equation form:a form of the answer unread=sum"},
		{"Compute the product $\\frac43\\cdot\\frac64$.", "kind=value"},
		{"Compute $2+3$ and $4$.", "kind=value loose=4"},
		{"Compute the absolute value of $2-5$.", "kind=value ask:absolute value"},
		{"Solve $x^3 = 2x$ in rational numbers.", "kind=equation restrict:rational"},
		{"Compute $\\sqrt{2}$ correct to 3 decimal places.", "kind=value approx:decimal places"},
		{"Compute $\\sqrt{2}$ to $2$ decimal places.", "kind=value approx:decimal places"},
		{"Compute $\\sqrt{2}$ to the nearest ten-thousandth.", "kind=value approx:rounded to the nearest"},
		{"Find the exact value of $\\cos 20^\\circ$.", "kind=value form:exact"},
		{"Simplify $\\sqrt{8}$ in simplest radical form.", "kind=simplify form:exact form form:simplest form"},
		{"Solve $2x=5$. Give the solutions separated by a comma.", "kind=equation form:a form of the answer form:a list"},
		{"Solve $2x=5$. Enter the solutions as a comma-separated list.", "kind=equation form:a form of the answer form:a list"},
	} {
		if got := statement.ReadStatement(c.statement).Read.String(); got != c.reading {
			t.Errorf("%s\n got  %s\n want %s", c.statement, got, c.reading)
		}
	}
	// The precision read from the words.
	for _, c := range []struct {
		statement string
		unit      string // the unit, or "sig N"
	}{
		{"Compute $\\sqrt{2}$ to the nearest hundredth.", "1/100"},
		{"Compute $\\sqrt{2}$ to the nearest integer.", "1"},
		{"Compute $\\sqrt{2}$ to the nearest ten.", "10"},
		{"Compute $\\sqrt{2}$ rounded to two decimal places.", "1/100"},
		{"Compute $\\sqrt{2}$ to $3$ decimal places.", "1/1000"},
		{"Compute $\\sqrt{2}$ correct to 4 significant figures.", "sig 4"},
		{"Compute $\\sqrt{2}$ to the nearest hundredth, to one decimal place.", "two precisions"},
		{"Compute $\\sqrt{2}$ correct to within $0.01$.", "does not read"},
	} {
		p, ok := statement.ReadStatement(c.statement).AskedPrecision()
		got := ""
		switch {
		case !ok:
			got = "none"
		case p.Why != "":
			got = p.Why
		case p.Unit != nil:
			got = p.Unit.RatString()
		default:
			got = "sig " + string(rune('0'+p.Sig))
		}
		if !strings.Contains(got, c.unit) {
			t.Errorf("%s: precision %q, want %q", c.statement, got, c.unit)
		}
	}
}
