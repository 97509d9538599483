package linalg

import (
	"fmt"
	"math/big"
	"regexp"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/check/forms"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// checkMatrixShapes is CheckMatrixShapes on this package's checker.
func (c *checker) checkMatrixShapes(problem, answerSrc string) (decide.Result, bool) {
	answerSrc = statement.DollarAnswer(answerSrc) // the normalised answers too
	if src, ok := statement.InverseIfPossible(problem); ok {
		return c.checkInverseIfPossible(src, answerSrc), true
	}
	if rows, letter, consistent, ok := statement.AugmentedParam(problem); ok {
		return checkAugmentedParam(rows, letter, consistent, answerSrc), true
	}
	if entries, ok := statement.ProjectionMatrix(problem); ok {
		return c.checkProjectionMatrix(entries, answerSrc), true
	}
	if ma, mb, ok := statement.CommuteParam(problem); ok {
		return checkCommuteParam(ma, mb, answerSrc), true
	}
	if x, y, f, g, ok := statement.TwoProducts(problem); ok {
		return c.checkTwoProducts(x, y, f, g, answerSrc), true
	}
	if letters, ma, mb, ok := statement.EqualMatrices(problem); ok {
		return checkEqualMatrices(letters, ma, mb, answerSrc), true
	}
	if p, q, ok := statement.DistanceInRn(problem); ok { // the distance between two points of ℝⁿ
		return checkDistanceInRn(p, q, answerSrc), true
	}
	if w, v, ok := statement.ProjectionOf(problem); ok {
		return c.checkProjectionOf(w, v, answerSrc), true
	}
	if src, ok := statement.SquareRootOf(problem); ok { // issue 42: a square root of a matrix
		return c.checkSquareRoot(src, answerSrc), true
	}
	if src, ok := statement.PowerWithHint(problem); ok { // issue 42: A⁴ with the hint A²·A²
		return c.checkPowerHint(src, answerSrc), true
	}
	return decide.Result{}, false
}

// Issue 25 (CollegeMath linear algebra): two whole-statement shapes of the linear-algebra books
// (statement.InverseIfPossible, statement.AugmentedParam), decided exactly
// over ℚ.
func CheckMatrixShapes(c *decide.Checker, problem string, answerSrc string) (decide.Result, bool) {
	return (&checker{c}).checkMatrixShapes(problem, answerSrc)
}

// checkInverseIfPossible: the answer "M^{-1} = N" (M the statement's
// matrix) or "N"; N must be the exact inverse. A singular matrix is left
// undecided (its answer is an explanation).
func (c *checker) checkInverseIfPossible(src, answerSrc string) decide.Result {
	kind := statement.KindValue
	a, ok := c.literalMatrix(src)
	if !ok {
		return decide.Undecided(kind, "the matrix of the statement is not read as a rational matrix")
	}
	inv, err := algebra.Inverse(a)
	if err != nil {
		return decide.Undecided(kind, "the matrix %s has no inverse (or is too large); the answer is an explanation, not read", a)
	}
	m := oneFormulaRe.FindStringSubmatch(strings.TrimSpace(answerSrc))
	if m == nil {
		return decide.Undecided(kind, "the answer is not one formula")
	}
	e, err := latex.ParseExpr(m[1])
	if err != nil {
		return decide.Undecided(kind, "the answer cannot be read: %v", err)
	}
	if r, ok := e.(*ast.Rel); ok {
		if len(r.Ops) != 1 || r.Ops[0] != ast.Eq {
			return decide.Undecided(kind, "the answer is a relation other than one equation")
		}
		p, ok := r.Args[0].(*ast.Binary)
		if !ok || p.Op != ast.Pow || !c.isMinusOne(p.Y) {
			return decide.Undecided(kind, "the answer's left side is not a matrix to the power -1")
		}
		base, ok := c.tupleMatrix(p.X, m[1])
		if !ok || !base.Equal(a) {
			return decide.Undecided(kind, "the answer inverts a matrix other than the statement's %s", a)
		}
		e = r.Args[1]
	}
	got, ok := c.tupleMatrix(e, m[1])
	if !ok {
		return decide.Undecided(kind, "the answer is not a matrix with rational entries")
	}
	if got.Rows != inv.Rows || got.Cols != inv.Cols {
		return decide.Undecided(kind, "the inverse of %s is %d×%d, the answer %d×%d", a, inv.Rows, inv.Cols, got.Rows, got.Cols)
	}
	var r decide.Result
	if !got.Equal(inv) {
		r = decide.Refute(kind, "the inverse of A = %s is %s (Gauss–Jordan elimination, exact over ℚ); the answer is %s", a, inv, got)
	} else {
		r = decide.Confirm(kind, "the inverse of A = %s is %s (Gauss–Jordan elimination, exact over ℚ), equal entry by entry to the answer", a, inv)
	}
	r.Evidence = productIsIdentity(a, got)
	return r
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
	v, err := c.Eval(e, nil)
	if err != nil {
		return false
	}
	r, ok := v.Exact()
	return ok && r.Cmp(big.NewRat(-1, 1)) == 0
}

// checkAugmentedParam: the values of the letter for which the system is
// (in)consistent, computed by algebra.ConsistentValues, against the
// answers "Any $h$ will work.", "$h=4$" and "$h \neq 4$".
func checkAugmentedParam(rows [][]string, letter string, consistent bool, answerSrc string) decide.Result {
	kind := statement.KindValue
	aug, err := algebra.NewMatrix(len(rows), len(rows[0]))
	if err != nil {
		return decide.Undecided(kind, "the augmented matrix: %v", err)
	}
	pi, pj := -1, -1
	for i, row := range rows {
		for j, s := range row {
			if s == letter {
				if pi >= 0 {
					return decide.Undecided(kind, "the letter %s is in more than one entry of the augmented matrix", letter)
				}
				pi, pj = i, j
				continue
			}
			if !intEntryRe.MatchString(s) {
				return decide.Undecided(kind, "the entry %q of the augmented matrix is not an integer or the letter %s", s, letter)
			}
			aug.A[i][j].SetString(s)
		}
	}
	if pi < 0 {
		return decide.Undecided(kind, "the letter %s is not in the augmented matrix", letter)
	}
	generic, except, err := algebra.ConsistentValues(aug, pi, pj)
	if err != nil {
		return decide.Undecided(kind, "the augmented matrix: %v", err)
	}
	if !consistent {
		generic = !generic
	}
	want := valueSet(letter, generic, except)
	ansGeneric, ansExcept, ok := readParamAnswer(letter, answerSrc)
	if !ok {
		return decide.Undecided(kind, "the answer is not one of \"Any $%s$ will work.\", \"$%s=c$\", \"$%s \\neq c$\" (c an integer)", letter, letter, letter)
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
	var r decide.Result
	if got != want {
		r = decide.Refute(kind, "%s; the answer gives %s", how, got)
	} else {
		r = decide.Confirm(kind, "%s, as the answer says", how)
	}
	r.Evidence = augmentedEvidence(aug, pi, pj, letter, paramValues(except, ansExcept))
	return r
}

// paramValues are the values a letter's evidence is given at: the
// exceptions of leg 1's set and of the answer's, then the least natural
// number that is neither.
func paramValues(sets ...[]*big.Rat) []*big.Rat {
	var out []*big.Rat
	seen := map[string]bool{}
	for _, set := range sets {
		for _, v := range set {
			if !seen[v.RatString()] {
				seen[v.RatString()] = true
				out = append(out, v)
			}
		}
	}
	g := new(big.Rat)
	for seen[g.RatString()] {
		g.Add(g, big.NewRat(1, 1))
	}
	return append(out, g)
}

var (
	intEntryRe = regexp.MustCompile(`^-?\d{1,9}$`)
	anyValueRe = regexp.MustCompile(`^Any \$([a-z])\$ will work\.?$`)
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

// checkProjectionMatrix: the matrix of w ↦ proj_v(w) is v vᵀ / (v·v). The
// answer is one display formula, alone or after an explanation that ends
// "Therefore, the [desired] matrix [desired] is".
func (c *checker) checkProjectionMatrix(entries []string, answerSrc string) decide.Result {
	kind := statement.KindValue
	v, err := algebra.NewMatrix(len(entries), 1)
	if err != nil {
		return decide.Undecided(kind, "the vector: %v", err)
	}
	for i, s := range entries {
		if !intEntryRe.MatchString(s) {
			return decide.Undecided(kind, "the entry %q of the vector is not an integer", s)
		}
		v.A[i][0].SetString(s)
	}
	vv, err := algebra.Dot(v, v)
	if err != nil || vv.Sign() == 0 {
		return decide.Undecided(kind, "the vector %s is zero: no projection onto it", v)
	}
	outer, err := algebra.MulMatrix(v, algebra.Transpose(v))
	if err != nil {
		return decide.Undecided(kind, "the vector: %v", err)
	}
	want, err := algebra.ScaleMatrix(new(big.Rat).Inv(vv), outer)
	if err != nil {
		return decide.Undecided(kind, "the vector: %v", err)
	}
	m := projMatrixAnswerRe.FindStringSubmatch(strings.TrimSpace(answerSrc))
	if m == nil {
		return decide.Undecided(kind, "the answer is not one display formula (alone or after \"Therefore, the matrix is\")")
	}
	e, err := latex.ParseExpr(m[1])
	if err != nil {
		return decide.Undecided(kind, "the answer cannot be read: %v", err)
	}
	got, err := c.evalMatrix(e, m[1], nil)
	if err != nil || got.m == nil {
		return decide.Undecided(kind, "the answer is not a matrix with rational entries")
	}
	how := fmt.Sprintf("the matrix of proj onto v = %s is v vᵀ/(v·v) = %s (exact over ℚ)", algebra.Transpose(v), want)
	if got.m.Rows != want.Rows || got.m.Cols != want.Cols {
		return decide.Undecided(kind, "%s; the answer is %d×%d", how, got.m.Rows, got.m.Cols)
	}
	var r decide.Result
	if !got.m.Equal(want) {
		r = decide.Refute(kind, "%s; the answer is %s", how, got.m)
	} else {
		r = decide.Confirm(kind, "%s, equal entry by entry to the answer", how)
	}
	vs := vector(v)
	r.Evidence = scaledEntries("answer·(v·v) = v vᵀ", got.m, vv, big.NewRat(1, 1), vs, vs)
	return r
}

var projMatrixAnswerRe = regexp.MustCompile(`^(?:[^$]*(?:\$[^$]*\$[^$]*)*Therefore, the (?:desired )?matrix (?:desired )?is\s*)?\$\$?([^$]+)\$\$?\.?$`)

// checkProjectionOf: proj_v(w) = (v·w)/(v·v) v. The answer is one formula;
// where it is a chain a = b = c, its last member c is the value claimed.
func (c *checker) checkProjectionOf(wSrc, vSrc, answerSrc string) decide.Result {
	kind := statement.KindValue
	w, ok1 := c.literalMatrix(wSrc)
	v, ok2 := c.literalMatrix(vSrc)
	if !ok1 || !ok2 || w.Cols != 1 || v.Cols != 1 || w.Rows != v.Rows {
		return decide.Undecided(kind, "the vectors of the statement are not read as two columns of one size")
	}
	vw, err1 := algebra.Dot(v, w)
	vv, err2 := algebra.Dot(v, v)
	if err1 != nil || err2 != nil || vv.Sign() == 0 {
		return decide.Undecided(kind, "no projection onto the vector %s", algebra.Transpose(v))
	}
	want, err := algebra.ScaleMatrix(new(big.Rat).Quo(vw, vv), v)
	if err != nil {
		return decide.Undecided(kind, "%v", err)
	}
	m := oneFormulaRe.FindStringSubmatch(strings.TrimSpace(answerSrc))
	if m == nil {
		return decide.Undecided(kind, "the answer is not one formula")
	}
	parts := strings.Split(m[1], "=")
	last := parts[len(parts)-1]
	got, ok := c.literalMatrix(strings.TrimSpace(last))
	if !ok {
		return decide.Undecided(kind, "the answer's last member is not a column with rational entries")
	}
	how := fmt.Sprintf("proj_v(w) = (v·w)/(v·v) v = %s/%s · %s = %s (exact over ℚ)", vw.RatString(), vv.RatString(), algebra.Transpose(v), algebra.Transpose(want))
	if got.Rows != want.Rows || got.Cols != want.Cols {
		return decide.Undecided(kind, "%s; the answer's last member is %d×%d", how, got.Rows, got.Cols)
	}
	var r decide.Result
	if !got.Equal(want) {
		r = decide.Refute(kind, "%s (as a row); the answer's last member is %s", how, algebra.Transpose(got))
	} else {
		r = decide.Confirm(kind, "%s (as a row), equal entry by entry to the answer's last member", how)
	}
	r.Evidence = scaledEntries("answer·(v·v) = (v·w) v", got, vv, vw, vector(v), []*big.Rat{big.NewRat(1, 1)})
	return r
}

// checkCommuteParam: the k (in the entries of B only) with AB = BA. Every
// entry of AB - BA is affine in k, so its values at k = 0 and k = 1 give it
// exactly; the k asked are the common roots (every real k, one, or none).
// The answers read: "Solution is: $k=c$.", "Solution is: $[k=c]$" and
// "There is no possible choice of $k$ which will make these matrices
// commute."
func checkCommuteParam(ma, mb [][]string, answerSrc string) decide.Result {
	kind := statement.KindValue
	at := func(k int64) (*algebra.Matrix, bool) {
		a, ok1 := intMatrix(ma, "", 0)
		b, ok2 := intMatrix(mb, "k", k)
		if !ok1 || !ok2 {
			return nil, false
		}
		ab, err1 := algebra.MulMatrix(a, b)
		ba, err2 := algebra.MulMatrix(b, a)
		if err1 != nil || err2 != nil {
			return nil, false
		}
		d, err := algebra.AddMatrix(ab, ba, -1)
		return d, err == nil
	}
	d0, ok0 := at(0)
	d1, ok1 := at(1)
	if !ok0 || !ok1 {
		return decide.Undecided(kind, "A and B are not square integer matrices of one size with k only in B")
	}
	all, none := true, false
	var root *big.Rat
	var noneEv []decide.Comparison // why no k: the first constant entry
	for i := range d0.A {
		for j := range d0.A[i] {
			b, a := d0.A[i][j], new(big.Rat).Sub(d1.A[i][j], d0.A[i][j])
			switch {
			case a.Sign() == 0 && b.Sign() != 0:
				if !none {
					noneEv = noCommuteConstant(ma, mb, i, j)
				}
				none = true
			case a.Sign() != 0:
				r := new(big.Rat).Quo(new(big.Rat).Neg(b), a)
				if root != nil && root.Cmp(r) != 0 {
					// two entries vanish at different k: recorded as no
					// evidence (no such statement is known)
					none = true
				}
				root, all = r, false
			}
		}
	}
	want := "every real k"
	switch {
	case none:
		want = "no k"
	case !all:
		want = "k = " + root.RatString()
	}
	s := strings.TrimSpace(answerSrc)
	got := ""
	if m := commuteValueRe.FindStringSubmatch(s); m != nil {
		got = "k = " + m[1]
	} else if strings.TrimSuffix(s, ".") == "There is no possible choice of $k$ which will make these matrices commute" {
		got = "no k"
	}
	if got == "" {
		return decide.Undecided(kind, "the answer is not \"Solution is: $k=c$\" or \"There is no possible choice of $k$ …\"")
	}
	how := fmt.Sprintf("AB - BA has entries affine in k (computed exactly at k = 0 and 1: %s and %s); AB = BA for %s", d0, d1, want)
	var r decide.Result
	if got != want {
		r = decide.Refute(kind, "%s; the answer gives %s", how, got)
	} else {
		r = decide.Confirm(kind, "%s, as the answer says", how)
	}
	if m := commuteValueRe.FindStringSubmatch(s); m != nil {
		// AB against BA entry by entry at the answer's k, for other
		// engines (a k an entry's root or not).
		k, _ := new(big.Int).SetString(m[1], 10)
		r.Evidence = commuteAt(ma, mb, k.Int64())
	} else if want == "every real k" {
		r.Evidence = append(commuteAt(ma, mb, 0), commuteAt(ma, mb, 1)...)
	} else if want == "no k" && got == want {
		r.Evidence = noneEv
	}
	return r
}

// commuteEntry is (AB - BA)[i,j] with k a variable: a sum of products of
// the entries of A and B, affine in k (k stands only in B).
func commuteEntry(ma, mb [][]string, i, j int) ast.Expr {
	entry := func(s string) ast.Expr {
		if s == "k" {
			return &ast.Ident{Name: "k"}
		}
		return ratExpr(mustRat(s))
	}
	dot := func(row, col func(int) string) ast.Expr {
		var e ast.Expr
		for l := range ma {
			t := &ast.Binary{Op: ast.Mul, X: entry(row(l)), Y: entry(col(l))}
			if e == nil {
				e = t
			} else {
				e = &ast.Binary{Op: ast.Add, X: e, Y: t}
			}
		}
		return e
	}
	ab := dot(func(l int) string { return ma[i][l] }, func(l int) string { return mb[l][j] })
	ba := dot(func(l int) string { return mb[i][l] }, func(l int) string { return ma[l][j] })
	return &ast.Binary{Op: ast.Sub, X: ab, Y: ba}
}

func kEnv(k *big.Rat) []cas.Env { return []cas.Env{{"k": cas.Rat(k)}} }

func nonzero(what string, e ast.Expr, pts []cas.Env) decide.Comparison {
	return decide.Comparison{What: what, Left: &ast.Rel{Ops: []ast.RelOp{ast.Ne}, Args: []ast.Expr{e, &ast.Number{Int: "0"}}}, Points: pts, Want: record.WantHolds}
}

// noCommuteConstant is the evidence that no k makes AB = BA by an entry
// of AB - BA that does not depend on k: affine in k, equal at k = 0 and
// k = 1, and not 0.
func noCommuteConstant(ma, mb [][]string, i, j int) []decide.Comparison {
	e := commuteEntry(ma, mb, i, j)
	at := func(k int64) ast.Expr {
		return forms.ReplaceNames(e, map[string]ast.Expr{"k": ratExpr(big.NewRat(k, 1))})
	}
	return []decide.Comparison{
		equal(fmt.Sprintf("(AB - BA)[%d,%d], affine in k, at k = 0 against k = 1 (constant)", i+1, j+1), at(0), at(1)),
		nonzero(fmt.Sprintf("(AB - BA)[%d,%d] at k = 0 is not 0", i+1, j+1), e, kEnv(new(big.Rat))),
	}
}

// commuteAt is AB against BA entry by entry at k (each entry a sum of
// products of the entries of A and B).
func commuteAt(ma, mb [][]string, k int64) []decide.Comparison {
	a, ok1 := intMatrix(ma, "", 0)
	b, ok2 := intMatrix(mb, "k", k)
	if !ok1 || !ok2 {
		return nil
	}
	var out []decide.Comparison
	for i := range a.Rows {
		for j := range a.Cols {
			out = append(out, equal(fmt.Sprintf("(AB)[%d,%d] against (BA)[%d,%d] at k = %d", i+1, j+1, i+1, j+1, k),
				dotExpr(a.A[i], column(b, j)), dotExpr(b.A[i], column(a, j))))
		}
	}
	return out
}

var commuteValueRe = regexp.MustCompile(`^Solution is: \$\[?k=(-?\d{1,9})\]?\$\.?$`)

// intMatrix builds a square matrix of integer entries, the entry letter
// (if any) replaced by val; ok is false for any other entry.
func intMatrix(rows [][]string, letter string, val int64) (*algebra.Matrix, bool) {
	if len(rows) != len(rows[0]) {
		return nil, false
	}
	m, err := algebra.NewMatrix(len(rows), len(rows[0]))
	if err != nil {
		return nil, false
	}
	for i, row := range rows {
		for j, s := range row {
			switch {
			case letter != "" && s == letter:
				m.A[i][j].SetInt64(val)
			case intEntryRe.MatchString(s):
				m.A[i][j].SetString(s)
			default:
				return nil, false
			}
		}
	}
	return m, true
}

// checkTwoProducts: both formulas (products and transposes of X and Y)
// evaluated exactly; the answer must be "$F=…, G=…$" with the same two
// formulas on the left. Where a product is undefined the row is left
// undecided (its answer is an explanation).
func (c *checker) checkTwoProducts(xSrc, ySrc, fSrc, gSrc, answerSrc string) decide.Result {
	kind := statement.KindValue
	x, ok1 := c.literalMatrix(xSrc)
	y, ok2 := c.literalMatrix(ySrc)
	if !ok1 || !ok2 {
		return decide.Undecided(kind, "X and Y are not read as rational matrices")
	}
	env := map[string]mval{"X": {m: x}, "Y": {m: y}}
	m := twoValuesRe.FindStringSubmatch(strings.TrimSpace(answerSrc))
	if m == nil || strings.TrimSpace(m[1]) != strings.TrimSpace(fSrc) || strings.TrimSpace(m[3]) != strings.TrimSpace(gSrc) {
		return decide.Undecided(kind, "the answer is not \"$%s=…, %s=…$\"", fSrc, gSrc)
	}
	var notes []string
	var ev []decide.Comparison
	evOK := true
	for _, pair := range [][2]string{{fSrc, m[2]}, {gSrc, m[4]}} {
		fe, err := latex.ParseExpr(pair[0])
		if err != nil {
			return decide.Undecided(kind, "%s cannot be read: %v", pair[0], err)
		}
		want, err := c.evalMatrix(fe, pair[0], env)
		if err != nil {
			return decide.Undecided(kind, "%s is not computed: %v", pair[0], err)
		}
		ae, err := latex.ParseExpr(strings.TrimSpace(pair[1]))
		if err != nil {
			return decide.Undecided(kind, "the answer's %s cannot be read: %v", pair[0], err)
		}
		got, err := c.evalMatrix(ae, strings.TrimSpace(pair[1]), nil)
		if err != nil {
			return decide.Undecided(kind, "the answer's %s is not a rational matrix or number: %v", pair[0], err)
		}
		same, comparable := mvalEqual(want, got)
		if !comparable {
			return decide.Undecided(kind, "%s = %s, the answer %s (different shapes)", pair[0], want, got)
		}
		pev, ok := productEntries(pair[0], x, y, got)
		if !same {
			r := decide.Refute(kind, "with X = %s and Y = %s, %s = %s exactly; the answer gives %s", x, y, pair[0], want, got)
			if ok {
				r.Evidence = pev
			}
			return r
		}
		notes = append(notes, fmt.Sprintf("%s = %s", pair[0], want))
		ev, evOK = append(ev, pev...), evOK && ok
	}
	r := decide.Confirm(kind, "with X = %s and Y = %s, %s exactly over ℚ, as the answer says (a 1×1 product read as its entry)", x, y, strings.Join(notes, " and "))
	if evOK {
		r.Evidence = ev
	}
	return r
}

var productFactorRe = regexp.MustCompile(`^([XY])(\^T|\^\{T\})?([XY])(\^T|\^\{T\})?$`)

// productEntries is the evidence of a product of two of X, Y and their
// transposes (f as the statement writes it) against the answer's value:
// each entry as the sum of products of the entries of X and Y, against
// the answer's entry (a 1×1 product against a number). ok is false for
// any other formula or a shape that does not fit.
func productEntries(f string, x, y *algebra.Matrix, got mval) ([]decide.Comparison, bool) {
	m := productFactorRe.FindStringSubmatch(strings.ReplaceAll(f, " ", ""))
	if m == nil {
		return nil, false
	}
	pick := func(name string) *algebra.Matrix {
		if name == "X" {
			return x
		}
		return y
	}
	p, q := pick(m[1]), pick(m[3])
	pt, qt := m[2] != "", m[4] != ""
	rows, inner, cols := p.Rows, p.Cols, q.Cols
	if pt {
		rows, inner = p.Cols, p.Rows
	}
	qInner := q.Rows
	if qt {
		qInner, cols = q.Cols, q.Rows
	}
	row := func(i int) []*big.Rat { // row i of P (column i of a transposed P)
		if pt {
			return column(p, i)
		}
		return p.A[i]
	}
	col := func(j int) []*big.Rat { // column j of Q (row j of a transposed Q)
		if qt {
			return q.A[j]
		}
		return column(q, j)
	}
	ans := func(i, j int) *big.Rat {
		switch {
		case got.m != nil && got.m.Rows == rows && got.m.Cols == cols:
			return got.m.A[i][j]
		case got.m == nil && got.s != nil && rows == 1 && cols == 1:
			return got.s
		}
		return nil
	}
	if inner != qInner {
		return nil, false
	}
	var out []decide.Comparison
	for i := range rows {
		for j := range cols {
			a := ans(i, j)
			if a == nil {
				return nil, false
			}
			out = append(out, equal(fmt.Sprintf("(%s)[%d,%d] as a sum of products of the entries of X and Y, against the answer's", f, i+1, j+1), dotExpr(row(i), col(j)), ratExpr(a)))
		}
	}
	return out, true
}

var twoValuesRe = regexp.MustCompile(`^\$([XY^{}T ]+)=([^$=]+), ([XY^{}T ]+)=([^$=]+)\$\.?$`)

// mvalEqual compares two values; a 1×1 matrix equals its entry.
func mvalEqual(a, b mval) (same, comparable bool) {
	scalar := func(v mval) *big.Rat {
		if v.m == nil {
			return v.s
		}
		if v.m.Rows == 1 && v.m.Cols == 1 {
			return v.m.A[0][0]
		}
		return nil
	}
	if sa, sb := scalar(a), scalar(b); sa != nil && sb != nil {
		return sa.Cmp(sb) == 0, true
	}
	if a.m == nil || b.m == nil || a.m.Rows != b.m.Rows || a.m.Cols != b.m.Cols {
		return false, false
	}
	return a.m.Equal(b.m), true
}

// checkEqualMatrices: two matrices of one shape are equal entry by entry;
// each entry pair is an integer and a letter asked (which fixes the
// letter), or two equal integers. Anything else (a letter against a
// letter, two different integers, a letter fixed twice differently) is
// left undecided. The answer is "$x=2, y=-1, z=2$" for exactly the letters
// asked.
func checkEqualMatrices(letters []string, ma, mb [][]string, answerSrc string) decide.Result {
	kind := statement.KindValue
	if len(ma) != len(mb) || len(ma[0]) != len(mb[0]) {
		return decide.Undecided(kind, "the two matrices have different shapes")
	}
	asked := map[string]bool{}
	for _, l := range letters {
		asked[l] = true
	}
	want := map[string]string{}
	for i := range ma {
		for j := range ma[i] {
			p, q := ma[i][j], mb[i][j]
			switch {
			case intEntryRe.MatchString(p) && intEntryRe.MatchString(q):
				if x, _ := new(big.Rat).SetString(p); x.Cmp(mustRat(q)) != 0 {
					return decide.Undecided(kind, "the entries %s and %s at row %d, column %d differ: the matrices are never equal", p, q, i+1, j+1)
				}
				continue
			case asked[p] && intEntryRe.MatchString(q):
			case asked[q] && intEntryRe.MatchString(p):
				p, q = q, p
			default:
				return decide.Undecided(kind, "the entries %q and %q are not a letter asked and an integer", p, q)
			}
			if v, seen := want[p]; seen && mustRat(v).Cmp(mustRat(q)) != 0 {
				return decide.Undecided(kind, "%s would be both %s and %s", p, v, q)
			}
			want[p] = q
		}
	}
	if len(want) != len(letters) {
		return decide.Undecided(kind, "not every letter asked is fixed by an entry")
	}
	m := namedIntsRe.FindStringSubmatch(strings.TrimSpace(answerSrc))
	if m == nil {
		return decide.Undecided(kind, "the answer is not \"$x=…, y=…$\" with integers")
	}
	got := map[string]string{}
	for _, it := range strings.Split(m[1], ",") {
		kv := strings.SplitN(it, "=", 2)
		name := strings.TrimSpace(kv[0])
		if _, dup := got[name]; dup || !asked[name] {
			return decide.Undecided(kind, "the answer names %s twice or a letter not asked", name)
		}
		got[name] = strings.TrimSpace(kv[1])
	}
	var notes []string
	for _, l := range letters {
		notes = append(notes, l+" = "+want[l])
	}
	how := fmt.Sprintf("equal entry by entry, the matrices fix %s", strings.Join(notes, ", "))
	if len(got) != len(letters) {
		return decide.Undecided(kind, "%s; the answer gives %d of the %d letters", how, len(got), len(letters))
	}
	ev := equalMatricesEvidence(ma, mb, got)
	for _, l := range letters {
		g, _ := new(big.Rat).SetString(got[l])
		w, _ := new(big.Rat).SetString(want[l])
		if g.Cmp(w) != 0 {
			r := decide.Refute(kind, "%s; the answer gives %s = %s", how, l, got[l])
			r.Evidence = ev
			return r
		}
	}
	r := decide.Confirm(kind, "%s, as the answer says", how)
	r.Evidence = ev
	return r
}

// equalMatricesEvidence is the two matrices' entries compared one by one
// with each letter replaced by the answer's value of it (every entry an
// integer or a letter the answer gives, as checkEqualMatrices read them).
func equalMatricesEvidence(ma, mb [][]string, got map[string]string) []decide.Comparison {
	at := cas.Env{}
	for l, v := range got {
		at[l] = cas.Rat(mustRat(v))
	}
	entry := func(s string) ast.Expr {
		if _, ok := got[s]; ok {
			return &ast.Ident{Name: s}
		}
		return ratExpr(mustRat(s))
	}
	var out []decide.Comparison
	for i := range ma {
		for j := range ma[i] {
			c := equal(fmt.Sprintf("entry [%d,%d] (%s against %s) at the answer's letters", i+1, j+1, ma[i][j], mb[i][j]), entry(ma[i][j]), entry(mb[i][j]))
			c.Points = []cas.Env{at}
			out = append(out, c)
		}
	}
	return out
}

var namedIntsRe = regexp.MustCompile(`^\$((?:\s*[a-z]\s*=\s*-?\d{1,9}\s*,)*\s*[a-z]\s*=\s*-?\d{1,9}\s*)\$\.?$`)

// mustRat reads an integer already matched by intEntryRe.
func mustRat(s string) *big.Rat {
	r, _ := new(big.Rat).SetString(s)
	return r
}
