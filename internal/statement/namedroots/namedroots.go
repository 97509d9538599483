// Package namedroots reads questions about an expression in the two
// named roots of a quadratic equation (issue 42): "If $a$ and $b$ are the
// solutions to the equation $P$, what is the value of $E$?", "Let $d$ and
// $e$ denote the solutions of $P$. Find $E$.", "Find $E,$ where $a$ and
// $b$ are the roots of the quadratic equation $P.$", "Let the roots of the
// polynomial $P$ be $\alpha$ and $\beta.$ Evaluate $E.$", "The equation
// $P$ has two solutions, $a$ and $b$, with $a\geq b$. What is the value of
// $E$?", "Let $p$ and $q$ be the two distinct solutions to the equation
// $P$. If $p > q$, what is the value of $E$?", and a quantity of the two
// solutions not named ("The quadratic $P$ has two solutions. What is the
// positive difference between these solutions?", read as p − q with p the
// larger). It reads the whole
// statement and nothing else; internal/check/given computes E at the two
// roots exactly and decides.
package namedroots

import (
	"regexp"
	"slices"
	"strings"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// Question is an expression in the two named roots of an equation in one
// unknown.
type Question struct {
	Names [2]string // the two roots' names; Names[0] the larger when Ordered
	Var   string    // the equation's unknown
	Eq    ast.Expr  // the equation's left side minus its right side (a bare polynomial: itself)
	EqSrc string
	Expr  ast.Expr // the expression asked
	Src   string
	// Ordered says the statement orders the roots (a ≥ b, p > q):
	// Names[0] is the larger one.
	Ordered bool
}

// The statement's slots, in order: n a root's name, q the equation, e the
// expression asked, o the order of the names.
var (
	roots  = `(?:the )?(?:two )?(?:distinct )?(?:solutions|roots)`
	eqn    = `(?:the )?(?:quadratic )?(?:equation |polynomial )?§`
	asks   = `(?:what is the value of §\?|what is §\?|find §\.|find the value of §\.|compute §\.|compute the value of §\.|evaluate §\.)`
	shapes = []struct {
		re    *regexp.Regexp
		slots string
	}{
		{regexp.MustCompile(`^if § and § are ` + roots + ` (?:to|of) ` + eqn + `,? (?:then )?what is the value of §\?$`), "nnqe"},
		{regexp.MustCompile(`^let § and § (?:be|denote) ` + roots + ` (?:to|of) ` + eqn + `\. ` + asks + `$`), "nnqe"},
		{regexp.MustCompile(`^let § and § (?:be|denote) ` + roots + ` (?:to|of) ` + eqn + `\. if §, what is the value of §\?$`), "nnqoe"},
		{regexp.MustCompile(`^given that § and § are ` + roots + ` of ` + eqn + `, (?:find|compute) §\.$`), "nnqe"},
		{regexp.MustCompile(`^(?:find|compute|evaluate) §, (?:where|given that) § and § are ` + roots + ` (?:to|of) ` + eqn + `\.$`), "ennq"},
		{regexp.MustCompile(`^let the (?:roots|solutions) of ` + eqn + ` be § and §\. ` + asks + `$`), "qnne"},
		{regexp.MustCompile(`^the (?:quadratic )?equation § has two (?:distinct )?(?:solutions|roots),? § and §,? with §\. what is the value of §\?$`), "qnnoe"},
	}
)

// Read reads the question; ok is false when the whole statement is not
// one of the shapes, a name is not one letter (or two names are the
// same), the equation is not an equation in one unknown other than the
// names, the expression has a letter that is not a name, or a formula
// has a root in it.
func Read(problem string) (Question, bool) {
	if !strings.Contains(problem, "roots") && !strings.Contains(problem, "solutions") { // a cheap test first
		return Question{}, false
	}
	t, srcs := statement.FormulaSlots(problem, false)
	for _, sh := range shapes {
		if len(srcs) != len(sh.slots) || !sh.re.MatchString(t) {
			continue
		}
		return read(srcs, sh.slots)
	}
	return unnamed(t, srcs)
}

// The shapes that ask a quantity of the two solutions without naming
// them ("The quadratic $P$ has two solutions. What is the sum of these
// solutions?"): the quantity is written as an expression in two names
// the equation does not use, the larger first where it is ordered.
var (
	unnamedShapes = []*regexp.Regexp{
		regexp.MustCompile(`^the quadratic § has two solutions\. what is the (?P<q>sum|product|positive difference between) (?:of )?these solutions\?$`),
		regexp.MustCompile(`^what is the (?P<q>sum|product) of the two solutions to the equation §\?$`),
		regexp.MustCompile(`^there are two solutions for the equation §\. what is the (?P<q>sum|product) of these two solutions\?$`),
		regexp.MustCompile(`^what is the (?P<q>greater|product of the squares) of the solutions (?:to|of) (?:the equation )?§\?$`),
	}
	unnamedExpr = map[string]struct {
		e       string
		ordered bool
	}{"sum": {"p+q", false}, "product": {"p q", false}, "positive difference between": {"p-q", true},
		"greater": {"p", true}, "product of the squares": {"p^2 q^2", false}}
)

func unnamed(t string, srcs []string) (Question, bool) {
	if len(srcs) != 1 {
		return Question{}, false
	}
	for _, re := range unnamedShapes {
		m := re.FindStringSubmatch(t)
		if m == nil {
			continue
		}
		ask := unnamedExpr[m[re.SubexpIndex("q")]]
		e := ask.e
		if strings.ContainsAny(srcs[0], "pq") { // names the equation does not use
			e = strings.NewReplacer("p", "r", "q", "s").Replace(e)
			if strings.ContainsAny(srcs[0], "rs") {
				return Question{}, false
			}
		}
		slots, parts := "qe", []string{srcs[0], e}
		names := strings.NewReplacer("p", "r", "q", "s").Replace("pq")
		if !strings.ContainsAny(srcs[0], "pq") {
			names = "pq"
		}
		slots, parts = "nn"+slots, append([]string{names[:1], names[1:]}, parts...)
		if ask.ordered {
			slots, parts = "nnqoe", []string{parts[0], parts[1], parts[2], parts[0] + ">" + parts[1], parts[3]}
		}
		return read(parts, slots)
	}
	return Question{}, false
}

func read(srcs []string, slots string) (Question, bool) {
	var q Question
	var names []string
	var order *ast.Rel
	for i, k := range slots {
		e, err := latex.ParseExpr(srcs[i])
		if err != nil || hasRoot(e) {
			return Question{}, false
		}
		switch k {
		case 'n':
			if k, ok := e.(*ast.Const); ok && k.Kind == ast.E {
				e = &ast.Ident{Name: "e"} // "Let $d$ and $e$ denote the solutions": e is a root
			}
			id, ok := e.(*ast.Ident)
			if !ok || slices.Contains(names, id.Name) {
				return Question{}, false
			}
			names = append(names, id.Name)
		case 'q':
			q.Eq, q.EqSrc = e, srcs[i]
		case 'e':
			q.Expr, q.Src = e, srcs[i]
		case 'o':
			rel, ok := e.(*ast.Rel)
			if !ok {
				return Question{}, false
			}
			order = rel
		}
	}
	q.Names = [2]string{names[0], names[1]}
	if slices.Contains(names, "e") {
		// e named a root: the letter e of the formulas is that root, not
		// Euler's number.
		var err error
		if q.Eq, err = constE(q.Eq); err != nil {
			return Question{}, false
		}
		if q.Expr, err = constE(q.Expr); err != nil {
			return Question{}, false
		}
	}
	if rel, ok := q.Eq.(*ast.Rel); ok {
		if len(rel.Ops) != 1 || rel.Ops[0] != ast.Eq {
			return Question{}, false
		}
		q.Eq = &ast.Binary{Op: ast.Sub, X: rel.Args[0], Y: rel.Args[1]}
	}
	vars := pm.FreeVars(q.Eq)
	if len(vars) != 1 || slices.Contains(names, vars[0]) {
		return Question{}, false
	}
	q.Var = vars[0]
	for _, v := range pm.FreeVars(q.Expr) {
		if !slices.Contains(names, v) {
			return Question{}, false
		}
	}
	if order != nil {
		big, ok := larger(order, q.Names)
		if !ok {
			return Question{}, false
		}
		if big != q.Names[0] {
			q.Names[0], q.Names[1] = q.Names[1], q.Names[0]
		}
		q.Ordered = true
	}
	return q, true
}

// larger is the name a relation between the two names says is the larger
// (a > b, a ≥ b, b < a, b ≤ a).
func larger(rel *ast.Rel, names [2]string) (string, bool) {
	if len(rel.Ops) != 1 {
		return "", false
	}
	l, ok1 := rel.Args[0].(*ast.Ident)
	r, ok2 := rel.Args[1].(*ast.Ident)
	if !ok1 || !ok2 || l.Name == r.Name || !slices.Contains(names[:], l.Name) || !slices.Contains(names[:], r.Name) {
		return "", false
	}
	switch rel.Ops[0] {
	case ast.Gt, ast.Ge:
		return l.Name, true
	case ast.Lt, ast.Le:
		return r.Name, true
	}
	return "", false
}

// hasRoot reports a root sign anywhere in e.
func hasRoot(e ast.Expr) bool {
	found := false
	ast.Inspect(e, func(n ast.Expr) bool {
		if _, ok := n.(*ast.Root); ok {
			found = true
		}
		return !found
	})
	return found
}

// constE is e with Euler's number written e read as the letter e.
func constE(e ast.Expr) (ast.Expr, error) {
	if k, ok := e.(*ast.Const); ok && k.Kind == ast.E {
		return &ast.Ident{Name: "e"}, nil
	}
	return ast.MapChildren(e, constE)
}
