package check

import (
	"context"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestCongruence (issue 42): one congruence in one unknown whose range is
// stated, and a remainder under given congruences, decided by trying
// every integer of the range (every tuple of residues); a statement with
// one more word, a range holding two solutions or none, and a remainder
// the givens do not determine stay undecided.
func TestCongruence(t *testing.T) {
	cases := []struct {
		problem, answer string
		want            record.Verdict
		note            string
	}{
		{`What integer $n$ satisfies $0\le n<{101}$ and $$-314159\equiv n\pmod {101}~?$$`, "52", record.Confirm, "exactly one solves"},
		{`What integer $n$ satisfies $0\le n<{101}$ and $$-314159\equiv n\pmod {101}~?$$`, "153", record.Refute, "not 153"},
		{`What integer $n$ satisfies $0\le n<{101}$ and $$-314159\equiv n\pmod {101}~?$$`, "51", record.Refute, "not 51"},
		{`What integer $n$ satisfies $0\le n<{101}$ and $$-314159\equiv n\pmod {101}~?$$ Explain.`, "52", record.Undecided, ""},
		{`Find the integer $n$, $4 \le n \le 8$, such that \[n \equiv 7882 \pmod{5}.\]`, "7", record.Confirm, "only 7 satisfies"}, // integers.CheckIntRange reads it first
		{`Find the integer $n$, $4 \le n \le 8$, such that \[n \equiv 7882 \pmod{5}.\]`, "2", record.Refute, "the answer 2 differs"},
		{`Find the integer $n$, $0 \le n \le 8$, such that \[n \equiv 7882 \pmod{5}.\]`, "7", record.Undecided, "more than one"},
		{`Suppose $77\cdot 88\cdot 99 \equiv n\pmod{20}$, where $0\le n<20$.  What is the value of $n$?`, "4", record.Confirm, "exactly one"},
		{`Solve the congruence $11n \equiv 7 \pmod{43}$, as a residue modulo 43.  (Give an answer between 0 and 42.)`, "28", record.Confirm, "11n ≡ 7 (mod 43): 28"},
		{`Solve the congruence $11n \equiv 7 \pmod{43}$, as a residue modulo 43.  (Give an answer between 0 and 41.)`, "28", record.Undecided, ""},
		{`Solve the congruence $2n \equiv 4 \pmod{6}$, as a residue modulo 6.`, "2", record.Undecided, "more than one"},
		{`What is the unique three-digit positive integer $x$ satisfying $$100x\equiv 1\pmod{997}~?$$`, "668", record.Confirm, "[100, 999]"},
		{`Given that $8^{-1} \equiv 85 \pmod{97}$, find $64^{-1} \pmod{97}$, as a residue modulo 97.  (Give an answer between 0 and 96, inclusive.)`, "47", record.Confirm, "holds"},
		{`Given that $8^{-1} \equiv 84 \pmod{97}$, find $64^{-1} \pmod{97}$, as a residue modulo 97.  (Give an answer between 0 and 96, inclusive.)`, "47", record.Undecided, "does not hold"},
		{`If $a\equiv 18\pmod{42}$ and $b\equiv 73\pmod{42}$, then for what integer $n$ in the set $\{100,101,102,\ldots,140,141\}$ is it true that $$a-b\equiv n\pmod{42}~?$$`, "113", record.Confirm, "exactly one"},
		{`If $a\equiv 18\pmod{42}$ and $b\equiv 73\pmod{42}$, then for what integer $n$ in the set $\{100,101,102,\ldots,140,141\}$ is it true that $$a-b\equiv n\pmod{42}~?$$`, "29", record.Refute, ""},
		{`If $4x\equiv 8\pmod{20}$ and $3x\equiv 16\pmod{20}$, then what is the remainder when $x^2$ is divided by $20$?`, "4", record.Confirm, "every one that satisfies"},
		{`If $4x\equiv 8\pmod{20}$ and $3x\equiv 16\pmod{20}$, then what is the remainder when $x^2$ is divided by $20$?`, "24", record.Refute, "not 24"},
		{`If $4x\equiv 8\pmod{20}$, then what is the remainder when $x^2$ is divided by $20$?`, "4", record.Undecided, "undetermined"},
		{`If $a$ and $b$ are integers such that $ab\equiv 17\pmod{20}$, then what is the remainder when $(a+10)(b+10)$ is divided by $20$?`, "17", record.Confirm, "400 tuples"},
		{`If $3x+7\equiv 2\pmod{16}$, then $2x+11$ is congruent $\pmod{16}$ to what integer between $0$ and $15$, inclusive?`, "13", record.Confirm, ""},
		{`If $3x+7\equiv 2\pmod{16}$, then $2^x+11$ is congruent $\pmod{16}$ to what integer between $0$ and $15$, inclusive?`, "13", record.Undecided, "polynomial"},
		{`Let $a\equiv (3^{-1}+5^{-1}+7^{-1})^{-1}\pmod{11}$. What is the remainder when $a$ is divided by $11$?`, "10", record.Confirm, ""},
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
