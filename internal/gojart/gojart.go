// Package gojart holds what the two embedded JavaScript engines (math.js
// in internal/jsmath, the third-party LaTeX parsers in internal/xparse) do
// the same way with a goja runtime: create it deterministic and without host
// access, bound a call by a time limit and a context, and read a JavaScript
// exception's message.
package gojart

import (
	"context"
	"errors"
	"fmt"
	"math/rand"
	"time"

	"github.com/dop251/goja"
)

// ErrTimeout is wrapped by the error of a call stopped by its time limit.
var ErrTimeout = errors.New("time limit exceeded")

// interrupt is the value a runtime is interrupted with.
type interrupt struct{ cause error }

// epoch is the fixed time every runtime sees.
var epoch = time.Date(2000, 1, 1, 0, 0, 0, 0, time.UTC)

// New returns a runtime with a call-stack limit and fixed random and time
// sources, so that a script gives the same result on every run. goja gives
// a script no host access (no require, process, fetch, timers, console)
// unless the host adds it; New adds nothing.
func New(maxCallStack int) *goja.Runtime {
	rt := goja.New()
	rt.SetMaxCallStackSize(maxCallStack)
	rt.SetRandSource(rand.New(rand.NewSource(1)).Float64)
	rt.SetTimeSource(func() time.Time { return epoch })
	return rt
}

// InterruptOn interrupts rt when ctx is done; the returned stop ends that
// (as context.AfterFunc's stop does).
func InterruptOn(ctx context.Context, rt *goja.Runtime) (stop func() bool) {
	return context.AfterFunc(ctx, func() { rt.Interrupt(interrupt{cause: ctx.Err()}) })
}

// Call runs f, which uses rt, bounded by timeout and by ctx. When f was
// stopped by the interrupt it returns ctx.Err() if ctx ended, else an error
// wrapping ErrTimeout; otherwise f's own error. An interrupt that fired just
// after f returned is waited for and cleared, so it cannot hit the next
// call: the runtime can be reused after Call returns.
func Call(ctx context.Context, rt *goja.Runtime, timeout time.Duration, f func() error) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	tctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	fired := make(chan struct{})
	stop := context.AfterFunc(tctx, func() {
		rt.Interrupt(interrupt{cause: tctx.Err()})
		close(fired)
	})
	err := f()
	if !stop() {
		<-fired
		rt.ClearInterrupt()
	}
	var ie *goja.InterruptedError
	if errors.As(err, &ie) {
		if ctx.Err() != nil {
			return ctx.Err()
		}
		return fmt.Errorf("%w after %v", ErrTimeout, timeout)
	}
	return err
}

// ExceptionMessage reports whether err is a JavaScript exception or a
// call-stack overflow, and returns its message.
func ExceptionMessage(err error) (string, bool) {
	var ex *goja.Exception
	if errors.As(err, &ex) {
		v := ex.Value()
		if o, ok := v.(*goja.Object); ok {
			if m := o.Get("message"); m != nil && !goja.IsUndefined(m) {
				return m.String(), true
			}
		}
		return v.String(), true
	}
	var so *goja.StackOverflowError
	if errors.As(err, &so) {
		return "too deeply nested (call stack limit)", true
	}
	return "", false
}
