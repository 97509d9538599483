// Package intsystem reads a question on integers tied by equations
// (issue 42, OlympiadBench): "Positive integers $x, y, z$ satisfy $x
// y+z=160$. Compute the smallest possible value of $x+y z$.", "If $A, R,
// M$, and $L$ are positive integers such that $A^{2}+R^{2}=20$ and
// $M^{2}+L^{2}=10$, compute the product $A \cdot R \cdot M \cdot L$.",
// "Compute the number of ordered pairs $(x, y)$ of positive integers
// satisfying $x^{2}-8 x+y^{2}+4 y=5$.".
//
// The whole statement must be one of the shapes below, word for word: the
// letters named, their kind (positive integers, two-digit prime numbers),
// the equations, and what is asked: the smallest or largest possible value
// of a formula, its value (one for every solution), or the number of the
// solutions. The package reads; internal/check/integers enumerates.
package intsystem

import (
	"regexp"
	"strconv"
	"strings"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// Ask is what the statement asks about the solutions.
type Ask int

const (
	AskMin   Ask = iota + 1 // the smallest possible value of E
	AskMax                  // the largest possible value of E
	AskValue                // the value of E, one for every solution
	AskCount                // the number of solutions
)

// System is a question read from a whole statement.
type System struct {
	Vars []string
	// Lo, Hi: the range the kind states (Hi 0: none); Prime: each a prime.
	Lo, Hi int64
	Prime  bool
	Eqs    []*ast.Rel
	EqSrcs []string
	Ask    Ask
	E      ast.Expr // nil for AskCount
	ESrc   string
}

const (
	vars  = `(?P<v>§\d+(?:(?:,|,? and) §\d+)*)`
	eqs   = `(?P<q>§\d+(?:(?:,|,? and) §\d+)*)`
	kinds = `(?P<k>positive integers|two-digit prime numbers|two-digit primes)`
	asked = `(?:compute|find|determine|what is) (?:the (?P<x>smallest|least|largest|greatest) possible value of |the product |the sum |the value of )?(?P<e>§\d+) ?[.?]$`
)

var shapes = []*regexp.Regexp{
	regexp.MustCompile(`^(?:if |given that |suppose that )?` + vars + ` are ` + kinds + ` (?:such that|with) ` + eqs + `[,.]? ` + asked),
	regexp.MustCompile(`^` + kinds + ` ` + vars + ` satisfy ` + eqs + `[,.] ` + asked),
	regexp.MustCompile(`^compute the number of ordered (?P<n>pairs|triples) (?P<v>§\d+) of ` + kinds + ` (?:satisfying|that satisfy) ` + eqs + `\.$`),
}

var (
	slotRe  = regexp.MustCompile(`§\d+`)
	quadRe  = regexp.MustCompile(`^\s*\$\\quad\$\s*`)
	andRe   = regexp.MustCompile(`\\quad\s*\\text\s*\{\s*and\s*\}\s*\\quad`)
	maxVars = 5
)

// Read reads the statement; ok is false unless it is, word for word, one
// of the shapes.
func Read(problem string) (System, bool) {
	if l := strings.ToLower(problem); !strings.Contains(l, "integers") && !strings.Contains(l, "prime") {
		return System{}, false // every shape names its kind of numbers
	}
	t, slots := statement.FormulaSlots(quadRe.ReplaceAllString(problem, ""), true)
	for _, sh := range shapes {
		m := sh.FindStringSubmatch(t)
		if m == nil {
			continue
		}
		get := func(name string) []string {
			i := sh.SubexpIndex(name)
			if i < 0 {
				return nil
			}
			var out []string
			for _, tok := range slotRe.FindAllString(m[i], -1) {
				k, _ := strconv.Atoi(strings.TrimPrefix(tok, "§"))
				out = append(out, slots[k])
			}
			return out
		}
		var s System
		switch m[sh.SubexpIndex("k")] {
		case "positive integers":
			s.Lo = 1
		default:
			s.Lo, s.Hi, s.Prime = 10, 99, true
		}
		if !s.names(get("v")) || !s.equations(get("q")) {
			return System{}, false
		}
		if sh.SubexpIndex("e") < 0 {
			s.Ask = AskCount
			if n := map[string]int{"pairs": 2, "triples": 3}[m[sh.SubexpIndex("n")]]; n != len(s.Vars) {
				return System{}, false
			}
			return s, true
		}
		switch m[sh.SubexpIndex("x")] {
		case "smallest", "least":
			s.Ask = AskMin
		case "largest", "greatest":
			s.Ask = AskMax
		default:
			s.Ask = AskValue
		}
		es := get("e")
		e, err := latex.ParseExpr(es[0])
		if err != nil || !s.closedIn(e) {
			return System{}, false
		}
		if _, rel := e.(*ast.Rel); rel {
			return System{}, false
		}
		s.E, s.ESrc = e, es[0]
		return s, true
	}
	return System{}, false
}

// names reads the letters: each slot one letter, a list of letters, or
// a tuple of them.
func (s *System) names(srcs []string) bool {
	seen := map[string]bool{}
	for _, src := range srcs {
		e, err := latex.ParseExpr(src)
		if err != nil {
			return false
		}
		items := []ast.Expr{e}
		switch l := e.(type) {
		case *ast.List:
			items = l.Items
		case *ast.Tuple:
			items = l.Items
		}
		for _, it := range items {
			id, ok := it.(*ast.Ident)
			if !ok || seen[id.Name] || strings.Contains(id.Name, "_") {
				return false
			}
			seen[id.Name] = true
			s.Vars = append(s.Vars, id.Name)
		}
	}
	return len(s.Vars) >= 1 && len(s.Vars) <= maxVars
}

// equations reads the equations: each slot one equation or several joined
// by "\quad \text{and} \quad", every letter one named.
func (s *System) equations(srcs []string) bool {
	for _, src := range srcs {
		for _, part := range andRe.Split(src, -1) {
			e, err := latex.ParseExpr(strings.TrimSpace(part))
			if err != nil {
				return false
			}
			r, ok := e.(*ast.Rel)
			if !ok || len(r.Ops) != 1 || r.Ops[0] != ast.Eq || !s.closedIn(r) {
				return false
			}
			s.Eqs, s.EqSrcs = append(s.Eqs, r), append(s.EqSrcs, strings.TrimSpace(part))
		}
	}
	return len(s.Eqs) > 0
}

// closedIn reports a formula whose letters are all named.
func (s *System) closedIn(e ast.Expr) bool {
	for _, v := range pm.FreeVars(e) {
		if !statement.ContainsName(s.Vars, v) {
			return false
		}
	}
	return true
}
