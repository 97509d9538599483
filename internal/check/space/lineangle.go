package space

import (
	"fmt"
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/lineangle"
)

// CheckLineAngle (issue 42, MATH Precalculus) computes the angle
// lineangle.Read asks: cos θ = U·V/(|U||V|) between two vectors; between
// two lines P + tU and Q + sV, first shown to meet (linesMeet, exactly),
// the acute angle's cosine |U·V|/(|U||V|), or the angle in degrees when
// cos² is 0, 1/4, 1/2 or 3/4 (90°, 60°, 45°, 30°). The value is decided by
// decide.Checker.FoundVerdict.
func CheckLineAngle(c *decide.Checker, st *statement.Statement, problem, answerSrc string) (decide.Result, bool) {
	q, ok := lineangle.Read(problem)
	if !ok {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	dot, uu, vv := new(big.Rat), new(big.Rat), new(big.Rat)
	for i := range q.U {
		dot.Add(dot, new(big.Rat).Mul(q.U[i], q.V[i]))
		uu.Add(uu, new(big.Rat).Mul(q.U[i], q.U[i]))
		vv.Add(vv, new(big.Rat).Mul(q.V[i], q.V[i]))
	}
	if uu.Sign() == 0 || vv.Sign() == 0 {
		return decide.Undecided(kind, "a direction is the zero vector"), true
	}
	how := "from the directions' dot product and norms"
	if q.Lines {
		a, b := vec{q.P[0], q.P[1], q.P[2]}, vec{q.Q[0], q.Q[1], q.Q[2]}
		u, v := vec{q.U[0], q.U[1], q.U[2]}, vec{q.V[0], q.V[1], q.V[2]}
		if _, err := linesMeet(a, add(a, u), b, add(b, v)); err != nil {
			return decide.Undecided(kind, "the lines are said to intersect: %v", err), true
		}
		dot.Abs(dot) // the acute angle
		how = "the lines meet (shown exactly); the acute angle " + how
	}
	src := fmt.Sprintf(`\frac{%s}{\sqrt{%s}}`, ratSrc(dot), ratSrc(new(big.Rat).Mul(uu, vv)))
	what := "cos θ"
	if !q.Cos {
		cos2 := new(big.Rat).Quo(new(big.Rat).Mul(dot, dot), new(big.Rat).Mul(uu, vv))
		deg, ok := map[string]int{"0": 90, "1/4": 60, "1/2": 45, "3/4": 30}[cos2.RatString()]
		if !ok {
			return decide.Undecided(kind, "cos² of the acute angle is %s, not 0, 1/4, 1/2 or 3/4", cos2.RatString()), true
		}
		src, what = fmt.Sprint(deg), "the acute angle in degrees"
		if containsCirc(answerSrc) {
			src += `^\circ`
		}
	}
	f, err := latex.ParseExpr(src)
	if err != nil {
		return decide.Undecided(kind, "%v", err), true
	}
	found, err := c.Eval(f, nil)
	if err != nil {
		return decide.Undecided(kind, "%s cannot be evaluated: %v", what, err), true
	}
	ans, err := st.ReadAnswer(answerSrc)
	if err != nil || ans.Root == nil || len(ans.Items) != 1 || ans.Items[0].Name != "" {
		return decide.Undecided(kind, "%s is asked; the answer is not a single value", what), true
	}
	r := c.FoundVerdict(st, kind, what, found, nil, how+": "+src, ans.Items[0].E, answerSrc)
	if len(r.Evidence) == 1 {
		r.Evidence[0].Left = f
	}
	return r, true
}

func containsCirc(s string) bool {
	for i := 0; i+5 <= len(s); i++ {
		if s[i:i+5] == `\circ` {
			return true
		}
	}
	return false
}
