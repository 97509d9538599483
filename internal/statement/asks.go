package statement

// What is asked, beyond the formula: the parts of an exam problem, the
// cues a special checker (area, triangle, tangent) does not read, a value
// at a point. Each makes a row undecided where leg 1 would otherwise check
// only part of the question (AUDIT2.md, causes 3, 8, 11).

import (
	"fmt"
	"regexp"
	"strings"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// PartMarkerRe finds the part markers of a problem in several parts in
// the prose (formulas replaced by "$"): "a)", "б)", "1)", "(a)", "(ii)" at
// the start or after a space or the end of a sentence.
var PartMarkerRe = regexp.MustCompile(`(?:^|[\s.;:!?])\(?(?:[a-eа-е]|[1-9]|i{1,3}|iv)\)(?:\s|$)`)

// SecondRootsRe finds a second question about the roots after "solve":
// "Solve ... and find the roots on $[0, 2\pi]$", "... and find all roots
// belonging to the interval": the answer asked is both lists, or the second
// one; leg 1 does not know which.
var SecondRootsRe = regexp.MustCompile(`\bsolve\b.*\b(?:and|then)\s+(?:also\s+)?(?:find|determine|select|indicate|give|list|write(?:\s+down)?)\s+(?:(?:all|the|its|those|of|them|these)\s+)*(?:root|roots|solution|solutions)\b`)

// MultiPart returns why a statement asks several questions in parts, or "".
func (st *Statement) MultiPart() string {
	if m := PartMarkerRe.FindString(st.Prose); m != "" {
		return fmt.Sprintf("the problem is in parts (%q): leg 1 checks one question, and the answer's parts are not told apart", strings.TrimSpace(m))
	}
	if m := SecondRootsRe.FindString(st.Prose); m != "" {
		return fmt.Sprintf("the problem asks to solve and then for some of the roots (%q): two questions, and leg 1 does not know which the answer answers", Clip(m, 60))
	}
	return ""
}

// SpecialUnread returns why a special checker (area, triangle, tangent)
// must not decide the row, or "": a cue it does not read (a restriction,
// another quantity asked, a topic outside allowed), a stated condition, or
// the word "each" (the areas of several figures). The checker reads only
// its own shape; what it does not read is not ignored.
func (st *Statement) SpecialUnread(what string, allowed ...string) string {
	for _, h := range st.Read.Hits {
		switch h.Def.Class {
		case CueTask, CueForm, CueApprox, CueHarmless:
			continue
		case CueTopic, CueWord, CueRestrict:
			if Contains1(allowed, h.Def.Name) {
				continue
			}
		}
		return fmt.Sprintf("the %s is recomputed only in its plain shape; the statement also says %q (%s: %s), which that check does not read", what, h.Words, h.Def.Class, h.Def.Name)
	}
	for _, t := range ProseTokens(st.Prose) {
		if t == "each" {
			return fmt.Sprintf("the statement asks about each of several figures (\"each\"); the %s check reads one", what)
		}
	}
	return ""
}

// AreaBounds reads a restriction of an area to lo ≤ x ≤ hi: "on the
// segment $[lo;hi]$" (the interval cue and a target tuple) or a condition
// $lo \le x \le hi$. ok is false when there is none; why is set when a
// restriction or a condition is stated that is not of that shape. The
// Interval's target is reported so that the caller does not read it as a
// curve.
func (st *Statement) AreaBounds() (lo, hi ast.Expr, tuple ast.Expr, ok bool, why string) {
	hasInterval := false
	for _, h := range st.Read.Hits {
		if h.Def.Class == CueRestrict {
			if h.Def.Name != "interval" {
				return nil, nil, nil, false, fmt.Sprintf("the area is restricted (%q), which the area check does not read", h.Words)
			}
			hasInterval = true
		}
	}
	if hasInterval {
		if len(st.Conds) > 0 {
			return nil, nil, nil, false, "the area is restricted both by an interval and by a condition"
		}
		for _, t := range st.Targets {
			tp, isT := t.E.(*ast.Tuple)
			if isT && len(tp.Items) == 2 && len(pm.FreeVars(tp)) == 0 && tp.Left == '[' && tp.Right == ']' {
				return tp.Items[0], tp.Items[1], t.E, true, ""
			}
		}
		return nil, nil, nil, false, "the area is restricted to an interval the area check cannot read"
	}
	switch len(st.Conds) {
	case 0:
		return nil, nil, nil, false, ""
	case 1:
		r, isRel := st.Conds[0].E.(*ast.Rel)
		if isRel && len(r.Args) == 3 && (r.Ops[0] == ast.Le || r.Ops[0] == ast.Lt) && (r.Ops[1] == ast.Le || r.Ops[1] == ast.Lt) {
			if id, isID := r.Args[1].(*ast.Ident); isID && id.Name == "x" && len(pm.FreeVars(r.Args[0])) == 0 && len(pm.FreeVars(r.Args[2])) == 0 {
				return r.Args[0], r.Args[2], nil, true, ""
			}
		}
	}
	return nil, nil, nil, false, fmt.Sprintf("the area is restricted by the condition %s, which the area check does not apply", Clip(st.Conds[0].Src, 40))
}

// TriangleFragRe are the formulas a triangle statement of checkTriangle's
// shape holds: the triangle's name, a side, a given side, the given angle.
var TriangleFragRe = []*regexp.Regexp{
	regexp.MustCompile(`^\s*(?:\\triangle\s*)?[A-Z]{3}\s*$`),
	regexp.MustCompile(`^\s*[A-Z]{2}\s*$`),
	regexp.MustCompile(`^\s*[A-Z][A-Z]\s*=\s*[^,;$=]+$`),
	regexp.MustCompile(`^\s*\\angle\s*\{?[A-Z]{1,3}\}?\s*=\s*[^,;$=]+$`),
}

// TriangleExtra returns a formula of the problem that is not part of the
// triangle checker's shape (another angle asked, another quantity), or "".
func TriangleExtra(problem string, asked string) string {
	n := 0
	for _, f := range latex.Fragments(problem) {
		known := false
		for _, re := range TriangleFragRe {
			if re.MatchString(f.Src) {
				known = true
				break
			}
		}
		if !known {
			return f.Src
		}
		if strings.TrimSpace(f.Src) == asked {
			n++
		}
	}
	if n != 1 {
		return asked
	}
	return ""
}

// ValueAtPoint returns why an answer does not answer "the value at a
// point" ("Find the value of ... at $a=3$"), or "": the answer still holds
// a variable the statement gives a number.
func (st *Statement) ValueAtPoint(ansE ast.Expr) string {
	for _, v := range pm.FreeVars(ansE) {
		for _, s := range st.Substs {
			if s.Name == v && len(pm.FreeVars(s.Val)) == 0 {
				return fmt.Sprintf("the value at %s is asked, a number; the answer still holds %s", Clip(s.Src, 30), v)
			}
		}
	}
	return ""
}
