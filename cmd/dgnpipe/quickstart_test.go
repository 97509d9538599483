package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// asMainEnv makes the test binary run as dgnpipe itself (TestMain), so a
// test can run shell commands that call `bin/dgnpipe` as a user would.
const asMainEnv = "DGNPIPE_TEST_AS_MAIN"

func TestMain(m *testing.M) {
	if os.Getenv(asMainEnv) == "1" {
		main()
		return
	}
	if os.Getenv(busyEnv) == "1" {
		busyLoop() // determinism_test.go
		return
	}
	// The tests that read what a command says match whole sentences: they
	// run at a width no line reaches. TestOutputFitsWidth sets 80 and 100.
	os.Setenv("COLUMNS", "100000")
	os.Exit(m.Run())
}

// quickstartRE finds the README's quickstart block.
var quickstartRE = regexp.MustCompile("(?s)<!-- quickstart:[^>]*-->\\s*```sh\\n(.*?)```")

// TestQuickstartRunsAsWritten runs the README's quickstart block, as it is
// written, with bash in a fresh folder where bin/dgnpipe is this binary
// and pipeline.yaml the repository's: every command must succeed, the
// explanation must name the row, and the score must count the one right
// prediction.
func TestQuickstartRunsAsWritten(t *testing.T) {
	readme, err := os.ReadFile(filepath.Join("..", "..", "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	m := quickstartRE.FindSubmatch(readme)
	if m == nil {
		t.Fatal("README.md has no quickstart block")
	}
	dir := t.TempDir()
	os.MkdirAll(filepath.Join(dir, "bin"), 0o755)
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(self, filepath.Join(dir, "bin", "dgnpipe")); err != nil {
		t.Fatal(err)
	}
	repoPipeline, _ := filepath.Abs(filepath.Join("..", "..", "pipeline.yaml"))
	if err := os.Symlink(repoPipeline, filepath.Join(dir, "pipeline.yaml")); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("bash", "-euo", "pipefail", "-c", string(m[1]))
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), asMainEnv+"=1")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("the quickstart fails: %v\n%s", err, out)
	}
	text := string(out)
	for _, want := range []string{"ok: ", "dgn.mine.3  answer_status:", "accuracy                : 50.00% (1/2)"} {
		if !strings.Contains(text, want) {
			t.Errorf("the quickstart's output lacks %q:\n%s", want, text)
		}
	}
	// explain right after the run reads rows that are up to date.
	if strings.Contains(text, "STALE") {
		t.Errorf("explain calls the rows of the run just made stale:\n%s", text)
	}
}
