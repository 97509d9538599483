// Package coordshape reads "For a (positive) constant $c,$ in cylindrical
// (spherical) coordinates $(r,\theta,z),$ find the shape described by the
// equation \[X = c.\](A) Line (B) Circle (C) Plane (D) Sphere (E) Cylinder
// (F) Cone Enter the letter of the correct option." (issue 42, MATH
// Precalculus). Only the equations whose shape is one of the options
// exactly are read: r = c with c positive (a cylinder), z = c (a plane),
// ρ = c with c positive (a sphere); θ = c (a half-plane) and φ = c (one
// nappe of a cone, or a plane at π/2) are not. It reads;
// internal/check/space (CheckCoordShape) decides the letter.
package coordshape

import (
	"regexp"
	"strings"
)

// Question is one question read: the letter of the shape.
type Question struct {
	Letter string
	Shape  string
}

var questionRe = regexp.MustCompile(`^For a (positive )?constant \$c,\$ in (cylindrical coordinates \$\(r,\\theta,z\),\$|spherical coordinates \$\(\\rho,\\theta,\\phi\),\$) find the shape described by the equation (?:\\\[|\$\$)(r|z|\\rho|\\theta|\\phi) = c\.(?:\\\]|\$\$) ?\(A\) Line \(B\) Circle \(C\) Plane \(D\) Sphere \(E\) Cylinder \(F\) Cone Enter the letter of the correct option\.$`)

// Read reads the question; ok is false when the statement is not the
// shape or its equation is not one read.
func Read(problem string) (Question, bool) {
	if !strings.Contains(problem, "find the shape described by the equation") {
		return Question{}, false
	}
	m := questionRe.FindStringSubmatch(strings.Join(strings.Fields(problem), " "))
	if m == nil {
		return Question{}, false
	}
	positive, cyl := m[1] != "", strings.HasPrefix(m[2], "cylindrical")
	switch {
	case cyl && m[3] == "r" && positive:
		return Question{"E", "a cylinder (the points at distance c from the z-axis)"}, true
	case cyl && m[3] == "z":
		return Question{"C", "a plane (parallel to the xy-plane)"}, true
	case !cyl && m[3] == `\rho` && positive:
		return Question{"D", "a sphere (the points at distance c from the origin)"}, true
	}
	return Question{}, false
}
