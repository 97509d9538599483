package decide

import "testing"

// TestAnswerIs: a note never says "the answer 1010 is 1010".
func TestAnswerIs(t *testing.T) {
	for _, tc := range []struct{ src, value, want string }{
		{"1010", "1010", "the answer 1010"},
		{" 1010 ", "1010", "the answer  1010 "},
		{"2^{10}", "1024", "the answer 2^{10} is 1024"},
		{`\frac{1}{2}`, "1/2", `the answer \frac{1}{2} is 1/2`},
	} {
		if got := AnswerIs(tc.src, tc.value); got != tc.want {
			t.Errorf("AnswerIs(%q, %q) = %q, want %q", tc.src, tc.value, got, tc.want)
		}
	}
}
