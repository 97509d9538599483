// Package mathjsleg is leg 3: it redoes the comparisons that leg 1's verdict
// rests on (check.Result.Evidence) in math.js, with math.js doing all the
// arithmetic (64-digit BigNumbers), at the same admissible points, and says
// whether the answer holds there.
//
// The outcome is math.js's judgement of the answer: "confirm" (every
// comparison behaves in math.js as leg 1 found it, and leg 1 confirmed),
// "contradict" (math.js finds the answer fails: leg 1's counterexample
// reproduces, or math.js disagrees with leg 1's confirmation), or
// "not-evaluated" with the reason. The status stage compares it with leg 1's
// verdict.
package mathjsleg

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/jsmath"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// Outcomes.
const (
	Confirm      = "confirm"
	Contradict   = "contradict"
	NotEvaluated = "not-evaluated"
)

// MaxPoints is how many of leg 1's points each comparison is redone at: the
// leg is a cross-check of leg 1's evidence, not a second search.
const MaxPoints = 4

// Leg runs leg 3 over an Evaluator (the embedded engine or the HTTP API).
type Leg struct {
	Eval jsmath.Evaluator
	// Unavailable, when set, is why the leg cannot run at all (the bundle
	// is not built, the service is not configured); every row then says
	// "not evaluated: <Unavailable>".
	Unavailable string
}

// verdict is what math.js found for one comparison at one point.
type pointResult struct {
	jsHolds, nativeHolds bool
	note                 string
}

// Check judges leg 1's result in math.js.
func (l *Leg) Check(ctx context.Context, res check.Result) (outcome, note string) {
	if l.Unavailable != "" {
		return NotEvaluated, "not evaluated: " + l.Unavailable
	}
	if res.Verdict != record.Confirm && res.Verdict != record.Refute {
		return NotEvaluated, "not evaluated: leg 1 did not decide, so there is no evidence to redo"
	}
	if len(res.Evidence) == 0 {
		return NotEvaluated, "not evaluated: leg 1 recorded no comparison to redo"
	}
	c := cas.New()
	var notes []string
	evaluated, mismatch := 0, 0
	for _, cmp := range res.Evidence {
		prs, err := l.comparison(ctx, c, cmp)
		if err != nil {
			if ctx.Err() != nil {
				return NotEvaluated, "not evaluated: " + ctx.Err().Error()
			}
			notes = append(notes, fmt.Sprintf("%s: not evaluated (%v)", cmp.What, err))
			continue
		}
		for i, pr := range prs {
			evaluated++
			if i == 0 && len(notes) < 3 {
				notes = append(notes, cmp.What+pr.note)
			}
			if pr.jsHolds != pr.nativeHolds {
				mismatch++
				notes = append(notes, fmt.Sprintf("%s: math.js and leg 1 disagree%s", cmp.What, pr.note))
			}
		}
	}
	if evaluated == 0 {
		return NotEvaluated, "not evaluated: " + strings.Join(notes, "; ")
	}
	agree := mismatch == 0
	// math.js's judgement of the answer: leg 1's when they agree on every
	// point, the other one otherwise.
	holds := res.Verdict == record.Confirm
	if !agree {
		holds = !holds
	}
	what := fmt.Sprintf("math.js (64-digit BigNumber) redid %d comparison point(s) of leg 1's evidence", evaluated)
	if agree {
		notes = append([]string{what + " and found the same at every one"}, notes...)
	} else {
		notes = append([]string{what + fmt.Sprintf("; %d disagree with leg 1", mismatch)}, notes...)
	}
	if holds {
		return Confirm, strings.Join(notes, "; ")
	}
	return Contradict, strings.Join(notes, "; ")
}

// comparison redoes one comparison at up to MaxPoints points.
func (l *Leg) comparison(ctx context.Context, c *cas.Context, cmp check.Comparison) ([]pointResult, error) {
	left, right := cmp.Left, cmp.Right
	var rel ast.RelOp
	if r, ok := left.(*ast.Rel); ok {
		if len(r.Ops) != 1 {
			return nil, errors.New("a chained relation")
		}
		left, right, rel = r.Args[0], r.Args[1], r.Ops[0]
	} else if cmp.Want == "zero" || right == nil {
		right = &ast.Number{Int: "0"}
	}
	if right == nil {
		return nil, errors.New("no right side")
	}
	if _, ok := right.(*ast.Rel); ok {
		return nil, errors.New("the right side is a relation")
	}
	ljs, err := jsmath.Serialize(left)
	if err != nil {
		return nil, err
	}
	rjs, err := jsmath.Serialize(right)
	if err != nil {
		return nil, err
	}
	points := cmp.Points
	if len(points) == 0 {
		points = []cas.Env{nil}
	}
	if len(points) > MaxPoints {
		points = points[:MaxPoints]
	}
	scopes := make([]map[string]string, len(points))
	for i, env := range points {
		scopes[i] = map[string]string{}
		for name, v := range env {
			js, err := jsmath.VarName(name)
			if err != nil {
				return nil, err
			}
			scopes[i][js] = v.Text(60)
		}
	}
	lv, err := l.Eval.EvalMany(ctx, ljs, scopes)
	if err != nil {
		return nil, err
	}
	rv, err := l.Eval.EvalMany(ctx, rjs, scopes)
	if err != nil {
		return nil, err
	}
	digits := printedDigits(right)
	var out []pointResult
	for i, env := range points {
		if lv[i].Err != "" || rv[i].Err != "" {
			continue // outside what math.js can evaluate: not evidence
		}
		ln, errL := c.Eval(left, env)
		rn, errR := c.Eval(right, env)
		if errL != nil || errR != nil {
			continue
		}
		var jsHolds, nativeHolds bool
		if rel != 0 {
			jsHolds, err = holdsRel(rel, lv[i].Value, rv[i].Value)
			if err != nil {
				continue
			}
			nativeHolds, err = holdsRel(rel, ln.Text(60), rn.Text(60))
			if err != nil {
				continue
			}
		} else {
			jsHolds, _ = jsmath.CompareValues(lv[i].Value, rv[i].Value, digits)
			nativeHolds, _ = jsmath.CompareValues(ln.Text(60), rn.Text(60), digits)
		}
		at := ""
		if len(env) > 0 {
			at = " at " + envText(env)
		}
		out = append(out, pointResult{jsHolds: jsHolds, nativeHolds: nativeHolds,
			note: fmt.Sprintf("%s: math.js %s vs %s, leg 1 %s vs %s", at, short(lv[i].Value), short(rv[i].Value), ln.Text(20), rn.Text(20))})
	}
	if len(out) == 0 {
		return nil, errors.New("math.js could evaluate it at none of the points (" + firstErr(lv, rv) + ")")
	}
	return out, nil
}

// printedDigits is the number of decimals of a rounded decimal answer
// (`0.98`), so that it is compared with the tolerance its printed precision
// allows; -1 for anything else.
func printedDigits(e ast.Expr) int {
	if u, ok := e.(*ast.Unary); ok && u.Op == ast.Neg {
		e = u.X
	}
	if n, ok := e.(*ast.Number); ok && n.Frac != "" && n.Repeat == "" && len(n.Frac) <= 6 {
		return len(n.Frac)
	}
	return -1
}

func holdsRel(op ast.RelOp, a, b string) (bool, error) {
	x, err := cas.ParseValue(a)
	if err != nil {
		return false, err
	}
	y, err := cas.ParseValue(b)
	if err != nil {
		return false, err
	}
	d := cas.New().Cmp(x, y)
	switch op {
	case ast.Lt:
		return d < 0, nil
	case ast.Le:
		return d <= 0, nil
	case ast.Gt:
		return d > 0, nil
	case ast.Ge:
		return d >= 0, nil
	case ast.Eq:
		return d == 0, nil
	case ast.Ne:
		return d != 0, nil
	}
	return false, fmt.Errorf("relation %s", op)
}

func envText(env cas.Env) string {
	var parts []string
	for _, k := range slices.Sorted(maps.Keys(env)) {
		parts = append(parts, k+"="+env[k].Text(12))
	}
	return strings.Join(parts, ", ")
}

func short(s string) string {
	if len(s) > 24 {
		return s[:24] + "…"
	}
	return s
}

func firstErr(rs ...[]jsmath.Result) string {
	for _, r := range rs {
		for _, x := range r {
			if x.Err != "" {
				return x.Err
			}
		}
	}
	return "no result"
}
