package soundness

import (
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement/singularat"
)

// Issue 42, the values of t where a matrix of functions of t is singular
// (internal/check/linalg/singularat.go): the answer is mutated to the
// other claims (invertible at every t, singular at every t, singular at
// t = 0, 1 or −1) and, when it names a root ±ⁿ√q, to the opposite sign,
// the square root and ⁿ√(q+1): leg 1 must prove the determinant's form.
const SingularAtSlip = "singularat-slip"

func init() { registerFamily(SingularAtSlip, (*gen).singularAtSlips) }

func (g *gen) singularAtSlips(problem, answer string) {
	if _, ok := singularat.Read(problem); !ok {
		return
	}
	a, ok := singularat.ReadAnswer(answer)
	if !ok {
		return
	}
	root := func(r string) string { return "The matrix has no inverse when $t=" + r + "$." }
	var outs []string
	if a.Claim != singularat.Never {
		outs = append(outs, "No. It has a nonzero determinant for all $t$, so it is invertible for all $t$.")
	}
	if a.Claim != singularat.Always {
		outs = append(outs, "The determinant is 0, so this matrix is noninvertible for all $t$.")
	}
	outs = append(outs, root("0"), root("1"), root("-1"))
	if a.Claim == singularat.AtRoot {
		x, sign := a.Root, "-"
		if u, ok := x.(*ast.Unary); ok && u.Op == ast.Neg {
			x, sign = u.X, ""
		}
		if rt, ok := x.(*ast.Root); ok && rt.Index != nil {
			idx, rad := ast.Print(rt.Index), ast.Print(rt.X)
			outs = append(outs, root(sign+`\sqrt[`+idx+`]{`+rad+`}`), root(`\sqrt{`+rad+`}`), root(`-\sqrt{`+rad+`}`),
				root(`-\sqrt[`+idx+`]{`+rad+`+1}`), root(`\sqrt[`+idx+`]{`+rad+`+1}`))
		}
	}
	for _, s := range outs {
		if s != answer && !g.seen[s] {
			g.seen[s] = true
			g.out = append(g.out, Mutant{Type: SingularAtSlip, Answer: s})
		}
	}
}
