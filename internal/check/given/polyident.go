package given

import (
	"fmt"
	"math/big"
	"regexp"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	pm "github.com/dgnpipe/dgnpipe/internal/answer"
	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/check/forms"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/polyident"
)

// maxIdentCalls bounds the calls of the polynomial replaced in one
// relation.
const maxIdentCalls = 12

// CheckPolyIdentity (issue 42, MATH Intermediate Algebra): a polynomial
// asked by identities it satisfies for every x (polyident.Read). Each call
// p(A) of the relations, innermost first, is replaced by the answer's
// polynomial with x replaced by A; each relation's two sides must then be
// equal as polynomials in x (forms.PolyOf of their difference: exact
// values at more points than its degree, all 0), and the constraints named
// (nonconstant, positive leading coefficient) must hold. The answer is
// then a polynomial the statement asks for: confirmed. A relation whose
// difference is a nonzero polynomial refutes. ok is false when the
// statement is not read or the answer is not one polynomial in x.
func CheckPolyIdentity(c *decide.Checker, problem, answerSrc string) (decide.Result, bool) {
	q, ok := polyident.Read(problem)
	if !ok {
		return decide.Result{}, false
	}
	ans, err := statement.ReadAnswer(answerSrc)
	if err != nil || ans.Root == nil || len(ans.Items) != 1 || ans.Items[0].Name != "" {
		return decide.Result{}, false
	}
	ae := ans.Items[0].E
	if vs := pm.FreeVars(ae); len(vs) > 1 || len(vs) == 1 && vs[0] != "x" {
		return decide.Result{}, false
	}
	a, ok := forms.PolyOf(c, ae, "x")
	if !ok {
		return decide.Result{}, false
	}
	a = algebra.Trim(a)
	kind := statement.KindValue
	switch {
	case q.Nonconstant && a.Deg() < 1:
		return decide.Refute(kind, "the answer %s is constant; a nonconstant polynomial is asked", statement.Clip(answerSrc, 30)), true
	case q.PositiveLead && (len(a) == 0 || a[a.Deg()].Sign() <= 0):
		return decide.Refute(kind, "the answer %s has no positive leading coefficient", statement.Clip(answerSrc, 30)), true
	}
	var ev []decide.Comparison
	for _, rel := range q.Rels {
		src, ok := substCalls(rel, q.Name, ae)
		if !ok {
			return decide.Undecided(kind, "the relation %s is not substituted", statement.Clip(rel, 40)), true
		}
		e, err := latex.ParseExpr(src)
		r, isRel := e.(*ast.Rel)
		if err != nil || !isRel || len(r.Args) != 2 || r.Ops[0] != ast.Eq {
			return decide.Undecided(kind, "the relation %s is not read after substitution", statement.Clip(rel, 40)), true
		}
		d, ok := forms.PolyOf(c, &ast.Binary{Op: ast.Sub, X: r.Args[0], Y: r.Args[1]}, "x")
		if !ok {
			return decide.Undecided(kind, "the relation %s is not a polynomial identity after substitution", statement.Clip(rel, 40)), true
		}
		cmp := decide.Comparison{What: "the relation " + statement.Clip(rel, 40) + " with the answer put in", Left: r.Args[0], Right: r.Args[1], Want: record.WantEqual, Points: identPoints()}
		if d = algebra.Trim(d); len(d) != 0 {
			res := decide.Refute(kind, "with the answer %s put in, %s differs by %s", statement.Clip(answerSrc, 30), statement.Clip(rel, 40), statement.Clip(ast.Print(forms.PolyExpr(d, "x")), 40))
			res.Evidence = []decide.Comparison{cmp}
			return res, true
		}
		ev = append(ev, cmp)
	}
	res := decide.Confirm(kind, "the answer %s satisfies %s identically in x (exactly, as polynomials)", statement.Clip(answerSrc, 30), statement.Clip(strings.Join(q.Rels, " and "), 60))
	res.Evidence = ev
	return res, true
}

func identPoints() []cas.Env {
	var pts []cas.Env
	for _, x := range []int64{2, 3, 5} {
		pts = append(pts, cas.Env{"x": cas.Rat(big.NewRat(x, 1))})
	}
	return pts
}

var innerCallRe = map[string]*regexp.Regexp{}

func callRe(name string) *regexp.Regexp {
	if re, ok := innerCallRe[name]; ok {
		return re
	}
	return regexp.MustCompile(callPrefix + name + `\s*\(([^()]*)\)`)
}

// callPrefix is what may stand before a call: no letter, or x alone
// (xp(x) is x·p(x); \exp is not a call).
const callPrefix = `(^|[^a-zA-Z\\]|(?:^|[^a-zA-Z\\])x)`

func init() {
	for _, n := range []string{"p", "P", "f", "q"} {
		innerCallRe[n] = regexp.MustCompile(callPrefix + n + `\s*\(([^()]*)\)`)
	}
}

// substCalls replaces each call name(A) of src, innermost first, by
// \left(answer with x = (A)\right); ok is false when a call is not
// replaced or one is left.
func substCalls(src, name string, ae ast.Expr) (string, bool) {
	re := callRe(name)
	var done []string
	for steps := 0; ; steps++ {
		m := re.FindStringSubmatchIndex(src)
		if m == nil {
			break
		}
		if steps >= maxIdentCalls {
			return "", false
		}
		arg := expandTokens(src[m[4]:m[5]], done)
		ae2, err := latex.ParseExpr(arg)
		if err != nil {
			return "", false
		}
		out, err := forms.SubstIdents(ae, map[string]ast.Expr{"x": ae2})
		if err != nil {
			return "", false
		}
		done = append(done, `\left(`+ast.Print(out)+`\right)`)
		src = src[:m[4]-len(src[m[2]:m[4]])] + src[m[2]:m[3]] + fmt.Sprintf("@%d@", len(done)-1) + src[m[1]:]
	}
	src = bracketTokenRe.ReplaceAllString(src, "$1") // [p(x)]^2: the brackets group, they are no integer part
	src = expandTokens(src, done)
	if strings.Contains(src, "@") || regexp.MustCompile(callPrefix+name+`\b`).MatchString(src) {
		return "", false
	}
	return src, true
}

var (
	tokenRe        = regexp.MustCompile(`@(\d+)@`)
	bracketTokenRe = regexp.MustCompile(`\[\s*(@\d+@)\s*\]`)
)

// expandTokens writes back the replaced calls (tokens @k@) in s.
func expandTokens(s string, done []string) string {
	for i := 0; i < 4 && strings.Contains(s, "@"); i++ {
		s = tokenRe.ReplaceAllStringFunc(s, func(t string) string {
			var k int
			fmt.Sscanf(t, "@%d@", &k)
			if k < len(done) {
				return done[k]
			}
			return t
		})
	}
	return s
}
