package calculus

import "github.com/dgnpipe/dgnpipe/internal/check/decide"

// checker is the decision core's checker (decide.Checker) with this
// package's methods.
type checker struct{ *decide.Checker }

// hiChecker is decide's HiChecker with this package's checker.
func (c *checker) hiChecker() *checker { return &checker{c.Checker.HiChecker()} }
