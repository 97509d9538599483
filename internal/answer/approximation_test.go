package answer

import "testing"

func TestAsksApproximation(t *testing.T) {
	for problem, want := range map[string]bool{
		"Compute $\\frac13$.":                                   false,
		"Express your answer as a common fraction.":             false,
		"Simplify $\\sqrt{88}$.":                                false,
		"Find the roots of the equation.":                       false,
		"Round your answer to the nearest tenth.":               true,
		"Express the answer to two decimal places.":             true,
		"Express your answer as a decimal.":                     true,
		"What is $\\pi$ approximately?":                         true,
		"Give three significant figures.":                       true,
		"To the nearest whole number, how many miles?":          true,
		"Estimate the value of $\\sqrt{10}$.":                   true,
		"$x \\approx ?$":                                        true,
		"Find the area, rounded to the nearest hundredth.":      true,
		"The ground is not level; find the surrounding radius.": false,
		"Six people sit at a round table. In how many ways?":    false,
		"Round your answer to the nearest hundredth.":           true,
	} {
		if got := AsksApproximation(problem); got != want {
			t.Errorf("AsksApproximation(%q) = %t, want %t", problem, got, want)
		}
	}
}
