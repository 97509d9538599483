package mdtext

import (
	"strings"
	"testing"
)

// hostile are strings a row or a flag may hold.
var hostile = []string{
	"\r# INJECTED\r<script>alert(1)</script>",
	"a|b", "``x``", "`", "line1\nline2\r\n| x | y |", "[link](http://e)", "&lt;b&gt;", "\u2028# sep", "*b* _i_",
}

func TestOneLineAndNoMarkup(t *testing.T) {
	for _, s := range hostile {
		for name, got := range map[string]string{"Text": Text(s), "Code": Code(s), "CodeCell": CodeCell(s), "HTML": HTML(s)} {
			if strings.ContainsAny(got, "\r\n\u2028\u2029") {
				t.Errorf("%s(%q) = %q: more than one line", name, s, got)
			}
			if strings.Contains(got, "<script") && name != "Code" && name != "CodeCell" {
				t.Errorf("%s(%q) = %q: raw HTML", name, s, got)
			}
		}
		if got := Text(s); strings.Contains(strings.ReplaceAll(got, `\|`, ""), "|") || strings.Contains(strings.ReplaceAll(got, "\\`", ""), "`") {
			t.Errorf("Text(%q) = %q: an unescaped | or `", s, got)
		}
		if got := CodeCell(s); strings.Contains(strings.ReplaceAll(got, `\|`, ""), "|") {
			t.Errorf("CodeCell(%q) = %q: an unescaped |", s, got)
		}
	}
	for s, want := range map[string]string{"x": "`x`", "a`b": "``a`b``", "`x": "`` `x ``", "": "(empty)", "a\rb": "`a b`"} {
		if got := Code(s); got != want {
			t.Errorf("Code(%q) = %q, want %q", s, got, want)
		}
	}
	if got := Text("<b>&"); got != "&lt;b&gt;&amp;" {
		t.Errorf("Text: %q", got)
	}
}
