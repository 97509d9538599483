package check

import (
	"fmt"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
)

// substitution is an indicated substitution ("at x = 2", "if a = b^2").
type substitution struct {
	Name string
	Val  ast.Expr
	Src  string
}

// statement is what the checker read from a problem statement.
type statement struct {
	prose   string // lower-cased prose, each formula replaced by " $ "
	kind    Kind
	targets []formula // the formulas the task is about
	conds   []formula // stated conditions (a>b>0, x \ne 1)
	substs  []substitution
	members []member // stated membership conditions (x \in \mathbb{Z}), applied by memberReadings
	// proseCond is a membership or an interval written in the prose,
	// outside the formulas ("x ∈ ℤ", "for x in (0, 5)"), which is not read.
	proseCond string
	// intUnknown is the unknown of an inequality that the statement
	// restricts to integers (x \in \mathbb{Z}): its integer solutions are
	// asked.
	intUnknown string
	unknown    string // the variable asked for ("for $x$")
	// afterKeyword says the first target immediately follows the task
	// keyword ("Evaluate: $...$").
	afterKeyword bool
	rounding     bool
	read         reading // the prose read through the cue table
	// asked are the names the prose asks for ("Find $y$", "and find
	// $x_{\max}$"), which a checker must answer (statement.unanswered).
	asked []formula
	// askedAgain are the indices of targets asked for after another
	// ("Find the derivative of $f(x)=x^3$ and compute $f'(1)$").
	askedAgain []int
	// orCond is a condition joined to a stated one by "or" ("for $x<0$ or
	// $x>2.5$"): a union of conditions, which leg 1 does not apply.
	orCond string
	// last says where place put the previous formula: lastCond for a
	// condition or a membership, lastAsked for an asked name.
	last int
	bad  string // why a formula could not be read
	raw  string // the statement as given
}

type formula struct {
	E   ast.Expr
	Src string
}

const maxFormulaLen = 4000

// unknownPrefix reads "x:" at the start of a formula ("Solve for $x:
// 3^{2x} = 10^x$"): the unknown's name and the length of the prefix.
func unknownPrefix(src string) (string, int, bool) {
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

// proseWords counts the words of the prose (formulas excluded).
func (st *statement) proseWords() int {
	n := 0
	for _, w := range strings.Fields(st.prose) {
		if !strings.HasPrefix(w, "$") {
			n++
		}
	}
	return n
}

func readStatement(problem string) *statement {
	st := &statement{raw: problem}
	problem = plainLetters(unicodeFix.Replace(problem))
	// The prose with each formula replaced by "$", or by "$4" for a
	// formula that is a bare number placed after the first target (place
	// drops it): the cue table reads it as a number ("to $2$ decimal
	// places"), and one no cue reads is part of the question left unread.
	var prose []string
	parts := splitDollars(problem)
	if len(parts) == 1 && !parts[0].math {
		st.readProse(strings.ToLower(problem))
		return st
	}
	joinFactorials(parts)
	before := ""
	for _, p := range parts {
		if !p.math {
			prose = append(prose, p.text)
			before += p.text
			if st.proseCond == "" {
				st.proseCond = proseCondition(p.text)
			}
			continue
		}
		prose = append(prose, " $ ")
		placeholder := len(prose) - 1
		// Words written inside a formula (\text{for positive } x) are
		// read through the cue table like the prose around it.
		for _, w := range textWords(p.text) {
			prose = append(prose, " "+w+" $ ")
		}
		src := strings.TrimSpace(p.text)
		src = strings.TrimRight(src, " .,;")
		if src == "" {
			continue
		}
		if len(src) > maxFormulaLen {
			st.bad = fmt.Sprintf("formula of %d bytes is longer than the limit %d", len(src), maxFormulaLen)
			before = ""
			continue
		}
		if name, n, ok := unknownPrefix(src); ok && strings.HasSuffix(strings.ToLower(strings.TrimSpace(before)), "for") {
			// "Solve for $x: 3^{2x} = 10^x$": the unknown, then the formula.
			st.unknown = name
			src = src[n:]
		}
		e, err := latex.ParseExpr(src)
		if err != nil {
			if m, head, ok := memberText(src); ok {
				// "x \in \mathbb{Z}^+", which the parser does not read:
				// the membership, and the formula before it.
				st.members = append(st.members, m)
				st.last = lastCond
				if h, err := latex.ParseExpr(head); head != "" && err == nil {
					st.place(formula{h, head}, before)
				} else if head != "" && st.bad == "" {
					st.bad = fmt.Sprintf("cannot read %q: %v", clip(head, 60), err)
				}
				before = ""
				continue
			}
			if st.bad == "" {
				st.bad = fmt.Sprintf("cannot read %q: %v", clip(src, 60), err)
			}
			before = ""
			continue
		}
		if n, ok := e.(*ast.Number); ok && len(st.targets) > 0 {
			prose[placeholder] = " $" + numberText(n) + " "
		}
		st.place(formula{e, src}, before)
		before = ""
	}
	st.readProse(strings.ToLower(strings.Join(prose, "")))
	return st
}

// numberText writes a number as the prose writes it: 4, 0.01.
func numberText(n *ast.Number) string {
	s := n.Int
	if s == "" {
		s = "0"
	}
	if n.Frac != "" || n.Repeat != "" {
		s += "." + n.Frac + n.Repeat
	}
	return s
}

// readProse reads the prose once through the cue table.
func (st *statement) readProse(prose string) {
	st.prose = prose
	st.read = readCues(prose)
	st.kind = st.read.kind
	_, st.rounding = st.read.has(cueApprox, "")
}

// joinFactorials moves a factorial sign left just outside a formula back
// into it: "$15 !-13$ !" is 15!-13!.
func joinFactorials(parts []textPart) {
	for i := 0; i+1 < len(parts); i++ {
		if !parts[i].math || parts[i+1].math {
			continue
		}
		rest := strings.TrimLeft(parts[i+1].text, " ")
		if strings.HasPrefix(rest, "!") && !strings.HasPrefix(rest, "!=") {
			parts[i].text += "!"
			parts[i+1].text = rest[1:]
		}
	}
}

// Where place put the previous formula (statement.last).
const (
	lastOther = iota
	lastCond
	lastAsked
)

// place sorts one formula into targets, conditions and substitutions.
func (st *statement) place(f formula, before string) {
	prev := st.last
	st.last = lastOther
	if m, ok := readMember(f.E); ok {
		// A membership is a condition wherever it stands.
		st.members = append(st.members, m)
		st.last = lastCond
		return
	}
	cue := hasCue(before)
	if len(st.targets) == 0 && keywordBefore(before) {
		st.afterKeyword = true
	}
	joiner := strings.ToLower(strings.TrimSpace(before))
	switch e := f.E.(type) {
	case *ast.Ident:
		if endsWithCue(before, askVerbs, false) || prev == lastAsked && (joiner == "and" || joiner == ",") {
			// "Find $y$", "find $x$ and $y$": a name asked for.
			st.asked = append(st.asked, f)
			st.last = lastAsked
		}
		if st.unknown == "" {
			st.unknown = e.Name
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
				st.place(formula{it, f.Src}, before)
				before = ","
			}
			return
		}
	case *ast.Rel:
		if (joiner == "or" || joiner == "and" || joiner == "," && boundOnName(e)) && isCondition(e) && prev == lastCond {
			// "for $x>0$ and $x<3$", "Let $x>0$, $x<3$": the condition goes on; "for $x<0$ or
			// $x>2.5$": a union of conditions, which is not applied.
			if joiner == "or" {
				if st.orCond == "" {
					st.orCond = f.Src
				}
				return
			}
			st.conds = append(st.conds, f)
			st.last = lastCond
			return
		}
		if (joiner == "or" || joiner == "and") && len(st.targets) > 0 && isCondition(e) {
			// "Solve $x^2<9$ and $x>1$": inequalities solved together.
			st.targets = append(st.targets, f)
			return
		}
		if isSubstitution(e) && (cue && len(st.targets) > 0 || cueStrong(before)) {
			st.substs = append(st.substs, substitution{Name: e.Args[0].(*ast.Ident).Name, Val: e.Args[1], Src: f.Src})
			return
		}
		if isCondition(e) && (len(st.targets) > 0 || cueStrong(before) || boundOnName(e) && endsWithCue(before, leadCondCues, false)) {
			st.conds = append(st.conds, f)
			st.last = lastCond
			return
		}
	}
	if isTrivial(f.E) && len(st.targets) > 0 {
		return
	}
	if len(st.targets) > 0 && endsWithCue(before, askVerbs, false) {
		st.askedAgain = append(st.askedAgain, len(st.targets))
	}
	st.targets = append(st.targets, f)
}

// leadCondCues make a bound on a name ("Let $x<0$", "For $0<x<\pi$,")
// a condition even before the formula asked about.
var leadCondCues = []string{"let", "suppose", "assume", "for"}

// askVerbs, ending the prose before a name, ask for its value ("Find $y$").
var askVerbs = []string{"find", "compute", "calculate", "determine", "evaluate", "write", "give", "enter"}

// boundOnName reports a relation that bounds one name by constants:
// x > 0, 0 < x < π/2, x ≠ 1.
func boundOnName(r *ast.Rel) bool {
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

func cueStrong(before string) bool { return endsWithCue(before, strongCues, false) }

// isSubstitution reports `x = expr` with a single variable on the left that
// does not occur on the right.
func isSubstitution(r *ast.Rel) bool {
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

// isCondition reports a relation made only of <, ≤, >, ≥, ≠.
func isCondition(r *ast.Rel) bool {
	for _, op := range r.Ops {
		switch op {
		case ast.Lt, ast.Le, ast.Gt, ast.Ge, ast.Ne:
		default:
			return false
		}
	}
	return true
}

func isTrivial(e ast.Expr) bool {
	switch e.(type) {
	case *ast.Number, *ast.Ident, *ast.Text:
		return true
	}
	return false
}

func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "…"
}

// textWords returns the contents of the \text{...}, \textrm{...},
// \textbf{...} and \mbox{...} groups of a formula that hold a word of two
// letters or more (\text{ for all }, \text{ cm}); \mathrm names letters.
func textWords(src string) []string {
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
