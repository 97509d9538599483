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
	root.SetFlagErrorFunc(flagError)
	root.Args = func(c *cobra.Command, args []string) error {
		if len(args) > 0 {
			return unknownCommand(c, args[0])
		}
		return nil
	}
	root.Version = buildVersion()
	root.SetVersionTemplate("dgnpipe {{.Version}} (`dgnpipe version` lists the legs and engines)\n")
	root.RunE = func(c *cobra.Command, _ []string) error { return c.Help() }
	// Each subcommand lives in its own file and is added here.
	root.AddCommand(
		newVersionCommand(g),
		newRunCommand(g),
		newStatusCommand(g),
		newScoreCommand(g),
		newCompareCommand(g),
		newEvalCommand(g),
		newCheckCommand(g),
		newExplainCommand(g),
		newGenerateCommand(g),
		newCrawlCommand(g),
		newReviewCommand(g),
		newDiffCommand(g),
		newDedupCommand(g),
		newShowCommand(g),
	)
	return root
}
