package check

// checkCalculus checks limits, derivatives and definite integrals when the
// evaluator gives their value; otherwise undecided with the reason.
func (c *checker) checkCalculus(st *statement, a *answer, kind Kind) Result {
	return c.checkExpr(st, a, kind)
}
