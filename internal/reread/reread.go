package reread

import (
	"context"
	"errors"
	"fmt"
	"hash/fnv"
	"net/http"
	"os"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/normalize"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/status"
	"github.com/dgnpipe/dgnpipe/internal/vision"
)

// Flags returns why a row needs its page read again: the flags of the
// status decision table (internal/status), so that leg 4 re-reads exactly
// the rows whose status a re-read can settle. No reasons means no flag.
func Flags(it *record.Item) []string { return status.Flags(it.Legs) }

// Recheck runs leg 1 on a (problem, answer) pair: the re-read row.
type Recheck func(ctx context.Context, id, problem, answer string) record.NativeOutcome

// Reader re-reads flagged rows and settles what the re-read says.
type Reader struct {
	// Client makes (or replays) the vision calls; nil means the leg is not
	// configured and no row is re-read.
	Client vision.Client
	// NotRunReason says why Client is nil ("no vision endpoint configured").
	NotRunReason string
	Recheck      Recheck
}

// NotFlagged is Row's notRun reason for a row that is not flagged.
const NotFlagged = "the row is not flagged"

// Row re-reads one row if it is flagged and records leg 4's outcome in
// it.Legs.Vision; unflagged rows are left alone (Vision stays nil).
// notRun says why the page was not read again ("" when it was): NotFlagged,
// the reader's NotRunReason, or what kept this page from being read (the
// outcome's note says the same). The error is returned only for a
// cancelled context.
func (r *Reader) Row(ctx context.Context, it *record.Item) (notRun string, err error) {
	flags := Flags(it)
	if len(flags) == 0 {
		return NotFlagged, nil
	}
	flagged := "flagged: " + strings.Join(flags, "; ")
	notReread := func(reason string) {
		it.Legs.Vision = &record.VisionOutcome{Outcome: record.VisionNotReread, Note: flagged + ". Page not re-read: " + reason + "."}
		notRun = reason
	}
	// failed marks a row the configured leg could not do: the stage
	// reports itself degraded and the next run re-reads the page. The leg
	// ran and failed, so notRun stays "".
	failed := func(reason string) {
		notReread(reason)
		it.Legs.Vision.Failed = reason
		notRun = ""
	}
	if r.Client == nil {
		notReread(r.NotRunReason)
		return notRun, nil
	}
	if it.Image == "" {
		notReread("the row has no page image")
		return notRun, nil
	}
	req := vision.Request{ProblemID: it.ProblemID}
	if req.Page, err = loadImage(it.Image); err != nil {
		notReread(err.Error())
		return notRun, nil
	}
	if it.AnswerImage != "" && it.AnswerImage != it.Image {
		img, err := loadImage(it.AnswerImage)
		if err != nil {
			notReread(err.Error())
			return notRun, nil
		}
		req.AnswerPage = &img
	}
	reading, err := r.Client.Reread(ctx, req)
	if err != nil {
		if ctx.Err() != nil {
			return notRun, ctx.Err()
		}
		if reason, ok := failure(err); ok {
			failed(reason)
		} else {
			notReread(errText(err))
		}
		return notRun, nil
	}
	seed := seedOf(it.ID)
	sameP, whyP := Same(it.Problem, reading.Problem, seed)
	sameA, whyA := true, "no answer to compare"
	if it.SourceAnswer != "" || reading.Answer != "" {
		sameA, whyA = Same(it.SourceAnswer, reading.Answer, seed+1)
	}
	// The re-read is stored normalised like the transcription (it may
	// replace the row's problem or gold when the row is corrected).
	conv := normalize.ConventionOf(it)
	normProblem, _ := normalize.Text(reading.Problem, conv)
	normAnswer, _ := normalize.Answer(reading.Answer, conv)
	v := &record.VisionOutcome{Problem: normProblem, Answer: normAnswer}
	src := "model reply"
	if reading.Cached {
		src = "cached reply"
	}
	if sameP && sameA {
		v.Outcome = record.VisionAgree
		v.Note = fmt.Sprintf("%s. Page re-read (%s): the statement agrees (%s); the answer agrees (%s).", flagged, src, whyP, whyA)
		it.Legs.Vision = v
		return notRun, nil
	}
	v.Outcome = record.VisionDisagree
	problem, answer := it.Problem, it.SourceAnswer
	var diffs []string
	if !sameP {
		problem = reading.Problem
		diffs = append(diffs, "statement differs: "+whyP)
	}
	if !sameA {
		answer = reading.Answer
		diffs = append(diffs, "answer differs: "+whyA)
	}
	out := r.Recheck(ctx, it.ID, problem, answer)
	v.RereadVerdict = out.Verdict
	v.Note = fmt.Sprintf("%s. Page re-read (%s): %s. Leg 1 on the re-read row: %s — %s",
		flagged, src, strings.Join(diffs, "; "), out.Verdict, out.Note)
	it.Legs.Vision = v
	return "", nil
}

// failure says whether err means the configured leg could not run (the
// endpoint unreachable or given up, the key refused, the budget spent),
// with the reason in our words. An unusable reply (the model answered, but
// not with the JSON asked for) or a replay-mode miss is not a failure.
func failure(err error) (string, bool) {
	var ce *vision.CallError
	switch {
	case errors.Is(err, vision.ErrBudget):
		return "the run's vision budget is spent", true
	case errors.As(err, &ce):
		return ce.Error(), true
	}
	return "", false
}

// errText is the reason recorded for a re-read that did not give a
// reading; it is worded by us, never a server's text (which may echo the
// key).
func errText(err error) string {
	var ue *vision.UnusableError
	switch {
	case errors.Is(err, vision.ErrNotCached):
		return "replay mode and no cached reply"
	case errors.As(err, &ue):
		return "the model's reply was unusable (" + ue.Reason + ")"
	}
	return "the vision call failed"
}

// maxImage caps the size of a page image sent to the model.
const maxImage = 20 << 20

func loadImage(path string) (vision.Image, error) {
	st, err := os.Stat(path)
	if err != nil {
		return vision.Image{}, fmt.Errorf("page image %s: %w", path, err)
	}
	if st.Size() > maxImage {
		return vision.Image{}, fmt.Errorf("page image %s is %d bytes, over the %d limit", path, st.Size(), maxImage)
	}
	b, err := os.ReadFile(path)
	if err != nil {
		return vision.Image{}, fmt.Errorf("page image %s: %w", path, err)
	}
	mime := http.DetectContentType(b)
	if mime != "image/png" && mime != "image/jpeg" {
		return vision.Image{}, fmt.Errorf("page image %s is %s, not PNG or JPEG", path, mime)
	}
	return vision.Image{Bytes: b, MIME: mime}, nil
}

func seedOf(id string) uint64 {
	h := fnv.New64a()
	h.Write([]byte(id))
	return h.Sum64()
}
