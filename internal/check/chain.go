package check

import (
	"fmt"
	"math/big"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/check/linalg"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
)

// maxChainMembers bounds the members of an answer's chain that are
// compared (each pair is one evaluation).
const maxChainMembers = 16

// auditChain checks every member of an answer written as a chain,
// `A = B = C`: a confirmation rests on one member (most often the last),
// and a gold that prints a false equation on the way is not verified.
// Each two neighbours that are closed (no free variable) are compared:
// numbers on their enclosures (a decimal member within half a unit of its
// last printed place counts as its rounding), matrix and vector literals
// exactly over ℚ. A pair proven different refutes the confirmation with
// the pair quoted; a pair that cannot be evaluated (a name such as 𝐯, a
// function of the statement) is left alone.
func (c *checker) auditChain(res Result, answerSrc string) Result {
	if res.Verdict != record.Confirm {
		return res
	}
	a, err := statement.ReadAnswer(answerSrc)
	if err != nil || a.Root == nil {
		return res
	}
	rel, ok := a.Root.(*ast.Rel)
	if !ok || !statement.AllEq(rel) || len(rel.Args) < 2 || len(rel.Args) > maxChainMembers || namesChain(rel) {
		return res
	}
	for i := 0; i+1 < len(rel.Args); i++ {
		l, r := rel.Args[i], rel.Args[i+1]
		if len(pm.FreeVars(l)) > 0 || len(pm.FreeVars(r)) > 0 {
			continue
		}
		if why, false_ := c.membersDiffer(l, r, a.Text.Math); false_ {
			out := decide.Refute(statement.Kind(0), "the answer's chain holds a false equation: `%s = %s` (%s), though its last member agrees: %s",
				statement.Clip(ast.Print(l), 60), statement.Clip(ast.Print(r), 60), why, strings.TrimPrefix(res.Note, "confirmed: "))
			out.Kind, out.Evidence = res.Kind, res.Evidence
			return out
		}
	}
	return res
}

// namesChain reports a chain of names ending in a value, `x_1 = x_2 = 3`:
// the answer names its unknowns, nothing to compare.
func namesChain(rel *ast.Rel) bool {
	for _, a := range rel.Args[:len(rel.Args)-1] {
		if _, ok := a.(*ast.Ident); !ok {
			return false
		}
	}
	return true
}

// membersDiffer reports whether two closed members of a chain are proven
// different, and how.
func (c *checker) membersDiffer(l, r ast.Expr, src string) (string, bool) {
	if equal, decided := linalg.ClosedEqual(c.Checker, l, r, src); decided {
		return "entry by entry over ℚ", !equal
	}
	lv, err := c.Eval(l, cas.Env{})
	if err != nil {
		return "", false
	}
	rv, err := c.Eval(r, cas.Env{})
	if err != nil {
		return "", false
	}
	tol := new(big.Float)
	for _, m := range []ast.Expr{l, r} {
		if t, ok := statement.PrintedTolerance(m); ok && t.Cmp(tol) > 0 {
			tol = t
		}
	}
	eq := decide.DecideValues(lv, tol, rv, 0)
	if eq.State != decide.Differ {
		return "", false
	}
	return fmt.Sprintf("the left side is %s, the right side %s", decide.Show(lv), decide.Show(rv)), true
}
