package verify

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/pipeline"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

func TestVerifyRows(t *testing.T) {
	rows := []record.Item{
		{ID: "a", Problem: `Solve the equation $2x+3=7$.`, FinalAnswer: `$x=2$`},
		{ID: "b", Problem: `Solve the equation $2x+3=7$.`, FinalAnswer: `$x=3$`},
		{ID: "c", Problem: `Solve the equation $2x+3=7$.`},
		{ID: "d", Problem: `Describe the picture.`, FinalAnswer: `a cat`},
	}
	var last int
	res := VerifyRows(context.Background(), rows, Params{Seed: 1}, Legs{}, func(done, total int) { last = done })
	want := []record.Verdict{record.Confirm, record.Refute, record.VerdictNone, record.Undecided}
	for i, w := range want {
		got := record.VerdictNone
		if rows[i].Legs.Native != nil {
			got = rows[i].Legs.Native.Verdict
			if rows[i].Legs.Native.Seed != RowSeed(1, rows[i].ID) {
				t.Errorf("row %s: seed %d", rows[i].ID, rows[i].Legs.Native.Seed)
			}
		}
		if got != w {
			t.Errorf("row %s: verdict %v, want %v", rows[i].ID, got, w)
		}
	}
	if res.Rows["verdict.confirm"] != 1 || res.Rows["verdict.refute"] != 1 || res.Rows["not_checked"] != 1 || res.Rows["verdict.undecided"] != 1 {
		t.Errorf("counts %v", res.Rows)
	}
	if last != len(rows) {
		t.Errorf("progress ended at %d of %d", last, len(rows))
	}
	if RowSeed(1, "a") == RowSeed(2, "a") || RowSeed(1, "a") == RowSeed(1, "b") {
		t.Error("row seeds collide")
	}
}

// TestVerifyRowsProgressMoves: progress is reported as rows finish, not only
// once every row is scheduled. The first row has no answer, so its progress
// comes before any row is checked; cancelling there must leave every other
// row unchecked. (When progress was counted only after the last row was
// scheduled, most rows were already checked by then.)
func TestVerifyRowsProgressMoves(t *testing.T) {
	rows := []record.Item{{ID: "none", Problem: `Prove it.`}}
	for i := range 40 {
		rows = append(rows, record.Item{ID: fmt.Sprintf("r%d", i), Problem: `Solve the equation $2x+3=7$.`, FinalAnswer: `$x=2$`})
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var calls []int
	VerifyRows(ctx, rows, Params{Seed: 1}, Legs{}, func(done, total int) {
		if total != len(rows) {
			t.Errorf("total %d, want %d", total, len(rows))
		}
		calls = append(calls, done)
		cancel()
	})
	checked := 0
	for i := range rows {
		if rows[i].Legs.Native != nil {
			checked++
		}
	}
	if checked != 0 {
		t.Errorf("%d rows checked after the first progress report cancelled the run; progress came only after scheduling", checked)
	}
	for i := 1; i < len(calls); i++ {
		if calls[i] <= calls[i-1] {
			t.Errorf("progress not increasing: %v", calls)
			break
		}
	}
}

// TestParamErrors: zero or negative time-outs and points are errors at
// their file:line:col, all reported at once, never replaced by defaults;
// keys left out take the defaults.
func TestParamErrors(t *testing.T) {
	parse := func(params string) (*pipeline.Config, error) {
		return pipeline.Parse("p.yaml", []byte("stages:\n  v:\n    kind: verify\n    params:\n"+params), []pipeline.Kind{Kind()})
	}
	_, err := parse("      timeout_ms: 0\n      points: -1\n      mathjs_timeout_ms: 0\n      parsers_timeout_ms: -3\n      mathjs: fast\n      parsers: maybe\n")
	if err == nil {
		t.Fatal("no error")
	}
	for _, w := range []string{
		"p.yaml:5:19: stage v params: timeout_ms: must be at least 1, have 0",
		"p.yaml:6:15: stage v params: points: must be at least 1, have -1",
		"p.yaml:7:26: stage v params: mathjs_timeout_ms: must be at least 1, have 0",
		"p.yaml:8:27: stage v params: parsers_timeout_ms: must be at least 1, have -3",
		`p.yaml:9:15: stage v params: mathjs: "fast" is not embedded, http or off`,
		`p.yaml:10:16: stage v params: parsers: "maybe" is not on or off`,
	} {
		if !strings.Contains(err.Error(), w) {
			t.Errorf("errors\n%v\ndo not contain %q", err, w)
		}
	}
	t.Setenv(EnvMathJSEndpoint, "")
	cfg, err := parse("      seed: 3\n")
	if err != nil {
		t.Fatal(err)
	}
	want := DefaultParams()
	want.Seed, want.MathJS, want.Parsers = 3, "embedded", "on"
	if got := cfg.Stages[0].Stage.(*stage).p; got != want {
		t.Errorf("params %+v, want %+v", got, want)
	}
}
