package check

// checkCalculus checks limits, derivatives and definite integrals as values
// when the evaluator gives their value (package cas does not evaluate these
// nodes yet: such rows end undecided with the evaluator's reason). Numeric
// central differences and quadrature are not implemented here yet.
func (c *checker) checkCalculus(st *statement, a *answer, kind Kind) Result {
	return c.checkExpr(st, a, kind)
}
