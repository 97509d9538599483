package space

import (
	"fmt"
	"math/big"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/vecnorms"
)

// CheckVecNorms (issue 42, MATH Precalculus) computes the target of a
// question on vectors known by their norms, dot products and angles
// (vecnorms.Read) from their Gram matrix G (G_xy = x·y), each entry a
// closed formula: ‖x‖ = n gives G_xx = n²; x·y = n gives G_xy; the angle
// d° gives G_xy = √G_xx √G_yy cos d°; ‖αx + βy‖ = n gives G_xy = (n² −
// α²G_xx − β²G_yy)/(2αβ), the two norms known. ‖L‖² and L₁·L₂ are
// bilinear in G; ‖L‖ is the root of ‖L‖²; cos θ is L₁·L₂/(‖L₁‖ ‖L₂‖), both
// shown nonzero. For two vectors the Gram matrix must be shown possible
// (G_xx G_yy − G_xy² ≥ 0, G_xx, G_yy ≥ 0). An entry the facts do not give,
// or a fact given twice, leaves the row undecided. The value is decided by
// decide.Checker.FoundVerdict.
func CheckVecNorms(c *decide.Checker, st *statement.Statement, problem, answerSrc string) (decide.Result, bool) {
	q, ok := vecnorms.Read(problem)
	if !ok {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	g, err := gram(q.Facts)
	if err != nil {
		return decide.Undecided(kind, "the vectors' Gram matrix: %v", err), true
	}
	if err := possible(c, g); err != nil {
		return decide.Undecided(kind, "the vectors' Gram matrix: %v", err), true
	}
	src, what, err := vecTarget(c, q, g)
	if err != nil {
		return decide.Undecided(kind, "%v", err), true
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
	r := c.FoundVerdict(st, kind, what, found, nil, "from the Gram matrix of the vectors (G_xy = x·y): "+src, ans.Items[0].E, answerSrc)
	if len(r.Evidence) == 1 {
		r.Evidence[0].Left = f
	}
	return r, true
}

func key(x, y string) string {
	if x > y {
		x, y = y, x
	}
	return x + "," + y
}

func ratSrc(r *big.Rat) string { return "(" + ast.Print(algebra.RatExpr(r)) + ")" }

// gram is the Gram entries the facts give, as formulas.
func gram(facts []vecnorms.Fact) (map[string]string, error) {
	g := map[string]string{}
	set := func(k, v string) error {
		if _, dup := g[k]; dup {
			return fmt.Errorf("x·y for %s is given twice", k)
		}
		g[k] = v
		return nil
	}
	// Norms of one vector first, then dot products and angles, then norms
	// of combinations (which need both norms).
	for pass := 0; pass < 3; pass++ {
		for _, f := range facts {
			switch {
			case pass == 0 && f.Kind == vecnorms.Norm && len(f.L) == 1:
				x := f.L.Names()[0]
				a := new(big.Rat).Abs(f.L[x])
				if a.Sign() == 0 {
					return nil, fmt.Errorf("a zero combination")
				}
				if err := set(key(x, x), ratSrc(new(big.Rat).Quo(new(big.Rat).Mul(f.N, f.N), new(big.Rat).Mul(a, a)))); err != nil {
					return nil, err
				}
			case pass == 1 && f.Kind == vecnorms.Dot:
				if err := set(key(f.X, f.Y), ratSrc(f.N)); err != nil {
					return nil, err
				}
			case pass == 1 && f.Kind == vecnorms.AngleDeg:
				gx, okx := g[key(f.X, f.X)]
				gy, oky := g[key(f.Y, f.Y)]
				if !okx || !oky || f.X == f.Y {
					return nil, fmt.Errorf("an angle between vectors of unknown norms")
				}
				if err := set(key(f.X, f.Y), fmt.Sprintf(`\sqrt{%s} \cdot \sqrt{%s} \cdot \left(\cos \left(\frac{%d \pi}{180}\right)\right)`, gx, gy, f.Deg)); err != nil {
					return nil, err
				}
			case pass == 2 && f.Kind == vecnorms.Norm && len(f.L) == 2:
				ns := f.L.Names()
				x, y := ns[0], ns[1]
				al, be := f.L[x], f.L[y]
				gx, okx := g[key(x, x)]
				gy, oky := g[key(y, y)]
				if !okx || !oky || al.Sign() == 0 || be.Sign() == 0 {
					return nil, fmt.Errorf("a norm of a combination with a norm unknown")
				}
				v := fmt.Sprintf(`\frac{%s - %s \cdot %s - %s \cdot %s}{%s}`, ratSrc(new(big.Rat).Mul(f.N, f.N)), ratSrc(new(big.Rat).Mul(al, al)), gx, ratSrc(new(big.Rat).Mul(be, be)), gy, ratSrc(new(big.Rat).Mul(big.NewRat(2, 1), new(big.Rat).Mul(al, be))))
				if err := set(key(x, y), v); err != nil {
					return nil, err
				}
			}
		}
	}
	return g, nil
}

// possible shows the Gram matrix of two vectors positive semidefinite.
func possible(c *decide.Checker, g map[string]string) error {
	zero := cas.Rat(new(big.Rat))
	for k, v := range g {
		xy := strings.Split(k, ",")
		if xy[0] != xy[1] {
			gx, okx := g[key(xy[0], xy[0])]
			gy, oky := g[key(xy[1], xy[1])]
			if !okx || !oky {
				continue
			}
			f, err := latex.ParseExpr(fmt.Sprintf(`%s \cdot %s - \left(%s\right)^2`, gx, gy, v))
			if err != nil {
				return err
			}
			val, err := c.Eval(f, nil)
			if err != nil {
				return err
			}
			if s, sure := decide.Sign(val, zero); !sure || s < 0 {
				return fmt.Errorf("no vectors have x·y = %s with these norms (Cauchy–Schwarz not shown)", v)
			}
		}
	}
	return nil
}

// bilinear is L₁·L₂ as a formula of G's entries, the coefficients of
// x·y and y·x added first (a term that cancels needs no entry).
func bilinear(g map[string]string, l1, l2 vecnorms.Combo) (string, error) {
	coef := map[string]*big.Rat{}
	var keys []string
	for _, x := range l1.Names() {
		for _, y := range l2.Names() {
			k := key(x, y)
			if coef[k] == nil {
				coef[k] = new(big.Rat)
				keys = append(keys, k)
			}
			coef[k].Add(coef[k], new(big.Rat).Mul(l1[x], l2[y]))
		}
	}
	var terms []string
	for _, k := range keys {
		if coef[k].Sign() == 0 {
			continue
		}
		v, ok := g[k]
		if !ok {
			return "", fmt.Errorf("%s·%s is not given by the facts", strings.Split(k, ",")[0], strings.Split(k, ",")[1])
		}
		terms = append(terms, fmt.Sprintf(`%s \cdot %s`, ratSrc(coef[k]), v))
	}
	if len(terms) == 0 {
		return "0", nil
	}
	return strings.Join(terms, " + "), nil
}

// vecTarget is the target as a formula, and what it is.
func vecTarget(c *decide.Checker, q vecnorms.Question, g map[string]string) (string, string, error) {
	switch q.Target {
	case vecnorms.DotOf:
		s, err := bilinear(g, q.L1, q.L2)
		return s, "the dot product", err
	case vecnorms.NormSq:
		s, err := bilinear(g, q.L1, q.L1)
		return s, "the squared norm", err
	case vecnorms.NormOf:
		s, err := bilinear(g, q.L1, q.L1)
		return `\sqrt{` + s + `}`, "the norm", err
	}
	d, err1 := bilinear(g, q.L1, q.L2)
	n1, err2 := bilinear(g, q.L1, q.L1)
	n2, err3 := bilinear(g, q.L2, q.L2)
	if err := firstErr(err1, err2, err3); err != nil {
		return "", "", err
	}
	zero := cas.Rat(new(big.Rat))
	for _, n := range []string{n1, n2} {
		f, err := latex.ParseExpr(n)
		if err != nil {
			return "", "", err
		}
		v, err := c.Eval(f, nil)
		if err != nil {
			return "", "", err
		}
		if s, sure := decide.Sign(v, zero); !sure || s <= 0 {
			return "", "", fmt.Errorf("a side of the angle is not shown nonzero")
		}
	}
	return fmt.Sprintf(`\frac{%s}{\sqrt{%s} \cdot \sqrt{%s}}`, d, n1, n2), "cos θ", nil
}

func firstErr(errs ...error) error {
	for _, e := range errs {
		if e != nil {
			return e
		}
	}
	return nil
}
