package statement

import "testing"

func TestLinearSystemText(t *testing.T) {
	cases := []struct{ in, want string }{
		// a comma between digits that separates two equations
		{"Solve the system of equations $8 x+2 y+3 z=-3,8 x+3 y+3 z=-1$, and $4 x+y+3 z=-9$.",
			"Solve the system of equations $8 x+2 y+3 z=-3, 8 x+3 y+3 z=-1$, and $4 x+y+3 z=-9$."},
		// a formula cut by a line break
		{"Use Gauss-Jordan elimination to solve the system of equations $-8 x+2 y+5 z=18,-8 x+$ $3 y+5 z=13$, and $-4 x+y+5 z=19$.",
			"Use Gauss-Jordan elimination to solve the system of equations $-8 x+2 y+5 z=18,-8 x+ 3 y+5 z=13$, and $-4 x+y+5 z=19$."},
		// a decimal comma: the part after it has no "="
		{"Solve the system of equations $x+y=1,5$ and $x-y=2$.", "Solve the system of equations $x+y=1,5$ and $x-y=2$."},
		// the part after the comma does not start with a coefficient of an unknown
		{"Solve the system of equations $a=0,5=b$.", "Solve the system of equations $a=0,5=b$."},
		// not a system of equations
		{"Find $x$ if $8 x=-3,8 x+y=1$.", "Find $x$ if $8 x=-3,8 x+y=1$."},
		// a cut ending with "=" followed by prose stays cut
		{"Solve the system of equations $3 x+6 y=$ 13.", "Solve the system of equations $3 x+6 y=$ 13."},
		// commands are not touched
		{"Solve the system of equations $\\frac{1}{2} x=1,2 y=3$.", "Solve the system of equations $\\frac{1}{2} x=1,2 y=3$."},
	}
	for _, tc := range cases {
		if got := LinearSystemText(tc.in); got != tc.want {
			t.Errorf("LinearSystemText(%q)\n= %q\nwant %q", tc.in, got, tc.want)
		}
	}
}
