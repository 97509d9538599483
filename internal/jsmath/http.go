package jsmath

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"time"

	"golang.org/x/time/rate"

	"github.com/dgnpipe/dgnpipe/internal/remote"
)

// EndpointEnv names the environment variable that selects the HTTP backend
// (for example https://api.mathjs.org/v4/). Reading it is the caller's job.
const EndpointEnv = "DGNPIPE_MATHJS_ENDPOINT"

// HTTPOptions configures an HTTP evaluator. Zero values take the defaults.
type HTTPOptions struct {
	Endpoint string       // URL of a server speaking the api.mathjs.org v4 API (required)
	Client   *http.Client // default: a client without its own time-out (RequestTimeout applies)
	// CacheDir holds one file per distinct request (named by the sha256 of
	// endpoint and body), so that a re-run sends nothing twice. "" disables
	// the cache.
	CacheDir string
	// MaxBatch caps the statements (assignments and expressions) per POST;
	// default 200.
	MaxBatch int
	// Rate and Burst limit requests per second (default 2 and 1).
	Rate  rate.Limit
	Burst int
	// MaxRetries is the number of retries after a 429, a 5xx, a time-out or
	// a network error (default 4; negative: none). Backoff starts at MinBackoff (default
	// 500ms), doubles, and is capped at MaxBackoff (default 30s); a
	// Retry-After header is honoured up to MaxBackoff.
	MaxRetries             int
	MinBackoff, MaxBackoff time.Duration
	// RequestTimeout bounds one HTTP attempt (default 30s).
	RequestTimeout time.Duration
	// MaxExprLen caps one expression (default 4096 bytes).
	MaxExprLen int
	// BreakerThreshold is how many consecutive failed attempts (no
	// connection, no reply in time, 404, 5xx, a reply that is not the v4
	// API's) give the service up for the rest of the run; a 401 or 403
	// gives it up at once (default remote.DefaultThreshold). A given-up
	// service fails every later call at once with ErrUnavailable.
	BreakerThreshold int
	// Log receives, at debug level, the raw replies and transport errors of
	// failed attempts, secrets redacted (remote.Redact); nil discards them.
	// Errors returned never carry a server's text, the endpoint or a header.
	Log *slog.Logger
}

// HTTP evaluates expressions on a remote math.js server (v4 API:
// POST {"expr": [...], "precision": 64} → {"result": [...], "error": null}).
// Expressions are rewritten so that a server with the default (double)
// configuration computes with BigNumbers; see Serialize for the expected
// input. The points of one call are sent in as few requests as MaxBatch
// allows, one statement list per request: `v_x = bignumber("1.5")`, then
// the expression, for each point. A request the server rejects as a whole
// (one failing statement fails the list) is split until the failing point
// is found, whose Result.Err gets the server's message.
//
// HTTP is safe for concurrent use.
type HTTP struct {
	opts    HTTPOptions
	client  *http.Client
	limiter *rate.Limiter
	breaker *remote.Breaker
	log     *slog.Logger
	// sleep waits between retries; tests replace it.
	sleep func(ctx context.Context, d time.Duration) error
}

// NewHTTP returns an HTTP evaluator. It does not contact the server.
func NewHTTP(opts HTTPOptions) (*HTTP, error) {
	if opts.Endpoint == "" {
		return nil, errors.New("jsmath: HTTP backend needs an endpoint URL")
	}
	if !strings.HasPrefix(opts.Endpoint, "http://") && !strings.HasPrefix(opts.Endpoint, "https://") {
		return nil, fmt.Errorf("jsmath: endpoint %q is not an http(s) URL", opts.Endpoint)
	}
	if opts.MaxBatch <= 0 {
		opts.MaxBatch = 200
	}
	if opts.Rate <= 0 {
		opts.Rate = 2
	}
	if opts.Burst <= 0 {
		opts.Burst = 1
	}
	if opts.MaxRetries < 0 {
		opts.MaxRetries = 0
	} else if opts.MaxRetries == 0 {
		opts.MaxRetries = 4
	}
	if opts.MinBackoff <= 0 {
		opts.MinBackoff = 500 * time.Millisecond
	}
	if opts.MaxBackoff <= 0 {
		opts.MaxBackoff = 30 * time.Second
	}
	if opts.RequestTimeout <= 0 {
		opts.RequestTimeout = 30 * time.Second
	}
	if opts.MaxExprLen <= 0 {
		opts.MaxExprLen = 4096
	}
	if opts.CacheDir != "" {
		if err := os.MkdirAll(opts.CacheDir, 0o755); err != nil {
			return nil, fmt.Errorf("jsmath: cache dir: %w", err)
		}
	}
	c := opts.Client
	if c == nil {
		c = &http.Client{}
	}
	log := opts.Log
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	return &HTTP{
		opts:    opts,
		client:  c,
		limiter: rate.NewLimiter(opts.Rate, opts.Burst),
		breaker: &remote.Breaker{Threshold: opts.BreakerThreshold},
		log:     log,
		sleep:   sleepCtx,
	}, nil
}

// GivenUp says why the service was given up in this run (the circuit
// breaker opened), or "" when it was not.
func (h *HTTP) GivenUp() string { return h.breaker.Tripped() }

// Attempts is the number of HTTP attempts made (cache hits excluded).
func (h *HTTP) Attempts() int { return h.breaker.Attempts() }

func sleepCtx(ctx context.Context, d time.Duration) error {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

// request is the v4 request body; its JSON encoding is canonical (fixed
// field order) and is what the cache key hashes.
type request struct {
	Expr      []string `json:"expr"`
	Precision int      `json:"precision"`
}

// reply is a v4 reply, also the cache file's content.
type reply struct {
	Result []string `json:"result"`
	Error  *string  `json:"error"`
}

// httpPoint is one expression at one point, as statements.
type httpPoint struct {
	stmts []string // assignments, then the expression
}

// EvalMany evaluates expr at every scope on the server. The error return
// means nothing was evaluated (ErrUnavailable with the reason, ErrInput, or
// the context's error).
func (h *HTTP) EvalMany(ctx context.Context, expr string, scopes []map[string]string) ([]Result, error) {
	if len(expr) > h.opts.MaxExprLen {
		return nil, fmt.Errorf("%w: expression of %d bytes exceeds the limit of %d", ErrInput, len(expr), h.opts.MaxExprLen)
	}
	if strings.ContainsAny(expr, ";\n") {
		return nil, fmt.Errorf("%w: one expression expected, not a statement list", ErrInput)
	}
	px, err := portable(expr)
	if err != nil {
		return nil, err
	}
	points := make([]httpPoint, len(scopes))
	for i, sc := range scopes {
		if err := validateScope(i, sc); err != nil {
			return nil, err
		}
		names := make([]string, 0, len(sc))
		for n := range sc {
			names = append(names, n)
		}
		sort.Strings(names)
		p := httpPoint{}
		for _, n := range names {
			p.stmts = append(p.stmts, fmt.Sprintf("%s = bignumber(%q)", n, sc[n]))
		}
		p.stmts = append(p.stmts, px)
		if len(p.stmts) > h.opts.MaxBatch {
			return nil, fmt.Errorf("%w: scope %d has %d variables, more than a request may carry", ErrInput, i, len(names))
		}
		points[i] = p
	}
	out := make([]Result, len(points))
	// Pack consecutive points into requests. All points of one call have the
	// same variables in practice; a point with other names starts a new
	// request, so no value can leak from one point into another.
	for start := 0; start < len(points); {
		end, n := start, 0
		for end < len(points) && n+len(points[end].stmts) <= h.opts.MaxBatch &&
			(end == start || sameNames(scopes[start], scopes[end])) {
			n += len(points[end].stmts)
			end++
		}
		if err := h.evalPoints(ctx, points[start:end], out[start:end]); err != nil {
			return nil, err
		}
		start = end
	}
	return out, nil
}

func sameNames(a, b map[string]string) bool {
	if len(a) != len(b) {
		return false
	}
	for k := range a {
		if _, ok := b[k]; !ok {
			return false
		}
	}
	return true
}

// evalPoints sends points as one request; if the server rejects the list,
// it splits it to find the failing points.
func (h *HTTP) evalPoints(ctx context.Context, points []httpPoint, out []Result) error {
	var req request
	req.Precision = 64
	for _, p := range points {
		req.Expr = append(req.Expr, p.stmts...)
	}
	rep, err := h.do(ctx, req)
	if err != nil {
		return err
	}
	if rep.Error != nil {
		if len(points) == 1 {
			out[0] = Result{Err: *rep.Error}
			return nil
		}
		mid := len(points) / 2
		if err := h.evalPoints(ctx, points[:mid], out[:mid]); err != nil {
			return err
		}
		return h.evalPoints(ctx, points[mid:], out[mid:])
	}
	if len(rep.Result) != len(req.Expr) {
		return fmt.Errorf("%w: the reply has %d results for %d statements", ErrUnavailable, len(rep.Result), len(req.Expr))
	}
	k := 0
	for i, p := range points {
		k += len(p.stmts)
		out[i] = classifyText(rep.Result[k-1])
	}
	return nil
}

// do returns the server's reply to req: from the cache, or by POSTing it
// with retries. A reply with a non-nil Error is the server rejecting an
// expression (deterministic, cached); every other failure is an error
// wrapping ErrUnavailable, worded by us. Once the breaker is open no
// request is sent.
func (h *HTTP) do(ctx context.Context, req request) (reply, error) {
	body, err := json.Marshal(req)
	if err != nil {
		return reply{}, err
	}
	key := h.cacheKey(body)
	if rep, ok := h.cacheGet(key); ok {
		return rep, nil
	}
	var lastErr error
	for attempt := 0; ; attempt++ {
		if err := h.breaker.Allow(); err != nil {
			return reply{}, fmt.Errorf("%w: %w", ErrUnavailable, err)
		}
		if err := h.limiter.Wait(ctx); err != nil {
			return reply{}, h.ctxOr(ctx, err)
		}
		rep, retryAfter, err := h.post(ctx, body)
		if err == nil {
			if err := h.cachePut(key, rep); err != nil {
				return reply{}, err
			}
			return rep, nil
		}
		if ctx.Err() != nil {
			return reply{}, ctx.Err()
		}
		if err := h.breaker.Allow(); err != nil {
			return reply{}, fmt.Errorf("%w: %w", ErrUnavailable, err)
		}
		var re *retryable
		if !errors.As(err, &re) {
			return reply{}, fmt.Errorf("%w: %v", ErrUnavailable, err)
		}
		lastErr = re.err
		if attempt >= h.opts.MaxRetries {
			break
		}
		wait := h.opts.MinBackoff << attempt
		if wait > h.opts.MaxBackoff || wait <= 0 {
			wait = h.opts.MaxBackoff
		}
		if retryAfter > 0 {
			wait = min(retryAfter, h.opts.MaxBackoff)
		}
		if err := h.sleep(ctx, wait); err != nil {
			return reply{}, err
		}
	}
	return reply{}, fmt.Errorf("%w: %v (after %d attempts)", ErrUnavailable, lastErr, h.opts.MaxRetries+1)
}

func (h *HTTP) ctxOr(ctx context.Context, err error) error {
	if ctx.Err() != nil {
		return ctx.Err()
	}
	return fmt.Errorf("%w: %v", ErrUnavailable, err)
}

// retryable marks a failure worth another attempt.
type retryable struct{ err error }

func (r *retryable) Error() string { return r.err.Error() }

// maxReply caps a reply body.
const maxReply = 8 << 20

// post sends one attempt and records its outcome in the breaker. It
// returns the reply (success, or an expression error), or a *retryable
// error with the server's Retry-After, or another error. Errors are worded
// by us (remote.Describe); the raw reply goes to the debug log, redacted.
func (h *HTTP) post(ctx context.Context, body []byte) (reply, time.Duration, error) {
	actx, cancel := context.WithTimeout(ctx, h.opts.RequestTimeout)
	defer cancel()
	hreq, err := http.NewRequestWithContext(actx, http.MethodPost, h.opts.Endpoint, bytes.NewReader(body))
	if err != nil {
		return reply{}, 0, errors.New("the endpoint is not a valid URL")
	}
	hreq.Header.Set("Content-Type", "application/json")
	hreq.Header.Set("Accept", "application/json")
	resp, err := h.client.Do(hreq)
	if err != nil {
		if ctx.Err() != nil {
			return reply{}, 0, ctx.Err()
		}
		h.log.Debug("math.js call failed", "err", remote.Redact(err.Error()))
		words := remote.Describe(0, err)
		if actx.Err() != nil {
			words = fmt.Sprintf("no reply within %v", h.opts.RequestTimeout)
		}
		h.breaker.Failure(words)
		return reply{}, 0, &retryable{errors.New(words)}
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(io.LimitReader(resp.Body, maxReply+1))
	if err != nil {
		if ctx.Err() != nil {
			return reply{}, 0, ctx.Err()
		}
		h.log.Debug("math.js reply unreadable", "err", remote.Redact(err.Error()))
		h.breaker.Failure("the reply could not be read")
		return reply{}, 0, &retryable{errors.New("the reply could not be read")}
	}
	// failed records a failed attempt and logs its reply.
	failed := func(words string) string {
		h.log.Debug("math.js call failed", "status", resp.StatusCode, "reply", remote.Redact(truncate(string(data), 2000)))
		return words
	}
	if len(data) > maxReply {
		return reply{}, 0, errors.New(failed(fmt.Sprintf("reply larger than %d bytes", maxReply)))
	}
	switch st := resp.StatusCode; {
	case st == http.StatusTooManyRequests || st == http.StatusRequestTimeout || st >= 500:
		h.breaker.Record(st, nil)
		return reply{}, retryAfter(resp.Header.Get("Retry-After")), &retryable{errors.New(failed(remote.Describe(st, nil)))}
	case st == http.StatusOK || st == http.StatusBadRequest:
		var rep reply
		bad := ""
		switch {
		case json.Unmarshal(data, &rep) != nil:
			bad = fmt.Sprintf("HTTP %d with a reply that is not the v4 API's JSON (malformed reply)", st)
		case st == http.StatusBadRequest && rep.Error == nil:
			bad = "HTTP 400 without an error message"
		case rep.Error == nil && rep.Result == nil:
			bad = "a reply without result"
		}
		if bad != "" {
			h.breaker.Failure(bad)
			return reply{}, 0, errors.New(failed(bad))
		}
		h.breaker.Success()
		if rep.Error != nil {
			// The server's message about our expression ("Undefined symbol
			// x") is kept for the note, with anything secret-shaped removed.
			msg := remote.Redact(truncate(*rep.Error, 200))
			rep.Error = &msg
		}
		return rep, 0, nil
	default:
		h.breaker.Record(st, nil)
		return reply{}, 0, errors.New(failed(remote.Describe(st, nil)))
	}
}

// retryAfter parses a Retry-After header (seconds or an HTTP date).
func retryAfter(v string) time.Duration {
	if v == "" {
		return 0
	}
	if s, err := strconv.Atoi(strings.TrimSpace(v)); err == nil && s >= 0 {
		return time.Duration(s) * time.Second
	}
	if t, err := http.ParseTime(v); err == nil {
		if d := time.Until(t); d > 0 {
			return d
		}
	}
	return 0
}

func (h *HTTP) cacheKey(body []byte) string {
	s := sha256.New()
	s.Write([]byte(h.opts.Endpoint))
	s.Write([]byte{0})
	s.Write(body)
	return hex.EncodeToString(s.Sum(nil))
}

// cacheGet returns a cached reply; a missing or unreadable file is a miss.
func (h *HTTP) cacheGet(key string) (reply, bool) {
	if h.opts.CacheDir == "" {
		return reply{}, false
	}
	data, err := os.ReadFile(filepath.Join(h.opts.CacheDir, key+".json"))
	if err != nil {
		return reply{}, false
	}
	var rep reply
	if json.Unmarshal(data, &rep) != nil || (rep.Error == nil && rep.Result == nil) {
		return reply{}, false
	}
	return rep, true
}

// cachePut stores a reply atomically (temporary file, then rename).
func (h *HTTP) cachePut(key string, rep reply) error {
	if h.opts.CacheDir == "" {
		return nil
	}
	data, err := json.Marshal(rep)
	if err != nil {
		return err
	}
	f, err := os.CreateTemp(h.opts.CacheDir, ".tmp-"+key[:16]+"-*")
	if err != nil {
		return fmt.Errorf("jsmath: cache: %w", err)
	}
	tmp := f.Name()
	_, werr := f.Write(data)
	cerr := f.Close()
	if werr != nil || cerr != nil {
		os.Remove(tmp)
		return fmt.Errorf("jsmath: cache: write %s: %v", tmp, errors.Join(werr, cerr))
	}
	if err := os.Rename(tmp, filepath.Join(h.opts.CacheDir, key+".json")); err != nil {
		os.Remove(tmp)
		return fmt.Errorf("jsmath: cache: %w", err)
	}
	return nil
}

var _ Evaluator = (*HTTP)(nil)
