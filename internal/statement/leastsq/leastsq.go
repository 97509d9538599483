// Package leastsq reads the least-squares questions of the linear-algebra
// books (issue 42, CollegeMath) by the whole statement's shape:
//
//   - "Find the least squares solution to the following system. $$
//     \begin{gathered} x+2 y=1 \\ … \end{gathered} $$" and "Find the least
//     squares approximation for the system of equations $$
//     \begin{array}{rr} x+2 y+2 z= & 5, \\ … \end{array} $$" (equations,
//     returned as sources "x+2 y+2 z=5");
//   - "Find the least squares approximation for the system of equations $$
//     M \left[x \\ y \\ z\right] = b $$" (integer M and b);
//   - "Consider the points $\left(x_{1}, y_{1}\right)=(-1,0), …$. Find the
//     least squares line|parabola for these points." (integer points).
//
// and their answers: a column "Solution is: $[…]$", a tuple "$(x, y,
// z)=(-1,-1,2)$." or a polynomial "$y=1-x+x^{2}$.". Anything else is not
// read. It reads; internal/check/linalg decides.
package leastsq

import (
	"regexp"
	"strings"
)

// Question is a read statement: the equations' sources (Eqs), or the
// matrix form's rows and unknowns (Rows, Unknowns, B), or the points (Xs,
// Ys) with the degree of the curve (1 a line, 2 a parabola).
type Question struct {
	Eqs      []string
	Rows     [][]string
	Unknowns []string
	B        []string
	Xs, Ys   []string
	Degree   int
}

var (
	gatheredRe = regexp.MustCompile(`(?s)^Find the least squares solution to the following system\.\s*\$\$\s*\\begin\{gathered\}(.*?)\\end\{gathered\}\s*\$\$$`)
	arrayEqsRe = regexp.MustCompile(`(?s)^Find the least squares approximation for the system of equations\s*\$\$\s*\\begin\{array\}\{rr\}(.*?)\\end\{array\}\s*\$\$$`)
	matrixRe   = regexp.MustCompile(`(?s)^Find the least squares approximation for the system of equations\s*\$\$\s*\\left\[\\begin\{array\}\{[lrc]{1,4}\}(.*?)\\end\{array\}\\right\]\s*\\left\[\\begin\{array\}\{[lrc]\}(.*?)\\end\{array\}\\right\]\s*=\s*\\left\[\\begin\{array\}\{[lrc]\}(.*?)\\end\{array\}\\right\]\s*\$\$$`)
	pointsRe   = regexp.MustCompile(`(?s)^Consider the points (.*)\. Find the least squares (line|parabola) for these points\.$`)
	onePointRe = regexp.MustCompile(`^\\left\(x_\{(\d)\}, y_\{(\d)\}\\right\)=\$?\s*\$?\((-?\d{1,4}),(-?\d{1,4})\)$`)
	intRe      = regexp.MustCompile(`^-?\d{1,6}$`)
	letterRe   = regexp.MustCompile(`^[a-z]$`)
)

// Read reads the statement; ok is false when it is not one of the shapes.
func Read(problem string) (Question, bool) {
	p := strings.TrimSpace(problem)
	if m := gatheredRe.FindStringSubmatch(p); m != nil {
		return equations(m[1], false)
	}
	if m := arrayEqsRe.FindStringSubmatch(p); m != nil {
		return equations(m[1], true)
	}
	if m := matrixRe.FindStringSubmatch(p); m != nil {
		return matrixForm(m[1], m[2], m[3])
	}
	if m := pointsRe.FindStringSubmatch(p); m != nil {
		return points(m[1], m[2])
	}
	return Question{}, false
}

func equations(body string, array bool) (Question, bool) {
	var q Question
	rows := strings.Split(body, `\\`)
	for i, r := range rows {
		r = strings.TrimSpace(r)
		if array {
			// "x+2 y+2 z= & 5," with the last row "… & 0 ." and no comma
			// on the row before it in the book: the punctuation goes.
			r = strings.TrimSpace(strings.TrimRight(r, ",. "))
			if strings.Count(r, "&") != 1 {
				return Question{}, false
			}
			r = strings.Replace(r, "&", "", 1)
		}
		if strings.Count(r, "=") != 1 || i > 7 {
			return Question{}, false
		}
		q.Eqs = append(q.Eqs, r)
	}
	return q, len(q.Eqs) >= 2
}

func matrixForm(m, unknowns, b string) (Question, bool) {
	var q Question
	for _, r := range strings.Split(m, `\\`) {
		var row []string
		for _, e := range strings.Split(r, "&") {
			e = strings.TrimSpace(e)
			if !intRe.MatchString(e) {
				return Question{}, false
			}
			row = append(row, e)
		}
		if len(q.Rows) > 0 && len(row) != len(q.Rows[0]) {
			return Question{}, false
		}
		q.Rows = append(q.Rows, row)
	}
	for _, u := range strings.Split(unknowns, `\\`) {
		u = strings.TrimSpace(u)
		if !letterRe.MatchString(u) {
			return Question{}, false
		}
		q.Unknowns = append(q.Unknowns, u)
	}
	for _, e := range strings.Split(b, `\\`) {
		e = strings.TrimSpace(e)
		if !intRe.MatchString(e) {
			return Question{}, false
		}
		q.B = append(q.B, e)
	}
	ok := len(q.Rows) == len(q.B) && len(q.Rows[0]) == len(q.Unknowns) && len(q.Rows) <= 8
	return q, ok
}

func points(list, kind string) (Question, bool) {
	q := Question{Degree: 1}
	if kind == "parabola" {
		q.Degree = 2
	}
	list = strings.ReplaceAll(list, "$", "")
	parts := regexp.MustCompile(`,\s*\\left\(`).Split(list, -1)
	for i, part := range parts {
		if i > 0 {
			part = `\left(` + part
		}
		m := onePointRe.FindStringSubmatch(strings.TrimSpace(part))
		if m == nil || m[1] != m[2] || m[1] != string(rune('1'+i)) {
			return Question{}, false
		}
		q.Xs, q.Ys = append(q.Xs, m[3]), append(q.Ys, m[4])
	}
	return q, len(q.Xs) > q.Degree+1 && len(q.Xs) <= 8
}

var (
	columnAnswerRe = regexp.MustCompile(`(?s)^Solution is: \$\\left\[\\begin\{array\}\{[lrc]\}(.*?)\\end\{array\}\\right\]\$\.?$`)
	tupleAnswerRe  = regexp.MustCompile(`^\$?\(([a-z](?:, [a-z]){1,5})\)=\(([^()$]*)\)\$?\.?$`)
	curveAnswerRe  = regexp.MustCompile(`^\$?y=([^=$]+?)\$?\.?$`)
)

// Answer is a read answer: Values in order (the column's, or the tuple's
// with Names its unknowns), or Curve, the right side of "y = …".
type Answer struct {
	Values []string
	Names  []string
	Curve  string
}

// ReadAnswer reads the answer; ok is false for another form.
func ReadAnswer(answer string) (Answer, bool) {
	a := strings.TrimSpace(answer)
	if m := columnAnswerRe.FindStringSubmatch(a); m != nil {
		var out Answer
		for _, e := range strings.Split(m[1], `\\`) {
			out.Values = append(out.Values, strings.TrimSpace(e))
		}
		return out, true
	}
	if m := tupleAnswerRe.FindStringSubmatch(a); m != nil {
		names, vals := strings.Split(m[1], ", "), strings.Split(m[2], ",")
		if len(names) != len(vals) {
			return Answer{}, false
		}
		for i := range vals {
			vals[i] = strings.TrimSpace(vals[i])
		}
		return Answer{Values: vals, Names: names}, true
	}
	if m := curveAnswerRe.FindStringSubmatch(a); m != nil {
		return Answer{Curve: strings.TrimSpace(m[1])}, true
	}
	return Answer{}, false
}
