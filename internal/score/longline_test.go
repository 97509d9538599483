package score

import (
	"io"
	"strings"
	"testing"
)

// endless is an endless stream of one byte.
type endless byte

func (e endless) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = byte(e)
	}
	return len(p), nil
}

// TestLongPredictionsLine: a predictions line over the limit is one
// malformed line with its number, not the end of the file.
func TestLongPredictionsLine(t *testing.T) {
	r := io.MultiReader(strings.NewReader(`{"id":"a","response":"1"}`+"\n"+`{"id":"b","response":"`),
		io.LimitReader(endless('x'), maxLine+10), strings.NewReader("\"}\r\n\n"+`{"id":"c","response":"3"}`))
	p, err := readPredictions(r, "preds.jsonl")
	if err != nil {
		t.Fatalf("a long line is fatal: %v", err)
	}
	if len(p.Order) != 2 || p.ByID["a"] != "1" || p.ByID["c"] != "3" {
		t.Errorf("read %v, want a and c", p.ByID)
	}
	if len(p.Malformed) != 1 || p.Malformed[0] != "preds.jsonl:2: the line is over 64 MiB, skipped" {
		t.Errorf("malformed %q", p.Malformed)
	}
	ds, err := readDatasetJSONL(strings.NewReader(`{"id":"a","final_answer":"1"}`+"\r\n"+strings.Repeat(" ", maxLine+3)+"\n"+`{"id":"c"}`), "data.jsonl")
	if err != nil || len(ds.Rows) != 2 || len(ds.Errors) != 1 || ds.Errors[0] != "data.jsonl:2: the line is over 64 MiB, skipped" || ds.Rows[0].Gold != "1" {
		t.Errorf("dataset: %v %+v %q", err, ds.Rows, ds.Errors)
	}
}
