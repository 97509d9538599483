package coords

import (
	"math/big"
	"strings"
)

// fact reads one sentence (or clause) that names a point, from a fixed
// list; ok is false, the position unchanged, when none is there.
func (p *parser) fact() bool {
	for _, f := range []func() bool{
		p.endpointMidpoint, p.midpointThenEndpoint, p.namedMidpoint, p.endpointsGiven,
		p.linesMeet, p.pointsNamed, p.pairMidpoint, p.lineFact, p.namedLineFact,
	} {
		save, steps := p.s, len(p.steps)
		if f() {
			return true
		}
		p.s, p.steps = save, p.steps[:steps]
	}
	return false
}

// endpointMidpoint: "A line segment has one endpoint at E and midpoint at
// M.", "One endpoint of a line segment is E and its midpoint is M.", "The
// point with coordinates M is the midpoint of the segment with one
// endpoint at E.", "Circle O is located on the coordinate plane with
// center at M. One endpoint of a diameter is at E.": the other endpoint
// is 2M − E.
func (p *parser) endpointMidpoint() bool {
	var e, m Point
	var ok bool
	name := "the other endpoint"
	switch {
	case p.lit(`(a |the )?(line )?segment has one endpoint at `):
		if e, ok = p.point(); !ok || !p.lit(`and (its )?midpoint (at|is) `) {
			return false
		}
		m, ok = p.point()
	case p.lit(`one endpoint of (a |the )?(line )?segment is `):
		if e, ok = p.point(); !ok || !p.lit(`and its midpoint is `) {
			return false
		}
		m, ok = p.point()
	case p.lit(`the point with coordinates `):
		if m, ok = p.point(); !ok || !p.lit(`is the midpoint of (a |the )?(line )?segment with one endpoint at `) {
			return false
		}
		e, ok = p.point()
	case p.lit(`circle §\d+ is located on the coordinate plane with center at `):
		if m, ok = p.point(); !ok || !p.lit(`\. one endpoint of a diameter is at `) {
			return false
		}
		e, ok = p.point()
		name = "the other endpoint of this diameter"
	default:
		return false
	}
	if !ok || !p.lit(`\.`) {
		return false
	}
	p.env[name] = reflect(m, e)
	p.steps = append(p.steps, "the other endpoint 2M − E of a segment with midpoint M and endpoint E")
	return true
}

// midpointThenEndpoint: "The midpoint of a line segment is located at M.
// If one of the endpoints is E, …".
func (p *parser) midpointThenEndpoint() bool {
	if !p.lit(`the midpoint of (a |the )?(line )?segment is (located )?at `) {
		return false
	}
	m, ok := p.point()
	if !ok || !p.lit(`\. if one of the endpoints is `) {
		return false
	}
	e, ok := p.point()
	if !ok || !p.lit(`,`) {
		return false
	}
	p.env["the other endpoint"] = reflect(m, e)
	p.steps = append(p.steps, "the other endpoint 2M − E of a segment with midpoint M and endpoint E")
	return true
}

// namedMidpoint: "Given that M(1,-6) is the midpoint of \overline{AB} and
// A(-2,1) is one endpoint, …", "Point M(4,4) is the midpoint of
// \overline{AB}. If point A has coordinates (8,4), …": point B is 2M − A.
func (p *parser) namedMidpoint() bool {
	given := p.lit(`given that `)
	if !given {
		p.lit(`point `)
	}
	ms, ok := p.slot()
	if !ok || ms.named == "" || ms.pt == nil || !p.lit(`is the midpoint of `) {
		return false
	}
	seg, ok := p.slot()
	if !ok || seg.seg[0] == "" {
		return false
	}
	var as slot
	var a Point
	if given {
		if !p.lit(`and `) {
			return false
		}
		if as, ok = p.slot(); !ok || as.pt == nil || !p.lit(`is one endpoint,`) {
			return false
		}
		a = *as.pt
	} else {
		if !p.lit(`\. if point `) {
			return false
		}
		if as, ok = p.slot(); !ok || as.named == "" || as.pt != nil || !p.lit(`has coordinates `) {
			return false
		}
		if a, ok = p.point(); !ok || !p.lit(`,`) {
			return false
		}
	}
	other := ""
	switch as.named {
	case seg.seg[0]:
		other = seg.seg[1]
	case seg.seg[1]:
		other = seg.seg[0]
	default:
		return false
	}
	p.env["point "+strings.ToLower(other)] = reflect(*ms.pt, a)
	p.steps = append(p.steps, "the other endpoint 2M − A of a segment with midpoint M and endpoint A")
	return true
}

// endpointsGiven: "The (two) endpoints of a (line) segment are (at) A and
// B.": "the midpoint of the segment"; "The points A and B are the
// endpoints of a diameter of a circle.": "the center of the circle".
func (p *parser) endpointsGiven() bool {
	if p.lit(`the (two )?endpoints of (a |the )?(line )?segment are (at )?`) {
		a, b, ok := p.pair()
		if !ok || !p.lit(`\.`) {
			return false
		}
		p.env["the midpoint of the segment"] = midpoint(a, b)
		p.steps = append(p.steps, "a midpoint ((x₁+x₂)/2, (y₁+y₂)/2)")
		return true
	}
	if !p.lit(`the points `) {
		return false
	}
	a, b, ok := p.pair()
	if !ok || !p.lit(`are the endpoints of a diameter of a circle\.`) {
		return false
	}
	p.env["the center of the circle"] = midpoint(a, b)
	p.steps = append(p.steps, "a circle's center, the midpoint of a diameter")
	return true
}

// linesMeet: "The two lines L and M intersect.": "the point of
// intersection"; "In a rectangular coordinate system, the line L
// intersects the line M at point Z.": point Z.
func (p *parser) linesMeet() bool {
	name := "the point of intersection"
	if p.lit(`the two lines `) {
		l, ok := p.lineNP()
		if !ok || !p.lit(`and `) {
			return false
		}
		m, ok := p.lineNP()
		if !ok || !p.lit(`intersect\.`) {
			return false
		}
		v, ok := meet(l, m)
		if !ok {
			return false
		}
		p.env[name] = v
	} else {
		if !p.lit(`in a rectangular coordinate system, `) {
			return false
		}
		l, ok := p.lineNP()
		if !ok || !p.lit(`intersects `) {
			return false
		}
		m, ok := p.lineNP()
		if !ok || !p.lit(`at point `) {
			return false
		}
		z, ok := p.slot()
		if !ok || z.named == "" || z.pt != nil || !p.lit(`\.`) {
			return false
		}
		v, ok := meet(l, m)
		if !ok {
			return false
		}
		p.env["point "+strings.ToLower(z.named)] = v
	}
	p.steps = append(p.steps, "the intersection of two lines (Cramer's rule)")
	return true
}

// pointsNamed: "Suppose P is the point (5,3) and Q is the point (-3,6).".
func (p *parser) pointsNamed() bool {
	if !p.lit(`suppose `) {
		return false
	}
	for {
		n, ok := p.slot()
		if !ok || n.named == "" || n.pt != nil || !p.lit(`is the point `) {
			return false
		}
		v, ok := p.point()
		if !ok {
			return false
		}
		p.env["point "+strings.ToLower(n.named)] = v
		if p.lit(`\.`) {
			return true
		}
		if !p.lit(`and `) {
			return false
		}
	}
}

// pairMidpoint: "The midpoint of the line segment between (x,y) and E is
// M.": the pair (x,y) is 2M − E.
func (p *parser) pairMidpoint() bool {
	if !p.lit(`the midpoint of (a |the )?(line )?segment between `) {
		return false
	}
	m, ok := p.eat(`§(\d+) `)
	if !ok || !p.slotIs(m[1], func(s slot) bool { return s.pair }) || !p.lit(`and `) {
		return false
	}
	e, ok := p.point()
	if !ok || !p.lit(`is `) {
		return false
	}
	mid, ok := p.point()
	if !ok || !p.lit(`\.`) {
		return false
	}
	var src string
	p.slotIs(m[1], func(s slot) bool { src = s.src; return true })
	p.env["pair "+src] = reflect(mid, e)
	p.steps = append(p.steps, "the other endpoint 2M − E of a segment with midpoint M and endpoint E")
	return true
}

func (p *parser) slotIs(k string, f func(slot) bool) bool {
	for i := range p.slots {
		if itoa(i) == k {
			return f(p.slots[i])
		}
	}
	return false
}

// lineFact names one line "this line", "the line" and "its": "A line is
// drawn through the points P and Q.", "A line is described by the
// equation L.", "A line parallel to L passes through P.", "The slope of a
// line is m and its x-intercept is P."
func (p *parser) lineFact() bool {
	var l line
	var ok bool
	switch {
	case p.lit(`a line is drawn through (the points )?`):
		a, b, ok2 := p.pair()
		if !ok2 {
			return false
		}
		l, ok = through(a, b)
		p.steps = append(p.steps, "the line through two points")
	case p.lit(`a line is described by the equation `):
		s, ok2 := p.slot()
		if !ok2 || s.eq == nil {
			return false
		}
		l, ok = lineOf(s.eq)
	case p.lit(`the slope of a line is `):
		m, ok2 := p.number()
		if !ok2 || !p.lit(`and its x-intercept is `) {
			return false
		}
		q, ok2 := p.point()
		if !ok2 || q[1].Sign() != 0 {
			return false
		}
		l, ok = slopeLine(m, q), true
		p.steps = append(p.steps, "the line through a point with a given slope")
	default:
		m, ok2 := p.eat(`a line (parallel|perpendicular) to `)
		if !ok2 {
			return false
		}
		g, ok2 := p.lineNP()
		if !ok2 || !p.lit(`passes through (the point )?`) {
			return false
		}
		q, ok2 := p.point()
		if !ok2 {
			return false
		}
		l, ok = related(g, m[1] == "perpendicular", q), true
		p.steps = append(p.steps, "the line through a point "+m[1]+" to a given line")
	}
	if !ok || !p.lit(`\.`) {
		return false
	}
	for _, k := range []string{"this line", "the line", "its"} {
		p.lines[k] = l
	}
	return true
}

// namedLineFact: "Line $a$ is parallel to line $b$ and passes through the
// point P." names line a; "Line $j$ is perpendicular to L." gives line j's
// direction only (its slope, not its intercepts).
func (p *parser) namedLineFact() bool {
	if !p.lit(`line `) {
		return false
	}
	n, ok := p.slot()
	if !ok || n.named == "" || n.pt != nil {
		return false
	}
	m, ok := p.eat(`is (parallel|perpendicular) to `)
	if !ok {
		return false
	}
	l, ok := p.lineNP()
	if !ok {
		return false
	}
	perp := m[1] == "perpendicular"
	if p.lit(`\.`) {
		p.dirs["line "+n.named] = related(l, perp, Point{new(big.Rat), new(big.Rat)})
		p.steps = append(p.steps, "the direction of a line "+m[1]+" to a given line")
		return true
	}
	if !p.lit(`and (passes|goes) through (the point )?`) {
		return false
	}
	q, ok := p.point()
	if !ok || !p.lit(`\.`) {
		return false
	}
	p.lines["line "+n.named] = related(l, perp, q)
	p.steps = append(p.steps, "the line through a point "+m[1]+" to a given line")
	return true
}
