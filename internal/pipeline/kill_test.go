//go:build unix

package pipeline

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestKillHelper is the child process of TestKillMidway: it runs the
// diamond pipeline in the folder named by DGNPIPE_KILL_HELPER and blocks
// forever inside stage d, after writing half its output.
func TestKillHelper(t *testing.T) {
	dir := os.Getenv("DGNPIPE_KILL_HELPER")
	if dir == "" {
		t.Skip("helper process of TestKillMidway")
	}
	rec := newRecorder()
	rec.hooks["d"] = func(ctx context.Context, env *Env) error {
		if err := os.WriteFile(filepath.Join(env.OutDir, "out.txt"), []byte("half"), 0o644); err != nil {
			return err
		}
		fmt.Println("ready")
		select {} // wait for SIGKILL
	}
	cfg, err := Parse(filepath.Join(dir, "pipeline.yaml"), []byte(diamond), rec.kinds())
	if err != nil {
		t.Fatal(err)
	}
	Run(context.Background(), cfg, Options{Fingerprint: "test", Jobs: 1})
	t.Fatal("the run returned")
}

// TestKillMidway kills (SIGKILL) a run while stage d is half written, then
// checks that the next run cleans up, redoes d (and only d) and gives the
// output of a clean run.
func TestKillMidway(t *testing.T) {
	if os.Getenv("DGNPIPE_KILL_HELPER") != "" {
		t.Skip("in the helper")
	}
	f := newFixture(t, diamond)
	cmd := exec.Command(os.Args[0], "-test.run=^TestKillHelper$", "-test.count=1")
	cmd.Env = append(os.Environ(), "DGNPIPE_KILL_HELPER="+f.dir)
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	sc := bufio.NewScanner(stdout)
	ready := false
	for sc.Scan() {
		if strings.TrimSpace(sc.Text()) == "ready" {
			ready = true
			break
		}
	}
	cmd.Process.Kill()
	cmd.Wait()
	if !ready {
		t.Fatal("the helper never reached stage d")
	}
	art := filepath.Join(f.dir, "out")
	if tmp, _ := filepath.Glob(filepath.Join(art, ".tmp-d-*")); len(tmp) != 1 {
		t.Fatalf("want the killed stage's temp dir, have %v", tmp)
	}
	if _, err := os.Stat(filepath.Join(art, "d")); err == nil {
		t.Fatal("killed stage has an output dir")
	}
	st, err := Status(f.config(), Options{Fingerprint: "test"})
	if err != nil {
		t.Fatal(err)
	}
	if s := st.Stages[3]; s.State != StateStale || s.Reasons[0] != ReasonNoOutput {
		t.Errorf("status of d after the kill: %+v", s)
	}
	rep := f.run(Options{})
	if got, want := actions(rep), "a:skipped(up to date) b:skipped(up to date) c:skipped(up to date) d:ran(no previous output)"; got != want {
		t.Errorf("rerun:\n got %s\nwant %s", got, want)
	}
	if tmp, _ := filepath.Glob(filepath.Join(art, ".tmp-*")); len(tmp) != 0 {
		t.Errorf("stale temp dirs left: %v", tmp)
	}
	clean := newFixture(t, diamond)
	clean.run(Options{})
	if f.out("d") != clean.out("d") {
		t.Error("rerun output differs from a clean run")
	}
}
