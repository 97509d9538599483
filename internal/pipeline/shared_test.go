package pipeline

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"testing"
)

type testKey struct{ name string }

// TestShare: one value per key, made once however many callers ask at
// once, closed once by Close (the last made first); a nil Shared makes a
// value per caller and its release closes it; an error is every caller's.
func TestShare(t *testing.T) {
	s := NewShared()
	var mu sync.Mutex
	made, closed := map[string]int{}, []string{}
	mk := func(name string) func() (*string, func(), error) {
		return func() (*string, func(), error) {
			mu.Lock()
			made[name]++
			mu.Unlock()
			v := name
			return &v, func() {
				mu.Lock()
				closed = append(closed, name)
				mu.Unlock()
			}, nil
		}
	}
	var wg sync.WaitGroup
	got := make([]*string, 8)
	for i := range got {
		wg.Go(func() {
			v, release, err := Share(s, testKey{"a"}, mk("a"))
			if err != nil {
				t.Error(err)
			}
			release() // does nothing: s owns the value
			got[i] = v
		})
	}
	wg.Wait()
	for _, v := range got {
		if v != got[0] {
			t.Fatalf("callers got different values: %p %p", v, got[0])
		}
	}
	if _, _, err := Share(s, testKey{"b"}, mk("b")); err != nil {
		t.Fatal(err)
	}
	if made["a"] != 1 || made["b"] != 1 || len(closed) != 0 {
		t.Fatalf("made %v, closed %v before Close", made, closed)
	}
	boom := errors.New("boom")
	for range 2 {
		if _, _, err := Share(s, testKey{"c"}, func() (*string, func(), error) { return nil, nil, boom }); !errors.Is(err, boom) {
			t.Errorf("failed make: err %v", err)
		}
	}
	if _, _, err := Share(s, testKey{"a"}, func() (int, func(), error) { return 1, nil, nil }); err == nil {
		t.Error("a value of another type under a key: no error")
	}
	s.Close()
	s.Close()
	if len(closed) != 2 || closed[0] != "b" || closed[1] != "a" {
		t.Errorf("closed %v, want [b a]", closed)
	}
	if _, _, err := Share(s, testKey{"a"}, mk("a")); err == nil {
		t.Error("Share after Close: no error")
	}
	// No Shared: a value per caller, closed by its release.
	v1, r1, _ := Share(nil, testKey{"a"}, mk("a"))
	v2, r2, _ := Share(nil, testKey{"a"}, mk("a"))
	if v1 == v2 || made["a"] != 3 {
		t.Errorf("nil Shared shared a value (made %d)", made["a"])
	}
	r1()
	r2()
	if len(closed) != 4 {
		t.Errorf("releases closed %v", closed)
	}
}

// TestRunShares: the stages of one run see one Shared (a value one stage
// made is the one the next gets), a value is closed when the run ends, and
// the next run starts with a new one.
func TestRunShares(t *testing.T) {
	f := newFixture(t, diamond)
	var mu sync.Mutex
	seen := map[*Shared]bool{}
	makes, closes := 0, 0
	closed := map[int]bool{}
	use := func(ctx context.Context, env *Env) error {
		v, release, err := Share(env.Shared, testKey{"engine"}, func() (*int, func(), error) {
			mu.Lock()
			defer mu.Unlock()
			makes++
			n := makes
			return &n, func() { mu.Lock(); closes++; closed[n] = true; mu.Unlock() }, nil
		})
		if err != nil {
			return err
		}
		defer release()
		mu.Lock()
		defer mu.Unlock()
		if env.Shared == nil {
			return errors.New("no Shared in the stage's Env")
		}
		seen[env.Shared] = true
		if closed[*v] {
			return fmt.Errorf("value %d used after it was closed", *v)
		}
		return nil
	}
	for _, name := range []string{"a", "b", "c", "d"} {
		f.rec.hooks[name] = use
	}
	f.run(Options{})
	if makes != 1 || closes != 1 || len(seen) != 1 {
		t.Fatalf("one run: made %d, closed %d, %d Shared seen; want 1, 1, 1", makes, closes, len(seen))
	}
	f.run(Options{Force: true})
	if makes != 2 || closes != 2 || len(seen) != 2 {
		t.Errorf("two runs: made %d, closed %d, %d Shared seen; want 2, 2, 2", makes, closes, len(seen))
	}
}
