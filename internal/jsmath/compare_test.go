package jsmath

import (
	"strings"
	"testing"
)

func TestCompareValues(t *testing.T) {
	third := "0.3333333333333333333333333333333333333333333333333333333333333333"
	cases := []struct {
		mathjs, native string
		digits         int
		agree          bool
		note           string
	}{
		{"0.9799999999999999999999999999999999999999999999999999999999999999", "0.98", 2, true, "rounds to the printed 0.98"},
		{"0.975", "0.98", 2, true, "within ±0.005"}, // a half rounds either way
		{"0.9749", "0.98", 2, false, "differs from the printed 0.98"},
		{"0.9851", "0.98", 2, false, "more than ±0.005"},
		{"3.4", "3", 0, true, "within ±0.5"},
		{"1234.5678", "1234.57", 2, true, ""},
		{third, "0.33333333333333333333333333333333333333", Exact, true, "agree to 30 significant digits"},
		{third, "0.3333333333333333333333333333", Exact, false, "differ (relative difference"},
		{"2.999999999999999999999999999999999999999999999999999999999999999", "3", Exact, true, ""},
		{"2.037035976334486086268445688409378161051468393665936250636140449e+90", "2037035976334486086268445688409378161051468393665936250636140449000000000000000000000000000", Exact, true, ""},
		{"2.037035976334486086268445688409378161051468393665936250636140449e+90", "2.0370359763344860862684456885e+90", Exact, false, ""},
		{"1e-40", "0", Exact, true, ""}, // absolute near zero
		{"1e-20", "0", Exact, false, ""},
		{"1e-40", "1.1e-40", Exact, true, ""}, // absolute: both tiny
		{"500", "500", Exact, true, "agree exactly"},
		{"-2", "2", Exact, false, ""},
		{"Infinity", "1", Exact, false, "not a finite decimal"},
		{"1", "", Exact, false, "native value"},
		{"i", "1", 2, false, "math.js value"},
	}
	for _, c := range cases {
		agree, note := CompareValues(c.mathjs, c.native, c.digits)
		if agree != c.agree || !strings.Contains(note, c.note) {
			t.Errorf("CompareValues(%.20s…, %.20s…, %d) = %v, %q; want %v, note containing %q",
				c.mathjs, c.native, c.digits, agree, note, c.agree, c.note)
		}
	}
}
