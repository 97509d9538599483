package jsmath

import (
	"context"
	"errors"
	"fmt"
	"regexp"
	"strings"
)

// Result is the outcome of one evaluation. Exactly one of Value and Err is
// non-empty.
type Result struct {
	// Value is the real result with up to 64 significant digits, as the
	// BigNumber prints itself ("0.3333…3333", "2.0370…e+90"; exponent
	// notation below 1e-7 and from 1e21). An HTTP server formats it with
	// math.format instead, whose exponent thresholds differ: compare values
	// with CompareValues, not as strings.
	Value string
	// Err says why there is no real value: a math.js error message
	// ("Undefined symbol v_y"), a result outside the real domain
	// ("outside the real domain: complex result 0 + 1i"), or a non-finite
	// value ("not a finite real number: Infinity").
	Err string
	// Double is set when math.js computed the value in double precision
	// (a function without a BigNumber implementation) rather than with 64
	// digits; only the embedded engine can tell.
	Double bool
}

// Evaluator evaluates one math.js expression at several points. scopes[i]
// maps variable names (as produced by VarName) to decimal strings; the
// result has one entry per scope. An error means nothing was evaluated.
// Implementations are safe for concurrent use.
type Evaluator interface {
	EvalMany(ctx context.Context, expr string, scopes []map[string]string) ([]Result, error)
}

// Errors callers may branch on with errors.Is.
var (
	// ErrTimeout: an evaluation exceeded the per-evaluation time limit.
	ErrTimeout = errors.New("math.js evaluation timed out")
	// ErrUnavailable: the HTTP service could not be reached or kept failing.
	ErrUnavailable = errors.New("math.js service unavailable")
	// ErrClosed: the engine was closed.
	ErrClosed = errors.New("math.js engine closed")
	// ErrInput: the expression or a scope is malformed or too long.
	ErrInput = errors.New("invalid math.js input")
)

var (
	// decimalRE matches a real decimal as math.js prints it and as scopes
	// must give it.
	decimalRE = regexp.MustCompile(`^[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?$`)
	// nameRE matches a variable name usable in a math.js expression.
	nameRE = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*$`)
)

// validateScope checks variable names and values of one scope.
func validateScope(i int, scope map[string]string) error {
	for name, val := range scope {
		if !nameRE.MatchString(name) {
			return fmt.Errorf("%w: scope %d: bad variable name %q", ErrInput, i, name)
		}
		if !decimalRE.MatchString(val) || len(val) > 200 {
			return fmt.Errorf("%w: scope %d: %s = %q is not a decimal number", ErrInput, i, name, val)
		}
	}
	return nil
}

// classifyText turns a result printed by a math.js server into a Result.
// It is the HTTP counterpart of the type test the embedded engine makes.
func classifyText(s string) Result {
	s = strings.TrimSpace(s)
	switch {
	case decimalRE.MatchString(s):
		return Result{Value: s}
	case s == "Infinity" || s == "-Infinity" || s == "NaN":
		return Result{Err: "not a finite real number: " + s}
	case complexRE.MatchString(s):
		return Result{Err: "outside the real domain: complex result " + s}
	default:
		return Result{Err: "not a real number: " + truncate(s, 80)}
	}
}

// complexRE matches math.js's printing of a complex number: "i", "-2i",
// "1 + 1.7320508i", "3 - i".
var complexRE = regexp.MustCompile(`^-?(?:(?:[0-9.]+(?:e[+-]?[0-9]+)?)\s*[+-]\s*)?(?:[0-9.]+(?:e[+-]?[0-9]+)?)?i$`)

func truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "…"
}
