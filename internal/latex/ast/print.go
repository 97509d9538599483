package ast

import (
	"fmt"
	"strings"
)

// Print renders e as canonical LaTeX that the reader (package latex) parses
// back into a tree Equal to e, for every tree the reader produces. Grouping
// uses \left( \right) (or { } where a paren would change the meaning), every
// function argument is parenthesised, superscripts and subscripts are
// braced, numbers use a decimal point, and implicit products are separated
// by a space. Bad nodes print as \bad{...} so that a printed partial tree
// never re-parses silently. Print is safe for concurrent use.
func Print(e Expr) string {
	var p printer
	p.expr(e, precLowest)
	return p.String()
}

// Print precedences: a node is printed bare where the context allows its
// precedence, and wrapped otherwise.
const (
	precLowest   = 0  // list items, top level
	precRel      = 10 // relation chains
	precCup      = 20 // \cup, \setminus
	precCap      = 30 // \cap
	precAdd      = 40 // + - \pm \mp
	precMul      = 50 // explicit * / : \cdot \times \div
	precUnary    = 55 // prefix - + \pm \mp
	precImplicit = 60 // juxtaposition, mixed numbers
	precAtom     = 70 // everything closed
)

// Prec returns the print precedence of e (higher binds tighter). It is
// exported for printers of other notations (math.js) that want the same
// grouping decisions.
func Prec(e Expr) int {
	switch n := e.(type) {
	case *List:
		return precLowest
	case *Rel:
		return precRel
	case *Binary:
		switch n.Op {
		case Union, SetMinus:
			return precCup
		case Intersect:
			return precCap
		case Add, Sub, PlusMinus, MinusPlus:
			if n.Form == FormMixed {
				return precImplicit
			}
			return precAdd
		case Mul, Div:
			switch n.Form {
			case FormImplicit:
				return precImplicit
			case FormFrac:
				return precAtom
			}
			return precMul
		case Pow:
			return precAtom
		}
		return precAdd
	case *Unary:
		return precUnary
	case *Limit, *BigOp:
		return precAdd
	case *Integral:
		if n.Var == "" {
			return precAdd
		}
	}
	return precAtom
}

// rightOpen reports whether e swallows what follows it when printed bare.
func rightOpen(e Expr) bool {
	switch n := e.(type) {
	case *Limit, *BigOp:
		return true
	case *Integral:
		return n.Var == ""
	}
	return false
}

type printer struct{ strings.Builder }

// expr prints e, wrapping it in \left( \right) when its precedence is
// below min.
func (p *printer) expr(e Expr, min int) {
	if Prec(e) < min || (min > precLowest && rightOpen(e)) {
		p.wrap(e)
		return
	}
	p.bare(e)
}

// wrap prints e inside a transparent group. A list goes in braces, since
// parentheses around it would make a tuple.
func (p *printer) wrap(e Expr) {
	if _, ok := e.(*List); ok {
		p.WriteString("{")
		p.bare(e)
		p.WriteString("}")
		return
	}
	p.WriteString(`\left(`)
	p.bare(e)
	p.WriteString(`\right)`)
}

var binaryOps = map[BinaryOp]string{
	Add: " + ", Sub: " - ", PlusMinus: ` \pm `, MinusPlus: ` \mp `,
	Union: ` \cup `, Intersect: ` \cap `, SetMinus: ` \setminus `,
}

var relOps = map[RelOp]string{
	Eq: " = ", Ne: ` \ne `, Lt: " < ", Le: ` \le `, Gt: " > ", Ge: ` \ge `,
	Approx: ` \approx `, In: ` \in `, NotIn: ` \notin `, Equiv: ` \Leftrightarrow `,
}

var constText = map[ConstKind]string{
	Pi: `\pi`, E: "e", Infinity: `\infty`, Integers: `\mathbb{Z}`, Naturals: `\mathbb{N}`,
	Rationals: `\mathbb{Q}`, Reals: `\mathbb{R}`, EmptySet: `\varnothing`,
}

var funcText = map[FuncName]string{
	Sin: `\sin`, Cos: `\cos`, Tan: `\tan`, Cot: `\cot`, Sec: `\sec`, Csc: `\csc`,
	Arcsin: `\arcsin`, Arccos: `\arccos`, Arctan: `\arctan`, Arccot: `\operatorname{arccot}`,
	Sinh: `\sinh`, Cosh: `\cosh`, Tanh: `\tanh`, Coth: `\coth`, Exp: `\exp`, Ln: `\ln`, Lg: `\lg`,
	Log: `\log`, Sign: `\operatorname{sgn}`, Min: `\min`, Max: `\max`, GCD: `\gcd`, LCM: `\operatorname{lcm}`,
}

// bare prints e without the parentheses its context may need: a leaf
// here, a compound node by its own method.
func (p *printer) bare(e Expr) {
	switch n := e.(type) {
	case *Number:
		p.WriteString(numberText(n))
	case *Ident:
		p.ident(n.Name)
	case *Const:
		if s, ok := constText[n.Kind]; ok {
			p.WriteString(s)
		} else {
			fmt.Fprintf(p, `\bad{%s}`, n.Kind)
		}
	case *Unary:
		p.unary(n)
	case *Binary:
		p.binary(n)
	case *Root:
		p.root(n)
	case *Func:
		p.fn(n)
	case *Postfix:
		p.postfix(n)
	case *Rel:
		for i, a := range n.Args {
			if i > 0 {
				p.WriteString(relOps[n.Ops[i-1]])
			}
			p.expr(a, precRel+1)
		}
	case *List:
		p.items(n.Sep, n.Items)
	case *Tuple:
		p.WriteByte(n.Left)
		p.items(n.Sep, n.Items)
		p.WriteByte(n.Right)
	case *Set:
		p.WriteString(`\{`)
		p.items(Comma, n.Items)
		p.WriteString(`\}`)
	case *Text:
		p.WriteString(`\text{` + n.Value + "}")
	case *Call:
		name := strings.TrimRight(n.Name, "'")
		p.ident(name)
		p.WriteString(n.Name[len(name):])
		p.args(n.Args)
	case *Limit:
		p.limit(n)
	case *Integral:
		p.integral(n)
	case *Derivative:
		p.derivative(n)
	case *BigOp:
		p.bigOp(n)
	case *Bad:
		p.WriteString(`\bad{}`)
	default:
		fmt.Fprintf(p, `\bad{%T}`, n)
	}
}

func (p *printer) unary(n *Unary) {
	switch n.Op {
	case Neg:
		p.WriteString("-")
	case Plus:
		p.WriteString("+")
	case PM:
		p.WriteString(`\pm `)
	case MP:
		p.WriteString(`\mp `)
	}
	p.expr(n.X, precImplicit)
}

func (p *printer) root(n *Root) {
	p.WriteString(`\sqrt`)
	if n.Index != nil {
		p.WriteString("[")
		p.expr(n.Index, precLowest+1)
		p.WriteString("]")
	}
	p.braced(n.X)
}

func (p *printer) postfix(n *Postfix) {
	if n.Op == Prime && (Prec(n.X) < precAtom || rightOpen(n.X)) {
		// Braces, not parentheses: (X)' is a Derivative.
		p.WriteString("{")
		p.expr(n.X, precLowest)
		p.WriteString("}")
	} else {
		p.expr(n.X, precAtom)
	}
	switch n.Op {
	case Percent:
		p.WriteString(`\%`)
	case Degree:
		p.WriteString(`^{\circ}`)
	case Prime:
		p.WriteString("'")
	}
}

func (p *printer) limit(n *Limit) {
	p.WriteString(`\lim_{`)
	p.ident(n.Var)
	p.WriteString(` \to `)
	if n.Dir != 0 {
		p.expr(n.To, precAtom)
		if n.Dir > 0 {
			p.WriteString("^{+}")
		} else {
			p.WriteString("^{-}")
		}
	} else {
		p.expr(n.To, precLowest+1)
	}
	p.WriteString("} ")
	p.expr(n.X, precMul)
}

func (p *printer) integral(n *Integral) {
	p.WriteString(`\int`)
	if n.Lo != nil || n.Hi != nil {
		p.WriteString("_")
		p.braced(n.Lo)
		p.WriteString("^")
		p.braced(n.Hi)
	}
	p.WriteString(" ")
	p.wrap(n.X)
	if n.Var != "" {
		p.WriteString(` \, d`)
		p.ident(n.Var)
	}
}

func (p *printer) derivative(n *Derivative) {
	if n.Var == "" {
		p.WriteString(`\left(`)
		p.expr(n.X, precLowest+1)
		p.WriteString(`\right)`)
		p.WriteString(strings.Repeat("'", max(n.Order, 1)))
		return
	}
	if n.Order > 1 {
		fmt.Fprintf(p, `\frac{d^{%d}}{d`, n.Order)
		p.ident(n.Var)
		fmt.Fprintf(p, `^{%d}}`, n.Order)
	} else {
		p.WriteString(`\frac{d}{d`)
		p.ident(n.Var)
		p.WriteString("}")
	}
	p.wrap(n.X)
}

func (p *printer) bigOp(n *BigOp) {
	if n.Prod {
		p.WriteString(`\prod`)
	} else {
		p.WriteString(`\sum`)
	}
	if n.Var != "" || n.Lo != nil {
		p.WriteString("_{")
		if n.Var != "" {
			p.ident(n.Var)
			if n.Lo != nil {
				p.WriteString(" = ")
			}
		}
		if n.Lo != nil {
			p.expr(n.Lo, precRel+1)
		}
		p.WriteString("}")
	}
	if n.Hi != nil {
		p.WriteString("^")
		p.braced(n.Hi)
	}
	p.WriteString(" ")
	p.expr(n.X, precMul)
}

func (p *printer) braced(e Expr) {
	p.WriteString("{")
	if e != nil {
		p.expr(e, precLowest)
	}
	p.WriteString("}")
}

// ident prints a variable name: a one-letter base as is, a longer base
// (a Greek letter) as a control word, and a folded subscript in braces.
func (p *printer) ident(name string) {
	base, sub, hasSub := strings.Cut(name, "_")
	if len(base) > 1 {
		p.WriteString(`\`)
	}
	p.WriteString(base)
	if hasSub {
		p.WriteString("_{" + sub + "}")
	}
}

func (p *printer) items(sep SepKind, items []Expr) {
	for i, x := range items {
		if i > 0 {
			if sep == Semicolon {
				p.WriteString("; ")
			} else {
				p.WriteString(", ")
			}
		}
		// A comma list may sit bare inside a semicolon list; any other
		// nested list needs braces.
		if l, ok := x.(*List); ok && !(sep == Semicolon && l.Sep == Comma) {
			p.wrap(x)
			continue
		}
		p.expr(x, precLowest)
	}
}

func (p *printer) args(args []Expr) {
	p.WriteString(`\left(`)
	p.items(Comma, args)
	p.WriteString(`\right)`)
}

func (p *printer) fn(n *Func) {
	switch n.Name {
	case Abs:
		p.WriteString(`\left|`)
		p.items(Comma, n.Args)
		p.WriteString(`\right|`)
		return
	case Floor:
		p.WriteString(`\left[`)
		p.items(Comma, n.Args)
		p.WriteString(`\right]`)
		return
	case FracPart:
		p.WriteString(`\left\{`)
		p.items(Comma, n.Args)
		p.WriteString(`\right\}`)
		return
	case Factorial:
		for _, a := range n.Args {
			p.expr(a, precAtom)
		}
		p.WriteString("!")
		return
	case Binom:
		p.WriteString(`\binom`)
		for _, a := range n.Args {
			p.braced(a)
		}
		return
	case Other:
		p.WriteString(`\operatorname{` + n.Other + "}")
	default:
		s, ok := funcText[n.Name]
		if !ok {
			s = `\bad{` + n.Name.String() + "}"
		}
		p.WriteString(s)
	}
	if n.Base != nil {
		p.WriteString("_")
		p.braced(n.Base)
	}
	p.args(n.Args)
}

func (p *printer) binary(n *Binary) {
	prec := Prec(n)
	switch {
	case n.Op == Pow:
		p.expr(n.X, precAtom)
		p.WriteString("^")
		p.braced(n.Y)
	case n.Form == FormFrac && n.Op == Div:
		p.WriteString(`\frac`)
		p.braced(n.X)
		p.braced(n.Y)
	case n.Form == FormMixed && n.Op == Add:
		p.expr(n.X, precAtom)
		p.expr(n.Y, precAtom)
	case n.Form == FormImplicit && (n.Op == Mul || n.Op == Div):
		if endsWithCallName(n.X) {
			p.wrap(n.X)
		} else {
			p.expr(n.X, precImplicit)
		}
		p.WriteString(" ")
		if Prec(n.Y) <= precImplicit || rightOpen(n.Y) || startsWithNumber(n.Y) {
			// Braces keep a following number, fraction or bracket from
			// joining the factor before it (mixed number, call, digits).
			p.WriteString("{")
			p.expr(n.Y, precLowest)
			p.WriteString("}")
		} else {
			p.bare(n.Y)
		}
	default:
		op, ok := binaryOps[n.Op]
		if n.Op == Mul || n.Op == Div {
			op, ok = mulOp(n.Op, n.Form), true
		}
		if !ok {
			op = ` \bad{` + n.Op.String() + `} `
		}
		p.expr(n.X, prec)
		p.WriteString(op)
		p.expr(n.Y, prec+1)
	}
}

func mulOp(op BinaryOp, f Form) string {
	switch f {
	case FormCdot:
		return ` \cdot `
	case FormTimes:
		return ` \times `
	case FormColon:
		return " : "
	case FormDiv:
		return ` \div `
	}
	if op == Mul {
		return " * "
	}
	return " / "
}

// startsWithNumber reports whether e prints with a digit or an integer
// \frac first (conservatively true for anything led by such a node).
func startsWithNumber(e Expr) bool {
	switch n := e.(type) {
	case *Number:
		return true
	case *Binary:
		if n.Form == FormFrac {
			return true
		}
		if Prec(n) >= precImplicit && n.Op != Pow {
			return startsWithNumber(n.X)
		}
		return n.Op == Pow && startsWithNumber(n.X)
	case *Postfix:
		return startsWithNumber(n.X)
	case *Func:
		return n.Name == Factorial && len(n.Args) > 0 && startsWithNumber(n.Args[0])
	case *Tuple:
		return true // a raw bracket could join a preceding f or number
	}
	return false
}

// endsWithCallName reports whether e prints ending with a one-letter
// function name (f, g, h, F, G) that a following bracket would call.
func endsWithCallName(e Expr) bool {
	switch n := e.(type) {
	case *Ident:
		switch n.Name {
		case "f", "g", "h", "F", "G":
			return true
		}
	case *Binary:
		if n.Form == FormImplicit {
			return endsWithCallName(n.Y)
		}
	}
	return false
}
