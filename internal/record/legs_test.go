package record

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestOutcomesRoundTrip: the typed outcomes are written as the strings the
// rows always carried, read back, and an unknown outcome is an error that
// names the leg.
func TestOutcomesRoundTrip(t *testing.T) {
	in := Legs{
		Parsers: &ParsersOutcome{Outcome: ParsersDisagree},
		MathJS:  &MathJSOutcome{Outcome: MathJSNotEvaluated, Recomputed: MathJSConfirm},
		Vision:  &VisionOutcome{Outcome: VisionNotReread},
	}
	b, err := json.Marshal(in)
	if err != nil {
		t.Fatal(err)
	}
	want := `{"parsers":{"outcome":"disagree","note":""},"mathjs":{"outcome":"not-evaluated","note":"","recomputed":"confirm"},"vision":{"outcome":"not-reread","note":""}}`
	if string(b) != want {
		t.Fatalf("JSON %s, want %s", b, want)
	}
	var out Legs
	if err := json.Unmarshal(b, &out); err != nil || out.MathJS.Recomputed != MathJSConfirm || out.Vision.Outcome != VisionNotReread {
		t.Fatalf("read back %+v: %v", out, err)
	}
	for _, bad := range []string{`{"mathjs":{"outcome":"maybe"}}`, `{"parsers":{"outcome":"confirm"}}`, `{"vision":{"outcome":"agreed"}}`} {
		if err := json.Unmarshal([]byte(bad), &out); err == nil || !strings.Contains(err.Error(), "unknown leg") {
			t.Errorf("%s: %v", bad, err)
		}
	}
	if got := LegMathJS.String() + ", " + WantClaimedSet.String(); got != "leg 3 (math.js), holds exactly on the claimed set" {
		t.Errorf("names: %s", got)
	}
}

// TestMathJSReading: leg 3 finding that an answer fails reads as agreement
// when leg 1 refutes it, and "contradicts" only when the engines disagree
// (as the status stage flags them).
func TestMathJSReading(t *testing.T) {
	for _, tc := range []struct {
		v    Verdict
		r    MathJSResult
		want string
	}{
		{Refute, MathJSContradict, "agrees the gold is wrong"},
		{Confirm, MathJSConfirm, "agrees the gold is right"},
		{Confirm, MathJSContradict, "contradicts leg 1: finds the gold wrong"},
		{Refute, MathJSConfirm, "contradicts leg 1: finds the gold right"},
		{Undecided, MathJSContradict, "finds the gold wrong"},
		{VerdictNone, MathJSConfirm, "finds the gold right"},
		{Refute, MathJSNotEvaluated, "not-evaluated"},
	} {
		if got := MathJSReading(tc.v, tc.r); got != tc.want {
			t.Errorf("MathJSReading(%s, %s) = %q, want %q", tc.v, tc.r, got, tc.want)
		}
	}
}
