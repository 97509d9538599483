package statement

import (
	"regexp"
	"strconv"
	"strings"
)

// FormulaSlots reads a statement as prose with slots, the way the
// whole-statement readers match it against their sentences: the text
// outside the formulas in lower case with each formula replaced by a
// token, white space collapsed and no space left before ".", "?" or ",";
// and the formulas in order. The token is "§", or "§k" (k counted from
// 0) when numbered. A formula's trailing ".", "," or "?" is moved into the
// prose after its token, and a trailing "~" (a tie) is dropped.
func FormulaSlots(problem string, numbered bool) (string, []string) {
	var b strings.Builder
	var slots []string
	for _, p := range SplitDollars(UnicodeFix.Replace(problem)) {
		if !p.Math {
			b.WriteString(strings.ToLower(p.Text))
			continue
		}
		src := strings.TrimSpace(p.Text)
		trail := ""
		for len(src) > 0 && strings.ContainsRune(".,?~", rune(src[len(src)-1])) {
			if c := src[len(src)-1]; c != '~' {
				trail = string(c) + trail
			}
			src = strings.TrimSpace(src[:len(src)-1])
		}
		token := "§"
		if numbered {
			token += strconv.Itoa(len(slots))
		}
		b.WriteString(" " + token + " " + trail + " ")
		slots = append(slots, src)
	}
	t := strings.Join(strings.Fields(b.String()), " ")
	return spaceBeforePunct.ReplaceAllString(t, "$1"), slots
}

var spaceBeforePunct = regexp.MustCompile(` ([.?,])`)

// mathMarkRe is one inline formula $…$.
var mathMarkRe = regexp.MustCompile(`\$([^$]*)\$`)

// MathMarks replaces the i-th inline formula $F$ of p by "M<i>" followed
// by the periods and commas F ends with, and returns the formulas, each
// trimmed and without them.
func MathMarks(p string) (string, []string) {
	var slots []string
	p = mathMarkRe.ReplaceAllStringFunc(p, func(m string) string {
		body := strings.TrimSpace(m[1 : len(m)-1])
		trail := ""
		for len(body) > 0 && strings.ContainsRune(".,", rune(body[len(body)-1])) {
			trail = body[len(body)-1:] + trail
			body = strings.TrimSpace(body[:len(body)-1])
		}
		slots = append(slots, body)
		return "M" + strconv.Itoa(len(slots)-1) + trail
	})
	return p, slots
}
