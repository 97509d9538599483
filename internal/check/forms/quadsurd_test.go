package forms

import (
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/latex"
)

// TestQuadSurdText: the surd as a note shows it.
func TestQuadSurdText(t *testing.T) {
	c := &checker{decide.NewChecker(t.Context(), decide.Options{Seed: 1})}
	for src, want := range map[string]string{
		`\sqrt{13}`:        "√13",
		`22 - 8\sqrt{7}`:   "22 - 8·√7",
		`\frac{1}{\sqrt2}`: "1/2·√2",
		`-\sqrt{3}/3`:      "-1/3·√3",
		`\frac{3}{4}`:      "3/4",
	} {
		e, err := latex.ParseExpr(src)
		if err != nil {
			t.Fatal(err)
		}
		s, ok := quadSurdOf(c, e)
		if !ok || s.String() != want {
			t.Errorf("%s: got %q (ok=%v), want %q", src, s.String(), ok, want)
		}
	}
	e, _ := latex.ParseExpr(`\sqrt{2}+\sqrt{3}`)
	if s, ok := quadSurdOf(c, e); ok {
		t.Errorf("√2+√3 is no quadratic surd, got %s", s)
	}
}
