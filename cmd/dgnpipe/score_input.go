package main

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/spf13/pflag"

	"github.com/dgnpipe/dgnpipe/internal/score"
)

// DatasetFlags are the dataset flags `score` and `compare` share: one
// reader (score.Open), one set of flags, one default (the card's scored
// split: config verified, both splits).
type DatasetFlags struct {
	Dataset string
	Config  string
	Split   string
}

// AddFlags registers --dataset, --config and --split.
func (o *DatasetFlags) AddFlags(fs *pflag.FlagSet) {
	fs.StringVar(&o.Dataset, "dataset", "", "the dataset: the dataset stage's `folder` (e.g. out/dataset), a .parquet or a .jsonl rows file (required)")
	fs.StringVar(&o.Config, "config", score.DefaultConfig, "the `config` scored: verified (the scored split the card names), full, qa, core, extended, exercises")
	fs.StringVar(&o.Split, "split", score.DefaultSplit, "the split scored: train, test or all")
}

// open reads the selected rows; fs says whether --config was given.
func (o *DatasetFlags) open(fs *pflag.FlagSet) (*score.Dataset, error) {
	ds, err := score.Open(o.Dataset, score.Selection{Config: o.Config, Split: o.Split, ConfigGiven: fs.Changed("config")})
	var ue *score.UsageError
	if errors.As(err, &ue) {
		return nil, usageError{err}
	}
	return ds, err
}

// describe is "config verified, split all" for report lines.
func (o *DatasetFlags) describe() string {
	return "config " + o.Config + ", split " + o.Split
}

// datasetExamples are the examples `score` and `compare` both show: the
// three forms of --dataset, and --config/--split.
func datasetExamples(cmd, preds string) string {
	lines := []string{
		"dgnpipe " + cmd + " --dataset out/dataset " + preds + "                    # verified rows, both splits",
		"dgnpipe " + cmd + " --dataset out/dataset --config full --split test " + preds,
		"dgnpipe " + cmd + " --dataset out/dataset/data/full/test-00000-of-00001.parquet " + preds,
		"dgnpipe " + cmd + " --dataset rows.jsonl --config full " + preds,
	}
	return "  " + strings.Join(lines, "\n  ")
}

// onceFlags makes every single-value flag of fs an error when given twice
// (a repeated --dataset must not silently keep the last one); list flags
// (--predictions) stay repeatable.
func onceFlags(fs *pflag.FlagSet) {
	fs.VisitAll(func(f *pflag.Flag) {
		t := f.Value.Type()
		if strings.Contains(t, "Slice") || strings.Contains(t, "Array") {
			return
		}
		f.Value = &onceValue{Value: f.Value, name: f.Name}
	})
}

// onceValue is a flag value that may be set once.
type onceValue struct {
	pflag.Value
	name string
	set  bool
}

func (v *onceValue) Set(s string) error {
	if v.set {
		return fmt.Errorf("--%s is given twice (it takes one value)", v.name)
	}
	v.set = true
	return v.Value.Set(s)
}

// matchReport names the prediction ids that are in no row of the dataset
// and those of rows outside the chosen config or split (the first few on
// w, with counts; the report lists them all) and says when few
// predictions matched. It returns how many predictions matched a row.
func matchReport(w io.Writer, cmd string, rep *score.Report, rows, predictions int, sel string) int {
	unknown, outside := rep.UnknownIDs, rep.OutsideIDs
	matched := predictions - len(unknown) - len(outside)
	const most = 5
	list := func(ids []string) string {
		more := ""
		if len(ids) > most {
			more = fmt.Sprintf(" and %d more (--out lists them all)", len(ids)-most)
		}
		return strings.Join(ids[:min(most, len(ids))], ", ") + more
	}
	if len(outside) > 0 {
		fmt.Fprintf(w, "dgnpipe: %s: %s of rows outside %s (%s), not scored: %s\n", cmd, plural(len(outside), "prediction id"), sel, score.OutsideSummary(outside), list(outside))
	}
	if len(unknown) > 0 {
		fmt.Fprintf(w, "dgnpipe: %s: %s in no row of the dataset: %s\n", cmd, plural(len(unknown), "prediction id"), list(unknown))
	}
	if predictions > 0 && matched*2 < rows {
		fmt.Fprintf(w, "dgnpipe: %s: warning: predictions for only %d of the %d rows of %s (wrong dataset, config or split?)\n", cmd, matched, rows, sel)
	}
	return matched
}
