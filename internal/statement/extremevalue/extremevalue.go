// Package extremevalue reads questions for the largest or the smallest
// value an expression takes on the solutions of given equations (issue
// 42): "If $6a^2 + 5a + 4 = 3,$ then what is the smallest possible value
// of $2a + 1$?", "If $y^2= 36$, what is the greatest possible value of
// $y^3$?", "What is the greatest possible value of $x+y$ such that
// $x^{2} + y^{2} =90$ and $xy=27$?", "What is the greatest possible value
// of $a$ in the system of equations $5a + 2b = 0$ and $ab = -10$?", "Let
// $b$ be a number such that $(2b+5)(b-1)=6b.$ What is the largest
// possible value of $b$?".
//
// The statement must hold the phrase "the smallest (greatest, largest,
// least, maximum, minimum) (possible) (real) value of" exactly once, in
// its prose. The phrase is replaced by "the value of"; when the asked
// formula follows it and the prose after that formula opens with "such
// that" or "in the system of equations", those words become "if"; a
// closing "Express your answer as an improper fraction." is taken off and
// asks for a fraction. What is left must be read, word for word, by
// statement.ReadGivenValue (a given-value shape: equations as conditions,
// one expression asked). It reads and proves nothing;
// internal/check/given solves the equations and decides.
package extremevalue

import (
	"regexp"
	"slices"
	"strings"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// Question asks for the largest (Largest) or the smallest value of GV.Expr
// on the real solutions of GV.Conds.
type Question struct {
	Largest bool
	GV      statement.GivenValue
	Phrase  string // the phrase as written, lower case
}

var (
	phraseRe   = regexp.MustCompile(`\bthe (smallest|greatest|largest|least|maximum|minimum) (?:possible )?(?:real )?value of\s*$`)
	anyWordRe  = regexp.MustCompile(`\b(?:smallest|greatest|largest|least|maximum|minimum|minimal|maximal)\b`)
	linkRe     = regexp.MustCompile(`^\s*(?:such that|in the system of equations)\s`)
	improperRe = regexp.MustCompile(`(?i)\s*express your answer as an improper fraction\.?\s*$`)
)

// Read reads the question; ok is false when the statement does not hold
// the phrase once, before a formula, or what is left is not a given-value
// shape.
func Read(problem string) (Question, bool) {
	if !strings.Contains(problem, "value") || !strings.Contains(problem, "imum") && !strings.Contains(problem, "mallest") &&
		!strings.Contains(problem, "argest") && !strings.Contains(problem, "reatest") && !strings.Contains(problem, "east") ||
		!anyWordRe.MatchString(strings.ToLower(problem)) { // a cheap test first
		return Question{}, false
	}
	parts := statement.SplitDollars(problem)
	var q Question
	found := -1
	for i, p := range parts {
		if p.Math {
			continue
		}
		low := strings.ToLower(p.Text)
		if len(anyWordRe.FindAllString(low, -1)) == 0 {
			continue
		}
		m := phraseRe.FindStringSubmatchIndex(low)
		if found >= 0 || m == nil || len(anyWordRe.FindAllString(low, -1)) != 1 || i+1 >= len(parts) || !parts[i+1].Math {
			return Question{}, false
		}
		found = i
		w := low[m[2]:m[3]]
		q.Largest = w == "greatest" || w == "largest" || w == "maximum"
		q.Phrase = strings.TrimSpace(low[m[0]:])
		parts[i].Text = p.Text[:m[0]] + "the value of "
	}
	if found < 0 {
		return Question{}, false
	}
	fraction := false
	if last := len(parts) - 1; !parts[last].Math && improperRe.MatchString(parts[last].Text) {
		parts[last].Text = improperRe.ReplaceAllString(parts[last].Text, "")
		fraction = true
	}
	if k := found + 2; k < len(parts) && !parts[k].Math {
		if m := linkRe.FindStringIndex(strings.ToLower(parts[k].Text)); m != nil {
			parts[k].Text = " if " + parts[k].Text[m[1]:]
		}
	}
	var b strings.Builder
	for _, p := range parts {
		if p.Math {
			b.WriteString("$" + p.Text + "$")
		} else {
			b.WriteString(p.Text)
		}
	}
	gv, ok := statement.ReadGivenValue(b.String())
	if !ok || len(gv.Conds) == 0 {
		return Question{}, false
	}
	if complexLetter(gv) {
		return Question{}, false
	}
	if fraction {
		if gv.Form != statement.ShapeFormNone {
			return Question{}, false
		}
		gv.Form = statement.ShapeFormFraction
	}
	q.GV = gv
	return q, true
}

// complexLetter reports a letter z or w among the unknowns: by convention
// a complex number ("If $|z| = 5$ and $|w| = 2$, what is the minimum value
// of $|z-w|$?"), which the real solutions do not stand for.
func complexLetter(gv statement.GivenValue) bool {
	names := slices.Clone(gv.Names)
	for _, r := range gv.Conds {
		names = append(names, pm.FreeVars(r)...)
	}
	names = append(names, pm.FreeVars(gv.Expr)...)
	return slices.Contains(names, "z") || slices.Contains(names, "w")
}
