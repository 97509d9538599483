// Package mathjsleg is leg 3: it redoes the comparisons that leg 1's verdict
// rests on (check.Result.Evidence) in math.js, with math.js doing all the
// arithmetic (64-digit BigNumbers), at the same admissible points, and says
// whether the answer holds there.
//
// The outcome (record.MathJSResult) is math.js's judgement of the answer:
// confirm (every comparison behaves in math.js as leg 1 found it, and leg 1
// confirmed), contradict (math.js finds the answer fails: leg 1's
// counterexample reproduces, or math.js disagrees with leg 1's
// confirmation), or not-evaluated with the reason. The status stage
// compares it with leg 1's verdict.
//
// Each comparison is redone as its kind (record.Want) says: two values
// equal, one value zero, or a relation whose truth at each point is
// compared with leg 1's (WantHolds, WantClaimedSet).
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

// pointDigits is how many significant digits a point is given to math.js
// with: all 64 of its BigNumbers. With fewer, a point on the boundary of a
// root's domain (x = -7/3 in \sqrt{3x+7}) puts a rounding error of 10^-60
// under the root, which becomes 10^-30 in the value and fails the
// 30-digit agreement; with 64 it is 10^-32.
const pointDigits = 64

// MaxPoints is how many of leg 1's points each comparison is redone at
// (unless Leg.Points says fewer): the leg is a cross-check of leg 1's
// evidence, not a second search. A comparison whose points are the claim
// itself (Comparison.Every: the candidates a search tried, at most 64) is
// redone at all of them.
const MaxPoints = 4

// Leg runs leg 3 over an Evaluator (the embedded engine or the HTTP API).
type Leg struct {
	Eval jsmath.Evaluator
	// Unavailable, when set, is why the leg cannot run at all (the bundle
	// is not built, the service is not configured); every row then says
	// "not evaluated: <Unavailable>".
	Unavailable string
	// Points, when between 1 and MaxPoints, is how many of leg 1's points
	// each comparison is redone at, the first ones leg 1 gives; otherwise
	// MaxPoints. The generator's self-check, a gate before the verify
	// stage redoes every exercise at MaxPoints, takes 2.
	Points int
}

// verdict is what math.js found for one comparison at one point.
type pointResult struct {
	jsHolds, nativeHolds bool
	note                 string
}

// Check judges leg 1's result in math.js.
func (l *Leg) Check(ctx context.Context, res check.Result) (outcome record.MathJSResult, note string) {
	j := l.Judge(ctx, res)
	return j.Outcome, j.Note
}

// Judgement is leg 3's judgement of one leg-1 result.
type Judgement struct {
	Outcome record.MathJSResult
	Note    string
	// Failed says why the leg could not run on this row although it was
	// configured (the math.js service unreachable, refusing the key, given
	// up; the engine closed): the outcome is then record.MathJSNotEvaluated,
	// and the row must be redone by the next run. "" otherwise (a leg
	// switched off, or a row math.js cannot evaluate, is not a failure).
	Failed string
	// TimedOut says an evaluation reached the engine's own time limit
	// (jsmath.ErrTimeout): the outcome is then record.MathJSNotEvaluated, a
	// cut by a time limit that a less loaded run may not meet, never a
	// finding about the row.
	TimedOut bool
}

// Judge is Check that also says whether the leg failed to run or was cut
// by the engine's time limit (Judgement).
func (l *Leg) Judge(ctx context.Context, res check.Result) Judgement {
	if l.Unavailable != "" {
		return Judgement{Outcome: record.MathJSNotEvaluated, Note: "not evaluated: " + l.Unavailable}
	}
	if res.Verdict != record.Confirm && res.Verdict != record.Refute {
		return Judgement{Outcome: record.MathJSNotEvaluated, Note: "not evaluated: leg 1 did not decide, so there is no evidence to redo"}
	}
	if len(res.Evidence) == 0 {
		return Judgement{Outcome: record.MathJSNotEvaluated, Note: "not evaluated: leg 1 recorded no comparison to redo"}
	}
	c := cas.New()
	var notes []string
	evaluated, mismatch := 0, 0
	for _, cmp := range res.Evidence {
		prs, err := l.comparison(ctx, c, cmp, claimed(res.Verdict, cmp.Want))
		if err != nil {
			if ctx.Err() != nil {
				return Judgement{Outcome: record.MathJSNotEvaluated, Note: "not evaluated: " + ctx.Err().Error()}
			}
			if errors.Is(err, jsmath.ErrUnavailable) || errors.Is(err, jsmath.ErrClosed) {
				// The service or the engine, not the row: no other
				// comparison would fare better. jsmath words the error
				// itself (no server text).
				return Judgement{Outcome: record.MathJSNotEvaluated, Note: "not evaluated: leg 3 could not run: " + err.Error(), Failed: err.Error()}
			}
			if errors.Is(err, jsmath.ErrTimeout) {
				// One evaluation ran out of time: what the other
				// comparisons find would be a judgement that depends on the
				// machine's load, so there is none.
				return Judgement{Outcome: record.MathJSNotEvaluated, Note: fmt.Sprintf("not evaluated: %s reached math.js's time limit (%v)", cmp.What, err), TimedOut: true}
			}
			notes = append(notes, fmt.Sprintf("%s: not evaluated (%v)", cmp.What, err))
			continue
		}
		for i, pr := range prs {
			evaluated++
			if i == 0 && len(notes) < 3 {
				notes = append(notes, cmp.What+pr.note)
			}
			switch {
			case pr.jsHolds != pr.nativeHolds:
				mismatch++
				notes = append(notes, fmt.Sprintf("%s: math.js and leg 1 disagree%s", cmp.What, pr.note))
			case asserted(res.Verdict, cmp.Want) && !pr.jsHolds:
				// Leg 1 confirmed on a comparison that fails in its own
				// evaluation too: the kind says it must hold.
				mismatch++
				notes = append(notes, fmt.Sprintf("%s: fails in math.js and in leg 1, though leg 1 confirmed%s", cmp.What, pr.note))
			}
		}
	}
	if evaluated == 0 {
		return Judgement{Outcome: record.MathJSNotEvaluated, Note: "not evaluated: " + strings.Join(notes, "; ")}
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
		return Judgement{Outcome: record.MathJSConfirm, Note: strings.Join(notes, "; ")}
	}
	return Judgement{Outcome: record.MathJSContradict, Note: strings.Join(notes, "; ")}
}

// asserted says whether a comparison of kind w must hold at every point
// for leg 1's verdict v to stand: the evidence of a confirmation that two
// values are equal, a value is zero or a relation holds. Elsewhere (a
// refutation's counterexample, the points inside and outside a claimed
// set) a point holds or fails as leg 1's own evaluation says, and math.js
// must find the same.
func asserted(v record.Verdict, w record.Want) bool {
	return v == record.Confirm && w != record.WantClaimedSet
}

// claimed is what leg 1's verdict v says of a comparison of kind w that
// leg 1 itself does not evaluate point by point here (a complex one): it
// holds for a confirmation, and fails for a refutation of two values equal
// or one zero.
func claimed(v record.Verdict, w record.Want) bool {
	return v == record.Confirm
}

// comparison redoes one comparison at up to MaxPoints points, as its kind
// says: Left equal to Right (WantEqual), Left zero (WantZero), or the
// relation Left, which holds when every link of its chain holds
// (WantHolds, WantClaimedSet). A comparison not of the shape its kind
// needs (check.Comparison.Err) is an error, never guessed at.
func (l *Leg) comparison(ctx context.Context, c *cas.Context, cmp check.Comparison, native bool) ([]pointResult, error) {
	if err := cmp.Err(); err != nil {
		return nil, err
	}
	if cmp.Complex {
		return l.complexComparison(ctx, cmp, native)
	}
	var sides []ast.Expr
	var ops []ast.RelOp
	switch cmp.Want {
	case record.WantHolds, record.WantClaimedSet:
		r := cmp.Left.(*ast.Rel)
		sides, ops = r.Args, r.Ops
	case record.WantZero:
		sides = []ast.Expr{cmp.Left, &ast.Number{Int: "0"}}
	default:
		sides = []ast.Expr{cmp.Left, cmp.Right}
	}
	points := cmp.Points
	if len(points) == 0 {
		points = []cas.Env{nil}
	}
	if n := l.maxPoints(); len(points) > n && !cmp.Every {
		points = points[:n]
	}
	scopes := make([]map[string]string, len(points))
	for i, env := range points {
		scopes[i] = map[string]string{}
		for name, v := range env {
			js, err := jsmath.VarName(name)
			if err != nil {
				return nil, err
			}
			scopes[i][js] = v.Text(pointDigits)
		}
	}
	js := make([][]jsmath.Result, len(sides))
	for k, side := range sides {
		src, err := jsmath.Serialize(side)
		if err != nil {
			return nil, err
		}
		if js[k], err = l.Eval.EvalMany(ctx, src, scopes); err != nil {
			return nil, err
		}
	}
	digits := -1
	if ops == nil {
		digits = printedDigits(sides[1])
	}
	eq := func(vals []string) (bool, error) { return holds(ops, vals, digits) }
	if ops == nil && cmp.Round != nil {
		// leg 1's rounding rule: Right is Left correctly rounded to the
		// unit, in math.js as in leg 1.
		eq = func(vals []string) (bool, error) { return jsmath.CompareRounded(vals[0], vals[1], cmp.Round) }
	}
	var out []pointResult
points:
	for i, env := range points {
		jsVals := make([]string, len(sides))
		natVals := make([]string, len(sides))
		for k, side := range sides {
			if js[k][i].Err != "" {
				continue points // outside what math.js can evaluate: not evidence
			}
			v, err := c.Eval(side, env)
			if err != nil {
				continue points
			}
			jsVals[k], natVals[k] = js[k][i].Value, v.Text(60)
		}
		jsHolds, err1 := eq(jsVals)
		nativeHolds, err2 := eq(natVals)
		if err1 != nil || err2 != nil {
			continue
		}
		at := ""
		if len(env) > 0 {
			at = " at " + envText(env)
		}
		out = append(out, pointResult{jsHolds: jsHolds, nativeHolds: nativeHolds,
			note: fmt.Sprintf("%s: math.js %s, leg 1 %s", at, shortAll(jsVals), shortAll(natVals))})
	}
	if len(out) == 0 {
		return nil, errors.New("math.js could evaluate it at none of the points (" + firstErr(js...) + ")")
	}
	return out, nil
}

// maxPoints is how many points a comparison is redone at (Points).
func (l *Leg) maxPoints() int {
	if l.Points >= 1 && l.Points <= MaxPoints {
		return l.Points
	}
	return MaxPoints
}

// holds says whether the values satisfy the relations between them (ops
// nil: the two values are equal, with the printed tolerance of a rounded
// answer when digits >= 0). Values equal to 50 significant digits compare
// as equal, so that rounding in the last digits of either engine cannot
// decide a strict inequality at a boundary.
func holds(ops []ast.RelOp, vals []string, digits int) (bool, error) {
	if ops == nil {
		ok, _ := jsmath.CompareValues(vals[0], vals[1], digits)
		return ok, nil
	}
	for k, op := range ops {
		d, err := cmpTol(vals[k], vals[k+1])
		if err != nil {
			return false, err
		}
		var ok bool
		switch op {
		case ast.Lt:
			ok = d < 0
		case ast.Le:
			ok = d <= 0
		case ast.Gt:
			ok = d > 0
		case ast.Ge:
			ok = d >= 0
		case ast.Eq:
			ok = d == 0
		case ast.Ne:
			ok = d != 0
		default:
			return false, fmt.Errorf("relation %s", op)
		}
		if !ok {
			return false, nil
		}
	}
	return true, nil
}

// cmpTol compares two decimals, equal when they agree to 50 significant
// digits (or are both below 1e-50).
func cmpTol(a, b string) (int, error) {
	x, err := cas.ParseValue(a)
	if err != nil {
		return 0, err
	}
	y, err := cas.ParseValue(b)
	if err != nil {
		return 0, err
	}
	if tolCtx.Near(x, y, 1e-50, 1e-50) {
		return 0, nil
	}
	return tolCtx.Cmp(x, y), nil
}

// tolCtx compares values (a cas.Context is safe for concurrent use).
var tolCtx = cas.New()

func shortAll(vals []string) string {
	out := make([]string, len(vals))
	for i, v := range vals {
		out[i] = short(v)
	}
	return strings.Join(out, " vs ")
}

// printedDigits is the number of decimals of a rounded decimal answer
// (`0.98`, or a recomputed `11.35781669160054722178468`), so that it is
// compared with the tolerance its printed precision allows, as leg 1
// compares it (half a unit of the last printed digit, however many digits
// are printed); -1 for anything else.
func printedDigits(e ast.Expr) int {
	if u, ok := e.(*ast.Unary); ok && u.Op == ast.Neg {
		e = u.X
	}
	if n, ok := e.(*ast.Number); ok && n.Frac != "" && n.Repeat == "" {
		return len(n.Frac)
	}
	return -1
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
