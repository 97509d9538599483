package xparse

import (
	"context"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// TestComputeEngineReading: compute-engine's parse, read as its canonical
// form reads it, evaluated by cas. Each expected value is what a fresh
// ComputeEngine 0.140 gives for the fragment (ce.parse(tex).N() under
// node), or, where it gives no real number, the kind of outcome.
func TestComputeEngineReading(t *testing.T) {
	e := engine(t)
	x := func(v string) []map[string]string { return []map[string]string{{"x": v}} }
	for _, tc := range []struct {
		tex    string
		points []map[string]string
		want   string // a value, or "domain" / "none:<part of the message>"
	}{
		{`2\frac13`, nil, "7/3"},
		{`-3\frac{1}{2}`, nil, "-3.5"},
		{`3\frac{x}{2}`, x("2"), "3"},
		{`2\frac{1}{3}x`, x("3"), "2"},
		{`3.5\frac{1}{2}`, nil, "1.75"},
		{`x(x+1)`, x("2"), "6"},
		{`2(3+4)`, nil, "14"},
		{`f(x)`, x("2"), "none:unknown function f"},
		{`a(b+1)`, []map[string]string{{"a": "2", "b": "1"}}, "none:unknown function a"},
		{`e(2)`, nil, "5.43656365691809047072"},
		{`\log 100`, nil, "2"},
		{`\lg 100`, nil, "2"},
		{`\log_2 8`, nil, "3"},
		{`\log_{3}(x)`, x("9"), "2"},
		{`\ln e`, nil, "1"},
		{`\exp(2)`, nil, "7.38905609893065022723"},
		{`e^{2}`, nil, "7.38905609893065022723"},
		{`30^\circ`, nil, "0.52359877559829887307710717"},
		{`\cos^{-1} x`, x("0.5"), "1.04719755119659774615"},
		{`\tan^{-1}(1)`, nil, "0.785398163397448309616"},
		{`(\sin x)^{-1}`, x("0.5"), "2.08582964293348818577"},
		{`\sin^2 x`, x("0.5"), "0.229848847065930141299"},
		{`\sin 2x`, x("0.5"), "0.841470984807896506653"},
		{`1{,}5`, nil, "1.5"},
		{`0.\overline{3}`, nil, "1/3"},
		{`5\%`, nil, "0.05"},
		{`1.2\times10^{3}`, nil, "1200"},
		{`3\cdot10^5`, nil, "300000"},
		{`\binom{5}{2}`, nil, "10"},
		{`3!`, nil, "6"},
		{`\lceil 2.5\rceil`, nil, "3"},
		{`\lfloor 2.5\rfloor`, nil, "2"},
		{`\sqrt[3]{8}`, nil, "2"},
		{`\sum_{k=1}^{3}k`, nil, "6"},
		{`\overline{x}`, x("2"), "2"},
		{`\boxed{3}`, nil, "3"},
		{`\color{red}{2}`, nil, "2"},
		{`x_1+x_{12}`, []map[string]string{{"x_1": "1", "x_12": "2"}}, "3"},
		{`\alpha^2`, []map[string]string{{"alpha": "3"}}, "9"},
		{`i^2`, nil, "domain"},
		{`\frac{1}{0}`, nil, "domain"},
		{`\sqrt{-1}`, nil, "domain"},
		{`12:3\cdot 2`, nil, "none:ratio"},
		{`a\pm b`, []map[string]string{{"a": "1", "b": "2"}}, "none:\\pm"},
		{`5\text{ cm}`, nil, "none:unit"},
		{`\gamma`, nil, "none:EulerGamma"},
		{`(1,2)`, nil, "none:tuple"},
		{`\frac{d}{dx}x^2`, x("1"), "none:derivative"},
		{`4!!`, nil, "none:double factorial"},
		{`\frac12\%`, nil, "none:parse error"},
	} {
		prs, err := e.read(context.Background(), []string{ComputeEngine}, tc.tex, tc.points)
		if err != nil {
			t.Fatalf("%s: %v", tc.tex, err)
		}
		r := prs[0].Readings[0]
		switch {
		case tc.want == "domain":
			if r.Value != "" || r.Unparsed || r.Err == "" {
				t.Errorf("%s: want a domain outcome, have %+v", tc.tex, r)
			}
		case strings.HasPrefix(tc.want, "none:"):
			if r.Value != "" || !r.Unparsed || !strings.Contains(r.Err, strings.TrimPrefix(tc.want, "none:")) {
				t.Errorf("%s: want no value (%s), have %+v", tc.tex, tc.want, r)
			}
		default:
			v, err1 := parseNumber(r.Value)
			w, err2 := parseNumber(tc.want)
			if err1 != nil || err2 != nil || !casCtx.Near(v, w, 1e-20, 1e-20) {
				t.Errorf("%s: value %q (%s), want %s", tc.tex, r.Value, r.Err, tc.want)
			}
		}
	}
}

// TestConvertMathJSON: the numbers and shapes the parser can give.
func TestConvertMathJSON(t *testing.T) {
	for _, tc := range []struct{ src, want string }{
		{`{"num":"5e-2"}`, "5*10^{-2}"},
		{`{"num":"-1.25"}`, "-1.25"},
		{`{"num":"0.(3)"}`, "0.(3)"},
		{`["Add",1,{"sym":"x"}]`, "1+x"},
		{`{"fn":["Negate",2]}`, "-2"},
	} {
		x, _, err := convertMathJSON(tc.src)
		if err != nil {
			t.Errorf("%s: %v", tc.src, err)
			continue
		}
		if got := strings.ReplaceAll(ast.Print(x), " ", ""); got != tc.want {
			t.Errorf("%s: %s, want %s", tc.src, got, tc.want)
		}
	}
	deep := strings.Repeat(`["Negate",`, 300) + "1" + strings.Repeat("]", 300)
	if _, _, err := convertMathJSON(deep); err == nil || !strings.Contains(err.Error(), "nested") {
		t.Errorf("300 levels: %v", err)
	}
	for _, bad := range []string{`["Error","'missing'"]`, `{"num":"1.2.3"}`, `["Frobnicate",1]`, `[]`, `{"dict":{}}`} {
		if x, _, err := convertMathJSON(bad); err == nil {
			t.Errorf("%s: converted to %v", bad, x)
		}
	}
}
