package emit

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/parquetout"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestReadColumnsAsItems: the dataset folder made from rows read with the
// fields the dataset is made of (readColumns) is the one made from the
// whole rows (every file byte for byte), on rows with every leg outcome,
// parser readers and audit verdict, and texts a decoder must unescape.
func TestReadColumnsAsItems(t *testing.T) {
	statuses := []record.Status{record.StatusVerified, record.StatusNoGold, record.StatusUnverifiable, record.StatusSuspected}
	mathjs := []record.MathJSResult{record.MathJSConfirm, record.MathJSContradict, record.MathJSNotEvaluated}
	audits := []record.SolutionVerdict{record.SolutionConsistent, record.SolutionFalseStep, record.SolutionEndsElsewhere, record.SolutionUnchecked}
	var items []record.Item
	for i := range 200 {
		it := record.Item{ID: fmt.Sprintf("dgn.core.%d.%03d", i%3, i), ProblemID: fmt.Sprint(i), Collection: []string{"core", "exercises", "math"}[i%3],
			Source: "book", SourceTitle: "A \"book\"", Chapter: i % 5, ChapterTitle: "Ch\u00e9 <1>", Group: "A", Difficulty: "□",
			Problem: fmt.Sprintf(`Find $\frac{%d}{x}$ if $x=\sqrt{2}$.`, i), Solution: "So \\(x\\).\n", FinalAnswer: fmt.Sprint(i),
			FinalAnswerBoxed: fmt.Sprintf(`\boxed{%d}`, i), AnswerStatus: statuses[i%len(statuses)], VerificationNote: "leg 1: ok\nsplit: x",
			Page: i, Split: []string{"train", "test"}[i%2], Origin: "/a/b.jsonl:1", Notes: []string{"n"}}
		if i%4 != 0 {
			it.Legs.Native = &record.NativeOutcome{Verdict: record.Confirm, Note: "at x = 2", Seed: int64(i)}
		}
		if i%3 != 0 {
			it.Legs.Parsers = &record.ParsersOutcome{Outcome: record.ParsersAgree, Note: "n", Readers: []string{"katex", "compute-engine"}[:1+i%2], Expressions: i % 7}
		}
		if i%5 != 0 {
			it.Legs.MathJS = &record.MathJSOutcome{Outcome: mathjs[i%len(mathjs)], Note: "m"}
		}
		if i%6 != 0 {
			it.SolutionAudit = &record.SolutionOutcome{Verdict: audits[i%len(audits)], StepsChecked: i % 4, Note: "a",
				Steps: []record.SolutionStep{{Text: `3\cdot 7=21`}}}
		}
		items = append(items, it)
	}
	path := filepath.Join(t.TempDir(), "items.jsonl")
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := record.WriteItems(f, items); err != nil {
		t.Fatal(err)
	}
	f.Close()
	whole, cols := t.TempDir(), t.TempDir()
	all, err := record.ReadItems(path)
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	if _, err := parquetout.Emit(ctx, whole, all, parquetout.Options{}); err != nil {
		t.Fatal(err)
	}
	if _, err := parquetout.EmitBatches(ctx, cols, func(each func([]record.Item) error) error { return readColumns(path, each) }, parquetout.Options{}); err != nil {
		t.Fatal(err)
	}
	n := 0
	err = filepath.WalkDir(whole, func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(whole, p)
		a, _ := os.ReadFile(p)
		b, err := os.ReadFile(filepath.Join(cols, rel))
		if err != nil || !bytes.Equal(a, b) {
			t.Errorf("%s: not the same from the whole rows and from their columns (%v)", rel, err)
		}
		n++
		return nil
	})
	if err != nil || n < 3 {
		t.Fatalf("%d files compared (%v)", n, err)
	}
}
