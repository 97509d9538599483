package main

import (
	"context"
	"fmt"
	"os"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/dgnpipe/dgnpipe/internal/snapdiff"
)

// DiffOptions are the flags of `dgnpipe diff`.
type DiffOptions struct {
	JSON     bool
	Markdown string
}

// AddFlags registers the options on fs.
func (o *DiffOptions) AddFlags(fs *pflag.FlagSet) {
	fs.BoolVar(&o.JSON, "json", false, "print the diff as one JSON object (docs/diff.md) instead of the report")
	fs.StringVar(&o.Markdown, "markdown", "", "also write release notes to `FILE` (Markdown: counts first, long id lists folded by collection)")
}

func newDiffCommand(g *GlobalOptions) *cobra.Command {
	var opts DiffOptions
	cmd := &cobra.Command{
		Use:   "diff OLD NEW [--json] [--markdown FILE]",
		Short: "Say what changed between two dataset snapshots, with release notes",
		Long: `Diff compares two dataset folders as the dataset stage writes them (e.g. the
last published snapshot and a new build) and reports, keyed by row id: the
rows added and removed; the rows changed, with the columns that changed; the
answer_status moves (from -> to, each row with the reason from its new note);
the train/test moves; the score-affecting rows (a changed gold answer, or a row
that entered or left the verified config) with what a model's score on each
config can move by; and the configs' sizes before and after. See docs/diff.md.

Exit 0 when the diff is made (an empty diff when the snapshots hold the same
rows), 1 when a folder is not a dataset, a config or file is missing on one
side, the schemas differ or a file cannot be read (the message names the
file), 2 on a usage error.`,
		Example: `  dgnpipe diff published/ artifacts/dataset/
  dgnpipe diff published/ artifacts/dataset/ --markdown notes.md
  dgnpipe diff published/ artifacts/dataset/ --json`,
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) != 2 {
				return usagef("diff takes two dataset folders, OLD and NEW; have %d arguments", len(args))
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			return runDiff(cmd.Context(), opts, g, args[0], args[1])
		},
	}
	opts.AddFlags(cmd.Flags())
	return cmd
}

func runDiff(ctx context.Context, opts DiffOptions, g *GlobalOptions, oldDir, newDir string) error {
	old, cur, err := snapdiff.LoadPair(ctx, oldDir, newDir)
	if err != nil {
		return fmt.Errorf("diff: %w", err)
	}
	d, err := snapdiff.Compare(old, cur)
	if err != nil {
		return fmt.Errorf("diff: %w", err)
	}
	if opts.Markdown != "" {
		notes := d.Markdown(snapdiff.MarkdownOptions{FoldAt: snapdiff.DefaultFoldAt})
		if err := os.WriteFile(opts.Markdown, notes, 0o644); err != nil {
			return fmt.Errorf("diff: %w", err)
		}
	}
	if opts.JSON {
		_, err = g.Stdout.Write(d.JSON())
	} else {
		fw := newFitWriter(g.Stdout)
		if _, err = fw.Write(d.Markdown(snapdiff.MarkdownOptions{Folders: true})); err == nil {
			err = fw.Flush()
		}
	}
	return err
}
