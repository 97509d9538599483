package decide

import (
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// The defaults of Options, which the verify stage and the CLI take as
// theirs (internal/legs). DefaultTimeout is a wall-clock net, as long as
// verify's (legs.DefaultNativeNet): the status and reread stages re-check
// a reviewer's or a model's answer with these defaults and publish the
// outcome, and at 2 s a check of a heavy row read "time limit" at load 8
// (issue 44: no published verdict rests on the clock; MaxWork decides).
const (
	DefaultTimeout = 5 * time.Minute
	DefaultPoints  = 8
	// DefaultMaxWork is the work a check may spend (Options.MaxWork), in
	// evaluation steps weighted by precision: five times the most a row of
	// the comparison set spends (380,000: a telescoping sum of 9,999
	// terms; 99.9 % spend under 2,500), a few seconds of one core.
	DefaultMaxWork = 2_000_000
)

// Options tune one check.
type Options struct {
	// Seed seeds the sample points; the same seed gives the same points and
	// so the same verdict.
	Seed int64
	// Timeout bounds one check (default DefaultTimeout). A check that runs
	// out is undecided with the reason "time limit".
	Timeout time.Duration
	// Points is the number of admissible sample points an identity or a
	// simplification is compared at (default DefaultPoints).
	Points int
	// MaxWork bounds the work of one check in evaluation steps weighted
	// by precision (default DefaultMaxWork): a check that spends it is
	// undecided with the reason "work limit", the same on any machine
	// under any load, where Timeout is only a net.
	MaxWork int64
}

// WithDefaults returns o with the defaults in place of zero values.
func (o Options) WithDefaults() Options {
	if o.Timeout <= 0 {
		o.Timeout = DefaultTimeout
	}
	if o.MaxWork <= 0 {
		o.MaxWork = DefaultMaxWork
	}
	if o.Points <= 0 {
		o.Points = DefaultPoints
	}
	return o
}

// Result is leg 1's verdict on one (problem, answer) pair.
type Result struct {
	Verdict record.Verdict
	// Kind is the task kind ("value", "equation", ...; see Kind).
	Kind string
	// Note says what was checked and found: a refutation names its
	// counterexample, an undecided verdict its reason.
	Note string
	// Recomputed is the checker's own answer (LaTeX) when it computed one,
	// RecomputedDiffers says it differs from the given answer.
	Recomputed        string
	RecomputedDiffers bool
	// Seed is the seed the sample points were drawn with.
	Seed int64
	// Evidence lists the comparisons the verdict rests on, so that other
	// engines can redo them at the same points.
	Evidence []Comparison
	// Work is the work the check spent (evaluation steps weighted by
	// precision; Options.MaxWork bounds it).
	Work int64 `json:"-"`
	// TimedOut says the check was cut by the wall-clock limit
	// (Options.Timeout), a safety net whose outcome depends on the
	// machine's load: a caller that publishes verdicts does not keep it.
	TimedOut bool
}

// Outcome is the result as a row records it (Item.Legs.Native): the one
// conversion of leg 1's result, used wherever leg 1 runs on a row.
func (r Result) Outcome() *record.NativeOutcome {
	return &record.NativeOutcome{Verdict: r.Verdict, Kind: r.Kind, Note: r.Note,
		Recomputed: r.Recomputed, RecomputedDiffers: r.RecomputedDiffers, Seed: r.Seed}
}

// Comparison is one comparison a verdict rests on, of the kind Want says
// (record.Want: Left equal to Right, Left zero, the relation Left holds, or
// the relation Left holds exactly on the answer's claimed set), at every
// point of Points.
type Comparison struct {
	What        string // "value", "identity", "root x=3", ...
	Left, Right ast.Expr
	Points      []cas.Env // the admissible points used (nil: no free variables)
	Want        record.Want
	// Round, when set (WantEqual only), is leg 1's rounding rule: Right is
	// the correct rounding of Left to this unit (half away from zero), as
	// the problem asks for an approximation, so Left and Right are equal
	// when they lie within half a unit of each other, never otherwise.
	Round *big.Rat
	// Complex says the sides are evaluated with i the imaginary unit
	// (their values may be complex): they are equal when their difference
	// is 0 in both parts.
	Complex bool
	// Uses are the statement's formulas the comparison was built from
	// where they do not appear in Left or Right as written (a definition
	// substituted, a term's formula): leg 2 counts them, with every part
	// of Left and Right, among the fragments the verdict used.
	Uses []ast.Expr
	// Every says Points are not a sample but the claim itself (every
	// candidate a search tried before its answer): another engine redoes
	// the comparison at each of them, not at the first few.
	Every bool
}

// Err says how the comparison is not of the shape its kind needs (nil when
// it is): WantEqual two expressions, WantZero one, WantHolds and
// WantClaimedSet a relation on the left.
func (c Comparison) Err() error {
	_, leftRel := c.Left.(*ast.Rel)
	_, rightRel := c.Right.(*ast.Rel)
	bad := func(why string) error { return fmt.Errorf("comparison %q of kind %q: %s", c.What, c.Want, why) }
	switch {
	case c.Left == nil:
		return bad("no left side")
	case c.Want == record.WantEqual && (c.Right == nil || leftRel || rightRel):
		return bad("wants two expressions")
	case c.Want == record.WantZero && (c.Right != nil || leftRel):
		return bad("wants one expression and no right side")
	case c.Want == record.WantHolds && (!leftRel || c.Right != nil):
		return bad("wants a relation on the left and no right side")
	case c.Want == record.WantClaimedSet && !leftRel:
		return bad("wants a relation on the left")
	case c.Round != nil && (c.Want != record.WantEqual || c.Round.Sign() <= 0):
		return bad("a rounding unit needs two expressions and a positive unit")
	case c.Want < record.WantEqual || c.Want > record.WantClaimedSet:
		return bad("not a kind")
	}
	return nil
}

// ErrTimeLimit is the cause recorded when a check runs out of time.
var ErrTimeLimit = errors.New("time limit")

// ErrWorkLimit is the cause recorded when a check has spent its work
// (Options.MaxWork).
var ErrWorkLimit = errors.New("work limit")

func Undecided(kind statement.Kind, format string, args ...any) Result {
	return Result{Verdict: record.Undecided, Kind: kind.String(), Note: "undecided: " + fmt.Sprintf(format, args...)}
}

func Refute(kind statement.Kind, format string, args ...any) Result {
	return Result{Verdict: record.Refute, Kind: kind.String(), Note: "refuted: " + fmt.Sprintf(format, args...)}
}

func Confirm(kind statement.Kind, format string, args ...any) Result {
	return Result{Verdict: record.Confirm, Kind: kind.String(), Note: "confirmed: " + fmt.Sprintf(format, args...)}
}
