package statement

import (
	"regexp"
	"sort"
	"strings"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// Issue 25, capability 4b: given conditions, evaluate. "If $x+y=10$ and
// $2x+y=13$, what is $x^2-y^2$?": the whole prose is one exact shape,
// every formula before the question is an equation (a condition), and the
// one formula after it is the expression asked for. A word outside the
// shape ("positive", "integers", "real numbers") means no shape: the
// statement keeps its other readings.

// GivenValue is a statement read as conditions and an expression to
// evaluate on their solution set.
type GivenValue struct {
	Conds []*ast.Rel // each one equation L = R
	Expr  ast.Expr
	// Names are the unknowns the statement declares ("If $x$ and $y$
	// are positive real numbers ..."); Positive says it declares them
	// positive.
	Names    []string
	Positive bool
	Nonzero  bool // "nonzero real numbers": each name ≠ 0
	// Restrict are the stated inequalities ("$x<0$", "$x \neq 0$"): a
	// solution must satisfy them.
	Restrict []*ast.Rel
	Shape    string // the shape matched, for a note
	Form     ShapeForm
}

// givenCondsPat is one or more formulas joined by ",", "and", ", and".
const givenCondsPat = `\$(?:(?:,|,? and) \$)*`

// givenCondsSpacedPat is givenCondsPat where the formulas may also follow
// one another with a space only ("$a+b=1,$ $b+c=2,$ and $c+a=3$": the
// commas inside the formulas).
const givenCondsSpacedPat = `\$(?:(?:,|,? and)? \$)*`

// givenAskPat is the question: the verb, an optional "the value of" and
// an optional naming of the expression ("the product $abc$").
const givenAskPat = `(?:what is|find|compute|evaluate|calculate|determine) (?:the (?:numerical )?value of )?(?:the (?:product|sum|expression) )?\$[.?]?`

// givenFormPat is the optional form clause after the question.
const givenFormPat = `(?: express your answer (?:as a common fraction|in simplest form|in simplest radical form)[.]?)?`

const givenIfPat = `(?:if|given that|given|suppose that|suppose|assume that)`

// givenNamesPat is the declared names: formulas joined by ",", "and",
// ", and" or a space ("$a,$ $b,$ and $c$": the commas inside the formulas).
const givenNamesPat = `\$(?:(?:,|,? and)? \$)*`

// givenShape is a whole-prose shape; its groups are the declared names
// (names), the word "positive" (pos) and the conditions (conds), by
// name; a shape without a names group has conditions only.
type givenShape struct {
	re   *regexp.Regexp
	name string
	// askFirst says the expression asked is the first formula ("What is
	// $E$ if <equations>?"), not the last.
	askFirst bool
}

// givenDeclPat is a declaration's adjectives: "a", "positive" or
// "nonzero" (captured), "real", "numbers".
const givenDeclPat = `(?: a)?(?: (?P<pos>positive|nonzero))?(?: real)?(?: numbers?)?`

// givenSuchPat joins declared names and their conditions.
const givenSuchPat = `(?:,| such that| so that| for which| with| satisfying:?| that satisfy)`

// givenThenPat joins conditions and the question: a comma, "then", or a
// sentence's end.
const givenThenPat = `(?:,? (?:then )?|[.] )`

// givenSystemPat names a system of equations.
const givenSystemPat = `(?:the )?(?:following )?system(?: of equations)?:?`

var givenShapes = []givenShape{
	{regexp.MustCompile(`^` + givenIfPat + ` (?P<conds>` + givenCondsPat + `),? (?:then )?` + givenAskPat + givenFormPat + `$`),
		"If <equations>, what is $E$?", false},
	{regexp.MustCompile(`^` + givenIfPat + ` (?P<conds>` + givenCondsPat + `)[.] ` + givenAskPat + givenFormPat + `$`),
		"Given <equations>. What is $E$?", false},
	{regexp.MustCompile(`^(?P<conds>` + givenCondsPat + `)[.] ` + givenAskPat + givenFormPat + `$`),
		"<equations>. What is $E$?", false},
	{regexp.MustCompile(`^(?:let|suppose that|suppose) (?P<conds>` + givenCondsPat + `)[.] if (?P<conds2>` + givenCondsPat + `),? (?:then )?` + givenAskPat + givenFormPat + `$`),
		"Let <equations>. If <equations>, what is $E$?", false},
	// Issue 25 (OlympiadBench): "Let $a=19, b=20$, and $c=21$. Compute $E$."
	{regexp.MustCompile(`^(?:(?:let|suppose that|suppose) (?P<conds>` + givenCondsPat + `)[.] )?` + givenIfPat + ` (?P<conds2>` + givenCondsPat + `),? (?:then )?(?:what is|find|compute|determine) the positive value of \$[.?]?$`),
		givenPositiveShape, false},
	{regexp.MustCompile(`^let (?P<conds>` + givenCondsPat + `)[.] ` + givenAskPat + givenFormPat + `$`),
		"Let <equations>. What is $E$?", false},
	{regexp.MustCompile(`^` + givenIfPat + ` (?P<names>` + givenNamesPat + `) (?:is|are)` + givenDeclPat + givenSuchPat + ` (?P<conds>` + givenCondsPat + `)(?:,? (?:then )?|[.] )` + givenAskPat + givenFormPat + `$`),
		"If <names> are (positive) real numbers such that <equations>, what is $E$?", false},
	{regexp.MustCompile(`^` + givenIfPat + ` (?P<names>` + givenNamesPat + `) satisf(?:y|ies)(?: the equations| the system of equations)? (?P<conds>` + givenCondsPat + `)(?:,? (?:then )?|[.] )` + givenAskPat + givenFormPat + `$`),
		"If <names> satisfy <equations>, what is $E$?", false},
	{regexp.MustCompile(`^` + givenIfPat + ` (?P<names>` + givenNamesPat + `) (?:is|are)(?: a)? real numbers?, ` + givenAskPat + `$`),
		"If <names> is a real number, find $E$.", false},
	{regexp.MustCompile(`^let (?P<names>` + givenNamesPat + `) (?:be` + givenDeclPat + givenSuchPat + `|be a pair of real numbers satisfying|satisfy) (?P<conds>` + givenCondsPat + `)[.] ` + givenAskPat + givenFormPat + `$`),
		"Let <names> be (positive) real numbers such that <equations>. What is $E$?", false},
	{regexp.MustCompile(`^suppose that for some (?P<names>` + givenNamesPat + `) we have (?P<conds>` + givenCondsPat + `)[.] ` + givenAskPat + givenFormPat + `$`),
		"Suppose that for some <names> we have <equations>. What is $E$?", false},
	{regexp.MustCompile(`^(?:what is|find|compute|evaluate|calculate|determine) (?:the value of )?\$,? (?:if|when|given that|where) (?P<conds>` + givenCondsPat + `)[.?]?` + givenFormPat + `$`),
		"What is $E$ if <equations>?", true},
	// "Positive real numbers $x,y$ satisfy the equations $A$ and $B$.
	// Find $E$."
	{regexp.MustCompile(`^(?:the )?(?:(?P<pos>positive|nonzero) )?real numbers (?P<names>` + givenNamesPat + `) satisf(?:y|ies)(?: the equations?| the system(?: of equations)?)?:? (?P<conds>` + givenCondsSpacedPat + `)` + givenThenPat + givenAskPat + givenFormPat + `$`),
		"(Positive) real numbers <names> satisfy <equations>. Find $E$.", false},
	{regexp.MustCompile(`^given (?:(?P<pos>positive|nonzero) )?real numbers (?P<names>` + givenNamesPat + `)` + givenSuchPat + ` (?P<conds>` + givenCondsSpacedPat + `)` + givenThenPat + givenAskPat + givenFormPat + `$`),
		"Given (positive) real numbers <names> such that <equations>, what is $E$?", false},
	{regexp.MustCompile(`^` + givenIfPat + ` (?P<names>` + givenNamesPat + `) (?:is|are)` + givenDeclPat + givenSuchPat + ` (?P<conds>` + givenCondsSpacedPat + `)` + givenThenPat + givenAskPat + givenFormPat + `$`),
		"If <names> are (positive) real numbers such that <equations>, what is $E$?", false},
	{regexp.MustCompile(`^(?:given|consider) ` + givenSystemPat + ` (?P<conds>` + givenCondsPat + `)` + givenThenPat + givenAskPat + givenFormPat + `$`),
		"Given the system of equations <equations>, find $E$.", false},
	{regexp.MustCompile(`^(?P<conds>` + givenCondsPat + `)[.]? given the above system of equations, ` + givenAskPat + givenFormPat + `$`),
		"<equations> Given the above system of equations, find $E$.", false},
	{regexp.MustCompile(`^(?:` + givenIfPat + ` (?P<names>` + givenNamesPat + `) is|let (?P<names2>` + givenNamesPat + `) be) a (?:real )?solution (?:to|of) ` + givenSystemPat + ` (?P<conds>` + givenCondsPat + `)` + givenThenPat + givenAskPat + givenFormPat + `$`),
		"If <names> is a solution to the system <equations>, find $E$.", false},
	{regexp.MustCompile(`^` + givenIfPat + ` (?P<conds>` + givenCondsPat + `),? express the value of \$ as a common fraction[.]?$`),
		"If <equations>, express the value of $E$ as a common fraction.", false},
	{regexp.MustCompile(`^given that (?P<conds>\$) and that (?P<conds2>\$) for real numbers (?P<names>` + givenNamesPat + `), ` + givenAskPat + givenFormPat + `$`),
		"Given that <equation> and that <equation> for real numbers <names>, what is $E$?", false},
}

// givenProductRe is "what is the product (sum) of $x$ and $y$?": the
// expression is x·y (x + y).
var givenProductRe = regexp.MustCompile(`^` + givenIfPat + ` (?P<conds>` + givenCondsPat + `),? (?:then )?(?:what is|find) the (product|sum) of \$ and \$[.?]?$`)

// givenGroup is a run of formulas the prose gives one role: declared
// names or conditions, in the order they are written.
type givenGroup struct {
	names bool
	at, n int // where the run starts in the prose, how many formulas
}

// givenMatch matches the prose against the shapes: the shape's name, the
// runs of names and conditions in order, the number of asked formulas,
// and the restriction declared ("positive", "nonzero" or "").
func givenMatch(s string) (name string, groups []givenGroup, nAsk int, restrict string, askFirst, ok bool) {
	collect := func(re *regexp.Regexp, m []int) []givenGroup {
		var out []givenGroup
		for _, g := range []string{"names", "names2", "conds", "conds2"} {
			if k := re.SubexpIndex(g); k > 0 && m[2*k] >= 0 {
				out = append(out, givenGroup{names: g == "names" || g == "names2", at: m[2*k], n: strings.Count(s[m[2*k]:m[2*k+1]], "$")})
			}
		}
		sort.Slice(out, func(i, j int) bool { return out[i].at < out[j].at })
		return out
	}
	if m := givenProductRe.FindStringSubmatchIndex(s); m != nil {
		return "If <equations>, what is the " + s[m[4]:m[5]] + " of $x$ and $y$?", collect(givenProductRe, m), 2, "", false, true
	}
	for _, d := range givenShapes {
		m := d.re.FindStringSubmatchIndex(s)
		if m == nil {
			continue
		}
		if k := d.re.SubexpIndex("pos"); k > 0 && m[2*k] >= 0 {
			restrict = s[m[2*k]:m[2*k+1]]
		}
		return d.name, collect(d.re, m), 1, restrict, d.askFirst, true
	}
	return "", nil, 0, "", false, false
}

// ReadGivenValue reads a problem of one of the given-value shapes; ok is
// false when its prose is not one of them word for word, a formula is not
// read, a declared name is not a letter, a condition is not an equation or
// the expression is one.
func ReadGivenValue(problem string) (GivenValue, bool) {
	s, maths, ok := givenProse(problem)
	if !ok {
		return GivenValue{}, false
	}
	name, groups, nAsk, restrict, askFirst, ok := givenMatch(s)
	if !ok {
		return GivenValue{}, false
	}
	if askFirst {
		maths = append(maths[1:], maths[0])
	}
	gv := GivenValue{Shape: name, Positive: restrict == "positive", Nonzero: restrict == "nonzero"}
	switch {
	case strings.Contains(s, "common fraction"):
		gv.Form = ShapeFormFraction
	case strings.Contains(s, "simplest radical form"):
		gv.Form = ShapeFormRadical
	}
	k := 0
	for _, g := range groups {
		if k+g.n+nAsk > len(maths) {
			return GivenValue{}, false
		}
		for _, src := range maths[k : k+g.n] {
			if !gv.addFormula(src, g.names) {
				return GivenValue{}, false
			}
		}
		k += g.n
	}
	if k+nAsk != len(maths) || len(gv.Conds) == 0 && (len(gv.Names) == 0 || len(gv.Restrict) > 0) {
		return GivenValue{}, false
	}
	var asked []ast.Expr
	for _, src := range maths[k:] {
		e, err := latex.ParseExpr(src)
		if err != nil || !givenPlainExpr(e) {
			return GivenValue{}, false
		}
		asked = append(asked, e)
	}
	gv.Expr = asked[0]
	if name == givenPositiveShape && !gv.askPositive() {
		return GivenValue{}, false
	}
	if nAsk == 2 {
		op := ast.Mul
		if strings.Contains(s, "the sum of") {
			op = ast.Add
		}
		gv.Expr = &ast.Binary{Op: op, X: asked[0], Y: asked[1]}
	}
	return gv, true
}

// addFormula reads one formula of the statement: declared names, or
// conditions.
func (gv *GivenValue) addFormula(src string, names bool) bool {
	if names {
		ns, ok := givenNames(src)
		gv.Names = append(gv.Names, ns...)
		return ok
	}
	e, err := latex.ParseExpr(src)
	if err != nil {
		return false
	}
	if r, ok := givenRestriction(e); ok {
		gv.Restrict = append(gv.Restrict, r...)
		return true
	}
	rels, ok := givenEquations(e)
	gv.Conds = append(gv.Conds, rels...)
	return ok
}

// givenRestriction reads a condition that is no equation: an inequality
// or a chain of them ("x < 0", "1 < p < q", "x \ne 0"), each link one
// relation a op b.
func givenRestriction(e ast.Expr) ([]*ast.Rel, bool) {
	r, ok := e.(*ast.Rel)
	if !ok || len(r.Args) != len(r.Ops)+1 {
		return nil, false
	}
	var out []*ast.Rel
	for i, op := range r.Ops {
		switch op {
		case ast.Lt, ast.Le, ast.Gt, ast.Ge, ast.Ne:
		default:
			return nil, false
		}
		out = append(out, &ast.Rel{Ops: []ast.RelOp{op}, Args: []ast.Expr{r.Args[i], r.Args[i+1]}})
	}
	return givenAllPlain(out)
}

// givenNames reads a declared name formula: one letter ("$x$") or a list
// of letters ("$a, b, c$").
func givenNames(src string) ([]string, bool) {
	e, err := latex.ParseExpr(src)
	if err != nil {
		return nil, false
	}
	items := []ast.Expr{e}
	switch l := e.(type) {
	case *ast.List:
		items = l.Items
	case *ast.Tuple:
		items = l.Items // "$(x,y)$ be a pair of real numbers"
	}
	var out []string
	for _, it := range items {
		id, ok := it.(*ast.Ident)
		if !ok || !givenPlainExpr(id) {
			return nil, false
		}
		out = append(out, id.Name)
	}
	return out, true
}

// givenInverseRe is an inverse function applied ("f^{-1}(8)"), which the
// parser reads as a product: no shape.
var givenInverseRe = regexp.MustCompile(`\^\s*\{?\s*-\s*1\s*\}?\s*(?:\\left)?\s*[(\[]`)

// givenProse splits a problem into its prose (lower case, each formula
// written "$", normalised by NormalShapeProse) and its formulas; ok is
// false when a formula is not one a shape may hold or there are fewer
// than 2 or more than 12 formulas.
func givenProse(problem string) (string, []string, bool) {
	problem = PlainLetters(UnicodeFix.Replace(problem))
	var prose []string
	var maths []string
	for _, p := range givenAlignParts(SplitDollars(problem)) {
		if !p.Math {
			prose = append(prose, strings.ToLower(p.Text))
			continue
		}
		text := p.Text
		if rows, ok := givenAlignWhole(text); ok {
			text = rows
		}
		src := strings.TrimRight(strings.TrimSpace(text), " .,;")
		src = givenMathSeps(src)
		if src == "" || len(src) > MaxFormulaLen || strings.Contains(src, `\text`) || givenInverseRe.MatchString(src) {
			return "", nil, false
		}
		// A sentence ending inside the formula ("$a^2 = 4.$ Find")
		// ends the prose's sentence.
		end := " "
		if strings.HasSuffix(strings.TrimSpace(text), ".") {
			end = " . "
		}
		prose = append(prose, " $"+end)
		maths = append(maths, src)
	}
	if len(maths) < 2 || len(maths) > 12 {
		return "", nil, false
	}
	return NormalShapeProse(strings.Join(prose, "")), maths, true
}

// givenAlignRe is an align environment written in the prose.
var givenAlignRe = regexp.MustCompile(`(?s)\\begin\{(align\*?|aligned|eqnarray\*?|gather\*?|gathered)\}(.*?)\\end\{(?:align\*?|aligned|eqnarray\*?|gather\*?|gathered)\}`)

// givenAlignWholeRe is a formula that is one aligned environment and
// nothing else ("\[\begin{aligned} a &= 1, \\ b &= 2. \end{aligned}\]").
var givenAlignWholeRe = regexp.MustCompile(`(?s)^\s*\\begin\{(aligned|align\*?|gathered|gather\*?|eqnarray\*?)\}(.*?)\\end\{(?:aligned|align\*?|gathered|gather\*?|eqnarray\*?)\}\s*([.,;]?)\s*$`)

// givenAlignSepRe is "and" written at the end of an aligned row.
var givenAlignSepRe = regexp.MustCompile(`,?\s*(?:\\[ ,;:!]|\\q?quad|\s)*\\text\s*\{\s*and\s*\}\s*$`)

// givenAlignParts turns an align environment in the prose into one
// formula: its rows without the alignment marks, joined by commas
// ("5x-2y=7, 3x+y=2"). A row with other text is left as it is (the
// formula is then not read). The display ends a sentence when its last
// row ends with a period or the prose after it begins with a capital
// letter ("\end{align*} Find $E$."): the formula then ends with ".".
func givenAlignParts(parts []TextPart) []TextPart {
	var out []TextPart
	for _, p := range parts {
		if p.Math || !strings.Contains(p.Text, `\begin`) {
			out = append(out, p)
			continue
		}
		rest := p.Text
		for {
			loc := givenAlignRe.FindStringSubmatchIndex(rest)
			if loc == nil {
				break
			}
			rows, period := givenAlignRows(rest[loc[4]:loc[5]])
			if next := strings.TrimLeft(rest[loc[1]:], " \t\n"); next != "" && next[0] >= 'A' && next[0] <= 'Z' {
				period = true
			}
			if period {
				rows += "."
			}
			out = append(out, TextPart{rest[:loc[0]], false}, TextPart{rows, true})
			rest = rest[loc[1]:]
		}
		out = append(out, TextPart{rest, false})
	}
	return out
}

// givenAlignWhole reads a formula that is one aligned environment as its
// rows joined by commas, ending with "." when its last row or the
// formula does; ok is false for any other formula.
func givenAlignWhole(src string) (string, bool) {
	if !strings.Contains(src, `\begin`) {
		return "", false
	}
	m := givenAlignWholeRe.FindStringSubmatch(src)
	if m == nil {
		return "", false
	}
	rows, period := givenAlignRows(m[2])
	if period || m[3] == "." {
		rows += "."
	}
	return rows, true
}

// givenAlignRows joins an aligned body's rows by commas, each without its
// alignment marks and its trailing punctuation; period says the last row
// ended with ".".
func givenAlignRows(body string) (string, bool) {
	var rows []string
	period := false
	for _, r := range strings.Split(body, `\\`) {
		r = strings.ReplaceAll(r, "&", "")
		r = strings.TrimSpace(r)
		if r == "" {
			continue
		}
		period = strings.HasSuffix(r, ".")
		r = strings.TrimRight(r, " .,;")
		r = givenAlignSepRe.ReplaceAllString(r, "")
		r = strings.TrimRight(strings.TrimSpace(r), " .,;")
		if r != "" {
			rows = append(rows, r)
		}
	}
	return strings.Join(rows, ", "), period
}

// givenEquations splits a condition formula into equations L = R: a
// chain a = b = c is a = b and b = c; a list of equations
// ("$a+b=1, a-b=3$") is each of them; a tuple equation (x, y) = (3, 9) is
// x = 3 and y = 9. ok is false for anything else (an inequality, a
// formula with no "=").
func givenEquations(e ast.Expr) ([]*ast.Rel, bool) {
	switch n := e.(type) {
	case *ast.List:
		var out []*ast.Rel
		for _, it := range n.Items {
			r, ok := givenEquations(it)
			if !ok {
				return nil, false
			}
			out = append(out, r...)
		}
		return out, len(out) > 0
	case *ast.Rel:
		if !AllEq(n) || len(n.Args) < 2 {
			return nil, false
		}
		if len(n.Args) == 2 {
			l, okL := n.Args[0].(*ast.Tuple)
			r, okR := n.Args[1].(*ast.Tuple)
			if okL && okR && l.Left == '(' && r.Left == '(' && len(l.Items) == len(r.Items) {
				var out []*ast.Rel
				for i := range l.Items {
					out = append(out, &ast.Rel{Ops: []ast.RelOp{ast.Eq}, Args: []ast.Expr{l.Items[i], r.Items[i]}})
				}
				return givenAllPlain(out)
			}
		}
		var out []*ast.Rel
		for i := 0; i+1 < len(n.Args); i++ {
			out = append(out, &ast.Rel{Ops: []ast.RelOp{ast.Eq}, Args: []ast.Expr{n.Args[i], n.Args[i+1]}})
		}
		return givenAllPlain(out)
	}
	return nil, false
}

func givenAllPlain(rels []*ast.Rel) ([]*ast.Rel, bool) {
	for _, r := range rels {
		if !givenPlainExpr(r.Args[0]) || !givenPlainExpr(r.Args[1]) {
			return nil, false
		}
	}
	return rels, true
}

// givenPlainExpr reports an expression of numbers and real variables: no
// relation, list, tuple, set, text, function name applied (f(x) is a
// function's definition, not a product), no i (the imaginary unit) and no
// variable with a prime or a star.
func givenPlainExpr(e ast.Expr) bool {
	switch e.(type) {
	case *ast.Rel, *ast.List, *ast.Tuple, *ast.Set, *ast.Text, *ast.Bad:
		return false
	}
	ok := true
	ast.Inspect(e, func(x ast.Expr) bool {
		switch n := x.(type) {
		case *ast.Rel, *ast.List, *ast.Tuple, *ast.Set, *ast.Text, *ast.Bad, *ast.Call:
			ok = false // f(x): a function, capability 4a
		case *ast.Ident:
			if n.Name == "i" || n.Name == "e" || strings.ContainsAny(n.Name, `'*\`) {
				ok = false
			}
		}
		return ok
	})
	if !ok {
		return false
	}
	for _, v := range pm.FreeVars(e) {
		if len(v) > 1 && !strings.Contains(v, "_") {
			return false // a multi-letter name: a function or a word
		}
	}
	return true
}

var (
	// givenMathAndRe is "and" written between equations inside a formula
	// ("x+\frac1y=4,\ \ \ y+\frac1z=1,\text{ and }z+\frac1x=\frac73").
	givenMathAndRe = regexp.MustCompile(`,?(?:\s|\\[ ,;:!]|\\q?quad)*\\text\s*\{\s*and\s*\}(?:\s|\\[ ,;:!]|\\q?quad)*`)
	// givenQuadRe is a wide space between equations ("x=1 \qquad y=2").
	givenQuadRe   = regexp.MustCompile(`,?(?:\s|\\[ ,;:!])*(?:\\q?quad(?:\s|\\[ ,;:!])*)+`)
	givenCommasRe = regexp.MustCompile(`,(?:\s*,)+`)
)

// givenMathSeps writes the separators between equations inside one
// formula as commas; the formula must then read as a list of equations.
func givenMathSeps(src string) string {
	if !strings.Contains(src, `\text`) && !strings.Contains(src, `quad`) {
		return src
	}
	src = givenMathAndRe.ReplaceAllString(src, ", ")
	src = givenQuadRe.ReplaceAllString(src, ", ")
	return strings.Trim(givenCommasRe.ReplaceAllString(src, ","), " ,")
}
