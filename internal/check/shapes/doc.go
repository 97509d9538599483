// Package shapes proves the answers of questions read from a whole
// statement's shape (internal/statement reads the shape; every word of
// the statement is accounted for by it), each computed exactly:
//
//   - the coefficient of a monomial, or the constant term, in the expansion
//     of a formula (CheckCoefficient: algebra.LaurentOf; "What is the
//     coefficient of $x^2y^2$ in the expansion of $(x+y)^4+(x+2y)^4$?"
//     answered 30);
//   - an expression of sets listed by their elements or by a set-builder
//     condition (CheckSetOps: every element tested exactly); issue 42
//     (Gaokao): a set-builder {x | x ∈ P and x ∉ Q} of listed sets is
//     P \ Q, and an intersection of set-builders whose conditions are
//     linear in x is an interval, compared end by end (value and
//     openness) with a set-builder answer (setinterval.go);
//   - a multiple-choice question (CheckChoice): every option decided
//     exactly, the answer's letter confirmed when it names the one option
//     that holds;
//   - a circle given by its equation (CheckCircle): its center, radius,
//     area, the distance of the center to a point, the constant for a
//     given radius ("Find the radius of the circle with equation
//     $x^2 + 8x + y^2 - 6y = 0$." answered 5);
//   - the domain of a rational expression (CheckRationalDomain): the real
//     line without the real roots of every divisor, as open intervals;
//   - the positive difference between two values (CheckDifference);
//   - a quadratic equation with the solutions named (CheckQuadraticFromRoots:
//     the answer's equation of degree 2 whose coefficients give their sum
//     and product, Vieta);
//   - the slope through two points (CheckSlope, "undefined" for a
//     vertical line) and the slope of a line parallel or perpendicular to
//     a given one (CheckRelatedSlope);
//   - the third side of a triangle given by two sides and their included
//     angle (CheckTriangle: the law of cosines);
//   - a point converted between rectangular coordinates and polar,
//     cylindrical or spherical ones (CheckCoordConversion, issue 42): the
//     rectangular images compared coordinate by coordinate, and an answer
//     in polar, cylindrical or spherical coordinates held to the ranges
//     its form clause names ("Convert the point $(1,-\sqrt{3})$ in
//     rectangular coordinates to polar coordinates. Enter your answer in
//     the form $(r,\theta),$ where $r > 0$ and $0 \le \theta < 2 \pi.$"
//     answered (2, 5π/3)).
//
// Issue 42 adds the book problems whose words read as a closed
// computation (tried together by internal/check/wordshapes.go), each
// statement read whole by its package under internal/statement:
//
//   - a mixture's amount (CheckMixture, statement/mixture): x·a + Q·b =
//     (x + Q)·c solved exactly;
//   - completing the square (CheckCompleteSquare, statement/cosquare): the
//     form (x + a)² = b fixed by the real solutions, a quadratic identity,
//     the book's constant and perfect square;
//   - the area of a polygon given by its vertices (CheckPolygonArea,
//     statement/polyarea): the shoelace formula over a triangle, a named
//     simple polygon or points in strictly convex position; a triangle in
//     space by the cross product;
//   - a unit conversion (CheckUnits, statement/units): the ratio of exact
//     unit sizes;
//   - scientific and standard notation (CheckNotation, statement/notation):
//     the value exactly and the form asked;
//   - compound interest (CheckInterest, statement/interest): the amount or
//     the principal, rounded to the cent.
//
// Each entry point returns ok false when the statement is not its shape,
// so that the next checker of the dispatch reads it; the front door tries
// them in its order (internal/check/run.go), the triangle with the
// special questions after the answer is read. Values are compared by the
// one decision of equality (decide.Checker.FoundVerdict, NumericVerdict)
// or exactly as rationals.
//
// The quotient of a polynomial division (CheckPolyQuotient, issue 42;
// read by internal/statement/polyquot: "Find the quotient when $x^5 + 7$
// is divided by $x + 1.$") is found exactly over ℚ (algebra.Divmod) and
// compared with the answer coefficient by coefficient; an answer that is
// not a polynomial in the letter is not read.
//
// An ellipse or a hyperbola given by its equation (CheckConic, issue 42;
// read by internal/statement/conic): the squares completed exactly, A(x −
// h)² + C(y − k)² = R with no xy term, the conic named checked (an ellipse
// that is no circle, or a hyperbola); the distance between the foci or
// the vertices, the major or minor axis or the area is a closed surd,
// compared in ℚ(√s) exactly when the answer is a quadratic surd.
//
// Small questions of plane geometry given by exact numbers
// (CheckPlaneGeo, issue 42, Gaokao; read by internal/statement/planegeo):
// sin, cos or tan of a triangle's angle given its three sides (the law of
// cosines), the slope of a circle's tangent at a point given the center,
// the acute angle of two slopes (decided only at 45°), the distance from a
// point of y² = 2px to its directrix; each value written from the
// statement's numbers and compared in ℚ(√s) exactly (forms.QuadSurd.Equal).
//
// The focus, the directrix or the vertex of a parabola u = a v² + b v + c
// given by its equation (CheckParabola, issue 42; read by
// internal/statement/parabola): the square completed exactly, the focus at
// u = k + 1/(4a), the directrix u = k − 1/(4a), compared with the answer's
// pair or line.
//
// The asymptotes of the graph of P/Q (CheckAsymptote, issue 42; read by
// internal/statement/asymptote): P and Q reduced by their gcd, exactly;
// the oblique asymptote is the quotient, the horizontal one the ratio of
// the leading coefficients (or 0), the vertical ones the distinct real
// roots of the reduced denominator (Sturm); where they meet; where the
// graph crosses its horizontal asymptote (the one rational root of
// P − c·Q off the poles).
//
// The range of a one-to-one rational function (CheckRationalRange, issue
// 42; read by internal/statement/ratrange): P/Q reduced to (ax + b)/(cx +
// d) with ad − bc ≠ 0 or to a linear function; its range is ℝ minus a/c
// and the values at the holes, and only exactly those open intervals are
// confirmed (never refuted).
//
// The vertex of the parabola y = P(x) (CheckVertex, issue 42; read by
// internal/statement/vertexq): P exactly a quadratic over ℚ, the vertex
// (−b/(2a), P(−b/(2a))); a value E(m, n) at the vertex named (m, n), or
// the distance to a point or between two vertices (√d², d² exact; the
// answer q√s with q²s = d² when d is irrational).
//
// It does not answer a shape whose parts are not exact: a coefficient
// that depends on another letter or a formula not expanded exactly, a set
// not inside the listed sets, an option not decided (or a number of
// options that hold other than one), an equation that is no circle, an
// irrational excluded point of a domain or a domain with a root, an
// absolute value or a function, solutions that are not p + q√s, a
// vertical or horizontal given line, an angle without a unit, a converted
// angle that is not an exact multiple of π or a point on the z-axis: all
// are undecided. It stands on decide and forms.
package shapes
