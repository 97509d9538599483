package statement

import (
	"math/big"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// Issue 25, capability 6: arithmetic in base b and base conversion, read
// from the whole statement. "Convert $213_{8}$ to base 10.", "Express
// $555_{10}$ in base $5$.", "Compute $58_9 - 18_9.$ Express your answer in
// base $9.$", "What is the base six equivalent of $999_{10}$?", "Find the
// sum of $327_8$ and $73_8$ in base $8$." The formula must be numerals in
// bases joined by + - · ÷; a word the shapes do not know and the statement
// is not read so.

// BaseQuestion is a value asked in a base.
type BaseQuestion struct {
	E    ast.Expr // the value: numerals in bases and arithmetic
	Src  string
	Base int // the base the answer is written in
}

var baseWords = map[string]int{"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10}

// ReadBaseQuestion reads a statement that asks for a value in a base.
func ReadBaseQuestion(problem string) (BaseQuestion, bool) {
	if !strings.Contains(problem, "_") {
		return BaseQuestion{}, false // issue 42, speed: no numeral d_b (hasBaseNumeral) without "_"
	}
	toks, ok := searchTokens(problem)
	if !ok || len(toks) < 4 {
		return BaseQuestion{}, false
	}
	p := &searchParser{t: toks}
	q, ok := p.baseQuestion()
	if !ok || !p.end() || !baseArithmetic(q.E) || !hasBaseNumeral(q.E) {
		return BaseQuestion{}, false
	}
	return q, true
}

func (p *searchParser) baseQuestion() (BaseQuestion, bool) {
	var q BaseQuestion
	switch {
	case p.words("convert"):
		if !p.value(&q) || !p.words("to") {
			return q, false
		}
		if p.words("a", "base") {
			return q, p.baseNum(&q) && q.Base == 10 && p.words("integer")
		}
		return q, p.words("base") && p.baseNum(&q)
	case p.words("what", "is", "the", "base"):
		w, ok := p.oneOf("two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")
		if !ok || !p.words("equivalent", "of") || !p.value(&q) {
			return q, false
		}
		q.Base = baseWords[w]
		return q, true
	case p.words("express"), p.words("write"):
		p.words("the")
		p.oneOf("quotient", "product", "sum", "difference")
		return q, p.value(&q) && p.words("in", "base") && p.baseNum(&q)
	}
	if p.words("what", "is") {
		p.words("the", "value", "of")
		if !p.value(&q) {
			return q, false
		}
		p.words("when", "expressed")
		if p.words("in", "base") {
			return q, p.baseNum(&q)
		}
		return q, p.answerIn(&q)
	}
	if _, ok := p.oneOf("compute", "find", "evaluate", "calculate", "add", "subtract"); !ok {
		return q, false
	}
	if !p.value(&q) {
		return q, false
	}
	if p.words("in", "base") {
		return q, p.baseNum(&q)
	}
	return q, p.answerIn(&q)
}

// value reads the formula asked: "$F$", "the sum (product) of $A$ and $B$",
// "the difference between $A$ and $B$", "the product of $F$".
func (p *searchParser) value(q *BaseQuestion) bool {
	op := ast.BinaryOp(0)
	switch {
	case p.words("the", "sum", "of"):
		op = ast.Add
	case p.words("the", "product", "of"):
		op = ast.Mul
	case p.words("the", "difference", "between"):
		op = ast.Sub
	}
	a, ok := p.num()
	if !ok || a.E == nil {
		return false
	}
	q.E, q.Src = a.E, a.Src
	if op == 0 || !p.words("and") {
		return op != ast.Sub
	}
	b, ok := p.num()
	if !ok || b.E == nil {
		return false
	}
	q.E, q.Src = &ast.Binary{Op: op, X: a.E, Y: b.E}, a.Src+map[ast.BinaryOp]string{ast.Add: " + ", ast.Mul: " · ", ast.Sub: " - "}[op]+b.Src
	return true
}

// answerIn reads ". Express your answer in base b." after the formula.
func (p *searchParser) answerIn(q *BaseQuestion) bool {
	p.oneOf(".", "?")
	if !p.words("express", "your", "answer", "in", "base") && !p.words("write", "the", "answer", "in", "base") &&
		!p.words("write", "your", "answer", "in", "base") {
		return false
	}
	return p.baseNum(q)
}

func (p *searchParser) baseNum(q *BaseQuestion) bool {
	n, ok := p.num()
	if !ok || n.V == nil || n.V.Cmp(big.NewInt(2)) < 0 || n.V.Cmp(big.NewInt(10)) > 0 {
		return false
	}
	q.Base = int(n.V.Int64())
	return true
}

// baseArithmetic reports numerals in bases and integers joined by + - · ÷.
func baseArithmetic(e ast.Expr) bool {
	switch e := e.(type) {
	case *ast.Number:
		return e.Frac == "" && e.Repeat == ""
	case *ast.Func:
		_, ok := BaseNumeral(e)
		return ok
	case *ast.Unary:
		return e.Op == ast.Neg && baseArithmetic(e.X)
	case *ast.Binary:
		switch e.Op {
		case ast.Add, ast.Sub, ast.Mul, ast.Div:
			return e.Form != ast.FormMixed && baseArithmetic(e.X) && baseArithmetic(e.Y)
		}
	}
	return false
}

func hasBaseNumeral(e ast.Expr) bool {
	found := false
	WalkExprs(e, func(x ast.Expr) bool {
		if f, ok := x.(*ast.Func); ok {
			if _, ok := BaseNumeral(f); ok {
				found = true
			}
		}
		return !found
	})
	return found
}

// BaseNumeral returns the base of a numeral `d_b` (digits in a base from 2
// to 36), or ok false.
func BaseNumeral(f *ast.Func) (int, bool) {
	if f.Name != ast.Other || f.Other != "base" || len(f.Args) != 1 {
		return 0, false
	}
	d, ok := f.Args[0].(*ast.Number)
	b, ok2 := f.Base.(*ast.Number)
	if !ok || !ok2 || d.Frac != "" || d.Repeat != "" || b.Frac != "" || b.Repeat != "" {
		return 0, false
	}
	v, ok := new(big.Int).SetString(b.Int, 10)
	if !ok || v.Cmp(big.NewInt(2)) < 0 || v.Cmp(big.NewInt(36)) > 0 {
		return 0, false
	}
	return int(v.Int64()), true
}
