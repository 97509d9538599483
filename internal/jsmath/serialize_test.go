package jsmath

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// Tree builders, to keep the tables readable.
func num(i, f string) *ast.Number    { return &ast.Number{Int: i, Frac: f} }
func rep(i, f, r string) *ast.Number { return &ast.Number{Int: i, Frac: f, Repeat: r} }
func id(n string) *ast.Ident         { return &ast.Ident{Name: n} }
func cst(k ast.ConstKind) *ast.Const { return &ast.Const{Kind: k} }
func neg(x ast.Expr) *ast.Unary      { return &ast.Unary{Op: ast.Neg, X: x} }
func fn(n ast.FuncName, args ...ast.Expr) *ast.Func {
	return &ast.Func{Name: n, Args: args}
}
func bin(op ast.BinaryOp, form ast.Form, x, y ast.Expr) *ast.Binary {
	return &ast.Binary{Op: op, Form: form, X: x, Y: y}
}
func post(op ast.PostfixOp, x ast.Expr) *ast.Postfix { return &ast.Postfix{Op: op, X: x} }

// serialCases are the hazards of the books' notation: each tree, its
// math.js text, and its value at 64 digits (checked by the engine).
var serialCases = []struct {
	name  string
	tree  ast.Expr
	text  string
	scope map[string]string
	value string
}{
	{"colon left to right", // 12 : 3 : 2 = (12/3)/2
		bin(ast.Div, ast.FormColon, bin(ast.Div, ast.FormColon, num("12", ""), num("3", "")), num("2", "")),
		"((12 / 3) / 2)", nil, "2"},
	{"colon as written right", // 12 : (3 : 2)
		bin(ast.Div, ast.FormColon, num("12", ""), bin(ast.Div, ast.FormColon, num("3", ""), num("2", ""))),
		"(12 / (3 / 2))", nil, "8"},
	{"decimal division", bin(ast.Div, ast.FormColon, bin(ast.Sub, ast.FormPlain, num("3", "2"), num("1", "7")), num("0", "003")),
		"((3.2 - 1.7) / 0.003)", nil, "500"},
	{"power of a group", // (-2)^2 vs -2^2
		bin(ast.Pow, ast.FormPlain, neg(num("2", "")), num("2", "")),
		"((-2) ^ 2)", nil, "4"},
	{"minus a power", neg(bin(ast.Pow, ast.FormPlain, num("2", ""), num("2", ""))),
		"(-(2 ^ 2))", nil, "-4"},
	{"power tower", bin(ast.Pow, ast.FormPlain, num("2", ""), bin(ast.Pow, ast.FormPlain, num("3", ""), num("2", ""))),
		"(2 ^ (3 ^ 2))", nil, "512"},
	{"implicit product over a fraction", // 2\frac{x}{3}: a product, not 2/3x
		bin(ast.Mul, ast.FormImplicit, num("2", ""), bin(ast.Div, ast.FormFrac, id("x"), num("3", ""))),
		"(2 * (v_x / 3))", map[string]string{"v_x": "6"}, "4"},
	{"mixed number", bin(ast.Add, ast.FormMixed, num("2", ""), bin(ast.Div, ast.FormFrac, num("1", ""), num("3", ""))),
		"(2 + (1 / 3))", nil, "2.333333333333333333333333333333333333333333333333333333333333333"},
	{"floor of a negative", fn(ast.Floor, neg(num("2", "5"))), "floor((-2.5))", nil, "-3"},
	{"fractional part of a negative", fn(ast.FracPart, neg(num("2", "3"))),
		"((-2.3) - floor((-2.3)))", nil, "0.7"},
	{"cube root of a negative", &ast.Root{Index: num("3", ""), X: neg(num("27", ""))},
		"nthRoot((-27), 3)", nil, "-3"},
	{"square root", &ast.Root{X: num("2", "")}, "sqrt(2)", nil,
		"1.414213562373095048801688724209698078569671875376948073176679738"},
	{"lg", fn(ast.Lg, num("1000", "")), "log10(1000)", nil, "3"},
	{"log base", &ast.Func{Name: ast.Log, Base: num("2", ""), Args: []ast.Expr{num("8", "")}},
		"log(8, 2)", nil, "2.999999999999999999999999999999999999999999999999999999999999999"},
	{"ln e", fn(ast.Ln, cst(ast.E)), "log(e)", nil, "1"},
	{"tg and ctg", bin(ast.Mul, ast.FormPlain, fn(ast.Tan, id("x")), fn(ast.Cot, id("x"))),
		"(tan(v_x) * cot(v_x))", map[string]string{"v_x": "0.7"}, "0.9999999999999999999999999999999999999999999999999999999999999999"},
	{"arcctg", fn(ast.Arccot, num("1", "")), "(pi / 2 - atan(1))", nil,
		"0.7853981633974483096156608458198757210492923498437764552437361479"},
	{"sin of degrees", fn(ast.Sin, post(ast.Degree, num("30", ""))), "sin((30 * pi / 180))", nil, "0.5"},
	{"percent", bin(ast.Mul, ast.FormPlain, post(ast.Percent, num("15", "")), num("80", "")),
		"((15 / 100) * 80)", nil, "12"},
	{"binomial", fn(ast.Binom, num("10", ""), num("3", "")), "combinations(10, 3)", nil, "120"},
	{"factorial", fn(ast.Factorial, num("6", "")), "factorial(6)", nil, "720"},
	{"abs", fn(ast.Abs, bin(ast.Sub, ast.FormPlain, num("2", ""), num("7", ""))), "abs((2 - 7))", nil, "5"},
	{"periodic decimal", rep("0", "", "3"), "(3 / 9)", nil,
		"0.3333333333333333333333333333333333333333333333333333333333333333"},
	{"periodic with head", bin(ast.Mul, ast.FormPlain, rep("1", "2", "34"), num("990", "")),
		"((1222 / 990) * 990)", nil, "1222"},
	{"variables cannot clash", bin(ast.Add, ast.FormPlain, id("e"), bin(ast.Mul, ast.FormPlain, id("pi"), id("i"))),
		"(v_e + (v_pi * v_i))", map[string]string{"v_e": "1", "v_pi": "2", "v_i": "3"}, "7"},
	{"greek and subscripts", bin(ast.Sub, ast.FormPlain, id("alpha"), id("x_1")),
		"(v_alpha - v_x_1)", map[string]string{"v_alpha": "1.5", "v_x_1": "0.5"}, "1"},
	{"min max gcd lcm", bin(ast.Add, ast.FormPlain,
		bin(ast.Add, ast.FormPlain, fn(ast.Min, num("3", ""), num("1", ""), num("2", "")), fn(ast.Max, num("3", ""), num("4", ""))),
		bin(ast.Add, ast.FormPlain, fn(ast.GCD, num("12", ""), num("18", "")), fn(ast.LCM, num("4", ""), num("6", "")))),
		"((min(3, 1, 2) + max(3, 4)) + (gcd(12, 18) + lcm(4, 6)))", nil, "23"},
	{"sign of negative", fn(ast.Sign, neg(num("0", "5"))), "sign((-0.5))", nil, "-1"},
	// arccot takes values in (0, pi): arccot(-1) = 3pi/4, not math.js's acot(-1) = -pi/4.
	{"arccot of negative", fn(ast.Arccot, neg(num("1", ""))), "(pi / 2 - atan((-1)))", nil, "2.356194490192344928846982537459627163147877049531329365731208444"},
	{"ceil", &ast.Func{Name: ast.Other, Other: "ceil", Args: []ast.Expr{neg(num("1", "5"))}}, "ceil((-1.5))", nil, "-1"},
	// Sums and products are expanded; the index is bound, a free x is not.
	{"sum expanded", &ast.BigOp{Var: "k", Lo: num("1", ""), Hi: num("4", ""), X: bin(ast.Pow, ast.FormPlain, id("k"), num("2", ""))},
		"(((1) ^ 2) + ((2) ^ 2) + ((3) ^ 2) + ((4) ^ 2))", nil, "30"},
	{"product with negative bound", &ast.BigOp{Prod: true, Var: "k", Lo: neg(num("2", "")), Hi: num("0", ""), X: bin(ast.Sub, ast.FormPlain, id("x"), id("k"))},
		"((v_x - (-2)) * (v_x - (-1)) * (v_x - (0)))", map[string]string{"v_x": "1"}, "6"},
	{"empty sum", &ast.BigOp{Var: "k", Lo: num("5", ""), Hi: num("4", ""), X: id("k")}, "0", nil, "0"},
	{"nested sums, inner bound from outer index", &ast.BigOp{Var: "i", Lo: num("1", ""), Hi: num("3", ""),
		X: &ast.BigOp{Var: "j", Lo: id("i"), Hi: bin(ast.Add, ast.FormPlain, id("i"), num("1", "")), X: bin(ast.Mul, ast.FormPlain, id("i"), id("j"))}},
		"((((1) * (1)) + ((1) * (2))) + (((2) * (2)) + ((2) * (3))) + (((3) * (3)) + ((3) * (4))))", nil, "34"},
	{"index shadows an outer one", &ast.BigOp{Var: "k", Lo: num("1", ""), Hi: num("2", ""),
		X: &ast.BigOp{Var: "k", Lo: num("3", ""), Hi: num("3", ""), X: id("k")}},
		"(((3)) + ((3)))", nil, "6"},
}

func TestSerialize(t *testing.T) {
	for _, c := range serialCases {
		got, err := Serialize(c.tree)
		if err != nil {
			t.Errorf("%s: %v", c.name, err)
			continue
		}
		if got != c.text {
			t.Errorf("%s: Serialize = %q, want %q", c.name, got, c.text)
		}
	}
}

// TestSerializeValues evaluates every serialised tree with the engine and
// checks the value against the expected decimal string: the differential
// check of the serialiser's reading.
func TestSerializeValues(t *testing.T) {
	e := testEngine(t)
	for _, c := range serialCases {
		text, err := Serialize(c.tree)
		if err != nil {
			continue // reported by TestSerialize
		}
		r, err := e.Eval(context.Background(), text, c.scope)
		if err != nil {
			t.Errorf("%s: %s: %v", c.name, text, err)
			continue
		}
		if r.Value != c.value {
			t.Errorf("%s: %s = %+v, want %s", c.name, text, r, c.value)
		}
	}
}

func TestSerializeUnsupported(t *testing.T) {
	cases := []struct {
		tree ast.Expr
		what string
	}{
		{&ast.Rel{Ops: []ast.RelOp{ast.Eq}, Args: []ast.Expr{id("x"), num("1", "")}}, "relation"},
		{&ast.Limit{Var: "x", To: num("0", ""), X: id("x")}, "limit"},
		{&ast.Integral{X: id("x"), Var: "x"}, "integral"},
		{&ast.BigOp{Var: "k", Lo: num("1", ""), Hi: id("n"), X: id("k")}, "sum whose bounds are not integer constants"},
		{&ast.BigOp{Var: "k", Lo: num("1", ""), Hi: num("2", "5"), X: id("k")}, "sum whose bounds are not integer constants"},
		{&ast.BigOp{Prod: true, Var: "k", Lo: num("1", ""), Hi: num("100", ""), X: id("k")}, "product of more than 64 terms"},
		{&ast.BigOp{Var: "k", Lo: num("1", ""), Hi: num("1000000000000000000", ""), X: id("k")}, "sum whose bounds"},
		{&ast.BigOp{Var: "k", Lo: num("1", ""), Hi: bin(ast.Mul, ast.FormPlain, num("1000000000000", ""), num("1000000000000", "")), X: id("k")}, "sum whose bounds"},
		{&ast.BigOp{Var: "k", X: id("k")}, "sum without bounds"},
		{&ast.BigOp{Var: "k", Lo: num("1", ""), Hi: num("60", ""), X: &ast.Root{X: rep("0", "", strings.Repeat("1", 150))}}, "longer than 4096"},
		{&ast.BigOp{Var: "k", Lo: num("1", ""), Hi: num("3", ""), X: &ast.Limit{Var: "x", To: num("0", ""), X: id("x")}}, "limit"},
		{&ast.Call{Name: "f", Args: []ast.Expr{num("2", "")}}, "call of function f"},
		{&ast.Func{Name: ast.Other, Other: "arcsec", Args: []ast.Expr{num("2", "")}}, "function arcsec"},
		{&ast.Unary{Op: ast.PM, X: num("2", "")}, `\pm`},
		{bin(ast.PlusMinus, ast.FormPlain, num("1", ""), num("2", "")), `\pm`},
		{cst(ast.Infinity), "infinity"},
		{cst(ast.Reals), "set constant"},
		{&ast.Bad{Msg: "missing }"}, "unreadable part (missing })"},
		{bin(ast.Add, ast.FormPlain, num("1", ""), nil), "missing operand"},
		{id("x'"), "variable name"},
		{fn(ast.Sin, num("1", ""), num("2", "")), "sin with 2 arguments"},
		{&ast.Text{Value: "no solutions"}, "text"},
		{rep("0", "", strings.Repeat("3", 300)), "more than 200 digits"},
		{post(ast.Prime, id("f")), "derivative mark"},
	}
	for _, c := range cases {
		got, err := Serialize(c.tree)
		var ue *UnsupportedError
		if !errors.As(err, &ue) {
			t.Errorf("%T: Serialize = %q, %v; want *UnsupportedError", c.tree, got, err)
			continue
		}
		if !strings.Contains(ue.What, c.what) {
			t.Errorf("%T: What = %q, want it to contain %q", c.tree, ue.What, c.what)
		}
	}
}

func TestVarName(t *testing.T) {
	for in, want := range map[string]string{"x": "v_x", "alpha": "v_alpha", "x_1": "v_x_1", "e": "v_e", "version": "v_version"} {
		if got, err := VarName(in); err != nil || got != want {
			t.Errorf("VarName(%q) = %q, %v; want %q", in, got, err, want)
		}
	}
	for _, bad := range []string{"", "x'", "1x", "x y", "x-1"} {
		if _, err := VarName(bad); err == nil {
			t.Errorf("VarName(%q): no error", bad)
		}
	}
}
