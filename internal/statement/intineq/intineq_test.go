package intineq

import "testing"

// TestRead: the sentences read, what each asks and the domain; near
// misses not read.
func TestRead(t *testing.T) {
	for _, c := range []struct {
		problem string
		ask     Ask
		domain  Domain
		ineqs   int
	}{
		{`What is the greatest integer that satisfies $6 - x > -9$ ?`, AskMax, Integers, 1},
		{`What is the least positive integer value of $x$ for which the inequality $3x > 2x+1$ is true?`, AskMin, Positive, 1},
		{`Find the greatest whole number that will satisfy this inequality: $4x-3 < 2 - x $.`, AskMax, Whole, 1},
		{`How many positive integer solutions exist for $3(x-5)\le 7$ ?`, AskCount, Positive, 1},
		{`What is the sum of all positive integers $t$ such that $1.2t \leq 9.6$?`, AskSum, Positive, 1},
		{`If $-3\le x+5 \le 8$ and $x$ is an integer, what is the sum of all the possible solutions?`, AskSum, Integers, 1},
		{`What integer value of $n$ will satisfy $n + 10 > 11$ and $-4n > -12$?`, AskOne, Integers, 2},
		{`For what integer $x$ is $\frac 35 < \frac x7 < \frac 79$?`, AskOne, Integers, 1},
	} {
		q, ok := Read(c.problem)
		if !ok || q.Ask != c.ask || q.Domain != c.domain || len(q.Ineqs) != c.ineqs {
			t.Errorf("%q: got %v %+v, want ask %d domain %d with %d inequalities", c.problem, ok, q, c.ask, c.domain, c.ineqs)
		}
	}
	for _, p := range []string{
		`What is the greatest integer that satisfies $6 - x > -9$ and is even?`, // a word more
		`What is the greatest integer that satisfies $6 - x = -9$?`,             // an equation
		`What is the greatest integer that satisfies $6 - x > y$?`,              // two letters
		`What integer value of $n$ will satisfy $n > 1$ and $m < 3$?`,           // another letter
	} {
		if q, ok := Read(p); ok {
			t.Errorf("%q: read as %+v, want not read", p, q)
		}
	}
}
