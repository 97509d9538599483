package cas

import (
	"fmt"

	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// ErrKind classifies an evaluation error. The kinds are themselves errors,
// so errors.Is(err, ErrDomain) reports whether err is a domain error.
type ErrKind int

const (
	// ErrDomain: the point is outside the real domain of the expression
	// (division by zero, log of a non-positive number, even root of a
	// negative number, tan at π/2+kπ, arcsin outside [-1, 1], 0 to a
	// non-positive power, a negative base with a non-integer exponent,
	// factorial of a non-natural number, ...).
	ErrDomain ErrKind = iota + 1
	// ErrUnsupported: the node has no numeric value (relations, lists,
	// sets, text, limits, integrals, derivatives, calls of unknown
	// functions, ±, unreadable parts).
	ErrUnsupported
	// ErrLimit: a size, exponent, depth or time limit was exceeded.
	ErrLimit
	// ErrUnbound: a free variable has no value in the environment.
	ErrUnbound
	// ErrPrecision: an enclosure is too wide at the context's precision to
	// give the result (the floor of a value within its error bound of an
	// integer, a division by a value not known to be nonzero): a higher
	// precision may decide it.
	ErrPrecision
)

func (k ErrKind) String() string {
	switch k {
	case ErrDomain:
		return "domain"
	case ErrUnsupported:
		return "unsupported"
	case ErrLimit:
		return "limit"
	case ErrUnbound:
		return "unbound"
	case ErrPrecision:
		return "precision"
	}
	return fmt.Sprintf("ErrKind(%d)", int(k))
}

// Error returns the kind's name, so that a bare kind is a usable error.
func (k ErrKind) Error() string { return "cas: " + k.String() }

// Error is an evaluation error: its kind, the position of the node that
// failed (byte offset into the LaTeX source; 0 for the arithmetic helpers)
// and a message for a human.
type Error struct {
	Kind ErrKind
	Pos  ast.Pos
	Msg  string
	err  error // cause, e.g. context.DeadlineExceeded
	set  bool  // Pos has been set by the evaluator
}

func (e *Error) Error() string {
	return fmt.Sprintf("%s error at offset %d: %s", e.Kind, e.Pos, e.Msg)
}

// Is reports whether target is e's kind.
func (e *Error) Is(target error) bool {
	k, ok := target.(ErrKind)
	return ok && k == e.Kind
}

// Unwrap returns the cause (a context error for a time-out), or nil.
func (e *Error) Unwrap() error { return e.err }

func errorf(kind ErrKind, format string, args ...any) *Error {
	return &Error{Kind: kind, Msg: fmt.Sprintf(format, args...)}
}

// at sets the position of err if it is an *Error without one. Errors are
// created fresh for each failure, so setting the field in place is safe.
func at(err error, pos ast.Pos) error {
	if e, ok := err.(*Error); ok && !e.set {
		e.Pos, e.set = pos, true
	}
	return err
}
