package measure

import (
	"fmt"
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/clock"
)

// CheckClock checks the angle between the hands of a clock at a time
// (issue 42; statement/clock): the hour hand is at 30·(H mod 12) + M/2
// degrees, the minute hand at 6·M; the smaller angle between them is
// min(d, 360 − d) for their difference d, exactly. An acute (obtuse)
// angle asked where the smaller angle is not acute (obtuse) leaves the row
// undecided; a value asked to the nearest tenth is rounded (ties upward).
// ok is false when the statement is not read.
func CheckClock(c *decide.Checker, problem, answerSrc string) (decide.Result, bool) {
	q, ok := clock.Read(problem)
	if !ok {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	hour := new(big.Rat).Add(big.NewRat(int64(30*(q.H%12)), 1), big.NewRat(int64(q.M), 2))
	d := new(big.Rat).Sub(hour, big.NewRat(int64(6*q.M), 1))
	d.Abs(d)
	if other := new(big.Rat).Sub(big.NewRat(360, 1), d); other.Cmp(d) < 0 {
		d = other
	}
	shape := fmt.Sprintf("the angle between the hands of a clock at %d:%02d", q.H, q.M)
	switch {
	case q.Kind == clock.Acute && d.Cmp(big.NewRat(90, 1)) >= 0,
		q.Kind == clock.SmallerObtuse && (d.Cmp(big.NewRat(90, 1)) <= 0 || d.Cmp(big.NewRat(180, 1)) >= 0):
		return decide.Undecided(kind, "%s is %s degrees, not of the kind the statement names", shape, d.RatString()), true
	}
	how := fmt.Sprintf("|30·%d + %d/2 − 6·%d| = %s degrees (the smaller of it and 360 minus it)", q.H%12, q.M, q.M, d.RatString())
	want := d
	if q.Round != nil {
		u := new(big.Rat).Quo(d, q.Round)
		f := algebra.FloorRat(new(big.Rat).Add(u, big.NewRat(1, 2)))
		want = new(big.Rat).Mul(new(big.Rat).SetInt(f), q.Round)
		how += ", rounded to " + decide.UnitText(q.Round)
	}
	got, r := c.OneExactAnswer(degreeMarkRe.ReplaceAllString(answerSrc, ""), kind, shape, "")
	if r != nil {
		return *r, true
	}
	if got.Cmp(want) != 0 {
		return decide.WithExactEvidence(decide.Refute(kind, "%s: %s, not %s", shape, how, got.RatString()), shape, want, algebra.RatExpr(got)), true
	}
	return decide.WithExactEvidence(decide.Confirm(kind, "%s: %s, equal to the answer", shape, how), shape, want, algebra.RatExpr(got)), true
}
