package main

import (
	"context"
	"fmt"
	"os"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	gen "github.com/dgnpipe/dgnpipe/internal/generate"
)

// GenerateOptions are the flags of `dgnpipe generate`.
type GenerateOptions struct {
	Seed      int64
	Count     int
	Out       string
	Templates string
	List      bool
}

// AddFlags registers the flags.
func (o *GenerateOptions) AddFlags(f *pflag.FlagSet) {
	f.Int64Var(&o.Seed, "seed", 42, "seed of the exercises")
	f.IntVar(&o.Count, "count", 520, "number of exercises (at most 100000)")
	f.StringVar(&o.Out, "out", "", "folder to write (a dgn source: exercises.jsonl and report.json); created if missing")
	f.StringVar(&o.Templates, "templates", "", "comma-separated template names (default: all; --list shows them)")
	f.BoolVar(&o.List, "list", false, "list the templates and exit")
}

func newGenerateCommand(g *GlobalOptions) *cobra.Command {
	var opts GenerateOptions
	cmd := &cobra.Command{
		Use:   "generate",
		Short: "Write the machine-made exercises (self-checked by legs 1 and 3) as a source folder",
		Example: `  dgnpipe generate --list
  dgnpipe generate --count 100 --seed 7 --out exercises
  dgnpipe generate --templates linear,quadratic-rational --count 20 --out ex`,
		Args: noArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return runGenerate(cmd.Context(), opts, g)
		},
	}
	opts.AddFlags(cmd.Flags())
	return cmd
}

func runGenerate(ctx context.Context, opts GenerateOptions, g *GlobalOptions) error {
	if opts.List {
		for _, t := range gen.Templates() {
			fmt.Fprintf(g.Stdout, "%-26s chapter %d: %s\n", t.Name, t.Chapter, t.Title)
		}
		return nil
	}
	if opts.Out == "" {
		return usagef("--out is required")
	}
	if err := gen.CheckCount(opts.Count); err != nil {
		return usagef("--count %d %v", opts.Count, err)
	}
	var names []string
	if opts.Templates != "" {
		names = strings.Split(opts.Templates, ",")
	}
	tmpls, err := gen.Select(names)
	if err != nil {
		return usageError{err}
	}
	sc, closeSC, err := gen.NewSelfCheck(opts.Seed)
	if err != nil {
		return err
	}
	defer closeSC()
	items, rep, err := gen.Generate(ctx, gen.Options{Seed: opts.Seed, Count: opts.Count, Templates: tmpls, Checker: sc})
	if err != nil {
		return err
	}
	if err := os.MkdirAll(opts.Out, 0o755); err != nil {
		return err
	}
	if err := gen.WriteFolder(opts.Out, items, rep); err != nil {
		return err
	}
	fmt.Fprint(g.Stdout, rep.Table())
	if rep.Emitted < opts.Count {
		return fmt.Errorf("only %d of %d exercises confirmed within %d candidates", rep.Emitted, opts.Count, rep.Candidates)
	}
	return nil
}
