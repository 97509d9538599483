// Package coords reads statements about points and lines of the plane
// given by their coordinates or their equations (issue 42): midpoints,
// the other endpoint of a segment, distances, slopes, intercepts, the
// line through two points, a line parallel or perpendicular to a given
// line through a point, the point where two lines meet, and the sum,
// product or one coordinate of such a point.
//
// Read takes a whole statement by a small grammar: the prose in lower
// case, each formula a token. Every word must belong to one of its
// sentences (a fact that names a point, the question, a closing sentence
// naming the answer's form); one other word or formula and ok is false,
// so the statement keeps its other readings (default-deny). Coordinates
// must be closed rational formulas and lines linear equations in x and y
// alone; everything is computed exactly over ℚ, a distance as the square
// root of a rational. The package reads and computes; it decides nothing
// (internal/check/shapes compares the Question's value with the answer).
package coords
