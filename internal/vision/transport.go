package vision

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"sync/atomic"
	"time"
	"unicode/utf8"

	"golang.org/x/time/rate"

	"github.com/dgnpipe/dgnpipe/internal/remote"
)

// Transport is an http doer for calls that cost money: at most Concurrency
// requests in flight, at most Limit requests per second, each attempt
// bounded by AttemptTimeout, and 429, 5xx and time-outs retried with
// exponential backoff that honours Retry-After; a connection lost mid-body
// is retried too. A circuit breaker (remote.Breaker) gives the endpoint up
// for the rest of the run after BreakerThreshold consecutive requests that
// failed after their retries, or at once on a 401/403: every later call
// then fails at once with a *remote.TrippedError, and no money or time is
// spent on a dead endpoint or a refused key. Until the endpoint has
// answered one request, requests go one at a time. It is safe for
// concurrent use.
type Transport struct {
	client         *http.Client
	limiter        *rate.Limiter
	sem            chan struct{}
	maxRetries     int
	baseDelay      time.Duration
	maxDelay       time.Duration
	attemptTimeout time.Duration
	breaker        *remote.Breaker
	// sleep waits for d or until ctx is done; tests replace it.
	sleep   func(ctx context.Context, d time.Duration) error
	maxBody int64
	gate    chan struct{}
	proven  atomic.Bool
	sent    atomic.Int64
	// Retries counts the retried attempts sent (for the manifest).
	Retries atomic.Int64
}

// TransportOptions configure a Transport; zero values take the defaults.
type TransportOptions struct {
	Concurrency    int           // default 4
	RatePerSecond  float64       // default 2
	MaxRetries     int           // default 4
	BaseDelay      time.Duration // default 1s
	MaxDelay       time.Duration // default 60s
	AttemptTimeout time.Duration // default 120s
	// BreakerThreshold is the number of consecutive failed requests (no
	// connection, no reply in time, 404, 5xx, after their retries) that
	// give the endpoint up (default remote.DefaultThreshold).
	BreakerThreshold int
	// MaxBody bounds a reply's body in bytes (default 1 MiB).
	MaxBody int64
}

// NewTransport returns a Transport over client (nil: a new http.Client).
func NewTransport(client *http.Client, o TransportOptions) *Transport {
	if client == nil {
		client = &http.Client{}
	}
	if o.Concurrency <= 0 {
		o.Concurrency = 4
	}
	if o.RatePerSecond <= 0 {
		o.RatePerSecond = 2
	}
	if o.MaxRetries <= 0 {
		o.MaxRetries = 4
	}
	if o.BaseDelay <= 0 {
		o.BaseDelay = time.Second
	}
	if o.MaxDelay <= 0 {
		o.MaxDelay = time.Minute
	}
	if o.AttemptTimeout <= 0 {
		o.AttemptTimeout = 2 * time.Minute
	}
	if o.MaxBody <= 0 {
		o.MaxBody = 1 << 20
	}
	return &Transport{
		client:         client,
		limiter:        rate.NewLimiter(rate.Limit(o.RatePerSecond), 1),
		sem:            make(chan struct{}, o.Concurrency),
		maxRetries:     o.MaxRetries,
		baseDelay:      o.BaseDelay,
		maxDelay:       o.MaxDelay,
		attemptTimeout: o.AttemptTimeout,
		breaker:        &remote.Breaker{Threshold: o.BreakerThreshold, Unit: "requests"},
		sleep:          sleepCtx,
		maxBody:        o.MaxBody,
		gate:           make(chan struct{}, 1),
	}
}

// GivenUp says why the endpoint was given up in this run, or "".
func (t *Transport) GivenUp() string { return t.breaker.Tripped() }

// Attempts is the number of HTTP requests sent, retries included.
func (t *Transport) Attempts() int { return int(t.sent.Load()) }

func sleepCtx(ctx context.Context, d time.Duration) error {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-t.C:
		return nil
	}
}

// Do sends req, retrying as described on Transport. The reply's body is
// read whole (at most MaxBody bytes) before Do returns, so a connection
// lost mid-body is an attempt that failed and is retried; a body over the
// bound, or one that is not UTF-8, is a *ReplyError. The breaker hears of a
// request once, after its retries: a success, a failure (it failed after
// all its attempts) or a refused key.
func (t *Transport) Do(req *http.Request) (*http.Response, error) {
	ctx := req.Context()
	select {
	case t.sem <- struct{}{}:
	case <-ctx.Done():
		return nil, ctx.Err()
	}
	defer func() { <-t.sem }()
	release, err := t.probe(ctx)
	if err != nil {
		return nil, err
	}
	resp, status, err := t.retry(req)
	defer release(err == nil && status < 400) // after the breaker heard of it
	switch {
	case ctx.Err() != nil:
		return nil, ctx.Err()
	case status == http.StatusUnauthorized || status == http.StatusForbidden:
		t.breaker.Fatal(remote.Describe(status, nil)) // the caller reads this reply; later calls are refused
	case errors.As(err, new(*remote.TrippedError)):
	case err != nil && !errors.As(err, new(*ReplyError)):
		t.breaker.Failure(remote.Describe(0, err))
	case status == http.StatusNotFound || status >= 500:
		t.breaker.Failure(remote.Describe(status, nil))
	default:
		t.breaker.Success()
	}
	return resp, err
}

// probe lets one request at a time through until the endpoint has
// answered one (so a refused key or a dead endpoint costs one request, not
// one per worker); release says whether the request succeeded.
func (t *Transport) probe(ctx context.Context) (release func(ok bool), err error) {
	if t.proven.Load() {
		return func(bool) {}, nil
	}
	select {
	case t.gate <- struct{}{}:
	case <-ctx.Done():
		return nil, ctx.Err()
	}
	return func(ok bool) {
		if ok {
			t.proven.Store(true)
		}
		<-t.gate
	}, nil
}

// retry makes the attempts of one request: 429, 5xx, time-outs and lost
// connections are retried up to maxRetries times with backoff (honouring
// Retry-After), unless the breaker opened meanwhile. It returns the last
// reply (its body read) or the last error, and the reply's status (0 when
// there is none).
func (t *Transport) retry(req *http.Request) (*http.Response, int, error) {
	ctx := req.Context()
	for attempt := 0; ; attempt++ {
		if err := t.breaker.Allow(); err != nil {
			if attempt == 0 {
				return nil, 0, fmt.Errorf("%w: %w", ErrNotSent, err)
			}
			return nil, 0, err
		}
		if err := t.limiter.Wait(ctx); err != nil {
			return nil, 0, err
		}
		if attempt > 0 {
			t.Retries.Add(1)
		}
		t.sent.Add(1)
		resp, retryAfter, err := t.attempt(req, attempt)
		if ctx.Err() != nil {
			return nil, 0, ctx.Err()
		}
		var re *ReplyError
		status := 0
		if err == nil {
			status = resp.StatusCode
		}
		if errors.As(err, &re) || (err == nil && !retryable(status)) {
			return resp, status, err
		}
		if attempt >= t.maxRetries {
			if err != nil {
				return nil, 0, fmt.Errorf("after %d attempts: %w", attempt+1, err)
			}
			return resp, status, nil // the caller reads the final error body
		}
		d := t.backoff(attempt)
		if retryAfter > 0 {
			d = min(retryAfter, t.maxDelay)
		}
		if err := t.sleep(ctx, d); err != nil {
			return nil, 0, err
		}
	}
}

// ReplyError is a reply that arrived but cannot be used: its body is over
// the transport's bound or is not UTF-8. Reason is in our words.
type ReplyError struct{ Reason string }

func (e *ReplyError) Error() string { return e.Reason }

// attempt makes one try with its own time-out and reads the body whole.
func (t *Transport) attempt(req *http.Request, n int) (*http.Response, time.Duration, error) {
	actx, cancel := context.WithTimeout(req.Context(), t.attemptTimeout)
	defer cancel()
	r := req.Clone(actx)
	if n > 0 && req.GetBody != nil {
		body, err := req.GetBody()
		if err != nil {
			return nil, 0, err
		}
		r.Body = body
	} else if n > 0 && req.Body != nil && req.Body != http.NoBody {
		return nil, 0, errors.New("request body cannot be replayed for a retry")
	}
	resp, err := t.client.Do(r)
	if err != nil {
		return nil, 0, err
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(io.LimitReader(resp.Body, t.maxBody+1))
	if err != nil {
		return nil, 0, err // a connection lost mid-body: retried
	}
	if int64(len(body)) > t.maxBody {
		return nil, 0, &ReplyError{Reason: fmt.Sprintf("the reply is over %d bytes", t.maxBody)}
	}
	if !utf8.Valid(body) {
		return nil, 0, &ReplyError{Reason: "the reply is not valid UTF-8"}
	}
	resp.Body = io.NopCloser(bytes.NewReader(body))
	return resp, parseRetryAfter(resp.Header.Get("Retry-After"), time.Now()), nil
}

func retryable(code int) bool {
	return code == http.StatusTooManyRequests || code >= 500
}

func (t *Transport) backoff(attempt int) time.Duration {
	d := t.baseDelay << min(attempt, 16)
	return min(d, t.maxDelay)
}

// parseRetryAfter reads a Retry-After header: delay seconds or an HTTP date.
func parseRetryAfter(v string, now time.Time) time.Duration {
	if v == "" {
		return 0
	}
	if s, err := strconv.Atoi(v); err == nil && s >= 0 {
		return time.Duration(s) * time.Second
	}
	if t, err := http.ParseTime(v); err == nil && t.After(now) {
		return t.Sub(now)
	}
	return 0
}
