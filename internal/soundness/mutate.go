package soundness

import (
	"context"
	"fmt"
	"math/big"
	"math/rand/v2"
	"regexp"
	"strconv"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/answer"
	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// The mutation types, in table order.
const (
	SetDrop      = "set-drop"      // drop one element of a list or set
	SetAdd       = "set-add"       // add one element not in it
	SignFlip     = "sign-flip"     // negate a part, or swap + and -
	ConstChange  = "const-change"  // change one numeral
	IntervalEnd  = "interval-end"  // open or close a finite end
	IntervalDrop = "interval-drop" // drop one interval (or point) of a union
	IneqFlip     = "ineq-flip"     // turn an inequality around (< into >)
	AbsWrap      = "abs-wrap"      // wrap a part in |...|
	InfFlip      = "inf-flip"      // flip the sign of an infinity

	// Mutations of a one-number answer (values.go).
	NearMiss        = "near-miss"        // value + 10^-e, value·(1 + 10^-e), e in 20..100
	RoundRational   = "round-rational"   // an exact rational rounded to 2-4 places, no approximation asked
	RoundIrrational = "round-irrational" // an irrational value rounded to 2-4 places, no approximation asked
	ExtremumPoint   = "extremum-point"   // value + 10^-k, k in 1..12, where an extremum is asked
	UnitSwap        = "unit-swap"        // the angle in the other unit, where the unit is asked
)

// Types lists the mutation types in table order.
var Types = []string{SetDrop, SetAdd, SignFlip, ConstChange, IntervalEnd, IntervalDrop, IneqFlip, AbsWrap, InfFlip,
	NearMiss, RoundRational, RoundIrrational, ExtremumPoint, UnitSwap,
	CountShift,    // counts (counts.go)
	DigitSwap,     // digits and bases (digits.go, integers.go)
	IntStep,       // integer values (integers.go)
	DefMisread,    // definitions (definitions.go)
	ComplexConj,   // complex numbers (complex.go)
	MatrixEntry,   // matrices and vectors (matrix.go)
	SearchStep,    // integer searches (searches.go)
	TermShift,     // sequences (sequences.go)
	ProgShift,     // progressions given by equations (progcond.go)
	SlopeSlip,     // a coordinate fixed by a slope (slope.go)
	LCDSlip,       // a least common denominator (lcd.go)
	InverseSlip,   // an inverse function (inverse.go)
	ExcludedSlip,  // excluded values (excluded.go)
	InterestSlip,  // compound interest (interest.go)
	NotationShift, // scientific and standard notation (notation.go)
	UnitSlip,      // unit conversions (units.go)
	AreaSlip,      // polygon areas (polyarea.go)
	SquareSlip,    // completing the square (cosquare.go)
	MixtureSlip,   // mixture problems (mixture.go)
	EquationShift, // a polynomial equation (equations.go)
	NearFloor,     // numbers decided on enclosures (enclosures.go)
	Cancellation,
	TinyInside,
	HugeArgument,
	CountComplement, // counts of integers under conditions (intcounts.go)
	LetterRepeat,    // the arrangements of a word's letters (counting.go)
	BoxesApart,      // balls put in boxes (counting.go)
	CoordTurn,       // a converted point (coordconv.go)
	ModulusSquare,   // the modulus of a complex number (modulus.go)
	DetSlip,         // a determinant (determinant.go)
	ResidueWrap,     // remainders as r + m (residues.go)
	VectorInverse,   // a vector mapped (vectormap.go)
	ProjSlip,        // a projection or a reflection (vectorq.go)
	CongruenceSlip,  // a congruence's solution or a remainder under congruences (congruence.go)
	OrderSlip}       // K of N chosen under another reading (selection.go)

// A family registers its mutation type and its slips from its own file
// (registerFamily in an init function): the type is listed in Types after
// the ones above, and the slips run after theirs, in the order the files'
// init functions run (their names' order), so a new family touches no
// shared list.
type family struct {
	typ   string
	slips func(g *gen, problem, answer string)
}

var families []family

// registerFamily adds a family's mutation type and slips; called from an
// init function only.
func registerFamily(typ string, slips func(g *gen, problem, answer string)) {
	for _, t := range Types {
		if t == typ {
			panic("soundness: mutation type " + typ + " registered twice")
		}
	}
	Types = append(Types, typ)
	families = append(families, family{typ, slips})
}

// Mutant is one answer derived from a confirmed one that is provably a
// different answer.
type Mutant struct {
	Type   string
	Answer string // LaTeX (ast.Print of the mutated tree)
}

// Generated is what Generate found for one answer.
type Generated struct {
	// Reprint is the original answer printed from its tree (the mutants
	// differ from it in one place); the harness checks it is still
	// confirmed before it trusts the mutants.
	Reprint string
	Mutants []Mutant
	// Skip says why no mutant can be derived ("" when some were).
	Skip string
	// Work is the evaluation steps the proofs spent (at most the bound
	// GenerateWork was given, plus one).
	Work int
}

// DefaultGenWork bounds the evaluation steps of one answer's proofs
// (Config.GenWork): the deterministic bound of Generate, where its context
// is only a net.
const DefaultGenWork = 2_000_000

var noneRe = regexp.MustCompile(`(?i)\bno\b|\bnone\b|\\varnothing|\\emptyset|\\oslash|\\O\b`)

var proseRe = regexp.MustCompile(`(?i)\bno\b|\bnone\b|\ball\b|\bany\b|solution|\\varnothing|\\emptyset|\\oslash|\\O\b`)

var (
	mathrmRe     = regexp.MustCompile(`\\math(?:rm|it)\s*\{\s*([A-Za-z]{1,4})\s*\}`)
	uprightWords = map[string]bool{"sin": true, "cos": true, "tan": true, "tg": true, "ctg": true, "cot": true, "ln": true, "lg": true, "log": true, "exp": true, "e": true, "d": true, "dx": true, "i": true, "arctg": true, "sec": true, "csc": true}
)

var complexCue = regexp.MustCompile(`(?i)complex|imaginary|i\^\{?2|\\mathrm\{?i\b`)

// Generate derives from (problem, answer) every mutant of the types above
// that is provably a different answer, in a deterministic order (rng only
// draws the sample points of the proofs). The answer is bare LaTeX (a
// normalised final answer); listComma reads every comma of it as a
// separator (the Western corpora, where `1,3` is two roots).
func Generate(ctx context.Context, problem, answer string, listComma bool, rng *rand.Rand) Generated {
	return GenerateWork(ctx, problem, answer, listComma, rng, DefaultGenWork)
}

// GenerateWork is Generate with its proofs bounded by work evaluation
// steps: once they are spent every later proof fails, so fewer mutants
// are kept, the same ones on any machine.
func GenerateWork(ctx context.Context, problem, answer string, listComma bool, rng *rand.Rand, work int) Generated {
	if ms, ok := choiceMutants(problem, answer); ok { // issue 25, Gaokao multiple choice
		return Generated{Reprint: answer, Mutants: ms}
	}
	if proseRe.MatchString(answer) && !strings.ContainsAny(answer, "0123456789") {
		if noneRe.MatchString(answer) && !strings.Contains(strings.ToLower(answer), "all") {
			// "no solution": the empty set with one element added.
			return Generated{Reprint: answer, Mutants: []Mutant{{Type: SetAdd, Answer: `\frac{1}{2}`}}}
		}
		return Generated{Skip: "answer is prose (all numbers)"}
	}
	answer = mathrmRe.ReplaceAllStringFunc(answer, func(m string) string {
		// \mathrm{gb} is the product g b to leg 1 (an upright function
		// name or e stays).
		w := mathrmRe.FindStringSubmatch(m)[1]
		if uprightWords[w] {
			return m
		}
		return " " + strings.Join(strings.Split(w, ""), " ") + " "
	})
	root, err := latex.ParseExprConfig(answer, latex.Config{ListComma: listComma})
	if err != nil {
		return Generated{Skip: "answer not read"}
	}
	if has(root, func(x ast.Expr) bool {
		switch x.(type) {
		case *ast.Text, *ast.Bad:
			return true
		}
		return false
	}) {
		return Generated{Skip: "answer has prose"}
	}
	if has(root, func(x ast.Expr) bool {
		id, ok := x.(*ast.Ident)
		return ok && id.Name == "i"
	}) && complexCue.MatchString(problem) {
		return Generated{Skip: "complex answer"}
	}
	g := &gen{root: root, orig: ast.Print(root), seen: map[string]bool{}}
	g.seen[g.orig] = true
	g.p = newProver(ctx, problem, freeVars(root), rng, work)
	g.coordTurn(problem) // issue 42: a converted point, its angle turned (coordconv.go)
	if left, right, ok := splitColon(root); ok {
		g.double(left, right)
	} else if intervalShaped(root) {
		g.intervals()
	} else {
		g.counts(problem) // issue 25, capability 3: first, so that n±1 is a count-shift
		g.elements()
		g.values(problem, rng)
		g.enclosures(rng)
		g.integers()               // issue 25, capability 2
		g.definitions(problem)     // issue 25, capability 4a
		g.conjugate()              // issue 25, capability 5
		g.searches(problem)        // issue 25, integer searches: n ± a number of the statement
		g.sequenceTerms(problem)   // issue 25, capability 3b
		g.equationShift()          // Issue 25 (CollegeMath algebra): a polynomial equation (equations.go)
		g.coordinates(problem)     // issue 42: points and lines (coords.go)
		g.listCounts(problem)      // issue 42: the count of a list "a, b, c, …, z" (lists.go)
		g.variations(problem)      // issue 42: inverse variation (variation.go)
		g.undefinedValues(problem) // issue 42: where an expression is undefined (undefined.go)
		g.whenValues(problem)      // issue 42: the value of E when x = c (whenvalue.go)
		g.rootSymSlips(problem)    // issue 42: an expression in the named roots (rootsym.go)
		g.intRangeSlips(problem)   // issue 42: the integer in a range with a condition (intrange.go)
		g.quotSlips(problem)       // issue 42: the quotient of a polynomial division (polyquot.go)
		g.conicSlips(problem)      // issue 42: a quantity of an ellipse or a hyperbola (conic.go)
		// Issue 42: a count of integers as the count of its complement (intcounts.go).
		g.countComplements(problem)
		g.letterRepeats(problem) // issue 42: a word's arrangements with a repetition forgotten (counting.go)
		g.boxesApart(problem)    // issue 42: balls in boxes under another reading (counting.go)
		g.modulusSquare(problem) // issue 42: a modulus taken squared (modulus.go)
		g.detSlip(problem)       // issue 42: a determinant's sign or ratio slipped (determinant.go)
		// issue 42: a progression given by equations (progcond.go), a
		// coordinate fixed by a slope (slope.go), a least common
		// denominator (lcd.go), an inverse function (inverse.go),
		// excluded values (excluded.go)
		g.progShift(problem, answer)
		g.slopeSlip(problem)
		g.lcdSlip(problem)
		g.inverseSlip(problem)
		g.excludedSlip(problem)
		g.interestSlips(problem)
		g.notationShifts(problem, answer)
		g.unitSlips(problem)
		g.areaSlips(problem)
		g.squareSlips(problem)
		g.mixtureSlips(problem)
		g.residueWraps(problem)    // issue 42: a remainder r as r + m (residues.go)
		g.namedRoots(problem)      // issue 42: an expression in the named roots of a quadratic (namedroots.go)
		g.congruenceSlips(problem) // issue 42: a congruence's solution as n ± 1 or n + m (congruence.go)
		g.measures(problem)        // issue 42: a measure of a figure, scaled or shifted (measure.go)
		g.formValues(problem)      // issue 42: the constants of a form (formident.go)
		g.extremeRoots(problem)    // issue 42: the largest or smallest solution of an equation (extremeroot.go)
		g.orderSlips(problem)      // issue 42: K of N chosen under another reading (selection.go)
		for _, f := range families {
			f.slips(g, problem, answer)
		}
	}
	g.vectorInverse(problem, answer) // issue 42: a vector mapped the wrong way round (vectormap.go)
	g.projSlip(problem, answer)      // issue 42: a projection's or a reflection's slip (vectorq.go)
	mat := g.matrixEntries(answer)   // issue 25, capability 5: a matrix answer is reprinted as one
	out := Generated{Reprint: g.orig, Mutants: g.out, Work: work - g.p.work}
	if mat != "" {
		out.Reprint = mat
	}
	if len(out.Mutants) == 0 {
		out.Skip = g.skip
		if out.Skip == "" {
			out.Skip = "no provable mutant"
		}
	}
	return out
}

type gen struct {
	root ast.Expr
	orig string
	p    *prover
	seen map[string]bool
	out  []Mutant
	// trees are the mutated trees of out (same order)
	trees []ast.Expr
	skip  string
}

// oneValue returns the answer's one item (bare, or `x = value`) and its
// value, when the answer is one item whose value is a constant.
func (g *gen) oneValue() (ast.Expr, cas.Value, bool) {
	refs, _, _, ok := splitItems(g.root)
	if !ok || len(refs) != 1 || len(refs[0].parts) != 1 {
		return nil, cas.Value{}, false
	}
	part := refs[0].parts[0]
	v, ok := g.p.constant(part)
	return part, v, ok
}

// exactAnswer is the answer's value when it is a constant known exactly
// (a rational number): what the families' slips are computed from.
func (g *gen) exactAnswer() (*big.Rat, bool) { return g.exactValue(g.root) }

// exactValue is e's value when it is a constant known exactly.
func (g *gen) exactValue(e ast.Expr) (*big.Rat, bool) {
	v, ok := g.p.constant(e)
	if !ok {
		return nil, false
	}
	return v.Exact()
}

// emit records a mutated tree when it prints to a new answer that reads
// back to the same tree.
func (g *gen) emit(typ string, tree ast.Expr) {
	s := ast.Print(tree)
	if g.seen[s] {
		return
	}
	back, err := latex.ParseExpr(s)
	if err != nil || !ast.Equal(back, tree) {
		return
	}
	g.seen[s] = true
	g.out = append(g.out, Mutant{Type: typ, Answer: s})
	g.trees = append(g.trees, tree)
}

// ---- answers read as a set of elements (values, named values, tuples) ----

// itemRef is one top-level item of an answer: the node as written, its
// name (x in `x = 3`, inherited by the unnamed items after it, as leg 1
// reads `x = 1, 2`) and the parts a one-place change may touch.
type itemRef struct {
	node  ast.Expr
	name  string
	parts []ast.Expr // the value, or the coordinates of a tuple
}

// splitItems splits an answer into its items; ok is false when an item is
// not a value, a `name = value` or a tuple.
func splitItems(root ast.Expr) (refs []itemRef, set *ast.Set, list *ast.List, ok bool) {
	raw := []ast.Expr{root}
	switch n := root.(type) {
	case *ast.List:
		raw, list = n.Items, n
	case *ast.Set:
		raw, set = n.Items, n
	}
	last := ""
	for _, it := range raw {
		ref := itemRef{node: it, name: last}
		switch n := it.(type) {
		case *ast.Rel:
			id, isName := n.Args[0].(*ast.Ident)
			if len(n.Ops) != 1 || n.Ops[0] != ast.Eq || !isName || has(n.Args[1], func(x ast.Expr) bool {
				y, ok := x.(*ast.Ident)
				return ok && y.Name == id.Name
			}) {
				return nil, nil, nil, false
			}
			if _, isTuple := n.Args[1].(*ast.Tuple); isTuple {
				return nil, nil, nil, false
			}
			ref.name = strings.SplitN(id.Name, "_", 2)[0]
			ref.parts = []ast.Expr{n.Args[1]}
			last = ref.name
		case *ast.Tuple:
			ref.parts = n.Items
		case *ast.List, *ast.Set, *ast.Text, *ast.Bad:
			return nil, nil, nil, false
		default:
			ref.parts = []ast.Expr{it}
		}
		refs = append(refs, ref)
	}
	return refs, set, list, true
}

// elementsOf reads an answer as the set of its elements, every ± and ∓
// expanded into its alternatives.
func elementsOf(root ast.Expr) ([]element, bool) {
	refs, _, _, ok := splitItems(root)
	if !ok {
		return nil, false
	}
	var out []element
	for _, r := range refs {
		var alts [][]ast.Expr
		for _, p := range r.parts {
			alts = append(alts, answer.ExpandPM(p))
		}
		// every combination of the parts' alternatives (a tuple with ±)
		combos := [][]ast.Expr{nil}
		for _, a := range alts {
			var next [][]ast.Expr
			for _, c := range combos {
				for _, x := range a {
					next = append(next, append(append([]ast.Expr(nil), c...), x))
				}
			}
			if len(next) > answer.MaxAlternatives {
				return nil, false
			}
			combos = next
		}
		for _, c := range combos {
			out = append(out, element{name: r.name, coords: c})
		}
	}
	return out, true
}

// setsDiffer reports whether two answers read as sets of elements are
// provably different: some element of one differs from every element of
// the other. (Two lists that differ as sets differ as sequences too.)
func (g *gen) setsDiffer(a, b []element) bool {
	outside := func(x element, s []element) bool {
		for _, y := range s {
			if !g.p.elemDiffer(x, y) {
				return false
			}
		}
		return true
	}
	for _, x := range b {
		if outside(x, a) {
			return true
		}
	}
	for _, x := range a {
		if outside(x, b) {
			return true
		}
	}
	return false
}

func (g *gen) elements() {
	refs, set, list, ok := splitItems(g.root)
	orig, ok2 := elementsOf(g.root)
	if !ok || !ok2 {
		g.skip = "answer shape not supported (an equation, a nested list)"
		return
	}
	// An answer that also reads as a subset of the line ((-2, 2) is a
	// point or an interval) must change as a set of reals too.
	sr := &setReader{p: g.p}
	asSet, isSet := sr.read(g.root)
	isSet = isSet && !asSet.bad
	if isSet {
		asSet = sr.canonical(asSet)
	}
	emit := func(typ string, tree ast.Expr) {
		els, ok := elementsOf(tree)
		if !ok || !g.setsDiffer(orig, els) {
			return
		}
		if isSet {
			r2 := &setReader{p: g.p, v: sr.v}
			s, ok := r2.read(tree)
			if ok && sr.sameSet(asSet, r2.canonical(s)) {
				return
			}
		}
		g.emit(typ, tree)
	}
	sameNames := true
	for _, r := range refs {
		if r.name != refs[0].name {
			sameNames = false
		}
	}
	// drop one element
	if len(refs) >= 2 && sameNames {
		for k := range refs {
			var rest []ast.Expr
			for j, q := range refs {
				if j != k {
					rest = append(rest, q.node)
				}
			}
			var tree ast.Expr
			switch {
			case set != nil:
				tree = &ast.Set{Items: rest}
			case len(rest) == 1:
				tree = rest[0]
			default:
				tree = &ast.List{Sep: list.Sep, Items: rest}
			}
			emit(SetDrop, tree)
		}
	}
	// add one element
	for _, node := range g.newElements(refs) {
		if !sameNames {
			break
		}
		items := []ast.Expr{g.root}
		sep := ast.Comma
		if set != nil || list != nil {
			items = nil
			for _, r := range refs {
				items = append(items, r.node)
			}
			if list != nil {
				sep = list.Sep
			}
		}
		items = append(items, node)
		if set != nil {
			emit(SetAdd, &ast.Set{Items: items})
		} else {
			emit(SetAdd, &ast.List{Sep: sep, Items: items})
		}
	}
	// change one part of one element
	for _, r := range refs {
		for _, part := range r.parts {
			for _, m := range valueMutations(part) {
				emit(m.typ, replace(g.root, m.site, m.repl))
			}
		}
		// a bracket of a tuple that is a non-empty interval
		if t, ok := r.node.(*ast.Tuple); ok && len(t.Items) == 2 {
			lo, ok1 := g.p.constant(t.Items[0])
			hi, ok2 := g.p.constant(t.Items[1])
			if ok1 && ok2 && g.p.c.Cmp(lo, hi) < 0 && !g.p.c.Near(lo, hi, relTol, 1e-60) {
				l, rt := *t, *t
				l.Left = toggle(t.Left)
				rt.Right = toggle(t.Right)
				g.emitBracket(t, &l, emit)
				g.emitBracket(t, &rt, emit)
			}
		}
	}
}

// emitBracket emits a tuple with one bracket changed. As a point it is no
// longer a point; as a non-empty interval it lost or gained an end. The
// element reading cannot see brackets, so the proof is that the tuple is
// the only one with these coordinates (it is not written again with the
// other bracket).
func (g *gen) emitBracket(t, changed *ast.Tuple, emit func(string, ast.Expr)) {
	refs, _, _, _ := splitItems(g.root)
	for _, r := range refs {
		if u, ok := r.node.(*ast.Tuple); ok && u != t && len(u.Items) == 2 &&
			!g.p.elemDiffer(element{coords: u.Items}, element{coords: t.Items}) {
			return
		}
	}
	tree := replace(g.root, t, changed)
	sr := &setReader{p: g.p}
	a, ok1 := sr.read(g.root)
	b, ok2 := sr.read(tree)
	if ok1 && ok2 && !a.bad && !b.bad && sr.sameSet(sr.canonical(a), sr.canonical(b)) {
		return
	}
	g.emit(IntervalEnd, tree)
}

func toggle(b byte) byte {
	switch b {
	case '(':
		return '['
	case '[':
		return '('
	case ')':
		return ']'
	}
	return ')'
}

// newElements builds candidate items that are not among refs: the largest
// constant plus one (or the first item plus one in its first part), 0, and
// the first item negated. (Whether each is really new is proved by the
// caller.)
func (g *gen) newElements(refs []itemRef) []ast.Expr {
	if len(refs) == 0 {
		return nil
	}
	var out []ast.Expr
	for _, c := range []ast.Expr{g.newCoord(refs), num("0"), &ast.Unary{Op: ast.Neg, X: refs[0].parts[0]}} {
		switch n := refs[0].node.(type) {
		case *ast.Tuple:
			t := *n
			t.Items = append([]ast.Expr{c}, refs[0].parts[1:]...)
			out = append(out, &t)
		case *ast.Rel:
			out = append(out, &ast.Rel{Ops: []ast.RelOp{ast.Eq}, Args: []ast.Expr{n.Args[0], c}})
		default:
			out = append(out, c)
		}
	}
	return out
}

// newCoord is the largest constant of the items plus one, or the first
// item plus one.
func (g *gen) newCoord(refs []itemRef) ast.Expr {
	first := refs[0]
	var max *big.Rat
	allConst := true
	for _, r := range refs {
		if len(r.parts) != 1 {
			allConst = false
			break
		}
		v, ok := g.p.constant(r.parts[0])
		if !ok {
			allConst = false
			break
		}
		f, _ := v.Float(64).Rat(nil)
		if f == nil {
			allConst = false
			break
		}
		if max == nil || f.Cmp(max) > 0 {
			max = f
		}
	}
	var coord ast.Expr
	if allConst {
		// floor(max) + 1
		n := new(big.Int).Quo(max.Num(), max.Denom())
		if max.Sign() < 0 && !max.IsInt() {
			n.Sub(n, big.NewInt(1))
		}
		coord = intNode(n.Add(n, big.NewInt(1)))
	} else {
		coord = &ast.Binary{Op: ast.Add, X: first.parts[0], Y: num("1")}
	}
	return coord
}

func intNode(n *big.Int) ast.Expr {
	if n.Sign() < 0 {
		return &ast.Unary{Op: ast.Neg, X: num(new(big.Int).Neg(n).String())}
	}
	return num(n.String())
}

// ---- one-place changes of a value ----

type valueMutation struct {
	typ        string
	site, repl ast.Expr
}

// valueMutations lists the candidate one-place changes inside the value e:
// a numeral changed, a sign flipped, a part wrapped in |...|. Infinities
// are left to inf-flip. Whether a change is a different value is decided
// by the caller.
func valueMutations(e ast.Expr) []valueMutation {
	var out []valueMutation
	if infSign(e) != 0 {
		return nil
	}
	if u, ok := e.(*ast.Unary); !ok || u.Op != ast.Neg {
		out = append(out, valueMutation{SignFlip, e, &ast.Unary{Op: ast.Neg, X: e}})
	}
	out = append(out, valueMutation{AbsWrap, e, abs(e)})
	for _, n := range nodes(e) {
		switch x := n.(type) {
		case *ast.Number:
			for _, d := range []int64{1, -1} {
				if b := bump(x, d); b != nil {
					out = append(out, valueMutation{ConstChange, x, b})
				}
			}
			for _, b := range digitSwaps(x) { // issue 25, capability 1
				out = append(out, valueMutation{DigitSwap, x, b})
			}
		case *ast.Unary:
			if x.Op == ast.Neg && infSign(x) == 0 {
				out = append(out, valueMutation{SignFlip, x, x.X})
				out = append(out, valueMutation{AbsWrap, x, abs(x)})
			}
		case *ast.Binary:
			switch x.Op {
			case ast.Add, ast.Sub:
				y := *x
				y.Op = ast.Add + ast.Sub - x.Op
				out = append(out, valueMutation{SignFlip, x, &y})
				out = append(out, valueMutation{AbsWrap, x, abs(x)})
			}
		case *ast.Ident:
			out = append(out, valueMutation{AbsWrap, x, abs(x)})
		}
	}
	return out
}

func abs(e ast.Expr) ast.Expr { return &ast.Func{Name: ast.Abs, Args: []ast.Expr{e}} }

// bump changes a numeral by d = ±1: n -> n+d for an integer (nil below
// 0), the last decimal digit +d (mod 10) otherwise; nil for a periodic
// decimal.
func bump(n *ast.Number, d int64) ast.Expr {
	if n.Repeat != "" {
		return nil
	}
	if n.Frac == "" {
		v, ok := new(big.Int).SetString(n.Int, 10)
		if !ok || v.Add(v, big.NewInt(d)).Sign() < 0 {
			return nil
		}
		return num(v.String())
	}
	last := int64(n.Frac[len(n.Frac)-1]-'0') + d
	return &ast.Number{Int: n.Int, Frac: n.Frac[:len(n.Frac)-1] + strconv.FormatInt((last+10)%10, 10)}
}

// ---- answers read as subsets of the real line ----

func (g *gen) intervals() {
	r := &setReader{p: g.p}
	orig, ok := r.read(g.root)
	if !ok {
		g.skip = "interval answer not in interval notation"
		return
	}
	if orig.bad {
		g.skip = "interval answer malformed"
		return
	}
	canon := r.canonical(orig)
	try := func(typ string, tree ast.Expr) {
		r2 := &setReader{p: g.p, v: r.v}
		s, ok := r2.read(tree)
		if !ok || r.sameSet(canon, r2.canonical(s)) {
			return
		}
		g.emit(typ, tree)
	}
	for _, n := range nodes(g.root) {
		switch x := n.(type) {
		case *ast.Tuple:
			if len(x.Items) != 2 {
				continue
			}
			for i, it := range x.Items {
				if s := infSign(it); s != 0 {
					var flipped ast.Expr = &ast.Const{Kind: ast.Infinity}
					if s > 0 {
						flipped = &ast.Unary{Op: ast.Neg, X: &ast.Const{Kind: ast.Infinity}}
					}
					try(InfFlip, replace(g.root, it, flipped))
					continue
				}
				t := *x
				if i == 0 {
					t.Left = toggle(x.Left)
				} else {
					t.Right = toggle(x.Right)
				}
				try(IntervalEnd, replace(g.root, x, &t))
			}
		case *ast.Binary:
			if x.Op == ast.Union {
				try(IntervalDrop, replace(g.root, x, x.Y))
				try(IntervalDrop, replace(g.root, x, x.X))
			}
		case *ast.Set:
			for k := range x.Items {
				if len(x.Items) < 2 {
					break
				}
				s := &ast.Set{Items: append(append([]ast.Expr(nil), x.Items[:k]...), x.Items[k+1:]...)}
				try(IntervalDrop, replace(g.root, x, s))
			}
		case *ast.Rel:
			for i, op := range x.Ops {
				var flip, strict ast.RelOp
				switch op {
				case ast.Lt:
					flip, strict = ast.Gt, ast.Le
				case ast.Le:
					flip, strict = ast.Ge, ast.Lt
				case ast.Gt:
					flip, strict = ast.Lt, ast.Ge
				case ast.Ge:
					flip, strict = ast.Le, ast.Gt
				default:
					continue
				}
				y := *x
				y.Ops = append([]ast.RelOp(nil), x.Ops...)
				y.Ops[i] = strict
				try(IntervalEnd, replace(g.root, x, &y))
				if len(x.Ops) == 1 {
					z := *x
					z.Ops = []ast.RelOp{flip}
					try(IneqFlip, replace(g.root, x, &z))
				}
			}
		}
	}
	if l, ok := g.root.(*ast.List); ok && len(l.Items) >= 2 {
		for k := range l.Items {
			rest := append(append([]ast.Expr(nil), l.Items[:k]...), l.Items[k+1:]...)
			var tree ast.Expr = &ast.List{Sep: l.Sep, Items: rest}
			if len(rest) == 1 {
				tree = rest[0]
			}
			try(IntervalDrop, tree)
		}
	}
	// one-place changes of the finite ends and constants
	for _, n := range nodes(g.root) {
		var ends []ast.Expr
		switch x := n.(type) {
		case *ast.Tuple:
			ends = x.Items
		case *ast.Set:
			ends = x.Items
		case *ast.Rel:
			for _, a := range x.Args {
				if _, isVar := a.(*ast.Ident); !isVar {
					ends = append(ends, a)
				}
			}
		}
		for _, e := range ends {
			if infSign(e) != 0 {
				continue
			}
			for _, m := range valueMutations(e) {
				try(m.typ, replace(g.root, m.site, m.repl))
			}
		}
	}
}

// String is a one-line description (for tests).
func (m Mutant) String() string { return fmt.Sprintf("%s: %s", m.Type, m.Answer) }

// splitColon splits an answer that writes its set twice, `-1<x \le 1:(-1,1]`
// (read as a chain whose last term is 1:(-1,1]), into the inequality and
// the interval notation.
func splitColon(root ast.Expr) (left *ast.Rel, right ast.Expr, ok bool) {
	r, isRel := root.(*ast.Rel)
	if !isRel {
		return nil, nil, false
	}
	last, isDiv := r.Args[len(r.Args)-1].(*ast.Binary)
	if !isDiv || last.Op != ast.Div || last.Form != ast.FormColon {
		return nil, nil, false
	}
	args := append(append([]ast.Expr(nil), r.Args[:len(r.Args)-1]...), last.X)
	return &ast.Rel{Ops: r.Ops, Args: args}, last.Y, true
}

// joinColon is the inverse of splitColon.
func joinColon(left *ast.Rel, right ast.Expr) ast.Expr {
	n := len(left.Args)
	args := append(append([]ast.Expr(nil), left.Args[:n-1]...), &ast.Binary{Op: ast.Div, Form: ast.FormColon, X: left.Args[n-1], Y: right})
	return &ast.Rel{Ops: left.Ops, Args: args}
}

// double mutates an answer that writes its set twice: when both notations
// name the same set, a mutant changes one of them (as a set), so the answer
// names two different sets and is wrong whatever the solution set is.
func (g *gen) double(left *ast.Rel, right ast.Expr) {
	r1, r2 := &setReader{p: g.p}, &setReader{p: g.p}
	a, ok1 := r1.read(left)
	b, ok2 := r2.read(right)
	if !ok1 || !ok2 || a.bad || b.bad || !r1.sameSet(r1.canonical(a), r1.canonical(b)) {
		g.skip = "an answer written twice (inequality : interval) whose two sets are not the same"
		return
	}
	for side, part := range []ast.Expr{left, right} {
		sub := &gen{root: part, orig: ast.Print(part), p: g.p, seen: map[string]bool{}}
		sub.intervals()
		for i, t := range sub.trees {
			var whole ast.Expr
			if side == 0 {
				l, ok := t.(*ast.Rel)
				if !ok || len(l.Args) != len(left.Args) {
					continue
				}
				whole = joinColon(l, right)
			} else {
				whole = joinColon(left, t)
			}
			g.emit(sub.out[i].Type, whole)
		}
	}
}
