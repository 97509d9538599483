package check

import (
	"context"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestCongruenceSolutions (issue 42, MATH Number Theory): an inverse modulo m asked in
// the range [0, m-1], a residue asked in words, and the count, sum,
// smallest, largest, or two smallest solutions of congruences in one
// unknown (a system written in an align environment), each decided by
// trying every integer of the range or of two periods from its closed
// end; a false fact stated, one more word, a wrong range or a different
// aggregate stay undecided (never refuted).
func TestCongruenceSolutions(t *testing.T) {
	cases := []struct {
		problem, answer string
		want            record.Verdict
		note            string
	}{
		{`Compute $17^{-1}\pmod{83}$. Express your answer as a residue from $0$ to $82$, inclusive.  (You may find it helpful to consider the fact that $17\cdot 5=85$.)`, "44", record.Confirm, "exactly one solves 17 n ≡ 1 (mod 83): 44"},
		{`Compute $17^{-1}\pmod{83}$. Express your answer as a residue from $0$ to $82$, inclusive.  (You may find it helpful to consider the fact that $17\cdot 5=86$.)`, "44", record.Undecided, "does not hold"},
		{`Compute $17^{-1}\pmod{83}$. Express your answer as a residue from $0$ to $81$, inclusive.`, "44", record.Undecided, ""},
		{`Compute $17^{-1}\pmod{83}$. Express your answer as a residue from $0$ to $82$, inclusive.`, "45", record.Refute, "not 45"},
		{`Compute $6^{-1}\pmod{84}$. Express your answer as a residue from $0$ to $83$, inclusive.`, "14", record.Undecided, "no integer"},
		{`Find $24^{-1} \pmod{11^2}$. That is, find the residue $b$ for which $24b \equiv 1\pmod{11^2}$.  Express your answer as an integer from $0$ to $11^2-1$, inclusive.`, "116", record.Confirm, "[0, 120]"},
		{`Find $24^{-1} \pmod{11^2}$. That is, find the residue $b$ for which $25b \equiv 1\pmod{11^2}$.  Express your answer as an integer from $0$ to $11^2-1$, inclusive.`, "116", record.Undecided, ""},
		{`Find an integer $n$ such that $0\leq n<398$ and $n$ is a multiplicative inverse to 7 modulo 398.`, "57", record.Confirm, "7 n ≡ 1 (mod 398)"},
		{`Notice that  \[35\cdot40=1400.\]Find some integer $n$ with $0\leq n<1399$ such that $n$ is the multiplicative inverse to 160 modulo 1399.`, "1058", record.Confirm, "exactly one"},
		{`Notice that  \[31\cdot37=1147.\]Find some integer $n$ with $0\leq n<2293$ such that  \[31n\equiv 3\pmod{2293}.\]`, "222", record.Confirm, "exactly one"},
		{`The numbers 60, 221, and 229 are the legs and hypotenuse of a right triangle.  Find the multiplicative inverse to 450 modulo 3599.  (Express your answer as an integer $n$ with $0\leq n<3599$.)`, "8", record.Confirm, "450 n ≡ 1"},
		{`The numbers 60, 221, and 228 are the legs and hypotenuse of a right triangle.  Find the multiplicative inverse to 450 modulo 3599.  (Express your answer as an integer $n$ with $0\leq n<3599$.)`, "8", record.Undecided, "does not hold"},
		{`If $$1+12+123+1234+12345+123456+1234567+12345678$$is congruent to $n$ modulo 9, where $0\le n<9$, what is the value of $n$?`, "3", record.Confirm, "exactly one"},
		{`Determine the residue of $-811\pmod{24}$. Your answer should be an integer in the range $0,1,2,\ldots,22,23$.`, "5", record.Confirm, "exactly one"},
		{`Determine the residue of $-811\pmod{24}$. Your answer should be an integer in the range $0,1,2,\ldots,21,22$.`, "5", record.Undecided, ""},
		{`Determine the number of solutions in $x$ of the congruence $64x\equiv 2\pmod {66}$ such that $0< x\le 100$.`, "3", record.Confirm, "3 solve"},
		{`Determine the number of solutions in $x$ of the congruence $64x\equiv 2\pmod {66}$ such that $0< x\le 100$.`, "2", record.Undecided, "not the answer 2"},
		{`How many integers from $-100$ to $100$ are congruent to $3 \pmod{11}?$`, `18 \text{ integers}`, record.Confirm, "18 solve"},
		{`How many integers from $-100$ to $100$ are congruent to $3 \pmod{11}?$`, `18 \text{ numbers}`, record.Undecided, "not an integer"},
		{`Given that $x$ is a positive integer less than 100, how many solutions does the congruence $x + 13 \equiv 55 \pmod{34}$ have?`, "3", record.Confirm, "the number of solutions"},
		{`What is the sum of all positive integer solutions less than or equal to $20$ to the congruence $13(3x-2)\equiv 26\pmod 8$?`, "36", record.Confirm, "the sum of the solutions"},
		{`What is the average of the two smallest positive integer solutions to the congruence $$14u \equiv 46 \pmod{100}~?$$`, "64", record.Confirm, "the mean of the two smallest"},
		{`What is the sum of the smallest and second-smallest positive integers $a$ satisfying the congruence $$27a\equiv 17 \pmod{40}~?$$`, "62", record.Confirm, "the sum of the two smallest"},
		{`What is the largest negative integer $x$ satisfying $$24x \equiv 15 \pmod{1199}~?$$`, "-449", record.Confirm, "the largest solution"},
		{`What is the largest negative integer $x$ satisfying $$24x \equiv 15 \pmod{1199}~?$$`, "750", record.Undecided, ""},
		{`What is the largest negative integer $x$ satisfying $$24x \equiv 15 \pmod{1200}~?$$`, "-449", record.Undecided, "no integer"},
		{`Determine the number of integers $x$ such that $0\le x< 12$ and $x$ satisfies the following system of equations: \begin{align*} &x-1\equiv 1-x\pmod {12},\\ &x-2\equiv 2-x\pmod{12}. \end{align*}`, "0", record.Confirm, "0 solve"},
		{`Determine the smallest non-negative integer $a$ that satisfies the congruences: \begin{align*} &a\equiv 2\pmod 3,\\ &a\equiv 4\pmod 5,\\ &a\equiv 6\pmod 7,\\ &a\equiv 8\pmod 9. \end{align*}`, "314", record.Confirm, "period 315"},
		{`Determine the smallest non-negative integer $a$ that satisfies the congruences: \begin{align*} &a\equiv 2\pmod 3,\\ &b\equiv 4\pmod 5. \end{align*}`, "314", record.Undecided, ""},
		{`Find the least positive four-digit solution to the following system of congruences. \begin{align*} 7x &\equiv 21 \pmod{14} \\ 2x+13 &\equiv 16 \pmod{9} \\ -2x+1 &\equiv x \pmod{25} \\ \end{align*}`, "1167", record.Confirm, "the smallest solution"},
		{`Find the least positive four-digit solution to the following system of congruences. \begin{align*} 7x &\equiv 21 \pmod{14} \\ 2x+13 &\equiv 16 \pmod{9} \\ -2x+1 &\equiv x \pmod{25} \\ \end{align*}`, "167", record.Undecided, ""},
		// The lcm of the moduli (a given modulo 7, the remainder modulo 5):
		// x = 3 and x = 10 both satisfy the given, so the remainder is not
		// determined.
		{`If $x\equiv 3\pmod{7}$, then what is the remainder when $x$ is divided by $5$?`, "3", record.Undecided, "undetermined"},
	}
	for _, c := range cases {
		r := Check(context.Background(), c.problem, c.answer, Options{Seed: 1, Timeout: testTimeout})
		if r.Verdict != c.want || !strings.Contains(r.Note, c.note) {
			t.Errorf("%q / %q: got %s (%s), want %s with %q", c.problem, c.answer, r.Verdict, r.Note, c.want, c.note)
		}
		if r.Verdict != record.Undecided && len(r.Evidence) == 0 {
			t.Errorf("%q / %q: %s without evidence", c.problem, c.answer, r.Verdict)
		}
	}
}
