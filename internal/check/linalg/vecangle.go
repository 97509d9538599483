package linalg

import (
	"fmt"
	"math/big"
	"regexp"
	"strconv"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/vecangle"
)

// CheckVectorAngle decides the questions of vecangle.Read (issue 42, MATH
// Precalculus), exactly over ℚ:
//
//   - the angle θ ∈ [0°, 180°] between U and V, answered in whole degrees
//     A with cos A known exactly (A a multiple of 30° or 45°): cos is
//     one-to-one on [0°, 180°], so θ = A exactly when (U·V)² = cos²A ·
//     |U|²|V|² and U·V has the sign of cos A; another A of the table is
//     refuted, an A outside it undecided;
//   - the x with U·V = 0, U·V affine in x: a·x + b = 0 with a ≠ 0 gives
//     x = −b/a, compared with the answer.
func CheckVectorAngle(c *decide.Checker, problem, answerSrc string) (decide.Result, bool) {
	q, ok := vecangle.Read(problem)
	if !ok {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	if q.Letter != "" {
		return orthogonalLetter(c, q, answerSrc), true
	}
	u, ok1 := intVector(q.U)
	v, ok2 := intVector(q.V)
	if !ok1 || !ok2 {
		return decide.Undecided(kind, "an angle between vectors is asked, but an entry is not an integer"), true
	}
	d, _ := dotRats(u, v)
	uu, _ := dotRats(u, u)
	vv, _ := dotRats(v, v)
	if uu.Sign() == 0 || vv.Sign() == 0 {
		return decide.Undecided(kind, "a vector is zero: no angle"), true
	}
	m := degreesRe.FindStringSubmatch(strings.TrimSpace(strings.Trim(strings.TrimSpace(answerSrc), "$")))
	if m == nil {
		return decide.Undecided(kind, "the answer is not a whole number of degrees"), true
	}
	a, _ := strconv.Atoi(m[1])
	cos2, ok := cosSquared[a]
	if !ok {
		return decide.Undecided(kind, "cos %d° is not in leg 1's table of exact values", a), true
	}
	sign := 0
	switch {
	case a < 90:
		sign = 1
	case a > 90:
		sign = -1
	}
	lhs := new(big.Rat).Mul(d, d)
	rhs := new(big.Rat).Mul(cos2, new(big.Rat).Mul(uu, vv))
	how := fmt.Sprintf("U·V = %s, |U|² = %s, |V|² = %s: cos θ = %s/√%s", d.RatString(), uu.RatString(), vv.RatString(), d.RatString(), new(big.Rat).Mul(uu, vv).RatString())
	r := decide.Confirm(kind, "%s; (U·V)² = cos²(%d°)·|U|²|V|² = %s with the sign of cos %d°, and cos is one-to-one on [0°, 180°]: θ = %d°, as the answer", how, a, lhs.RatString(), a, a)
	if lhs.Cmp(rhs) != 0 || d.Sign() != sign {
		r = decide.Refute(kind, "%s; cos²(%d°)·|U|²|V|² = %s ≠ (U·V)² = %s or the sign differs: θ is not %d°", how, a, rhs.RatString(), lhs.RatString(), a)
	}
	r.Evidence = []decide.Comparison{
		{What: "(U·V)² against cos² of the answer times |U|²|V|²", Left: ratExpr(lhs), Right: &ast.Binary{Op: ast.Mul, X: ratExpr(cos2), Y: ratExpr(new(big.Rat).Mul(uu, vv))}, Want: record.WantEqual},
	}
	return r, true
}

var (
	degreesRe  = regexp.MustCompile(`^(\d{1,3})\s*(?:\^\s*\\circ|\^\s*\{\\circ\})$`)
	cosSquared = map[int]*big.Rat{0: big.NewRat(1, 1), 30: big.NewRat(3, 4), 45: big.NewRat(1, 2), 60: big.NewRat(1, 4), 90: new(big.Rat),
		120: big.NewRat(1, 4), 135: big.NewRat(1, 2), 150: big.NewRat(3, 4), 180: big.NewRat(1, 1)}
)

// orthogonalLetter solves U·V = 0 for the letter.
func orthogonalLetter(c *decide.Checker, q vecangle.Question, answerSrc string) decide.Result {
	kind := statement.KindValue
	a, b := new(big.Rat), new(big.Rat) // U·V = a·x + b
	for i := range q.U {
		x, y := q.U[i], q.V[i]
		switch {
		case x == q.Letter:
			k, _ := intRat(y)
			a.Add(a, k)
		case y == q.Letter:
			k, _ := intRat(x)
			a.Add(a, k)
		default:
			kx, _ := intRat(x)
			ky, _ := intRat(y)
			b.Add(b, new(big.Rat).Mul(kx, ky))
		}
	}
	if a.Sign() == 0 {
		return decide.Undecided(kind, "U·V does not depend on %s", q.Letter)
	}
	want := new(big.Rat).Quo(new(big.Rat).Neg(b), a)
	how := fmt.Sprintf("U·V = %s·%s + %s = 0 exactly when %s = %s", a.RatString(), q.Letter, b.RatString(), q.Letter, want.RatString())
	ans, err := statement.ReadAnswer(answerSrc)
	if err != nil || ans.Root == nil || len(ans.Items) != 1 || (ans.Items[0].Name != "" && ans.Items[0].Name != q.Letter) {
		return decide.Undecided(kind, "%s; the answer is not one value", how)
	}
	got, ok := exactOf(c, ans.Items[0].E)
	if !ok {
		return decide.Undecided(kind, "%s; the answer is not an exact rational", how)
	}
	r := decide.Confirm(kind, "%s, as the answer", how)
	if got.Cmp(want) != 0 {
		r = decide.Refute(kind, "%s; the answer is %s", how, got.RatString())
	}
	r.Evidence = []decide.Comparison{{What: "the value making U·V = 0 against the answer", Left: ratExpr(want), Right: ans.Items[0].E, Want: record.WantEqual}}
	return r
}
