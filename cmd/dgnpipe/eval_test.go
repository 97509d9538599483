package main

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"
)

func TestEvalCommand(t *testing.T) {
	cases := []struct {
		args []string
		code int
		out  string // stdout, trimmed
	}{
		{[]string{"eval", `12 : 3 \cdot 2`}, 0, "8"},
		{[]string{"eval", `$2\frac{1}{3}$`}, 0, "2.333333333333333333333333333333333333333 = 7/3"},
		{[]string{"eval", "--digits", "5", `\sqrt{2}`}, 0, "1.4142"},
		{[]string{"eval", "--at", `x=\frac{1}{2},y=0,5`, "--", "-x+y"}, 0, "0"},
		{[]string{"eval", `\tg 90^\circ`}, 0, "undefined: tan is undefined at π/2"},
		{[]string{"eval", "x+1"}, 0, "undefined: variable x has no value"},
		{[]string{"eval", `2^{2^{2^{100}}}`}, 0, "undefined: power with exponent ~2^101 is out of range"},
		{[]string{"eval", `\frac{1}{`}, 1, ""},
		{[]string{"eval"}, 2, ""},
		{[]string{"eval", "1", "2"}, 2, ""},
		{[]string{"eval", "--at", "1=2", "x"}, 2, ""},
	}
	for _, tc := range cases {
		code, stdout, stderr := execute(t, tc.args...)
		if code != tc.code || strings.TrimSpace(stdout) != tc.out {
			t.Errorf("dgnpipe %q: exit %d, stdout %q, stderr %q; want exit %d, stdout %q", tc.args, code, stdout, stderr, tc.code, tc.out)
		}
	}
}

func TestEvalJSON(t *testing.T) {
	cases := []struct {
		args []string
		want evalResult
	}{
		{[]string{"eval", "--json", `\left(\frac{1}{2}\right)^{-1}`}, evalResult{Value: "2", Exact: "2"}},
		{[]string{"eval", "--json", `\lg 0`}, evalResult{Error: "logarithm of the non-positive number 0", Kind: "domain"}},
		{[]string{"eval", "--json", `\sin^2 2\alpha`, "--at", "alpha=0.3"},
			evalResult{Value: "0.31882112276166321118081332218846198983"}},
		{[]string{"eval", "--json", "--at", `alpha={`, `\alpha`}, evalResult{Kind: "parse"}},
	}
	for _, tc := range cases {
		_, stdout, _ := execute(t, tc.args...)
		var got evalResult
		if err := json.Unmarshal([]byte(stdout), &got); err != nil {
			t.Fatalf("dgnpipe %q: %v in %q", tc.args, err, stdout)
		}
		if tc.want.Kind == "parse" {
			if got.Kind != "parse" || !strings.Contains(got.Error, "--at alpha") {
				t.Errorf("dgnpipe %q = %+v, want a parse error of --at alpha", tc.args, got)
			}
			continue
		}
		if !reflect.DeepEqual(got, tc.want) {
			t.Errorf("dgnpipe %q = %+v, want %+v", tc.args, got, tc.want)
		}
	}
}

// TestEvalLegs reads the colon hazard with every engine: ours and math.js
// (given our tree) say 8; a general-purpose parser reads 12/(3*2) = 2, so
// the readings do not agree. The engines warm up for several seconds on
// first use, far longer under the race detector: the time limit is
// generous, as the readings, not their speed, are tested.
func TestEvalLegs(t *testing.T) {
	_, stdout, _ := execute(t, "eval", "--legs", "--json", "--timeout", "2m", `12 : 3 \cdot 2`)
	var got evalResult
	if err := json.Unmarshal([]byte(stdout), &got); err != nil {
		t.Fatalf("%v in %q", err, stdout)
	}
	if got.Value != "8" || got.Agree == nil {
		t.Fatalf("eval --legs = %+v", got)
	}
	byReader := map[string]reading{}
	for _, r := range got.Readings {
		byReader[r.Reader] = r
	}
	if byReader["native"].Value != "8" {
		t.Errorf("native reading = %+v", byReader["native"])
	}
	if js, ok := byReader["mathjs"]; !ok || (js.Value != "8" && !strings.Contains(js.Error, "bundle not built")) {
		t.Errorf("mathjs reading = %+v", js)
	}
	if k, ok := byReader["katex"]; ok && k.Value != "" {
		if k.Value == "8" || *got.Agree {
			t.Errorf("katex reads %q and agree=%v; want the general reading 2 and a disagreement", k.Value, *got.Agree)
		}
	}
}
