// Package polyident reads a polynomial asked by an identity it satisfies
// (issue 42, MATH Intermediate Algebra): "Find the polynomial $p(x)$ such
// that \[p(p(x)) = xp(x) + x^2.\]", "Find the polynomial $p(x)$ if
// $$(x^2-3x+5)p(x) = x^4-3x^3+15x-25.$$", "Let $p(x)$ be a polynomial with
// positive leading coefficient such that \[[p(x)]^2 = …\]Find $p(x).$"
// The whole statement must be one of the shapes; the relations are kept
// as written, the polynomial's letter named. The package reads;
// internal/check/given (CheckPolyIdentity) substitutes and decides.
package polyident

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// Question is the polynomial's letter Name (in x), the relations Rels
// (sources) it must satisfy for every x, and the constraints named.
type Question struct {
	Name         string
	Rels         []string
	Nonconstant  bool
	PositiveLead bool
}

var (
	findRe = regexp.MustCompile(`^Find the (nonconstant )?polynomial (M\d)(?:, with real coefficients,)? (?:such that|if) (M\d)(?: for all real numbers (M\d))?\.?$`)
	letRe  = regexp.MustCompile(`^Let (M\d) be a polynomial (with positive leading coefficient )?such that (M\d)(?: and (M\d))?\. Find (M\d)\.$`)
	nameRe = regexp.MustCompile(`^([pPfq])\(x\)$`)
)

// Read reads the question; ok is false when the statement is not one of
// the shapes.
func Read(problem string) (Question, bool) {
	if !strings.Contains(problem, "polynomial") {
		return Question{}, false
	}
	if !strings.HasPrefix(problem, "Find the ") && !strings.HasPrefix(problem, "Let $") {
		return Question{}, false
	}
	p := strings.NewReplacer(`\[`, " $", `\]`, "$ ", "\n", " ").Replace(statement.DisplayBrackets(problem))
	p = strings.Join(strings.Fields(p), " ")
	p, slots := statement.MathMarks(p)
	slot := func(s string) string {
		n, _ := strconv.Atoi(s[1:])
		if n >= len(slots) {
			return "\x00"
		}
		return slots[n]
	}
	var q Question
	var name string
	switch {
	case findRe.MatchString(p):
		m := findRe.FindStringSubmatch(p)
		if m[4] != "" && slot(m[4]) != "x" {
			return Question{}, false
		}
		name, q.Nonconstant = slot(m[2]), m[1] != ""
		q.Rels = []string{slot(m[3])}
	case letRe.MatchString(p):
		m := letRe.FindStringSubmatch(p)
		if slot(m[5]) != slot(m[1]) {
			return Question{}, false
		}
		name, q.PositiveLead = slot(m[1]), m[2] != ""
		q.Rels = []string{slot(m[3])}
		if m[4] != "" {
			q.Rels = append(q.Rels, slot(m[4]))
		}
	default:
		return Question{}, false
	}
	n := nameRe.FindStringSubmatch(name)
	if n == nil {
		return Question{}, false
	}
	q.Name = n[1]
	identity := false
	for _, r := range q.Rels {
		identity = identity || strings.Contains(strings.ReplaceAll(r, q.Name+"(x)", ""), "x")
		if strings.Count(r, "=") != 1 || !strings.Contains(r, q.Name+"(") && !strings.Contains(r, q.Name+" (") {
			return Question{}, false
		}
	}
	if !identity {
		return Question{}, false // values alone: the polynomial is not fixed
	}
	return q, true
}
