package statement

import "strings"

// DisplayBrackets writes each display formula $$…$$ as \[…\] (the MATH
// corpus' own form, which the normalised text turns into $$…$$), so that
// a reader of whole sentences sees one form. A lone $$ is left as it is.
func DisplayBrackets(s string) string {
	if !strings.Contains(s, "$$") {
		return s
	}
	var b strings.Builder
	for {
		i := strings.Index(s, "$$")
		if i < 0 {
			break
		}
		j := strings.Index(s[i+2:], "$$")
		if j < 0 {
			break
		}
		b.WriteString(s[:i])
		b.WriteString(`\[`)
		b.WriteString(s[i+2 : i+2+j])
		b.WriteString(`\]`)
		s = s[i+2+j+2:]
	}
	b.WriteString(s)
	return b.String()
}
