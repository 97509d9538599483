package soundness

import (
	"context"
	"errors"
	"math/big"
	"math/rand/v2"
	"regexp"
	"slices"

	"github.com/dgnpipe/dgnpipe/internal/answer"
	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// prover decides whether two answers' parts are provably different: two
// expressions differ when, at a point of the problem's domain where both
// are defined, their values differ far beyond the evaluator's precision
// (at least 40 correct digits; see package cas). Values are cached by node.
type prover struct {
	ctx context.Context
	c   *cas.Context
	// work is the evaluation steps (cas.Trace.Steps) the prover may still
	// spend: its deterministic bound (Config.GenWork). An evaluation that
	// would pass it stops with ErrLimit, and every later one fails at
	// once, so the mutants found are the same on any machine under any
	// load; ctx is only a net (and Ctrl-C).
	work   int
	points []cas.Env // admissible points: every formula of the problem is defined there
	// domainKnown says every formula of the problem was read, so the
	// points really are in the problem's domain.
	domainKnown bool
	// positive: the statement restricts its letters (positive, natural,
	// integer...); the points then take positive values only, and an
	// absolute value of a letter proves nothing.
	positive bool
	cache    map[ast.Expr][]*cas.Value
}

var (
	positiveCue = regexp.MustCompile(`(?i)positive|non-?negative|natural|integer|whole number|\\mathbb\s*\{?\s*[NZ]|\bdigit|greater than (0|zero)|> ?0|\\g(e|eq|t)\s*0`)
	integerCue  = regexp.MustCompile(`(?i)integer|natural|\\mathbb\s*\{?\s*[NZ]|whole number`)
)

// relTol is the relative difference two values must exceed to count as
// different (the evaluator carries about 77 digits).
const relTol = 1e-30

func newProver(ctx context.Context, problem string, vars []string, rng *rand.Rand, work int) *prover {
	p := &prover{ctx: ctx, c: cas.New(), cache: map[ast.Expr][]*cas.Value{}, domainKnown: true, work: work}
	p.positive = positiveCue.MatchString(problem)
	integer := integerCue.MatchString(problem)
	var forms []ast.Expr
	for _, f := range latex.Fragments(problem) {
		e, err := latex.ParseExpr(f.Src)
		if err != nil {
			p.domainKnown = false
			continue
		}
		forms = append(forms, e)
	}
	if len(vars) == 0 {
		p.points = []cas.Env{{}}
		return p
	}
	if !p.domainKnown {
		// A formula of the statement was not read: its domain (and any
		// restriction it states) is unknown, so no point is known to be
		// admissible and no value of a letter proves a difference.
		return p
	}
	for k := 0; k < 24 && len(p.points) < 10; k++ {
		env := cas.Env{}
		for _, v := range vars {
			var r *big.Rat
			switch {
			case integer:
				r = big.NewRat(int64(1+rng.IntN(12)), 1)
			default:
				r = big.NewRat(int64(1+rng.IntN(40)), int64(1+rng.IntN(7)))
				if !p.positive && (k%2 == 1 || k >= 4 && rng.IntN(2) == 0) {
					r.Neg(r)
				}
			}
			env[v] = cas.Rat(r)
		}
		if p.admissible(forms, env) {
			p.points = append(p.points, env)
		}
	}
	return p
}

// errNoWork is the error of every evaluation once the prover's work is
// spent.
var errNoWork = errors.New("soundness: the generation's work bound is spent")

// eval evaluates e at env within the work the prover has left, and
// charges the steps it took.
func (p *prover) eval(e ast.Expr, env cas.Env) (cas.Value, error) {
	if p.work <= 0 {
		return cas.Value{}, errNoWork
	}
	v, tr, err := p.c.EvalSteps(p.ctx, e, env, p.work)
	p.work -= max(tr.Steps, 1) // past the bound: steps = work+1, none left
	return v, err
}

// admissible reports whether env is in the domain of every formula of the
// problem whose letters it gives values to, and satisfies its stated
// inequalities.
func (p *prover) admissible(forms []ast.Expr, env cas.Env) bool {
	for _, f := range forms {
		free := answer.SortedFreeVars(f)
		covered := len(free) > 0
		for _, v := range free {
			if _, ok := env[v]; !ok {
				covered = false
			}
		}
		if !covered {
			continue
		}
		args := []ast.Expr{f}
		rel, isRel := f.(*ast.Rel)
		if isRel {
			args = rel.Args
		}
		vals := make([]cas.Value, len(args))
		ok := true
		for i, a := range args {
			v, err := p.eval(a, env)
			if errors.Is(err, cas.ErrDomain) {
				return false
			}
			if err != nil {
				ok = false
				break
			}
			vals[i] = v
		}
		if !ok || !isRel {
			continue
		}
		for i, op := range rel.Ops {
			cmp := p.c.Cmp(vals[i], vals[i+1])
			holds := true
			switch op {
			case ast.Lt:
				holds = cmp < 0
			case ast.Le:
				holds = cmp <= 0
			case ast.Gt:
				holds = cmp > 0
			case ast.Ge:
				holds = cmp >= 0
			}
			if !holds {
				return false
			}
		}
	}
	return true
}

// values evaluates e at every point (nil where it is not defined).
func (p *prover) values(e ast.Expr) []*cas.Value {
	if v, ok := p.cache[e]; ok {
		return v
	}
	out := make([]*cas.Value, len(p.points))
	for i, env := range p.points {
		v, err := p.eval(e, env)
		if err == nil {
			out[i] = &v
		}
	}
	p.cache[e] = out
	return out
}

// differ reports whether a and b provably differ: at some admissible
// point both are defined and their values are not near; members of
// families of an integer parameter as sets (familyDiffer).
func (p *prover) differ(a, b ast.Expr) bool {
	if d, ok, family := p.familyDiffer(a, b); family {
		// A family of an integer parameter is a set over the integers:
		// different only when proven so as sets.
		return ok && d
	}
	va, vb := p.values(a), p.values(b)
	for i := range va {
		if va[i] != nil && vb[i] != nil && !p.c.Near(*va[i], *vb[i], relTol, 1e-60) {
			return true
		}
	}
	return false
}

// constant returns the value of a closed expression.
func (p *prover) constant(e ast.Expr) (cas.Value, bool) {
	if len(answer.SortedFreeVars(e)) > 0 {
		return cas.Value{}, false
	}
	v, err := p.eval(e, cas.Env{})
	return v, err == nil
}

// element is one item of an answer read as a set: its name (x in `x = 3`,
// "" when it has none) and its coordinates (one for a value, n for a tuple).
type element struct {
	name   string
	coords []ast.Expr
}

// elemDiffer reports whether a and b are provably different elements.
func (p *prover) elemDiffer(a, b element) bool {
	if a.name != "" && b.name != "" && a.name != b.name {
		return true
	}
	if len(a.coords) != len(b.coords) {
		return true
	}
	for i := range a.coords {
		if p.differ(a.coords[i], b.coords[i]) {
			return true
		}
	}
	return false
}

// freeVars lists the letters of e, sorted.
func freeVars(es ...ast.Expr) []string {
	var out []string
	for _, e := range es {
		for _, v := range answer.SortedFreeVars(e) {
			if !slices.Contains(out, v) {
				out = append(out, v)
			}
		}
	}
	slices.Sort(out)
	return out
}
