package statement

import (
	"regexp"
	"strings"
)

// Issue 25 (CollegeMath linear algebra): three whole-statement shapes of
// the linear-algebra books that ask for the solution of a linear system in
// other words. Each is read exactly and rewritten to "Solve the system of
// equations $E_1, E_2, …$." (the wording the system check reads); any
// other wording is returned unchanged.
//
//   - "Use elementary operations to find the point $(x, y)$ that lies on
//     both lines $E_1$ and $E_2$." and "Find the point $(x_1, y_1)$ which
//     lies on both lines, $E_1$ and $E_2$.": the point on two lines in x
//     and y is the solution of the two equations (the point's name, with
//     or without the subscripts 1, is the pair of the lines' x and y);
//   - "Solve the following system of equations by back substitution.
//     $$\begin{array}{r} E_1 \\ E_2 \\ E_3 . \end{array}$$": the method
//     named does not change the solution; the full stop that ends the
//     array's last row is the sentence's, not part of the equation.
//   - "Solve the system of equations $E_1, E_2$, and $3 x+6 y+10 z=$ 13.":
//     the last of several formulas cut after its "=" and the statement ending with an
//     integer and the full stop; the integer is the cut equation's right
//     side, joined back into the formula.
//
// The equations must be plain: letters, digits, spaces, + - and one "=".
func LinearSystemShapes(problem string) string {
	s := strings.TrimSpace(problem)
	if m := bothLinesRe.FindStringSubmatch(s); m != nil {
		if !plainEquation(m[1]) || !plainEquation(m[2]) || !onlyXY(m[1]+m[2]) {
			return problem
		}
		return "Solve the system of equations $" + m[1] + ", " + m[2] + "$."
	}
	if m := backSubstRe.FindStringSubmatch(s); m != nil {
		rows := strings.Split(strings.TrimSpace(m[1]), `\\`)
		last := strings.TrimSpace(rows[len(rows)-1])
		rows[len(rows)-1] = strings.TrimSpace(strings.TrimSuffix(last, "."))
		for i, r := range rows {
			rows[i] = strings.TrimSpace(r)
			if !plainEquation(rows[i]) {
				return problem
			}
		}
		if len(rows) < 2 {
			return problem
		}
		return "Solve the system of equations $" + strings.Join(rows, ", ") + "$."
	}
	if m := cutRightSideRe.FindStringSubmatchIndex(s); m != nil && strings.HasPrefix(s, "Solve the system of equations $") && strings.Contains(s[:m[0]], "$") {
		if f := s[m[2]:m[3]]; plainEquation(f + "0") {
			return s[:m[0]] + "$" + f + s[m[4]:m[5]] + "$."
		}
	}
	return problem
}

// plainEquation: letters, digits, spaces and signs, with exactly one "=".
func plainEquation(s string) bool {
	return plainEquationRe.MatchString(s) && strings.Count(s, "=") == 1
}

// onlyXY: the letters of the two lines are x and y only.
func onlyXY(s string) bool {
	for _, r := range s {
		if r >= 'a' && r <= 'z' && r != 'x' && r != 'y' || r >= 'A' && r <= 'Z' {
			return false
		}
	}
	return true
}

const pointXY = `(?:\(x, y\)|\\left\(x_\{1\}, y_\{1\}\\right\))`

var (
	bothLinesRe = regexp.MustCompile(`^(?:Use elementary operations to find the point \$` + pointXY + `\$ that|Find the point \$` + pointXY + `\$ which) lies on both lines,? \$([^$]+)\$ and \$([^$]+)\$\.$`)
	backSubstRe = regexp.MustCompile(`^Solve the following system of equations by back substitution\.\s*\$\$\s*\\begin\{array\}\{[lcr]\}([-0-9a-z+=\\\s.]+?)\\end\{array\}\s*\$\$$`)

	cutRightSideRe = regexp.MustCompile(`\$([^$]+=)\$ (-?\d{1,9})\.$`)

	plainEquationRe = regexp.MustCompile(`^[A-Za-z0-9 +\-=]+$`)
)
