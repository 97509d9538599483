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
		if m, ok := p.eat(`the ([xy])-coordinate of `); ok {
			v, ok := p.point()
			if !ok {
				return Question{}, false
			}
			return num(v[axis(m[1])], "the point's "+m[1]+"-coordinate")
		}
		if m, ok := p.eat(`([xy]) at `); ok {
			v, ok := p.point()
			if !ok {
				return Question{}, false
			}
			return num(v[axis(m[1])], "the point's "+m[1]+"-coordinate")
		}
		if p.lit(`the (number of units in the )?(length of the segment|distance)(, in units,)? (between|from) `) {
			a, ok := p.point()
			if !ok || !p.lit(`(and|to) `) {
				return Question{}, false
			}
			b, ok := p.point()
			if !ok {
				return Question{}, false
			}
			p.lit(`(in a coordinate system|on a cartesian coordinate plane|in the coordinate plane)`)
			dx := new(big.Rat).Sub(a[0], b[0])
			dy := new(big.Rat).Sub(a[1], b[1])
			d2 := new(big.Rat).Add(new(big.Rat).Mul(dx, dx), new(big.Rat).Mul(dy, dy))
			p.steps = append(p.steps, "a distance √((x₂−x₁)² + (y₂−y₁)²)")
			return Question{Value: d2, Root: true, What: "the distance between the two points"}, true
		}
		if p.lit(`the coordinates of `) {
			v, ok := p.point()
			return Question{Point: &v, What: "the point"}, ok
		}
		if p.lit(`the (point of intersection|intersection point|intersection) of (the lines (given by )?|the line )?`) {
			l, ok := p.anyLine()
			if !ok || !p.lit(`and (the line )?`) {
				return Question{}, false
			}
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
		if m, ok := p.eat(`the slope of (a |the )?line (parallel|perpendicular) to `); ok {
			l, ok := p.lineNP()
			if !ok {
				return Question{}, false
			}
			if m[2] == "perpendicular" {
				l = related(l, true, Point{new(big.Rat), new(big.Rat)})
			}
			s, _ := l.slope()
			return num(s, "the slope of a line "+m[2]+" to the given line")
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
		if p.lit(`(express|provide|enter|give) (your|the) answer as an ordered pair(,? in the form §\d+|, §\d+)?[.]?`) {
			return true
		}
		if p.lit(`express your answer as an ordered pair, with both coordinates expressed as common fractions\.|express the x and y coordinates as common fractions as needed\.`) {
			q.Form = statement.ShapeFormFraction
			return true
		}
		return false
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
	p := &parser{s: t, slots: slots, env: map[string]Point{}}
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
