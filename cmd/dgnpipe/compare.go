package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/dgnpipe/dgnpipe/internal/compare"
	"github.com/dgnpipe/dgnpipe/internal/score"
)

// CompareOptions are the flags of `dgnpipe compare`.
type CompareOptions struct {
	DatasetFlags
	Predictions []string // NAME=FILE
	Tiers       string
	Rules       string
	Numbers     string
	JSON        bool
	Markdown    string
	Seed        int64
	Resamples   int
}

// AddFlags registers the options on fs.
func (o *CompareOptions) AddFlags(fs *pflag.FlagSet) {
	o.DatasetFlags.AddFlags(fs)
	fs.StringArrayVar(&o.Predictions, "predictions", nil, "a model's predictions as `NAME=FILE` (.jsonl); give it once per model, at least twice")
	fs.StringVar(&o.Tiers, "tiers", "exact,numeric,symbolic", "comma-separated comparison tiers, in order (the same for every model)")
	fs.StringVar(&o.Rules, "rules", "strict", "rule set for every model: strict or spec")
	fs.StringVar(&o.Numbers, "number-convention", "auto", "what a comma in a number means: auto, western or decimal-comma")
	fs.BoolVar(&o.JSON, "json", false, "print one JSON object {models, pairs, ratings} instead of the tables")
	fs.StringVar(&o.Markdown, "markdown", "", "also write the tables as Markdown to this `file`")
	fs.Int64Var(&o.Seed, "seed", 1, "seed of the bootstrap (the same seed gives the same output)")
	fs.IntVar(&o.Resamples, "resamples", compare.DefaultResamples, "bootstrap resamples (at most 10,000)")
}

func newCompareCommand(g *GlobalOptions) *cobra.Command {
	opts := &CompareOptions{}
	cmd := &cobra.Command{
		Use:   "compare --dataset DATASET --predictions NAME=FILE --predictions NAME=FILE ... [--config C] [--split S]",
		Short: "Score several models' predictions with the same rules and compare them",
		Long: `Compare scores every predictions file against the dataset with the same
rules, tiers and number convention (as ` + "`dgnpipe score`" + ` does), then prints each
model's accuracy with its Wilson 95 % interval, unparsed and missing counts and
the per-chapter, group and difficulty table side by side; for each pair the
rows both got right, only A, only B and neither, the exact McNemar p-value and
the accuracy difference with a seeded bootstrap 95 % interval; the mean
response length in words on the rows both answered right; and Bradley-Terry
ratings (400·β + 1200) with bootstrap intervals. Exit 0 on success, 2 on a
usage error, 1 on a missing or unreadable file.

--dataset, --config and --split are score's: the dataset stage's folder or a
rows file (.parquet, .jsonl); by default the scored split the card names
(config verified, both splits). A prediction for a row outside them is
reported as such, with counts.`,
		Example: datasetExamples("compare", "--predictions a=a.jsonl --predictions b=b.jsonl") + `
  dgnpipe compare --dataset out/dataset --predictions a=a.jsonl --predictions b=b.jsonl --json --seed 7`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return runCompare(cmd.Context(), opts, g, cmd.Flags())
		},
	}
	opts.AddFlags(cmd.Flags())
	onceFlags(cmd.Flags())
	return cmd
}

// namedFile is one --predictions NAME=FILE.
type namedFile struct{ name, path string }

// parseNamedFiles reads the --predictions values: NAME=FILE, names unique;
// a value without '=' is named after its file (without extension).
func parseNamedFiles(vals []string) ([]namedFile, error) {
	var out []namedFile
	seen := map[string]bool{}
	for _, v := range vals {
		name, path, ok := strings.Cut(v, "=")
		if !ok {
			path = v
			name = strings.TrimSuffix(filepath.Base(v), filepath.Ext(v))
		}
		if name == "" || path == "" {
			return nil, fmt.Errorf("--predictions %q: want NAME=FILE", v)
		}
		if seen[name] {
			return nil, fmt.Errorf("--predictions: the name %q is given twice", name)
		}
		seen[name] = true
		out = append(out, namedFile{name, path})
	}
	if len(out) < 2 {
		return nil, fmt.Errorf("--predictions: give at least two models (NAME=FILE), got %d", len(out))
	}
	return out, nil
}

func runCompare(ctx context.Context, o *CompareOptions, g *GlobalOptions, fs *pflag.FlagSet) error {
	if o.Dataset == "" {
		return usagef("compare: --dataset is required")
	}
	if o.Resamples > compare.MaxResamples {
		return usagef("compare: --resamples %d: at most %d", o.Resamples, compare.MaxResamples)
	}
	files, err := parseNamedFiles(o.Predictions)
	if err != nil {
		return usagef("compare: %v", err)
	}
	if len(files) > compare.MaxModels {
		return usagef("compare: %d models: at most %d", len(files), compare.MaxModels)
	}
	tiers, err := score.ParseTiers(o.Tiers)
	if err != nil {
		return fmt.Errorf("compare: --tiers: %w", err)
	}
	rules, err := score.ParseRules(o.Rules)
	if err != nil {
		return usagef("compare: --rules: %v", err)
	}
	numbers, err := score.ParseNumberConvention(o.Numbers)
	if err != nil {
		return usagef("compare: --number-convention: %v", err)
	}
	ds, err := o.open(fs)
	if err != nil {
		var ue usageError
		if errors.As(err, &ue) {
			return usagef("compare: %v", err)
		}
		return fmt.Errorf("compare: dataset: %w", err)
	}
	for _, e := range ds.Errors {
		fmt.Fprintln(g.Stderr, "dgnpipe: compare: dataset:", e)
	}
	opt := score.Options{Rules: rules, Tiers: tiers, Numbers: numbers}
	var models []compare.Model
	for _, f := range files {
		if err := ctx.Err(); err != nil {
			return err
		}
		preds, err := score.ReadPredictions(f.path)
		if err != nil {
			return fmt.Errorf("compare: predictions %s: %w", f.name, err)
		}
		for _, e := range preds.Malformed {
			fmt.Fprintf(g.Stderr, "dgnpipe: compare: predictions %s: %s\n", f.name, e)
		}
		rep := score.Score(ds, preds, opt)
		matchReport(g.Stderr, "compare: "+f.name, rep, len(ds.Rows), len(preds.Order), o.describe())
		models = append(models, compareModel(f.name, rep, preds))
	}
	res, err := compare.Run(ctx, models, compare.Options{Seed: o.Seed, Resamples: o.Resamples})
	if err != nil {
		return fmt.Errorf("compare: %w", err)
	}
	if o.Markdown != "" {
		var buf bytes.Buffer
		title := fmt.Sprintf("dgnpipe compare: %d models on %s (rules %s, tiers %s)", len(models), filepath.Base(o.Dataset), rules, o.Tiers)
		if err := res.WriteMarkdown(&buf, title); err != nil {
			return fmt.Errorf("compare: %w", err)
		}
		if err := os.WriteFile(o.Markdown, buf.Bytes(), 0o644); err != nil {
			return fmt.Errorf("compare: --markdown: %w", err)
		}
	}
	if o.JSON {
		return res.WriteJSON(g.Stdout)
	}
	fw := newFitWriter(g.Stdout)
	fmt.Fprintf(fw, "dgnpipe compare: %d models on %s (%s), %d rows scored (rules %s, tiers %s)\n\n", len(models), o.Dataset, o.describe(), len(models[0].Rows), rules, o.Tiers)
	if err := res.WriteText(fw); err != nil {
		return err
	}
	return fw.Flush()
}

// compareModel turns one model's score report into its rows for compare.
func compareModel(name string, rep *score.Report, preds *score.Predictions) compare.Model {
	m := compare.Model{Name: name, Rows: make([]compare.Row, 0, len(rep.Items))}
	for i := range rep.Items {
		it := &rep.Items[i]
		r := compare.Row{ID: it.ID, Correct: it.Correct, Missing: it.Missing, Unparsed: !it.Missing && !it.Parsed}
		if row := it.DatasetRow(); row != nil {
			r.Chapter, r.Group, r.Difficulty = row.Chapter, row.Group, row.Difficulty
		}
		if resp, ok := preds.ByID[it.ID]; ok {
			r.Words = len(strings.Fields(resp))
		}
		m.Rows = append(m.Rows, r)
	}
	return m
}
