package main

import (
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// printSolutionAudit prints the worked-solution audit of a row (read from
// the rows, as the legs are): its verdict and note, then every step found,
// in order, with what was decided of it, the sides' values and why.
func printSolutionAudit(p func(format string, args ...any), s *record.SolutionOutcome) {
	if s == nil {
		p("worked solution   not audited")
		return
	}
	flag := ""
	if s.Flagged() {
		flag = " (listed for review; answer_status unchanged)"
	}
	p("worked solution   %s, %d step(s) checked%s: %s", s.Verdict, s.StepsChecked, flag, s.Note)
	for i, st := range s.Steps {
		var b strings.Builder
		b.WriteString(oneLine(st.Text))
		if st.Left != "" || st.Right != "" {
			b.WriteString("  [left " + orDash(st.Left) + ", right " + orDash(st.Right) + "]")
		}
		if st.Why != "" {
			b.WriteString("  " + oneLine(st.Why))
		}
		p("  step %-4d %-9s %s", i+1, st.Outcome, b.String())
	}
}
