package space

import (
	"fmt"
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/statement/spacegeo"
)

func rat(n int64) *big.Rat { return big.NewRat(n, 1) }

func sub(a, b vec) vec {
	return vec{new(big.Rat).Sub(a[0], b[0]), new(big.Rat).Sub(a[1], b[1]), new(big.Rat).Sub(a[2], b[2])}
}

func add(a, b vec) vec {
	return vec{new(big.Rat).Add(a[0], b[0]), new(big.Rat).Add(a[1], b[1]), new(big.Rat).Add(a[2], b[2])}
}

func scale(a vec, k *big.Rat) vec {
	return vec{new(big.Rat).Mul(a[0], k), new(big.Rat).Mul(a[1], k), new(big.Rat).Mul(a[2], k)}
}

func dot(a, b vec) *big.Rat {
	s := new(big.Rat)
	for i := range a {
		s.Add(s, new(big.Rat).Mul(a[i], b[i]))
	}
	return s
}

func cross(a, b vec) vec {
	m := func(x, y, z, w *big.Rat) *big.Rat {
		return new(big.Rat).Sub(new(big.Rat).Mul(x, y), new(big.Rat).Mul(z, w))
	}
	return vec{m(a[1], b[2], a[2], b[1]), m(a[2], b[0], a[0], b[2]), m(a[0], b[1], a[1], b[0])}
}

func isZero(a vec) bool { return a[0].Sign() == 0 && a[1].Sign() == 0 && a[2].Sign() == 0 }

func normal(e [4]*big.Rat) vec { return vec{e[0], e[1], e[2]} }

func quo(a, b *big.Rat) *big.Rat { return new(big.Rat).Quo(a, b) }

func sq(a *big.Rat) *big.Rat { return new(big.Rat).Mul(a, a) }

func pointValue(what string, p vec) value { return value{point: p[:], what: what} }

func rootValue(what string, r *big.Rat) value { return value{num: r, root: true, what: what} }

// planeValue is n·P + d.
func planeAt(e [4]*big.Rat, p vec) *big.Rat { return new(big.Rat).Add(dot(normal(e), p), e[3]) }

// compute is the value the question asks, exactly.
func compute(q spacegeo.Question) (value, error) {
	P := q.Points
	switch q.Kind {
	case spacegeo.PointDistance:
		d := sub(P[0], P[1])
		return rootValue("the distance between the points", dot(d, d)), nil
	case spacegeo.Midpoint:
		return pointValue("the midpoint", scale(add(P[0], P[1]), big.NewRat(1, 2))), nil
	case spacegeo.PointPlane:
		n := normal(q.Planes[0])
		return rootValue("the distance from the point to the plane", quo(sq(planeAt(q.Planes[0], P[0])), dot(n, n))), nil
	case spacegeo.PlanePlane:
		return planesDistance(q.Planes[0], q.Planes[1])
	case spacegeo.AngleDegrees:
		return angleABC(P[0], P[1], P[2])
	case spacegeo.TetraVolume:
		det := dot(sub(P[1], P[0]), cross(sub(P[2], P[0]), sub(P[3], P[0])))
		return value{num: quo(new(big.Rat).Abs(det), rat(6)), what: "the volume of the tetrahedron"}, nil
	case spacegeo.ParallelogramD:
		return pointValue("the vertex D", sub(add(P[0], P[2]), P[1])), nil
	case spacegeo.LineMeetsPlane:
		d := sub(P[1], P[0])
		if d[q.Axis].Sign() == 0 {
			return value{}, fmt.Errorf("the line does not cross the coordinate plane")
		}
		t := quo(new(big.Rat).Neg(P[0][q.Axis]), d[q.Axis])
		return pointValue("the point where the line meets the plane", add(P[0], scale(d, t))), nil
	case spacegeo.PointLine:
		d, w := sub(P[2], P[1]), sub(P[0], P[1])
		if isZero(d) {
			return value{}, fmt.Errorf("the two points of the line are the same")
		}
		c := cross(w, d)
		return rootValue("the distance from the point to the line", quo(dot(c, c), dot(d, d))), nil
	case spacegeo.FootOnLine:
		d, w := sub(P[2], P[1]), sub(P[0], P[1])
		if isZero(d) {
			return value{}, fmt.Errorf("the two points of the line are the same")
		}
		return pointValue("the foot of the perpendicular", add(P[1], scale(d, quo(dot(w, d), dot(d, d))))), nil
	case spacegeo.ReflectPlane, spacegeo.ClosestInPlane:
		n := normal(q.Planes[0])
		s := quo(planeAt(q.Planes[0], P[0]), dot(n, n))
		if q.Kind == spacegeo.ReflectPlane {
			return pointValue("the reflection", sub(P[0], scale(n, new(big.Rat).Add(s, s)))), nil
		}
		return pointValue("the closest point of the plane", sub(P[0], scale(n, s))), nil
	case spacegeo.LinesMeet:
		return linesMeet(P[0], P[1], P[2], P[3])
	case spacegeo.CoordOnLine:
		d := sub(P[1], P[0])
		if d[q.From].Sign() == 0 {
			return value{}, fmt.Errorf("the line keeps that coordinate constant")
		}
		t := quo(new(big.Rat).Sub(q.Value, P[0][q.From]), d[q.From])
		at := add(P[0], scale(d, t))
		return value{num: at[q.Axis], what: "the coordinate asked"}, nil
	case spacegeo.PlanesCos:
		n1, n2 := normal(q.Planes[0]), normal(q.Planes[1])
		return rootValue("the cosine of the angle between the planes", quo(sq(dot(n1, n2)), new(big.Rat).Mul(dot(n1, n1), dot(n2, n2)))), nil
	case spacegeo.OriginToPlane:
		n := cross(sub(P[1], P[0]), sub(P[2], P[0]))
		if isZero(n) {
			return value{}, fmt.Errorf("the three points are collinear")
		}
		return rootValue("the distance from the origin to the plane", quo(sq(dot(n, P[0])), dot(n, n))), nil
	case spacegeo.SphereCenter, spacegeo.SphereRadius:
		return sphereOf(q)
	case spacegeo.VertexFromMids:
		return pointValue("the vertex A", sub(add(P[1], P[2]), P[0])), nil
	}
	return value{}, fmt.Errorf("the question is not computed")
}

// planesDistance is the distance between parallel planes n·x + d₁ = 0
// and k·n·x + d₂ = 0: |d₁ − d₂/k| / |n|.
func planesDistance(e, f [4]*big.Rat) (value, error) {
	n1, n2 := normal(e), normal(f)
	if !isZero(cross(n1, n2)) {
		return value{}, fmt.Errorf("the planes are not parallel")
	}
	i := 0
	for n1[i].Sign() == 0 {
		i++
	}
	k := quo(n2[i], n1[i])
	diff := new(big.Rat).Sub(e[3], quo(f[3], k))
	return rootValue("the distance between the planes", quo(sq(diff), dot(n1, n1))), nil
}

// angleABC is ∠ABC in whole degrees when cos² is 0, 1/4, 1/2, 3/4 or 1.
func angleABC(a, b, c vec) (value, error) {
	u, v := sub(a, b), sub(c, b)
	if isZero(u) || isZero(v) {
		return value{}, fmt.Errorf("two of the points are the same")
	}
	d := dot(u, v)
	cos2 := quo(sq(d), new(big.Rat).Mul(dot(u, u), dot(v, v)))
	acute := map[string]int{"0": 90, "1/4": 60, "1/2": 45, "3/4": 30, "1": 0}
	deg, ok := acute[cos2.RatString()]
	if !ok {
		return value{}, fmt.Errorf("cos² ∠ABC = %s is not 0, 1/4, 1/2, 3/4 or 1", cos2.RatString())
	}
	if d.Sign() < 0 {
		deg = 180 - deg
	}
	return value{degrees: deg, isDeg: true, what: "the angle ABC"}, nil
}

// linesMeet is the point where the lines AB and CD meet: A + s(B − A) = C
// + t(D − C) solved on two coordinates with a nonzero determinant, then
// checked on the third.
func linesMeet(a, b, c, d vec) (value, error) {
	u, v, w := sub(b, a), sub(d, c), sub(c, a)
	if isZero(u) || isZero(v) || isZero(cross(u, v)) {
		return value{}, fmt.Errorf("the lines are parallel or not lines")
	}
	for i := 0; i < 3; i++ {
		for j := i + 1; j < 3; j++ {
			// s·u − t·v = w on coordinates i and j.
			det := new(big.Rat).Sub(new(big.Rat).Mul(u[j], v[i]), new(big.Rat).Mul(u[i], v[j]))
			if det.Sign() == 0 {
				continue
			}
			s := quo(new(big.Rat).Sub(new(big.Rat).Mul(w[j], v[i]), new(big.Rat).Mul(w[i], v[j])), det)
			p := add(a, scale(u, s))
			// p must lie on CD: (p − C) × v = 0.
			if !isZero(cross(sub(p, c), v)) {
				return value{}, fmt.Errorf("the lines do not meet")
			}
			return pointValue("the intersection point", p), nil
		}
	}
	return value{}, fmt.Errorf("the lines are parallel")
}

// sphereOf is the center or the radius of a(x² + y² + z²) + d x + e y + f z
// + g = 0, a ≠ 0: center −(d, e, f)/(2a), r² = (d² + e² + f²)/(4a²) − g/a,
// which must be positive.
func sphereOf(q spacegeo.Question) (value, error) {
	k := q.Quadric
	a := k[0]
	if a.Sign() == 0 || a.Cmp(k[1]) != 0 || a.Cmp(k[2]) != 0 {
		return value{}, fmt.Errorf("the squares' coefficients are not one nonzero number: not a sphere")
	}
	twoA := new(big.Rat).Add(a, a)
	center := vec{quo(new(big.Rat).Neg(k[3]), twoA), quo(new(big.Rat).Neg(k[4]), twoA), quo(new(big.Rat).Neg(k[5]), twoA)}
	r2 := new(big.Rat).Sub(dot(center, center), quo(k[6], a))
	if r2.Sign() <= 0 {
		return value{}, fmt.Errorf("r² = %s is not positive: not a sphere", r2.RatString())
	}
	if q.Kind == spacegeo.SphereCenter {
		return pointValue("the center of the sphere", center), nil
	}
	return rootValue("the radius of the sphere", r2), nil
}
