package decide

import (
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// AnswerIs names an answer and its value in a note: "the answer 2^{10} is
// 1024", or only "the answer 1010" when the value reads as the answer's
// own text (never "the answer 1010 is 1010").
func AnswerIs(src, value string) string {
	s := statement.Clip(src, 60)
	if compact(src) == compact(value) {
		return "the answer " + s
	}
	return "the answer " + s + " is " + value
}

// compact is s without spaces, for comparing a text with a printed value.
func compact(s string) string { return strings.Join(strings.Fields(s), "") }
