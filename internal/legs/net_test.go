package legs_test

import (
	"bufio"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/dgnpipe/dgnpipe/internal/jsmath"
	"github.com/dgnpipe/dgnpipe/internal/legs"
	"github.com/dgnpipe/dgnpipe/internal/mathjsleg"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// sampleRows are the (problem, answer) pairs of the sample book.
func sampleRows(t *testing.T) [][2]string {
	t.Helper()
	files, err := filepath.Glob("../../sources/sample/*.jsonl")
	if err != nil || len(files) == 0 {
		t.Fatalf("sample book: %v", err)
	}
	var rows [][2]string
	for _, f := range files {
		fh, err := os.Open(f)
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(fh)
		sc.Buffer(nil, 1<<20)
		for sc.Scan() {
			var r struct{ Problem, Answer string }
			if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
				t.Fatalf("%s: %v", f, err)
			}
			if r.Answer != "" {
				rows = append(rows, [2]string{r.Problem, r.Answer})
			}
		}
		fh.Close()
	}
	return rows
}

// TestNativeVerdictWhateverTheNet: leg 1's result on a row is the same
// whatever its wall-clock net, or the row reached the net and says so
// (Report.TimeLimit, which holds the row back): no verdict or note that a
// net cut is published. Before, a refutation the net cut short (its
// counterexample found, the rest of the check stopped) was not flagged,
// and its recomputed answer could differ from the whole check's (row 11,
// 3^{2x-1}=27^{x-1} answered 5, under a 1 ms net). Which nets a row
// reaches depends on the machine; that a row the net did not reach
// agrees with the whole check does not.
func TestNativeVerdictWhateverTheNet(t *testing.T) {
	ctx := context.Background()
	rows := sampleRows(t)
	whole := &legs.Native{Timeout: time.Hour}
	cut, same := 0, 0
	for i, r := range rows {
		want, wrep := whole.Check(ctx, r[0], r[1], int64(i))
		if wrep.TimeLimit || wrep.CutShort {
			t.Fatalf("row %d reached an hour's net: %+v", i, wrep)
		}
		for net := time.Microsecond; net < 8*time.Millisecond; net = net * 3 / 2 {
			got, rep := (&legs.Native{Timeout: net}).Check(ctx, r[0], r[1], int64(i))
			if rep.TimeLimit {
				cut++
				continue
			}
			same++
			if got.Verdict != want.Verdict || got.Note != want.Note || got.Recomputed != want.Recomputed || got.Kind != want.Kind {
				t.Errorf("row %d (%q, %q) under a %v net: %s %q (recomputed %q, kind %s), whole: %s %q (recomputed %q, kind %s)",
					i, r[0], r[1], net, got.Verdict, got.Note, got.Recomputed, got.Kind, want.Verdict, want.Note, want.Recomputed, want.Kind)
			}
		}
	}
	t.Logf("%d rows × 23 nets from 1 µs to 8 ms: %d held back, %d the same as the whole check", len(rows), cut, same)
	if cut == 0 {
		t.Error("no net was reached: the test proves nothing")
	}
}

// answerless is a math.js backend whose every evaluation is a math.js
// error: leg 3 then finds nothing, and only the recomputed answer's check
// by leg 1 matters.
type answerless struct{}

func (answerless) EvalMany(_ context.Context, _ string, scopes []map[string]string) ([]jsmath.Result, error) {
	out := make([]jsmath.Result, len(scopes))
	for i := range out {
		out[i] = jsmath.Result{Err: "not evaluated here"}
	}
	return out, nil
}

// TestRecomputedCheckNet: leg 3 checks a refuted row's recomputed answer
// with leg 1 before math.js judges it; when that check reaches its net,
// leg 3 reached a net (the row is held back), rather than publishing "the
// recomputed answer was not confirmed by leg 1 (undecided)", a note that
// depends on the machine's load.
func TestRecomputedCheckNet(t *testing.T) {
	row := &legs.Row{Item: &record.Item{ID: "t.1", ProblemID: "1", Problem: `Solve the equation $2x+7=15$.`,
		SourceAnswer: "5", FinalAnswer: "5"}, Seed: 3}
	(&legs.Native{Timeout: time.Hour}).Run(context.Background(), row)
	if row.Native.Verdict != record.Refute || row.Native.Recomputed == "" {
		t.Fatalf("leg 1: %+v, want a refutation with a recomputed answer", row.Native)
	}
	for _, tc := range []struct {
		net       time.Duration
		timeLimit bool
	}{{time.Hour, false}, {time.Nanosecond, true}} {
		m := &legs.MathJS{Leg: &mathjsleg.Leg{Eval: answerless{}}, Native: &legs.Native{Timeout: tc.net}}
		rep := m.Run(context.Background(), row)
		o := row.Item.Legs.MathJS
		if rep.TimeLimit != tc.timeLimit || o == nil {
			t.Errorf("leg 1's net %v on the recomputed answer: report %+v, outcome %+v", tc.net, rep, o)
			continue
		}
		if !tc.timeLimit && strings.Contains(o.Note, "not confirmed by leg 1") {
			t.Errorf("the recomputed answer under an hour's net: %q", o.Note)
		}
	}
}

// TestLegs23WhateverTheNet: legs 2 and 3 (the embedded parsers and
// math.js) on the sample rows under nets from 100 µs to 1 s give, on each
// row, either the outcome they give under an hour's net or say they
// reached the net (Report.TimeLimit, which holds the row back).
func TestLegs23WhateverTheNet(t *testing.T) {
	if testing.Short() {
		t.Skip("runs legs 2 and 3 on the sample book under several nets")
	}
	set, err := legs.New(legs.Config{})
	if err != nil {
		t.Fatal(err)
	}
	defer set.Close()
	ctx := context.Background()
	rows := sampleRows(t)
	type whole struct {
		row             *legs.Row
		parsers, mathjs string
	}
	outcome := func(v any) string {
		b, err := json.Marshal(v)
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	var all []whole
	for i, r := range rows {
		row := &legs.Row{Item: &record.Item{ID: "s." + strconv.Itoa(i), ProblemID: strconv.Itoa(i), Problem: r[0], SourceAnswer: r[1], FinalAnswer: r[1]}, Seed: int64(i)}
		(&legs.Native{Timeout: time.Hour}).Run(ctx, row)
		p := &legs.Parsers{Leg: set.Parsers.Leg, Timeout: time.Hour}
		m := &legs.MathJS{Leg: set.MathJS.Leg, Timeout: time.Hour, Native: &legs.Native{Timeout: time.Hour}}
		if rep := p.Run(ctx, row); rep.TimeLimit || rep.CutShort {
			t.Fatalf("row %d: leg 2 under an hour's net: %+v", i, rep)
		}
		if rep := m.Run(ctx, row); rep.TimeLimit || rep.CutShort {
			t.Fatalf("row %d: leg 3 under an hour's net: %+v", i, rep)
		}
		all = append(all, whole{row, outcome(row.Item.Legs.Parsers), outcome(row.Item.Legs.MathJS)})
	}
	cut, same := 0, 0
	for _, net := range []time.Duration{100 * time.Microsecond, time.Millisecond, 10 * time.Millisecond, time.Second} {
		for i, w := range all {
			p := &legs.Parsers{Leg: set.Parsers.Leg, Timeout: net}
			m := &legs.MathJS{Leg: set.MathJS.Leg, Timeout: net, Native: &legs.Native{Timeout: time.Hour}}
			for _, leg := range []struct {
				run  func() legs.Report
				got  func() string
				want string
			}{
				{func() legs.Report { return p.Run(ctx, w.row) }, func() string { return outcome(w.row.Item.Legs.Parsers) }, w.parsers},
				{func() legs.Report { return m.Run(ctx, w.row) }, func() string { return outcome(w.row.Item.Legs.MathJS) }, w.mathjs},
			} {
				rep := leg.run()
				switch {
				case rep.TimeLimit:
					cut++
				case rep.CutShort:
					t.Errorf("row %d under a %v net: cut short without reaching the net: %+v", i, net, rep)
				case leg.got() != leg.want:
					t.Errorf("row %d under a %v net: %s, under an hour's: %s", i, net, leg.got(), leg.want)
				default:
					same++
				}
			}
		}
	}
	t.Logf("%d rows × 4 nets × 2 legs: %d held back, %d the same as under an hour's net", len(all), cut, same)
}
