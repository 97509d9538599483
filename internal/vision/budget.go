package vision

import (
	"context"
	"errors"
	"fmt"
	"sync"
)

// Budget refuses calls once a run has spent MaxCalls calls or MaxTokens
// tokens (0 means no limit) and keeps the accounting for the manifest.
// Before each call it checks the budget with the request's own maximum: a
// call is made only when the tokens spent, the maxima of the calls in
// flight and this call's ReplyTokens stay within MaxTokens, so concurrent
// calls cannot together overrun the budget by their replies (their prompts
// are counted when they are known, after the call). A call refused before
// anything was sent (ErrNotSent) is not counted. It is safe for concurrent
// use.
type Budget struct {
	Next      Client
	MaxCalls  int
	MaxTokens int
	// ReplyTokens is a request's maximum (its max_tokens), reserved while
	// the call is in flight.
	ReplyTokens int

	mu       sync.Mutex
	reserved int
	stats    Stats
}

var _ Client = (*Budget)(nil)

// Stats is the accounting of a run's calls.
type Stats struct {
	Calls            int `json:"calls"`
	Failed           int `json:"failed"`
	Refused          int `json:"refused_over_budget"`
	PromptTokens     int `json:"prompt_tokens"`
	CompletionTokens int `json:"completion_tokens"`
}

// Stats returns a copy of the accounting so far.
func (b *Budget) Stats() Stats {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.stats
}

// Reread calls Next unless the budget is spent.
func (b *Budget) Reread(ctx context.Context, req Request) (Reading, error) {
	b.mu.Lock()
	spent := b.stats.PromptTokens + b.stats.CompletionTokens
	if (b.MaxCalls > 0 && b.stats.Calls >= b.MaxCalls) || (b.MaxTokens > 0 && spent+b.reserved+b.ReplyTokens > b.MaxTokens) {
		b.stats.Refused++
		b.mu.Unlock()
		return Reading{}, fmt.Errorf("%w (%d calls, %d tokens spent)", ErrBudget, b.stats.Calls, spent)
	}
	b.stats.Calls++ // counted before the call, so concurrent calls respect MaxCalls
	b.reserved += b.ReplyTokens
	b.mu.Unlock()

	r, err := b.Next.Reread(ctx, req)

	b.mu.Lock()
	defer b.mu.Unlock()
	b.reserved -= b.ReplyTokens
	if errors.Is(err, ErrNotSent) {
		b.stats.Calls--
		return Reading{}, err
	}
	if err != nil {
		b.stats.Failed++
		return Reading{}, err
	}
	b.stats.PromptTokens += r.Usage.PromptTokens
	b.stats.CompletionTokens += r.Usage.CompletionTokens
	return r, nil
}
