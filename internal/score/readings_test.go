package score

import "testing"

// TestStrictReadings: e-notation, `i` as the imaginary unit when the gold
// is complex, doubled backslashes, `\!`, font wrappers (issue 28, point 5),
// scored end to end with the default flags.
func TestStrictReadings(t *testing.T) {
	cases := []struct {
		resp, gold string
		correct    bool
	}{
		{`\boxed{3.54e-07}`, `3.54\times10^{-7}`, true},
		{`The value is 3.54e-07`, `3.54\times10^{-7}`, true},
		{`\boxed{3.54E-7}`, `3.54\cdot10^{-7}`, true},
		{`\boxed{1e+6}`, `1000000`, true},
		{`\boxed{3.54e-06}`, `3.54\times10^{-7}`, false},
		{`\boxed{2e3}`, `2000`, false}, // 2·e·3 is a reading too: not e-notation
		{`\boxed{i(2-i)}`, `1+2i`, true},
		{`\boxed{2i-i^2}`, `1+2i`, true},
		{`\boxed{\frac{5}{2-i}}`, `2+i`, true},
		{`\boxed{(1+i)^2}`, `2i`, true},
		{`\boxed{2i+1}`, `1-2i`, false},
		{`\boxed{i^2}`, `-1`, false}, // a real gold: i is a name
		{`\boxed{x+2i}`, `1+2i`, false},
		{`\\boxed{\\frac{1}{2}}`, `\frac{1}{2}`, true},
		{`$\\frac{1}{2}$`, `0.5`, true},
		{`\boxed{\\sqrt{2}}`, `\sqrt{2}`, true},
		{`\boxed{\\frac{1}{3}}`, `\frac{1}{2}`, false},
		{`\boxed{-\!5}`, `-5`, true},
		{`\boxed{x\!=\!3}`, `3`, true},
		{`\boxed{1,\!234,\!000}`, `1234000`, true},
		{`\boxed{\mathrm{E}}`, `E`, true},
		{`\boxed{\mathrm{E}}`, `D`, false},
		{`\boxed{\textbf{(C)}}`, `C`, true},
		{`\boxed{\mathbf{5}}`, `5`, true},
		{`\boxed{\boldsymbol{7}}`, `7`, true},
		{`\boxed{x = 2\mathrm{cm}}`, `2`, true},
		{`\boxed{\mathbb{R}}`, `\mathbb{R}`, true},
	}
	for _, c := range cases {
		it := scoreRow(t, Row{Gold: c.gold}, c.resp, ConvAuto)
		if it.Correct != c.correct {
			t.Errorf("%q vs gold %q: correct=%v (pred %q, undecided %v), want %v", c.resp, c.gold, it.Correct, it.Pred, it.Undecided, c.correct)
		}
	}
}

// TestStrictReadingsNotSpec: --rules spec reads none of them.
func TestStrictReadingsNotSpec(t *testing.T) {
	cmp := NewComparer(Spec, []Tier{TierExact, TierNumeric, TierSymbolic})
	for _, c := range [][2]string{
		{`1+2i`, `i(2-i)`},
		{`3.54\times10^{-7}`, `3.54e-07`},
		{`\frac{1}{2}`, `\\frac{1}{2}`},
	} {
		if d := cmp.CompareIn(ConvWestern, c[0], c[1], ""); d.Correct {
			t.Errorf("spec rules accept %q for %q", c[1], c[0])
		}
	}
}

func TestUndoubleBackslashes(t *testing.T) {
	cases := map[string]string{
		`\\frac{1}{2}`:  `\frac{1}{2}`,
		`\\boxed{\\pi}`: `\boxed{\pi}`,
		// A matrix's row break among single-backslash commands stays.
		`\begin{pmatrix}1 & 2 \\ 3 & 4\end{pmatrix}`: `\begin{pmatrix}1 & 2 \\ 3 & 4\end{pmatrix}`,
		`1 \\ 2`:              `1 \\ 2`,
		`\\frac{1}{2} \\\\ 3`: `\frac{1}{2} \\ 3`,
	}
	for in, want := range cases {
		if got := undoubleBackslashes(in); got != want {
			t.Errorf("undoubleBackslashes(%q) = %q, want %q", in, got, want)
		}
	}
}
