package ast

import (
	"errors"
	"testing"
)

func TestMapChildren(t *testing.T) {
	x, one := &Ident{Name: "x"}, &Number{Int: "1"}
	sum := &Binary{Op: Add, X: x, Y: one}
	swap := func(c Expr) (Expr, error) {
		if c == x {
			return one, nil
		}
		return c, nil
	}
	out, err := MapChildren(sum, swap)
	if err != nil || out.(*Binary).X != one || sum.X != x {
		t.Errorf("copy %s, error %v; the original's X is %s", Print(out), err, Print(sum.X))
	}
	boom := errors.New("boom")
	calls := 0
	_, err = MapChildren(&Call{Name: "f", Args: []Expr{x, x, x}}, func(c Expr) (Expr, error) { calls++; return nil, boom })
	if !errors.Is(err, boom) || calls != 1 {
		t.Errorf("error %v after %d calls, want boom after 1", err, calls)
	}
	if _, err := MapChildren(&List{Items: []Expr{x}}, swap); err == nil {
		t.Error("a list was copied")
	}
	if out, err := MapChildren(&Root{X: x}, swap); err != nil || out.(*Root).Index != nil {
		t.Errorf("a nil index: %v %v", out, err)
	}
}
