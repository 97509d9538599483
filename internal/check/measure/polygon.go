package measure

import (
	"fmt"
	"math/big"
	"regexp"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/polygon"
)

// degreeMarkRe is a degree mark closing an answer: "120^\circ",
// "108\text{ degrees}".
var degreeMarkRe = regexp.MustCompile(`\s*(?:\^\s*\{?\\circ\}?|\\(?:text|mbox|textnormal)\{\s*degrees?\s*\})\s*$`)

// CheckPolygon checks a question on the sides, diagonals or angles of a
// polygon named in words (issue 42; statement/polygon): the value is
// computed exactly (n(n − 3)/2 diagonals, an interior angle 180(n − 2)/n
// degrees, n = 360/e sides for an exterior angle e, …) and compared with
// the answer's exact value; a number of sides that is not an integer of at
// least 3 leaves the row undecided. ok is false when the statement is not
// read.
func CheckPolygon(c *decide.Checker, problem, answerSrc string) (decide.Result, bool) {
	q, ok := polygon.Read(problem)
	if !ok {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	want, how, degrees, why := polygonValue(q)
	if why != "" {
		return decide.Undecided(kind, "the polygon question %q: %s", q.Shape, why), true
	}
	src := answerSrc
	if degrees {
		src = degreeMarkRe.ReplaceAllString(src, "")
	}
	got, r := c.OneExactAnswer(src, kind, q.Shape, "")
	if r != nil {
		return *r, true
	}
	what := "the polygon question \"" + q.Shape + "\""
	if got.Cmp(want) != 0 {
		return decide.WithExactEvidence(decide.Refute(kind, "%s: %s = %s, not %s", what, how, want.RatString(), got.RatString()), what, want, algebra.RatExpr(got)), true
	}
	return decide.WithExactEvidence(decide.Confirm(kind, "%s: %s = %s, equal to the answer", what, how, want.RatString()), what, want, algebra.RatExpr(got)), true
}

// polygonValue computes the value asked, how it was computed, whether it
// is in degrees, or why it is not computed.
func polygonValue(q polygon.Question) (v *big.Rat, how string, degrees bool, why string) {
	r := func(n int) *big.Rat { return big.NewRat(int64(n), 1) }
	interior := func(n int) *big.Rat { return big.NewRat(int64(180*(n-2)), int64(n)) }
	switch q.Ask {
	case polygon.AskDiagonals:
		return r(q.N * (q.N - 3) / 2), fmt.Sprintf("n(n − 3)/2 for n = %d", q.N), false, ""
	case polygon.AskInterior:
		return interior(q.N), fmt.Sprintf("180(n − 2)/n for n = %d", q.N), true, ""
	case polygon.AskInteriorDiff:
		return new(big.Rat).Sub(interior(q.N), interior(q.M)), fmt.Sprintf("180(n − 2)/n − 180(m − 2)/m for n = %d, m = %d", q.N, q.M), true, ""
	case polygon.AskSidesFromInterior, polygon.AskSidesFromExterior, polygon.AskSumFromExterior:
		ext := q.Given
		if q.Ask == polygon.AskSidesFromInterior {
			ext = new(big.Rat).Sub(r(180), q.Given)
		}
		n, ok := sidesOf(ext)
		if !ok {
			return nil, "", false, fmt.Sprintf("an exterior angle of %s degrees gives no whole number of sides of at least 3", ext.RatString())
		}
		how = fmt.Sprintf("n = 360/e for the exterior angle e = %s", ext.RatString())
		if q.Ask == polygon.AskSumFromExterior {
			return r(180 * (n - 2)), how + fmt.Sprintf(", the interior angles' sum 180(n − 2) for n = %d", n), true, ""
		}
		return r(n), how, false, ""
	case polygon.AskSidesFromRatio:
		ext := new(big.Rat).Quo(r(180), new(big.Rat).Add(q.Given, r(1)))
		n, ok := sidesOf(ext)
		if !ok {
			return nil, "", false, "the exterior angle 180/(k + 1) gives no whole number of sides of at least 3"
		}
		return r(n), fmt.Sprintf("n = 360/e for the exterior angle e = 180/(k + 1) = %s", ext.RatString()), false, ""
	case polygon.AskSidesFromDiagonals:
		// n(n − 3)/2 = k: n = (3 + √(9 + 8k))/2, the other root negative.
		d := new(big.Int).Add(big.NewInt(9), new(big.Int).Mul(big.NewInt(8), q.Given.Num()))
		s := new(big.Int).Sqrt(d)
		if new(big.Int).Mul(s, s).Cmp(d) != 0 || s.Bit(0) == 0 {
			return nil, "", false, "no whole number of sides has that many diagonals"
		}
		n := new(big.Int).Rsh(new(big.Int).Add(s, big.NewInt(3)), 1)
		return new(big.Rat).SetInt(n), "n(n − 3)/2 = k solved: n = (3 + √(9 + 8k))/2", false, ""
	case polygon.AskSidesDiagonalsEqual:
		// n − n(n − 3)/2 = n(5 − n)/2 = 0 with n ≥ 3.
		return r(5), "n − n(n − 3)/2 = n(5 − n)/2 = 0 with n ≥ 3", false, ""
	}
	return nil, "", false, "the question is not computed"
}

// sidesOf is 360/e when it is an integer of at least 3 (e > 0).
func sidesOf(e *big.Rat) (int, bool) {
	if e.Sign() <= 0 {
		return 0, false
	}
	n := new(big.Rat).Quo(big.NewRat(360, 1), e)
	if !n.IsInt() || n.Num().Cmp(big.NewInt(3)) < 0 || !n.Num().IsInt64() {
		return 0, false
	}
	return int(n.Num().Int64()), true
}
