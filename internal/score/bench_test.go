package score

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"testing"
)

// mathAnswers reads the gold answers of ../shared/data/math, or of
// $DGNPIPE_SHARED_DATA/math (skips if absent).
func mathAnswers(tb testing.TB) []string {
	tb.Helper()
	dir, _ := filepath.Abs("../../../shared/data/math")
	if d := os.Getenv("DGNPIPE_SHARED_DATA"); d != "" { // a worktree away from ../shared
		dir = filepath.Join(d, "math")
	}
	var out []string
	for _, name := range []string{"train.jsonl", "test.jsonl"} {
		f, err := os.Open(filepath.Join(dir, name))
		if err != nil {
			tb.Skipf("corpus absent: %v", err)
		}
		sc := bufio.NewScanner(f)
		sc.Buffer(nil, 1<<24)
		for sc.Scan() {
			var r struct{ Answer string }
			if json.Unmarshal(sc.Bytes(), &r) == nil && r.Answer != "" {
				out = append(out, r.Answer)
			}
		}
		f.Close()
	}
	return out
}

// synth builds n dataset rows and predictions from the MATH answers, with
// perturbations: verbatim boxed, in prose, a wrong number, reformatted.
func synth(tb testing.TB, n int) (*Dataset, *Predictions) {
	answers := mathAnswers(tb)
	ds := &Dataset{}
	preds := &Predictions{ByID: map[string]string{}}
	for i := 0; i < n; i++ {
		a := answers[i%len(answers)]
		id := fmt.Sprintf("m.%05d", i)
		ds.Rows = append(ds.Rows, Row{ID: id, Gold: a, Chapter: fmt.Sprint(i % 11), Group: string(rune('A' + i%3))})
		var resp string
		switch i % 5 {
		case 0:
			resp = "So the answer is $\\boxed{" + a + "}$."
		case 1:
			resp = "The final answer is " + a
		case 2:
			resp = "\\boxed{" + a + "+1}"
		case 3:
			resp = "$x = " + a + "$"
		default:
			resp = "We find \\[" + a + "\\] after simplifying, i.e. 2/3."
		}
		preds.ByID[id] = resp
		preds.Order = append(preds.Order, id)
	}
	return ds, preds
}

// BenchmarkScore12600 scores 12,600 synthetic predictions (one op = the
// whole run).
func BenchmarkScore12600(b *testing.B) {
	ds, preds := synth(b, 12600)
	b.ResetTimer()
	for b.Loop() {
		rep := Score(ds, preds, Options{})
		if rep.Totals.Scored != 12600 {
			b.Fatalf("scored %d", rep.Totals.Scored)
		}
	}
}

func TestSynthSmoke(t *testing.T) {
	if testing.Short() {
		t.Skip("corpus run")
	}
	ds, preds := synth(t, 600)
	rep := Score(ds, preds, Options{})
	// Case 0 (verbatim boxed) must always be correct.
	for i, it := range rep.Items {
		if i%5 == 0 && !it.Correct {
			t.Errorf("verbatim boxed answer rejected: %+v", it)
		}
	}
}
