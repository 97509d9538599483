package main

import (
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"github.com/spf13/cobra"

	"github.com/dgnpipe/dgnpipe/internal/pipeline"
)

// StatusOptions are the flags of `dgnpipe status`.
type StatusOptions struct {
	PipelineOptions
}

func newStatusCommand(g *GlobalOptions) *cobra.Command {
	var opts StatusOptions
	cmd := &cobra.Command{
		Use:   "status",
		Short: "Show each stage: up to date or stale, and why",
		Args:  noArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return runStatus(opts, g)
		},
	}
	opts.AddFlags(cmd.Flags())
	return cmd
}

func runStatus(opts StatusOptions, g *GlobalOptions) error {
	cfg, err := opts.loadPipeline()
	if err != nil {
		return err
	}
	fp, err := pipeline.BinaryFingerprint()
	if err != nil {
		fp = "unknown"
	}
	rep, err := pipeline.Status(cfg, pipeline.Options{Fingerprint: fp, Log: newLogger(g.Stderr, g.Verbose)})
	if err != nil {
		return err
	}
	if opts.JSON {
		return writeJSON(g.Stdout, rep)
	}
	printStatus(g.Stdout, rep)
	return nil
}

func printStatus(w io.Writer, rep *pipeline.StatusReport) {
	tw := tabwriter.NewWriter(w, 0, 8, 2, ' ', 0)
	for _, s := range rep.Stages {
		fmt.Fprintf(tw, "%s\t%s\t%s\n", s.Name, s.State, strings.Join(s.Reasons, "; "))
	}
	tw.Flush()
}
