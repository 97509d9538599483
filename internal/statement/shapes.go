package statement

import (
	"fmt"
	"math/big"
	"regexp"
	"slices"
	"sort"
	"strings"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement/shapetab"
)

// Issue 25, capability 1: the task from the formula, on exact prose shapes.
//
// A statement whose cue words leave the task kind unknown ("What is $F$?",
// "Find $F$.", "Expand $F$.") may still say exactly what it asks, when its
// whole prose has one of a few shapes. A shape accounts for every word of
// the prose: one extra word ("positive", "of 120") and the statement keeps
// today's reading (the kind stays unknown). A shape may name a form of the
// answer ("as a common fraction", "in simplest radical form", "expanded",
// "as a decimal"); the answer must be written in that form, or the row is
// undecided (ShapeFormUnmet).

// ShapeForm is the form of the answer a shape asks for.
type ShapeForm int

const (
	ShapeFormNone        ShapeForm = iota
	ShapeFormFraction              // "as a common fraction"
	ShapeFormRadical               // "in simplest radical form"
	ShapeFormDecimal               // "as a decimal"
	ShapeFormExpanded              // "Expand $F$."
	ShapeFormRational              // "Rationalize the denominator of $F$."
	ShapeFormDivided               // "Divide: $F$" (issue 25 round 2, p4: a quotient plus proper fractions)
	ShapeFormInteger               // "Write $F$ as an integer." (issue 42, shapetab)
	ShapeFormPositiveInt           // "What is $F$ expressed as a positive integer?" (issue 42)
	ShapeFormMixed                 // "Express your answer as a mixed number." (issue 42)
)

var shapeFormNames = [...]string{"", "a common fraction", "simplest radical form", "a decimal", "an expanded polynomial", "a rationalised denominator", "a quotient plus a proper fraction", "an integer", "a positive integer", "a mixed number"}

func (f ShapeForm) String() string { return shapeFormNames[f] }

// ExactShape is a whole-statement shape that was matched.
type ExactShape struct {
	Name string // the shape, as a reviewer reads it: "What is $F$?"
	Kind Kind
	Form ShapeForm
}

// shapeDef is one whole-statement shape: a regular expression over the
// normalised prose (lower case, each formula written "$", single spaces,
// a space before punctuation removed), the kind it asks and the form.
// closed says the formula must have no free variable (a value asked).
type shapeDef struct {
	re     *regexp.Regexp
	name   string
	kind   Kind
	form   ShapeForm
	closed bool
}

// formClause is the optional form clause after a value question, with the
// form it names.
var formClauses = []struct {
	pat  string
	form ShapeForm
}{
	{"", ShapeFormNone},
	{" express your answer as a common fraction[.]?", ShapeFormFraction},
	{" express your answer in simplest radical form[.]?", ShapeFormRadical},
	{" express your answer as a fraction in simplest form[.]?", ShapeFormFraction}, // issue 42
	{" write your answer as an integer[.]?", ShapeFormInteger},                     // issue 42
	{" express your answer as a mixed number[.]?", ShapeFormMixed},                 // issue 42
}

var shapeDefs = buildShapes()

func buildShapes() []shapeDef {
	var out []shapeDef
	for _, fc := range formClauses {
		out = append(out,
			shapeDef{regexp.MustCompile(`^(what is|find|compute|evaluate|calculate) \$[.?]?` + fc.pat + `$`), "What is / Find / Compute / Evaluate $F$?", KindValue, fc.form, true})
	}
	out = append(out,
		shapeDef{regexp.MustCompile(`^expand (the product |the expression |the following expression:? |the following product:? )?\$[.]?$`), "Expand $F$.", KindSimplify, ShapeFormExpanded, false},
		shapeDef{regexp.MustCompile(`^rationali[sz]e the denominator( of|:)? \$[.]?$`), "Rationalize the denominator of $F$.", KindValue, ShapeFormRational, true},
		shapeDef{regexp.MustCompile(`^rationali[sz]e the denominator( of|:)? \$[.]? express your answer in simplest form[.]?$`), "Rationalize the denominator of $F$. Express your answer in simplest form.", KindValue, ShapeFormRational, true},
		shapeDef{regexp.MustCompile(`^(write|express) \$ as a decimal[.]?$`), "Write $F$ as a decimal.", KindValue, ShapeFormDecimal, true},
		shapeDef{regexp.MustCompile(`^what is \$ expressed as a decimal[?]$`), "What is $F$ expressed as a decimal?", KindValue, ShapeFormDecimal, true},
		shapeDef{regexp.MustCompile(`^what is \$ in simplest radical form[?]$`), "What is $F$ in simplest radical form?", KindValue, ShapeFormRadical, true},
		shapeDef{regexp.MustCompile(`^(write|express) \$ as a common fraction[.]?$`), "Express $F$ as a common fraction.", KindValue, ShapeFormFraction, true},
		shapeDef{regexp.MustCompile(`^find (the )?(product|quotient|sum|difference):? \$[.]?$`), "Find the product / quotient / sum / difference: $F$", KindValue, ShapeFormNone, true},
		shapeDef{regexp.MustCompile(`^find (the )?product:? \$[.]?$`), "Find the product: $F$ (a polynomial, expanded)", KindSimplify, ShapeFormExpanded, false},
		shapeDef{regexp.MustCompile(`^(multiply|distribute):? \$[.]?$`), "Multiply / Distribute: $F$", KindValue, ShapeFormNone, true},
		shapeDef{regexp.MustCompile(`^(multiply|distribute):? \$[.]?$`), "Multiply / Distribute: $F$ (a polynomial, expanded)", KindSimplify, ShapeFormExpanded, false},
	)
	out = append(out, algebraShapes...)     // Issue 25 (CollegeMath algebra): shapes_algebra.go
	for _, d := range shapetab.ValueForms { // Issue 42 (MATH Prealgebra)
		out = append(out, shapeDef{d.Re, d.Name, KindValue, ShapeForm(slices.Index(shapeFormNames[:], d.Form)), true})
	}
	return out
}

// NormalShapeProse writes the prose as the shapes read it: `\$\S*` → "$",
// `\s+` → " ", ` ([.?:,])` → "$1", trimmed; one pass (\s is RE2's ASCII).
func NormalShapeProse(prose string) string {
	b := make([]byte, 0, len(prose))
	for i := 0; i < len(prose); i++ {
		switch c := prose[i]; {
		case c == '$':
			for b = append(b, '$'); i+1 < len(prose) && strings.IndexByte(" \t\n\f\r", prose[i+1]) < 0; i++ {
			}
		case strings.IndexByte(" \t\n\f\r", c) >= 0:
			for ; i+1 < len(prose) && strings.IndexByte(" \t\n\f\r", prose[i+1]) >= 0; i++ {
			}
			if i+1 == len(prose) || strings.IndexByte(".?:,", prose[i+1]) < 0 {
				b = append(b, ' ')
			}
		default:
			b = append(b, c)
		}
	}
	return strings.TrimSpace(string(b))
}

// MatchExactShape returns the shape of a statement whose cue words leave
// the kind unknown (or, for shapetab.ValueEquations, say a value or an
// equation), when its whole prose is one of the shapes and its one
// formula is a single target (no condition, substitution, membership or
// name asked).
func (st *Statement) MatchExactShape() (ExactShape, bool) {
	if st.Kind != KindUnknown && st.Kind != KindValue && st.Kind != KindEquation || len(st.Targets) != 1 || len(st.Conds) != 0 || len(st.Substs) != 0 ||
		len(st.Members) != 0 || st.ProseCond != "" || st.OrCond != "" || st.Bad != "" {
		return ExactShape{}, false
	}
	prose := NormalShapeProse(st.Prose)
	if sh, _, ok := st.matchEquationShape(prose, eqShapeDefs); ok && st.Kind == KindUnknown {
		return sh, true
	}
	if sh, _, ok := st.matchEquationShape(prose, valueEqDefs); ok && st.IntUnknown == "" && !hasBareLog(st.Targets[0].E) {
		return sh, true // issue 42: a value or an equation asked by a shape of shapetab.ValueEquations
	}
	if st.Kind != KindUnknown || len(st.Asked) != 0 {
		return ExactShape{}, false
	}
	e := st.Targets[0].E
	switch e.(type) {
	case *ast.Rel, *ast.List, *ast.Tuple, *ast.Set, *ast.Text, *ast.Bad:
		return ExactShape{}, false
	}
	for _, d := range shapeDefs {
		if !d.re.MatchString(prose) {
			continue
		}
		if d.closed && !closedOrUnit(e) {
			continue
		}
		return ExactShape{Name: d.name, Kind: d.kind, Form: d.form}, true
	}
	return ExactShape{}, false
}

// closedOrUnit reports a formula with no letter, or whose only letter is
// i (issue 42: "Find $|3+4i|$."): the value checker reads such an i as the
// imaginary unit, as it does after "Compute".
func closedOrUnit(e ast.Expr) bool {
	vs := pm.FreeVars(e)
	return len(vs) == 0 || len(vs) == 1 && vs[0] == "i"
}

// applyShape reads the statement as its shape says: the kind, and the one
// formula as what is asked (the shape accounts for every word). "Write $F$
// as a decimal" asks for the exact decimal, not an approximation: the
// table's approximation cue ("as a decimal") is dropped.
func (st *Statement) applyShape(sh ExactShape) {
	st.Shape, st.Kind, st.AfterKeyword = sh, sh.Kind, true
	if sh.Form != ShapeFormDecimal {
		return
	}
	hits := st.Read.Hits[:0:0]
	for _, h := range st.Read.Hits {
		if h.Def.Class != CueApprox {
			hits = append(hits, h)
		}
	}
	st.Read.Hits, st.Rounding = hits, false
}

// ShapeFormUnmet says why the answer is not in the form the shape asks
// for, or "" when it is (or no form is asked).
func ShapeFormUnmet(sh ExactShape, a ast.Expr) string {
	ok := true
	switch sh.Form {
	case ShapeFormNone:
		return ""
	case ShapeFormFraction:
		ok = isCommonFraction(a)
	case ShapeFormRadical:
		ok = isSimplestRadical(a)
	case ShapeFormDecimal:
		ok = isDecimalLiteral(a)
	case ShapeFormExpanded:
		ok = isExpandedPoly(a)
	case ShapeFormRational:
		ok = !radicalInDenominator(a, false)
	case ShapeFormDivided:
		ok = isQuotientRemainder(a)
	case ShapeFormInteger, ShapeFormPositiveInt, ShapeFormMixed:
		ok = shapetab.FormMet(sh.Form.String(), a)
	}
	if ok {
		return ""
	}
	return fmt.Sprintf("the statement (%q) asks for the answer as %s, and the answer is not written in that form", sh.Name, sh.Form)
}

func unNeg(e ast.Expr) ast.Expr {
	if u, ok := e.(*ast.Unary); ok && u.Op == ast.Neg {
		return u.X
	}
	return e
}

// intLit returns the value of an integer literal.
func intLit(e ast.Expr) (*big.Int, bool) {
	n, ok := e.(*ast.Number)
	if !ok || n.Frac != "" || n.Repeat != "" || n.Int == "" {
		return nil, false
	}
	v, ok := new(big.Int).SetString(n.Int, 10)
	return v, ok
}

// isCommonFraction reports an integer or p/q with integers p, q > 1 in
// lowest terms, with an optional minus sign in front or on the numerator.
func isCommonFraction(e ast.Expr) bool {
	e = unNeg(e)
	if _, ok := intLit(e); ok {
		return true
	}
	b, ok := e.(*ast.Binary)
	if !ok || b.Op != ast.Div {
		return false
	}
	p, ok1 := intLit(unNeg(b.X))
	q, ok2 := intLit(b.Y)
	if !ok1 || !ok2 || q.Cmp(big.NewInt(1)) <= 0 {
		return false
	}
	return new(big.Int).GCD(nil, nil, p, q).Cmp(big.NewInt(1)) == 0
}

// isDecimalLiteral reports a number written in digits (an integer or a
// terminating decimal), with an optional minus sign.
func isDecimalLiteral(e ast.Expr) bool {
	n, ok := unNeg(e).(*ast.Number)
	return ok && n.Repeat == ""
}

// isSquarefreeRadical reports \sqrt{n} with n > 1 an integer with no square
// factor.
func isSquarefreeRadical(e ast.Expr) bool {
	r, ok := e.(*ast.Root)
	if !ok || r.Index != nil {
		return false
	}
	n, ok := intLit(r.X)
	if !ok || !n.IsInt64() || n.Int64() < 2 || n.Int64() > 1e12 {
		return false
	}
	v := n.Int64()
	for p := int64(2); p*p <= v; p++ {
		if v%(p*p) == 0 {
			return false
		}
	}
	return true
}

// isRadicalTerm reports [integer] [·] \sqrt{n} or an integer, n squarefree.
func isRadicalTerm(e ast.Expr) bool {
	e = unNeg(e)
	if _, ok := intLit(e); ok {
		return true
	}
	if isSquarefreeRadical(e) {
		return true
	}
	b, ok := e.(*ast.Binary)
	if !ok || b.Op != ast.Mul {
		return false
	}
	_, ok = intLit(b.X)
	return ok && isSquarefreeRadical(b.Y)
}

// isSimplestRadical reports a sum of radical terms, or such a sum over a
// positive integer denominator: no square factor under a root and no root
// in a denominator.
func isSimplestRadical(e ast.Expr) bool {
	e = unNeg(e)
	if b, ok := e.(*ast.Binary); ok && b.Op == ast.Div {
		q, ok := intLit(b.Y)
		if !ok || q.Sign() <= 0 {
			return false
		}
		e = unNeg(b.X)
	}
	var sum func(ast.Expr) bool
	sum = func(x ast.Expr) bool {
		if b, ok := x.(*ast.Binary); ok && (b.Op == ast.Add || b.Op == ast.Sub) {
			return sum(b.X) && isRadicalTerm(b.Y)
		}
		return isRadicalTerm(x)
	}
	return sum(e)
}

// radicalInDenominator reports a root under a division or a negative
// power; inDen says e is itself in a denominator.
func radicalInDenominator(e ast.Expr, inDen bool) bool {
	found := false
	switch n := e.(type) {
	case *ast.Root:
		// A fraction under a root keeps its denominator under the root.
		return inDen || hasDivision(n.X) || radicalInDenominator(n.X, inDen)
	case *ast.Binary:
		if n.Op == ast.Div {
			return radicalInDenominator(n.X, inDen) || radicalInDenominator(n.Y, true)
		}
		if n.Op == ast.Pow {
			if _, ok := intLit(n.Y); !ok {
				return true // a fractional or negative power: not read
			}
		}
		return radicalInDenominator(n.X, inDen) || radicalInDenominator(n.Y, inDen)
	case *ast.Unary:
		return radicalInDenominator(n.X, inDen)
	case *ast.Number, *ast.Ident:
		return false
	default:
		found = true // anything else is not read as a rationalised form
	}
	return found
}

// monomialKey returns the variables and exponents of a monomial (a number
// and powers of distinct variables with positive integer exponents, over an
// optional integer denominator), written "x^2 y^1"; ok is false for
// anything else, a variable written twice (x·x) included.
func monomialKey(e ast.Expr) (string, bool) {
	pows := map[string]string{}
	var walk func(ast.Expr) bool
	add := func(v, k string) bool {
		if _, dup := pows[v]; dup {
			return false
		}
		pows[v] = k
		return true
	}
	walk = func(e ast.Expr) bool {
		switch n := unNeg(e).(type) {
		case *ast.Number:
			return true
		case *ast.Ident:
			return add(n.Name, "1")
		case *ast.Binary:
			switch n.Op {
			case ast.Mul:
				return walk(n.X) && walk(n.Y)
			case ast.Div:
				q, ok := intLit(n.Y)
				return ok && q.Sign() > 0 && walk(n.X)
			case ast.Pow:
				v, okV := n.X.(*ast.Ident)
				k, okK := intLit(n.Y)
				return okV && okK && k.Sign() > 0 && add(v.Name, k.String())
			}
		}
		return false
	}
	if !walk(e) {
		return "", false
	}
	names := make([]string, 0, len(pows))
	for v := range pows {
		names = append(names, v)
	}
	sort.Strings(names)
	var b strings.Builder
	for _, v := range names {
		fmt.Fprintf(&b, "%s^%s ", v, pows[v])
	}
	return b.String(), true
}

// isExpandedPoly reports a sum of monomials with like terms combined: no
// product of sums, no power of a sum, no two terms of the same monomial.
func isExpandedPoly(e ast.Expr) bool {
	seen := map[string]bool{}
	for {
		term := e
		b, ok := e.(*ast.Binary)
		if ok && (b.Op == ast.Add || b.Op == ast.Sub) {
			term = b.Y
		}
		key, ok2 := monomialKey(term)
		if !ok2 || seen[key] {
			return false
		}
		seen[key] = true
		if !ok || term == e {
			return true
		}
		e = b.X
	}
}

// hasDivision reports a quotient anywhere in e.
func hasDivision(e ast.Expr) bool {
	found := false
	ast.Inspect(e, func(x ast.Expr) bool {
		if b, ok := x.(*ast.Binary); ok && b.Op == ast.Div {
			found = true
		}
		return !found
	})
	return found
}
