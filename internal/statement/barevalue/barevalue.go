// Package barevalue reads given-value questions whose formulas are
// written in the prose without dollars (issue 42, Gaokao's SAT rows):
// "If x + 2y = 9 and 5x + 4y = −4, what is the value of 8x + 10y?", "If
// $5\sqrt{3x}-2=13$, what is the value of 3x?", "$\frac{x}{y}=8$ and
// $\frac{2x}{ty}=160$, what is the value of t?", and the fractions of a
// number: "What is the value of $\frac12$ of $\frac13$ of $\frac14$ of
// 240?" (the product). Rewrite writes the standard question "If $F_1$ and
// $F_2$, what is the value of $E$?" (or "What is the value of $A \cdot B
// \cdot N$?"), which leg 1 solves exactly (internal/check/given). A
// formula of the prose is made of digits, one-letter names, + − = and
// parentheses only; a word of two letters or more, a statement with no
// such formula, or any other sentence: not read. The package reads and
// rewrites; it decides nothing.
package barevalue

import (
	"regexp"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

var (
	ifRe      = regexp.MustCompile(`^If (.+), what is the value of (.+)\?$`)
	pairRe    = regexp.MustCompile(`^(\$[^$]+\$ and \$[^$]+\$), what is the value of (.+)\?$`)
	ofRe      = regexp.MustCompile(`^What is the value of ((?:\$[^$]+\$ of )+)(\d{1,6})\?$`)
	bareRe    = regexp.MustCompile(`^[0-9a-z+\-=(). ]+$`)
	wordRe    = regexp.MustCompile(`[a-z]{2,}`)
	letterRe  = regexp.MustCompile(`[a-z]`)
	inlineRe  = regexp.MustCompile(`^\$([^$]+)\$$`)
	fractionE = regexp.MustCompile(`^(?:\\[dt]?frac\{?\d{1,4}\}?\{?\d{1,4}\}?|\d{1,4}\\%)$`)
)

// Note is what a verdict on the rewritten statement adds.
func Note(synth string) string {
	return " (the formulas written in the prose read as formulas: the statement rewritten as \"" + synth + "\")"
}

// Rewrite returns the statement as a standard given-value question; ok is
// false when the whole statement is not one of the shapes.
func Rewrite(problem string) (string, bool) {
	s := strings.Join(strings.Fields(statement.UnicodeFix.Replace(problem)), " ")
	s = strings.ReplaceAll(s, "−", "-")
	if m := ofRe.FindStringSubmatch(s); m != nil {
		var parts []string
		for _, f := range strings.Split(strings.TrimSuffix(m[1], " of "), " of ") {
			fm := inlineRe.FindStringSubmatch(f)
			if fm == nil || !fractionE.MatchString(strings.TrimSpace(fm[1])) {
				return "", false
			}
			parts = append(parts, strings.TrimSpace(fm[1]))
		}
		return "What is the value of $" + strings.Join(parts, ` \cdot `) + ` \cdot ` + m[2] + "$?", true
	}
	var conds, ask string
	if m := pairRe.FindStringSubmatch(s); m != nil {
		conds, ask = m[1], m[2]
	} else if m := ifRe.FindStringSubmatch(s); m != nil {
		conds, ask = m[1], m[2]
	} else {
		return "", false
	}
	bare := 0
	var fs []string
	for _, c := range strings.Split(conds, " and ") {
		f, isBare, ok := formula(c, true)
		if !ok {
			return "", false
		}
		fs = append(fs, f)
		if isBare {
			bare++
		}
	}
	e, isBare, ok := formula(ask, false)
	if !ok {
		return "", false
	}
	if isBare {
		bare++
	}
	if bare == 0 {
		return "", false // nothing to read: the statement is already standard
	}
	return "If $" + strings.Join(fs, "$ and $") + "$, what is the value of $" + e + "$?", true
}

// formula reads "$F$" or a bare formula of the prose: an equation when
// rel, an expression otherwise; bare says it had no dollars.
func formula(s string, rel bool) (f string, bare, ok bool) {
	s = strings.TrimSpace(s)
	if m := inlineRe.FindStringSubmatch(s); m != nil {
		f = strings.TrimSpace(m[1])
	} else {
		if !bareRe.MatchString(s) || wordRe.MatchString(s) || !letterRe.MatchString(s) {
			return "", false, false
		}
		f, bare = s, true
	}
	e, err := latex.ParseExpr(f)
	if err != nil {
		return "", false, false
	}
	r, isRel := e.(*ast.Rel)
	if rel != isRel || isRel && (len(r.Ops) != 1 || r.Ops[0] != ast.Eq) {
		return "", false, false
	}
	return f, bare, true
}
