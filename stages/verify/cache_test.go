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
		return verifyRows(context.Background(), rows, p, set, c, nil).Rows
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
	res := verifyRows(context.Background(), cacheRows(), p2, failing, c, nil)
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

// TestRowCacheTimeLimit: a row cut short by leg 3's time limit is stored
// with the limit named and verified again by the next run; cut short in
// TimeLimitRuns runs in a row, it is taken from the cache (counted and
// listed in a warning), and verified again under Refresh (--force); a
// cancelled run stores nothing.
func TestRowCacheTimeLimit(t *testing.T) {
	dir := t.TempDir()
	p := Params{Seed: 1, TimeoutMS: 2000, Points: 8, MathJS: "off", Parsers: "off", MathJSTimeoutMS: 1}
	set := withMathJS(&mathjsleg.Leg{Eval: slow{}}, time.Millisecond)
	run := func(refresh bool) pipeline.Result {
		t.Helper()
		c, err := NewRowCache(dir, p)
		if err != nil {
			t.Fatal(err)
		}
		c.Refresh = refresh
		defer c.Close()
		return verifyRows(context.Background(), cacheRows(), p, set, c, nil)
	}
	// a, b and d have evidence, so leg 3 runs on them and hits its limit.
	for i := range TimeLimitRuns {
		got := run(false).Rows
		if got["cache.hits"] != 0 || got["cache.stored"] != 3 || got["cache.stored_time_limit"] != 3 || got["cache.not_stored"] != 0 {
			t.Fatalf("run %d: %v", i+1, got)
		}
	}
	kept := run(false)
	if kept.Rows["cache.hits"] != 3 || kept.Rows["cache.hits_time_limit"] != 3 || kept.Rows["cache.stored"] != 0 {
		t.Fatalf("run %d: %v", TimeLimitRuns+1, kept.Rows)
	}
	if len(kept.Warnings) != 1 || !strings.Contains(kept.Warnings[0], "3 rows taken from the row cache") ||
		!strings.Contains(kept.Warnings[0], "a (leg 3 reached its time limit)") || !strings.Contains(kept.Warnings[0], "--force") {
		t.Errorf("warnings %q", kept.Warnings)
	}
	if got := run(true).Rows; got["cache.hits"] != 0 || got["cache.stored"] != 3 {
		t.Errorf("refresh: %v", got)
	}
	// The refreshed entries count one cut again, so the next run retries.
	if got := run(false).Rows; got["cache.hits"] != 0 || got["cache.stored"] != 3 {
		t.Errorf("after refresh: %v", got)
	}
	// A whole run replaces the entries: without the slow backend the rows
	// are stored whole, and reused without a warning.
	c, err := NewRowCache(dir, p)
	if err != nil {
		t.Fatal(err)
	}
	c.Refresh = true
	if got := verifyRows(context.Background(), cacheRows(), p, legs.NativeOnly(legs.Config{}), c, nil).Rows; got["cache.stored"] != 3 || got["cache.stored_time_limit"] != 0 {
		t.Errorf("whole run: %v", got)
	}
	c.Refresh = false
	if got := verifyRows(context.Background(), cacheRows(), p, legs.NativeOnly(legs.Config{}), c, nil); got.Rows["cache.hits"] != 3 || got.Rows["cache.hits_time_limit"] != 0 || len(got.Warnings) != 0 {
		t.Errorf("after a whole run: %v %q", got.Rows, got.Warnings)
	}
	// A cancelled run stores nothing.
	p.Seed = 9
	c, err = NewRowCache(dir, p)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if got := verifyRows(ctx, cacheRows(), p, set, c, nil).Rows; got["cache.stored"] != 0 {
		t.Errorf("cancelled run: %v", got)
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
		{record.LegParsers, legs.Report{TimeLimit: true}, "leg 2 reached its time limit", true},
		{record.LegNative, legs.Report{TimeLimit: true}, "leg 1 reached its time limit", true},
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
