package check

import (
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestProgCond: an arithmetic or geometric sequence given by equations
// between its terms a_k and sums S_k (issue 42, Gaokao): the quantity
// asked takes one value on every real solution and is compared with the
// answer; two values, no real solution, or one unread word: undecided.
func TestProgCond(t *testing.T) {
	C, R, U := record.Confirm, record.Refute, record.Undecided
	geo := `Let $S_{n}$ be the sum of the first $n$ items of a geometric sequence $\{a_{n}\}$. `
	runAuditCases(t, []auditCase{
		// Two real solutions (u, w) = (-1/3, 2), (1, -2), one value of S_8.
		{geo + `If $S_{4}=-5$ and $S_{6}=21S_{2}$, find $S_{8}$.`, `-85`, C, "found exactly"},
		{geo + `If $S_{4}=-5$ and $S_{6}=21S_{2}$, find $S_{8}$.`, `-84`, R, "not the answer -84"},
		{geo + `If $S_{4}=-5$ and $S_{6}=21S_{2}$, find $S_{7}$.`, `43`, U, ""}, // S_7 is -127/3 or 43: two values
		// The first term free: the ratio from y's eliminant.
		{`Let $S_{n}$ be the sum of the first $n$ members of a geometric sequence $\{a_{n}\}$. If $8S_{6}=7S_{3}$, find the common ratio of $\{a_{n}\}$.`, `-\frac{1}{2}`, C, "one real root -1/2"},
		{`Let $S_{n}$ be the sum of the first $n$ members of a geometric sequence $\{a_{n}\}$. If $8S_{6}=7S_{3}$, find the common ratio of $\{a_{n}\}$.`, `\frac{1}{2}`, R, "not the answer 1/2"},
		// Irrational solutions, one rational value.
		{`Sequence $\{a_{n}\}$ is a geometric sequence in which $a_{2}a_{4}a_{5} = a_{3}a_{6}$ and $a_{9}a_{10}=-8$. Find $a_{7}$`, `-2`, C, "y^{3} + 8"},
		{`Sequence $\{a_{n}\}$ is a geometric sequence in which $a_{2}a_{4}a_{5} = a_{3}a_{6}$ and $a_{9}a_{10}=-8$. Find $a_{7}$`, `2`, U, ""}, // no exact point to refute at
		// The positive ratio picks one of the real solutions w = 2, -1, -2.
		{`In the geometric sequence $\{a_{n}\}$, $a_{1}=1$ and the common ratio is positive. Let $S_{n}$ be the sum of the first n members. If $S_{5}=5S_{3}-4$, find $S_{4}$.`, `15`, C, "w > 0"},
		{`In the geometric sequence $\{a_{n}\}$, $a_{1}=1$. Let $S_{n}$ be the sum of the first n members. If $S_{5}=5S_{3}-4$, find $S_{4}$.`, `15`, U, ""},
		// Arithmetic: linear equations.
		{`Let $S_{n}$ be the sum of the first $n$ terms of an arithmetic sequence $\{a_{n}\}$. If $a_{3}=5$ and $S_{4}=16$, find $a_{10}$.`, `19`, C, ""},
		{`Let $S_{n}$ be the sum of the first $n$ terms of an arithmetic sequence $\{a_{n}\}$. If $a_{3}=5$ and $S_{4}=16$, find $a_{10}$.`, `20`, R, ""},
		// No real solution (a_5 = 5 and 3d^2 - 10d + 20 = 0): undecided.
		{`Let $S_{n}$ be the sum of the first $n$ members of an arithmetic sequence $\{a_{n}\}$. If $a_{2}+a_{8}=10$ and $a_{4}a_{8}=45$, find $S_{5}$.`, `20`, U, ""},
		// One more word, an index that is not a number, a sum not defined.
		{`Let $S_{n}$ be the sum of the first $n$ terms of an arithmetic sequence $\{a_{n}\}$. If $a_{3}=5$ and $S_{4}=16$, find $a_{10}$ quickly.`, `19`, U, ""},
		{`Let $S_{n}$ be the sum of the first $n$ terms of an arithmetic sequence $\{a_{n}\}$. If $a_{3}=5$ and $S_{4}=16$, find $a_{n}$.`, `19`, U, ""},
		{`In the arithmetic sequence $\{a_{n}\}$, $a_{3}=5$ and $S_{4}=16$. Find $a_{10}$.`, `19`, U, ""},
		// Issue 42 (Gaokao): the step given in words, a sum asked with its
		// definition after it.
		{`In geometric sequence $\{a_{n}\}$, the common ratio $r$ is 2 and the first item $a_{1}=3$. Find $S_{6}$, the sum of the first 6 items.`, `$189$`, C, ""},
		{`In geometric sequence $\{a_{n}\}$, the common ratio $r$ is 2 and the first item $a_{1}=3$. Find $S_{6}$, the sum of the first 6 items.`, `$381$`, R, ""}, // S_7
		{`In geometric sequence $\{a_{n}\}$, the common ratio $r$ is 2 and the first item $a_{1}=3$. Find $S_{6}$, the sum of the first 5 items.`, `$189$`, U, ""},
		{`In geometric sequence $\{a_{n}\}$, the common difference $r$ is 2 and the first item $a_{1}=3$. Find $S_{6}$, the sum of the first 6 items.`, `$189$`, U, ""},
		{`In arithmetic sequence $\{a_{n}\}$, the common difference is -2 and the first term $a_{1}=3$. Find $S_{6}$, the sum of the first 6 terms.`, `$-12$`, C, ""},
		{`The common ratio $r$ is 2. In geometric sequence $\{a_{n}\}$, the first item $a_{1}=3$. Find $S_{6}$, the sum of the first 6 items.`, `$189$`, U, ""}, // the step before the kind
		// The kind named twice, differently.
		{`In the arithmetic sequence $\{a_{n}\}$, $a_{3}=5$. Let $S_{n}$ be the sum of the first $n$ terms of a geometric sequence $\{a_{n}\}$. If $S_{4}=16$, find $a_{10}$.`, `19`, U, ""},
	})
}
