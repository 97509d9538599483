// Package status decides a row's answer_status from what the four
// verification legs found (the decision table of DESIGN.md, "answer_status")
// and writes the human verification_note. Everything here is a pure function
// of its arguments and safe for concurrent use.
//
// Reading of the leg outcomes:
//   - Legs.Native nil, or a Verdict of VerdictNone: leg 1 did not run.
//   - Legs.MathJS.Outcome is math.js's judgement of the transcribed answer:
//     "confirm", "contradict" or "not-evaluated". The engines disagree when
//     leg 1 confirms and math.js contradicts, or leg 1 refutes and math.js
//     confirms. Legs.MathJS.Recomputed is math.js's judgement of leg 1's
//     recomputed answer.
//   - Legs.Parsers.VerdictFragmentDisagrees: the third-party parsers read a
//     fragment that leg 1's verdict used differently.
//   - Legs.Vision nil or Outcome "not-reread": the page was not read again.
package status

import (
	"fmt"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// Fix says how a corrected row's gold is replaced.
type Fix int

const (
	// FixNone: the row keeps its transcription and answer.
	FixNone Fix = iota
	// FixRecomputed: the answer becomes Legs.Native.Recomputed.
	FixRecomputed
	// FixReread: problem and answer come from Legs.Vision.
	FixReread
)

func (f Fix) String() string {
	switch f {
	case FixNone:
		return "none"
	case FixRecomputed:
		return "recomputed"
	case FixReread:
		return "reread"
	}
	return fmt.Sprintf("Fix(%d)", int(f))
}

// Decision is the outcome of Decide.
type Decision struct {
	Status record.Status
	// Why explains the status in one or two sentences for the note; it names
	// the check behind a confirmation and every leg that did not run where
	// that matters.
	Why string
	// Fix is how the gold must be replaced when Status is StatusCorrected.
	Fix Fix
}

// Decide applies the answer_status decision table to one row. hasAnswer says
// whether the source prints an answer for the row.
func Decide(hasAnswer bool, legs record.Legs) Decision {
	return decide(hasAnswer, legs, "the page re-read (leg 4)")
}

// decide is Decide with the name of the third read in the why: the vision
// re-read, or a reviewer's read of the page (see ApplyReview).
func decide(hasAnswer bool, legs record.Legs, reader string) Decision {
	if !hasAnswer {
		return Decision{Status: record.StatusNoGold, Why: "the source prints no separate answer, so there is nothing to check"}
	}
	n := legs.Native
	if n == nil || n.Verdict == record.VerdictNone {
		return Decision{Status: record.StatusUnverifiable,
			Why: "no check ran: leg 1 (native checker) did not run on this row, and no other leg can verify an answer on its own" + js3Aside(legs)}
	}
	if n.Verdict == record.Undecided {
		why := "leg 1 (native checker) could not decide"
		if n.Recomputed != "" && n.RecomputedDiffers {
			why += "; its own recomputation differs from the source answer, but without a decided check that is not a refutation"
		}
		return Decision{Status: record.StatusUnverifiable, Why: why + js3Aside(legs)}
	}
	if n.Verdict != record.Confirm && n.Verdict != record.Refute {
		return Decision{Status: record.StatusUnverifiable, Why: fmt.Sprintf("leg 1 (native checker) returned an unknown verdict %q", n.Verdict)}
	}

	var js record.MathJSResult
	if legs.MathJS != nil {
		js = legs.MathJS.Outcome
	}
	refute := n.Verdict == record.Refute
	fl := flagsOf(legs)
	enginesDisagree, parsersDisagree, flags := fl.enginesDisagree, fl.parsersDisagree, fl.reasons

	if len(flags) == 0 {
		why := "leg 1 (native checker" + kindSuffix(n) + ") confirmed the answer"
		switch {
		case legs.MathJS == nil:
			why += "; leg 3 (math.js) did not run"
		case js == record.MathJSConfirm:
			why += ", and leg 3 (math.js) confirmed it independently"
		default:
			why += "; leg 3 (math.js) did not evaluate it"
		}
		if legs.Parsers == nil {
			why += "; leg 2 (cross-parsers) did not run"
		}
		return Decision{Status: record.StatusVerified, Why: why}
	}
	flagged := strings.Join(flags, "; ")

	read := record.VisionNotReread
	if legs.Vision != nil {
		read = legs.Vision.Outcome
	}
	switch read {
	case record.VisionAgree:
		if enginesDisagree || parsersDisagree {
			return Decision{Status: record.StatusSuspected,
				Why: flagged + "; " + reader + " agrees with the transcription, so the disagreement is not settled"}
		}
		if refute {
			ok, why := recomputationConfirmed(n, legs.MathJS)
			if ok {
				return Decision{Status: record.StatusCorrected, Fix: FixRecomputed,
					Why: flagged + "; " + reader + " agrees with the transcription; " + why}
			}
			return Decision{Status: record.StatusRefuted,
				Why: flagged + "; " + reader + " agrees with the transcription, so the source answer is wrong; " + why}
		}
		return Decision{Status: record.StatusSuspected,
			Why: flagged + "; " + reader + " agrees with the transcription, and without a counterexample the difference is not settled"}
	case record.VisionDisagree:
		v := legs.Vision
		if v.Disputed != "" {
			return Decision{Status: record.StatusDisputed,
				Why: flagged + "; " + reader + " cannot replace the transcription: " + v.Disputed}
		}
		if v.RereadVerdict == record.Confirm {
			if v.Problem == "" && v.Answer == "" {
				return Decision{Status: record.StatusDisputed,
					Why: flagged + "; " + reader + " disagrees with the transcription but carries no re-read text to publish"}
			}
			return Decision{Status: record.StatusCorrected, Fix: FixReread,
				Why: flagged + "; " + reader + " disagrees with the transcription, and leg 1 (native checker) confirmed the re-read row, which replaces it"}
		}
		rv := "leg 1 did not run on the re-read row"
		if v.RereadVerdict != record.VerdictNone {
			rv = "leg 1 says " + v.RereadVerdict.String() + " on the re-read row"
		}
		return Decision{Status: record.StatusDisputed,
			Why: flagged + "; " + reader + " disagrees with the transcription and the re-read row does not check out (" + rv + ")"}
	case record.VisionNotReread:
		why := "the page has not been re-read (leg 4 did not run)"
		if legs.Vision != nil {
			why = "the page has not been re-read (leg 4: not re-read)"
		}
		return Decision{Status: record.StatusSuspected, Why: flagged + "; " + why + ", so it is not settled whether the source or the transcription is at fault"}
	default:
		return Decision{Status: record.StatusSuspected,
			Why: flagged + fmt.Sprintf("; leg 4 reported an unknown outcome %q, treated as not re-read", read)}
	}
}

// recomputationConfirmed says whether leg 1 recomputed an answer and leg 3
// confirmed that recomputation; why explains either way.
func recomputationConfirmed(n *record.NativeOutcome, js *record.MathJSOutcome) (bool, string) {
	switch {
	case n.Recomputed == "":
		return false, "leg 1 gave no recomputed answer to replace it"
	case js == nil:
		return false, "leg 1 recomputed " + quote(n.Recomputed) + ", but leg 3 (math.js) did not run to confirm it"
	case js.Recomputed == record.MathJSConfirm:
		return true, "leg 1 recomputed " + quote(n.Recomputed) + " and leg 3 (math.js) confirmed the recomputation"
	case js.Recomputed == record.MathJSContradict:
		return false, "leg 1 recomputed " + quote(n.Recomputed) + ", but leg 3 (math.js) contradicts the recomputation"
	default:
		return false, "leg 1 recomputed " + quote(n.Recomputed) + ", but leg 3 (math.js) did not evaluate the recomputation"
	}
}

func kindSuffix(n *record.NativeOutcome) string {
	if n.Kind == "" {
		return ""
	}
	return ", " + n.Kind + " check"
}

// js3Aside mentions what leg 3 said on a row that leg 1 could not settle.
func js3Aside(legs record.Legs) string {
	if legs.MathJS == nil {
		return ""
	}
	switch legs.MathJS.Outcome {
	case record.MathJSConfirm:
		return "; leg 3 (math.js) confirmed the answer, which alone does not settle it"
	case record.MathJSContradict:
		return "; leg 3 (math.js) contradicts the answer, which alone does not settle it"
	}
	return ""
}

// flagState is why a decided row is flagged for a page re-read.
type flagState struct {
	enginesDisagree, parsersDisagree bool
	reasons                          []string
}

// flagsOf computes the flags of a row whose leg 1 confirmed or refuted.
func flagsOf(legs record.Legs) flagState {
	n := legs.Native
	var js record.MathJSResult
	if legs.MathJS != nil {
		js = legs.MathJS.Outcome
	}
	refute := n.Verdict == record.Refute
	var f flagState
	// Leg 3's outcome is math.js's judgement of the answer: the engines
	// disagree when it contradicts an answer leg 1 confirms, or confirms an
	// answer leg 1 refutes.
	f.enginesDisagree = (n.Verdict == record.Confirm && js == record.MathJSContradict) || (refute && js == record.MathJSConfirm)
	f.parsersDisagree = legs.Parsers != nil && legs.Parsers.VerdictFragmentDisagrees
	if refute {
		f.reasons = append(f.reasons, "leg 1 (native checker) refutes the answer with a counterexample")
	}
	if f.enginesDisagree {
		f.reasons = append(f.reasons, fmt.Sprintf("the engines disagree: leg 1 says %s, leg 3 (math.js) says %s", n.Verdict, js))
	}
	if f.parsersDisagree {
		f.reasons = append(f.reasons, "leg 2 (cross-parsers): the third-party parsers read a fragment that leg 1's verdict used differently")
	}
	if !refute && n.RecomputedDiffers {
		f.reasons = append(f.reasons, "leg 1's own recomputation differs from the source answer, with no counterexample")
	}
	return f
}

// Flags lists why a row needs its page read again (leg 4): the flags of
// the decision table. It is empty for a row the table settles without a
// re-read: leg 1 not run (no answer) or undecided (unverifiable either way),
// or a confirmation nothing contradicts.
func Flags(legs record.Legs) []string {
	n := legs.Native
	if n == nil || (n.Verdict != record.Confirm && n.Verdict != record.Refute) {
		return nil
	}
	return flagsOf(legs).reasons
}
