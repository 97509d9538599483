package main

import (
	"fmt"
	"os"
	"runtime/metrics"
	"runtime/pprof"
	"time"

	"github.com/spf13/cobra"
)

// addMemProfileFlag adds the hidden --memprofile FILE: the heap profile
// (go tool pprof -sample_index=inuse_space) taken when the live heap was
// at its largest, so that it shows what holds memory at the peak. The live
// heap (liveHeap) is looked at once a second, and the profile rewritten
// each time it has grown by a tenth since the last one.
func addMemProfileFlag(root *cobra.Command) {
	var path string
	var stop chan struct{}
	var done chan error
	root.PersistentFlags().StringVar(&path, "memprofile", "", "write the heap profile at the command's peak to `FILE` (go tool pprof)")
	_ = root.PersistentFlags().MarkHidden("memprofile")
	pre, post := root.PersistentPreRunE, root.PersistentPostRunE
	root.PersistentPreRunE = func(cmd *cobra.Command, args []string) error {
		if pre != nil {
			if err := pre(cmd, args); err != nil {
				return err
			}
		}
		if path == "" {
			return nil
		}
		stop, done = make(chan struct{}), make(chan error, 1)
		go func() { done <- watchHeap(path, stop) }()
		return nil
	}
	root.PersistentPostRunE = func(cmd *cobra.Command, args []string) error {
		var err error
		if post != nil {
			err = post(cmd, args)
		}
		if stop != nil {
			close(stop)
			if werr := <-done; werr != nil && err == nil {
				err = fmt.Errorf("--memprofile: %w", werr)
			}
			stop = nil
		}
		return err
	}
}

// liveHeap is the heap the last collection found live: what the heap
// profile's inuse figures describe. (The heap's objects, live or not yet
// swept, are not it: under the run's GC setting they reach the soft limit
// in the first seconds, and a watcher on them took its one profile there.)
func liveHeap() uint64 {
	sample := []metrics.Sample{{Name: "/gc/heap/live:bytes"}}
	metrics.Read(sample)
	return sample[0].Value.Uint64()
}

// watchHeap writes the heap profile to path whenever the live heap has
// grown by a tenth since the last profile, until stop is closed.
func watchHeap(path string, stop chan struct{}) error {
	var last uint64
	tick := time.NewTicker(time.Second)
	defer tick.Stop()
	for {
		if v := liveHeap(); v > last+last/10 {
			last = v
			f, err := os.Create(path)
			if err != nil {
				return err
			}
			err = pprof.Lookup("heap").WriteTo(f, 0)
			if cerr := f.Close(); err == nil {
				err = cerr
			}
			if err != nil {
				return err
			}
		}
		select {
		case <-stop:
			return nil
		case <-tick.C:
		}
	}
}
