package soundness

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement/planegeo"
)

// Issue 42 (Gaokao): small questions of plane geometry read by
// planegeo.Read (internal/check/shapes/planegeo.go). The slips, computed
// here from the statement's numbers: a triangle's cosine given for its
// sine (and the cosines of the other angles); the radius' slope given for
// the tangent's, and the tangent's slope negated; the obtuse angle 135°
// for the acute 45°; the directrix's distance measured from x = p/2
// (|x − p/2|) or given as p; a circle's constant with r for r², +r² or
// its sign turned; the ratio of the circles' areas unsquared; an
// isosceles right triangle's legs taken as h√2; the similar triangles'
// ratio inverted; a constant or a sum of intercepts plus one or negated.
// Each is kept when it differs from the answer.
const PlaneGeoSlip = "plane-geometry-slip"

func init() { registerFamily(PlaneGeoSlip, (*gen).planeGeoSlips) }

func (g *gen) planeGeoSlips(problem, _ string) {
	q, ok := planegeo.Read(problem)
	if !ok {
		return
	}
	var v []*big.Rat
	for _, e := range q.Nums {
		r, ok := g.exactValue(e)
		if !ok {
			r = nil
		}
		v = append(v, r)
	}
	emit := func(r *big.Rat) {
		if r != nil {
			g.emit(PlaneGeoSlip, algebra.RatExpr(r))
		}
	}
	switch q.Kind {
	case planegeo.Trig:
		if v[0] == nil || v[1] == nil || v[2] == nil {
			return
		}
		for i := range 3 {
			x, y, z := v[i], v[(i+1)%3], v[(i+2)%3]
			n := new(big.Rat).Sub(new(big.Rat).Add(new(big.Rat).Mul(y, y), new(big.Rat).Mul(z, z)), new(big.Rat).Mul(x, x))
			emit(n.Quo(n, new(big.Rat).Mul(big.NewRat(2, 1), new(big.Rat).Mul(y, z))))
		}
	case planegeo.Tangent:
		if v[0] == nil || v[1] == nil || v[2] == nil || v[3] == nil || v[2].Cmp(v[0]) == 0 {
			return
		}
		dx, dy := new(big.Rat).Sub(v[2], v[0]), new(big.Rat).Sub(v[3], v[1])
		m := new(big.Rat).Quo(dy, dx)
		emit(m)
		if dy.Sign() != 0 {
			emit(new(big.Rat).Quo(dx, dy))
		}
	case planegeo.Angle:
		if e, err := latex.ParseExpr("135"); err == nil {
			g.emit(PlaneGeoSlip, e)
		}
	case planegeo.CircleConst:
		if v[0] == nil || v[1] == nil || v[2] == nil {
			return
		}
		hk := new(big.Rat).Add(new(big.Rat).Mul(v[0], v[0]), new(big.Rat).Mul(v[1], v[1]))
		emit(new(big.Rat).Sub(hk, v[2]))                         // r for r²
		emit(new(big.Rat).Add(hk, new(big.Rat).Mul(v[2], v[2]))) // + r²
		emit(new(big.Rat).Sub(new(big.Rat).Mul(v[2], v[2]), hk)) // the sign turned
	case planegeo.InscribedRatio:
		if v[2] != nil && v[5] != nil && v[5].Sign() != 0 {
			emit(new(big.Rat).Quo(v[2], v[5])) // the diameters' ratio, unsquared
		}
	case planegeo.IsoRight:
		if v[0] != nil {
			if e, err := latex.ParseExpr(v[0].RatString() + `+` + new(big.Rat).Mul(v[0], big.NewRat(2, 1)).RatString() + `\sqrt{2}`); err == nil {
				g.emit(PlaneGeoSlip, e) // the legs taken as h√2
			}
		}
	case planegeo.Similar:
		if v[0] != nil && v[1] != nil && v[2] != nil && v[1].Sign() != 0 {
			emit(new(big.Rat).Quo(new(big.Rat).Mul(v[2], v[0]), v[1])) // the ratio inverted
		}
	case planegeo.HalfAngle:
		// the negative root of the same square, and the square itself
		g.emit(PlaneGeoSlip, &ast.Unary{Op: ast.Neg, X: g.root})
		g.emit(PlaneGeoSlip, &ast.Binary{Op: ast.Pow, X: g.root, Y: num("2")})
	case planegeo.Axis:
		if v[0] != nil && v[1] != nil {
			for _, h := range []*big.Rat{new(big.Rat).Add(v[0], v[1]), new(big.Rat).Quo(new(big.Rat).Sub(v[1], v[0]), big.NewRat(2, 1))} {
				if e, err := latex.ParseExpr("x=" + h.RatString()); err == nil {
					g.emit(PlaneGeoSlip, e) // the sum not halved; the half-difference
				}
			}
		}
	case planegeo.OtherRoot:
		if v[0] != nil && v[2] != nil {
			for _, x := range []*big.Rat{new(big.Rat).Neg(v[2]), new(big.Rat).Sub(v[0], v[2])} {
				if e, err := latex.ParseExpr("(" + x.RatString() + ",0)"); err == nil {
					g.emit(PlaneGeoSlip, e) // the reflection about 0; h − x₁
				}
			}
		}
	case planegeo.Chord:
		if v[0] != nil && v[1] != nil {
			emit(new(big.Rat).Add(new(big.Rat).Mul(big.NewRat(2, 1), v[0]), v[1])) // b read as the midpoint's y
		}
	case planegeo.Intercept, planegeo.InterceptSum:
		if a, ok := g.exactAnswer(); ok {
			emit(new(big.Rat).Add(a, big.NewRat(1, 1))) // a neighbouring value
			if a.Sign() != 0 {
				emit(new(big.Rat).Neg(a)) // the sign turned
			}
		}
	case planegeo.Directrix:
		y2, ok := g.exactValue(q.Y2)
		if !ok || v[0] == nil || v[0].Sign() == 0 {
			return
		}
		p := new(big.Rat).Quo(y2, new(big.Rat).Mul(big.NewRat(2, 1), v[0]))
		emit(new(big.Rat).Abs(new(big.Rat).Sub(v[0], new(big.Rat).Quo(p, big.NewRat(2, 1)))))
		emit(p)
	}
}
