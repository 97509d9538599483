package statement

import (
	"fmt"
	"regexp"
	"strings"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// Issue 25, capability 4a: function definitions and custom operators.
//
// "If $f(x) = 3x + 1$, what is $f(3)$?", "Let $f(x)=2x-4$ and
// $g(x)=x^2+3$. What is $f(g(2))$?", "The operation $\#$ is defined as
// $a \# b = a + \frac{a}{b}$. What is the value of $6 \# 2$?". The whole
// prose must have one of a few exact shapes (one extra word and the
// statement is not read here); every formula but the last is a closed,
// explicit definition (a named function of one or more variables, a
// piecewise function whose conditions are relations in its variable, or
// a binary operator given by a formula), and the last formula is the
// expression asked for. A definition that refers to itself, or to a
// function defined later than itself, is not closed and is not read.

// FuncDef is a function read from the statement: f(x, y) = Body, or a
// piecewise function (Pieces).
type FuncDef struct {
	Name   string
	Params []string
	Body   ast.Expr
	Pieces []Piece
	Src    string
}

// Piece is one branch of a piecewise function: its value where Cond holds;
// Cond is nil for "otherwise".
type Piece struct {
	Value ast.Expr
	Cond  *ast.Rel
}

// OpDef is a binary operator read from the statement: A op B = Body;
// Distinct says it is defined only where A ≠ B.
type OpDef struct {
	Sym      string
	A, B     string
	Body     ast.Expr
	Src      string
	Distinct bool
}

var pairRe = regexp.MustCompile(`^\s*([A-Za-z])\s*\\neq?\s*([A-Za-z])\s*$`)

// distinctPair reads "a \ne b" in the operator's two letters: the
// operator is defined only for distinct operands.
func (d *Definitions) distinctPair(src string) bool {
	m := pairRe.FindStringSubmatch(src)
	if m == nil || d.Op == nil || m[1] != d.Op.A || m[2] != d.Op.B {
		return false
	}
	d.Op.Distinct = true
	return true
}

// opDefParens is an operator's left side in parentheses: "(a \star b) =".
var opDefParens = regexp.MustCompile(`^\s*\(([^()]*)\)\s*=`)

// OpApp is one application of the operator in the question, standing in
// it for the identifier Name.
type OpApp struct {
	Name string
	X, Y ast.Expr
}

// Definitions is what a definition statement says: its functions, its
// operator (at most one), and the expression asked for.
type Definitions struct {
	Funcs    []FuncDef
	Inverses map[string]string // a call name in the question → the function it inverts (f^{-1})
	Op       *OpDef
	OpApps   []OpApp
	Query    ast.Expr
	QuerySrc string
	At       map[string]ast.Expr // "when $x = -3$": the question's variable at a closed value
	AtSrc    string
	Shape    string
	Form     string // the form clause as written ("Express your answer as a common fraction.")
}

// Func returns the function named name.
func (d *Definitions) Func(name string) (*FuncDef, bool) {
	for i := range d.Funcs {
		if d.Funcs[i].Name == name {
			return &d.Funcs[i], true
		}
	}
	return nil, false
}

var (
	defOpener   = `(let|if|suppose|suppose that|given|given that|given the (two )?functions|define|consider the function)`
	defList     = `\$(, \$)*(,? and \$)?`
	defQuestion = `(what is|find|compute|evaluate|calculate|determine) (the value of )?\$ ?[.?]?`
	defForm     = `( express your answer as a common fraction[.]?| express your answer in simplest radical form[.]?| express your answer in simplest form[.]?)?`
	defAt       = `(evaluate|find|compute) \$,? (when|evaluated when) \$[.?]?`
	defShapes   = []struct {
		re   *regexp.Regexp
		name string
		sym  bool // the first formula is the operator's symbol alone
		pair bool // before it, "a \ne b" in the operator's two letters
		at   bool // the last formula is "x = c", the point of the question
		lhs  bool // the first formula is the definition's left side ("Define $A \star B$ as …")
	}{
		{regexp.MustCompile(`^` + defOpener + ` ` + defList + `[.,]? (then )?` + defQuestion + defForm + `$`), "Let <definitions>. What is $F$?", false, false, false, false},
		{regexp.MustCompile(`^(if|given) \$, \$ ?= ?\?$`), "If <definition>, $F$ =?", false, false, false, false},
		{regexp.MustCompile(`^` + defOpener + ` ` + defList + `[.,]? ` + defAt + `$`), "Let <definitions>. Evaluate $F$ when $x = c$.", false, false, true, false},
		{regexp.MustCompile(`^the (binary )?operation \$ is defined (as|by) \$[.,]? ` + defQuestion + defForm + `$`), "The operation $∘$ is defined as <definition>. What is $F$?", true, false, false, false},
		{regexp.MustCompile(`^define the (binary )?operation \$ (as|by) \$[.,]? ` + defQuestion + defForm + `$`), "Define the operation $∘$ by <definition>. What is $F$?", true, false, false, false},
		{regexp.MustCompile(`^if \$ represents an operation defined by \$[.,]? ` + defQuestion + defForm + `$`), "If $∘$ represents an operation defined by <definition>, find $F$.", true, false, false, false},
		{regexp.MustCompile(`^define \$ as \$[.,]? ` + defQuestion + defForm + `$`), "Define $a ∘ b$ as <definition>. What is $F$?", false, false, false, true},
		{regexp.MustCompile(`^for each pair of real numbers \$, define the operation \$ (as|by) \$[.,]? ` + defQuestion + defForm + `$`), "For each pair of real numbers $a \\ne b$, define the operation $∘$ as <definition>. What is $F$?", true, true, false, false},
	}
	defFormRe = regexp.MustCompile(`(?i)express your answer (as a common fraction|in simplest radical form|in simplest form)`)
)

// defProse is the statement's prose as the shapes read it (formulas
// written "$"), and its formulas, each without trailing punctuation.
func defProse(problem string) (string, []string) {
	var b strings.Builder
	var forms []string
	for _, p := range SplitDollars(problem) {
		if !p.Math {
			b.WriteString(strings.ToLower(p.Text))
			continue
		}
		b.WriteString(" $ ")
		forms = append(forms, strings.TrimRight(strings.TrimSpace(p.Text), " ,.;"))
	}
	return NormalShapeProse(b.String()), forms
}

// ReadDefinitions reads a definition statement; ok is false when the
// statement is not one (or a definition is not read).
func ReadDefinitions(problem string) (*Definitions, bool) {
	if len(problem) > MaxFormulaLen || !strings.Contains(problem, "=") {
		return nil, false
	}
	prose, forms := defProse(PlainLetters(UnicodeFix.Replace(problem)))
	for _, sh := range defShapes {
		if !sh.re.MatchString(prose) || len(forms) < 2 {
			continue
		}
		d := &Definitions{Shape: sh.name, Form: defFormRe.FindString(problem)}
		if strings.HasSuffix(d.Form, "in simplest form") {
			// A value "in simplest form": read strictly, as a common
			// fraction in lowest terms (or an integer).
			d.Form = "Express your answer as a common fraction"
		}
		if d.Form != "" {
			d.Form += "."
		}
		origs := forms
		forms, ok := squareBrackets(forms)
		if !ok {
			return nil, false
		}
		forms = renameFunctions(forms)
		if sh.at {
			if forms, origs, ok = d.readAt(forms, origs); !ok {
				return nil, false
			}
		}
		if forms, d.Inverses, ok = inverseCalls(forms); !ok {
			return nil, false
		}
		defs := forms[:len(forms)-1]
		var pair string
		if sh.pair && len(defs) > 0 {
			pair, defs, origs = defs[0], defs[1:], origs[1:]
		}
		if sh.lhs {
			lhs, _, _ := strings.Cut(opDefSrc(defs[len(defs)-1]), "=")
			if len(defs) != 2 || strings.Join(strings.Fields(defs[0]), "") != strings.Join(strings.Fields(lhs), "") {
				return nil, false
			}
			defs, origs = defs[1:], origs[1:]
		}
		if sh.sym {
			if len(defs) != 2 || strings.TrimSpace(defs[0]) != strings.TrimSpace(opSymbolOf(defs[1])) {
				return nil, false
			}
			defs, origs = defs[1:], origs[1:]
		}
		for i, src := range defs {
			if !d.readDefinition(src, origs[i]) {
				return nil, false
			}
		}
		if sh.pair && !d.distinctPair(pair) {
			return nil, false
		}
		if !d.readQuery(forms[len(forms)-1]) || !d.closed() {
			return nil, false
		}
		d.QuerySrc = strings.TrimSpace(origs[len(origs)-1])
		return d, true
	}
	return nil, false
}

// readAt reads the last formula, "x = c" with c closed, as the point
// where the question is asked, and returns the formulas without it.
func (d *Definitions) readAt(forms, origs []string) ([]string, []string, bool) {
	n := len(forms)
	if n < 3 {
		return nil, nil, false
	}
	e, ok := parseClean(forms[n-1])
	r, isRel := e.(*ast.Rel)
	if !ok || !isRel || len(r.Ops) != 1 || r.Ops[0] != ast.Eq || len(pm.FreeVars(r.Args[1])) != 0 {
		return nil, nil, false
	}
	v, isVar := r.Args[0].(*ast.Ident)
	if !isVar {
		return nil, nil, false
	}
	d.At = map[string]ast.Expr{v.Name: r.Args[1]}
	d.AtSrc = strings.TrimSpace(origs[n-1])
	return forms[:n-1], origs[:n-1], true
}

// opSymbols are the symbols a statement may define as a binary operator:
// commands (a letter after them would make another command) and signs.
var (
	opCommands = `\\(?:star|odot|Diamond|diamond|diamondsuit|nabla|oplus|otimes|ominus|clubsuit|spadesuit|heartsuit|dagger|S|bowtie|boxtimes|bigstar|Box|square|ast|triangle)`
	opSigns    = `\\#|\\&|@|\*`
	opSymbols  = opCommands + `|` + opSigns
)

var (
	opDefRe = regexp.MustCompile(`^\s*([A-Za-z])\s*(` + opSymbols + `)(?:\s|\{\}|$)*([A-Za-z])\s*=([^=]*)$`)
	opSymRe = regexp.MustCompile(`(` + opCommands + `)(?:[^A-Za-z]|$)|(` + opSigns + `)`)
)

// opSyms returns each operator symbol in src: its offset and its text.
func opSyms(src string) [][2]int {
	var out [][2]int
	for _, m := range opSymRe.FindAllStringSubmatchIndex(src, -1) {
		if m[2] >= 0 {
			out = append(out, [2]int{m[2], m[3]})
		} else {
			out = append(out, [2]int{m[4], m[5]})
		}
	}
	return out
}

// opDefSrc writes an operator's left side in parentheses without them.
func opDefSrc(src string) string {
	if m := opDefParens.FindStringSubmatchIndex(src); m != nil && opDefRe.MatchString(src[m[2]:m[3]]+"="+src[m[1]:]) {
		return src[m[2]:m[3]] + "=" + src[m[1]:]
	}
	return src
}

// opSymbolOf returns the operator symbol of an operator definition, or "-".
func opSymbolOf(src string) string {
	m := opDefRe.FindStringSubmatch(opDefSrc(src))
	if m == nil {
		return "-"
	}
	return m[2]
}

// readDefinition reads one definition formula: an operator, a piecewise
// function, or one or more functions (f(x) = …, g(x) = …).
func (d *Definitions) readDefinition(src, orig string) bool {
	src = opDefSrc(src)
	if m := opDefRe.FindStringSubmatch(src); m != nil {
		if d.Op != nil || m[1] == m[3] || len(opSyms(m[4])) != 0 || len(opSyms(src)) != 1 {
			return false
		}
		body, ok := parseClean(m[4])
		if !ok || !varsWithin(body, m[1], m[3]) {
			return false
		}
		d.Op = &OpDef{Sym: m[2], A: m[1], B: m[3], Body: body, Src: strings.TrimSpace(orig)}
		return true
	}
	if strings.Contains(src, `\begin`) {
		return d.readPiecewise(src)
	}
	e, ok := parseClean(src)
	if !ok {
		return false
	}
	items := []ast.Expr{e}
	if l, isList := e.(*ast.List); isList && l.Sep == ast.Comma {
		items = l.Items
	}
	for _, it := range items {
		f, ok := d.funcDef(it)
		if !ok {
			return false
		}
		f.Src = strings.TrimSpace(orig)
		if len(items) > 1 {
			f.Src = ast.Print(it) // (never renamed: a list is read only with f, g, h)
		}
		d.Funcs = append(d.Funcs, f)
	}
	return true
}

// funcDef reads f(x, y) = Body: distinct one-letter-or-named parameters,
// the body in them, calling only functions defined before.
func (d *Definitions) funcDef(e ast.Expr) (FuncDef, bool) {
	r, ok := e.(*ast.Rel)
	if !ok || len(r.Ops) != 1 || r.Ops[0] != ast.Eq {
		return FuncDef{}, false
	}
	call, ok := r.Args[0].(*ast.Call)
	if !ok {
		return FuncDef{}, false
	}
	params, ok := paramNames(call)
	if !ok || !varsWithin(r.Args[1], params...) {
		return FuncDef{}, false
	}
	if _, dup := d.Func(call.Name); dup {
		return FuncDef{}, false
	}
	return FuncDef{Name: call.Name, Params: params, Body: r.Args[1]}, true
}

func paramNames(call *ast.Call) ([]string, bool) {
	var params []string
	seen := map[string]bool{call.Name: true}
	for _, a := range call.Args {
		id, ok := a.(*ast.Ident)
		if !ok || seen[id.Name] {
			return nil, false
		}
		seen[id.Name] = true
		params = append(params, id.Name)
	}
	return params, len(params) > 0
}

// closed reports that every call in a definition is to a function the
// statement defines, with its number of arguments, and that no function
// calls itself, directly or through others (a recursive definition is not
// read).
func (d *Definitions) closed() bool {
	uses := map[string][]string{}
	for _, f := range d.Funcs {
		parts := []ast.Expr{f.Body}
		if f.Pieces != nil {
			parts = parts[:0]
			for _, p := range f.Pieces {
				parts = append(parts, p.Value)
				if p.Cond != nil {
					parts = append(parts, p.Cond)
				}
			}
		}
		for _, e := range parts {
			if !d.callsDefined(e) {
				return false
			}
			ast.Inspect(e, func(x ast.Expr) bool {
				if c, ok := x.(*ast.Call); ok {
					uses[f.Name] = append(uses[f.Name], c.Name)
				}
				return true
			})
		}
	}
	if d.Op != nil && !d.callsDefined(d.Op.Body) {
		return false
	}
	state := map[string]int{} // 1 on the path, 2 done
	var cyclic func(string) bool
	cyclic = func(n string) bool {
		switch state[n] {
		case 1:
			return true
		case 2:
			return false
		}
		state[n] = 1
		for _, m := range uses[n] {
			if cyclic(m) {
				return true
			}
		}
		state[n] = 2
		return false
	}
	for _, f := range d.Funcs {
		if cyclic(f.Name) {
			return false
		}
	}
	return true
}

// callsDefined reports that every call in e is to a function defined
// before, with its number of arguments.
func (d *Definitions) callsDefined(e ast.Expr) bool {
	ok := true
	ast.Inspect(e, func(x ast.Expr) bool {
		if c, isCall := x.(*ast.Call); isCall {
			name := c.Name
			if g, inv := d.Inverses[name]; inv {
				name = g
			}
			f, known := d.Func(name)
			if !known || len(f.Params) != len(c.Args) {
				ok = false
			}
		}
		return ok
	})
	return ok
}

// varsWithin reports that e's free variables are among names, and that e
// has no name of a known function used as a variable.
func varsWithin(e ast.Expr, names ...string) bool {
	return len(Subset(pm.FreeVars(e), names)) == 0
}

// parseClean parses a formula with no part left unread and no prose in it.
func parseClean(src string) (ast.Expr, bool) {
	e, err := latex.ParseExpr(src)
	if err != nil || e == nil {
		return nil, false
	}
	clean := true
	ast.Inspect(e, func(x ast.Expr) bool {
		switch x.(type) {
		case *ast.Bad, *ast.Text, *ast.Limit, *ast.Integral, *ast.Derivative, *ast.BigOp, *ast.Set, *ast.Tuple:
			clean = false
		}
		return clean
	})
	return e, clean
}

var (
	pieceRe = regexp.MustCompile(`(?s)^\s*([A-Za-z])\s*\(\s*([A-Za-z])\s*\)\s*=\s*(?:\\left\s*\\\{|\\\{)?\s*\\begin\{(cases|array)\}(?:\{[a-z|]*\})?(.*?)\\end\{(?:cases|array)\}\s*(?:\\right\s*\.?)?\s*$`)
	pieceIf = regexp.MustCompile(`^(?:\\quad|\\qquad|\\,|\\;|~|\s)*\\(?:text|mbox|textrm)\s*\{\s*if\s*\}`)
	pieceIn = regexp.MustCompile(`^(?:\\quad|\\qquad|\\,|\\;|~|\s)*\\(?:text|mbox|textrm)\s*\{\s*if\s*\$([^$]*)\$\s*\}\s*[,.;]?\s*$`)
	pieceOw = regexp.MustCompile(`^(?:\\quad|\\qquad|\\,|\\;|~|\s)*\\(?:text|mbox|textrm)\s*\{\s*(?:otherwise|else)\s*[.,]?\s*\}\s*$`)
)

// readPiecewise reads f(x) = \begin{cases} value & \text{if } relation \\
// … \end{cases}: each condition a relation in x, or "otherwise" last.
func (d *Definitions) readPiecewise(src string) bool {
	m := pieceRe.FindStringSubmatch(src)
	if m == nil {
		return false
	}
	if _, dup := d.Func(m[1]); dup || m[1] == m[2] {
		return false
	}
	f := FuncDef{Name: m[1], Params: []string{m[2]}, Src: strings.TrimSpace(src)}
	rows := strings.Split(m[4], `\\`)
	for i, row := range rows {
		row = strings.TrimSpace(row)
		if row == "" && i == len(rows)-1 {
			continue
		}
		p, ok := d.readPiece(row, m[2])
		if !ok || len(f.Pieces) > 0 && f.Pieces[len(f.Pieces)-1].Cond == nil {
			return false
		}
		f.Pieces = append(f.Pieces, p)
	}
	if len(f.Pieces) < 2 {
		return false
	}
	d.Funcs = append(d.Funcs, f)
	return true
}

func (d *Definitions) readPiece(row, x string) (Piece, bool) {
	cells := strings.Split(row, "&")
	if len(cells) != 2 {
		return Piece{}, false
	}
	val, ok := parseClean(strings.TrimRight(strings.TrimSpace(cells[0]), ",;"))
	if !ok || !varsWithin(val, x) {
		return Piece{}, false
	}
	cond := strings.TrimSpace(cells[1])
	if pieceOw.MatchString(cond) {
		return Piece{Value: val}, true
	}
	relSrc := ""
	if m := pieceIn.FindStringSubmatch(cond); m != nil {
		relSrc = m[1] // \text{if $x < 20$}
	} else if loc := pieceIf.FindStringIndex(cond); loc != nil {
		relSrc = cond[loc[1]:]
	} else {
		return Piece{}, false
	}
	ce, ok := parseClean(strings.TrimRight(strings.TrimSpace(relSrc), ",.;"))
	if !ok || !varsWithin(ce, x) {
		return Piece{}, false
	}
	rel, ok := ce.(*ast.Rel)
	if !ok {
		return Piece{}, false
	}
	for _, op := range rel.Ops {
		switch op {
		case ast.Lt, ast.Le, ast.Gt, ast.Ge, ast.Eq, ast.Ne:
		default:
			return Piece{}, false
		}
	}
	return Piece{Value: val, Cond: rel}, true
}

// opPlaceholder names the k-th application of the operator in the
// question; the question must not use the name itself.
func opPlaceholder(k int) string { return fmt.Sprintf(`\omega_{%d}`, k) }

// readQuery reads the expression asked for: each application of the
// operator, innermost first, becomes a placeholder variable; every call
// must be to a defined function.
func (d *Definitions) readQuery(src string) bool {
	d.QuerySrc = strings.TrimSpace(src)
	if d.Op != nil {
		if strings.Contains(src, `\omega`) {
			return false
		}
		var ok bool
		if src, ok = d.opApplications(src); !ok {
			return false
		}
	} else {
		for _, l := range opSyms(src) {
			if src[l[0]:l[1]] != "*" {
				return false
			}
		}
	}
	e, ok := parseClean(src)
	if !ok || !d.callsDefined(e) {
		return false
	}
	if _, isRel := e.(*ast.Rel); isRel {
		return false
	}
	if _, isList := e.(*ast.List); isList {
		return false
	}
	d.Query = e
	return true
}

// maxOpApps bounds the applications of the operator in one question.
const maxOpApps = 16

// opApplications replaces each application "X op Y" of the operator,
// innermost first, by a placeholder variable: the application must be the
// whole content of its parentheses (or of the question), with exactly one
// operator in it, and each operand a single term ("1 op 2 op 3" and
// "-2 op 3" are not read: their grouping is not written).
func (d *Definitions) opApplications(src string) (string, bool) {
	for k := 1; ; k++ {
		locs := opSyms(src)
		if len(locs) == 0 {
			return src, true
		}
		if k > maxOpApps {
			return "", false
		}
		done := false
		for _, l := range locs {
			if src[l[0]:l[1]] != d.Op.Sym {
				return "", false
			}
			from, to, ok := enclosing(src, l[0])
			if !ok {
				return "", false
			}
			inner := src[from:to]
			if len(opSyms(inner)) != 1 {
				continue
			}
			at := l[0] - from
			x, okX := opOperand(inner[:at])
			y, okY := opOperand(inner[at+len(d.Op.Sym):])
			if !okX || !okY {
				return "", false
			}
			name := opPlaceholder(k)
			ph, _ := latex.ParseExpr(name)
			id, isID := ph.(*ast.Ident)
			if !isID {
				return "", false
			}
			d.OpApps = append(d.OpApps, OpApp{Name: id.Name, X: x, Y: y})
			src = src[:from] + " " + name + " " + src[to:]
			done = true
			break
		}
		if !done {
			return "", false
		}
	}
}

// brackets matches the brackets of src: each opener's position to its
// closer's; ok is false when they do not balance.
func brackets(src string) (map[int]int, bool) {
	var stack []int
	match := map[int]int{}
	for i := 0; i < len(src); i++ {
		switch src[i] {
		case '(', '[', '{':
			stack = append(stack, i)
		case ')', ']', '}':
			if len(stack) == 0 {
				return nil, false
			}
			o := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			if pair := string(src[o]) + string(src[i]); pair != "()" && pair != "[]" && pair != "{}" {
				return nil, false
			}
			match[o] = i
		}
	}
	return match, len(stack) == 0
}

// enclosing returns the content of the innermost parentheses around
// position p (the whole text when there are none); a brace or a bracket
// around p, or unbalanced brackets, give ok false.
func enclosing(src string, p int) (int, int, bool) {
	match, ok := brackets(src)
	if !ok {
		return 0, 0, false
	}
	inner := -1
	for o, c := range match {
		if o < p && c > p && o > inner {
			inner = o
		}
	}
	if inner < 0 {
		return 0, len(src), true
	}
	if src[inner] != '(' {
		return 0, 0, false
	}
	to := match[inner]
	if strings.HasSuffix(src[:to], `\right`) {
		to -= len(`\right`)
	}
	return inner + 1, to, true
}

// wholeParens reports "( … )" or "\left( … \right)" around all of s.
func wholeParens(s string) bool {
	match, ok := brackets(s)
	if !ok {
		return false
	}
	switch {
	case strings.HasPrefix(s, "("):
		return match[0] == len(s)-1
	case strings.HasPrefix(s, `\left(`):
		return match[len(`\left`)] == len(s)-1 && strings.HasSuffix(s, `\right)`)
	}
	return false
}

// opOperand reads one operand of the operator: a number, a placeholder, a
// root, a fraction, a call, or anything in parentheses; a leading sign
// outside parentheses is not read.
func opOperand(src string) (ast.Expr, bool) {
	s := strings.TrimSpace(src)
	if strings.HasPrefix(s, "-") || strings.HasPrefix(s, "+") || s == "" {
		return nil, false
	}
	e, ok := parseClean(s)
	if !ok {
		return nil, false
	}
	if wholeParens(s) {
		return e, true
	}
	switch n := e.(type) {
	case *ast.Number, *ast.Ident, *ast.Root, *ast.Call:
		return e, true
	case *ast.Binary:
		return e, n.Op == ast.Div && n.Form == ast.FormFrac
	}
	return nil, false
}

// callLetters are the one-letter names the formula reader takes as calls
// ("f(2)"); any other letter before parentheses is a product ("t(2)").
const callLetters = "fghFG"

var (
	defHeadRe = regexp.MustCompile(`^\s*([A-Za-z])\s*(?:\(|\\left\s*\()`)
	// textCmdRe finds commands whose arguments hold letters that are not
	// variables: formulas with them are not renamed.
	textCmdRe = regexp.MustCompile(`\\(?:text|mbox|operatorname|math[a-z]*|begin|end|rm|bf|it)(?:[^A-Za-z]|$)`)
)

// renameFunctions gives each function the statement defines under a
// letter the formula reader does not take as a call ("t(x) = …") one of
// the call letters the statement does not use, in every formula, so that
// "t(f(5))" is read as calls. Nothing is renamed in formulas with prose
// or environments in them.
func renameFunctions(forms []string) []string {
	used := map[byte]bool{}
	for _, f := range forms {
		if textCmdRe.MatchString(f) {
			return forms
		}
		eachLetter(f, func(i int) { used[f[i]] = true })
	}
	rename := map[byte]byte{}
	for _, f := range forms[:len(forms)-1] {
		m := defHeadRe.FindStringSubmatch(f)
		if m == nil || strings.Contains(callLetters, m[1]) || rename[m[1][0]] != 0 {
			continue
		}
		for j := 0; j < len(callLetters); j++ {
			if c := callLetters[j]; !used[c] {
				rename[m[1][0]], used[c] = c, true
				break
			}
		}
		if rename[m[1][0]] == 0 {
			return forms
		}
	}
	if len(rename) == 0 {
		return forms
	}
	out := make([]string, len(forms))
	for k, f := range forms {
		b := []byte(f)
		eachLetter(f, func(i int) {
			if c, ok := rename[f[i]]; ok {
				b[i] = c
			}
		})
		out[k] = string(b)
	}
	return out
}

// eachLetter calls visit with the offset of each letter of a formula that
// is a variable's name (not part of a command's name).
func eachLetter(f string, visit func(int)) {
	for i := 0; i < len(f); i++ {
		c := f[i]
		switch {
		case c == '\\':
			j := i + 1
			for j < len(f) && isLetter(f[j]) {
				j++
			}
			if j == i+1 {
				j++ // \{, \#, \,
			}
			i = j - 1
		case isLetter(c):
			visit(i)
		}
	}
}

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

var inverseRe = regexp.MustCompile(`([A-Za-z])\s*\^\s*(?:\{\s*-\s*1\s*\}|-1)\s*(?:\(|\\left\s*\()`)

// inverseCalls writes each f^{-1}(…) of the question as a call of a call
// letter the statement does not use, and returns which function each such
// letter inverts; ok is false when the letters run out, or when an
// inverse is written anywhere but in the question.
func inverseCalls(forms []string) ([]string, map[string]string, bool) {
	q := forms[len(forms)-1]
	locs := inverseRe.FindAllStringSubmatchIndex(q, -1)
	if len(locs) == 0 {
		return forms, nil, true
	}
	for _, f := range forms[:len(forms)-1] {
		if inverseRe.MatchString(f) || strings.Contains(f, "^{-1}") {
			return nil, nil, false
		}
	}
	used := map[byte]bool{}
	for _, f := range forms {
		eachLetter(f, func(i int) { used[f[i]] = true })
	}
	inv := map[string]string{}
	letter := map[byte]byte{}
	var b strings.Builder
	last := 0
	for _, l := range locs {
		fn := q[l[2]]
		if letter[fn] == 0 {
			for j := 0; j < len(callLetters); j++ {
				if c := callLetters[j]; !used[c] {
					letter[fn], used[c] = c, true
					inv[string(c)] = string(fn)
					break
				}
			}
			if letter[fn] == 0 {
				return nil, nil, false
			}
		}
		// Keep the opening parenthesis (the match ends with it).
		open := strings.LastIndex(q[l[0]:l[1]], `\left`)
		if open < 0 {
			open = l[1] - 1 - l[0]
		}
		b.WriteString(q[last:l[0]])
		b.WriteByte(letter[fn])
		last = l[0] + open
	}
	b.WriteString(q[last:])
	out := append(append([]string(nil), forms[:len(forms)-1]...), b.String())
	return out, inv, true
}

var rootIndexRe = regexp.MustCompile(`\\sqrt\s*\[[^\[\]]*\]`)

var bracketGroup = strings.NewReplacer(`\left[`, `\left(`, `\right]`, `\right)`)

// squareBrackets reads "\left[ … \right]" as grouping, as the English
// statements these shapes match write it (the formula reader takes a
// bracket for the integer part, as Russian books do); a bare bracket
// (other than a root's index) is not read: ok is false.
func squareBrackets(forms []string) ([]string, bool) {
	out := make([]string, len(forms))
	for i, f := range forms {
		g := bracketGroup.Replace(f)
		if len(g) != len(f) || strings.ContainsAny(rootIndexRe.ReplaceAllString(g, `\sqrt{`), "[]") {
			return nil, false
		}
		out[i] = g
	}
	return out, true
}

// RenameFunctions is renameFunctions for the readers in subpackages (issue
// 42): the last formula is the one not taken as a definition's head.
func RenameFunctions(forms []string) []string { return renameFunctions(forms) }
