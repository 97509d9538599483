package normalize

import (
	"testing"
	"unicode/utf8"
)

// fuzzSeeds is the seed corpus: the hazards, the defects and the edge
// cases of the scanner.
var fuzzSeeds = []string{
	"", "$", "$$", "$$$", `\$`, `\(`, `\[x\]`, `\(a\)\[b\]`, "$a$$b$", "$$a$b$$$",
	`Solve $x^2-5x+6=0. Then $x=2$ works.`, `We get x^2=4$ and so $x=2$.`,
	`$(-0,5; 2)$ and $1,5$ and $0{,}5$ and $\{1,5\}$`, `$\frac{2,5}{5}$`,
	`[asy] label("$A$",(0,0)); [/asy] $x$`, `$\text{if $a$}$`, `\[\text{if $a$}\]`,
	`$12 : 3 \cdot 2$`, `$X\left(1+x\right)^{-1}$`, `$[x]$`, `$\sin^22\alpha$`, `${}^4\sqrt{x}$`, `$\tanx$`,
	"$$\n1,5;2\n$$", `$x_1=0,5;\ x_2=1,5$`, `$1,5,2+3$`, "x=1$ and y=2$ and z=3$ are roots.", `\`, `$\`,
}

func FuzzText(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add(s, true)
		f.Add(s, false)
	}
	f.Fuzz(func(t *testing.T, s string, russian bool) {
		if len(s) > 1<<14 {
			return
		}
		c := Western
		if russian {
			c = Russian
		}
		out, problems := Text(s, c)
		if Balanced(s) && !Balanced(out) {
			t.Fatalf("Text unbalanced a balanced field: %q -> %q", s, out)
		}
		if len(problems) == 0 && !Balanced(out) {
			t.Fatalf("Text reported nothing but %q is unbalanced", out)
		}
		again, _ := Text(out, c)
		if again != out {
			t.Fatalf("Text not idempotent: %q -> %q -> %q", s, out, again)
		}
		if utf8.ValidString(s) && !utf8.ValidString(out) {
			t.Fatalf("Text broke UTF-8: %q -> %q", s, out)
		}
		a, _ := Answer(s, c)
		if a2, _ := Answer(a, c); a2 != a {
			t.Fatalf("Answer not idempotent: %q -> %q -> %q", s, a, a2)
		}
	})
}
