package dedup

import (
	"context"
	"errors"
	"fmt"
	"testing"
)

// copiesDocs is n rows of one problem (the same statement, twice with a
// framing word changed) plus a few others.
func copiesDocs(n int) []Doc {
	var docs []Doc
	for i := range n {
		p := `Find the value of $x$ if $2x+3=11$.`
		if i%3 == 1 {
			p = `What is the value of $x$ if $2x+3=11$?`
		}
		docs = append(docs, Doc{ID: fmt.Sprintf("r%06d", i), Problem: p, Origin: fmt.Sprintf("a.jsonl:%d", i+1)})
	}
	docs = append(docs, Doc{ID: "z1", Problem: `Compute $3+4$.`}, Doc{ID: "z2", Problem: `Compute $3+4$.`})
	return docs
}

// TestCopiesLinearWork: n copies of one problem cost a number of pair
// comparisons linear in n (it was n²/2: 2,500 / 5,000 / 10,000 / 20,000
// identical rows took 3 / 12.5 / 63 / 388 s), in clusters and against a
// reference holding copies too; the result is one cluster of all copies
// and every copy found in the reference at its first row.
func TestCopiesLinearWork(t *testing.T) {
	for _, n := range []int{1000, 4000} {
		docs := copiesDocs(n)
		ref := Reference{Name: "r", Path: "ref.jsonl"}
		for i := range n {
			ref.Rows = append(ref.Rows, RefRow{Row: i + 1, Problem: docs[i].Problem})
		}
		comparisons.Store(0)
		r := Analyze(docs, []Reference{ref})
		if got := comparisons.Load(); got > int64(8*len(docs)) {
			t.Errorf("%d copies: %d pair comparisons, want at most %d (linear)", n, got, 8*len(docs))
		}
		if len(r.Clusters) != 2 || len(r.Clusters[0]) != n || len(r.Clusters[1]) != 2 {
			t.Errorf("%d copies: clusters of sizes %v", n, sizes(r.Clusters))
		}
		if len(r.Contaminated) != n {
			t.Fatalf("%d copies: %d contaminated, want %d", n, len(r.Contaminated), n)
		}
		for _, h := range r.Contaminated {
			want := 1
			if docs[0].Problem != docs[idIndex(h.ID)].Problem {
				want = 2
			}
			if h.RefRow != want {
				t.Errorf("%s found at reference row %d, want %d (the first of the best)", h.ID, h.RefRow, want)
				break
			}
		}
	}
}

func sizes(cs [][]string) []int {
	var out []int
	for _, c := range cs {
		out = append(out, len(c))
	}
	return out
}

func idIndex(id string) int {
	var i int
	fmt.Sscanf(id, "r%06d", &i)
	return i
}

// BenchmarkCopies is n copies of one problem clustered and compared with a
// reference of the same n copies: linear in n.
//
//	go test ./internal/dedup -run '^$' -bench Copies -benchtime 1x
func BenchmarkCopies(b *testing.B) {
	for _, n := range []int{2500, 5000, 10000, 20000} {
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			docs := copiesDocs(n)
			for range b.N {
				Analyze(docs, nil)
			}
		})
	}
}

// TestAnalyzeContextCancelled: a cancelled context (Ctrl-C, SIGTERM) ends
// the analysis with its error and no result, whatever the rows.
func TestAnalyzeContextCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	r, err := AnalyzeContext(ctx, copiesDocs(3000), []Reference{{Name: "r", Rows: []RefRow{{Row: 1, Problem: "Compute $3+4$."}}}})
	if !errors.Is(err, context.Canceled) || r.Clusters != nil {
		t.Errorf("AnalyzeContext(cancelled) = %d clusters, %v; want context.Canceled and nothing", len(r.Clusters), err)
	}
}
