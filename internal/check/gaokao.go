package check

import (
	"github.com/dgnpipe/dgnpipe/internal/check/counting"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/check/equations"
	"github.com/dgnpipe/dgnpipe/internal/check/integers"
	"github.com/dgnpipe/dgnpipe/internal/check/linalg"
	"github.com/dgnpipe/dgnpipe/internal/check/sequences"
	"github.com/dgnpipe/dgnpipe/internal/check/shapes"
	"github.com/dgnpipe/dgnpipe/internal/check/values"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// equalsQuestionNote names the reading of "$F=?$" in a verdict's note.
func equalsQuestionNote(read bool, res *Result) {
	shapeReadNote(read, statement.EqualsQuestionShape, res)
}

// shapeReadNote names a whole-statement shape the statement was rewritten
// by (read) in a verdict's note.
func shapeReadNote(read bool, shape string, res *Result) {
	if read && res.Verdict != record.Undecided {
		res.Note += " (the statement " + shape + ")"
	}
}

// methodRuleNote names a sentence dropped by statement.DropMethodRule.
func methodRuleNote(rule string, res *Result) {
	if rule != "" && res.Verdict != record.Undecided {
		res.Note += " (the sentence \"" + rule + "\" restricts the method, not the answer: set aside)"
	}
}

// gaokaoShapes applies the round-2 Gaokao readings before the statement is
// read: a method sentence set aside, "$F=?$" and "If $z=C$, find $E$."
// rewritten (notes names them in a verdict's note), then the shapes
// decided whole (one unknown of a system, a linear program, a dot
// product, a quadrant, a digit of a repeating decimal, the terms of an
// arithmetic sequence, a progression given by equations between its
// terms and sums); ok when one of them decided the row.
func (c *checker) gaokaoShapes(problem, answerSrc string) (string, func(*Result), Result, bool) {
	problem, rule := statement.DropMethodRule(problem)
	problem, eqq := statement.EqualsQuestion(problem)
	problem, conj := statement.ComplexConjugate(problem) // the conjugate \bar{z}
	problem, cf := statement.ComplexFind(problem)
	notes := func(res *Result) {
		shapeReadNote(conj, statement.ComplexConjugateShape, res) // the conjugate \bar{z}
		shapeReadNote(cf, statement.ComplexFindShape, res)
		equalsQuestionNote(eqq, res)
		methodRuleNote(rule, res)
	}
	for _, check := range []func(*decide.Checker, string, string) (Result, bool){equations.CheckSystemComponent, equations.CheckSystemCount, linalg.CheckLinProg,
		linalg.CheckVectorDot, linalg.CheckVectorExpr, shapes.CheckPlaneGeo, counting.CheckDrawProb, values.CheckQuadrant, // issue 42 (Gaokao): vectors by coordinates, small plane geometry, draws
		integers.CheckDecimalDigit, sequences.CheckArithTermCount, sequences.CheckProgCond, sequences.CheckPctChain, equations.CheckNearestInt, values.CheckComplexParam} { // a digit of a repeating decimal; the terms of an arithmetic sequence; a progression by equations; issue 42 (Gaokao): the nearest integer to a solution, a real parameter of a complex equation
		if res, ok := check(c.Checker, problem, answerSrc); ok {
			return problem, notes, res, true
		}
	}
	return problem, notes, Result{}, false
}
