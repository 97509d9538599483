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
