package cas

import (
	"math/big"
	"sync"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// rationalExpr is (3.2 - 1.7) / 0.003 + 2\frac{1}{3} \cdot x^2 - 12 : 3 \cdot 2.
func rationalExpr() ast.Expr {
	return bin(ast.Sub,
		bin(ast.Add,
			bin(ast.Div, bin(ast.Sub, num("3.2"), num("1.7")), num("0.003")),
			bin(ast.Mul, bin(ast.Add, num("2"), bin(ast.Div, num("1"), num("3"))), bin(ast.Pow, id("x"), num("2")))),
		bin(ast.Mul, bin(ast.Div, num("12"), num("3")), num("2")))
}

// trigExpr is (2/3 + 5/7) \sin^2 (\pi/7) + \cos 2x \cdot \tg x.
func trigExpr() ast.Expr {
	pi := &ast.Const{Kind: ast.Pi}
	return bin(ast.Add,
		bin(ast.Mul, bin(ast.Add, bin(ast.Div, num("2"), num("3")), bin(ast.Div, num("5"), num("7"))),
			bin(ast.Pow, fn(ast.Sin, bin(ast.Div, pi, num("7"))), num("2"))),
		bin(ast.Mul, fn(ast.Cos, bin(ast.Mul, num("2"), id("x"))), fn(ast.Tan, id("x"))))
}

func BenchmarkEvalRational(b *testing.B) {
	c, e := New(), rationalExpr()
	env := Env{"x": Rat(big.NewRat(7, 3))}
	for b.Loop() {
		if _, err := c.Eval(e, env); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkEvalTrig(b *testing.B) {
	c, e := New(), trigExpr()
	env := Env{"x": Rat(big.NewRat(7, 3))}
	for b.Loop() {
		if _, err := c.Eval(e, env); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkSin(b *testing.B) {
	c := New()
	x := Rat(big.NewRat(7, 3))
	for b.Loop() {
		c.Apply(ast.Sin, x)
	}
}

func BenchmarkLn(b *testing.B) {
	c := New()
	x := Rat(big.NewRat(7, 3))
	for b.Loop() {
		c.Apply(ast.Ln, x)
	}
}

func BenchmarkExp(b *testing.B) {
	c := New()
	x := Rat(big.NewRat(7, 3))
	for b.Loop() {
		c.Apply(ast.Exp, x)
	}
}

func BenchmarkArctan(b *testing.B) {
	c := New()
	x := Rat(big.NewRat(7, 3))
	for b.Loop() {
		c.Apply(ast.Arctan, x)
	}
}

// TestConcurrentEval evaluates from many goroutines on one Context (run
// with -race): results must agree.
func TestConcurrentEval(t *testing.T) {
	c := New()
	exprs := []ast.Expr{rationalExpr(), trigExpr(), &ast.Const{Kind: ast.Pi}, &ast.Const{Kind: ast.E}}
	want := make([]string, len(exprs))
	for i, e := range exprs {
		v, err := c.Eval(e, Env{"x": Int(2)})
		if err != nil {
			t.Fatal(err)
		}
		want[i] = v.String()
	}
	var wg sync.WaitGroup
	errs := make(chan string, 64)
	for g := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			// Ask for other precisions too, to exercise the constant caches.
			cg := c.WithPrec(uint(128 + 64*g))
			for i, e := range exprs {
				v, err := c.Eval(e, Env{"x": Int(2)})
				if err != nil || v.String() != want[i] {
					errs <- v.String()
				}
				if _, err := cg.Eval(e, Env{"x": Int(2)}); err != nil {
					errs <- err.Error()
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Error(e)
	}
}
