package integers

import (
	"fmt"
	"math/big"
	"slices"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// Integer questions on closed arguments (issue 25, capability 2): the
// remainder of a division, the gcd and the lcm, the units and the tens
// digit. The cue names the question and covers its arguments (the formulas
// and numbers inside its words); the arguments are evaluated exactly
// (algebra.IntValue, or modulo m where a remainder or a digit is asked).
var intAsks = []string{"remainder of a division", "greatest common divisor", "least common multiple", "units digit", "tens digit",
	"residue modulo", "modulo residue", "modular inverse"}

// intArg is one argument of an integer question: a formula or a number
// written in the prose.
type intArg struct {
	e   ast.Expr
	src string
}

// checkIntQuestion is CheckIntQuestion on this package's checker.
func (c *checker) checkIntQuestion(st *statement.Statement, a *statement.Answer) (decide.Result, bool) {
	var hit statement.CueHit
	for _, h := range st.Read.Hits {
		if h.Def.Class == statement.CueAsk && statement.Contains1(intAsks, h.Def.Name) {
			hit = h
			break
		}
	}
	if hit.Def == nil {
		return decide.Result{}, false
	}
	ask, kind := hit.Def.Name, statement.KindValue
	hits := append([]statement.CueHit{hit}, rangeHits(st, ask)...)
	args, why := intArgs(st, hits)
	if why != "" {
		return decide.Undecided(kind, "the %s is asked (%q), but %s", ask, hit.Words, why), true
	}
	if res, ok := checkResidue(st, ask, hits, args, a); ok {
		return res, true
	}
	if ask == "remainder of a division" {
		if res, ok := polyRemainder(args, a); ok {
			return res, true
		}
	}
	want, how, why := intAnswerOf(ask, args)
	if why != "" {
		return decide.Undecided(kind, "the %s is asked: %s", ask, why), true
	}
	if a.Root == nil || len(a.Items) != 1 {
		return decide.Undecided(kind, "the %s is asked; the answer is not a single value", ask), true
	}
	av, err := c.Eval(a.Items[0].E, nil)
	if err != nil {
		return decide.Undecided(kind, "the answer cannot be evaluated: %v", err), true
	}
	ar, ok := av.Exact()
	if !ok || !ar.IsInt() {
		return decide.Refute(kind, "%s, computed exactly; the answer %s is not an integer", how, statement.Clip(a.Text.Math, 40)), true
	}
	if ar.Num().Cmp(want) != 0 {
		return decide.WithExactEvidence(decide.Refute(kind, "%s, computed exactly, not %s", how, ar.Num().String()), "the "+ask, new(big.Rat).SetInt(want), a.Items[0].E), true
	}
	return decide.WithExactEvidence(decide.Confirm(kind, "%s, computed exactly, equal to the answer", how), "the "+ask, new(big.Rat).SetInt(want), a.Items[0].E), true
}

// CheckIntQuestion answers an integer question. ok is false when the
// statement asks none.
func CheckIntQuestion(c *decide.Checker, st *statement.Statement, a *statement.Answer) (decide.Result, bool) {
	return (&checker{c}).checkIntQuestion(st, a)
}

// intArgs reads the arguments the cue covers. The statement must say
// nothing else: no other question, restriction, condition or number, and
// every formula of the statement inside the cue's words.
func intArgs(st *statement.Statement, hits []statement.CueHit) ([]intArg, string) {
	var words []string
	for _, h := range st.Read.Hits {
		switch {
		case h.Def.Class == statement.CueTask:
		case slices.Contains(hits, h):
			words = append(words, h.Words)
		default:
			return nil, fmt.Sprintf("the statement also says %q", h.Words)
		}
	}
	if len(st.Read.Numbers) > 0 {
		return nil, fmt.Sprintf("the statement also has the number %s", st.Read.Numbers[0])
	}
	if len(st.Conds) > 0 || len(st.Substs) > 0 || len(st.Members) > 0 {
		return nil, "the statement states conditions"
	}
	formulas := 0
	for _, t := range statement.ProseTokens(st.Prose) {
		if strings.HasPrefix(t, "$") {
			formulas++
		}
	}
	var args []intArg
	used, inHit := 0, 0
	for _, t := range strings.Fields(strings.Join(words, " ")) {
		switch {
		case t == "$":
			if used == len(st.Targets) {
				return nil, "its formulas are not the statement's targets"
			}
			f := st.Targets[used]
			used++
			inHit++
			args = append(args, intArg{f.E, f.Src})
		case statement.IsNumberToken(strings.TrimPrefix(t, "$")):
			if strings.HasPrefix(t, "$") {
				inHit++
			}
			n := strings.TrimPrefix(t, "$")
			if _, ok := new(big.Int).SetString(n, 10); !ok {
				return nil, fmt.Sprintf("%s is not an integer", n)
			}
			args = append(args, intArg{&ast.Number{Int: n}, n})
		}
	}
	if used != len(st.Targets) || inHit != formulas {
		return nil, "the statement has formulas outside the question"
	}
	for _, t := range st.Targets {
		if _, ok := t.E.(*ast.Rel); ok {
			return nil, fmt.Sprintf("%q is a relation", t.Src)
		}
	}
	return args, ""
}

// intAnswerOf computes the asked integer and says how.
func intAnswerOf(ask string, args []intArg) (*big.Int, string, string) {
	switch ask {
	case "remainder of a division":
		if len(args) != 2 {
			return nil, "", fmt.Sprintf("%d arguments", len(args))
		}
		m, err := algebra.IntValue(args[1].e)
		if err != nil {
			return nil, "", fmt.Sprintf("the divisor %s: %v", statement.Clip(args[1].src, 30), err)
		}
		if m.Cmp(big.NewInt(2)) < 0 {
			return nil, "", fmt.Sprintf("the divisor %s is not an integer above 1", m)
		}
		r, why := nonnegMod(args[0], m)
		if why != "" {
			return nil, "", why
		}
		return r, fmt.Sprintf("the remainder of %s divided by %s is %s", statement.Clip(args[0].src, 40), m, r), ""
	case "units digit", "tens digit":
		if len(args) != 1 {
			return nil, "", fmt.Sprintf("%d arguments", len(args))
		}
		return digitOf(ask, args[0])
	case "greatest common divisor", "least common multiple":
		if len(args) < 2 {
			return nil, "", fmt.Sprintf("%d arguments", len(args))
		}
		var vs []*big.Int
		var srcs []string
		for _, a := range args {
			v, err := algebra.IntValue(a.e)
			if err != nil {
				return nil, "", fmt.Sprintf("%s: %v", statement.Clip(a.src, 30), err)
			}
			vs = append(vs, v)
			srcs = append(srcs, statement.Clip(a.src, 20))
		}
		f, name := algebra.GcdInts, "gcd"
		if ask == "least common multiple" {
			f, name = algebra.LcmInts, "lcm"
		}
		v, err := f(vs)
		if err != nil {
			return nil, "", err.Error()
		}
		return v, fmt.Sprintf("%s(%s) = %s", name, strings.Join(srcs, ", "), v), ""
	}
	return nil, "", "not an integer question"
}

// nonnegMod is the remainder of a nonnegative integer expression modulo m:
// exact where the value is within bounds (its sign then known), else modulo
// m when the expression has no subtraction or negation, so that it cannot
// be negative.
func nonnegMod(a intArg, m *big.Int) (*big.Int, string) {
	v, err := algebra.IntValue(a.e)
	if err == nil {
		if r := new(big.Int).Mod(v, m); v.Sign() < 0 && r.Sign() != 0 {
			// -7 divided by 3: the remainder 2 of the division algorithm,
			// or -1? Only a remainder 0 is the same under both.
			return nil, fmt.Sprintf("%s is negative; the remainder's convention is not stated", statement.Clip(a.src, 30))
		}
		return v.Mod(v, m), ""
	}
	if !nonnegShape(a.e) {
		return nil, fmt.Sprintf("%s: %v", statement.Clip(a.src, 30), err)
	}
	r, err2 := algebra.IntMod(a.e, m)
	if err2 != nil {
		return nil, fmt.Sprintf("%s: %v", statement.Clip(a.src, 30), err2)
	}
	return r, ""
}

// nonnegShape reports an expression of sums, products, powers and
// factorials of digits: its value is not negative.
func nonnegShape(e ast.Expr) bool {
	switch e := e.(type) {
	case *ast.Number:
		return true
	case *ast.Binary:
		return (e.Op == ast.Add || e.Op == ast.Mul || e.Op == ast.Pow) && nonnegShape(e.X) && nonnegShape(e.Y)
	case *ast.Func:
		return e.Name == ast.Factorial && len(e.Args) == 1 && nonnegShape(e.Args[0])
	}
	return false
}

// digitOf is the units or the tens digit of a nonnegative integer.
func digitOf(ask string, a intArg) (*big.Int, string, string) {
	r, why := nonnegMod(a, big.NewInt(100))
	if why != "" {
		return nil, "", why
	}
	if ask == "units digit" {
		d := new(big.Int).Mod(r, big.NewInt(10))
		return d, fmt.Sprintf("%s ends in …%02d; its units digit is %s", statement.Clip(a.src, 40), r.Int64(), d), ""
	}
	// The tens digit of a number below 10 is not written: only a value
	// known to be at least 10 has one.
	v, err := algebra.IntValue(a.e)
	if err == nil && v.Cmp(big.NewInt(10)) < 0 {
		return nil, "", fmt.Sprintf("%s = %s has no tens digit", statement.Clip(a.src, 30), v)
	}
	if err != nil && !atLeastTen(a.e) {
		return nil, "", fmt.Sprintf("%s: %v", statement.Clip(a.src, 30), err)
	}
	d := new(big.Int).Quo(r, big.NewInt(10))
	return d, fmt.Sprintf("%s ends in …%02d; its tens digit is %s", statement.Clip(a.src, 40), r.Int64(), d), ""
}

// atLeastTen reports an expression too large to evaluate whose shape makes
// it at least 10: a power whose base is at least 2 (a nonnegative shape
// whose exact value failed only by its size).
func atLeastTen(e ast.Expr) bool {
	b, ok := e.(*ast.Binary)
	if !ok || b.Op != ast.Pow || !nonnegShape(e) {
		return false
	}
	base, err := algebra.IntValue(b.X)
	return err == nil && base.Cmp(big.NewInt(2)) >= 0
}
