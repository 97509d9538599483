package score

import (
	"testing"
)

func TestExtract(t *testing.T) {
	cases := []struct {
		resp, want string
		rule       Rule
	}{
		{`so $\boxed{\frac{1}{2}}$`, `\frac{1}{2}`, RuleBoxed},
		{`first \boxed{1}, then \boxed{\frac{a}{\{b\}}}`, `\frac{a}{\{b\}}`, RuleBoxed},
		{`the value is $\frac{\pi}{3}$`, `\frac{\pi}{3}`, RuleMath},
		{`we get $$x = 2$$ and so $y=3$.`, `y=3`, RuleMath},
		{`hence \[ 7 \]`, `7`, RuleMath},
		{`x=\frac{\pi}{4}(4k+1)`, `x=\frac{\pi}{4}(4k+1)`, RuleBare},
		{`(-1,2)\cup(3,6)`, `(-1,2)\cup(3,6)`, RuleBare},
		{`The answer is 42.`, `42`, RuleMarker},
		{`The final answer is 2.`, `2`, RuleMarker},
		{`**Answer:** 17`, `17`, RuleMarker},
		{`I get 3/4 after some work`, `3/4`, RuleNumber},
		{`\text{13}`, `13`, RuleBare},
		{`The result is $0{,}5$`, `0{,}5`, RuleMath}, // commas are the convention's (TestConvention)
		{`AZYUK2A`, ``, RuleNone},
		{`it is 1,000.99€`, `1,000.99`, RuleNumber},
		{`so .4 of it`, `.4`, RuleNumber},
	}
	for _, c := range cases {
		got, rule, ok := Extract(c.resp)
		if ok != (c.rule != RuleNone) || got != c.want || rule != c.rule {
			t.Errorf("Extract(%q) = %q, %v, %v; want %q, %v", c.resp, got, rule, ok, c.want, c.rule)
		}
	}
	for _, resp := range []string{"", "I don't know", "   ", "no idea, sorry"} {
		if got, _, ok := Extract(resp); ok {
			t.Errorf("Extract(%q) = %q, want unparsed", resp, got)
		}
	}
}

// TestConvention holds the number conventions: a comma's meaning is the
// data's, chosen per row.
func TestConvention(t *testing.T) {
	cases := []struct {
		gold, pred string
		conv       NumberConvention
		correct    bool
	}{
		{`10{,}000`, `10000`, ConvWestern, true},
		{`10{,}000`, `10`, ConvWestern, false},
		{`10000`, `10,\!000`, ConvWestern, true},
		{`1000.99`, `1,000.99`, ConvWestern, true},
		{`7425000`, `7,425,000`, ConvWestern, true},
		{`-2,1`, `1, -2`, ConvWestern, true}, // a list, not -2.1
		{`32349`, `32, 349`, ConvWestern, false},
		{`1,2,3`, `3,2,1`, ConvWestern, true},
		{`1,2,3`, `1.2, 3`, ConvWestern, false},
		{`0{,}5`, `0.5`, ConvDecimalComma, true},
		{`0{,}5`, `5`, ConvDecimalComma, false},
		{`0{,}5`, `0.5`, ConvWestern, false},
	}
	cmp := NewComparer(Strict, []Tier{TierExact, TierNumeric, TierSymbolic})
	for _, c := range cases {
		cand, _, _ := Extract(c.pred)
		if d := cmp.CompareIn(c.conv, c.gold, cand, c.pred); d.Correct != c.correct {
			t.Errorf("%v: %q vs %q: correct=%v, want %v", c.conv, c.gold, c.pred, d.Correct, c.correct)
		}
	}
	rows := []struct {
		row  Row
		want NumberConvention
	}{
		{Row{Source: "dgn_math", Collection: "core"}, ConvDecimalComma},
		{Row{Collection: "core"}, ConvDecimalComma},
		{Row{Source: "math", Collection: "math"}, ConvWestern},
		{Row{Collection: "math"}, ConvWestern},
		{Row{}, ConvWestern},
	}
	for _, r := range rows {
		if got := ConventionOf(&r.row, ConvAuto); got != r.want {
			t.Errorf("ConventionOf(%+v) = %v, want %v", r.row, got, r.want)
		}
		if got := ConventionOf(&r.row, ConvWestern); got != ConvWestern {
			t.Errorf("override ignored for %+v", r.row)
		}
	}
}

func TestClean(t *testing.T) {
	cases := map[string]string{
		`**7**`:                 `7`,
		`$\boxed{x=2}$.`:        `x=2`,
		`The answer is: 5`:      `5`,
		`\text{no solutions}`:   `no solutions`,
		` 0{,}25 . `:            `0{,}25`,
		`answer: $\frac{1}{2}$`: `\frac{1}{2}`,
	}
	for in, want := range cases {
		if got := Clean(in); got != want {
			t.Errorf("Clean(%q) = %q, want %q", in, got, want)
		}
		if again := Clean(Clean(in)); again != Clean(in) {
			t.Errorf("Clean not idempotent on %q", in)
		}
	}
}

type cmpCase struct {
	gold, pred string
	correct    bool
	tier       Tier
	rules      Rules // both when -1
}

const both Rules = -1

// TestCompare holds the behaviours of spec sections 3.2-3.3 and the
// regressions where the document's rules are wrong.
func TestCompare(t *testing.T) {
	cases := []cmpCase{
		// exact tier
		{`x = 2`, `x=2`, true, TierExact, both},
		{`\dfrac{1}{2}`, `\frac{1}{2}`, true, TierExact, both},
		{`\text{13}`, `13`, true, TierExact, both},
		{`48; 80; 12; 12`, `12, 80, 48, 12`, true, TierExact, both},
		{`(-2,-1)\cup(-1,2)`, `(-1,2)\cup(-2,-1)`, true, TierExact, both},
		{`[-9;-1]\bigcup[0;1]`, `[-9;-1] ∪ [0;1]`, true, TierExact, both},
		// numeric tier
		{`0.04`, `0.040`, true, TierNumeric, both},
		{`-\frac{3}{4}`, `-0.75`, true, TierNumeric, both},
		{`7,1%`, `7.1%`, true, TierNumeric, both},
		{`x=20\%`, `0.2`, true, TierNumeric, both}, // 20% = 0.2
		{`x=20\%`, `20`, true, TierNumeric, both},
		{`1000`, `10`, false, TierNumeric, both},
		{`1000`, `10\%`, false, TierNumeric, both},
		{`0.1`, `10\%`, true, TierNumeric, both},
		{`70 kg`, `70`, true, TierNumeric, both},
		{`1; 1; 2`, `1; 2`, false, TierNumeric, both},
		{`n=1,2,3`, `n=2,3,4`, false, TierNumeric, both},
		{`[0,1)`, `(0,1)`, false, TierNumeric, both},
		{`[0,1]`, `(0,1]`, false, TierNumeric, both},
		{`(0,1]\cup(1,2)`, `(0,2)`, true, TierNumeric, both},
		{`\{1,2,3\}`, `3, 2, 1`, true, TierExact, both},
		{`\{1,2,3\}`, `3, 2, 1.0`, true, TierNumeric, both},
		{`(-\infty,1)`, `(-\infty; 1]`, false, TierNumeric, both},
		{`(-0{,}5; 2)`, `(-0.5, 2)`, true, TierExact, both},
		{`(-0{,}5; 2)`, `(-1/2, 2)`, true, TierNumeric, both},
		{`(3, 1)`, `(3, 1)`, true, TierExact, both},
		{`(3, 1)`, `(3, 2)`, false, TierNumeric, both},
		// symbolic tier
		{`\exp(16)`, `e^{16}`, true, TierSymbolic, both},
		{`\frac{1}{2004!}`, `\frac{1}{2006!}`, false, TierSymbolic, both},
		{`1/2004!`, `1/2006!`, false, TierSymbolic, both},
		{`3x-y+13=0`, `3x+4y+14=0`, false, TierSymbolic, both},
		{`2x+4y-3=0`, `y=-x/2+3/4`, true, TierSymbolic, both},
		{`y=-\frac{x}{2}+\frac{3}{4}`, `2x+4y-3=0`, true, TierSymbolic, both},
		{`\sqrt{8}`, `2\sqrt{2}`, true, TierSymbolic, both},
		{`2a+3`, `3+2a`, true, TierSymbolic, both},
		{`2a+3`, `2a+4`, false, TierSymbolic, both},
		{`(-\infty, \sqrt{2})`, `(-\infty;\sqrt{2}]`, false, TierSymbolic, both},
		{`(-\infty, \sqrt{2})`, `(-\infty,\frac{2}{\sqrt{2}})`, true, TierSymbolic, both},
		{`x=\frac{\pi}{4}(4k+1)`, `x=\frac{\pi}{4}(4n+1)`, true, TierSymbolic, both},
		{`x=\frac{\pi}{4}+\pi k`, `x=\frac{5\pi}{4}+\pi n`, true, TierSymbolic, Strict},
		{`x=\frac{\pi}{6}(2k\pm1)`, `x=\frac{\pi}{6}(2k+1)`, true, TierSymbolic, both},
		{`\pm\frac{\pi}{3}+2\pi k`, `\frac{\pi}{3}+2\pi k`, false, TierSymbolic, Strict},
		{`\pm\frac{\pi}{3}+2\pi k`, `\frac{\pi}{3}+2\pi k`, true, TierSymbolic, Spec},
		{`\frac{\pi}{2}+\pi k`, `\frac{\pi}{2}+2\pi k; -\frac{\pi}{2}+2\pi k`, true, TierSymbolic, Strict},
		{`(-1)^k\frac{\pi}{6}+\pi k`, `\frac{\pi}{6}+2\pi k, \frac{5\pi}{6}+2\pi k`, true, TierSymbolic, Strict},
		{`x=\frac{\pi}{6}(2k+1)`, `x=\frac{\pi}{6}(4k+2)`, false, TierSymbolic, Strict},
		{`x=\frac{\pi}{6}(2k+1)`, `x=\frac{\pi}{6}(4k+2)`, true, TierSymbolic, Spec},
		{`x_1=0;\ x_{2,3}=-3\pm\frac{2}{3}\sqrt{3}`, `x_1=0; x_{2,3}=-3+\frac{2}{3}\sqrt{3}`, false, TierSymbolic, Strict},
		{`x_1=0;\ x_{2,3}=-3\pm\frac{2}{3}\sqrt{3}`, `0; -3+\frac{2}{3}\sqrt{3}; -3-\frac{2\sqrt{3}}{3}`, true, TierSymbolic, Strict},
		{`x_1=0;\ x_{2,3}=-3\pm\frac{2}{3}\sqrt{3}`, `x_1=0; x_{2,3}=-3+\frac{2}{3}\sqrt{3}`, true, TierSymbolic, Spec},
	}
	for _, c := range cases {
		for _, r := range []Rules{Strict, Spec} {
			if c.rules != both && c.rules != r {
				continue
			}
			cmp := NewComparer(r, []Tier{TierExact, TierNumeric, TierSymbolic})
			d := cmp.Compare(c.gold, Clean(c.pred), "")
			if d.Correct != c.correct || d.Tier != c.tier || d.Undecided {
				t.Errorf("[%s] gold %q pred %q: got %+v, want correct=%v at %v", r, c.gold, c.pred, d, c.correct, c.tier)
			}
		}
	}
}

// TestUndecided: what the symbolic tier cannot compare is reported as
// undecided, never as equal or different.
func TestUndecided(t *testing.T) {
	cases := [][2]string{
		{`\text{no solutions}`, `\text{the empty set}`},
		{`x^2=4`, `x=2`},
		{`\int_0^1 f(x)\,dx`, `\frac{1}{2}`},
	}
	cmp := NewComparer(Strict, []Tier{TierExact, TierNumeric, TierSymbolic})
	for _, c := range cases {
		d := cmp.Compare(c[0], c[1], "")
		if !d.Undecided || d.Correct {
			t.Errorf("gold %q pred %q: %+v, want undecided", c[0], c[1], d)
		}
	}
}

func TestFullResponseMatch(t *testing.T) {
	// The extractor picks the last number (3); the whole response is the gold.
	cmp := NewComparer(Strict, []Tier{TierExact, TierNumeric, TierSymbolic})
	resp := `x=1, x=2, x=3`
	cand, _, _ := Extract(resp)
	d := cmp.Compare(`x=1,x=2,x=3`, cand, resp)
	if !d.Correct || d.Tier != TierExact {
		t.Errorf("full-response match: %+v", d)
	}
}

func TestParseTiers(t *testing.T) {
	if _, err := ParseTiers("exact,bogus"); err == nil {
		t.Error("bogus tier accepted")
	}
	ts, err := ParseTiers("symbolic,exact")
	if err != nil || len(ts) != 2 || ts[0] != TierSymbolic {
		t.Errorf("ParseTiers = %v, %v", ts, err)
	}
}

// TestDefaultRules holds the classes of the external suite's disagreements
// fixed under the default rules (issue 10), each with a case that must
// stay rejected or undecided next to it.
func TestDefaultRules(t *testing.T) {
	cases := []struct {
		gold, resp string
		want       Outcome // Accept; Reject or Undecided both mean "not accepted" unless exact
	}{
		// renaming only for the integer parameter of a family
		{`A`, `B`, Reject},
		{`\text{(C)}`, `(E)`, Reject},
		{`x^2`, `y^2`, Reject},
		{`a+2b`, `c+2d`, Reject},
		{`\frac{\pi}{2}+\pi k`, `\frac{\pi}{2}+\pi n`, Accept},
		// several boxes are one answer when only separators stand between
		{`1, 2, 3`, `\boxed{1}, \boxed{2} and \boxed{3}`, Accept},
		{`(2, 2), (6, 2)`, `$$\boxed{(2, 2)} \quad \text{and} \quad \boxed{(6, 2)}$$`, Accept},
		{`2`, `first \boxed{1}. Then we find more, so \boxed{2}`, Accept},
		// final answer markers after the last box
		{`34`, `We try $n=3$. Final Answer: The largest $n$ is 34.`, Accept},
		{`10455`, `so $\boxed{255}$ of interest. Final Answer: The final answer is $10,455$.`, Accept},
		// lists joined by and/or
		{`6 \text{ and } 8`, `\boxed{6,8}`, Accept},
		{`(11,7)or(7,11)`, `\boxed{(7,11),\ (11,7)}`, Accept},
		{`6 \text{ and } 8`, `\boxed{6,9}`, Reject},
		// labelled answers
		{`(p,q)=(3,2)`, `$(3,2)$`, Accept},
		{`|AB|=1`, `$1$`, Accept},
		{`V_{1}:V_{2}=11:21`, `$11:21$`, Accept},
		{`AB=4,CD=5`, `\boxed{4, 5}`, Accept},
		{`x+y=1`, `$1$`, Undecided}, // a condition, not a label
		// relations as sets
		{`x \ge 5`, `$x >= 5$`, Accept},
		{`x \leq 5`, `$5 \geq x$`, Accept},
		{`x < 1`, `$-x > -1$`, Accept},
		{`x < 1`, `$x > -1$`, Reject},
		{`x \ne 3`, `$x != 3$`, Accept},
		{`x \in [-2,7]`, `$-2 \le x \le 7$`, Accept},
		{`x \ge 5`, `$[5, \infty)$`, Accept},
		{`x > 5`, `$[5, \infty)$`, Reject},
		{`1\leq|z|\leq \frac{3}{2}`, `$z \in \left[-\frac{3}{2}, -1\right] \cup \left[1, \frac{3}{2}\right]$`, Accept},
		{`0<f(x)<1`, `$(0,1)$`, Accept},
		{`x \ge 5`, `$y \ge 5$`, Undecided},
		// percent and units as words
		{`28\%`, `\boxed{28 percent}`, Accept},
		{`28\%`, `\boxed{28 pct}`, Accept},
		{`28\%`, `\boxed{29 percent}`, Reject},
		{`1/3`, `$\frac{1}{3} \text{meters}$`, Accept},
		{`125 miles`, `\boxed{125\textnormal{ miles}}`, Accept},
		{`125 miles`, `\boxed{125 km}`, Undecided},
		// words are not products of letters
		{`\text{odd}`, `$even$`, Undecided},
		{`28`, `\boxed{twenty eight}`, Undecided},
		// matrices: the bracket style is typography
		{`\begin{bmatrix}0 & 0 \\0 & 0\end{bmatrix}`, `$\begin{pmatrix}0 & 0 \\0 & 0\end{pmatrix}$`, Accept},
		{`\begin{pmatrix}1 & 2 \\3 & 4\end{pmatrix}`, `$\left[\begin{array}{cc}1 & 2 \\3 & 4\end{array}\right]$`, Accept},
		{`\begin{pmatrix}1 & 2 \\3 & 4\end{pmatrix}`, `$\begin{pmatrix}1 & 2 \\3 & 5\end{pmatrix}$`, Reject},
		{`\begin{pmatrix}1 & 2 \\3 & 4\end{pmatrix}`, `$\begin{pmatrix}1 & 3 \\2 & 4\end{pmatrix}$`, Reject},
		// tolerance: a rounded decimal against an exact value
		{`\frac{1}{12}`, `$0.0833333333333333$`, Accept},
		{`(\frac{3}{5},\frac{8}{3}]`, `$(0.6,2.6667]$`, Accept},
		{`\frac{1}{3}`, `$0.3$`, Reject},   // one digit is not a rounding we accept
		{`2`, `$1.99$`, Reject},            // 2 needs no rounding
		{`16386.20`, `$16386.17$`, Reject}, // two decimals: exact
		{`\frac{1}{3}`, `$0.334$`, Reject}, // more than half a unit off
	}
	cmp := NewComparer(Strict, []Tier{TierExact, TierNumeric, TierSymbolic})
	for _, c := range cases {
		cand, _, ok := ExtractRules(c.resp, Strict)
		if !ok {
			t.Errorf("%q: nothing extracted", c.resp)
			continue
		}
		d := cmp.CompareIn(ConvWestern, c.gold, cand, c.resp)
		got := Reject
		switch {
		case d.Correct:
			got = Accept
		case d.Undecided:
			got = Undecided
		}
		if got != c.want {
			t.Errorf("%q vs %q (cand %q): %v, want %v", c.gold, c.resp, cand, got, c.want)
		}
	}
}
