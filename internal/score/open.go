package score

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/parquetout"
)

// DefaultConfig and DefaultSplit are what `score` and `compare` read when
// --config and --split are not given: the scored split the dataset card
// names (the `verified` config), both splits.
const (
	DefaultConfig = "verified"
	DefaultSplit  = "all"
)

// Selection is which rows of a dataset are scored: a config (a name of
// parquetout.Configs) and a split (train, test or all).
type Selection struct {
	Config string
	Split  string
	// ConfigGiven says --config was given: on a rows file whose rows
	// carry no answer_status, the default config then scores every row,
	// a given one is an error.
	ConfigGiven bool
}

// UsageError is a --config or --split that names nothing.
type UsageError struct{ Msg string }

func (e *UsageError) Error() string { return e.Msg }

// Open reads the rows `score` and `compare` score: path is a dataset
// folder (the dataset stage's: data/<config>/<split>-….parquet), a
// Parquet rows file or a JSONL rows file. Every row of the folder's
// `full` config (or of the file) is read; the rows outside the selection
// go to Dataset.Outside with why. A config is the card's (its rule:
// verified = answer_status verified or corrected; core, extended,
// exercises = by collection); a split is a row's split.
func Open(path string, sel Selection) (*Dataset, error) {
	if sel.Config == "" {
		sel.Config = DefaultConfig
	}
	if sel.Split == "" {
		sel.Split = DefaultSplit
	}
	if sel.Split != "all" && !slices.Contains(parquetout.Splits, sel.Split) {
		return nil, &UsageError{fmt.Sprintf("--split %q: want train, test or all", sel.Split)}
	}
	ci := slices.IndexFunc(parquetout.Configs, func(c parquetout.Config) bool { return c.Name == sel.Config })
	if ci < 0 {
		var names []string
		for _, c := range parquetout.Configs {
			names = append(names, c.Name)
		}
		return nil, &UsageError{fmt.Sprintf("--config %q: want one of %s", sel.Config, strings.Join(names, ", "))}
	}
	all, err := readAll(path)
	if err != nil {
		return nil, err
	}
	keep := parquetout.Configs[ci].Keep
	hasStatus, hasSplit := false, false
	for i := range all.Rows {
		hasStatus = hasStatus || all.Rows[i].Status != ""
		hasSplit = hasSplit || all.Rows[i].Split != ""
	}
	if !hasStatus && sel.Config != "full" && sel.Config != "qa" {
		if sel.ConfigGiven {
			return nil, &UsageError{fmt.Sprintf("--config %s: the rows of %s carry no answer_status or collection to choose them by", sel.Config, path)}
		}
		keep = parquetout.Configs[0].Keep // a bare rows file: every row
	}
	if !hasSplit && sel.Split != "all" {
		return nil, &UsageError{fmt.Sprintf("--split %s: the rows of %s carry no split (give --split all, or a dataset folder)", sel.Split, path)}
	}
	ds := &Dataset{Errors: all.Errors, Outside: map[string]string{}}
	for _, r := range all.Rows {
		var why []string
		if !keep(&parquetout.Row{AnswerStatus: r.Status, Collection: r.Collection}) {
			why = append(why, "not in config "+sel.Config+", answer_status "+r.Status)
		}
		if sel.Split != "all" && r.Split != sel.Split {
			why = append(why, r.Split+" split")
		}
		if len(why) > 0 {
			ds.Outside[r.ID] = strings.Join(why, ", ")
			continue
		}
		ds.Rows = append(ds.Rows, r)
	}
	return ds, nil
}

// readAll reads every row of a rows file, or of a dataset folder's
// `full` config (both splits).
func readAll(path string) (*Dataset, error) {
	fi, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	if !fi.IsDir() {
		return ReadDataset(path)
	}
	ds := &Dataset{}
	for _, sp := range parquetout.Splits {
		f := filepath.Join(path, filepath.FromSlash(parquetout.DataFile("full", sp)))
		if _, err := os.Stat(f); err != nil {
			return nil, fmt.Errorf("%s is a folder but not a dataset folder (no %s); give a rows file (.parquet, .jsonl) or the dataset stage's folder, e.g. artifacts/dataset", path, parquetout.DataFile("full", sp))
		}
		part, err := ReadDataset(f)
		if err != nil {
			return nil, err
		}
		ds.Rows = append(ds.Rows, part.Rows...)
		ds.Errors = append(ds.Errors, part.Errors...)
	}
	return ds, nil
}

// OutsideSummary counts the reasons of the ids outside the selection
// ("2 in the train split, 1 not in config verified"), for a report line.
func OutsideSummary(ids []string) string {
	counts := map[string]int{}
	var order []string
	for _, id := range ids {
		_, why, _ := strings.Cut(id, " (")
		why = strings.TrimSuffix(why, ")")
		for _, w := range strings.Split(why, ", ") {
			if strings.HasPrefix(w, "answer_status ") {
				continue
			}
			if counts[w] == 0 {
				order = append(order, w)
			}
			counts[w]++
		}
	}
	slices.Sort(order)
	var parts []string
	for _, w := range order {
		parts = append(parts, fmt.Sprintf("%d %s", counts[w], w))
	}
	return strings.Join(parts, ", ")
}
