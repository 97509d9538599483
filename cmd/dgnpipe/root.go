package main

import (
	"io"

	"github.com/spf13/cobra"
)

// GlobalOptions are the options every subcommand sees.
type GlobalOptions struct {
	Verbose bool
	Stdout  io.Writer
	// Stderr wraps every line to the output width (newRootCommand sets it
	// up); rawStderr is the stream itself, for the progress bar.
	Stderr    io.Writer
	rawStderr io.Writer
}

// wrapStderr makes g.Stderr fit the output width.
func (g *GlobalOptions) wrapStderr() {
	if g.Stderr == nil || g.rawStderr != nil {
		return
	}
	g.rawStderr = g.Stderr
	g.Stderr = &lockedFitWriter{fw: newFitWriter(g.Stderr)}
}

// flushStderr writes what is left of a line without a newline.
func (g *GlobalOptions) flushStderr() {
	if l, ok := g.Stderr.(*lockedFitWriter); ok {
		_ = l.Flush()
	}
}

func newRootCommand(g *GlobalOptions) *cobra.Command {
	g.wrapStderr()
	root := &cobra.Command{
		Use:           "dgnpipe",
		Short:         "Rebuild and verify snapshots of the DGN math benchmark",
		SilenceUsage:  true,
		SilenceErrors: true,
		Example: `  dgnpipe run                                        # the sample book into artifacts/
  dgnpipe run --source mybook --artifacts out        # your own rows (mybook/dataset.yaml describes them)
  dgnpipe status --artifacts out                     # what is up to date, and why not
  dgnpipe explain dgn.mine.3 --artifacts out         # why a row got its answer_status
  dgnpipe show out/dataset --status suspected        # the rows, as a table
  dgnpipe score --dataset out/dataset --predictions preds.jsonl`,
	}
	root.PersistentFlags().BoolVarP(&g.Verbose, "verbose", "v", false, "log debug detail")
	addProfileFlag(root)
	addMemProfileFlag(root)
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
	// Help fits the output width: flag descriptions and long lines wrap.
	defaultHelp := root.HelpFunc()
	root.SetHelpFunc(func(c *cobra.Command, args []string) {
		out := c.OutOrStdout()
		fw := newFitWriter(out)
		c.SetOut(fw)
		defaultHelp(c, args)
		_ = fw.Flush()
		c.SetOut(out)
	})
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
