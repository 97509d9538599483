package parquetout

import (
	"context"
	"fmt"
	"runtime"
	"sync"
	"testing"
	"time"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// BenchmarkEmitScale is the dataset stage's work at 200,000 rows: the
// 12,500 MATH rows of mathItems and 15 copies of them (ids .v1 to .v15,
// the number in each copy's problem), made batch by batch of 1,000 rows as
// the stage reads them, so that only what Emit keeps stays live. It reports
// the peak of the heap in use (runtime.MemStats.HeapInuse, read every 20
// ms) as peak-heap-MB; run it alone under /usr/bin/time -v for the peak RSS:
//
//	go test ./internal/parquetout -run '^$' -bench EmitScale -benchtime 1x
func BenchmarkEmitScale(b *testing.B) {
	base := mathItems(b)
	const copies = 16
	batches := func(each func([]record.Item) error) error {
		for lo := 0; lo < copies*len(base); lo += 1000 {
			batch := make([]record.Item, 0, 1000)
			for i := lo; i < min(lo+1000, copies*len(base)); i++ {
				k, it := i/len(base), base[i%len(base)]
				if k > 0 {
					it.ID = fmt.Sprintf("%s.v%d", it.ID, k)
					it.Problem = fmt.Sprintf("%s (%d)", it.Problem, k)
				}
				batch = append(batch, it)
			}
			if err := each(batch); err != nil {
				return err
			}
		}
		return nil
	}
	var peak uint64
	var mu sync.Mutex
	stop := make(chan struct{})
	done := make(chan struct{})
	go func() {
		defer close(done)
		var ms runtime.MemStats
		for {
			select {
			case <-stop:
				return
			case <-time.After(20 * time.Millisecond):
			}
			runtime.ReadMemStats(&ms)
			mu.Lock()
			peak = max(peak, ms.HeapInuse)
			mu.Unlock()
		}
	}()
	for b.Loop() {
		st, err := EmitBatches(context.Background(), b.TempDir(), batches, Options{})
		if err != nil {
			b.Fatal(err)
		}
		if st.Rows.Total != copies*len(base) {
			b.Fatalf("%d rows, want %d", st.Rows.Total, copies*len(base))
		}
	}
	close(stop)
	<-done
	b.ReportMetric(float64(peak)/(1<<20), "peak-heap-MB")
}
