package jsmath

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"regexp"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"golang.org/x/time/rate"

	"github.com/dgnpipe/dgnpipe/internal/remote"
)

// fakeV4 is an in-process server speaking the api.mathjs.org v4 API for a
// few expressions (math.js itself is not needed to test the transport).
// It shares one scope across the statements of a request, as math.js does,
// and rejects the whole request when one statement fails.
type fakeV4 struct {
	mu       sync.Mutex
	requests []request
	// faults are served first, one per request: a status code, with
	// "retry-after:N" or "garbage" or "hang" as a modifier.
	faults []string
}

var assignRE = regexp.MustCompile(`^(v_[A-Za-z0-9_]+) = bignumber\("([^"]*)"\)$`)

func (f *fakeV4) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	var req request
	if r.Method != http.MethodPost || json.NewDecoder(r.Body).Decode(&req) != nil {
		http.Error(w, "bad request", http.StatusBadRequest)
		return
	}
	f.mu.Lock()
	f.requests = append(f.requests, req)
	var fault string
	if len(f.faults) > 0 {
		fault, f.faults = f.faults[0], f.faults[1:]
	}
	f.mu.Unlock()
	switch {
	case fault == "hang":
		<-r.Context().Done()
		return
	case fault == "garbage":
		w.WriteHeader(http.StatusOK)
		fmt.Fprint(w, "<html>oops</html>")
		return
	case strings.HasPrefix(fault, "429"):
		if _, after, ok := strings.Cut(fault, "retry-after:"); ok {
			w.Header().Set("Retry-After", after)
		}
		http.Error(w, "slow down", http.StatusTooManyRequests)
		return
	case fault == "500":
		http.Error(w, "boom", http.StatusInternalServerError)
		return
	}
	scope := map[string]*big.Rat{}
	var results []string
	for _, st := range req.Expr {
		res, err := fakeEval(st, scope)
		if err != nil {
			w.WriteHeader(http.StatusBadRequest)
			json.NewEncoder(w).Encode(map[string]any{"result": nil, "error": err.Error()})
			return
		}
		results = append(results, res)
	}
	json.NewEncoder(w).Encode(map[string]any{"result": results, "error": nil})
}

// count returns the number of requests received.
func (f *fakeV4) count() int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return len(f.requests)
}

func fakeEval(st string, scope map[string]*big.Rat) (string, error) {
	if m := assignRE.FindStringSubmatch(st); m != nil {
		v, ok := new(big.Rat).SetString(m[2])
		if !ok {
			return "", fmt.Errorf("bad number %s", m[2])
		}
		scope[m[1]] = v
		return m[2], nil
	}
	x := scope["v_x"]
	switch st {
	case `(v_x ^ bignumber("2"))`:
		return new(big.Rat).Mul(x, x).FloatString(0), nil
	case `nthRoot(v_x, bignumber("2"))`:
		if x.Sign() < 0 {
			return "", errors.New("Root must be odd when a is negative.")
		}
		f, _ := x.Float64()
		return fmt.Sprint(int(mathSqrt(f))), nil
	case `sqrt(-bignumber("1"))`:
		return "i", nil
	case `(bignumber("1") / bignumber("0"))`:
		return "Infinity", nil
	}
	return "", fmt.Errorf("Undefined symbol %s", st)
}

func mathSqrt(f float64) float64 {
	r := 0.0
	for (r+1)*(r+1) <= f {
		r++
	}
	return r
}

// newFake starts a fake server and an HTTP evaluator on it whose waits are
// recorded instead of slept.
func newFake(t *testing.T, opts HTTPOptions, faults ...string) (*fakeV4, *HTTP, *[]time.Duration) {
	t.Helper()
	f := &fakeV4{faults: faults}
	srv := httptest.NewServer(f)
	t.Cleanup(srv.Close)
	opts.Endpoint = srv.URL
	if opts.Rate == 0 {
		opts.Rate = rate.Inf
	}
	h, err := NewHTTP(opts)
	if err != nil {
		t.Fatal(err)
	}
	var waits []time.Duration
	h.sleep = func(ctx context.Context, d time.Duration) error {
		waits = append(waits, d)
		return ctx.Err()
	}
	return f, h, &waits
}

func scopesX(xs ...string) []map[string]string {
	var out []map[string]string
	for _, x := range xs {
		out = append(out, map[string]string{"v_x": x})
	}
	return out
}

func TestHTTPBatchingAndCache(t *testing.T) {
	dir := t.TempDir()
	f, h, _ := newFake(t, HTTPOptions{MaxBatch: 6, CacheDir: dir})
	xs := []string{"1", "2", "3", "4", "5", "6", "7", "-8"}
	rs, err := h.EvalMany(context.Background(), "(v_x ^ 2)", scopesX(xs...))
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"1", "4", "9", "16", "25", "36", "49", "64"}
	for i, r := range rs {
		if r.Value != want[i] || r.Err != "" {
			t.Errorf("x=%s: %+v, want %s", xs[i], r, want[i])
		}
	}
	// 2 statements a point, 6 a request: 3 + 3 + 2 points.
	if f.count() != 3 {
		t.Fatalf("%d requests, want 3", f.count())
	}
	f.mu.Lock()
	reqs := append([]request(nil), f.requests...)
	f.mu.Unlock()
	for _, rq := range reqs {
		if len(rq.Expr) > 6 || rq.Precision != 64 {
			t.Errorf("request %+v: more than 6 statements or precision not 64", rq)
		}
	}
	files, _ := os.ReadDir(dir)
	if len(files) != 3 {
		t.Errorf("%d cache files, want 3", len(files))
	}
	// A second run (a new evaluator on the same cache) sends nothing.
	f2, h2, _ := newFake(t, HTTPOptions{MaxBatch: 6, CacheDir: dir})
	h2.opts.Endpoint = h.opts.Endpoint // same key space as the first server
	rs2, err := h2.EvalMany(context.Background(), "(v_x ^ 2)", scopesX(xs...))
	if err != nil {
		t.Fatal(err)
	}
	if f2.count() != 0 || f.count() != 3 {
		t.Errorf("second run sent %d+%d requests, want none", f2.count(), f.count()-3)
	}
	for i := range rs {
		if rs[i] != rs2[i] {
			t.Errorf("cached result %d: %+v, want %+v", i, rs2[i], rs[i])
		}
	}
}

func TestHTTPSplitsRejectedBatch(t *testing.T) {
	dir := t.TempDir()
	f, h, _ := newFake(t, HTTPOptions{CacheDir: dir})
	rs, err := h.EvalMany(context.Background(), "nthRoot(v_x, 2)", scopesX("4", "-1", "9", "16"))
	if err != nil {
		t.Fatal(err)
	}
	if rs[0].Value != "2" || rs[2].Value != "3" || rs[3].Value != "4" {
		t.Errorf("values %+v", rs)
	}
	if rs[1].Value != "" || !strings.Contains(rs[1].Err, "Root must be odd") {
		t.Errorf("x=-1: %+v, want the server's error", rs[1])
	}
	// all 4; halves [4,-1] and [9,16]; then [4] and [-1].
	if f.count() != 5 {
		t.Errorf("%d requests, want 5", f.count())
	}
	// Expression errors are cached too: a re-run sends nothing.
	n := f.count()
	if _, err := h.EvalMany(context.Background(), "nthRoot(v_x, 2)", scopesX("4", "-1", "9", "16")); err != nil {
		t.Fatal(err)
	}
	if f.count() != n {
		t.Errorf("re-run sent %d requests", f.count()-n)
	}
}

func TestHTTPClassifies(t *testing.T) {
	_, h, _ := newFake(t, HTTPOptions{})
	r, err := h.EvalMany(context.Background(), "sqrt(-1)", []map[string]string{nil})
	if err != nil || !strings.Contains(r[0].Err, "outside the real domain: complex result i") {
		t.Errorf("sqrt(-1): %+v, %v", r, err)
	}
	r, err = h.EvalMany(context.Background(), "(1 / 0)", []map[string]string{nil})
	if err != nil || !strings.Contains(r[0].Err, "not a finite real number") {
		t.Errorf("1/0: %+v, %v", r, err)
	}
}

func TestHTTPRetries(t *testing.T) {
	cases := []struct {
		name     string
		faults   []string
		wantWait []time.Duration
	}{
		{"429 with Retry-After", []string{"429 retry-after:7"}, []time.Duration{7 * time.Second}},
		{"429 without Retry-After", []string{"429"}, []time.Duration{100 * time.Millisecond}},
		{"500 twice", []string{"500", "500"}, []time.Duration{100 * time.Millisecond, 200 * time.Millisecond}},
		{"Retry-After above the cap", []string{"429 retry-after:3600"}, []time.Duration{time.Minute}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f, h, waits := newFake(t, HTTPOptions{MinBackoff: 100 * time.Millisecond, MaxBackoff: time.Minute}, c.faults...)
			rs, err := h.EvalMany(context.Background(), "(v_x ^ 2)", scopesX("3"))
			if err != nil || rs[0].Value != "9" {
				t.Fatalf("%+v, %v", rs, err)
			}
			if f.count() != len(c.faults)+1 {
				t.Errorf("%d requests, want %d", f.count(), len(c.faults)+1)
			}
			if fmt.Sprint(*waits) != fmt.Sprint(c.wantWait) {
				t.Errorf("waited %v, want %v", *waits, c.wantWait)
			}
		})
	}
}

func TestHTTPFailures(t *testing.T) {
	t.Run("garbage body", func(t *testing.T) {
		f, h, _ := newFake(t, HTTPOptions{}, "garbage")
		_, err := h.EvalMany(context.Background(), "(v_x ^ 2)", scopesX("3"))
		if !errors.Is(err, ErrUnavailable) || !strings.Contains(err.Error(), "malformed reply") {
			t.Errorf("err = %v", err)
		}
		if f.count() != 1 {
			t.Errorf("%d requests: a malformed reply is not retried", f.count())
		}
	})
	t.Run("slow server times out", func(t *testing.T) {
		f, h, waits := newFake(t, HTTPOptions{RequestTimeout: 50 * time.Millisecond, MaxRetries: 1}, "hang", "hang")
		_, err := h.EvalMany(context.Background(), "(v_x ^ 2)", scopesX("3"))
		if !errors.Is(err, ErrUnavailable) || !strings.Contains(err.Error(), "no reply within 50ms") {
			t.Errorf("err = %v", err)
		}
		if f.count() != 2 || len(*waits) != 1 {
			t.Errorf("%d requests, %d waits; want 2 and 1", f.count(), len(*waits))
		}
	})
	t.Run("500 until the retries run out", func(t *testing.T) {
		_, h, _ := newFake(t, HTTPOptions{MaxRetries: 2, BreakerThreshold: 10}, "500", "500", "500")
		_, err := h.EvalMany(context.Background(), "(v_x ^ 2)", scopesX("3"))
		if !errors.Is(err, ErrUnavailable) || !strings.Contains(err.Error(), "HTTP 500 (server error) (after 3 attempts)") {
			t.Errorf("err = %v", err)
		}
		if h.GivenUp() != "" {
			t.Errorf("given up below the threshold: %s", h.GivenUp())
		}
	})
	t.Run("connection refused", func(t *testing.T) {
		ln, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			t.Fatal(err)
		}
		addr := ln.Addr().String()
		ln.Close()
		h, err := NewHTTP(HTTPOptions{Endpoint: "http://" + addr + "/v4/", Rate: rate.Inf, MaxRetries: 2})
		if err != nil {
			t.Fatal(err)
		}
		var waits int
		h.sleep = func(context.Context, time.Duration) error { waits++; return nil }
		_, err = h.EvalMany(context.Background(), "(v_x ^ 2)", scopesX("3"))
		if !errors.Is(err, ErrUnavailable) || !strings.Contains(err.Error(), "refused") || waits != 2 {
			t.Errorf("err = %v after %d waits", err, waits)
		}
		t.Logf("not evaluated: %v", err)
	})
	t.Run("cancelled context", func(t *testing.T) {
		_, h, _ := newFake(t, HTTPOptions{}, "hang")
		ctx, cancel := context.WithCancel(context.Background())
		h.client = &http.Client{Transport: cancelOnSend{http.DefaultTransport, cancel}}
		_, err := h.EvalMany(ctx, "(v_x ^ 2)", scopesX("3"))
		if !errors.Is(err, context.Canceled) {
			t.Errorf("err = %v, want context.Canceled", err)
		}
	})
	t.Run("bad input", func(t *testing.T) {
		_, h, _ := newFake(t, HTTPOptions{})
		for _, expr := range []string{"1; 2", "2x", "0x1F"} {
			if _, err := h.EvalMany(context.Background(), expr, scopesX("1")); !errors.Is(err, ErrInput) {
				t.Errorf("%q: err = %v, want ErrInput", expr, err)
			}
		}
	})
}

// cancelOnSend cancels the caller's context once the request is on its way.
type cancelOnSend struct {
	rt     http.RoundTripper
	cancel context.CancelFunc
}

func (c cancelOnSend) RoundTrip(r *http.Request) (*http.Response, error) {
	c.cancel()
	return c.rt.RoundTrip(r)
}

func TestPortable(t *testing.T) {
	cases := map[string]string{
		"((3.2 - 1.7) / 0.003)": `((bignumber("3.2") - bignumber("1.7")) / bignumber("0.003"))`,
		"sin((30 * pi / 180))":  `sin((bignumber("30") * acos(bignumber(-1)) / bignumber("180")))`,
		"log(e) + v_e + v_x_1":  `log(exp(bignumber(1))) + v_e + v_x_1`,
		"1e-5 + 2.5E+3 + .5":    `bignumber("1e-5") + bignumber("2.5E+3") + bignumber(".5")`,
		`bignumber("1.5") ^ 2`:  `bignumber("1.5") ^ bignumber("2")`,
		"exp (1) + pi (2)":      `exp (bignumber("1")) + pi (bignumber("2"))`,
		"nthRoot((-27), 3)":     `nthRoot((-bignumber("27")), bignumber("3"))`,
		"1 ^ v_pi":              `bignumber("1") ^ v_pi`,
	}
	for in, want := range cases {
		got, err := portable(in)
		if err != nil || got != want {
			t.Errorf("portable(%q) = %q, %v\n want %q", in, got, err, want)
		}
	}
}

// A dead endpoint (a closed port) is given up after BreakerThreshold
// attempts: every later call fails at once without a connection attempt,
// however many rows follow.
func TestHTTPDeadEndpointGivenUp(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	var dials atomic.Int64
	tr := &http.Transport{DialContext: func(ctx context.Context, network, a string) (net.Conn, error) {
		dials.Add(1)
		return (&net.Dialer{}).DialContext(ctx, network, a)
	}}
	h, err := NewHTTP(HTTPOptions{Endpoint: "http://" + addr + "/v4/", Rate: rate.Inf, Client: &http.Client{Transport: tr}})
	if err != nil {
		t.Fatal(err)
	}
	var waits int
	h.sleep = func(context.Context, time.Duration) error { waits++; return nil }
	for row := range 170 {
		_, err := h.EvalMany(context.Background(), "(v_x ^ 2)", scopesX(fmt.Sprint(row)))
		if !errors.Is(err, ErrUnavailable) || !errors.Is(err, remote.ErrTripped) && row > 0 {
			t.Fatalf("row %d: err = %v", row, err)
		}
	}
	if got := dials.Load(); got != remote.DefaultThreshold {
		t.Errorf("%d connection attempts for 170 rows, want %d (the breaker's threshold)", got, remote.DefaultThreshold)
	}
	if h.Attempts() != remote.DefaultThreshold || waits != remote.DefaultThreshold-1 {
		t.Errorf("attempts %d, waits %d", h.Attempts(), waits)
	}
	if got, want := h.GivenUp(), "endpoint unreachable (connection refused), 3 consecutive failed attempts"; got != want {
		t.Errorf("given up: %q, want %q", got, want)
	}
}

// A 401 gives the service up at once, and nothing the server said (it
// echoes the Authorization header and puts a key in its body) reaches the
// error; the debug log gets the body with the secrets redacted.
func TestHTTPAuthRefusedAndNoServerText(t *testing.T) {
	const secret = "sk-test-0123456789abcdefSECRET"
	var calls atomic.Int64
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		calls.Add(1)
		switch r.URL.Path {
		case "/401":
			w.WriteHeader(http.StatusUnauthorized)
			fmt.Fprintf(w, `{"error": "Incorrect API key provided: %s; Authorization: Bearer %s"}`, secret, secret)
		case "/500":
			w.WriteHeader(http.StatusInternalServerError)
			fmt.Fprintf(w, "status code: 500, body: upstream said %s", secret)
		default:
			w.WriteHeader(http.StatusOK)
			fmt.Fprintf(w, "Sure! Your key is %s", secret)
		}
	}))
	defer srv.Close()
	for _, path := range []string{"/401", "/500", "/200"} {
		var logBuf strings.Builder
		h, err := NewHTTP(HTTPOptions{Endpoint: srv.URL + path, Rate: rate.Inf, MaxRetries: 1,
			Log: slog.New(slog.NewTextHandler(&logBuf, &slog.HandlerOptions{Level: slog.LevelDebug}))})
		if err != nil {
			t.Fatal(err)
		}
		h.sleep = func(context.Context, time.Duration) error { return nil }
		before := calls.Load()
		_, err = h.EvalMany(context.Background(), "(v_x ^ 2)", scopesX("3"))
		if err == nil || strings.Contains(err.Error(), secret) || strings.Contains(err.Error(), "upstream") || strings.Contains(err.Error(), srv.URL) {
			t.Errorf("%s: err = %v", path, err)
		}
		if strings.Contains(logBuf.String(), secret) || !strings.Contains(logBuf.String(), remote.Redacted) {
			t.Errorf("%s: debug log %q", path, logBuf.String())
		}
		if path == "/401" {
			if !errors.Is(err, remote.ErrTripped) || !strings.Contains(err.Error(), "HTTP 401 (authentication refused)") || calls.Load()-before != 1 {
				t.Errorf("401: err = %v after %d calls", err, calls.Load()-before)
			}
			if _, err := h.EvalMany(context.Background(), "(v_x ^ 2)", scopesX("4")); !errors.Is(err, remote.ErrTripped) || calls.Load()-before != 1 {
				t.Errorf("401: second call made a request (%d) or err = %v", calls.Load()-before, err)
			}
		}
	}
}
