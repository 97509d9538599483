package statement

import (
	"fmt"
	"regexp"
	"strings"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// Member is a stated membership condition "x \in S" or "x \notin S"
// ("$x\in\mathbb{Z}$", "$x \in [0;\pi]$", "$x, y \in \mathbb{N}$").
type Member struct {
	Vars   []string // the variables said to lie in S; nil when the left side is not a list of variables
	Not    bool     // \notin
	Set    ast.Expr // the set as parsed; nil when only its text was read (\mathbb{Z}^+)
	SetSrc string   // the set as written
	Src    string   // the condition as written
}

// ReadMember reads e as a membership condition; ok is false when e is not
// one. A relation that mixes \in with other signs (0 < x \in \mathbb{Z}) or
// whose left side is not a list of variables is a membership whose
// variables are not read (vars nil).
func ReadMember(e ast.Expr) (Member, bool) {
	src := ast.Print(e)
	switch e := e.(type) {
	case *ast.Rel:
		if !HasMemberOp(e) {
			return Member{}, false
		}
		if len(e.Ops) != 1 || len(e.Args) != 2 {
			return Member{Src: src}, true
		}
		id, ok := e.Args[0].(*ast.Ident)
		if !ok {
			return Member{Src: src}, true
		}
		return Member{Vars: []string{id.Name}, Not: e.Ops[0] == ast.NotIn, Set: e.Args[1], SetSrc: ast.Print(e.Args[1]), Src: src}, true
	case *ast.List:
		// "x, y \in \mathbb{Z}": variables, then a membership.
		n := len(e.Items)
		if n < 2 {
			return Member{}, false
		}
		last, ok := e.Items[n-1].(*ast.Rel)
		if !ok || !HasMemberOp(last) {
			return Member{}, false
		}
		m, _ := ReadMember(last)
		var vars []string
		for _, it := range e.Items[:n-1] {
			id, ok := it.(*ast.Ident)
			if _, bad := it.(*ast.Bad); bad {
				// "a_1, \ldots, a_n \in \mathbb{Z}": the set is read, not
				// the variables.
				return Member{Not: m.Not, Set: m.Set, SetSrc: m.SetSrc, Src: src}, true
			}
			if !ok {
				return Member{}, false // "x^2 = 4, x \in (0, 5)": placed item by item
			}
			vars = append(vars, id.Name)
		}
		if m.Vars == nil {
			return Member{Src: src}, true
		}
		m.Vars = append(vars, m.Vars...)
		m.Src = src
		return m, true
	}
	return Member{}, false
}

func HasMemberOp(r *ast.Rel) bool {
	for _, op := range r.Ops {
		if op == ast.In || op == ast.NotIn {
			return true
		}
	}
	return false
}

// MemberOpRe finds \in, \notin and \not\in at the start of a text; the
// byte after it must not be a letter (\infty, \int, \inf).
var MemberOpRe = regexp.MustCompile(`^\\(?:not\s*\\in|notin|in)`)

// MemberText reads a formula that the parser does not read but that holds a
// membership at its top level ("x \in \mathbb{Z}^+", "x^2 = 4, x \in
// \mathbb{N}^*"): the membership, and the formula before it (head, "" when
// None) to be read on its own. ok is false when src has no membership
// outside braces.
func MemberText(src string) (m Member, head string, ok bool) {
	depth := 0
	at, end := -1, -1
	for i := 0; i < len(src) && at < 0; i++ {
		switch {
		case src[i] == '{':
			depth++
		case src[i] == '}':
			depth--
		case src[i] == '\\' && depth == 0:
			if loc := MemberOpRe.FindStringIndex(src[i:]); loc != nil && (i+loc[1] == len(src) || !IsLetterByte(src[i+loc[1]])) {
				at, end = i, i+loc[1]
			}
		}
	}
	if at < 0 {
		return Member{}, "", false
	}
	m = Member{Not: strings.Contains(src[at:end], "not"), SetSrc: strings.TrimSpace(src[end:]), Src: strings.TrimSpace(src)}
	if e, err := latex.ParseExpr(m.SetSrc); err == nil {
		m.Set = e // the set is read; what is not is elsewhere
	}
	// The variables are the last comma-separated pieces of the left side
	// that are single letters; the pieces before them are a formula.
	pieces := SplitTop(src[:at])
	for _, p := range pieces {
		switch strings.TrimSpace(p) {
		case `\ldots`, `\dots`, `\cdots`, "...", "…":
			return m, "", true // "a_1, \ldots, a_n \in S": the variables are not read
		}
	}
	k := len(pieces)
	var vars []string
	for k > 0 {
		e, err := latex.ParseExpr(strings.TrimSpace(pieces[k-1]))
		id, isID := e.(*ast.Ident)
		if err != nil || !isID {
			break
		}
		vars = append([]string{id.Name}, vars...)
		k--
	}
	if len(vars) > 0 {
		m.Vars = vars
		head = strings.TrimSpace(strings.Join(pieces[:k], ","))
		m.Src = strings.TrimSpace(strings.Join(pieces[k:], ",")) + src[at:]
	}
	return m, head, true
}

func IsLetterByte(b byte) bool { return b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' }

// SplitTop splits s at the commas and semicolons outside braces and
// brackets.
func SplitTop(s string) []string { return splitTopAt(s, ",;") }

// splitTopAt splits s at the bytes of seps outside braces and brackets.
func splitTopAt(s, seps string) []string {
	var out []string
	depth, start := 0, 0
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '{' || c == '(' || c == '[':
			depth++
		case c == '}' || c == ')' || c == ']':
			depth--
		case depth == 0 && strings.IndexByte(seps, c) >= 0:
			out = append(out, s[start:i])
			start = i + 1
		}
	}
	return append(out, s[start:])
}

// NumberSet is a standard set of numbers as the membership conditions name
// it: the integers or the reals, with a bound. A set whose name leaves
// open whether 0 belongs to it (ℕ, ℤ⁺, ℝ⁺) has a second reading (alt).
type NumberSet struct {
	Integer bool
	Bound   *ast.Rel // x op c, with x a placeholder; nil: no bound
	Alt     *ast.Rel // the bound of the reading with 0 (ℕ from 0), nil when unambiguous
	Name    string   // the reading, for notes: "ℕ = {1, 2, …}"
	AltName string
}

// SetLetterRe reads \mathbb{N}, \mathbb N, \mathbf{Z}, \Bbb R, ℕ and a bare
// capital N, Z, Q, R, C at the start of the set's text.
var SetLetterRe = regexp.MustCompile(`^(?:\\(?:mathbb|mathbf|Bbb|mathbbm|mathrm|mathds)\s*\{\s*([NZQRC])\s*\}|\\(?:mathbb|mathbf|Bbb|mathbbm|mathds)\s*([NZQRC])|([NZQRC]))(.*)$`)

var SetUnicode = strings.NewReplacer("ℕ", "N", "ℤ", "Z", "ℚ", "Q", "ℝ", "R", "ℂ", "C")

// StandardSet reads the text of a standard set of numbers with its
// decorations (ℤ⁺, ℕ^*, ℝ_{>0}, ℕ_0); ok is false for another set.
// Unsupported sets (ℚ, ℂ) are read with ok true and a reason in why.
func StandardSet(text string) (s NumberSet, why string, ok bool) {
	t := SetUnicode.Replace(strings.TrimSpace(text))
	t = strings.NewReplacer(`\left`, "", `\right`, "", `\!`, "", `\,`, "", `\;`, "").Replace(t)
	m := SetLetterRe.FindStringSubmatch(t)
	if m == nil {
		return NumberSet{}, "", false
	}
	letter := m[1] + m[2] + m[3]
	dec := strings.Join(strings.Fields(m[4]), "")
	dec = strings.NewReplacer("{", "", "}", "", `\geqslant`, ">=", `\geq`, ">=", `\ge`, ">=", `\leqslant`, "<=", `\leq`, "<=", `\le`, "<=",
		`\ast`, "*", `\star`, "*", `\times`, "*", `\cdot`, "").Replace(dec)
	// The decorations in either order (ℝ^+_0 = ℝ_0^+).
	var sup, sub string
	for dec != "" {
		switch {
		case strings.HasPrefix(dec, "^") && sup == "":
			sup, dec = Decoration(dec[1:])
		case strings.HasPrefix(dec, "_") && sub == "":
			sub, dec = Decoration(dec[1:])
		default:
			return NumberSet{}, "", false
		}
	}
	deco := sup + "|" + sub
	x := &ast.Ident{Name: "x"}
	rel := func(op ast.RelOp, c int64) *ast.Rel {
		return &ast.Rel{Ops: []ast.RelOp{op}, Args: []ast.Expr{x, &ast.Number{Int: fmt.Sprint(c)}}}
	}
	switch letter {
	case "Q", "C":
		return NumberSet{}, fmt.Sprintf("leg 1 does not restrict the unknowns to %s", map[string]string{"Q": "the rationals", "C": "the complex numbers"}[letter]), true
	case "R":
		switch deco {
		case "|":
			return NumberSet{Name: "ℝ"}, "", true
		case "+|", "|+":
			return NumberSet{Bound: rel(ast.Gt, 0), Alt: rel(ast.Ge, 0), Name: "ℝ⁺ = (0, ∞)", AltName: "ℝ⁺ = [0, ∞)"}, "", true
		case "-|", "|-":
			return NumberSet{Bound: rel(ast.Lt, 0), Alt: rel(ast.Le, 0), Name: "ℝ⁻ = (-∞, 0)", AltName: "ℝ⁻ = (-∞, 0]"}, "", true
		case "*|+", "+|*", "*+|", "+*|", "|>0", ">0|":
			return NumberSet{Bound: rel(ast.Gt, 0), Name: "(0, ∞)"}, "", true
		case "+|0", "0|+", "|>=0", ">=0|", "|+0", "+0|":
			return NumberSet{Bound: rel(ast.Ge, 0), Name: "[0, ∞)"}, "", true
		case "*|-", "-|*", "|<0", "<0|":
			return NumberSet{Bound: rel(ast.Lt, 0), Name: "(-∞, 0)"}, "", true
		case "-|0", "0|-", "|<=0", "<=0|":
			return NumberSet{Bound: rel(ast.Le, 0), Name: "(-∞, 0]"}, "", true
		}
	case "Z", "N":
		switch letter + deco {
		case "Z|":
			return NumberSet{Integer: true, Name: "ℤ"}, "", true
		case "N|":
			return NumberSet{Integer: true, Bound: rel(ast.Ge, 1), Alt: rel(ast.Ge, 0), Name: "ℕ = {1, 2, …}", AltName: "ℕ = {0, 1, 2, …}"}, "", true
		case "Z+|", "Z|+":
			return NumberSet{Integer: true, Bound: rel(ast.Ge, 1), Alt: rel(ast.Ge, 0), Name: "ℤ⁺ = {1, 2, …}", AltName: "ℤ⁺ = {0, 1, 2, …}"}, "", true
		case "Z-|", "Z|-":
			return NumberSet{Integer: true, Bound: rel(ast.Le, -1), Alt: rel(ast.Le, 0), Name: "ℤ⁻ = {…, -2, -1}", AltName: "ℤ⁻ = {…, -1, 0}"}, "", true
		case "N*|", "N+|", "N|+", "N|*", "Z|>0", "Z>0|", "N|>0", "N|>=1", "Z|>=1", "Z*|+", "Z+|*":
			return NumberSet{Integer: true, Bound: rel(ast.Ge, 1), Name: "{1, 2, …}"}, "", true
		case "N|0", "N0|", "Z|>=0", "Z>=0|", "N|>=0", "Z+|0", "Z0|+", "Z|+0", "Z+0|":
			return NumberSet{Integer: true, Bound: rel(ast.Ge, 0), Name: "{0, 1, 2, …}"}, "", true
		case "Z|<0", "Z<0|", "Z*|-", "Z-|*":
			return NumberSet{Integer: true, Bound: rel(ast.Le, -1), Name: "{…, -2, -1}"}, "", true
		case "Z|<=0", "Z<=0|", "Z-|0", "Z0|-":
			return NumberSet{Integer: true, Bound: rel(ast.Le, 0), Name: "{…, -1, 0}"}, "", true
		}
	}
	return NumberSet{}, fmt.Sprintf("the set %s is not one leg 1 reads", strings.TrimSpace(text)), true
}

// Decoration splits one super- or subscript off the front of s: a single
// character or sign ("+", "*", "0") or a comparison with a number (">=0").
func Decoration(s string) (string, string) {
	if s == "" {
		return "", ""
	}
	if s[0] == '>' || s[0] == '<' {
		i := 1
		if i < len(s) && s[i] == '=' {
			i++
		}
		for i < len(s) && (s[i] >= '0' && s[i] <= '9') {
			i++
		}
		return s[:i], s[i:]
	}
	// "+0" written as ^{+}_{0} lost its braces: one sign, then the rest.
	return s[:1], s[1:]
}

// memberConds are the conditions of one reading of the statement's
// membership conditions; label names the reading of an ambiguous set.
type MemberReading struct {
	Conds []Formula
	Label string
	// Integer is the unknown of an inequality restricted to integers,
	// whose integer solutions are counted (integerSolutions).
	Integer string
}

// MemberReadings turns the statement's membership conditions on its
// variables into stated conditions, as if written out (x \in (0, 5) is
// 0 < x < 5; x \in \mathbb{R}^+ is x > 0). "x an integer" is applied only to
// the unknown of a single equation (the condition x = ⌊x⌋ of "integer
// solutions") and to the unknown of inequalities (their integer solutions
// are listed). A set whose name leaves open whether 0 is in it (ℕ, ℤ⁺, ℝ⁺)
// gives two readings, to be checked both. A membership of a variable that no
// target uses restricts nothing checked and is left; any other that cannot
// be applied makes why say so.
func (st *Statement) MemberReadings(kind Kind) (readings []MemberReading, why string) {
	if len(st.Members) == 0 {
		return nil, ""
	}
	var exprs []ast.Expr
	for _, t := range st.Targets {
		exprs = append(exprs, t.E)
	}
	free := st.FreeAfterSubst(exprs...)
	if st.Unknown != "" && !ContainsName(free, st.Unknown) {
		free = append(free, st.Unknown)
	}
	substituted := map[string]bool{}
	for _, s := range st.Substs {
		substituted[s.Name] = true
	}
	mb := &memberBuild{eqUnknown: st.singleEquationUnknown(kind), ineqUnknown: st.inequalityUnknown(kind)}
	for _, m := range st.Members {
		if ns, why, ok := m.StandardSet(); ok && why == "" && !m.Not && !ns.Integer && ns.Bound == nil {
			continue // in ℝ: no restriction, whatever the left side
		}
		if m.Vars == nil {
			return nil, fmt.Sprintf("the statement states the condition %s, whose left side leg 1 does not read as variables", Clip(m.Src, 60))
		}
		relevant := false
		for _, v := range m.Vars {
			if substituted[v] {
				return nil, fmt.Sprintf("the statement states the condition %s on %s, which it also gives a value", Clip(m.Src, 60), v)
			}
			if ContainsName(free, v) {
				relevant = true
			}
		}
		if !relevant {
			continue // a variable of no target: it restricts nothing checked
		}
		for _, v := range m.Vars {
			if !ContainsName(free, v) {
				continue
			}
			if why := mb.apply(m, v); why != "" {
				return nil, fmt.Sprintf("the statement states the condition %s, which leg 1 does not apply: %s", Clip(m.Src, 60), why)
			}
		}
	}
	if len(mb.a) == 0 {
		return []MemberReading{{Conds: mb.common, Integer: mb.integer}}, ""
	}
	return []MemberReading{
		{Conds: append(append([]Formula(nil), mb.common...), mb.a...), Label: mb.labelA, Integer: mb.integer},
		{Conds: append(append([]Formula(nil), mb.common...), mb.b...), Label: mb.labelB, Integer: mb.integer},
	}, ""
}

// singleEquationUnknown returns the unknown of a single equation, the
// only one an integer restriction is applied to, or "".
func (st *Statement) singleEquationUnknown(kind Kind) string {
	if kind != KindEquation {
		return ""
	}
	var eqs []*ast.Rel
	for _, t := range st.Targets {
		if r, ok := t.E.(*ast.Rel); ok && AllEq(r) {
			eqs = append(eqs, r)
		}
	}
	if len(eqs) == 1 {
		if vs := st.FreeAfterSubst(eqs[0]); len(vs) == 1 {
			return vs[0]
		}
	}
	return ""
}

// inequalityUnknown returns the unknown of the inequalities, whose
// integer solutions can be listed, or "".
func (st *Statement) inequalityUnknown(kind Kind) string {
	if kind != KindInequality {
		return ""
	}
	var rels []ast.Expr
	for _, t := range st.Targets {
		if r, ok := t.E.(*ast.Rel); ok && IsCondition(r) {
			rels = append(rels, r)
		}
	}
	if vs := st.FreeAfterSubst(rels...); len(rels) > 0 && len(vs) == 1 {
		return vs[0]
	}
	return ""
}

// memberBuild collects the conditions of the membership conditions: common
// to every reading, or a and b for the two readings of an ambiguous set
// (labelled labelA and labelB); integer is the inequality's unknown when
// it is restricted to integers.
type memberBuild struct {
	eqUnknown, ineqUnknown string
	common, a, b           []Formula
	integer                string
	labelA, labelB         string
}

// apply writes out the membership m for its variable v; why says why
// leg 1 does not apply it.
func (mb *memberBuild) apply(m Member, v string) (why string) {
	x := &ast.Ident{Name: v}
	ns, why, ok := m.StandardSet()
	if !ok {
		cs, why := m.SetConds(x)
		if why != "" {
			return why
		}
		mb.common = append(mb.common, cs...)
		return ""
	}
	if why != "" {
		return why
	}
	if m.Not {
		return "a variable outside " + ns.Name
	}
	if ns.Integer && v == mb.ineqUnknown {
		mb.integer = v
	} else if ns.Integer {
		if v != mb.eqUnknown {
			return fmt.Sprintf("%s is restricted to integers, which leg 1 applies only to the unknown of a single equation or inequality", v)
		}
		mb.common = append(mb.common, Formula{E: &ast.Rel{Ops: []ast.RelOp{ast.Eq}, Args: []ast.Expr{x, &ast.Func{Name: ast.Floor, Args: []ast.Expr{x}}}},
			Src: m.Src})
	}
	if ns.Bound == nil {
		return ""
	}
	bound := func(r *ast.Rel, name string) Formula {
		e := &ast.Rel{Ops: r.Ops, Args: []ast.Expr{x, r.Args[1]}}
		return Formula{E: e, Src: fmt.Sprintf("%s (%s)", ast.Print(e), name)}
	}
	if ns.Alt == nil {
		mb.common = append(mb.common, bound(ns.Bound, ns.Name))
		return ""
	}
	mb.a = append(mb.a, bound(ns.Bound, ns.Name))
	mb.b = append(mb.b, bound(ns.Alt, ns.AltName))
	mb.labelA, mb.labelB = JoinLabel(mb.labelA, ns.Name), JoinLabel(mb.labelB, ns.AltName)
	return ""
}

func JoinLabel(l, s string) string {
	if l == "" || strings.Contains(l, s) {
		return l + s
	}
	return l + ", " + s
}

// StandardSet reads m's set as a standard set of numbers.
func (m Member) StandardSet() (NumberSet, string, bool) {
	if c, ok := m.Set.(*ast.Const); ok {
		switch c.Kind {
		case ast.Reals:
			return NumberSet{Name: "ℝ"}, "", true
		case ast.Integers:
			return NumberSet{Integer: true, Name: "ℤ"}, "", true
		case ast.Naturals:
			return StandardSet(`\mathbb{N}`)
		case ast.Rationals:
			return StandardSet(`\mathbb{Q}`)
		}
	}
	if m.Set != nil {
		if _, ok := m.Set.(*ast.Ident); !ok {
			return NumberSet{}, "", false // an interval or a set of values
		}
	}
	return StandardSet(m.SetSrc)
}

// SetConds are the conditions on x of x \in S (x \notin S) for an interval
// S with two ends ("(0, 5)", "[0; \pi]", "(0; +\infty)"), a finite set
// after \notin, or ℝ minus a finite set; why says why another is not
// applied.
func (m Member) SetConds(x *ast.Ident) ([]Formula, string) {
	switch s := m.Set.(type) {
	case *ast.Tuple:
		if m.Not {
			return nil, "a variable outside an interval (a union of two)"
		}
		if len(s.Items) != 2 || s.Left != '(' && s.Left != '[' || s.Right != ')' && s.Right != ']' {
			return nil, fmt.Sprintf("%s is not read as an interval", m.SetSrc)
		}
		for _, it := range s.Items {
			if ContainsName(pm.FreeVars(it), x.Name) {
				return nil, fmt.Sprintf("the ends of %s depend on %s", m.SetSrc, x.Name)
			}
		}
		lo, hi := s.Items[0], s.Items[1]
		loInf, hiInf := InfinitySign(lo), InfinitySign(hi)
		if loInf > 0 || hiInf < 0 {
			return nil, fmt.Sprintf("%s is not read as an interval", m.SetSrc)
		}
		loOp, hiOp := ast.Le, ast.Le
		if s.Left == '(' {
			loOp = ast.Lt
		}
		if s.Right == ')' {
			hiOp = ast.Lt
		}
		var e *ast.Rel
		switch {
		case loInf == 0 && hiInf == 0:
			e = &ast.Rel{Ops: []ast.RelOp{loOp, hiOp}, Args: []ast.Expr{lo, x, hi}}
		case loInf == 0:
			e = &ast.Rel{Ops: []ast.RelOp{loOp}, Args: []ast.Expr{lo, x}}
		case hiInf == 0:
			e = &ast.Rel{Ops: []ast.RelOp{hiOp}, Args: []ast.Expr{x, hi}}
		default:
			return nil, "" // (-∞, +∞): every real
		}
		return []Formula{{E: e, Src: m.Src}}, ""
	case *ast.Set:
		if !m.Not {
			return nil, "a variable in a finite set of values"
		}
		return NotEqual(x, s.Items, m.Src)
	case *ast.Func:
		if s.Name == ast.FracPart && len(s.Args) == 1 { // \{a\}, one value
			if !m.Not {
				return nil, "a variable in a finite set of values"
			}
			return NotEqual(x, s.Args, m.Src)
		}
	case *ast.Binary:
		if c, ok := s.X.(*ast.Const); ok && c.Kind == ast.Reals && s.Op == ast.SetMinus && !m.Not {
			switch y := s.Y.(type) {
			case *ast.Set:
				return NotEqual(x, y.Items, m.Src)
			case *ast.Func:
				if y.Name == ast.FracPart && len(y.Args) == 1 {
					return NotEqual(x, y.Args, m.Src)
				}
			}
		}
	}
	return nil, fmt.Sprintf("the set %s is not one leg 1 reads", Clip(m.SetSrc, 40))
}

// NotEqual is x ≠ v for each value v (no value may use x).
func NotEqual(x *ast.Ident, vals []ast.Expr, src string) ([]Formula, string) {
	var out []Formula
	for _, v := range vals {
		if ContainsName(pm.FreeVars(v), x.Name) {
			return nil, fmt.Sprintf("the values of %s depend on %s", src, x.Name)
		}
		out = append(out, Formula{E: &ast.Rel{Ops: []ast.RelOp{ast.Ne}, Args: []ast.Expr{x, v}}, Src: src})
	}
	return out, ""
}

// InfinitySign is +1 for +∞ (\infty, +\infty), -1 for -∞, 0 otherwise.
func InfinitySign(e ast.Expr) int {
	switch e := e.(type) {
	case *ast.Const:
		if e.Kind == ast.Infinity {
			return 1
		}
	case *ast.Unary:
		if c, ok := e.X.(*ast.Const); ok && c.Kind == ast.Infinity {
			if e.Op == ast.Neg {
				return -1
			}
			return 1
		}
	}
	return 0
}

// ProseMemberRe finds a membership sign in the prose (∈ is read as \in),
// ProseIntervalRe an interval after "in", "on", "over" ("for x in (0, 5)").
var (
	ProseMemberRe   = regexp.MustCompile(`\\(?:not\s*\\in|notin|in)(?:[^a-zA-Z]|$)|∉`)
	ProseIntervalRe = regexp.MustCompile(`(?i)\b(?:in|on|over|within)\s+(?:the\s+)?(?:interval\s+|segment\s+)?[(\[]\s*[-+]?\s*(?:\d|\\pi|π|\\infty|∞)`)
)

// ProseCondition returns a membership or an interval that the prose
// states outside the formulas, or "".
func ProseCondition(text string) string {
	for _, re := range []*regexp.Regexp{ProseMemberRe, ProseIntervalRe} {
		if loc := re.FindStringIndex(text); loc != nil {
			from, to := max(0, loc[0]-12), min(len(text), loc[1]+16)
			return strings.Join(strings.Fields(text[from:to]), " ")
		}
	}
	return ""
}
