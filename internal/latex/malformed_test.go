package latex

import "testing"

func TestMalformed(t *testing.T) {
	for _, tt := range []struct {
		text string
		off  int
		bad  bool
	}{
		{`Solve $2x+7=15$.`, 0, false},
		{`Find $\frac{1}{2}+\left(x\right)$ and \(\{1,2\}\).`, 0, false},
		{`Solve $\frac{1}{2x+7=15$.`, 15, true},
		{`Solve $2x+7}=15$.`, 11, true},
		{`Find $x$ if $x^2 = 4`, 12, true},
		{`Find $\left(x+1$.`, 6, true},
		{`Price \$5 and $x\rightarrow 0$.`, 0, false},
	} {
		off, why, bad := Malformed(tt.text)
		if bad != tt.bad || bad && off != tt.off {
			t.Errorf("Malformed(%q) = %d, %q, %v; want %d, %v", tt.text, off, why, bad, tt.off, tt.bad)
		}
	}
}
