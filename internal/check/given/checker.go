package given

import "github.com/dgnpipe/dgnpipe/internal/check/decide"

// checker is the decision core's checker (decide.Checker) with this
// package's methods.
type checker struct{ *decide.Checker }
