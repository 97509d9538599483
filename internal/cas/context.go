package cas

// Context holds the precision and the limits of evaluation. A Context is safe
// for concurrent use, not for concurrent mutation; the WithX methods return
// copies. A zero field takes its default.
type Context struct {
	// Prec is the mantissa size in bits of inexact results (default 256,
	// about 77 decimal digits). Functions work internally with guard bits;
	// results of well-conditioned expressions have at least Prec-16 correct
	// bits, and at least 40 correct significant digits at the default.
	Prec uint
	// MaxDepth bounds the nesting depth of evaluation (default 1000).
	MaxDepth int
	// MaxBits bounds the size of exact numbers (numerator plus denominator
	// bits; default 1<<17, about 39,000 decimal digits), the number of
	// digits of a literal, factorials, binomials and exact powers.
	// Exceeding it gives ErrLimit, except for a rational power too big to
	// be exact, which is computed inexactly (ErrLimit only when that
	// overflows: |y ln x| > 10^7).
	MaxBits int
}

const (
	defaultPrec     = 256
	defaultMaxDepth = 1000
	defaultMaxBits  = 1 << 17

	maxPrec = 1 << 16 // WithPrec caps the precision here

	// maxBigOpTerms bounds the number of terms of a sum or product.
	maxBigOpTerms = 10000
	// maxTrigExp bounds the binary exponent of a trigonometric argument
	// (argument reduction needs π to that many extra bits).
	maxTrigExp = 1 << 14
	// maxExpArg bounds |x| in exp(x) (and |y ln x| in x^y): e^(1e7) has
	// about 4.3 million decimal digits of exponent, far beyond any use.
	maxExpArg = 1e7
	// maxSquaringExp bounds integer powers of inexact values done by squaring.
	maxSquaringExp = 1 << 16
)

// New returns a Context with the defaults.
func New() *Context {
	return &Context{Prec: defaultPrec, MaxDepth: defaultMaxDepth, MaxBits: defaultMaxBits}
}

// WithPrec returns a copy of c with precision prec bits (capped at 65536).
func (c *Context) WithPrec(prec uint) *Context {
	d := *c
	d.Prec = min(prec, maxPrec)
	return &d
}

// WithMaxDepth returns a copy of c with the depth limit n.
func (c *Context) WithMaxDepth(n int) *Context {
	d := *c
	d.MaxDepth = n
	return &d
}

// WithMaxBits returns a copy of c with the size limit n bits.
func (c *Context) WithMaxBits(n int) *Context {
	d := *c
	d.MaxBits = n
	return &d
}

func (c *Context) prec() uint {
	if c == nil || c.Prec == 0 {
		return defaultPrec
	}
	return min(c.Prec, maxPrec)
}

func (c *Context) maxDepth() int {
	if c == nil || c.MaxDepth <= 0 {
		return defaultMaxDepth
	}
	return c.MaxDepth
}

func (c *Context) maxBits() int {
	if c == nil || c.MaxBits <= 0 {
		return defaultMaxBits
	}
	return c.MaxBits
}

// maxDigits is the longest literal accepted, in decimal digits.
func (c *Context) maxDigits() int { return c.maxBits() * 3 / 10 }
