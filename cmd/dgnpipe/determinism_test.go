package main

import (
	"bytes"
	"encoding/json"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/pipeline"
)

// busyEnv makes the test binary spin on one core until its parent is gone
// or it is killed (TestMain): the load of TestSampleBookSameBytesUnderLoad.
const busyEnv = "DGNPIPE_TEST_BUSY"

// busyLoop keeps one core busy; it ends when the process that started it
// has ended, so that a killed test leaves nothing spinning.
func busyLoop() {
	parent := os.Getppid()
	x := uint64(1)
	for i := uint64(0); ; i++ {
		x = x*6364136223846793005 + 1442695040888963407
		if i%(1<<24) == 0 && os.Getppid() != parent {
			os.Exit(int(x & 1))
		}
	}
}

// startLoad starts n processes that each keep a core busy, and stops them
// (by their own handles) when the test ends.
func startLoad(t *testing.T, n int) {
	t.Helper()
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	for range n {
		cmd := exec.Command(self)
		cmd.Env = append(os.Environ(), busyEnv+"=1", "GOMAXPROCS=1")
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() {
			_ = cmd.Process.Kill()
			_ = cmd.Wait()
		})
	}
}

// TestSampleBookSameBytesUnderLoad builds the sample book with the
// repository's pipeline.yaml (its default limits) twice, the second time
// with two busy processes per core beside it, and compares every byte the
// dataset stage publishes (the Parquet configs, the card, every other
// file, and its manifest but for the run's times): no verdict, note or count may depend on the machine's load (the
// legs' work is bounded in deterministic units; the wall-clock nets are
// generous and a row that reaches one is held back, failing the run).
// The comparison does not depend on how fast the machine is: both builds
// must succeed and agree.
func TestSampleBookSameBytesUnderLoad(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the sample book twice")
	}
	for _, k := range []string{"OPENAI_BASE_URL", "OPENAI_API_KEY", "DGNPIPE_VISION_MODEL", "DGNPIPE_MATHJS_ENDPOINT"} {
		t.Setenv(k, "")
	}
	// Both builds are clean (no cache) and into the same folder: the rows
	// name their source files by path.
	dir := t.TempDir()
	art := filepath.Join(dir, "artifacts")
	build := func() map[string][]byte {
		t.Helper()
		args := []string{"run", "--config", "../../pipeline.yaml", "--artifacts", art}
		if code, out, errs := execute(t, args...); code != exitOK {
			t.Fatalf("dgnpipe %s: exit %d\n%s\n%s", strings.Join(args, " "), code, out, errs)
		}
		tree := readTree(t, filepath.Join(art, "dataset"))
		tree[pipeline.ManifestFile] = withoutTimes(t, tree[pipeline.ManifestFile])
		if err := os.RemoveAll(art); err != nil {
			t.Fatal(err)
		}
		return tree
	}
	want := build()
	startLoad(t, 2*runtime.NumCPU())
	got := build()
	if len(want) == 0 {
		t.Fatal("the quiet build published no file")
	}
	for name, b := range want {
		g, ok := got[name]
		switch {
		case !ok:
			t.Errorf("%s: published by the quiet build only", name)
		case !bytes.Equal(b, g):
			t.Errorf("%s: %d bytes quiet, %d under load, not the same%s", name, len(b), len(g), firstDiff(b, g))
		}
	}
	for name := range got {
		if _, ok := want[name]; !ok {
			t.Errorf("%s: published by the loaded build only", name)
		}
	}
}

// withoutTimes is the stage manifest b without what records when and how
// long the run took (Finished, WallSeconds, the files' modification
// times): every count, warning, hash and input stays.
func withoutTimes(t *testing.T, b []byte) []byte {
	t.Helper()
	var m pipeline.Manifest
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatalf("dataset manifest: %v", err)
	}
	m.Finished, m.WallSeconds = "", 0
	for i := range m.Files {
		m.Files[i].ModTime = 0
	}
	for i := range m.SourceFiles {
		m.SourceFiles[i].ModTime = 0
	}
	out, err := json.MarshalIndent(m, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// readTree reads every regular file under root, by its slash path.
func readTree(t *testing.T, root string) map[string][]byte {
	t.Helper()
	out := map[string][]byte{}
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		out[filepath.ToSlash(rel)] = b
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// firstDiff shows the first line where a (the quiet build's) and b (the
// loaded build's) differ.
func firstDiff(a, b []byte) string { return firstDiffAs(a, b, "quiet", "loaded") }

// firstDiffAs is firstDiff with the two builds' names.
func firstDiffAs(a, b []byte, aname, bname string) string {
	al, bl := strings.Split(string(a), "\n"), strings.Split(string(b), "\n")
	for i := range min(len(al), len(bl)) {
		if al[i] != bl[i] {
			return "; line " + strconv.Itoa(i+1) + ":\n  " + aname + ":  " + clipLine(al[i]) + "\n  " + bname + ": " + clipLine(bl[i])
		}
	}
	return ""
}

func clipLine(s string) string {
	if len(s) > 300 {
		return s[:300] + "…"
	}
	return s
}
