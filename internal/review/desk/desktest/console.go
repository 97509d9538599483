package desktest

import (
	"context"
	"strings"
	"sync"
	"testing"

	"github.com/chromedp/cdproto/log"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
)

// Console records the errors a page writes to its console: console.error
// calls, uncaught exceptions, and error entries of the browser's own log,
// where a script, style or font that the Content-Security-Policy refused
// is reported (source "security").
type Console struct {
	mu   sync.Mutex
	msgs []chromedp.ConsoleMessage
}

// Listen starts recording the console of the browser tab of ctx.
func Listen(tb testing.TB, ctx context.Context) *Console {
	tb.Helper()
	c := &Console{}
	// The func runs on the loop that reads the browser's messages: a
	// message is recorded before any later command returns.
	err := chromedp.Listen(ctx, func(ev any) {
		var m chromedp.ConsoleMessage
		switch e := ev.(type) {
		case *log.EventEntryAdded:
			if e.Entry.Level != log.EntryLevelError {
				return
			}
			m = chromedp.ConsoleMessage{Type: chromedp.ConsoleError, Text: e.Entry.Text, URL: e.Entry.URL, Source: string(e.Entry.Source)}
		case *runtime.EventConsoleAPICalled:
			if e.Type != runtime.ConsoleAPICalledTypeError {
				return
			}
			var parts []string
			for _, a := range e.Args {
				parts = append(parts, strings.Trim(string(a.Value), `"`)+a.Description)
			}
			m = chromedp.ConsoleMessage{Type: chromedp.ConsoleError, Text: strings.Join(parts, " ")}
		case *runtime.EventExceptionThrown:
			d := e.ExceptionDetails
			m = chromedp.ConsoleMessage{Type: chromedp.ConsoleException, Text: d.Text, URL: d.URL}
			if d.Exception != nil {
				m.Text += " " + d.Exception.Description
			}
		default:
			return
		}
		c.mu.Lock()
		c.msgs = append(c.msgs, m)
		c.mu.Unlock()
	})
	if err != nil {
		tb.Fatal(err)
	}
	return c
}

// Errors returns the errors recorded so far and forgets them. It lets the
// page run its pending tasks first (a refusal is reported from one).
func (c *Console) Errors(tb testing.TB, ctx context.Context) []chromedp.ConsoleMessage {
	tb.Helper()
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`new Promise(function (r) { setTimeout(function () { r(true); }, 0); })`, chromedp.EvalAwaitPromise)); err != nil {
		tb.Fatal(err)
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	out := c.msgs
	c.msgs = nil
	return out
}
