package check

import (
	"context"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestLinearCombination (issue 42, CollegeMath): whether v is a linear
// combination of given vectors, answered by the combination or by "no
// solution"; a wrong combination, a wrong "no" or another wording is
// undecided.
func TestLinearCombination(t *testing.T) {
	col := func(es ...string) string {
		return `\left[\begin{array}{r}` + strings.Join(es, ` \\ `) + `\end{array}\right]`
	}
	ask := func(v string) string {
		return `Decide whether $\vec{v}=` + v + `$ is a linear combination of the vectors $\vec{u}_{1}=` + col("3", "1", "-1") + `$ and $\vec{u}_{2}=` + col("2", "-2", "1") + `$.`
	}
	yes, no := ask(col("4", "4", "-3")), ask(col("4", "4", "4"))
	three := "Decide whether\n$$\n\\mathbf{v}=" + col("4", "4", "4") + "\n$$\nis a linear combination of the vectors\n$$\n\\mathbf{u}_{1}=" + col("3", "1", "-1") +
		", \\quad \\mathbf{u}_{2}=" + col("8", "0", "-1") + " \\quad \\text { and } \\quad \\mathbf{u}_{3}=" + col("2", "-2", "1") + "\n$$\nIf yes, find the coefficients."
	noAns := func(v string, us ...string) string {
		s := `The system $$` + v + `=`
		for i, u := range us {
			if i > 0 {
				s += "+"
			}
			s += "a_{" + string(rune('1'+i)) + "}" + u
		}
		return s + `$$ has no solution.`
	}
	cases := []struct {
		problem, answer string
		want            record.Verdict
		note            string
	}{
		{yes, `$$` + col("4", "4", "-3") + `=2` + col("3", "1", "-1") + `-` + col("2", "-2", "1") + `$$`, record.Confirm, "(2, -1)"},
		{yes, `$$` + col("4", "4", "-3") + `=2` + col("3", "1", "-1") + `+` + col("2", "-2", "1") + `$$`, record.Undecided, "not v"},
		{yes, `$$` + col("4", "4", "-3") + `=2` + col("3", "1", "-1") + `-` + col("2", "-2", "2") + `$$`, record.Undecided, "in order"},
		{yes, noAns(col("4", "4", "-3"), col("3", "1", "-1"), col("2", "-2", "1")), record.Undecided, "says no"},
		{no, noAns(col("4", "4", "4"), col("3", "1", "-1"), col("2", "-2", "1")), record.Confirm, "λ·v = 1"},
		{three, noAns(col("4", "4", "4"), col("3", "1", "-1"), col("8", "0", "-1"), col("2", "-2", "1")), record.Confirm, "not a linear combination"},
		// Near misses: another question, another wording.
		{strings.Replace(yes, "linear combination", "positive combination", 1), `$$` + col("4", "4", "-3") + `=2` + col("3", "1", "-1") + `-` + col("2", "-2", "1") + `$$`, record.Undecided, ""},
		{strings.Replace(yes, ".", ". Is it unique?", 1), `$$` + col("4", "4", "-3") + `=2` + col("3", "1", "-1") + `-` + col("2", "-2", "1") + `$$`, record.Undecided, ""},
		{yes, `Yes: $$` + col("4", "4", "-3") + `=2` + col("3", "1", "-1") + `-` + col("2", "-2", "1") + `$$`, record.Undecided, ""},
	}
	for _, c := range cases {
		r := Check(context.Background(), c.problem, c.answer, Options{Seed: 1, Timeout: testTimeout})
		if r.Verdict != c.want || !strings.Contains(r.Note, c.note) {
			t.Errorf("%q / %q: got %s (%s), want %s with %q", c.problem, c.answer, r.Verdict, r.Note, c.want, c.note)
		}
		if r.Verdict != record.Undecided && len(r.Evidence) == 0 {
			t.Errorf("%q / %q: %s without evidence", c.problem, c.answer, r.Verdict)
		}
	}
}
