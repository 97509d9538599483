package check

import (
	"fmt"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/check/calculus"
	"github.com/dgnpipe/dgnpipe/internal/check/counting"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/check/equations"
	"github.com/dgnpipe/dgnpipe/internal/check/given"
	"github.com/dgnpipe/dgnpipe/internal/check/inequality"
	"github.com/dgnpipe/dgnpipe/internal/check/integers"
	"github.com/dgnpipe/dgnpipe/internal/check/intphrase"
	"github.com/dgnpipe/dgnpipe/internal/check/linalg"
	"github.com/dgnpipe/dgnpipe/internal/check/measure"
	"github.com/dgnpipe/dgnpipe/internal/check/sequences"
	"github.com/dgnpipe/dgnpipe/internal/check/shapes"
	"github.com/dgnpipe/dgnpipe/internal/check/space"
	"github.com/dgnpipe/dgnpipe/internal/check/values"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/dotseries"
)

// run reads the statement and the answer, decides the task kind and runs
// the kind's check.
func (c *checker) run(problem, answerSrc string) (res Result) {
	problem, answerSrc = statement.InverseTrig(problem), statement.InverseTrig(answerSrc)
	// Issue 42: a finite series written with dots, as \sum or \prod.
	problem = dotseries.Prose(problem)
	defer func(problem, answerSrc string) { // issue 42 (MATH Number Theory): a number-theory question in one sentence, where the rest of the dispatch decides nothing
		if res.Verdict != record.Undecided {
			return
		}
		if r, ok := intphrase.CheckPhrase(c.Checker, problem, answerSrc); ok && r.Verdict != record.Undecided {
			res = r
		}
	}(problem, answerSrc)
	if res, ok := integers.CheckIntRange(c.Checker, problem, answerSrc); ok {
		return res // issue 42: the integer in a range with a condition (equal sines, cosines, tangents; a congruence), before "\pmod" is rewritten
	}
	if res, ok := integers.CheckIntSearch(c.Checker, problem, answerSrc); ok { // issue 25: integer searches, read from the whole statement
		return res
	}
	defer func(problem, answerSrc string) { // issue 25: the divisors of a formula, where checkDivisors leaves them undecided
		if r, ok := integers.IntSearchFallback(c.Checker, problem, answerSrc); ok && res.Verdict == record.Undecided {
			res = r
		}
	}(problem, answerSrc)
	if res, ok := integers.CheckDecimalFraction(c.Checker, problem, answerSrc); ok { // issue 25, capability 6: a repeating decimal as a fraction
		return res
	}
	if res, ok := linalg.CheckMatrixShapes(c.Checker, problem, answerSrc); ok { // Issue 25 (CollegeMath linear algebra): linear-algebra shapes read whole
		return res
	}
	if res, ok := linalg.CheckVectorQuestion(c.Checker, problem, answerSrc); ok { // Issue 42 (MATH Precalculus): a projection or a reflection of vectors given by their components
		return res
	}
	if res, ok := linalg.CheckVectorMap(c.Checker, problem, answerSrc); ok { // Issue 42 (MATH Precalculus): a rotation, dilation, reflection or projection known by one vector and its image
		return res
	}
	if res, ok := integers.CheckBaseQuestion(c.Checker, problem, answerSrc); ok { // issue 25, capability 6: a value asked in a base
		return res
	}
	if res, ok := integers.CheckBaseDigits(c.Checker, problem, answerSrc); ok { // issue 42: the digits of an integer in a base, its value in a base
		return res
	}
	if res, ok := counting.CheckWordArrangements(c.Checker, problem, answerSrc); ok { // issue 42: the arrangements of a word's letters
		return res
	}
	if res, ok := counting.CheckBallsBoxes(c.Checker, problem, answerSrc); ok { // issue 42: balls put in boxes
		return res
	}
	if res, ok := counting.CheckTrials(c.Checker, problem, answerSrc); ok { // issue 42: a count of successes in fair coin flips or die rolls
		return res
	}
	if res, ok := counting.CheckDicePair(c.Checker, problem, answerSrc); ok { // issue 42: an event of the two numbers two fair dice show
		return res
	}
	if res, ok := counting.CheckSelection(c.Checker, problem, answerSrc); ok { // issue 42: K of N chosen, with or without order
		return res
	}
	if res, ok := integers.CheckCongruence(c.Checker, problem, answerSrc); ok { // issue 42: one congruence in one unknown, a remainder under given congruences
		return res
	}
	// Issue 25 (CollegeMath linear algebra): inline linear systems cut by a line break or a comma.
	problem = statement.LinearSystemText(problem)
	answerSrc = statement.SolutionIsAnswer(answerSrc)
	problem = statement.PmodProse(problem) // issue 25, capability 2: "$E \pmod{m}$" read as "$E$ modulo $m$"
	// Issue 25, OlympiadBench: the relay preamble "Let $T=650$." substituted.
	problem, lets, _ := statement.LetPreamble(problem)
	problem = statement.MathQuestionOut(problem)
	defer letNote(lets, &res)
	problem, notes, r2, ok := c.gaokaoShapes(problem, answerSrc) // issue 25: Gaokao shapes
	defer notes(&res)
	if ok {
		return r2
	}
	if res, ok := c.rewrittenShapes(problem, answerSrc); ok {
		return res
	}
	st := statement.ReadStatement(problem)
	if res, ok := c.statementShapes(st, problem, answerSrc); ok {
		return res
	}
	kind := c.refineKind(st)
	// Issue 25, capability 5: complex numbers named by an exact whole-statement shape.
	if res, ok := values.CheckComplexShape(c.Checker, st, answerSrc); ok {
		return res
	}
	// Issue 25, capability 3b: a sequence given by its terms, read whole.
	if res, ok := sequences.CheckSequence(c.Checker, problem, answerSrc); ok {
		return res
	}
	if why := st.OutOfScope(); why != "" {
		return decide.Undecided(kind, "%s", why)
	}
	if why := st.NotUnderstood(); why != "" {
		// Issue 25, capability 4b: a given-value shape accounts for every
		// word (an align environment's rows are its conditions).
		if r, ok := given.CheckGivenValueSrc(c.Checker, st, answerSrc); ok {
			return r
		}
		return decide.Undecided(kind, "%s", why)
	}
	if why := st.CutFormula(); why != "" { // issue 25, capability 5
		return decide.Undecided(kind, "%s", why)
	}
	if why := st.MultiPart(); why != "" {
		return decide.Undecided(kind, "%s", why)
	}
	if len(st.Targets) == 0 {
		if st.Bad != "" {
			return decide.Undecided(kind, "the statement cannot be read: %s", st.Bad)
		}
		return decide.Undecided(kind, "the statement has no formula to check")
	}
	if st.ProseCond != "" {
		return decide.Undecided(kind, "the statement states a condition in words outside its formulas (\"%s\"), which leg 1 does not read", st.ProseCond)
	}
	return c.runReadings(st, kind, problem, answerSrc)
}

// rewrittenShapes tries the shapes read from the statement's text once
// its preamble is substituted and the Gaokao shapes are set aside (issues
// 25 and 42), in order: the first that reads the row decides it. Some
// rewrite the statement (a variation, a value "when x = c", definitions
// substituted) and check the result from the top.
func (c *checker) rewrittenShapes(problem, answerSrc string) (Result, bool) {
	if res, ok := c.checkVariation(problem, answerSrc); ok { // issue 42: inverse variation, rewritten as given values
		return res, true
	}
	if res, ok := c.checkWhenValue(problem, answerSrc); ok { // issue 42: "the value of E when x = c", rewritten as given values
		return res, true
	}
	if res, ok := c.checkFormIdentity(problem, answerSrc); ok { // issue 42: the constants of a form P is written in, rewritten as given values
		return res, true
	}
	if res, ok := c.checkDefinitions(problem, answerSrc); ok {
		return res, true // issue 25, capability 4a: functions and operators defined, substituted
	}
	if res, ok := c.checkLetterDeterminant(problem, answerSrc); ok {
		return res, true // issue 42: a determinant with letters, expanded (determinant.go)
	}
	if res, ok := shapes.CheckConic(c.Checker, problem, answerSrc); ok {
		return res, true // issue 42: foci, vertices, axes, area of an ellipse or a hyperbola
	}
	if res, ok := shapes.CheckPolyQuotient(c.Checker, problem, answerSrc); ok {
		return res, true // issue 42: the quotient of a polynomial division
	}
	if res, ok := given.CheckRootSymmetric(c.Checker, problem, answerSrc); ok {
		return res, true // issue 42: an expression in the named roots of a polynomial, by Vieta's relations
	}
	return Result{}, false
}

// wholeShape checks a question shape read from the whole statement once
// it is read; ok is false where the shape does not read the row.
type wholeShape func(c *decide.Checker, st *statement.Statement, problem, answerSrc string) (Result, bool)

// textShape is a shape read from the statement's text alone.
func textShape(f func(c *decide.Checker, problem, answerSrc string) (Result, bool)) wholeShape {
	return func(c *decide.Checker, _ *statement.Statement, problem, answerSrc string) (Result, bool) {
		return f(c, problem, answerSrc)
	}
}

// decidedOnly is a shape whose reading that decides nothing leaves the
// row to the shapes after it.
func decidedOnly(f wholeShape) wholeShape {
	return func(c *decide.Checker, st *statement.Statement, problem, answerSrc string) (Result, bool) {
		res, ok := f(c, st, problem, answerSrc)
		return res, ok && res.Verdict != record.Undecided
	}
}

// statementShapeList is the order in which statementShapes tries the
// shapes (issues 25 and 42).
var statementShapeList = []wholeShape{
	shapes.CheckCoefficient,                   // issue 25, Gaokao/OlympiadBench: coefficients of an expansion
	textShape(shapes.CheckSetOps),             // issue 25, Gaokao: operations on listed sets
	textShape(shapes.CheckChoice),             // issue 25, Gaokao: multiple choice decided option by option
	shapes.CheckCircle,                        // issue 25, Gaokao: a circle given by its equation
	shapes.CheckCoordConversion,               // Issue 42 (MATH Precalculus): a point converted between rectangular and polar, cylindrical or spherical coordinates
	shapes.CheckRationalDomain,                // Issue 25 (Gaokao and OlympiadBench): the domain of a rational expression
	shapes.CheckDifference,                    // Issue 25 (Gaokao and OlympiadBench): the positive difference between two values
	textShape(shapes.CheckQuadraticFromRoots), // Issue 25 (CollegeMath algebra): a quadratic with the solutions named
	shapes.CheckSlope,                         // Issue 25 (CollegeMath algebra): the slope through two points
	shapes.CheckRelatedSlope,                  // Issue 25 (CollegeMath algebra): a parallel or perpendicular slope
	shapes.CheckCoords,                        // issue 42: points and lines given by coordinates or equations
	textShape(sequences.CheckListCount),       // issue 42: the number of terms of a list "a, b, c, …, z"
	textShape(sequences.CheckRecurrence),      // issue 42 (OlympiadBench): a term of a sequence given by values and a recurrence
	textShape(integers.CheckIntSystem),        // issue 42 (OlympiadBench): integers tied by equations, every tuple of proven ranges tried
	shapes.CheckSlopeUnknown,                  // issue 42 (CollegeMath): a coordinate from the slope through two points
	// Issue 42 (MATH Geometry, Prealgebra): a measure of a figure named
	// with its lengths; a reading that decides nothing leaves the row to
	// the others.
	decidedOnly(measure.CheckMeasure),
	shapes.CheckUndefined,                               // issue 42: the values where a rational expression is undefined
	shapes.CheckLCD,                                     // issue 42 (CollegeMath): a least common denominator, fractions built up to it
	textShape(shapes.CheckInverse),                      // issue 42 (CollegeMath): the inverse of a rational function
	shapes.CheckExcluded,                                // issue 42 (CollegeMath): the excluded values of a rational expression
	textShape(shapes.CheckMixture),                      // issue 42 (CollegeMath): a mixture, the amount mixed
	textShape(shapes.CheckCompleteSquare),               // issue 42: completing the square
	textShape(shapes.CheckPolygonArea),                  // issue 42: the area of a polygon given by its vertices
	textShape(shapes.CheckUnits),                        // issue 42: a quantity converted to another unit
	textShape(shapes.CheckNotation),                     // issue 42 (CollegeMath): a number written in scientific or standard notation
	textShape(shapes.CheckInterest),                     // issue 42 (CollegeMath): compound interest, the amount rounded to the cent
	given.CheckNamedRoots,                               // issue 42: an expression in the two named roots of a quadratic equation
	equations.CheckExtremeRoot,                          // issue 42: the largest or smallest real solution of an equation
	textShape(linalg.CheckFindMatrix),                   // issue 42 (MATH Precalculus): the matrix of a named linear map, or M fixed by M X = Y
	textShape(shapes.CheckParabola),                     // issue 42 (MATH Intermediate Algebra): the focus or the directrix of a parabola
	textShape(linalg.CheckPlaneEquation),                // issue 42 (MATH Precalculus): a plane fixed by linear conditions, as Ax + By + Cz + D = 0
	textShape(linalg.CheckParamLine),                    // issue 42 (MATH Precalculus): lines given by a parameterization or a normal vector
	textShape(given.CheckConstIdentity),                 // issue 42 (MATH Intermediate Algebra): the constants that make an equation in x an identity
	textShape(values.CheckRadConj),                      // issue 42 (MATH Intermediate Algebra): the radical conjugate of a + b√c, their sum or product
	textShape(shapes.CheckAsymptote),                    // issue 42 (MATH Intermediate Algebra): the asymptotes of the graph of P/Q
	textShape(shapes.CheckRationalRange),                // issue 42 (MATH Intermediate Algebra): the range of a one-to-one (ax + b)/(cx + d), holes removed
	textShape(values.CheckPeriod),                       // issue 42 (MATH Precalculus): the least period of a trigonometric polynomial or of tan kx
	textShape(linalg.CheckCrossArea),                    // issue 42 (CollegeMath): an area, a volume or a cosine from integer vectors
	textShape(linalg.CheckSolutionSet),                  // issue 42 (CollegeMath): the solution set of A·x = b as a linear combination of vectors
	textShape(linalg.CheckLinearCombination),            // issue 42 (CollegeMath): whether v is a linear combination of given vectors
	textShape(linalg.CheckConsistency),                  // issue 42 (CollegeMath): whether a linear system is consistent, its solution set
	textShape(linalg.CheckLeastSquares),                 // issue 42 (CollegeMath): a least-squares solution, line or parabola
	textShape(linalg.CheckVectorAngle),                  // issue 42 (MATH Precalculus): the angle between two vectors, the entry that makes them orthogonal
	textShape(linalg.CheckEigen),                        // issue 42 (CollegeMath): the eigenvalues and eigenvectors of an integer matrix
	textShape(linalg.CheckSingularAt),                   // issue 42 (CollegeMath): the values of t where a matrix of functions of t is singular
	decidedOnly(textShape(integers.CheckDivisorSet)),    // issue 42 (OlympiadBench, MATH Number Theory): a set of the divisors of one integer, summed, counted or multiplied
	decidedOnly(textShape(measure.CheckPolyAngle)),      // issue 42 (OlympiadBench, MATH Prealgebra and Geometry): the angles of a polygon named by its number of sides
	decidedOnly(textShape(counting.CheckMultCount)),     // issue 42 (OlympiadBench, MATH): the integers of a range that are, or are not, multiples of given numbers
	decidedOnly(textShape(counting.CheckTrials)),        // issue 42 (OlympiadBench): fair trials read again once the relay preamble "Let $T=3$." is substituted
	decidedOnly(textShape(counting.CheckPowChain)),      // issue 42 (OlympiadBench): the integers n with a power B^n between two numbers
	decidedOnly(textShape(counting.CheckCoinLeast)),     // issue 42 (OlympiadBench): the least number of fair coin flips with all heads (one face) less likely than a bound
	decidedOnly(textShape(integers.CheckBaseCount)),     // issue 42 (OlympiadBench): the bases in which an integer has K digits
	decidedOnly(textShape(integers.CheckDiffSquares)),   // issue 42 (OlympiadBench, MATH Number Theory): the integers of a range that are differences of two squares
	textShape(given.CheckPolyFacts),                     // issue 42 (MATH Intermediate Algebra): a polynomial asked by its degree, roots, values and coefficients
	textShape(given.CheckRootCandidates),                // issue 42 (MATH Intermediate Algebra): the rational root theorem's candidates, counted or listed
	textShape(given.CheckUnitRoot),                      // issue 42 (MATH Intermediate Algebra): E(z) for z a root of zⁿ = 1 or of another polynomial, modulo each factor over ℚ
	textShape(given.CheckModulus),                       // issue 42 (MATH Intermediate Algebra): |z| for z^n = W, |E| for a product of letters of given moduli
	textShape(given.CheckFuncCycle),                     // issue 42 (MATH Intermediate Algebra): f(k) from an equation in f(x) and f(φ(x)), φ cycling k back
	textShape(given.CheckOddEven),                       // issue 42 (MATH Intermediate Algebra): f with unknown constants known at one point, a value fixed by it
	textShape(given.CheckPolyIdentity),                  // issue 42 (MATH Intermediate Algebra): a polynomial asked by identities it satisfies, the answer put in
	textShape(counting.CheckSeating),                    // issue 42 (MATH Counting & Probability): people seated in a row or around a table under conditions of adjacency
	textShape(counting.CheckCardDraw),                   // issue 42 (MATH Counting & Probability): an event of two or three cards drawn from a standard deck
	textShape(counting.CheckPascal),                     // issue 42 (MATH Counting & Probability): a number of Pascal's triangle, one binomial coefficient
	textShape(counting.CheckGroupChoice),                // issue 42 (MATH Counting & Probability): K chosen from groups, a condition on how many of each
	textShape(counting.CheckDigitCount),                 // issue 42 (MATH Counting & Probability): how many integers of a range have a property of their digits
	textShape(counting.CheckMultiDice),                  // issue 42 (MATH Counting & Probability): an event of the numbers N fair dice show
	textShape(counting.CheckBagDraw),                    // issue 42 (MATH Counting & Probability): an event of things drawn from a bag by colour
	decidedOnly(textShape(measure.CheckPolygon)),        // issue 42 (MATH Prealgebra): the diagonals, sides or angles of a polygon named in words
	decidedOnly(textShape(inequality.CheckIntExtreme)),  // issue 42 (MATH Prealgebra): the greatest, least, count, sum or only integer satisfying linear inequalities
	decidedOnly(textShape(measure.CheckClock)),          // issue 42 (MATH Prealgebra): the angle between the hands of a clock at a time
	textShape(measure.CheckUnitChain),                   // issue 42 (MATH Prealgebra): a conversion between made-up units given by two equivalences
	decidedOnly(textShape(equations.CheckMeanEquation)), // issue 42 (MATH Prealgebra): the unknown of an equation on the means of listed numbers
	decidedOnly(textShape(measure.CheckAnglePair)),      // issue 42 (MATH Prealgebra): complementary and supplementary angles
	textShape(values.CheckComplexPolar),                 // issue 42 (MATH Precalculus): complex numbers with angles: rectangular form, rotations by degrees, dilations
	textShape(values.CheckTrigGraph),                    // issue 42 (MATH Precalculus): a constant of y = a sin(bx + c) + d from the function the picture draws
	values.CheckTrigInt,                                 // issue 42 (MATH Precalculus): a trigonometric value written as f(n), the smallest n shown where asked
	space.CheckClosest,                                  // issue 42 (MATH Precalculus): the point of a line closest to a point
	space.CheckLineAngle,                                // issue 42 (MATH Precalculus): the angle between two vectors or two meeting lines given by columns
	space.CheckCoordShape,                               // issue 42 (MATH Precalculus): the shape of r = c, z = c (cylindrical) or ρ = c (spherical), as an option's letter
	space.CheckVecNorms,                                 // issue 42 (MATH Precalculus): vectors known by their norms, dot products and angles
	space.CheckNamedMap,                                 // issue 42 (MATH Precalculus): the determinant, square or inverse of a projection, reflection, rotation or dilation named in words
	space.CheckMapMatrix,                                // issue 42 (MATH Precalculus): the line or the normal of a projection or reflection given by its matrix
	space.CheckProjUnknown,                              // issue 42 (MATH Precalculus): an entry of V from proj_U V = k U
	space.CheckSphPoint,                                 // issue 42 (MATH Precalculus): a point in rectangular, spherical or polar coordinates, another representation of it
	space.CheckSpace,                                    // issue 42 (MATH Precalculus): points, lines and planes of space given by integer coordinates and equations
	calculus.CheckQuadValue,                             // issue 42 (MATH Algebra): the least or greatest value of a quadratic asked through a named variable
	shapes.CheckVertex,                                  // issue 42 (MATH Algebra): the vertex of the parabola of a quadratic, a value at it or a distance
	given.CheckExtremeValue,                             // issue 42 (MATH Algebra): the largest or smallest value of E on the finitely many real solutions of given equations
	given.CheckFuncEquation,                             // issue 42 (MATH Algebra): the unknown of one equation written with functions the statement defines
	given.CheckPieceSum,                                 // issue 42 (MATH Algebra): the sum of the solutions of f(x) = c, f piecewise
	equations.CheckOneSolution,                          // issue 42 (MATH Algebra): the parameter that gives a quadratic equation exactly one solution
	given.CheckContinuity,                               // issue 42 (MATH Algebra): the constant that makes a two-piece function continuous
	given.CheckConicExtreme,                             // issue 42 (MATH Algebra): the extreme coordinate of a point on a bounded curve of degree 2
	values.CheckSquareOf,                                // issue 42 (MATH Algebra): "Compute the square of N without a calculator."
	equations.CheckSurdRoot,                             // issue 42 (MATH Algebra): the positive solution of a quadratic written √a − b
	values.CheckTwoNumbers,                              // issue 42 (MATH Algebra): two numbers given by their sum and their difference, product or difference of squares
	values.CheckIntSum,                                  // issue 42 (MATH Algebra): the sum of the integers of a kind in a range
	equations.CheckSolutionSum,                          // issue 42 (MATH Algebra): the sum of the solutions of one equation in one unknown
	decidedOnly(textShape(values.CheckArithPhrase)),     // issue 42: a value asked in words from numbers ("A divided by B", "p% of A")
}

// statementShapes tries the shapes read from the whole statement once it
// is read, in statementShapeList's order: the first that reads the row
// decides it.
func (c *checker) statementShapes(st *statement.Statement, problem, answerSrc string) (Result, bool) {
	for _, shape := range statementShapeList {
		if res, ok := shape(c.Checker, st, problem, answerSrc); ok {
			return res, true
		}
	}
	return Result{}, false
}

// runReadings checks the answer under the readings of the statement's
// membership conditions (ℕ with or without 0, …): one reading is checked
// as stated; with two, the verdict must not depend on the reading.
func (c *checker) runReadings(st *statement.Statement, kind statement.Kind, problem, answerSrc string) (res Result) {
	readings, why := st.MemberReadings(kind)
	if why != "" {
		return decide.Undecided(kind, "%s", why)
	}
	switch len(readings) {
	case 0:
		return c.runConds(st, kind, problem, answerSrc)
	case 1:
		st.Conds = append(st.Conds, readings[0].Conds...)
		st.IntUnknown = readings[0].Integer
		return c.runConds(st, kind, problem, answerSrc)
	}
	// A set that may or may not hold 0 (ℕ, ℤ⁺, ℝ⁺): the verdict must not
	// depend on the reading.
	var res2 [2]Result
	for i, r := range readings {
		st2 := *st
		st2.Conds = append(append([]statement.Formula(nil), st.Conds...), r.Conds...)
		st2.IntUnknown = r.Integer
		res2[i] = c.runConds(&st2, kind, problem, answerSrc)
	}
	if res2[0].Verdict != res2[1].Verdict {
		return decide.Undecided(kind, "the verdict depends on the reading of the statement's set: with %s %s; with %s %s",
			readings[0].Label, res2[0].Note, readings[1].Label, res2[1].Note)
	}
	res = res2[0]
	if res.Verdict != record.Undecided {
		res.Note += fmt.Sprintf(" (the same with %s as with %s)", readings[1].Label, readings[0].Label)
	}
	return res
}

// runConds checks the answer against the statement once its membership
// conditions are stated conditions.
func (c *checker) runConds(st *statement.Statement, kind statement.Kind, problem, answerSrc string) (res Result) {
	conv := st.ApplyConventions(nil)
	defer func() {
		if conv != "" && res.Verdict != record.Undecided {
			res.Note += conv
		}
	}()
	if kind == statement.KindIdentity {
		if why := st.Unanswered(kind); why != "" {
			return decide.Undecided(kind, "%s", why)
		}
		return values.CheckIdentity(c.Checker, st, kind)
	}
	ans, err := st.ReadAnswer(answerSrc)
	if err != nil {
		return decide.Undecided(kind, "%v", err)
	}
	if c := st.ApplyConventions(ans); c != "" {
		conv = c
	}
	if why := st.WrongUnit(answerSrc); why != "" {
		return decide.Refute(kind, "%s", why)
	}
	if why := st.DegreesUnread(answerSrc); why != "" {
		return decide.Undecided(kind, "%s", why)
	}
	// Issue 25, capability 1: the form a whole-statement shape asks for.
	r, stop, shapeNote := shapeGate(st, ans, kind)
	if stop {
		return r
	}
	defer shapeNote(&res)
	// Issue 25, capability 4b: given conditions, evaluate (where no other
	// reading gave a verdict).
	defer func() {
		if res.Verdict == record.Undecided {
			if r2, ok := given.CheckGivenValue(c.Checker, st, ans); ok {
				res = r2
			}
		}
	}()
	if w, ok := st.Read.Has(statement.CueApprox, ""); ok && hasRoundedItem(ans) {
		defer func() {
			if res.Verdict == record.Confirm && res.Kind == statement.KindEquation.String() {
				res.Note += fmt.Sprintf(" (the problem asks for an approximation (%q): a decimal root stands for a true one within half a unit of the precision asked, or of its last digit where none is named)", w)
			}
		}()
	}
	if res, ok := integers.CheckDivisors(c.Checker, st, ans); ok {
		return res
	}
	// Issue 25, capability 2: integer questions on closed arguments.
	if res, ok := integers.CheckIntQuestion(c.Checker, st, ans); ok {
		return res
	}
	// Issue 25, capability 3: the sum or product of all the values.
	if res, ok := inequality.CheckValueSum(c.Checker, st, ans); ok {
		return res
	}
	// Issue 25, capability 5: matrices and vectors.
	if res, ok := linalg.CheckMatrix(c.Checker, st, ans); ok {
		return res
	}
	if kind == statement.KindEquation || kind == statement.KindUnknown || kind == statement.KindValue {
		if res, ok := given.CheckRootQuantity(c.Checker, st, ans); ok {
			return res
		}
	}
	// Issue 25, capability 3: how many integers satisfy the inequalities.
	if res, ok := inequality.CheckIntegerCount(c.Checker, st, ans); ok {
		return res
	}
	if res, ok := integers.CheckIntegersBetween(c.Checker, st, ans); ok {
		return res
	}
	if res, ok := calculus.CheckArea(c.Checker, st, ans); ok {
		return res
	}
	if res, ok := shapes.CheckTriangle(c.Checker, st, problem, ans); ok {
		return res
	}
	for _, special := range []func(*decide.Checker, *statement.Statement, *statement.Answer) (Result, bool){sequences.CheckProgression,
		sequences.CheckPercent, sequences.CheckTangent} {
		if res, ok := special(c.Checker, st, ans); ok {
			return res
		}
	}
	if why := st.Unhandled(); why != "" {
		return decide.Undecided(kind, "%s", why)
	}
	if kind == statement.KindEquation || kind == statement.KindSystem {
		if why := st.RestrictSolutions(); why != "" {
			return decide.Undecided(kind, "%s", why)
		}
	}
	if why := st.Unanswered(kind); why != "" {
		// A part of the question the kind's checker would not read leaves
		// it undecided; checkImplicit below reads every target or none.
		res = decide.Undecided(kind, "%s", why)
	} else {
		res = c.checkKind(st, ans, kind, answerSrc)
	}
	if res.Verdict == record.Undecided && (kind == statement.KindUnknown || kind == statement.KindValue) {
		if r2, ok := given.CheckImplicit(c.Checker, st, ans); ok {
			return r2
		}
	}
	return res
}

// checkKind runs the checker of the statement's kind.
func (c *checker) checkKind(st *statement.Statement, ans *statement.Answer, kind statement.Kind, answerSrc string) Result {
	if kind == statement.KindUnknown {
		return decide.Undecided(kind, "the task kind is not recognised from the statement's wording")
	}
	switch kind {
	case statement.KindValue, statement.KindSimplify, statement.KindFactor:
		return values.CheckExpr(c.Checker, st, ans, kind)
	case statement.KindIdentity:
		return values.CheckIdentity(c.Checker, st, kind)
	case statement.KindEquation:
		res := equations.CheckEquation(c.Checker, st, ans)
		if res.Verdict == record.Refute && equations.DigitCommaRe.MatchString(answerSrc) {
			// "7,3": a decimal comma or a list of two roots? Take the list
			// reading when it is the one that holds; when the list reading
			// is not refuted either, the answer's meaning is not clear.
			alt := equations.DigitCommaRe.ReplaceAllString(answerSrc, "$1; $2")
			if a2, err := statement.ReadAnswer(alt); err == nil {
				switch r2 := equations.CheckEquation(c.Checker, st, a2); r2.Verdict {
				case record.Confirm:
					r2.Note += fmt.Sprintf(" (the answer %q read as a list, the comma as a separator)", statement.Clip(answerSrc, 40))
					return r2
				case record.Undecided:
					return decide.Undecided(kind, "the answer %q is refuted read with a decimal comma, but read as a list %s", statement.Clip(answerSrc, 40), strings.TrimPrefix(r2.Note, "undecided: "))
				}
			}
		}
		if res.Verdict == record.Confirm && equations.DigitCommaRe.MatchString(answerSrc) && !st.Read.Named(statement.CueForm, "a list") {
			// "2,5" confirmed as 2.5: where the statement does not fix the
			// comma, the list 2, 5 is a reading too, and the confirmation
			// stands only if that reading is not refuted.
			cfg := latex.DefaultConfig
			cfg.ListComma = true
			if a2, err := statement.ReadAnswerConfig(answerSrc, cfg); err == nil && len(a2.Items) != len(ans.Items) {
				if r2 := equations.CheckEquation(c.Checker, st, a2); r2.Verdict != record.Confirm {
					return decide.Undecided(kind, "the answer %q holds read with a decimal comma, but read as a list it is %s; the statement does not say which the comma is", statement.Clip(answerSrc, 40), r2.Note)
				}
			}
		}
		return res
	case statement.KindSystem:
		return equations.CheckSystem(c.Checker, st, ans)
	case statement.KindInequality:
		return inequality.CheckInequality(c.Checker, st, ans)
	case statement.KindExtremum:
		return calculus.CheckExtremum(c.Checker, st, ans)
	case statement.KindLimit, statement.KindDerivative, statement.KindIntegral:
		return calculus.CheckCalculus(c.Checker, st, ans, kind)
	}
	return decide.Undecided(kind, "no checker for %s tasks", kind)
}

// refineKind combines the prose kind with the shape of the formulas.
func (c *checker) refineKind(st *statement.Statement) statement.Kind {
	var eqs, ineqs, exprs int
	calculus := statement.KindUnknown
	for _, t := range st.Targets {
		switch r := t.E.(type) {
		case *ast.Rel:
			if statement.AllEq(r) {
				eqs++
			} else if statement.IsCondition(r) {
				ineqs++
			}
		default:
			if len(equations.IdentTuple(t.E)) == 0 {
				exprs++
			}
		}
		statement.WalkExprs(t.E, func(e ast.Expr) bool {
			switch e.(type) {
			case *ast.Limit:
				calculus = statement.KindLimit
			case *ast.Integral:
				calculus = statement.KindIntegral
			case *ast.Derivative:
				if calculus == statement.KindUnknown {
					calculus = statement.KindDerivative
				}
			case *ast.Call:
				if calculus == statement.KindUnknown && statement.PrimeCallRe.MatchString(e.(*ast.Call).Name) {
					calculus = statement.KindDerivative
				}
			}
			return calculus == statement.KindUnknown
		})
	}
	k := st.Kind
	if eqs >= 2 && ineqs == 0 && exprs == 0 && (k == statement.KindIdentity || k == statement.KindValue || k == statement.KindUnknown) && st.Read.Named(statement.CueTopic, "all solutions") {
		// "Determine all real solutions to the system ... and prove that
		// there are no more", "Compute all ordered triples ... satisfying".
		return statement.KindSystem
	}
	if eqs == 1 && ineqs == 0 && exprs == 0 && k == statement.KindUnknown && equations.AsksAllSolutions(st) && equations.AlgebraicTargets(st) {
		// "Find all the solutions to $E$.": one algebraic equation (numbers,
		// letters, + − × ÷, powers and radicals: no function whose
		// convention could change the solutions), all of its solutions
		// asked (as "solve").
		return statement.KindEquation
	}
	switch k {
	case statement.KindIdentity, statement.KindExtremum:
		return k
	case statement.KindLimit, statement.KindDerivative, statement.KindIntegral:
		if calculus != statement.KindUnknown {
			return calculus
		}
		return k
	}
	if calculus != statement.KindUnknown && (k == statement.KindValue || k == statement.KindUnknown || k == statement.KindSimplify) {
		return calculus
	}
	switch {
	case k == statement.KindSystem && eqs == 0 && ineqs > 0:
		// A system of inequalities: the inequality checker solves it
		// (the later ones are read as conditions, joined by "and").
		return statement.KindInequality
	case k == statement.KindSystem && eqs >= 2:
		return statement.KindSystem
	case k == statement.KindSystem && eqs < 2:
		return statement.KindSystem
	case (k == statement.KindEquation || k == statement.KindInequality) && eqs >= 2 && ineqs == 0:
		return statement.KindSystem
	case k == statement.KindInequality, (k == statement.KindEquation || k == statement.KindUnknown && st.AfterKeyword) && ineqs > 0 && eqs == 0:
		if ineqs > 0 {
			return statement.KindInequality
		}
		return k
	case k == statement.KindEquation && eqs == 1:
		return statement.KindEquation
	case k == statement.KindEquation && eqs == 0 && exprs > 0:
		// "Solve: \frac{...}{...}" with no equation means "simplify".
		return statement.KindSimplify
	case k == statement.KindValue || k == statement.KindSimplify || k == statement.KindFactor:
		return k
	}
	return k
}

// hasRoundedItem reports an answer item printed as a decimal with digits
// after the point.
func hasRoundedItem(a *statement.Answer) bool {
	for _, it := range a.Items {
		if _, ok := statement.PrintedTolerance(it.E); ok {
			return true
		}
	}
	return false
}
