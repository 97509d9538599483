package check

import "github.com/dgnpipe/dgnpipe/internal/check/shapes"

// wordShapes tries the whole-statement shapes of issue 42 that read a
// problem's words as a closed computation (internal/check/shapes), in
// order: a mixture (the amount mixed), completing the square, the area of
// a polygon given by its vertices, a unit conversion, scientific or
// standard notation, compound interest. Each is cheap to refuse: its
// reader first looks for one of its words.
func (c *checker) wordShapes(problem, answerSrc string) (Result, bool) {
	for _, f := range []func() (Result, bool){
		func() (Result, bool) { return shapes.CheckMixture(c.Checker, problem, answerSrc) },
		func() (Result, bool) { return shapes.CheckCompleteSquare(c.Checker, problem, answerSrc) },
		func() (Result, bool) { return shapes.CheckPolygonArea(c.Checker, problem, answerSrc) },
		func() (Result, bool) { return shapes.CheckUnits(c.Checker, problem, answerSrc) },
		func() (Result, bool) { return shapes.CheckNotation(c.Checker, problem, answerSrc) },
		func() (Result, bool) { return shapes.CheckInterest(c.Checker, problem, answerSrc) },
	} {
		if res, ok := f(); ok {
			return res, true
		}
	}
	return Result{}, false
}
