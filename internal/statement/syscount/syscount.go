// Package syscount reads "How many solutions does the system of equations
// $\begin{cases} E_1 \\ E_2 \end{cases}$ have?" (issue 42, Gaokao's SAT
// rows): the equations and their unknowns. The whole statement must be the
// shape, each row an equation. The package reads;
// internal/check/equations (CheckSystemCount) decides.
package syscount

import (
	"regexp"
	"sort"
	"strings"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

var countRe = regexp.MustCompile(`^How many solutions does the system of equations \$\\begin\{cases\}(.+?)\\end\{cases\}\$ have\?$`)

// Read returns the equations and their unknowns (sorted); ok is false for
// any other statement, a row that is not one equation, fewer than two
// rows, or more than three unknowns.
func Read(problem string) (rels []*ast.Rel, unknowns []string, ok bool) {
	m := countRe.FindStringSubmatch(strings.Join(strings.Fields(problem), " "))
	if m == nil {
		return nil, nil, false
	}
	seen := map[string]bool{}
	for _, row := range strings.Split(m[1], `\\`) {
		e, err := latex.ParseExpr(strings.TrimSpace(row))
		r, isRel := e.(*ast.Rel)
		if err != nil || !isRel || len(r.Ops) != 1 || r.Ops[0] != ast.Eq {
			return nil, nil, false
		}
		rels = append(rels, r)
		for _, v := range pm.FreeVars(r) {
			if !seen[v] {
				seen[v] = true
				unknowns = append(unknowns, v)
			}
		}
	}
	if len(rels) < 2 || len(unknowns) == 0 || len(unknowns) > 3 {
		return nil, nil, false
	}
	sort.Strings(unknowns)
	return rels, unknowns, true
}
