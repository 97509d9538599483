package statement

import (
	"regexp"
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
	Shape string // the shape matched, for a note
	Form  ShapeForm
}

// givenCondsPat is one or more formulas joined by ",", "and", ", and".
const givenCondsPat = `\$(?:(?:,|,? and) \$)*`

// givenAskPat is the question: the verb, an optional "the value of" and
// an optional naming of the expression ("the product $abc$").
const givenAskPat = `(?:what is|find|compute|evaluate|calculate|determine) (?:the value of )?(?:the (?:product|sum|expression) )?\$[.?]?`

// givenFormPat is the optional form clause after the question.
const givenFormPat = `(?: express your answer (?:as a common fraction|in simplest form)[.]?)?`

var givenShapes = []struct {
	re   *regexp.Regexp
	name string
}{
	{regexp.MustCompile(`^(?:if|given that|given|suppose that|suppose) ` + givenCondsPat + `,? (?:then )?` + givenAskPat + givenFormPat + `$`),
		"If <equations>, what is $E$?"},
	{regexp.MustCompile(`^(?:if|given that|given|suppose that|suppose) ` + givenCondsPat + `[.] ` + givenAskPat + givenFormPat + `$`),
		"Given <equations>. What is $E$?"},
	{regexp.MustCompile(`^` + givenCondsPat + `[.] ` + givenAskPat + givenFormPat + `$`),
		"<equations>. What is $E$?"},
}

// givenProductRe is "what is the product (sum) of $x$ and $y$?": the
// expression is x·y (x + y).
var givenProductRe = regexp.MustCompile(`^(?:if|given that|given|suppose that|suppose) ` + givenCondsPat + `,? (?:then )?(?:what is|find) the (product|sum) of \$ and \$[.?]?$`)

// ReadGivenValue reads a problem of one of the given-value shapes; ok is
// false when its prose is not one of them word for word, a formula is not
// read, a condition is not an equation or the expression is one.
func ReadGivenValue(problem string) (GivenValue, bool) {
	problem = PlainLetters(UnicodeFix.Replace(problem))
	var prose []string
	var maths []string
	for _, p := range SplitDollars(problem) {
		if !p.Math {
			prose = append(prose, strings.ToLower(p.Text))
			continue
		}
		src := strings.TrimRight(strings.TrimSpace(p.Text), " .,;")
		if src == "" || len(src) > MaxFormulaLen || strings.Contains(src, `\text`) {
			return GivenValue{}, false
		}
		prose = append(prose, " $ ")
		maths = append(maths, src)
	}
	if len(maths) < 2 || len(maths) > 8 {
		return GivenValue{}, false
	}
	s := NormalShapeProse(strings.Join(prose, ""))
	var gv GivenValue
	nAsk := 1
	if m := givenProductRe.FindStringSubmatch(s); m != nil {
		gv.Shape, nAsk = "If <equations>, what is the "+m[1]+" of $x$ and $y$?", 2
	} else {
		for _, d := range givenShapes {
			if d.re.MatchString(s) {
				gv.Shape = d.name
				break
			}
		}
		if gv.Shape == "" {
			return GivenValue{}, false
		}
		if strings.Contains(s, "common fraction") {
			gv.Form = ShapeFormFraction
		}
	}
	if len(maths) <= nAsk {
		return GivenValue{}, false
	}
	for _, src := range maths[:len(maths)-nAsk] {
		e, err := latex.ParseExpr(src)
		if err != nil {
			return GivenValue{}, false
		}
		rels, ok := givenEquations(e)
		if !ok {
			return GivenValue{}, false
		}
		gv.Conds = append(gv.Conds, rels...)
	}
	var asked []ast.Expr
	for _, src := range maths[len(maths)-nAsk:] {
		e, err := latex.ParseExpr(src)
		if err != nil || !givenPlainExpr(e) {
			return GivenValue{}, false
		}
		asked = append(asked, e)
	}
	gv.Expr = asked[0]
	if nAsk == 2 {
		op := ast.Mul
		if strings.Contains(s, "the sum of") {
			op = ast.Add
		}
		gv.Expr = &ast.Binary{Op: op, X: asked[0], Y: asked[1]}
	}
	return gv, true
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
		case *ast.Rel, *ast.List, *ast.Tuple, *ast.Set, *ast.Text, *ast.Bad:
			ok = false
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
