package snapdiff

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/apache/arrow-go/v18/parquet"
	"github.com/apache/arrow-go/v18/parquet/file"

	"github.com/dgnpipe/dgnpipe/internal/parquetout"
	"github.com/dgnpipe/dgnpipe/internal/safefile"
)

// Snapshot is one dataset folder read back: the rows of its `full` config
// and, for every config, which rows it holds.
type Snapshot struct {
	// Dir is the folder as given.
	Dir string
	// Hash identifies the data: see Hash.
	Hash string
	// Columns are the columns of `full`, in file order.
	Columns []string
	// Rows are the rows of `full`, in id order (parquetout.IDLess).
	Rows []*Row
	// Configs are in card order (parquetout.Configs), then other names
	// sorted.
	Configs []*Config

	byID map[string]*Row
	col  map[string]int // column name -> index in Columns
}

// Row is one row of `full`.
type Row struct {
	ID    string
	Split string
	// Values are the row's values by Snapshot.Columns, as text (integers
	// in decimal).
	Values []string
}

// Config is one config of a snapshot.
type Config struct {
	Name  string
	Files []*File // by split: train, test, then other names sorted
	Count Count
	// Members are the ids of the config's rows.
	Members map[string]bool
}

// File is one Parquet file of a config.
type File struct {
	Path  string // Dir joined with Rel
	Rel   string // data/<config>/<name>.parquet, slash-separated
	Split string // the name up to its first '-': train-00000-of-00001 -> train
	Rows  int
	// Schema lists the columns, one "name TYPE[/LOGICAL]" a line.
	Schema string
}

// Count is a row count by split.
type Count struct {
	Train int `json:"train"`
	Test  int `json:"test"`
	Total int `json:"total"`
}

// Columns the diff needs in `full`; dgnpipe writes them all.
const (
	colID           = "id"
	colCollection   = "collection"
	colFinalAnswer  = "final_answer"
	colStatus       = "answer_status"
	colNote         = "verification_note"
	colBoxed        = "final_answer_boxed"
	fullConfig      = "full"
	verifiedConfig  = "verified"
	splitPseudoName = "split"
)

var requiredColumns = []string{colID, colCollection, colFinalAnswer, colStatus, colNote}

// Load reads the dataset folder dir as the dataset stage writes it:
// data/<config>/<split>-NNNNN-of-NNNNN.parquet. Every config is read; the
// rows and their values come from `full`, the other configs give their
// members. An error names the file or folder at fault: a folder that is
// not a dataset, an unreadable file, a `full` without the columns the diff
// needs, a duplicate id, a config row that is not in `full`. Load does no
// partial work: on error it returns nil.
func Load(ctx context.Context, dir string) (*Snapshot, error) {
	if fi, err := os.Stat(dir); err != nil {
		return nil, err
	} else if !fi.IsDir() {
		return nil, fmt.Errorf("%s: not a dataset folder (a file, not a folder)", dir)
	}
	configs, err := findConfigs(dir)
	if err != nil {
		return nil, err
	}
	s := &Snapshot{Dir: dir, Configs: configs, byID: map[string]*Row{}}
	var full *Config
	for _, c := range configs {
		if c.Name == fullConfig {
			full = c
		}
	}
	if full == nil {
		return nil, fmt.Errorf("%s: not a dataset folder: no config %q (data/full/*.parquet)", filepath.Join(dir, "data", fullConfig), fullConfig)
	}
	for _, c := range configs {
		for _, f := range c.Files {
			if err := f.readMeta(); err != nil {
				return nil, err
			}
		}
	}
	if err := s.readFull(ctx, full); err != nil {
		return nil, err
	}
	for _, c := range configs {
		if c != full {
			if err := s.readMembers(ctx, c); err != nil {
				return nil, err
			}
		}
	}
	if s.Hash, err = HashContext(ctx, dir); err != nil {
		return nil, err
	}
	return s, nil
}

// findConfigs lists data/<config>/*.parquet under dir.
func findConfigs(dir string) ([]*Config, error) {
	data := filepath.Join(dir, "data")
	ents, err := os.ReadDir(data)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("%s: not a dataset folder: no data/ (dgnpipe writes data/<config>/<split>-00000-of-00001.parquet)", dir)
	}
	if err != nil {
		return nil, err
	}
	var configs []*Config
	for _, e := range ents {
		if !e.IsDir() {
			continue
		}
		files, err := os.ReadDir(filepath.Join(data, e.Name()))
		if err != nil {
			return nil, err
		}
		c := &Config{Name: e.Name(), Members: map[string]bool{}}
		for _, f := range files {
			if f.IsDir() || !strings.HasSuffix(f.Name(), ".parquet") {
				continue
			}
			rel := "data/" + e.Name() + "/" + f.Name()
			if err := safefile.Check(filepath.Join(dir, filepath.FromSlash(rel))); err != nil {
				return nil, err
			}
			split, _, _ := strings.Cut(strings.TrimSuffix(f.Name(), ".parquet"), "-")
			c.Files = append(c.Files, &File{Path: filepath.Join(dir, filepath.FromSlash(rel)), Rel: rel, Split: split})
		}
		if len(c.Files) > 0 {
			sort.Slice(c.Files, func(a, b int) bool { return fileLess(c.Files[a], c.Files[b]) })
			configs = append(configs, c)
		}
	}
	if len(configs) == 0 {
		return nil, fmt.Errorf("%s: not a dataset folder: no data/<config>/*.parquet", dir)
	}
	sort.SliceStable(configs, func(a, b int) bool {
		ra, rb := configRank(configs[a].Name), configRank(configs[b].Name)
		if ra != rb {
			return ra < rb
		}
		return configs[a].Name < configs[b].Name
	})
	return configs, nil
}

// configRank orders the configs as the card does; unknown names last.
func configRank(name string) int {
	for i, c := range parquetout.Configs {
		if c.Name == name {
			return i
		}
	}
	return len(parquetout.Configs)
}

func splitRank(s string) int {
	if i := slices.Index(parquetout.Splits, s); i >= 0 {
		return i
	}
	return len(parquetout.Splits)
}

func fileLess(a, b *File) bool {
	if ra, rb := splitRank(a.Split), splitRank(b.Split); ra != rb {
		return ra < rb
	}
	return a.Rel < b.Rel
}

// readMeta reads the file's footer: its row count and schema.
func (f *File) readMeta() error {
	rdr, err := file.OpenParquetFile(f.Path, false)
	if err != nil {
		return fmt.Errorf("%s: not a Parquet file: %w", f.Path, err)
	}
	defer rdr.Close()
	f.Rows = int(rdr.NumRows())
	sc := rdr.MetaData().Schema
	var b strings.Builder
	for i := range sc.NumColumns() {
		col := sc.Column(i)
		fmt.Fprintf(&b, "%s %s", col.Name(), col.PhysicalType())
		if lt := col.LogicalType(); lt != nil && !lt.IsNone() {
			fmt.Fprintf(&b, "/%s", lt)
		} else if ct := col.ConvertedType(); ct.String() != "NONE" {
			fmt.Fprintf(&b, "/%s", ct)
		}
		b.WriteByte('\n')
	}
	f.Schema = b.String()
	return nil
}

// columnNames returns the column names of a schema string.
func columnNames(schema string) []string {
	var names []string
	for _, line := range strings.Split(strings.TrimSuffix(schema, "\n"), "\n") {
		name, _, _ := strings.Cut(line, " ")
		names = append(names, name)
	}
	return names
}

// readColumns reads the columns cols of the file, every row group in
// order, as text: strings as they are, integers in decimal, nulls as "".
func readColumns(f *File, cols []int) ([][]string, error) {
	rdr, err := file.OpenParquetFile(f.Path, false)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", f.Path, err)
	}
	defer rdr.Close()
	out := make([][]string, len(cols))
	for k := range out {
		out[k] = make([]string, 0, rdr.NumRows())
	}
	for g := range rdr.NumRowGroups() {
		rg := rdr.RowGroup(g)
		for k, c := range cols {
			cr, err := rg.Column(c)
			if err != nil {
				return nil, fmt.Errorf("%s: column %d: %w", f.Path, c, err)
			}
			if out[k], err = readChunk(out[k], cr, rg.NumRows()); err != nil {
				return nil, fmt.Errorf("%s: column %s: %w", f.Path, cr.Descriptor().Name(), err)
			}
		}
	}
	return out, nil
}

// readChunk appends the rows values of one column chunk to out.
func readChunk(out []string, cr file.ColumnChunkReader, rows int64) ([]string, error) {
	maxDef := cr.Descriptor().MaxDefinitionLevel()
	switch c := cr.(type) {
	case *file.ByteArrayColumnChunkReader:
		// In page: the values alias the page's buffer (no copy by the
		// reader); string copies each one before the next page is read.
		return readBatches(out, rows, maxDef, c.ReadBatchInPage, func(v parquet.ByteArray) string { return string(v) })
	case *file.Int64ColumnChunkReader:
		return readBatches(out, rows, maxDef, c.ReadBatch, func(v int64) string { return strconv.FormatInt(v, 10) })
	case *file.Int32ColumnChunkReader:
		return readBatches(out, rows, maxDef, c.ReadBatch, func(v int32) string { return strconv.FormatInt(int64(v), 10) })
	}
	return nil, fmt.Errorf("type %s: not a column dgnpipe writes (strings and integers)", cr.Type())
}

// readBatches reads rows values with read and appends them, as text, to
// out; a value whose definition level is below maxDef is a null ("").
func readBatches[T any](out []string, rows int64, maxDef int16, read func(int64, []T, []int16, []int16) (int64, int, error), text func(T) string) ([]string, error) {
	vals := make([]T, rows)
	defs := make([]int16, rows)
	for left := rows; left > 0; {
		total, n, err := read(left, vals, defs, nil)
		if err != nil {
			return nil, err
		}
		if total == 0 {
			return nil, fmt.Errorf("%d values short", left)
		}
		if maxDef == 0 {
			for _, v := range vals[:n] {
				out = append(out, text(v))
			}
		} else {
			j := 0
			for _, d := range defs[:total] {
				if d == maxDef {
					out = append(out, text(vals[j]))
					j++
				} else {
					out = append(out, "")
				}
			}
		}
		left -= total
	}
	return out, nil
}

// readFull reads every row of `full`.
func (s *Snapshot) readFull(ctx context.Context, full *Config) error {
	first := full.Files[0]
	s.Columns = columnNames(first.Schema)
	s.col = map[string]int{}
	for i, name := range s.Columns {
		s.col[name] = i
	}
	for _, name := range requiredColumns {
		if _, ok := s.col[name]; !ok {
			return fmt.Errorf("%s: no column %q: not a dgnpipe dataset (its columns: %s)", first.Path, name, strings.Join(s.Columns, ", "))
		}
	}
	where := map[string]string{} // id -> file, for duplicates
	for _, f := range full.Files {
		if f.Schema != first.Schema {
			return fmt.Errorf("%s: schema differs from %s:\n%s", f.Path, first.Path, schemaDiff(first.Schema, f.Schema))
		}
		if err := ctx.Err(); err != nil {
			return err
		}
		all := make([]int, len(s.Columns))
		for i := range all {
			all[i] = i
		}
		cols, err := readColumns(f, all)
		if err != nil {
			return err
		}
		n := len(cols[0])
		for r := range n {
			row := &Row{Split: f.Split, Values: make([]string, len(cols))}
			for i := range cols {
				row.Values[i] = cols[i][r]
			}
			row.ID = row.Values[s.col[colID]]
			if row.ID == "" {
				return fmt.Errorf("%s: row %d: empty id", f.Path, r+1)
			}
			if prev, dup := where[row.ID]; dup {
				return fmt.Errorf("%s: id %s appears twice (also in %s)", f.Path, row.ID, prev)
			}
			where[row.ID] = f.Path
			s.byID[row.ID] = row
			s.Rows = append(s.Rows, row)
			full.Members[row.ID] = true
			full.Count.add(f.Split)
		}
	}
	sort.Slice(s.Rows, func(a, b int) bool { return parquetout.IDLess(s.Rows[a].ID, s.Rows[b].ID) })
	return nil
}

// readMembers reads the ids of config c; each must be a row of `full`
// with the same split.
func (s *Snapshot) readMembers(ctx context.Context, c *Config) error {
	for _, f := range c.Files {
		idx := slices.Index(columnNames(f.Schema), colID)
		if idx < 0 {
			return fmt.Errorf("%s: no column %q", f.Path, colID)
		}
		if err := ctx.Err(); err != nil {
			return err
		}
		cols, err := readColumns(f, []int{idx})
		if err != nil {
			return err
		}
		ids := cols[0]
		for _, id := range ids {
			row := s.byID[id]
			switch {
			case row == nil:
				return fmt.Errorf("%s: row %s is not in config full", f.Path, id)
			case row.Split != f.Split:
				return fmt.Errorf("%s: row %s is in split %s here and %s in config full", f.Path, id, f.Split, row.Split)
			case c.Members[id]:
				return fmt.Errorf("%s: id %s appears twice", f.Path, id)
			}
			c.Members[id] = true
			c.Count.add(f.Split)
		}
	}
	return nil
}

func (c *Count) add(split string) {
	c.Total++
	switch split {
	case "train":
		c.Train++
	case "test":
		c.Test++
	}
}

// Row returns the row with the id, or nil.
func (s *Snapshot) Row(id string) *Row { return s.byID[id] }

// Value returns the row's value of the named column ("" when the snapshot
// has no such column).
func (s *Snapshot) Value(r *Row, column string) string {
	if i, ok := s.col[column]; ok {
		return r.Values[i]
	}
	return ""
}

// Config returns the named config, or nil.
func (s *Snapshot) Config(name string) *Config {
	for _, c := range s.Configs {
		if c.Name == name {
			return c
		}
	}
	return nil
}

// gold is the answer the scoring harness compares with: final_answer,
// else what final_answer_boxed holds inside \boxed{...}; "" means the row
// is not scored.
func (s *Snapshot) gold(r *Row) string {
	if g := strings.TrimSpace(s.Value(r, colFinalAnswer)); g != "" {
		return g
	}
	b := strings.TrimSpace(s.Value(r, colBoxed))
	if inner, ok := strings.CutPrefix(b, `\boxed{`); ok && strings.HasSuffix(inner, "}") {
		b = strings.TrimSpace(strings.TrimSuffix(inner, "}"))
	}
	return b
}

// schemaDiff says which columns two schema strings disagree on.
func schemaDiff(a, b string) string {
	la := strings.Split(strings.TrimSuffix(a, "\n"), "\n")
	lb := strings.Split(strings.TrimSuffix(b, "\n"), "\n")
	var out []string
	for _, l := range la {
		if !slices.Contains(lb, l) {
			out = append(out, "  only in the first:  "+l)
		}
	}
	for _, l := range lb {
		if !slices.Contains(la, l) {
			out = append(out, "  only in the second: "+l)
		}
	}
	if len(out) == 0 {
		out = append(out, "  same columns in a different order")
	}
	return strings.Join(out, "\n")
}
