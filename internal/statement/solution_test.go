package statement

import (
	"strings"
	"testing"
)

// chainText prints chains as "a = b ~ c | d = e" (members, ops; "_" for a
// cut member).
func chainText(chains []SolutionChain) string {
	var out []string
	for _, ch := range chains {
		var b strings.Builder
		for i, m := range ch.Members {
			if m.Src == "" {
				b.WriteString("_")
			} else {
				b.WriteString(m.Src)
			}
			if i < len(ch.Ops) {
				b.WriteString(" " + map[string]string{"=": "=", "approx": "~", "rel": "<>"}[ch.Ops[i]] + " ")
			}
		}
		out = append(out, b.String())
	}
	return strings.Join(out, " | ")
}

func TestSolutionChains(t *testing.T) {
	cases := []struct{ name, sol, want string }{
		{"spans and a chain", `We have $3\cdot 7=21$ and $$2+2=4=\frac{8}{2}.$$`, `3\cdot 7 = 21 | 2+2 = 4 = \frac{8}{2}`},
		{"align continues the line before", "\\begin{align*}\nx &= 2+3 \\\\\n&= 5\\\\ y&=\\boxed{6}\n\\end{align*}", `x = 2+3 | 2+3 = 5 | y = 6`},
		{"a line that goes on with an operator", "\\begin{align*}\nS &= 1+2 \\\\\n&\\quad + 3 = 6\n\\end{align*}", `S = _ | _ = 6`},
		{"prose separators", `$x = 4 \text{ or } x = 6$, so $a=1 \Rightarrow b=2$; $p=1, q=2$`, `x = 4 | x = 6 | a = 1 | b = 2 | p = 1 | q = 2`},
		{"a unit joins its neighbours", `$3\text{ m}+2=5$ and $3 \text{ Y } 2 = 3^2$`, `_ = 5 | _ = 3^2`},
		{"relations", `$2^{10} \approx 1000 = 10^3 < 1025$`, `2^{10} ~ 1000 = 10^3 <> 1025`},
		{"a factorial is not ≠", `$5!=120$`, `5! = 120`},
		{"digit commas stay in the number", `$1,000+24=1,024$ and $14,\!400$`, `1,000+24 = 1,024`},
		{"congruences and matrices are left out", `$2^3 \equiv 1 \pmod 7$ and $\begin{pmatrix}1&2\end{pmatrix}=A$`, ``},
		{"asy pictures are left out", `[asy] label("$3=4$"); [/asy] Then $1+1=2$.`, `1+1 = 2`},
		{"a number begun in the prose", `at exactly .$500 = \tfrac{1}{2}$`, `_ = \tfrac{1}{2}`},
		{"an expression cut between spans", `so $m^2-n^2=1444-$ $1369=75$`, `m^2-n^2 = _ | _ = 75`},
		{"a factorial after the span", `$200(199)(198 !)=200$ ! permutations`, `200(199)(198 !) = _`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := chainText(SolutionChains(c.sol)); got != c.want {
				t.Errorf("got  %q\nwant %q", got, c.want)
			}
		})
	}
}

// TestSolutionChainOffsets: a member's offset is its place in the
// solution, so a step can be quoted and changed where it stands.
func TestSolutionChainOffsets(t *testing.T) {
	sol := "Thus\n\\begin{align*}\nx &= 2\\cdot 3 \\\\\n&= \\boxed{6}\n\\end{align*} and $1{,}000+24=1{,}024$."
	for _, ch := range SolutionChains(sol) {
		for _, m := range ch.Members {
			if m.Src != "" && sol[m.Off:m.Off+len(m.Src)] != m.Src {
				t.Errorf("member %q at %d: the solution has %q there", m.Src, m.Off, sol[m.Off:m.Off+len(m.Src)])
			}
		}
	}
}

func TestLastBoxedAndAnswerItems(t *testing.T) {
	if b, ok := LastBoxed(`$\boxed{1}$ then $\boxed{\frac{1}{2}}$.`); !ok || b != `\frac{1}{2}` {
		t.Errorf("LastBoxed: %q %v", b, ok)
	}
	if _, ok := LastBoxed(`no box`); ok {
		t.Error("LastBoxed found a box in none")
	}
	for in, want := range map[string]string{
		`x_1=2;\ x_2=3`:  `2|3`,
		`5\text{ cm}`:    `5`,
		`\frac{1}{2}, 3`: `\frac{1}{2}|3`,
	} {
		if got := strings.Join(AnswerItems(in), "|"); got != want {
			t.Errorf("AnswerItems(%q) = %q, want %q", in, got, want)
		}
	}
}
