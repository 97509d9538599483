package integers

import (
	"fmt"
	"math/big"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// The divisor questions of the cue table, answered on an exact integer: the
// statement's one formula is evaluated exactly, factored, and the asked
// quantity computed from the factorisation.
var divisorAsks = []string{"largest prime divisor", "smallest prime divisor", "number of divisors", "sum of divisors", "number of prime divisors", "sum of prime divisors"}

// trialBound is the bound of the trial division; a cofactor left below its
// square is prime.
const trialBound = 1_000_000

// primeFactor is p^e.
type primeFactor struct {
	p *big.Int
	e int
}

// checkDivisors is CheckDivisors on this package's checker.
func (c *checker) checkDivisors(st *statement.Statement, a *statement.Answer) (decide.Result, bool) {
	ask, words := "", ""
	for _, h := range st.Read.Hits {
		if h.Def.Class == statement.CueAsk && statement.Contains1(divisorAsks, h.Def.Name) {
			ask, words = h.Def.Name, h.Words
			break
		}
	}
	if ask == "" {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	for _, h := range st.Read.Hits {
		if h.Def.Class == statement.CueAsk && h.Def.Name != ask || h.Def.Class == statement.CueRestrict || h.Def.Class == statement.CueWord {
			return decide.Undecided(kind, "the %s is asked, but the statement also says %q", ask, h.Words), true
		}
	}
	var exprs []statement.Formula
	for _, t := range st.Targets {
		if _, ok := t.E.(*ast.Rel); !ok {
			exprs = append(exprs, t)
		}
	}
	if len(exprs) != 1 || len(st.Targets) != 1 {
		return decide.Undecided(kind, "the %s is asked; the statement has %d formulas, of which is not clear", ask, len(st.Targets)), true
	}
	f := exprs[0]
	if vars := st.FreeAfterSubst(f.E); len(vars) > 0 {
		return decide.Undecided(kind, "the %s of an expression in %s is asked", ask, statement.JoinNames(vars)), true
	}
	if a.Root == nil || len(a.Items) != 1 {
		return decide.Undecided(kind, "the %s is asked; the answer is not a single value", ask), true
	}
	env, err := c.BindSubsts(st.Substs, nil)
	if err != nil {
		return decide.Undecided(kind, "%v", err), true
	}
	v, err := c.Eval(f.E, env)
	if err != nil {
		return decide.Undecided(kind, "the statement's expression cannot be evaluated: %v", err), true
	}
	r, exact := v.Exact()
	if !exact || !r.IsInt() {
		return decide.Undecided(kind, "the %s of %s is asked, but it is not an exact integer (%s)", ask, statement.Clip(f.Src, 30), v.Text(20)), true
	}
	n := new(big.Int).Abs(r.Num())
	if n.Sign() == 0 {
		return decide.Undecided(kind, "the %s of 0 is asked", ask), true
	}
	fs, why := factorInt(n, c)
	if why != "" {
		return decide.Undecided(kind, "the %s of %s is asked: %s", ask, n.String(), why), true
	}
	want, whyNot := divisorQuantity(ask, fs)
	if whyNot != "" {
		return decide.Undecided(kind, "%s of %s: %s", ask, n.String(), whyNot), true
	}
	av, err := c.Eval(a.Items[0].E, nil)
	if err != nil {
		return decide.Undecided(kind, "the answer cannot be evaluated: %v", err), true
	}
	how := fmt.Sprintf("%s = %s (trial division to %d", statement.Clip(f.Src, 30), showFactors(fs), trialBound)
	if len(fs) > 0 && fs[len(fs)-1].p.Cmp(big.NewInt(trialBound)) > 0 {
		how += ", the last factor prime by the bound or Baillie-PSW below 2^64"
	}
	how += ")"
	ar, ok := av.Exact()
	var res decide.Result
	switch {
	case !ok || !ar.IsInt():
		res = decide.Refute(kind, "%s; its %s (%q) is %s, the answer %s is not an integer", how, ask, words, want.String(), statement.Clip(a.Text.Math, 40))
	case ar.Num().Cmp(want) != 0:
		res = decide.Refute(kind, "%s; its %s is %s, not %s", how, ask, want.String(), ar.Num().String())
	default:
		res = decide.Confirm(kind, "%s; its %s is %s, equal to the answer", how, ask, want.String())
	}
	res.Evidence = divisorEvidence(f.E, env, fs, ask, want, a.Items[0].E)
	return res, true
}

// divisorEvidence is what a divisor question rests on: the statement's
// number (its absolute value) against the product of its prime powers,
// and the quantity asked written from them (the number of divisors
// Π(e+1), their sum Π(p^{e+1} - 1)/(p - 1); a prime divisor itself)
// against the answer. That the factors are prime is not redone.
func divisorEvidence(e ast.Expr, env cas.Env, fs []primeFactor, ask string, want *big.Int, ans ast.Expr) []decide.Comparison {
	var pts []cas.Env
	if len(env) > 0 {
		pts = []cas.Env{env}
	}
	prod := func(term func(f primeFactor) ast.Expr) ast.Expr {
		var out ast.Expr = decide.IntExpr(big.NewInt(1))
		for i, f := range fs {
			if i == 0 {
				out = term(f)
			} else {
				out = &ast.Binary{Op: ast.Mul, Form: ast.FormCdot, X: out, Y: term(f)}
			}
		}
		return out
	}
	pow := func(p *big.Int, e int) ast.Expr {
		return &ast.Binary{Op: ast.Pow, X: decide.IntExpr(p), Y: decide.IntExpr(big.NewInt(int64(e)))}
	}
	ev := []decide.Comparison{{What: "the number against the product of its prime powers", Left: &ast.Func{Name: ast.Abs, Args: []ast.Expr{e}},
		Right: prod(func(f primeFactor) ast.Expr { return pow(f.p, f.e) }), Points: pts, Want: record.WantEqual}}
	var q ast.Expr
	switch ask {
	case "number of divisors":
		q = prod(func(f primeFactor) ast.Expr {
			return &ast.Binary{Op: ast.Add, X: decide.IntExpr(big.NewInt(int64(f.e))), Y: decide.IntExpr(big.NewInt(1))}
		})
	case "sum of divisors":
		q = prod(func(f primeFactor) ast.Expr {
			pm1 := &ast.Binary{Op: ast.Sub, X: decide.IntExpr(f.p), Y: decide.IntExpr(big.NewInt(1))}
			return &ast.Binary{Op: ast.Div, Form: ast.FormFrac, X: &ast.Binary{Op: ast.Sub, X: pow(f.p, f.e+1), Y: decide.IntExpr(big.NewInt(1))}, Y: pm1}
		})
	default:
		q = decide.IntExpr(want)
	}
	return append(ev, decide.Comparison{What: "the " + ask + " from the prime powers, against the answer", Left: q, Right: ans, Want: record.WantEqual})
}

// CheckDivisors answers a divisor question (the largest prime divisor of
// 15!-13!, the number of divisors of 2^10). ok is false when the statement
// asks none.
func CheckDivisors(c *decide.Checker, st *statement.Statement, a *statement.Answer) (decide.Result, bool) {
	return (&checker{c}).checkDivisors(st, a)
}

// factorInt factors n > 0 completely, or says why it cannot: trial
// division by every number up to trialBound, then the cofactor must be
// prime, which is proven when it is below trialBound² or (Baillie-PSW, exact
// below 2^64) below 2^64.
func factorInt(n *big.Int, c *checker) ([]primeFactor, string) {
	m := new(big.Int).Set(n)
	var fs []primeFactor
	q, r := new(big.Int), new(big.Int)
	d := new(big.Int)
	for k := int64(2); k <= trialBound; k++ {
		if k&0xffff == 0 && c.Stopped() != nil {
			return nil, "time limit"
		}
		d.SetInt64(k)
		if new(big.Int).Mul(d, d).Cmp(m) > 0 {
			break
		}
		e := 0
		for {
			q.QuoRem(m, d, r)
			if r.Sign() != 0 {
				break
			}
			m.Set(q)
			e++
		}
		if e > 0 {
			fs = append(fs, primeFactor{big.NewInt(k), e})
		}
		if k > 2 {
			k++ // odd numbers only after 2
		}
	}
	if m.Cmp(big.NewInt(1)) == 0 {
		return fs, ""
	}
	bound := new(big.Int).Mul(big.NewInt(trialBound), big.NewInt(trialBound))
	switch {
	case m.Cmp(bound) < 0:
	case m.BitLen() <= 64 && m.ProbablyPrime(0):
	case m.BitLen() <= 64:
		return nil, fmt.Sprintf("the cofactor %s left by trial division to %d is composite and is not factored", m.String(), trialBound)
	default:
		return nil, fmt.Sprintf("the cofactor of %d digits left by trial division to %d is not proven prime", len(m.String()), trialBound)
	}
	return append(fs, primeFactor{m, 1}), ""
}

// divisorQuantity computes the asked quantity from the factorisation.
func divisorQuantity(ask string, fs []primeFactor) (*big.Int, string) {
	one := big.NewInt(1)
	switch ask {
	case "largest prime divisor", "smallest prime divisor":
		if len(fs) == 0 {
			return nil, "1 has no prime divisor"
		}
		if ask == "largest prime divisor" {
			return fs[len(fs)-1].p, ""
		}
		return fs[0].p, ""
	case "number of divisors":
		n := big.NewInt(1)
		for _, f := range fs {
			n.Mul(n, big.NewInt(int64(f.e+1)))
		}
		return n, ""
	case "sum of divisors":
		s := big.NewInt(1)
		for _, f := range fs {
			// (p^(e+1) - 1) / (p - 1)
			t := new(big.Int).Exp(f.p, big.NewInt(int64(f.e+1)), nil)
			t.Sub(t, one)
			t.Quo(t, new(big.Int).Sub(f.p, one))
			s.Mul(s, t)
		}
		return s, ""
	case "number of prime divisors":
		return big.NewInt(int64(len(fs))), ""
	case "sum of prime divisors":
		s := new(big.Int)
		for _, f := range fs {
			s.Add(s, f.p)
		}
		return s, ""
	}
	return nil, "not a divisor question"
}

func showFactors(fs []primeFactor) string {
	if len(fs) == 0 {
		return "1"
	}
	var b strings.Builder
	for i, f := range fs {
		if i > 0 {
			b.WriteString("·")
		}
		b.WriteString(f.p.String())
		if f.e > 1 {
			fmt.Fprintf(&b, "^%d", f.e)
		}
	}
	return b.String()
}
