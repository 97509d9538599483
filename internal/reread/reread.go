package reread

import (
	"context"
	"errors"
	"fmt"
	"hash/fnv"
	"net/http"
	"os"
	"strings"
	"sync/atomic"

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

// Reader re-reads flagged rows and settles what the re-read says. It is
// safe for concurrent use (one row per call).
type Reader struct {
	// Client makes (or replays) the vision calls; nil means the leg is not
	// configured and no row is re-read.
	Client vision.Client
	// ConfirmModel, when set, is the model that makes the second,
	// independent read of a page whose statement the first read gives
	// otherwise (confirm_model); either way the second request has its
	// prompt and images varied (vision.Request.Second).
	ConfirmModel string
	// NotRunReason says why Client is nil ("no vision endpoint configured").
	NotRunReason string
	Recheck      Recheck
	// Cached counts the readings that came from the cache.
	Cached atomic.Int64
}

// NotFlagged is Row's notRun reason for a row that is not flagged.
const NotFlagged = "the row is not flagged"

// rowRead is one row being re-read: what it is flagged for, and how the
// outcome is recorded.
type rowRead struct {
	it      *record.Item
	flagged string
	notRun  string
}

func (rr *rowRead) notReread(reason string) {
	rr.it.Legs.Vision = &record.VisionOutcome{Outcome: record.VisionNotReread, Note: rr.flagged + ". Page not re-read: " + reason + "."}
	rr.notRun = reason
}

// failed marks a row the configured leg could not do: the stage reports
// itself degraded and the next run re-reads the page. The leg ran and
// failed, so notRun stays "".
func (rr *rowRead) failed(reason string) {
	rr.notReread(reason)
	rr.it.Legs.Vision.Failed = reason
	rr.notRun = ""
}

// Row re-reads one row if it is flagged and records leg 4's outcome in
// it.Legs.Vision; unflagged rows are left alone (Vision stays nil).
// notRun says why the page was not read again ("" when it was): NotFlagged,
// the reader's NotRunReason, or what kept this page from being read (the
// outcome's note says the same). The error is returned only for a
// cancelled context.
//
// A re-read statement replaces the transcription only when it proves
// itself (docs/leg4-reread.md): it must be this problem (not wholly
// another one, nor another number), and a second, independent read of the
// page must agree with it.
func (r *Reader) Row(ctx context.Context, it *record.Item) (notRun string, err error) {
	flags := Flags(it)
	if len(flags) == 0 {
		return NotFlagged, nil
	}
	rr := &rowRead{it: it, flagged: "flagged: " + strings.Join(flags, "; ")}
	if r.Client == nil {
		rr.notReread(r.NotRunReason)
		return rr.notRun, nil
	}
	req, why := request(it)
	if why != "" {
		rr.notReread(why)
		return rr.notRun, nil
	}
	first, ok, err := r.read(ctx, rr, r.Client, req, "")
	if !ok {
		return rr.notRun, err
	}
	seed := seedOf(it.ID)
	c := compare(it, first, seed)
	reads := []string{"re-read (" + source(first) + ")"}
	if !c.sameP {
		if why := otherProblem(it, first, c.whyP); why != "" {
			r.dispute(rr, first, c, why)
			return "", nil
		}
		second, ok, err := r.secondRead(ctx, rr, req)
		if !ok {
			return rr.notRun, err
		}
		again := "read again independently"
		if r.ConfirmModel != "" {
			again += " by " + r.ConfirmModel
		}
		reads = append(reads, again+" ("+source(second)+")")
		if done := r.settleStatement(rr, first, second, &c, seed); done {
			return "", nil
		}
	}
	r.settle(ctx, rr, first, c, strings.Join(reads, ", then "))
	return "", nil
}

// request builds the vision request of a row, or says why there is none.
func request(it *record.Item) (vision.Request, string) {
	req := vision.Request{ProblemID: it.ProblemID,
		MaxProblem: maxReadChars(it.Problem), MaxAnswer: maxReadChars(it.SourceAnswer)}
	if it.Image == "" {
		return req, "the row has no page image"
	}
	var err error
	if req.Page, err = loadImage(it.Image); err != nil {
		return req, err.Error()
	}
	if it.AnswerImage != "" && it.AnswerImage != it.Image {
		img, err := loadImage(it.AnswerImage)
		if err != nil {
			return req, err.Error()
		}
		req.AnswerPage = &img
	}
	return req, ""
}

// read asks client for req and checks the reading's size against the
// transcription; when there is no usable reading it records why (what
// names which read: "" or "the second read: ") and returns false, with
// the context's error when the run was cancelled.
func (r *Reader) read(ctx context.Context, rr *rowRead, client vision.Client, req vision.Request, what string) (vision.Reading, bool, error) {
	reading, err := client.Reread(ctx, req)
	if err == nil {
		if why := oversize(rr.it, reading); why != "" {
			err = &vision.UnusableError{Reason: why}
		}
	}
	if err != nil {
		if ctx.Err() != nil {
			return reading, false, ctx.Err()
		}
		if reason, ok := failure(err); ok {
			rr.failed(what + reason)
		} else {
			rr.notReread(what + errText(err))
		}
		return reading, false, nil
	}
	if reading.Cached {
		r.Cached.Add(1)
	}
	return reading, true, nil
}

// secondRead makes the second, independent read of req's page.
func (r *Reader) secondRead(ctx context.Context, rr *rowRead, req vision.Request) (vision.Reading, bool, error) {
	req.Second = true
	req.Model = r.ConfirmModel
	return r.read(ctx, rr, r.Client, req, "the second read: ")
}

func source(r vision.Reading) string {
	if r.Cached {
		return "cached reply"
	}
	return "model reply"
}

// dispute records a re-read that cannot replace the transcription, why.
func (r *Reader) dispute(rr *rowRead, first vision.Reading, c comparison, why string) {
	conv := normalize.ConventionOf(rr.it)
	p, _ := normalize.Text(first.Problem, conv)
	a, _ := normalize.Answer(first.Answer, conv)
	rr.it.Legs.Vision = &record.VisionOutcome{Outcome: record.VisionDisagree, Problem: p, Answer: a, Disputed: why,
		Note: fmt.Sprintf("%s. Page re-read (%s): %s (statement: %s; answer: %s).", rr.flagged, source(first), why, c.whyP, c.whyA)}
}

// settleStatement weighs the second read of a page whose first read gave
// another statement: agreeing with the transcription, the transcription
// stands (c.sameP becomes true); agreeing with the first read, the first
// read's statement is confirmed; agreeing with neither, the row is
// disputed (done).
func (r *Reader) settleStatement(rr *rowRead, first, second vision.Reading, c *comparison, seed uint64) (done bool) {
	withTranscription, whyT := Same(rr.it.Problem, second.Problem, seed+2)
	withFirst, whyF := Same(first.Problem, second.Problem, seed+3)
	switch {
	case withTranscription:
		c.sameP, c.stood = true, true
		c.whyP = "the first read's statement differed (" + c.whyP + "), but a second, independent read agrees with the transcription (" + whyT + "), which stands"
	case withFirst:
		c.whyP += "; a second, independent read agrees with the first (" + whyF + ")"
	default:
		r.dispute(rr, first, *c, fmt.Sprintf("the two reads of the page disagree: the first read's statement differs from the transcription (%s), and a second, independent read agrees with neither (with the first: %s; with the transcription: %s)", c.whyP, whyF, whyT))
		return true
	}
	return false
}

// settle records the outcome of a re-read whose statement is settled: it
// agrees, or it differs and is confirmed by a second read. A differing row
// is checked again by leg 1; the side that agrees keeps the book's text.
func (r *Reader) settle(ctx context.Context, rr *rowRead, reading vision.Reading, c comparison, reads string) {
	it := rr.it
	conv := normalize.ConventionOf(it)
	normProblem, _ := normalize.Text(reading.Problem, conv)
	normAnswer, _ := normalize.Answer(reading.Answer, conv)
	v := &record.VisionOutcome{Problem: normProblem, Answer: normAnswer}
	if c.stood {
		v.Problem = "" // the first read's statement was outvoted: not kept as the page's
	}
	if c.sameP && c.sameA {
		v.Outcome = record.VisionAgree
		v.Note = fmt.Sprintf("%s. Page %s: the statement agrees (%s); the answer agrees (%s).", rr.flagged, reads, c.whyP, c.whyA)
		it.Legs.Vision = v
		return
	}
	v.Outcome = record.VisionDisagree
	problem, answer := it.Problem, it.SourceAnswer
	var diffs []string
	if c.sameP {
		v.Problem = "" // the transcription stands
		diffs = append(diffs, "the statement agrees: "+c.whyP)
	} else {
		problem = reading.Problem
		diffs = append(diffs, "statement differs: "+c.whyP)
	}
	if c.sameA {
		v.Answer = "" // the same answer: the book's form is kept
		diffs = append(diffs, "the answer agrees: "+c.whyA)
	} else {
		answer = reading.Answer
		diffs = append(diffs, "answer differs: "+c.whyA)
	}
	out := r.Recheck(ctx, it.ID, problem, answer)
	v.RereadVerdict = out.Verdict
	v.Note = fmt.Sprintf("%s. Page %s: %s. Leg 1 on the re-read row: %s — %s",
		rr.flagged, reads, strings.Join(diffs, "; "), out.Verdict, out.Note)
	it.Legs.Vision = v
}

// failure says whether err means the configured leg could not do the row
// (the endpoint unreachable or given up, the key refused, the budget spent,
// a reply it could not use), with the reason in our words: the next run
// re-reads the page. A replay-mode miss is not a failure.
func failure(err error) (string, bool) {
	var ce *vision.CallError
	var ue *vision.UnusableError
	switch {
	case errors.Is(err, vision.ErrBudget):
		return "the run's vision budget is spent", true
	case errors.As(err, &ce):
		return ce.Error(), true
	case errors.As(err, &ue):
		return "the model's reply was unusable (" + ue.Reason + ")", true
	}
	return "", false
}

// errText is the reason recorded for a re-read that did not give a
// reading; it is worded by us, never a server's text (which may echo the
// key).
func errText(err error) string {
	if errors.Is(err, vision.ErrNotCached) {
		return "replay mode and no cached reply"
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
