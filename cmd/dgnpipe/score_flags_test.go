package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestScoreCompareShareFlags: score and compare read the same dataset
// forms with the same --config/--split and default (verified, all
// splits); a prediction for a row outside the selection is reported as
// such with counts, not as an id in no row; a repeated single-value flag
// is a usage error; both helps show the same dataset examples.
func TestScoreCompareShareFlags(t *testing.T) {
	dir := t.TempDir()
	src := filepath.Join(dir, "mybook")
	os.MkdirAll(src, 0o755)
	os.WriteFile(filepath.Join(src, "book.jsonl"), []byte(ownRows), 0o644)
	art := filepath.Join(dir, "out")
	if code, _, errs := execute(t, "run", "--config", filepath.Join("..", "..", "pipeline.yaml"), "--source", src, "--artifacts", art); code != exitOK {
		t.Fatalf("run: %s", errs)
	}
	ds := filepath.Join(art, "dataset")
	// dgn.mine.4 (3x-1=8 answered 5) is suspected: outside `verified`.
	preds := filepath.Join(dir, "a.jsonl")
	os.WriteFile(preds, []byte(`{"id": "dgn.mine.1", "response": "4"}`+"\n"+`{"id": "dgn.mine.4", "response": "3"}`+"\n"+`{"id": "dgn.mine.99", "response": "1"}`+"\n"), 0o644)
	other := filepath.Join(dir, "b.jsonl")
	os.WriteFile(other, []byte(`{"id": "dgn.mine.1", "response": "5"}`+"\n"), 0o644)

	code, out, errs := execute(t, "score", "--dataset", ds, "--predictions", preds)
	if code != exitOK || !strings.Contains(out, "accuracy                : 25.00% (1/4)") ||
		!strings.Contains(errs, "1 prediction id of rows outside config verified, split all (1 not in config verified), not scored: dgn.mine.4 (not in config verified, answer_status suspected)") ||
		!strings.Contains(errs, "1 prediction id in no row of the dataset: dgn.mine.99") {
		t.Errorf("score default: exit %d\n%s\n%s", code, out, errs)
	}
	code, out, errs = execute(t, "compare", "--dataset", ds, "--predictions", "a="+preds, "--predictions", "b="+other)
	if code != exitOK || !strings.Contains(out, "config verified, split all), 4 rows scored") || !strings.Contains(errs, "compare: a: 1 prediction id of rows outside config verified") {
		t.Errorf("compare on a dataset folder: exit %d\n%s\n%s", code, out, errs)
	}
	code, out, _ = execute(t, "compare", "--dataset", ds, "--config", "full", "--predictions", "a="+preds, "--predictions", "b="+other)
	if code != exitOK || !strings.Contains(out, "5 rows scored") {
		t.Errorf("compare --config full: exit %d\n%s", code, out)
	}
	// The same Parquet file read by both, with --split on a file named test-….
	file := filepath.Join(ds, "data", "full", "train-00000-of-00001.parquet")
	for _, cmd := range [][]string{{"score", "--predictions", preds}, {"compare", "--predictions", "a=" + preds, "--predictions", "b=" + other}} {
		args := append([]string{cmd[0], "--dataset", file, "--config", "full", "--split", "test"}, cmd[1:]...)
		if code, _, errs := execute(t, args...); code != exitFailure && code != exitOK {
			t.Errorf("%v: exit %d\n%s", args, code, errs)
		}
		args = append([]string{cmd[0], "--dataset", ds, "--dataset", ds}, cmd[1:]...)
		if code, _, _ := execute(t, args...); code != exitUsage {
			t.Errorf("%v: exit %d, want a usage error", args, code)
		}
		if _, err := executeErr(t, args...); err == nil || !strings.Contains(err.Error(), "--dataset is given twice") {
			t.Errorf("%v: %v", args, err)
		}
		args = append([]string{cmd[0], "--dataset", ds, "--split", "dev"}, cmd[1:]...)
		if code, _, _ := execute(t, args...); code != exitUsage {
			t.Errorf("%v: exit %d, want a usage error", args, code)
		}
		if _, err := executeErr(t, args...); err == nil || !strings.Contains(err.Error(), `--split "dev"`) {
			t.Errorf("%v: %v", args, err)
		}
	}
	_, sh, _ := execute(t, "score", "--help")
	_, ch, _ := execute(t, "compare", "--help")
	for _, form := range []string{"--dataset out/dataset ", "--dataset out/dataset --config full --split test", "--dataset out/dataset/data/full/test-00000-of-00001.parquet", "--dataset rows.jsonl --config full"} {
		if !strings.Contains(sh, form) || !strings.Contains(ch, form) {
			t.Errorf("the helps do not both show %q", form)
		}
	}
}
