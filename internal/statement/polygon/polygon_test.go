package polygon

import "testing"

// TestRead: the sentences read, what each asks and the numbers read; near
// misses not read.
func TestRead(t *testing.T) {
	for _, c := range []struct {
		problem string
		ask     Ask
		n, m    int
		given   string
	}{
		{`How many diagonals does a convex polygon with 23 sides have?`, AskDiagonals, 23, 0, ""},
		{`How many distinct diagonals of a convex heptagon (7-sided polygon) can be drawn?`, AskDiagonals, 7, 0, ""},
		{`How many unique diagonals can be drawn in a five-sided convex polygon?`, AskDiagonals, 5, 0, ""},
		{`A diagonal of a polygon is a segment joining two nonconsecutive vertices of the polygon. How many diagonals does a regular octagon have?`, AskDiagonals, 8, 0, ""},
		{`What is the degree measure of an interior angle of a regular pentagon?`, AskInterior, 5, 0, ""},
		{`By how many degrees does the measure of an interior angle of a regular octagon exceed the measure of an interior angle of a regular hexagon?`, AskInteriorDiff, 8, 6, ""},
		{`Each interior angle of a regular polygon measures $140^\circ$. How many sides does the polygon have?`, AskSidesFromInterior, 0, 0, "140"},
		{`A regular polygon has an exterior angle that measures $15$ degrees. How many sides does the polygon have?`, AskSidesFromExterior, 0, 0, "15"},
		{`In a regular polygon, the measure of an interior angle is 6.5 times the measure of an exterior angle. How many sides does the polygon have?`, AskSidesFromRatio, 0, 0, "13/2"},
		{`If a regular polygon has a total of nine diagonals, how many sides does it have?`, AskSidesFromDiagonals, 0, 0, "9"},
	} {
		q, ok := Read(c.problem)
		given := ""
		if q.Given != nil {
			given = q.Given.RatString()
		}
		if !ok || q.Ask != c.ask || q.N != c.n || q.M != c.m || given != c.given {
			t.Errorf("%q: got %v %+v, want ask %d n %d m %d given %q", c.problem, ok, q, c.ask, c.n, c.m, c.given)
		}
	}
	for _, p := range []string{
		`What is the degree measure of an interior angle of a pentagon?`,                                                                   // not regular
		`How many diagonals does a convex polygon with $n$ sides have?`,                                                                    // a letter
		`How many interior diagonals does a regular nine-sided polygon have?`,                                                              // another word
		`How many distinct diagonals of a convex heptagon (8-sided polygon) can be drawn?`,                                                 // names disagree
		`A particular convex polygon with seven sides has exactly one right angle. How many diagonals does this seven-sided polygon have?`, // a preamble
		`How many diagonals does the hexagon shown have? [asy] draw((0,0)--(1,0)); [/asy]`,                                                 // a figure
	} {
		if q, ok := Read(p); ok {
			t.Errorf("%q: read as %+v, want not read", p, q)
		}
	}
}
