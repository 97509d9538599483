package decide

import (
	"context"
	"math/big"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestSpareGivesWorkBack: evidence computed after a verdict never spends
// the check's work: what it spent past the bound is given back, and the
// evidence is not to be recorded.
func TestSpareGivesWorkBack(t *testing.T) {
	c := NewChecker(context.Background(), Options{Seed: 1, MaxWork: 2000})
	e, err := latex.ParseExpr(`\sum_{n=1}^{5000} \sqrt{n}`)
	if err != nil {
		t.Fatal(err)
	}
	if c.Spare(func() bool { _, err := c.Eval(e, nil); return err == nil }) {
		t.Error("Spare says the evidence is to be kept though its work passed the bound")
	}
	if c.Stopped() != nil || c.Work() != 0 {
		t.Errorf("after Spare: stopped %v, work %d; want neither", c.Stopped(), c.Work())
	}
}

// TestCongruentZero: a congruence written with the floor function, for
// integers another engine computes exactly, and none past maxModDigits.
func TestCongruentZero(t *testing.T) {
	c := NewChecker(context.Background(), Options{Seed: 1})
	e, _ := latex.ParseExpr(`121 \cdot 122 \cdot 123 - 2`)
	cmp, ok := CongruentZero("residue", e, big.NewInt(4))
	if !ok || cmp.Want != record.WantZero || cmp.Err() != nil {
		t.Fatalf("CongruentZero: %v %v", ok, cmp)
	}
	if v, err := c.Eval(cmp.Left, nil); err != nil || v.Text(10) != "0" {
		t.Errorf("%s = %v (%v), want 0", cmp.Left, v, err)
	}
	e, _ = latex.ParseExpr(`121 \cdot 122 \cdot 123 - 3`)
	cmp, _ = CongruentZero("residue", e, big.NewInt(4))
	if v, err := c.Eval(cmp.Left, nil); err != nil || v.Text(10) != "3" {
		t.Errorf("%s = %v (%v), want 3", cmp.Left, v, err)
	}
	e, _ = latex.ParseExpr(`2^{200}`)
	if _, ok := CongruentZero("residue", e, big.NewInt(7)); ok {
		t.Error("a 61-digit integer is recorded")
	}
}
