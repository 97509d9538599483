package check

import (
	"context"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestDefinitionsSubstituted: functions and operators the statement
// defines are substituted into the question (issue 25, capability 4a); a
// piecewise function takes the branch decided exactly at its argument, an
// inverse is the one real solution; anything the shapes do not account for
// leaves the row to the statement's usual reading.
func TestDefinitionsSubstituted(t *testing.T) {
	cases := []struct {
		problem, answer string
		want            record.Verdict
		note            string
	}{
		{"If $f(x) = 3x + 1$, what is $f(3)$?", "10", record.Confirm, "f(3) = 3 \\cdot 3 + 1, substituted"},
		{"If $f(x) = 3x + 1$, what is $f(3)$?", "11", record.Refute, "f(x) = 3x + 1 read from the statement"},
		{"Let $f(x)=x^2-2x$. What is the value of $f(-1)$?", "3", record.Confirm, "evaluates to 3"},
		{"If $g(x)=2x-1$ and $f(x)=x^2$, what is $f(g(3))$?", "25", record.Confirm, "f(g(3))"},
		{"If $t(x) = 3-g(x)$ and $g(x) = \\sqrt{x}$, then what is $t(g(16))$?", "1", record.Confirm, "t(x) = 3-g(x)"},
		{"Let \\[f(x) = \\begin{cases} 3x + 5 &\\text{if }x<-3, \\\\ 7-4x&\\text{if }x\\ge -3. \\end{cases} \\]Find $f(-10)$.", "-25", record.Confirm, "f(-10) by the branch x < -3"},
		{"Let \\[f(x) = \\begin{cases} 3x + 5 &\\text{if }x<-3, \\\\ 7-4x&\\text{if }x\\ge -3. \\end{cases} \\]Find $f(-3)$.", "19", record.Confirm, "f(-3) by the branch x \\ge -3"},
		{"Let \\[f(x) = \\begin{cases} 3x + 5 &\\text{if }x<-3, \\\\ 7-4x&\\text{if }x\\ge -3. \\end{cases} \\]Find $f(-3)$.", "-4", record.Refute, "evaluates to 19"},
		{"The operation $\\#$ is defined as $a \\# b = a + \\frac{a}{b}$. What is the value of $6 \\# 2$?", "9", record.Confirm, "a \\# b = a + \\frac{a}{b} read from the statement"},
		{"Define $a \\star b = a^b + ab$. What is $3 \\star 5$?", "258", record.Confirm, "evaluates to 258"},
		{"Let $a \\clubsuit b = \\frac{2a}{b} \\cdot \\frac{b}{a}$. What is $(5 \\clubsuit (3 \\clubsuit 6)) \\clubsuit 1$?", "2", record.Confirm, "evaluates to 2"},
		{"If $f(x)=4x^3+1$, find $f^{-1}(33)$.", "2", record.Confirm, "f^{-1}(33) = 2, the one real x with f(x) = 33"},
		{"If $f(x) = \\frac{4x+1}{3}$ what is the value of $\\left[f^{-1}(1)\\right]^{-1}$?", "2", record.Confirm, "f^{-1}(1) = 1/2"},
		{"Consider the function $g(x) = 3$.  Find $g(2)$.", "4", record.Refute, "the value is 3; the answer is 4"},
		{"For each pair of real numbers $a \\ne b$, define the operation $\\star$ as \\[(a \\star b) = \\frac{a + b}{a - b}.\\]What is the value of $((1 \\star 2) \\star 4)$?", "-\\frac{1}{7}", record.Confirm, "1 ≠ 2, -3 ≠ 4"},
		{"For each pair of real numbers $a \\ne b$, define the operation $\\star$ as \\[(a \\star b) = a b.\\]What is the value of $(2 \\star 2)$?", "4", record.Undecided, ""},
		{"Define $f(x) = \\frac{x^2 + 2x + 3}{x}$ and $g(x) = x^3 + 2$. Evaluate $g(f(x))$ when $x = -3$.", "-6", record.Confirm, "g(f(x)) at x = -3"},
		{"If $h(y)=\\dfrac{1+y}{2-y}$, then what is the value of $h^{-1}(5)$? Express your answer in simplest form.", "1.5", record.Undecided, ""},
		// Not read: a grouping not written, a recursive definition, an
		// inverse with two real solutions, a condition not decided, an
		// extra word.
		{"If $a*b=a^2+ab-b^2$, find $3*2*1$.", "11", record.Undecided, ""},
		{"If $a \\star b = a - b$, what is $-2 \\star 3$?", "-5", record.Undecided, ""},
		{"If $f(x) = f(x-1) + 1$, what is $f(3)$?", "3", record.Undecided, ""},
		{"If $f(x)=x^2$, find $f^{-1}(4)$.", "2", record.Undecided, ""},
		{"Let \\[f(x) = \\begin{cases} 1 &\\text{if }x<2, \\\\ 2&\\text{if }x> 1. \\end{cases} \\]Find $f(3/2)$.", "1", record.Undecided, ""},
		{"If $f(x) = 3x + 1$ for positive $x$, what is $f(3)$?", "10", record.Undecided, ""},
		{"If $f(x) = 3x + 1$, what is $f(a)$?", "3a+1", record.Undecided, ""},
	}
	for _, c := range cases {
		r := Check(context.Background(), c.problem, c.answer, Options{Seed: 1, Timeout: testTimeout})
		if r.Verdict != c.want || !strings.Contains(r.Note, c.note) {
			t.Errorf("%q / %q: got %s (%s), want %s with %q", c.problem, c.answer, r.Verdict, r.Note, c.want, c.note)
		}
	}
}
