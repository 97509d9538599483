package anglepair

import "testing"

// TestRead: the sentences read and what each asks; near misses not read.
func TestRead(t *testing.T) {
	for _, c := range []struct {
		problem string
		ask     Ask
	}{
		{`What is the degree measure of the supplement of the complement of a 42-degree angle?`, AskOf},
		{`What is the measure, in degrees, of the supplement of an angle measuring $50$ degrees?`, AskOf},
		{`Two complementary angles are in a ratio of $3:2$. What is the measure, in degrees, of the smaller angle?`, AskPart},
		{`The measures of a pair of supplementary angles are in the ratio of 7:2. How many degrees are in the measure of their positive difference?`, AskDiff},
		{`What is the measure of an angle, in degrees, if its supplement is six times its complement?`, AskSuppComp},
		{`What is the degree measure of an angle whose measure is double the measure of its complement?`, AskTimesComp},
		{`The complement of an angle is $5^{\circ}$ more than four times the angle. What is the number of degrees in the measure of the angle?`, AskCompMore},
		{`Angles $A$ and $B$ are supplementary. If the measure of angle $A$ is $8$ times angle $B$, what is the measure of angle A?`, AskTimesOther},
	} {
		if q, ok := Read(c.problem); !ok || q.Ask != c.ask {
			t.Errorf("%q: got %v %+v, want ask %d", c.problem, ok, q, c.ask)
		}
	}
	for _, p := range []string{
		`Angles $A$ and $B$ are supplementary. If the measure of angle $A$ is $8$ times angle $B$, what is the measure of angle B?`, // the other angle
		`What is the degree measure of the supplement of the complement of a 42-degree angle in a triangle?`,                        // a word more
		`Two complementary angles are in a ratio of $x:2$. What is the measure, in degrees, of the smaller angle?`,                  // a letter
	} {
		if q, ok := Read(p); ok {
			t.Errorf("%q: read as %+v, want not read", p, q)
		}
	}
}
