package statement

import (
	"regexp"
	"strings"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// Issue 25, Gaokao: operations on sets given by their elements ("If the
// universal set is $U=\{1,2,3,4,5\}$, and $M=\{1,4\},N=\{2,5\}$, find
// $N \cup \overline{M}$."). The statement defines sets, each a capital
// letter equal to a list of elements \{1,4\} or to a set-builder
// \{x | x^2-x-6 \ge 0\}, and asks for one expression of them with \cap,
// \cup, \setminus and the complement (\overline{A}, \bar{A}, \complement_U A)
// taken in U. Its prose has only the words of setProseWords, each formula
// before the last is a definition and the last one is the expression: one
// other word and the statement keeps today's reading.

// SetDef is a set the statement defines: its elements, or the condition
// on a variable of a set-builder.
type SetDef struct {
	Name  string
	Elems []ast.Expr // nil for a set-builder
	Var   string
	Cond  ast.Expr
	Src   string
	// Node, when set, is the set-builder \{x | x \in P and x \notin Q\}
	// read as P \setminus Q of sets listed by their elements.
	Node *SetNode
}

// SetNode is a node of the set expression asked: a name, or an operation
// ("cap", "cup", "minus", "comp").
type SetNode struct {
	Op   string
	Name string
	X, Y *SetNode
}

// SetQuestion is a question on sets read from the statement.
type SetQuestion struct {
	Defs      map[string]SetDef
	Target    *SetNode
	TargetSrc string
}

var setProseWords = map[string]bool{
	"given": true, "if": true, "let": true, "suppose": true, "sets": true, "set": true, "the": true,
	"universal": true, "universe": true, "is": true, "are": true, "and": true, "two": true, "of": true,
	"its": true, "subsets": true, "find": true, "what": true, "in": true, "then": true, "be": true,
	"defined": true, "as": true, "follows": true, // issue 42 (Gaokao): "Sets P and Q are defined as follows:"
}

// setMinusRe is the condition "x \in P and x \notin Q" of a set-builder.
var setMinusRe = regexp.MustCompile(`^\s*([a-z])\s*\\in\s*([A-Z])\s+and\s+([a-z])\s*\\notin\s*([A-Z])\s*$`)

var (
	setDefRe   = regexp.MustCompile(`^\s*([A-Z])\s*=\s*\\\{(.*)\\\}\s*$`)
	setBuildRe = regexp.MustCompile(`^\s*([a-z])\s*(?:\||\\mid)(.*)$`)
	setAskRe   = regexp.MustCompile(`(find|what is|what is in the set|then) \$[.?]?$`)
	setListRe  = regexp.MustCompile(`^\\\{(.*)\\\}$`)
	setPunct   = strings.NewReplacer("，", ", ", "。", ". ", "？", "?", `\;`, " ", `\,`, " ", `\quad`, " ")
)

// ReadSetQuestion reads a question on sets; ok is false when the statement
// is not one.
func ReadSetQuestion(problem string) (SetQuestion, bool) {
	if !strings.Contains(problem, `\{`) {
		return SetQuestion{}, false
	}
	problem = setPunct.Replace(UnicodeFix.Replace(problem))
	norm, srcs := ShapeProse(problem, " .,;?")
	if len(srcs) < 2 {
		return SetQuestion{}, false
	}
	var letters []string // one-letter words: each must name a set defined
	for _, w := range strings.FieldsFunc(norm, func(r rune) bool { return strings.ContainsRune(" ,.?:$", r) }) {
		if len(w) == 1 && w[0] >= 'a' && w[0] <= 'z' && w != "a" {
			letters = append(letters, strings.ToUpper(w))
		} else if !setProseWords[w] {
			return SetQuestion{}, false
		}
	}
	// The expression asked follows "find" or "what is" and ends the statement.
	if !setAskRe.MatchString(norm) {
		return SetQuestion{}, false
	}
	q := SetQuestion{Defs: map[string]SetDef{}, TargetSrc: srcs[len(srcs)-1]}
	for _, src := range srcs[:len(srcs)-1] {
		for _, part := range splitTop(src) {
			d, ok := readSetDef(part)
			if !ok || q.Defs[d.Name].Name != "" {
				return SetQuestion{}, false
			}
			q.Defs[d.Name] = d
		}
	}
	for _, l := range letters {
		if _, ok := q.Defs[l]; !ok {
			return SetQuestion{}, false
		}
	}
	for _, d := range q.Defs {
		if d.Node != nil && (q.Defs[d.Node.X.Name].Elems == nil || q.Defs[d.Node.Y.Name].Elems == nil) {
			return SetQuestion{}, false // P and Q must be listed by their elements
		}
	}
	t, rest, ok := parseSetExpr(strings.TrimSpace(q.TargetSrc))
	if !ok || strings.TrimSpace(rest) != "" || !setNamesDefined(t, q.Defs) {
		return SetQuestion{}, false
	}
	q.Target = t
	return q, true
}

// splitTop splits a formula at the commas outside braces and parentheses.
func splitTop(s string) []string { return splitTopAt(s, ",") }

// readSetDef reads "A=\{1,3\}" or "N=\{x | x^2-x-6 \ge 0\}".
func readSetDef(src string) (SetDef, bool) {
	m := setDefRe.FindStringSubmatch(src)
	if m == nil {
		return SetDef{}, false
	}
	d := SetDef{Name: m[1], Src: strings.TrimSpace(src)}
	if b := setBuildRe.FindStringSubmatch(m[2]); b != nil {
		if mm := setMinusRe.FindStringSubmatch(b[2]); mm != nil {
			if mm[1] != b[1] || mm[3] != b[1] || mm[2] == d.Name || mm[4] == d.Name {
				return SetDef{}, false
			}
			d.Var, d.Node = b[1], &SetNode{Op: "minus", X: &SetNode{Op: "name", Name: mm[2]}, Y: &SetNode{Op: "name", Name: mm[4]}}
			return d, true
		}
		cond, err := latex.ParseExpr(b[2])
		if err != nil {
			return SetDef{}, false
		}
		rel, ok := cond.(*ast.Rel)
		vars := pm.FreeVars(cond)
		if !ok || len(vars) != 1 || vars[0] != b[1] {
			return SetDef{}, false
		}
		for _, op := range rel.Ops {
			if op != ast.Eq && op != ast.Lt && op != ast.Le && op != ast.Gt && op != ast.Ge {
				return SetDef{}, false
			}
		}
		d.Var, d.Cond = b[1], cond
		return d, true
	}
	elems, ok := ReadSetElems(m[2])
	if !ok {
		return SetDef{}, false
	}
	d.Elems = elems
	return d, true
}

// ReadSetElems reads the elements of a listed set (the text inside the
// braces): each a formula with no letter; ok is false otherwise.
func ReadSetElems(inner string) ([]ast.Expr, bool) {
	if strings.TrimSpace(inner) == "" {
		return []ast.Expr{}, true
	}
	var out []ast.Expr
	for _, s := range splitTop(inner) {
		e, err := latex.ParseExpr(strings.TrimSpace(s))
		if err != nil || len(pm.FreeVars(e)) != 0 {
			return nil, false
		}
		switch e.(type) {
		case *ast.Rel, *ast.List, *ast.Tuple, *ast.Set, *ast.Text, *ast.Bad:
			return nil, false
		}
		out = append(out, e)
	}
	return out, true
}

// parseSetExpr reads a set expression: operands joined by one kind of
// operator (A \cap B \cap C; a mix without parentheses is not read).
func parseSetExpr(s string) (*SetNode, string, bool) {
	x, rest, ok := parseSetTerm(s)
	if !ok {
		return nil, "", false
	}
	op := ""
	for {
		rest = strings.TrimSpace(rest)
		o, n := setOperator(rest)
		if o == "" {
			return x, rest, true
		}
		if op != "" && o != op || o == "minus" && op != "" {
			return nil, "", false
		}
		op = o
		y, r, ok := parseSetTerm(strings.TrimSpace(rest[n:]))
		if !ok {
			return nil, "", false
		}
		x, rest = &SetNode{Op: o, X: x, Y: y}, r
	}
}

func setOperator(s string) (string, int) {
	for _, o := range []struct{ tok, op string }{{`\cap`, "cap"}, {`\cup`, "cup"}, {`\setminus`, "minus"}} {
		if strings.HasPrefix(s, o.tok) && (len(s) == len(o.tok) || !isLetter(s[len(o.tok)])) {
			return o.op, len(o.tok)
		}
	}
	return "", 0
}

var complementRe = regexp.MustCompile(`^\\complement_\{?\s*U\s*\}?`)

func parseSetTerm(s string) (*SetNode, string, bool) {
	switch {
	case s == "":
		return nil, "", false
	case s[0] >= 'A' && s[0] <= 'Z' && (len(s) == 1 || !isLetter(s[1])):
		return &SetNode{Op: "name", Name: s[:1]}, s[1:], true
	case s[0] == '(':
		x, rest, ok := parseSetExpr(strings.TrimSpace(s[1:]))
		if !ok || !strings.HasPrefix(rest, ")") {
			return nil, "", false
		}
		return x, rest[1:], true
	case strings.HasPrefix(s, `\overline{`) || strings.HasPrefix(s, `\bar{`):
		i := strings.IndexByte(s, '{')
		x, rest, ok := parseSetExpr(strings.TrimSpace(s[i+1:]))
		rest = strings.TrimSpace(rest)
		if !ok || !strings.HasPrefix(rest, "}") {
			return nil, "", false
		}
		return &SetNode{Op: "comp", X: x}, rest[1:], true
	}
	if m := complementRe.FindString(s); m != "" {
		x, rest, ok := parseSetTerm(strings.TrimSpace(s[len(m):]))
		if !ok {
			return nil, "", false
		}
		return &SetNode{Op: "comp", X: x}, rest, true
	}
	return nil, "", false
}

func setNamesDefined(n *SetNode, defs map[string]SetDef) bool {
	if n == nil {
		return true
	}
	if n.Op == "name" {
		_, ok := defs[n.Name]
		return ok
	}
	if n.Op == "comp" {
		if _, ok := defs["U"]; !ok {
			return false
		}
	}
	return setNamesDefined(n.X, defs) && setNamesDefined(n.Y, defs)
}

// ReadSetAnswer reads an answer written as a listed set "\{2,3,5\}" (or
// the empty set); ok is false otherwise.
func ReadSetAnswer(ans string) ([]ast.Expr, bool) {
	s := strings.TrimSpace(ans)
	s = strings.TrimSpace(strings.TrimSuffix(strings.TrimPrefix(s, "$"), "$"))
	switch s {
	case `\varnothing`, `\emptyset`, `\{\}`:
		return []ast.Expr{}, true
	}
	s = strings.TrimSpace(strings.Replace(strings.Replace(s, `\left\{`, `\{`, 1), `\right\}`, `\}`, 1))
	m := setListRe.FindStringSubmatch(s)
	if m == nil || strings.Contains(m[1], "|") || strings.Contains(m[1], `\mid`) {
		return nil, false
	}
	return ReadSetElems(m[1])
}

// ReadSetBuilderAnswer reads an answer written as a set-builder
// "\{x|-2\leq x < 1\}" (one relation in one letter); ok is false
// otherwise.
func ReadSetBuilderAnswer(ans string) (SetDef, bool) {
	s := strings.TrimSpace(ans)
	s = strings.TrimSpace(strings.TrimSuffix(strings.TrimPrefix(s, "$"), "$"))
	s = strings.TrimSpace(strings.Replace(strings.Replace(s, `\left\{`, `\{`, 1), `\right\}`, `\}`, 1))
	if !strings.HasPrefix(s, `\{`) {
		return SetDef{}, false
	}
	d, ok := readSetDef("A=" + setPunct.Replace(s))
	return d, ok && d.Elems == nil
}
