package record

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// rowsFile writes n rows of some 3 KB each (a MATH row after verify is
// 2-3 KB) to a rows file and returns its path.
func rowsFile(tb testing.TB, n int) string {
	tb.Helper()
	items := make([]Item, n)
	for i := range items {
		items[i] = Item{ID: fmt.Sprintf("row.%d", i), Problem: strings.Repeat(`Find $\frac{x}{2}$ if $x+1=3$. `, 40),
			Solution: strings.Repeat(`We have $x = 2$, so $\frac{x}{2} = 1$. `, 40)}
	}
	p := filepath.Join(tb.TempDir(), "rows.jsonl")
	f, err := os.Create(p)
	if err != nil {
		tb.Fatal(err)
	}
	if err := WriteItems(f, items); err != nil {
		tb.Fatal(err)
	}
	if err := f.Close(); err != nil {
		tb.Fatal(err)
	}
	return p
}

// TestReadItemBatchesAcrossBatches: a file of several batches reads back
// every row, in order, whether it is smaller or larger than the buffer
// a batch starts with.
func TestReadItemBatchesAcrossBatches(t *testing.T) {
	for _, n := range []int{0, 1, 3000} {
		p := rowsFile(t, n)
		var got []Item
		batches := 0
		err := ReadItemBatches(p, func(b []Item) error {
			batches++
			got = append(got, b...)
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		if len(got) != n {
			t.Fatalf("%d rows: read %d", n, len(got))
		}
		for i, it := range got {
			if it.ID != fmt.Sprintf("row.%d", i) {
				t.Fatalf("%d rows: row %d is %s", n, i, it.ID)
			}
		}
		if n == 3000 && batches < 2 {
			t.Errorf("3000 rows of 3 KB in %d batch(es), want at least 2", batches)
		}
	}
}

// BenchmarkReadItems reads a rows file of 3,000 rows (some 9 MB, two
// batches), as a stage reads its input.
//
//	go test ./internal/record -run '^$' -bench 'ReadItems$' -benchmem
func BenchmarkReadItems(b *testing.B) {
	p := rowsFile(b, 3000)
	b.ResetTimer()
	for range b.N {
		if _, err := ReadItems(p); err != nil {
			b.Fatal(err)
		}
	}
}

// TestReadFieldBatchesAsItems: a rows file read into a struct of some of
// Item's fields (ReadFieldBatches) gives those fields as ReadItems gives
// them, for rows go-json decodes and rows it leaves to encoding/json
// (invalid UTF-8, a key in another case, many backslashes), and the rows
// WriteItems writes with legs and audit.
func TestReadFieldBatchesAsItems(t *testing.T) {
	type fields struct {
		ID      string `json:"id"`
		Problem string `json:"problem"`
		Chapter int    `json:"chapter"`
	}
	lines := []string{
		`{"id":"a\u00e9\t\"<&>\ud83d\ude00","problem":"Решите $x^2=4$","final_answer":"2, -2","chapter":3}`,
		"{\"id\":\"bad \xff\xfe utf-8\",\"problem\":\"x\"}",
		`{"ID":"upper","Problem":"case","Chapter":2}`,
		`{"id":"v","legs":{"native":{"verdict":"confirm","note":"n","seed":7}},"problem":"p"}`,
		`{"id":"w","problem":"` + strings.Repeat(`\\`, 5000) + `"}`,
	}
	var b strings.Builder
	for _, l := range lines {
		b.WriteString(l + "\n")
	}
	p := filepath.Join(t.TempDir(), "rows.jsonl")
	if err := os.WriteFile(p, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	check := func(p string) {
		t.Helper()
		items, err := ReadItems(p)
		if err != nil {
			t.Fatal(err)
		}
		var got []fields
		if err := ReadFieldBatches(p, func(b []fields) error { got = append(got, b...); return nil }); err != nil {
			t.Fatal(err)
		}
		if len(got) != len(items) {
			t.Fatalf("%d rows, ReadItems %d", len(got), len(items))
		}
		for i, it := range items {
			if want := (fields{it.ID, it.Problem, it.Chapter}); got[i] != want {
				t.Errorf("row %d: %+v, ReadItems %+v", i+1, got[i], want)
			}
		}
	}
	check(p)
	check(rowsFile(t, 3000))
	if err := os.WriteFile(p, []byte(`{"id":"x","chapter":"three"}`+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := ReadFieldBatches(p, func([]fields) error { return nil }); err == nil || !strings.Contains(err.Error(), ":1: ") {
		t.Errorf("an ill-typed field: err = %v, want one naming line 1", err)
	}
}
