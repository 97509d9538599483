package statement

import (
	"math/big"
	"regexp"
	"strings"
)

// Issue 25 (OlympiadBench): "In an arithmetic sequence, the first term is
// A and the last term is L. The sum of all the terms in the sequence is S.
// How many terms does the sequence have?" (the whole statement, with an
// optional parenthetical that defines an arithmetic sequence), A, L and S
// integers.

// ArithTermCountShape names the shape in notes.
const ArithTermCountShape = `"In an arithmetic sequence, the first term is A and the last term is L. The sum of all the terms in the sequence is S. How many terms does the sequence have?"`

// arithCountRe is the shape: A (group 1), L (2), S (3). The parenthetical
// is the definition of an arithmetic sequence word for word.
var arithCountRe = regexp.MustCompile(`^In an arithmetic sequence, the first term is \$?(-?\d+)\$? and the last term is \$?(-?\d+)\$?\s*\. The sum of all the terms in the sequence is \$?(-?\d+)\$?\s*\. How many terms does the sequence have\?(?: \(An arithmetic sequence is a sequence in which each term after the first is obtained from the previous term by adding a constant\. For example, 3, 5, 7, 9 is an arithmetic sequence with four terms\.\))?$`)

// ReadArithTermCount reads a statement of the shape ArithTermCountShape:
// the first term, the last term and the sum. ok is false for any other
// statement.
func ReadArithTermCount(problem string) (first, last, sum *big.Rat, ok bool) {
	m := arithCountRe.FindStringSubmatch(strings.TrimSpace(problem))
	if m == nil {
		return nil, nil, nil, false
	}
	var v [3]*big.Rat
	for k := range v {
		r, good := new(big.Rat).SetString(m[k+1])
		if !good || len(m[k+1]) > 30 {
			return nil, nil, nil, false
		}
		v[k] = r
	}
	return v[0], v[1], v[2], true
}
