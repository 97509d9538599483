package statement

import "strings"

// Issue 25 (Gaokao): sentences that restrict how a solver may work
// ("Calculator not allowed."), not what the answer is. Only these exact
// sentences, each a whole sentence of the statement, are recognised; every other word
// stays for the cue table to judge.
var methodRules = []string{
	"Perform any fraction additions without caculator.",
	"Calculating out the numerical value of the given expression is not allowed.",
	"Conversion via decimal point numbers not allowed.",
	"Calculator not allowed.",
	"Calculator is allowed only to perform addition, subtraction, multiplication, and division.",
}

// DropMethodRule removes a sentence of methodRules from the statement (a
// whole sentence: after "." or "?", or ending the statement): it says how
// to reach the answer, and the value asked is the same without it. rule
// is the sentence removed ("" when none).
func DropMethodRule(problem string) (rest, rule string) {
	p := strings.TrimSpace(problem)
	for _, r := range methodRules {
		i := strings.Index(p, r)
		if i <= 0 {
			continue
		}
		before := strings.TrimRight(p[:i], " ")
		if len(before) == len(p[:i]) || !strings.HasSuffix(before, ".") && !strings.HasSuffix(before, "?") {
			continue
		}
		return strings.TrimSpace(before + " " + strings.TrimSpace(p[i+len(r):])), r
	}
	return problem, ""
}
