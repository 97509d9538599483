package check

import (
	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// Issue 25 (Gaokao): one unknown of a system's solution, and the
// statement "$F=?$".

// checkSystemComponent checks "The solution to <system> is (x,y). What is
// the value of x?": the real solution set of the system is recomputed
// exactly (lexicographic Gröbner bases, real roots isolated, every
// candidate substituted). Only a system with exactly one real solution has
// "the solution"; the asked unknown's value there is compared with the
// answer, which must be one exact rational number. No solution, several
// solutions, or an irrational value leave the row undecided.
func (c *checker) checkSystemComponent(problem, answerSrc string) (Result, bool) {
	eqs, pair, asked, ok := statement.SystemComponent(problem)
	if !ok {
		return Result{}, false
	}
	kind := statement.KindValue
	shape := statement.SystemComponentShape
	q, bad := c.oneExactAnswer(answerSrc, kind, shape, asked)
	if bad != nil {
		return *bad, true
	}
	vars := pair[:]
	all, er, why := c.solveExactly(&statement.Statement{}, eqs, vars)
	if why != "" {
		return undecided(kind, "the solution set of the system cannot be recomputed: %s", why), true
	}
	if len(all) != 1 {
		return undecided(kind, "the system has %d real solutions %s, not one (the statement's shape %q)", len(all), solutionSet(all), shape), true
	}
	k := 0
	if asked == pair[1] {
		k = 1
	}
	root := all[0][k]
	if root.Exact == nil {
		return undecided(kind, "the system's one real solution %s has an irrational %s", all[0], asked), true
	}
	how := "elimination by lexicographic Gröbner bases, eliminants of degree " + eliminantDegrees(er)
	if root.Exact.Cmp(q) != 0 {
		r := refute(kind, "the system's only real solution is (%s) = %s (%s), so %s = %s, not %s (the statement's shape %q)",
			statement.JoinNames(vars), all[0], how, asked, algebra.RatLatex(root), q.RatString(), shape)
		r.Recomputed, r.RecomputedDiffers = algebra.RatLatex(root), true
		return r, true
	}
	res := confirm(kind, "the system's only real solution is (%s) = %s (%s), so %s = %s, equal exactly to the answer (the statement's shape %q)",
		statement.JoinNames(vars), all[0], how, asked, q.RatString(), shape)
	return res, true
}

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
// product); ok when one of them decided the row.
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
	for _, check := range []func(string, string) (Result, bool){c.checkSystemComponent, c.checkLinProg, c.checkVectorDot, c.checkQuadrant,
		c.checkDecimalDigit, c.checkArithTermCount} { // issue 25: a digit of a repeating decimal; the terms of an arithmetic sequence
		if res, ok := check(problem, answerSrc); ok {
			return problem, notes, res, true
		}
	}
	return problem, notes, Result{}, false
}
