package given

import (
	"fmt"
	"math/big"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/check/forms"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/funceq"
)

// maxCycle bounds the orbit k, φ(k), φ(φ(k)), … followed back to k.
const maxCycle = 6

// CheckFuncCycle (issue 42, MATH Intermediate Algebra): a functional
// equation E(x, f(x), f(φ(x))) = 0 for every x (but one excluded value),
// f(k) asked (funceq.Read). The orbit k, φ(k), … must return to k within
// maxCycle steps, every point rational, admissible and φ defined there;
// the equation at each orbit point, linear in the unknown values of f
// (degree ≤ 1 in each and no product of the two, checked exactly), gives
// a square linear system solved exactly over ℚ. A unique solution is the
// value every such f must take at k, compared with the answer exactly.
// Anything else is undecided; ok is false when the statement is not read
// or the answer is not a number.
func CheckFuncCycle(c *decide.Checker, problem, answerSrc string) (decide.Result, bool) {
	q, ok := funceq.Read(problem)
	if !ok {
		return decide.Result{}, false
	}
	ans, err := statement.ReadAnswer(answerSrc)
	if err != nil || ans.Root == nil || len(ans.Items) != 1 || ans.Items[0].Name != "" {
		return decide.Result{}, false
	}
	av, err := c.Eval(ans.Items[0].E, nil)
	if err != nil {
		return decide.Result{}, false
	}
	want, exact := av.Exact()
	if !exact {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	orbit, why := funcOrbit(c, q)
	if why != "" {
		return decide.Undecided(kind, "%s", why), true
	}
	m := len(orbit)
	rows := make([][]*big.Rat, m) // coefficients of f(p_0..p_{m-1}), then the constant
	for i, p := range orbit {
		row, why := funcRow(c, q.Eq, p, i, (i+1)%m, m)
		if why != "" {
			return decide.Undecided(kind, "%s", why), true
		}
		rows[i] = row
	}
	sol, ok := solveSquare(rows)
	if !ok {
		return decide.Undecided(kind, "the equations at the orbit of %s do not fix f there", statement.Clip(ast.Print(q.At), 20)), true
	}
	v := sol[0]
	what := fmt.Sprintf("f(%s) from %s at x = %s", statement.Clip(ast.Print(q.At), 20), statement.Clip(q.EqSrc, 40), orbitList(orbit))
	cmp := decide.Comparison{What: what, Left: algebra.RatExpr(v), Right: ans.Items[0].E, Want: record.WantEqual}
	var r decide.Result
	if v.Cmp(want) == 0 {
		r = decide.Confirm(kind, "%s: the %d equations solved exactly give %s, as answered", what, m, v.RatString())
	} else {
		r = decide.Refute(kind, "%s: the %d equations solved exactly give %s, not %s", what, m, v.RatString(), statement.Clip(answerSrc, 30))
	}
	r.Evidence = []decide.Comparison{cmp}
	return r, true
}

// funcOrbit is k, φ(k), … up to the return to k ("" when found).
func funcOrbit(c *decide.Checker, q funceq.Question) ([]*big.Rat, string) {
	k, ok := exactAt(c, q.At, nil)
	if !ok {
		return nil, "the point asked is not rational"
	}
	var except *big.Rat
	if q.Except != nil {
		if except, ok = exactAt(c, q.Except, nil); !ok {
			return nil, "the excluded value is not rational"
		}
	}
	orbit := []*big.Rat{k}
	for step := 0; step < maxCycle; step++ {
		p := orbit[len(orbit)-1]
		if except != nil && p.Cmp(except) == 0 {
			return nil, "the orbit meets the excluded value"
		}
		next, ok := exactAt(c, q.Phi, cas.Env{"x": cas.Rat(p)})
		if !ok {
			return nil, "the other argument is not defined on the orbit"
		}
		if next.Cmp(k) == 0 {
			return orbit, ""
		}
		for _, o := range orbit {
			if o.Cmp(next) == 0 {
				return nil, "the orbit does not return to the point asked"
			}
		}
		orbit = append(orbit, next)
	}
	return nil, "the orbit does not close within " + fmt.Sprint(maxCycle) + " steps"
}

func exactAt(c *decide.Checker, e ast.Expr, env cas.Env) (*big.Rat, bool) {
	v, err := c.Eval(e, env)
	if err != nil {
		return nil, false
	}
	return v.Exact()
}

// funcRow is the equation at x = p as coefficients of f at the orbit's
// points (U at index i, V at index j) and the constant term.
func funcRow(c *decide.Checker, eq ast.Expr, p *big.Rat, i, j, m int) ([]*big.Rat, string) {
	for _, u := range []string{"U", "V"} {
		if d, ok := forms.PolyDegree(eq, u); !ok || d > 1 {
			return nil, "the equation is not linear in the values of f"
		}
	}
	at := func(u, v int64) (*big.Rat, bool) {
		return exactAt(c, eq, cas.Env{"x": cas.Rat(p), "U": cas.Rat(big.NewRat(u, 1)), "V": cas.Rat(big.NewRat(v, 1))})
	}
	e00, ok1 := at(0, 0)
	e10, ok2 := at(1, 0)
	e01, ok3 := at(0, 1)
	e11, ok4 := at(1, 1)
	if !ok1 || !ok2 || !ok3 || !ok4 {
		return nil, "the equation is not evaluated exactly at x = " + p.RatString()
	}
	cross := new(big.Rat).Sub(new(big.Rat).Add(e11, e00), new(big.Rat).Add(e10, e01))
	if cross.Sign() != 0 {
		return nil, "the equation multiplies the values of f"
	}
	row := make([]*big.Rat, m+1)
	for n := range row {
		row[n] = new(big.Rat)
	}
	row[i].Add(row[i], new(big.Rat).Sub(e10, e00))
	row[j].Add(row[j], new(big.Rat).Sub(e01, e00))
	row[m].Neg(e00)
	return row, ""
}

// solveSquare solves the m×m system (rows end with the right side) by
// Gauss–Jordan over ℚ; ok is false when it is singular.
func solveSquare(rows [][]*big.Rat) ([]*big.Rat, bool) {
	m := len(rows)
	for col := 0; col < m; col++ {
		piv := -1
		for r := col; r < m; r++ {
			if rows[r][col].Sign() != 0 {
				piv = r
				break
			}
		}
		if piv < 0 {
			return nil, false
		}
		rows[col], rows[piv] = rows[piv], rows[col]
		inv := new(big.Rat).Inv(rows[col][col])
		for k := col; k <= m; k++ {
			rows[col][k].Mul(rows[col][k], inv)
		}
		for r := 0; r < m; r++ {
			if r == col || rows[r][col].Sign() == 0 {
				continue
			}
			f := new(big.Rat).Set(rows[r][col])
			for k := col; k <= m; k++ {
				rows[r][k].Sub(rows[r][k], new(big.Rat).Mul(f, rows[col][k]))
			}
		}
	}
	out := make([]*big.Rat, m)
	for r := range out {
		out[r] = rows[r][m]
	}
	return out, true
}

func orbitList(orbit []*big.Rat) string {
	parts := make([]string, len(orbit))
	for i, p := range orbit {
		parts[i] = p.RatString()
	}
	return strings.Join(parts, ", ")
}
