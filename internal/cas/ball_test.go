package cas

import (
	"fmt"
	"math/big"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/latex"
)

// inBall reports whether ref lies in v's enclosure.
func inBall(t *testing.T, v Value, ref *big.Float) bool {
	t.Helper()
	lo, hi, ok := v.Enclosure()
	if !ok {
		t.Fatalf("%v carries no radius", v)
	}
	return lo.Cmp(ref) <= 0 && ref.Cmp(hi) <= 0
}

// TestBallKnownValues: the enclosures at 192 bits hold values known to
// 60 digits from outside this package (Python's decimal module: Taylor
// series and its own exp, ln and sqrt).
func TestBallKnownValues(t *testing.T) {
	c := New().WithPrec(192)
	for _, tc := range []struct{ src, want string }{
		{`\sin 1`, "0.841470984807896506652502321630298999622563060798371065672751"},
		{`\cos 1`, "0.540302305868139717400936607442976603732310420617922227670097"},
		{`e`, "2.718281828459045235360287471352662497757247093699959574966967"},
		{`\ln 2`, "0.693147180559945309417232121458176568075500134360255254120680"},
		{`\ln 10`, "2.302585092994045684017991454684364207601101488628772976033327"},
		{`\sqrt{2}`, "1.414213562373095048801688724209698078569671875376948073176679"},
		{`e^{-\frac{3}{7}}`, "0.651439057531055590002987183629340351232550558359475000167732"},
		{`4\arctan 1 - \pi`, "0"},
	} {
		e, err := latex.ParseExpr(tc.src)
		if err != nil {
			t.Fatal(err)
		}
		v, err := c.Eval(e, nil)
		if err != nil {
			t.Fatalf("%s: %v", tc.src, err)
		}
		ref, _, _ := big.ParseFloat(tc.want, 10, 256, big.ToNearestEven)
		// The reference is itself known to 60 digits only: widen the
		// test by that much, far more than the radius at 192 bits.
		r, _ := v.Radius()
		wider := FloatBall(v.Float(192), new(big.Float).Add(r, big.NewFloat(1e-59)))
		if !inBall(t, wider, ref) {
			t.Errorf("%s = %s ± %s does not hold %s", tc.src, v.Text(60), r.Text('g', 3), tc.want)
		}
		if r.Cmp(big.NewFloat(1e-50)) > 0 {
			t.Errorf("%s: radius %s, wider than 192 bits allow", tc.src, r.Text('g', 3))
		}
	}
}

// TestBallHoldsHigherPrecision: for seeded random expressions of the
// elementary functions, the enclosure at 192 bits holds the value at
// 2,048 bits (whose own radius is some 10^-550 of it), and it is narrow
// where nothing cancels.
func TestBallHoldsHigherPrecision(t *testing.T) {
	lo, hi := New().WithPrec(192), New().WithPrec(2048)
	rng := rand.New(rand.NewPCG(1, 2))
	checked := 0
	for i := range 3000 {
		src := randomExpr(rng, 3)
		e, err := latex.ParseExpr(src)
		if err != nil {
			t.Fatalf("%s: %v", src, err)
		}
		v, err := lo.Eval(e, nil)
		if err != nil {
			continue
		}
		ref, err := hi.Eval(e, nil)
		if err != nil || v.IsExact() {
			continue
		}
		checked++
		if !inBall(t, v, ref.Float(2048)) {
			r, _ := v.Radius()
			t.Errorf("#%d %s: %s ± %s does not hold %s", i, src, v.Text(40), r.Text('g', 3), ref.Text(60))
		}
	}
	if checked < 1000 {
		t.Fatalf("only %d inexact expressions checked", checked)
	}
}

// randomExpr is a random expression of depth d over small rationals,
// powers of ten and the functions cas evaluates.
func randomExpr(rng *rand.Rand, d int) string {
	if d == 0 || rng.IntN(4) == 0 {
		switch rng.IntN(6) {
		case 0:
			return fmt.Sprintf("10^{%d}", rng.IntN(61)-30)
		case 1:
			return fmt.Sprintf(`\frac{%d}{%d}`, rng.IntN(200)-100, rng.IntN(50)+1)
		case 2:
			return `\pi`
		}
		return fmt.Sprint(rng.IntN(20) + 1)
	}
	a, b := randomExpr(rng, d-1), randomExpr(rng, d-1)
	fns := []string{`\sin`, `\cos`, `\tan`, `\arctan`, `\exp`, `\ln`, `\sqrt`, `\sinh`, `\tanh`}
	switch k := rng.IntN(9); k {
	case 0:
		return "(" + a + ")+(" + b + ")"
	case 1:
		return "(" + a + ")-(" + b + ")"
	case 2:
		return "(" + a + ")\\cdot(" + b + ")"
	case 3:
		return `\frac{` + a + "}{" + b + "}"
	case 4:
		return "(" + a + ")^{" + fmt.Sprint(rng.IntN(7)-3) + "}"
	case 5:
		return `\sqrt[3]{` + a + "}"
	default:
		f := fns[rng.IntN(len(fns))]
		if f == `\ln` || f == `\sqrt` {
			a = `\left|` + a + `\right|+1`
		}
		if f == `\exp` || f == `\sinh` {
			a = `\frac{1}{1+(` + a + ")^{2}}"
		}
		if f == `\sqrt` {
			return `\sqrt{` + a + "}"
		}
		return f + "\\left(" + a + "\\right)"
	}
}

// TestBallCancellation: a cancellation shows as a radius, never as a value
// known exactly; the floor of a ball that reaches an integer is not
// given, and a division by a ball holding 0 is not made.
func TestBallCancellation(t *testing.T) {
	c := New().WithPrec(192)
	eval := func(src string) (Value, error) {
		e, err := latex.ParseExpr(src)
		if err != nil {
			t.Fatal(err)
		}
		return c.Eval(e, nil)
	}
	v, err := eval(`(e^{200}+1)-e^{200}`)
	if err != nil {
		t.Fatal(err)
	}
	if r, _ := v.Radius(); r.Cmp(big.NewFloat(1)) < 0 {
		t.Errorf("(e^200+1)-e^200 = %s ± %s: the radius hides the cancellation", v.Text(10), r.Text('g', 3))
	}
	for _, src := range []string{`\lfloor \log_2(2^{400}-1) \rfloor`, `\frac{1}{(e^{200}+1)-e^{200}-1}`} {
		if _, err := eval(src); err == nil || !strings.Contains(err.Error(), "precision") {
			t.Errorf("%s: %v, want a precision error", src, err)
		}
	}
	if v, err := eval(`\lfloor \log_2(2^{400}-1) \rfloor`); err == nil {
		t.Errorf("floor decided at 192 bits: %s", v)
	}
	hiC := New().WithPrec(1024)
	e, _ := latex.ParseExpr(`\lfloor \log_2(2^{400}-1) \rfloor`)
	if v, err := hiC.Eval(e, nil); err != nil || v.RatString() != "399" {
		t.Errorf("at 1024 bits: %v %v, want 399", v, err)
	}
}
