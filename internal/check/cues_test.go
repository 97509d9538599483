package check

import (
	"bufio"
	"context"
	"os"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// TestCueTable reads testdata/cues.txt: one `statement ==> reading` line
// per case (blank lines and lines starting with # are comments). The
// statement is read as readStatement reads it; the reading is written as
// reading.String writes it.
func TestCueTable(t *testing.T) {
	f, err := os.Open("testdata/cues.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	line, cases := 0, 0
	for sc.Scan() {
		line++
		s := strings.TrimSpace(sc.Text())
		if s == "" || strings.HasPrefix(s, "#") {
			continue
		}
		stmt, want, ok := strings.Cut(s, " ==> ")
		if !ok {
			t.Errorf("testdata/cues.txt:%d: no ` ==> ` in %q", line, s)
			continue
		}
		cases++
		got := statement.ReadStatement(strings.TrimSpace(stmt)).Read.String()
		if got != strings.TrimSpace(want) {
			t.Errorf("testdata/cues.txt:%d: %s\n got  %s\n want %s", line, stmt, got, want)
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if cases < 40 {
		t.Errorf("testdata/cues.txt has %d cases; the table's tests are missing", cases)
	}
}

// TestCuePatternsWellFormed checks every row of the table: a pattern has a
// mandatory slot, a task row names a kind, other rows a meaning.
func TestCuePatternsWellFormed(t *testing.T) {
	for _, d := range statement.CueTable {
		p := strings.Fields(strings.TrimPrefix(d.Pattern, "^ "))
		mandatory := false
		for _, s := range p {
			if !strings.HasPrefix(s, "[") {
				mandatory = true
			}
			if strings.Count(s, "[") != strings.Count(s, "]") {
				t.Errorf("pattern %q: unbalanced brackets in %q", d.Pattern, s)
			}
		}
		if !mandatory {
			t.Errorf("pattern %q has no mandatory word", d.Pattern)
		}
		if d.Class == statement.CueTask && d.Kind == statement.KindUnknown && d.Name == "" {
			t.Errorf("task pattern %q names no kind and no meaning", d.Pattern)
		}
		if d.Class != statement.CueTask && d.Name == "" {
			t.Errorf("pattern %q (%s) has no meaning", d.Pattern, d.Class)
		}
	}
}

// TestDefaultDeny: a statement with words leg 1 does not read, or with a
// cue that changes the question and that no checker answers, is undecided
// with the words named, never confirmed as if the words were not there.
func TestDefaultDeny(t *testing.T) {
	cases := []struct{ problem, answer, note string }{
		// "infinitely many solutions" is not the roots of the equation
		// (confirmed before: a=1 "satisfies" the equation).
		{"Find all $a$ for which the equation $(a-1)x=a^2-1$ has infinitely many solutions.", "$a=1$", `"infinitely", "many"`},
		{"A teacher asks her class what the value of $\\left(5^2-4^2\\right)^3$ is.", "729", `"teacher"`},
		{"Find the four roots of $2x^4 + x^3 - 6x^2 + x + 2 = 0$ (counting multiplicity).", "1, 1, -2, -\\frac{1}{2}", `"four"`},
		// (The remainder of a division and the units digit are answered by
		// checkIntQuestion; a word beyond their cue still denies.)
		{"What is the remainder when $2^{10}$ is divided by $7$ twice?", "2", `"twice"`},
		{"What is the units digit of the sum $3^{4}$?", "1", "a digit"},
		{"Find the mean of the roots of $x^2-4x+1=0$.", "2", "average"},
	}
	for _, c := range cases {
		r := Check(context.Background(), c.problem, c.answer, Options{Seed: 1, Timeout: testTimeout})
		if r.Verdict != record.Undecided || !strings.Contains(r.Note, c.note) {
			t.Errorf("%q / %q: got %s (%s), want undecided naming %s", c.problem, c.answer, r.Verdict, r.Note, c.note)
		}
	}
}

// TestCueRegressions: the rows of issue 9 point 6, each read through the
// cue table.
func TestCueRegressions(t *testing.T) {
	C, R, U := record.Confirm, record.Refute, record.Undecided
	cases := []struct {
		problem, answer string
		want            record.Verdict
		note            string
	}{
		// "a nonzero solution": x ≠ 0 is a condition on the unknown.
		{"Find a nonzero solution to the equation $\\sqrt{4c-5c^2} = 0$.", "\\frac45, 0", R, "violates the stated condition"},
		{"Find a nonzero solution to the equation $\\sqrt{4c-5c^2} = 0$.", "\\frac45", C, ""},
		{"What is the positive solution to the equation $x^2 = 4$?", "-2", R, "violates the stated condition"},
		{"What is the positive solution to the equation $x^2 = 4$?", "2", C, ""},
		// A restriction that is not turned into a condition: undecided.
		{"Find all prime roots of the equation $x^2-5x+6=0$.", "2, 3", U, "restricts the answer"},
		// A rounded decimal stands for a rational value only where an
		// approximation is asked.
		{"Evaluate $\\frac13$.", "0.3", U, "the problem asks for an exact value"},
		{"Evaluate $\\frac13$.", "0.333", U, "the problem asks for an exact value"},
		{"Evaluate $\\frac13$ to one decimal place.", "0.3", C, "asks for an approximation"},
		{"Evaluate $\\frac13$ rounded to the nearest integer.", "0", C, ""},
		{"Evaluate $\\frac13$ to one decimal place.", "0.4", R, ""},
		{"Evaluate $\\sqrt{2}$.", "1.414", U, "the answer 1.414 rounds \\sqrt{2} = 1.4142135623730950488…; the problem asks for an exact value"},
		// A rational root printed rounded stands for it only where an
		// approximation is asked.
		{"Solve $3x=1$. Round your answer to the nearest hundredth.", "0.33", C, "asks for an approximation"},
		{"Solve $3x=1$. Round your answer to the nearest hundredth.", "0.34", R, ""},
		{"Solve $3x=1$.", "0.33", U, "the answer x=0.33 rounds a root of the equation (one lies within ±0.005); the problem asks for an exact value"},
		// "all logarithms have base 10".
		{"Evaluate $\\log 1000$, where all logarithms have base 10.", "3", C, "base 10"},
		{"Evaluate $\\log 1000$.", "3", R, ""},
		// "... and prove that there are no more solutions" asks for the
		// solutions (OlympiadBench 2575 was read as an identity and refuted).
		{"Determine all real solutions to the system of equations $x+y=3$, $x-y=1$ and prove that there are no more solutions.", "(2,1)", C, ""},
		// A number in the prose carries part of the question: read whole by
		// statement/arithphrase since issue 42 ("A divided by B").
		{"What is $8$ divided by $\\frac18$?", "1", R, "A divided by B"},
		{"What is $8$ divided by $\\frac18$?", "64", C, "A divided by B"},
		// Degrees are read only through the degree sign.
		{"Compute $\\arcsin \\frac12$ in degrees.", "30", U, "degree sign"},
		{"Compute $\\arcsin \\frac12$ in degrees.", "30^\\circ", C, ""},
		// Divisor questions are answered on the integer, never by its value.
		{"Find the number of divisors of $2^{10}$.", "1024", R, "is 11"},
	}
	for _, c := range cases {
		r := Check(context.Background(), c.problem, c.answer, Options{Seed: 1, Timeout: testTimeout})
		if r.Verdict != c.want || !strings.Contains(r.Note, c.note) {
			t.Errorf("%q / %q: got %s (%s), want %s with %q", c.problem, c.answer, r.Verdict, r.Note, c.want, c.note)
		}
	}
}

// TestOlympiadBench2303 reads every \log of the system with base 10, as
// its statement says; the right answer is no longer refuted.
func TestOlympiadBench2303(t *testing.T) {
	p := "Consider the following system of equations in which all logarithms have base 10:\n\n$$\n\\begin{aligned}\n(\\log x)(\\log y)-3 \\log 5 y-\\log 8 x & =a \\\\\n(\\log y)(\\log z)-4 \\log 5 y-\\log 16 z & =b \\\\\n(\\log z)(\\log x)-4 \\log 8 x-3 \\log 625 z & =c\n\\end{aligned}\n$$\nIf $a=-4, b=4$, and $c=-18$, solve the system of equations."
	a := "$(10^{4}, 10^{3}, 10^{10}),(10^{2}, 10^{-1}, 10^{-2})$"
	r := Check(context.Background(), p, a, Options{Seed: 1, Timeout: testTimeout})
	if r.Verdict == record.Refute || r.Verdict == record.Confirm && !strings.Contains(r.Note, "base 10") {
		t.Errorf("2303: %s (%s)", r.Verdict, r.Note)
	}
	bad := "$(10^{4}, 10^{3}, 10^{10}),(10^{2}, 10^{-1}, 10^{-3})$"
	if r := Check(context.Background(), p, bad, Options{Seed: 1, Timeout: testTimeout}); r.Verdict != record.Refute {
		t.Errorf("2303 with a wrong triple: %s (%s)", r.Verdict, r.Note)
	}
}

// BenchmarkReadCues reads the prose of the CollegeMath rows through the cue
// table (the once-per-statement cost of the table).
func BenchmarkReadCues(b *testing.B) {
	rows := collegeRows(b, false)
	n := 0
	for b.Loop() {
		_ = statement.ReadCues(strings.ToLower(rows[n%len(rows)].Problem))
		n++
	}
	b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "rows/s")
}
