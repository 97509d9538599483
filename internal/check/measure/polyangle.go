package measure

import (
	"fmt"
	"math/big"
	"regexp"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/polyangle"
)

// Issue 42 (OlympiadBench, MATH Prealgebra and Geometry): the angles of
// a polygon named by its number of sides (statement/polyangle reads the
// shapes). Over ℚ, in degrees: the interior angles of an n-gon sum to
// 180(n − 2), each interior angle of a regular n-gon is 180(n − 2)/n and
// each exterior one 360/n. The number of sides from an angle a is 360/(180
// − a) (interior) or 360/a (exterior), and must be an integer at least 3;
// the n with 180(n − 2) = 180(N − 2) + 180(N' − 2) is N + N' − 2. The
// answer must be one exact number, in degrees or bare (^\circ and "
// degrees" dropped); one that differs is refuted.

// CheckPolyAngle checks a question about the angles of a polygon; ok is
// false when the statement is not of polyangle's shapes.
func CheckPolyAngle(c *decide.Checker, problem, answerSrc string) (decide.Result, bool) {
	q, ok := polyangle.Read(problem)
	if !ok {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	und := func(format string, args ...any) (decide.Result, bool) {
		return decide.Undecided(kind, "%s (%s)", fmt.Sprintf(format, args...), q.Shape), true
	}
	want, text, why := polyAngleValue(q)
	if why != "" {
		return und("%s", why)
	}
	got, why := degreeAnswer(answerSrc)
	if why != "" {
		return und("%s", why)
	}
	var r decide.Result
	if got.Cmp(want) != 0 {
		r = decide.Refute(kind, "%s is %s, not %s, computed exactly (%s)", text, want.RatString(), got.RatString(), q.Shape)
	} else {
		r = decide.Confirm(kind, "%s is %s, computed exactly, equal to the answer (%s)", text, want.RatString(), q.Shape)
	}
	r.Evidence = []decide.Comparison{{What: "the value from the polygon's angle sums against the answer, exact values",
		Left: decide.ValueExpr(cas.Rat(want)), Right: decide.ValueExpr(cas.Rat(got)), Want: record.WantEqual}}
	return r, true
}

func interior(n int) *big.Rat { return big.NewRat(int64(180*(n-2)), int64(n)) }

// polyAngleValue is the value asked, a phrase naming it, or why not.
func polyAngleValue(q polyangle.Question) (*big.Rat, string, string) {
	switch q.Ask {
	case polyangle.AskInterior:
		return interior(q.N), fmt.Sprintf("an interior angle of a regular %d-gon, 180·(%d − 2)/%d,", q.N, q.N, q.N), ""
	case polyangle.AskDiff:
		d := new(big.Rat).Sub(interior(q.N), interior(q.N2))
		return d, fmt.Sprintf("an interior angle of a regular %d-gon less one of a regular %d-gon", q.N, q.N2), ""
	case polyangle.AskSidesFromSums:
		n := q.N + q.N2 - 2
		return big.NewRat(int64(n), 1), fmt.Sprintf("the n with 180(n − 2) = 180·(%d − 2) + 180·(%d − 2)", q.N, q.N2), ""
	}
	a, ok := new(big.Rat).SetString(q.Angle)
	if !ok || a.Sign() <= 0 {
		return nil, "", "the angle is not read"
	}
	ext := a
	if q.Ask == polyangle.AskSidesInterior {
		ext = new(big.Rat).Sub(big.NewRat(180, 1), a)
	}
	if ext.Sign() <= 0 {
		return nil, "", "the exterior angle is not positive"
	}
	n := new(big.Rat).Quo(big.NewRat(360, 1), ext)
	if !n.IsInt() || n.Num().Cmp(big.NewInt(3)) < 0 {
		return nil, "", fmt.Sprintf("360 over the exterior angle %s is %s, not an integer at least 3", ext.RatString(), n.RatString())
	}
	if q.Ask == polyangle.AskSumFromExterior {
		s := new(big.Rat).Mul(big.NewRat(180, 1), new(big.Rat).Sub(n, big.NewRat(2, 1)))
		return s, fmt.Sprintf("the sum of the interior angles of the regular %s-gon (360/%s sides)", n.RatString(), ext.RatString()), ""
	}
	return n, fmt.Sprintf("the number of sides, 360 over the exterior angle %s,", ext.RatString()), ""
}

// degreeAnswer reads an answer that is one decimal or integer or a
// fraction \frac{p}{q}, maybe in degrees.
func degreeAnswer(src string) (*big.Rat, string) {
	s := strings.TrimSpace(src)
	s = strings.TrimSpace(strings.TrimSuffix(strings.TrimPrefix(s, "$"), "$"))
	for _, suf := range []string{`^\circ`, `^{\circ}`, `\text{ degrees}`, `\text{degrees}`, ` degrees`, `°`} {
		s = strings.TrimSpace(strings.TrimSuffix(s, suf))
	}
	if m := fracRe.FindStringSubmatch(s); m != nil {
		s = m[1] + "/" + m[2]
	}
	if !plainNumRe.MatchString(s) {
		return nil, fmt.Sprintf("the answer %q is not one number", statement.Clip(src, 30))
	}
	r, ok := new(big.Rat).SetString(s)
	if !ok {
		return nil, "the answer is not read"
	}
	return r, ""
}

var (
	fracRe     = regexp.MustCompile(`^\\d?frac\{(-?\d{1,9})\}\{(\d{1,9})\}$`)
	plainNumRe = regexp.MustCompile(`^-?\d{1,9}(?:\.\d{1,9}|/\d{1,9})?$`)
)
