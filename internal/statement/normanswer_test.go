package statement

import "testing"

func TestDollarAnswer(t *testing.T) {
	cases := []struct{ in, want string }{
		{`\text{Any }h\text{ will work}`, "Any $h$ will work"},
		{`h=4`, "$h=4$"},
		{`\text{Solution is: }[k=4]`, "Solution is: $[k=4]$"},
		{`$h=4$.`, "$h=4$."}, // already raw
		{`\text{a {nested} brace}`, `\text{a {nested} brace}`}, // not split
	}
	for _, tc := range cases {
		if got := DollarAnswer(tc.in); got != tc.want {
			t.Errorf("DollarAnswer(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

func TestSolutionIsAnswer(t *testing.T) {
	cases := []struct{ in, want string }{
		{`\text{Solution is: }[x=1, y=2, z=-5]`, "Solution is: $[x=1, y=2, z=-5]$"},
		{`\text{Solution is: }x=1\text{ or }x=2`, `\text{Solution is: }x=1\text{ or }x=2`},
		{`x=1`, `x=1`},
	}
	for _, tc := range cases {
		if got := SolutionIsAnswer(tc.in); got != tc.want {
			t.Errorf("SolutionIsAnswer(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

func TestDollarAnswerNestedText(t *testing.T) {
	in := `\text{Recall that }i^{\text {th }}\text{ column. Therefore, the matrix is }\frac{1}{14}M`
	want := "Recall that $i^{\\text {th }}$ column. Therefore, the matrix is $\\frac{1}{14}M$"
	if got := DollarAnswer(in); got != want {
		t.Errorf("DollarAnswer(%q) = %q, want %q", in, got, want)
	}
}
