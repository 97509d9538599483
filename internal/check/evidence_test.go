package check

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestEvidenceKinds pins the contract of Comparison.Want: each kind of
// comparison is produced by some checker, and every comparison has the
// shape its kind needs (Comparison.Err), so that the legs that redo the
// evidence can evaluate it as its kind says.
func TestEvidenceKinds(t *testing.T) {
	// For each kind, a (problem, answer) pair whose evidence has one.
	byKind := map[record.Want][2]string{
		record.WantEqual:      {`Solve the equation $x^2-5x+6=0$.`, `x_1=2;\ x_2=3`},
		record.WantZero:       {`Solve the system $x+y=3$, $xy=2$.`, `(1,2), (2,1)`},
		record.WantHolds:      {`Solve the system $x+y=3$, $xy=2$.`, `(1,2), (2,1)`},
		record.WantClaimedSet: {`Solve the inequality $x^2-5x+6<0$.`, `(2;3)`},
	}
	for want := record.WantEqual; want <= record.WantClaimedSet; want++ {
		pa, ok := byKind[want]
		if !ok {
			t.Errorf("no case of kind %q", want)
			continue
		}
		r := Check(context.Background(), pa[0], pa[1], Options{Seed: 1, Timeout: testTimeout})
		found := false
		for _, cmp := range r.Evidence {
			if err := cmp.Err(); err != nil {
				t.Errorf("%s / %s: %v", pa[0], pa[1], err)
			}
			found = found || cmp.Want == want
		}
		if !found {
			t.Errorf("%s / %s (%s: %s): no comparison of kind %q in %d", pa[0], pa[1], r.Verdict, r.Note, want, len(r.Evidence))
		}
	}
}

// TestComparisonErr: a comparison not of its kind's shape is named, never
// evaluated as some other kind.
func TestComparisonErr(t *testing.T) {
	x := &ast.Ident{Name: "x"}
	one := &ast.Number{Int: "1"}
	rel := &ast.Rel{Ops: []ast.RelOp{ast.Lt}, Args: []ast.Expr{x, one}}
	for _, c := range []struct {
		cmp Comparison
		ok  bool
	}{
		{Comparison{Left: x, Right: one, Want: record.WantEqual}, true},
		{Comparison{Left: x, Want: record.WantEqual}, false},
		{Comparison{Left: rel, Right: one, Want: record.WantEqual}, false},
		{Comparison{Left: x, Want: record.WantZero}, true},
		{Comparison{Left: x, Right: one, Want: record.WantZero}, false},
		{Comparison{Left: rel, Want: record.WantHolds}, true},
		{Comparison{Left: x, Want: record.WantHolds}, false},
		{Comparison{Left: rel, Right: one, Want: record.WantClaimedSet}, true},
		{Comparison{Left: x, Want: record.WantClaimedSet}, false},
		{Comparison{Left: x, Right: one}, false},
		{Comparison{Right: one, Want: record.WantEqual}, false},
	} {
		if err := c.cmp.Err(); (err == nil) != c.ok {
			t.Errorf("%+v: Err() = %v, want ok=%v", c.cmp, err, c.ok)
		}
	}
}
