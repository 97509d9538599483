package verify

import (
	"context"
	"fmt"
	"maps"
	"net"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/jsmath"
	"github.com/dgnpipe/dgnpipe/internal/legs"
	"github.com/dgnpipe/dgnpipe/internal/parsersleg"
	"github.com/dgnpipe/dgnpipe/internal/pipeline"
	"github.com/dgnpipe/dgnpipe/internal/pipeline/pipelinetest"
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
	res := VerifyRows(context.Background(), rows, Params{Seed: 1}, legs.NativeOnly(legs.Config{}), func(done, total int) { last = done })
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
	VerifyRows(ctx, rows, Params{Seed: 1}, legs.NativeOnly(legs.Config{}), func(done, total int) {
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
		`p.yaml:10:16: stage v params: parsers: "maybe" is not on, all or off`,
	} {
		if !strings.Contains(err.Error(), w) {
			t.Errorf("errors\n%v\ndo not contain %q", err, w)
		}
	}
	t.Setenv(jsmath.EndpointEnv, "")
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

// A configured math.js endpoint that is down: the stage finishes (leg 1
// still runs), marks every row leg 3 could not do, and reports itself
// degraded, so the runner reruns it next time and the run exits 3.
func TestDeadMathJSEndpointDegrades(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	st, err := newStage(Params{Seed: 1, Parsers: "off"}, func(k string) string {
		if k == jsmath.EndpointEnv {
			return "http://" + addr + "/v4/"
		}
		return ""
	})
	if err != nil {
		t.Fatal(err)
	}
	var rows []record.Item
	for i := range 30 {
		rows = append(rows, record.Item{ID: fmt.Sprint("r", i), Problem: `Solve the equation $2x+3=7$.`, FinalAnswer: fmt.Sprintf("$x=%d$", 2+i%2)})
	}
	env := pipelinetest.Env(t, "normalize", rows)
	env.ArtifactsDir = t.TempDir()
	res, err := st.Run(context.Background(), env)
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Degraded) != 1 || !strings.Contains(res.Degraded[0], "leg 3 (math.js http) could not run on 30 of 30 rows") ||
		!strings.Contains(res.Degraded[0], "endpoint given up: endpoint unreachable (connection refused)") {
		t.Errorf("degraded %q", res.Degraded)
	}
	out := pipelinetest.Output(t, env)
	for _, it := range out {
		if it.Legs.Native == nil || it.Legs.MathJS == nil || it.Legs.MathJS.Failed == "" || len(it.Legs.Failed()) != 1 {
			t.Fatalf("row %s: legs %+v", it.ID, it.Legs)
		}
		if strings.Contains(it.Legs.MathJS.Note, addr) {
			t.Errorf("row %s: the note names the endpoint: %s", it.ID, it.Legs.MathJS.Note)
		}
	}
	if res.Rows["mathjs.failed"] != 30 {
		t.Errorf("counts %v", res.Rows)
	}
}

// A row leg 2 did not need to read (leg 1 undecided) is counted as
// parsers.not_needed, not as unparsed; the others by their outcome and
// what each parser read.
func TestCountOutcomesParsersNotNeeded(t *testing.T) {
	rows := []record.Item{
		{Legs: record.Legs{Native: &record.NativeOutcome{Verdict: record.Undecided},
			Parsers: &record.ParsersOutcome{Outcome: record.ParsersUnparsed, Note: parsersleg.NotNeeded}}},
		{Legs: record.Legs{Native: &record.NativeOutcome{Verdict: record.Undecided},
			Parsers: &record.ParsersOutcome{Outcome: record.ParsersUnparsed, Note: "malformed LaTeX in the answer at offset 3: a { that is never closed; " + parsersleg.NotNeeded}}},
		{Legs: record.Legs{Native: &record.NativeOutcome{Verdict: record.Confirm},
			Parsers: &record.ParsersOutcome{Outcome: record.ParsersAgree, Readers: []string{"compute-engine", "katex"}, Expressions: 3}}},
		{Legs: record.Legs{Native: &record.NativeOutcome{Verdict: record.Undecided},
			Parsers: &record.ParsersOutcome{Outcome: record.ParsersUnparsed, Note: "not run: leg 2 is switched off"}}},
	}
	counts := map[string]int{}
	countOutcomes(rows, counts)
	want := map[string]int{"verdict.undecided": 3, "verdict.confirm": 1, "parsers.not_needed": 2, "parsers.agree": 1, "parsers.unparsed": 1,
		"parsers.expressions": 3, "parsers.expressions_read.compute-engine": 3, "parsers.expressions_read.katex": 3}
	if !maps.Equal(counts, want) {
		t.Errorf("counts %v, want %v", counts, want)
	}
}
