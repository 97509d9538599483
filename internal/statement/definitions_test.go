package statement

import "testing"

// TestReadDefinitions: the definition shapes account for every word; the
// operator's applications must have their grouping written; a definition
// that refers to itself is not read.
func TestReadDefinitions(t *testing.T) {
	cases := []struct {
		problem      string
		ok           bool
		funcs, apps  int
		inverses, op bool
	}{
		{"If $f(x) = 3x + 1$, what is $f(3)$?", true, 1, 0, false, false},
		{"Let $f(x)=2x-4$ and $g(x)=x^2+3$. What is $f(g(2))$?", true, 2, 0, false, false},
		{"Let $p(x)=2x$, $q(x)=x+1$, and $r(x)=3$. Find $p(q(r(1)))$.", true, 3, 0, false, false},
		{"The operation $\\odot$ is defined as $a \\odot b = a + \\frac{3a}{2b}$. What is the value of $8 \\odot 6$?", true, 0, 1, false, true},
		{"If $x@y=xy-2x$, what is the value of $(5@3)-(3@5)$?", true, 0, 2, false, true},
		{"If $f(x)=2x^3+4$, find $f^{-1}(58)$.", true, 1, 0, true, false},
		{"Let \\[f(x) = \\left\\{\n\\begin{array}{cl}\nx + 3 & \\text{if $x < 20$}, \\\\\n2x - 2 & \\text{if $x \\ge 20$}.\n\\end{array}\n\\right.\\]Find $f(7)$.", true, 1, 0, false, false},
		{"Define $A\\star B$ as $A\\star B = \\frac{(A+B)}{3}$. What is the value of $(2\\star 10) \\star 5$?", true, 0, 2, false, true},
		{"Define $A\\star B$ as $B\\star A = \\frac{(A+B)}{3}$. What is the value of $(2\\star 10) \\star 5$?", false, 0, 0, false, false},
		{"For each pair of real numbers $a \\ne b$, define the operation $\\star$ as \\[(a \\star b) = \\frac{a + b}{a - b}.\\]What is the value of $((1 \\star 2) \\star 3)$?", true, 0, 2, false, true},
		{"Define $f(x) = \\frac{x^2 + 2x + 3}{x}$ and $g(x) = x^3 + 2$. Evaluate $g(f(x))$ when $x = -3$.", true, 2, 0, false, false},
		{"If $f(x) = 3x + 1$, what is the positive value of $f(3)$?", false, 0, 0, false, false},
		{"If $f(x) = 3x + 1$ for all $x$, what is $f(3)$?", false, 0, 0, false, false},
		{"If $f(x) = f(x-1) + 1$, what is $f(3)$?", false, 0, 0, false, false},
		{"If $f(x) = g(x) + 1$ and $g(x) = f(x)$, what is $f(3)$?", false, 0, 0, false, false},
		{"If $f(x+y) = f(x)f(y)$, what is $f(3)$?", false, 0, 0, false, false},
		{"If $a \\star b = a - b$, what is $1 \\star 2 \\star 3$?", false, 0, 0, false, false},
		{"If $a \\star b = a - b$, what is $\\frac{1 \\star 2}{3}$?", false, 0, 0, false, false},
		{"Let \\[f(x) = \\begin{cases} 1 &\\text{if }x\\text{ is even}, \\\\ 2&\\text{if }x\\text{ is odd}. \\end{cases} \\]Find $f(3)$.", false, 0, 0, false, false},
		{"If $f(x) = 3x + 1$, what is $[f(3)]$?", false, 0, 0, false, false},
	}
	for _, c := range cases {
		d, ok := ReadDefinitions(c.problem)
		if ok != c.ok {
			t.Errorf("%q: read %v, want %v", c.problem, ok, c.ok)
			continue
		}
		if !ok {
			continue
		}
		if len(d.Funcs) != c.funcs || len(d.OpApps) != c.apps || (len(d.Inverses) > 0) != c.inverses || (d.Op != nil) != c.op {
			t.Errorf("%q: %d functions, %d applications, inverses %v, operator %v", c.problem, len(d.Funcs), len(d.OpApps), d.Inverses, d.Op)
		}
	}
}
