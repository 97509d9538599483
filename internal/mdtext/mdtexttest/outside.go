// Package mdtexttest helps tests check the structure of Markdown that
// carries hostile text.
package mdtexttest

import (
	"regexp"
	"strings"
	"testing"
)

// OutsideCode returns line without its code spans (a run of n backticks
// up to the next run of exactly n), where HTML and marks are literal.
func OutsideCode(line string) string {
	var b strings.Builder
	for i := 0; i < len(line); {
		if line[i] != '`' {
			b.WriteByte(line[i])
			i++
			continue
		}
		n := 0
		for i+n < len(line) && line[i+n] == '`' {
			n++
		}
		fence := strings.Repeat("`", n)
		end := -1
		for j := i + n; j < len(line); {
			k := strings.Index(line[j:], fence)
			if k < 0 {
				break
			}
			k += j
			m := 0
			for k+m < len(line) && line[k+m] == '`' {
				m++
			}
			if m == n {
				end = k
				break
			}
			j = k + m
		}
		if end < 0 {
			b.WriteString(fence) // an unmatched run is literal backticks
			i += n
			continue
		}
		i = end + n
	}
	return b.String()
}

// Lines splits md on CR and LF (a renderer may break a line on either).
func Lines(md string) []string {
	return strings.FieldsFunc(md, func(r rune) bool { return r == '\r' || r == '\n' })
}

// CheckNoInjection fails t when a line of md starts with an injected
// heading (a line starting with one of heads once trimmed), holds a CR,
// or holds an HTML tag outside a code span other than those of allowed.
func CheckNoInjection(t testing.TB, md string, heads []string, allowed ...string) {
	t.Helper()
	if strings.Contains(md, "\r") {
		t.Errorf("the Markdown holds a carriage return")
	}
	for _, l := range Lines(md) {
		for _, h := range heads {
			if strings.HasPrefix(strings.TrimSpace(l), h) {
				t.Errorf("injected line %q", l)
			}
		}
		out := OutsideCode(l)
		for _, a := range allowed {
			out = strings.ReplaceAll(out, a, "")
		}
		if tag.MatchString(out) {
			t.Errorf("HTML outside a code span in %q", l)
		}
	}
}

// tag is the start of an HTML tag, comment or declaration.
var tag = regexp.MustCompile(`<[A-Za-z/!?]`)
