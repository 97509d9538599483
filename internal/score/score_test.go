package score

import (
	"bytes"
	"os"
	"strings"
	"testing"
)

func runFixture(t *testing.T, rules Rules) *Report {
	t.Helper()
	ds, err := ReadDataset("testdata/spec_example_dataset.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	preds, err := ReadPredictions("testdata/spec_example_predictions.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	return Score(ds, preds, Options{Rules: rules})
}

// dropSections removes the "-- by ... --" breakdown sections, which the
// spec's example does not print.
func dropSections(s string) string {
	var out []string
	skip := false
	for _, line := range strings.SplitAfter(s, "\n") {
		if strings.HasPrefix(line, "-- ") {
			skip = strings.HasPrefix(line, "-- by ")
		}
		if !skip {
			out = append(out, line)
		}
	}
	return strings.Join(out, "")
}

// TestSpecExample reproduces the worked example of spec section 4.4 line
// for line under --rules spec (testdata/spec_example_report.txt is the
// document's block, copied verbatim).
func TestSpecExample(t *testing.T) {
	want, err := os.ReadFile("testdata/spec_example_report.txt")
	if err != nil {
		t.Fatal(err)
	}
	rep := runFixture(t, Spec)
	var b bytes.Buffer
	if err := rep.WriteText(&b, ShowAuto); err != nil {
		t.Fatal(err)
	}
	got := dropSections(b.String())
	if got != string(want) {
		t.Errorf("spec example differs:\n--- got\n%s--- want\n%s", got, want)
	}
	if !strings.Contains(b.String(), "-- by chapter --") {
		t.Error("no per-chapter breakdown")
	}
}

func TestSpecExampleStrict(t *testing.T) {
	rep := runFixture(t, Strict)
	tt := rep.Totals
	if tt.Scored != 19 || tt.Correct != 14 || tt.StrictCorrect != 9 || tt.Unparsed != 1 || tt.UnknownPredictionIDs != 1 {
		t.Errorf("totals = %+v, want 19 scored, 14 correct, 9 strict, 1 unparsed, 1 unknown", tt)
	}
	for _, it := range rep.Items {
		switch it.ID {
		case "2.009", "5.046":
			if it.Correct || it.Tier != "symbolic" || it.Undecided {
				t.Errorf("%s: %+v, want rejected by the symbolic tier", it.ID, it)
			}
		case "5.081":
			if !it.Correct {
				t.Errorf("5.081 (renamed parameter) not accepted")
			}
		}
	}
	if s := rep.ByTier["symbolic"]; s.Decided != 3 || s.Correct != 1 {
		t.Errorf("symbolic tier %+v, want 3 decided, 1 correct", s)
	}
}

func TestReportJSONStable(t *testing.T) {
	var a, b bytes.Buffer
	if err := runFixture(t, Strict).WriteJSON(&a); err != nil {
		t.Fatal(err)
	}
	if err := runFixture(t, Strict).WriteJSON(&b); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(a.Bytes(), b.Bytes()) {
		t.Error("JSON report differs between two runs")
	}
	for _, key := range []string{`"totals"`, `"strict_accuracy"`, `"by_tier"`, `"by_chapter"`, `"by_group"`, `"by_difficulty"`, `"by_status"`, `"by_collection"`, `"items"`, `"skipped_no_gold"`, `"malformed_prediction_lines"`, `"dataset_errors"`, `"duplicate_prediction_ids"`} {
		if !bytes.Contains(a.Bytes(), []byte(key)) {
			t.Errorf("JSON report lacks %s", key)
		}
	}
}

func TestCountsAndMalformed(t *testing.T) {
	ds, err := readDatasetJSONL(strings.NewReader(`{"id":"a","final_answer":"1"}
{"id":"b","final_answer":"","final_answer_boxed":"\\boxed{2}"}
{"id":"c","final_answer":""}
not json
{"id":"d","final_answer":"4"}
`), "ds.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	if len(ds.Errors) != 1 || !strings.Contains(ds.Errors[0], "ds.jsonl:4") {
		t.Errorf("dataset errors = %v, want one naming ds.jsonl:4", ds.Errors)
	}
	preds, err := readPredictions(strings.NewReader(`{"id":"a","response":"0"}
{"id":"a","pred":"1"}
{"id":"b","text":"The answer is 2."}
{"id":"zz","response":"5"}
{oops
{"id":"c","response":"3"}
`), "p.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	rep := Score(ds, preds, Options{})
	tt := rep.Totals
	want := Totals{Scored: 3, Correct: 2, Accuracy: 0.666667, StrictCorrect: 2, StrictAccuracy: 0.666667,
		MissingPredictions: 1, SkippedNoGold: 1, UnknownPredictionIDs: 1, DuplicatePredictionIDs: 1,
		MalformedPredictionLines: 1, DatasetErrors: 1}
	if tt != want {
		t.Errorf("totals\n got %+v\nwant %+v", tt, want)
	}
}
