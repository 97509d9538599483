// Package recurrence reads a sequence, or a function on the integers,
// given by some of its values and one recurrence, and a later value asked
// (issue 42, OlympiadBench): "Given the sequence $u_{n}$ such that
// $u_{3}=5, u_{6}=89$, and $u_{n+2}=3 u_{n+1}-u_{n}$ for integers $n \geq
// 1$, compute $u_{7}$.", "Consider the sequence $t_{1}=1, t_{2}=-1$ and
// $t_{n}=\left(\frac{n-3}{n-1}\right) t_{n-2}$ where $n \geq 3$. What is
// the value of $t_{1998}$ ?", "The function $f(x)$ satisfies the equation
// $f(x)=f(x-1)+f(x+1)$ for all values of $x$. If $f(1)=1$ and $f(2)=3$,
// what is the value of $f(2008)$ ?".
//
// The whole statement must be one of the shapes below, word for word; a
// value given is "name_k = closed formula" (or f(k) = …), the recurrence
// is one equation whose terms are the sequence's at the index variable
// plus integer offsets, and the range it holds on is stated ("for integers
// $n \geq 1$", "where $n \geq 3$", "for all values of $x$"). The package
// reads; internal/check/sequences computes.
package recurrence

import (
	"math/big"
	"regexp"
	"strconv"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	pm "github.com/dgnpipe/dgnpipe/internal/answer"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// Given is a value the statement gives: the term at Index is E.
type Given struct {
	Index int64
	E     ast.Expr
	Src   string
}

// Recurrence is a sequence read from a whole statement.
type Recurrence struct {
	Name string // the sequence's letter, or the function's name
	Var  string // the index variable of the recurrence
	// HasFrom: the recurrence holds for Var ≥ From; else for every
	// integer Var.
	HasFrom bool
	From    int64
	Rel     *ast.Rel // the recurrence: one equation
	RelSrc  string
	Given   []Given
	Ask     int64 // the index of the term asked
	AskSrc  string
}

const (
	gList = `(?P<g>§\d+(?:(?:,|,? and) §\d+)*)`
	ask   = `(?:compute|find|determine|what is the value of|what is) (?P<a>§\d+) ?[.?]$`
)

// shapes are the statements read, each with the slots g (the values
// given), r (the recurrence), n (its range) and a (the term asked).
var shapes = []*regexp.Regexp{
	regexp.MustCompile(`^(?:given|consider) the sequence (?:(?P<s>§\d+) )?(?:such that |with )?` + gList + `,? and (?P<r>§\d+),? (?P<w>for integers|for all integers|for all positive integers|for positive integers|where|for) (?P<n>§\d+)[.,] ` + ask),
	regexp.MustCompile(`^the function (?P<s>§\d+) satisfies the equation (?P<r>§\d+) (?P<w>for all values of|for all) (?P<n>§\d+)\. if ` + gList + `, ` + ask),
}

// Read reads the statement; ok is false unless it is, word for word, one
// of the shapes.
func Read(problem string) (Recurrence, bool) {
	if l := strings.ToLower(problem); !strings.Contains(l, "sequence") && !strings.Contains(l, "function") {
		return Recurrence{}, false // every shape names a sequence or a function
	}
	t, slots := statement.FormulaSlots(problem, true)
	for _, sh := range shapes {
		m := sh.FindStringSubmatch(t)
		if m == nil {
			continue
		}
		get := func(name string) []string {
			var out []string
			for _, tok := range slotRe.FindAllString(m[sh.SubexpIndex(name)], -1) {
				k, _ := strconv.Atoi(strings.TrimPrefix(tok, "§"))
				out = append(out, slots[k])
			}
			return out
		}
		var s []string
		if sh.SubexpIndex("s") >= 0 {
			s = get("s")
		}
		return build(get("g"), get("r"), get("n"), get("a"), s, m[sh.SubexpIndex("w")])
	}
	return Recurrence{}, false
}

var slotRe = regexp.MustCompile(`§\d+`)

// build checks the parts: the recurrence first (it names the sequence and
// the index variable), then the range, the values given and the term
// asked.
func build(gs, rs, ns, as, ss []string, range_ string) (Recurrence, bool) {
	var q Recurrence
	if len(rs) != 1 || len(ns) != 1 || len(as) != 1 || !q.recurrence(rs[0]) || !q.rangeOf(ns[0], range_) {
		return Recurrence{}, false
	}
	if len(ss) == 1 && !q.names(ss[0]) {
		return Recurrence{}, false
	}
	for _, src := range gs {
		if !q.given(src) {
			return Recurrence{}, false
		}
	}
	e, err := latex.ParseExpr(as[0])
	if err != nil {
		return Recurrence{}, false
	}
	k, ok := q.closedIndex(e)
	if !ok || len(q.Given) == 0 {
		return Recurrence{}, false
	}
	q.Ask, q.AskSrc = k, as[0]
	return q, true
}

// Term splits a term of a sequence (a_k, the name one letter with a
// subscript) or of a function (f(k), one argument) into the name and the
// index.
func Term(e ast.Expr) (string, ast.Expr, bool) {
	switch e := e.(type) {
	case *ast.Ident:
		name, sub, ok := strings.Cut(e.Name, "_")
		if !ok || len(name) != 1 || !(name[0] >= 'a' && name[0] <= 'z' || name[0] >= 'A' && name[0] <= 'Z') {
			return "", nil, false
		}
		idx, err := latex.ParseExpr(sub)
		if err != nil {
			return "", nil, false
		}
		return name, idx, true
	case *ast.Call:
		if len(e.Args) != 1 {
			return "", nil, false
		}
		return e.Name, e.Args[0], true
	}
	return "", nil, false
}

// Offset is the integer k of an index Var + k (Var, Var + k, Var - k).
func Offset(idx ast.Expr, v string) (int64, bool) {
	if id, ok := idx.(*ast.Ident); ok {
		return 0, id.Name == v
	}
	b, ok := idx.(*ast.Binary)
	if !ok || b.Op != ast.Add && b.Op != ast.Sub {
		return 0, false
	}
	id, ok := b.X.(*ast.Ident)
	if !ok || id.Name != v {
		return 0, false
	}
	k, ok := statement.IntLiteral(b.Y)
	if !ok || k > 20 {
		return 0, false
	}
	if b.Op == ast.Sub {
		k = -k
	}
	return int64(k), true
}

// recurrence reads the recurrence: one equation whose terms are the
// sequence's at Var + k, the top one written once.
func (q *Recurrence) recurrence(src string) bool {
	e, err := latex.ParseExpr(src)
	if err != nil {
		return false
	}
	r, ok := e.(*ast.Rel)
	if !ok || len(r.Ops) != 1 || r.Ops[0] != ast.Eq {
		return false
	}
	name, idx, ok := Term(r.Args[0])
	if !ok {
		return false
	}
	vs := pm.FreeVars(idx)
	if len(vs) != 1 {
		return false
	}
	q.Name, q.Var, q.Rel, q.RelSrc = name, vs[0], r, src
	return true
}

// rangeOf reads the range the recurrence holds on: "Var ≥ k" or "Var >
// k" after "for (all) integers" or "where"; Var alone after "for all
// values of"; "for all positive integers Var" is Var ≥ 1.
func (q *Recurrence) rangeOf(src, words string) bool {
	e, err := latex.ParseExpr(src)
	if err != nil {
		return false
	}
	if id, ok := e.(*ast.Ident); ok {
		switch words {
		case "for all values of", "for all integers":
			return id.Name == q.Var
		case "for all positive integers", "for positive integers":
			q.HasFrom, q.From = true, 1
			return id.Name == q.Var
		}
		return false
	}
	r, ok := e.(*ast.Rel)
	if !ok || len(r.Ops) != 1 || words == "for all values of" || words == "for all positive integers" || words == "for positive integers" {
		return false
	}
	id, ok := r.Args[0].(*ast.Ident)
	if !ok || id.Name != q.Var {
		return false
	}
	k, ok := statement.IntLiteral(r.Args[1])
	if !ok {
		return false
	}
	switch r.Ops[0] {
	case ast.Ge:
	case ast.Gt:
		k++
	default:
		return false
	}
	q.HasFrom, q.From = true, int64(k)
	return true
}

// names reads the slot naming the sequence ("$u_{n}$", "$f(x)$").
func (q *Recurrence) names(src string) bool {
	e, err := latex.ParseExpr(src)
	if err != nil {
		return false
	}
	name, idx, ok := Term(e)
	if !ok || name != q.Name {
		return false
	}
	id, ok := idx.(*ast.Ident)
	return ok && (id.Name == q.Var || len(id.Name) == 1)
}

// given reads "a_k = c" or a list of them.
func (q *Recurrence) given(src string) bool {
	e, err := latex.ParseExpr(src)
	if err != nil {
		return false
	}
	var rels []ast.Expr
	if l, ok := e.(*ast.List); ok {
		rels = l.Items
	} else {
		rels = []ast.Expr{e}
	}
	for _, x := range rels {
		r, ok := x.(*ast.Rel)
		if !ok || len(r.Ops) != 1 || r.Ops[0] != ast.Eq || len(pm.FreeVars(r.Args[1])) != 0 {
			return false
		}
		k, ok := q.closedIndex(r.Args[0])
		if !ok {
			return false
		}
		for _, g := range q.Given {
			if g.Index == k {
				return false
			}
		}
		q.Given = append(q.Given, Given{Index: k, E: r.Args[1], Src: ast.Print(r.Args[1])})
	}
	return true
}

// maxIndex bounds the indices read.
const maxIndex = 1_000_000

// closedIndex is the index of a term of the sequence at a closed integer.
func (q *Recurrence) closedIndex(e ast.Expr) (int64, bool) {
	name, idx, ok := Term(e)
	if !ok || name != q.Name || len(pm.FreeVars(idx)) != 0 {
		return 0, false
	}
	v, err := algebra.IntValue(idx)
	if err != nil || !v.IsInt64() || new(big.Int).Abs(v).Int64() > maxIndex {
		return 0, false
	}
	return v.Int64(), true
}
