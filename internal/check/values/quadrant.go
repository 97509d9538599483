package values

import (
	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// Issue 25 (Gaokao): the quadrant of a complex number.

// checkQuadrant is CheckQuadrant on this package's checker.
func (c *checker) checkQuadrant(problem, answerSrc string) (decide.Result, bool) {
	e, ok := statement.QuadrantQuestion(problem)
	if !ok {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	z, err := c.evalComplex(e, cas.Env{})
	if err != nil {
		return decide.Undecided(kind, "with i the imaginary unit, the number cannot be evaluated: %v", err), true
	}
	re, ok1 := z.Re.Exact()
	im, ok2 := z.Im.Exact()
	if !ok1 || !ok2 {
		return decide.Undecided(kind, "the number %s has parts that are not exact rationals", z), true
	}
	if re.Sign() == 0 || im.Sign() == 0 {
		return decide.Undecided(kind, "the number %s lies on an axis, in no quadrant", z), true
	}
	q := map[[2]int]int{{1, 1}: 1, {-1, 1}: 2, {-1, -1}: 3, {1, -1}: 4}[[2]int{re.Sign(), im.Sign()}]
	names := []string{"", "I", "II", "III", "IV"}
	got := statement.QuadrantAnswer(answerSrc)
	if got == 0 {
		return decide.Undecided(kind, "the answer does not name one quadrant"), true
	}
	why := "with i² = -1 the number is %s (real and imaginary parts computed exactly), in quadrant %s"
	if got != q {
		return decide.Refute(kind, why+", not %s (the statement's shape %q)", z, names[q], names[got], statement.QuadrantShape), true
	}
	return decide.Confirm(kind, why+", as the answer says (the statement's shape %q)", z, names[q], statement.QuadrantShape), true
}

// CheckQuadrant checks statement.QuadrantShape: F is evaluated with i the
// imaginary unit, exactly on its real and imaginary parts (rational parts
// only); both parts must be nonzero (a point on an axis is in no
// quadrant), and their signs name the quadrant, compared with the one the
// answer names.
func CheckQuadrant(c *decide.Checker, problem string, answerSrc string) (decide.Result, bool) {
	return (&checker{c}).checkQuadrant(problem, answerSrc)
}
