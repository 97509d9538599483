// Package sphpoint reads whole-statement questions on a point given in
// rectangular, spherical or polar coordinates (issue 42, MATH
// Precalculus), the statement's whitespace collapsed; integers are
// written as such, angles as rational multiples of π:
//
//	A point has rectangular coordinates $(x, y, z)$ and spherical coordinates $(\rho, \theta, \phi).$ Find $\cos \phi.$ (cos, sin, tan of θ or φ)
//	A point has rectangular coordinates $(x,y,z)$ and spherical coordinates $(\rho, \theta, \phi).$ Find the rectangular coordinates of the point with spherical coordinates $(\rho, -\theta, \phi).$ (also (ρ, θ, −φ), (ρ, θ, 2φ))
//	A certain point has rectangular coordinates $(x,y)$ and polar coordinates $(r, \theta).$ What are the rectangular coordinates of the point with polar coordinates $(r^2, 2 \theta)$?
//	Suppose that the point $\left(\rho,\theta,\phi \right)=\left( ρ, θ, φ \right)$ in spherical coordinates can be expressed as $(x, y, z)$ in rectangular coordinates. Find $E$. (E in x, y, z)
//	In spherical coordinates, the point $\left( ρ, θ, φ \right)$ is equivalent to what other point, in the standard spherical coordinate representation? Enter your answer in the form … (also polar)
//	A point has rectangular coordinates $(x,y,z)$ and spherical coordinates $\left(ρ, θ, φ \right).$ Find the spherical coordinates of the point with rectangular coordinates $(±x,±y,±z).$ Enter your answer in the form …
//	The point $P$ on the sphere of radius R and centered at the origin has spherical coordinate $\left( ρ, θ, φ \right).$ Find the spherical coordinates of the point diametrically opposite $P.$ Enter your answer in the form …
//
// It reads; internal/check/space (CheckSphPoint) computes the answer.
package sphpoint

import (
	"math/big"
	"regexp"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// Kind is the question asked.
type Kind int

// The questions.
const (
	None        Kind = iota
	TrigOfRect       // Fn of Angle of the point with rectangular coordinates Rect
	RectOfMod        // the rectangular coordinates of (ρ, θ, φ) changed by Mod
	PolarSquare      // the rectangular coordinates of (r², 2θ), the point (x, y) = Rect
	ExprOfSph        // E(x, y, z) of the spherical point Sph
	Standard         // the standard representation of Sph (3 coordinates) or of the polar Sph[:2]
	SphOfFlip        // the spherical coordinates of Sph with the rectangular signs Flip
	Opposite         // the spherical coordinates of the point opposite Sph
)

// Angle is ρ (a rational), then θ and φ as coefficients of π.
type Angle struct{ Rho, T, P *big.Rat }

// Question is one question read.
type Question struct {
	Kind  Kind
	Rect  []*big.Rat // rectangular coordinates (integers)
	Fn    string     // cos, sin, tan
	Of    string     // theta, phi
	Mod   string     // "-theta", "-phi", "2phi"
	Sph   Angle
	Polar bool     // Standard: a polar point (Sph.P unused)
	Flip  [3]bool  // SphOfFlip: the coordinates negated
	E     ast.Expr // ExprOfSph
}

const (
	num       = `(-?\d{1,4})`
	sphHead   = `^A point has rectangular coordinates \$\(` + num + `, ?` + num + `, ?` + num + `\)\$ and spherical coordinates \$\(\\rho, \\theta, \\phi\)\.\$ `
	angle     = `(-?\\frac\{\d{0,3} ?\\pi\}\{\d{1,3}\}|-?\d{0,3} ?\\pi|0)`
	formTail3 = ` Enter your answer in the form \$\(\\rho,\\theta,\\phi\),\$ where \$\\rho > 0,\$ \$0 \\le \\theta < 2 \\pi,\$ and \$0 \\le \\phi \\le \\pi\.\$$`
	formTail2 = ` Enter your answer in the form \$\(r,\\theta\),\$ where \$r > 0\$ and \$0 \\le \\theta < 2 \\pi\.\$$`
	sph3      = `\\left\( ?` + num + `, ` + angle + `, ` + angle + ` ?\\right\)`
)

var (
	trigRe     = regexp.MustCompile(sphHead + `Find \$\\(cos|sin|tan) \\(theta|phi)\.\$$`)
	modRe      = regexp.MustCompile(sphHead + `Find the rectangular coordinates of the point with spherical coordinates \$\((\\rho, -\\theta, \\phi|\\rho, \\theta, -\\phi|\\rho, \\theta, 2 \\phi)\)\.\$$`)
	polarSqRe  = regexp.MustCompile(`^A certain point has rectangular coordinates \$\(` + num + `, ?` + num + `\)\$ and polar coordinates \$\(r, \\theta\)\.\$ What are the rectangular coordinates of the point with polar coordinates \$\(r\^2, 2 \\theta\)\$\?$`)
	exprRe     = regexp.MustCompile(`^Suppose that the point \$\\left\(\\rho,\\theta,\\phi \\right\)=` + sph3 + `\$ in spherical coordinates can be expressed as \$\(x, y, z\)\$ in rectangular coordinates\. Find \$([-+ xyz0-9]+)\$\.$`)
	stdSphRe   = regexp.MustCompile(`^In spherical coordinates, the point \$` + sph3 + `\$ is equivalent to what other point, in the standard spherical coordinate representation\?` + formTail3)
	stdPolarRe = regexp.MustCompile(`^In polar coordinates, the point \$\\left\( ?` + num + `, ` + angle + ` ?\\right\)\$ is equivalent to what other point, in the standard polar coordinate representation\?` + formTail2)
	flipRe     = regexp.MustCompile(`^A point has rectangular coordinates \$\(x,y,z\)\$ and spherical coordinates \$` + sph3 + `\.\$ Find the spherical coordinates of the point with rectangular coordinates \$\((-?x),(-?y),(-?z)\)\.\$` + formTail3)
	oppRe      = regexp.MustCompile(`^The point \$P\$ on the sphere of radius (\d{1,4}) and centered at the origin has spherical coordinate \$` + sph3 + `\.\$ Find the spherical coordinates of the point diametrically opposite \$P\.\$` + formTail3)
)

// Read reads the question; ok is false when the statement is not one of
// the shapes or an angle is not a rational multiple of π.
func Read(problem string) (Question, bool) {
	if !strings.Contains(problem, "coordinate") {
		return Question{}, false
	}
	s := strings.Join(strings.Fields(problem), " ")
	if m := trigRe.FindStringSubmatch(s); m != nil {
		return Question{Kind: TrigOfRect, Rect: ints(m[1:4]), Fn: m[4], Of: m[5]}, true
	}
	if m := modRe.FindStringSubmatch(s); m != nil {
		mod := map[string]string{`\rho, -\theta, \phi`: "-theta", `\rho, \theta, -\phi`: "-phi", `\rho, \theta, 2 \phi`: "2phi"}[m[4]]
		return Question{Kind: RectOfMod, Rect: ints(m[1:4]), Mod: mod}, true
	}
	if m := polarSqRe.FindStringSubmatch(s); m != nil {
		return Question{Kind: PolarSquare, Rect: ints(m[1:3])}, true
	}
	if m := exprRe.FindStringSubmatch(s); m != nil {
		a, ok := sphOf(m[1:4])
		e, err := latex.ParseExpr(m[4])
		if !ok || err != nil {
			return Question{}, false
		}
		return Question{Kind: ExprOfSph, Sph: a, E: e}, true
	}
	if m := stdSphRe.FindStringSubmatch(s); m != nil {
		a, ok := sphOf(m[1:4])
		return Question{Kind: Standard, Sph: a}, ok
	}
	if m := stdPolarRe.FindStringSubmatch(s); m != nil {
		a, ok := sphOf([]string{m[1], m[2], "0"})
		return Question{Kind: Standard, Sph: a, Polar: true}, ok
	}
	if m := flipRe.FindStringSubmatch(s); m != nil {
		a, ok := sphOf(m[1:4])
		q := Question{Kind: SphOfFlip, Sph: a}
		for i := range q.Flip {
			q.Flip[i] = strings.HasPrefix(m[4+i], "-")
		}
		return q, ok
	}
	if m := oppRe.FindStringSubmatch(s); m != nil {
		a, ok := sphOf(m[2:5])
		if !ok || m[1] != m[2] {
			return Question{}, false // the radius must be ρ
		}
		return Question{Kind: Opposite, Sph: a}, true
	}
	return Question{}, false
}

func ints(ss []string) []*big.Rat {
	out := make([]*big.Rat, len(ss))
	for i, s := range ss {
		out[i], _ = new(big.Rat).SetString(s)
	}
	return out
}

// sphOf reads ρ and two angles, each a rational multiple of π.
func sphOf(ss []string) (Angle, bool) {
	rho, ok := new(big.Rat).SetString(ss[0])
	if !ok {
		return Angle{}, false
	}
	t, ok1 := piCoef(ss[1])
	p, ok2 := piCoef(ss[2])
	return Angle{Rho: rho, T: t, P: p}, ok1 && ok2
}

// piCoef reads "\frac{a \pi}{b}", "a \pi" or 0 as its coefficient of π.
func piCoef(src string) (*big.Rat, bool) {
	if strings.TrimSpace(src) == "0" {
		return new(big.Rat), true
	}
	e, err := latex.ParseExpr(src)
	if err != nil {
		return nil, false
	}
	var sub func(x ast.Expr) (ast.Expr, error)
	sub = func(x ast.Expr) (ast.Expr, error) {
		if k, ok := x.(*ast.Const); ok && k.Kind == ast.Pi {
			return &ast.Ident{Name: "π"}, nil
		}
		return ast.MapChildren(x, sub)
	}
	r, err := sub(e)
	if err != nil {
		return nil, false
	}
	p, err := algebra.PolyIn(r, "π")
	if err != nil || p.Deg() != 1 || p[0].Sign() != 0 {
		return nil, false
	}
	return p[1], true
}
