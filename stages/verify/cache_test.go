package verify

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/dgnpipe/dgnpipe/internal/jsmath"
	"github.com/dgnpipe/dgnpipe/internal/legs"
	"github.com/dgnpipe/dgnpipe/internal/mathjsleg"
	"github.com/dgnpipe/dgnpipe/internal/parsersleg"
	"github.com/dgnpipe/dgnpipe/internal/pipeline"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/xparse"
)

func cacheRows() []record.Item {
	return []record.Item{
		{ID: "a", Problem: `Solve the equation $2x+3=7$.`, FinalAnswer: `$x=2$`},
		{ID: "b", Problem: `Solve the equation $2x+3=7$.`, FinalAnswer: `$x=3$`},
		{ID: "c", Problem: `Solve the equation $2x+3=7$.`},
		{ID: "d", Problem: `Compute $\frac{1}{2}+\frac{1}{3}$.`, FinalAnswer: `\frac56`},
	}
}

// down is a math.js service that cannot be reached.
type down struct{}

func (down) EvalMany(context.Context, string, []map[string]string) ([]jsmath.Result, error) {
	return nil, fmt.Errorf("%w: connection refused", jsmath.ErrUnavailable)
}

// withMathJS is leg 1 and leg 3 over m, limited to timeout on one row.
func withMathJS(m *mathjsleg.Leg, timeout time.Duration) *legs.Set {
	s := legs.NativeOnly(legs.Config{})
	s.MathJS = &legs.MathJS{Leg: m, Timeout: timeout, Native: s.Native}
	return s
}

// TestRowCache: a second run takes every row from the cache with the same
// legs; editing one row re-verifies that row alone; other parameters miss;
// a row whose leg 3 could not run is never stored.
func TestRowCache(t *testing.T) {
	dir := t.TempDir()
	p := Params{Seed: 1, MathJS: "off", Parsers: "off"}
	run := func(p Params, rows []record.Item, set *legs.Set) map[string]int {
		t.Helper()
		c, err := NewRowCache(dir, p)
		if err != nil {
			t.Fatal(err)
		}
		defer c.Close()
		res, _ := verifyRows(context.Background(), rows, p, set, c, nil)
		return res.Rows
	}
	first := cacheRows()
	if got := run(p, first, legs.NativeOnly(legs.Config{})); got["cache.hits"] != 0 || got["cache.stored"] != 3 {
		t.Fatalf("first run: %v", got)
	}
	again := cacheRows()
	if got := run(p, again, legs.NativeOnly(legs.Config{})); got["cache.hits"] != 3 || got["cache.stored"] != 0 || got["verdict.confirm"] != 2 || got["verdict.refute"] != 1 {
		t.Fatalf("second run: %v", got)
	}
	for i := range first {
		a, _ := json.Marshal(first[i].Legs)
		b, _ := json.Marshal(again[i].Legs)
		if string(a) != string(b) {
			t.Errorf("row %s: cached legs %s, verified %s", first[i].ID, b, a)
		}
	}
	edited := cacheRows()
	edited[1].FinalAnswer = `$x=2$`
	if got := run(p, edited, legs.NativeOnly(legs.Config{})); got["cache.hits"] != 2 || got["cache.stored"] != 1 || got["verdict.confirm"] != 3 {
		t.Errorf("after editing row b: %v", got)
	}
	other := p
	other.Points = 5
	if got := run(other, cacheRows(), legs.NativeOnly(legs.Config{})); got["cache.hits"] != 0 {
		t.Errorf("other parameters: %v", got)
	}
	failing := withMathJS(&mathjsleg.Leg{Eval: down{}}, 0)
	p2 := p
	p2.Seed = 2
	for range 2 {
		if got := run(p2, cacheRows(), failing); got["cache.hits"] != 0 || got["cache.not_stored"] != 3 || got["cache.stored"] != 0 {
			t.Errorf("leg 3 down: %v", got)
		}
	}
	c, err := NewRowCache(dir, p2)
	if err != nil {
		t.Fatal(err)
	}
	res, _ := verifyRows(context.Background(), cacheRows(), p2, failing, c, nil)
	if len(res.Warnings) != 1 || !strings.Contains(res.Warnings[0], "3 rows not stored") || !strings.Contains(res.Warnings[0], "d (a leg could not run)") {
		t.Errorf("warnings %q", res.Warnings)
	}
}

// slow is a math.js backend that never answers before its deadline.
type slow struct{}

func (slow) EvalMany(ctx context.Context, _ string, _ []map[string]string) ([]jsmath.Result, error) {
	<-ctx.Done()
	return nil, ctx.Err()
}

// TestRowCacheHeldBack: a row stopped by leg 3's wall-clock net is held
// back (named, counted), not stored, and verified again by every next run,
// --force or not; the stage fails with HeldBackError rather than publish
// it; a run without the net's hit stores and reuses the rows; a cancelled
// run stores nothing and holds nothing back.
func TestRowCacheHeldBack(t *testing.T) {
	dir := t.TempDir()
	p := Params{Seed: 1, TimeoutMS: 2000, Points: 8, MathJS: "off", Parsers: "off", MathJSTimeoutMS: 1}
	set := withMathJS(&mathjsleg.Leg{Eval: slow{}}, time.Millisecond)
	run := func(refresh bool, set *legs.Set) (pipeline.Result, []string) {
		t.Helper()
		c, err := NewRowCache(dir, p)
		if err != nil {
			t.Fatal(err)
		}
		c.Refresh = refresh
		defer c.Close()
		return verifyRows(context.Background(), cacheRows(), p, set, c, nil)
	}
	// a, b and d have evidence, so leg 3 runs on them and hits its net.
	for i, refresh := range []bool{false, false, true} {
		res, held := run(refresh, set)
		got := res.Rows
		if got["cache.hits"] != 0 || got["cache.stored"] != 0 || got["held_back"] != 3 || len(held) != 3 ||
			held[0] != "a (leg 3 reached its wall-clock net)" || !strings.HasPrefix(held[2], "d (") {
			t.Fatalf("run %d: %v %q", i+1, got, held)
		}
		msg := (&HeldBackError{Rows: held}).Error()
		if !strings.Contains(msg, "3 rows held back") || !strings.Contains(msg, "a (leg 3 reached its wall-clock net)") {
			t.Errorf("error %q", msg)
		}
	}
	if res, held := run(false, legs.NativeOnly(legs.Config{})); res.Rows["cache.stored"] != 3 || len(held) != 0 || res.Rows["held_back"] != 0 {
		t.Errorf("whole run: %v %q", res.Rows, held)
	}
	if res, held := run(false, set); res.Rows["cache.hits"] != 3 || len(held) != 0 || len(res.Warnings) != 0 {
		t.Errorf("after a whole run: %v %q %q", res.Rows, held, res.Warnings)
	}
	// A cancelled run stores nothing and holds nothing back.
	p.Seed = 9
	c, err := NewRowCache(dir, p)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if res, held := verifyRows(ctx, cacheRows(), p, set, c, nil); res.Rows["cache.stored"] != 0 || len(held) != 0 {
		t.Errorf("cancelled run: %v %q", res.Rows, held)
	}
}

func TestReportCut(t *testing.T) {
	for _, tc := range []struct {
		id        record.LegID
		rep       legs.Report
		why       string
		timeLimit bool
	}{
		{record.LegParsers, legs.Report{}, "", false},
		{record.LegParsers, legs.Report{NotRun: "switched off"}, "", false},
		{record.LegParsers, legs.Report{TimeLimit: true}, "leg 2 reached its wall-clock net", true},
		{record.LegNative, legs.Report{TimeLimit: true}, "leg 1 reached its wall-clock net", true},
		{record.LegParsers, legs.Report{CutShort: true}, "leg 2: a reading could not be made", false},
		{record.LegMathJS, legs.Report{CutShort: true, TimeLimit: true}, "leg 3: a reading could not be made", false},
	} {
		c := reportCut(tc.id, tc.rep)
		if c.why != tc.why || c.timeLimit != tc.timeLimit {
			t.Errorf("reportCut(%s, %+v) = %+v", tc.id, tc.rep, c)
		}
	}
	a := rowCut{why: "leg 1 reached its time limit", timeLimit: true}
	if got := a.or(rowCut{why: "leg 2: a reading could not be made"}); got.timeLimit || !strings.Contains(got.why, "leg 1") || !strings.Contains(got.why, "leg 2") {
		t.Errorf("or: %+v", got)
	}
	if got := a.or(rowCut{}); got != a {
		t.Errorf("or zero: %+v", got)
	}
}

// With warmAllMin rows or more to verify, every runtime of legs 2 and 3 is
// started first; a run whose rows all come from the cache starts none, and
// one edited row starts only what it needs, one runtime at most per
// parser.
func TestWarmOnlyOnAMiss(t *testing.T) {
	dir := t.TempDir()
	p := Params{Seed: 1, TimeoutMS: 2000, Points: 8, MathJS: "off", MathJSTimeoutMS: 10000, ParsersTimeoutMS: 20000}
	rows := func(edit bool) []record.Item {
		var out []record.Item
		for i := range warmAllMin {
			ans := fmt.Sprintf("$x=%d$", 2+i%2)
			if edit && i == 0 {
				ans = "$x=5$"
			}
			out = append(out, record.Item{ID: fmt.Sprintf("r%02d", i), Problem: `Solve the equation $2x+3=7$.`, FinalAnswer: ans})
		}
		return out
	}
	run := func(rs []record.Item) int {
		t.Helper()
		x, err := xparse.New(xparse.Options{Workers: 2})
		if err != nil {
			t.Fatal(err)
		}
		defer x.Close()
		c, err := NewRowCache(dir, p)
		if err != nil {
			t.Fatal(err)
		}
		defer c.Close()
		set := legs.NativeOnly(legs.Config{})
		set.Parsers = &legs.Parsers{Leg: &parsersleg.Leg{X: x}}
		verifyRows(context.Background(), rs, p, set, c, nil)
		n := 0
		for _, k := range x.Stats().Runtimes {
			n += k
		}
		return n
	}
	if n := run(rows(false)); n != 4 {
		t.Errorf("first run started %d runtimes, want 4 (2 per parser)", n)
	}
	if n := run(rows(false)); n != 0 {
		t.Errorf("a run from the cache started %d runtimes", n)
	}
	if n := run(rows(true)); n < 1 || n > 2 {
		t.Errorf("one edited row started %d runtimes, want 1 or 2", n)
	}
}

// TestHeldBackOncePerRow: a row that reached two nets (leg 1's and the
// solution audit's) is named once with both, and counted once: the
// summary's count is of rows (the sample book under a 1 ms net named
// dgn.core.1.013 twice in "38 rows held back").
func TestHeldBackOncePerRow(t *testing.T) {
	var tally cacheTally
	tally.holdBack("b", "leg 1 reached its wall-clock net")
	tally.holdBack("a", "leg 3 reached its wall-clock net")
	tally.holdBack("b", "the solution audit reached its wall-clock net")
	got := tally.heldBackRows()
	want := []string{"a (leg 3 reached its wall-clock net)", "b (leg 1 reached its wall-clock net; the solution audit reached its wall-clock net)"}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("held back %q, want %q", got, want)
	}
}
