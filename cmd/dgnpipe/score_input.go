package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/score"
)

// readScoreDataset reads --dataset: a rows file (.jsonl or .parquet), or
// a dataset folder as the dataset stage writes it, where --config names
// the config (default full) and --split the split (train, test, or all).
func readScoreDataset(path, config, split string) (*score.Dataset, error) {
	fi, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	if !fi.IsDir() {
		return score.ReadDataset(path)
	}
	data := filepath.Join(path, "data")
	configs, _ := os.ReadDir(data)
	var names []string
	for _, c := range configs {
		if c.IsDir() {
			names = append(names, c.Name())
		}
	}
	if len(names) == 0 {
		return nil, fmt.Errorf("%s is a folder but not a dataset folder (no data/<config>/ inside); give a rows file or the dataset stage's folder, e.g. artifacts/dataset", path)
	}
	if !slices.Contains(names, config) {
		return nil, usagef("--config %q: %s has the configs %s", config, path, strings.Join(names, ", "))
	}
	pattern := filepath.Join(data, config, "*.parquet")
	if split != "all" {
		if split != "train" && split != "test" {
			return nil, usagef("--split %q: want train, test or all", split)
		}
		pattern = filepath.Join(data, config, split+"-*.parquet")
	}
	files, _ := filepath.Glob(pattern)
	if len(files) == 0 {
		return nil, fmt.Errorf("%s: no %s rows in config %s", path, split, config)
	}
	ds := &score.Dataset{}
	for _, f := range files {
		part, err := score.ReadDataset(f)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", f, err)
		}
		ds.Rows = append(ds.Rows, part.Rows...)
		ds.Errors = append(ds.Errors, part.Errors...)
	}
	return ds, nil
}

// matchReport names the prediction ids that are in no row of the dataset
// (the first few on w; the report lists them all) and says when few
// predictions matched. It returns how many predictions matched a row.
func matchReport(w io.Writer, rep *score.Report, rows, predictions int) int {
	unknown := rep.UnknownIDs
	matched := predictions - len(unknown)
	if len(unknown) > 0 {
		const most = 5
		shown := unknown[:min(most, len(unknown))]
		more := ""
		if len(unknown) > most {
			more = fmt.Sprintf(" and %d more (--out lists them all)", len(unknown)-most)
		}
		fmt.Fprintf(w, "dgnpipe: score: %s in no row of the dataset: %s%s\n", plural(len(unknown), "prediction id"), strings.Join(shown, ", "), more)
	}
	if predictions > 0 && matched*2 < rows {
		fmt.Fprintf(w, "dgnpipe: score: warning: predictions for only %d of the dataset's %d rows (wrong dataset file, config or split?)\n", matched, rows)
	}
	return matched
}
