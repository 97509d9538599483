package main

import (
	"io"

	"github.com/spf13/cobra"
)

// GlobalOptions are the options every subcommand sees.
type GlobalOptions struct {
	Verbose bool
	Stdout  io.Writer
	Stderr  io.Writer
}

func newRootCommand(g *GlobalOptions) *cobra.Command {
	root := &cobra.Command{
		Use:           "dgnpipe",
		Short:         "Rebuild and verify snapshots of the DGN math benchmark",
		SilenceUsage:  true,
		SilenceErrors: true,
	}
	root.PersistentFlags().BoolVarP(&g.Verbose, "verbose", "v", false, "log debug detail")
	addProfileFlag(root)
	// Flag parse errors and unknown commands are usage errors (exit 2).
	root.SetFlagErrorFunc(func(_ *cobra.Command, err error) error { return usageError{err} })
	root.Args = func(c *cobra.Command, args []string) error {
		if len(args) > 0 {
			return usagef("unknown command %q for %q (see `dgnpipe help`)", args[0], c.CommandPath())
		}
		return nil
	}
	root.RunE = func(c *cobra.Command, _ []string) error { return c.Help() }
	// Each subcommand lives in its own file and is added here.
	root.AddCommand(
		newVersionCommand(g),
		newRunCommand(g),
		newStatusCommand(g),
		newScoreCommand(g),
		newEvalCommand(g),
		newCheckCommand(g),
		newExplainCommand(g),
		newGenerateCommand(g),
		newCrawlCommand(g),
		newReviewCommand(g),
		newDedupCommand(g),
	)
	return root
}
