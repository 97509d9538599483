// Command dgnpipe rebuilds and verifies snapshots of the DGN math benchmark.
// See README.md and `dgnpipe help`.
package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/signal"
)

// Exit codes (DESIGN.md): 0 success, 1 a failed run or an unreadable file,
// 2 a usage error, 130 interrupted.
const (
	exitOK          = 0
	exitFailure     = 1
	exitUsage       = 2
	exitInterrupted = 130
)

// usageError marks an error as a usage error (exit code 2).
type usageError struct{ err error }

func (e usageError) Error() string { return e.err.Error() }
func (e usageError) Unwrap() error { return e.err }

// usagef returns a usage error.
func usagef(format string, args ...any) error {
	return usageError{fmt.Errorf(format, args...)}
}

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	g := &GlobalOptions{Stdout: os.Stdout, Stderr: os.Stderr}
	root := newRootCommand(g)
	err := root.ExecuteContext(ctx)
	os.Exit(exitCode(ctx, err))
}

func exitCode(ctx context.Context, err error) int {
	var ue usageError
	switch {
	case err == nil:
		return exitOK
	case ctx.Err() != nil || errors.Is(err, context.Canceled):
		fmt.Fprintln(os.Stderr, "dgnpipe: interrupted")
		return exitInterrupted
	case errors.As(err, &ue):
		fmt.Fprintln(os.Stderr, "dgnpipe:", err)
		return exitUsage
	default:
		fmt.Fprintln(os.Stderr, "dgnpipe:", err)
		return exitFailure
	}
}
