package main

import (
	"bytes"
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/legs"
)

func TestCheckBatch(t *testing.T) {
	in := `{"problem": "Solve the equation $2x+3=7$.", "answer": "$x=3$"}
not json
{"problem": "Compute $1+1$", "answer": "2"}
`
	var out bytes.Buffer
	if err := checkBatch(context.Background(), strings.NewReader(in), "b.jsonl", checker{set: legs.NativeOnly(legs.Config{}), seed: 1}, &out); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) != 3 {
		t.Fatalf("%d lines: %q", len(lines), out.String())
	}
	want := []string{"refute", "", "confirm"}
	for i, l := range lines {
		var o checkOutput
		if err := json.Unmarshal([]byte(l), &o); err != nil {
			t.Fatal(err)
		}
		if o.Verdict != want[i] || o.Line == 0 {
			t.Errorf("line %d: %+v", i+1, o)
		}
		if i == 1 && !strings.Contains(o.Error, "b.jsonl:2") {
			t.Errorf("error %q does not name the line", o.Error)
		}
	}
}
