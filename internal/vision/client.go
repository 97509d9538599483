package vision

import (
	"context"
	"errors"
	"fmt"
	"strings"
)

// Image is one page image.
type Image struct {
	Bytes []byte
	MIME  string // "image/png" or "image/jpeg"
}

// Request asks for one problem to be read again from its page.
type Request struct {
	// ProblemID is the problem number as printed ("1.019", "320").
	ProblemID string
	// Page is the page that carries the statement.
	Page Image
	// AnswerPage is the page that carries the source answer when it is
	// another page; nil otherwise.
	AnswerPage *Image
	// Second asks for the second, independent read of the page: the
	// prompt worded differently and the images in another order (Prompt).
	Second bool
	// Model, when set, is the model asked instead of the configured one
	// (a second read by confirm_model).
	Model string
	// MaxProblem and MaxAnswer, when positive, bound the reading's
	// statement and answer in bytes (the caller sets them from the
	// transcription's): a longer reading is unusable, is not cached, and a
	// cached one is asked again. They are not part of the cache key.
	MaxProblem, MaxAnswer int
}

// oversize says why r is over req's bounds ("" when it is not).
func oversize(req Request, r Reading) string {
	if req.MaxProblem > 0 && len(r.Problem) > req.MaxProblem {
		return fmt.Sprintf("the re-read statement is %d bytes, over the bound of %d", len(r.Problem), req.MaxProblem)
	}
	if req.MaxAnswer > 0 && len(r.Answer) > req.MaxAnswer {
		return fmt.Sprintf("the re-read answer is %d bytes, over the bound of %d", len(r.Answer), req.MaxAnswer)
	}
	return ""
}

// Usage is the token accounting of one call.
type Usage struct {
	PromptTokens     int `json:"prompt_tokens"`
	CompletionTokens int `json:"completion_tokens"`
}

// Reading is what the model read off the page.
type Reading struct {
	// Number is the problem number the model says it read ("" when it did
	// not say).
	Number  string `json:"number,omitempty"`
	Problem string `json:"problem"`
	Answer  string `json:"answer"`
	Usage   Usage  `json:"usage"`
	// Cached says the reading came from the cache (no call was made).
	Cached bool `json:"-"`
}

// Client reads a problem again from its page.
type Client interface {
	Reread(ctx context.Context, req Request) (Reading, error)
}

// Errors callers branch on. A row whose page could not be re-read stays
// suspected, with the error's text as the reason.
var (
	// ErrNotConfigured: no endpoint, model or key was configured.
	ErrNotConfigured = errors.New("vision model not configured")
	// ErrBudget: the run's call or token budget is spent.
	ErrBudget = errors.New("vision budget exhausted")
	// ErrNotCached: replay mode and no cached reply for this request.
	ErrNotCached = errors.New("replay mode: no cached reply")
	// ErrNotSent: the call was refused before any request was sent (the
	// endpoint given up); it is not counted as a call.
	ErrNotSent = errors.New("no request sent")
	// ErrUnusable: the reply was not the JSON object asked for (not JSON,
	// missing fields, a refusal).
	ErrUnusable = errors.New("unusable reply")
)

// UnusableError is a reply that was not the JSON object asked for. Its
// Error is the reason in our words; the reply itself (which may echo the
// request, and so the key) is kept in Reply for the debug log only, to be
// redacted there (remote.Redact).
type UnusableError struct {
	Reason string
	Reply  string
}

func (e *UnusableError) Error() string { return ErrUnusable.Error() + ": " + e.Reason }

// Is makes errors.Is(err, ErrUnusable) hold.
func (e *UnusableError) Is(target error) bool { return target == ErrUnusable }

func unusable(reason, reply string) error {
	return &UnusableError{Reason: reason, Reply: excerpt(reply, 2000)}
}

func excerpt(s string, n int) string {
	s = strings.TrimSpace(s)
	if r := []rune(s); len(r) > n {
		return string(r[:n]) + "…"
	}
	return s
}

// CallError is a call that failed (no reply, or an HTTP error status),
// worded by us: the server's text never enters it.
type CallError struct {
	// Status is the HTTP status, 0 when there was no reply.
	Status int
	// Reason is remote.Describe's wording ("HTTP 401 (authentication
	// refused)"), or "endpoint given up: …" when the circuit breaker
	// refused the call.
	Reason string
	// NotSent: no request was sent (the breaker refused the call).
	NotSent bool
}

func (e *CallError) Error() string { return "vision call failed: " + e.Reason }

// Is makes errors.Is(err, ErrNotSent) hold for a call the breaker refused
// before any request was sent.
func (e *CallError) Is(target error) bool { return target == ErrNotSent && e.NotSent }
