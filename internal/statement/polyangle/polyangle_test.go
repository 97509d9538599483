package polyangle

import "testing"

func TestRead(t *testing.T) {
	q, ok := Read(`Each interior angle of a regular $(12)$-gon has measure $d^{\circ}$. Compute $d$.`)
	if !ok || q.Ask != AskInterior || q.N != 12 {
		t.Errorf("T-gon: %+v %v", q, ok)
	}
	q, ok = Read(`Each interior angle of a regular polygon measures $140^\circ$. How many sides does the polygon have?`)
	if !ok || q.Ask != AskSidesInterior || q.Angle != "140" {
		t.Errorf("sides: %+v %v", q, ok)
	}
	for _, p := range []string{
		`Each interior angle of a regular polygon measures $140^\circ$. How many diagonals does the polygon have?`,
		`What is the measure, in degrees, of one exterior angle of a regular hexagon?`,
		`Each interior angle of a regular $(2)$-gon has measure $d^{\circ}$. Compute $d$.`,
	} {
		if q, ok := Read(p); ok {
			t.Errorf("%q read as %+v", p, q)
		}
	}
}
