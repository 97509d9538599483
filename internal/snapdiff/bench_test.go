package snapdiff

import (
	"fmt"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/split"
)

// mathSized builds 12,552 rows (MATH's 12,500 and the 52 exercises) with
// MATH-like text: some 300 characters of problem, 600 of solution and 400
// of note a row.
func mathSized() []record.Item {
	colls := []string{"algebra", "geometry", "precalculus", "number_theory", "exercises"}
	items := make([]record.Item, 12552)
	for i := range items {
		c := colls[i%len(colls)]
		st := record.Statuses[i%len(record.Statuses)]
		items[i] = record.Item{
			ID: fmt.Sprintf("math.%s.%d", c, i), ProblemID: fmt.Sprint(i), Collection: c, Chapter: 1 + i%7,
			Problem:      strings.Repeat(fmt.Sprintf("Find $x$ if $x^2-%dx+1=0$. ", i), 10),
			Solution:     strings.Repeat(fmt.Sprintf("By the quadratic formula $x=\\frac{%d\\pm\\sqrt{D}}{2}$. ", i), 12),
			FinalAnswer:  fmt.Sprint(i),
			AnswerStatus: st, VerificationNote: st.String() + ": " + strings.Repeat("leg 1 (native checker) checked at x=0.3. ", 10),
		}
		items[i].FinalAnswerBoxed = `\boxed{` + items[i].FinalAnswer + `}`
		if st == record.StatusNoGold {
			items[i].FinalAnswer, items[i].FinalAnswerBoxed = "", `\boxed{}`
		}
	}
	if err := split.Assign(items, 42, 0.15); err != nil {
		panic(err)
	}
	return items
}

// BenchmarkDiffMATH diffs two MATH-sized snapshots (12,552 rows, 1 % of
// them edited: answers, statuses, problems) as `dgnpipe diff --json
// --markdown` does: both folders read and hashed, compared, rendered. The
// goal is under 2 s an operation.
func BenchmarkDiffMATH(b *testing.B) {
	old := mathSized()
	cur := mathSized()
	edited := 0
	for i := 0; i < len(cur); i += 100 {
		switch i % 300 {
		case 0:
			cur[i].FinalAnswer, cur[i].FinalAnswerBoxed = "x7", `\boxed{x7}`
		case 100:
			cur[i].AnswerStatus = record.StatusSuspected
		default:
			cur[i].Problem += " (reworded)"
		}
		if cur[i].AnswerStatus != old[i].AnswerStatus || cur[i].FinalAnswer != old[i].FinalAnswer || cur[i].Problem != old[i].Problem {
			edited++
		}
	}
	oldDir, newDir := emit(b, old), emit(b, cur)
	b.ResetTimer()
	for range b.N {
		d, err := compare(b, oldDir, newDir)
		if err != nil {
			b.Fatal(err)
		}
		if len(d.Changed) != edited {
			b.Fatalf("%d rows changed, want %d", len(d.Changed), edited)
		}
		_ = d.JSON()
		_ = d.Markdown(MarkdownOptions{FoldAt: DefaultFoldAt})
	}
}
