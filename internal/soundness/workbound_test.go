package soundness

import (
	"context"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// workRows are right answers leg 1 confirms and that give mutants.
var workRows = []Row{
	{Corpus: MATH, ID: "w1", Problem: `Compute $\sum_{k=1}^{200} k$.`, Answer: `20100`},
	{Corpus: MATH, ID: "w2", Problem: `Simplify $9(b+10)+5b$.`, Answer: `14b+90`},
	{Corpus: MATH, ID: "w3", Problem: `Solve $x^2=4$.`, Answer: `-2, 2`},
}

// TestNetCutIsNoVerdict: what the wall-clock net cuts is in no count (a
// check cut by the clock would make the table depend on the load); it is
// listed in NetHits and printed in the table as NET. A net of 1 ns cuts
// every check.
func TestNetCutIsNoVerdict(t *testing.T) {
	rep := Run(context.Background(), workRows, Config{Seeds: []int64{1}, Net: time.Nanosecond})
	if len(rep.NetHits) != len(workRows) {
		t.Errorf("net hits = %d, want one per row (%d): %+v", len(rep.NetHits), len(workRows), rep.NetHits)
	}
	for c, bySeed := range rep.Original {
		for s, k := range bySeed {
			if k.Total() != 0 {
				t.Errorf("%s seed %d: %v verdicts counted on checks the net cut", c, s, *k)
			}
		}
	}
	for c, byType := range rep.Mutants {
		for typ, k := range byType {
			if k.Total() != 0 {
				t.Errorf("%s %s: %v mutant verdicts counted on checks the net cut", c, typ, *k)
			}
		}
	}
	var table strings.Builder
	rep.WriteTable(&table)
	if !strings.Contains(table.String(), "cut by the wall-clock net (no verdict, left out of every count): 3") ||
		strings.Count(table.String(), "  NET  ") != 3 {
		t.Errorf("the table does not report the net's cuts:\n%s", table.String())
	}
}

// TestWorkBoundsDecide: the counts rest on the work bounds, not on the
// clock: a check past MaxWork is undecided with the reason "work limit",
// and a generation past GenWork keeps fewer mutants, the same ones on
// every run, while the net (DefaultNet) cuts nothing.
func TestWorkBoundsDecide(t *testing.T) {
	rep := Run(context.Background(), workRows, Config{Seeds: []int64{1}, MaxWork: 1})
	if len(rep.NetHits) != 0 {
		t.Fatalf("net hits %+v", rep.NetHits)
	}
	if k := rep.Original[MATH][1]; k == nil || k[record.Undecided] != len(workRows) {
		t.Errorf("with MaxWork 1 the original rows should all be undecided: %v", k)
	}
	for _, v := range rep.Verdicts {
		if !strings.Contains(v.Note, "work limit") {
			t.Errorf("%s: note %q, want the work limit", v.Row.ID, v.Note)
		}
	}

	r := workRows[0]
	gen := func(work int) Generated {
		return GenerateWork(context.Background(), r.Problem, r.Answer, true, rand.New(rand.NewPCG(1, 2)), work)
	}
	full := gen(DefaultGenWork)
	if len(full.Mutants) == 0 || full.Work <= 0 || full.Work > DefaultGenWork {
		t.Fatalf("full generation: %d mutants, work %d", len(full.Mutants), full.Work)
	}
	starved := gen(1)
	if len(starved.Mutants) >= len(full.Mutants) || starved.Work > 2 {
		t.Errorf("a generation bounded by 1 step kept %d of %d mutants, spent %d", len(starved.Mutants), len(full.Mutants), starved.Work)
	}
	again := gen(full.Work / 2)
	for i := 0; i < 3; i++ {
		if g := gen(full.Work / 2); len(g.Mutants) != len(again.Mutants) || g.Work != again.Work {
			t.Errorf("the same bound gave %d mutants (%d steps), then %d (%d steps)", len(again.Mutants), again.Work, len(g.Mutants), g.Work)
		}
	}
}
