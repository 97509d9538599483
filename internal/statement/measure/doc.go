// Package measure reads, from the whole statement, a measure of a plane
// figure or a solid named in words with its lengths stated (issue 42):
// "What is the volume, in cubic units, of a cube whose surface area is 600
// square units?", "A cylinder has a height of 10 and a radius of 3.
// Determine the volume of the cylinder.", "Find the area of a triangle
// with side lengths 8, 9, and 9.", "What is the radius of the circle
// inscribed in triangle $ABC$ if $AB = 15,$ $AC = 41,$ and $BC = 52$?",
// "What is the area, in square units, of a triangle with vertices at
// $A(1, 1), B(6, 1), C(3, 7)$?". Read gives the value asked as a closed
// formula, the lengths that must be positive for the reading to hold, and
// the form a closing sentence asks; it decides nothing
// (internal/check/measure does).
//
// The statement is read by a small grammar: the prose in lower case with
// "a"/"an" read as "the", each value a token (a closed formula, a point, a
// side equation "AB = 5", a name "ABC"). Units are taken out where they
// follow a value or are named ("in square inches", "how many cubic feet
// are in"); all units must be one (its squares and cubes), or "units": a
// statement that converts feet to inches is not read. Every sentence must
// be a given ("The volume of a cube is V.", "A cube has a surface area of
// V.", "The cylinder's height is V."), the question (last) or a closing
// sentence ("Express your answer in terms of $\pi$ / in simplest radical
// form / as a common fraction."); one other word, a second figure, a
// measure given twice, a measure the figure's vocabulary does not name, or
// a measure asked that the lengths given do not fix, and the statement is
// not read.
package measure
