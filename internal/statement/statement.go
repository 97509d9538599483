package statement

import (
	"fmt"
	"strings"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// Substitution is an indicated substitution ("at x = 2", "if a = b^2").
type Substitution struct {
	Name string
	Val  ast.Expr
	Src  string
}

// Statement is what the checker read from a problem statement.
type Statement struct {
	Prose   string // lower-cased prose, each formula replaced by " $ "
	Kind    Kind
	Targets []Formula // the formulas the task is about
	Conds   []Formula // stated conditions (a>b>0, x \ne 1)
	Substs  []Substitution
	Members []Member // stated membership conditions (x \in \mathbb{Z}), applied by memberReadings
	// ProseCond is a membership or an interval written in the prose,
	// outside the formulas ("x ∈ ℤ", "for x in (0, 5)"), which is not read.
	ProseCond string
	// IntUnknown is the unknown of an inequality that the statement
	// restricts to integers (x \in \mathbb{Z}): its integer solutions are
	// Asked.
	IntUnknown string
	Unknown    string // the variable asked for ("for $x$")
	// AfterKeyword says the first target immediately follows the task
	// keyword ("Evaluate: $...$").
	AfterKeyword bool
	Rounding     bool
	Read         Reading // the prose read through the cue table
	// Asked are the names the prose asks for ("Find $y$", "and find
	// $x_{\max}$"), which a checker must answer (statement.unanswered).
	Asked []Formula
	// AskedAgain are the indices of targets asked for after another
	// ("Find the derivative of $f(x)=x^3$ and compute $f'(1)$").
	AskedAgain []int
	// OrCond is a condition joined to a stated one by "or" ("for $x<0$ or
	// $x>2.5$"): a union of conditions, which leg 1 does not apply.
	OrCond string
	// Last says where place put the previous formula: lastCond for a
	// condition or a membership, lastAsked for an asked name.
	Last int
	Bad  string // why a formula could not be read
	Raw  string // the statement as given
	// Shape is the whole-statement shape that gave the kind where the cue
	// words left it unknown (issue 25, capability 1; shapes.go).
	Shape ExactShape
}

type Formula struct {
	E   ast.Expr
	Src string
}

const MaxFormulaLen = 4000

// UnknownPrefix reads "x:" at the start of a formula ("Solve for $x:
// 3^{2x} = 10^x$"): the unknown's name and the length of the prefix.
func UnknownPrefix(src string) (string, int, bool) {
	t := strings.TrimLeft(src, " \t\n")
	if len(t) < 2 || !(t[0] >= 'a' && t[0] <= 'z' || t[0] >= 'A' && t[0] <= 'Z') {
		return "", 0, false
	}
	rest := strings.TrimLeft(t[1:], " \t\n")
	if !strings.HasPrefix(rest, ":") {
		return "", 0, false
	}
	rest = strings.TrimLeft(rest[1:], " \t\n")
	return t[:1], len(src) - len(rest), true
}

// ProseWords counts the words of the prose (formulas excluded).
func (st *Statement) ProseWords() int {
	n := 0
	for _, w := range strings.Fields(st.Prose) {
		if !strings.HasPrefix(w, "$") {
			n++
		}
	}
	return n
}

func ReadStatement(problem string) *Statement {
	st := &Statement{Raw: problem}
	problem = PlainLetters(UnicodeFix.Replace(problem))
	// The prose with each formula replaced by "$", or by "$4" for a
	// Formula that is a bare number placed after the first target (place
	// drops it): the cue table reads it as a number ("to $2$ decimal
	// places"), and one no cue reads is part of the question left unread.
	var prose []string
	parts := AlignDisplayParts(SplitDollars(problem))
	if len(parts) == 1 && !parts[0].Math {
		st.ReadProse(strings.ToLower(problem))
		return st
	}
	JoinFactorials(parts)
	before := ""
	for _, p := range parts {
		if !p.Math {
			prose = append(prose, p.Text)
			before += p.Text
			if st.ProseCond == "" {
				st.ProseCond = ProseCondition(p.Text)
			}
			continue
		}
		prose = append(prose, " $ ")
		placeholder := len(prose) - 1
		// Words written inside a formula (\text{for positive } x) are
		// Read through the cue table like the prose around it.
		for _, w := range TextWords(p.Text) {
			prose = append(prose, " "+w+" $ ")
		}
		src := strings.TrimSpace(p.Text)
		src = strings.TrimRight(src, " .,;")
		if src == "" {
			continue
		}
		if len(src) > MaxFormulaLen {
			st.Bad = fmt.Sprintf("formula of %d bytes is longer than the limit %d", len(src), MaxFormulaLen)
			before = ""
			continue
		}
		if name, n, ok := UnknownPrefix(src); ok && strings.HasSuffix(strings.ToLower(strings.TrimSpace(before)), "for") {
			// "Solve for $x: 3^{2x} = 10^x$": the unknown, then the formula.
			st.Unknown = name
			src = src[n:]
		}
		e, err := latex.ParseExpr(src)
		if err != nil {
			if m, head, ok := MemberText(src); ok {
				// "x \in \mathbb{Z}^+", which the parser does not read:
				// the membership, and the formula before it.
				st.Members = append(st.Members, m)
				st.Last = LastCond
				if h, err := latex.ParseExpr(head); head != "" && err == nil {
					st.Place(Formula{h, head}, before)
				} else if head != "" && st.Bad == "" {
					st.Bad = fmt.Sprintf("cannot read %q: %v", Clip(head, 60), err)
				}
				before = ""
				continue
			}
			if st.Bad == "" {
				st.Bad = fmt.Sprintf("cannot read %q: %v", Clip(src, 60), err)
			}
			before = ""
			continue
		}
		if n, ok := e.(*ast.Number); ok && len(st.Targets) > 0 {
			prose[placeholder] = " $" + NumberText(n) + " "
		}
		st.Place(Formula{e, src}, before)
		before = ""
	}
	st.ReadProse(strings.ToLower(strings.Join(prose, "")))
	if sh, ok := st.MatchExactShape(); ok { // issue 25, capability 1
		st.applyShape(sh)
	}
	if sh, ok := st.matchSolveShape(); ok { // issue 25, Gaokao and OlympiadBench: equation shapes
		st.applyShape(sh)
	}
	if sh, ok := st.matchBareSolveShape(); ok { // issue 25 (Gaokao): "What value of h is the solution to <equation>?"
		st.applyShape(sh)
	}
	st.matchSimplifySentence() // issue 25 (CollegeMath algebra): shapes_algebra.go
	return st
}

// NumberText writes a number as the prose writes it: 4, 0.01.
func NumberText(n *ast.Number) string {
	s := n.Int
	if s == "" {
		s = "0"
	}
	if n.Frac != "" || n.Repeat != "" {
		s += "." + n.Frac + n.Repeat
	}
	return s
}

// ReadProse reads the prose once through the cue table.
func (st *Statement) ReadProse(prose string) {
	st.Prose = prose
	st.Read = ReadCues(prose)
	st.Kind = st.Read.Kind
	_, st.Rounding = st.Read.Has(CueApprox, "")
}

// JoinFactorials moves a factorial sign left just outside a formula back
// into it: "$15 !-13$ !" is 15!-13!.
func JoinFactorials(parts []TextPart) {
	for i := 0; i+1 < len(parts); i++ {
		if !parts[i].Math || parts[i+1].Math {
			continue
		}
		rest := strings.TrimLeft(parts[i+1].Text, " ")
		if strings.HasPrefix(rest, "!") && !strings.HasPrefix(rest, "!=") {
			parts[i].Text += "!"
			parts[i+1].Text = rest[1:]
		}
	}
}

// Where place put the previous formula (statement.last).
const (
	LastOther = iota
	LastCond
	LastAsked
)

// Place sorts one formula into targets, conditions and substitutions.
func (st *Statement) Place(f Formula, before string) {
	prev := st.Last
	st.Last = LastOther
	if m, ok := ReadMember(f.E); ok {
		// A membership is a condition wherever it stands.
		st.Members = append(st.Members, m)
		st.Last = LastCond
		return
	}
	cue := HasCue(before)
	if len(st.Targets) == 0 && KeywordBefore(before) {
		st.AfterKeyword = true
	}
	joiner := strings.ToLower(strings.TrimSpace(before))
	switch e := f.E.(type) {
	case *ast.Ident:
		if EndsWithCue(before, AskVerbs, false) || prev == LastAsked && (joiner == "and" || joiner == ",") {
			// "Find $y$", "find $x$ and $y$": a name asked for.
			st.Asked = append(st.Asked, f)
			st.Last = LastAsked
		}
		if st.Unknown == "" {
			st.Unknown = e.Name
		}
		return
	case *ast.List:
		// "x = 2, y = 3" or a system written on one line.
		allRel := true
		for _, it := range e.Items {
			if _, ok := it.(*ast.Rel); !ok {
				allRel = false
			}
		}
		if allRel {
			for _, it := range e.Items {
				st.Place(Formula{it, f.Src}, before)
				before = ","
			}
			return
		}
	case *ast.Rel:
		if (joiner == "or" || joiner == "and" || joiner == "," && BoundOnName(e)) && IsCondition(e) && prev == LastCond {
			// "for $x>0$ and $x<3$", "Let $x>0$, $x<3$": the condition goes on; "for $x<0$ or
			// $x>2.5$": a union of conditions, which is not applied.
			if joiner == "or" {
				if st.OrCond == "" {
					st.OrCond = f.Src
				}
				return
			}
			st.Conds = append(st.Conds, f)
			st.Last = LastCond
			return
		}
		if (joiner == "or" || joiner == "and") && len(st.Targets) > 0 && IsCondition(e) {
			// "Solve $x^2<9$ and $x>1$": inequalities solved together.
			st.Targets = append(st.Targets, f)
			return
		}
		if IsSubstitution(e) && (cue && len(st.Targets) > 0 || CueStrong(before)) {
			st.Substs = append(st.Substs, Substitution{Name: e.Args[0].(*ast.Ident).Name, Val: e.Args[1], Src: f.Src})
			return
		}
		if IsCondition(e) && (len(st.Targets) > 0 || CueStrong(before) || BoundOnName(e) && EndsWithCue(before, LeadCondCues, false)) {
			st.Conds = append(st.Conds, f)
			st.Last = LastCond
			return
		}
	}
	if IsTrivial(f.E) && len(st.Targets) > 0 {
		return
	}
	if len(st.Targets) > 0 && EndsWithCue(before, AskVerbs, false) {
		st.AskedAgain = append(st.AskedAgain, len(st.Targets))
	}
	st.Targets = append(st.Targets, f)
}

// LeadCondCues make a bound on a name ("Let $x<0$", "For $0<x<\pi$,")
// a condition even before the formula asked about.
var LeadCondCues = []string{"let", "suppose", "assume", "for"}

// AskVerbs, ending the prose before a name, ask for its value ("Find $y$").
var AskVerbs = []string{"find", "compute", "calculate", "determine", "evaluate", "write", "give", "enter"}

// BoundOnName reports a relation that bounds one name by constants:
// x > 0, 0 < x < π/2, x ≠ 1.
func BoundOnName(r *ast.Rel) bool {
	name := ""
	for _, a := range r.Args {
		if id, ok := a.(*ast.Ident); ok && name == "" {
			name = id.Name
			continue
		}
		if len(pm.FreeVars(a)) > 0 {
			return false
		}
	}
	return name != ""
}

func CueStrong(before string) bool { return EndsWithCue(before, StrongCues, false) }

// IsSubstitution reports `x = expr` with a single variable on the left that
// does not occur on the right.
func IsSubstitution(r *ast.Rel) bool {
	if len(r.Ops) != 1 || r.Ops[0] != ast.Eq {
		return false
	}
	id, ok := r.Args[0].(*ast.Ident)
	if !ok {
		return false
	}
	for _, v := range pm.FreeVars(r.Args[1]) {
		if v == id.Name {
			return false
		}
	}
	return true
}

// IsCondition reports a relation made only of <, ≤, >, ≥, ≠.
func IsCondition(r *ast.Rel) bool {
	for _, op := range r.Ops {
		switch op {
		case ast.Lt, ast.Le, ast.Gt, ast.Ge, ast.Ne:
		default:
			return false
		}
	}
	return true
}

func IsTrivial(e ast.Expr) bool {
	switch e.(type) {
	case *ast.Number, *ast.Ident, *ast.Text:
		return true
	}
	return false
}

func Clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "…"
}

// TextWords returns the contents of the \text{...}, \textrm{...},
// \textbf{...} and \mbox{...} groups of a formula that hold a word of two
// letters or more (\text{ for all }, \text{ cm}); \mathrm names letters.
func TextWords(src string) []string {
	var out []string
	for _, cmd := range []string{`\text{`, `\textrm{`, `\textbf{`, `\mbox{`} {
		rest := src
		for {
			i := strings.Index(rest, cmd)
			if i < 0 {
				break
			}
			rest = rest[i+len(cmd):]
			j := strings.IndexByte(rest, '}')
			if j < 0 {
				break
			}
			t := rest[:j]
			rest = rest[j+1:]
			letters := 0
			for _, r := range t {
				if r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' {
					letters++
				}
			}
			if letters >= 2 {
				out = append(out, t)
			}
		}
	}
	return out
}
