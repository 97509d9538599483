package audit

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// answerLineRe is a solution's closing "Answer: $…$".
var answerLineRe = regexp.MustCompile(`(?i)\banswer\s*(?:is)?\s*:?\s*\$([^$]+)\$\s*\.?\s*$`)

// solutionEnd is what the audit found of the solution's end: its last box
// (or, without one, the last member of its last chain) against the gold.
type solutionEnd struct {
	src      string // the end's LaTeX
	how      string // "its last box" or "its last value"
	compared bool   // the end was compared with the gold
	same     bool   // … and equals it
}

// end compares the solution's end with the gold answer: as text, then
// item by item as closed values (in any order, under the readings of
// stepReadings). It is compared only when every item of both is closed.
func (a *solutionAuditor) end(solution, answer string, chains []statement.SolutionChain) (e solutionEnd) {
	ans := strings.TrimSpace(strings.Trim(strings.TrimSpace(answer), "$"))
	if b, ok := statement.LastBoxed(ans); ok {
		ans = b
	}
	if b, ok := statement.LastBoxed(solution); ok {
		e.src, e.how = b, "its last box"
	} else if m := answerLineRe.FindAllStringSubmatch(solution, -1); m != nil {
		e.src, e.how = strings.TrimSpace(m[len(m)-1][1]), "its stated answer"
	} else if n := len(chains); n > 0 {
		// The last value counts only where the solution ends on it.
		ch := chains[n-1]
		last := ch.Members[len(ch.Members)-1]
		rest := strings.Trim(solution[min(len(solution), last.Off+len(last.Src)):], " \t\n.,;$\\])}")
		if ch.Ops[len(ch.Ops)-1] == "=" && last.Src != "" && rest == "" {
			e.src, e.how = last.Src, "its last value"
		}
	}
	if ans == "" || e.src == "" || a.boxedOp {
		return e
	}
	defer func() {
		// A last value read off the prose confirms the end, never
		// contradicts it: the prose may go on to another value.
		if e.how == "its last value" && !e.same {
			e.compared = false
		}
	}()
	if normEnd(e.src) == normEnd(ans) {
		e.compared, e.same = true, true
		return e
	}
	if solDigitCommaRe.MatchString(e.src + "|" + ans) {
		return e // a comma between digits: a decimal comma or a list
	}
	li, ri := statement.AnswerItems(e.src), statement.AnswerItems(ans)
	if len(li) == 0 || len(ri) == 0 || e.how == "its last value" && len(ri) > 1 {
		// A last value is one value: it is not compared with a gold of
		// several.
		return e
	}
	for _, items := range [][]string{li, ri} {
		for _, it := range items {
			if !a.value(it).closed() {
				return e
			}
		}
	}
	e.compared = true
	e.same = len(li) == len(ri) && a.matchItems(li, ri)
	return e
}

// matchItems says whether every item of li equals a distinct item of ri.
func (a *solutionAuditor) matchItems(li, ri []string) bool {
	used := make([]bool, len(ri))
	for _, l := range li {
		found := false
		for j, r := range ri {
			if !used[j] && a.sameValue(l, r) {
				used[j], found = true, true
				break
			}
		}
		if !found {
			return false
		}
	}
	return true
}

// sameValue says whether two closed items are equal, as written or under
// one of the readings of stepReadings.
func (a *solutionAuditor) sameValue(l, r string) bool {
	lv, rv := a.value(l), a.value(r)
	if decide.DecideValues(lv.val, nil, rv.val, 0).State == decide.Same {
		return true
	}
	for _, rd := range a.closedReadings(l, r) {
		if decide.DecideValues(rd.l.val, nil, rd.r.val, 0).State == decide.Same {
			return true
		}
	}
	return false
}

// normEnd is a final value's text without spacing and sizing commands.
func normEnd(s string) string { return normEndReplacer.Replace(s) }

// normEndReplacer is built once (issue 42, speed: it was built per call).
var normEndReplacer = strings.NewReplacer(" ", "", `\left`, "", `\right`, "", `\!`, "", `\,`, "", `\;`, "", `\ `, "",
	`\displaystyle`, "", `\dfrac`, `\frac`, `\tfrac`, `\frac`, "$", "")

// solutionVerdict turns the steps and the end into the row's verdict and
// its one sentence.
func solutionVerdict(steps []record.SolutionStep, found int, end solutionEnd) record.SolutionOutcome {
	out := record.SolutionOutcome{Steps: steps}
	rounded := 0
	for _, s := range steps {
		switch s.Outcome {
		case StepFalse:
			out.StepsChecked++
			if out.Verdict == "" {
				out.Verdict = record.SolutionFalseStep
				out.Note = fmt.Sprintf("worked solution: the step `%s` is false (the left side is %s, the right side %s)", s.Text, s.Left, s.Right)
			}
		case StepRounded:
			out.StepsChecked++
			rounded++
		case StepHolds, stepIdentity:
			out.StepsChecked++
		}
	}
	if out.Verdict != "" {
		return out
	}
	switch {
	case end.compared && !end.same:
		out.Verdict = record.SolutionEndsElsewhere
		out.Note = fmt.Sprintf("worked solution: %s, but %s `%s` is not the answer", held(out.StepsChecked, rounded), end.how, end.src)
	case out.StepsChecked > 0:
		out.Verdict = record.SolutionConsistent
		out.Note = "worked solution: " + held(out.StepsChecked, rounded)
		if end.compared {
			out.Note += fmt.Sprintf(", and %s is the answer", end.how)
		} else {
			out.Note += "; its end was not compared with the answer"
		}
	default:
		out.Verdict = record.SolutionUnchecked
		out.Note = fmt.Sprintf("worked solution: no step could be checked (%d equalities found)", found)
	}
	return out
}

// held says how many steps were checked and that they hold.
func held(n, rounded int) string {
	s := fmt.Sprintf("%d steps checked, all hold", n)
	if n == 1 {
		s = "1 step checked, it holds"
	}
	if rounded > 0 {
		s += fmt.Sprintf(" (%d as roundings)", rounded)
	}
	return s
}
