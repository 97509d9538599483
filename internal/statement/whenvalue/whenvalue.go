// Package whenvalue reads "the value of E when x = c" questions (issue
// 42): "If $y = 8 - 5x +4x^2$, what is the value of $y$ when $x=-2$?",
// "If $\frac{1}{x} + \frac{1}{y} = \frac{1}{z}$, find the value of $y$
// when $x = 25$ and $z = 24$.", "Let $t=2s-s^2$ and $s=n^2 - 2^n+1$. What
// is the value of $t$ when $n=3$?", "Evaluate \begin{align*} F
// \end{align*} for $a = 1\frac12$." The statement is rewritten as the
// given-value question "If <equations> and <values>, what is the value of
// $E$?", which leg 1 solves exactly (internal/check/given). The package
// reads and rewrites; it decides nothing.
package whenvalue

import (
	"regexp"
	"strconv"
	"strings"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

const slotPat = `§\d+`

var (
	// The shapes: the equations given (eqs), the expression asked (e),
	// the values given (vals), each a run of tokens joined by "and".
	shapes = []*regexp.Regexp{
		regexp.MustCompile(`^if (?P<eqs>§\d+(?: and §\d+)*), (?:what is|find) the value of (?P<e>§\d+) when (?P<vals>§\d+(?: and §\d+)*)[?.]$`),
		regexp.MustCompile(`^let (?P<eqs>§\d+(?: and §\d+)*)\. what is the value of (?P<e>§\d+) when (?P<vals>§\d+(?: and §\d+)*)\?$`),
		regexp.MustCompile(`^evaluate (?P<e>§\d+) (?:for|when) (?P<vals>§\d+(?: and §\d+)*)\.$`),
	}
	alignRe  = regexp.MustCompile(`(?s)\\begin\{align\*?\}(.*?)\\end\{align\*?\}`)
	tokensRe = regexp.MustCompile(slotPat)
)

// Rewrite returns the statement as a given-value question; ok is false
// when the whole statement is not one of the shapes.
func Rewrite(problem string) (string, bool) {
	if l := strings.ToLower(problem); !strings.Contains(l, "when") && !strings.Contains(l, "evaluate") {
		return "", false // issue 42, speed: every shape says "when" or "evaluate"
	}
	t, slots := text(problem)
	for _, sh := range shapes {
		m := sh.FindStringSubmatch(t)
		if m == nil {
			continue
		}
		get := func(name string) []string {
			if i := sh.SubexpIndex(name); i >= 0 {
				var out []string
				for _, tok := range tokensRe.FindAllString(m[i], -1) {
					k, _ := strconv.Atoi(strings.TrimPrefix(tok, "§"))
					out = append(out, slots[k])
				}
				return out
			}
			return nil
		}
		return build(get("eqs"), get("e"), get("vals"))
	}
	return "", false
}

// build checks the parts and writes the given-value question: every
// equation an equation, every value "letter = closed number", the
// expression asked a formula whose letters the equations and values
// name.
func build(eqs, e, vals []string) (string, bool) {
	if len(e) != 1 || len(vals) == 0 {
		return "", false
	}
	named := map[string]bool{}
	var conds []string
	for _, src := range eqs {
		x, err := latex.ParseExpr(src)
		rel, isRel := x.(*ast.Rel)
		if err != nil || !isRel || len(rel.Ops) != 1 || rel.Ops[0] != ast.Eq {
			return "", false
		}
		for _, v := range pm.FreeVars(x) {
			named[v] = true
		}
		conds = append(conds, src)
	}
	for _, src := range vals {
		x, err := latex.ParseExpr(src)
		rel, isRel := x.(*ast.Rel)
		if err != nil || !isRel || len(rel.Ops) != 1 || rel.Ops[0] != ast.Eq {
			return "", false
		}
		id, isName := rel.Args[0].(*ast.Ident)
		if !isName || len(pm.FreeVars(rel.Args[1])) != 0 {
			return "", false
		}
		named[id.Name] = true
		conds = append(conds, src)
	}
	ex, err := latex.ParseExpr(e[0])
	if err != nil {
		return "", false
	}
	if _, isRel := ex.(*ast.Rel); isRel {
		return "", false
	}
	for _, v := range pm.FreeVars(ex) {
		if !named[v] {
			return "", false
		}
	}
	return "If $" + strings.Join(conds, "$ and $") + "$, what is the value of $" + e[0] + "$?", true
}

// text is the prose in lower case with each formula (and each align
// environment) a token "§k".
func text(problem string) (string, []string) {
	problem = alignRe.ReplaceAllStringFunc(statement.UnicodeFix.Replace(problem), func(m string) string {
		return "$" + strings.TrimSpace(alignRe.FindStringSubmatch(m)[1]) + "$"
	})
	return statement.FormulaSlots(problem, true)
}
