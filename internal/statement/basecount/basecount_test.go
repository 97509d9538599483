package basecount

import "testing"

func TestRead(t *testing.T) {
	q, ok := Read(`Compute the number of positive integers $b$ such that the number $(41)$ has exactly two digits when written in base $b$.`)
	if !ok || q.N != "(41)" || q.K != 2 {
		t.Errorf("two digits: %+v %v", q, ok)
	}
	if q, ok := Read(`Compute the number of positive integers $b$ such that the number $(41)$ has at least two digits when written in base $b$.`); ok {
		t.Errorf("at least read as %+v", q)
	}
}
