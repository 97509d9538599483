package check

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
)

// member is a stated membership condition "x \in S" or "x \notin S"
// ("$x\in\mathbb{Z}$", "$x \in [0;\pi]$", "$x, y \in \mathbb{N}$").
type member struct {
	vars   []string // the variables said to lie in S; nil when the left side is not a list of variables
	not    bool     // \notin
	set    ast.Expr // the set as parsed; nil when only its text was read (\mathbb{Z}^+)
	setSrc string   // the set as written
	src    string   // the condition as written
}

// readMember reads e as a membership condition; ok is false when e is not
// one. A relation that mixes \in with other signs (0 < x \in \mathbb{Z}) or
// whose left side is not a list of variables is a membership whose
// variables are not read (vars nil).
func readMember(e ast.Expr) (member, bool) {
	src := ast.Print(e)
	switch e := e.(type) {
	case *ast.Rel:
		if !hasMemberOp(e) {
			return member{}, false
		}
		if len(e.Ops) != 1 || len(e.Args) != 2 {
			return member{src: src}, true
		}
		id, ok := e.Args[0].(*ast.Ident)
		if !ok {
			return member{src: src}, true
		}
		return member{vars: []string{id.Name}, not: e.Ops[0] == ast.NotIn, set: e.Args[1], setSrc: ast.Print(e.Args[1]), src: src}, true
	case *ast.List:
		// "x, y \in \mathbb{Z}": variables, then a membership.
		n := len(e.Items)
		if n < 2 {
			return member{}, false
		}
		last, ok := e.Items[n-1].(*ast.Rel)
		if !ok || !hasMemberOp(last) {
			return member{}, false
		}
		m, _ := readMember(last)
		var vars []string
		for _, it := range e.Items[:n-1] {
			id, ok := it.(*ast.Ident)
			if _, bad := it.(*ast.Bad); bad {
				// "a_1, \ldots, a_n \in \mathbb{Z}": the set is read, not
				// the variables.
				return member{not: m.not, set: m.set, setSrc: m.setSrc, src: src}, true
			}
			if !ok {
				return member{}, false // "x^2 = 4, x \in (0, 5)": placed item by item
			}
			vars = append(vars, id.Name)
		}
		if m.vars == nil {
			return member{src: src}, true
		}
		m.vars = append(vars, m.vars...)
		m.src = src
		return m, true
	}
	return member{}, false
}

func hasMemberOp(r *ast.Rel) bool {
	for _, op := range r.Ops {
		if op == ast.In || op == ast.NotIn {
			return true
		}
	}
	return false
}

// memberOpRe finds \in, \notin and \not\in at the start of a text; the
// byte after it must not be a letter (\infty, \int, \inf).
var memberOpRe = regexp.MustCompile(`^\\(?:not\s*\\in|notin|in)`)

// memberText reads a formula that the parser does not read but that holds a
// membership at its top level ("x \in \mathbb{Z}^+", "x^2 = 4, x \in
// \mathbb{N}^*"): the membership, and the formula before it (head, "" when
// none) to be read on its own. ok is false when src has no membership
// outside braces.
func memberText(src string) (m member, head string, ok bool) {
	depth := 0
	at, end := -1, -1
	for i := 0; i < len(src) && at < 0; i++ {
		switch {
		case src[i] == '{':
			depth++
		case src[i] == '}':
			depth--
		case src[i] == '\\' && depth == 0:
			if loc := memberOpRe.FindStringIndex(src[i:]); loc != nil && (i+loc[1] == len(src) || !isLetterByte(src[i+loc[1]])) {
				at, end = i, i+loc[1]
			}
		}
	}
	if at < 0 {
		return member{}, "", false
	}
	m = member{not: strings.Contains(src[at:end], "not"), setSrc: strings.TrimSpace(src[end:]), src: strings.TrimSpace(src)}
	if e, err := latex.ParseExpr(m.setSrc); err == nil {
		m.set = e // the set is read; what is not is elsewhere
	}
	// The variables are the last comma-separated pieces of the left side
	// that are single letters; the pieces before them are a formula.
	pieces := splitTop(src[:at])
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
		m.vars = vars
		head = strings.TrimSpace(strings.Join(pieces[:k], ","))
		m.src = strings.TrimSpace(strings.Join(pieces[k:], ",")) + src[at:]
	}
	return m, head, true
}

func isLetterByte(b byte) bool { return b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' }

// splitTop splits s at the commas and semicolons outside braces and
// brackets.
func splitTop(s string) []string {
	var out []string
	depth, start := 0, 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '{', '(', '[':
			depth++
		case '}', ')', ']':
			depth--
		case ',', ';':
			if depth == 0 {
				out = append(out, s[start:i])
				start = i + 1
			}
		}
	}
	return append(out, s[start:])
}

// numberSet is a standard set of numbers as the membership conditions name
// it: the integers or the reals, with a bound. A set whose name leaves
// open whether 0 belongs to it (ℕ, ℤ⁺, ℝ⁺) has a second reading (alt).
type numberSet struct {
	integer bool
	bound   *ast.Rel // x op c, with x a placeholder; nil: no bound
	alt     *ast.Rel // the bound of the reading with 0 (ℕ from 0), nil when unambiguous
	name    string   // the reading, for notes: "ℕ = {1, 2, …}"
	altName string
}

// setLetterRe reads \mathbb{N}, \mathbb N, \mathbf{Z}, \Bbb R, ℕ and a bare
// capital N, Z, Q, R, C at the start of the set's text.
var setLetterRe = regexp.MustCompile(`^(?:\\(?:mathbb|mathbf|Bbb|mathbbm|mathrm|mathds)\s*\{\s*([NZQRC])\s*\}|\\(?:mathbb|mathbf|Bbb|mathbbm|mathds)\s*([NZQRC])|([NZQRC]))(.*)$`)

var setUnicode = strings.NewReplacer("ℕ", "N", "ℤ", "Z", "ℚ", "Q", "ℝ", "R", "ℂ", "C")

// standardSet reads the text of a standard set of numbers with its
// decorations (ℤ⁺, ℕ^*, ℝ_{>0}, ℕ_0); ok is false for another set.
// Unsupported sets (ℚ, ℂ) are read with ok true and a reason in why.
func standardSet(text string) (s numberSet, why string, ok bool) {
	t := setUnicode.Replace(strings.TrimSpace(text))
	t = strings.NewReplacer(`\left`, "", `\right`, "", `\!`, "", `\,`, "", `\;`, "").Replace(t)
	m := setLetterRe.FindStringSubmatch(t)
	if m == nil {
		return numberSet{}, "", false
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
			sup, dec = decoration(dec[1:])
		case strings.HasPrefix(dec, "_") && sub == "":
			sub, dec = decoration(dec[1:])
		default:
			return numberSet{}, "", false
		}
	}
	deco := sup + "|" + sub
	x := &ast.Ident{Name: "x"}
	rel := func(op ast.RelOp, c int64) *ast.Rel {
		return &ast.Rel{Ops: []ast.RelOp{op}, Args: []ast.Expr{x, &ast.Number{Int: fmt.Sprint(c)}}}
	}
	switch letter {
	case "Q", "C":
		return numberSet{}, fmt.Sprintf("leg 1 does not restrict the unknowns to %s", map[string]string{"Q": "the rationals", "C": "the complex numbers"}[letter]), true
	case "R":
		switch deco {
		case "|":
			return numberSet{name: "ℝ"}, "", true
		case "+|", "|+":
			return numberSet{bound: rel(ast.Gt, 0), alt: rel(ast.Ge, 0), name: "ℝ⁺ = (0, ∞)", altName: "ℝ⁺ = [0, ∞)"}, "", true
		case "-|", "|-":
			return numberSet{bound: rel(ast.Lt, 0), alt: rel(ast.Le, 0), name: "ℝ⁻ = (-∞, 0)", altName: "ℝ⁻ = (-∞, 0]"}, "", true
		case "*|+", "+|*", "*+|", "+*|", "|>0", ">0|":
			return numberSet{bound: rel(ast.Gt, 0), name: "(0, ∞)"}, "", true
		case "+|0", "0|+", "|>=0", ">=0|", "|+0", "+0|":
			return numberSet{bound: rel(ast.Ge, 0), name: "[0, ∞)"}, "", true
		case "*|-", "-|*", "|<0", "<0|":
			return numberSet{bound: rel(ast.Lt, 0), name: "(-∞, 0)"}, "", true
		case "-|0", "0|-", "|<=0", "<=0|":
			return numberSet{bound: rel(ast.Le, 0), name: "(-∞, 0]"}, "", true
		}
	case "Z", "N":
		switch letter + deco {
		case "Z|":
			return numberSet{integer: true, name: "ℤ"}, "", true
		case "N|":
			return numberSet{integer: true, bound: rel(ast.Ge, 1), alt: rel(ast.Ge, 0), name: "ℕ = {1, 2, …}", altName: "ℕ = {0, 1, 2, …}"}, "", true
		case "Z+|", "Z|+":
			return numberSet{integer: true, bound: rel(ast.Ge, 1), alt: rel(ast.Ge, 0), name: "ℤ⁺ = {1, 2, …}", altName: "ℤ⁺ = {0, 1, 2, …}"}, "", true
		case "Z-|", "Z|-":
			return numberSet{integer: true, bound: rel(ast.Le, -1), alt: rel(ast.Le, 0), name: "ℤ⁻ = {…, -2, -1}", altName: "ℤ⁻ = {…, -1, 0}"}, "", true
		case "N*|", "N+|", "N|+", "N|*", "Z|>0", "Z>0|", "N|>0", "N|>=1", "Z|>=1", "Z*|+", "Z+|*":
			return numberSet{integer: true, bound: rel(ast.Ge, 1), name: "{1, 2, …}"}, "", true
		case "N|0", "N0|", "Z|>=0", "Z>=0|", "N|>=0", "Z+|0", "Z0|+", "Z|+0", "Z+0|":
			return numberSet{integer: true, bound: rel(ast.Ge, 0), name: "{0, 1, 2, …}"}, "", true
		case "Z|<0", "Z<0|", "Z*|-", "Z-|*":
			return numberSet{integer: true, bound: rel(ast.Le, -1), name: "{…, -2, -1}"}, "", true
		case "Z|<=0", "Z<=0|", "Z-|0", "Z0|-":
			return numberSet{integer: true, bound: rel(ast.Le, 0), name: "{…, -1, 0}"}, "", true
		}
	}
	return numberSet{}, fmt.Sprintf("the set %s is not one leg 1 reads", strings.TrimSpace(text)), true
}

// decoration splits one super- or subscript off the front of s: a single
// character or sign ("+", "*", "0") or a comparison with a number (">=0").
func decoration(s string) (string, string) {
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
type memberReading struct {
	conds []formula
	label string
	// integer is the unknown of an inequality restricted to integers,
	// whose integer solutions are counted (integerSolutions).
	integer string
}

// memberReadings turns the statement's membership conditions on its
// variables into stated conditions, as if written out (x \in (0, 5) is
// 0 < x < 5; x \in \mathbb{R}^+ is x > 0). "x an integer" is applied only to
// the unknown of a single equation (the condition x = ⌊x⌋ of "integer
// solutions") and to the unknown of inequalities (their integer solutions
// are listed). A set whose name leaves open whether 0 is in it (ℕ, ℤ⁺, ℝ⁺)
// gives two readings, to be checked both. A membership of a variable that no
// target uses restricts nothing checked and is left; any other that cannot
// be applied makes why say so.
func (st *statement) memberReadings(kind Kind) (readings []memberReading, why string) {
	if len(st.members) == 0 {
		return nil, ""
	}
	var exprs []ast.Expr
	for _, t := range st.targets {
		exprs = append(exprs, t.E)
	}
	free := st.freeAfterSubst(exprs...)
	if st.unknown != "" && !containsName(free, st.unknown) {
		free = append(free, st.unknown)
	}
	substituted := map[string]bool{}
	for _, s := range st.substs {
		substituted[s.Name] = true
	}
	// The unknown of a single equation, the only one an integer
	// restriction is applied to.
	eqUnknown := ""
	if kind == KindEquation {
		var eqs []*ast.Rel
		for _, t := range st.targets {
			if r, ok := t.E.(*ast.Rel); ok && allEq(r) {
				eqs = append(eqs, r)
			}
		}
		if len(eqs) == 1 {
			if vs := st.freeAfterSubst(eqs[0]); len(vs) == 1 {
				eqUnknown = vs[0]
			}
		}
	}
	// The unknown of the inequalities, whose integer solutions can be
	// listed.
	ineqUnknown := ""
	if kind == KindInequality {
		var rels []ast.Expr
		for _, t := range st.targets {
			if r, ok := t.E.(*ast.Rel); ok && isCondition(r) {
				rels = append(rels, r)
			}
		}
		if vs := st.freeAfterSubst(rels...); len(rels) > 0 && len(vs) == 1 {
			ineqUnknown = vs[0]
		}
	}
	var common, a, b []formula
	integer := ""
	labelA, labelB := "", ""
	for _, m := range st.members {
		if ns, why, ok := m.standardSet(); ok && why == "" && !m.not && !ns.integer && ns.bound == nil {
			continue // in ℝ: no restriction, whatever the left side
		}
		if m.vars == nil {
			return nil, fmt.Sprintf("the statement states the condition %s, whose left side leg 1 does not read as variables", clip(m.src, 60))
		}
		relevant := false
		for _, v := range m.vars {
			if substituted[v] {
				return nil, fmt.Sprintf("the statement states the condition %s on %s, which it also gives a value", clip(m.src, 60), v)
			}
			if containsName(free, v) {
				relevant = true
			}
		}
		if !relevant {
			continue // a variable of no target: it restricts nothing checked
		}
		notApplied := func(why string) string {
			return fmt.Sprintf("the statement states the condition %s, which leg 1 does not apply: %s", clip(m.src, 60), why)
		}
		for _, v := range m.vars {
			if !containsName(free, v) {
				continue
			}
			x := &ast.Ident{Name: v}
			if ns, why, ok := m.standardSet(); ok {
				if why != "" {
					return nil, notApplied(why)
				}
				if m.not {
					return nil, notApplied("a variable outside " + ns.name)
				}
				if ns.integer && v == ineqUnknown {
					integer = v
				} else if ns.integer {
					if v != eqUnknown {
						return nil, notApplied(fmt.Sprintf("%s is restricted to integers, which leg 1 applies only to the unknown of a single equation or inequality", v))
					}
					common = append(common, formula{E: &ast.Rel{Ops: []ast.RelOp{ast.Eq}, Args: []ast.Expr{x, &ast.Func{Name: ast.Floor, Args: []ast.Expr{x}}}},
						Src: m.src})
				}
				if ns.bound == nil {
					continue
				}
				bound := func(r *ast.Rel, name string) formula {
					e := &ast.Rel{Ops: r.Ops, Args: []ast.Expr{x, r.Args[1]}}
					return formula{E: e, Src: fmt.Sprintf("%s (%s)", ast.Print(e), name)}
				}
				if ns.alt == nil {
					common = append(common, bound(ns.bound, ns.name))
					continue
				}
				a = append(a, bound(ns.bound, ns.name))
				b = append(b, bound(ns.alt, ns.altName))
				labelA, labelB = joinLabel(labelA, ns.name), joinLabel(labelB, ns.altName)
				continue
			}
			cs, why := m.setConds(x)
			if why != "" {
				return nil, notApplied(why)
			}
			common = append(common, cs...)
		}
	}
	if len(a) == 0 {
		return []memberReading{{conds: common, integer: integer}}, ""
	}
	return []memberReading{
		{conds: append(append([]formula(nil), common...), a...), label: labelA, integer: integer},
		{conds: append(append([]formula(nil), common...), b...), label: labelB, integer: integer},
	}, ""
}

func joinLabel(l, s string) string {
	if l == "" || strings.Contains(l, s) {
		return l + s
	}
	return l + ", " + s
}

// standardSet reads m's set as a standard set of numbers.
func (m member) standardSet() (numberSet, string, bool) {
	if c, ok := m.set.(*ast.Const); ok {
		switch c.Kind {
		case ast.Reals:
			return numberSet{name: "ℝ"}, "", true
		case ast.Integers:
			return numberSet{integer: true, name: "ℤ"}, "", true
		case ast.Naturals:
			return standardSet(`\mathbb{N}`)
		case ast.Rationals:
			return standardSet(`\mathbb{Q}`)
		}
	}
	if m.set != nil {
		if _, ok := m.set.(*ast.Ident); !ok {
			return numberSet{}, "", false // an interval or a set of values
		}
	}
	return standardSet(m.setSrc)
}

// setConds are the conditions on x of x \in S (x \notin S) for an interval
// S with two ends ("(0, 5)", "[0; \pi]", "(0; +\infty)"), a finite set
// after \notin, or ℝ minus a finite set; why says why another is not
// applied.
func (m member) setConds(x *ast.Ident) ([]formula, string) {
	switch s := m.set.(type) {
	case *ast.Tuple:
		if m.not {
			return nil, "a variable outside an interval (a union of two)"
		}
		if len(s.Items) != 2 || s.Left != '(' && s.Left != '[' || s.Right != ')' && s.Right != ']' {
			return nil, fmt.Sprintf("%s is not read as an interval", m.setSrc)
		}
		for _, it := range s.Items {
			if containsName(pm.FreeVars(it), x.Name) {
				return nil, fmt.Sprintf("the ends of %s depend on %s", m.setSrc, x.Name)
			}
		}
		lo, hi := s.Items[0], s.Items[1]
		loInf, hiInf := infinitySign(lo), infinitySign(hi)
		if loInf > 0 || hiInf < 0 {
			return nil, fmt.Sprintf("%s is not read as an interval", m.setSrc)
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
		return []formula{{E: e, Src: m.src}}, ""
	case *ast.Set:
		if !m.not {
			return nil, "a variable in a finite set of values"
		}
		return notEqual(x, s.Items, m.src)
	case *ast.Func:
		if s.Name == ast.FracPart && len(s.Args) == 1 { // \{a\}, one value
			if !m.not {
				return nil, "a variable in a finite set of values"
			}
			return notEqual(x, s.Args, m.src)
		}
	case *ast.Binary:
		if c, ok := s.X.(*ast.Const); ok && c.Kind == ast.Reals && s.Op == ast.SetMinus && !m.not {
			switch y := s.Y.(type) {
			case *ast.Set:
				return notEqual(x, y.Items, m.src)
			case *ast.Func:
				if y.Name == ast.FracPart && len(y.Args) == 1 {
					return notEqual(x, y.Args, m.src)
				}
			}
		}
	}
	return nil, fmt.Sprintf("the set %s is not one leg 1 reads", clip(m.setSrc, 40))
}

// notEqual is x ≠ v for each value v (no value may use x).
func notEqual(x *ast.Ident, vals []ast.Expr, src string) ([]formula, string) {
	var out []formula
	for _, v := range vals {
		if containsName(pm.FreeVars(v), x.Name) {
			return nil, fmt.Sprintf("the values of %s depend on %s", src, x.Name)
		}
		out = append(out, formula{E: &ast.Rel{Ops: []ast.RelOp{ast.Ne}, Args: []ast.Expr{x, v}}, Src: src})
	}
	return out, ""
}

// infinitySign is +1 for +∞ (\infty, +\infty), -1 for -∞, 0 otherwise.
func infinitySign(e ast.Expr) int {
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

// proseMemberRe finds a membership sign in the prose (∈ is read as \in),
// proseIntervalRe an interval after "in", "on", "over" ("for x in (0, 5)").
var (
	proseMemberRe   = regexp.MustCompile(`\\(?:not\s*\\in|notin|in)(?:[^a-zA-Z]|$)|∉`)
	proseIntervalRe = regexp.MustCompile(`(?i)\b(?:in|on|over|within)\s+(?:the\s+)?(?:interval\s+|segment\s+)?[(\[]\s*[-+]?\s*(?:\d|\\pi|π|\\infty|∞)`)
)

// proseCondition returns a membership or an interval that the prose
// states outside the formulas, or "".
func proseCondition(text string) string {
	for _, re := range []*regexp.Regexp{proseMemberRe, proseIntervalRe} {
		if loc := re.FindStringIndex(text); loc != nil {
			from, to := max(0, loc[0]-12), min(len(text), loc[1]+16)
			return strings.Join(strings.Fields(text[from:to]), " ")
		}
	}
	return ""
}
