package gojart

import (
	"context"
	"errors"
	"sync"
	"time"
)

// ErrClosed is returned by Acquire after Close.
var ErrClosed = errors.New("pool closed")

// Pool holds up to n values (runtimes), each used by one goroutine at a
// time and created lazily: a value is created only when no created one is
// free, so sequential use creates one value, and n concurrent users n. It
// is safe for concurrent use.
type Pool[T any] struct {
	ready  chan *T       // created values, free
	empty  chan struct{} // one token per empty slot
	done   chan struct{}
	mu     sync.Mutex
	closed bool
	// life ends at Close; creations run under it (with CreateLimit), not
	// under the context of the caller that found the slot empty.
	life context.Context
	end  context.CancelFunc
}

// CreateLimit bounds the creation of one value (a runtime's warm-up).
const CreateLimit = 5 * time.Minute

// NewPool returns a pool of n empty slots.
func NewPool[T any](n int) *Pool[T] {
	life, end := context.WithCancel(context.Background())
	p := &Pool[T]{ready: make(chan *T, n), empty: make(chan struct{}, n), done: make(chan struct{}), life: life, end: end}
	for range n {
		p.empty <- struct{}{}
	}
	return p
}

// Acquire returns a free value, or, when none is free and a slot is empty,
// calls create for it (if create fails, the slot is given back empty), or
// waits for one of these (or ctx, or Close). create runs under the pool's
// own context (CreateLimit, Close), not ctx: a caller whose ctx ends first
// gets ctx's error, and the value, once created, goes to the pool for the
// next caller. So a warm-up slower than one caller's time limit (a loaded
// machine) is not started over by every caller.
func (p *Pool[T]) Acquire(ctx context.Context, create func(context.Context) (*T, error)) (*T, error) {
	if p.isClosed() {
		return nil, ErrClosed
	}
	select { // a created value first
	case x := <-p.ready:
		return x, nil
	default:
	}
	select {
	case x := <-p.ready:
		return x, nil
	case <-p.empty:
	case <-ctx.Done():
		return nil, ctx.Err()
	case <-p.done:
		return nil, ErrClosed
	}
	type created struct {
		x   *T
		err error
	}
	ch := make(chan created, 1)
	go func() { // one per empty slot at most
		cctx, cancel := context.WithTimeout(p.life, CreateLimit)
		defer cancel()
		x, err := create(cctx)
		ch <- created{x, err}
	}()
	select {
	case c := <-ch:
		if c.err != nil {
			p.put(nil)
			return nil, c.err
		}
		return c.x, nil
	case <-ctx.Done():
		go func() { // hand the value to the pool when it is ready
			c := <-ch
			if c.err != nil {
				p.put(nil)
				return
			}
			p.put(c.x)
		}()
		return nil, ctx.Err()
	}
}

// Release gives x back for reuse.
func (p *Pool[T]) Release(x *T) { p.put(x) }

// Discard gives the slot back empty: its value is thrown away and the next
// Acquire of the slot creates a new one.
func (p *Pool[T]) Discard() { p.put(nil) }

// Close makes every later Acquire fail with ErrClosed and drops the idle
// values; values in use are dropped when they are released.
func (p *Pool[T]) Close() {
	p.mu.Lock()
	if !p.closed {
		p.closed = true
		close(p.done)
		p.end()
	}
	p.mu.Unlock()
	for {
		select {
		case <-p.ready:
		default:
			return
		}
	}
}

func (p *Pool[T]) isClosed() bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.closed
}

// put gives a slot back: x free, or the slot empty when x is nil.
func (p *Pool[T]) put(x *T) {
	if p.isClosed() {
		return
	}
	if x == nil {
		p.empty <- struct{}{}
		return
	}
	p.ready <- x
}
