package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/spf13/cobra"

	"github.com/dgnpipe/dgnpipe/internal/parquetout"
	"github.com/dgnpipe/dgnpipe/internal/pipeline"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// ShowOptions are the flags of `dgnpipe show`.
type ShowOptions struct {
	Config string
	Split  string
	Status []string
	IDs    []string
	JSON   bool
	Limit  int
}

func newShowCommand(g *GlobalOptions) *cobra.Command {
	var o ShowOptions
	cmd := &cobra.Command{
		Use:   "show [PATH]",
		Short: "Print the rows of a built dataset or of a stage's output, as a table or JSON lines",
		Long: `Show reads rows without Python: PATH is a dataset folder (default
artifacts/dataset), a Parquet file of one, a stage's output folder (its
items.jsonl) or a rows .jsonl file. It prints a table that fits the terminal
(id, split, answer_status, answer, problem) or, with --json, one JSON object a
row. Filters: --config and --split (dataset folders), --status and --id
(repeatable; an id ending in * is a prefix).`,
		Example: `  dgnpipe show                                  # artifacts/dataset, config full
  dgnpipe show out/dataset --config verified --split test
  dgnpipe show out/status --status suspected --json
  dgnpipe show out/dataset --id 'dgn.mine.*'`,
		Args: cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			path := filepath.Join("artifacts", "dataset")
			if len(args) == 1 {
				path = args[0]
			}
			return runShow(g, o, path)
		},
	}
	fs := cmd.Flags()
	fs.StringVar(&o.Config, "config", "full", "with a dataset folder: the `config` shown")
	fs.StringVar(&o.Split, "split", "all", "with a dataset folder: train, test or all")
	fs.StringArrayVar(&o.Status, "status", nil, "only rows with this answer_status (repeatable)")
	fs.StringArrayVar(&o.IDs, "id", nil, "only this row id, or ids starting with PREFIX when given as PREFIX* (repeatable)")
	fs.BoolVar(&o.JSON, "json", false, "print one JSON object a row")
	fs.IntVar(&o.Limit, "limit", 0, "print at most `N` rows (0: all)")
	onceFlags(fs)
	return cmd
}

// showRow is one row as show prints it: every column as text, in order.
type showRow struct {
	names []string
	vals  map[string]string
	raw   json.RawMessage // a stage's item as written, for --json
}

func runShow(g *GlobalOptions, o ShowOptions, path string) error {
	if o.Split != "all" && !slices.Contains(parquetout.Splits, o.Split) {
		return usagef("show: --split %q: want train, test or all", o.Split)
	}
	rows, err := readShowRows(path, o)
	if err != nil {
		return fmt.Errorf("show: %w", err)
	}
	var kept []showRow
	for _, r := range rows {
		if o.Split != "all" && r.vals["split"] != o.Split {
			continue
		}
		if len(o.Status) > 0 && !slices.Contains(o.Status, r.vals["answer_status"]) {
			continue
		}
		if len(o.IDs) > 0 && !slices.ContainsFunc(o.IDs, func(p string) bool { return idMatch(r.vals["id"], p) }) {
			continue
		}
		kept = append(kept, r)
		if o.Limit > 0 && len(kept) == o.Limit {
			break
		}
	}
	if o.JSON {
		for _, r := range kept {
			b := r.raw
			if b == nil {
				m := map[string]string{}
				for _, n := range r.names {
					m[n] = r.vals[n]
				}
				b, _ = json.Marshal(m)
			}
			fmt.Fprintf(g.Stdout, "%s\n", b)
		}
		return nil
	}
	printShowTable(g, kept)
	fmt.Fprintf(g.Stderr, "dgnpipe: show: %s of %s\n", plural(len(kept), "row"), path)
	return nil
}

func idMatch(id, pattern string) bool {
	if p, ok := strings.CutSuffix(pattern, "*"); ok {
		return strings.HasPrefix(id, p)
	}
	return id == pattern
}

// readShowRows reads PATH: a dataset folder (config, split), a Parquet
// file, a stage folder (items.jsonl) or a rows .jsonl file.
func readShowRows(path string, o ShowOptions) ([]showRow, error) {
	fi, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	if fi.IsDir() {
		if _, err := os.Stat(filepath.Join(path, pipeline.RowsFile)); err == nil {
			return readItemRows(filepath.Join(path, pipeline.RowsFile))
		}
		if _, err := os.Stat(filepath.Join(path, "data")); err != nil {
			return nil, fmt.Errorf("%s: neither a dataset folder (data/) nor a stage's output (%s)", path, pipeline.RowsFile)
		}
		var out []showRow
		for _, sp := range parquetout.Splits {
			if o.Split != "all" && sp != o.Split {
				continue
			}
			f := filepath.Join(path, filepath.FromSlash(parquetout.DataFile(o.Config, sp)))
			if _, err := os.Stat(f); err != nil {
				return nil, usagef("show: --config %q: %s has no %s (a config with no rows is not published)", o.Config, path, parquetout.DataFile(o.Config, sp))
			}
			rows, err := readParquetRows(f, sp)
			if err != nil {
				return nil, err
			}
			out = append(out, rows...)
		}
		return out, nil
	}
	if strings.HasSuffix(strings.ToLower(path), ".parquet") {
		return readParquetRows(path, "")
	}
	return readItemRows(path)
}

// readParquetRows reads every column of a Parquet file as text; split,
// when not "", is added as a column.
func readParquetRows(path, split string) ([]showRow, error) {
	var names []string
	for _, c := range parquetout.Columns {
		names = append(names, c.Name)
	}
	cols, n, err := parquetout.ReadStringColumns(path, names)
	if err != nil {
		return nil, err
	}
	var present []string
	for _, c := range names {
		if _, ok := cols[c]; ok {
			present = append(present, c)
		}
	}
	if split != "" {
		present = append(present, "split")
	}
	out := make([]showRow, n)
	for i := range n {
		v := map[string]string{"split": split}
		for _, c := range present {
			if c != "split" {
				v[c] = cols[c][i]
			}
		}
		out[i] = showRow{names: present, vals: v}
	}
	return out, nil
}

// readItemRows reads a stage's rows (record.Item JSONL).
func readItemRows(path string) ([]showRow, error) {
	items, err := record.ReadItems(path)
	if err != nil {
		return nil, err
	}
	out := make([]showRow, len(items))
	for i := range items {
		it := &items[i]
		raw, _ := json.Marshal(it)
		out[i] = showRow{names: []string{"id", "split", "answer_status", "final_answer", "problem"}, raw: raw,
			vals: map[string]string{"id": it.ID, "split": it.Split, "answer_status": it.AnswerStatus.String(), "final_answer": cmpOr(it.FinalAnswer, it.SourceAnswer), "problem": it.Problem}}
	}
	return out, nil
}

func cmpOr(a, b string) string {
	if a != "" {
		return a
	}
	return b
}

// printShowTable prints id, split, status, answer and problem, each cell
// on one line, the problem cut so that every line fits the output width.
func printShowTable(g *GlobalOptions, rows []showRow) {
	width := outputWidth(g.Stdout)
	heads := []string{"id", "split", "answer_status", "final_answer", "problem"}
	maxw := []int{24, 5, 13, 16, 0}
	w := make([]int, len(heads))
	for i, h := range heads {
		w[i] = len(h)
	}
	cell := func(r showRow, i int) string { return strings.Join(strings.Fields(r.vals[heads[i]]), " ") }
	for _, r := range rows {
		for i := range 4 {
			w[i] = max(w[i], min(utf8.RuneCountInString(cell(r, i)), maxw[i]))
		}
	}
	used := 0
	for i := range 4 {
		used += w[i] + 2
	}
	w[4] = max(width-used, 10)
	line := func(cells []string) {
		var b strings.Builder
		for i, c := range cells {
			c = fitCell(c, w[i])
			if i < len(cells)-1 {
				c += strings.Repeat(" ", w[i]-utf8.RuneCountInString(c)+2)
			}
			b.WriteString(c)
		}
		fmt.Fprintln(g.Stdout, strings.TrimRight(b.String(), " "))
	}
	line(heads)
	for _, r := range rows {
		cells := make([]string, len(heads))
		for i := range heads {
			cells[i] = cell(r, i)
		}
		line(cells)
	}
}

// fitCell cuts s to n runes, ending it with "…" when cut.
func fitCell(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	return string([]rune(s)[:n-1]) + "…"
}
