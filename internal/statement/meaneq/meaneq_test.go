package meaneq

import "testing"

// TestRead: the sentences read, the items of each side; near misses not
// read.
func TestRead(t *testing.T) {
	for _, c := range []struct {
		problem     string
		left, right int
		set         bool
	}{
		{`The arithmetic mean of 7, 2, $x$ and 10 is 9. What is the value of $x$?`, 4, 1, false},
		{`Given that 10 is the arithmetic mean of the set $\{6, 13, 18, 4, x\}$, what is the value of $x$?`, 5, 1, true},
		{`The average of $x+6$, $6x+2$, and $2x+7$ is $4x-7$. What is $x$?`, 3, 1, false},
		{`The mean of $5$, $8$ and $17$ is equal to the mean of $12$ and $y$. What is the value of $y$?`, 3, 2, false},
	} {
		q, ok := Read(c.problem)
		if !ok || len(q.Left) != c.left || len(q.Right) != c.right || q.Set != c.set {
			t.Errorf("%q: got %v %d %d %v", c.problem, ok, len(q.Left), len(q.Right), q.Set)
		}
	}
	for _, p := range []string{
		`The mean of $5,8$ and $17$ is equal to the mean of $12$ and $y$. What is the value of $y$?`, // "5,8": a decimal comma or a list
		`The median of 7, 2, $x$ and 10 is 9. What is the value of $x$?`,                             // not a mean
		`The arithmetic mean of 7, 2, $x$ and $y$ is 9. What is the value of $x$?`,                   // two letters
		`The arithmetic mean of 7, 2, $x$ and 10 is 9. What is the value of $2x$?`,                   // another question
	} {
		if q, ok := Read(p); ok {
			t.Errorf("%q: read as %+v, want not read", p, q)
		}
	}
}
