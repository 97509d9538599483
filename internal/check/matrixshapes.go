package check

import (
	"fmt"
	"math/big"
	"regexp"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// Issue 25 (p1): two whole-statement shapes of the linear-algebra books
// (statement.InverseIfPossible, statement.AugmentedParam), decided exactly
// over ℚ.
func (c *checker) checkMatrixShapes(problem, answerSrc string) (Result, bool) {
	if src, ok := statement.InverseIfPossible(problem); ok {
		return c.checkInverseIfPossible(src, answerSrc), true
	}
	if rows, letter, consistent, ok := statement.AugmentedParam(problem); ok {
		return checkAugmentedParam(rows, letter, consistent, answerSrc), true
	}
	return Result{}, false
}

// checkInverseIfPossible: the answer "M^{-1} = N" (M the statement's
// matrix) or "N"; N must be the exact inverse. A singular matrix is left
// undecided (its answer is an explanation).
func (c *checker) checkInverseIfPossible(src, answerSrc string) Result {
	kind := statement.KindValue
	a, ok := c.literalMatrix(src)
	if !ok {
		return undecided(kind, "the matrix of the statement is not read as a rational matrix")
	}
	inv, err := algebra.Inverse(a)
	if err != nil {
		return undecided(kind, "the matrix %s has no inverse (or is too large); the answer is an explanation, not read", a)
	}
	m := oneFormulaRe.FindStringSubmatch(strings.TrimSpace(answerSrc))
	if m == nil {
		return undecided(kind, "the answer is not one formula")
	}
	e, err := latex.ParseExpr(m[1])
	if err != nil {
		return undecided(kind, "the answer cannot be read: %v", err)
	}
	if r, ok := e.(*ast.Rel); ok {
		if len(r.Ops) != 1 || r.Ops[0] != ast.Eq {
			return undecided(kind, "the answer is a relation other than one equation")
		}
		p, ok := r.Args[0].(*ast.Binary)
		if !ok || p.Op != ast.Pow || !c.isMinusOne(p.Y) {
			return undecided(kind, "the answer's left side is not a matrix to the power -1")
		}
		base, ok := c.tupleMatrix(p.X, m[1])
		if !ok || !base.Equal(a) {
			return undecided(kind, "the answer inverts a matrix other than the statement's %s", a)
		}
		e = r.Args[1]
	}
	got, ok := c.tupleMatrix(e, m[1])
	if !ok {
		return undecided(kind, "the answer is not a matrix with rational entries")
	}
	if got.Rows != inv.Rows || got.Cols != inv.Cols {
		return undecided(kind, "the inverse of %s is %d×%d, the answer %d×%d", a, inv.Rows, inv.Cols, got.Rows, got.Cols)
	}
	if !got.Equal(inv) {
		return refute(kind, "the inverse of A = %s is %s (Gauss–Jordan elimination, exact over ℚ); the answer is %s", a, inv, got)
	}
	return confirm(kind, "the inverse of A = %s is %s (Gauss–Jordan elimination, exact over ℚ), equal entry by entry to the answer", a, inv)
}

var oneFormulaRe = regexp.MustCompile(`^\$([^$]+)\$\.?$`)

func (c *checker) literalMatrix(src string) (*algebra.Matrix, bool) {
	e, err := latex.ParseExpr(src)
	if err != nil {
		return nil, false
	}
	return c.tupleMatrix(e, src)
}

func (c *checker) tupleMatrix(e ast.Expr, src string) (*algebra.Matrix, bool) {
	tp, ok := e.(*ast.Tuple)
	if !ok {
		return nil, false
	}
	v, err := c.matrixLiteral(tp, src)
	if err != nil || v.m == nil {
		return nil, false
	}
	return v.m, true
}

func (c *checker) isMinusOne(e ast.Expr) bool {
	v, err := c.eval(e, nil)
	if err != nil {
		return false
	}
	r, ok := v.Exact()
	return ok && r.Cmp(big.NewRat(-1, 1)) == 0
}

// checkAugmentedParam: the values of the letter for which the system is
// (in)consistent, computed by algebra.ConsistentValues, against the
// answers "Any $h$ will work.", "$h=4$" and "$h \neq 4$".
func checkAugmentedParam(rows [][]string, letter string, consistent bool, answerSrc string) Result {
	kind := statement.KindValue
	aug, err := algebra.NewMatrix(len(rows), len(rows[0]))
	if err != nil {
		return undecided(kind, "the augmented matrix: %v", err)
	}
	pi, pj := -1, -1
	for i, row := range rows {
		for j, s := range row {
			if s == letter {
				if pi >= 0 {
					return undecided(kind, "the letter %s is in more than one entry of the augmented matrix", letter)
				}
				pi, pj = i, j
				continue
			}
			if !intEntryRe.MatchString(s) {
				return undecided(kind, "the entry %q of the augmented matrix is not an integer or the letter %s", s, letter)
			}
			aug.A[i][j].SetString(s)
		}
	}
	if pi < 0 {
		return undecided(kind, "the letter %s is not in the augmented matrix", letter)
	}
	generic, except, err := algebra.ConsistentValues(aug, pi, pj)
	if err != nil {
		return undecided(kind, "the augmented matrix: %v", err)
	}
	if !consistent {
		generic = !generic
	}
	want := valueSet(letter, generic, except)
	ansGeneric, ansExcept, ok := readParamAnswer(letter, answerSrc)
	if !ok {
		return undecided(kind, "the answer is not one of \"Any $%s$ will work.\", \"$%s=c$\", \"$%s \\neq c$\" (c an integer)", letter, letter, letter)
	}
	got := valueSet(letter, ansGeneric, ansExcept)
	word := "consistent"
	if !consistent {
		word = "inconsistent"
	}
	var printed []string
	for _, row := range rows {
		printed = append(printed, "["+strings.Join(row, ", ")+"]")
	}
	how := fmt.Sprintf("the system with augmented matrix [%s] is %s exactly for %s (every minor is affine in %s; ranks compared at the roots of the minors and at one other point, exact over ℚ)", strings.Join(printed, ", "), word, want, letter)
	if got != want {
		return refute(kind, "%s; the answer gives %s", how, got)
	}
	return confirm(kind, "%s, as the answer says", how)
}

var (
	intEntryRe = regexp.MustCompile(`^-?\d{1,9}$`)
	anyValueRe = regexp.MustCompile(`^Any \$([a-z])\$ will work\.$`)
	oneValueRe = regexp.MustCompile(`^\$([a-z])\s*(=|\\neq)\s*(-?\d{1,9})\$\.?$`)
)

func readParamAnswer(letter, answerSrc string) (generic bool, except []*big.Rat, ok bool) {
	s := strings.TrimSpace(answerSrc)
	if m := anyValueRe.FindStringSubmatch(s); m != nil && m[1] == letter {
		return true, nil, true
	}
	if m := oneValueRe.FindStringSubmatch(s); m != nil && m[1] == letter {
		v, _ := new(big.Rat).SetString(m[3])
		return m[2] == `\neq`, []*big.Rat{v}, true
	}
	return false, nil, false
}

// valueSet prints ℝ∖{…} (generic) or {…} for comparison and notes.
func valueSet(letter string, generic bool, except []*big.Rat) string {
	var vals []string
	for _, v := range except {
		vals = append(vals, v.RatString())
	}
	set := "{" + strings.Join(vals, ", ") + "}"
	switch {
	case generic && len(vals) == 0:
		return "every real " + letter
	case generic:
		return letter + " in ℝ∖" + set
	case len(vals) == 0:
		return "no " + letter
	}
	return letter + " in " + set
}
