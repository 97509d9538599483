package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/pipeline"
)

// TestEditRevertSameBytes: the stages' row memos and caches never change
// what a run writes. On a copy of the sample book, a run after one answer
// is edited writes the stage files and dataset files a clean run on the
// edited book writes, a run after the edit is reverted writes those of a
// clean run on the original book, and a run on a copy of the folder
// (every row's origin changed) those of a clean run on the copy (every file of every stage's output,
// the manifests but for their times and the caches' counts).
func TestEditRevertSameBytes(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the sample book seven times")
	}
	for _, k := range []string{"OPENAI_BASE_URL", "OPENAI_API_KEY", "DGNPIPE_VISION_MODEL", "DGNPIPE_MATHJS_ENDPOINT"} {
		t.Setenv(k, "")
	}
	dir := t.TempDir()
	src := filepath.Join(dir, "src")
	if err := os.CopyFS(src, os.DirFS("../../sources/sample")); err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(src, "algebra.jsonl")
	orig, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	edited := bytes.Replace(orig, []byte(`"answer": "13"`), []byte(`"answer": "913"`), 1)
	if bytes.Equal(edited, orig) {
		t.Fatal("the sample book's algebra.jsonl has no answer 13 to edit")
	}
	var buildFrom func(src, art string) map[string][]byte
	build := func(art string) map[string][]byte { return buildFrom(src, art) }
	buildFrom = func(src, art string) map[string][]byte {
		t.Helper()
		args := []string{"run", "--config", "../../pipeline.yaml", "--source", src + ":dgn", "--artifacts", art}
		if code, out, errs := execute(t, args...); code != exitOK {
			t.Fatalf("dgnpipe %s: exit %d\n%s\n%s", strings.Join(args, " "), code, out, errs)
		}
		return stageFiles(t, art)
	}
	write := func(b []byte) {
		t.Helper()
		if err := os.WriteFile(file, b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	cleanOrig := build(filepath.Join(dir, "clean-orig"))
	art := filepath.Join(dir, "art")
	build(art)
	write(edited)
	warmEdited := build(art)
	if _, err := os.Stat(pipeline.MemoDir(art, "normalize")); err != nil {
		t.Fatalf("no row memo of normalize: %v", err)
	}
	cleanEdited := build(filepath.Join(dir, "clean-edited"))
	sameFiles(t, "one answer edited", cleanEdited, warmEdited)
	write(orig)
	sameFiles(t, "the edit reverted", cleanOrig, build(art))
	if bytes.Equal(cleanOrig["verify/items.jsonl"], cleanEdited["verify/items.jsonl"]) {
		t.Error("the edit changed no row of verify")
	}
	// A copy of the folder: every row's origin names the copy.
	cp := filepath.Join(dir, "copy")
	if err := os.CopyFS(cp, os.DirFS(src)); err != nil {
		t.Fatal(err)
	}
	sameFiles(t, "a copy of the folder", buildFrom(cp, filepath.Join(dir, "clean-copy")), buildFrom(cp, art))
}

// stageFiles reads every file of every stage's output under art (not the
// caches), a manifest without its times and the caches' counts.
func stageFiles(t *testing.T, art string) map[string][]byte {
	t.Helper()
	out := map[string][]byte{}
	ents, err := os.ReadDir(art)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range ents {
		if !e.IsDir() || e.Name() == "cache" || strings.HasPrefix(e.Name(), ".") {
			continue
		}
		for name, b := range readTree(t, filepath.Join(art, e.Name())) {
			if name == pipeline.ManifestFile {
				b = withoutCacheCounts(t, withoutTimes(t, b))
			}
			out[e.Name()+"/"+name] = b
		}
	}
	if len(out) == 0 {
		t.Fatalf("%s: no stage output", art)
	}
	return out
}

// withoutCacheCounts drops the counts of a manifest (withoutTimes' output)
// that say what came from a cache: "cache.*" (verify's, generate's).
func withoutCacheCounts(t *testing.T, b []byte) []byte {
	t.Helper()
	var lines []string
	for _, l := range strings.Split(string(b), "\n") {
		if !strings.Contains(l, `"cache.`) {
			lines = append(lines, l)
		}
	}
	return []byte(strings.Join(lines, "\n"))
}

func sameFiles(t *testing.T, what string, want, got map[string][]byte) {
	t.Helper()
	for name, b := range want {
		g, ok := got[name]
		switch {
		case !ok:
			t.Errorf("%s: %s written by the clean run only", what, name)
		case !bytes.Equal(b, g):
			t.Errorf("%s: %s: %d bytes clean, %d bytes warm%s", what, name, len(b), len(g), firstDiffAs(b, g, "clean", "warm"))
		}
	}
	for name := range got {
		if _, ok := want[name]; !ok {
			t.Errorf("%s: %s written by the warm run only", what, name)
		}
	}
}
