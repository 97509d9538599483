package statement

import "testing"

// TestReadSequence: the whole statement must be clauses the reader knows;
// the kind must be named once; the question and the terms are read.
func TestReadSequence(t *testing.T) {
	cases := []struct {
		problem string
		ok      bool
		ask     SeqAsk
		n       int
		terms   int
		geom    bool
	}{
		{`What is the 100th term of the arithmetic sequence 6, 10, 14, 18, ...?`, true, SeqAskTerm, 100, 4, false},
		{`The second and ninth terms of an arithmetic sequence are 2 and 30, respectively. What is the fiftieth term?`, true, SeqAskTerm, 50, 2, false},
		{`Find the $15^{\text{th}}$ term in the geometric sequence $1$, $4$, $16$, $\ldots$.`, true, SeqAskTerm, 15, 3, true},
		{`Find the sum of the first five terms in the geometric sequence $\frac13,\frac19,\frac1{27},\dots$.`, true, SeqAskSum, 5, 3, true},
		{`How many integers belong to the arithmetic sequence 13, 20, 27, 34, $\dots$, 2008?`, true, SeqAskCount, 0, 4, false},
		{`The first three terms of an arithmetic sequence are 1, 10 and 19, respectively. What is the value of the 21st term?`, true, SeqAskTerm, 21, 3, false},
		// No kind named: "1, 2, 4, …" is not guessed.
		{`What is the 10th term of the sequence 1, 2, 4, ...?`, false, 0, 0, 0, false},
		// Two sequences named.
		{`The first term of an arithmetic sequence is 2 and the first term of a geometric sequence is 3. What is the second term?`, false, 0, 0, 0, false},
		// A word no clause knows.
		{`What is the 100th term of the increasing arithmetic sequence 6, 10, 14, 18, ...?`, false, 0, 0, 0, false},
		{`What is the 100th term of the arithmetic sequence 6, 10, 14, 18, ...? Round to the nearest ten.`, false, 0, 0, 0, false},
		// A wrong ordinal suffix, a term with a letter, a thousands comma.
		{`What is the 22th term of the arithmetic sequence 6, 10, 14, ...?`, false, 0, 0, 0, false},
		{`What is the 10th term of the arithmetic sequence 6, x, 14, ...?`, false, 0, 0, 0, false},
		{`What is the 10th term of the geometric sequence 1,000,000, 500,000, ...?`, false, 0, 0, 0, false},
		// No question.
		{`The first term of an arithmetic sequence is 2 and the fifth term is 10.`, false, 0, 0, 0, false},
	}
	for _, c := range cases {
		seq, ok := ReadSequence(c.problem)
		if ok != c.ok {
			t.Errorf("%q: read %v, want %v", c.problem, ok, c.ok)
			continue
		}
		if !ok {
			continue
		}
		if seq.Ask != c.ask || seq.N != c.n || len(seq.Terms) != c.terms || seq.Geometric != c.geom {
			t.Errorf("%q: ask %d n %d terms %d geometric %v, want %d %d %d %v", c.problem, seq.Ask, seq.N, len(seq.Terms), seq.Geometric, c.ask, c.n, c.terms, c.geom)
		}
	}
}
