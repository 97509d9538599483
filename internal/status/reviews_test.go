package status

import (
	"context"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/review"
)

// refutedRow is a row leg 1 refuted with a counterexample whose page was
// not re-read: suspected without a review.
func refutedRow() record.Item {
	return record.Item{ID: "dgn.core.1.001", Source: "dgn_math", Problem: "Solve $x+1=3$.", FinalAnswer: "3", SourceAnswer: "3",
		Solution: `So $x=\boxed{3}$.`, RowSHA256: review.RowSHA256("Solve $x+1=3$.", "3"),
		Legs: record.Legs{
			Native: &record.NativeOutcome{Verdict: record.Refute, Kind: "equation", Note: "x=3 gives 4, not 3"},
			Vision: &record.VisionOutcome{Outcome: record.VisionNotReread, Note: "not configured"},
		}}
}

func rev(it *record.Item, d review.Decision) *review.Review {
	return &review.Review{ID: it.ID, Decision: d, Reviewer: "ann", At: "2026-12-01T08:00:00Z", RowSHA256: it.RowSHA256, Comment: "looked at page 3"}
}

type fakeCheck struct {
	verdict               record.Verdict
	gotProblem, gotAnswer string
}

func (f *fakeCheck) recheck(_ context.Context, _, problem, answer string) record.NativeOutcome {
	f.gotProblem, f.gotAnswer = problem, answer
	return record.NativeOutcome{Verdict: f.verdict, Kind: "equation", Note: "checked"}
}

func noCheck(t *testing.T) Recheck {
	return func(context.Context, string, string, string) record.NativeOutcome {
		t.Error("recheck called for a review that is not a transcription fix")
		return record.NativeOutcome{}
	}
}

func TestApplyReviewNone(t *testing.T) {
	it := refutedRow()
	d, what := ApplyReview(context.Background(), &it, nil, noCheck(t))
	if what != NotReviewed || d.Status != record.StatusSuspected || strings.Contains(it.VerificationNote, "Review:") {
		t.Errorf("no review: %v %v %q", what, d.Status, it.VerificationNote)
	}
}

func TestApplyReviewStaleIsNotApplied(t *testing.T) {
	it := refutedRow()
	r := rev(&it, review.SourceWrong)
	r.RowSHA256 = review.RowSHA256("Solve $x+2=3$.", "3") // reviewed another version
	d, what := ApplyReview(context.Background(), &it, r, noCheck(t))
	if what != ReviewStale || d.Status != record.StatusSuspected || strings.Contains(it.VerificationNote, "Review:") {
		t.Errorf("stale review: %v %v %q", what, d.Status, it.VerificationNote)
	}
}

func TestApplyReviewAgree(t *testing.T) {
	it := refutedRow()
	d, what := ApplyReview(context.Background(), &it, rev(&it, review.Agree), noCheck(t))
	if what != ReviewApplied || d.Status != record.StatusSuspected {
		t.Errorf("agree: %v %v", what, d.Status)
	}
	if !strings.HasSuffix(it.VerificationNote, "\nReview: agree by ann at 2026-12-01T08:00:00Z: looked at page 3.") {
		t.Errorf("note does not say who reviewed it and when: %q", it.VerificationNote)
	}
}

func TestApplyReviewSourceWrong(t *testing.T) {
	it := refutedRow()
	d, _ := ApplyReview(context.Background(), &it, rev(&it, review.SourceWrong), noCheck(t))
	if d.Status != record.StatusRefuted || it.FinalAnswer != "3" {
		t.Errorf("source-wrong on a suspected refutation: %v, answer %q", d.Status, it.FinalAnswer)
	}
	if !strings.Contains(it.VerificationNote, "the reading of the page by the reviewer ann (2026-12-01T08:00:00Z) agrees with the transcription, so the source answer is wrong") {
		t.Errorf("note: %q", it.VerificationNote)
	}

	// With a recomputation leg 3 confirmed, the row is corrected, as after
	// a re-read that agrees.
	it = refutedRow()
	it.Legs.Native.Recomputed, it.Legs.Native.RecomputedDiffers = "2", true
	it.Legs.MathJS = &record.MathJSOutcome{Outcome: record.MathJSContradict, Recomputed: record.MathJSConfirm}
	d, _ = ApplyReview(context.Background(), &it, rev(&it, review.SourceWrong), noCheck(t))
	if d.Status != record.StatusCorrected || it.FinalAnswer != "2" {
		t.Errorf("source-wrong with a confirmed recomputation: %v, answer %q", d.Status, it.FinalAnswer)
	}

	// A confirmed row nothing flags stays verified: a reviewer's word is
	// no counterexample.
	it = refutedRow()
	it.Legs.Native.Verdict = record.Confirm
	it.Legs.Vision = nil
	d, _ = ApplyReview(context.Background(), &it, rev(&it, review.SourceWrong), noCheck(t))
	if d.Status != record.StatusVerified {
		t.Errorf("source-wrong on a confirmed row: %v", d.Status)
	}
}

func TestApplyReviewTranscription(t *testing.T) {
	it := refutedRow()
	r := rev(&it, review.Transcription)
	p, a := "Solve $x+1=4$.", "3"
	r.Problem, r.Answer = &p, &a
	fc := &fakeCheck{verdict: record.Confirm}
	d, _ := ApplyReview(context.Background(), &it, r, fc.recheck)
	if fc.gotProblem != p || fc.gotAnswer != a {
		t.Errorf("recheck got %q %q", fc.gotProblem, fc.gotAnswer)
	}
	if d.Status != record.StatusCorrected || d.Fix != FixReread || it.Problem != p {
		t.Errorf("transcription fix that verifies: %v %v problem %q", d.Status, d.Fix, it.Problem)
	}
	if !strings.Contains(it.VerificationNote, "The transcribed problem `Solve $x+1=3$.` is replaced by the reviewer's reading") {
		t.Errorf("the replaced text is not kept in the note: %q", it.VerificationNote)
	}

	// Only the answer, which does not check out: disputed, nothing replaced.
	it = refutedRow()
	r = rev(&it, review.Transcription)
	a = "5"
	r.Answer = &a
	fc = &fakeCheck{verdict: record.Refute}
	d, _ = ApplyReview(context.Background(), &it, r, fc.recheck)
	if fc.gotProblem != it.Problem || fc.gotAnswer != "5" {
		t.Errorf("recheck got %q %q", fc.gotProblem, fc.gotAnswer)
	}
	if d.Status != record.StatusDisputed || it.FinalAnswer != "3" {
		t.Errorf("transcription fix that does not verify: %v, answer %q", d.Status, it.FinalAnswer)
	}

	// A decimal comma in a DGN answer is normalised like the re-read's.
	it = refutedRow()
	r = rev(&it, review.Transcription)
	a = "0,5"
	r.Answer = &a
	fc = &fakeCheck{verdict: record.Confirm}
	ApplyReview(context.Background(), &it, r, fc.recheck)
	if it.AnswerStatus != record.StatusCorrected || it.FinalAnswer != "0.5" || it.FinalAnswerBoxed != `\boxed{0.5}` {
		t.Errorf("corrected answer %q %q (%v)", it.FinalAnswer, it.FinalAnswerBoxed, it.AnswerStatus)
	}
}

func TestApplyReviewCheckerWrong(t *testing.T) {
	// Even a refutation with a confirmed recomputation (corrected without
	// a review) ends unverifiable, and nothing is replaced.
	it := refutedRow()
	it.Legs.Native.Recomputed, it.Legs.Native.RecomputedDiffers = "2", true
	it.Legs.MathJS = &record.MathJSOutcome{Outcome: record.MathJSContradict, Recomputed: record.MathJSConfirm}
	it.Legs.Vision = &record.VisionOutcome{Outcome: record.VisionAgree}
	d, _ := ApplyReview(context.Background(), &it, rev(&it, review.CheckerWrong), noCheck(t))
	if d.Status != record.StatusUnverifiable || it.FinalAnswer != "3" || d.Fix != FixNone {
		t.Errorf("checker-wrong: %v %v answer %q", d.Status, d.Fix, it.FinalAnswer)
	}
	if !strings.Contains(it.VerificationNote, "found that the checker misread the book (looked at page 3)") {
		t.Errorf("note lacks the reviewer's reason: %q", it.VerificationNote)
	}

	// A row without an answer stays no-gold.
	it = refutedRow()
	it.FinalAnswer, it.SourceAnswer = "", ""
	d, _ = ApplyReview(context.Background(), &it, rev(&it, review.CheckerWrong), noCheck(t))
	if d.Status != record.StatusNoGold {
		t.Errorf("checker-wrong on a row without an answer: %v", d.Status)
	}
}
