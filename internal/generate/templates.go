package generate

import (
	"fmt"
	"math/big"
	"math/rand/v2"
	"strconv"
)

// Draft is one exercise as a template makes it, before it is numbered and
// checked.
type Draft struct {
	Problem, Solution, Answer string
}

// Template makes exercises of one kind. Make draws its parameters from r
// at difficulty level 0 (group A, easy), 1 (group B) or 2 (group C, hard)
// and computes the answer from the parameters; the self-check then reads
// the rendered statement back and checks that answer (Generate).
type Template struct {
	Name    string
	Chapter int
	Title   string // chapter title
	Make    func(r *rand.Rand, level int) Draft
}

// Chapters and their titles, by topic.
const (
	chLinear = iota + 1
	chQuadratic
	chRational
	chExpLog
	chSystems
	chInequalities
	chExpressions
	chTrig
	chCalculus
	chProgressions
	chPercent
)

var chapterTitles = map[int]string{
	chLinear:       "Linear and fractional-linear equations",
	chQuadratic:    "Quadratic and biquadratic equations",
	chRational:     "Rational, absolute-value and irrational equations",
	chExpLog:       "Exponential and logarithmic equations",
	chSystems:      "Systems of equations",
	chInequalities: "Inequalities",
	chExpressions:  "Transformations of expressions",
	chTrig:         "Trigonometry",
	chCalculus:     "Derivatives and integrals",
	chProgressions: "Progressions",
	chPercent:      "Percentages",
}

func tmpl(name string, ch int, make func(r *rand.Rand, level int) Draft) Template {
	return Template{Name: name, Chapter: ch, Title: chapterTitles[ch], Make: make}
}

// Templates returns every template, in a fixed order.
func Templates() []Template {
	return []Template{
		tmpl("linear", chLinear, linear),
		tmpl("fractional-linear", chLinear, fractionalLinear),
		tmpl("quadratic-rational", chQuadratic, quadraticRational),
		tmpl("quadratic-irrational", chQuadratic, quadraticIrrational),
		tmpl("quadratic-none", chQuadratic, quadraticNone),
		tmpl("biquadratic", chQuadratic, biquadratic),
		tmpl("rational-excluded", chRational, rationalExcluded),
		tmpl("absolute-value", chRational, absoluteValue),
		tmpl("irrational-extraneous", chRational, irrationalExtraneous),
		tmpl("exponential", chExpLog, exponential),
		tmpl("logarithmic", chExpLog, logarithmic),
		tmpl("system-linear", chSystems, systemLinear),
		tmpl("system-linear-quadratic", chSystems, systemLinearQuadratic),
		tmpl("inequality-linear", chInequalities, inequalityLinear),
		tmpl("inequality-quadratic", chInequalities, inequalityQuadratic),
		tmpl("inequality-rational", chInequalities, inequalityRational),
		tmpl("simplify-rational", chExpressions, simplifyRational),
		tmpl("simplify-radical", chExpressions, simplifyRadical),
		tmpl("arithmetic", chExpressions, arithmetic),
		tmpl("trig-value", chTrig, trigValue),
		tmpl("trig-equation", chTrig, trigEquation),
		tmpl("derivative", chCalculus, derivative),
		tmpl("tangent-line", chCalculus, tangentLine),
		tmpl("definite-integral", chCalculus, definiteIntegral),
		tmpl("area", chCalculus, area),
		tmpl("arithmetic-progression", chProgressions, arithmeticProgression),
		tmpl("geometric-progression", chProgressions, geometricProgression),
		tmpl("percentage", chPercent, percentage),
	}
}

// nz draws a nonzero integer in [-m, m].
func nz(r *rand.Rand, m int64) int64 {
	for {
		if v := r.Int64N(2*m+1) - m; v != 0 {
			return v
		}
	}
}

// distinctNZ draws two different non-zero integers in [-m, m], the
// smaller first.
func distinctNZ(r *rand.Rand, m int64) (u, v int64) {
	u, v = nz(r, m), nz(r, m)
	for u == v {
		v = nz(r, m)
	}
	if u > v {
		u, v = v, u
	}
	return u, v
}

// in draws an integer in [lo, hi].
func in(r *rand.Rand, lo, hi int64) int64 { return lo + r.Int64N(hi-lo+1) }

// pick draws one of xs.
func pick[T any](r *rand.Rand, xs ...T) T { return xs[r.IntN(len(xs))] }

// scale is the size of the parameters at a level.
func scale(level int) int64 { return []int64{6, 12, 25}[level] }

func linear(r *rand.Rand, level int) Draft {
	m := scale(level)
	// a x + b = c x + d with a != c; the root is (d-b)/(a-c), an integer
	// at level 0 and a fraction above.
	a := nz(r, m)
	c := nz(r, m)
	for c == a {
		c = nz(r, m)
	}
	x := ri(nz(r, m))
	if level > 0 && r.IntN(2) == 0 {
		x = rat(nz(r, m), in(r, 2, 7))
	}
	b := in(r, -m*3, m*3)
	// d = (a-c) x + b must be an integer: scale x's denominator into a-c.
	diff := ri(a - c)
	dr := add(mul(diff, x), ri(b))
	if !dr.IsInt() {
		x = ri(nz(r, m))
		dr = add(mul(diff, x), ri(b))
	}
	d := dr.Num().Int64()
	lhs := term(a, "x", 1, false) + signed(b)
	rhs := term(c, "x", 1, false) + signed(d)
	p := fmt.Sprintf("Solve the equation $%s=%s$.", lhs, rhs)
	s := fmt.Sprintf("Collect the terms with $x$: $%s=%s$, so $x=%s$.", term(a-c, "x", 1, false), fmt.Sprint(d-b), frac(x))
	return Draft{p, solution(s, frac(x)), dollars(frac(x))}
}

func fractionalLinear(r *rand.Rand, level int) Draft {
	m := scale(level)
	if level == 0 {
		// (x - b)/a = c: x = a c + b.
		a := in(r, 2, 9)
		b := nz(r, m)
		c := nz(r, m)
		x := a*c + b
		p := fmt.Sprintf(`Solve the equation $\frac{x%s}{%d}=%d$.`, signed(-b), a, c)
		s := fmt.Sprintf("Multiply by $%d$: $x%s=%d$, so $x=%d$.", a, signed(-b), a*c, x)
		return Draft{p, solution(s, fmt.Sprint(x)), fmt.Sprint(x)}
	}
	// (a x + b)/(c x + d) = e with the root x0 away from -d/c.
	for {
		a, b, c, d, e := nz(r, m), nz(r, m), nz(r, 6), nz(r, m), nz(r, 6)
		if a == e*c || a*d == b*c {
			continue
		}
		x := quo(ri(e*d-b), ri(a-e*c))
		if add(mul(ri(c), x), ri(d)).Sign() == 0 {
			continue
		}
		p := fmt.Sprintf(`Solve the equation $\frac{%s}{%s}=%d$.`, poly("x", a, b), poly("x", c, d), e)
		s := fmt.Sprintf("For $x\\ne %s$: $%s=%s$, so $x=%s$, which is admissible.",
			frac(quo(ri(-d), ri(c))), poly("x", a, b), poly("x", e*c, e*d), frac(x))
		return Draft{p, solution(s, frac(x)), dollars(frac(x))}
	}
}

func quadraticRational(r *rand.Rand, level int) Draft {
	m := scale(level)
	// (p x - q)(u x - v) = 0 with distinct roots q/p, v/u.
	for {
		p, u := int64(1), int64(1)
		if level > 0 {
			p, u = in(r, 1, 4), in(r, 1, 3)
		}
		q, v := nz(r, m), nz(r, m)
		x1, x2 := rat(q, p), rat(v, u)
		if x1.Cmp(x2) == 0 {
			continue
		}
		if x1.Cmp(x2) > 0 {
			x1, x2 = x2, x1
		}
		eq := poly("x", p*u, -(p*v+q*u), q*v) + "=0"
		s := fmt.Sprintf("The discriminant is $%d$; the roots are $%s$ and $%s$.", sq(p*v+q*u)-4*p*u*q*v, frac(x1), frac(x2))
		ans := list(frac(x1), frac(x2))
		return Draft{fmt.Sprintf("Solve the equation $%s$.", eq), solution(s, ans), dollars(ans)}
	}
}

func sq(x int64) int64 { return x * x }

func isSquare(n int64) bool {
	if n < 0 {
		return false
	}
	for i := int64(0); i*i <= n; i++ {
		if i*i == n {
			return true
		}
	}
	return false
}

func quadraticIrrational(r *rand.Rand, level int) Draft {
	m := scale(level)
	// x^2 - 2 c x + (c^2 - k) = 0: x = c ± √k, k not a square.
	c := nz(r, m)
	k := in(r, 2, 30)
	for isSquare(k) || hasSquareFactor(k) {
		k = in(r, 2, 30)
	}
	eq := poly("x", 1, -2*c, c*c-k) + "=0"
	ans := fmt.Sprintf(`%d\pm\sqrt{%d}`, c, k)
	s := fmt.Sprintf(`$\frac{D}{4}=%d$, so $x=%s$.`, k, ans)
	return Draft{fmt.Sprintf("Solve the equation $%s$.", eq), solution(s, ans), dollars(ans)}
}

func hasSquareFactor(k int64) bool {
	for d := int64(2); d*d <= k; d++ {
		if k%(d*d) == 0 {
			return true
		}
	}
	return false
}

func quadraticNone(r *rand.Rand, level int) Draft {
	m := scale(level)
	// a x^2 + b x + c with b^2 - 4ac < 0.
	for {
		a, b, c := in(r, 1, 5), nz(r, m), in(r, 1, m*2)
		if d := b*b - 4*a*c; d < 0 {
			eq := poly("x", a, b, c) + "=0"
			s := fmt.Sprintf("The discriminant $%d-%d=%d$ is negative, so there are no real roots.", b*b, 4*a*c, d)
			return Draft{fmt.Sprintf("Solve the equation $%s$.", eq), solution(s, `\varnothing`), `no solutions`}
		}
	}
}

func biquadratic(r *rand.Rand, level int) Draft {
	// (x^2 - a^2)(x^2 - b^2) = 0 with 0 < a < b.
	a := in(r, 1, 3+int64(level))
	b := in(r, a+1, a+3+int64(level))
	eq := poly("x", 1, 0, -(a*a+b*b), 0, a*a*b*b) + "=0"
	ans := fmt.Sprintf(`\pm %d; \pm %d`, a, b)
	s := fmt.Sprintf("Put $t=x^2\\ge 0$: $%s=0$, so $t=%d$ or $t=%d$.", poly("t", 1, -(a*a+b*b), a*a*b*b), a*a, b*b)
	return Draft{fmt.Sprintf("Solve the equation $%s$.", eq), solution(s, ans), dollars(ans)}
}

func rationalExcluded(r *rand.Rand, level int) Draft {
	m := scale(level)
	// (x - a)(x - b)/(x - a) ... written as (x^2 - (a+b) x + a b)/(x - a) = 0:
	// only x = b is a root.
	a := nz(r, m)
	b := nz(r, m)
	for b == a {
		b = nz(r, m)
	}
	p := fmt.Sprintf(`Solve the equation $\frac{%s}{%s}=0$.`, poly("x", 1, -(a+b), a*b), poly("x", 1, -a))
	s := fmt.Sprintf("The numerator vanishes at $x=%d$ and $x=%d$; $x=%d$ makes the denominator zero and is excluded.", a, b, a)
	return Draft{p, solution(s, fmt.Sprint(b)), fmt.Sprint(b)}
}

func absoluteValue(r *rand.Rand, level int) Draft {
	m := scale(level)
	a, b := nz(r, m), in(r, 1, m)
	k := int64(1)
	if level > 0 {
		k = in(r, 2, 4)
	}
	// |k x - a| = b: x = (a ± b)/k.
	x1, x2 := rat(a-b, k), rat(a+b, k)
	p := fmt.Sprintf("Solve the equation $|%s|=%d$.", poly("x", k, -a), b)
	s := fmt.Sprintf("$%s=%d$ or $%s=%d$.", poly("x", k, -a), b, poly("x", k, -a), -b)
	ans := list(frac(x1), frac(x2))
	return Draft{p, solution(s, ans), dollars(ans)}
}

func irrationalExtraneous(r *rand.Rand, level int) Draft {
	m := scale(level)
	// √(x + a) = x + b. Squaring: x^2 + (2b - 1) x + b^2 - a = 0 with roots
	// x1 (kept: x1 + b >= 0) and x2 (extraneous: x2 + b < 0).
	// Vieta: x1 + x2 = 1 - 2b. x2 + b < 0 holds exactly when x1 + b >= 2.
	b := nz(r, m)
	x1 := in(r, 2-b, 2-b+m)
	x2 := 1 - 2*b - x1
	a := b*b - x1*x2
	p := fmt.Sprintf(`Solve the equation $\sqrt{%s}=%s$.`, poly("x", 1, a), poly("x", 1, b))
	s := fmt.Sprintf("Squaring gives $%s=0$ with roots $%d$ and $%d$; $x=%d$ makes the right side negative and is extraneous.",
		poly("x", 1, 2*b-1, b*b-a), x1, x2, x2)
	return Draft{p, solution(s, fmt.Sprint(x1)), fmt.Sprint(x1)}
}

func exponential(r *rand.Rand, level int) Draft {
	base := pick(r, int64(2), 3, 5)
	n := in(r, 1, map[int64]int64{2: 7, 3: 5, 5: 3}[base])
	power := int64(1)
	for range n {
		power *= base
	}
	k := int64(1)
	if level > 0 {
		k = in(r, 1, 3)
	}
	mm := nz(r, 5)
	// base^(k x + mm) = base^n: x = (n - mm)/k.
	x := rat(n-mm, k)
	p := fmt.Sprintf("Solve the equation $%d^{%s}=%d$.", base, poly("x", k, mm), power)
	s := fmt.Sprintf("$%d=%d^{%d}$, so $%s=%d$ and $x=%s$.", power, base, n, poly("x", k, mm), n, frac(x))
	return Draft{p, solution(s, frac(x)), dollars(frac(x))}
}

func logarithmic(r *rand.Rand, level int) Draft {
	b := nz(r, scale(level))
	if level == 2 {
		// \lg(x + b) = n: x = 10^n - b.
		n := in(r, 1, 3)
		x := pow10(int(n)) - b
		p := fmt.Sprintf(`Solve the equation $\lg(%s)=%d$.`, poly("x", 1, b), n)
		s := fmt.Sprintf("$%s=10^{%d}$, so $x=%d$.", poly("x", 1, b), n, x)
		return Draft{p, solution(s, fmt.Sprint(x)), fmt.Sprint(x)}
	}
	base := pick(r, int64(2), 3, 5)
	n := in(r, 1, 4)
	power := int64(1)
	for range n {
		power *= base
	}
	x := power - b
	p := fmt.Sprintf(`Solve the equation $\log_{%d}(%s)=%d$.`, base, poly("x", 1, b), n)
	s := fmt.Sprintf("$%s=%d^{%d}=%d$, so $x=%d$.", poly("x", 1, b), base, n, power, x)
	return Draft{p, solution(s, fmt.Sprint(x)), fmt.Sprint(x)}
}

func systemLinear(r *rand.Rand, level int) Draft {
	m := scale(level)
	for {
		a, b, c, d := nz(r, 6), nz(r, 6), nz(r, 6), nz(r, 6)
		if a*d == b*c {
			continue
		}
		x, y := nz(r, m), nz(r, m)
		e, f := a*x+b*y, c*x+d*y
		p := fmt.Sprintf(`Solve the system of equations $\begin{cases}%s=%d\\ %s=%d\end{cases}$.`,
			poly("x", a, 0)+term(b, "y", 1, true), e, poly("x", c, 0)+term(d, "y", 1, true), f)
		s := fmt.Sprintf("The determinant is $%d\\ne 0$, so the solution is unique: $x=%d$, $y=%d$.", a*d-b*c, x, y)
		ans := tuple(fmt.Sprint(x), fmt.Sprint(y))
		return Draft{p, solution(s, ans), dollars(ans)}
	}
}

func systemLinearQuadratic(r *rand.Rand, level int) Draft {
	m := scale(level)
	// x + y = s, x y = p with distinct integer roots u, v of t^2 - s t + p.
	u, v := distinctNZ(r, m)
	s, p := u+v, u*v
	second := fmt.Sprintf("xy=%d", p)
	if level > 0 {
		second = fmt.Sprintf("x^2+y^2=%d", u*u+v*v)
	}
	pr := fmt.Sprintf(`Solve the system of equations $\begin{cases}x+y=%d\\ %s\end{cases}$.`, s, second)
	st := fmt.Sprintf("$x$ and $y$ are the roots of $%s=0$, that is $%d$ and $%d$.", poly("t", 1, -s, p), u, v)
	ans := tuple(fmt.Sprint(u), fmt.Sprint(v)) + ", " + tuple(fmt.Sprint(v), fmt.Sprint(u))
	return Draft{pr, solution(st, ans), dollars(ans)}
}

// relation is an inequality sign with its strictness.
type relation struct {
	tex    string
	strict bool
	less   bool
}

var relations = []relation{{"<", true, true}, {`\le`, false, true}, {">", true, false}, {`\ge`, false, false}}

func inequalityLinear(r *rand.Rand, level int) Draft {
	m := scale(level)
	a := nz(r, m/2+1)
	x0 := ri(nz(r, m))
	if level > 0 {
		x0 = rat(nz(r, m), in(r, 1, 4))
	}
	b := nz(r, m)
	// a x + b REL c with c = a x0 + b: x REL' x0 (the sign turns when a < 0).
	cr := add(mul(ri(a), x0), ri(b))
	if !cr.IsInt() {
		x0 = ri(nz(r, m))
		cr = add(mul(ri(a), x0), ri(b))
	}
	rel := pick(r, relations...)
	less := rel.less != (a < 0)
	ans := interval("", false, frac(x0), !rel.strict)
	if !less {
		ans = interval(frac(x0), !rel.strict, "", false)
	}
	p := fmt.Sprintf("Solve the inequality $%s%s %s$.", poly("x", a, b), rel.tex, cr.Num())
	s := fmt.Sprintf("Divide by $%d$%s.", a, map[bool]string{true: " and turn the sign", false: ""}[a < 0])
	return Draft{p, solution(s, ans), dollars(ans)}
}

func inequalityQuadratic(r *rand.Rand, level int) Draft {
	m := scale(level)
	u, v := distinctNZ(r, m)
	rel := pick(r, relations...)
	// (x - u)(x - v) REL 0.
	var ans string
	if rel.less {
		ans = interval(fmt.Sprint(u), !rel.strict, fmt.Sprint(v), !rel.strict)
	} else {
		ans = interval("", false, fmt.Sprint(u), !rel.strict) + `\cup` + interval(fmt.Sprint(v), !rel.strict, "", false)
	}
	p := fmt.Sprintf("Solve the inequality $%s%s 0$.", poly("x", 1, -(u+v), u*v), rel.tex)
	s := fmt.Sprintf("The roots of the left side are $%d$ and $%d$; the parabola opens upwards.", u, v)
	return Draft{p, solution(s, ans), dollars(ans)}
}

func inequalityRational(r *rand.Rand, level int) Draft {
	m := scale(level)
	a, b := nz(r, m), nz(r, m)
	for a == b {
		b = nz(r, m)
	}
	rel := pick(r, relations...)
	// (x - a)/(x - b) REL 0: the zero a is in the set when the relation is
	// not strict, the pole b never.
	lo, hi := a, b
	loClosed, hiClosed := !rel.strict, false
	if a > b {
		lo, hi = b, a
		loClosed, hiClosed = false, !rel.strict
	}
	var ans string
	if rel.less {
		ans = interval(fmt.Sprint(lo), loClosed, fmt.Sprint(hi), hiClosed)
	} else {
		ans = interval("", false, fmt.Sprint(lo), loClosed) + `\cup` + interval(fmt.Sprint(hi), hiClosed, "", false)
	}
	p := fmt.Sprintf(`Solve the inequality $\frac{%s}{%s}%s 0$.`, poly("x", 1, -a), poly("x", 1, -b), rel.tex)
	s := fmt.Sprintf("By the method of intervals with the zero $%d$ and the pole $%d$ (never included).", a, b)
	return Draft{p, solution(s, ans), dollars(ans)}
}

func simplifyRational(r *rand.Rand, level int) Draft {
	m := scale(level)
	a := nz(r, m)
	v := pick(r, "x", "a", "b", "y")
	if level == 0 {
		// (v^2 - a^2)/(v - a) = v + a.
		p := fmt.Sprintf(`Simplify $\frac{%s}{%s}$.`, poly(v, 1, 0, -a*a), poly(v, 1, -a))
		ans := poly(v, 1, a)
		s := fmt.Sprintf("Factor the numerator: $(%s)(%s)$.", poly(v, 1, -a), poly(v, 1, a))
		return Draft{p, solution(s, ans), dollars(ans)}
	}
	// (v^2 - 2 a v + a^2)/(v^2 - a^2) = (v - a)/(v + a).
	p := fmt.Sprintf(`Simplify $\frac{%s}{%s}$.`, poly(v, 1, -2*a, a*a), poly(v, 1, 0, -a*a))
	ans := fmt.Sprintf(`\frac{%s}{%s}`, poly(v, 1, -a), poly(v, 1, a))
	s := fmt.Sprintf("The numerator is $(%s)^2$ and the denominator $(%s)(%s)$.", poly(v, 1, -a), poly(v, 1, -a), poly(v, 1, a))
	return Draft{p, solution(s, ans), dollars(ans)}
}

func simplifyRadical(r *rand.Rand, level int) Draft {
	// √(a^2 k) ± √(b^2 k) = (a ± b)√k, k squarefree.
	k := pick(r, int64(2), 3, 5, 6, 7)
	a, b := in(r, 1, 3+int64(level)), in(r, 1, 3+int64(level))
	minus := level > 0 && r.IntN(2) == 0
	c := a + b
	op := "+"
	if minus {
		c, op = a-b, "-"
	}
	var ans string
	switch c {
	case 0:
		ans = "0"
	case 1:
		ans = fmt.Sprintf(`\sqrt{%d}`, k)
	case -1:
		ans = fmt.Sprintf(`-\sqrt{%d}`, k)
	default:
		ans = fmt.Sprintf(`%d\sqrt{%d}`, c, k)
	}
	p := fmt.Sprintf(`Simplify $\sqrt{%d}%s\sqrt{%d}$.`, a*a*k, op, b*b*k)
	s := fmt.Sprintf(`$\sqrt{%d}=%d\sqrt{%d}$ and $\sqrt{%d}=%d\sqrt{%d}$.`, a*a*k, a, k, b*b*k, b, k)
	return Draft{p, solution(s, ans), dollars(ans)}
}

// arithmetic is the books' computation with mixed numbers, decimal commas
// and the colon for division.
func arithmetic(r *rand.Rand, level int) Draft {
	// (w1 n1/d) OP dec : q, all exact.
	d := pick(r, int64(2), 4, 5)
	x := rat(in(r, d+1, 5*d), d)
	for x.IsInt() {
		x = rat(in(r, d+1, 5*d), d)
	}
	y := rat(in(r, 1, 19), 10)
	if y.IsInt() {
		y = rat(5, 10)
	}
	ys, _ := decimalComma(y)
	q := ri(in(r, 2, 5))
	switch level {
	case 0:
		// x · y
		v := mul(x, y)
		p := fmt.Sprintf(`Compute $%s\cdot %s$.`, mixed(x), ys)
		s := fmt.Sprintf(`$%s=%s$, and $%s\cdot %s=%s$.`, mixed(x), frac(x), frac(x), frac(y), frac(v))
		return Draft{p, solution(s, valueTeX(v)), dollars(valueTeX(v))}
	case 1:
		// x : y
		v := quo(x, y)
		p := fmt.Sprintf(`Compute $%s:%s$.`, mixed(x), ys)
		s := fmt.Sprintf(`$%s:%s=%s\cdot\frac{%s}{%s}=%s$.`, frac(x), frac(y), frac(x), y.Denom(), y.Num(), frac(v))
		return Draft{p, solution(s, valueTeX(v)), dollars(valueTeX(v))}
	default:
		// (x - y) : q · x, left to right.
		v := mul(quo(sub(x, y), q), x)
		p := fmt.Sprintf(`Compute $\left(%s-%s\right):%s\cdot %s$.`, mixed(x), ys, q.Num(), frac(x))
		s := fmt.Sprintf(`From left to right: $%s:%s=%s$, then $\cdot %s$ gives $%s$.`, frac(sub(x, y)), q.Num(), frac(quo(sub(x, y), q)), frac(x), frac(v))
		return Draft{p, solution(s, valueTeX(v)), dollars(valueTeX(v))}
	}
}

// valueTeX writes a value answer: a decimal with a comma when it terminates
// within two places, else a fraction.
func valueTeX(v *big.Rat) string {
	if v.IsInt() {
		return frac(v)
	}
	if s, ok := decimalComma(v); ok && len(s) <= 7 {
		return s
	}
	return frac(v)
}

type angle struct {
	deg          int64
	rad          string
	sin, cos, tg string // exact values ("" where undefined)
}

var angles = []angle{
	{30, `\frac{\pi}{6}`, `\frac{1}{2}`, `\frac{\sqrt{3}}{2}`, `\frac{\sqrt{3}}{3}`},
	{45, `\frac{\pi}{4}`, `\frac{\sqrt{2}}{2}`, `\frac{\sqrt{2}}{2}`, `1`},
	{60, `\frac{\pi}{3}`, `\frac{\sqrt{3}}{2}`, `\frac{1}{2}`, `\sqrt{3}`},
	{90, `\frac{\pi}{2}`, `1`, `0`, ``},
	{120, `\frac{2\pi}{3}`, `\frac{\sqrt{3}}{2}`, `-\frac{1}{2}`, `-\sqrt{3}`},
	{135, `\frac{3\pi}{4}`, `\frac{\sqrt{2}}{2}`, `-\frac{\sqrt{2}}{2}`, `-1`},
	{150, `\frac{5\pi}{6}`, `\frac{1}{2}`, `-\frac{\sqrt{3}}{2}`, `-\frac{\sqrt{3}}{3}`},
	{180, `\pi`, `0`, `-1`, `0`},
}

// trigValue asks for a sum of two table values; the answer is written in
// closed form by rational arithmetic on the coefficients of 1, √2 and √3.
func trigValue(r *rand.Rand, level int) Draft {
	for {
		a1, a2 := angles[r.IntN(len(angles))], angles[r.IntN(len(angles))]
		f1 := pick(r, "sin", "cos", "tg")
		f2 := pick(r, "sin", "cos")
		v1, v2 := trigOf(a1, f1), trigOf(a2, f2)
		if v1 == "" {
			continue
		}
		k := int64(1)
		if level > 0 {
			k = in(r, 2, 4)
		}
		arg := func(a angle) string {
			if level == 0 {
				return fmt.Sprintf("%d^\\circ", a.deg)
			}
			return a.rad
		}
		fn := map[string]string{"sin": `\sin`, "cos": `\cos`, "tg": `\tg`}
		total, ok := surdAdd(surdOf(v1), surdScale(surdOf(v2), k))
		if !ok {
			continue
		}
		coef := "" // a coefficient of 1 is not written (never 1\cos)
		if k != 1 {
			coef = strconv.FormatInt(k, 10)
		}
		p := fmt.Sprintf(`Compute $%s %s+%s%s %s$.`, fn[f1], arg(a1), coef, fn[f2], arg(a2))
		s := fmt.Sprintf(`$%s %s=%s$ and $%s %s=%s$.`, fn[f1], arg(a1), v1, fn[f2], arg(a2), v2)
		a := total.tex()
		return Draft{p, solution(s, a), dollars(a)}
	}
}

func trigOf(a angle, f string) string {
	switch f {
	case "sin":
		return a.sin
	case "cos":
		return a.cos
	}
	return a.tg
}

// surd is q0 + q2·√2 + q3·√3 with rational coefficients.
type surd struct{ q0, q2, q3 *big.Rat }

func surdOf(tex string) surd {
	z := surd{ri(0), ri(0), ri(0)}
	switch tex {
	case `0`:
	case `1`:
		z.q0 = ri(1)
	case `-1`:
		z.q0 = ri(-1)
	case `\frac{1}{2}`:
		z.q0 = rat(1, 2)
	case `-\frac{1}{2}`:
		z.q0 = rat(-1, 2)
	case `\frac{\sqrt{2}}{2}`:
		z.q2 = rat(1, 2)
	case `-\frac{\sqrt{2}}{2}`:
		z.q2 = rat(-1, 2)
	case `\frac{\sqrt{3}}{2}`:
		z.q3 = rat(1, 2)
	case `-\frac{\sqrt{3}}{2}`:
		z.q3 = rat(-1, 2)
	case `\frac{\sqrt{3}}{3}`:
		z.q3 = rat(1, 3)
	case `-\frac{\sqrt{3}}{3}`:
		z.q3 = rat(-1, 3)
	case `\sqrt{3}`:
		z.q3 = ri(1)
	case `-\sqrt{3}`:
		z.q3 = ri(-1)
	default:
		panic("generate: no surd for " + tex)
	}
	return z
}

func surdScale(z surd, k int64) surd {
	return surd{mul(z.q0, ri(k)), mul(z.q2, ri(k)), mul(z.q3, ri(k))}
}

// surdAdd adds two surds; ok is false when the sum mixes √2 and √3 (kept
// out: such answers have no short book form).
func surdAdd(a, b surd) (surd, bool) {
	z := surd{add(a.q0, b.q0), add(a.q2, b.q2), add(a.q3, b.q3)}
	return z, z.q2.Sign() == 0 || z.q3.Sign() == 0
}

// tex writes q0 + q·√k over a common denominator: \frac{1+\sqrt{3}}{2}.
func (z surd) tex() string {
	q, k := z.q2, int64(2)
	if q.Sign() == 0 {
		q, k = z.q3, 3
	}
	if q.Sign() == 0 {
		return frac(z.q0)
	}
	den := new(big.Int).Mul(z.q0.Denom(), q.Denom())
	den.Div(den, new(big.Int).GCD(nil, nil, z.q0.Denom(), q.Denom()))
	dr := new(big.Rat).SetInt(den)
	n0 := mul(z.q0, dr).Num()
	nq := mul(q, dr).Num()
	root := fmt.Sprintf(`\sqrt{%d}`, k)
	var num string
	switch {
	case nq.Cmp(big.NewInt(1)) == 0:
		num = root
	case nq.Cmp(big.NewInt(-1)) == 0:
		num = "-" + root
	default:
		num = nq.String() + root
	}
	if n0.Sign() != 0 {
		num = n0.String() + map[bool]string{true: "+", false: ""}[nq.Sign() > 0] + num
	}
	if den.Cmp(big.NewInt(1)) == 0 {
		return num
	}
	return fmt.Sprintf(`\frac{%s}{%s}`, num, den)
}

// trigEquation asks for the solutions of a basic trigonometric equation as
// families over the integers.
func trigEquation(r *rand.Rand, level int) Draft {
	// a f(x) = c with a rational c. The books' irrational right sides
	// (\tg x = \sqrt{3}, \cos x = \frac{\sqrt{2}}{2}) are asked here as
	// their rational squares (\tg^2 x = 3, 2\cos^2 x = 1): leg 1 proves a
	// family of roots complete only for rational coefficients (t = tan(x/2)
	// turns the equation into a polynomial), so those candidates were all
	// rejected as "no other root is proven absent".
	type eq struct {
		f      string
		a      int64    // the coefficient of f(x)
		c      *big.Rat // the right side
		ans    string
		reason string // the step of the worked solution
	}
	eqs := []eq{
		{`\sin x`, 1, ri(0), `\pi k`, ""},
		{`\cos x`, 1, ri(0), `\frac{\pi}{2}+\pi k`, ""},
		{`\sin x`, 1, ri(1), `\frac{\pi}{2}+2\pi k`, ""},
		{`\sin x`, 1, ri(-1), `-\frac{\pi}{2}+2\pi k`, ""},
		{`\cos x`, 1, ri(1), `2\pi k`, ""},
		{`\cos x`, 1, ri(-1), `\pi+2\pi k`, ""},
		{`\tg x`, 1, ri(0), `\pi k`, ""},
		{`\tg x`, 1, ri(1), `\frac{\pi}{4}+\pi k`, ""},
		{`\tg x`, 1, ri(-1), `-\frac{\pi}{4}+\pi k`, ""},
		{`\ctg x`, 1, ri(1), `\frac{\pi}{4}+\pi k`, ""},
		{`\ctg x`, 1, ri(0), `\frac{\pi}{2}+\pi k`, ""},
		{`\cos x`, 1, rat(1, 2), `\pm\frac{\pi}{3}+2\pi k`, ""},
		{`\cos x`, 1, rat(-1, 2), `\pm\frac{2\pi}{3}+2\pi k`, ""},
		{`\sin x`, 1, rat(1, 2), `\frac{\pi}{6}+2\pi k; \frac{5\pi}{6}+2\pi k`, ""},
		{`\sin x`, 1, rat(-1, 2), `-\frac{\pi}{6}+2\pi k; -\frac{5\pi}{6}+2\pi k`, ""},
		{`\tg^2 x`, 1, ri(3), `\pm\frac{\pi}{3}+\pi k`, `$\tg x=\pm\sqrt{3}$`},
		{`\cos^2 x`, 2, ri(1), `\frac{\pi}{4}+\frac{\pi k}{2}`, `$\cos x=\pm\frac{\sqrt{2}}{2}$`},
	}
	e := eqs[r.IntN(len(eqs))]
	a, c := e.a, e.c
	if level > 0 {
		// k a f(x) = k c: the equation multiplied through.
		k := in(r, 2, 4)
		a, c = k*a, mul(ri(k), c)
	}
	lhs := e.f
	if a != 1 {
		lhs = fmt.Sprint(a) + e.f
	}
	base := e.f
	if e.a != 1 {
		base = fmt.Sprint(e.a) + e.f
	}
	p := fmt.Sprintf("Solve the equation $%s=%s$.", lhs, frac(c))
	step := fmt.Sprintf("$%s=%s$", base, frac(e.c))
	if e.reason != "" {
		step += ", so " + e.reason
	}
	s := fmt.Sprintf("%s, so $x=%s$, $k\\in\\mathbb{Z}$.", step, e.ans)
	return Draft{p, solution(s, e.ans), dollars(e.ans)}
}

// cubic draws a polynomial of degree 2 or 3 with small coefficients,
// highest power first.
func cubic(r *rand.Rand, level int) []int64 {
	if level == 0 {
		return []int64{nz(r, 4), in(r, -6, 6), in(r, -9, 9)}
	}
	return []int64{nz(r, 3), in(r, -5, 5), in(r, -6, 6), in(r, -9, 9)}
}

func evalPoly(cs []int64, x int64) int64 {
	v := int64(0)
	for _, c := range cs {
		v = v*x + c
	}
	return v
}

func derivPoly(cs []int64) []int64 {
	n := len(cs) - 1
	out := make([]int64, 0, n)
	for i, c := range cs[:n] {
		out = append(out, c*int64(n-i))
	}
	return out
}

func derivative(r *rand.Rand, level int) Draft {
	cs := cubic(r, level)
	x0 := nz(r, 4)
	d := derivPoly(cs)
	v := evalPoly(d, x0)
	p := fmt.Sprintf("Find $f'(%d)$ if $f(x)=%s$.", x0, poly("x", cs...))
	s := fmt.Sprintf("$f'(x)=%s$, so $f'(%d)=%d$.", poly("x", d...), x0, v)
	return Draft{p, solution(s, fmt.Sprint(v)), fmt.Sprint(v)}
}

func tangentLine(r *rand.Rand, level int) Draft {
	cs := cubic(r, level)
	x0 := nz(r, 3)
	k := evalPoly(derivPoly(cs), x0)
	y0 := evalPoly(cs, x0)
	b := y0 - k*x0
	line := "y=" + poly("x", k, b)
	p := fmt.Sprintf("Find the equation of the tangent to the graph of $y=%s$ at the point $x_0=%d$.", poly("x", cs...), x0)
	s := fmt.Sprintf("$y(%d)=%d$ and $y'(%d)=%d$, so $y=%d(x%s)%s$.", x0, y0, x0, k, k, signed(-x0), signed(y0))
	return Draft{p, solution(s, line), dollars(line)}
}

// antiderivative at x of the polynomial cs, exactly.
func primitive(cs []int64, x int64) *big.Rat {
	n := len(cs) - 1
	v := ri(0)
	for i, c := range cs {
		e := int64(n - i + 1)
		xe := new(big.Rat).SetInt(new(big.Int).Exp(big.NewInt(x), big.NewInt(e), nil))
		if x < 0 && e%2 == 1 {
			xe = neg(new(big.Rat).SetInt(new(big.Int).Exp(big.NewInt(-x), big.NewInt(e), nil)))
		}
		v = add(v, mul(rat(c, e), xe))
	}
	return v
}

func definiteIntegral(r *rand.Rand, level int) Draft {
	cs := cubic(r, level)
	a := in(r, -3, 2)
	b := in(r, a+1, a+3)
	v := sub(primitive(cs, b), primitive(cs, a))
	p := fmt.Sprintf(`Compute $\int_{%d}^{%d}\left(%s\right)dx$.`, a, b, poly("x", cs...))
	s := fmt.Sprintf("By the Newton–Leibniz formula the integral is $%s$.", frac(v))
	return Draft{p, solution(s, frac(v)), dollars(frac(v))}
}

func area(r *rand.Rand, level int) Draft {
	// The area under y = c x^2 + e (positive on [a, b]), between x = a and
	// x = b and above y = 0.
	c := in(r, 1, 3+int64(level))
	e := in(r, 0, 4)
	a := in(r, 0, 2)
	b := in(r, a+1, a+3)
	cs := []int64{c, 0, e}
	v := sub(primitive(cs, b), primitive(cs, a))
	p := fmt.Sprintf("Find the area of the figure bounded by the lines $y=%s$, $y=0$, $x=%d$, $x=%d$.", poly("x", cs...), a, b)
	s := fmt.Sprintf(`The function is positive on $[%d; %d]$, so the area is $\int_{%d}^{%d}(%s)\,dx=%s$.`, a, b, a, b, poly("x", cs...), frac(v))
	return Draft{p, solution(s, frac(v)), dollars(frac(v))}
}

func arithmeticProgression(r *rand.Rand, level int) Draft {
	a1, d := nz(r, scale(level)), nz(r, 6)
	n := in(r, 5, 12+int64(4*level))
	if level == 0 {
		an := a1 + (n-1)*d
		p := fmt.Sprintf("In an arithmetic progression $a_1=%d$ and $d=%d$. Find $a_{%d}$.", a1, d, n)
		s := fmt.Sprintf("$a_{%d}=a_1+%dd=%d$.", n, n-1, an)
		return Draft{p, solution(s, fmt.Sprint(an)), fmt.Sprint(an)}
	}
	sum := n * (2*a1 + (n-1)*d) / 2
	p := fmt.Sprintf("In an arithmetic progression $a_1=%d$ and $d=%d$. Find the sum of its first $%d$ terms.", a1, d, n)
	s := fmt.Sprintf("$S_{%d}=\\frac{2a_1+%dd}{2}\\cdot %d=%d$.", n, n-1, n, sum)
	return Draft{p, solution(s, fmt.Sprint(sum)), fmt.Sprint(sum)}
}

func geometricProgression(r *rand.Rand, level int) Draft {
	b1 := nz(r, 5)
	q := pick(r, int64(2), 3, -2, -3)
	n := in(r, 3, 6)
	pow := func(n int64) int64 {
		v := int64(1)
		for range n {
			v *= q
		}
		return v
	}
	if level == 0 {
		bn := b1 * pow(n-1)
		p := fmt.Sprintf("In a geometric progression $b_1=%d$ and $q=%d$. Find $b_{%d}$.", b1, q, n)
		s := fmt.Sprintf("$b_{%d}=b_1q^{%d}=%d$.", n, n-1, bn)
		return Draft{p, solution(s, fmt.Sprint(bn)), fmt.Sprint(bn)}
	}
	sum := b1 * (pow(n) - 1) / (q - 1)
	p := fmt.Sprintf("In a geometric progression $b_1=%d$ and $q=%d$. Find the sum of its first $%d$ terms.", b1, q, n)
	s := fmt.Sprintf("$S_{%d}=\\frac{b_1(q^{%d}-1)}{q-1}=%d$.", n, n, sum)
	return Draft{p, solution(s, fmt.Sprint(sum)), fmt.Sprint(sum)}
}

func percentage(r *rand.Rand, level int) Draft {
	pct := pick(r, int64(5), 10, 12, 15, 20, 25, 30, 40, 60, 75)
	base := in(r, 2, 40) * 20
	v := quo(mul(ri(pct), ri(base)), ri(100))
	switch level {
	case 0:
		p := fmt.Sprintf(`Find $%d\%%$ of $%d$.`, pct, base)
		s := fmt.Sprintf(`$%d\cdot\frac{%d}{100}=%s$.`, base, pct, valueTeX(v))
		return Draft{p, solution(s, valueTeX(v)), dollars(valueTeX(v))}
	case 1:
		// What percentage of base is v?
		p := fmt.Sprintf(`What percentage of $%d$ is $%s$?`, base, valueTeX(v))
		s := fmt.Sprintf(`$\frac{%s}{%d}\cdot 100\%%=%d\%%$.`, valueTeX(v), base, pct)
		a := fmt.Sprintf(`%d\%%`, pct)
		return Draft{p, solution(s, a), dollars(a)}
	default:
		if r.IntN(2) == 0 {
			nv := add(ri(base), v)
			p := fmt.Sprintf(`Increase $%d$ by $%d\%%$.`, base, pct)
			s := fmt.Sprintf(`$%d\cdot %s=%s$.`, base, valueTeX(quo(ri(100+pct), ri(100))), valueTeX(nv))
			return Draft{p, solution(s, valueTeX(nv)), dollars(valueTeX(nv))}
		}
		nv := sub(ri(base), v)
		p := fmt.Sprintf(`Decrease $%d$ by $%d\%%$.`, base, pct)
		s := fmt.Sprintf(`$%d\cdot %s=%s$.`, base, valueTeX(quo(ri(100-pct), ri(100))), valueTeX(nv))
		return Draft{p, solution(s, valueTeX(nv)), dollars(valueTeX(nv))}
	}
}
