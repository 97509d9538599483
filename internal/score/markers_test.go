package score

import "testing"

// TestExtractStructureAndMarkers: a number inside an exponent, subscript
// or other math structure is never the last number; answer markers in
// other languages; one-word answers (issue 28, point 4). Default rules.
func TestExtractStructureAndMarkers(t *testing.T) {
	cases := []struct{ resp, gold, want string }{
		{`所以，答案是x^2`, `2`, `x^2`},
		{`所以，答案是 $\frac{3}{4}$。`, `\frac{3}{4}`, `\frac{3}{4}`},
		{`最终答案：12，因为 3 乘 4 等于 12`, `12`, `12`},
		{`Решаем уравнение. Ответ: 5 см.`, `5`, `5`},
		{`Ответ — $x=3$`, `3`, `x=3`},
		{`On trouve. Réponse : 42`, `42`, `42`},
		{`La réponse est $\sqrt{2}$.`, `\sqrt{2}`, `\sqrt{2}`},
		{`Die Antwort lautet 7`, `7`, `7`},
		{`La respuesta es 9.`, `9`, `9`},
		{`答えは 15 です`, `15`, `15`},
		{`so it grows like n^3`, `3`, ``},            // no number outside a structure
		{`we get 2^{10} in total`, `1024`, `2^{10}`}, // the power, not its base
		{`so we get a_{12} and stop`, `12`, ``},
		{`hence \frac{1}{2} and then 7`, `7`, `7`},
		{`the count is x_1 + 5`, `5`, `5`},
		{`Yes, because 3 + 4 = 7.`, `Yes`, `Yes`},
		{`**No**. There is no such integer.`, `No`, `No`},
		{`After checking, the answer is: True`, `True`, `True`},
		{`So the statement is \boxed{\text{False}}`, `False`, `\text{False}`},
		{`Ответ: нет`, `No`, `нет`},
	}
	for _, c := range cases {
		got, _, ok := ExtractFor(c.resp, c.gold, Strict)
		if c.want == "" {
			if ok {
				t.Errorf("ExtractFor(%q) = %q, want unparsed", c.resp, got)
			}
			continue
		}
		if got != Clean(c.want) {
			t.Errorf("ExtractFor(%q, gold %q) = %q, want %q", c.resp, c.gold, got, c.want)
		}
	}
}

// TestScoreStructureAndMarkers scores the cases of issue 28's point 4 end
// to end with the default flags.
func TestScoreStructureAndMarkers(t *testing.T) {
	cases := []struct {
		resp, gold string
		correct    bool
	}{
		{`所以，答案是x^2`, `2`, false},
		{`所以，答案是2`, `2`, true},
		{`so it grows like n^3`, `3`, false},
		{`Yes, because 3 + 4 = 7.`, `Yes`, true},
		{`Yes, because 3 + 4 = 7.`, `No`, false},
		{`The answer is: true`, `Yes`, true},
		{`\boxed{\text{No}}`, `False`, true},
		{`\boxed{\text{No}}`, `True`, false},
		{`Ответ: да`, `Yes`, true},
		{`Réponse : 3/4`, `0.75`, true},
	}
	for _, c := range cases {
		it := scoreRow(t, Row{Gold: c.gold}, c.resp, ConvAuto)
		if it.Correct != c.correct {
			t.Errorf("%q vs gold %q: correct=%v (pred %q), want %v", c.resp, c.gold, it.Correct, it.Pred, c.correct)
		}
	}
}

// TestSpecExtractionUnchanged: the spec's rule 5 is the last number as
// written; --rules spec keeps it.
func TestSpecExtractionUnchanged(t *testing.T) {
	if got, rule, _ := ExtractFor(`所以，答案是x^2`, `2`, Spec); got != "2" || rule != RuleNumber {
		t.Errorf("spec: got %q %v, want 2 by the last-number rule", got, rule)
	}
	if got, _, _ := ExtractFor(`Yes, because 3 + 4 = 7.`, `Yes`, Spec); got != "7" {
		t.Errorf("spec: got %q, want 7", got)
	}
}
