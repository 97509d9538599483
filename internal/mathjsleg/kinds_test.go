package mathjsleg

import (
	"context"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestEachKindAsItSays redoes one comparison of each kind (record.Want) in
// math.js, where it holds and where it fails: leg 3 evaluates a comparison
// as its kind says, and a comparison not of its kind's shape is not
// evaluated (it is never read as some other kind).
func TestEachKindAsItSays(t *testing.T) {
	l := leg(t)
	at := func(v int64) []cas.Env { return []cas.Env{{"x": cas.Int(v)}} }
	e := func(s string) ast.Expr {
		x, err := latex.ParseExpr(s)
		if err != nil {
			t.Fatal(err)
		}
		return x
	}
	cases := []struct {
		name    string
		cmp     check.Comparison
		verdict record.Verdict // leg 1's verdict the evidence is handed with
		want    record.MathJSResult
		note    string
	}{
		{"equal holds", check.Comparison{Left: e(`x^2`), Right: e(`4`), Points: at(2), Want: record.WantEqual}, record.Confirm, record.MathJSConfirm, ""},
		{"equal fails", check.Comparison{Left: e(`x^2`), Right: e(`5`), Points: at(2), Want: record.WantEqual}, record.Refute, record.MathJSContradict, ""},
		{"zero holds", check.Comparison{Left: e(`x^2-4`), Points: at(2), Want: record.WantZero}, record.Confirm, record.MathJSConfirm, ""},
		{"zero fails", check.Comparison{Left: e(`x^2-4`), Points: at(3), Want: record.WantZero}, record.Refute, record.MathJSContradict, ""},
		{"holds", check.Comparison{Left: e(`x^2-4 \ne 0`), Points: at(3), Want: record.WantHolds}, record.Confirm, record.MathJSConfirm, ""},
		// leg 1 confirmed, but the relation fails at the point: math.js
		// disagrees with leg 1, so it contradicts the confirmation.
		{"holds, leg 1 wrong", check.Comparison{Left: e(`x^2-4 \ne 0`), Points: at(2), Want: record.WantHolds}, record.Confirm, record.MathJSContradict, "disagree"},
		{"claimed set, inside", check.Comparison{Left: e(`x^2 < 9`), Right: e(`(-3;3)`), Points: at(1), Want: record.WantClaimedSet}, record.Confirm, record.MathJSConfirm, ""},
		{"claimed set, outside", check.Comparison{Left: e(`x^2 < 9`), Right: e(`(-3;3)`), Points: at(5), Want: record.WantClaimedSet}, record.Confirm, record.MathJSConfirm, ""},
		// A long rounded decimal (leg 1's recomputed answer of
		// dgn.planimetry.7) is equal within half a unit of its last
		// printed digit, as leg 1 compares it; leg 3 once compared
		// decimals of more than 6 digits exactly.
		{"long rounded decimal", check.Comparison{Left: e(`\sqrt{129}`), Right: e(`11.35781669160054722178468`), Want: record.WantEqual}, record.Confirm, record.MathJSConfirm, ""},
		{"long rounded decimal, off", check.Comparison{Left: e(`\sqrt{129}`), Right: e(`11.35781669160054722178478`), Want: record.WantEqual}, record.Confirm, record.MathJSContradict, ""},
		{"equal with a relation", check.Comparison{Left: e(`x < 1`), Right: e(`1`), Points: at(0), Want: record.WantEqual}, record.Confirm, record.MathJSNotEvaluated, "wants two expressions"},
		{"zero with a right side", check.Comparison{Left: e(`x`), Right: e(`1`), Points: at(1), Want: record.WantZero}, record.Confirm, record.MathJSNotEvaluated, "wants one expression"},
		{"no kind", check.Comparison{Left: e(`x`), Right: e(`1`), Points: at(1)}, record.Confirm, record.MathJSNotEvaluated, "not a kind"},
	}
	for _, c := range cases {
		c.cmp.What = c.name
		r := check.Result{Verdict: c.verdict, Evidence: []check.Comparison{c.cmp}}
		got, note := l.Check(context.Background(), r)
		if got != c.want || !strings.Contains(note, c.note) {
			t.Errorf("%s: %s (%s), want %s with %q", c.name, got, note, c.want, c.note)
		}
	}
}
