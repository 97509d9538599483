package main

import (
	"strings"
	"testing"
)

// TestEveryCommandHasAnExample: each command's help shows how to call it,
// and the read-only commands do not claim to write their --artifacts.
func TestEveryCommandHasAnExample(t *testing.T) {
	root := newRootCommand(&GlobalOptions{})
	n := 0
	for _, c := range root.Commands() {
		if !c.IsAvailableCommand() || c.Name() == "help" || c.Name() == "completion" {
			continue
		}
		n++
		if strings.TrimSpace(c.Example) == "" {
			t.Errorf("dgnpipe %s --help has no example", c.Name())
		} else if !strings.Contains(c.Example, "dgnpipe "+c.Name()) && c.Name() != "version" {
			t.Errorf("dgnpipe %s: the example does not call the command:\n%s", c.Name(), c.Example)
		}
		if f := c.Flags().Lookup("artifacts"); f != nil && c.Name() != "run" && strings.Contains(f.Usage, "write") {
			t.Errorf("dgnpipe %s --artifacts says %q, but the command writes nothing there", c.Name(), f.Usage)
		}
	}
	if n < 8 {
		t.Errorf("only %d commands found", n)
	}
}
