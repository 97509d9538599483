package gojart

import (
	"context"
	"errors"
	"sync"
	"sync/atomic"
	"testing"
)

func TestPool(t *testing.T) {
	var created atomic.Int32
	create := func(context.Context) (*int, error) {
		n := int(created.Add(1))
		return &n, nil
	}
	p := NewPool[int](2)
	ctx := context.Background()
	var wg sync.WaitGroup
	for range 20 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			x, err := p.Acquire(ctx, create)
			if err != nil {
				t.Error(err)
				return
			}
			p.Release(x)
		}()
	}
	wg.Wait()
	if n := created.Load(); n < 1 || n > 2 {
		t.Fatalf("created %d values for 2 slots", n)
	}
	// A discarded slot is created anew.
	x, _ := p.Acquire(ctx, create)
	y, _ := p.Acquire(ctx, create)
	p.Release(x)
	p.Discard()
	_ = y
	before := created.Load()
	a, _ := p.Acquire(ctx, create)
	b, _ := p.Acquire(ctx, create)
	if created.Load() != before+1 {
		t.Fatalf("discard: created %d, want one more than %d", created.Load(), before)
	}
	// A failing create gives the slot back: hold a, discard b's slot, then
	// the empty slot's create fails, and the slot is still there after.
	_ = b
	p.Discard()
	if _, err := p.Acquire(ctx, func(context.Context) (*int, error) { return nil, errors.New("no") }); err == nil {
		t.Fatal("create error not returned")
	}
	c, err := p.Acquire(ctx, create)
	if err != nil {
		t.Fatalf("slot lost after a failed create: %v", err)
	}
	_, _ = a, c
	// All slots busy: Acquire waits for the context.
	cctx, cancel := context.WithCancel(ctx)
	cancel()
	if _, err := p.Acquire(cctx, create); !errors.Is(err, context.Canceled) {
		t.Fatalf("busy pool, cancelled ctx: %v", err)
	}
	p.Close()
	if _, err := p.Acquire(ctx, create); !errors.Is(err, ErrClosed) {
		t.Fatalf("after Close: %v", err)
	}
}

// A creation slower than the caller's time limit is not abandoned: the
// caller gets its context's error, and the next caller gets the value
// without a second creation.
func TestPoolSlowCreation(t *testing.T) {
	p := NewPool[int](1)
	defer p.Close()
	release := make(chan struct{})
	var created atomic.Int32
	ctx, cancel := context.WithCancel(context.Background())
	create := func(cctx context.Context) (*int, error) {
		cancel() // the caller's time runs out while the value is made
		<-release
		n := int(created.Add(1))
		return &n, cctx.Err()
	}
	if _, err := p.Acquire(ctx, create); !errors.Is(err, context.Canceled) {
		t.Fatalf("err = %v, want context.Canceled", err)
	}
	close(release)
	x, err := p.Acquire(context.Background(), create)
	if err != nil || *x != 1 || created.Load() != 1 {
		t.Fatalf("second caller: %v, %v, created %d (want the first creation's value)", x, err, created.Load())
	}
}

// Sequential use creates one value: a free created value is taken before an
// empty slot is filled.
func TestPoolReusesBeforeCreating(t *testing.T) {
	var created atomic.Int32
	create := func(context.Context) (*int, error) {
		n := int(created.Add(1))
		return &n, nil
	}
	p := NewPool[int](4)
	defer p.Close()
	for range 10 {
		x, err := p.Acquire(context.Background(), create)
		if err != nil {
			t.Fatal(err)
		}
		p.Release(x)
	}
	if n := created.Load(); n != 1 {
		t.Errorf("10 sequential uses created %d values, want 1", n)
	}
}
