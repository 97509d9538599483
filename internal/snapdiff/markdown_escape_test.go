package snapdiff

import (
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/mdtext/mdtexttest"
)

// TestMarkdownEscapesHostileText: a gold answer, an id and a collection
// with CR, LF, |, backticks or HTML pass into the release notes as text:
// no line of the notes is an injected heading or HTML element.
func TestMarkdownEscapesHostileText(t *testing.T) {
	hostile := "\r# INJECTED\r<script>alert(1)</script>`|`\n# TOO"
	old := rows(10)
	items := rows(10)
	items[1].FinalAnswer = hostile
	items[1].FinalAnswerBoxed = `\boxed{x}`
	items[2].Collection = hostile
	items[2].ID = "dgn.x.1.002"
	d, err := compare(t, emit(t, old), emit(t, items))
	if err != nil {
		t.Fatal(err)
	}
	for _, fold := range []int{0, 1} {
		md := string(d.Markdown(MarkdownOptions{FoldAt: fold}))
		if !strings.Contains(md, "INJECTED") {
			t.Fatalf("the notes do not show the changed gold answer:\n%s", md)
		}
		mdtexttest.CheckNoInjection(t, md, []string{"# INJECTED", "# TOO"}, "<details>", "</details>", "<summary>", "</summary>")
	}
}
