package check

import (
	"bufio"
	"context"
	"os"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
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
		got := readStatement(strings.TrimSpace(stmt)).read.String()
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
	for _, d := range cueTable {
		p := strings.Fields(strings.TrimPrefix(d.pattern, "^ "))
		mandatory := false
		for _, s := range p {
			if !strings.HasPrefix(s, "[") {
				mandatory = true
			}
			if strings.Count(s, "[") != strings.Count(s, "]") {
				t.Errorf("pattern %q: unbalanced brackets in %q", d.pattern, s)
			}
		}
		if !mandatory {
			t.Errorf("pattern %q has no mandatory word", d.pattern)
		}
		if d.class == cueTask && d.kind == KindUnknown {
			t.Errorf("task pattern %q names no kind", d.pattern)
		}
		if d.class != cueTask && d.name == "" {
			t.Errorf("pattern %q (%s) has no meaning", d.pattern, d.class)
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
		{"What is the remainder when $2^{10}$ is divided by $7$?", "2", `"divided"`},
		{"What is the units digit of $3^{4}$?", "1", "a digit"},
		{"Find the mean of the roots of $x^2-4x+1=0$.", "2", "average"},
	}
	for _, c := range cases {
		r := Check(context.Background(), c.problem, c.answer, Options{Seed: 1})
		if r.Verdict != record.Undecided || !strings.Contains(r.Note, c.note) {
			t.Errorf("%q / %q: got %s (%s), want undecided naming %s", c.problem, c.answer, r.Verdict, r.Note, c.note)
		}
	}
}
