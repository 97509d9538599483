package status

import (
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// Note builds the human verification_note of a row: the status and why (as
// given), then what each leg that ran checked and found (their own notes),
// the legs that did not run, the worked-solution audit's sentence (never a
// part of the status), and the normalisation notes (it.Notes). It uses
// it.AnswerStatus for the first line. The note never says "verified" without
// naming the check that passed: the why of a verified row names leg 1's check.
func Note(it *record.Item, why string) string {
	var b strings.Builder
	b.WriteString(it.AnswerStatus.String())
	if why != "" {
		b.WriteString(": ")
		b.WriteString(why)
	}
	b.WriteString(".")
	l := it.Legs
	var missing []string
	if n := l.Native; n != nil && n.Verdict != record.VerdictNone {
		b.WriteString("\nLeg 1 (native checker")
		b.WriteString(kindSuffix(n))
		b.WriteString("): ")
		b.WriteString(n.Verdict.String())
		writeDetail(&b, trimOutcome(n.Note, n.Verdict.String()))
		if n.Recomputed != "" {
			b.WriteString(" Recomputed answer: ")
			b.WriteString(n.Recomputed)
			if n.RecomputedDiffers {
				b.WriteString(" (differs from the source answer).")
			} else {
				b.WriteString(" (same as the source answer).")
			}
		}
	} else {
		missing = append(missing, "leg 1 (native checker)")
	}
	if p := l.Parsers; p != nil {
		b.WriteString("\nLeg 2 (cross-parsers): ")
		if why, ok := strings.CutPrefix(p.Note, "not run: "); ok && p.Outcome == record.ParsersUnparsed {
			// Its outcome of no judgement: the leg read nothing, and the
			// note says why (switched off, or not needed on a row leg 1
			// did not decide), not that a parser failed.
			b.WriteString("not run")
			writeDetail(&b, why)
		} else {
			b.WriteString(orUnknown(p.Outcome.String()))
			writeDetail(&b, trimOutcome(p.Note, p.Outcome.String()))
		}
	} else {
		missing = append(missing, "leg 2 (cross-parsers)")
	}
	if j := l.MathJS; j != nil {
		b.WriteString("\nLeg 3 (math.js): ")
		b.WriteString(orUnknown(j.Outcome.String()))
		if j.Recomputed != "" {
			b.WriteString("; on the recomputed answer: ")
			b.WriteString(j.Recomputed.String())
		}
		writeDetail(&b, trimOutcome(j.Note, j.Outcome.String()))
	} else {
		missing = append(missing, "leg 3 (math.js)")
	}
	if v := l.Vision; v != nil {
		b.WriteString("\nLeg 4 (page re-read): ")
		b.WriteString(orUnknown(v.Outcome.String()))
		if v.RereadVerdict != record.VerdictNone {
			b.WriteString("; leg 1 on the re-read row: ")
			b.WriteString(v.RereadVerdict.String())
		}
		writeDetail(&b, trimOutcome(v.Note, v.Outcome.String()))
	} else if it.AnswerStatus != record.StatusNoGold {
		missing = append(missing, "leg 4 (page re-read)")
	}
	if len(missing) > 0 && it.AnswerStatus != record.StatusNoGold {
		b.WriteString("\nDid not run: ")
		b.WriteString(strings.Join(missing, ", "))
		b.WriteString(".")
	}
	writeSolution(&b, it.SolutionAudit) // issue 26 (solution.go)
	if len(it.Notes) > 0 {
		b.WriteString("\nNormalisation: ")
		for i, n := range it.Notes {
			if i > 0 {
				b.WriteString(" ")
			}
			b.WriteString(sentence(n))
		}
	}
	return b.String()
}

// trimOutcome drops a leg note's leading "outcome: " (the leg's notes
// often start with their outcome, which the note has just written:
// "undecided: undecided: ...", "not-evaluated: not evaluated: ...").
func trimOutcome(note, outcome string) string {
	if outcome == "" {
		return note
	}
	t := strings.TrimSpace(note)
	for _, o := range []string{outcome, strings.ReplaceAll(outcome, "-", " ")} {
		if rest, ok := strings.CutPrefix(t, o+": "); ok {
			return rest
		}
	}
	return note
}

func writeDetail(b *strings.Builder, note string) {
	note = strings.TrimSpace(note)
	if note == "" {
		b.WriteString(".")
		return
	}
	b.WriteString(": ")
	b.WriteString(sentence(note))
}

func sentence(s string) string {
	s = strings.TrimSpace(s)
	if s == "" || strings.HasSuffix(s, ".") || strings.HasSuffix(s, "!") || strings.HasSuffix(s, "?") {
		return s
	}
	return s + "."
}

func orUnknown(s string) string {
	if s == "" {
		return "(no outcome)"
	}
	return s
}

// HasAnswer reports whether the source prints an answer for the row.
func HasAnswer(it *record.Item) bool {
	return strings.TrimSpace(it.FinalAnswer) != "" || strings.TrimSpace(it.SourceAnswer) != ""
}

// Apply decides the row's status, applies a correction (the recomputed
// answer, or the re-read problem and answer, with what they replace kept in
// the note) and sets AnswerStatus and VerificationNote. It returns the
// decision.
func Apply(it *record.Item) Decision {
	d := Decide(HasAnswer(it), it.Legs)
	it.VerificationNote = Note(it, fix(it, d, it.Legs.Vision, "the re-read"))
	return d
}

// fix sets the row's status to d.Status and applies d.Fix, the re-read
// text coming from read (leg 4's, or a reviewer's, named by reader); it
// returns d.Why followed by what the correction replaced, for the note.
func fix(it *record.Item, d Decision, read *record.VisionOutcome, reader string) string {
	why := d.Why
	switch d.Fix {
	case FixRecomputed:
		src := it.SourceAnswer
		if src == "" {
			src = it.FinalAnswer
		}
		why += ". The source answer " + quote(src) + " is replaced by the recomputed " + quote(it.Legs.Native.Recomputed)
		it.FinalAnswer = it.Legs.Native.Recomputed
		it.FinalAnswerBoxed = Boxed(it.FinalAnswer)
		why += correctSolution(it)
	case FixReread:
		v := read
		if v.Problem != "" && v.Problem != it.Problem {
			why += ". The transcribed problem " + quote(it.Problem) + " is replaced by " + reader
			it.Problem = v.Problem
		}
		if v.Answer != "" && v.Answer != it.FinalAnswer {
			src := it.FinalAnswer
			if it.SourceAnswer != "" {
				src = it.SourceAnswer
			}
			why += ". The transcribed answer " + quote(src) + " is replaced by " + reader + " " + quote(v.Answer)
			it.FinalAnswer = v.Answer
			it.FinalAnswerBoxed = Boxed(it.FinalAnswer)
			why += correctSolution(it)
		}
	}
	it.AnswerStatus = d.Status
	return why
}

// correctSolution makes a corrected row's published solution agree with its
// new gold (it.FinalAnswer): the solution's last \boxed{...} is replaced by
// the new answer; a solution without one, which may well end in the
// book's answer, is not published. Either way the book's solution text is
// kept in the note (the returned sentence).
func correctSolution(it *record.Item) string {
	book := it.Solution
	if strings.TrimSpace(book) == "" {
		return ""
	}
	if start, end, ok := lastBoxed(book); ok {
		it.Solution = book[:start] + Boxed(it.FinalAnswer) + book[end:]
		return ". In the solution, the book's final " + quote(book[start:end]) + " now reads " + quote(Boxed(it.FinalAnswer)) +
			"; the book's solution was " + quote(book)
	}
	it.Solution = ""
	return ". The book's solution has no \\boxed{} answer to correct, so it is not published; it was " + quote(book)
}

// lastBoxed finds the last brace-balanced \boxed{...} of s: s[start:end]
// is the whole \boxed{...}.
func lastBoxed(s string) (start, end int, ok bool) {
	const open = `\boxed{`
	for from := len(s); ; {
		i := strings.LastIndex(s[:from], open)
		if i < 0 {
			return 0, 0, false
		}
		depth := 0
		for j := i + len(open) - 1; j < len(s); j++ {
			switch s[j] {
			case '\\':
				j++ // an escaped character, \{ or \}, is not a brace
			case '{':
				depth++
			case '}':
				depth--
				if depth == 0 {
					return i, j + 1, true
				}
			}
		}
		from = i // unbalanced: try an earlier one
	}
}

// Boxed returns the \boxed{...} form of a bare answer.
func Boxed(answer string) string { return `\boxed{` + answer + `}` }

func quote(s string) string { return "`" + s + "`" }
