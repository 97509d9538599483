package verify

import (
	"context"
	"encoding/json"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/legs"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

func solutionRows() []record.Item {
	return []record.Item{
		{ID: "a", Problem: `Compute $3\cdot 7$.`, Solution: `$3\cdot 7=21$. Answer: $\boxed{21}$.`, FinalAnswer: `21`},
		{ID: "b", Problem: `Compute $3\cdot 7$.`, Solution: `$3\cdot 7=24$. Answer: $\boxed{24}$.`, FinalAnswer: `24`},
		{ID: "c", Problem: `Prove that $3\cdot 7=21$.`, Solution: `Indeed $3\cdot 7=21$.`},
		{ID: "d", Problem: `Compute $3\cdot 7$.`, FinalAnswer: `21`,
			SolutionAudit: &record.SolutionOutcome{Verdict: record.SolutionConsistent}}, // left by an older run
	}
}

// TestSolutionAudit: every row with a solution carries the audit's outcome
// with the row's seed and leg 1's limits, a row without a final answer
// too; a row without a solution carries none; rows taken from the row
// cache carry it as well; the counts add up to the audited rows.
func TestSolutionAudit(t *testing.T) {
	p := Params{Seed: 7, TimeoutMS: 3000, Points: 5, MathJS: "off", Parsers: "off"}
	set := legs.NativeOnly(p.config())
	want := func(it record.Item) string {
		out := check.AuditSolution(context.Background(), it.Problem, it.Solution, it.FinalAnswer, check.Options{Seed: RowSeed(p.Seed, it.ID), Timeout: 3 * time.Second, Points: 5})
		b, _ := json.Marshal(out)
		return string(b)
	}
	c, err := NewRowCache(t.TempDir(), p)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	for run, hits := range []int{0, 3} {
		rows := solutionRows()
		res, _ := verifyRows(context.Background(), rows, p, set, c, nil)
		if res.Rows["cache.hits"] != hits {
			t.Fatalf("run %d: %d cache hits, want %d", run+1, res.Rows["cache.hits"], hits)
		}
		audited := 0
		for _, it := range rows {
			if it.Solution == "" {
				if it.SolutionAudit != nil {
					t.Errorf("run %d: row %s has no solution but an audit %+v", run+1, it.ID, it.SolutionAudit)
				}
				continue
			}
			if it.SolutionAudit == nil {
				t.Errorf("run %d: row %s has no audit", run+1, it.ID)
				continue
			}
			audited++
			if b, _ := json.Marshal(it.SolutionAudit); string(b) != want(it) {
				t.Errorf("run %d: row %s: audit %s, want %s", run+1, it.ID, b, want(it))
			}
		}
		n := 0
		for _, v := range []record.SolutionVerdict{record.SolutionConsistent, record.SolutionFalseStep, record.SolutionEndsElsewhere, record.SolutionUnchecked} {
			n += res.Rows["solution."+string(v)]
		}
		if audited != 3 || n != audited {
			t.Errorf("run %d: %d rows audited, counted %d (%v)", run+1, audited, n, res.Rows)
		}
	}
}

// TestSolutionAuditBookEnd: the audit reads the solution as the book
// wrote it: the answer normalize appended to a solution that ended
// elsewhere does not hide that end, and a solution that is only that
// appended answer is not audited.
func TestSolutionAuditBookEnd(t *testing.T) {
	p := Params{Seed: 7, TimeoutMS: 3000, Points: 5, MathJS: "off", Parsers: "off"}
	rows := []record.Item{
		{ID: "a", Problem: `Compute $3\cdot 7$.`, Solution: "$3\\cdot 7=21$, so $\\boxed{21}$.\n\nAnswer: $\\boxed{20}$.", FinalAnswer: `20`, FinalAnswerBoxed: `\boxed{20}`},
		{ID: "b", Problem: `Compute $3\cdot 7$.`, Solution: "Answer: $\\boxed{21}$.", FinalAnswer: `21`, FinalAnswerBoxed: `\boxed{21}`},
	}
	verifyRows(context.Background(), rows, p, legs.NativeOnly(p.config()), nil, nil)
	if a := rows[0].SolutionAudit; a == nil || a.Verdict != record.SolutionEndsElsewhere {
		t.Errorf("row a: %+v, want ends-elsewhere (the book ends on 21)", a)
	}
	if a := rows[1].SolutionAudit; a != nil {
		t.Errorf("row b: %+v, want no audit (only the appended answer)", a)
	}
}

// TestSolutionAuditCached: the audit is stored with the row, so a second
// run audits no row, editing one row's solution audits that row alone, a
// run under Refresh audits every row again, and an audit stopped by its
// wall-clock net is held back and not stored. Counted by the audits run,
// not by time.
func TestSolutionAuditCached(t *testing.T) {
	var audits atomic.Int64
	auditSolution = func(ctx context.Context, problem, solution, answer string, opts check.Options) record.SolutionOutcome {
		audits.Add(1)
		return check.AuditSolution(ctx, problem, solution, answer, opts)
	}
	defer func() { auditSolution = check.AuditSolution }()
	dir := t.TempDir()
	p := Params{Seed: 7, TimeoutMS: 3000, Points: 5, MathJS: "off", Parsers: "off"}
	set := legs.NativeOnly(p.config())
	run := func(rows []record.Item, refresh bool) (int64, []record.Item, map[string]int) {
		t.Helper()
		c, err := NewRowCache(dir, p)
		if err != nil {
			t.Fatal(err)
		}
		c.Refresh = refresh
		defer c.Close()
		audits.Store(0)
		res, held := verifyRows(context.Background(), rows, p, set, c, nil)
		if len(held) != 0 {
			t.Fatalf("held back: %q", held)
		}
		return audits.Load(), rows, res.Rows
	}
	first, firstRows, counts := run(solutionRows(), false)
	if first != 3 || counts["cache.audit_stored"] != 3 {
		t.Fatalf("first run: %d audits, %v", first, counts)
	}
	n, again, counts := run(solutionRows(), false)
	if n != 0 || counts["cache.audit_hits"] != 3 {
		t.Fatalf("second run: %d audits, %v", n, counts)
	}
	for i := range again {
		a, _ := json.Marshal(firstRows[i].SolutionAudit)
		b, _ := json.Marshal(again[i].SolutionAudit)
		if string(a) != string(b) {
			t.Errorf("row %s: cached audit %s, audited %s", again[i].ID, b, a)
		}
	}
	edited := solutionRows()
	edited[2].Solution = `Indeed $3\cdot 7=22$.`
	if n, rows, _ := run(edited, false); n != 1 || rows[2].SolutionAudit.Verdict != record.SolutionFalseStep {
		t.Errorf("one edited solution: %d audits, %+v", n, rows[2].SolutionAudit)
	}
	if n, _, _ := run(solutionRows(), true); n != 3 {
		t.Errorf("refresh: %d audits, want 3", n)
	}
	// An audit stopped by its net: held back, not stored.
	auditSolution = func(ctx context.Context, problem, solution, answer string, opts check.Options) record.SolutionOutcome {
		audits.Add(1)
		return record.SolutionOutcome{Verdict: record.SolutionUnchecked, TimedOut: true}
	}
	p.Seed = 8
	c, err := NewRowCache(dir, p)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	for range 2 {
		audits.Store(0)
		res, held := verifyRows(context.Background(), solutionRows(), p, set, c, nil)
		if audits.Load() != 3 || len(held) != 3 || res.Rows["held_back"] != 3 || !strings.Contains(held[0], "a (the solution audit reached its wall-clock net)") {
			t.Errorf("net reached: %d audits, held back %q, %v", audits.Load(), held, res.Rows)
		}
	}
}
