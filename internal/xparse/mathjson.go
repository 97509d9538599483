package xparse

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// compute-engine's reading of a fragment is the MathJSON its standalone
// LaTeX parser (latex-syntax) gives, read under the meaning compute-engine
// gives it, and evaluated by cas at the points (as KaTeX's reading is). The
// parser decides the structure: precedence, grouping, what a function name
// takes as its argument (`\sin 2x` is sin(2x), `\sin^2 x` is (sin x)²,
// `\log_2 8`), the decimal comma `{,}`. The parsed MathJSON is not
// canonical; the steps of compute-engine's canonical form that change a
// value are done here, as a fresh ComputeEngine (0.140) does them:
//
//   - `e` is Euler's number, `i` the imaginary unit (a reading with `i` has
//     no real value: every point is "outside the real domain", where
//     compute-engine would give a complex number, or -1 for i²);
//   - juxtaposition (InvisibleOperator) is a product, except an integer
//     followed by a fraction of integers, alone (`2\frac{1}{3}` is 2+1/3, a
//     mixed number), and a letter followed by parentheses that do not
//     contain it (`f(x)`, `a(b+1)`: a function, which has no value here;
//     `x(x+1)` is a product);
//   - `\log x` is the logarithm to base 10 (Log), `\ln` natural, `\lg`
//     base 10, `\log_b`; `\exp x` is e^x; `30^\circ` is 30·π/180;
//   - `\sin^{-1} x` is arcsin x (a -1 power on a function name);
//   - `\overline{x}` (Conjugate) is x at real points; a style or box
//     (Annotated) is its content; `x_1` in any spelling is the variable x_1;
//   - `A : B` (Colon), `a \pm b` (Measurement), a quantity with a unit, a
//     derivative, integral or limit have no value for compute-engine's N
//     either; they are "not a value" here.
//
// A head this reader does not know is "not a value" with its name, never a
// guess. compute-engine's own numeric evaluation (N) is not used: it costs
// some ten times the parse in goja and is history-dependent (a persistent
// engine declares the symbols it has seen, so `x(2)` became 2x after a row
// with x), while this reading is the same on every run.

// ceTree is compute-engine's reading of a fragment converted into our ast.
type ceConverter struct {
	depth int
	// imaginary: the reading contains the imaginary unit.
	imaginary bool
}

// convError is a reason the MathJSON has no reading here; parse marks
// compute-engine's own parse errors.
type convError struct {
	msg   string
	parse bool
}

func (e *convError) Error() string { return e.msg }

func notValue(format string, args ...any) {
	panic(&convError{msg: "not a value: " + fmt.Sprintf(format, args...)})
}

// convertMathJSON converts the JSON of a MathJSON expression. imaginary
// says the expression uses the imaginary unit.
func convertMathJSON(src string) (x ast.Expr, imaginary bool, err error) {
	dec := json.NewDecoder(bytes.NewReader([]byte(src)))
	dec.UseNumber()
	var j any
	if err := dec.Decode(&j); err != nil {
		return nil, false, fmt.Errorf("unexpected MathJSON: %v", err)
	}
	if errs := mjErrors(j, nil); len(errs) > 0 {
		return nil, false, &convError{msg: "parse error: " + strings.Join(errs, ", "), parse: true}
	}
	defer func() {
		if r := recover(); r != nil {
			ce, ok := r.(*convError)
			if !ok {
				panic(r)
			}
			x, imaginary, err = nil, false, ce
		}
	}()
	c := &ceConverter{}
	x = c.expr(j)
	return x, c.imaginary, nil
}

// mjErrors lists (up to 3) the Error nodes of j, compute-engine's parse
// errors.
func mjErrors(j any, found []string) []string {
	if len(found) >= 3 {
		return found
	}
	switch j := j.(type) {
	case []any:
		if len(j) > 0 && j[0] == "Error" {
			b, _ := json.Marshal(j)
			return append(found, string(b))
		}
		for _, a := range j {
			found = mjErrors(a, found)
		}
	case map[string]any:
		if fn, ok := j["fn"]; ok {
			return mjErrors(fn, found)
		}
	}
	return found
}

// maxMathJSONDepth bounds the nesting the converter follows.
const maxMathJSONDepth = 200

func (c *ceConverter) expr(j any) ast.Expr {
	c.depth++
	defer func() { c.depth-- }()
	if c.depth > maxMathJSONDepth {
		notValue("nested more than %d deep", maxMathJSONDepth)
	}
	switch j := j.(type) {
	case json.Number:
		return mjNumber(j.String())
	case string:
		return c.symbol(j)
	case map[string]any:
		switch {
		case j["num"] != nil:
			s, _ := j["num"].(string)
			return mjNumber(s)
		case j["sym"] != nil:
			s, _ := j["sym"].(string)
			return c.symbol(s)
		case j["fn"] != nil:
			return c.expr(j["fn"])
		case j["str"] != nil:
			notValue("a string")
		}
		notValue("a dictionary")
	case []any:
		if len(j) == 0 {
			notValue("an empty expression")
		}
		head, ok := j[0].(string)
		if !ok {
			if m, isMap := j[0].(map[string]any); isMap {
				head, ok = m["sym"].(string)
			}
			if !ok {
				notValue("an applied expression")
			}
		}
		return c.apply(head, j[1:])
	}
	notValue("unexpected MathJSON %T", j)
	return nil
}

// mjNumber reads a MathJSON number: "5", "-1.25", "5e-2", "1.2e3",
// "0.(3)" (a repeating decimal).
func mjNumber(s string) ast.Expr {
	switch strings.TrimPrefix(strings.TrimPrefix(s, "+"), "-") {
	case "NaN":
		notValue("NaN")
	case "Infinity", "infinity":
		return &ast.Const{Kind: ast.Infinity}
	}
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(strings.TrimPrefix(s, "-"), "+")
	mant, exp, hasExp := strings.Cut(strings.ToLower(s), "e")
	n := &ast.Number{}
	intPart, frac, _ := strings.Cut(mant, ".")
	if r, ok := strings.CutSuffix(frac, ")"); ok {
		f, rep, ok2 := strings.Cut(r, "(")
		if !ok2 {
			notValue("the number %q", s)
		}
		frac, n.Repeat = f, rep
	}
	if intPart == "" {
		intPart = "0"
	}
	if !allDigits(intPart) || !allDigits(frac) || !allDigits(n.Repeat) {
		notValue("the number %q", s)
	}
	n.Int, n.Frac = intPart, frac
	var x ast.Expr = n
	if hasExp {
		eneg := strings.HasPrefix(exp, "-")
		exp = strings.TrimPrefix(strings.TrimPrefix(exp, "-"), "+")
		if exp == "" || !allDigits(exp) || len(exp) > 6 {
			notValue("the number %q", s)
		}
		var e ast.Expr = &ast.Number{Int: exp}
		if eneg {
			e = &ast.Unary{Op: ast.Neg, X: e}
		}
		x = &ast.Binary{Op: ast.Mul, X: x, Y: &ast.Binary{Op: ast.Pow, X: &ast.Number{Int: "10"}, Y: e}}
	}
	if neg {
		x = &ast.Unary{Op: ast.Neg, X: x}
	}
	return x
}

func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// symbol reads a symbol.
func (c *ceConverter) symbol(s string) ast.Expr {
	switch s {
	case "Pi":
		return &ast.Const{Kind: ast.Pi}
	case "e", "ExponentialE":
		return &ast.Const{Kind: ast.E}
	case "i", "ImaginaryUnit":
		c.imaginary = true
		return &ast.Ident{Name: "i"}
	case "PositiveInfinity", "NegativeInfinity", "ComplexInfinity":
		return &ast.Const{Kind: ast.Infinity}
	case "EmptySet":
		return &ast.Const{Kind: ast.EmptySet}
	case "Half":
		return &ast.Binary{Op: ast.Div, Form: ast.FormFrac, X: &ast.Number{Int: "1"}, Y: &ast.Number{Int: "2"}}
	case "Nothing":
		notValue("nothing (prose)")
	}
	if strings.HasPrefix(s, "'") {
		notValue("a string")
	}
	if mjConstants[s] {
		notValue("the constant %s", s)
	}
	return &ast.Ident{Name: s}
}

// mjConstants are symbols with a fixed meaning in compute-engine that cas
// does not evaluate.
var mjConstants = map[string]bool{
	"EulerGamma": true, "CatalanConstant": true, "GoldenRatio": true, "NaN": true,
	"True": true, "False": true, "Undefined": true, "ContinuationPlaceholder": true,
}

// mjFuncs maps MathJSON heads to our functions of one argument.
var mjFuncs = map[string]ast.FuncName{
	"Sin": ast.Sin, "Cos": ast.Cos, "Tan": ast.Tan, "Cot": ast.Cot, "Sec": ast.Sec, "Csc": ast.Csc,
	"Arcsin": ast.Arcsin, "Arccos": ast.Arccos, "Arctan": ast.Arctan, "Arccot": ast.Arccot,
	"Sinh": ast.Sinh, "Cosh": ast.Cosh, "Tanh": ast.Tanh, "Coth": ast.Coth,
	"Ln": ast.Ln, "Exp": ast.Exp, "Abs": ast.Abs, "Floor": ast.Floor, "Sign": ast.Sign,
	"Factorial": ast.Factorial,
}

// mjInverse is the function a -1 power on a function name reads as.
var mjInverse = map[string]ast.FuncName{"Sin": ast.Arcsin, "Cos": ast.Arccos, "Tan": ast.Arctan, "Cot": ast.Arccot}

// mjVariadic maps heads of two or more arguments.
var mjVariadic = map[string]ast.FuncName{"GCD": ast.GCD, "LCM": ast.LCM, "Max": ast.Max, "Min": ast.Min}

var mjRels = map[string]ast.RelOp{
	"Equal": ast.Eq, "NotEqual": ast.Ne, "Less": ast.Lt, "LessEqual": ast.Le, "Greater": ast.Gt,
	"GreaterEqual": ast.Ge, "Approx": ast.Approx, "Element": ast.In, "NotElement": ast.NotIn,
	"Equivalent": ast.Equiv,
}

// mjNoValue are heads that have no value for compute-engine's N either,
// with what they are.
var mjNoValue = map[string]string{
	"Colon": "a ratio A : B (compute-engine keeps Colon)", "Measurement": "a value with \\pm",
	"Quantity": "a quantity with a unit", "__unit__": "a unit", "Integrate": "an integral",
	"Limit": "a limit", "D": "a derivative", "Derivative": "a derivative", "Apply": "an applied derivative",
	"Prime": "a derivative mark", "Angle": "an angle", "Triangle": "a triangle", "And": "a conjunction",
	"Or": "a disjunction", "Not": "a negation", "Interval": "an interval", "Matrix": "a matrix",
	"Range": "a range", "String": "a string", "LatexString": "LaTeX text", "Text": "text",
	"Factorial2": "a double factorial", "Mod": "a residue", "Congruent": "a congruence",
	"Parallel": "a parallel", "Perpendicular": "a perpendicular", "BaseForm": "a number in a base",
	"Complex": "a complex number",
}

func (c *ceConverter) args(js []any) []ast.Expr {
	out := make([]ast.Expr, len(js))
	for i, a := range js {
		out[i] = c.expr(a)
	}
	return out
}

func (c *ceConverter) arity(head string, js []any, n int) {
	if len(js) != n {
		notValue("%s with %d arguments", head, len(js))
	}
}

func fold(op ast.BinaryOp, form ast.Form, xs []ast.Expr) ast.Expr {
	x := xs[0]
	for _, y := range xs[1:] {
		x = &ast.Binary{Op: op, Form: form, X: x, Y: y}
	}
	return x
}

// apply reads the application of head to args.
func (c *ceConverter) apply(head string, args []any) ast.Expr {
	if x, ok := c.named(head, args); ok {
		return x
	}
	if what, ok := mjNoValue[head]; ok {
		notValue("%s", what)
	}
	if x, ok := c.arithmetic(head, args); ok {
		return x
	}
	if x, ok := c.structure(head, args); ok {
		return x
	}
	if isFunctionName(head) {
		return &ast.Call{Name: head, Args: c.args(args)}
	}
	notValue("%s, which this reader does not evaluate", head)
	return nil
}

// named reads the heads of the tables: the functions of one argument
// (mjFuncs), of two or more (mjVariadic), and the relations (mjRels),
// which chain all their arguments.
func (c *ceConverter) named(head string, args []any) (ast.Expr, bool) {
	if f, ok := mjFuncs[head]; ok {
		c.arity(head, args, 1)
		return &ast.Func{Name: f, Args: c.args(args)}, true
	}
	if f, ok := mjVariadic[head]; ok {
		if len(args) < 2 {
			c.arity(head, args, 2)
		}
		return &ast.Func{Name: f, Args: c.args(args)}, true
	}
	if op, ok := mjRels[head]; ok {
		if len(args) < 2 {
			c.arity(head, args, 2)
		}
		xs := c.args(args)
		ops := make([]ast.RelOp, len(xs)-1)
		for i := range ops {
			ops[i] = op
		}
		return &ast.Rel{Ops: ops, Args: xs}, true
	}
	return nil, false
}

// arithmetic reads the operations, roots, logarithms and degrees.
func (c *ceConverter) arithmetic(head string, args []any) (ast.Expr, bool) {
	switch head {
	case "Add", "Multiply":
		if len(args) == 0 {
			notValue("%s of nothing", head)
		}
		if head == "Add" {
			return fold(ast.Add, ast.FormPlain, c.args(args)), true
		}
		return fold(ast.Mul, ast.FormCdot, c.args(args)), true
	case "Subtract":
		if len(args) == 1 {
			return &ast.Unary{Op: ast.Neg, X: c.expr(args[0])}, true
		}
		c.arity(head, args, 2)
		return &ast.Binary{Op: ast.Sub, X: c.expr(args[0]), Y: c.expr(args[1])}, true
	case "Negate":
		c.arity(head, args, 1)
		return &ast.Unary{Op: ast.Neg, X: c.expr(args[0])}, true
	case "Divide", "Rational":
		c.arity(head, args, 2)
		return &ast.Binary{Op: ast.Div, Form: ast.FormFrac, X: c.expr(args[0]), Y: c.expr(args[1])}, true
	case "Power":
		c.arity(head, args, 2)
		if f, ok := mjApplied(args[0]); ok && isMinusOne(args[1]) {
			if inv, ok := mjInverse[f]; ok {
				arg := args[0].([]any)[1:]
				c.arity(f, arg, 1)
				return &ast.Func{Name: inv, Args: c.args(arg)}, true
			}
			notValue("the inverse of %s", f)
		}
		return &ast.Binary{Op: ast.Pow, X: c.expr(args[0]), Y: c.expr(args[1])}, true
	case "Sqrt":
		c.arity(head, args, 1)
		return &ast.Root{X: c.expr(args[0])}, true
	case "Root":
		c.arity(head, args, 2)
		return &ast.Root{X: c.expr(args[0]), Index: c.expr(args[1])}, true
	case "Ceil":
		c.arity(head, args, 1)
		neg := &ast.Unary{Op: ast.Neg, X: c.expr(args[0])}
		return &ast.Unary{Op: ast.Neg, X: &ast.Func{Name: ast.Floor, Args: []ast.Expr{neg}}}, true
	case "Binomial":
		c.arity(head, args, 2)
		return &ast.Func{Name: ast.Binom, Args: c.args(args)}, true
	case "Log":
		switch len(args) {
		case 1:
			return &ast.Func{Name: ast.Lg, Args: c.args(args)}, true
		case 2:
			return &ast.Func{Name: ast.Log, Base: c.expr(args[1]), Args: []ast.Expr{c.expr(args[0])}}, true
		}
		c.arity(head, args, 1)
	case "Lg":
		c.arity(head, args, 1)
		return &ast.Func{Name: ast.Lg, Args: c.args(args)}, true
	case "Lb":
		c.arity(head, args, 1)
		return &ast.Func{Name: ast.Log, Base: &ast.Number{Int: "2"}, Args: c.args(args)}, true
	case "Degrees":
		c.arity(head, args, 1)
		return &ast.Postfix{Op: ast.Degree, X: c.expr(args[0])}, true
	}
	return nil, false
}

// structure reads the heads that wrap or group expressions: annotations,
// subscripted names, brackets, sequences, lists, tuples, sets, sums and
// products, and juxtaposition.
func (c *ceConverter) structure(head string, args []any) (ast.Expr, bool) {
	switch head {
	case "Conjugate", "Annotated":
		if len(args) < 1 {
			c.arity(head, args, 1)
		}
		return c.expr(args[0]), true
	case "Subscript":
		c.arity(head, args, 2)
		return c.symbol(subscriptName(args[0], args[1])), true
	case "Delimiter":
		if len(args) == 0 {
			notValue("empty brackets")
		}
		if seq, ok := args[0].([]any); ok && len(seq) > 0 && seq[0] == "Sequence" {
			if len(seq) == 2 {
				return c.expr(seq[1]), true
			}
			return &ast.Tuple{Left: '(', Right: ')', Sep: ast.Comma, Items: c.args(seq[1:])}, true
		}
		return c.expr(args[0]), true
	case "Sequence":
		if len(args) == 1 {
			return c.expr(args[0]), true
		}
		return &ast.List{Sep: ast.Comma, Items: c.args(args)}, true
	case "List":
		return &ast.List{Sep: ast.Comma, Items: c.args(args)}, true
	case "Tuple", "Pair", "Triple":
		return &ast.Tuple{Left: '(', Right: ')', Sep: ast.Comma, Items: c.args(args)}, true
	case "Set":
		return &ast.Set{Items: c.args(args)}, true
	case "Sum", "Product":
		return c.bigOp(head, args), true
	case "InvisibleOperator":
		return c.juxtaposition(args), true
	}
	return nil, false
}

// isFunctionName says head names a user function (`f`, `F`, `g_1`) rather
// than one of compute-engine's operators (which are capitalised words).
func isFunctionName(head string) bool {
	if head == "" {
		return false
	}
	if len(head) == 1 || strings.Contains(head, "_") {
		return true
	}
	return head[0] >= 'a' && head[0] <= 'z'
}

// bigOp reads Sum/Product(body, [Tuple|Limits, var, lo, hi]).
func (c *ceConverter) bigOp(head string, args []any) ast.Expr {
	c.arity(head, args, 2)
	lim, ok := args[1].([]any)
	if !ok || len(lim) != 4 || (lim[0] != "Tuple" && lim[0] != "Limits" && lim[0] != "Triple") {
		notValue("%s without bounds", strings.ToLower(head))
	}
	v, ok := lim[1].(string)
	if !ok {
		notValue("%s over a non-variable", strings.ToLower(head))
	}
	return &ast.BigOp{Prod: head == "Product", Var: v, Lo: c.expr(lim[2]), Hi: c.expr(lim[3]), X: c.expr(args[0])}
}

// juxtaposition reads InvisibleOperator(args) as compute-engine's
// canonical form does (see the top of this file).
func (c *ceConverter) juxtaposition(args []any) ast.Expr {
	if len(args) == 0 {
		notValue("an empty product")
	}
	if len(args) == 1 {
		return c.expr(args[0])
	}
	if len(args) == 2 {
		if n, neg, ok := mjInteger(args[0]); ok {
			if p, q, ok := mjIntFraction(args[1]); ok {
				whole := &ast.Number{Int: n}
				frac := &ast.Binary{Op: ast.Div, Form: ast.FormFrac, X: &ast.Number{Int: p}, Y: &ast.Number{Int: q}}
				var x ast.Expr = &ast.Binary{Op: ast.Add, Form: ast.FormMixed, X: whole, Y: frac}
				if neg {
					x = &ast.Unary{Op: ast.Neg, X: x}
				}
				return x
			}
		}
	}
	var xs []ast.Expr
	for i := 0; i < len(args); i++ {
		if s, ok := args[i].(string); ok && i+1 < len(args) && isDelimiter(args[i+1]) && !mjFixed(s) && !mjMentions(args[i+1], s) {
			inner := args[i+1].([]any)[1:]
			var callArgs []ast.Expr
			if len(inner) > 0 {
				if seq, ok := inner[0].([]any); ok && len(seq) > 0 && seq[0] == "Sequence" {
					callArgs = c.args(seq[1:])
				} else {
					callArgs = []ast.Expr{c.expr(inner[0])}
				}
			}
			xs = append(xs, &ast.Call{Name: s, Args: callArgs})
			i++
			continue
		}
		xs = append(xs, c.expr(args[i]))
	}
	return fold(ast.Mul, ast.FormImplicit, xs)
}

// mjFixed: symbols that are constants, not function names, before
// parentheses (`e(2)` is 2e).
func mjFixed(s string) bool {
	switch s {
	case "e", "i", "Pi", "ExponentialE", "ImaginaryUnit":
		return true
	}
	return mjConstants[s]
}

func isDelimiter(j any) bool {
	a, ok := j.([]any)
	return ok && len(a) > 0 && a[0] == "Delimiter"
}

// mjMentions says the symbol s occurs in j.
func mjMentions(j any, s string) bool {
	switch j := j.(type) {
	case string:
		return j == s
	case []any:
		for _, a := range j {
			if mjMentions(a, s) {
				return true
			}
		}
	case map[string]any:
		if v, ok := j["sym"]; ok {
			return v == s
		}
		if v, ok := j["fn"]; ok {
			return mjMentions(v, s)
		}
	}
	return false
}

// mjApplied returns the head of j when j is the application of a function
// name (["Sin", x]).
func mjApplied(j any) (string, bool) {
	a, ok := j.([]any)
	if !ok || len(a) < 2 {
		return "", false
	}
	h, ok := a[0].(string)
	if !ok {
		return "", false
	}
	_, fn := mjFuncs[h]
	return h, fn || h == "Log" || h == "Lb" || h == "Lg"
}

func isMinusOne(j any) bool {
	if n, ok := j.(json.Number); ok {
		return n.String() == "-1"
	}
	if a, ok := j.([]any); ok && len(a) == 2 && a[0] == "Negate" {
		n, ok := a[1].(json.Number)
		return ok && n.String() == "1"
	}
	return false
}

// mjInteger reads an integer literal (or its negation).
func mjInteger(j any) (digits string, neg bool, ok bool) {
	if a, isArr := j.([]any); isArr && len(a) == 2 && a[0] == "Negate" {
		d, _, ok := mjInteger(a[1])
		return d, true, ok
	}
	var s string
	switch j := j.(type) {
	case json.Number:
		s = j.String()
	case map[string]any:
		s, _ = j["num"].(string)
	}
	if strings.HasPrefix(s, "-") {
		s, neg = s[1:], true
	}
	return s, neg, s != "" && allDigits(s)
}

// mjIntFraction reads Divide/Rational of two non-negative integer literals.
func mjIntFraction(j any) (p, q string, ok bool) {
	a, isArr := j.([]any)
	if !isArr || len(a) != 3 || (a[0] != "Divide" && a[0] != "Rational") {
		return "", "", false
	}
	p, negP, ok1 := mjInteger(a[1])
	q, negQ, ok2 := mjInteger(a[2])
	return p, q, ok1 && ok2 && !negP && !negQ
}

// subscriptName is the variable `x_1` of Subscript(x, 1).
func subscriptName(base, sub any) string {
	b, ok := base.(string)
	if !ok {
		notValue("a subscript on an expression")
	}
	var s string
	switch sub := sub.(type) {
	case string:
		s = sub
	case json.Number:
		s = sub.String()
	default:
		notValue("a compound subscript")
	}
	return b + "_" + s
}
