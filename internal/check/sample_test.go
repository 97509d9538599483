package check

import (
	"bufio"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestSampleBook runs Check over every sample-book row with an answer (read
// straight from the transcription files) and asserts that every
// "wrong-answer" fault of sources/sample/faults.json is refuted, and that
// no row outside the faults is refuted.
func TestSampleBook(t *testing.T) {
	dir := filepath.Join("..", "..", "sources", "sample")
	fb, err := os.ReadFile(filepath.Join(dir, "faults.json"))
	if err != nil {
		t.Skipf("sample book absent: %v", err)
	}
	var faults []struct{ Collection, Problem_id, Kind, What string }
	if err := json.Unmarshal(fb, &faults); err != nil {
		t.Fatalf("faults.json: %v", err)
	}
	type key struct{ coll, pid string }
	faultKind := map[key]string{}
	for _, f := range faults {
		// A slip in a worked solution leaves the statement and the
		// answer right: the row is held to what every other row is.
		if f.Kind != "solution-step" {
			faultKind[key{f.Collection, f.Problem_id}] = f.Kind
		}
	}
	// Faults whose task kind leg 1 does not check yet (undecided, never
	// confirmed), listed so a gap stays visible; none at present.
	notYet := map[key]string{}
	files, _ := filepath.Glob(filepath.Join(dir, "*.jsonl"))
	seen := map[key]record.Verdict{}
	var counts [4]int
	for _, path := range files {
		f, err := os.Open(path)
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(f)
		sc.Buffer(nil, 1<<24)
		line := 0
		for sc.Scan() {
			line++
			var s record.Source
			if err := json.Unmarshal(sc.Bytes(), &s); err != nil || s.Answer == "" {
				continue
			}
			k := key{s.Collection, s.ProblemID}
			r := Check(context.Background(), s.Problem, s.Answer, Options{Seed: int64(line), Timeout: testTimeout})
			seen[k] = r.Verdict
			counts[r.Verdict]++
			for _, c := range r.Evidence {
				if err := c.Err(); err != nil {
					t.Errorf("%s:%d: evidence: %v", path, line, err)
				}
			}
			if r.Verdict == record.Refute && faultKind[k] == "" {
				t.Errorf("%s:%d (%s %s): refuted but not a listed fault: %s\n  Q: %s\n  A: %s", path, line, s.Collection, s.ProblemID, r.Note, s.Problem, s.Answer)
			}
			if why := notYet[k]; why != "" && faultKind[k] == "wrong-answer" {
				if r.Verdict == record.Confirm {
					t.Errorf("%s:%d: wrong answer confirmed: %s", path, line, r.Note)
				}
				t.Logf("%s %s: not refuted yet (%s): %v", s.Collection, s.ProblemID, why, r.Verdict)
				continue
			}
			if faultKind[k] == "wrong-answer" && r.Verdict != record.Refute {
				t.Errorf("%s:%d (%s %s): wrong answer not refuted: %v %s\n  Q: %s\n  A: %s", path, line, s.Collection, s.ProblemID, r.Verdict, r.Note, s.Problem, s.Answer)
			}
		}
		f.Close()
	}
	for k, kind := range faultKind {
		if _, ok := seen[k]; !ok && kind == "wrong-answer" {
			t.Errorf("fault %v not found in the transcriptions", k)
		}
	}
	t.Logf("sample book: confirm %d, refute %d, undecided %d", counts[record.Confirm], counts[record.Refute], counts[record.Undecided])
}
