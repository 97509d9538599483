package soundness

import (
	"context"
	"slices"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestProgShift: the value asked about a progression given by equations
// is mutated one each way, only where progcond.Read reads the statement;
// leg 1 refutes both mutants.
func TestProgShift(t *testing.T) {
	p := `Let $S_{n}$ be the sum of the first $n$ items of a geometric sequence $\{a_{n}\}$. If $S_{4}=-5$ and $S_{6}=21S_{2}$, find $S_{8}$.`
	got := answers(generate(p, `-85`), ProgShift)
	// At (u, w) = (-1/3, 2): S_7 = -127/3, S_9 = -511/3.
	if !slices.Equal(got, []string{`-\frac{127}{3}`, `-\frac{511}{3}`}) {
		t.Errorf("S_8 = -85: got %q, want S_7 and S_9", got)
	}
	for _, m := range got {
		if r := check.Check(context.Background(), p, m, check.Options{Seed: 1}); r.Verdict != record.Refute {
			t.Errorf("mutant %s: leg 1 says %s, want refute", m, r.Verdict)
		}
	}
	if got := answers(generate(`What is $S_{8}$ if $S_{4}=-5$?`, `-85`), ProgShift); len(got) != 0 {
		t.Errorf("not the shape: %q", got)
	}
}

// TestSlopeSlip: a coordinate fixed by a slope is mutated to the values
// with the slope negated and inverted; leg 1 refutes both.
func TestSlopeSlip(t *testing.T) {
	p := `Given the points $(x, 5)$ and $(8,0)$ and a slope of $-\frac{5}{6}$, find the value of $x$.`
	got := answers(generate(p, `2`), SlopeSlip)
	// -5 = m(8 - x): m = 5/6 gives x = 14, m = -6/5 gives x = 23/6.
	if !slices.Equal(got, []string{"14", `\frac{23}{6}`}) {
		t.Errorf("x = 2: got %q, want 14 and 23/6", got)
	}
	for _, m := range got {
		if r := check.Check(context.Background(), p, m, check.Options{Seed: 1}); r.Verdict != record.Refute {
			t.Errorf("mutant %s: leg 1 says %s, want refute", m, r.Verdict)
		}
	}
}

// TestLCDSlip: a least common denominator is mutated to 2D and v·D, a
// built-up list's first numerator to N + 1; leg 1 confirms none.
func TestLCDSlip(t *testing.T) {
	for _, c := range []struct{ p, a string }{
		{`Find the Least Common Denominator: $x^{2}-9, x^{2}-6 x+9$`, `(x-3)^{2}(x+3)`},
		{`Find the Least Common Denominator: $5 x^{2} y, 25 x^{3} y^{5} z$`, `25 x^{3} y^{5} z`},
		{`Build up each fraction by finding the Least Common Denominator: $\frac{3 x}{x-4}, \frac{2}{x+2}$`, `\frac{3 x^{2}+6 x}{(x-4)(x+2)}, \frac{2 x-8}{(x-4)(x+2)}`},
	} {
		if r := check.Check(context.Background(), c.p, c.a, check.Options{Seed: 1}); r.Verdict != record.Confirm {
			t.Fatalf("%s: the original is %s, want confirm", c.a, r.Verdict)
		}
		got := answers(generate(c.p, c.a), LCDSlip)
		if len(got) == 0 {
			t.Errorf("%s: no lcd-slip mutant", c.a)
		}
		for _, m := range got {
			if r := check.Check(context.Background(), c.p, m, check.Options{Seed: 1}); r.Verdict == record.Confirm {
				t.Errorf("mutant %s of %s: leg 1 confirms it", m, c.a)
			}
		}
	}
}

// TestInverseSlip: an inverse f^{-1}(x) = G is mutated to G + 1 and 2G;
// leg 1 confirms neither.
func TestInverseSlip(t *testing.T) {
	p := `Find the inverse of the function: $f(x)=\frac{5 x-5}{4}$`
	a := `f^{-1}(x)=\frac{5+4 x}{5}`
	if r := check.Check(context.Background(), p, a, check.Options{Seed: 1}); r.Verdict != record.Confirm {
		t.Fatalf("the original is %s, want confirm", r.Verdict)
	}
	got := answers(generate(p, a), InverseSlip)
	if len(got) != 2 {
		t.Errorf("got %q, want two inverse-slip mutants", got)
	}
	for _, m := range got {
		if r := check.Check(context.Background(), p, m, check.Options{Seed: 1}); r.Verdict == record.Confirm {
			t.Errorf("mutant %s: leg 1 confirms it", m)
		}
	}
}

// TestExcludedSlip: the numerator's zeros are added to the excluded
// values; leg 1 refutes the mutant.
func TestExcludedSlip(t *testing.T) {
	p := `State the excluded values for $\frac{b^{2}+12 b+32}{b^{2}+4 b-32}$`
	got := answers(generate(p, `-8, 4`), ExcludedSlip)
	if !slices.Equal(got, []string{"-8, -4, 4"}) {
		t.Errorf("got %q, want -8, -4, 4", got)
	}
	for _, m := range got {
		if r := check.Check(context.Background(), p, m, check.Options{Seed: 1}); r.Verdict != record.Refute {
			t.Errorf("mutant %s: leg 1 says %s, want refute", m, r.Verdict)
		}
	}
}

// TestInterestSlip: simple interest and yearly compounding (the neighbouring
// cents are const-change mutants already); leg 1 refutes each mutant.
func TestInterestSlip(t *testing.T) {
	p := `Find the principal that will amount to $\$ 3500$ if invested at $4 \%$ interest compounded quarterly for 5 years.`
	got := answers(generate(p, `2868.41`), InterestSlip)
	if !slices.Equal(got, []string{"2916.67", "2876.74"}) {
		t.Errorf("got %q", got)
	}
	for _, m := range got {
		if r := check.Check(context.Background(), p, m, check.Options{Seed: 1}); r.Verdict != record.Refute {
			t.Errorf("mutant %s: leg 1 says %s, want refute", m, r.Verdict)
		}
	}
}

// TestNotationShift: the decimal point of a standard numeral moved one
// place; leg 1 refutes each mutant.
func TestNotationShift(t *testing.T) {
	for _, c := range []struct {
		p, a string
		want []string
	}{
		{`Write the number in standard notation: $8.7 \times 10^{5}$`, `870000`, []string{`8700000`, `87000`}},
		{`Write the number in standard notation: $8.7 \times 10^{-2}$`, `0.087`, []string{`0.87`, `0.0087`}},
	} {
		got := answers(generate(c.p, c.a), NotationShift)
		if !slices.Equal(got, c.want) {
			t.Errorf("%s: got %q, want %q", c.p, got, c.want)
		}
		for _, m := range got {
			if r := check.Check(context.Background(), c.p, m, check.Options{Seed: 1}); r.Verdict != record.Refute {
				t.Errorf("mutant %s: leg 1 says %s, want refute", m, r.Verdict)
			}
		}
	}
}

// TestUnitSlip: the ratio of the units inverted, and a volume converted
// with the lengths' ratio; leg 1 refutes each mutant.
func TestUnitSlip(t *testing.T) {
	p := `How many cubic feet are in three cubic yards?`
	got := answers(generate(p, `81`), UnitSlip)
	if !slices.Equal(got, []string{`\frac{1}{9}`, "9"}) {
		t.Errorf("got %q", got)
	}
	for _, m := range got {
		if r := check.Check(context.Background(), p, m, check.Options{Seed: 1}); r.Verdict != record.Refute {
			t.Errorf("mutant %s: leg 1 says %s, want refute", m, r.Verdict)
		}
	}
}

// TestAreaSlip: twice the area, and the shoelace sum over the points in
// their listed order; leg 1 refutes each mutant.
func TestAreaSlip(t *testing.T) {
	p := `How many square units are in the area of the parallelogram with vertices at (0, 0), (6, 0), (2, 8) and (8, 8)?`
	got := answers(generate(p, `48`), AreaSlip)
	if !slices.Equal(got, []string{"96"}) { // the listed order crosses itself, its sum 0: no second mutant
		t.Errorf("got %q", got)
	}
	for _, m := range got {
		if r := check.Check(context.Background(), p, m, check.Options{Seed: 1}); r.Verdict != record.Refute {
			t.Errorf("mutant %s: leg 1 says %s, want refute", m, r.Verdict)
		}
	}
}

// TestSquareSlip: the expression asked with a's sign turned, and with C
// not divided by A; leg 1 refutes each mutant.
func TestSquareSlip(t *testing.T) {
	p := `Krzysztof solved the quadratic equation $11x^2-44x-99=0$ by completing the square. In the process, he came up with the equivalent equation $$(x+r)^2 = s,$$where $r$ and $s$ are constants.  What is $r+s$?`
	got := answers(generate(p, `11`), SquareSlip)
	if !slices.Equal(got, []string{"15", "101"}) {
		t.Errorf("got %q", got)
	}
	for _, m := range got {
		if r := check.Check(context.Background(), p, m, check.Options{Seed: 1}); r.Verdict != record.Refute {
			t.Errorf("mutant %s: leg 1 says %s, want refute", m, r.Verdict)
		}
	}
}

// TestMixtureSlip: the total and the ratio the wrong way round; leg 1
// refutes each mutant.
func TestMixtureSlip(t *testing.T) {
	p := `How many grams of pure acid must be added to 40 grams of a $20 \%$ acid solution to make a solution which is $36 \%$ acid?`
	got := answers(generate(p, `10`), MixtureSlip)
	if !slices.Equal(got, []string{"50", "160"}) {
		t.Errorf("got %q", got)
	}
	for _, m := range got {
		if r := check.Check(context.Background(), p, m, check.Options{Seed: 1}); r.Verdict != record.Refute {
			t.Errorf("mutant %s: leg 1 says %s, want refute", m, r.Verdict)
		}
	}
}
