package vision

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/dgnpipe/dgnpipe/internal/remote"
	"github.com/dgnpipe/dgnpipe/internal/vision/visiontest"
)

const secret = "sk-test-SECRET-never-written-0123456789"

type sleeps struct {
	mu sync.Mutex
	d  []time.Duration
}

func (s *sleeps) sleep(ctx context.Context, d time.Duration) error {
	s.mu.Lock()
	s.d = append(s.d, d)
	s.mu.Unlock()
	return ctx.Err()
}

// stack builds Cached(Budget(OpenAI(Transport))) against url.
func stack(t *testing.T, url string, o TransportOptions, budget int) (*Cached, *Budget, *Transport, *sleeps) {
	t.Helper()
	tr := NewTransport(nil, o)
	sl := &sleeps{}
	tr.sleep = sl.sleep
	oc, err := NewOpenAI(Config{BaseURL: url, Model: "fake-vision", APIKey: secret, JSONMode: true}, tr)
	if err != nil {
		t.Fatal(err)
	}
	b := &Budget{Next: oc, MaxCalls: budget}
	return &Cached{Next: b, Dir: t.TempDir(), Params: Config{Model: "fake-vision"}.Params()}, b, tr, sl
}

func page(s string) Image { return Image{Bytes: []byte("\x89PNG fake page " + s), MIME: "image/png"} }

func TestRereadAndCache(t *testing.T) {
	srv := visiontest.New(t, map[string][]visiontest.Reply{
		"1.019": {{Content: visiontest.JSONReading(`Compute $12 : 3 \cdot 2$.`, "8")}},
	})
	c, b, _, _ := stack(t, srv.URL, TransportOptions{RatePerSecond: 1000}, 0)
	req := Request{ProblemID: "1.019", Page: page("7")}
	r, err := c.Reread(context.Background(), req)
	if err != nil {
		t.Fatal(err)
	}
	if r.Problem != `Compute $12 : 3 \cdot 2$.` || r.Answer != "8" || r.Cached {
		t.Fatalf("reading = %+v", r)
	}
	r2, err := c.Reread(context.Background(), req)
	if err != nil || !r2.Cached || r2.Problem != r.Problem {
		t.Fatalf("second read = %+v, %v; want a cache hit", r2, err)
	}
	if srv.Calls("1.019") != 1 {
		t.Fatalf("server saw %d calls, want 1 (cache)", srv.Calls("1.019"))
	}
	if st := b.Stats(); st.Calls != 1 || st.PromptTokens != 1000 || st.CompletionTokens != 50 {
		t.Fatalf("stats = %+v", st)
	}
	// The request carries the image as a data URL and names the problem,
	// and asks for JSON mode.
	body := srv.Requests[0]
	for _, want := range []string{"data:image/png;base64,", "Find problem 1.019 on it", `"response_format"`} {
		if !strings.Contains(body, want) {
			t.Errorf("request lacks %q", want)
		}
	}
	// A different page is a different request.
	if _, err := c.Reread(context.Background(), Request{ProblemID: "1.019", Page: page("8")}); err != nil {
		t.Fatal(err)
	}
	if srv.Calls("1.019") != 2 {
		t.Fatalf("another page must not hit the cache")
	}
	// Replay mode answers from the cache alone and misses offline.
	rp := &Cached{Dir: c.Dir, Params: c.Params, Replay: true}
	if r3, err := rp.Reread(context.Background(), req); err != nil || !r3.Cached {
		t.Fatalf("replay hit = %+v, %v", r3, err)
	}
	if _, err := rp.Reread(context.Background(), Request{ProblemID: "2.001", Page: page("9")}); !errors.Is(err, ErrNotCached) {
		t.Fatalf("replay miss err = %v, want ErrNotCached", err)
	}
	// The key is sent to the server but never written to the cache.
	if !strings.Contains(srv.Headers[0], secret) {
		t.Fatal("the key did not reach the server")
	}
	assertNoSecret(t, c.Dir)
}

func assertNoSecret(t *testing.T, dir string) {
	t.Helper()
	filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, _ := os.ReadFile(p)
		if strings.Contains(string(b), secret) {
			t.Errorf("%s contains the API key", p)
		}
		return nil
	})
}

func TestAnswerPageIsSent(t *testing.T) {
	srv := visiontest.New(t, map[string][]visiontest.Reply{"7": {{Content: visiontest.JSONReading("x", "1")}}})
	c, _, _, _ := stack(t, srv.URL, TransportOptions{RatePerSecond: 1000}, 0)
	ap := page("answers")
	if _, err := c.Reread(context.Background(), Request{ProblemID: "7", Page: page("1"), AnswerPage: &ap}); err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(srv.Requests[0], "data:image/png;base64,"); n != 2 {
		t.Fatalf("request carries %d images, want 2", n)
	}
}

func TestFaults(t *testing.T) {
	ok := visiontest.Reply{Content: visiontest.JSONReading("Solve $x^2=4$.", "\\pm 2")}
	srv := visiontest.New(t, map[string][]visiontest.Reply{
		"429":     {{Status: 429, RetryAfter: "3"}, ok},
		"500":     {{Status: 500}, {Status: 503}, ok},
		"down":    {{Status: 500}},
		"slow":    {{Delay: 5 * time.Second}},
		"garbage": {{RawBody: "<html>oops"}},
		"prose":   {{Content: "I cannot help with that."}},
		"refusal": {{Refusal: "I can't read this page."}},
		"nofield": {{Content: `{"problem": "x"}`}},
		"fenced":  {{Content: "```json\n" + visiontest.JSONReading("p", "a") + "\n```"}},
	})
	c, b, tr, sl := stack(t, srv.URL, TransportOptions{RatePerSecond: 1000, MaxRetries: 2, AttemptTimeout: 100 * time.Millisecond, BaseDelay: time.Millisecond, BreakerThreshold: 100}, 0)
	ctx := context.Background()
	read := func(id string) (Reading, error) { return c.Reread(ctx, Request{ProblemID: id, Page: page(id)}) }

	if r, err := read("429"); err != nil || r.Answer != "\\pm 2" {
		t.Fatalf("429 then success: %+v, %v", r, err)
	}
	if sl.d[0] != 3*time.Second {
		t.Errorf("Retry-After not honoured: slept %v", sl.d[0])
	}
	if _, err := read("500"); err != nil {
		t.Fatalf("500, 503 then success: %v", err)
	}
	if _, err := read("down"); err == nil || !strings.Contains(err.Error(), "500") {
		t.Fatalf("persistent 500: err = %v", err)
	}
	if srv.Calls("down") != 3 {
		t.Errorf("persistent 500: %d attempts, want 3", srv.Calls("down"))
	}
	if _, err := read("slow"); err == nil {
		t.Fatal("a server that never answers must time out")
	}
	for _, id := range []string{"garbage", "prose", "refusal", "nofield"} {
		if _, err := read(id); err == nil {
			t.Errorf("%s: no error", id)
		} else if id != "garbage" && !errors.Is(err, ErrUnusable) {
			t.Errorf("%s: err = %v, want ErrUnusable", id, err)
		}
	}
	if r, err := read("fenced"); err != nil || r.Answer != "a" {
		t.Fatalf("fenced JSON: %+v, %v", r, err)
	}
	if tr.Retries.Load() == 0 {
		t.Error("no retries counted")
	}
	// Failed calls are not cached: the next run asks again.
	before := srv.Calls("prose")
	read("prose")
	if srv.Calls("prose") != before+1 {
		t.Error("an unusable reply was cached")
	}
	if st := b.Stats(); st.Failed == 0 {
		t.Errorf("stats = %+v, want failures counted", st)
	}
	assertNoSecret(t, c.Dir)
}

func TestJSONModeFallback(t *testing.T) {
	srv := visiontest.New(t, map[string][]visiontest.Reply{"3": {{Content: visiontest.JSONReading("p", "a")}}})
	srv.RejectJSONMode = true
	c, _, _, _ := stack(t, srv.URL, TransportOptions{RatePerSecond: 1000}, 0)
	if _, err := c.Reread(context.Background(), Request{ProblemID: "3", Page: page("3")}); err != nil {
		t.Fatal(err)
	}
	if srv.Total() != 2 || strings.Contains(srv.Requests[1], "response_format") {
		t.Fatalf("want a retry without response_format; requests: %d", srv.Total())
	}
}

func TestConnectionRefused(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	url := "http://" + ln.Addr().String() + "/v1"
	ln.Close()
	c, _, _, _ := stack(t, url, TransportOptions{RatePerSecond: 1000, MaxRetries: 1, BaseDelay: time.Millisecond}, 0)
	if _, err := c.Reread(context.Background(), Request{ProblemID: "1", Page: page("1")}); err == nil {
		t.Fatal("want an error for a refused connection")
	}
}

func TestBudget(t *testing.T) {
	ok := visiontest.Reply{Content: visiontest.JSONReading("p", "a")}
	srv := visiontest.New(t, map[string][]visiontest.Reply{"1": {ok}, "2": {ok}, "3": {ok}})
	c, b, _, _ := stack(t, srv.URL, TransportOptions{RatePerSecond: 1000}, 2)
	for _, id := range []string{"1", "2"} {
		if _, err := c.Reread(context.Background(), Request{ProblemID: id, Page: page(id)}); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := c.Reread(context.Background(), Request{ProblemID: "3", Page: page("3")}); !errors.Is(err, ErrBudget) {
		t.Fatalf("third call err = %v, want ErrBudget", err)
	}
	// A cached request costs nothing, even over budget.
	if _, err := c.Reread(context.Background(), Request{ProblemID: "1", Page: page("1")}); err != nil {
		t.Fatalf("cached read over budget: %v", err)
	}
	if st := b.Stats(); st.Calls != 2 || st.Refused != 1 {
		t.Fatalf("stats = %+v", st)
	}
}

func TestNotConfigured(t *testing.T) {
	if _, err := NewOpenAI(Config{}, nil); !errors.Is(err, ErrNotConfigured) {
		t.Fatalf("err = %v", err)
	}
	env := map[string]string{EnvModel: "m", EnvBaseURL: "http://127.0.0.1:1/v1", EnvAPIKey: "k"}
	cfg := FromEnv(Config{Model: "yaml-model"}, func(k string) string { return env[k] })
	if cfg.Model != "m" || cfg.BaseURL != "http://127.0.0.1:1/v1" || cfg.APIKey != "k" || !cfg.Configured() {
		t.Fatalf("cfg = %+v", cfg)
	}
}

func TestParseRetryAfter(t *testing.T) {
	now := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	for v, want := range map[string]time.Duration{
		"": 0, "7": 7 * time.Second, "x": 0,
		now.Add(90 * time.Second).Format(http.TimeFormat): 90 * time.Second,
	} {
		if got := parseRetryAfter(v, now); got != want {
			t.Errorf("parseRetryAfter(%q) = %v, want %v", v, got, want)
		}
	}
}

// The key never leaves the client: the server echoes the Authorization
// header in a 401, a 500 and the prose of a 200 (and in a reading), and
// neither the errors (which become notes) nor the debug log carry it. A
// 401 gives the endpoint up at once: the next call sends nothing.
func TestKeyNeverInErrorsOrLog(t *testing.T) {
	echo := "Incorrect API key provided: " + visiontest.EchoAuth
	srv := visiontest.New(t, map[string][]visiontest.Reply{
		"401":     {{Status: 401, RawBody: `{"error":{"message":"` + echo + `","type":"invalid_request_error"}}`}},
		"500":     {{Status: 500, RawBody: "status code: 500, body: " + echo}},
		"prose":   {{Content: "Sure. The request had " + visiontest.EchoAuth}},
		"reading": {{Content: visiontest.JSONReading("Solve "+visiontest.EchoAuth, "1")}},
	})
	escaped := strings.ReplaceAll(secret, "-", `\u002d`)
	srv.Script["escaped"] = []visiontest.Reply{{Status: 500, RawBody: `{"detail":"key ` + escaped + ` refused"}`}}
	srv.Script["escaped-prose"] = []visiontest.Reply{{Content: "The request had key " + secret}}
	for _, id := range []string{"500", "prose", "reading", "escaped", "escaped-prose", "401"} {
		var logBuf strings.Builder
		tr := NewTransport(nil, TransportOptions{RatePerSecond: 1000, MaxRetries: 1, BaseDelay: time.Millisecond})
		log := slog.New(slog.NewTextHandler(&logBuf, &slog.HandlerOptions{Level: slog.LevelDebug}))
		oc, err := NewOpenAI(Config{BaseURL: srv.URL, Model: "fake-vision", APIKey: secret, JSONMode: true, Log: log}, tr)
		if err != nil {
			t.Fatal(err)
		}
		_, err = oc.Reread(context.Background(), Request{ProblemID: id, Page: page(id)})
		if err == nil || strings.Contains(err.Error(), secret) || strings.Contains(err.Error(), "Incorrect") || strings.Contains(err.Error(), srv.URL) {
			t.Errorf("%s: err = %v", id, err)
		}
		if strings.Contains(logBuf.String(), secret) || strings.Contains(logBuf.String(), "SECRET") {
			t.Errorf("%s: the debug log carries the key: %s", id, logBuf.String())
		}
		if !strings.Contains(logBuf.String(), "REDACTED") {
			t.Errorf("%s: the debug log lacks the (redacted) reply: %s", id, logBuf.String())
		}
		if id == "401" {
			if err.Error() != "vision call failed: HTTP 401 (authentication refused)" {
				t.Errorf("401: err = %q", err)
			}
			n := srv.Total()
			_, err := oc.Reread(context.Background(), Request{ProblemID: "prose", Page: page("x")})
			var ce *CallError
			if !errors.As(err, &ce) || !errors.Is(err, remote.ErrTripped) && !strings.Contains(ce.Reason, "given up") || srv.Total() != n {
				t.Errorf("after a 401: err = %v, %d new requests", err, srv.Total()-n)
			}
		}
	}
}

// A dead endpoint is given up after the breaker's threshold of requests,
// each retried, however many rows follow.
func TestDeadEndpointGivenUp(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	url := "http://" + ln.Addr().String() + "/v1"
	ln.Close()
	c, _, tr, _ := stack(t, url, TransportOptions{RatePerSecond: 1000, MaxRetries: 4, BaseDelay: time.Millisecond}, 0)
	for i := range 50 {
		_, err := c.Reread(context.Background(), Request{ProblemID: "1", Page: page(fmt.Sprint(i))})
		var ce *CallError
		if !errors.As(err, &ce) || !strings.Contains(ce.Reason, "connection refused") {
			t.Fatalf("call %d: err = %v", i, err)
		}
	}
	if want := remote.DefaultThreshold * 5; tr.Attempts() != want || tr.GivenUp() != "endpoint unreachable (connection refused), 3 consecutive failed requests" {
		t.Errorf("%d attempts for 50 calls (want %d); given up: %q", tr.Attempts(), want, tr.GivenUp())
	}
}

// A 500 on every request's first attempt is retried before the breaker
// hears of it: twelve rows, twelve retries, every row read, the breaker
// closed (it once opened after three such first attempts, and max_retries
// above 2 could never act).
func TestRetriesBeforeBreaker(t *testing.T) {
	ok := visiontest.Reply{Content: visiontest.JSONReading("p", "a")}
	script := map[string][]visiontest.Reply{}
	for i := range 12 {
		script[fmt.Sprint(i)] = []visiontest.Reply{{Status: 500}, ok}
	}
	// max_retries above 2 acts: four 500s in a row, then a reply.
	script["12"] = []visiontest.Reply{{Status: 500}, {Status: 500}, {Status: 500}, {Status: 500}, ok}
	srv := visiontest.New(t, script)
	c, b, tr, _ := stack(t, srv.URL, TransportOptions{RatePerSecond: 1000, MaxRetries: 4, BaseDelay: time.Millisecond}, 0)
	for i := range 13 {
		if _, err := c.Reread(context.Background(), Request{ProblemID: fmt.Sprint(i), Page: page(fmt.Sprint(i))}); err != nil {
			t.Fatalf("row %d: %v", i, err)
		}
	}
	if srv.Total() != 29 || tr.Retries.Load() != 16 || tr.GivenUp() != "" || b.Stats().Calls != 13 {
		t.Errorf("requests %d, retries %d, given up %q, stats %+v", srv.Total(), tr.Retries.Load(), tr.GivenUp(), b.Stats())
	}
}

// A connection reset mid-body is retried like a 5xx.
func TestResetMidBodyRetried(t *testing.T) {
	srv := visiontest.New(t, map[string][]visiontest.Reply{
		"1": {{Content: visiontest.JSONReading("p", "a"), Reset: true}, {Content: visiontest.JSONReading("p", "a")}},
	})
	c, _, tr, _ := stack(t, srv.URL, TransportOptions{RatePerSecond: 1000, MaxRetries: 2, BaseDelay: time.Millisecond}, 0)
	r, err := c.Reread(context.Background(), Request{ProblemID: "1", Page: page("1")})
	if err != nil || r.Answer != "a" || srv.Total() != 2 || tr.Retries.Load() != 1 {
		t.Fatalf("reading %+v, err %v, requests %d, retries %d", r, err, srv.Total(), tr.Retries.Load())
	}
}
