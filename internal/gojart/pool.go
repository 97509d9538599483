package gojart

import (
	"context"
	"errors"
	"sync"
)

// ErrClosed is returned by Acquire after Close.
var ErrClosed = errors.New("pool closed")

// Pool holds up to n values (runtimes), each used by one goroutine at a
// time and created lazily, on the first Acquire of its slot. It is safe for
// concurrent use.
type Pool[T any] struct {
	slots  chan *T // nil entries: slot empty, create on next use
	done   chan struct{}
	mu     sync.Mutex
	closed bool
}

// NewPool returns a pool of n empty slots.
func NewPool[T any](n int) *Pool[T] {
	p := &Pool[T]{slots: make(chan *T, n), done: make(chan struct{})}
	for range n {
		p.slots <- nil
	}
	return p
}

// Acquire waits for a free slot (or ctx, or Close) and returns its value,
// calling create first when the slot is empty; if create fails, the slot is
// given back empty.
func (p *Pool[T]) Acquire(ctx context.Context, create func(context.Context) (*T, error)) (*T, error) {
	if p.isClosed() {
		return nil, ErrClosed
	}
	var x *T
	select {
	case x = <-p.slots:
	case <-ctx.Done():
		return nil, ctx.Err()
	case <-p.done:
		return nil, ErrClosed
	}
	if x != nil {
		return x, nil
	}
	x, err := create(ctx)
	if err != nil {
		p.put(nil)
		return nil, err
	}
	return x, nil
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
	}
	p.mu.Unlock()
	for {
		select {
		case <-p.slots:
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

func (p *Pool[T]) put(x *T) {
	if !p.isClosed() {
		p.slots <- x
	}
}
