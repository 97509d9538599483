//go:build unix

package diskcache

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"testing"
)

// value is what the helper stores under key i: large enough that a write
// is caught midway now and then.
func value(i int) []byte { return bytes.Repeat([]byte(fmt.Sprintf("%08d", i)), 32<<10) }

func key(i int) string { return fmt.Sprintf("%064x", i) }

// TestKillHelper is the child process of TestKillWhileWriting: it stores
// entries in the cache named by DGNPIPE_DISKCACHE_HELPER until it is killed,
// saying "ready" after the first 20.
func TestKillHelper(t *testing.T) {
	dir := os.Getenv("DGNPIPE_DISKCACHE_HELPER")
	if dir == "" {
		t.Skip("helper process of TestKillWhileWriting")
	}
	d, err := Open(dir, "kill")
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; ; i++ {
		if err := d.Put(key(i%500), value(i%500)); err != nil {
			t.Fatal(err)
		}
		if i == 20 {
			fmt.Println("ready")
		}
	}
}

// TestKillWhileWriting SIGKILLs a process that is writing entries and
// checks that every entry it left is whole.
func TestKillWhileWriting(t *testing.T) {
	if os.Getenv("DGNPIPE_DISKCACHE_HELPER") != "" {
		t.Skip("in the helper")
	}
	dir := t.TempDir()
	cmd := exec.Command(os.Args[0], "-test.run=^TestKillHelper$", "-test.count=1")
	cmd.Env = append(os.Environ(), "DGNPIPE_DISKCACHE_HELPER="+dir)
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
		t.Fatal("the helper never got ready")
	}
	d, err := Open(dir, "kill")
	if err != nil {
		t.Fatal(err)
	}
	found := 0
	for i := range 500 {
		v, ok := d.Get(key(i))
		if !ok {
			continue
		}
		found++
		if !bytes.Equal(v, value(i)) {
			t.Fatalf("entry %d is torn (%d bytes)", i, len(v))
		}
	}
	if found < 20 {
		t.Errorf("only %d entries survived", found)
	}
	t.Logf("%d whole entries after the kill", found)
}
