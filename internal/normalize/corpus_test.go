package normalize

import (
	"bufio"
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"runtime"

	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// repoRoot is the module root, two levels above this package.
func repoRoot(tb testing.TB) string {
	tb.Helper()
	_, file, _, ok := runtime.Caller(0)
	if !ok {
		tb.Fatal("no caller")
	}
	return filepath.Join(filepath.Dir(file), "..", "..")
}

// sampleItems reads the sample book as rows the way ingest will shape them
// (only the fields normalize looks at).
func sampleItems(tb testing.TB) []record.Item {
	tb.Helper()
	files, err := filepath.Glob(filepath.Join(repoRoot(tb), "sources", "sample", "*.jsonl"))
	if err != nil {
		tb.Fatal(err)
	}
	if len(files) == 0 {
		tb.Skip("sources/sample has no transcription files")
	}
	var items []record.Item
	for _, f := range files {
		for i, line := range readLines(tb, f) {
			var s record.Source
			dec := json.NewDecoder(strings.NewReader(line))
			dec.DisallowUnknownFields()
			if err := dec.Decode(&s); err != nil {
				tb.Fatalf("%s:%d: %v", f, i+1, err)
			}
			items = append(items, record.Item{
				ID: s.Collection + "." + s.ProblemID, ProblemID: s.ProblemID, Collection: s.Collection,
				Source: DGNSource, Problem: s.Problem, Solution: s.Solution, SourceAnswer: s.Answer,
			})
		}
	}
	return items
}

// mathItems reads up to limit rows of ../shared/data/math (Western).
func mathItems(tb testing.TB, limit int) []record.Item {
	tb.Helper()
	dir := filepath.Join(repoRoot(tb), "..", "shared", "data", "math")
	var items []record.Item
	for _, name := range []string{"test.jsonl", "train.jsonl"} {
		path := filepath.Join(dir, name)
		if _, err := os.Stat(path); err != nil {
			tb.Skipf("MATH corpus absent: %v", err)
		}
		for i, line := range readLines(tb, path) {
			if limit > 0 && len(items) >= limit {
				return items
			}
			var r struct {
				Problem, Solution, Answer string
				UniqueID                  string `json:"unique_id"`
			}
			if err := json.Unmarshal([]byte(line), &r); err != nil {
				tb.Fatalf("%s:%d: %v", path, i+1, err)
			}
			items = append(items, record.Item{ID: r.UniqueID, Source: "math", Problem: r.Problem, Solution: r.Solution, SourceAnswer: r.Answer})
		}
	}
	return items
}

func readLines(tb testing.TB, path string) []string {
	tb.Helper()
	f, err := os.Open(path)
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	var lines []string
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 0, 1<<20), 16<<20)
	for sc.Scan() {
		if strings.TrimSpace(sc.Text()) != "" {
			lines = append(lines, sc.Text())
		}
	}
	if err := sc.Err(); err != nil {
		tb.Fatal(err)
	}
	return lines
}

// checkIdempotent normalises every row twice and fails on any difference;
// it also checks that a balanced field stays balanced and that the box
// invariant holds. It returns how many rows had a repaired field and how
// many had an unrepaired one.
func checkIdempotent(t *testing.T, items []record.Item) (repaired, unrepaired int) {
	t.Helper()
	for i := range items {
		it := items[i]
		inBalanced := map[string]bool{"problem": Balanced(it.Problem), "solution": Balanced(it.Solution)}
		o := Item(&it)
		if len(o.Repaired) > 0 {
			repaired++
		}
		if len(o.Unrepaired) > 0 {
			unrepaired++
		}
		if inBalanced["problem"] && !Balanced(it.Problem) || inBalanced["solution"] && !Balanced(it.Solution) {
			t.Errorf("%s: a balanced field was unbalanced", it.ID)
		}
		if it.FinalAnswer != "" && it.FinalAnswerBoxed != `\boxed{`+it.FinalAnswer+`}` {
			t.Errorf("%s: boxed %q does not match %q", it.ID, it.FinalAnswerBoxed, it.FinalAnswer)
		}
		if it.FinalAnswer != "" && Balanced(it.FinalAnswer) && it.Solution != "" {
			last, ok := lastBoxed(it.Solution)
			if a, _ := Answer(last, ConventionOf(&it)); !ok || squeeze(a) != squeeze(it.FinalAnswer) {
				t.Errorf("%s: solution does not end in the boxed answer", it.ID)
			}
		}
		again := it
		again.Notes = append([]string(nil), it.Notes...)
		o2 := Item(&again)
		if !reflect.DeepEqual(again, it) || len(o2.Repaired) > 0 {
			t.Errorf("%s: second pass changed the row (repaired %v):\nproblem  %q\n      -> %q\nsolution %q\n      -> %q\nanswer   %q -> %q\nnotes %q -> %q",
				it.ID, o2.Repaired, it.Problem, again.Problem, it.Solution, again.Solution, it.FinalAnswer, again.FinalAnswer, it.Notes, again.Notes)
		}
	}
	return repaired, unrepaired
}

func TestSampleBookIdempotent(t *testing.T) {
	items := sampleItems(t)
	rep, unrep := checkIdempotent(t, items)
	t.Logf("sample book: %d rows, %d with a repaired field, %d with an unrepaired one", len(items), rep, unrep)
}

func TestMathCorpusIdempotent(t *testing.T) {
	limit := 0
	if testing.Short() {
		limit = 500
	}
	items := mathItems(t, limit)
	rep, unrep := checkIdempotent(t, items)
	t.Logf("MATH: %d rows, %d with a repaired field, %d with an unrepaired one", len(items), rep, unrep)
}

// TestMathCorpusNoMangling: on the MATH corpus (Western) normalisation
// may only rewrite delimiters: after mapping $$ back to \[ and $ back to
// \(, removing the appended answer, the text must be unchanged for every
// row whose fields had no problem... approximated here by checking that no
// comma between digits disappears.
func TestMathCorpusKeepsCommas(t *testing.T) {
	items := mathItems(t, 2000)
	for i := range items {
		it := items[i]
		before := strings.Count(it.Problem, ",") + strings.Count(it.Solution, ",")
		braced := strings.Count(it.Problem, "{,}") + strings.Count(it.Solution, "{,}")
		Item(&it)
		after := strings.Count(it.Problem, ",") + strings.Count(it.Solution, ",")
		if after < before-braced {
			t.Errorf("%s: %d commas became %d", it.ID, before, after)
		}
	}
}

func BenchmarkItemMath(b *testing.B) {
	items := mathItems(b, 0)
	b.ResetTimer()
	n := 0
	for b.Loop() {
		it := items[n%len(items)]
		Item(&it)
		n++
	}
	b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "rows/s")
}

func BenchmarkTextMathSolutions(b *testing.B) {
	items := mathItems(b, 0)
	var bytes int64
	for _, it := range items {
		bytes += int64(len(it.Solution))
	}
	b.SetBytes(bytes / int64(len(items)))
	b.ResetTimer()
	n := 0
	for b.Loop() {
		Text(items[n%len(items)].Solution, Western)
		n++
	}
}
