package space

import (
	"fmt"
	"math/big"
	"regexp"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/mapmatrix"
)

// CheckMapMatrix (issue 42, MATH Precalculus) finds the line (or the
// plane's normal) of a projection or a reflection given by its matrix M
// (mapmatrix.Read). The matrix Q of the projection onto the line is M
// (projecting onto a line), (M + I)/2 (reflecting over it), I − M
// (projecting onto a plane: onto its normal line), (I − M)/2 (reflecting
// through a plane); Q must be shown symmetric, idempotent (Q² = Q) and of
// trace 1, so Q = d dᵀ/(d·d) for a d ≠ 0 spanning Q's columns. The answer
// asked is d scaled to integers with gcd 1 and a > 0 (unique; a = 0 is
// undecided), or y/x = d₂/d₁ (d₁ ≠ 0). A matrix that is not such a
// projection or reflection is undecided, never refuted.
func CheckMapMatrix(c *decide.Checker, st *statement.Statement, problem, answerSrc string) (decide.Result, bool) {
	q, ok := mapmatrix.Read(problem)
	if !ok {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	d, how, err := lineOf(q)
	if err != nil {
		return decide.Undecided(kind, "the matrix of the projection or reflection: %v", err), true
	}
	if q.Ratio {
		if d[0].Sign() == 0 {
			return decide.Undecided(kind, "%s: x = 0, y/x is not defined", how), true
		}
		ans, err := st.ReadAnswer(answerSrc)
		if err != nil || ans.Root == nil || len(ans.Items) != 1 || ans.Items[0].Name != "" {
			return decide.Undecided(kind, "%s; the answer is not a single value", how), true
		}
		return c.FoundVerdict(st, kind, "y/x", cas.Rat(new(big.Rat).Quo(d[1], d[0])), nil, how, ans.Items[0].E, answerSrc), true
	}
	v, ok := primitive(d)
	if !ok {
		return decide.Undecided(kind, "%s: its first entry is 0, so the form a > 0 cannot be met", how), true
	}
	got, ok := columnAnswer(c, answerSrc, len(v))
	if !ok {
		return decide.Undecided(kind, "%s; the answer is not a column of %d numbers", how, len(v)), true
	}
	var ev []decide.Comparison
	same := true
	for i := range v {
		same = same && got[i].Cmp(v[i]) == 0
		ev = append(ev, decide.Comparison{What: fmt.Sprintf("entry %d of the vector", i+1), Left: algebra.RatExpr(v[i]), Right: algebra.RatExpr(got[i]), Want: record.WantEqual})
	}
	text := make([]string, len(v))
	for i, x := range v {
		text[i] = x.RatString()
	}
	r := decide.Confirm(kind, "%s: the vector in the form asked is (%s), equal exactly to the answer", how, strings.Join(text, ", "))
	if !same {
		r = decide.Refute(kind, "%s: the vector in the form asked is (%s), not the answer's", how, strings.Join(text, ", "))
	}
	r.Evidence = ev
	return r, true
}

// lineOf is a vector spanning the line of the rank-one projector Q.
func lineOf(q mapmatrix.Question) ([]*big.Rat, string, error) {
	n := len(q.M)
	Q := make([][]*big.Rat, n)
	half := big.NewRat(1, 2)
	for i := range q.M {
		Q[i] = make([]*big.Rat, n)
		for j := range q.M[i] {
			m := new(big.Rat).Set(q.M[i][j])
			id := new(big.Rat)
			if i == j {
				id.SetInt64(1)
			}
			switch {
			case !q.Plane && !q.Reflect:
			case !q.Plane && q.Reflect:
				m.Add(m, id).Mul(m, half)
			case q.Plane && !q.Reflect:
				m.Sub(id, m)
			default:
				m.Sub(id, m).Mul(m, half)
			}
			Q[i][j] = m
		}
	}
	trace := new(big.Rat)
	for i := range Q {
		trace.Add(trace, Q[i][i])
		for j := range Q {
			if Q[i][j].Cmp(Q[j][i]) != 0 {
				return nil, "", fmt.Errorf("the projector onto the line is not symmetric")
			}
			sq := new(big.Rat)
			for k := range Q {
				sq.Add(sq, new(big.Rat).Mul(Q[i][k], Q[k][j]))
			}
			if sq.Cmp(Q[i][j]) != 0 {
				return nil, "", fmt.Errorf("the projector onto the line is not idempotent")
			}
		}
	}
	if trace.Cmp(big.NewRat(1, 1)) != 0 {
		return nil, "", fmt.Errorf("the projector has trace %s, not 1 (not onto a line)", trace.RatString())
	}
	for j := range Q {
		col := make([]*big.Rat, n)
		nonzero := false
		for i := range Q {
			col[i] = Q[i][j]
			nonzero = nonzero || col[i].Sign() != 0
		}
		if nonzero {
			how := "the projector onto the line, symmetric, idempotent and of trace 1, spans the line of its column " + fmt.Sprint(j+1)
			return col, how, nil
		}
	}
	return nil, "", fmt.Errorf("the projector is 0")
}

// primitive scales d to coprime integers with a positive first entry.
func primitive(d []*big.Rat) ([]*big.Rat, bool) {
	if d[0].Sign() == 0 {
		return nil, false
	}
	l := big.NewInt(1)
	for _, x := range d {
		den := x.Denom()
		g := new(big.Int).GCD(nil, nil, l, den)
		l.Mul(l, new(big.Int).Quo(den, g))
	}
	ints := make([]*big.Int, len(d))
	g := new(big.Int)
	for i, x := range d {
		ints[i] = new(big.Int).Quo(new(big.Int).Mul(x.Num(), l), x.Denom())
		g.GCD(nil, nil, g, new(big.Int).Abs(ints[i]))
	}
	out := make([]*big.Rat, len(d))
	for i, v := range ints {
		v.Quo(v, g)
		if d[0].Sign() < 0 {
			v.Neg(v)
		}
		out[i] = new(big.Rat).SetInt(v)
	}
	return out, true
}

var columnRe = regexp.MustCompile(`^\\begin\{pmatrix\}(.+)\\end\{pmatrix\}$`)

// columnAnswer reads "\begin{pmatrix} a \\ b \end{pmatrix}" with n exact
// entries.
func columnAnswer(c *decide.Checker, src string, n int) ([]*big.Rat, bool) {
	m := columnRe.FindStringSubmatch(strings.TrimSpace(src))
	if m == nil {
		return nil, false
	}
	parts := strings.Split(m[1], `\\`)
	if len(parts) != n {
		return nil, false
	}
	out := make([]*big.Rat, n)
	for i, p := range parts {
		e, err := parseEntry(p)
		if err != nil {
			return nil, false
		}
		v, err := c.Eval(e, nil)
		if err != nil {
			return nil, false
		}
		r, ok := v.Exact()
		if !ok {
			return nil, false
		}
		out[i] = r
	}
	return out, true
}

func parseEntry(s string) (ast.Expr, error) {
	if strings.Contains(s, "&") {
		return nil, fmt.Errorf("a row")
	}
	return parseLatex(strings.TrimSpace(s))
}

func parseLatex(s string) (ast.Expr, error) { return latex.ParseExpr(s) }
