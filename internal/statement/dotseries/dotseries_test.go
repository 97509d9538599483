package dotseries

import "testing"

// TestDotSeriesProse (issue 42): a series with dots is rewritten as \sum
// or \prod only when its terms show one pattern.
func TestDotSeriesProse(t *testing.T) {
	cases := []struct{ in, want string }{
		{`Find the remainder when $1^3 + 2^3 + 3^3 + \dots + 100^3$ is divided by 6.`,
			`Find the remainder when $\sum_{j=0}^{99}\left({(1+1j)}^{3}\right)$ is divided by 6.`},
		{`Find the remainder when $2 \times 12 \times 22 \times 32 \times \ldots \times 72 \times 82 \times 92$ is divided by $5$.`,
			`Find the remainder when $\prod_{j=0}^{9}\left({(2+10j)}\right)$ is divided by $5$.`},
		{`What is the units digit of $3^1 + 3^3 + 3^5 + 3^7 + \ldots + 3^{2009}$?`,
			`What is the units digit of $\sum_{j=0}^{1004}\left({3}^{(1+2j)}\right)$?`},
		{`Compute: $\frac{1}{5} + \frac{2}{5} + \frac{3}{5} + \dots + \frac{9}{5} + \frac{10}{5}$.`,
			`Compute: $\sum_{j=0}^{9}\left(\frac{{(1+1j)}}{{5}}\right)$.`},
		// Not one template, a geometric step, two terms before the dots,
		// an alternating sign, a last term off the progression, a named
		// series: unchanged.
		{`Find the remainder when $1 + 2 + 2^2 + 2^3 + \dots + 2^{100}$ is divided by 7.`, ""},
		{`What is $1+2+4+\dots+64$?`, ""},
		{`Let $S = 2010 + 2011 + \cdots + 4018$.`, ""},
		{`Let $S = 1 - 2 + 3 - 4 + \cdots + 2009 - 2010$.`, ""},
		{`What is $1+3+5+\dots+100$?`, ""},
		{`What is the value of the arithmetic series $28 + 30 + 32 + \cdots + 86$?`, ""},
	}
	for _, c := range cases {
		want := c.want
		if want == "" {
			want = c.in
		}
		if got := Prose(c.in); got != want {
			t.Errorf("%s\n got %s\nwant %s", c.in, got, want)
		}
	}
}
