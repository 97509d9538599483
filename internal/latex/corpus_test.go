package latex

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// corpusDir is ../shared/data seen from the repository root.
func corpusDir(tb testing.TB) string {
	tb.Helper()
	dir, err := filepath.Abs(filepath.Join("..", "..", "..", "shared", "data"))
	if err != nil {
		tb.Fatal(err)
	}
	if _, err := os.Stat(dir); err != nil {
		tb.Skipf("corpus folder absent: %v", err)
	}
	return dir
}

// corpusFragment is one math fragment of a corpus answer, named
// file:line for failure reports.
type corpusFragment struct {
	where string
	src   string
}

// answerFragments reads the `answer` field of a JSONL file. With bare, the
// whole answer is one fragment (MATH stores bare LaTeX); otherwise the
// $...$ fragments of the answer are taken.
func answerFragments(tb testing.TB, path string, bare bool) []corpusFragment {
	tb.Helper()
	f, err := os.Open(path)
	if err != nil {
		tb.Skipf("corpus file absent: %v", err)
	}
	defer f.Close()
	var out []corpusFragment
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	for n := 1; sc.Scan(); n++ {
		var row struct {
			Answer string `json:"answer"`
		}
		if err := json.Unmarshal(sc.Bytes(), &row); err != nil {
			tb.Fatalf("%s:%d: %v", path, n, err)
		}
		where := fmt.Sprintf("%s:%d", filepath.Base(filepath.Dir(path))+"/"+filepath.Base(path), n)
		if bare {
			if strings.TrimSpace(row.Answer) != "" {
				out = append(out, corpusFragment{where, row.Answer})
			}
			continue
		}
		for _, fr := range Fragments(row.Answer) {
			if strings.TrimSpace(fr.Src) != "" {
				out = append(out, corpusFragment{where, fr.Src})
			}
		}
	}
	if err := sc.Err(); err != nil {
		tb.Fatal(err)
	}
	return out
}

// TestCorpus parses the answers of the MATH and college_math corpora,
// reports the success rate and the commonest errors, checks that the rate
// stays above a floor, and checks the round trip on every success.
func TestCorpus(t *testing.T) {
	if testing.Short() {
		t.Skip("corpus run skipped in -short mode")
	}
	dir := corpusDir(t)
	sets := []struct {
		name  string
		files []string
		bare  bool
		floor float64 // minimum success rate; measured rate minus a margin
	}{
		{"math", []string{"math/test.jsonl", "math/train.jsonl"}, true, 0.995},
		{"college_math_ccby", []string{"college_math_ccby/test.jsonl"}, false, 0.90},
	}
	// Both corpora write decimal points; their commas separate items.
	cfg := Config{ListComma: true}
	for _, set := range sets {
		t.Run(set.name, func(t *testing.T) {
			var frags []corpusFragment
			for _, f := range set.files {
				frags = append(frags, answerFragments(t, filepath.Join(dir, f), set.bare)...)
			}
			ok := 0
			msgs := map[string]int{}
			example := map[string]string{}
			roundTripFailures := 0
			for _, fr := range frags {
				x, err := ParseExprConfig(fr.src, cfg)
				if err != nil {
					list := err.(ErrorList)
					m := list[0].Msg
					msgs[m]++
					if _, seen := example[m]; !seen {
						example[m] = fr.where + ": " + fr.src
					}
					continue
				}
				ok++
				printed := ast.Print(x)
				y, err := ParseExprConfig(printed, cfg)
				if err != nil || !ast.Equal(x, y) {
					roundTripFailures++
					if roundTripFailures <= 5 {
						t.Errorf("%s: round trip of %q via %q: %v", fr.where, fr.src, printed, err)
					}
				}
			}
			rate := float64(ok) / float64(len(frags))
			t.Logf("%s: parsed %d of %d fragments (%.2f%%)", set.name, ok, len(frags), 100*rate)
			type kv struct {
				msg string
				n   int
			}
			var top []kv
			for m, n := range msgs {
				top = append(top, kv{m, n})
			}
			sort.Slice(top, func(i, j int) bool { return top[i].n > top[j].n || top[i].n == top[j].n && top[i].msg < top[j].msg })
			for i, e := range top {
				if i == 15 {
					break
				}
				t.Logf("  %5d  %-45s e.g. %s", e.n, e.msg, example[e.msg])
			}
			if roundTripFailures > 0 {
				t.Errorf("%d round-trip failures", roundTripFailures)
			}
			if rate < set.floor {
				t.Errorf("success rate %.4f below the floor %.2f", rate, set.floor)
			}
		})
	}
}

// BenchmarkParseMathAnswers measures parse throughput on the answers of
// the MATH corpus (test and train).
func BenchmarkParseMathAnswers(b *testing.B) {
	dir := corpusDir(b)
	var frags []corpusFragment
	for _, f := range []string{"math/test.jsonl", "math/train.jsonl"} {
		frags = append(frags, answerFragments(b, filepath.Join(dir, f), true)...)
	}
	bytes := 0
	for _, fr := range frags {
		bytes += len(fr.src)
	}
	b.SetBytes(int64(bytes))
	b.ResetTimer()
	for b.Loop() {
		for _, fr := range frags {
			ParseExpr(fr.src)
		}
	}
	b.ReportMetric(float64(len(frags))*float64(b.N)/b.Elapsed().Seconds(), "fragments/s")
}
