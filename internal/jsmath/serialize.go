package jsmath

import (
	"fmt"
	"math/big"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// VarPrefix is put before every variable name so that no variable can
// clash with a math.js constant or function (e, i, pi, E, version, ...).
const VarPrefix = "v_"

// VarName maps a variable of the expression tree (ast.Ident.Name: "x",
// "alpha", "x_1") to the math.js name Serialize uses for it ("v_x",
// "v_alpha", "v_x_1"). Callers use it to build the scopes of EvalMany.
func VarName(ident string) (string, error) {
	if !nameRE.MatchString(ident) {
		return "", fmt.Errorf("variable %q cannot be a math.js name", ident)
	}
	return VarPrefix + ident, nil
}

// UnsupportedError reports a node Serialize cannot express in math.js.
type UnsupportedError struct {
	Node ast.Expr // the node (nil for a missing operand)
	What string   // what it is, for the note: "limit", "function foo", "\\pm"
}

func (e *UnsupportedError) Error() string {
	if e.Node == nil {
		return "math.js: unsupported: " + e.What
	}
	return fmt.Sprintf("math.js: unsupported %s at offset %d", e.What, e.Node.Pos())
}

// Serialize writes e in math.js syntax for a BigNumber instance, keeping the
// reading the tree encodes: every operation is parenthesised, so neither
// math.js precedence nor its implicit-multiplication rules can regroup it.
//
//   - A : B and A \div B are plain division, in the tree's order.
//   - [x] is floor(x); {x} is (x - floor(x)).
//   - \sqrt[n]{x} is nthRoot(x, n) (real odd roots of negatives).
//   - \lg is log10, \log_b x is log(x, b), \ln and \log without base are log.
//   - 30^\circ is (30 * pi / 180); 5\% is (5 / 100).
//   - C_n^k is combinations(n, k); n! is factorial(n).
//   - 0,(3) is an exact ratio of integers, (3 / 9).
//   - variables are renamed by VarName.
//   - a sum or product with integer bounds and at most MaxBigOpTerms terms
//     is expanded into its terms, the index replaced by each integer.
//
// Relations, lists, sets, intervals, text, calls of unknown functions,
// limits, integrals, derivatives, other sums and products and \pm have no
// single value; they give an *UnsupportedError, as does a Bad node, as
// does an output longer than MaxSerialLen.
func Serialize(e ast.Expr) (string, error) {
	var b writer
	if err := writeExpr(&b, e); err != nil {
		return "", err
	}
	if b.Len() > MaxSerialLen {
		return "", unsupported(e, "expression of more than %d characters", MaxSerialLen)
	}
	return b.String(), nil
}

// Limits of the expansion of a sum or product into its terms.
const (
	// MaxBigOpTerms is the most terms a sum or product is expanded into.
	MaxBigOpTerms = 64
	// MaxSerialLen bounds the length of Serialize's output (the embedded
	// engine's default MaxExprLen).
	MaxSerialLen = 4096
	// maxBound bounds the magnitude of a sum's or product's bounds.
	maxBound = 1 << 40
)

// writer is the output of Serialize with the indices of the sums and
// products being expanded, innermost last.
type writer struct {
	strings.Builder
	bound []boundVar
}

type boundVar struct {
	name string
	val  int64
}

func (b *writer) lookup(name string) (int64, bool) {
	for i := len(b.bound) - 1; i >= 0; i-- {
		if b.bound[i].name == name {
			return b.bound[i].val, true
		}
	}
	return 0, false
}

func unsupported(n ast.Expr, format string, args ...any) error {
	return &UnsupportedError{Node: n, What: fmt.Sprintf(format, args...)}
}

var funcNames = map[ast.FuncName]string{
	ast.Sin: "sin", ast.Cos: "cos", ast.Tan: "tan", ast.Cot: "cot",
	ast.Sec: "sec", ast.Csc: "csc", ast.Arcsin: "asin", ast.Arccos: "acos",
	ast.Arctan: "atan", ast.Arccot: "acot", ast.Sinh: "sinh", ast.Cosh: "cosh",
	ast.Tanh: "tanh", ast.Coth: "coth", ast.Exp: "exp", ast.Ln: "log",
	ast.Lg: "log10", ast.Abs: "abs", ast.Floor: "floor", ast.Sign: "sign",
	ast.Factorial: "factorial",
}

// writeExpr writes e in math.js syntax, fully parenthesised; a node math.js
// cannot take (or that has no single value) is an *UnsupportedError.
func writeExpr(b *writer, e ast.Expr) error {
	switch n := e.(type) {
	case nil:
		return &UnsupportedError{What: "missing operand"}
	case *ast.Number:
		return writeNumber(b, n)
	case *ast.Ident:
		return writeIdent(b, n)
	case *ast.Const:
		return writeConst(b, n)
	case *ast.Unary:
		return writeUnary(b, n)
	case *ast.Binary:
		return writeBinary(b, n)
	case *ast.Root:
		if n.Index == nil {
			return writeCall(b, "sqrt", n.X)
		}
		return writeCall(b, "nthRoot", n.X, n.Index)
	case *ast.Func:
		return writeFunc(b, n)
	case *ast.Postfix:
		return writePostfix(b, n)
	case *ast.Rel:
		return unsupported(n, "relation")
	case *ast.List:
		return unsupported(n, "list")
	case *ast.Tuple:
		return unsupported(n, "tuple or interval")
	case *ast.Set:
		return unsupported(n, "set")
	case *ast.Text:
		return unsupported(n, "text")
	case *ast.Call:
		return unsupported(n, "call of function %s", n.Name)
	case *ast.Limit:
		return unsupported(n, "limit")
	case *ast.Integral:
		return unsupported(n, "integral")
	case *ast.Derivative:
		return unsupported(n, "derivative")
	case *ast.BigOp:
		return writeBigOp(b, n)
	case *ast.Bad:
		return unsupported(n, "unreadable part (%s)", n.Msg)
	default:
		return unsupported(e, "node %T", e)
	}
}

// writeIdent writes a bound variable's value, or the variable's math.js
// name.
func writeIdent(b *writer, n *ast.Ident) error {
	if v, ok := b.lookup(n.Name); ok {
		fmt.Fprintf(b, "(%d)", v)
		return nil
	}
	name, err := VarName(n.Name)
	if err != nil {
		return unsupported(n, "variable name %q", n.Name)
	}
	b.WriteString(name)
	return nil
}

func writeConst(b *writer, n *ast.Const) error {
	switch n.Kind {
	case ast.Pi:
		b.WriteString("pi")
	case ast.E:
		b.WriteString("e")
	case ast.Infinity:
		return unsupported(n, "infinity")
	default:
		return unsupported(n, "set constant")
	}
	return nil
}

func writeUnary(b *writer, n *ast.Unary) error {
	switch n.Op {
	case ast.Neg:
		b.WriteString("(-")
	case ast.Plus:
		b.WriteString("(+")
	case ast.PM:
		return unsupported(n, `\pm`)
	case ast.MP:
		return unsupported(n, `\mp`)
	default:
		return unsupported(n, "unary operator %d", n.Op)
	}
	if err := writeExpr(b, n.X); err != nil {
		return err
	}
	b.WriteByte(')')
	return nil
}

func writeBinary(b *writer, n *ast.Binary) error {
	var op string
	switch n.Op {
	case ast.Add:
		op = " + "
	case ast.Sub:
		op = " - "
	case ast.Mul:
		op = " * "
	case ast.Div:
		op = " / "
	case ast.Pow:
		op = " ^ "
	case ast.PlusMinus:
		return unsupported(n, `\pm`)
	case ast.MinusPlus:
		return unsupported(n, `\mp`)
	case ast.Union, ast.Intersect, ast.SetMinus:
		return unsupported(n, "set operation")
	default:
		return unsupported(n, "binary operator %d", n.Op)
	}
	b.WriteByte('(')
	if err := writeExpr(b, n.X); err != nil {
		return err
	}
	b.WriteString(op)
	if err := writeExpr(b, n.Y); err != nil {
		return err
	}
	b.WriteByte(')')
	return nil
}

// writePostfix writes a percent as x / 100 and degrees as radians.
func writePostfix(b *writer, n *ast.Postfix) error {
	switch n.Op {
	case ast.Percent:
		b.WriteByte('(')
		if err := writeExpr(b, n.X); err != nil {
			return err
		}
		b.WriteString(" / 100)")
	case ast.Degree:
		b.WriteByte('(')
		if err := writeExpr(b, n.X); err != nil {
			return err
		}
		b.WriteString(" * pi / 180)")
	case ast.Prime:
		return unsupported(n, "derivative mark")
	default:
		return unsupported(n, "postfix operator %d", n.Op)
	}
	return nil
}

// writeBigOp expands a sum or product with integer bounds into its terms,
// (t_lo + ... + t_hi) or (t_lo * ... * t_hi); an empty range is 0 or 1.
// Bounds must be integer literals or integer sums, differences and
// products of literals and the indices of enclosing sums; at most
// MaxBigOpTerms terms and MaxSerialLen characters.
func writeBigOp(b *writer, n *ast.BigOp) error {
	what := "sum"
	op, empty := " + ", "0"
	if n.Prod {
		what, op, empty = "product", " * ", "1"
	}
	if n.Var == "" || n.Lo == nil || n.Hi == nil {
		return unsupported(n, "%s without bounds", what)
	}
	lo, ok1 := intBound(b, n.Lo)
	hi, ok2 := intBound(b, n.Hi)
	if !ok1 || !ok2 {
		return unsupported(n, "%s whose bounds are not integer constants", what)
	}
	if lo > hi {
		b.WriteString(empty)
		return nil
	}
	if hi-lo >= MaxBigOpTerms {
		return unsupported(n, "%s of more than %d terms", what, MaxBigOpTerms)
	}
	b.bound = append(b.bound, boundVar{name: n.Var})
	defer func() { b.bound = b.bound[:len(b.bound)-1] }()
	slot := len(b.bound) - 1
	b.WriteByte('(')
	for k := lo; k <= hi; k++ {
		if k > lo {
			b.WriteString(op)
		}
		b.bound[slot].val = k
		if err := writeExpr(b, n.X); err != nil {
			return err
		}
		if b.Len() > MaxSerialLen {
			return unsupported(n, "%s longer than %d characters when expanded", what, MaxSerialLen)
		}
	}
	b.WriteByte(')')
	return nil
}

// intBound evaluates a bound of a sum or product: an integer literal, an
// enclosing sum's index, or +, -, * of those, within ±maxBound.
func intBound(b *writer, e ast.Expr) (int64, bool) {
	var v int64
	switch n := e.(type) {
	case *ast.Number:
		if n.Frac != "" || n.Repeat != "" || n.Int == "" || !allDigits(n.Int) || len(n.Int) > 13 {
			return 0, false
		}
		x, ok := new(big.Int).SetString(n.Int, 10)
		if !ok {
			return 0, false
		}
		v = x.Int64()
	case *ast.Ident:
		x, ok := b.lookup(n.Name)
		if !ok {
			return 0, false
		}
		v = x
	case *ast.Unary:
		x, ok := intBound(b, n.X)
		if !ok {
			return 0, false
		}
		switch n.Op {
		case ast.Neg:
			v = -x
		case ast.Plus:
			v = x
		default:
			return 0, false
		}
	case *ast.Binary:
		x, ok1 := intBound(b, n.X)
		y, ok2 := intBound(b, n.Y)
		if !ok1 || !ok2 {
			return 0, false
		}
		switch n.Op {
		case ast.Add:
			v = x + y
		case ast.Sub:
			v = x - y
		case ast.Mul:
			v = x * y // |x|, |y| <= 2^40: a product overflows int64 only past 2^63
			if x != 0 && (v/x != y || v > maxBound || v < -maxBound) {
				return 0, false
			}
		default:
			return 0, false
		}
	default:
		return 0, false
	}
	if v > maxBound || v < -maxBound {
		return 0, false
	}
	return v, true
}

func writeFunc(b *writer, n *ast.Func) error {
	arity := func(k int) error {
		if len(n.Args) != k {
			return unsupported(n, "%s with %d arguments", funcLabel(n), len(n.Args))
		}
		return nil
	}
	switch n.Name {
	case ast.Log:
		if err := arity(1); err != nil {
			return err
		}
		if n.Base == nil {
			return writeCall(b, "log", n.Args[0])
		}
		return writeCall(b, "log", n.Args[0], n.Base)
	case ast.FracPart:
		if err := arity(1); err != nil {
			return err
		}
		b.WriteByte('(')
		if err := writeExpr(b, n.Args[0]); err != nil {
			return err
		}
		b.WriteString(" - ")
		if err := writeCall(b, "floor", n.Args[0]); err != nil {
			return err
		}
		b.WriteByte(')')
		return nil
	case ast.Binom:
		if err := arity(2); err != nil {
			return err
		}
		return writeCall(b, "combinations", n.Args[0], n.Args[1])
	case ast.Min, ast.Max, ast.GCD, ast.LCM:
		if len(n.Args) == 0 {
			return unsupported(n, "%s without arguments", funcLabel(n))
		}
		name := map[ast.FuncName]string{ast.Min: "min", ast.Max: "max", ast.GCD: "gcd", ast.LCM: "lcm"}[n.Name]
		return writeCall(b, name, n.Args...)
	case ast.Arccot:
		// math.js's acot takes values in (-pi/2, pi/2]; the books' arccot
		// (and the usual convention) takes them in (0, pi).
		if err := arity(1); err != nil {
			return err
		}
		b.WriteString("(pi / 2 - ")
		if err := writeCall(b, "atan", n.Args[0]); err != nil {
			return err
		}
		b.WriteByte(')')
		return nil
	case ast.Other:
		if n.Other == "ceil" && len(n.Args) == 1 {
			return writeCall(b, "ceil", n.Args[0])
		}
		return unsupported(n, "function %s", n.Other)
	}
	name, ok := funcNames[n.Name]
	if !ok {
		return unsupported(n, "function %d", n.Name)
	}
	if n.Base != nil {
		return unsupported(n, "%s with a base", name)
	}
	if err := arity(1); err != nil {
		return err
	}
	return writeCall(b, name, n.Args[0])
}

func funcLabel(n *ast.Func) string {
	if n.Name == ast.Other {
		return n.Other
	}
	if s, ok := funcNames[n.Name]; ok {
		return s
	}
	return fmt.Sprintf("function %d", n.Name)
}

func writeCall(b *writer, name string, args ...ast.Expr) error {
	b.WriteString(name)
	b.WriteByte('(')
	for i, a := range args {
		if i > 0 {
			b.WriteString(", ")
		}
		if err := writeExpr(b, a); err != nil {
			return err
		}
	}
	b.WriteByte(')')
	return nil
}

// maxDigits bounds a literal's length (a hostile "0,(3…3)" cannot make a
// huge 10^k denominator).
const maxDigits = 200

func writeNumber(b *writer, n *ast.Number) error {
	intp, frac, rep := n.Int, n.Frac, n.Repeat
	if !allDigits(intp) || !allDigits(frac) || !allDigits(rep) {
		return unsupported(n, "number %q.%q(%q)", intp, frac, rep)
	}
	if len(intp)+len(frac)+len(rep) > maxDigits {
		return unsupported(n, "number with more than %d digits", maxDigits)
	}
	if intp == "" {
		intp = "0"
	}
	if rep == "" {
		b.WriteString(intp)
		if frac != "" {
			b.WriteByte('.')
			b.WriteString(frac)
		}
		return nil
	}
	// I.F(R) = (IFR - IF) / (10^|F| * (10^|R| - 1)), exactly.
	whole, _ := new(big.Int).SetString(intp+frac+rep, 10)
	head, _ := new(big.Int).SetString(intp+frac, 10)
	num := new(big.Int).Sub(whole, head)
	ten := big.NewInt(10)
	den := new(big.Int).Exp(ten, big.NewInt(int64(len(rep))), nil)
	den.Sub(den, big.NewInt(1))
	den.Mul(den, new(big.Int).Exp(ten, big.NewInt(int64(len(frac))), nil))
	fmt.Fprintf(b, "(%s / %s)", num, den)
	return nil
}

func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}
