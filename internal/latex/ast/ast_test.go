package ast

import (
	"strings"
	"testing"
)

func num(s string) *Number { return &Number{Int: s} }
func id(s string) *Ident   { return &Ident{Name: s} }

func TestWalkOrder(t *testing.T) {
	// \log_2(x) + \sqrt[3]{y} = 1
	e := &Rel{Ops: []RelOp{Eq}, Args: []Expr{
		&Binary{Op: Add, X: &Func{Name: Log, Base: num("2"), Args: []Expr{id("x")}}, Y: &Root{Index: num("3"), X: id("y")}},
		num("1"),
	}}
	var got []string
	Inspect(e, func(n Expr) bool {
		if n == nil {
			got = append(got, ")")
			return false
		}
		got = append(got, strings.SplitN(Dump(n), " ", 2)[0])
		return true
	})
	want := "(rel (add (log:2 2 ) x ) ) (root 3 ) y ) ) ) 1 ) )"
	if s := strings.Join(got, " "); s != want {
		t.Errorf("got  %s\nwant %s", s, want)
	}
}

func TestInspectPrune(t *testing.T) {
	e := &Binary{Op: Mul, X: &Unary{Op: Neg, X: id("a")}, Y: id("b")}
	var idents []string
	Inspect(e, func(n Expr) bool {
		if _, ok := n.(*Unary); ok {
			return false // skip what is under a minus
		}
		if i, ok := n.(*Ident); ok {
			idents = append(idents, i.Name)
		}
		return true
	})
	if strings.Join(idents, ",") != "b" {
		t.Errorf("got %v, want [b]", idents)
	}
}

type alien struct{ Span }

func (*alien) exprNode() {}

func TestWalkPanicsOnUnknownNode(t *testing.T) {
	defer func() {
		if r := recover(); r == nil || !strings.Contains(r.(string), "alien") {
			t.Errorf("got %v, want a panic naming the type", r)
		}
	}()
	Inspect(&Unary{Op: Neg, X: &alien{}}, func(Expr) bool { return true })
}

func TestDumpAndPrint(t *testing.T) {
	cases := []struct {
		e           Expr
		dump, print string
	}{
		{&Binary{Op: Div, Form: FormColon, X: num("12"), Y: num("3")}, "(div:colon 12 3)", "12 : 3"},
		{&Number{Int: "0", Repeat: "3"}, "0.(3)", "0.(3)"},
		{&Number{Int: "1", Frac: "5"}, "1.5", "1.5"},
		{id("x_12"), "x_12", "x_{12}"},
		{id("alpha"), "alpha", `\alpha`},
		{&Binary{Op: Add, Form: FormMixed, X: num("2"), Y: &Binary{Op: Div, Form: FormFrac, X: num("1"), Y: num("3")}},
			"(add:mixed 2 (div:frac 1 3))", `2\frac{1}{3}`},
		{&Binary{Op: Mul, Form: FormImplicit, X: num("2"), Y: &Binary{Op: Div, Form: FormFrac, X: num("1"), Y: num("3")}},
			"(mul:implicit 2 (div:frac 1 3))", `2 {\frac{1}{3}}`},
		{&Binary{Op: Pow, X: &Func{Name: Sin, Args: []Expr{id("x")}}, Y: num("2")},
			"(pow (sin x) 2)", `\sin\left(x\right)^{2}`},
		{&Binary{Op: Mul, Form: FormCdot, X: &Binary{Op: Add, X: id("a"), Y: id("b")}, Y: id("c")},
			"(mul:cdot (add a b) c)", `\left(a + b\right) \cdot c`},
		{&Tuple{Left: '(', Right: ']', Sep: Semicolon, Items: []Expr{&Unary{Op: Neg, X: &Const{Kind: Infinity}}, num("2")}},
			"(tuple(]; (neg inf) 2)", `(-\infty; 2]`},
		{&Func{Name: FracPart, Args: []Expr{id("x")}}, "(fracpart x)", `\left\{x\right\}`},
		{&Root{Index: num("4"), X: id("x")}, "(root 4 x)", `\sqrt[4]{x}`},
		{&Postfix{Op: Degree, X: num("30")}, "(deg 30)", `30^{\circ}`},
		{&Limit{Var: "x", To: num("0"), Dir: 1, X: id("x")}, "(lim:x:+ 0 x)", `\lim_{x \to 0^{+}} x`},
		{&Bad{Msg: "oops"}, `(bad "oops")`, `\bad{}`},
	}
	for _, c := range cases {
		if got := Dump(c.e); got != c.dump {
			t.Errorf("Dump: got %s, want %s", got, c.dump)
		}
		if got := Print(c.e); got != c.print {
			t.Errorf("Print of %s: got %s, want %s", c.dump, got, c.print)
		}
	}
}

func TestEqualIgnoresSpans(t *testing.T) {
	a := &Binary{Span: Span{0, 3}, Op: Add, X: &Ident{Span: Span{0, 1}, Name: "x"}, Y: num("1")}
	b := &Binary{Span: Span{5, 9}, Op: Add, X: id("x"), Y: num("1")}
	if !Equal(a, b) {
		t.Error("equal trees with different spans compare unequal")
	}
	b.Form = FormCdot
	if Equal(a, b) {
		t.Error("different forms compare equal")
	}
	if Equal(a, nil) || !Equal(nil, nil) {
		t.Error("nil handling")
	}
}
