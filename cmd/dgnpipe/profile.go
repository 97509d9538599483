package main

import (
	"fmt"
	"os"
	"runtime/pprof"

	"github.com/spf13/cobra"
)

// addProfileFlag adds the hidden --cpuprofile FILE: a CPU profile of the
// whole command (for `go tool pprof`), written when the command returns.
func addProfileFlag(root *cobra.Command) {
	var path string
	var f *os.File
	root.PersistentFlags().StringVar(&path, "cpuprofile", "", "write a CPU profile of the command to `FILE` (go tool pprof)")
	_ = root.PersistentFlags().MarkHidden("cpuprofile")
	root.PersistentPreRunE = func(*cobra.Command, []string) error {
		if path == "" {
			return nil
		}
		var err error
		if f, err = os.Create(path); err != nil {
			return fmt.Errorf("--cpuprofile: %w", err)
		}
		if err := pprof.StartCPUProfile(f); err != nil {
			f.Close()
			f = nil
			return fmt.Errorf("--cpuprofile: %w", err)
		}
		return nil
	}
	root.PersistentPostRunE = func(*cobra.Command, []string) error { return stopProfile(&f) }
}

// stopProfile ends the profile begun by --cpuprofile, if any.
func stopProfile(f **os.File) error {
	if *f == nil {
		return nil
	}
	pprof.StopCPUProfile()
	err := (*f).Close()
	*f = nil
	if err != nil {
		return fmt.Errorf("--cpuprofile: %w", err)
	}
	return nil
}
