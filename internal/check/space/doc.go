// Package space proves quantities of points, lines and planes of space
// given by integer coordinates and equations (issue 42, MATH
// Precalculus): internal/statement/spacegeo reads the whole statement as
// one of its shapes, and CheckSpace computes the value asked exactly over
// ℚ — a point coordinate by coordinate, a length as the square root of a
// rational (|PQ|, the distance from a point to a plane or a line, between
// parallel planes, from the origin to the plane through three points), a
// volume (|det|/6), the cosine of the angle between two planes (|n₁·n₂| /
// |n₁||n₂|), an angle ∠ABC in degrees when its cosine is one of 0, ±1/2,
// ±√2/2, ±√3/2, ±1 (decided from cos² and the sign of the dot product) —
// and decides it against the answer by the one decision of equality
// (decide.Checker.FoundVerdict).
//
// CheckSphPoint (read by internal/statement/sphpoint) decides a point given
// in rectangular, spherical or polar coordinates: cos, sin or tan of its θ
// or φ, the rectangular coordinates of (ρ, −θ, φ), (ρ, θ, −φ), (ρ, θ, 2φ)
// or of the polar (r², 2θ), a value of x, y, z from (ρ, θ, φ), and the
// standard representation of a spherical or polar point (also of the point
// with some rectangular coordinates negated, or diametrically opposite),
// computed exactly on the coefficients of π.
//
// CheckProjUnknown (read by internal/statement/projunknown) solves "The
// projection of V onto U is k U. Find y." from V·U = k (U·U), degree one
// in the entry y.
//
// CheckMapMatrix (read by internal/statement/mapmatrix) finds the line or
// the plane's normal of a projection or a reflection given by its matrix:
// the projector onto the line (M, (M + I)/2, I − M or (I − M)/2) is shown
// symmetric, idempotent and of trace 1, and its nonzero column, scaled to
// coprime integers with a > 0, is the answer (or y/x of it).
//
// CheckNamedMap (read by internal/statement/namedmap) computes the
// determinant, square or inverse (or the zero matrix) of the projection
// onto or reflection over a vector, exactly, the determinant of a rotation
// (1) or of a dilation of the plane (k²), and the matrix of a rotation by
// whole degrees either way.
//
// CheckVecNorms (read by internal/statement/vecnorms) computes a norm, a
// squared norm, a dot product or cos θ of integer combinations of vectors
// known only by norms, dot products, an angle or the norm of a sum, from
// their Gram matrix written as closed formulas (shown possible by
// Cauchy–Schwarz).
//
// CheckCoordShape (read by internal/statement/coordshape) decides the
// option of the shape of r = c > 0 (a cylinder), z = c (a plane) or ρ = c
// > 0 (a sphere); θ = c and φ = c, whose shapes are not exactly an option,
// are not read.
//
// CheckLineAngle (read by internal/statement/lineangle) computes cos θ
// between two column vectors, and the acute angle between two lines given
// by columns (shown to meet), as its cosine or in degrees from the table
// of cos².
//
// CheckClosest (read by internal/statement/closest) computes the point of
// a line (y = mx + b, or P + tD in space) closest to a point: the foot of
// the perpendicular, exactly.
//
// It does not confirm what it does not compute: planes that are not
// parallel asked for their distance, a line along a coordinate plane asked
// where it meets it, lines that do not meet, an angle whose cosine is not
// in the table, a degenerate point set (a zero direction, three collinear
// points): undecided. It stands on decide.
package space
