package soundness

import (
	"sort"

	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// end is one end of an interval: inf is -1 or +1 for -∞ and +∞, 0 for the
// finite value v.
type end struct {
	inf int
	v   cas.Value
}

// ival is one interval; a point is [v, v].
type ival struct {
	lo, hi             end
	loClosed, hiClosed bool
}

// realSet is an answer read as a subset of the real line: a union of
// intervals and points. bad says the notation is malformed (+∞ as a lower
// end, a closed infinite end, lo > hi, an empty (a, a)), so it names no
// set at all.
type realSet struct {
	pieces []ival
	bad    bool
}

// setReader reads answers in interval notation: intervals, unions,
// finite sets of points, single-variable inequalities, `x \in S`.
type setReader struct {
	p   *prover
	v   string // the variable of the inequalities ("" until one is seen)
	err bool   // a part is not in interval notation
}

// intervalShaped says whether the answer should be read as a set of reals:
// it has a union, an infinity, an inequality or a membership.
func intervalShaped(e ast.Expr) bool {
	return has(e, func(x ast.Expr) bool {
		switch n := x.(type) {
		case *ast.Binary:
			return n.Op == ast.Union
		case *ast.Const:
			return n.Kind == ast.Infinity || n.Kind == ast.Reals
		case *ast.Rel:
			for _, op := range n.Ops {
				switch op {
				case ast.Lt, ast.Le, ast.Gt, ast.Ge, ast.In:
					return true
				}
			}
		}
		return false
	})
}

// read reads the whole answer (a top-level list is a union). ok is false
// when some part is not in interval notation.
func (r *setReader) read(e ast.Expr) (realSet, bool) {
	var s realSet
	items := []ast.Expr{e}
	if l, ok := e.(*ast.List); ok {
		items = l.Items
	}
	for _, it := range items {
		r.pieces(it, &s)
	}
	if r.err {
		return realSet{}, false
	}
	return s, true
}

func (r *setReader) endOf(e ast.Expr) (end, bool) {
	if s := infSign(e); s != 0 {
		return end{inf: s}, true
	}
	v, ok := r.p.constant(e)
	return end{v: v}, ok
}

func (r *setReader) variable(e ast.Expr) bool {
	id, ok := e.(*ast.Ident)
	if !ok {
		return false
	}
	if r.v == "" {
		r.v = id.Name
	}
	return r.v == id.Name
}

func (r *setReader) add(s *realSet, iv ival) {
	c := r.p.c
	lo, hi := iv.lo, iv.hi
	switch {
	case lo.inf == 1 || hi.inf == -1,
		lo.inf != 0 && iv.loClosed, hi.inf != 0 && iv.hiClosed:
		s.bad = true
		return
	case lo.inf == 0 && hi.inf == 0:
		switch cmp := r.cmpEnds(lo, hi); {
		case cmp > 0:
			s.bad = true
			return
		case cmp == 0 && !(iv.loClosed && iv.hiClosed):
			s.bad = true
			return
		}
	}
	_ = c
	s.pieces = append(s.pieces, iv)
}

// cmpEnds compares two ends (equal when within relTol).
func (r *setReader) cmpEnds(a, b end) int {
	if a.inf != 0 || b.inf != 0 {
		switch {
		case a.inf == b.inf:
			return 0
		case a.inf == -1 || b.inf == 1:
			return -1
		}
		return 1
	}
	if r.p.c.Near(a.v, b.v, relTol, 1e-60) {
		return 0
	}
	return r.p.c.Cmp(a.v, b.v)
}

func (r *setReader) pieces(e ast.Expr, s *realSet) {
	switch n := e.(type) {
	case *ast.Tuple:
		if len(n.Items) != 2 {
			r.err = true
			return
		}
		lo, ok1 := r.endOf(n.Items[0])
		hi, ok2 := r.endOf(n.Items[1])
		if !ok1 || !ok2 {
			r.err = true
			return
		}
		r.add(s, ival{lo: lo, hi: hi, loClosed: n.Left == '[', hiClosed: n.Right == ']'})
	case *ast.Binary:
		if n.Op != ast.Union {
			r.point(e, s)
			return
		}
		r.pieces(n.X, s)
		r.pieces(n.Y, s)
	case *ast.Set:
		for _, it := range n.Items {
			r.point(it, s)
		}
	case *ast.Const:
		switch n.Kind {
		case ast.Reals:
			r.add(s, ival{lo: end{inf: -1}, hi: end{inf: 1}})
		case ast.EmptySet:
		default:
			r.point(e, s)
		}
	case *ast.Rel:
		r.rel(n, s)
	default:
		r.point(e, s)
	}
}

func (r *setReader) point(e ast.Expr, s *realSet) {
	v, ok := r.p.constant(e)
	if !ok {
		r.err = true
		return
	}
	r.add(s, ival{lo: end{v: v}, hi: end{v: v}, loClosed: true, hiClosed: true})
}

// rel reads `x \in S`, `x < c`, `c \le x`, `a < x \le b`.
func (r *setReader) rel(n *ast.Rel, s *realSet) {
	if len(n.Ops) == 1 && n.Ops[0] == ast.In && r.variable(n.Args[0]) {
		r.pieces(n.Args[1], s)
		return
	}
	less := func(op ast.RelOp) (strict, ok bool) {
		switch op {
		case ast.Lt:
			return true, true
		case ast.Le:
			return false, true
		}
		return false, false
	}
	greater := func(op ast.RelOp) (strict, ok bool) {
		switch op {
		case ast.Gt:
			return true, true
		case ast.Ge:
			return false, true
		}
		return false, false
	}
	switch len(n.Ops) {
	case 1:
		x, c, op := n.Args[0], n.Args[1], n.Ops[0]
		if !r.variable(x) {
			// c op x: turn it around.
			x, c = c, x
			switch op {
			case ast.Lt:
				op = ast.Gt
			case ast.Le:
				op = ast.Ge
			case ast.Gt:
				op = ast.Lt
			case ast.Ge:
				op = ast.Le
			}
			if !r.variable(x) {
				r.err = true
				return
			}
		}
		b, ok := r.endOf(c)
		if !ok || b.inf != 0 {
			r.err = true
			return
		}
		if strict, ok := less(op); ok {
			r.add(s, ival{lo: end{inf: -1}, hi: b, hiClosed: !strict})
		} else if strict, ok := greater(op); ok {
			r.add(s, ival{lo: b, hi: end{inf: 1}, loClosed: !strict})
		} else {
			r.err = true
		}
	case 2:
		if !r.variable(n.Args[1]) {
			r.err = true
			return
		}
		a, ok1 := r.endOf(n.Args[0])
		b, ok2 := r.endOf(n.Args[2])
		if !ok1 || !ok2 || a.inf != 0 || b.inf != 0 {
			r.err = true
			return
		}
		s1, l1 := less(n.Ops[0])
		s2, l2 := less(n.Ops[1])
		if l1 && l2 {
			r.add(s, ival{lo: a, hi: b, loClosed: !s1, hiClosed: !s2})
			return
		}
		g1, m1 := greater(n.Ops[0])
		g2, m2 := greater(n.Ops[1])
		if m1 && m2 {
			r.add(s, ival{lo: b, hi: a, loClosed: !g2, hiClosed: !g1})
			return
		}
		r.err = true
	default:
		r.err = true
	}
}

// canonical merges the pieces into disjoint maximal intervals, sorted.
func (r *setReader) canonical(s realSet) realSet {
	if s.bad {
		return s
	}
	ps := append([]ival(nil), s.pieces...)
	sort.SliceStable(ps, func(i, j int) bool {
		c := r.cmpEnds(ps[i].lo, ps[j].lo)
		if c != 0 {
			return c < 0
		}
		return ps[i].loClosed && !ps[j].loClosed
	})
	var out []ival
	for _, p := range ps {
		if len(out) == 0 {
			out = append(out, p)
			continue
		}
		cur := &out[len(out)-1]
		c := r.cmpEnds(p.lo, cur.hi)
		if c < 0 || c == 0 && (p.loClosed || cur.hiClosed) {
			if r.cmpEnds(p.lo, cur.lo) == 0 {
				cur.loClosed = cur.loClosed || p.loClosed
			}
			switch h := r.cmpEnds(p.hi, cur.hi); {
			case h > 0:
				cur.hi, cur.hiClosed = p.hi, p.hiClosed
			case h == 0:
				cur.hiClosed = cur.hiClosed || p.hiClosed
			}
			continue
		}
		out = append(out, p)
	}
	return realSet{pieces: out}
}

// sameSet reports whether two canonical sets are equal.
func (r *setReader) sameSet(a, b realSet) bool {
	if a.bad || b.bad {
		return a.bad && b.bad
	}
	if len(a.pieces) != len(b.pieces) {
		return false
	}
	for i := range a.pieces {
		x, y := a.pieces[i], b.pieces[i]
		if r.cmpEnds(x.lo, y.lo) != 0 || r.cmpEnds(x.hi, y.hi) != 0 {
			return false
		}
		if x.lo.inf == 0 && x.loClosed != y.loClosed || x.hi.inf == 0 && x.hiClosed != y.hiClosed {
			return false
		}
	}
	return true
}
