package normalize

import (
	"fmt"
	"strings"
	"unicode"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// DGNSource is the `source` of the rows transcribed from the DGN books;
// those rows follow the Russian convention.
const DGNSource = "dgn_math"

// ConventionOf returns the decimal convention of a row: Russian for the
// DGN books (Source == DGNSource), Western for every other corpus (an
// importer of an English corpus must therefore not label its rows
// dgn_math).
func ConventionOf(it *record.Item) Convention {
	if it.Source == DGNSource {
		return Russian
	}
	return Western
}

// Outcome says what Item did to one row.
type Outcome struct {
	// Repaired names the fields ("problem", "solution", "answer") that a
	// repair changed (a rewritten delimiter, a decimal comma, a missing $,
	// the boxed answer appended to the solution). Stripping the answer's
	// own $ or \boxed{} is not a repair.
	Repaired []string
	// Unrepaired holds one sentence per field that still breaks an
	// invariant, as appended to the row's Notes.
	Unrepaired []string
}

// Item normalises one row in place under ConventionOf(it):
//
//   - Problem and Solution go through Text;
//   - FinalAnswer = Answer(SourceAnswer) (or, for a row that carries no
//     SourceAnswer, Answer(FinalAnswer)); FinalAnswerBoxed is
//     `\boxed{FinalAnswer}`, or "" when there is no answer;
//   - when there is an answer and a worked solution, the solution must
//     end in the answer: unless the last \boxed{} of the solution already
//     holds it (compared after Answer and without spaces),
//     `Answer: $\boxed{...}$.` is appended on a new paragraph; when the
//     solution's own last box holds something else, a note says so. An
//     empty solution stays empty (the gold is in FinalAnswerBoxed);
//   - each field that still breaks an invariant adds one sentence to Notes
//     ("problem: unbalanced $ at offset 41, left as is."), never twice.
//
// Item is idempotent: applying it to its own output changes nothing.
func Item(it *record.Item) Outcome {
	c := ConventionOf(it)
	var o Outcome
	field := func(name string, fixes, problems []string) {
		if len(fixes) > 0 {
			o.Repaired = append(o.Repaired, name)
		}
		if len(problems) > 0 {
			o.Unrepaired = append(o.Unrepaired, name+": "+sentence(strings.Join(problems, "; ")))
		}
	}
	var notes []string

	p, fixes, problems := text(it.Problem, c)
	it.Problem = p
	field("problem", fixes, problems)
	for _, f := range fixes {
		if strings.HasPrefix(f, "inserted a missing") {
			notes = append(notes, "problem: "+sentence(f))
		}
	}

	src := it.SourceAnswer
	if src == "" {
		src = it.FinalAnswer
	}
	fa, afixes, aproblems := answer(src, c)
	if fa == it.FinalAnswer {
		afixes = nil // already normalised by an earlier pass
	}
	it.FinalAnswer = fa
	it.FinalAnswerBoxed = ""
	if fa != "" {
		it.FinalAnswerBoxed = `\boxed{` + fa + `}`
	}
	field("answer", afixes, aproblems)

	sol, sfixes, sproblems := text(it.Solution, c)
	for _, f := range sfixes {
		if strings.HasPrefix(f, "inserted a missing") {
			notes = append(notes, "solution: "+sentence(f))
		}
	}
	// A row without a worked solution keeps it empty: the boxed gold is
	// final_answer_boxed, and a solution made of the answer alone would
	// be a solution the source does not have (diff would report it).
	if fa != "" && Balanced(fa) && strings.TrimSpace(sol) != "" {
		last, ok := lastBoxed(sol)
		if ok {
			last, _ = Answer(last, c)
		}
		if !ok || squeeze(last) != squeeze(fa) {
			if ok {
				notes = append(notes, sentence(fmt.Sprintf("solution: its last \\boxed{} holds %q, not the answer %q; the answer was appended", last, fa)))
			}
			sol = appendAnswer(sol, it.FinalAnswerBoxed)
			sfixes = append(sfixes, "appended the boxed answer")
		}
	}
	it.Solution = sol
	field("solution", sfixes, sproblems)

	notes = append(notes, o.Unrepaired...)
	for _, n := range notes {
		if !contains(it.Notes, n) {
			it.Notes = append(it.Notes, n)
		}
	}
	return o
}

func sentence(s string) string {
	s = strings.TrimSpace(s)
	if s == "" || strings.HasSuffix(s, ".") {
		return s
	}
	return s + "."
}

// squeeze drops white space and the spacing commands, for comparing two
// spellings of one answer.
func squeeze(s string) string {
	s = unwrapText(s)
	s = strings.NewReplacer(`\,`, "", `\;`, "", `\!`, "", `\ `, "", `\quad`, "").Replace(s)
	return strings.Join(strings.Fields(s), "")
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// unwrapText replaces each \text{X} (and the other text commands) by X,
// so `\text{No solutions}` and `No solutions` compare equal.
func unwrapText(s string) string {
	if !strings.Contains(s, `\`) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); {
		if s[i] != '\\' {
			b.WriteByte(s[i])
			i++
			continue
		}
		j := skipEscape(s, i)
		if textCommands[s[i+1:min(j, len(s))]] && j < len(s) && s[j] == '{' {
			end := skipArgument(s, j)
			b.WriteString(s[j+1 : max(j+1, end-1)])
			i = end
			continue
		}
		b.WriteString(s[i:j])
		i = j
	}
	return b.String()
}

// appendAnswer appends the closing "Answer: $\boxed{…}$." to a solution
// that does not end on the answer (separated by a blank line).
func appendAnswer(sol, boxed string) string {
	tail := "Answer: $" + boxed + "$."
	if strings.TrimSpace(sol) == "" {
		return tail
	}
	return strings.TrimRightFunc(sol, unicode.IsSpace) + "\n\n" + tail
}

// WithoutAppendedAnswer returns the solution as the source wrote it: sol
// without the closing answer appendAnswer adds, when it ends with it (the
// worked-solution audit reads where the book's solution ends, not the
// answer normalize put after it).
func WithoutAppendedAnswer(sol, boxed string) string {
	tail := "Answer: $" + boxed + "$."
	if sol == tail {
		return ""
	}
	return strings.TrimSuffix(sol, "\n\n"+tail)
}
