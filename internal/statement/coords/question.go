package coords

import (
	"math/big"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// Question is what a statement about points and lines asks: a point, or
// a number (Root: the square root of Value, a distance).
type Question struct {
	Point *Point
	Value *big.Rat
	Root  bool
	What  string              // the quantity, as the note names it
	Form  statement.ShapeForm // the form asked of the answer (of each coordinate for a point)
	Steps []string            // the constructions read, for the note
}

func num(v *big.Rat, what string) (Question, bool) { return Question{Value: v, What: what}, v != nil }

func pointQ(v Point, what string) (Question, bool) { return Question{Point: &v, What: what}, true }

// quantity reads a noun phrase naming the quantity asked.
func (p *parser) quantity() (Question, bool) {
	return try(p, func() (Question, bool) {
		if q, ok := p.lineQuantity(); ok {
			return q, true
		}
		if m, ok := p.eat(`the (sum|product) of (all )?the coordinates of `); ok {
			v, ok := p.point()
			if !ok {
				return Question{}, false
			}
			if m[1] == "sum" {
				return num(new(big.Rat).Add(v[0], v[1]), "the sum of the point's coordinates")
			}
			return num(new(big.Rat).Mul(v[0], v[1]), "the product of the point's coordinates")
		}
		if m, ok := p.eat(`the ([xy])-coordinate of the point where `); ok {
			l, ok := p.anyLine()
			if !ok {
				return Question{}, false
			}
			a, ok := p.eat(`(intersects|crosses) the ([xy])-axis`)
			if !ok {
				return Question{}, false
			}
			q, ok := interceptPoint(l, a[2])
			if !ok {
				return Question{}, false
			}
			return num(q.Point[axis(m[1])], "the "+m[1]+"-coordinate of the "+a[2]+"-intercept point")
		}
		if m, ok := p.eat(`the ([xy])-coordinate of `); ok {
			v, ok := p.point()
			if !ok {
				return Question{}, false
			}
			return num(v[axis(m[1])], "the point's "+m[1]+"-coordinate")
		}
		if m, ok := p.eat(`§(\d+) at `); ok {
			k := -1
			p.slotIs(m[1], func(s slot) bool {
				if s.named == "x" || s.named == "y" {
					k = axis(s.named)
				}
				return true
			})
			v, ok := p.point()
			if !ok || k < 0 {
				return Question{}, false
			}
			return num(v[k], "the point's "+[2]string{"x", "y"}[k]+"-coordinate")
		}
		if p.lit(`the (number of units in the )?(length of the segment|distance)( on a cartesian coordinate plane)?(, in units,)? (between|from) `) {
			a, ok := p.point()
			if !ok || !p.lit(`(and|to) `) {
				return Question{}, false
			}
			b, ok := p.point()
			if !ok {
				return Question{}, false
			}
			p.lit(`(in a coordinate system|on a cartesian coordinate plane|in the coordinate plane)`)
			p.steps = append(p.steps, "a distance √((x₂−x₁)² + (y₂−y₁)²)")
			return Question{Value: dist2(a, b), Root: true, What: "the distance between the two points"}, true
		}
		if p.lit(`the coordinates of `) {
			v, ok := p.point()
			return Question{Point: &v, What: "the point"}, ok
		}
		if p.lit(`the (point of intersection|intersection point|intersection) of (the lines (given by )?|the line )?`) {
			l, ok := p.anyLine()
			if !ok || !p.lit(`and `) {
				return Question{}, false
			}
			p.it = &l
			m, ok := p.anyLine()
			if !ok {
				return Question{}, false
			}
			v, ok := meet(l, m)
			p.steps = append(p.steps, "the intersection of two lines (Cramer's rule)")
			return Question{Point: &v, What: "the intersection point"}, ok
		}
		if m, ok := p.eat(`the ([xy])-intercept point of `); ok {
			l, ok := p.anyLine()
			if !ok {
				return Question{}, false
			}
			return interceptPoint(l, m[1])
		}
		if v, ok := p.point(); ok {
			return pointQ(v, "the point")
		}
		return Question{}, false
	})
}

// dist2 is the square of the distance between a and b.
func dist2(a, b Point) *big.Rat {
	dx := new(big.Rat).Sub(a[0], b[0])
	dy := new(big.Rat).Sub(a[1], b[1])
	return new(big.Rat).Add(new(big.Rat).Mul(dx, dx), new(big.Rat).Mul(dy, dy))
}

func axis(letter string) int {
	if letter == "y" {
		return 1
	}
	return 0
}

// interceptPoint is the point where l meets the axis named (x: y = 0).
func interceptPoint(l line, which string) (Question, bool) {
	if which == "x" {
		v, ok := l.xIntercept()
		if !ok {
			return Question{}, false
		}
		return pointQ(Point{v, new(big.Rat)}, "the x-intercept point")
	}
	v, ok := l.yIntercept()
	if !ok {
		return Question{}, false
	}
	return pointQ(Point{new(big.Rat), v}, "the y-intercept point")
}

// lineQuantity reads the slope or an intercept of a line.
func (p *parser) lineQuantity() (Question, bool) {
	return try(p, func() (Question, bool) {
		if m, ok := p.eat(`the slope of (a |the )?line (that is )?(parallel|perpendicular) to `); ok {
			l, ok := p.lineNP()
			if !ok {
				return Question{}, false
			}
			if m[3] == "perpendicular" {
				l = related(l, true, Point{new(big.Rat), new(big.Rat)})
			}
			s, _ := l.slope()
			return num(s, "the slope of a line "+m[3]+" to the given line")
		}
		if m, ok := p.eat(`the sum of (its x-intercept and (its )?y-intercept|the x-intercept and (the )?y-intercept of )`); ok {
			l, ok := p.lines["its"]
			if !strings.HasPrefix(m[1], "its") {
				l, ok = p.anyLine()
			}
			if !ok {
				return Question{}, false
			}
			a, ok1 := l.xIntercept()
			b, ok2 := l.yIntercept()
			if !ok1 || !ok2 {
				return Question{}, false
			}
			return num(new(big.Rat).Add(a, b), "the sum of the x-intercept and the y-intercept")
		}
		if p.lit(`the sum of the slope and (the )?y-intercept of `) {
			l, ok := p.anyLine()
			if !ok {
				return Question{}, false
			}
			s, ok1 := l.slope()
			b, ok2 := l.yIntercept()
			if !ok1 || !ok2 {
				return Question{}, false
			}
			return num(new(big.Rat).Add(s, b), "the sum of the slope and the y-intercept")
		}
		if p.lit(`the slope of `) {
			l, ok := p.anyLine()
			if !ok {
				l, ok = p.namedLine(p.dirs)
			}
			if !ok {
				return Question{}, false
			}
			s, _ := l.slope()
			return num(s, "the slope")
		}
		m, ok := p.eat(`(the ([xy])-coordinate (of|for) )?the ([xy])-intercept of `)
		if !ok || (m[2] != "" && m[2] != m[4]) {
			return Question{}, false
		}
		l, ok := p.anyLine()
		if !ok {
			return Question{}, false
		}
		if m[4] == "x" {
			v, _ := l.xIntercept()
			return num(v, "the x-intercept")
		}
		v, _ := l.yIntercept()
		return num(v, "the y-intercept")
	})
}

// question reads the question sentence.
func (p *parser) question() (Question, bool) {
	return try(p, func() (Question, bool) {
		if p.lit(`at what point does `) {
			l, ok := p.anyLine()
			if !ok {
				return Question{}, false
			}
			a, ok := p.eat(`intersect the ([xy])-axis\?`)
			if !ok {
				return Question{}, false
			}
			return interceptPoint(l, a[1])
		}
		if p.lit(`at which point do the lines `) {
			l, ok1 := p.anyLine()
			if !ok1 || !p.lit(`and `) {
				return Question{}, false
			}
			m, ok2 := p.anyLine()
			if !ok2 || !p.lit(`intersect\?`) {
				return Question{}, false
			}
			v, ok := meet(l, m)
			return Question{Point: &v, What: "the intersection point"}, ok
		}
		if l, ok := p.anyLine(); ok {
			a, ok := p.eat(`intersects the ([xy])-axis at what point\?`)
			if !ok {
				return Question{}, false
			}
			return interceptPoint(l, a[1])
		}
		if p.lit(`how many units long is (a |the )?(line )?segment whose endpoints (are|have coordinates) `) {
			a, b, ok := p.pair()
			if !ok || !p.lit(`\?`) {
				return Question{}, false
			}
			p.steps = append(p.steps, "a distance √((x₂−x₁)² + (y₂−y₁)²)")
			return Question{Value: dist2(a, b), Root: true, What: "the length of the segment"}, true
		}
		p.lit(`in a rectangular coordinate system, `)
		if !p.lit(`(what is|what are|find|compute|determine)( the value of)? `) {
			return Question{}, false
		}
		q, ok := p.quantity()
		if !ok || !p.lit(`[?.]`) {
			return Question{}, false
		}
		return q, true
	})
}

// formSentence reads one closing sentence naming the answer's form.
func (p *parser) formSentence(q *Question) bool {
	if q.Point != nil {
		if p.lit(`express your answer as an ordered pair, with both coordinates expressed as common fractions\.`) {
			q.Form = statement.ShapeFormFraction
			return true
		}
		if m, ok := p.eat(`express the §(\d+) and §(\d+) coordinates as common fractions as needed\.`); ok {
			q.Form = statement.ShapeFormFraction
			return p.slotIs(m[1], func(s slot) bool { return s.named == "x" }) && p.slotIs(m[2], func(s slot) bool { return s.named == "y" })
		}
		return p.lit(`(express|provide|enter|give) (your|the) answer as an ordered pair(,? (in the form )?§\d+)?[.]?`)
	}
	switch {
	case p.lit(`express your answer as a common fraction\.|express your answer in simplest form\.`):
		q.Form = statement.ShapeFormFraction
	case p.lit(`express your answer in simplest radical form\.`):
		q.Form = statement.ShapeFormRadical
	default:
		return false
	}
	return true
}

// Read reads a whole statement about points and lines given by their
// coordinates or equations; ok is false when one word or formula is not
// the grammar's (the statement then keeps its other readings).
func Read(problem string) (Question, bool) {
	t, slots, ok := text(problem)
	if !ok || len(slots) == 0 {
		return Question{}, false
	}
	p := &parser{s: t, slots: slots, env: map[string]Point{}, lines: map[string]line{}, dirs: map[string]line{}}
	for _, s := range slots {
		if s.named != "" && s.pt != nil {
			p.env["point "+strings.ToLower(s.named)] = *s.pt
		}
	}
	for p.fact() {
	}
	q, ok := p.question()
	if !ok {
		return Question{}, false
	}
	for p.s != "" && p.formSentence(&q) {
	}
	if strings.TrimSpace(p.s) != "" {
		return Question{}, false
	}
	q.Steps = p.steps
	return q, true
}
