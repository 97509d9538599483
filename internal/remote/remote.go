// Package remote holds what the legs that call a remote service (leg 3's
// math.js HTTP API, leg 4's vision model) share: a circuit breaker that
// stops calling an endpoint that is down or refuses the key, the wording of
// a failed call in our words, and the redaction of secrets from anything
// that may be logged.
//
// A server's reply is never published: it may echo the key (a 401 from a
// hosted API shows a partly masked key, some proxies echo the whole
// Authorization header). Notes and errors carry Describe's words only; raw
// bodies go to the debug log, through Redact.
package remote

import (
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"unicode/utf16"
)

// DefaultThreshold is how many consecutive failed attempts (no connection,
// no reply in time, a 5xx) trip a Breaker.
const DefaultThreshold = 3

// ErrTripped is matched (errors.Is) by the error of a call the breaker
// refused.
var ErrTripped = errors.New("endpoint given up")

// TrippedError is the error of a call refused by an open breaker; Reason
// says why the breaker opened, in our words.
type TrippedError struct{ Reason string }

func (e *TrippedError) Error() string { return "endpoint given up: " + e.Reason }

// Is makes errors.Is(err, ErrTripped) hold.
func (e *TrippedError) Is(target error) bool { return target == ErrTripped }

// Breaker stops calls to an endpoint that is evidently not going to answer
// within this run: it opens after Threshold consecutive failed attempts
// (connection refused, DNS failure, time-out, 404, 5xx, a reply that is not
// the service's), or at once on 401/403
// (the key is refused: every later call would be too). An open breaker
// stays open for the rest of the run (a run is a batch: the next run tries
// again). The zero value is ready (Threshold DefaultThreshold). It is safe
// for concurrent use.
type Breaker struct {
	Threshold int
	// Unit names what a failure is in the breaker's reason: "attempts"
	// when it is "" (each HTTP attempt fed to it), "requests" for a caller
	// that feeds it a request once its retries are done.
	Unit string

	mu          sync.Mutex
	consecutive int
	attempts    int
	reason      string
}

// Allow returns nil when a call may be made, else a *TrippedError.
func (b *Breaker) Allow() error {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.reason != "" {
		return &TrippedError{Reason: b.reason}
	}
	return nil
}

// Record feeds the outcome of one HTTP attempt: its status (0 when there
// was no reply) and its transport error (nil when there was a reply): a
// 401/403 is Fatal, a transport error, a 404 or a 5xx is a Failure, any
// other reply a Success. It returns the breaker's error when it is open.
func (b *Breaker) Record(status int, err error) error {
	switch {
	case err != nil:
		return b.Failure(Describe(0, err))
	case status == http.StatusUnauthorized || status == http.StatusForbidden:
		return b.Fatal(Describe(status, nil))
	case status == http.StatusNotFound || status >= 500:
		return b.Failure(Describe(status, nil))
	}
	b.Success()
	return nil
}

// Success records an attempt that got a usable reply: the count of
// consecutive failures starts again.
func (b *Breaker) Success() {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.attempts++
	b.consecutive = 0
}

// Failure records a failed attempt (why: in our words); Threshold
// consecutive ones open the breaker. It returns the breaker's error when
// it is open.
func (b *Breaker) Failure(why string) error {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.attempts++
	if b.reason == "" {
		b.consecutive++
		th := b.Threshold
		if th <= 0 {
			th = DefaultThreshold
		}
		if b.consecutive >= th {
			unit := b.Unit
			if unit == "" {
				unit = "attempts"
			}
			b.reason = fmt.Sprintf("%s, %d consecutive failed %s", why, b.consecutive, unit)
		}
	}
	if b.reason != "" {
		return &TrippedError{Reason: b.reason}
	}
	return nil
}

// Fatal records an attempt whose failure every later attempt would repeat
// (the key refused): the breaker opens at once.
func (b *Breaker) Fatal(why string) error {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.attempts++
	if b.reason == "" {
		b.reason = why
	}
	return &TrippedError{Reason: b.reason}
}

// Tripped says why the breaker is open, or "" when it is closed.
func (b *Breaker) Tripped() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.reason
}

// Attempts is the number of attempts recorded (tests assert the breaker
// opened after a bounded number of calls).
func (b *Breaker) Attempts() int {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.attempts
}

// Describe words the failure of one call for a note or an error: the HTTP
// status with its meaning ("HTTP 401 (authentication refused)"), or the
// kind of transport failure ("endpoint unreachable (connection refused)").
// It never includes a server's text, a URL or a header.
func Describe(status int, err error) string {
	if err != nil {
		return "endpoint unreachable (" + transportKind(err) + ")"
	}
	meaning := ""
	switch {
	case status == http.StatusUnauthorized || status == http.StatusForbidden:
		meaning = "authentication refused"
	case status == http.StatusTooManyRequests:
		meaning = "rate limited"
	case status == http.StatusRequestTimeout || status == http.StatusGatewayTimeout:
		meaning = "time-out"
	case status == http.StatusNotFound:
		meaning = "no such endpoint or model"
	case status >= 500:
		meaning = "server error"
	case status >= 400:
		meaning = "request rejected"
	default:
		meaning = "unexpected status"
	}
	return fmt.Sprintf("HTTP %d (%s)", status, meaning)
}

// transportKind classifies a transport error without its text (which
// carries the URL).
func transportKind(err error) string {
	var dnsErr *net.DNSError
	var netErr net.Error
	switch {
	case errors.Is(err, syscall.ECONNREFUSED):
		return "connection refused"
	case errors.Is(err, syscall.ECONNRESET):
		return "connection reset"
	case errors.As(err, &dnsErr):
		return "host name not found"
	case errors.Is(err, os.ErrDeadlineExceeded), errors.As(err, &netErr) && netErr.Timeout():
		return "no reply in time"
	case strings.Contains(err.Error(), "tls:") || strings.Contains(err.Error(), "x509:"):
		return "TLS failure"
	case errors.Is(err, syscall.EHOSTUNREACH), errors.Is(err, syscall.ENETUNREACH):
		return "host unreachable"
	}
	return "connection failed"
}

// Redacted replaces every secret Redact finds.
const Redacted = "[REDACTED]"

var secretShapes = []*regexp.Regexp{
	// Authorization header values: "Bearer <token>", "Basic <token>".
	regexp.MustCompile(`(?i)\b(bearer|basic)\s+[A-Za-z0-9._~+/=*-]{6,}`),
	// OpenAI-style keys, masked or not: sk-..., sk-proj-..., sk-****abcd.
	regexp.MustCompile(`\b(sk|pk|rk)-[A-Za-z0-9_*.-]{6,}`),
	// Long hex / base64url runs (32+ characters) and standard base64 runs
	// (40+), the shapes of most API tokens. (Kept apart so that LaTeX such
	// as x_1+x_2+... is not one run.)
	regexp.MustCompile(`[A-Za-z0-9_-]{32,}`),
	regexp.MustCompile(`[A-Za-z0-9+/]{40,}={0,2}`),
}

// jsonEscape is a JSON string escape a server may use for any character
// of a key (`\u002d` for '-', `\/` for '/').
var jsonEscape = regexp.MustCompile(`\\u[0-9a-fA-F]{4}|\\/`)

// decodeEscapes replaces the JSON escapes \uXXXX and \/ by the characters
// they stand for (a surrogate half stays escaped), so that a key echoed
// with escaped characters is found.
func decodeEscapes(s string) string {
	if !strings.Contains(s, `\`) {
		return s
	}
	return jsonEscape.ReplaceAllStringFunc(s, func(e string) string {
		if e == `\/` {
			return "/"
		}
		n, err := strconv.ParseUint(e[2:], 16, 32)
		if err != nil || utf16.IsSurrogate(rune(n)) {
			return e
		}
		return string(rune(n))
	})
}

// Redact returns s with every secret replaced by [REDACTED]: each of the
// given secrets (the configured key, wherever it appears), and anything
// shaped like one (a "Bearer …" credential, an sk-… key, masked or not, a
// run of 32 or more base64 or hex characters). JSON escapes (\u002d, \/)
// are decoded first, so a key a server echoes with its characters escaped
// is found too; the result is the decoded text. Use it on everything a
// server sent before it is logged.
func Redact(s string, secrets ...string) string {
	s = decodeEscapes(s)
	for _, k := range secrets {
		k = strings.TrimSpace(k)
		if len(k) >= 4 {
			s = strings.ReplaceAll(s, k, Redacted)
		}
	}
	for _, re := range secretShapes {
		s = re.ReplaceAllString(s, Redacted)
	}
	return s
}
