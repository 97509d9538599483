package main

import (
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/dgnpipe/dgnpipe/internal/dedup"
	"github.com/dgnpipe/dgnpipe/internal/normalize"
	"github.com/dgnpipe/dgnpipe/internal/pipeline"
	"github.com/dgnpipe/dgnpipe/internal/source"
	"github.com/dgnpipe/dgnpipe/stages/ingest"
)

// DedupOptions are the flags of `dgnpipe dedup`.
type DedupOptions struct {
	Sources []string
	Against []string
	JSON    bool
}

// AddFlags registers the flags.
func (o *DedupOptions) AddFlags(fs *pflag.FlagSet) {
	fs.StringArrayVar(&o.Sources, "source", nil, "a source folder `DIR[:FORMAT]` (FORMAT dgn, the default, or math); repeatable, at least one")
	fs.StringArrayVar(&o.Against, "against", nil, "a reference set `NAME=FILE` (JSONL with a problem field, or .parquet with a problem column); repeatable")
	fs.BoolVar(&o.JSON, "json", false, `print {"clusters": [[id, ...], ...], "contaminated": [{"id", "reference", "ref_row", "similarity"}, ...]}`)
}

func newDedupCommand(g *GlobalOptions) *cobra.Command {
	var opts DedupOptions
	cmd := &cobra.Command{
		Use:   "dedup --source DIR[:FORMAT]... [--against NAME=FILE...]",
		Short: "Find near-duplicate problems in source folders and problems of reference sets",
		Long: `Dedup reads source folders as the pipeline's ingest and normalize stages do
(the same row ids), clusters the rows that are the same problem (up to
typesetting and a few words of prose; the mathematics compared exactly) and
reports the rows that are problems of the reference sets given with
--against. It runs the dedup stage's analysis without a pipeline and writes
nothing. See docs/dedup.md.`,
		Example: `  dgnpipe dedup --source sources/sample
  dgnpipe dedup --source ../shared/data/math:math --against math-test=../shared/data/math/test.jsonl
  dgnpipe dedup --source mybook --against math-test=../shared/data/math/test.jsonl --json`,
		Args: noArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return runDedup(cmd.Context(), opts, g)
		},
	}
	opts.AddFlags(cmd.Flags())
	return cmd
}

func runDedup(ctx context.Context, opts DedupOptions, g *GlobalOptions) error {
	if len(opts.Sources) == 0 {
		return usagef("--source is required")
	}
	var refs []dedup.Reference
	for _, a := range opts.Against {
		name, path, ok := strings.Cut(a, "=")
		if !ok || name == "" || path == "" {
			return usagef("--against %q: want NAME=FILE", a)
		}
		ref, err := dedup.ReadReference(name, path)
		if err != nil {
			return err
		}
		refs = append(refs, ref)
	}
	var sets []*source.Set
	for _, s := range opts.Sources {
		spec, err := parseSourceFlag(s)
		if err != nil {
			return err
		}
		f, _ := source.ParseFormat(spec.Format)
		set, err := source.Read(spec.Dir, f)
		if err != nil {
			return err
		}
		sets = append(sets, set)
	}
	items, res := ingest.Build(sets)
	// Every line not read is named on stderr and counted, as run does.
	skipped := res.Rows[pipeline.CountSkippedLines]
	for _, w := range res.Warnings {
		fmt.Fprintf(g.Stderr, "warning: %s\n", w)
	}
	if skipped > 0 {
		fmt.Fprintf(g.Stderr, "dedup: %s skipped (named above)\n", plural(skipped, "line"))
	}
	docs := make([]dedup.Doc, len(items))
	for i := range items {
		if i%1024 == 0 && ctx != nil && ctx.Err() != nil {
			return ctx.Err()
		}
		normalize.Item(&items[i])
		docs[i] = dedup.Doc{ID: items[i].ID, Problem: items[i].Problem, Origin: items[i].Origin}
	}
	if ctx == nil {
		ctx = context.Background()
	}
	r, err := dedup.AnalyzeContext(ctx, docs, refs)
	if err != nil {
		return err
	}
	if opts.JSON {
		return writeJSON(g.Stdout, r)
	}
	printDedup(g.Stdout, len(docs), skipped, refs, r)
	return nil
}

func printDedup(w io.Writer, rows, skipped int, refs []dedup.Reference, r dedup.Result) {
	clustered := 0
	for _, c := range r.Clusters {
		clustered += len(c)
	}
	skip := ""
	if skipped > 0 {
		skip = fmt.Sprintf(" (%s skipped, named on stderr)", plural(skipped, "line"))
	}
	fmt.Fprintf(w, "%d rows%s: %d cluster(s) of near-duplicates holding %d rows\n", rows, skip, len(r.Clusters), clustered)
	for i, c := range r.Clusters {
		fmt.Fprintf(w, "  cluster %d: %s\n", i+1, strings.Join(c, ", "))
	}
	for _, ref := range refs {
		n := 0
		for _, h := range r.Contaminated {
			if h.Reference == ref.Name {
				n++
			}
		}
		fmt.Fprintf(w, "reference %s (%s, %d problems): %d row(s) found\n", ref.Name, ref.Path, len(ref.Rows), n)
		for _, h := range r.Contaminated {
			if h.Reference == ref.Name {
				fmt.Fprintf(w, "  %s  row %d  similarity %.3f\n", h.ID, h.RefRow, h.Similarity)
			}
		}
	}
}
