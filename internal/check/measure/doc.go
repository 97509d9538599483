// Package measure proves the measures of plane figures and solids named
// in words with their lengths stated (issue 42, MATH Geometry and
// Prealgebra): internal/statement/measure reads the whole statement (every
// word belongs to its grammar; a diagram, a figure "shown", an unread word
// leaves the row to the other readings) and gives the value asked as a
// closed formula; CheckMeasure evaluates it and decides it against the
// answer by the one decision of equality (package decide). It reads:
//
//   - one figure fixed by one length or one measure: a square (side,
//     perimeter, area, diagonal), a circle (radius, diameter,
//     circumference, area), a cube (edge, volume, surface area, the sum of
//     its edges), a sphere (radius, diameter, volume, surface area), an
//     equilateral triangle (side, perimeter, area, height);
//   - a figure fixed by its lengths given directly: a cylinder or a cone
//     (radius or diameter, height: volume, lateral or total surface area,
//     slant height), a rectangle (length, width: area, perimeter,
//     diagonal);
//   - a triangle given by its three sides (in words, or "AB = 15" for
//     triangle ABC): its area by Heron's formula, perimeter, the radius or
//     diameter of its inscribed circle, its circumradius;
//   - a polygon given by its vertices (closed rational coordinates): a
//     triangle's area, or a quadrilateral's when the four points are the
//     vertices of a strictly convex quadrilateral of the kind named
//     (parallelogram, rectangle, rhombus, square, trapezoid: checked
//     exactly), in the order its name ABCD gives, else the only convex
//     order; the shoelace formula;
//   - the angles of a polygon named by its number of sides (CheckPolyAngle,
//     issue 42, OlympiadBench and MATH Prealgebra and Geometry;
//     statement/polyangle), over ℚ in degrees: an interior angle of a
//     regular n-gon 180(n − 2)/n, the sides 360/(180 − a) from an interior
//     angle a or 360/e from an exterior angle e (an integer at least 3, else
//     undecided), the difference of two interior angles, the sum of the
//     interior angles; a differing answer is refuted.
//
// CheckPolygon (issue 42, MATH Prealgebra; internal/statement/polygon)
// answers questions on a polygon named in words: its diagonals n(n − 3)/2,
// an interior angle of a regular n-gon 180(n − 2)/n (or the difference of
// two), the sides n = 360/e of a regular polygon whose exterior angle is
// e (given, or 180 minus the interior angle given, or 180/(k + 1) when the
// interior angle is k times the exterior one), the sum 180(n − 2) of its
// interior angles, the sides of a polygon with k diagonals (n = (3 +
// √(9 + 8k))/2); every value exact, a number of sides that is not an
// integer of at least 3 undecided. An interior angle is read only of a
// regular polygon. A degree mark closing the answer is set aside when the
// value asked is in degrees.
//
// CheckClock (issue 42, MATH Prealgebra; internal/statement/clock) gives
// the angle between the hands of a clock at H:MM: the hour hand at
// 30·(H mod 12) + M/2 degrees, the minute hand at 6·M, the smaller angle
// min(d, 360 − d), exactly; an acute (obtuse) angle asked where the
// smaller angle is not one is undecided.
//
// CheckUnitChain (issue 42, MATH Prealgebra; internal/statement/unitchain)
// converts between made-up units given by two equivalences ("If 4 daps = 7
// yaps, and 5 yaps = 3 baps, how many daps equal 42 baps?"): each unit's
// worth is carried from the question's unit exactly; units not tied in one
// chain are not read.
//
// CheckAnglePair (issue 42, MATH Prealgebra; internal/statement/anglepair)
// answers questions on complementary and supplementary angles: 90 − x and
// 180 − x (the angle must have one), two angles of sum T in a ratio a:b,
// and an angle tied to its complement or supplement by a linear condition
// (its one root, which must lie strictly between 0 and 90).
//
// Every length given and every factor of Heron's formula must be positive
// (evaluated; else undecided). The form a closing sentence asks (a common
// fraction, simplest radical form) is checked on the answer as written;
// "in terms of π" asks the answer to be written with π. The evidence is
// the formula and the answer, which leg 3 recomputes.
package measure
