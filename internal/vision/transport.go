package vision

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"sync/atomic"
	"time"

	"golang.org/x/time/rate"

	"github.com/dgnpipe/dgnpipe/internal/remote"
)

// Transport is an http doer for calls that cost money: at most Concurrency
// requests in flight, at most Limit requests per second, each attempt
// bounded by AttemptTimeout, and 429, 5xx and time-outs retried with
// exponential backoff that honours Retry-After. A circuit breaker
// (remote.Breaker) gives the endpoint up for the rest of the run after
// BreakerThreshold consecutive failed attempts or at once on a 401/403:
// every later call then fails at once with a *remote.TrippedError, and no
// money or time is spent on a dead endpoint or a refused key. It is safe
// for concurrent use.
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
	sleep func(ctx context.Context, d time.Duration) error
	// Retries counts the retried attempts (for the manifest).
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
	// BreakerThreshold is the number of consecutive failed attempts (no
	// connection, no reply in time, 404, 5xx) that give the endpoint up
	// (default remote.DefaultThreshold).
	BreakerThreshold int
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
	return &Transport{
		client:         client,
		limiter:        rate.NewLimiter(rate.Limit(o.RatePerSecond), 1),
		sem:            make(chan struct{}, o.Concurrency),
		maxRetries:     o.MaxRetries,
		baseDelay:      o.BaseDelay,
		maxDelay:       o.MaxDelay,
		attemptTimeout: o.AttemptTimeout,
		breaker:        &remote.Breaker{Threshold: o.BreakerThreshold},
		sleep:          sleepCtx,
	}
}

// GivenUp says why the endpoint was given up in this run, or "".
func (t *Transport) GivenUp() string { return t.breaker.Tripped() }

// Attempts is the number of HTTP attempts made.
func (t *Transport) Attempts() int { return t.breaker.Attempts() }

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

// Do sends req, retrying as described on Transport.
func (t *Transport) Do(req *http.Request) (*http.Response, error) {
	ctx := req.Context()
	select {
	case t.sem <- struct{}{}:
	case <-ctx.Done():
		return nil, ctx.Err()
	}
	defer func() { <-t.sem }()

	var lastErr error
	for attempt := 0; ; attempt++ {
		if err := t.breaker.Allow(); err != nil {
			return nil, err
		}
		if err := t.limiter.Wait(ctx); err != nil {
			return nil, err
		}
		resp, retryAfter, err := t.attempt(req, attempt)
		if err != nil && ctx.Err() != nil {
			return nil, ctx.Err()
		}
		status := 0
		if err == nil {
			status = resp.StatusCode
		}
		open := t.breaker.Record(status, err)
		if err == nil && !retryable(resp.StatusCode) {
			return resp, nil // a 401/403 opened the breaker for later calls; the caller reads this reply
		}
		if open != nil {
			if resp != nil {
				io.Copy(io.Discard, io.LimitReader(resp.Body, 1<<16))
				resp.Body.Close()
			}
			return nil, open
		}
		if err != nil {
			lastErr = err
		} else {
			lastErr = fmt.Errorf("HTTP %d", resp.StatusCode)
		}
		if attempt >= t.maxRetries {
			if err == nil {
				return resp, nil // let the caller read the final error body
			}
			return nil, fmt.Errorf("after %d attempts: %w", attempt+1, lastErr)
		}
		if resp != nil {
			io.Copy(io.Discard, io.LimitReader(resp.Body, 1<<16))
			resp.Body.Close()
		}
		d := t.backoff(attempt)
		if retryAfter > 0 {
			d = min(retryAfter, t.maxDelay)
		}
		t.Retries.Add(1)
		if err := t.sleep(ctx, d); err != nil {
			return nil, err
		}
	}
}

// attempt makes one try with its own time-out; the time-out's context is
// released when the response body is closed.
func (t *Transport) attempt(req *http.Request, n int) (*http.Response, time.Duration, error) {
	actx, cancel := context.WithTimeout(req.Context(), t.attemptTimeout)
	r := req.Clone(actx)
	if n > 0 && req.GetBody != nil {
		body, err := req.GetBody()
		if err != nil {
			cancel()
			return nil, 0, err
		}
		r.Body = body
	} else if n > 0 && req.Body != nil && req.Body != http.NoBody {
		cancel()
		return nil, 0, errors.New("request body cannot be replayed for a retry")
	}
	resp, err := t.client.Do(r)
	if err != nil {
		cancel()
		return nil, 0, err
	}
	resp.Body = cancelOnClose{resp.Body, cancel}
	return resp, parseRetryAfter(resp.Header.Get("Retry-After"), time.Now()), nil
}

type cancelOnClose struct {
	io.ReadCloser
	cancel context.CancelFunc
}

func (c cancelOnClose) Close() error {
	err := c.ReadCloser.Close()
	c.cancel()
	return err
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
