package score

import (
	"errors"
	"math/big"
	"regexp"
	"slices"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/answer"
	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// symbolic is the symbolic tier: both sides are read by package latex and
// evaluated by package cas. It is three-valued: a side it cannot read or
// evaluate gives Undecided, never Reject.
type symbolic struct {
	rules Rules
	c     *cas.Context
	// exactAsked: the row's problem asks for no approximation (Comparer).
	exactAsked bool
}

func newSymbolic(r Rules) *symbolic { return &symbolic{rules: r, c: cas.New()} }

// Tolerances for inexact values (cas works at 256 bits by default).
const (
	symRel = 1e-12
	symAbs = 1e-20
)

// maxSymLen bounds the length of a side the symbolic tier reads.
const maxSymLen = 2000

type kind int

const (
	kindBad   kind = iota // not readable by this tier
	kindExpr              // a value (alts: the \pm alternatives)
	kindEq                // an equation lhs = rhs, as lhs - rhs
	kindSet               // an interval set
	kindTuple             // an ordered tuple
)

// symItem is one list item read by the symbolic tier.
type symItem struct {
	kind   kind
	alts   []ast.Expr        // kindExpr: the alternatives of \pm; kindEq: [lhs-rhs]
	parts  []ivPart          // kindSet read from interval notation
	ivs    []answer.Interval // kindSet read from a relation (relVar is its variable)
	relVar string
	src    string     // the item as written
	tuple  []*symItem // kindTuple
	brk    [2]byte    // kindTuple brackets
	family bool       // kindExpr: a family over one integer parameter
	param  string     // its parameter
	ok     bool       // evaluates at a sample point
}

// isIntParam reports an integer parameter's name (answer.IsIntParam).
func isIntParam(name string) bool { return answer.IsIntParam(name) }

func (s *symbolic) compare(gold, pred string) (o Outcome) {
	defer func() {
		if recover() != nil { // a fault in the reader or evaluator is not a verdict
			o = Undecided
		}
	}()
	if len(gold) > maxSymLen || len(pred) > maxSymLen {
		return Undecided
	}
	if hasWord(gold) || hasWord(pred) {
		// `28 percent` or `six` read as a product of one-letter variables
		// would be a confident reject; a word is not mathematics this tier
		// can judge.
		return Undecided
	}
	gs, gq := answerItems(gold)
	ps, pq := answerItems(pred)
	qual := gq || pq || hasIntQualifier(gold) || hasIntQualifier(pred)
	g := s.readItems(gs, qual)
	p := s.readItems(ps, qual)
	if g == nil || p == nil {
		return Undecided
	}
	if s.rules == Strict {
		if anyFamily(g) || anyFamily(p) {
			return s.compareFamilies(g, p)
		}
		g, p = flattenAlts(g), flattenAlts(p)
	}
	if len(g) == 1 && len(p) == 1 {
		return s.item(g[0], p[0])
	}
	gi := make([]bool, len(g))
	for i, x := range g {
		gi[i] = x.ok
	}
	pi := make([]bool, len(p))
	for i, x := range p {
		pi[i] = x.ok
	}
	return match(len(g), len(p), func(i, j int) Outcome { return s.item(g[i], p[j]) }, gi, pi)
}

// proseWordRE is a word of three or more letters, one of them lower case,
// not a command (\frac) and not a name in capitals (ABC).
var proseWordRE = regexp.MustCompile(`(?:^|[^A-Za-z\\])([A-Za-z]*[a-z][A-Za-z]*)`)

// envNameRE is an environment's name and an array's column spec.
var envNameRE = regexp.MustCompile(`\\(?:begin|end)\s*\{[^{}]*\}(?:\s*\{[lcr|]*\})?`)

// mathWords are words the reader knows as functions or constants.
var mathWords = map[string]bool{"sin": true, "cos": true, "tan": true, "cot": true, "sec": true, "csc": true, "log": true, "exp": true, "arcsin": true, "arccos": true, "arctan": true, "sinh": true, "cosh": true, "tanh": true, "max": true, "min": true, "gcd": true, "lcm": true, "mod": true, "deg": true, "det": true, "sqrt": true, "frac": true}

// hasWord reports a prose word in s (outside commands).
func hasWord(s string) bool {
	s = envNameRE.ReplaceAllString(s, " ")
	for _, m := range proseWordRE.FindAllStringSubmatch(s, -1) {
		if w := m[1]; len(w) >= 3 && !mathWords[strings.ToLower(w)] {
			return true
		}
	}
	return false
}

func hasIntQualifier(s string) bool {
	return strings.Contains(s, `\mathbb{Z}`) || strings.Contains(s, `\mathbb Z`) || strings.Contains(s, "integer")
}

func anyFamily(items []*symItem) bool {
	for _, it := range items {
		if it.family {
			return true
		}
	}
	return false
}

// flattenAlts turns each \pm alternative into an item of its own: under
// strict rules `-3\pm c` is the two values -3+c and -3-c.
func flattenAlts(items []*symItem) []*symItem {
	var out []*symItem
	for _, it := range items {
		if it.kind != kindExpr || len(it.alts) < 2 {
			out = append(out, it)
			continue
		}
		for _, a := range it.alts {
			cp := *it
			cp.alts = []ast.Expr{a}
			out = append(out, &cp)
		}
	}
	return out
}

// readItems reads every item; nil when there are none.
func (s *symbolic) readItems(items []string, qual bool) []*symItem {
	if len(items) == 0 || len(items) > maxItems {
		return nil
	}
	out := make([]*symItem, len(items))
	for i, x := range items {
		out[i] = s.read(x, qual)
	}
	return out
}

func parse(src string) (ast.Expr, bool) {
	e, err := latex.ParseExpr(src)
	if err != nil || e == nil {
		return nil, false
	}
	bad := false
	ast.Inspect(e, func(n ast.Expr) bool {
		switch n.(type) {
		case *ast.Bad, *ast.Text, *ast.List, *ast.Set, *ast.Tuple, *ast.Rel:
			bad = true
		}
		return !bad
	})
	return e, !bad
}

// read reads one item: an interval set, a tuple, an equation, or a value
// (after stripping a leading single-symbol assignment).
func (s *symbolic) read(src string, qual bool) *symItem {
	src = strings.TrimSpace(src)
	if name, set, ok := relation(src, s.endpoint); ok {
		return &symItem{kind: kindSet, ivs: set, relVar: name, ok: true}
	}
	if rows, ok := matrixCells(src); ok {
		it := &symItem{kind: kindTuple, brk: [2]byte{'M', 'M'}, ok: true, src: src}
		for _, r := range rows {
			row := &symItem{kind: kindTuple, brk: [2]byte{'R', 'R'}, ok: true}
			for _, c := range r {
				sub := s.read(c, qual)
				row.tuple = append(row.tuple, sub)
				row.ok = row.ok && sub.ok
			}
			it.tuple = append(it.tuple, row)
			it.ok = it.ok && row.ok
		}
		return it
	}
	if parts, ok := parseSetShape(src); ok {
		if isSetLike(parts) {
			it := &symItem{kind: kindSet, parts: parts}
			_, it.ok = toIntervals(parts, s.endpoint)
			return it
		}
	}
	if t, ok := parseTuple(stripIn(src)); ok {
		it := &symItem{kind: kindTuple, brk: [2]byte{t.left, t.right}, ok: true, src: stripIn(src)}
		for _, x := range t.items {
			sub := s.read(x, qual)
			it.tuple = append(it.tuple, sub)
			it.ok = it.ok && sub.ok
		}
		return it
	}
	if _, rhs, ok := splitAssign(src); ok {
		if e, ok := parse(rhs); ok {
			if onlyIntParams(e) {
				return s.exprItem(e, qual)
			}
		}
		// `y = -x/2 + 3/4`: an equation between variables.
	}
	if l, r, ok := topLevelEq(src); ok {
		le, ok1 := parse(l)
		re, ok2 := parse(r)
		if !ok1 || !ok2 {
			return &symItem{}
		}
		f := &ast.Binary{Op: ast.Sub, X: le, Y: re}
		it := &symItem{kind: kindEq, alts: []ast.Expr{f}}
		_, it.ok = s.evalAt(f, nil, 0)
		return it
	}
	e, ok := parse(src)
	if !ok {
		return &symItem{}
	}
	it := s.exprItem(e, qual)
	it.src = src
	return it
}

func onlyIntParams(e ast.Expr) bool {
	for _, v := range answer.FreeVars(e) {
		if !isIntParam(v) {
			return false
		}
	}
	return true
}

func (s *symbolic) exprItem(e ast.Expr, qual bool) *symItem {
	it := &symItem{kind: kindExpr, alts: answer.ExpandPM(e)}
	vars := answer.FreeVars(e)
	if len(vars) == 1 && isIntParam(vars[0]) && (qual || hasPi(e)) {
		it.family, it.param = true, vars[0]
	}
	_, it.ok = s.evalAt(it.alts[0], nil, 0)
	return it
}

func hasPi(e ast.Expr) bool {
	found := false
	ast.Inspect(e, func(n ast.Expr) bool {
		if c, ok := n.(*ast.Const); ok && c.Kind == ast.Pi {
			found = true
		}
		return !found
	})
	return found
}

// endpoint reads an interval end at the symbolic tier.
func (s *symbolic) endpoint(src string) (answer.End, bool) {
	if v, ok := numEndpoint(src); ok {
		return v, true
	}
	e, ok := parse(src)
	if !ok || len(answer.FreeVars(e)) > 0 {
		return answer.End{}, false
	}
	v, err := s.c.Eval(e, nil)
	if err != nil || !s.endReadable(e, v) {
		return answer.End{}, false
	}
	return toReal(v), true
}

func toReal(v cas.Value) answer.End {
	if r, ok := v.Exact(); ok {
		return answer.End{R: r}
	}
	return answer.End{F: v.Float(answer.EndPrec)}
}

// samples are the rational sample points for real variables.
var samples = [][2]int64{{13, 10}, {7, 3}, {-5, 4}, {11, 7}, {2, 9}, {-17, 6}, {29, 8}, {5, 13}}

// intSamples are the sample points for integer parameters.
var intSamples = []int64{0, 1, 2, -1, 3, -2, 5, 7}

// envAt binds vars to the i-th sample point; rename maps a variable to the
// name whose sample value it takes (aligned parameters).
func envAt(vars []string, i int) cas.Env {
	env := cas.Env{}
	for vi, v := range vars {
		if isIntParam(v) {
			env[v] = cas.Int(intSamples[(i+vi)%len(intSamples)])
			continue
		}
		sp := samples[(i+3*vi)%len(samples)]
		r := big.NewRat(sp[0], sp[1])
		r.Add(r, big.NewRat(int64(vi), 17))
		env[v] = cas.Rat(r)
	}
	return env
}

// evalAt evaluates e at the i-th sample point of its own variables.
func (s *symbolic) evalAt(e ast.Expr, vars []string, i int) (cas.Value, bool) {
	if vars == nil {
		vars = answer.FreeVars(e)
	}
	v, err := s.c.Eval(e, envAt(vars, i))
	return v, err == nil
}

func (s *symbolic) near(a, b cas.Value) bool {
	if a.IsExact() && b.IsExact() {
		return s.c.Near(a, b, 0, 0)
	}
	return s.c.Near(a, b, symRel, symAbs)
}

// item compares two items of the same kind.
func (s *symbolic) item(g, p *symItem) Outcome {
	// A relation against a pair `(a, b)`: the pair is the interval.
	if g.kind == kindSet && g.relVar != "" && p.kind == kindTuple {
		p = s.pairAsSet(p)
	} else if p.kind == kindSet && p.relVar != "" && g.kind == kindTuple {
		g = s.pairAsSet(g)
	}
	if g.kind == kindBad || p.kind == kindBad || g.kind != p.kind {
		return Undecided
	}
	switch g.kind {
	case kindSet:
		if g.relVar != "" && p.relVar != "" && g.relVar != p.relVar {
			return Undecided // x ≥ 5 and y ≥ 5: not the same unknown
		}
		gv, ok1 := s.intervals(g)
		pv, ok2 := s.intervals(p)
		if !ok1 || !ok2 {
			return Undecided
		}
		return compareIntervalSets(gv, pv, nil)
	case kindTuple:
		if len(g.tuple) != len(p.tuple) || g.brk != p.brk {
			if g.ok && p.ok {
				return Reject
			}
			return Undecided
		}
		all := Accept
		for i := range g.tuple {
			switch s.item(g.tuple[i], p.tuple[i]) {
			case Reject:
				return Reject
			case Undecided:
				all = Undecided
			}
		}
		return all
	case kindEq:
		return s.equations(g.alts[0], p.alts[0])
	}
	// kindExpr: a rounded decimal against an exact constant (the tolerance
	// policy of number.go).
	if s.rules == Strict && len(g.alts) == 1 && len(p.alts) == 1 {
		if gd, pd := decimals(g.src), decimals(p.src); gd+pd > 0 {
			a, ok1 := s.evalAt(g.alts[0], nil, 0)
			b, ok2 := s.evalAt(p.alts[0], nil, 0)
			if ok1 && ok2 {
				ar, e1 := a.Exact()
				br, e2 := b.Exact()
				if e1 && e2 && answer.RoundingEq(ar, br, gd, pd, !s.exactAsked) {
					return Accept
				}
			}
		}
	}
	// kindExpr: any pair of alternatives (under strict rules there is one
	// alternative per item, \pm having been flattened).
	all := Reject
	for _, a := range g.alts {
		for _, b := range p.alts {
			switch s.values(a, b, g.family || p.family) {
			case Accept:
				return Accept
			case Undecided:
				all = Undecided
			}
		}
	}
	return all
}

// pairAsSet reads a tuple item of two ends as an interval set; the item
// unchanged when it is not one.
func (s *symbolic) pairAsSet(t *symItem) *symItem {
	if len(t.tuple) != 2 {
		return t
	}
	parts, ok := parseSetShape(t.src)
	if !ok {
		return t
	}
	return &symItem{kind: kindSet, parts: parts, ok: true, src: t.src}
}

// intervals gives a set item's intervals.
func (s *symbolic) intervals(it *symItem) ([]answer.Interval, bool) {
	if it.ivs != nil {
		return it.ivs, true
	}
	return toIntervals(it.parts, s.endpoint)
}

// values compares two expressions: exactly (or at high precision) when they
// have no variables, else at 8 sample points. When both are families whose
// integer parameters are named differently, the parameters are aligned by
// position (`n` for `k`). Under spec rules a family also matches up to an
// integer multiplier.
func (s *symbolic) values(g, p ast.Expr, family bool) Outcome {
	if s.rules != Spec && !family {
		if o, ok := s.complexValues(g, p); ok {
			return o
		}
	}
	gv, pv := answer.FreeVars(g), answer.FreeVars(p)
	pvars := pv
	// Renaming is for the integer parameter of a family only (`n` for
	// `k`): any other variable keeps its name, so `x^2` and `y^2`, or the
	// choices `A` and `B`, differ.
	if family && !slices.Equal(sortedCopy(gv), sortedCopy(pv)) && len(gv) == len(pv) && answer.AllIntParams(gv) && answer.AllIntParams(pv) {
		pvars = gv // p's i-th variable takes g's i-th sample values
	} else {
		gv = answer.Union(gv, pv)
		pvars = gv
		pv = gv
	}
	agree, npts := 0, len(intSamples)
	if len(gv) == 0 {
		npts = 1
	}
	var ratios []cas.Value
	differ := false
	for i := 0; i < npts; i++ {
		genv := envAt(gv, i)
		penv := cas.Env{}
		for k, name := range pv {
			penv[name] = genv[pvars[k]]
		}
		a, err1 := s.c.Eval(g, genv)
		b, err2 := s.c.Eval(p, penv)
		if err1 != nil || err2 != nil {
			if isFault(err1) || isFault(err2) {
				return Undecided
			}
			continue // outside one side's domain
		}
		if !s.near(a, b) {
			differ = true
		} else if o := s.equalTo(g, genv, p, penv, a, b); o == Reject {
			differ = true
		} else if o == Undecided {
			return Undecided
		} else {
			agree++
		}
		if family && s.rules == Spec && !s.c.IsZero(a, symAbs) {
			if q, err := s.c.Div(b, a); err == nil {
				ratios = append(ratios, q)
			}
		}
	}
	switch {
	case differ && family && s.rules == Spec && s.integerMultiple(ratios):
		// Spec section 3.3: "the same solution set with a different
		// integer multiplier". Not a set identity in general (see README).
		return Accept
	case differ:
		return Reject
	case agree >= min(npts, 3):
		return Accept
	}
	return Undecided
}

// integerMultiple reports whether the ratios are one constant c with c or
// 1/c a non-zero integer.
func (s *symbolic) integerMultiple(ratios []cas.Value) bool {
	if len(ratios) < 3 {
		return false
	}
	c := ratios[0]
	for _, r := range ratios[1:] {
		if !s.near(r, c) {
			return false
		}
	}
	isInt := func(v cas.Value) bool {
		f := v.Float(answer.EndPrec)
		i, _ := f.Int(nil)
		return i.Sign() != 0 && s.near(v, cas.Rat(new(big.Rat).SetInt(i)))
	}
	if isInt(c) {
		return true
	}
	if inv, err := s.c.Div(cas.Int(1), c); err == nil {
		return isInt(inv)
	}
	return false
}

// isFault reports an evaluation failure that is not a domain miss: an
// unsupported construct, an unbound name or a limit. The comparison is then
// undecided, never a verdict.
func isFault(err error) bool {
	return err != nil && !errors.Is(err, cas.ErrDomain)
}

func sortedCopy(xs []string) []string {
	c := slices.Clone(xs)
	slices.Sort(c)
	return c
}

// equations compares two equations f = 0 and h = 0 as solution sets: they
// are accepted when f and h are proportional (same solution set), rejected
// when they are not and both are affine (two different lines or planes),
// and undecided otherwise.
func (s *symbolic) equations(f, h ast.Expr) Outcome {
	vars := answer.Union(answer.FreeVars(f), answer.FreeVars(h))
	if len(vars) == 0 {
		return Undecided
	}
	type pt struct{ a, b cas.Value }
	var pts []pt
	for i := 0; i < len(samples); i++ {
		env := envAt(vars, i)
		a, err1 := s.c.Eval(f, env)
		b, err2 := s.c.Eval(h, env)
		if isFault(err1) || isFault(err2) {
			return Undecided
		}
		if err1 == nil && err2 == nil {
			pts = append(pts, pt{a, b})
		}
	}
	if len(pts) < 4 {
		return Undecided
	}
	ref := -1
	for i, p := range pts {
		if !s.c.IsZero(p.a, symAbs) && !s.c.IsZero(p.b, symAbs) {
			ref = i
			break
		}
	}
	if ref < 0 {
		return Undecided
	}
	prop := true
	for _, p := range pts {
		// a·b_ref == b·a_ref
		x, err1 := s.c.Mul(p.a, pts[ref].b)
		y, err2 := s.c.Mul(p.b, pts[ref].a)
		if err1 != nil || err2 != nil {
			return Undecided
		}
		if !s.near(x, y) {
			prop = false
			break
		}
	}
	if prop {
		return Accept
	}
	if s.affine(f, vars) && s.affine(h, vars) {
		return Reject
	}
	return Undecided
}

// affine checks f(2p-q) = 2f(p) - f(q) at a few pairs of sample points.
func (s *symbolic) affine(f ast.Expr, vars []string) bool {
	for i := 0; i+1 < len(samples); i += 2 {
		p, q := envAt(vars, i), envAt(vars, i+1)
		m := cas.Env{}
		for _, v := range vars {
			pr, _ := p[v].Exact()
			qr, _ := q[v].Exact()
			r := new(big.Rat).Mul(pr, big.NewRat(2, 1))
			m[v] = cas.Rat(r.Sub(r, qr))
		}
		fp, e1 := s.c.Eval(f, p)
		fq, e2 := s.c.Eval(f, q)
		fm, e3 := s.c.Eval(f, m)
		if e1 != nil || e2 != nil || e3 != nil {
			return false
		}
		two, _ := s.c.Mul(cas.Int(2), fp)
		want, err := s.c.Sub(two, fq)
		if err != nil || !s.near(fm, want) {
			return false
		}
	}
	return true
}
