package statement

import "testing"

func TestLinearSystemShapes(t *testing.T) {
	cases := []struct{ in, want string }{
		{"Use elementary operations to find the point $(x, y)$ that lies on both lines $x+3 y=1$ and $4 x-y=3$.",
			"Solve the system of equations $x+3 y=1, 4 x-y=3$."},
		{"Find the point $\\left(x_{1}, y_{1}\\right)$ which lies on both lines, $x+3 y=1$ and $4 x-y=3$.",
			"Solve the system of equations $x+3 y=1, 4 x-y=3$."},
		{"Solve the following system of equations by back substitution.\n$$\n\\begin{array}{r}\nx+3 y-2 z=5 \\\\\ny+3 z=4 \\\\\nz=1 .\n\\end{array}\n$$",
			"Solve the system of equations $x+3 y-2 z=5, y+3 z=4, z=1$."},
		{"Solve the system of equations $7 x+14 y+15 z=22,2 x+4 y+3 z=5$, and $3 x+6 y+10 z=$ 13.",
			"Solve the system of equations $7 x+14 y+15 z=22,2 x+4 y+3 z=5$, and $3 x+6 y+10 z=13$."},
	}
	for _, tc := range cases {
		if got := LinearSystemShapes(tc.in); got != tc.want {
			t.Errorf("%q:\n got %q\nwant %q", tc.in, got, tc.want)
		}
	}
	unchanged := []string{
		// a line in another letter, a line that is not an equation, other words
		"Use elementary operations to find the point $(x, y)$ that lies on both lines $x+3 t=1$ and $4 x-y=3$.",
		"Find the point $\\left(x_{1}, y_{1}\\right)$ which lies on both lines, $x+3 y<1$ and $4 x-y=3$.",
		"Find the point $(x, y)$ which lies on both circles, $x+3 y=1$ and $4 x-y=3$.",
		"Find the point $(x, y)$ which lies on both lines $x+3 y=1$ and $4 x-y=3$ with $x>0$.",
		// a decimal point inside a row, one row only, a row with a fraction
		"Solve the following system of equations by back substitution.\n$$\n\\begin{array}{r}\nx+3 y=1.5 \\\\\ny=1\n\\end{array}\n$$",
		"Solve the following system of equations by back substitution.\n$$\n\\begin{array}{r}\nz=1 .\n\\end{array}\n$$",
		// a cut formula followed by more than a number, or in other words
		"Solve the system of equations $x+y=1$, and $x-y=$ 13 apples.",
		"Find the system of equations $x+y=1$, and $x-y=$ 13.",
		"Solve the system of equations $x+y=1$, and $x=y=$ 13.",
		"Solve the system of equations $x-y=$ 13.",
		"Solve the following system of equations by back substitution.\n$$\n\\begin{array}{r}\nx+\\frac{1}{2} y=1 \\\\\ny=1\n\\end{array}\n$$",
	}
	for _, in := range unchanged {
		if got := LinearSystemShapes(in); got != in {
			t.Errorf("%q rewritten to %q, want it unchanged", in, got)
		}
	}
}
