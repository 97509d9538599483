package remote

import (
	"context"
	"errors"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"
)

func TestBreakerTripsAfterConsecutiveFailures(t *testing.T) {
	var b Breaker
	refused := &net.OpError{Op: "dial", Net: "tcp", Err: errorsNew("connect: connection refused")}
	if err := b.Record(0, refused); err != nil {
		t.Fatal(err)
	}
	if err := b.Record(200, nil); err != nil { // a success resets the count
		t.Fatal(err)
	}
	b.Record(0, refused)
	b.Record(503, nil)
	if b.Allow() != nil {
		t.Fatal("open after 2 consecutive failures")
	}
	err := b.Record(0, refused)
	if !errors.Is(err, ErrTripped) || b.Allow() == nil || b.Attempts() != 5 {
		t.Fatalf("after 3 consecutive failures: err=%v allow=%v attempts=%d", err, b.Allow(), b.Attempts())
	}
	if r := b.Tripped(); !strings.Contains(r, "3 consecutive failed attempts") {
		t.Errorf("reason %q", r)
	}
}

func TestBreakerTripsAtOnceOnAuth(t *testing.T) {
	for _, code := range []int{401, 403} {
		var b Breaker
		err := b.Record(code, nil)
		var te *TrippedError
		if !errors.As(err, &te) || !strings.Contains(te.Reason, "authentication refused") {
			t.Errorf("%d: %v", code, err)
		}
	}
	var b Breaker
	for range 10 {
		b.Record(429, nil) // rate limiting is not a dead endpoint
		b.Record(400, nil)
	}
	if b.Tripped() != "" {
		t.Errorf("tripped on 429/400: %s", b.Tripped())
	}
}

func TestDescribeRealTransportErrors(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close() // a closed port: connection refused
	_, err = http.Get("http://user:hunter2secret@" + addr + "/v4/")
	if got := Describe(0, err); got != "endpoint unreachable (connection refused)" {
		t.Errorf("closed port: %q", got)
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Nanosecond)
	defer cancel()
	req, _ := http.NewRequestWithContext(ctx, "GET", "http://"+addr, nil)
	_, err = http.DefaultClient.Do(req)
	if got := Describe(0, err); strings.Contains(got, addr) || strings.Contains(got, "hunter2") {
		t.Errorf("description carries the URL: %q", got)
	}
	if got := Describe(401, nil); got != "HTTP 401 (authentication refused)" {
		t.Errorf("401: %q", got)
	}
	if got := Describe(500, nil); got != "HTTP 500 (server error)" {
		t.Errorf("500: %q", got)
	}
}

func TestRedact(t *testing.T) {
	key := "tok-1234567890-SECRET"
	tests := []struct{ in, mustNot string }{
		{"echo: Authorization: Bearer " + key, key},
		{"Incorrect API key provided: " + key + ".", key},
		{"Incorrect API key provided: sk-proj-abc1*********************xyz9.", "sk-proj-abc1"},
		{"Authorization: Bearer abcdefgh.ijkl", "abcdefgh.ijkl"},
		{"token=QUJDREVGR0hJSktMTU5PUFFSU1RVVldYWVo0NTY3ODk=", "QUJDREVGR0hJSktMTU5PUFFSU1RVVldYWVo0NTY3ODk"},
		{"id 0123456789abcdef0123456789abcdef01", "0123456789abcdef0123456789abcdef"},
		// A JSON body that escapes the key's hyphens (or any character).
		{`{"error":{"message":"bad key tok\u002d1234567890\u002dSECRET"}}`, "1234567890"},
		{`{"message":"bad key tok\u002D1234567890-SECRET"}`, "SECRET"},
	}
	for _, tt := range tests {
		got := Redact(tt.in, key)
		if strings.Contains(got, tt.mustNot) || !strings.Contains(got, Redacted) {
			t.Errorf("Redact(%q) = %q", tt.in, got)
		}
	}
	plain := `{"error": "Undefined symbol x", "result": ["\\frac{1}{2}", "0.5", "x_1+x_2+x_3+x_4+x_5+x_6+x_7+x_8+x_9"]}`
	if got := Redact(plain, key); got != plain {
		t.Errorf("redacted ordinary text: %q", got)
	}
}

type errorString string

func (e errorString) Error() string { return string(e) }

func errorsNew(s string) error { return errorString(s) }
