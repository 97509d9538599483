package pipeline

import (
	"fmt"
	"slices"
	"sync"
)

// Shared holds what the stages of one run share because it is costly to
// make and safe to use from several stages at once: the embedded math.js
// engine, whose runtimes take about half a second each to start, is made by
// the first stage that needs it (generate's self-check) and used again by
// the next (verify's leg 3). Run makes one for each run and closes it when
// the run ends; stages reach it as Env.Shared, through Share.
//
// Shared is safe for concurrent use.
type Shared struct {
	mu     sync.Mutex
	vals   map[any]*sharedVal
	order  []any // keys in the order their values were made, for Close
	closed bool
}

type sharedVal struct {
	once  sync.Once
	v     any
	close func()
	err   error
}

// NewShared returns an empty Shared.
func NewShared() *Shared { return &Shared{vals: map[any]*sharedVal{}} }

// Share returns the value s holds under key, made by mk on the first call
// with that key (later callers wait for it). mk's error is returned to
// every caller with that key; it is not tried again. key must be
// comparable; use a type of the package that owns the value, as for a
// context key.
//
// A nil s shares nothing: the value is made for this caller, and release
// closes it. With a non-nil s, release does nothing (the value lives until
// s.Close). Either way the caller calls release when done with the value.
func Share[T any](s *Shared, key any, mk func() (T, func(), error)) (v T, release func(), err error) {
	if s == nil {
		v, closeFn, err := mk()
		if err != nil {
			return v, func() {}, err
		}
		if closeFn == nil {
			closeFn = func() {}
		}
		return v, closeFn, nil
	}
	s.mu.Lock()
	if s.closed {
		s.mu.Unlock()
		return v, func() {}, fmt.Errorf("pipeline: shared %T: the run has ended", key)
	}
	sv, ok := s.vals[key]
	if !ok {
		sv = &sharedVal{}
		s.vals[key] = sv
		s.order = append(s.order, key)
	}
	s.mu.Unlock()
	sv.once.Do(func() {
		var val T
		val, sv.close, sv.err = mk()
		sv.v = val
	})
	if sv.err != nil {
		return v, func() {}, sv.err
	}
	v, ok = sv.v.(T)
	if !ok {
		return v, func() {}, fmt.Errorf("pipeline: shared %T holds a %T, not a %T", key, sv.v, v)
	}
	return v, func() {}, nil
}

// Close closes the values s holds, the last made first; a second Close
// does nothing. Share fails after Close.
func (s *Shared) Close() {
	s.mu.Lock()
	if s.closed {
		s.mu.Unlock()
		return
	}
	s.closed = true
	order := slices.Clone(s.order)
	vals := s.vals
	s.mu.Unlock()
	for _, k := range slices.Backward(order) {
		sv := vals[k]
		sv.once.Do(func() {}) // a value still being made finishes first
		if sv.close != nil {
			sv.close()
		}
	}
}
