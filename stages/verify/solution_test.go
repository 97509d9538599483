package verify

import (
	"context"
	"encoding/json"
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
		res := verifyRows(context.Background(), rows, p, set, c, nil)
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
