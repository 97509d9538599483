package check

import (
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestWordQuestions: progressions, percentages and tangent lines are
// answered exactly; a shape the checkers do not know stays undecided.
func TestWordQuestions(t *testing.T) {
	runVerdictCases(t, []verdictCase{
		{"In an arithmetic progression $a_1=3$ and $d=4$. Find $a_{10}$.", "39", record.Confirm},
		{"In an arithmetic progression $a_1=3$ and $d=4$. Find $a_{10}$.", "43", record.Refute},
		{"In an arithmetic progression $a_1=3$ and $d=4$. Find the sum of its first $10$ terms.", "210", record.Confirm},
		{"In an arithmetic progression $a_1=3$ and $d=4$. Find the sum of its first $10$ terms.", "39", record.Refute},
		{"In a geometric progression $b_1=2$ and $q=3$. Find $b_5$.", "162", record.Confirm},
		{"In a geometric progression $b_1=2$ and $q=-3$. Find the sum of its first $4$ terms.", "-40", record.Confirm},
		{"In a geometric progression $b_1=2$ and $q=-3$. Find the sum of its first $4$ terms.", "40", record.Refute},
		// d given for a geometric progression: not the shape, denied.
		{"In a geometric progression $b_1=2$ and $d=3$. Find $b_5$.", "14", record.Undecided},
		// Another progression question: denied.
		{"In an arithmetic progression $a_3=7$ and $a_5=11$. Find $a_1$.", "3", record.Undecided},
		{"Find $15\\%$ of $240$.", "36", record.Confirm},
		{"Find $15\\%$ of $240$.", "24", record.Refute},
		{"Find $x$ of $240$.", "24", record.Undecided},
		{"What percentage of $80$ is $20$?", "25\\%", record.Confirm},
		{"What percentage of $80$ is $20$?", "20\\%", record.Refute},
		{"What percentage of $80$ is $20$?", "25", record.Undecided},
		{"Increase $200$ by $15\\%$.", "230", record.Confirm},
		{"Decrease $200$ by $15\\%$.", "170", record.Confirm},
		{"Decrease $200$ by $15\\%$.", "230", record.Refute},
		{"Find the equation of the tangent to the graph of $y=x^2-3x$ at the point $x_0=2$.", "y=x-4", record.Confirm},
		{"Find the equation of the tangent to the graph of $y=x^2-3x$ at the point $x_0=2$.", "y=x-3", record.Refute},
		{"Find the equation of the tangent to the graph of $y=x^2-3x$ at the point $x_0=2$.", "y=x^2-4", record.Undecided},
		{"Find the equation of the tangent to the graph of $y=\\sin x$ at the point $x_0=0$.", "y=x", record.Undecided},
	})
}
