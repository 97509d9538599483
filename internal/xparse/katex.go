package xparse

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// The KaTeX converter turns KaTeX's typesetting tree (katex.__parse, a flat
// list of atoms per group) into our expression tree under the reading a
// general-purpose parser makes, NOT the books' reading. That is the point
// of the cross-check: where the two differ, the fragment uses a notation
// whose meaning depends on the reader. The generic reading, rule by rule:
//
//   - precedence, loosest first: relations (=, <, \le, ...), the colon
//     `A : B` (a ratio: KaTeX classes `:` as a relation, so `12:3\cdot 2` is
//     12/(3·2)), + - \pm, then \cdot \times / \div and juxtaposition at one
//     level, left to right (`1/2x` is (1/2)·x), unary minus, powers and
//     postfix `!`, `\%`, `^\circ`;
//   - brackets group: `[x]` is x (not the integer part), `\{x\}` is a set;
//     |...| and \left|...\right| are the absolute value, \lfloor\rfloor floor;
//   - a function name takes a parenthesised argument if one follows,
//     otherwise the product of the factors that follow up to the next
//     operator or function name (`\sin 2\alpha` is sin(2α)); a superscript
//     on the name is a power of the value (`\sin^2 x` is (sin x)²);
//   - `2\frac{1}{3}` is the product 2·(1/3), not a mixed number;
//   - digits with `.` or `{,}` between them are one decimal; a bare comma
//     separates list items (`1,5` is the list 1, 5);
//   - `{}^4\sqrt{x}` (a superscript on an empty base) is not read;
//   - `e` and \mathrm{e} are Euler's number, \pi is π; other letters are
//     variables, adjacent letters a product; `\log x` is the natural log.

// kNode is a node of KaTeX's parse tree (the fields the converter uses).
type kNode struct {
	Type       string          `json:"type"`
	Text       string          `json:"text"`
	Family     string          `json:"family"`
	Name       string          `json:"name"`
	Symbol     bool            `json:"symbol"`
	Body       json.RawMessage `json:"body"`
	Base       *kNode          `json:"base"`
	Sup        *kNode          `json:"sup"`
	Sub        *kNode          `json:"sub"`
	Numer      *kNode          `json:"numer"`
	Denom      *kNode          `json:"denom"`
	HasBarLine bool            `json:"hasBarLine"`
	LeftDelim  *string         `json:"leftDelim"`
	Index      *kNode          `json:"index"`
	Left       string          `json:"left"`
	Right      string          `json:"right"`
	Font       string          `json:"font"`
}

// body returns the node's body as a list (it is a list or a single node).
func (n *kNode) body() ([]*kNode, error) {
	if len(n.Body) == 0 || string(n.Body) == "null" {
		return nil, nil
	}
	if n.Body[0] == '[' {
		var list []*kNode
		err := json.Unmarshal(n.Body, &list)
		return list, err
	}
	var one kNode
	if err := json.Unmarshal(n.Body, &one); err != nil {
		return nil, err
	}
	return []*kNode{&one}, nil
}

// convertError is a reason the generic reading failed.
type convertError struct{ msg string }

func (e *convertError) Error() string { return "katex tree: " + e.msg }

func failf(format string, args ...any) { panic(&convertError{fmt.Sprintf(format, args...)}) }

// convertKaTeX converts the JSON of a KaTeX parse tree into an expression.
func convertKaTeX(src string) (x ast.Expr, err error) {
	var list []*kNode
	if err := json.Unmarshal([]byte(src), &list); err != nil {
		return nil, fmt.Errorf("katex tree: %v", err)
	}
	defer func() {
		if r := recover(); r != nil {
			ce, ok := r.(*convertError)
			if !ok {
				panic(r)
			}
			x, err = nil, ce
		}
	}()
	c := &converter{}
	return c.sequence(list, true), nil
}

type converter struct{ depth int }

// token kinds of the flattened sequence
type tkind int

const (
	tOperand tkind = iota // x: a complete primary
	tNum                  // digits being collected in s
	tBin                  // s: + - \pm \cdot \times / \div :
	tRel                  // rel: = < ...
	tSep                  // s: , ;
	tOpen                 // s: ( [ \{ \lfloor
	tClose                // s: ) ] \} \rfloor
	tBar                  // |
	tFunc                 // fn, base, pow
	tPow                  // x: a superscript applied to what precedes
	tPostfix              // s: ! % circ
)

type token struct {
	kind tkind
	s    string
	x    ast.Expr
	fn   *ast.Func // template for tFunc
	pow  ast.Expr  // power on a function name
	rel  ast.RelOp
	// paren marks a \left( ... \right) group: after a function name it is
	// the whole argument, as a plain ( ... ) is.
	paren bool
}

var relOps = map[string]ast.RelOp{
	"=": ast.Eq, "\\ne": ast.Ne, "\\neq": ast.Ne, "<": ast.Lt, ">": ast.Gt,
	"\\le": ast.Le, "\\leq": ast.Le, "\\leqslant": ast.Le, "\\ge": ast.Ge, "\\geq": ast.Ge,
	"\\geqslant": ast.Ge, "\\approx": ast.Approx, "\\in": ast.In, "\\notin": ast.NotIn,
	"\\equiv": ast.Equiv, "\\Leftrightarrow": ast.Equiv, "\\iff": ast.Equiv,
}

var funcNames = map[string]ast.FuncName{
	"sin": ast.Sin, "cos": ast.Cos, "tan": ast.Tan, "tg": ast.Tan, "cot": ast.Cot, "ctg": ast.Cot,
	"cotg": ast.Cot, "sec": ast.Sec, "csc": ast.Csc, "cosec": ast.Csc, "arcsin": ast.Arcsin,
	"arccos": ast.Arccos, "arctan": ast.Arctan, "arctg": ast.Arctan, "arccot": ast.Arccot,
	"arcctg": ast.Arccot, "sinh": ast.Sinh, "sh": ast.Sinh, "cosh": ast.Cosh, "ch": ast.Cosh,
	"tanh": ast.Tanh, "th": ast.Tanh, "coth": ast.Coth, "cth": ast.Coth, "exp": ast.Exp,
	"ln": ast.Ln, "lg": ast.Lg, "log": ast.Log, "sgn": ast.Sign, "sign": ast.Sign,
	"min": ast.Min, "max": ast.Max, "gcd": ast.GCD, "lcm": ast.LCM, "НОД": ast.GCD, "НОК": ast.LCM,
}

var greek = map[string]bool{"alpha": true, "beta": true, "gamma": true, "delta": true, "epsilon": true,
	"varepsilon": true, "zeta": true, "eta": true, "theta": true, "vartheta": true, "iota": true,
	"kappa": true, "lambda": true, "mu": true, "nu": true, "xi": true, "rho": true, "sigma": true,
	"tau": true, "upsilon": true, "phi": true, "varphi": true, "chi": true, "psi": true, "omega": true,
	"Delta": true, "Gamma": true, "Lambda": true, "Omega": true, "Phi": true, "Psi": true, "Sigma": true}

func (c *converter) enter() {
	c.depth++
	if c.depth > 200 {
		failf("nested too deeply")
	}
}

// sequence converts a list of nodes (a group's body) into one expression.
func (c *converter) sequence(list []*kNode, top bool) ast.Expr {
	c.enter()
	defer func() { c.depth-- }()
	toks := c.tokens(list)
	if len(toks) == 0 {
		failf("empty group")
	}
	p := &tparser{c: c, toks: toks}
	x := p.items(top)
	if p.i < len(p.toks) {
		failf("unexpected %s", p.toks[p.i].describe())
	}
	return x
}

func (t token) describe() string {
	switch t.kind {
	case tOperand, tPow:
		return "operand"
	case tNum:
		return "number " + t.s
	case tFunc:
		return "function"
	case tBar:
		return "|"
	}
	return "`" + t.s + "`"
}

// tokens flattens nodes into tokens, merging digits into numbers.
func (c *converter) tokens(list []*kNode) []token {
	var toks []token
	lastNum := func() *token {
		if len(toks) > 0 && toks[len(toks)-1].kind == tNum {
			return &toks[len(toks)-1]
		}
		return nil
	}
	for i, n := range list {
		switch n.Type {
		case "textord", "mathord":
			if len(n.Text) == 1 && (n.Text[0] >= '0' && n.Text[0] <= '9' || n.Text == ".") {
				if t := lastNum(); t != nil && !(n.Text == "." && strings.Contains(t.s, ".")) {
					t.s += n.Text
				} else {
					toks = append(toks, token{kind: tNum, s: n.Text})
				}
				continue
			}
			toks = append(toks, c.ordToken(n))
		case "atom":
			toks = append(toks, c.atomToken(n))
		case "spacing", "kern", "glue":
		case "ordgroup":
			body, err := n.body()
			if err != nil {
				failf("%v", err)
			}
			// `{,}` between digits is a decimal comma.
			if len(body) == 1 && body[0].Type == "atom" && body[0].Text == "," {
				if t := lastNum(); t != nil && !strings.Contains(t.s, ".") && i+1 < len(list) && isDigit(list[i+1]) {
					t.s += "."
					continue
				}
			}
			if len(body) == 0 {
				failf("empty group {}")
			}
			toks = append(toks, token{kind: tOperand, x: c.sequence(body, false)})
		case "supsub":
			toks = c.supsub(toks, n)
		default:
			toks = append(toks, c.nodeToken(n))
		}
	}
	return toks
}

func isDigit(n *kNode) bool {
	if n.Type == "supsub" && n.Base != nil {
		n = n.Base
	}
	return n.Type == "textord" && len(n.Text) == 1 && n.Text[0] >= '0' && n.Text[0] <= '9'
}

func (c *converter) supsub(toks []token, n *kNode) []token {
	if n.Base == nil {
		failf("a superscript or subscript without a base")
	}
	if n.Base.Type == "ordgroup" {
		if b, _ := n.Base.body(); len(b) == 0 {
			failf("a superscript on an empty base ({}^n: a prescript)")
		}
	}
	if n.Base.Type == "op" || n.Base.Type == "operatorname" {
		t := c.nodeToken(n.Base)
		if t.kind != tFunc {
			failf("unsupported operator with limits")
		}
		if n.Sub != nil {
			if t.fn.Name != ast.Log {
				failf("a subscript on a function other than log")
			}
			t.fn.Base = c.one(n.Sub)
		}
		if n.Sup != nil {
			t.pow = c.one(n.Sup)
		}
		return append(toks, t)
	}
	var base []token
	if n.Sub != nil {
		if n.Base.Type != "mathord" {
			failf("a subscript on %s", n.Base.Type)
		}
		base = []token{{kind: tOperand, x: &ast.Ident{Name: identName(n.Base.Text) + "_" + subName(n.Sub)}}}
	} else {
		base = c.tokens([]*kNode{n.Base})
	}
	// digits before a superscripted digit are one number: 10^2
	if len(base) == 1 && base[0].kind == tNum && len(toks) > 0 && toks[len(toks)-1].kind == tNum {
		toks[len(toks)-1].s += base[0].s
	} else {
		toks = append(toks, base...)
	}
	if n.Sup != nil {
		if s := supText(n.Sup); s == "\\circ" {
			toks = append(toks, token{kind: tPostfix, s: "circ"})
		} else if s == "\\prime" || s == "'" {
			failf("a prime (derivative mark)")
		} else {
			toks = append(toks, token{kind: tPow, x: c.one(n.Sup)})
		}
	}
	return toks
}

// supText is the single symbol of a superscript ("" when it is more).
func supText(n *kNode) string {
	if n.Type == "ordgroup" {
		b, _ := n.body()
		if len(b) != 1 {
			return ""
		}
		n = b[0]
	}
	return n.Text
}

func subName(n *kNode) string {
	var b strings.Builder
	var walk func(n *kNode)
	walk = func(n *kNode) {
		switch n.Type {
		case "ordgroup":
			body, _ := n.body()
			for _, m := range body {
				walk(m)
			}
		case "textord", "mathord":
			b.WriteString(identName(n.Text))
		default:
			failf("a subscript with %s", n.Type)
		}
	}
	walk(n)
	return b.String()
}

func identName(t string) string { return strings.TrimPrefix(t, "\\") }

// one converts a group (or a single node) into one expression.
func (c *converter) one(n *kNode) ast.Expr {
	if n.Type == "ordgroup" {
		body, err := n.body()
		if err != nil {
			failf("%v", err)
		}
		return c.sequence(body, false)
	}
	return c.sequence([]*kNode{n}, false)
}

func (c *converter) ordToken(n *kNode) token {
	t := n.Text
	switch {
	case t == "|" || t == "\\vert" || t == "\\lvert" || t == "\\rvert":
		return token{kind: tBar, s: "|"}
	case t == "/":
		return token{kind: tBin, s: "/"}
	case t == "\\%" || t == "%":
		return token{kind: tPostfix, s: "%"}
	case t == "\\pi":
		return token{kind: tOperand, x: &ast.Const{Kind: ast.Pi}}
	case t == "e":
		return token{kind: tOperand, x: &ast.Const{Kind: ast.E}}
	case t == "\\infty":
		return token{kind: tOperand, x: &ast.Const{Kind: ast.Infinity}}
	case t == "\\varnothing" || t == "\\emptyset":
		return token{kind: tOperand, x: &ast.Const{Kind: ast.EmptySet}}
	case len(t) == 1 && (t[0] >= 'a' && t[0] <= 'z' || t[0] >= 'A' && t[0] <= 'Z'):
		return token{kind: tOperand, x: &ast.Ident{Name: t}}
	case strings.HasPrefix(t, "\\") && greek[t[1:]]:
		return token{kind: tOperand, x: &ast.Ident{Name: t[1:]}}
	case t == "\\ldots" || t == "\\dots" || t == "\\cdots":
		failf("an ellipsis")
	}
	failf("symbol %q", t)
	return token{}
}

func (c *converter) atomToken(n *kNode) token {
	t := n.Text
	switch n.Family {
	case "bin":
		switch t {
		case "+", "-", "\\pm", "\\mp", "\\cdot", "\\times", "*", "\\div", "\\ast":
			return token{kind: tBin, s: t}
		}
	case "rel":
		if t == ":" || t == "\\colon" {
			return token{kind: tBin, s: ":"}
		}
		if op, ok := relOps[t]; ok {
			return token{kind: tRel, s: t, rel: op}
		}
	case "punct":
		if t == "," || t == ";" {
			return token{kind: tSep, s: t}
		}
		if t == ":" || t == "\\colon" {
			return token{kind: tBin, s: ":"}
		}
	case "open":
		switch t {
		case "(", "[", "\\{", "\\lbrace", "\\lfloor", "\\lceil", "\\langle":
			return token{kind: tOpen, s: t}
		}
	case "close":
		switch t {
		case ")", "]", "\\}", "\\rbrace", "\\rfloor", "\\rceil", "\\rangle":
			return token{kind: tClose, s: t}
		case "!":
			return token{kind: tPostfix, s: "!"}
		}
	}
	failf("symbol %q (%s)", t, n.Family)
	return token{}
}

// nodeToken converts a structural node (fraction, root, group, function...).
func (c *converter) nodeToken(n *kNode) token {
	switch n.Type {
	case "genfrac":
		num, den := c.one(n.Numer), c.one(n.Denom)
		if n.HasBarLine {
			return token{kind: tOperand, x: &ast.Binary{Op: ast.Div, Form: ast.FormFrac, X: num, Y: den}}
		}
		if n.LeftDelim != nil && *n.LeftDelim == "(" {
			return token{kind: tOperand, x: &ast.Func{Name: ast.Binom, Args: []ast.Expr{num, den}}}
		}
		failf("a fraction without a bar")
	case "sqrt":
		body, err := n.body()
		if err != nil {
			failf("%v", err)
		}
		r := &ast.Root{X: c.groupBody(body)}
		if n.Index != nil {
			r.Index = c.one(n.Index)
		}
		return token{kind: tOperand, x: r}
	case "styling", "font", "color", "sizing", "mclass", "boxed", "enclose", "html", "htmlmathml":
		body, err := n.body()
		if err != nil {
			failf("%v", err)
		}
		if n.Type == "font" && len(body) == 1 && (body[0].Type == "mathord" || body[0].Type == "textord") && len(body[0].Text) > 1 && !strings.HasPrefix(body[0].Text, "\\") {
			failf("a word in %s", n.Font)
		}
		return token{kind: tOperand, x: c.groupBody(body)}
	case "leftright":
		body, err := n.body()
		if err != nil {
			failf("%v", err)
		}
		return token{kind: tOperand, x: c.bracketed(n.Left, n.Right, body), paren: n.Left == "("}
	case "text":
		body, _ := n.body()
		var b strings.Builder
		for _, m := range body {
			b.WriteString(m.Text)
		}
		return token{kind: tOperand, x: &ast.Text{Value: b.String()}}
	case "op":
		if n.Symbol {
			failf("a big operator %s", n.Name)
		}
		if name, ok := funcNames[identName(n.Name)]; ok {
			return token{kind: tFunc, fn: &ast.Func{Name: name}}
		}
		failf("operator %s", n.Name)
	case "operatorname":
		body, _ := n.body()
		var b strings.Builder
		for _, m := range body {
			b.WriteString(identName(m.Text))
		}
		if name, ok := funcNames[b.String()]; ok {
			return token{kind: tFunc, fn: &ast.Func{Name: name}}
		}
		failf("operator %s", b.String())
	}
	failf("%s", n.Type)
	return token{}
}

func (c *converter) groupBody(body []*kNode) ast.Expr {
	if len(body) == 0 {
		failf("empty group")
	}
	return c.sequence(body, false)
}

// bracketed reads \left L body \right R.
func (c *converter) bracketed(l, r string, body []*kNode) ast.Expr {
	toks := c.tokens(body)
	return c.closeGroup(l, r, toks)
}

// closeGroup builds the value of a bracketed token run.
func (c *converter) closeGroup(l, r string, toks []token) ast.Expr {
	if len(toks) == 0 {
		failf("empty brackets %s%s", l, r)
	}
	p := &tparser{c: c, toks: toks}
	items, sep := p.list()
	if p.i < len(p.toks) {
		failf("unexpected %s", p.toks[p.i].describe())
	}
	single := len(items) == 1
	switch {
	case (l == "|" || l == "\\vert" || l == "\\lvert") && single:
		return &ast.Func{Name: ast.Abs, Args: items}
	case l == "\\lfloor" && single:
		return &ast.Func{Name: ast.Floor, Args: items}
	case l == "\\{" || l == "\\lbrace":
		return &ast.Set{Items: items}
	case (l == "(" || l == "[" || l == ".") && single:
		return items[0]
	case (l == "(" || l == "[") && (r == ")" || r == "]"):
		return &ast.Tuple{Left: l[0], Right: r[0], Sep: sep, Items: items}
	}
	failf("brackets %s...%s", l, r)
	return nil
}

// tparser parses a token run by precedence.
type tparser struct {
	c    *converter
	toks []token
	i    int
	abs  int // open |...| groups
}

func (p *tparser) peek() *token {
	if p.i < len(p.toks) {
		return &p.toks[p.i]
	}
	return nil
}

// items reads a top-level run: a relation chain, or a list of them.
func (p *tparser) items(top bool) ast.Expr {
	items, sep := p.list()
	if len(items) == 1 {
		return items[0]
	}
	if !top {
		failf("a list inside a group")
	}
	return &ast.List{Sep: sep, Items: items}
}

func (p *tparser) list() ([]ast.Expr, ast.SepKind) {
	var items []ast.Expr
	sep := ast.SepKind(0)
	for {
		items = append(items, p.relation())
		t := p.peek()
		if t == nil || t.kind != tSep {
			break
		}
		p.i++
		k := ast.Comma
		if t.s == ";" {
			k = ast.Semicolon
		}
		if sep == 0 {
			sep = k
		}
	}
	if sep == 0 {
		sep = ast.Comma
	}
	return items, sep
}

func (p *tparser) relation() ast.Expr {
	x := p.colon()
	var rel *ast.Rel
	for t := p.peek(); t != nil && t.kind == tRel; t = p.peek() {
		p.i++
		if rel == nil {
			rel = &ast.Rel{Args: []ast.Expr{x}}
		}
		rel.Ops = append(rel.Ops, t.rel)
		rel.Args = append(rel.Args, p.colon())
	}
	if rel != nil {
		return rel
	}
	return x
}

func (p *tparser) colon() ast.Expr {
	x := p.additive()
	for t := p.peek(); t != nil && t.kind == tBin && t.s == ":"; t = p.peek() {
		p.i++
		x = &ast.Binary{Op: ast.Div, Form: ast.FormColon, X: x, Y: p.additive()}
	}
	return x
}

func (p *tparser) additive() ast.Expr {
	var x ast.Expr
	if t := p.peek(); t != nil && t.kind == tBin && (t.s == "-" || t.s == "+" || t.s == "\\pm" || t.s == "\\mp") {
		p.i++
		op := map[string]ast.UnaryOp{"-": ast.Neg, "+": ast.Plus, "\\pm": ast.PM, "\\mp": ast.MP}[t.s]
		x = &ast.Unary{Op: op, X: p.multiplicative()}
	} else {
		x = p.multiplicative()
	}
	for t := p.peek(); t != nil && t.kind == tBin; t = p.peek() {
		var op ast.BinaryOp
		switch t.s {
		case "+":
			op = ast.Add
		case "-":
			op = ast.Sub
		case "\\pm":
			op = ast.PlusMinus
		case "\\mp":
			op = ast.MinusPlus
		default:
			return x
		}
		p.i++
		x = &ast.Binary{Op: op, X: x, Y: p.multiplicative()}
	}
	return x
}

// startsOperand reports whether t can begin a factor of an implicit product.
func (p *tparser) startsOperand(t *token, inFuncArg bool) bool {
	switch t.kind {
	case tOperand, tNum, tOpen:
		return true
	case tFunc:
		return !inFuncArg
	case tBar:
		return p.abs == 0 // inside |...| a bar after an operand closes it
	}
	return false
}

func (p *tparser) multiplicative() ast.Expr {
	return p.product(false)
}

// product reads factors joined by \cdot, \times, /, \div or juxtaposition,
// left to right at one level. In a function argument it stops before the
// next function name and before explicit operators.
func (p *tparser) product(inFuncArg bool) ast.Expr {
	x := p.unary(inFuncArg)
	for t := p.peek(); t != nil; t = p.peek() {
		if t.kind == tBin && !inFuncArg {
			var op ast.BinaryOp
			var form ast.Form
			switch t.s {
			case "\\cdot", "*", "\\ast":
				op, form = ast.Mul, ast.FormCdot
			case "\\times":
				op, form = ast.Mul, ast.FormTimes
			case "/":
				op, form = ast.Div, ast.FormPlain
			case "\\div":
				op, form = ast.Div, ast.FormDiv
			default:
				return x
			}
			p.i++
			x = &ast.Binary{Op: op, Form: form, X: x, Y: p.unary(false)}
			continue
		}
		if p.startsOperand(t, inFuncArg) {
			x = &ast.Binary{Op: ast.Mul, Form: ast.FormImplicit, X: x, Y: p.unary(inFuncArg)}
			continue
		}
		return x
	}
	return x
}

func (p *tparser) unary(inFuncArg bool) ast.Expr {
	if t := p.peek(); t != nil && t.kind == tBin && (t.s == "-" || t.s == "+") && !inFuncArg {
		p.i++
		op := ast.Neg
		if t.s == "+" {
			op = ast.Plus
		}
		return &ast.Unary{Op: op, X: p.unary(false)}
	}
	return p.postfix()
}

func (p *tparser) postfix() ast.Expr {
	x := p.primary()
	for t := p.peek(); t != nil; t = p.peek() {
		switch t.kind {
		case tPow:
			p.i++
			x = &ast.Binary{Op: ast.Pow, X: x, Y: t.x}
			continue
		case tPostfix:
			p.i++
			switch t.s {
			case "!":
				x = &ast.Func{Name: ast.Factorial, Args: []ast.Expr{x}}
			case "%":
				x = &ast.Postfix{Op: ast.Percent, X: x}
			case "circ":
				x = &ast.Postfix{Op: ast.Degree, X: x}
			}
			continue
		}
		return x
	}
	return x
}

var closers = map[string]string{"(": ")", "[": "]", "\\{": "\\}", "\\lbrace": "\\rbrace", "\\lfloor": "\\rfloor", "\\lceil": "\\rceil", "\\langle": "\\rangle"}

func (p *tparser) primary() ast.Expr {
	t := p.peek()
	if t == nil {
		failf("missing operand at the end")
	}
	p.i++
	switch t.kind {
	case tOperand:
		return t.x
	case tNum:
		in, fr, _ := strings.Cut(t.s, ".")
		if in == "" && fr == "" {
			failf("a lone decimal point")
		}
		return &ast.Number{Int: in, Frac: fr}
	case tOpen:
		// find the matching closer at this nesting level
		depth, j := 0, p.i
		for ; j < len(p.toks); j++ {
			switch p.toks[j].kind {
			case tOpen:
				depth++
			case tClose:
				if depth == 0 {
					goto found
				}
				depth--
			}
		}
		failf("unbalanced %s", t.s)
	found:
		inner := p.toks[p.i:j]
		r := p.toks[j].s
		p.i = j + 1
		if t.s == "\\lceil" || t.s == "\\langle" || (closers[t.s] != r && !(t.s == "[" || t.s == "(")) {
			failf("brackets %s...%s", t.s, r)
		}
		return p.c.closeGroup(t.s, r, inner)
	case tBar:
		p.abs++
		inner := &tparser{c: p.c, toks: p.toks, i: p.i, abs: 1}
		x := inner.relation()
		if u := inner.peek(); u == nil || u.kind != tBar {
			failf("unbalanced |")
		}
		p.i = inner.i + 1
		p.abs--
		return &ast.Func{Name: ast.Abs, Args: []ast.Expr{x}}
	case tFunc:
		fn := *t.fn
		if u := p.peek(); u != nil && u.kind == tOperand && u.paren {
			// \cos\left(x\right) 100 is cos(x)·100, like \cos(x) 100
			p.i++
			fn.Args = []ast.Expr{u.x}
			if tu, ok := u.x.(*ast.Tuple); ok && (fn.Name == ast.Min || fn.Name == ast.Max || fn.Name == ast.GCD || fn.Name == ast.LCM) {
				fn.Args = tu.Items
			}
		} else if u := p.peek(); u != nil && u.kind == tOpen && u.s == "(" {
			arg := p.primary()
			if tu, ok := arg.(*ast.Tuple); ok && (fn.Name == ast.Min || fn.Name == ast.Max || fn.Name == ast.GCD || fn.Name == ast.LCM) {
				fn.Args = tu.Items
			} else {
				fn.Args = []ast.Expr{arg}
			}
		} else {
			if u := p.peek(); u == nil || !p.startsOperand(u, true) && !(u.kind == tBin && (u.s == "-" || u.s == "+")) {
				failf("a function without an argument")
			}
			if u := p.peek(); u.kind == tBin {
				p.i++
				op := ast.Neg
				if u.s == "+" {
					op = ast.Plus
				}
				fn.Args = []ast.Expr{&ast.Unary{Op: op, X: p.product(true)}}
			} else {
				fn.Args = []ast.Expr{p.product(true)}
			}
		}
		var x ast.Expr = &fn
		if t.pow != nil {
			x = &ast.Binary{Op: ast.Pow, X: x, Y: t.pow}
		}
		return x
	}
	failf("unexpected %s", t.describe())
	return nil
}
