package cas

import (
	"context"
	"errors"
	"math/big"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// Hand-built trees, independent of the parser.

func num(s string) ast.Expr {
	ip, fp, _ := cut(s, '.')
	return &ast.Number{Int: ip, Frac: fp}
}

func cut(s string, b byte) (string, string, bool) {
	for i := 0; i < len(s); i++ {
		if s[i] == b {
			return s[:i], s[i+1:], true
		}
	}
	return s, "", false
}

func id(name string) ast.Expr { return &ast.Ident{Name: name} }
func bin(op ast.BinaryOp, x, y ast.Expr) ast.Expr {
	return &ast.Binary{Op: op, X: x, Y: y}
}
func fn(name ast.FuncName, args ...ast.Expr) ast.Expr { return &ast.Func{Name: name, Args: args} }
func neg(x ast.Expr) ast.Expr                         { return &ast.Unary{Op: ast.Neg, X: x} }
func deg(x ast.Expr) ast.Expr                         { return &ast.Postfix{Op: ast.Degree, X: x} }

func TestEvalTrees(t *testing.T) {
	c := New()
	cases := []struct {
		name  string
		e     ast.Expr
		env   Env
		exact string // p/q when the result must be exact
		text  string // else its first digits
	}{
		{"colon left to right", bin(ast.Mul, bin(ast.Div, num("12"), num("3")), num("2")), nil, "8", ""},
		{"mixed number", bin(ast.Add, num("2"), bin(ast.Div, num("1"), num("3"))), nil, "7/3", ""},
		{"reciprocal", bin(ast.Pow, bin(ast.Div, num("1"), num("2")), neg(num("1"))), nil, "2", ""},
		{"floor", fn(ast.Floor, num("3.7")), nil, "3", ""},
		{"floor negative", fn(ast.Floor, neg(num("3.7"))), nil, "-4", ""},
		{"frac part", fn(ast.FracPart, neg(num("1.25"))), nil, "3/4", ""},
		{"4th root", &ast.Root{Index: num("4"), X: num("16")}, nil, "2", ""},
		{"cube root negative", &ast.Root{Index: num("3"), X: neg(num("27"))}, nil, "-3", ""},
		{"lg", fn(ast.Lg, num("1000")), nil, "3", ""},
		{"log2 8", &ast.Func{Name: ast.Log, Base: num("2"), Args: []ast.Expr{num("8")}}, nil, "3", ""},
		{"tg 45", fn(ast.Tan, deg(num("45"))), nil, "1", ""},
		{"sin 30", fn(ast.Sin, deg(num("30"))), nil, "1/2", ""},
		{"cos 120", fn(ast.Cos, deg(num("120"))), nil, "-1/2", ""},
		{"cos pi", fn(ast.Cos, &ast.Const{Kind: ast.Pi}), nil, "-1", ""},
		{"sin 2pi/pi", bin(ast.Div, bin(ast.Mul, num("2"), &ast.Const{Kind: ast.Pi}), &ast.Const{Kind: ast.Pi}), nil, "2", ""},
		{"sqrt 9/4", &ast.Root{X: bin(ast.Div, num("9"), num("4"))}, nil, "3/2", ""},
		{"4^-1/2", bin(ast.Pow, num("4"), neg(bin(ast.Div, num("1"), num("2")))), nil, "1/2", ""},
		{"periodic", &ast.Number{Int: "0", Repeat: "3"}, nil, "1/3", ""},
		{"periodic 2", &ast.Number{Int: "1", Frac: "2", Repeat: "34"}, nil, "611/495", ""},
		{"percent", &ast.Postfix{Op: ast.Percent, X: num("5")}, nil, "1/20", ""},
		{"factorial", fn(ast.Factorial, num("10")), nil, "3628800", ""},
		{"binom", fn(ast.Binom, num("10"), num("3")), nil, "120", ""},
		{"gcd", fn(ast.GCD, num("12"), num("18")), nil, "6", ""},
		{"lcm", fn(ast.LCM, num("4"), num("6")), nil, "12", ""},
		{"max", fn(ast.Max, num("4"), num("6"), neg(num("1"))), nil, "6", ""},
		{"env", bin(ast.Mul, id("x"), id("x")), Env{"x": Int(3)}, "9", ""},
		{"sum", &ast.BigOp{Var: "k", Lo: num("1"), Hi: num("100"), X: id("k")}, nil, "5050", ""},
		{"prod", &ast.BigOp{Prod: true, Var: "k", Lo: num("1"), Hi: num("5"), X: id("k")}, nil, "120", ""},
		{"arcsin 1/2 / pi", bin(ast.Div, fn(ast.Arcsin, bin(ast.Div, num("1"), num("2"))), &ast.Const{Kind: ast.Pi}), nil, "1/6", ""},
		{"sin^2 2alpha", bin(ast.Pow, fn(ast.Sin, bin(ast.Mul, num("2"), id("alpha"))), num("2")), Env{"alpha": Rat(big.NewRat(3, 10))}, "", "0.3188211227616632"},
		{"sqrt2", &ast.Root{X: num("2")}, nil, "", "1.414213562373095048801688724209698078569"},
		{"e", &ast.Const{Kind: ast.E}, nil, "", "2.718281828459045235360287471352662497757"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			v, err := c.Eval(tc.e, tc.env)
			if err != nil {
				t.Fatalf("error: %v", err)
			}
			if tc.exact != "" {
				if got := v.RatString(); got != tc.exact {
					t.Fatalf("got %v (exact %q), want exact %s", v, got, tc.exact)
				}
				return
			}
			if v.IsExact() {
				t.Fatalf("got exact %v, want inexact", v)
			}
			if got := v.Text(len(tc.text)); got[:len(tc.text)-1] != tc.text[:len(tc.text)-1] {
				t.Fatalf("got %s, want %s", got, tc.text)
			}
		})
	}
}

func TestEvalErrors(t *testing.T) {
	c := New()
	pi := &ast.Const{Kind: ast.Pi}
	cases := []struct {
		name string
		e    ast.Expr
		kind ErrKind
	}{
		{"div zero", bin(ast.Div, num("1"), bin(ast.Sub, num("2"), num("2"))), ErrDomain},
		{"sqrt negative", &ast.Root{X: neg(num("4"))}, ErrDomain},
		{"ln 0", fn(ast.Ln, num("0")), ErrDomain},
		{"log base 1", &ast.Func{Name: ast.Log, Base: num("1"), Args: []ast.Expr{num("8")}}, ErrDomain},
		{"log base negative", &ast.Func{Name: ast.Log, Base: neg(num("2")), Args: []ast.Expr{num("8")}}, ErrDomain},
		{"tan 90deg", fn(ast.Tan, deg(num("90"))), ErrDomain},
		{"tan pi/2", fn(ast.Tan, bin(ast.Div, pi, num("2"))), ErrDomain},
		{"cot pi", fn(ast.Cot, pi), ErrDomain},
		{"csc 0", fn(ast.Csc, num("0")), ErrDomain},
		{"arcsin 2", fn(ast.Arcsin, num("2")), ErrDomain},
		{"0^-1", bin(ast.Pow, num("0"), neg(num("1"))), ErrDomain},
		{"0^0", bin(ast.Pow, num("0"), num("0")), ErrDomain},
		{"(-8)^(1/3)", bin(ast.Pow, neg(num("8")), bin(ast.Div, num("1"), num("3"))), ErrDomain},
		{"(-2)^pi", bin(ast.Pow, neg(num("2")), pi), ErrDomain},
		{"factorial half", fn(ast.Factorial, num("0.5")), ErrDomain},
		{"factorial negative", fn(ast.Factorial, neg(num("1"))), ErrDomain},
		{"1/(sqrt2^2-2)", bin(ast.Div, num("1"), bin(ast.Sub, bin(ast.Pow, &ast.Root{X: num("2")}, num("2")), num("2"))), ErrDomain},
		{"unbound", id("y"), ErrUnbound},
		{"relation", &ast.Rel{Ops: []ast.RelOp{ast.Eq}, Args: []ast.Expr{num("1"), num("1")}}, ErrUnsupported},
		{"infinity", &ast.Const{Kind: ast.Infinity}, ErrUnsupported},
		{"pm", &ast.Unary{Op: ast.PM, X: num("1")}, ErrUnsupported},
		{"call", &ast.Call{Name: "f", Args: []ast.Expr{num("1")}}, ErrUnsupported},
		{"bad", &ast.Bad{Msg: "x"}, ErrUnsupported},
		{"integral", &ast.Integral{X: id("x"), Var: "x"}, ErrUnsupported},
		{"tower", bin(ast.Pow, num("2"), bin(ast.Pow, num("2"), bin(ast.Pow, num("2"), num("100")))), ErrLimit},
		{"factorial 1e6", fn(ast.Factorial, num("1000000")), ErrLimit},
		{"huge literal", num(string(make([]byte, 0)) + repeat('9', 50000)), ErrLimit},
		{"exp overflow", fn(ast.Exp, bin(ast.Pow, num("10"), num("100"))), ErrLimit},
		{"sin huge", fn(ast.Sin, bin(ast.Pow, num("10"), num("10000"))), ErrLimit},
		{"float tower", bin(ast.Pow, num("2.5"), bin(ast.Pow, num("10"), num("100"))), ErrLimit},
		{"big sum", &ast.BigOp{Var: "k", Lo: num("1"), Hi: num("10000000"), X: id("k")}, ErrLimit},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			v, err := c.Eval(tc.e, nil)
			if err == nil {
				t.Fatalf("got %v, want %v error", v, tc.kind)
			}
			if !errors.Is(err, tc.kind) {
				t.Fatalf("got %v, want kind %v", err, tc.kind)
			}
		})
	}
}

func repeat(b byte, n int) string {
	s := make([]byte, n)
	for i := range s {
		s[i] = b
	}
	return string(s)
}

func TestUnboundNamesVariable(t *testing.T) {
	_, err := New().Eval(bin(ast.Add, num("1"), &ast.Ident{Span: ast.Span{From: 4, To: 9}, Name: "alpha"}), nil)
	var e *Error
	if !errors.As(err, &e) || e.Kind != ErrUnbound || e.Pos != 4 || !contains(e.Msg, "alpha") {
		t.Fatalf("got %#v", err)
	}
}

func contains(s, sub string) bool {
	for i := 0; i+len(sub) <= len(s); i++ {
		if s[i:i+len(sub)] == sub {
			return true
		}
	}
	return false
}

func TestDepthLimit(t *testing.T) {
	var e ast.Expr = num("1")
	for range 5000 {
		e = neg(e)
	}
	_, err := New().Eval(e, nil)
	if !errors.Is(err, ErrLimit) {
		t.Fatalf("got %v, want ErrLimit", err)
	}
	if _, err := New().WithMaxDepth(10000).Eval(e, nil); err != nil {
		t.Fatalf("with a larger limit: %v", err)
	}
}

func TestEvalContextCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	e := &ast.BigOp{Var: "k", Lo: num("1"), Hi: num("5000"), X: fn(ast.Sin, id("k"))}
	_, err := New().EvalContext(ctx, e, nil)
	if !errors.Is(err, ErrLimit) || !errors.Is(err, context.Canceled) {
		t.Fatalf("got %v, want ErrLimit caused by context.Canceled", err)
	}
}

func TestArcsinNoise(t *testing.T) {
	c := New()
	// sqrt(2)·sqrt(2)/2 is 1 up to rounding: arcsin gives π/2, not a domain error.
	s, _ := c.Sqrt(Int(2))
	one, _ := c.Mul(s, s)
	one, _ = c.Div(one, Int(2))
	v, err := c.Apply(ast.Arcsin, one)
	if err != nil {
		t.Fatal(err)
	}
	if k, ok := v.PiMultiple(); !ok || k.Cmp(big.NewRat(1, 2)) != 0 {
		t.Errorf("arcsin(≈1) = %v", v)
	}
	// An inexact 2 is not near 1.
	two, _ := c.Mul(s, s)
	if _, err := c.Apply(ast.Arcsin, two); !errors.Is(err, ErrDomain) {
		t.Errorf("arcsin(≈2): %v", err)
	}
}

func TestHyperbolicTiny(t *testing.T) {
	c := New()
	x, err := c.Pow(Int(10), Int(-40000)) // too big to be exact: inexact
	if err != nil || x.IsExact() {
		t.Fatalf("10^-40000 = %v, %v", x, err)
	}
	for _, f := range []ast.FuncName{ast.Sinh, ast.Tanh} {
		v, err := c.Apply(f, x)
		if err != nil || !c.Near(v, x, 1e-60, 0) {
			t.Errorf("%v(1e-40000) = %v, %v", f, v, err)
		}
	}
	v, err := c.Apply(ast.Coth, x)
	if y, _ := c.Pow(Int(10), Int(40000)); err != nil || !c.Near(v, y, 1e-60, 0) {
		t.Errorf("coth(1e-40000) = %v, %v", v, err)
	}
}
