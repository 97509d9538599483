// Package visiontest provides an in-process fake of an OpenAI-compatible
// chat-completions server with scripted readings and faults, for tests of
// leg 4. It never touches the network beyond the loopback listener of
// httptest.
package visiontest

import (
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"
)

// Reply is one scripted answer of the fake server.
type Reply struct {
	Status     int           // HTTP status; 0 means 200
	RetryAfter string        // Retry-After header value
	Delay      time.Duration // wait before answering (or until the client gives up)
	Content    string        // message content (for 200)
	Refusal    string        // message refusal (for 200)
	RawBody    string        // a raw body instead of a chat completion (garbage)
	// FinishReason is the choice's finish_reason; "" means "stop".
	FinishReason string
	// Reset sends the status line, the headers and half of the body, then
	// resets the connection (a connection lost mid-body).
	Reset bool
	// CompletionTokens, when positive, is the usage's completion_tokens
	// (default 50; prompt_tokens are always 1000).
	CompletionTokens int
}

// EchoAuth in a Reply's Content, Refusal or RawBody (or in the error
// message of a scripted status) is replaced by the request's Authorization
// header, as proxies that echo the request do: tests assert the key never
// reaches an artifact.
const EchoAuth = "{AUTH}"

// Server is the fake. Script maps a problem number to the replies for its
// successive calls (the last one repeats); Default answers other problems.
type Server struct {
	URL    string // base URL to configure the client with (ends in /v1)
	srv    *httptest.Server
	mu     sync.Mutex
	Script map[string][]Reply
	calls  map[string]int
	// Requests records every request body received, for assertions.
	Requests []string
	// Headers records the Authorization header of every request.
	Headers []string
	// RejectJSONMode makes the server answer 400 to requests that ask for
	// response_format, like servers without JSON mode.
	RejectJSONMode bool
	// Func, when set, answers instead of Script: it gets the problem number
	// and the request body (which carries the page images as data URLs).
	Func func(problemID string, body []byte) Reply
}

var problemRe = regexp.MustCompile(`(?:Find|Locate) problem (\S+?) on it`)

// New starts a fake server; it is closed when the test ends.
func New(tb testing.TB, script map[string][]Reply) *Server {
	tb.Helper()
	s := &Server{Script: script, calls: map[string]int{}}
	s.srv = httptest.NewServer(http.HandlerFunc(s.handle))
	tb.Cleanup(s.srv.Close)
	s.URL = s.srv.URL + "/v1"
	return s
}

// Calls returns how many requests asked about problem id.
func (s *Server) Calls(id string) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.calls[id]
}

// Total returns the number of requests received.
func (s *Server) Total() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.Requests)
}

func (s *Server) handle(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	if r.Method != http.MethodPost || !strings.HasSuffix(r.URL.Path, "/chat/completions") {
		http.Error(w, "not found", http.StatusNotFound)
		return
	}
	id := ""
	if m := problemRe.FindSubmatch(body); m != nil {
		id = string(m[1])
	}
	s.mu.Lock()
	s.Requests = append(s.Requests, string(body))
	s.Headers = append(s.Headers, r.Header.Get("Authorization"))
	n := s.calls[id]
	s.calls[id] = n + 1
	replies := s.Script[id]
	reject := s.RejectJSONMode
	fn := s.Func
	s.mu.Unlock()
	if fn != nil {
		replies = []Reply{fn(id, body)}
		n = 0
	}

	if reject && strings.Contains(string(body), `"response_format"`) {
		w.WriteHeader(http.StatusBadRequest)
		fmt.Fprint(w, `{"error":{"message":"response_format is not supported","type":"invalid_request_error"}}`)
		return
	}
	var rep Reply
	switch {
	case len(replies) == 0:
		rep = Reply{Status: http.StatusNotFound, RawBody: `{"error":{"message":"no script for this problem"}}`}
	case n < len(replies):
		rep = replies[n]
	default:
		rep = replies[len(replies)-1]
	}
	if rep.Delay > 0 {
		select {
		case <-time.After(rep.Delay):
		case <-r.Context().Done():
			return
		}
	}
	auth := r.Header.Get("Authorization")
	rep.Content = strings.ReplaceAll(rep.Content, EchoAuth, auth)
	rep.Refusal = strings.ReplaceAll(rep.Refusal, EchoAuth, auth)
	rep.RawBody = strings.ReplaceAll(rep.RawBody, EchoAuth, auth)
	if rep.Reset {
		resetMidBody(w, completion(rep))
		return
	}
	if rep.RetryAfter != "" {
		w.Header().Set("Retry-After", rep.RetryAfter)
	}
	status := rep.Status
	if status == 0 {
		status = http.StatusOK
	}
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	if rep.RawBody != "" || status != http.StatusOK {
		b := rep.RawBody
		if b == "" {
			b = fmt.Sprintf(`{"error":{"message":"scripted HTTP %d","type":"server_error"}}`, status)
		}
		io.WriteString(w, b)
		return
	}
	w.Write(completion(rep))
}

// completion is the body of a chat completion carrying rep.
func completion(rep Reply) []byte {
	msg := map[string]any{"role": "assistant", "content": rep.Content}
	if rep.Refusal != "" {
		msg["refusal"] = rep.Refusal
	}
	finish, tokens := rep.FinishReason, rep.CompletionTokens
	if finish == "" {
		finish = "stop"
	}
	if tokens <= 0 {
		tokens = 50
	}
	b, _ := json.Marshal(map[string]any{
		"id": "chatcmpl-fake", "object": "chat.completion", "created": 0, "model": "fake",
		"choices": []any{map[string]any{"index": 0, "message": msg, "finish_reason": finish}},
		"usage":   map[string]any{"prompt_tokens": 1000, "completion_tokens": tokens, "total_tokens": 1000 + tokens},
	})
	return b
}

// resetMidBody announces a 200 with body's length, writes half of it and
// resets the connection (SO_LINGER 0, so the client reads ECONNRESET, not a
// clean end of stream).
func resetMidBody(w http.ResponseWriter, body []byte) {
	conn, buf, err := http.NewResponseController(w).Hijack()
	if err != nil {
		return
	}
	fmt.Fprintf(buf, "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: %d\r\n\r\n", len(body))
	buf.Write(body[:len(body)/2])
	buf.Flush()
	if tc, ok := conn.(*net.TCPConn); ok {
		tc.SetLinger(0)
	}
	conn.Close()
}

// JSONReading is the content of a reply carrying a reading.
func JSONReading(problem, answer string) string {
	b, _ := json.Marshal(map[string]string{"problem": problem, "answer": answer})
	return string(b)
}
