package statement

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// Issue 25 (CollegeMath algebra): whole-statement shapes of the
// Beginning and Intermediate Algebra book.
//
// "Find the square: $(p+7)^2$" asks for the expanded square, "Combine Like
// Terms: $F$" for F with like terms combined (the answer must be an
// expanded polynomial equal to the formula). "Divide: $F$"
// asks for the quotient of a polynomial division: the answer must be a
// polynomial plus proper fractions (numerator of lower degree than the
// denominator), equal to F as a rational function; the polynomial part of
// such a sum is unique, so equality proves the quotient and the remainder.
var algebraShapes = []shapeDef{
	{regexp.MustCompile(`^find the square:? \$[.]?$`), "Find the square: $F$ (a polynomial, expanded)", KindSimplify, ShapeFormExpanded, false},
	{regexp.MustCompile(`^divide:? \$[.]?$`), "Divide: $F$ (a quotient plus a proper fraction)", KindSimplify, ShapeFormDivided, false},
	{regexp.MustCompile(`^combine like terms:? \$[.]?$`), "Combine Like Terms: $F$ (a polynomial, like terms combined)", KindSimplify, ShapeFormExpanded, false},
	{regexp.MustCompile(`^(combine the following radicals|reduce the following radical):? \$[.]?$`), "Combine the following radicals / Reduce the following radical: $F$", KindSimplify, ShapeFormNone, false},
}

// isQuotientRemainder reports a sum of monomials and proper fractions: each
// term is a monomial (like terms combined) or a quotient of two expanded
// polynomials whose numerator has lower total degree than its denominator.
func isQuotientRemainder(e ast.Expr) bool {
	seen := map[string]bool{}
	for {
		term := e
		b, ok := e.(*ast.Binary)
		if ok && (b.Op == ast.Add || b.Op == ast.Sub) {
			term = b.Y
		}
		if !quotientTermOK(term, seen) {
			return false
		}
		if !ok || term == e {
			return true
		}
		e = b.X
	}
}

// quotientTermOK checks one term of isQuotientRemainder.
func quotientTermOK(term ast.Expr, seen map[string]bool) bool {
	if key, ok := monomialKey(term); ok {
		if seen[key] {
			return false
		}
		seen[key] = true
		return true
	}
	d, ok := unNeg(term).(*ast.Binary)
	if !ok || d.Op != ast.Div || !isExpandedPoly(d.X) || !isExpandedPoly(d.Y) {
		return false
	}
	dn, okN := expandedDegree(d.X)
	dd, okD := expandedDegree(d.Y)
	return okN && okD && dn < dd
}

// expandedDegree is the total degree of an expanded polynomial.
func expandedDegree(e ast.Expr) (int, bool) {
	deg := 0
	for {
		term := e
		b, ok := e.(*ast.Binary)
		if ok && (b.Op == ast.Add || b.Op == ast.Sub) {
			term = b.Y
		}
		key, ok2 := monomialKey(term)
		if !ok2 {
			return 0, false
		}
		d := 0
		for _, f := range strings.Fields(key) {
			k, err := strconv.Atoi(f[strings.IndexByte(f, '^')+1:])
			if err != nil {
				return 0, false
			}
			d += k
		}
		if d > deg {
			deg = d
		}
		if !ok || term == e {
			return deg, true
		}
		e = b.X
	}
}

// simplifySentenceRe is "Simplify. Your answer should contain only positive
// exponents: $F$" (the book spells "expontents"): the keyword stands in
// its own sentence before the form clause, and the one formula is what it
// asks to simplify.
var simplifySentenceRe = regexp.MustCompile(`^simplify[.:] your answer should contain only positive expo(n)?(nt)?ents:? \$[.]?$`)

// matchSimplifySentence reads the formula of that whole statement as the
// one the keyword "simplify" asks for.
func (st *Statement) matchSimplifySentence() {
	if st.Kind != KindSimplify || st.AfterKeyword || len(st.Targets) != 1 || len(st.Conds) != 0 ||
		len(st.Substs) != 0 || len(st.Members) != 0 || st.ProseCond != "" || st.OrCond != "" || st.Bad != "" {
		return
	}
	if simplifySentenceRe.MatchString(NormalShapeProse(st.Prose)) {
		st.AfterKeyword = true
	}
}
