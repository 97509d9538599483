package space

import (
	"regexp"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/coordshape"
)

var letterAnswerRe = regexp.MustCompile(`^(?:\\text\{)?\(?([A-F])\)?\}?$`)

// CheckCoordShape (issue 42, MATH Precalculus) decides the option of the
// shape an equation X = c describes in cylindrical or spherical
// coordinates (coordshape.Read: r = c > 0 is a cylinder, z = c a plane,
// ρ = c > 0 a sphere): the answer's letter must be that option's.
func CheckCoordShape(c *decide.Checker, st *statement.Statement, problem, answerSrc string) (decide.Result, bool) {
	q, ok := coordshape.Read(problem)
	if !ok {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	m := letterAnswerRe.FindStringSubmatch(strings.ReplaceAll(strings.TrimSpace(answerSrc), " ", ""))
	if m == nil {
		return decide.Undecided(kind, "the answer is not one of the letters (A) to (F)"), true
	}
	r := decide.Confirm(kind, "the equation describes %s: option (%s), the answer's letter", q.Shape, q.Letter)
	if m[1] != q.Letter {
		r = decide.Refute(kind, "the equation describes %s: option (%s), not the answer's (%s)", q.Shape, q.Letter, m[1])
	}
	r.Evidence = []decide.Comparison{{What: "the option's letter", Left: &ast.Ident{Name: q.Letter}, Right: &ast.Ident{Name: m[1]}, Want: record.WantEqual}}
	return r, true
}
