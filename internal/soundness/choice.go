package soundness

import "regexp"

// Issue 25, Gaokao: mutations of a multiple-choice answer. An answer that
// is one option letter of a statement with lettered options "(A) … (B) …"
// is mutated to each other letter the statement offers: leg 1 must decide
// which option holds, not accept any letter.

// ChoiceLetter is the mutation type of a multiple-choice answer.
const ChoiceLetter = "choice-letter" // another option letter of the statement

// The type is listed after the others (Types is in table order).
func init() { Types = append(Types, ChoiceLetter) }

var (
	choiceAnswerRe = regexp.MustCompile(`^\s*\$?\s*\(?\s*([A-K])\s*\)?\s*\$?\s*$`)
	choiceMarkRe   = regexp.MustCompile(`\(\s*([A-K])\s*\)`)
)

// choiceMutants returns the other option letters of the statement when the
// answer is one of its option letters.
func choiceMutants(problem, answer string) ([]Mutant, bool) {
	m := choiceAnswerRe.FindStringSubmatch(answer)
	if m == nil {
		return nil, false
	}
	seen := map[string]bool{}
	var letters []string
	for _, x := range choiceMarkRe.FindAllStringSubmatch(problem, -1) {
		if !seen[x[1]] {
			seen[x[1]] = true
			letters = append(letters, x[1])
		}
	}
	if !seen[m[1]] || len(letters) < 2 {
		return nil, false
	}
	var out []Mutant
	for _, l := range letters {
		if l != m[1] {
			out = append(out, Mutant{Type: ChoiceLetter, Answer: l})
		}
	}
	return out, true
}
