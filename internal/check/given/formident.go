package given

import (
	"math/big"
	"slices"
	"sort"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/check/forms"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement/barevalue"
	"github.com/dgnpipe/dgnpipe/internal/statement/commonroot"
	"github.com/dgnpipe/dgnpipe/internal/statement/curvepts"
	"github.com/dgnpipe/dgnpipe/internal/statement/formident"
	"github.com/dgnpipe/dgnpipe/internal/statement/sqbinom"
)

// FormConditions (issue 42) writes "P can be written in the form T"
// (formident.Read) as equations on the constants: P − T is a quotient of
// expansions in the variables and the constants (algebra.LFracOf) whose
// denominator has no constant, so the identity holds for every value of
// the variables exactly when every coefficient of its numerator, a
// polynomial in the constants, is zero. Positive (nonnegative) constants
// add c > 0 (c ≥ 0); the statement's extra condition is added as written.
// A constant named e is renamed to a letter the statement does not use,
// so that the conditions do not read it as Euler's number; rename maps
// the statement's names to the ones written. ok is false when a
// coefficient without a constant is not zero (no constants make the
// identity hold), an exponent of a constant is not a natural number, or
// nothing is read.
func FormConditions(q formident.Question) (conds []string, expr string, rename map[string]string, ok bool) {
	rename = map[string]string{}
	used := append(slices.Clone(q.Names), q.Vars...)
	if slices.Contains(q.Names, "e") {
		for _, l := range []string{"k", "m", "n", "r", "s", "t", "u", "v", "w"} {
			if !slices.Contains(used, l) {
				rename["e"] = l
				break
			}
		}
		if rename["e"] == "" {
			return nil, "", nil, false
		}
	}
	subst := map[string]ast.Expr{}
	for from, to := range rename {
		subst[from] = &ast.Ident{Name: to}
	}
	names := map[string]bool{}
	all := map[string]bool{}
	for _, n := range q.Names {
		names[n], all[n] = true, true
	}
	for _, v := range q.Vars {
		all[v] = true
	}
	for _, pr := range q.Pairs {
		d, err := algebra.LFracOf(&ast.Binary{Op: ast.Sub, X: pr.P, Y: pr.T}, all)
		if err != nil {
			return nil, "", nil, false
		}
		for _, t := range d.D {
			for v := range t.Exps {
				if names[v] {
					return nil, "", nil, false // a constant in a denominator
				}
			}
		}
		eqs, ok := coefficientEquations(d.N, names)
		if !ok {
			return nil, "", nil, false
		}
		for _, e := range eqs {
			conds = append(conds, ast.Print(forms.ReplaceNames(e, subst))+" = 0")
		}
	}
	if len(conds) == 0 {
		return nil, "", nil, false
	}
	for _, n := range q.Names {
		w := n
		if to, ok := rename[n]; ok {
			w = to
		}
		switch q.Kind {
		case formident.Positive:
			conds = append(conds, w+" > 0")
		case formident.Nonnegative:
			conds = append(conds, w+` \ge 0`)
		}
	}
	if q.Cond != nil {
		conds = append(conds, ast.Print(forms.ReplaceNames(q.Cond, subst)))
	}
	return conds, ast.Print(forms.ReplaceNames(q.Expr, subst)), rename, true
}

// coefficientEquations groups the numerator's terms by the exponents of
// the variables (the letters that are not constants) and writes each
// group's coefficient, a polynomial in the constants, as an expression.
func coefficientEquations(n algebra.Laurent, names map[string]bool) ([]ast.Expr, bool) {
	type group struct{ terms []algebra.LTerm }
	groups := map[string]*group{}
	for _, t := range n {
		vexp := map[string]*big.Rat{}
		for v, e := range t.Exps {
			if names[v] {
				if !e.IsInt() || e.Sign() < 0 || e.Num().Cmp(big.NewInt(32)) > 0 {
					return nil, false
				}
				continue
			}
			if !e.IsInt() {
				return nil, false
			}
			vexp[v] = e
		}
		k := algebra.MonoKey(vexp)
		if groups[k] == nil {
			groups[k] = &group{}
		}
		groups[k].terms = append(groups[k].terms, t)
	}
	keys := make([]string, 0, len(groups))
	for k := range groups {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var out []ast.Expr
	for _, k := range keys {
		g := groups[k]
		sort.Slice(g.terms, func(i, j int) bool { return termKey(g.terms[i], names) < termKey(g.terms[j], names) })
		var sum ast.Expr
		constant := true
		for _, t := range g.terms {
			var m ast.Expr
			vs := make([]string, 0, len(t.Exps))
			for v := range t.Exps {
				if names[v] {
					vs = append(vs, v)
				}
			}
			sort.Strings(vs)
			for _, v := range vs {
				constant = false
				var f ast.Expr = &ast.Ident{Name: v}
				if e := t.Exps[v]; e.Cmp(big.NewRat(1, 1)) != 0 {
					f = &ast.Binary{Op: ast.Pow, X: f, Y: algebra.RatExpr(e)}
				}
				if m == nil {
					m = f
				} else {
					m = &ast.Binary{Op: ast.Mul, Form: ast.FormCdot, X: m, Y: f}
				}
			}
			coef := t.C
			neg := sum != nil && coef.Sign() < 0 // written "sum − |c|·m"
			if neg {
				coef = new(big.Rat).Neg(coef)
			}
			c := algebra.RatExpr(coef)
			switch {
			case m == nil:
				m = c
			case coef.Cmp(big.NewRat(1, 1)) != 0:
				m = &ast.Binary{Op: ast.Mul, Form: ast.FormCdot, X: c, Y: m}
			}
			switch {
			case sum == nil:
				sum = m
			case neg:
				sum = &ast.Binary{Op: ast.Sub, X: sum, Y: m}
			default:
				sum = &ast.Binary{Op: ast.Add, X: sum, Y: m}
			}
		}
		if constant {
			return nil, false // a nonzero coefficient with no constant in it
		}
		out = append(out, sum)
	}
	return out, true
}

// termKey orders the terms of one coefficient by their constants.
func termKey(t algebra.LTerm, names map[string]bool) string {
	var b strings.Builder
	vs := make([]string, 0, len(t.Exps))
	for v := range t.Exps {
		if names[v] {
			vs = append(vs, v)
		}
	}
	sort.Strings(vs)
	for _, v := range vs {
		b.WriteString(v + "^" + t.Exps[v].RatString() + " ")
	}
	return b.String()
}

// FormRewrite reads "P can be written in the form T" (formident.Read) and
// writes it as the given-value question "If $<coef> = 0$ and …, what is
// the value of $E$?" (FormConditions), with the note the verdict gets:
// what was read, the rewriting, a constant e renamed, and that constants
// said to be integers are not restricted to integers (a value that is one
// on every real solution is that value on the integer ones the statement
// says exist). ok is false when the statement is not read.
func FormRewrite(problem string) (synth, note string, ok bool) {
	q, ok := formident.Read(problem)
	if !ok {
		return "", "", false
	}
	conds, expr, rename, ok := FormConditions(q)
	if !ok {
		return "", "", false
	}
	synth = "If $" + strings.Join(conds, "$ and $") + "$, what is the value of $" + expr + "$?"
	note = " (the form read as an identity in " + strings.Join(q.Vars, ", ") + ": the coefficients of P − T equated, the statement rewritten as \"" + synth + "\""
	if to, ok := rename["e"]; ok {
		note += ", the constant e written " + to
	}
	if strings.HasSuffix(q.Words, "integers") {
		note += "; the constants being " + q.Words + " is not used: the value is one on every real solution"
	}
	return synth, note + ")", true
}

// GivenRewrite is FormRewrite, else (issue 42, Gaokao's SAT rows) a
// given-value question whose formulas are written in the prose without
// dollars, or the fractions of a number, rewritten by barevalue.Rewrite
// with its note. ok is false when neither reads the statement.
func GivenRewrite(problem string) (synth, note string, ok bool) {
	if synth, note, ok = FormRewrite(problem); ok {
		return synth, note, true
	}
	if synth, ok = barevalue.Rewrite(problem); ok {
		return synth, barevalue.Note(synth), true
	}
	if synth, ok = curvepts.Rewrite(problem); ok {
		return synth, " (the points on the curve read as the given-value question \"" + synth + "\")", true
	}
	if synth, ok = commonroot.Rewrite(problem); ok {
		return synth, " (the common solution read as the given-value question \"" + synth + "\")", true
	}
	return BinomialRewrite(problem)
}

// BinomialRewrite (issue 42) writes "the constant k that makes P the
// square of a binomial" (sqbinom.Read) as the form question "P can be
// written in the form (px + q)², p ≠ 0, q ≠ 0 (and k ≠ 0 when the
// statement says nonzero); what is k?" with p, q two letters P does not
// use, then as a given-value question (FormConditions): k must take one
// value on every real solution. ok is false when the statement is not
// read.
func BinomialRewrite(problem string) (synth, note string, ok bool) {
	b, ok := sqbinom.Read(problem)
	if !ok {
		return "", "", false
	}
	var fresh []string
	for _, l := range []string{"p", "q", "r", "s", "t", "u", "v", "w", "m", "n"} {
		if l != b.K && l != b.Var && len(fresh) < 2 {
			fresh = append(fresh, l)
		}
	}
	p, q := &ast.Ident{Name: fresh[0]}, &ast.Ident{Name: fresh[1]}
	sq := &ast.Binary{Op: ast.Pow, X: &ast.Binary{Op: ast.Add, X: &ast.Binary{Op: ast.Mul, X: p, Y: &ast.Ident{Name: b.Var}}, Y: q}, Y: &ast.Number{Int: "2"}}
	fq := formident.Question{Pairs: []formident.Pair{{P: b.P, T: sq, PSrc: b.PSrc, TSrc: ast.Print(sq)}},
		Names: []string{b.K, fresh[0], fresh[1]}, Vars: []string{b.Var}, Kind: formident.Constants, Words: "constants", Expr: &ast.Ident{Name: b.K}, Src: b.K}
	conds, expr, _, ok := FormConditions(fq)
	if !ok {
		return "", "", false
	}
	conds = append(conds, fresh[0]+` \ne 0`, fresh[1]+` \ne 0`)
	if b.Nonzero {
		conds = append(conds, b.K+` \ne 0`)
	}
	synth = "If $" + strings.Join(conds, "$ and $") + "$, what is the value of $" + expr + "$?"
	return synth, " (the square of a binomial read as the form (" + fresh[0] + b.Var + " + " + fresh[1] + ")², " + fresh[0] + " ≠ 0, " + fresh[1] + " ≠ 0, identically in " + b.Var + ": the statement rewritten as \"" + synth + "\")", true
}
