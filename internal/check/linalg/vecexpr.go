package linalg

import (
	"fmt"
	"math/big"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/check/forms"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/vecexpr"
)

// CheckVectorExpr decides a question about vectors given by their
// coordinates (issue 42, Gaokao; vecexpr.Read): the conditions, linear
// combinations of the vectors equal to coordinate tuples, are solved
// exactly over ℚ (Gaussian elimination; a system without exactly one
// solution is not decided); the quantity asked is written from the
// components found (|v| = √(v·v), cos⟨v, w⟩ = v·w / √((v·v)(w·w))), read
// as a quadratic surd p + q√s and compared exactly with the answer read
// the same way. A coordinate that is not an exact rational, a zero vector
// in a cosine, a quantity or an answer that is not one quadratic surd:
// undecided.
func CheckVectorExpr(c *decide.Checker, problem, answerSrc string) (decide.Result, bool) {
	q, ok := vecexpr.Read(problem)
	if !ok {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	comps, why := solveVectors(c, q)
	if why != "" {
		return decide.Undecided(kind, "the vectors %s (the statement's shape %s)", why, vecexpr.Shape), true
	}
	src, why := vecAskSrc(q, comps)
	if why != "" {
		return decide.Undecided(kind, "%s is asked: %s", statement.Clip(q.Src, 60), why), true
	}
	found, err := latex.ParseExpr(src)
	if err != nil {
		return decide.Undecided(kind, "%s is asked: its value cannot be written", statement.Clip(q.Src, 60)), true
	}
	fs, okF := forms.QuadSurdOf(c, found)
	ans, err := statement.ReadAnswer(answerSrc)
	if err != nil || ans.Root == nil || len(ans.Items) != 1 || ans.Items[0].Name != "" {
		return decide.Undecided(kind, "%s is asked; the answer is not one value", statement.Clip(q.Src, 60)), true
	}
	as, okA := forms.QuadSurdOf(c, ans.Items[0].E)
	if !okF || !okA {
		return decide.Undecided(kind, "%s is asked; it or the answer is not one quadratic surd", statement.Clip(q.Src, 60)), true
	}
	how := fmt.Sprintf("%s is %s exactly, from the vectors %s solved exactly from the statement's conditions", statement.Clip(q.Src, 60), fs, vecText(q.Names, comps))
	if !fs.Equal(as) {
		r := decide.Refute(kind, "%s, not the answer %s", how, statement.Clip(answerSrc, 40))
		r.Recomputed, r.RecomputedDiffers = fs.String(), true
		return r, true
	}
	r := decide.Confirm(kind, "%s, equal to the answer", how)
	r.Evidence = append(vecCondEvidence(q, comps), equal("the quantity asked, from the components found", found, ans.Items[0].E))
	return r, true
}

// solveVectors solves the conditions for the components of the named
// vectors (comps[i][d] is component d of q.Names[i]); why says why not.
func solveVectors(c *decide.Checker, q vecexpr.Question) ([][]*big.Rat, string) {
	n := len(q.Names)
	rows := make([][]*big.Rat, len(q.Conds)) // coefficients, then the q.Dim coordinates
	for i, cd := range q.Conds {
		row := make([]*big.Rat, n+q.Dim)
		for j := range row {
			row[j] = new(big.Rat)
		}
		for k, nm := range cd.Left.Names {
			row[nameIndex(q.Names, nm)].Set(cd.Left.Coefs[k])
		}
		for d, e := range cd.Coords {
			v, ok := exactOf(c, e)
			if !ok {
				return nil, "have a coordinate that is not an exact rational"
			}
			row[n+d] = v
		}
		rows[i] = row
	}
	// Gauss-Jordan elimination over ℚ on the coefficient columns.
	r := 0
	for col := 0; col < n; col++ {
		p := -1
		for i := r; i < len(rows); i++ {
			if rows[i][col].Sign() != 0 {
				p = i
				break
			}
		}
		if p < 0 {
			return nil, "are not fixed by the conditions"
		}
		rows[r], rows[p] = rows[p], rows[r]
		inv := new(big.Rat).Inv(rows[r][col])
		for j := range rows[r] {
			rows[r][j].Mul(rows[r][j], inv)
		}
		for i := range rows {
			if i == r || rows[i][col].Sign() == 0 {
				continue
			}
			f := new(big.Rat).Set(rows[i][col])
			for j := range rows[i] {
				rows[i][j].Sub(rows[i][j], new(big.Rat).Mul(f, rows[r][j]))
			}
		}
		r++
	}
	for i := r; i < len(rows); i++ {
		for d := 0; d < q.Dim; d++ {
			if rows[i][n+d].Sign() != 0 {
				return nil, "satisfy no solution of the conditions (they are inconsistent)"
			}
		}
	}
	comps := make([][]*big.Rat, n)
	for i := range comps {
		comps[i] = rows[i][n:]
	}
	return comps, ""
}

func nameIndex(names []string, nm string) int {
	for i, x := range names {
		if x == nm {
			return i
		}
	}
	return -1
}

// combOf is the components of a linear combination.
func combOf(q vecexpr.Question, comps [][]*big.Rat, cb vecexpr.Comb) []*big.Rat {
	out := make([]*big.Rat, q.Dim)
	for d := range out {
		out[d] = new(big.Rat)
		for k, nm := range cb.Names {
			out[d].Add(out[d], new(big.Rat).Mul(cb.Coefs[k], comps[nameIndex(q.Names, nm)][d]))
		}
	}
	return out
}

// latexRat writes r as a LaTeX number in parentheses.
func latexRat(r *big.Rat) string {
	if r.IsInt() {
		return "(" + r.Num().String() + ")"
	}
	s := fmt.Sprintf(`\frac{%s}{%s}`, new(big.Int).Abs(r.Num()), r.Denom())
	if r.Sign() < 0 {
		s = "-" + s
	}
	return "(" + s + ")"
}

// dotSrc writes Σ u_d·v_d from the components.
func dotSrc(u, v []*big.Rat) string {
	parts := make([]string, len(u))
	for d := range u {
		parts[d] = latexRat(u[d]) + latexRat(v[d])
	}
	return "(" + strings.Join(parts, "+") + ")"
}

func isZeroVec(u []*big.Rat) bool {
	for _, x := range u {
		if x.Sign() != 0 {
			return false
		}
	}
	return true
}

// vecAskSrc writes the quantity asked from the components found.
func vecAskSrc(q vecexpr.Question, comps [][]*big.Rat) (string, string) {
	var parts []string
	for _, t := range q.Ask {
		v := combOf(q, comps, t.V)
		var s string
		switch t.Kind {
		case vecexpr.NormSq:
			s = dotSrc(v, v)
		case vecexpr.Norm:
			s = `\sqrt{` + dotSrc(v, v) + `}`
		case vecexpr.Dot:
			s = dotSrc(v, combOf(q, comps, t.W))
		case vecexpr.Cos:
			w := combOf(q, comps, t.W)
			if isZeroVec(v) || isZeroVec(w) {
				return "", "a vector of the cosine is zero, so the angle is not defined"
			}
			s = fmt.Sprintf(`\frac{%s}{\sqrt{%s%s}}`, dotSrc(v, w), dotSrc(v, v), dotSrc(w, w))
		default:
			return "", "the quantity is not read"
		}
		parts = append(parts, latexRat(t.Coef)+s)
	}
	return strings.Join(parts, "+"), ""
}

// vecText writes the vectors found for the note.
func vecText(names []string, comps [][]*big.Rat) string {
	parts := make([]string, len(names))
	for i, nm := range names {
		cs := make([]string, len(comps[i]))
		for d, x := range comps[i] {
			cs[d] = x.RatString()
		}
		parts[i] = nm + " = (" + strings.Join(cs, ", ") + ")"
	}
	return strings.Join(parts, ", ")
}

// vecCondEvidence is every condition's coordinates at the components
// found: Σ coef·component against the statement's coordinate.
func vecCondEvidence(q vecexpr.Question, comps [][]*big.Rat) []decide.Comparison {
	var ev []decide.Comparison
	for i, cd := range q.Conds {
		for d, e := range cd.Coords {
			var terms []string
			for k, nm := range cd.Left.Names {
				terms = append(terms, latexRat(cd.Left.Coefs[k])+latexRat(comps[nameIndex(q.Names, nm)][d]))
			}
			l, err := latex.ParseExpr(strings.Join(terms, "+"))
			if err != nil {
				continue
			}
			ev = append(ev, equal(fmt.Sprintf("coordinate %d of condition %d at the vectors found", d+1, i+1), l, e))
		}
	}
	return ev
}
