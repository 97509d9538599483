package cas

import (
	"bufio"
	"math"
	"math/big"
	"os"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// TestPrecision checks our elementary functions against reference values
// computed independently by math.js with 64-digit BigNumbers (see
// testdata/gen-precision.js): at least 40 matching significant digits.
func TestPrecision(t *testing.T) {
	c := New()
	q := func(a, b int64) Value { return Rat(big.NewRat(a, b)) }
	must := func(v Value, err error) Value {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	ap := func(f ast.FuncName, x Value) Value { return must(c.Apply(f, x)) }
	pow := func(a, b Value) Value { return must(c.Pow(a, b)) }
	pi := c.PiTimes(big.NewRat(1, 1))
	e := must(c.Eval(&ast.Const{Kind: ast.E}, nil))
	dec := func(s string) Value { return must(ParseValue(s)) }
	sinPi7 := ap(ast.Sin, must(c.Div(pi, Int(7))))
	cases := map[string]func() Value{
		"pi":            func() Value { return pi },
		"e":             func() Value { return e },
		"sin1":          func() Value { return ap(ast.Sin, Int(1)) },
		"cos1":          func() Value { return ap(ast.Cos, Int(1)) },
		"tan1":          func() Value { return ap(ast.Tan, Int(1)) },
		"cot1":          func() Value { return ap(ast.Cot, Int(1)) },
		"sec1":          func() Value { return ap(ast.Sec, Int(1)) },
		"csc1":          func() Value { return ap(ast.Csc, Int(1)) },
		"atan_half":     func() Value { return ap(ast.Arctan, q(1, 2)) },
		"atan100":       func() Value { return ap(ast.Arctan, Int(100)) },
		"asin07":        func() Value { return ap(ast.Arcsin, q(7, 10)) },
		"acos03":        func() Value { return ap(ast.Arccos, q(3, 10)) },
		"acos09999":     func() Value { return ap(ast.Arccos, q(9999, 10000)) },
		"acot_m2":       func() Value { return ap(ast.Arccot, Int(-2)) },
		"ln2":           func() Value { return ap(ast.Ln, Int(2)) },
		"ln10":          func() Value { return ap(ast.Ln, Int(10)) },
		"ln_1e-30":      func() Value { return ap(ast.Ln, dec("1e-30")) },
		"lg2":           func() Value { return ap(ast.Lg, Int(2)) },
		"log3_10":       func() Value { return must(c.Apply(ast.Log, Int(3), Int(10))) },
		"sqrt2":         func() Value { return must(c.Sqrt(Int(2))) },
		"cbrt2":         func() Value { return must(c.Root(Int(2), Int(3))) },
		"root5_7":       func() Value { return must(c.Root(Int(7), Int(5))) },
		"pow10_half":    func() Value { return pow(Int(10), q(1, 2)) },
		"pow2_sqrt2":    func() Value { return pow(Int(2), must(c.Sqrt(Int(2)))) },
		"pi_e":          func() Value { return pow(pi, e) },
		"pow_1.5_100":   func() Value { return pow(q(3, 2), Int(100)) },
		"exp10":         func() Value { return ap(ast.Exp, Int(10)) },
		"exp_m10":       func() Value { return ap(ast.Exp, Int(-10)) },
		"exp_half":      func() Value { return ap(ast.Exp, q(1, 2)) },
		"exp100":        func() Value { return ap(ast.Exp, Int(100)) },
		"sin1e10":       func() Value { return ap(ast.Sin, Int(1e10)) },
		"cos1e10":       func() Value { return ap(ast.Cos, Int(1e10)) },
		"sin1e22":       func() Value { return ap(ast.Sin, dec("1e22")) },
		"sin1e-20":      func() Value { return ap(ast.Sin, dec("1e-20")) },
		"tan_near_pole": func() Value { return ap(ast.Tan, dec("1.5707963267948966")) },
		"sinh_half":     func() Value { return ap(ast.Sinh, q(1, 2)) },
		"cosh2":         func() Value { return ap(ast.Cosh, Int(2)) },
		"tanh01":        func() Value { return ap(ast.Tanh, q(1, 10)) },
		"sinh1e-10":     func() Value { return ap(ast.Sinh, dec("1e-10")) },
		"sin_pi_7_sq":   func() Value { return pow(sinPi7, Int(2)) },
		"mixed": func() Value {
			return must(c.Mul(must(c.Add(q(2, 3), q(5, 7))), pow(sinPi7, Int(2))))
		},
		"sin_2_03_sq":   func() Value { return pow(ap(ast.Sin, must(c.Mul(Int(2), q(3, 10)))), Int(2)) },
		"sin50deg":      func() Value { return ap(ast.Sin, c.PiTimes(big.NewRat(50, 180))) },
		"tan1deg":       func() Value { return ap(ast.Tan, c.PiTimes(big.NewRat(1, 180))) },
		"sin355_113":    func() Value { return ap(ast.Sin, q(355, 113)) },
		"tan1e10":       func() Value { return ap(ast.Tan, Int(1e10)) },
		"cos1e22":       func() Value { return ap(ast.Cos, dec("1e22")) },
		"ln_1p1e-40":    func() Value { return ap(ast.Ln, dec("1.0000000000000000000000000000000000000001")) },
		"exp_m1000":     func() Value { return ap(ast.Exp, Int(-1000)) },
		"exp1000":       func() Value { return ap(ast.Exp, Int(1000)) },
		"atan1e-30":     func() Value { return ap(ast.Arctan, dec("1e-30")) },
		"asin1e-30":     func() Value { return ap(ast.Arcsin, dec("1e-30")) },
		"acos_m0999999": func() Value { return ap(ast.Arccos, dec("-0.999999")) },
		"tanh20":        func() Value { return ap(ast.Tanh, Int(20)) },
		"sinh_m1e-30":   func() Value { return ap(ast.Sinh, dec("-1e-30")) },
		"pow_near1":     func() Value { return pow(dec("0.999999"), Int(1000000)) },
		"sqrt_1e-100":   func() Value { return must(c.Sqrt(dec("2e-100"))) },
		"ln_huge":       func() Value { return ap(ast.Ln, pow(Int(10), Int(1000))) },
	}
	f, err := os.Open("testdata/precision.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	seen := 0
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		parts := strings.Split(sc.Text(), "\t")
		if len(parts) != 3 {
			t.Fatalf("bad line %q", sc.Text())
		}
		name, want := parts[0], parts[2]
		fn, ok := cases[name]
		if !ok {
			t.Errorf("%s: no Go case", name)
			continue
		}
		seen++
		got := fn()
		d := matchingDigits(got, dec(want))
		t.Logf("%-14s %5.1f digits", name, d)
		if d < 40 {
			t.Errorf("%s = %s\n  want %s\n  only %.1f matching digits", name, got.Text(64), want, d)
		}
	}
	if seen != len(cases) {
		t.Errorf("%d cases in the file, %d in the test", seen, len(cases))
	}
}

// matchingDigits returns -log10 of the relative error of got against want.
func matchingDigits(got, want Value) float64 {
	g, w := got.Float(512), want.Float(512)
	d := new(big.Float).SetPrec(512).Sub(g, w)
	if d.Sign() == 0 {
		return 1000
	}
	d.Quo(d, w)
	d.Abs(d)
	m := new(big.Float)
	exp := d.MantExp(m)
	mf, _ := m.Float64()
	// log10(m·2^exp)
	return -(math.Log10(mf) + float64(exp)*math.Log10(2))
}

// TestPrecisionScales checks that results carry about Prec bits: values at
// 128 and 512 bits agree with the same values at 1536 bits to within 16 bits
// of their precision.
func TestPrecisionScales(t *testing.T) {
	hi := New().WithPrec(1536)
	x := Rat(big.NewRat(7, 3))
	big1 := Rat(big.NewRat(123456789, 1))
	funcs := []ast.FuncName{ast.Sin, ast.Cos, ast.Tan, ast.Arctan, ast.Exp, ast.Ln, ast.Sinh, ast.Tanh, ast.Arccot}
	for _, prec := range []uint{128, 512} {
		lo := New().WithPrec(prec)
		need := float64(prec-16) * math.Log10(2)
		for _, f := range funcs {
			for _, arg := range []Value{x, big1} {
				if f == ast.Exp || f == ast.Sinh {
					if arg == big1 {
						continue
					}
				}
				a, err1 := lo.Apply(f, arg)
				b, err2 := hi.Apply(f, arg)
				if err1 != nil || err2 != nil {
					t.Fatalf("%v(%v): %v %v", f, arg, err1, err2)
				}
				if d := matchingDigits(a, b); d < need {
					t.Errorf("prec %d: %v(%v): %.1f digits, want %.1f", prec, f, arg, d, need)
				}
			}
		}
		pa, _ := lo.Pow(x, Rat(big.NewRat(1, 7)))
		pb, _ := hi.Pow(x, Rat(big.NewRat(1, 7)))
		if d := matchingDigits(pa, pb); d < need {
			t.Errorf("prec %d: (7/3)^(1/7): %.1f digits", prec, d)
		}
	}
}
