package main

import (
	"context"
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/snapdiff"
)

// editSample edits the copy of the sample book in dir as a maintainer
// would: 2.001's answer made wrong, 2.007 removed, 3.021 added, 3.001
// reworded (same mathematics).
func editSample(t *testing.T, dir string) {
	t.Helper()
	path := filepath.Join(dir, "core.jsonl")
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	done := map[string]bool{}
	for _, line := range strings.Split(strings.TrimSpace(string(b)), "\n") {
		var r map[string]any
		if err := json.Unmarshal([]byte(line), &r); err != nil {
			t.Fatal(err)
		}
		switch id := r["problem_id"]; id {
		case "2.001":
			r["answer"] = "7" // the equation 3x-7=11 has the root 6
		case "2.007":
			done["removed"] = true
			continue
		case "3.001":
			r["problem"] = "Solve the following inequality: $2x-5>3$."
		}
		done[r["problem_id"].(string)] = true
		out = append(out, mustMarshal(t, r))
		if r["problem_id"] == "3.020" {
			r["problem_id"], r["problem"] = "3.021", "Solve the inequality $3x+1>7$."
			r["solution"], r["answer"] = `$3x>6$. Answer: $\boxed{(2; +\infty)}$.`, `$(2; +\infty)$`
			out = append(out, mustMarshal(t, r))
		}
	}
	for _, id := range []string{"2.001", "removed", "3.001", "3.020"} {
		if !done[id] {
			t.Fatalf("sample book: row %s not found; the edits no longer apply", id)
		}
	}
	if err := os.WriteFile(path, []byte(strings.Join(out, "\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
}

func mustMarshal(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestDiffSampleBook builds the sample book, keeps the snapshot as the
// published one, edits a copy of the source (an answer made wrong, a row
// removed, a row added, a problem reworded), builds again with previous:
// naming the published snapshot, and diffs: every change is reported once,
// and nothing else. The new row outranks 3.019 in its stratum's test draw,
// so 3.019 moves from test to train: that is reported too, as a split move.
func TestDiffSampleBook(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the sample book twice")
	}
	for _, k := range []string{"OPENAI_BASE_URL", "OPENAI_API_KEY", "DGNPIPE_VISION_MODEL", "DGNPIPE_MATHJS_ENDPOINT"} {
		t.Setenv(k, "")
	}
	dir := t.TempDir()
	src, art, published := filepath.Join(dir, "sample"), filepath.Join(dir, "artifacts"), filepath.Join(dir, "published")
	if err := os.CopyFS(src, os.DirFS("../../sources/sample")); err != nil {
		t.Fatal(err)
	}
	run := func(args ...string) string {
		t.Helper()
		code, out, errs := execute(t, args...)
		if code != exitOK {
			t.Fatalf("dgnpipe %s: exit %d\n%s\n%s", strings.Join(args, " "), code, out, errs)
		}
		return out
	}
	yaml, err := os.ReadFile("../../pipeline.yaml")
	if err != nil {
		t.Fatal(err)
	}
	// Both builds with time limits no load reaches: a row cut short by a
	// limit in one build and not in the other would be a change of the
	// machine, not of the source (the test runs beside the -race suite).
	const verifyBlock = "    kind: verify\n    needs: [normalize]\n"
	slow := strings.Replace(string(yaml), verifyBlock, verifyBlock+"    params: {timeout_ms: 30000, mathjs_timeout_ms: 60000, parsers_timeout_ms: 60000}\n", 1)
	if slow == string(yaml) {
		t.Fatal("pipeline.yaml: no verify stage of the expected form to raise the time limits of")
	}
	yaml = []byte(slow)
	base := filepath.Join(dir, "base.yaml")
	if err := os.WriteFile(base, yaml, 0o644); err != nil {
		t.Fatal(err)
	}
	run("run", "--config", base, "--source", src, "--artifacts", art)
	if err := os.CopyFS(published, os.DirFS(filepath.Join(art, "dataset"))); err != nil {
		t.Fatal(err)
	}
	editSample(t, src)
	const emitBlock = "    kind: emit\n    needs: [split]\n"
	withPrev := strings.Replace(string(yaml), emitBlock, emitBlock+"    params: {previous: "+published+"}\n", 1)
	if withPrev == string(yaml) {
		t.Fatal("pipeline.yaml: no dataset stage of the expected form to put previous: in")
	}
	cfg := filepath.Join(dir, "pipeline.yaml")
	if err := os.WriteFile(cfg, []byte(withPrev), 0o644); err != nil {
		t.Fatal(err)
	}
	run("run", "--config", cfg, "--source", src, "--artifacts", art)
	snapshot := filepath.Join(art, "dataset")
	notesFile := filepath.Join(dir, "notes.md")
	var got jsonDiff
	if err := json.Unmarshal([]byte(run("diff", published, snapshot, "--json", "--markdown", notesFile)), &got); err != nil {
		t.Fatal(err)
	}
	checkSampleDiff(t, got)
	notes, err := os.ReadFile(notesFile)
	if err != nil {
		t.Fatal(err)
	}
	checkSampleNotes(t, string(notes), snapshot, published)
}

// jsonDiff is the shape of `dgnpipe diff --json` (docs/diff.md).
type jsonDiff struct {
	Rows struct {
		Added   []string `json:"added"`
		Removed []string `json:"removed"`
		Changed []struct {
			ID     string   `json:"id"`
			Fields []string `json:"fields"`
		} `json:"changed"`
	} `json:"rows"`
	Status struct {
		Moves []struct {
			From  string   `json:"from"`
			To    string   `json:"to"`
			Count int      `json:"count"`
			IDs   []string `json:"ids"`
		} `json:"moves"`
	} `json:"status"`
	Split struct {
		Moved []string `json:"moved"`
	} `json:"split"`
	ScoreAffecting []string `json:"score_affecting"`
	Configs        map[string]struct {
		Before snapdiff.Count     `json:"before"`
		After  snapdiff.Count     `json:"after"`
		Score  snapdiff.ScoreMove `json:"score"`
	} `json:"configs"`
}

func checkSampleDiff(t *testing.T, got jsonDiff) {
	t.Helper()
	eq := func(what string, got, want []string) {
		t.Helper()
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s: %q, want %q", what, got, want)
		}
	}
	eq("added", got.Rows.Added, []string{"dgn.core.3.021"})
	eq("removed", got.Rows.Removed, []string{"dgn.core.2.007"})
	var changed []string
	fields := map[string][]string{}
	for _, c := range got.Rows.Changed {
		changed = append(changed, c.ID)
		fields[c.ID] = c.Fields
	}
	eq("changed", changed, []string{"dgn.core.2.001", "dgn.core.3.001", "dgn.core.3.019"})
	eq("3.001's fields", fields["dgn.core.3.001"], []string{"problem"})
	eq("3.019's fields", fields["dgn.core.3.019"], []string{"split"})
	for _, f := range []string{"final_answer", "final_answer_boxed", "answer_status", "verification_note"} {
		if !slices.Contains(fields["dgn.core.2.001"], f) {
			t.Errorf("2.001's fields %q lack %s", fields["dgn.core.2.001"], f)
		}
	}
	if m := got.Status.Moves; len(m) != 1 || m[0].From != "verified" || m[0].To == "verified" || m[0].Count != 1 || !reflect.DeepEqual(m[0].IDs, []string{"dgn.core.2.001"}) {
		t.Errorf("status moves %+v, want one: 2.001 out of verified", m)
	}
	eq("split moves", got.Split.Moved, []string{"dgn.core.3.019"})
	eq("score-affecting", got.ScoreAffecting, []string{"dgn.core.2.001", "dgn.core.2.007", "dgn.core.3.021"})
	full, v, ex := got.Configs["full"], got.Configs["verified"], got.Configs["extended"]
	if full.Before != full.After || full.Score.GoldChanged != 1 || full.Score.Entered != 1 || full.Score.Left != 1 {
		t.Errorf("full %+v", full)
	}
	if v.After.Total != v.Before.Total-1 || v.Score.Entered != 1 || v.Score.Left != 2 {
		t.Errorf("verified %+v", v)
	}
	if ex.Before != ex.After || ex.Score.Affected() != 0 {
		t.Errorf("extended moved: %+v", ex)
	}
}

func checkSampleNotes(t *testing.T, notes, snapshot, published string) {
	t.Helper()
	card, err := os.ReadFile(filepath.Join(snapshot, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(card), "\n"+notes) {
		t.Errorf("the card lacks the release notes as a section:\ncard:\n%s\nnotes:\n%s", card, notes)
	}
	if i, j := strings.Index(notes, "| added | 1 |"), strings.Index(notes, "### Status moves"); i < 0 || j < i {
		t.Errorf("counts are not first:\n%s", notes)
	}
	// Each id once in each list it belongs to: the status move, the
	// score-affecting rows, the split moves, the added, removed and
	// changed rows.
	for id, n := range map[string]int{"dgn.core.2.001": 3, "dgn.core.2.007": 2, "dgn.core.3.021": 2, "dgn.core.3.001": 1, "dgn.core.3.019": 2} {
		if got := strings.Count(notes, "`"+id+"`"); got != n {
			t.Errorf("notes name %s %d times, want %d:\n%s", id, got, n, notes)
		}
	}
	hash, err := snapdiff.Hash(published)
	if err != nil {
		t.Fatal(err)
	}
	stats, err := os.ReadFile(filepath.Join(snapshot, "stats.json"))
	if err != nil || !strings.Contains(string(stats), `"previous_snapshot": "`+hash+`"`) {
		t.Errorf("stats.json does not record %s: %v\n%s", hash, err, stats)
	}
	if code, out, _ := execute(t, "diff", published, published, "--json"); code != exitOK || !strings.Contains(out, `"added": []`) || strings.Contains(out, "dgn.") {
		t.Errorf("identical snapshots: exit %d\n%s", code, out)
	}
	if code, _, _ := execute(t, "diff", published, filepath.Dir(published)); code != exitFailure {
		t.Errorf("not a dataset: exit %d, want %d", code, exitFailure)
	}
	g := &GlobalOptions{Stdout: io.Discard, Stderr: io.Discard}
	if err := runDiff(context.Background(), DiffOptions{}, g, published, filepath.Dir(published)); err == nil || !strings.Contains(err.Error(), filepath.Dir(published)+": not a dataset folder") {
		t.Errorf("not a dataset: %v", err)
	}
}
