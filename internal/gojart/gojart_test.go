package gojart

import (
	"context"
	"errors"
	"testing"
	"time"
)

func TestCall(t *testing.T) {
	rt := New(100)
	if err := Call(context.Background(), rt, time.Second, func() error {
		_, err := rt.RunString(`1+1`)
		return err
	}); err != nil {
		t.Fatal(err)
	}
	err := Call(context.Background(), rt, 50*time.Millisecond, func() error {
		_, err := rt.RunString(`while (true) {}`)
		return err
	})
	if !errors.Is(err, ErrTimeout) {
		t.Fatalf("runaway loop: err = %v, want ErrTimeout", err)
	}
	// The runtime works again after an interrupt.
	var v int64
	if err := Call(context.Background(), rt, time.Second, func() error {
		r, err := rt.RunString(`6*7`)
		if err == nil {
			v = r.ToInteger()
		}
		return err
	}); err != nil || v != 42 {
		t.Fatalf("after the interrupt: %d, %v", v, err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if err := Call(ctx, rt, time.Second, func() error { return nil }); !errors.Is(err, context.Canceled) {
		t.Fatalf("cancelled: %v", err)
	}
}

func TestExceptionMessageAndDeterminism(t *testing.T) {
	rt := New(50)
	_, err := rt.RunString(`throw new Error("boom")`)
	if m, ok := ExceptionMessage(err); !ok || m != "boom" {
		t.Fatalf("message = %q, %v", m, ok)
	}
	_, err = rt.RunString(`function f(){ return f() } f()`)
	if m, ok := ExceptionMessage(err); !ok || m == "" {
		t.Fatalf("stack overflow: %q, %v (%v)", m, ok, err)
	}
	for _, src := range []string{`Math.random()`, `new Date().getTime()`} {
		a, _ := New(50).RunString(src)
		b, _ := New(50).RunString(src)
		if a.Export() != b.Export() {
			t.Errorf("%s differs between runtimes: %v vs %v", src, a, b)
		}
	}
	for _, name := range []string{"require", "process", "fetch", "setTimeout", "console"} {
		v, _ := New(50).RunString(`typeof ` + name)
		if v.String() != "undefined" {
			t.Errorf("%s is %s, want undefined (no host access)", name, v)
		}
	}
}
