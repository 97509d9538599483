package status

import (
	"context"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/normalize"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/review"
)

// Recheck runs leg 1 on a row as a reviewer read it from the page
// (problem and answer as written there).
type Recheck func(ctx context.Context, id, problem, answer string) record.NativeOutcome

// Reviewed says what ApplyReview did with a row's review.
type Reviewed int

const (
	// NotReviewed: the row has no review.
	NotReviewed Reviewed = iota
	// ReviewApplied: the review was applied.
	ReviewApplied
	// ReviewStale: the row changed since the review (row_sha256 differs);
	// the review was not applied.
	ReviewStale
)

func (r Reviewed) String() string {
	switch r {
	case ReviewApplied:
		return "applied"
	case ReviewStale:
		return "stale"
	}
	return "not-reviewed"
}

// IsStale reports whether rev was made of another version of the row.
func IsStale(it *record.Item, rev *review.Review) bool { return rev.RowSHA256 != it.RowSHA256 }

// ApplyReview is Apply for a row that may carry a reviewer's decision
// (rev nil: none). A stale review (IsStale) is not applied: the row gets
// Apply's status. Otherwise:
//
//   - agree: the status stands;
//   - source-wrong: the reviewer's read of the page is the third read, in
//     agreement with the transcription: a row leg 1 refuted with a
//     counterexample ends refuted (or corrected, when leg 3 confirmed leg
//     1's recomputation), exactly as after a re-read that agrees;
//   - transcription: the row as the reviewer read it (rev.Problem and/or
//     rev.Answer) is checked again by leg 1 (recheck), exactly as a
//     re-read that disagrees: corrected with that text when leg 1
//     confirms it (the replaced text kept in the note), disputed
//     otherwise;
//   - checker-wrong: the row ends unverifiable with the reviewer's reason,
//     whatever leg 1 said (never refuted or suspected because of that
//     verdict, and no correction is made from it).
//
// An applied review adds a "Review:" line to the note (who, when, the
// comment). A row without an answer stays no-gold whatever the review.
func ApplyReview(ctx context.Context, it *record.Item, rev *review.Review, recheck Recheck) (Decision, Reviewed) {
	if rev == nil {
		return Apply(it), NotReviewed
	}
	if IsStale(it, rev) {
		return Apply(it), ReviewStale
	}
	hasAnswer := HasAnswer(it)
	by := "the reviewer " + rev.Reviewer + " (" + rev.At + ")"
	var d Decision
	read := it.Legs.Vision
	switch {
	case !hasAnswer:
		d = Decide(false, it.Legs)
	case rev.Decision == review.SourceWrong:
		legs := it.Legs
		legs.Vision = &record.VisionOutcome{Outcome: record.VisionAgree}
		d = decide(true, legs, "the reading of the page by "+by)
	case rev.Decision == review.Transcription:
		d, read = reviewedTranscription(ctx, it, rev, by, recheck)
	case rev.Decision == review.CheckerWrong:
		d = Decision{Status: record.StatusUnverifiable,
			Why: by + " found that the checker misread the book (" + strings.TrimSpace(rev.Comment) + "), so no check stands for this row"}
		if n := it.Legs.Native; n != nil && n.Verdict != record.VerdictNone {
			d.Why += "; leg 1's verdict (" + n.Verdict.String() + ") is set aside"
		}
	default: // agree
		d = Decide(true, it.Legs)
	}
	reader := "the re-read"
	if rev.Decision == review.Transcription {
		reader = "the reviewer's reading"
	}
	why := fix(it, d, read, reader)
	it.VerificationNote = Note(it, why) + "\n" + reviewLine(rev)
	return d, ReviewApplied
}

// reviewedTranscription settles a transcription fix like a re-read that
// disagrees: leg 1 checks the row as the reviewer read it.
func reviewedTranscription(ctx context.Context, it *record.Item, rev *review.Review, by string, recheck Recheck) (Decision, *record.VisionOutcome) {
	problem, answer := it.Problem, it.SourceAnswer
	var changed []string
	if rev.Problem != nil {
		problem = *rev.Problem
		changed = append(changed, "statement")
	}
	if rev.Answer != nil {
		answer = *rev.Answer
		changed = append(changed, "answer")
	}
	// Stored normalised like the transcription, as a re-read is.
	conv := normalize.ConventionOf(it)
	v := &record.VisionOutcome{Outcome: record.VisionDisagree}
	if rev.Problem != nil {
		v.Problem, _ = normalize.Text(problem, conv)
	}
	if rev.Answer != nil {
		v.Answer, _ = normalize.Answer(answer, conv)
	}
	out := recheck(ctx, it.ID, problem, answer)
	v.RereadVerdict = out.Verdict
	what := strings.Join(changed, " and ")
	if out.Verdict == record.Confirm {
		return Decision{Status: record.StatusCorrected, Fix: FixReread,
			Why: by + " found that the transcription misread the page's " + what +
				", and leg 1 (native checker" + kindSuffix(&out) + ") confirmed the row as read by the reviewer, which replaces it"}, v
	}
	verdict := "did not run"
	if out.Verdict != record.VerdictNone {
		verdict = "says " + out.Verdict.String()
	}
	return Decision{Status: record.StatusDisputed,
		Why: by + " found that the transcription misread the page's " + what +
			", and the row as read by the reviewer does not check out (leg 1 " + verdict + " on it: " + strings.TrimSpace(out.Note) + ")"}, v
}

// reviewLine is the note's account of an applied review.
func reviewLine(rev *review.Review) string {
	s := "Review: " + string(rev.Decision) + " by " + rev.Reviewer + " at " + rev.At
	if c := strings.TrimSpace(rev.Comment); c != "" {
		s += ": " + sentence(c)
	} else {
		s += "."
	}
	return s
}
