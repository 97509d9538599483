// Package polyfacts reads questions that ask for a polynomial named by its
// facts (issue 42, MATH Intermediate Algebra): "Find the monic quadratic
// polynomial, in $x,$ with real coefficients, which has $1 - i$ as a
// root.", "Find a monic cubic polynomial $P(x)$ with integer coefficients
// such that \[P(\sqrt[3]{2} + 1) = 0.\]", "Find the quadratic polynomial
// $p(x)$ such that $p(-3) = 10,$ $p(0) = 1,$ and $p(2) = 5.$" Every clause
// of the statement must be one this package knows (default deny). The
// package reads; internal/check/given (CheckPolyFacts) decides.
package polyfacts

import (
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"math/big"
	"regexp"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// Value is the fact p(At) = Is.
type Value struct {
	At, Is       ast.Expr
	AtSrc, IsSrc string
}

// Coef is the fact "the coefficient of x^Power is Is".
type Coef struct {
	Power int
	Is    *big.Rat
}

// Facts are the facts the asked polynomial must satisfy.
type Facts struct {
	Var       string // the polynomial's letter, x
	Degree    int    // 0 when no degree is named
	MinDegree bool   // "of minimal degree"
	Coeffs    string // "real", "rational", "integer" or ""
	Lead1     bool   // monic, leading coefficient 1
	Coefs     []Coef
	Roots     []ast.Expr // r with p(r) = 0
	RootSrcs  []string
	Values    []Value // p(a) = b
	Expanded  bool    // the answer asked written out term by term
}

var (
	slotRe  = regexp.MustCompile(`^M(\d+)`)
	callRe  = regexp.MustCompile(`^\s*([pPfq])\s*\((.+)\)\s*=\s*(.+?)\s*$`)
	nameRe  = regexp.MustCompile(`^\s*([pPfq])\s*\(\s*x\s*\)\s*$`)
	startRe = regexp.MustCompile(`^(?:Find|Determine) (?:a|the) `)
	supRe   = regexp.MustCompile(`^Suppose (M\d+) is an? `)
	detRe   = regexp.MustCompile(`\. Determine (M\d+)(?: \(in expanded form\))?\.$`)
)

// clause is one phrase the reader knows, matched at the start of what is
// left of the statement.
type clause struct {
	re  *regexp.Regexp
	set func(f *Facts, m []string, slots []string) bool
}

var degreeWords = map[string]int{"quadratic": 2, "cubic": 3, "quartic": 4}

var clauses = []clause{
	{regexp.MustCompile(`^quadratic term (M\d+)`), func(f *Facts, m, s []string) bool {
		f.Coefs = append(f.Coefs, Coef{2, big.NewRat(1, 1)})
		return strings.ReplaceAll(slot(s, m[1]), " ", "") == "x^2" && f.setDegree(2)
	}},
	{regexp.MustCompile(`^(nonzero|monic|quadratic|cubic|quartic)\b`), func(f *Facts, m, _ []string) bool {
		switch m[1] {
		case "monic":
			f.Lead1 = true
		case "nonzero":
		default:
			return f.setDegree(degreeWords[m[1]])
		}
		return true
	}},
	{regexp.MustCompile(`^polynomial(?: (M\d+))?`), func(f *Facts, m, s []string) bool {
		return m[1] == "" || slotName(s, m[1])
	}},
	{regexp.MustCompile(`^in (M\d+)`), func(f *Facts, m, s []string) bool { return strings.TrimSpace(slot(s, m[1])) == "x" }},
	{regexp.MustCompile(`^of degree (M\d+)`), func(f *Facts, m, s []string) bool {
		n, ok := smallInt(slot(s, m[1]))
		return ok && f.setDegree(n)
	}},
	{regexp.MustCompile(`^(?:of )?minimal degree`), func(f *Facts, _, _ []string) bool { f.MinDegree = true; return true }},
	{regexp.MustCompile(`^(?:with|which has|has) (real|rational|integer) coefficients`), func(f *Facts, m, _ []string) bool {
		if f.Coeffs != "" {
			return false
		}
		f.Coeffs = m[1]
		return true
	}},
	{regexp.MustCompile(`^leading coefficient (M\d+)`), func(f *Facts, m, s []string) bool {
		n, ok := smallInt(slot(s, m[1]))
		f.Lead1 = true
		return ok && n == 1
	}},
	{regexp.MustCompile(`^(?:where )?the coefficient of (M\d+) is (M\d+|-?\d+)`), func(f *Facts, m, s []string) bool {
		return f.addCoef(slot(s, m[1]), slotOr(s, m[2]))
	}},
	{regexp.MustCompile(`^(?:that|which) has (M\d+) as a root`), func(f *Facts, m, s []string) bool { return f.addRoot(slot(s, m[1])) }},
	{regexp.MustCompile(`^roots (M\d+) and (M\d+)`), func(f *Facts, m, s []string) bool {
		return f.addRoot(slot(s, m[1])) && f.addRoot(slot(s, m[2]))
	}},
	{regexp.MustCompile(`^such that (M\d+) is a root of the polynomial`), func(f *Facts, m, s []string) bool { return f.addRoot(slot(s, m[1])) }},
	{regexp.MustCompile(`^such that (M\d+) and (M\d+) are roots of the polynomial`), func(f *Facts, m, s []string) bool {
		return f.addRoot(slot(s, m[1])) && f.addRoot(slot(s, m[2]))
	}},
	{regexp.MustCompile(`^such that (M\d+)`), func(f *Facts, m, s []string) bool { return f.addValue(slot(s, m[1])) }},
	{regexp.MustCompile(`^(M\d+)`), func(f *Facts, m, s []string) bool { return f.addValue(slot(s, m[1])) }},
	{regexp.MustCompile(`^\(A polynomial is (?:called )?(?:monic|M\d+) if its leading coefficient is (?:1|M\d+)\.\)`), func(_ *Facts, m, s []string) bool { return true }},
	{regexp.MustCompile(`^\(Write the terms in decreasing order of degree\.\)`), func(f *Facts, _, _ []string) bool { f.Expanded = true; return true }},
}

func (f *Facts) setDegree(n int) bool {
	if n < 1 || n > 12 || f.Degree != 0 && f.Degree != n {
		return false
	}
	f.Degree = n
	return true
}

func (f *Facts) addCoef(pow, val string) bool {
	pow = strings.ReplaceAll(pow, " ", "")
	k := -1
	switch {
	case pow == "x":
		k = 1
	case strings.HasPrefix(pow, "x^"):
		n, ok := smallInt(strings.Trim(pow[2:], "{}"))
		if !ok {
			return false
		}
		k = n
	default:
		return false
	}
	r, ok := new(big.Rat).SetString(strings.TrimSpace(val))
	if !ok {
		return false
	}
	f.Coefs = append(f.Coefs, Coef{k, r})
	return true
}

func (f *Facts) addRoot(src string) bool {
	e, err := latex.ParseExpr(src)
	if err != nil || strings.Contains(src, "x") {
		return false
	}
	f.Roots = append(f.Roots, e)
	f.RootSrcs = append(f.RootSrcs, src)
	return true
}

// addValue reads "p(a) = b", "p(a) = b, p(c) = d" (one formula each).
func (f *Facts) addValue(src string) bool {
	m := callRe.FindStringSubmatch(src)
	if m == nil || strings.Contains(m[2], "x") || strings.Contains(m[3], "x") || strings.ContainsAny(m[2]+m[3], "=<>") {
		return false
	}
	at, err1 := latex.ParseExpr(m[2])
	is, err2 := latex.ParseExpr(m[3])
	if err1 != nil || err2 != nil {
		return false
	}
	if n, ok := is.(*ast.Number); ok && n.Int == "0" && n.Frac == "" && n.Repeat == "" {
		return f.addRoot(m[2])
	}
	f.Values = append(f.Values, Value{At: at, Is: is, AtSrc: m[2], IsSrc: m[3]})
	return true
}

func slot(s []string, name string) string {
	n, ok := smallInt(name[1:])
	if !ok || n >= len(s) {
		return "\x00"
	}
	return s[n]
}

func slotOr(s []string, v string) string {
	if strings.HasPrefix(v, "M") {
		return slot(s, v)
	}
	return v
}

func slotName(s []string, name string) bool { return nameRe.MatchString(slot(s, name)) }

func smallInt(s string) (int, bool) {
	s = strings.TrimSpace(s)
	if s == "" || len(s) > 3 {
		return 0, false
	}
	n := 0
	for _, ch := range s {
		if ch < '0' || ch > '9' {
			return 0, false
		}
		n = n*10 + int(ch-'0')
	}
	return n, true
}

// Read reads the question; ok is false when a clause of the statement is
// not one of the known phrases.
func Read(problem string) (Facts, bool) {
	if !strings.Contains(problem, "olynomial") && !strings.Contains(problem, "quadratic") {
		return Facts{}, false
	}
	if !strings.HasPrefix(problem, "Find") && !strings.HasPrefix(problem, "Determine") && !strings.HasPrefix(problem, "Suppose") {
		return Facts{}, false
	}
	problem = statement.DisplayBrackets(problem)
	p := strings.NewReplacer(`\[`, "$", `\]`, "$", "\n", " ").Replace(problem)
	p = strings.Join(strings.Fields(p), " ")
	p, slots := statement.MathMarks(p)
	f := Facts{Var: "x"}
	switch {
	case startRe.MatchString(p):
		p = p[len(startRe.FindString(p)):]
	case supRe.MatchString(p):
		m, d := supRe.FindStringSubmatch(p), detRe.FindStringSubmatch(p)
		if d == nil || !slotName(slots, m[1]) || slot(slots, m[1]) != slot(slots, d[1]) {
			return Facts{}, false
		}
		f.Expanded = strings.Contains(d[0], "expanded")
		p = strings.TrimSuffix(p[len(m[0]):], d[0])
	default:
		return Facts{}, false
	}
	if !readClauses(&f, p, slots) {
		return Facts{}, false
	}
	if f.Degree == 0 && !f.MinDegree || len(f.Roots)+len(f.Values) == 0 {
		return Facts{}, false
	}
	return f, true
}

var sepRe = regexp.MustCompile(`^(?:[ ,.]|and\b)+`)

func readClauses(f *Facts, p string, slots []string) bool {
	for steps := 0; steps < 40; steps++ {
		p = sepRe.ReplaceAllString(p, "")
		if p == "" {
			return true
		}
		read := false
		for _, cl := range clauses {
			if m := cl.re.FindStringSubmatch(p); m != nil {
				if !cl.set(f, m, slots) {
					return false
				}
				p = p[len(m[0]):]
				read = true
				break
			}
		}
		if !read {
			return false
		}
	}
	return false
}

