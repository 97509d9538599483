package statement

import "testing"

// TestDisplayBrackets: $$…$$ pairs become \[…\]; a lone $$ stays.
func TestDisplayBrackets(t *testing.T) {
	for in, want := range map[string]string{
		"Compute\n$$z^2.$$ Then $$x$$.": "Compute\n\\[z^2.\\] Then \\[x\\].",
		"no display $x$":                "no display $x$",
		"lone $$ x":                     "lone $$ x",
	} {
		if got := DisplayBrackets(in); got != want {
			t.Errorf("DisplayBrackets(%q) = %q, want %q", in, got, want)
		}
	}
}
