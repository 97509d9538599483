// Package progcond reads an arithmetic or geometric sequence given by
// equations between its named terms and sums (issue 42; see Read).
package progcond

import (
	"regexp"
	"strconv"
	"strings"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// Issue 42 (Gaokao, OlympiadBench): an arithmetic or geometric sequence
// $\{a_{n}\}$ given by equations between its named terms a_k and sums of
// its first terms S_k, and one question: a term, a sum, an expression in
// them, or the common ratio (difference). "Let $S_{n}$ be the sum of the
// first $n$ items of a geometric sequence $\{a_{n}\}$. If $S_{4}=-5$ and
// $S_{6}=21S_{2}$, find $S_{8}$."
//
// The common ratio (difference) may be given in words, "the common
// ratio $r$ is 2" (read as the equation a_2 = 2a_1, or a_2 = a_1 + 2,
// after the kind is named), the first term as "the first item
// $a_{1}=3$", and a sum asked with its definition after it: "Find
// $S_{6}$, the sum of the first 6 items." (the two indices equal).
//
// The statement is cut into clauses, each one of progClauses; one word no
// clause covers and the statement is not read here (the scope cue
// "sequence" keeps it undecided). Every index is a written integer: a
// term a_{n+1} or a_{k} is not read.

// Shape names the shape in notes.
const Shape = `"an arithmetic (geometric) sequence $\{a_{n}\}$ with $S_{n}$ the sum of its first n terms; equations between the a_k and S_k; find a term, a sum or the common ratio"`

// Cond is what Read read.
type Cond struct {
	Geometric bool
	Conds     []*ast.Rel // equations between a_k and S_k (names "a_k", "S_k")
	CondSrc   []string
	Ask       ast.Expr // the expression asked (nil when AskStep)
	AskStep   bool     // the common ratio (difference) is asked
	// RatioPositive says "the common ratio is positive".
	RatioPositive bool
	// MaxIndex is the largest index of a term or sum named.
	MaxIndex int
}

// progMaxIndex bounds the indices read (degrees of the equations).
const progMaxIndex = 40

const (
	progSeq  = `\$\\\{a_\{?n\}?\\\}\$`
	progKind = `(arithmetic|geometric)`
)

// progClause is one clause shape and its role.
type progClause struct {
	role string // "sum", "kind", "cond", "pos", "if", "ask", "step"
	re   *regexp.Regexp
}

var progClauses = []progClause{
	{"sum", regexp.MustCompile(`^[Ll]et \$S_\{?n\}?\$ be the sum of the first \$?n\$? (?:members|items|terms)(?: of (?:an|a|the) ` + progKind + ` sequence ` + progSeq + `)?\.(?: |$)`)},
	{"kind", regexp.MustCompile(`^[Ii]n (?:the |an |a )?` + progKind + ` sequence ` + progSeq + `, `)},
	{"kind", regexp.MustCompile(`^(?:[Tt]he )?[Ss]equence ` + progSeq + ` is an? ` + progKind + ` sequence(?: in which| with)? `)},
	{"kind", regexp.MustCompile(`^[Tt]he sequence \$a_\{1\}, a_\{2\}, a_\{3\}, \\ldots\$ is an? ` + progKind + ` sequence with `)},
	{"cond", regexp.MustCompile(`^\$([^$]+=[^$]+)\$(?:,? and |, |\. |\.$)`)},
	{"pos", regexp.MustCompile(`^the common ratio is positive(?:,? and |, |\. |\.$)`)},
	{"if", regexp.MustCompile(`^If `)},
	// Issue 42 (Gaokao): "the common ratio $r$ is 2", "the first
	// item $a_{1}=3$", "Find $S_{6}$, the sum of the first 6 items."
	{"given", regexp.MustCompile(`^the common (ratio|difference)(?: \$[a-z]\$)? is \$?(-?\d{1,4})\$?(?:,? and |, |\. |\.$)`)},
	{"cond", regexp.MustCompile(`^the first (?:item|term) \$(a_\{1\}=[^$]+)\$(?:,? and |, |\. |\.$)`)},
	{"asksum", regexp.MustCompile(`^(?:[Ff]ind|[Cc]ompute|[Ww]hat is) \$(S_\{(\d{1,2})\})\$, the sum of the first (\d{1,2}) (?:items|terms)[.?]?$`)},
	{"step", regexp.MustCompile(`^(?:[Ff]ind|[Cc]ompute|[Ww]hat is) the common (ratio|difference)(?: of ` + progSeq + `)?[.?]?$`)},
	{"ask", regexp.MustCompile(`^(?:[Ff]ind|[Cc]ompute|[Ww]hat is|[Dd]etermine) (?:the value of )?\$([^$=]+)\$ ?[.?]?$`)},
}

// progTermRe is a term or sum name as FreeVars gives it: "a_7", "S_10".
var progTermRe = regexp.MustCompile(`^([aS])_(\d{1,2})$`)

// Read reads a statement of the shape Shape. ok is false
// for any other statement: a clause not read, no kind or two kinds, a sum
// named but not defined, a name that is not a_k or S_k, an index above 40,
// a positive ratio of an arithmetic sequence, no equation or no question.
func Read(raw string) (Cond, bool) {
	if !strings.Contains(raw, "sequence") || !strings.Contains(raw, "a_") {
		return Cond{}, false
	}
	s := strings.TrimSpace(strings.Join(strings.Fields(raw), " "))
	var pc Cond
	kind, sums, asked := "", false, false
	setKind := func(k string) bool {
		if kind != "" && kind != k {
			return false
		}
		kind = k
		return true
	}
	for s != "" {
		var m []string
		var cl progClause
		for _, c := range progClauses {
			if m = c.re.FindStringSubmatch(s); m != nil {
				cl = c
				break
			}
		}
		if m == nil || asked {
			return Cond{}, false // a clause not read, or words after the question
		}
		s = strings.TrimSpace(s[len(m[0]):])
		switch cl.role {
		case "sum":
			sums = true
			if m[1] != "" && !setKind(m[1]) {
				return Cond{}, false
			}
		case "kind":
			if !setKind(m[1]) {
				return Cond{}, false
			}
		case "cond":
			e, err := latex.ParseExpr(m[1])
			r, isRel := e.(*ast.Rel)
			if err != nil || !isRel || len(r.Ops) != 1 || r.Ops[0] != ast.Eq {
				return Cond{}, false
			}
			pc.Conds = append(pc.Conds, r)
			pc.CondSrc = append(pc.CondSrc, m[1])
		case "given":
			// the step given: a_2 = k·a_1 (with a_1 ≠ 0, the solver's
			// restriction), or a_2 = a_1 + k.
			if kind == "" || (m[1] == "ratio") != (kind == "geometric") {
				return Cond{}, false
			}
			src := "a_{2}=" + m[2] + "a_{1}"
			if kind == "arithmetic" {
				src = "a_{2}=a_{1}+" + m[2]
			}
			r, err := latex.ParseExpr(src)
			rel, isRel := r.(*ast.Rel)
			if err != nil || !isRel {
				return Cond{}, false
			}
			pc.Conds = append(pc.Conds, rel)
			pc.CondSrc = append(pc.CondSrc, "the common "+m[1]+" is "+m[2])
		case "asksum":
			e, err := latex.ParseExpr(m[1])
			if err != nil || m[2] != m[3] {
				return Cond{}, false
			}
			pc.Ask, asked, sums = e, true, true
		case "pos":
			pc.RatioPositive = true
		case "step":
			pc.AskStep, asked = true, true
			if (m[1] == "ratio") != (kind == "geometric") {
				return Cond{}, false
			}
		case "ask":
			e, err := latex.ParseExpr(m[1])
			if err != nil {
				return Cond{}, false
			}
			pc.Ask, asked = e, true
		}
	}
	pc.Geometric = kind == "geometric"
	if kind == "" || !asked || len(pc.Conds) == 0 || pc.RatioPositive && !pc.Geometric {
		return Cond{}, false
	}
	exprs := []ast.Expr{}
	for _, r := range pc.Conds {
		exprs = append(exprs, r)
	}
	if pc.Ask != nil {
		if len(pm.FreeVars(pc.Ask)) == 0 {
			return Cond{}, false // a constant asked: not this shape
		}
		exprs = append(exprs, pc.Ask)
	}
	for _, e := range exprs {
		for _, v := range pm.FreeVars(e) {
			t := progTermRe.FindStringSubmatch(v)
			if t == nil || t[1] == "S" && !sums {
				return Cond{}, false
			}
			k, _ := strconv.Atoi(t[2])
			if k < 1 || k > progMaxIndex {
				return Cond{}, false
			}
			pc.MaxIndex = max(pc.MaxIndex, k)
		}
	}
	return pc, true
}

// Index splits a name a_k or S_k read by Read into its
// letter and index.
func Index(name string) (letter string, k int, ok bool) {
	t := progTermRe.FindStringSubmatch(name)
	if t == nil {
		return "", 0, false
	}
	k, _ = strconv.Atoi(t[2])
	return t[1], k, true
}
