package check

import (
	"bufio"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// evidencePending names the decisions that still record no comparison
// (issue 41), by a pattern of their note: each is a family whose evidence
// is still to be written. TestEvidenceContract fails on any other decided
// row without evidence, and on a pattern that no longer matches a row (so
// the list only shrinks). It is empty: the last three (an augmented
// matrix with a letter, an exponential or logarithmic equation with no
// admissible root, a remainder whose quotient has more than 128 terms)
// record their defining equations now.
var evidencePending = map[string]*regexp.Regexp{}

// TestEvidenceContract: every confirmation and refutation of leg 1 on the
// sample book and on a sample of the corpora (every other CollegeMath
// row, every other MATH test row, every 10th MATH train row) records what
// it decided
// with (Result.Evidence), each comparison of the shape its kind needs.
func TestEvidenceContract(t *testing.T) {
	if testing.Short() {
		t.Skip("corpus run")
	}
	type row struct{ where, problem, answer string }
	var rows []row
	files, _ := filepath.Glob(filepath.Join("..", "..", "sources", "sample", "*.jsonl"))
	for _, path := range files {
		f, err := os.Open(path)
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(f)
		sc.Buffer(nil, 1<<24)
		for sc.Scan() {
			var s record.Source
			if json.Unmarshal(sc.Bytes(), &s) == nil && s.Answer != "" {
				rows = append(rows, row{"sample " + s.Collection + "/" + s.ProblemID, s.Problem, s.Answer})
			}
		}
		f.Close()
	}
	if len(rows) == 0 {
		t.Fatal("no sample-book row read")
	}
	cf, err := os.Open(filepath.Join(dataDir(t), "college_math_ccby", "test.jsonl"))
	if err != nil {
		t.Skipf("CollegeMath absent: %v", err)
	}
	sc := bufio.NewScanner(cf)
	sc.Buffer(nil, 1<<24)
	for i := 0; sc.Scan(); i++ {
		var r struct{ Question_number, Question, Answer string }
		if i%2 == 0 && json.Unmarshal(sc.Bytes(), &r) == nil {
			rows = append(rows, row{"CollegeMath " + r.Question_number, r.Question, r.Answer})
		}
	}
	cf.Close()
	for i, r := range mathRows(t) {
		if i%2 == 0 {
			rows = append(rows, row{"MATH " + r.ID, r.Problem, r.Answer})
		}
	}
	// The named MATH train sample (issue 41): every 10th row of train.
	tf, err := os.Open(filepath.Join(dataDir(t), "math", "train.jsonl"))
	if err != nil {
		t.Fatalf("MATH train: %v", err)
	}
	sc = bufio.NewScanner(tf)
	sc.Buffer(nil, 1<<24)
	for i := 0; sc.Scan(); i++ {
		var r struct{ Problem, Answer, Unique_id string }
		if i%10 == 0 && json.Unmarshal(sc.Bytes(), &r) == nil {
			rows = append(rows, row{"MATH train " + r.Unique_id, r.Problem, r.Answer})
		}
	}
	tf.Close()
	used := map[string]bool{}
	decided := 0
	for i, r := range rows {
		res := Check(context.Background(), r.problem, r.answer, Options{Seed: int64(i + 1), Timeout: testTimeout})
		if res.Verdict != record.Confirm && res.Verdict != record.Refute {
			continue
		}
		decided++
		for _, cmp := range res.Evidence {
			if err := cmp.Err(); err != nil {
				t.Errorf("%s: %v", r.where, err)
			}
		}
		if len(res.Evidence) > 0 {
			continue
		}
		pending := ""
		for name, re := range evidencePending {
			if re.MatchString(res.Note) {
				pending = name
			}
		}
		if pending != "" {
			used[pending] = true
			continue
		}
		t.Errorf("%s: %s with no evidence: %s", r.where, res.Verdict, res.Note)
	}
	for name := range evidencePending {
		if !used[name] {
			t.Errorf("pending family %q matches no decided row: take it off the list", name)
		}
	}
	t.Logf("%d rows, %d decided", len(rows), decided)
}
