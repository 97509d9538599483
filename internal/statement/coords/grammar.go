package coords

import (
	"math/big"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"sync"
)

// parser reads the statement's text from its start; every method that
// fails leaves the position where it was.
type parser struct {
	s     string
	slots []slot
	env   map[string]Point // points the statement names ("point b", "the other endpoint")
	lines map[string]line  // lines the statement names ("line a", "this line")
	dirs  map[string]line  // lines known only by their direction ("line j" perpendicular to a line)
	steps []string         // what was read, for the note
	it    *line            // the line "it" names ("the line L and the line perpendicular to it")
}

var (
	reMu    sync.Mutex
	reCache = map[string]*regexp.Regexp{}
)

func re(pat string) *regexp.Regexp {
	reMu.Lock()
	defer reMu.Unlock()
	r, ok := reCache[pat]
	if !ok {
		r = regexp.MustCompile(`^(?:` + pat + `) ?`)
		reCache[pat] = r
	}
	return r
}

// eat consumes pat at the position; the submatches are returned.
func (p *parser) eat(pat string) ([]string, bool) {
	m := re(pat).FindStringSubmatch(p.s)
	if m == nil {
		return nil, false
	}
	p.s = p.s[len(m[0]):]
	return m, true
}

func (p *parser) lit(pat string) bool {
	_, ok := p.eat(pat)
	return ok
}

// slot consumes a token "§k" and returns its slot.
func (p *parser) slot() (slot, bool) {
	m, ok := p.eat(`§(\d+)`)
	if !ok {
		return slot{}, false
	}
	k, _ := strconv.Atoi(m[1])
	return p.slots[k], true
}

// try runs f, restoring the position when it fails.
func try[T any](p *parser, f func() (T, bool)) (T, bool) {
	save := p.s
	v, ok := f()
	if !ok {
		p.s = save
	}
	return v, ok
}

func half(a, b *big.Rat) *big.Rat {
	s := new(big.Rat).Add(a, b)
	return s.Quo(s, big.NewRat(2, 1))
}

func midpoint(a, b Point) Point { return Point{half(a[0], b[0]), half(a[1], b[1])} }

// reflect is the other endpoint of a segment with endpoint e and midpoint m.
func reflect(m, e Point) Point {
	two := big.NewRat(2, 1)
	x := new(big.Rat).Mul(two, m[0])
	y := new(big.Rat).Mul(two, m[1])
	return Point{x.Sub(x, e[0]), y.Sub(y, e[1])}
}

// point reads a noun phrase naming a point.
func (p *parser) point() (Point, bool) {
	return try(p, func() (Point, bool) {
		if p.lit(`the origin`) {
			return Point{new(big.Rat), new(big.Rat)}, true
		}
		if v, ok := p.envPoint(); ok {
			return v, true
		}
		if p.lit(`the midpoint of `) {
			a, b, ok := p.segment()
			if !ok {
				return Point{}, false
			}
			p.steps = append(p.steps, "a midpoint ((x₁+x₂)/2, (y₁+y₂)/2)")
			return midpoint(a, b), true
		}
		if p.lit(`the point halfway between (the points )?`) {
			a, b, ok := p.pair()
			if !ok {
				return Point{}, false
			}
			p.steps = append(p.steps, "a midpoint ((x₁+x₂)/2, (y₁+y₂)/2)")
			return midpoint(a, b), true
		}
		p.lit(`(the )?points? (with coordinates )?`)
		s, ok := p.slot()
		if !ok {
			return Point{}, false
		}
		if s.pt != nil {
			return *s.pt, true
		}
		if s.pair {
			v, ok := p.env["pair "+s.src]
			return v, ok
		}
		if s.named != "" {
			v, ok := p.env["point "+strings.ToLower(s.named)]
			return v, ok
		}
		return Point{}, false
	})
}

// envPoint reads a point the statement named before ("the other
// endpoint", "point b"), the longest name first.
func (p *parser) envPoint() (Point, bool) {
	names := make([]string, 0, len(p.env))
	for k := range p.env {
		names = append(names, k)
	}
	sort.Slice(names, func(i, j int) bool { return len(names[i]) > len(names[j]) })
	for _, k := range names {
		if rest, ok := strings.CutPrefix(p.s, k); ok && (rest == "" || !isLetter(rest[0]) && (rest[0] < '0' || rest[0] > '9')) {
			p.s = strings.TrimPrefix(rest, " ")
			return p.env[k], true
		}
	}
	return Point{}, false
}

func isLetter(b byte) bool { return b >= 'a' && b <= 'z' }

// pair reads "P and Q".
func (p *parser) pair() (Point, Point, bool) {
	save := p.s
	a, ok := p.point()
	if ok && p.lit(`and `) {
		if b, ok := p.point(); ok {
			return a, b, true
		}
	}
	p.s = save
	return Point{}, Point{}, false
}

// segment reads a segment by its endpoints.
func (p *parser) segment() (Point, Point, bool) {
	save := p.s
	if p.lit(`(the |a )?(line )?segment (between|with endpoints( at)?|connecting( the)?( points)?|joining) `) {
		if a, b, ok := p.pair(); ok {
			return a, b, true
		}
		p.s = save
	}
	if a, b, ok := p.pair(); ok {
		return a, b, true
	}
	if s, ok := p.slot(); ok && s.seg[0] != "" {
		a, ok1 := p.env["point "+strings.ToLower(s.seg[0])]
		b, ok2 := p.env["point "+strings.ToLower(s.seg[1])]
		if ok1 && ok2 {
			return a, b, true
		}
	}
	p.s = save
	return Point{}, Point{}, false
}

// lineNP reads a noun phrase naming a line.
func (p *parser) lineNP() (line, bool) {
	return try(p, func() (line, bool) {
		if p.lit(`(a |the )?line (parallel|perpendicular) to `) {
			return line{}, false // a direction, not a line: read by slopeNP
		}
		if l, ok := p.pointSlope(); ok {
			return l, true
		}
		if p.lit(`(the )?line (that )?(containing|contains|through|passing through|passes through|determined by|connecting) ((the )?points )?`) {
			a, b, ok := p.pair()
			if !ok {
				return line{}, false
			}
			p.steps = append(p.steps, "the line through two points")
			return through(a, b)
		}
		save := p.s
		p.lit(`(the )?line (given by |defined by |whose equation is |with (the )?equation |represented by the equation |described by the equation )?`)
		if s, ok := p.slot(); ok && s.eq != nil {
			return lineOf(s.eq)
		}
		p.s = save
		return p.namedLine(p.lines)
	})
}

// namedLine reads a line the statement named before: "line $a$", "this
// line", "the line", "its".
func (p *parser) namedLine(lines map[string]line) (line, bool) {
	save := p.s
	if p.lit(`line `) {
		if s, ok := p.slot(); ok && s.named != "" {
			if l, ok := lines["line "+s.named]; ok {
				return l, true
			}
		}
		p.s = save
	}
	for _, k := range []string{"this line", "the line", "its"} {
		if l, ok := lines[k]; ok && p.lit(k) {
			return l, true
		}
	}
	return line{}, false
}

// pointSlope reads "the line that passes through P and has slope m".
func (p *parser) pointSlope() (line, bool) {
	return try(p, func() (line, bool) {
		if !p.lit(`(the |a )?line (that passes through|passing through|through) (the point )?`) {
			return line{}, false
		}
		q, ok := p.point()
		if !ok || !p.lit(`and has (a )?slope (of )?`) {
			return line{}, false
		}
		m, ok := p.number()
		if !ok {
			return line{}, false
		}
		p.steps = append(p.steps, "the line through a point with a given slope")
		return slopeLine(m, q), true
	})
}

// slopeLine is the line of slope m through q: m·x − y + (q_y − m·q_x) = 0.
func slopeLine(m *big.Rat, q Point) line {
	c := new(big.Rat).Sub(q[1], new(big.Rat).Mul(m, q[0]))
	return line{new(big.Rat).Set(m), big.NewRat(-1, 1), c}
}

// number reads a rational written as a formula or as a numeral of the
// prose.
func (p *parser) number() (*big.Rat, bool) {
	save := p.s
	if s, ok := p.slot(); ok && s.number != nil {
		return s.number, true
	}
	p.s = save
	if m, ok := p.eat(`(-?\d+)\b`); ok {
		v, _ := new(big.Rat).SetString(m[1])
		return v, true
	}
	return nil, false
}

// through is the line through two different points.
func through(a, b Point) (line, bool) {
	dx := new(big.Rat).Sub(b[0], a[0])
	dy := new(big.Rat).Sub(b[1], a[1])
	if dx.Sign() == 0 && dy.Sign() == 0 {
		return line{}, false
	}
	// dy·x − dx·y + (dx·y₁ − dy·x₁) = 0
	c := new(big.Rat).Sub(new(big.Rat).Mul(dx, a[1]), new(big.Rat).Mul(dy, a[0]))
	return line{dy, new(big.Rat).Neg(dx), c}, true
}

// slope is −a/b; ok is false for a vertical line.
func (l line) slope() (*big.Rat, bool) {
	if l.b.Sign() == 0 {
		return nil, false
	}
	return new(big.Rat).Neg(new(big.Rat).Quo(l.a, l.b)), true
}

// yIntercept is −c/b (the value of y at x = 0); ok is false for a
// vertical line.
func (l line) yIntercept() (*big.Rat, bool) {
	if l.b.Sign() == 0 {
		return nil, false
	}
	return new(big.Rat).Neg(new(big.Rat).Quo(l.c, l.b)), true
}

// xIntercept is −c/a; ok is false for a horizontal line.
func (l line) xIntercept() (*big.Rat, bool) {
	if l.a.Sign() == 0 {
		return nil, false
	}
	return new(big.Rat).Neg(new(big.Rat).Quo(l.c, l.a)), true
}

// meet is the one common point of two lines; ok is false for parallel
// (or equal) lines.
func meet(l, m line) (Point, bool) {
	det := new(big.Rat).Sub(new(big.Rat).Mul(l.a, m.b), new(big.Rat).Mul(l.b, m.a))
	if det.Sign() == 0 {
		return Point{}, false
	}
	// Cramer: a₁x + b₁y = −c₁, a₂x + b₂y = −c₂.
	x := new(big.Rat).Sub(new(big.Rat).Mul(l.b, m.c), new(big.Rat).Mul(m.b, l.c))
	y := new(big.Rat).Sub(new(big.Rat).Mul(m.a, l.c), new(big.Rat).Mul(l.a, m.c))
	return Point{x.Quo(x, det), y.Quo(y, det)}, true
}

// related is the line through q parallel (or perpendicular) to l.
func related(l line, perp bool, q Point) line {
	a, b := l.a, l.b
	if perp {
		a, b = new(big.Rat).Neg(l.b), l.a
	}
	c := new(big.Rat).Add(new(big.Rat).Mul(a, q[0]), new(big.Rat).Mul(b, q[1]))
	return line{a, b, c.Neg(c)}
}

// relatedLine reads "a line parallel (perpendicular) to L that passes
// through P".
func (p *parser) relatedLine() (line, bool) {
	return try(p, func() (line, bool) {
		m, ok := p.eat(`(a |the )?line (parallel|perpendicular) to `)
		if !ok {
			return line{}, false
		}
		var l line
		if p.it != nil && p.lit(`it `) {
			l, ok = *p.it, true
		} else {
			l, ok = p.lineNP()
		}
		if !ok {
			return line{}, false
		}
		var q Point
		if p.lit(`and whose y-intercept is `) {
			b, ok := p.number()
			if !ok {
				return line{}, false
			}
			q = Point{new(big.Rat), b}
		} else {
			if !p.lit(`(that passes through|passing through|through|and passing through|which passes through|that contains|containing) `) {
				return line{}, false
			}
			if q, ok = p.point(); !ok {
				return line{}, false
			}
		}
		p.steps = append(p.steps, "the line through a point "+m[2]+" to a given line")
		return related(l, m[2] == "perpendicular", q), true
	})
}

// anyLine is a line named by its equation, two points or a related line.
func (p *parser) anyLine() (line, bool) {
	if l, ok := p.relatedLine(); ok {
		return l, true
	}
	return p.lineNP()
}
