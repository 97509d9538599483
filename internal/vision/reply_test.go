package vision

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/dgnpipe/dgnpipe/internal/vision/visiontest"
)

// The request carries temperature 0 (go-openai omits a plain 0), and the
// cache key changes with every parameter a reply depends on.
func TestTemperatureSentAndKeyed(t *testing.T) {
	srv := visiontest.New(t, map[string][]visiontest.Reply{"1": {{Content: visiontest.JSONReading("p", "a")}}})
	c, _, _, _ := stack(t, srv.URL, TransportOptions{RatePerSecond: 1000}, 0)
	if _, err := c.Reread(context.Background(), Request{ProblemID: "1", Page: page("1")}); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(srv.Requests[0], `"temperature":1e-45`) || !strings.Contains(srv.Requests[0], `"max_tokens":2048`) {
		t.Errorf("request lacks temperature 0 or max_tokens: %.300s", srv.Requests[0])
	}
	req := Request{ProblemID: "1", Page: page("1")}
	p := Config{Model: "m"}.Params()
	keys := map[string]string{"base": Key(p, req)}
	q := p
	q.MaxTokens = 100
	keys["max_tokens"] = Key(q, req)
	q = p
	q.Model = "m2"
	keys["model"] = Key(q, req)
	q = p
	q.Temperature = 0.7
	keys["temperature"] = Key(q, req)
	second := req
	second.Second = true
	keys["second read"] = Key(p, second)
	seen := map[string]string{}
	for what, k := range keys {
		if other, dup := seen[k]; dup {
			t.Errorf("%s and %s share a cache key", what, other)
		}
		seen[k] = what
	}
}

// A server without JSON mode is asked with it once per run, not once per
// row, even by rows read concurrently.
func TestJSONModeRefusalRemembered(t *testing.T) {
	srv := visiontest.New(t, nil)
	srv.Func = func(string, []byte) visiontest.Reply {
		return visiontest.Reply{Content: visiontest.JSONReading("p", "a"), Delay: 10 * time.Millisecond}
	}
	srv.RejectJSONMode = true
	c, _, _, _ := stack(t, srv.URL, TransportOptions{RatePerSecond: 1000, Concurrency: 4}, 0)
	var wg sync.WaitGroup
	for i := range 8 {
		wg.Go(func() {
			if _, err := c.Reread(context.Background(), Request{ProblemID: fmt.Sprint(i), Page: page(fmt.Sprint(i))}); err != nil {
				t.Error(err)
			}
		})
	}
	wg.Wait()
	if srv.Total() != 9 {
		t.Errorf("%d requests for 8 rows, want 9 (one refused JSON mode)", srv.Total())
	}
}

// Replies that arrived but cannot be used are unusable, each with its
// reason: filtered, cut at max_tokens, over the size bound, not UTF-8.
func TestUnusableReplies(t *testing.T) {
	reading := visiontest.JSONReading("Solve $x=1$.", "1")
	huge := visiontest.JSONReading("Solve $x=1$."+strings.Repeat(`\quad `, 2000), "1")
	badUTF8 := `{"id":"c","object":"chat.completion","choices":[{"index":0,"message":{"role":"assistant","content":"{\"problem\": \"Solve ` + "\xff\xfe" + `\", \"answer\": \"1\"}"},"finish_reason":"stop"}],"usage":{"prompt_tokens":1,"completion_tokens":1}}`
	srv := visiontest.New(t, map[string][]visiontest.Reply{
		"filtered": {{Content: reading, FinishReason: "content_filter"}},
		"cut":      {{Content: reading, FinishReason: "length"}},
		"huge":     {{Content: huge}},
		"utf8":     {{RawBody: badUTF8}},
	})
	c, _, _, _ := stack(t, srv.URL, TransportOptions{RatePerSecond: 1000, MaxBody: 8 << 10}, 0)
	for id, want := range map[string]string{
		"filtered": "content filter", "cut": "cut at max_tokens",
		"huge": "over 8192 bytes", "utf8": "not valid UTF-8",
	} {
		_, err := c.Reread(context.Background(), Request{ProblemID: id, Page: page(id)})
		var ue *UnusableError
		if !errors.As(err, &ue) || !strings.Contains(ue.Reason, want) {
			t.Errorf("%s: err = %v, want unusable: %s", id, err, want)
		}
	}
}

// A refused key costs one request, not one per worker: until the endpoint
// has answered, requests go one at a time.
func TestKeyRefusedCostsOneRequest(t *testing.T) {
	srv := visiontest.New(t, nil)
	srv.Func = func(string, []byte) visiontest.Reply {
		return visiontest.Reply{Status: 401, Delay: 20 * time.Millisecond}
	}
	c, b, _, _ := stack(t, srv.URL, TransportOptions{RatePerSecond: 1000, Concurrency: 4}, 0)
	var wg sync.WaitGroup
	for i := range 12 {
		wg.Go(func() {
			c.Reread(context.Background(), Request{ProblemID: fmt.Sprint(i), Page: page(fmt.Sprint(i))})
		})
	}
	wg.Wait()
	if srv.Total() != 1 || b.Stats().Calls != 1 {
		t.Errorf("a refused key: %d requests, stats %+v; want 1", srv.Total(), b.Stats())
	}
}

// The token budget is checked with the request's own maximum, so
// concurrent calls cannot overrun it: 3,000 tokens with max_tokens 2,048
// allow one call (it once let four through, 7,200 tokens).
func TestBudgetReservesMaxTokens(t *testing.T) {
	srv := visiontest.New(t, nil)
	srv.Func = func(string, []byte) visiontest.Reply {
		return visiontest.Reply{Content: visiontest.JSONReading("p", "a"), CompletionTokens: 800, Delay: 20 * time.Millisecond}
	}
	c, b, _, _ := stack(t, srv.URL, TransportOptions{RatePerSecond: 1000, Concurrency: 4}, 0)
	b.MaxTokens, b.ReplyTokens = 3000, 2048
	var wg sync.WaitGroup
	for i := range 12 {
		wg.Go(func() {
			c.Reread(context.Background(), Request{ProblemID: fmt.Sprint(i), Page: page(fmt.Sprint(i))})
		})
	}
	wg.Wait()
	st := b.Stats()
	if srv.Total() != 1 || st.PromptTokens+st.CompletionTokens > 3000 || st.Refused != 11 {
		t.Errorf("requests %d, stats %+v", srv.Total(), st)
	}
}

func TestParseReplyNumber(t *testing.T) {
	for content, want := range map[string]string{
		`{"number": "2.001", "problem": "p", "answer": "a"}`: "2.001",
		`{"number": 7, "problem": "p", "answer": "a"}`:       "7",
		`{"problem": "p", "answer": "a"}`:                    "",
		`{"number": null, "problem": "p", "answer": "a"}`:    "",
	} {
		r, err := ParseReply(content)
		if err != nil || r.Number != want {
			t.Errorf("ParseReply(%s) = %+v, %v; want number %q", content, r, err, want)
		}
	}
}

// A reading over the request's bounds is unusable and not cached, and a
// cached reading over them is asked again: the next run reads the page
// again instead of failing on the same cached reply.
func TestOverBoundNotCached(t *testing.T) {
	long := "Solve $x=1$." + strings.Repeat(`\quad `, 50)
	srv := visiontest.New(t, map[string][]visiontest.Reply{"1": {{Content: visiontest.JSONReading(long, "1")}}})
	c, _, _, _ := stack(t, srv.URL, TransportOptions{RatePerSecond: 1000}, 0)
	req := Request{ProblemID: "1", Page: page("1"), MaxProblem: 100}
	for range 2 {
		if _, err := c.Reread(context.Background(), req); !errors.Is(err, ErrUnusable) || !strings.Contains(err.Error(), "over the bound of 100") {
			t.Fatalf("err = %v, want unusable over the bound", err)
		}
	}
	req.MaxProblem = 0
	if _, err := c.Reread(context.Background(), req); err != nil { // cached now
		t.Fatal(err)
	}
	req.MaxProblem = 100
	c.Reread(context.Background(), req)
	if srv.Calls("1") != 4 {
		t.Errorf("%d requests, want 4 (every bounded call asks again)", srv.Calls("1"))
	}
}
