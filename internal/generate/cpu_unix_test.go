//go:build unix

package generate

import (
	"syscall"
	"time"
)

// cpuTime is the CPU time (user and system) the process has used: the
// benchmarks report it beside the wall time, which other work on a shared
// machine inflates.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
