//go:build unix

package main

import (
	"context"
	"os"
	"syscall"
	"testing"
	"time"
)

// TestSIGTERMEndsRunCleanly: SIGTERM cancels the run's context like SIGINT
// (the process is not killed outright), so the run ends with exit 130.
func TestSIGTERMEndsRunCleanly(t *testing.T) {
	ctx, stop := notifyContext(context.Background())
	defer stop()
	if err := syscall.Kill(os.Getpid(), syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	select {
	case <-ctx.Done():
	case <-time.After(10 * time.Second):
		t.Fatal("SIGTERM did not cancel the run's context")
	}
	if got := exitCode(ctx, ctx.Err()); got != exitInterrupted {
		t.Errorf("exit %d, want %d", got, exitInterrupted)
	}
}
