// Package intineq reads a question on the integers that satisfy linear
// inequalities in one letter (issue 42, MATH Prealgebra): "What is the
// greatest integer that satisfies $6 - x > -9$?", "What is the largest
// integer value of $x$ for which $5-4x>17$?", "How many positive integer
// solutions exist for $3(x-5)\le 7$?", "What is the sum of all positive
// integers $t$ such that $1.2t \leq 9.6$?", "For what integer $x$ is
// $\frac 35 < \frac x7 < \frac 79$?".
//
// The whole statement is one of a few sentences whose every word is read;
// its formulas are the inequalities (each a chain of <, ≤, >, ≥ in one
// letter) and the letter itself. What it asks: the greatest or least
// element, the count or the sum of the integers (positive integers, whole
// numbers) that satisfy every inequality, or the one such integer. One
// other word, another letter, an equation and the statement is not read.
// The reader says what is asked; internal/check/inequality proves it.
package intineq

import (
	"regexp"
	"strings"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// Ask is what the statement asks of the integers in the solution set.
type Ask int

const (
	AskNone  Ask = iota
	AskMax       // the greatest
	AskMin       // the least
	AskCount     // how many
	AskSum       // their sum
	AskOne       // the one integer ("For what integer x is …?", "Find an integer x such that …": read only where there is one)
)

// Domain is the set the integers are taken from.
type Domain int

const (
	Integers Domain = iota
	Whole           // 0, 1, 2, …
	Positive        // 1, 2, 3, …
)

// Question is the question read.
type Question struct {
	Ask    Ask
	Domain Domain
	Var    string
	Ineqs  []*ast.Rel // each a chain of <, ≤, >, ≥
	Shape  string
}

var (
	proseTok = regexp.MustCompile(`[a-z]+(?:-[a-z]+)*|[?.,:]`)
	// The sentences, on the tokens joined by spaces, each inequality "F",
	// the letter "V"; group 1 the extreme, group 2 the domain words.
	extremeRe = regexp.MustCompile(`^(?:what is|find) the (greatest|largest|least|smallest) (integer|integral|whole number|positive integer)(?: value of V)? (?:that satisfies|which solves :|that is a solution of|that will satisfy this inequality :|for which|for which the inequality|that makes the following inequality true \?) F(?: is true)? ?[?.]?$`)
	countRe   = regexp.MustCompile(`^how many (positive integer|integer|whole number) (?:solutions exist for|values of V are solutions to the inequality|values of V satisfy) F ?[?]$`)
	sumRe     = regexp.MustCompile(`^(?:what is|find) the sum of (?:all )?the (positive integers|integers|whole numbers)(?: V such that| that are solutions of) F ?[?.]?$`)
	sumAllRe  = regexp.MustCompile(`^(?:what is|find) the sum of all (positive integers|integers|whole numbers) V such that F ?[?.]?$`)
	sumIfRe   = regexp.MustCompile(`^if F and V is an integer , what is the sum of all the possible solutions \?$`)
	oneRe     = regexp.MustCompile(`^(?:for what integer V is F|what integer V satisfies F|what integer value of V will satisfy F and F) ?[?]$`)
	anyRe     = regexp.MustCompile(`^find an integer V such that F ?[.]?$`)
)

func domainOf(w string) Domain {
	switch {
	case strings.HasPrefix(w, "positive"):
		return Positive
	case strings.HasPrefix(w, "whole"):
		return Whole
	}
	return Integers
}

// Read reads the statement; ok is false for any other statement.
func Read(problem string) (Question, bool) {
	if !strings.Contains(problem, "$") || !strings.ContainsAny(problem, "<>") && !strings.Contains(problem, `\le`) && !strings.Contains(problem, `\ge`) {
		return Question{}, false
	}
	s, q, ok := tokens(problem)
	if !ok || len(q.Ineqs) == 0 {
		return Question{}, false
	}
	switch m := extremeRe.FindStringSubmatch(s); {
	case m != nil:
		q.Ask, q.Domain = AskMin, domainOf(m[2])
		if m[1] == "greatest" || m[1] == "largest" {
			q.Ask = AskMax
		}
		q.Shape = "What is the " + m[1] + " " + m[2] + " that satisfies F?"
		return q, len(q.Ineqs) == 1
	}
	if m := countRe.FindStringSubmatch(s); m != nil {
		q.Ask, q.Domain, q.Shape = AskCount, domainOf(m[1]), "How many "+m[1]+" solutions does F have?"
		return q, len(q.Ineqs) == 1
	}
	for _, re := range []*regexp.Regexp{sumRe, sumAllRe} {
		if m := re.FindStringSubmatch(s); m != nil {
			q.Ask, q.Domain, q.Shape = AskSum, domainOf(m[1]), "What is the sum of the "+m[1]+" that satisfy F?"
			return q, len(q.Ineqs) == 1
		}
	}
	if sumIfRe.MatchString(s) {
		q.Ask, q.Domain, q.Shape = AskSum, Integers, "If F and x is an integer, what is the sum of all the possible solutions?"
		return q, len(q.Ineqs) == 1
	}
	if oneRe.MatchString(s) {
		q.Ask, q.Shape = AskOne, "What integer x satisfies F?"
		return q, true
	}
	if anyRe.MatchString(s) {
		q.Ask, q.Shape = AskOne, "Find an integer x such that F."
		return q, len(q.Ineqs) == 1
	}
	return Question{}, false
}

// tokens writes the statement as its words, "F" for each inequality and
// "V" for the letter; ok is false for another formula, a second letter or
// a sign the prose does not read.
func tokens(problem string) (string, Question, bool) {
	var toks []string
	var q Question
	for _, p := range statement.SplitDollars(problem) {
		if !p.Math {
			text := strings.ToLower(p.Text)
			if strings.TrimSpace(proseTok.ReplaceAllString(text, "")) != "" {
				return "", q, false
			}
			toks = append(toks, proseTok.FindAllString(text, -1)...)
			continue
		}
		src := strings.TrimSpace(p.Text)
		end := ""
		if t := strings.TrimRight(src, " .?,"); t != src {
			end, src = strings.TrimSpace(src[len(t):]), t
		}
		e, err := latex.ParseExpr(src)
		if err != nil {
			return "", q, false
		}
		vs := pm.FreeVars(e)
		if len(vs) != 1 || q.Var != "" && vs[0] != q.Var {
			return "", q, false
		}
		q.Var = vs[0]
		switch x := e.(type) {
		case *ast.Ident:
			toks = append(toks, "V")
		case *ast.Rel:
			for _, op := range x.Ops {
				if op != ast.Lt && op != ast.Le && op != ast.Gt && op != ast.Ge {
					return "", q, false
				}
			}
			q.Ineqs = append(q.Ineqs, x)
			toks = append(toks, "F")
		default:
			return "", q, false
		}
		if end != "" {
			toks = append(toks, end[:1])
		}
	}
	return strings.Join(toks, " "), q, true
}
