package pipeline

import (
	"sync"
	"testing"
)

func TestCounterConcurrent(t *testing.T) {
	var got []int
	c := NewCounter(func(done, total int) {
		if total != 100 {
			t.Errorf("total %d", total)
		}
		got = append(got, done) // serialised by the Counter
	}, 100)
	var wg sync.WaitGroup
	for range 100 {
		wg.Go(func() { c.Add(1) })
	}
	wg.Wait()
	if len(got) != 100 || got[99] != 100 {
		t.Fatalf("reports %v", got)
	}
	for i := 1; i < len(got); i++ {
		if got[i] != got[i-1]+1 {
			t.Fatalf("reports not increasing by one: %v", got)
		}
	}
	NewCounter(nil, 1).Add(1) // nil report is a no-op
}
