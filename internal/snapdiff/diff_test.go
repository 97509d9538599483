package snapdiff

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/parquetout"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// rows builds n rows of core (chapter 1), algebra and exercises, every
// third one unverifiable, the rest verified; row 4 has no gold.
func rows(n int) []record.Item {
	colls := []string{"core", "algebra", "exercises"}
	items := make([]record.Item, n)
	for i := range items {
		c := colls[i%3]
		st := record.StatusVerified
		if i%3 == 2 {
			st = record.StatusUnverifiable
		}
		gold := fmt.Sprint(i)
		if i == 4 {
			st, gold = record.StatusNoGold, ""
		}
		split := "train"
		if i%5 == 0 {
			split = "test"
		}
		items[i] = record.Item{
			ID: fmt.Sprintf("dgn.%s.1.%03d", c, i), ProblemID: fmt.Sprint(i), Collection: c, Chapter: 1,
			Problem: fmt.Sprintf("Compute $%d+0$.", i), Solution: "It is itself.", FinalAnswer: gold, FinalAnswerBoxed: `\boxed{` + gold + `}`,
			AnswerStatus: st, VerificationNote: st.String() + ": leg 1 said so.\nLeg 1: details.", Split: split,
		}
	}
	return items
}

// emit writes items as a dataset folder and returns it.
func emit(t testing.TB, items []record.Item) string {
	t.Helper()
	dir := t.TempDir()
	if _, err := parquetout.Emit(context.Background(), dir, items, parquetout.Options{}); err != nil {
		t.Fatal(err)
	}
	return dir
}

func compare(t testing.TB, oldDir, newDir string) (*Diff, error) {
	t.Helper()
	old, err := Load(context.Background(), oldDir)
	if err != nil {
		return nil, err
	}
	cur, err := Load(context.Background(), newDir)
	if err != nil {
		return nil, err
	}
	return Compare(old, cur)
}

// jsonDiff is the --json shape, read back.
type jsonDiff struct {
	Rows struct {
		Added, Removed []string
		Changed        []Change
	}
	Status struct{ Moves []Move }
	Split  struct{ Moved []string }
	Score  []string `json:"score_affecting"`
	Config map[string]struct {
		Before, After Count
		Score         ScoreMove
	} `json:"configs"`
}

// TestCompare: every kind of change is reported once, in its place, and
// the unchanged rows nowhere.
func TestCompare(t *testing.T) {
	base := rows(30)
	next := rows(30)
	// 0: gold made wrong and refuted (leaves verified); 1: removed;
	// 3: problem reworded; 5: train/test move; 8: unverifiable -> verified
	// (enters verified, gold unchanged); 30: added, verified.
	next[0].FinalAnswer, next[0].FinalAnswerBoxed, next[0].AnswerStatus = "7", `\boxed{7}`, record.StatusSuspected
	next[0].VerificationNote = "suspected: leg 1 refutes 7.\nmore"
	next[3].Problem = "Evaluate $3+0$."
	next[5].Split = "train"
	next[8].AnswerStatus, next[8].VerificationNote = record.StatusVerified, "verified: now confirmed."
	added := rows(31)[30]
	next = append(append(next[:1:1], next[2:]...), added)
	d, err := compare(t, emit(t, base), emit(t, next))
	if err != nil {
		t.Fatal(err)
	}
	var got jsonDiff
	if err := json.Unmarshal(d.JSON(), &got); err != nil {
		t.Fatal(err)
	}
	want := jsonDiff{}
	want.Rows.Added = []string{"dgn.core.1.030"}
	want.Rows.Removed = []string{"dgn.algebra.1.001"}
	want.Rows.Changed = []Change{
		{"dgn.core.1.000", []string{"final_answer", "final_answer_boxed", "answer_status", "verification_note"}},
		{"dgn.core.1.003", []string{"problem"}},
		{"dgn.exercises.1.005", []string{"split"}},
		{"dgn.exercises.1.008", []string{"answer_status", "verification_note"}},
	}
	want.Status.Moves = []Move{
		{"verified", "suspected", 1, []string{"dgn.core.1.000"}},
		{"unverifiable", "verified", 1, []string{"dgn.exercises.1.008"}},
	}
	want.Split.Moved = []string{"dgn.exercises.1.005"}
	want.Score = []string{"dgn.algebra.1.001", "dgn.core.1.000", "dgn.core.1.030", "dgn.exercises.1.008"}
	if !reflect.DeepEqual(got.Rows, want.Rows) || !reflect.DeepEqual(got.Status, want.Status) || !reflect.DeepEqual(got.Split, want.Split) || !reflect.DeepEqual(got.Score, want.Score) {
		t.Errorf("diff\n got %+v\nwant %+v", got, want)
	}
	if r := d.Reason("dgn.core.1.000"); r != "suspected: leg 1 refutes 7." {
		t.Errorf("reason %q", r)
	}
	v := got.Config["verified"]
	// verified: 19 rows before (10 unverifiable, 1 no-gold of 30); after:
	// -0 (left), -1 (removed), +8 (entered), +30 (added).
	if v.Before.Total != 19 || v.After.Total != 19 || v.Score.Left != 2 || v.Score.Entered != 2 || v.Score.GoldChanged != 0 {
		t.Errorf("verified %+v", v)
	}
	full := got.Config["full"]
	if full.Before.Total != 30 || full.After.Total != 30 || full.Score.ScoredBefore != 29 || full.Score.GoldChanged != 1 || full.Score.Entered != 1 || full.Score.Left != 1 {
		t.Errorf("full %+v", full)
	}
	// Two rows out, two in, 27 unchanged of 29 on each side: at most 2/29
	// (6.8966 points, rounded up).
	if full.Score.MaxPoints != 6.8966 {
		t.Errorf("full max move %v", full.Score.MaxPoints)
	}
	if d.Empty() {
		t.Error("Empty() on a diff with changes")
	}
}

// TestIdentical: two builds of the same rows give an empty, deterministic
// diff, and the same hash.
func TestIdentical(t *testing.T) {
	a, b := emit(t, rows(30)), emit(t, rows(30))
	d1, err := compare(t, a, b)
	if err != nil {
		t.Fatal(err)
	}
	d2, err := compare(t, a, b)
	if err != nil {
		t.Fatal(err)
	}
	if !d1.Empty() || d1.Old.Hash != d1.New.Hash {
		t.Errorf("not empty: %s", d1.JSON())
	}
	if !bytes.Equal(d1.JSON(), d2.JSON()) || !bytes.Equal(d1.Markdown(MarkdownOptions{}), d2.Markdown(MarkdownOptions{})) {
		t.Error("two runs differ")
	}
	if !bytes.Contains(d1.JSON(), []byte(`"added": []`)) || !bytes.Contains(d1.Markdown(MarkdownOptions{}), []byte("No row changed")) {
		t.Errorf("empty diff renders as\n%s\n%s", d1.JSON(), d1.Markdown(MarkdownOptions{}))
	}
}

// TestBadInput: each bad folder is an error naming the file or folder.
func TestBadInput(t *testing.T) {
	good := emit(t, rows(12))
	cp := func(edit func(dir string)) string {
		dir := t.TempDir()
		if err := os.CopyFS(dir, os.DirFS(good)); err != nil {
			t.Fatal(err)
		}
		edit(dir)
		return dir
	}
	must := func(err error) {
		if err != nil {
			t.Fatal(err)
		}
	}
	plain := filepath.Join(t.TempDir(), "notes.txt")
	must(os.WriteFile(plain, []byte("x"), 0o644))
	noData := t.TempDir()
	noConfig := cp(func(d string) { must(os.RemoveAll(filepath.Join(d, "data", "exercises"))) })
	noFile := cp(func(d string) { must(os.Remove(filepath.Join(d, "data", "core", "test-00000-of-00001.parquet"))) })
	schema := cp(func(d string) {
		b, err := os.ReadFile(filepath.Join(d, "data", "qa", "train-00000-of-00001.parquet"))
		must(err)
		must(os.WriteFile(filepath.Join(d, "data", "verified", "train-00000-of-00001.parquet"), b, 0o644))
	})
	garbage := cp(func(d string) {
		must(os.WriteFile(filepath.Join(d, "data", "core", "train-00000-of-00001.parquet"), []byte("not parquet"), 0o644))
	})
	noFull := cp(func(d string) { must(os.RemoveAll(filepath.Join(d, "data", "full"))) })
	for _, tt := range []struct {
		name     string
		old, new string
		want     []string
	}{
		{"a file", plain, good, []string{plain + ": not a dataset folder"}},
		{"no data", good, noData, []string{noData + ": not a dataset folder: no data/"}},
		{"no full", noFull, good, []string{filepath.Join(noFull, "data", "full") + ": not a dataset folder"}},
		{"config missing", good, noConfig, []string{filepath.Join(noConfig, "data", "exercises") + ": config exercises missing"}},
		{"file missing", noFile, good, []string{filepath.Join(noFile, "data", "core", "test-00000-of-00001.parquet") + ": missing"}},
		{"schemas", good, schema, []string{"different schemas: " + filepath.Join(good, "data", "verified", "train-00000-of-00001.parquet") + " and " + filepath.Join(schema, "data", "verified", "train-00000-of-00001.parquet"), "only in the first:  solution"}},
		{"not parquet", good, garbage, []string{filepath.Join(garbage, "data", "core", "train-00000-of-00001.parquet") + ": not a Parquet file"}},
	} {
		_, err := compare(t, tt.old, tt.new)
		if err == nil {
			t.Errorf("%s: no error", tt.name)
			continue
		}
		for _, w := range tt.want {
			if !strings.Contains(err.Error(), w) {
				t.Errorf("%s: error %q lacks %q", tt.name, err, w)
			}
		}
	}
}

// TestMaxMove: the largest score move over every model, in points.
func TestMaxMove(t *testing.T) {
	for _, tt := range []struct {
		u, nOld, nNew int
		want          float64
	}{
		{10, 10, 10, 0},
		{9, 10, 10, 10},              // one of ten rows flips
		{10, 10, 11, 9.091},          // one row added: 1/11 = 9.0909... rounded up at 1e-4
		{0, 0, 5, -1},                // nothing scored before
		{12551, 12552, 12552, 0.008}, // one gold changed among MATH's rows: 0.00797 rounded up
	} {
		if got := maxMove(tt.u, tt.nOld, tt.nNew); got != tt.want {
			t.Errorf("maxMove(%d, %d, %d) = %v, want %v", tt.u, tt.nOld, tt.nNew, got, tt.want)
		}
	}
}

// TestMarkdownFolds: past FoldAt ids a list is folded by collection and
// every id is still named; the counts come first.
func TestMarkdownFolds(t *testing.T) {
	base := rows(30)
	next := rows(30)
	for i := range next {
		next[i].Problem += " (reworded)"
	}
	d, err := compare(t, emit(t, base), emit(t, next))
	if err != nil {
		t.Fatal(err)
	}
	md := string(d.Markdown(MarkdownOptions{FoldAt: 10}))
	for _, w := range []string{"<details><summary>core: 10 rows</summary>", "<details><summary>algebra: 10 rows</summary>", "<details><summary>exercises: 10 rows</summary>", "| changed | 30 |"} {
		if !strings.Contains(md, w) {
			t.Errorf("notes lack %q", w)
		}
	}
	for _, r := range base {
		if !strings.Contains(md, "`"+r.ID+"`: problem") {
			t.Errorf("notes do not name %s", r.ID)
		}
	}
	if strings.Index(md, "| changed |") > strings.Index(md, "<details>") {
		t.Error("counts are not first")
	}
	if flat := string(d.Markdown(MarkdownOptions{})); strings.Contains(flat, "<details>") {
		t.Error("folded with FoldAt 0")
	}
}

// TestNoteText: a note's prose cannot open emphasis, code, a link or an
// HTML tag in the notes.
func TestNoteText(t *testing.T) {
	got := text("suspected: x_1<y*2 at [a] with `\\frac`")
	want := "suspected: x\\_1&lt;y\\*2 at \\[a\\] with \\`\\\\frac\\`"
	if got != want {
		t.Errorf("text: %s, want %s", got, want)
	}
}
