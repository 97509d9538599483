package statement

import "strings"

// DollarAnswer returns a normalised answer (one LaTeX formula, its prose in
// \text{…}, as the dataset's normaliser writes it) in the raw form of the
// books: the \text{…} parts as prose and the parts between them as
// $…$ formulas. "\text{Solution is: }[x=1, y=2]" becomes "Solution is:
// $[x=1, y=2]$", "\text{Any }h\text{ will work}" becomes "Any $h$ will
// work", "h=4" becomes "$h=4$". An answer that already has a $ is returned
// as it is; so is one with a nested brace inside \text (not split safely).
// Used by the whole-statement shapes of the linear-algebra books, which
// read the raw form (issue 25, p1).
func DollarAnswer(answer string) string {
	s := strings.TrimSpace(answer)
	if s == "" || strings.Contains(s, "$") {
		return answer
	}
	var b strings.Builder
	last := 0
	math := func(m string) {
		if t := strings.TrimSpace(m); t != "" {
			b.WriteString("$" + t + "$")
		}
	}
	parts, ok := topLevelText(s)
	if !ok {
		return answer
	}
	for _, l := range parts {
		math(s[last:l[0]])
		b.WriteString(s[l[2]:l[3]])
		last = l[1]
	}
	math(s[last:])
	return b.String()
}

// topLevelText finds the \text{…} parts outside every brace (a \text
// inside a formula's braces, "i^{\text {th }}", stays in the formula):
// [start, end, content start, content end] each. A \text whose content
// holds a brace is not split: ok is false.
func topLevelText(s string) ([][4]int, bool) {
	var out [][4]int
	depth := 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '{':
			depth++
		case '}':
			depth--
		case '\\':
			if depth != 0 || !strings.HasPrefix(s[i:], `\text{`) {
				continue
			}
			open := i + len(`\text{`)
			end := strings.IndexAny(s[open:], "{}")
			if end < 0 || s[open+end] != '}' {
				return nil, false
			}
			out = append(out, [4]int{i, open + end + 1, open, open + end})
			i = open + end
		}
	}
	return out, true
}

// SolutionIsAnswer turns the normalised "\text{Solution is: }F" (F with no
// other \text and no $) into the books' raw "Solution is: $F$", which the
// answer reader knows; any other answer is returned as it is.
func SolutionIsAnswer(answer string) string {
	s := strings.TrimSpace(answer)
	rest, ok := strings.CutPrefix(s, `\text{Solution is: }`)
	if !ok || rest == "" || strings.Contains(rest, `\text`) || strings.Contains(rest, "$") {
		return answer
	}
	return "Solution is: $" + rest + "$"
}
