// Command dgnpipe rebuilds and verifies snapshots of the DGN math benchmark.
// See README.md and `dgnpipe help`.
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"
	"syscall"
)

// Exit codes (README.md, docs/commands.md): 0 success, 1 a failed run or an
// unreadable file, 2 a usage error, 3 the run finished but a configured leg
// could not run (the affected stages rerun next time), 130 interrupted.
const (
	exitOK          = 0
	exitFailure     = 1
	exitUsage       = 2
	exitDegraded    = 3
	exitInterrupted = 130
)

// degradedError says a run finished but something configured could not run
// (exit code 3).
type degradedError struct{ what []string }

func (e degradedError) Error() string {
	return "finished, but a configured leg could not run (the affected stages rerun next time): " + strings.Join(e.what, "; ")
}

// usageError marks an error as a usage error (exit code 2).
type usageError struct{ err error }

func (e usageError) Error() string { return e.err.Error() }
func (e usageError) Unwrap() error { return e.err }

// usagef returns a usage error.
func usagef(format string, args ...any) error {
	return usageError{fmt.Errorf(format, args...)}
}

// stopSignals end a run cleanly: the context is cancelled, running stages
// stop, their temporary output is removed and the exit code is 130.
var stopSignals = []os.Signal{os.Interrupt, syscall.SIGTERM}

// notifyContext returns a context cancelled by the first stop signal.
func notifyContext(parent context.Context) (context.Context, context.CancelFunc) {
	return signal.NotifyContext(parent, stopSignals...)
}

func main() {
	runGC = tuneGC(os.Getenv)
	ctx, stop := notifyContext(context.Background())
	defer stop()
	g := &GlobalOptions{Stdout: os.Stdout, Stderr: os.Stderr}
	root := newRootCommand(g)
	err := root.ExecuteContext(ctx)
	g.flushStderr()
	os.Exit(exitCode(ctx, err, os.Stderr))
}

// exitCode is the exit status for err, which it prints to stderr.
func exitCode(ctx context.Context, err error, stderr io.Writer) int {
	code := exitFailure
	var ue usageError
	var de degradedError
	var ci crawlIncomplete
	switch {
	case err == nil:
		return exitOK
	case ctx.Err() != nil || errors.Is(err, context.Canceled):
		err, code = errors.New("interrupted"), exitInterrupted
	case errors.As(err, &ue):
		code = exitUsage
	case errors.As(err, &de), errors.As(err, &ci):
		code = exitDegraded
	}
	// The message fits the output width, as every console line does.
	w := newFitWriter(stderr)
	fmt.Fprintln(w, "dgnpipe:", err)
	_ = w.Flush()
	return code
}
