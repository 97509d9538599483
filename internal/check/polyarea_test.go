package check

import (
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestPolygonArea: the area of a polygon given by its vertices (issue 42,
// MATH, OlympiadBench): the shoelace formula over a triangle, a named
// polygon in its name's order, or the hull of points in convex position;
// points not in convex position, a crossed named polygon or one word more:
// undecided; another number: refuted.
func TestPolygonArea(t *testing.T) {
	C, R, U := record.Confirm, record.Refute, record.Undecided
	runAuditCases(t, []auditCase{
		{`Find the area of the triangle with vertices $(3,-5),$ $(-2,0),$ and $(1,-6).$`, `\frac{15}{2}`, C, "shoelace"},
		{`Find the area of the triangle with vertices $(3,-5),$ $(-2,0),$ and $(1,-6).$`, `15`, R, ""},
		{`Find the area of the triangle with vertices $(0,7,10),$ $(-1,6,6),$ and $(-4,9,6).$`, `9`, C, "(B − A) × (C − A)"},
		{`Find the area of the triangle with vertices $(0,7,10),$ $(-1,6,6),$ and $(-4,9,6).$`, `18`, R, ""},
		{`How many square units are in the area of the parallelogram with vertices at (0, 0), (6, 0), (2, 8) and (8, 8)?`, `48`, C, "shoelace"}, // measure.CheckMeasure reads it first (a parallelogram checked as one)
		{`Hexagon $A B C D E F$ has vertices $A(0,0), B(4,0), C(7,2), D(7,5), E(3,5)$, $F(0,3)$. What is the area of hexagon $A B C D E F$ ?`, `29`, C, "in the order of its name"},
		{`A triangle has vertices at $(-3,2),(6,-2),(3,5)$. How many square units are in the area of the triangle? Express your answer as a decimal to the nearest tenth.`, `25.5`, C, ""},
		// Points that are not the vertices of the kind named: the
		// statement's premise is false, and the area is not decided.
		{`What is the area of the rectangle with vertices $(0, 0)$, $(6, 0)$, $(6, 4)$ and $(1, 4)$?`, `22`, U, "not the vertices of a rectangle"},
		{`What is the area of the trapezoid with vertices $(0, 0)$, $(6, 0)$, $(5, 4)$ and $(1, 5)$?`, `\frac{53}{2}`, U, "not the vertices of a trapezoid"},
		{`What is the area of the square with vertices $(0, 0)$, $(2, 0)$, $(2, 1)$ and $(0, 1)$?`, `2`, U, "not the vertices of a square"},
		// A point inside the others' hull: the polygon is not unique.
		{`What is the area in square units of the quadrilateral with vertices $(0, 0)$, $(4, 0)$, $(1, 1)$ and $(0, 4)$?`, `4`, U, "not in strictly convex position"},
		// A named polygon that crosses itself.
		{`Trapezoid $ABCD$ has vertices $A(0,0)$, $B(4,0)$, $C(0,4)$ and $D(4,4)$. What is the area of trapezoid $ABCD$?`, `16`, U, "not simple"},
		// Four points for a triangle, one word more: not read.
		{`What is the area of the triangle with vertices $(0,0)$, $(1,0)$, $(0,1)$ and $(1,1)$?`, `1`, U, ""},
		{`What is the area of the shaded triangle with vertices $(0,0)$, $(1,0)$ and $(0,1)$?`, `\frac{1}{2}`, U, ""},
	})
}
