package xparse

import (
	"fmt"
	"testing"
)

// A default Engine's caches stay at a few thousand entries however many
// fragments a run reads (a 200,000-row build read well over 100,000), and
// a fragment read again and again stays in them.
func TestCacheBounded(t *testing.T) {
	e, err := New(Options{})
	if err != nil {
		t.Fatal(err)
	}
	const hot = "hot"
	e.store(hot, []Reading{{Reader: KaTeX, Text: "1"}})
	e.storeTree(KaTeX, hot, parsedTree{text: "1"})
	for i := range 60_000 {
		key := fmt.Sprintf("fragment %d", i)
		e.store(key, []Reading{{Reader: KaTeX, Text: key}})
		e.storeTree(KaTeX, key, parsedTree{text: key})
		if i%1000 == 0 {
			if _, ok := e.cached(hot); !ok {
				t.Fatalf("the hot reading was dropped after %d others", i)
			}
			if _, ok := e.tree(KaTeX, hot); !ok {
				t.Fatalf("the hot tree was dropped after %d others", i)
			}
		}
	}
	if n, m := e.cache.len(), e.trees.len(); n > 10_000 || m > 10_000 {
		t.Errorf("after 60,001 fragments the caches hold %d readings and %d trees, want at most 10,000 each", n, m)
	}
	if rs, ok := e.cached("fragment 59999"); !ok || rs[0].Text != "fragment 59999" {
		t.Errorf("the last reading: %v, %v", rs, ok)
	}
}

func TestGenCache(t *testing.T) {
	c := newGenCache[int](2)
	c.put("a", 1)
	c.put("b", 2)
	c.put("c", 3) // a and b are old now
	if v, ok := c.get("a"); !ok || v != 1 {
		t.Fatalf("a: %d, %v", v, ok)
	}
	// a moved back to the young generation (with c); the next new entry
	// drops b.
	c.put("d", 4)
	if _, ok := c.get("b"); ok {
		t.Error("b survived two generations unread")
	}
	for k, want := range map[string]int{"a": 1, "c": 3, "d": 4} {
		if v, ok := c.get(k); !ok || v != want {
			t.Errorf("%s: %d, %v", k, v, ok)
		}
	}
	if c.len() > 4 {
		t.Errorf("%d entries, bound 4", c.len())
	}
	c.put("d", 5) // an update does not age the generation
	if v, _ := c.get("d"); v != 5 {
		t.Errorf("d: %d after an update", v)
	}
}
