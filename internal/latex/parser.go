package latex

import (
	"fmt"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// Config holds the limits of one parse. A zero field takes its default
// (DefaultConfig). Inputs beyond a limit fail fast with an error.
type Config struct {
	MaxDepth int // nesting of groups, operands and scripts
	MaxNodes int // nodes in the tree
	MaxLen   int // bytes of input

	// ListComma reads every comma except `{,}` and `d,(d)` as a separator,
	// for sources that use decimal points only (MATH-style answers, where
	// `1,3` is the list 1, 3). The zero value follows the books: see
	// resolveCommas.
	ListComma bool
}

// DefaultConfig is the configuration ParseExpr uses.
var DefaultConfig = Config{MaxDepth: 200, MaxNodes: 50000, MaxLen: 20000}

const maxErrors = 10

// ParseExpr reads one math fragment (no surrounding $) into an expression.
// On error it returns a partial tree, in which the parts it could not read
// are ast.Bad nodes, and an ErrorList sorted by offset. It never panics.
// It is safe for concurrent use.
func ParseExpr(src string) (ast.Expr, error) {
	return ParseExprConfig(src, DefaultConfig)
}

// ParseExprConfig is ParseExpr with explicit limits.
func ParseExprConfig(src string, cfg Config) (x ast.Expr, err error) {
	if cfg.MaxDepth <= 0 {
		cfg.MaxDepth = DefaultConfig.MaxDepth
	}
	if cfg.MaxNodes <= 0 {
		cfg.MaxNodes = DefaultConfig.MaxNodes
	}
	if cfg.MaxLen <= 0 {
		cfg.MaxLen = DefaultConfig.MaxLen
	}
	whole := ast.Span{From: 0, To: ast.Pos(len(src))}
	if len(src) > cfg.MaxLen {
		e := &Error{Offset: cfg.MaxLen, Msg: fmt.Sprintf("input longer than %d bytes", cfg.MaxLen), Snippet: snippet(src, cfg.MaxLen)}
		return &ast.Bad{Span: whole, Msg: e.Msg}, ErrorList{e}
	}
	p := &parser{src: src, cfg: cfg, rawFracs: map[*ast.Binary]bool{}}
	p.toks = resolveCommas(scan(src), cfg.ListComma)
	defer func() {
		if r := recover(); r != nil {
			if _, ok := r.(bailout); !ok {
				panic(r)
			}
			x = &ast.Bad{Span: whole, Msg: p.errs[len(p.errs)-1].Msg}
		}
		p.errs.Sort()
		err = p.errs.Err()
	}()
	x = p.parseTop()
	return x, nil
}

// bailout is the panic value that aborts a parse past a limit; it is
// recovered only in ParseExprConfig.
type bailout struct{}

type parser struct {
	src  string
	toks []token
	i    int
	cfg  Config
	errs ErrorList

	depth, nodes int
	absDepth     int  // open |...| bars in the current group
	inIntegral   bool // a `d x` ends the current product
	limitTarget  bool // `^+` / `^-` mark a one-sided limit
	limitDir     int
	rawFracs     map[*ast.Binary]bool // \frac nodes as written (for mixed numbers)
	groups       map[ast.Expr]bool    // nodes read from a ( ) group (for (X)')
	matrices     map[ast.Expr]bool    // tuples read from a matrix environment
}

// ---- tokens and errors ----

func (p *parser) tok() token { return p.toks[p.i] }

// skip advances k tokens, stopping at the final EOF token.
func (p *parser) skip(k int) { p.i = min(p.i+k, len(p.toks)-1) }

// prevEnd is the end of the last consumed token.
func (p *parser) prevEnd() int {
	if p.i == 0 {
		return 0
	}
	return p.toks[p.i-1].end
}

func (p *parser) peek(k int) token {
	if p.i+k < len(p.toks) {
		return p.toks[p.i+k]
	}
	return p.toks[len(p.toks)-1]
}

func (p *parser) next() token {
	t := p.toks[p.i]
	if t.kind != tEOF {
		p.i++
	}
	return t
}

func (p *parser) errorAt(off int, format string, args ...any) {
	p.errs = append(p.errs, &Error{Offset: off, Msg: fmt.Sprintf(format, args...), Snippet: snippet(p.src, off)})
	if len(p.errs) >= maxErrors {
		p.errs = append(p.errs, &Error{Offset: off, Msg: "too many errors", Snippet: snippet(p.src, off)})
		panic(bailout{})
	}
}

func (p *parser) bad(from, to int, format string, args ...any) *ast.Bad {
	p.errorAt(from, format, args...)
	return &ast.Bad{Span: span(from, to), Msg: fmt.Sprintf(format, args...)}
}

func (p *parser) unexpected(t token) *ast.Bad {
	if t.kind == tEOF {
		return p.bad(t.pos, t.end, "unexpected end of input")
	}
	if t.kind == tCmd && !knownCommands[t.text] && len(t.text) > 1 {
		return p.bad(t.pos, t.end, "unknown command %q", t.String())
	}
	return p.bad(t.pos, t.end, "unexpected %q", t.String())
}

func (p *parser) expectPunct(c string) bool {
	if t := p.tok(); t.punct(c) {
		p.next()
		return true
	}
	t := p.tok()
	p.errorAt(t.pos, "missing %q before %q", c, t.String())
	return false
}

// enter counts nesting; past MaxDepth the parse stops.
func (p *parser) enter() {
	p.depth++
	if p.depth > p.cfg.MaxDepth {
		p.errorAt(p.tok().pos, "expression nested deeper than %d", p.cfg.MaxDepth)
		panic(bailout{})
	}
}

func (p *parser) leave() { p.depth-- }

func node[T ast.Expr](p *parser, n T) T {
	p.nodes++
	if p.nodes > p.cfg.MaxNodes {
		p.errorAt(int(n.Pos()), "expression has more than %d nodes", p.cfg.MaxNodes)
		panic(bailout{})
	}
	return n
}

func span(from, to int) ast.Span { return ast.Span{From: ast.Pos(from), To: ast.Pos(to)} }

func sp(x, y ast.Expr) ast.Span { return ast.Span{From: x.Pos(), To: y.End()} }

func (p *parser) binary(op ast.BinaryOp, form ast.Form, x, y ast.Expr) *ast.Binary {
	return node(p, &ast.Binary{Span: sp(x, y), Op: op, Form: form, X: x, Y: y})
}

// ---- top level, lists, relations ----

func (p *parser) parseTop() ast.Expr {
	if p.tok().kind == tEOF {
		return p.bad(0, 0, "empty expression")
	}
	x := p.parseSeqExpr()
	// Sentence punctuation after the math is tolerated.
	for p.tok().punct(".") || p.tok().punct(",") || p.tok().punct(";") {
		if p.peek(1).kind != tEOF {
			break
		}
		p.next()
	}
	// Report what follows an early end too, so that one stray token does
	// not hide later errors; the tree keeps the first part.
	for t := p.tok(); t.kind != tEOF; t = p.tok() {
		p.next()
		p.unexpected(t)
		if p.tok().kind != tEOF {
			p.parseSeqExpr()
		}
	}
	return x
}

// parseSeqExpr reads a `;` and `,` separated sequence as one expression:
// a single item, or a List.
func (p *parser) parseSeqExpr() ast.Expr {
	items, sep := p.parseSeq()
	if len(items) == 1 {
		return items[0]
	}
	return node(p, &ast.List{Span: sp(items[0], items[len(items)-1]), Sep: sep, Items: items})
}

// parseSeq reads items separated by `;` (outer) and `,` (inner). With
// semicolons, each comma run becomes one List item.
func (p *parser) parseSeq() ([]ast.Expr, ast.SepKind) {
	var groups [][]ast.Expr
	for {
		var items []ast.Expr
		for {
			items = append(items, p.parseItem())
			if !p.tok().punct(",") {
				break
			}
			p.next()
		}
		groups = append(groups, items)
		if !p.tok().punct(";") {
			break
		}
		p.next()
	}
	if len(groups) == 1 {
		return groups[0], ast.Comma
	}
	out := make([]ast.Expr, len(groups))
	for i, g := range groups {
		if len(g) == 1 {
			out[i] = g[0]
		} else {
			out[i] = node(p, &ast.List{Span: sp(g[0], g[len(g)-1]), Sep: ast.Comma, Items: g})
		}
	}
	return out, ast.Semicolon
}

func (p *parser) relOp() (ast.RelOp, bool) {
	t := p.tok()
	switch {
	case t.kind == tPunct:
		switch t.text {
		case "=":
			return ast.Eq, true
		case "<":
			if p.peek(1).punct("=") && p.peek(1).pos == t.end {
				return ast.Le, true
			}
			return ast.Lt, true
		case ">":
			if p.peek(1).punct("=") && p.peek(1).pos == t.end {
				return ast.Ge, true
			}
			return ast.Gt, true
		}
	case t.kind == tCmd:
		op, ok := relWords[t.text]
		return op, ok
	}
	return 0, false
}

func (p *parser) parseItem() ast.Expr {
	x := p.parseSetExpr()
	_, ok := p.relOp()
	if !ok {
		return x
	}
	rel := &ast.Rel{Args: []ast.Expr{x}}
	p.continueRel(rel)
	rel.Span = sp(rel.Args[0], rel.Args[len(rel.Args)-1])
	return node(p, rel)
}

// continueRel appends `op operand` pairs to rel while a relation follows.
func (p *parser) continueRel(rel *ast.Rel) {
	for op, ok := p.relOp(); ok; op, ok = p.relOp() {
		t := p.next()
		if (op == ast.Le || op == ast.Ge) && t.kind == tPunct {
			p.next() // the '=' of <= or >=
		}
		rel.Ops = append(rel.Ops, op)
		rel.Args = append(rel.Args, p.parseSetExpr())
	}
}

// ---- binary operators ----

func (p *parser) setOp() (ast.BinaryOp, int) {
	t := p.tok()
	if t.kind != tCmd {
		return 0, 0
	}
	switch t.text {
	case "cup", "bigcup":
		return ast.Union, 1
	case "setminus":
		return ast.SetMinus, 1
	case "cap", "bigcap":
		return ast.Intersect, 2
	}
	return 0, 0
}

func (p *parser) parseSetExpr() ast.Expr { return p.parseSetLevel(1) }

func (p *parser) parseSetLevel(min int) ast.Expr {
	x := p.parseAdd()
	for {
		op, prec := p.setOp()
		if prec < min || prec == 0 {
			return x
		}
		p.next()
		y := p.parseSetLevel(prec + 1)
		x = p.binary(op, ast.FormPlain, x, y)
	}
}

func (p *parser) parseAdd() ast.Expr {
	x := p.parseMul()
	for {
		t := p.tok()
		var op ast.BinaryOp
		switch {
		case t.punct("+"):
			op = ast.Add
		case t.punct("-"):
			op = ast.Sub
		case t.cmd("pm"):
			op = ast.PlusMinus
		case t.cmd("mp"):
			op = ast.MinusPlus
		default:
			return x
		}
		p.next()
		x = p.binary(op, ast.FormPlain, x, p.parseMul())
	}
}

func (p *parser) mulOp() (ast.BinaryOp, ast.Form, bool) {
	t := p.tok()
	switch {
	case t.cmd("cdot"):
		return ast.Mul, ast.FormCdot, true
	case t.cmd("times"):
		return ast.Mul, ast.FormTimes, true
	case t.punct("*"):
		return ast.Mul, ast.FormPlain, true
	case t.cmd("div"):
		return ast.Div, ast.FormDiv, true
	case t.punct("/"):
		return ast.Div, ast.FormPlain, true
	case t.punct(":"), t.cmd("colon"):
		return ast.Div, ast.FormColon, true
	}
	return 0, 0, false
}

// parseMul reads explicit products and quotients, left to right at one
// precedence: `12 : 3 \cdot 2` is (12/3)*2.
func (p *parser) parseMul() ast.Expr {
	x := p.parseUnary()
	for {
		op, form, ok := p.mulOp()
		if !ok {
			return x
		}
		p.next()
		x = p.binary(op, form, x, p.parseUnary())
	}
}

func (p *parser) parseUnary() ast.Expr {
	t := p.tok()
	var op ast.UnaryOp
	switch {
	case t.punct("-"):
		op = ast.Neg
	case t.punct("+"):
		op = ast.Plus
	case t.cmd("pm"):
		op = ast.PM
	case t.cmd("mp"):
		op = ast.MP
	default:
		return p.parseImplicit(false)
	}
	p.enter()
	defer p.leave()
	p.next()
	var x ast.Expr
	if u := p.tok(); u.punct("-") || u.punct("+") || u.cmd("pm") || u.cmd("mp") {
		x = p.parseUnary()
	} else {
		x = p.parseImplicit(false)
	}
	return node(p, &ast.Unary{Span: span(t.pos, int(x.End())), Op: op, X: x})
}

// ---- implicit products ----

var funcLike = map[string]bool{"operatorname": true, "lim": true, "sum": true, "prod": true, "int": true}

// startsFactor reports whether the current token can begin a factor of an
// implicit product. stopAtFunc ends a function argument before the next
// function (`\sin x \cos x`).
func (p *parser) startsFactor(stopAtFunc bool) bool {
	t := p.tok()
	switch t.kind {
	case tNumber:
		return true
	case tLetter:
		if p.inIntegral && p.atDifferential() {
			return false
		}
		return true
	case tPunct:
		switch t.text {
		case "(", "[", "{":
			return true
		case "|":
			return p.absDepth == 0
		}
		return false
	case tCmd:
		if stopAtFunc {
			if _, ok := funcWords[t.text]; ok || funcLike[t.text] {
				return false
			}
		}
		if p.inIntegral && p.atDifferential() {
			return false
		}
		return startsPrimaryCmd(t.text)
	}
	return false
}

func startsPrimaryCmd(name string) bool {
	if greek[name] || fracWords[name] || textWords[name] || wrapperWords[name] {
		return true
	}
	if _, ok := funcWords[name]; ok {
		return true
	}
	if _, ok := constWords[name]; ok {
		return true
	}
	switch name {
	case "sqrt", "binom", "dbinom", "tbinom", "left", "mathbb", "mathrm", "operatorname", "lim", "begin",
		"sum", "prod", "int", "lvert", "vert", "lfloor", "lceil", "{", "lbrace":
		return true
	}
	return false
}

// parseImplicit reads a product of juxtaposed factors (`2x`, `(x+1)(x-1)`),
// folding an integer followed by a \frac of integers into a mixed number.
func (p *parser) parseImplicit(stopAtFunc bool) ast.Expr {
	factors := []ast.Expr{p.parsePostfix()}
	for p.startsFactor(stopAtFunc) {
		at := p.i
		f := p.parsePostfix()
		if p.i == at {
			break
		}
		factors = append(factors, f)
	}
	var x ast.Expr
	for i := 0; i < len(factors); i++ {
		f := factors[i]
		if i+1 < len(factors) && p.isMixed(f, factors[i+1]) {
			f = p.binary(ast.Add, ast.FormMixed, f, factors[i+1])
			i++
		}
		if x == nil {
			x = f
		} else {
			x = p.binary(ast.Mul, ast.FormImplicit, x, f)
		}
	}
	return x
}

func isInt(x ast.Expr) bool {
	n, ok := x.(*ast.Number)
	return ok && n.Frac == "" && n.Repeat == ""
}

func (p *parser) isMixed(whole, frac ast.Expr) bool {
	d, ok := frac.(*ast.Binary)
	return ok && isInt(whole) && p.rawFracs[d] && isInt(d.X) && isInt(d.Y)
}

// ---- postfix: powers, degrees, factorial, prime, percent ----

func (p *parser) parsePostfix() ast.Expr {
	x := p.parsePrimary()
	primes := 0
	for {
		t := p.tok()
		switch {
		case t.punct("^"):
			if p.limitTarget {
				if d := p.limitSign(); d != 0 {
					p.limitDir = d
					continue
				}
			}
			if p.atScriptCmd("prime") {
				x = node(p, &ast.Postfix{Span: span(int(x.Pos()), p.prevEnd()), Op: ast.Prime, X: x})
				continue
			}
			if p.atDegree() {
				x = node(p, &ast.Postfix{Span: span(int(x.Pos()), p.prevEnd()), Op: ast.Degree, X: x})
				continue
			}
			p.next()
			e := p.parseScript()
			x = p.binary(ast.Pow, ast.FormPlain, x, e)
		case t.cmd("degree"):
			p.next()
			x = node(p, &ast.Postfix{Span: span(int(x.Pos()), t.end), Op: ast.Degree, X: x})
		case t.punct("!"):
			p.next()
			x = node(p, &ast.Func{Span: span(int(x.Pos()), t.end), Name: ast.Factorial, Args: []ast.Expr{x}})
		case t.cmd("%") || t.punct("%"):
			p.next()
			x = node(p, &ast.Postfix{Span: span(int(x.Pos()), t.end), Op: ast.Percent, X: x})
		case t.punct("'") || t.cmd("prime"):
			p.next()
			if d, ok := x.(*ast.Derivative); ok && primes > 0 && d.Var == "" {
				d.Order++
				d.To = ast.Pos(t.end)
			} else if p.groups[x] {
				x = node(p, &ast.Derivative{Span: span(int(x.Pos()), t.end), X: x, Order: 1})
			} else {
				x = node(p, &ast.Postfix{Span: span(int(x.Pos()), t.end), Op: ast.Prime, X: x})
			}
			primes++
			continue
		case t.punct("_"):
			p.next()
			sub := p.parseScript()
			if isInt(x) && isInt(sub) {
				// 52_8: a numeral in base 8.
				x = node(p, &ast.Func{Span: span(int(x.Pos()), int(sub.End())), Name: ast.Other, Other: "base", Base: sub, Args: []ast.Expr{x}})
				continue
			}
			p.errorAt(t.pos, "subscript on a non-variable")
		default:
			return x
		}
		primes = 0
	}
}

// atDegree consumes `^\circ` or `^{\circ}` and reports whether it did.
func (p *parser) atDegree() bool { return p.atScriptCmd("circ") }

// atScriptCmd consumes `^\name` or `^{\name}` and reports whether it did.
func (p *parser) atScriptCmd(name string) bool {
	if p.peek(1).cmd(name) {
		p.skip(2)
		return true
	}
	if p.peek(1).punct("{") && p.peek(2).cmd(name) && p.peek(3).punct("}") {
		p.skip(4)
		return true
	}
	return false
}

// limitSign consumes `^+`, `^-`, `^{+}`, `^{-}` and returns the side.
func (p *parser) limitSign() int {
	sign := func(t token) int {
		switch {
		case t.punct("+"):
			return 1
		case t.punct("-"):
			return -1
		}
		return 0
	}
	if d := sign(p.peek(1)); d != 0 {
		p.skip(2)
		return d
	}
	if p.peek(1).punct("{") && p.peek(3).punct("}") {
		if d := sign(p.peek(2)); d != 0 {
			p.skip(4)
			return d
		}
	}
	return 0
}

// parseScript reads a superscript or subscript: a braced group or one
// token (one digit of a number: `x^22` is x^2 2).
func (p *parser) parseScript() ast.Expr {
	p.enter()
	defer p.leave()
	t := p.tok()
	switch {
	case t.punct("{"):
		return p.parseBraced()
	case t.kind == tNumber:
		return p.oneDigit()
	case t.kind == tLetter:
		p.next()
		if t.text == "e" {
			return node(p, &ast.Const{Span: span(t.pos, t.end), Kind: ast.E})
		}
		return node(p, &ast.Ident{Span: span(t.pos, t.end), Name: t.text})
	case t.punct("-") || t.punct("+"):
		// `x^-1`: not TeX, but common; read the sign and one token.
		p.next()
		x := p.parseScript()
		op := ast.Neg
		if t.text == "+" {
			op = ast.Plus
		}
		return node(p, &ast.Unary{Span: span(t.pos, int(x.End())), Op: op, X: x})
	case t.kind == tCmd:
		if greek[t.text] {
			p.next()
			return node(p, &ast.Ident{Span: span(t.pos, t.end), Name: t.text})
		}
		if k, ok := constWords[t.text]; ok {
			p.next()
			return node(p, &ast.Const{Span: span(t.pos, t.end), Kind: k})
		}
		if fracWords[t.text] || t.text == "sqrt" || t.text == "mathrm" || t.text == "mathbb" || textWords[t.text] {
			return p.parsePrimary()
		}
	}
	p.next()
	return p.unexpected(t)
}

// oneDigit takes the first digit of the current number token (the rest
// stays as a token), or the whole number if it has a decimal part.
func (p *parser) oneDigit() ast.Expr {
	t := &p.toks[p.i]
	if t.num.point || len(t.num.Int) <= 1 || t.end-t.pos != len(t.num.Int) {
		p.next()
		return p.number(*t)
	}
	first := token{kind: tNumber, pos: t.pos, end: t.pos + 1, text: t.num.Int[:1], num: numLit{Int: t.num.Int[:1]}}
	t.num.Int = t.num.Int[1:]
	t.text = t.num.Int
	t.pos++
	t.space = false
	return p.number(first)
}

// parseArg reads a one-token or braced argument of \frac, \sqrt, \binom.
func (p *parser) parseArg() ast.Expr {
	t := p.tok()
	if t.kind == tEOF || t.punct("}") {
		return p.bad(t.pos, t.end, "missing argument")
	}
	return p.parseScript()
}

// parseBraced reads `{ ... }` as a transparent group.
func (p *parser) parseBraced() ast.Expr {
	open := p.next()
	if p.tok().punct("}") {
		p.next()
		return p.bad(open.pos, open.end+1, "empty group")
	}
	x := p.inGroup(p.parseSeqExpr)
	if !p.tok().punct("}") {
		t := p.tok()
		if t.kind != tEOF {
			p.errorAt(t.pos, "unexpected %q, missing %q", t.String(), "}")
		} else {
			p.errorAt(open.pos, "missing %q", "}")
		}
		return x
	}
	p.next()
	p.ungroup(x)
	return x
}

// ungroup forgets that x was a \frac as written: `2{\frac13}` and
// `2(\frac13)` are products, not mixed numbers.
func (p *parser) ungroup(x ast.Expr) {
	if b, ok := x.(*ast.Binary); ok {
		delete(p.rawFracs, b)
	}
}

// inGroup runs f with the context of a fresh group: bars, integrals and
// limit targets of the enclosing level do not reach inside.
func (p *parser) inGroup(f func() ast.Expr) ast.Expr {
	abs, integ, lim := p.absDepth, p.inIntegral, p.limitTarget
	p.absDepth, p.inIntegral, p.limitTarget = 0, false, false
	defer func() { p.absDepth, p.inIntegral, p.limitTarget = abs, integ, lim }()
	return f()
}

// ---- primaries ----

func (p *parser) number(t token) *ast.Number {
	return node(p, &ast.Number{Span: span(t.pos, t.end), Int: t.num.Int, Frac: t.num.Frac, Repeat: t.num.Repeat})
}

func (p *parser) parsePrimary() ast.Expr {
	p.enter()
	defer p.leave()
	t := p.tok()
	switch t.kind {
	case tNumber:
		p.next()
		return p.number(t)
	case tLetter:
		p.next()
		return p.letter(t, true)
	case tPunct:
		switch t.text {
		case "(", "[":
			p.next()
			return p.parseBracket(t, t.text[0], false)
		case "{":
			if p.peek(1).punct("}") && p.peek(2).punct("^") {
				return p.parsePreRoot()
			}
			return p.parseBraced()
		case "|":
			p.next()
			return p.parseAbs(t, func(u token) bool { return u.punct("|") })
		}
	case tCmd:
		return p.parseCommand(t)
	case tEOF:
		return p.bad(t.pos, t.end, "missing operand at end of input")
	}
	if isCloser(t) || t.punct(",") || t.punct(";") {
		return p.bad(t.pos, t.end, "missing operand before %q", t.String())
	}
	p.next()
	return p.unexpected(t)
}

func isCloser(t token) bool {
	return t.punct(")") || t.punct("]") || t.punct("}") || t.cmd("}") || t.cmd("right") ||
		t.cmd("rvert") || t.cmd("rfloor") || t.cmd("rceil") || t.cmd("rbrace")
}

var callNames = map[string]bool{"f": true, "g": true, "h": true, "F": true, "G": true}

// letter reads a one-letter variable with an optional folded subscript,
// `e` (Euler's number), C_n^k (a binomial) and f(x) (a call).
func (p *parser) letter(t token, full bool) ast.Expr {
	name := t.text
	end := t.end
	if full && name == "C" && (p.tok().punct("_") || p.tok().punct("^")) {
		if b := p.parseBinomC(t); b != nil {
			return b
		}
	}
	if p.tok().punct("_") {
		sub, e := p.subscriptText()
		name += "_" + sub
		end = e
	}
	if name == "e" {
		return node(p, &ast.Const{Span: span(t.pos, end), Kind: ast.E})
	}
	if full && callNames[t.text] {
		callName := name
		k := 0
		for p.peek(k).punct("'") {
			k++
		}
		if u := p.peek(k); u.punct("(") || (u.cmd("left") && p.peek(k+1).punct("(")) {
			callName += strings.Repeat("'", k)
			p.skip(k)
			open := p.next()
			if open.cmd("left") {
				p.next()
			}
			args, closeEnd := p.parseCallArgs(open.cmd("left"))
			return node(p, &ast.Call{Span: span(t.pos, closeEnd), Name: callName, Args: args})
		}
	}
	return node(p, &ast.Ident{Span: span(t.pos, end), Name: name})
}

// parseCallArgs reads comma-separated arguments up to `)` or `\right)`.
func (p *parser) parseCallArgs(left bool) ([]ast.Expr, int) {
	var args []ast.Expr
	empty := p.tok().punct(")") || (left && p.tok().cmd("right") && p.peek(1).punct(")"))
	if !empty {
		args, _ = p.parseGroupSeq()
	}
	t := p.tok()
	if left {
		if t.cmd("right") && p.peek(1).punct(")") {
			p.next()
			return args, p.next().end
		}
	} else if t.punct(")") {
		return args, p.next().end
	}
	p.errorAt(t.pos, "missing %q before %q", ")", t.String())
	return args, t.pos
}

func (p *parser) parseGroupSeq() ([]ast.Expr, ast.SepKind) {
	var items []ast.Expr
	var sep ast.SepKind
	p.inGroup(func() ast.Expr {
		items, sep = p.parseSeq()
		return nil
	})
	return items, sep
}

// subscriptText reads `_x` or `_{...}` as the text folded into a name:
// `x_{12}` gives "12". Braces, backslashes and spaces are dropped.
func (p *parser) subscriptText() (string, int) {
	p.next() // _
	t := p.tok()
	switch {
	case t.punct("{"):
		depth := 0
		start := p.i
		for {
			u := p.tok()
			if u.kind == tEOF {
				p.errorAt(t.pos, "missing %q", "}")
				return "?", u.pos
			}
			p.next()
			if u.punct("{") {
				depth++
			} else if u.punct("}") {
				depth--
				if depth == 0 {
					var b strings.Builder
					for _, v := range p.toks[start+1 : p.i-1] {
						if v.punct("{") || v.punct("}") {
							continue
						}
						b.WriteString(p.src[v.pos:v.end])
					}
					s := strings.Map(func(r rune) rune {
						if r == '\\' || r == ' ' || r == '{' || r == '}' || r == '_' || r == '\t' || r == '\n' || r == '\r' {
							return -1
						}
						return r
					}, b.String())
					if s == "" {
						p.errorAt(t.pos, "empty subscript")
						s = "?"
					}
					return s, u.end
				}
			}
		}
	case t.kind == tNumber:
		d := p.oneDigit().(*ast.Number)
		return d.Int, int(d.End())
	case t.kind == tLetter:
		p.next()
		return t.text, t.end
	case t.kind == tCmd && greek[t.text]:
		p.next()
		return t.text, t.end
	}
	p.errorAt(t.pos, "bad subscript %q", t.String())
	return "?", t.pos
}

// parseBinomC reads C_n^k or C^k_n after the letter C; nil (nothing
// consumed) if only one script is there (then C_n is a variable).
func (p *parser) parseBinomC(c token) ast.Expr {
	k := 0
	seen := map[string]bool{}
	for range 2 {
		u := p.peek(k)
		if !(u.punct("_") || u.punct("^")) || seen[u.text] {
			break
		}
		seen[u.text] = true
		k = p.scriptEnd(k + 1)
	}
	if len(seen) < 2 {
		return nil
	}
	var n, kk ast.Expr
	for range 2 {
		if p.next().punct("_") {
			n = p.parseScript()
		} else {
			kk = p.parseScript()
		}
	}
	return node(p, &ast.Func{Span: span(c.pos, p.prevEnd()), Name: ast.Binom, Args: []ast.Expr{n, kk}})
}

// scriptEnd returns the token offset (from p.i) after a script starting
// at offset k: one token, a sign and one token, or a balanced { } group.
func (p *parser) scriptEnd(k int) int {
	u := p.peek(k)
	if u.punct("-") || u.punct("+") {
		return p.scriptEnd(k + 1)
	}
	if !u.punct("{") {
		return k + 1
	}
	depth := 0
	for ; p.i+k < len(p.toks); k++ {
		switch v := p.peek(k); {
		case v.punct("{"):
			depth++
		case v.punct("}"):
			depth--
			if depth == 0 {
				return k + 1
			}
		case v.kind == tEOF:
			return k
		}
	}
	return k
}

// parsePreRoot reads `{}^4\sqrt{x}`.
func (p *parser) parsePreRoot() ast.Expr {
	open := p.tok()
	p.skip(3) // { } ^
	idx := p.parseScript()
	if !p.tok().cmd("sqrt") {
		return p.bad(open.pos, p.tok().pos, "{}^n must precede \\sqrt")
	}
	p.next()
	x := p.parseArg()
	return node(p, &ast.Root{Span: span(open.pos, int(x.End())), Index: idx, X: x})
}

// parseBracket reads a ( or [ group after the opener: one item in ( ) is
// a transparent group, one item in [ ] is the integer part, and two or
// more items are a tuple, whose closer may differ (`[0; 1)`).
func (p *parser) parseBracket(open token, left byte, viaLeft bool) ast.Expr {
	if p.tok().punct(")") || p.tok().punct("]") {
		return p.bad(open.pos, p.next().end, "empty brackets")
	}
	items, sep := p.parseGroupSeq()
	t := p.tok()
	var right byte
	end := t.end
	switch {
	case viaLeft && t.cmd("right"):
		d := p.peek(1)
		p.skip(2)
		end = d.end
		switch {
		case d.punct(")"), d.punct("]"):
			right = d.text[0]
		case d.punct("."):
			right = '.'
		default:
			p.errorAt(d.pos, "unexpected %q after \\right", d.String())
			right = '.'
		}
	case !viaLeft && (t.punct(")") || t.punct("]")):
		p.next()
		right = t.text[0]
	default:
		p.errorAt(t.pos, "unexpected %q, missing closing bracket", t.String())
		right = '?'
		end = t.pos
	}
	s := span(open.pos, end)
	if len(items) == 1 {
		x := items[0]
		switch {
		case p.matrices[x]:
			return x
		case left == '[' && right == ']':
			return node(p, &ast.Func{Span: s, Name: ast.Floor, Args: items})
		case left == '(' && (right == ')' || right == '.' || right == '?'):
			if p.groups == nil {
				p.groups = map[ast.Expr]bool{}
			}
			p.groups[x] = true
			p.ungroup(x)
			return x
		case right == '?':
			return x
		}
		return p.bad(open.pos, end, "mismatched brackets %c%c around one item", left, right)
	}
	if right == '.' || right == '?' {
		right = map[byte]byte{'(': ')', '[': ']'}[left]
	}
	return node(p, &ast.Tuple{Span: s, Left: left, Right: right, Sep: sep, Items: items})
}

// parseAbs reads |x| after the opening bar, up to a closing token.
func (p *parser) parseAbs(open token, closer func(token) bool) ast.Expr {
	var x ast.Expr
	p.inGroup(func() ast.Expr {
		p.absDepth = 1
		x = p.parseSeqExpr()
		return nil
	})
	t := p.tok()
	if !closer(t) {
		p.errorAt(t.pos, "missing closing |")
		return node(p, &ast.Func{Span: span(open.pos, t.pos), Name: ast.Abs, Args: []ast.Expr{x}})
	}
	p.next()
	end := t.end
	if t.cmd("right") {
		end = p.next().end
	}
	return node(p, &ast.Func{Span: span(open.pos, end), Name: ast.Abs, Args: []ast.Expr{x}})
}

// parseSetOrFrac reads \{ ... \} after the opener: one item is the
// fractional part, otherwise a set.
func (p *parser) parseSetOrFrac(open token, closer func(token) bool) ast.Expr {
	var items []ast.Expr
	if !closer(p.tok()) {
		items, _ = p.parseGroupSeq()
	}
	t := p.tok()
	end := t.end
	if closer(t) {
		p.next()
		if t.cmd("right") {
			end = p.next().end
		}
	} else {
		p.errorAt(t.pos, "missing \\}")
		end = t.pos
	}
	s := span(open.pos, end)
	if len(items) == 1 {
		return node(p, &ast.Func{Span: s, Name: ast.FracPart, Args: items})
	}
	return node(p, &ast.Set{Span: s, Items: items})
}

// parseLeft reads \left<delim> ... \right<delim>.
func (p *parser) parseLeft(t token) ast.Expr {
	d := p.peek(1)
	p.skip(2)
	rightIs := func(c string) func(token) bool {
		return func(u token) bool {
			return u.cmd("right") && (p.peek(1).punct(c) || p.peek(1).cmd(c) ||
				(c == "|" && (p.peek(1).cmd("rvert") || p.peek(1).cmd("vert"))) ||
				(c == "}" && p.peek(1).cmd("rbrace")))
		}
	}
	switch {
	case d.punct("("):
		return p.parseBracket(t, '(', true)
	case d.punct("["):
		return p.parseBracket(t, '[', true)
	case d.punct("|") || d.cmd("lvert") || d.cmd("vert"):
		return p.parseAbs(t, rightIs("|"))
	case d.cmd("{") || d.cmd("lbrace"):
		return p.parseSetOrFrac(t, rightIs("}"))
	case d.cmd("lfloor"):
		return p.parseDelimFunc(t, ast.Floor, "", rightIs("rfloor"))
	case d.cmd("lceil"):
		return p.parseDelimFunc(t, ast.Other, "ceil", rightIs("rceil"))
	case d.punct("."):
		x := p.parseGroupExpr()
		u := p.tok()
		if u.cmd("right") {
			e := p.peek(1)
			p.skip(2)
			if !e.punct(")") && !e.punct("]") && !e.punct(".") {
				return p.bad(t.pos, e.end, "unsupported \\left. ... \\right%s", e.String())
			}
			return x
		}
		p.errorAt(u.pos, "missing \\right")
		return x
	}
	return p.bad(t.pos, d.end, "unsupported delimiter \\left%s", d.String())
}

func (p *parser) parseGroupExpr() ast.Expr { return p.inGroup(p.parseSeqExpr) }

// parseDelimFunc reads \lfloor x \rfloor style groups.
func (p *parser) parseDelimFunc(open token, name ast.FuncName, other string, closer func(token) bool) ast.Expr {
	x := p.parseGroupExpr()
	t := p.tok()
	end := t.pos
	if closer(t) {
		p.next()
		end = t.end
		if t.cmd("right") {
			end = p.next().end
		}
	} else {
		p.errorAt(t.pos, "missing closing delimiter before %q", t.String())
	}
	return node(p, &ast.Func{Span: span(open.pos, end), Name: name, Other: other, Args: []ast.Expr{x}})
}

// bracedText reads `{...}` raw (balanced) and returns the inner source.
func (p *parser) bracedText() (string, int, bool) {
	t := p.tok()
	if !t.punct("{") {
		p.errorAt(t.pos, "missing {")
		return "", t.pos, false
	}
	depth := 0
	for {
		u := p.tok()
		if u.kind == tEOF {
			p.errorAt(t.pos, "missing }")
			return "", u.pos, false
		}
		p.next()
		if u.punct("{") {
			depth++
		} else if u.punct("}") {
			depth--
			if depth == 0 {
				return p.src[t.end:u.pos], u.end, true
			}
		}
	}
}

func (p *parser) parseCommand(t token) ast.Expr {
	name := t.text
	switch {
	case greek[name]:
		p.next()
		return p.letter(t, false)
	case fracWords[name]:
		return p.parseFrac(t)
	case textWords[name]:
		p.next()
		s, end, _ := p.bracedText()
		return node(p, &ast.Text{Span: span(t.pos, end), Value: s})
	case wrapperWords[name]:
		p.next()
		if !p.tok().punct("{") {
			return p.bad(t.pos, t.end, "missing { after %s", t.String())
		}
		return p.parseBraced()
	}
	if k, ok := constWords[name]; ok {
		p.next()
		return node(p, &ast.Const{Span: span(t.pos, t.end), Kind: k})
	}
	if f, ok := funcWords[name]; ok {
		p.next()
		return p.parseFuncApp(t, f, "")
	}
	switch name {
	case "sqrt":
		p.next()
		var idx ast.Expr
		if p.tok().punct("[") {
			p.next()
			idx = p.parseGroupExpr()
			p.expectPunct("]")
		}
		x := p.parseArg()
		return node(p, &ast.Root{Span: span(t.pos, int(x.End())), Index: idx, X: x})
	case "binom", "dbinom", "tbinom":
		p.next()
		n := p.parseArg()
		k := p.parseArg()
		return node(p, &ast.Func{Span: span(t.pos, int(k.End())), Name: ast.Binom, Args: []ast.Expr{n, k}})
	case "left":
		return p.parseLeft(t)
	case "lvert", "vert":
		p.next()
		return p.parseAbs(t, func(u token) bool { return u.cmd("rvert") || u.cmd("vert") })
	case "lfloor":
		p.next()
		return p.parseDelimFunc(t, ast.Floor, "", func(u token) bool { return u.cmd("rfloor") })
	case "lceil":
		p.next()
		return p.parseDelimFunc(t, ast.Other, "ceil", func(u token) bool { return u.cmd("rceil") })
	case "{", "lbrace":
		p.next()
		return p.parseSetOrFrac(t, func(u token) bool { return u.cmd("}") || u.cmd("rbrace") })
	case "mathbb":
		p.next()
		s, end, _ := p.bracedText()
		if k, ok := setLetters[strings.TrimSpace(s)]; ok {
			return node(p, &ast.Const{Span: span(t.pos, end), Kind: k})
		}
		return p.bad(t.pos, end, "unknown set \\mathbb{%s}", s)
	case "mathrm", "operatorname":
		p.next()
		s, end, _ := p.bracedText()
		s = trimText(s)
		if f, ok := funcWords[s]; ok {
			return p.parseFuncApp(t, f, "")
		}
		switch s {
		case "e":
			return node(p, &ast.Const{Span: span(t.pos, end), Kind: ast.E})
		case "d", "i":
			return node(p, &ast.Ident{Span: span(t.pos, end), Name: s})
		}
		if name == "operatorname" {
			return p.parseFuncApp(t, ast.Other, s)
		}
		return node(p, &ast.Text{Span: span(t.pos, end), Value: s})
	case "begin":
		return p.parseEnv(t)
	case "|":
		p.next()
		return p.parseDelimFunc(t, ast.Other, "norm", func(u token) bool { return u.cmd("|") })
	case "lim":
		return p.parseLimit(t)
	case "sum", "prod":
		return p.parseBigOp(t)
	case "int":
		return p.parseIntegral(t)
	}
	if isCloser(t) {
		return p.bad(t.pos, t.end, "missing operand before %q", t.String())
	}
	p.next()
	return p.unexpected(t)
}

// parseFrac reads \frac{a}{b} (one-token arguments allowed: \frac13) and
// the derivative forms \frac{d}{dx}, \frac{d^2}{dx^2}, \frac{dy}{dx}.
func (p *parser) parseFrac(t token) ast.Expr {
	p.next()
	num := p.parseArg()
	den := p.parseArg()
	if v, order, ok := diffDenominator(den); ok {
		if x, ok := diffNumerator(num, order); ok {
			if x == nil {
				x = p.parseFuncArg(t)
			}
			return node(p, &ast.Derivative{Span: span(t.pos, int(x.End())), X: x, Var: v, Order: order})
		}
	}
	b := node(p, &ast.Binary{Span: span(t.pos, int(den.End())), Op: ast.Div, Form: ast.FormFrac, X: num, Y: den})
	p.rawFracs[b] = true
	return b
}

func isIdentNamed(x ast.Expr, name string) bool {
	id, ok := x.(*ast.Ident)
	return ok && id.Name == name
}

// diffDenominator matches `dx` or `dx^n`.
func diffDenominator(x ast.Expr) (string, int, bool) {
	b, ok := x.(*ast.Binary)
	if !ok || b.Op != ast.Mul || b.Form != ast.FormImplicit || !isIdentNamed(b.X, "d") {
		return "", 0, false
	}
	switch y := b.Y.(type) {
	case *ast.Ident:
		return y.Name, 1, true
	case *ast.Binary:
		if v, ok := y.X.(*ast.Ident); ok && y.Op == ast.Pow {
			if n, ok := smallInt(y.Y); ok {
				return v.Name, n, true
			}
		}
	}
	return "", 0, false
}

// diffNumerator matches `d`, `d^n`, `dy`, `d^n y` for the given order and
// returns the differentiated expression (nil when it follows the fraction).
func diffNumerator(x ast.Expr, order int) (ast.Expr, bool) {
	dOrder := func(e ast.Expr) bool {
		if isIdentNamed(e, "d") {
			return order == 1
		}
		if b, ok := e.(*ast.Binary); ok && b.Op == ast.Pow && isIdentNamed(b.X, "d") {
			n, ok := smallInt(b.Y)
			return ok && n == order
		}
		return false
	}
	if dOrder(x) {
		return nil, true
	}
	if b, ok := x.(*ast.Binary); ok && b.Op == ast.Mul && b.Form == ast.FormImplicit && dOrder(b.X) {
		switch b.Y.(type) {
		case *ast.Ident, *ast.Call:
			return b.Y, true
		}
	}
	return nil, false
}

func smallInt(x ast.Expr) (int, bool) {
	n, ok := x.(*ast.Number)
	if !ok || n.Frac != "" || n.Repeat != "" || len(n.Int) > 2 {
		return 0, false
	}
	v := 0
	for _, c := range n.Int {
		v = v*10 + int(c-'0')
	}
	return v, v > 0
}

// parseFuncApp reads a function after its name: optional _base and
// ^power (a power of the function value: \sin^2 x is (\sin x)^2), then a
// parenthesised argument list or the product of factors that follows
// (`\sin 2\alpha`).
func (p *parser) parseFuncApp(t token, name ast.FuncName, other string) ast.Expr {
	var base, pow ast.Expr
	for range 2 {
		switch {
		case p.tok().punct("_") && base == nil:
			p.next()
			base = p.parseScript()
		case p.tok().punct("^") && pow == nil:
			if p.atDegree() {
				return p.bad(t.pos, p.prevEnd(), "degree sign on a function name")
			}
			p.next()
			pow = p.parseScript()
		}
	}
	var args []ast.Expr
	u := p.tok()
	end := 0
	if u.punct("(") || (u.cmd("left") && p.peek(1).punct("(")) {
		p.next()
		if u.cmd("left") {
			p.next()
		}
		args, end = p.parseCallArgs(u.cmd("left"))
		if len(args) == 0 {
			args = []ast.Expr{p.bad(u.pos, end, "missing argument of %s", t.String())}
		}
		if len(args) == 1 && isTrig(name) && p.atDegree() {
			// \cos (60)^\circ, \csc (2^3)^\circ: the degree sign after
			// the bracketed argument of a trigonometric function is the
			// argument's unit, as MATH writes it.
			end = p.prevEnd()
			args[0] = node(p, &ast.Postfix{Span: span(u.pos, end), Op: ast.Degree, X: args[0]})
		}
	} else {
		a := p.parseFuncArg(t)
		args, end = []ast.Expr{a}, int(a.End())
	}
	if name == ast.Log && base == nil && (other == "") {
		// \log x without a base: kept as Log with nil Base.
	}
	var x ast.Expr = node(p, &ast.Func{Span: span(t.pos, end), Name: name, Other: other, Base: base, Args: args})
	if pow != nil {
		x = p.binary(ast.Pow, ast.FormPlain, x, pow)
	}
	return x
}

// isTrig reports whether name is one of the six trigonometric functions.
func isTrig(name ast.FuncName) bool {
	switch name {
	case ast.Sin, ast.Cos, ast.Tan, ast.Cot, ast.Sec, ast.Csc:
		return true
	}
	return false
}

// parseFuncArg reads an argument written without parentheses: an optional
// sign and a product of factors up to the next function name.
func (p *parser) parseFuncArg(fn token) ast.Expr {
	u := p.tok()
	if u.punct("-") || u.punct("+") {
		p.next()
		op := ast.Neg
		if u.text == "+" {
			op = ast.Plus
		}
		x := p.parseFuncArg(fn)
		return node(p, &ast.Unary{Span: span(u.pos, int(x.End())), Op: op, X: x})
	}
	if !p.startsFactor(false) {
		return p.bad(u.pos, u.end, "missing argument of %s", fn.String())
	}
	return p.parseImplicit(true)
}

// parseLimit reads \lim_{x \to a} X; the body is an explicit product.
func (p *parser) parseLimit(t token) ast.Expr {
	p.next()
	lim := &ast.Limit{}
	if !p.tok().punct("_") {
		return p.bad(t.pos, t.end, "\\lim without _{x \\to a}")
	}
	p.next()
	if !p.tok().punct("{") {
		return p.bad(t.pos, p.tok().end, "\\lim needs a braced subscript")
	}
	p.next()
	v := p.tok()
	switch {
	case v.kind == tLetter:
		p.next()
		lim.Var = v.text
		if p.tok().punct("_") {
			s, _ := p.subscriptText()
			lim.Var += "_" + s
		}
	case v.kind == tCmd && greek[v.text]:
		p.next()
		lim.Var = v.text
	default:
		return p.bad(v.pos, v.end, "missing limit variable")
	}
	if a := p.tok(); a.cmd("to") || a.cmd("rightarrow") {
		p.next()
	} else if a.punct("-") && p.peek(1).punct(">") {
		p.skip(2)
	} else {
		return p.bad(a.pos, a.end, "missing \\to in limit")
	}
	lim.To = p.inGroup(func() ast.Expr {
		p.limitTarget, p.limitDir = true, 0
		x := p.parseSetExpr()
		lim.Dir = p.limitDir
		return x
	})
	if b, ok := lim.To.(*ast.Binary); ok && lim.Dir == 0 && (b.Op == ast.Add || b.Op == ast.Sub) && isZero(b.Y) {
		lim.To, lim.Dir = b.X, 1
		if b.Op == ast.Sub {
			lim.Dir = -1
		}
	}
	p.expectPunct("}")
	lim.X = p.parseMul()
	lim.Span = span(t.pos, int(lim.X.End()))
	return node(p, lim)
}

func isZero(x ast.Expr) bool {
	n, ok := x.(*ast.Number)
	return ok && strings.Trim(n.Int, "0") == "" && strings.Trim(n.Frac, "0") == "" && n.Repeat == ""
}

// parseBigOp reads \sum_{k=1}^{n} X and \prod; the body is an explicit
// product.
func (p *parser) parseBigOp(t token) ast.Expr {
	p.next()
	op := &ast.BigOp{Prod: t.text == "prod"}
	for range 2 {
		switch {
		case p.tok().punct("_") && op.Lo == nil && op.Var == "":
			p.next()
			sub := p.parseScript()
			switch s := sub.(type) {
			case *ast.Ident:
				op.Var = s.Name
			case *ast.Rel:
				if id, ok := s.Args[0].(*ast.Ident); ok && len(s.Ops) == 1 && s.Ops[0] == ast.Eq {
					op.Var, op.Lo = id.Name, s.Args[1]
				} else {
					op.Lo = sub
				}
			default:
				op.Lo = sub
			}
		case p.tok().punct("^") && op.Hi == nil:
			p.next()
			op.Hi = p.parseScript()
		}
	}
	op.X = p.parseMul()
	op.Span = span(t.pos, int(op.X.End()))
	return node(p, op)
}

// atDifferential reports whether the current tokens are `d x`,
// `d\alpha` or `\mathrm{d} x` (the end of an integrand).
func (p *parser) atDifferential() bool {
	t := p.tok()
	k := 0
	switch {
	case t.kind == tLetter && t.text == "d":
		k = 1
	case (t.cmd("mathrm") || t.cmd("operatorname")) && p.peek(1).punct("{") && p.peek(2).is(tLetter, "d") && p.peek(3).punct("}"):
		k = 4
	default:
		return false
	}
	v := p.peek(k)
	return v.kind == tLetter || (v.kind == tCmd && greek[v.text])
}

// parseIntegral reads \int_a^b X dx; without dx the variable is "".
func (p *parser) parseIntegral(t token) ast.Expr {
	p.next()
	in := &ast.Integral{}
	for range 2 {
		switch {
		case p.tok().punct("_") && in.Lo == nil:
			p.next()
			in.Lo = p.parseScript()
		case p.tok().punct("^") && in.Hi == nil:
			p.next()
			in.Hi = p.parseScript()
		}
	}
	if (in.Lo == nil) != (in.Hi == nil) {
		p.errorAt(t.pos, "integral with only one bound")
	}
	integ := p.inIntegral
	p.inIntegral = true
	if p.atDifferential() {
		in.X = node(p, &ast.Number{Span: span(p.tok().pos, p.tok().pos), Int: "1"})
	} else {
		in.X = p.parseAdd()
	}
	p.inIntegral = integ
	end := int(in.X.End())
	if p.atDifferential() {
		if p.tok().kind == tLetter {
			p.next()
		} else {
			p.skip(4)
		}
		v := p.next()
		in.Var = v.text
		end = v.end
		if p.tok().punct("_") {
			s, e := p.subscriptText()
			in.Var += "_" + s
			end = e
		}
	}
	if in.Var == "" {
		// \int \frac{dx}{x}: the differential sits in the numerator.
		if f, ok := in.X.(*ast.Binary); ok && f.Form == ast.FormFrac {
			if v, order, ok := diffDenominator(f.X); ok && order == 1 {
				one := node(p, &ast.Number{Span: f.X.(*ast.Binary).Span, Int: "1"})
				in.X = p.binary(ast.Div, ast.FormFrac, one, f.Y)
				in.X.(*ast.Binary).Span = f.Span
				in.Var = v
			}
		}
	}
	in.Span = span(t.pos, end)
	return node(p, in)
}

// trimText trims the spaces around a \mathrm or \operatorname argument,
// keeping a control space (`\ `) whole.
func trimText(s string) string {
	t := strings.TrimSpace(s)
	if strings.HasSuffix(t, `\`) && len(t) < len(s) {
		t += " "
	}
	return t
}
