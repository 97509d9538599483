// Package meaneq reads an equation on the mean of listed numbers with one
// unknown (issue 42, MATH Prealgebra): "The arithmetic mean of 7, 2, $x$
// and 10 is 9. What is the value of $x$?", "Given that 10 is the
// arithmetic mean of the set $\{6, 13, 18, 4, x\}$, what is the value of
// $x$?", "The average of $x+6$, $6x+2$, and $2x+7$ is $4x-7$. What is
// $x$?", "The mean of $5,8$ and $17$ is equal to the mean of $12$ and $y$.
// What is the value of $y$?".
//
// The whole statement is one of these sentences, every word read; each
// listed item is a numeral or a formula in the one letter asked (a formula
// may hold several items separated by commas, or a set in braces). The
// mean (average) is the arithmetic mean. The reader gives the two sides;
// internal/check/equations solves the equation.
package meaneq

import (
	"regexp"
	"strings"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// Question is mean(Left) = mean(Right) (Right one item: the value given).
type Question struct {
	Left, Right []ast.Expr
	Var         string
	Set         bool // the items of Left are the members of a set: no two equal
}

var (
	proseTok = regexp.MustCompile(`[a-z]+|\d+(?:\.\d+)?|[?.,]`)
	numRe    = regexp.MustCompile(`^\d+(?:\.\d+)?$`)
	list     = `(L(?: , L)*(?: ,)?(?: and L)?)`
	mean     = `(?:arithmetic )?(?:mean|average)`
	askV     = `what is (?:the value of )?V \?$`
	sentRes  = []*regexp.Regexp{
		regexp.MustCompile(`^the ` + mean + ` of ` + list + ` is (L) \. ` + askV),
		regexp.MustCompile(`^given that (L) is the ` + mean + ` of the set ` + list + ` , ` + askV),
		regexp.MustCompile(`^the ` + mean + ` of ` + list + ` is equal to the ` + mean + ` of ` + list + ` \. ` + askV),
	}
)

// Read reads the statement; ok is false for any other statement.
func Read(problem string) (Question, bool) {
	l := strings.ToLower(problem)
	if !strings.Contains(l, "mean") && !strings.Contains(l, "average") {
		return Question{}, false
	}
	toks, items, v, ok := tokens(problem)
	if !ok || v == "" {
		return Question{}, false
	}
	s := strings.Join(toks, " ")
	for i, re := range sentRes {
		m := re.FindStringSubmatch(s)
		if m == nil {
			continue
		}
		var groups [][]ast.Expr
		k := 0
		for _, g := range m[1:] {
			n := strings.Count(g, "L")
			groups = append(groups, items[k:k+n])
			k += n
		}
		if k != len(items) {
			return Question{}, false
		}
		q := Question{Var: v}
		switch i {
		case 0, 2:
			q.Left, q.Right = groups[0], groups[1]
		case 1:
			q.Left, q.Right, q.Set = groups[1], groups[0], true
		}
		if len(q.Left) < 2 || i != 2 && len(q.Right) != 1 {
			return Question{}, false
		}
		return q, true
	}
	return Question{}, false
}

// tokens writes the statement as words, "L" for each listed item and "V"
// for the letter alone after "what is"; ok is false for another sign, a
// second letter or a formula that is not a list of items.
func tokens(problem string) (toks []string, items []ast.Expr, v string, ok bool) {
	for _, p := range statement.SplitDollars(problem) {
		if !p.Math {
			text := strings.ToLower(p.Text)
			if strings.TrimSpace(proseTok.ReplaceAllString(text, "")) != "" {
				return nil, nil, "", false
			}
			for _, w := range proseTok.FindAllString(text, -1) {
				if numRe.MatchString(w) {
					e, err := latex.ParseExpr(w)
					if err != nil {
						return nil, nil, "", false
					}
					toks, items = append(toks, "L"), append(items, e)
					continue
				}
				toks = append(toks, w)
			}
			continue
		}
		src := strings.TrimSpace(p.Text)
		end := ""
		if t := strings.TrimRight(src, " .?,"); t != src {
			end, src = strings.TrimSpace(src[len(t):]), t
		}
		e, err := latex.ParseExpr(src)
		if err != nil {
			return nil, nil, "", false
		}
		var parts []ast.Expr
		switch x := e.(type) {
		case *ast.List:
			parts = x.Items
		case *ast.Set:
			parts = x.Items
		default:
			parts = []ast.Expr{e}
		}
		for _, part := range parts {
			switch part.(type) {
			case *ast.Rel, *ast.List, *ast.Tuple, *ast.Set, *ast.Text, *ast.Bad:
				return nil, nil, "", false
			}
			for _, name := range pm.FreeVars(part) {
				if v != "" && name != v {
					return nil, nil, "", false
				}
				v = name
			}
		}
		if _, isNum := e.(*ast.Number); isNum && strings.Contains(src, ",") {
			return nil, nil, "", false // "5,8": a decimal comma or a list
		}
		for i := range parts {
			if i > 0 {
				toks = append(toks, ",")
			}
			toks, items = append(toks, "L"), append(items, parts[i])
		}
		if end != "" {
			toks = append(toks, end[:1])
		}
	}
	// "what is (the value of) $x$?": the letter asked, not an item.
	if n := len(toks); n >= 3 && toks[n-1] == "?" && toks[n-2] == "L" && (toks[n-3] == "is" || toks[n-3] == "of") {
		if id, isID := items[len(items)-1].(*ast.Ident); isID && id.Name == v {
			toks[n-2], items = "V", items[:len(items)-1]
		}
	}
	return toks, items, v, true
}
