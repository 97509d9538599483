package funceq

import "testing"

func TestRead(t *testing.T) {
	for _, p := range []string{
		"The function $f(x)$ satisfies\n\\[f(x) + 2f(1 - x) = 3x^2\\]for all real numbers $x.$  Find $f(3).$",
		"The function $f(x)$ satisfies\n\\[3f(x) - 2 f \\left( \\frac{1}{x} \\right) = x\\]for all $x \\neq 0.$  Find $f(4).$",
		"The function $f(x)$ satisfies\n\\[f(x) + f \\left( \\frac{x + 1}{1 - 3x} \\right) = x\\]for all $x \\neq \\frac{1}{3}.$  Find $f(2).$",
		"The function $f(x)$ satisfies\n\\[f(x) - 2 f \\left( \\frac{1}{x} \\right) = 4^x\\]for all $x \\neq 0.$  Find $f(2).$",
	} {
		if _, ok := Read(p); !ok {
			t.Errorf("not read: %q", p)
		}
	}
	for _, p := range []string{
		"The function $f(x)$ satisfies\n\\[f(x) + f(2x) + f(2 - x) + f(x + 1) = x\\]for all real numbers $x.$  Find $f(0).$",
		"The function $f(x)$ satisfies\n\\[f(x + y) = f(x) f(y)\\]for all real numbers $x$ and $y.$  If $f(2) = 9,$ find $f(5).$",
	} {
		if _, ok := Read(p); ok {
			t.Errorf("read: %q", p)
		}
	}
}
