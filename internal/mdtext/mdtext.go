// Package mdtext escapes text written into Markdown (the dataset card,
// diff's release notes, compare's tables), so that a value read from a
// row or a flag cannot start a line, a heading, a table row, a link or an
// HTML element. Every function turns CR, LF and the other control and
// line-breaking characters into a space first: what it returns is one
// line.
package mdtext

import (
	"strings"
	"unicode"
)

// oneLine replaces every control character (CR, LF, tab, NUL...) and the
// Unicode line and paragraph separators with a space.
func oneLine(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsControl(r) || r == '\u2028' || r == '\u2029' || r == '\u0085' {
			return ' '
		}
		return r
	}, s)
}

// text escapes with a backslash every ASCII punctuation character that
// Markdown or GitHub's flavour gives a meaning, and writes & < > as
// entities (no HTML element or entity passes).
var text = strings.NewReplacer(
	`\`, `\\`, "`", "\\`", "*", `\*`, "_", `\_`, "[", `\[`, "]", `\]`,
	"(", `\(`, ")", `\)`, "#", `\#`, "|", `\|`, "!", `\!`, "~", `\~`,
	"<", "&lt;", ">", "&gt;", "&", "&amp;",
).Replace

// Text is s as inline Markdown prose, shown as it is: one line, every
// mark escaped. It is safe in a table cell and in a heading.
func Text(s string) string { return text(oneLine(s)) }

// Code is s as an inline code span (outside a table): one line, fenced by
// more backticks than s holds in a row; "(empty)" for an empty s.
func Code(s string) string {
	s = oneLine(s)
	if strings.TrimSpace(s) == "" {
		return "(empty)"
	}
	longest, run := 0, 0
	for _, r := range s {
		if r == '`' {
			run++
			longest = max(longest, run)
		} else {
			run = 0
		}
	}
	fence := strings.Repeat("`", longest+1)
	if strings.HasPrefix(s, "`") || strings.HasSuffix(s, "`") || (strings.HasPrefix(s, " ") && strings.HasSuffix(s, " ")) {
		return fence + " " + s + " " + fence
	}
	return fence + s + fence
}

// CodeCell is Code for a table cell: a | is escaped as \| (GitHub's
// tables split cells on | even inside a code span, and drop the
// backslash there).
func CodeCell(s string) string { return strings.ReplaceAll(Code(s), "|", `\|`) }

// HTML is s as the text of an HTML element (a <summary>): one line, with
// & < > " and ' as entities.
func HTML(s string) string {
	return strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&quot;", "'", "&#39;").Replace(oneLine(s))
}
