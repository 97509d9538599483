package given

import (
	"math/big"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// radAtom is t with t^K = Q: i (K = 2, Q = −1), √n (K = 2), ∛n (K = 3).
type radAtom struct {
	K int
	Q *big.Rat
}

// radNum is an element of ℚ[t_1, …, t_m] reduced by t_j^{K_j} = Q_j:
// a map from exponent vectors (each below K_j) to rational coefficients.
// A zero radNum is zero as a number (the reduction uses only the
// relations); a radNum with one atom whose relation is irreducible is zero
// only when it is the zero map.
type radNum struct {
	atoms *[]radAtom
	terms map[string]*big.Rat
}

// maxRadAtoms bounds the atoms of one value (2^… monomials at most).
const maxRadAtoms = 4

func newRad(atoms *[]radAtom) radNum { return radNum{atoms: atoms, terms: map[string]*big.Rat{}} }

func radConst(atoms *[]radAtom, r *big.Rat) radNum {
	v := newRad(atoms)
	if r.Sign() != 0 {
		v.terms[strings.Repeat("\x00", maxRadAtoms)] = new(big.Rat).Set(r)
	}
	return v
}

func (v radNum) add(w radNum, neg bool) radNum {
	out := newRad(v.atoms)
	for k, c := range v.terms {
		out.terms[k] = new(big.Rat).Set(c)
	}
	for k, c := range w.terms {
		d := new(big.Rat).Set(c)
		if neg {
			d.Neg(d)
		}
		if e, ok := out.terms[k]; ok {
			d.Add(d, e)
		}
		if d.Sign() == 0 {
			delete(out.terms, k)
		} else {
			out.terms[k] = d
		}
	}
	return out
}

func (v radNum) mul(w radNum) radNum {
	out := newRad(v.atoms)
	atoms := *v.atoms
	for k1, c1 := range v.terms {
		for k2, c2 := range w.terms {
			c := new(big.Rat).Mul(c1, c2)
			e := []byte(k1)
			for j := range e {
				e[j] += k2[j]
				if j < len(atoms) && int(e[j]) >= atoms[j].K {
					e[j] -= byte(atoms[j].K)
					c.Mul(c, atoms[j].Q)
				}
			}
			key := string(e)
			if d, ok := out.terms[key]; ok {
				c.Add(c, d)
			}
			if c.Sign() == 0 {
				delete(out.terms, key)
			} else {
				out.terms[key] = c
			}
		}
	}
	return out
}

// rational is v's value when it has no atom in it.
func (v radNum) rational() (*big.Rat, bool) {
	if len(v.terms) == 0 {
		return new(big.Rat), true
	}
	c, ok := v.terms[strings.Repeat("\x00", maxRadAtoms)]
	if !ok || len(v.terms) != 1 {
		return nil, false
	}
	return c, true
}

// provenNonzero says v ≠ 0 is proven: v is not the zero map, and its
// monomials are linearly independent over ℚ: one atom whose relation
// t^K = Q is irreducible (Q not a K-th power), or square roots only
// (i = √−1 among them) with no product of a nonempty subset of their Q a
// rational square, so that ℚ(√Q_1, …, √Q_m) has degree 2^m.
func (v radNum) provenNonzero() bool {
	if len(v.terms) == 0 {
		return false
	}
	atoms := *v.atoms
	switch {
	case len(atoms) == 0:
		return true
	case len(atoms) == 1 && atoms[0].K == 3:
		a := atoms[0]
		return a.Q.Sign() > 0 && (!isPower(a.Q.Num(), 3) || !isPower(a.Q.Denom(), 3))
	}
	for _, a := range atoms {
		if a.K != 2 {
			return false
		}
	}
	for mask := 1; mask < 1<<len(atoms); mask++ {
		prod := big.NewRat(1, 1)
		for j, a := range atoms {
			if mask&(1<<j) != 0 {
				prod.Mul(prod, a.Q)
			}
		}
		if prod.Sign() > 0 && isPower(prod.Num(), 2) && isPower(prod.Denom(), 2) {
			return false
		}
	}
	return true
}

func isPower(n *big.Int, k int) bool {
	r := new(big.Int).Sqrt(n)
	if k == 2 {
		return new(big.Int).Mul(r, r).Cmp(n) == 0
	}
	// k == 3: search the cube root by bisection.
	lo, hi := big.NewInt(0), new(big.Int).Add(r, big.NewInt(1))
	for lo.Cmp(hi) < 0 {
		mid := new(big.Int).Rsh(new(big.Int).Add(lo, hi), 1)
		c := new(big.Int).Mul(mid, new(big.Int).Mul(mid, mid))
		switch c.Cmp(n) {
		case 0:
			return true
		case -1:
			lo = mid.Add(mid, big.NewInt(1))
		default:
			hi = mid
		}
	}
	c := new(big.Int).Mul(lo, new(big.Int).Mul(lo, lo))
	return c.Cmp(n) == 0
}

// radOf reads e (numbers, i, √n, ∛n with n a positive rational, +, −, ·,
// division by a rational, small powers) as a radNum; ok is false for
// anything else.
func radOf(e ast.Expr, atoms *[]radAtom) (radNum, bool) {
	switch e := e.(type) {
	case *ast.Number:
		src := e.Int
		if e.Frac != "" {
			src += "." + e.Frac
		}
		r, ok := new(big.Rat).SetString(src)
		if e.Repeat != "" || !ok {
			return radNum{}, false
		}
		return radConst(atoms, r), true
	case *ast.Ident:
		if e.Name != "i" {
			return radNum{}, false
		}
		return radAtomOf(atoms, 2, big.NewRat(-1, 1))
	case *ast.Root:
		k := 2
		if e.Index != nil {
			n, ok := e.Index.(*ast.Number)
			if !ok || n.Frac != "" || n.Int != "2" && n.Int != "3" {
				return radNum{}, false
			}
			k = int(n.Int[0] - '0')
		}
		x, ok := radOf(e.X, atoms)
		if !ok {
			return radNum{}, false
		}
		q, ok := x.rational()
		if !ok || q.Sign() <= 0 {
			return radNum{}, false
		}
		return radRoot(atoms, k, q)
	case *ast.Unary:
		x, ok := radOf(e.X, atoms)
		if !ok || e.Op != ast.Neg && e.Op != ast.Plus {
			return radNum{}, false
		}
		if e.Op == ast.Neg {
			return newRad(atoms).add(x, true), true
		}
		return x, true
	case *ast.Binary:
		return radBinary(e, atoms)
	}
	return radNum{}, false
}

func radBinary(e *ast.Binary, atoms *[]radAtom) (radNum, bool) {
	x, ok1 := radOf(e.X, atoms)
	if !ok1 {
		return radNum{}, false
	}
	if e.Op == ast.Pow {
		n, ok := e.Y.(*ast.Number)
		if !ok || n.Frac != "" || len(n.Int) > 2 {
			return radNum{}, false
		}
		out := radConst(atoms, big.NewRat(1, 1))
		for k := int64(0); k < atoi(n.Int); k++ {
			out = out.mul(x)
		}
		return out, true
	}
	y, ok2 := radOf(e.Y, atoms)
	if !ok2 {
		return radNum{}, false
	}
	switch e.Op {
	case ast.Add:
		return x.add(y, false), true
	case ast.Sub:
		return x.add(y, true), true
	case ast.Mul:
		return x.mul(y), true
	case ast.Div:
		q, ok := y.rational()
		if !ok || q.Sign() == 0 {
			return radNum{}, false
		}
		return x.mul(radConst(atoms, new(big.Rat).Inv(q))), true
	}
	return radNum{}, false
}

func atoi(s string) int64 {
	var n int64
	for _, ch := range s {
		n = n*10 + int64(ch-'0')
	}
	return n
}

func radAtomOf(atoms *[]radAtom, k int, q *big.Rat) (radNum, bool) {
	j := -1
	for i, a := range *atoms {
		if a.K == k && a.Q.Cmp(q) == 0 {
			j = i
		}
	}
	if j < 0 {
		if len(*atoms) == maxRadAtoms {
			return radNum{}, false
		}
		*atoms = append(*atoms, radAtom{K: k, Q: new(big.Rat).Set(q)})
		j = len(*atoms) - 1
	}
	v := newRad(atoms)
	e := make([]byte, maxRadAtoms)
	e[j] = 1
	v.terms[string(e)] = big.NewRat(1, 1)
	return v, true
}

// radRoot is the k-th root of q > 0: an integer q's k-th powers taken out
// (√12 = 2√3, ∛16 = 2∛2), and ∛(s²) written (∛s)², so that one radical
// is one atom.
func radRoot(atoms *[]radAtom, k int, q *big.Rat) (radNum, bool) {
	if !q.IsInt() || q.Num().BitLen() > 40 {
		return radAtomOf(atoms, k, q)
	}
	n := q.Num().Int64()
	out := int64(1)
	for p := int64(2); p*p <= n && p < 1000; p++ {
		pk := p * p
		if k == 3 {
			pk *= p
		}
		for n%pk == 0 {
			n /= pk
			out *= p
		}
	}
	coef := radConst(atoms, big.NewRat(out, 1))
	if n == 1 {
		return coef, true
	}
	if k == 3 {
		if s := new(big.Int).Sqrt(big.NewInt(n)).Int64(); s*s == n {
			t, ok := radAtomOf(atoms, 3, big.NewRat(s, 1))
			return coef.mul(t).mul(t), ok
		}
	}
	t, ok := radAtomOf(atoms, k, big.NewRat(n, 1))
	return coef.mul(t), ok
}
