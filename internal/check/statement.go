package check

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
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
	unknown string // the variable asked for ("for $x$")
	// afterKeyword says the first target immediately follows the task
	// keyword ("Evaluate: $...$").
	afterKeyword bool
	rounding     bool
	read         reading // the prose read through the cue table
	bad          string  // why a formula could not be read
	raw          string  // the statement as given
}

type formula struct {
	E   ast.Expr
	Src string
}

var (
	keywordRe = regexp.MustCompile(`(?i)(compute|calculate|evaluate|simplify|simplified|find the value of|what is the value of|value of|find|solve|determine|prove|show that|factori[sz]e|factor|expression|equation|inequality|system)\b[^.?!$]{0,70}$`)
	// aboutRootsRe marks questions about the roots rather than for them.
	aboutRootsRe = regexp.MustCompile(`(?i)\b(sum|product|how many|number of|largest|smallest|greatest|least|integer solutions?|positive difference|difference between|average|mean|nearest|integer part|real part|imaginary part|ordered pair|value of [a-z]\s*\+|express)\b`)
	wordyRe      = regexp.MustCompile(`(?i)\b(if|let|suppose|given|such that|where)\b`)
)

const maxFormulaLen = 4000

var unknownPrefixRe = regexp.MustCompile(`^\s*([a-zA-Z])\s*:\s*`)

// solveRe marks a request to solve (not merely a mention of an equation).
var solveRe = regexp.MustCompile(`(?i)\bsolve\b|\bfind all\b|\broots? of\b|\bsolutions? (of|to)\b|\bfind [a-z]\b|\bsolve for\b`)

// proseWords counts the words of the prose (formulas excluded).
func (st *statement) proseWords() int {
	n := 0
	for _, w := range strings.Fields(st.prose) {
		if w != "$" {
			n++
		}
	}
	return n
}

func readStatement(problem string) *statement {
	st := &statement{raw: problem}
	problem = plainLetters(unicodeFix.Replace(problem))
	var prose strings.Builder
	parts := splitDollars(problem)
	if len(parts) == 1 && !parts[0].math {
		st.readProse(strings.ToLower(problem))
		return st
	}
	joinFactorials(parts)
	before := ""
	for _, p := range parts {
		if !p.math {
			prose.WriteString(p.text)
			before += p.text
			continue
		}
		prose.WriteString(" $ ")
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
		if m := unknownPrefixRe.FindStringSubmatch(src); m != nil && strings.HasSuffix(strings.ToLower(strings.TrimSpace(before)), "for") {
			// "Solve for $x: 3^{2x} = 10^x$": the unknown, then the formula.
			st.unknown = m[1]
			src = src[len(m[0]):]
		}
		e, err := latex.ParseExpr(src)
		if err != nil {
			if st.bad == "" {
				st.bad = fmt.Sprintf("cannot read %q: %v", clip(src, 60), err)
			}
			before = ""
			continue
		}
		st.place(formula{e, src}, before)
		before = ""
	}
	st.readProse(strings.ToLower(prose.String()))
	return st
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

// place sorts one formula into targets, conditions and substitutions.
func (st *statement) place(f formula, before string) {
	cue := hasCue(before)
	if len(st.targets) == 0 && keywordRe.MatchString(before) {
		st.afterKeyword = true
	}
	switch e := f.E.(type) {
	case *ast.Ident:
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
		if b := strings.ToLower(strings.TrimSpace(before)); (b == "or" || b == "and") && len(st.targets) > 0 && isCondition(e) {
			st.targets = append(st.targets, f)
			return
		}
		if isSubstitution(e) && (cue && len(st.targets) > 0 || cueStrong(before)) {
			st.substs = append(st.substs, substitution{Name: e.Args[0].(*ast.Ident).Name, Val: e.Args[1], Src: f.Src})
			return
		}
		if isCondition(e) && (len(st.targets) > 0 || cueStrong(before)) {
			st.conds = append(st.conds, f)
			return
		}
	}
	if isTrivial(f.E) && len(st.targets) > 0 {
		return
	}
	st.targets = append(st.targets, f)
}

var strongCueRe = regexp.MustCompile(`(?i)\b(at|if|when|where|given( that)?|provided( that)?|assuming( that)?|with)\s*$`)

func cueStrong(before string) bool { return strongCueRe.MatchString(strings.TrimSpace(before)) }

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
	for _, v := range freeVars(r.Args[1]) {
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
