package main

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"strings"
	"sync"
)

// consoleHandler is the slog handler of the console: one line a record,
// "warning: STAGE: message key=value", no timestamps (the same run prints
// the same lines), written through the writer it is given (g.Stderr, which
// wraps lines to the output width).
type consoleHandler struct {
	w     io.Writer
	mu    *sync.Mutex
	level slog.Level
	attrs []slog.Attr
}

func newConsoleHandler(w io.Writer, level slog.Level) *consoleHandler {
	return &consoleHandler{w: w, mu: &sync.Mutex{}, level: level}
}

func (h *consoleHandler) Enabled(_ context.Context, l slog.Level) bool { return l >= h.level }

func (h *consoleHandler) Handle(_ context.Context, r slog.Record) error {
	var b strings.Builder
	b.WriteString(levelWord(r.Level))
	b.WriteString(": ")
	var rest []string
	stage := ""
	add := func(a slog.Attr) bool {
		if a.Key == "stage" {
			stage = a.Value.String()
			return true
		}
		if a.Key != "" {
			rest = append(rest, a.Key+"="+quoteIfSpaced(a.Value.String()))
		}
		return true
	}
	for _, a := range h.attrs {
		add(a)
	}
	r.Attrs(add)
	if stage != "" {
		b.WriteString(stage + ": ")
	}
	msg := r.Message
	if r.Level == slog.LevelWarn {
		// A stage's warning can quote a whole input line; the manifest
		// keeps the whole text.
		msg = clip(msg, 480)
	}
	b.WriteString(msg)
	for _, kv := range rest {
		b.WriteString(" " + kv)
	}
	b.WriteString("\n")
	h.mu.Lock()
	defer h.mu.Unlock()
	_, err := io.WriteString(h.w, b.String())
	return err
}

func (h *consoleHandler) WithAttrs(as []slog.Attr) slog.Handler {
	c := *h
	c.attrs = append(append([]slog.Attr(nil), h.attrs...), as...)
	return &c
}

// WithGroup is not used by dgnpipe's loggers; a group's attributes are
// printed under their own keys.
func (h *consoleHandler) WithGroup(string) slog.Handler { return h }

func levelWord(l slog.Level) string {
	switch {
	case l >= slog.LevelError:
		return "error"
	case l >= slog.LevelWarn:
		return "warning"
	case l >= slog.LevelInfo:
		return "info"
	default:
		return "debug"
	}
}

func quoteIfSpaced(s string) string {
	if strings.ContainsAny(s, " \t\n\"") {
		return fmt.Sprintf("%q", s)
	}
	return s
}

// lockedFitWriter is a fitWriter safe for concurrent use: stages log from
// their own goroutines.
type lockedFitWriter struct {
	mu sync.Mutex
	fw *fitWriter
}

func (l *lockedFitWriter) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.fw.Write(p)
}

// Flush writes a last line that has no newline.
func (l *lockedFitWriter) Flush() error {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.fw.Flush()
}
