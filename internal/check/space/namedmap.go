package space

import (
	"fmt"
	"math/big"
	"regexp"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/namedmap"
)

// CheckNamedMap (issue 42, MATH Precalculus) computes what namedmap.Read
// asks of the matrix of a map of the plane named in words: the projection
// onto v is P = v vᵀ/(v·v) and the reflection over v is 2P − I, exactly;
// their determinant, square, or inverse (the zero matrix when the
// determinant is 0, as the statement asks) are computed over ℚ; the
// rotation by θ has determinant cos²θ + sin²θ = 1 and the matrix
// [[cos θ, −sin θ], [sin θ, cos θ]] (θ = d·π/180, negative clockwise),
// evaluated by cas; the dilation by k of the plane has determinant k².
// Each value, or each entry of a 2 × 2 answer, is decided by
// decide.Checker.FoundVerdict.
func CheckNamedMap(c *decide.Checker, st *statement.Statement, problem, answerSrc string) (decide.Result, bool) {
	q, ok := namedmap.Read(problem)
	if !ok {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	srcs, what, how := namedMapValue(q)
	if len(srcs) == 1 {
		f, err := latex.ParseExpr(srcs[0])
		if err != nil {
			return decide.Undecided(kind, "%v", err), true
		}
		ans, err := st.ReadAnswer(answerSrc)
		if err != nil || ans.Root == nil || len(ans.Items) != 1 || ans.Items[0].Name != "" {
			return decide.Undecided(kind, "%s is asked (%s); the answer is not a single value", what, how), true
		}
		found, err := c.Eval(f, nil)
		if err != nil {
			return decide.Undecided(kind, "%s cannot be evaluated: %v", what, err), true
		}
		r := c.FoundVerdict(st, kind, what, found, nil, how, ans.Items[0].E, answerSrc)
		if len(r.Evidence) == 1 {
			r.Evidence[0].Left = f
		}
		return r, true
	}
	items, ok := matrixAnswer(answerSrc)
	if !ok {
		return decide.Undecided(kind, "%s is asked (%s); the answer is not a 2 × 2 matrix", what, how), true
	}
	fs := make([]ast.Expr, 4)
	for i, s := range srcs {
		f, err := latex.ParseExpr(s)
		if err != nil {
			return decide.Undecided(kind, "%v", err), true
		}
		fs[i] = f
	}
	return formulaPointVerdict(c, st, kind, what, fs, srcs, items, how, answerSrc), true
}

// namedMapValue is the value asked as one formula, or the four entries of
// a 2 × 2 matrix row by row, with what it is and how it was found.
func namedMapValue(q namedmap.Question) ([]string, string, string) {
	rat := func(r *big.Rat) string { return ast.Print(algebra.RatExpr(r)) }
	switch q.Map {
	case namedmap.Rotate:
		if q.Ask == namedmap.Det {
			return []string{"1"}, "the determinant of the rotation", "cos²θ + sin²θ = 1"
		}
		t := fmt.Sprintf(`\left(\frac{%d \pi}{180}\right)`, q.Degrees)
		cos, sin := `\cos `+t, `\sin `+t
		return []string{cos, "-" + sin, sin, cos}, "the rotation's matrix", fmt.Sprintf("[[cos θ, −sin θ], [sin θ, cos θ]] with θ = %d°", q.Degrees)
	case namedmap.Dilate:
		return []string{rat(new(big.Rat).Mul(q.K, q.K))}, "the determinant of the dilation", "the matrix k I of the plane has determinant k²"
	}
	v := q.V
	vv := new(big.Rat).Add(new(big.Rat).Mul(v[0], v[0]), new(big.Rat).Mul(v[1], v[1]))
	M := [2][2]*big.Rat{}
	for i := 0; i < 2; i++ {
		for j := 0; j < 2; j++ {
			M[i][j] = new(big.Rat).Quo(new(big.Rat).Mul(v[i], v[j]), vv)
			if q.Map == namedmap.Reflect {
				M[i][j].Add(M[i][j], M[i][j])
				if i == j {
					M[i][j].Sub(M[i][j], big.NewRat(1, 1))
				}
			}
		}
	}
	name := map[namedmap.Map]string{namedmap.Project: "P = v vᵀ/(v·v)", namedmap.Reflect: "R = 2 v vᵀ/(v·v) − I"}[q.Map]
	how := fmt.Sprintf("%s = [[%s, %s], [%s, %s]] exactly", name, M[0][0].RatString(), M[0][1].RatString(), M[1][0].RatString(), M[1][1].RatString())
	det := new(big.Rat).Sub(new(big.Rat).Mul(M[0][0], M[1][1]), new(big.Rat).Mul(M[0][1], M[1][0]))
	var out [2][2]*big.Rat
	switch q.Ask {
	case namedmap.Det:
		return []string{rat(det)}, "the determinant", how
	case namedmap.Square:
		for i := 0; i < 2; i++ {
			for j := 0; j < 2; j++ {
				out[i][j] = new(big.Rat).Add(new(big.Rat).Mul(M[i][0], M[0][j]), new(big.Rat).Mul(M[i][1], M[1][j]))
			}
		}
		how += ", squared"
	default:
		if det.Sign() == 0 {
			how += ", determinant 0: no inverse, so the zero matrix"
			out = [2][2]*big.Rat{{new(big.Rat), new(big.Rat)}, {new(big.Rat), new(big.Rat)}}
		} else {
			out = [2][2]*big.Rat{{new(big.Rat).Quo(M[1][1], det), new(big.Rat).Neg(new(big.Rat).Quo(M[0][1], det))},
				{new(big.Rat).Neg(new(big.Rat).Quo(M[1][0], det)), new(big.Rat).Quo(M[0][0], det)}}
			how += ", inverted"
		}
	}
	return []string{rat(out[0][0]), rat(out[0][1]), rat(out[1][0]), rat(out[1][1])}, "the matrix asked", how
}

var matrixAnswerRe = regexp.MustCompile(`^\\begin\{pmatrix\}(.+)\\end\{pmatrix\}$`)

// matrixAnswer reads a 2 × 2 "\begin{pmatrix} a & b \\ c & d
// \end{pmatrix}" as its four entries, row by row.
func matrixAnswer(src string) ([]ast.Expr, bool) {
	m := matrixAnswerRe.FindStringSubmatch(strings.TrimSpace(src))
	if m == nil {
		return nil, false
	}
	rows := strings.Split(m[1], `\\`)
	if len(rows) != 2 {
		return nil, false
	}
	var out []ast.Expr
	for _, r := range rows {
		cells := strings.Split(r, "&")
		if len(cells) != 2 {
			return nil, false
		}
		for _, cell := range cells {
			e, err := latex.ParseExpr(strings.TrimSpace(cell))
			if err != nil {
				return nil, false
			}
			out = append(out, e)
		}
	}
	return out, true
}
