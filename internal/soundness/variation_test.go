package soundness

import (
	"slices"
	"testing"
)

// TestVariationRecip: an answer to an inverse variation is mutated to its
// reciprocal, and only where the statement is read as one.
func TestVariationRecip(t *testing.T) {
	q := `Suppose $p$ and $q$ are inversely proportional. If $p=28$ when $q=7$, find the value of $p$ when $q=49$.`
	if got := answers(generate(q, `4`), VariationRecip); !slices.Equal(got, []string{`\frac{1}{4}`}) {
		t.Errorf("1/4 of 4: got %q", got)
	}
	if got := answers(generate(q, `1`), VariationRecip); len(got) != 0 {
		t.Errorf("1 is its own reciprocal: got %q", got)
	}
	if got := answers(generate(`Suppose $p$ and $q$ are directly proportional. If $p=28$ when $q=7$, find the value of $p$ when $q=49$.`, `196`), VariationRecip); len(got) != 0 {
		t.Errorf("direct variation is not read: got %q", got)
	}
}
