package record

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// longEscapedLine is a row whose problem is n backslashes (any long LaTeX).
func longEscapedLine(t testing.TB, n int) []byte {
	line, err := json.Marshal(Item{ID: "x", Problem: strings.Repeat(`\`, n)})
	if err != nil {
		t.Fatal(err)
	}
	return line
}

// TestLongEscapedLineNotStreamed: a line with many backslashes is decoded
// by encoding/json, linear in the line, not by go-json's Decoder, which
// is quadratic in the escapes (1 M backslashes: 48 s a stage); ordinary
// LaTeX rows still take the fast decoder, and both decode the same Item.
func TestLongEscapedLineNotStreamed(t *testing.T) {
	if streamable(longEscapedLine(t, 1<<20)) {
		t.Error("a line of 1 M backslashes goes to go-json's Decoder")
	}
	ordinary := longEscapedLine(t, 300)
	if !streamable(ordinary) {
		t.Error("an ordinary LaTeX row no longer takes the fast decoder")
	}
	for _, n := range []int{300, maxStreamEscapes, 3 * maxStreamEscapes} {
		var it Item
		if err := decodeItem(longEscapedLine(t, n), &it); err != nil || it.Problem != strings.Repeat(`\`, n) {
			t.Errorf("%d backslashes: %v, problem of %d bytes", n, err, len(it.Problem))
		}
	}
}

// BenchmarkReadItemsBackslashes reads a rows file of one row of n
// backslashes: the time per read grows with n, not n².
//
//	go test ./internal/record -run '^$' -bench ReadItemsBackslashes -benchtime 3x
func BenchmarkReadItemsBackslashes(b *testing.B) {
	for _, n := range []int{1 << 20, 2 << 20} {
		b.Run(fmt.Sprintf("%dM", n>>20), func(b *testing.B) {
			p := filepath.Join(b.TempDir(), "rows.jsonl")
			if err := os.WriteFile(p, append(longEscapedLine(b, n), '\n'), 0o644); err != nil {
				b.Fatal(err)
			}
			b.ResetTimer()
			for range b.N {
				if _, err := ReadItems(p); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
