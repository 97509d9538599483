package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/dgnpipe/dgnpipe/internal/score"
)

// ScoreOptions are the flags of `dgnpipe score` (spec section 4.1).
type ScoreOptions struct {
	DatasetFlags
	Predictions string
	Out         string
	Tiers       string
	Quiet       bool
	ShowItems   string
	Rules       string
	Numbers     string
	Template    bool
	Strict      bool
}

// AddFlags registers the options on fs.
func (o *ScoreOptions) AddFlags(fs *pflag.FlagSet) {
	o.DatasetFlags.AddFlags(fs)
	fs.BoolVar(&o.Strict, "strict", false, "fail (exit 1) when a prediction id is in no row, or fewer than half the rows have a prediction")
	fs.StringVar(&o.Predictions, "predictions", "", "predictions `file` (.jsonl, one JSON object per line) (required)")
	fs.StringVar(&o.Out, "out", "", "write the full JSON report to this `file`")
	fs.StringVar(&o.Tiers, "tiers", "exact,numeric,symbolic", "comma-separated comparison tiers, in order")
	fs.BoolVar(&o.Quiet, "quiet", false, "do not print the report (--out is still written)")
	fs.StringVar(&o.ShowItems, "show-items", "auto", "per-item lines: auto (all for ≤ 500 rows, else failures), all, failures, none")
	fs.StringVar(&o.Numbers, "number-convention", "auto", "what a comma in a number means: auto (per row: the DGN books' decimal comma, Western thousands separators elsewhere), western or decimal-comma")
	fs.StringVar(&o.Rules, "rules", "strict", "rule set: strict (mathematically correct) or spec (the published harness's rules to the letter; internal/score/README.md)")
	fs.BoolVar(&o.Template, "template", false, "print the filled results-reporting template (internal/score/README.md)")
}

func newScoreCommand(g *GlobalOptions) *cobra.Command {
	opts := &ScoreOptions{}
	cmd := &cobra.Command{
		Use:   "score --dataset DATASET --predictions FILE [--config C] [--split S] [--out FILE]",
		Short: "Score a model's predictions against the benchmark (the benchmark's scoring harness)",
		Long: `Score extracts the answer from each prediction (last \boxed{}, last math span,
bare expression, answer marker, last number), compares it with the gold answer
through the exact, numeric and symbolic tiers, and prints the report
(its layout: internal/score/README.md). Exit 0 on success, 2 on a usage error, 1 on a missing or
unreadable file or an invalid tier name. Malformed rows and lines are counted,
never fatal.

The predictions file has one JSON object per line: "id" (the row's id) and
the model's text under "response" (or "prediction", "output", "answer",
"pred", "text" — the first present is read), for example
  {"id": "dgn.algebra.1", "response": "By the remainder theorem ... \\boxed{13}"}
--dataset is the dataset stage's folder, or a rows file (.parquet, or .jsonl
with "id" and "final_answer"). By default the scored split the card names is
scored: config verified, both splits; --config and --split choose others. A
prediction for a row outside them is reported as such, with counts.`,
		Example: datasetExamples("score", "--predictions preds.jsonl") + `
  dgnpipe score --dataset out/dataset --predictions preds.jsonl --out report.json --rules spec --template`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return runScore(cmd.Context(), opts, g, os.Args, cmd.Flags())
		},
	}
	opts.AddFlags(cmd.Flags())
	onceFlags(cmd.Flags())
	return cmd
}

func runScore(_ context.Context, o *ScoreOptions, g *GlobalOptions, argv []string, fs *pflag.FlagSet) error {
	if o.Dataset == "" || o.Predictions == "" {
		return usagef("score: --dataset and --predictions are required")
	}
	// An invalid tier name is exit 1 (spec section 4.1), not a usage error.
	tiers, err := score.ParseTiers(o.Tiers)
	if err != nil {
		return fmt.Errorf("score: --tiers: %w", err)
	}
	rules, err := score.ParseRules(o.Rules)
	if err != nil {
		return usagef("score: --rules: %v", err)
	}
	numbers, err := score.ParseNumberConvention(o.Numbers)
	if err != nil {
		return usagef("score: --number-convention: %v", err)
	}
	show, err := score.ParseShowItems(o.ShowItems)
	if err != nil {
		return usagef("score: %v", err)
	}
	ds, err := o.open(fs)
	if err != nil {
		var ue usageError
		if errors.As(err, &ue) {
			return usagef("score: %v", err)
		}
		return fmt.Errorf("score: dataset: %w", err)
	}
	preds, err := score.ReadPredictions(o.Predictions)
	if err != nil {
		return fmt.Errorf("score: predictions: %w", err)
	}
	for _, e := range ds.Errors {
		fmt.Fprintln(g.Stderr, "dgnpipe: score: dataset:", e)
	}
	for _, e := range preds.Malformed {
		fmt.Fprintln(g.Stderr, "dgnpipe: score: predictions:", e)
	}
	rep := score.Score(ds, preds, score.Options{Rules: rules, Tiers: tiers, Numbers: numbers})
	matched := matchReport(g.Stderr, "score", rep, len(ds.Rows), len(preds.Order), o.describe())
	unknown := rep.UnknownIDs
	if o.Out != "" {
		var buf bytes.Buffer
		if err := rep.WriteJSON(&buf); err != nil {
			return fmt.Errorf("score: %w", err)
		}
		if err := os.WriteFile(o.Out, buf.Bytes(), 0o644); err != nil {
			return fmt.Errorf("score: --out: %w", err)
		}
	}
	if !o.Quiet {
		if o.Template {
			err = rep.WriteTemplate(g.Stdout, "dgnpipe "+strings.Join(quoteArgs(argv[1:]), " "))
		} else {
			fw := newFitWriter(g.Stdout)
			if err = rep.WriteText(fw, show); err == nil {
				err = fw.Flush()
			}
		}
		if err != nil {
			return err
		}
	}
	if o.Strict && (len(unknown) > 0 || matched*2 < len(ds.Rows)) {
		return fmt.Errorf("score: --strict: predictions for %d of %d rows, %s in no row", matched, len(ds.Rows), plural(len(unknown), "prediction id"))
	}
	return nil
}

// quoteArgs quotes the arguments that need it for a shell (shellQuote).
func quoteArgs(args []string) []string {
	out := make([]string, len(args))
	for i, a := range args {
		out[i] = shellQuote(a)
	}
	return out
}
