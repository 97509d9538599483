package dedup

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/parquetout"
	"github.com/dgnpipe/dgnpipe/internal/safefile"
)

// Reference is a reference set: a well-known benchmark whose problems must
// not sit in the snapshot. Rows are its problems with their row numbers.
type Reference struct {
	Name string
	Path string
	Rows []RefRow
}

// RefRow is one problem of a reference set: Row is the 1-based line of a
// JSONL file or the 1-based row of a Parquet file.
type RefRow struct {
	Row     int
	Problem string
}

// ReadReference reads a reference set: JSONL with a "problem" field on
// every line, or Parquet (a path ending in .parquet) with a "problem"
// column. Blank lines are skipped; a line that is not JSON or has no
// problem field is an error naming file:line, since a reference read in
// part would hide contamination.
func ReadReference(name, path string) (Reference, error) {
	ref := Reference{Name: name, Path: path}
	var err error
	if strings.HasSuffix(strings.ToLower(path), ".parquet") {
		ref.Rows, err = readReferenceParquet(path)
	} else {
		ref.Rows, err = readReferenceJSONL(path)
	}
	if err != nil {
		return Reference{}, fmt.Errorf("reference %s: %w", name, err)
	}
	return ref, nil
}

func readReferenceJSONL(path string) ([]RefRow, error) {
	f, err := safefile.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 0, 1<<20), maxRefLine)
	var rows []RefRow
	n := 1
	for ; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" {
			continue
		}
		var v struct {
			Problem *string `json:"problem"`
		}
		if err := json.Unmarshal([]byte(line), &v); err != nil {
			return nil, fmt.Errorf("%s:%d: %v", path, n, err)
		}
		if v.Problem == nil {
			return nil, fmt.Errorf("%s:%d: no problem field", path, n)
		}
		rows = append(rows, RefRow{Row: n, Problem: *v.Problem})
	}
	if err := sc.Err(); errors.Is(err, bufio.ErrTooLong) {
		return nil, fmt.Errorf("%s:%d: a line longer than %d MiB", path, n, maxRefLine>>20)
	} else if err != nil {
		return nil, fmt.Errorf("%s:%d: %w", path, n, err)
	}
	return rows, nil
}

// maxRefLine is the longest line of a JSONL reference set.
const maxRefLine = 64 << 20

func readReferenceParquet(path string) ([]RefRow, error) {
	cols, _, err := parquetout.ReadStringColumns(path, []string{"problem"})
	if err != nil {
		return nil, err
	}
	problems, ok := cols["problem"]
	if !ok {
		return nil, fmt.Errorf("%s: no problem column", path)
	}
	rows := make([]RefRow, len(problems))
	for i, p := range problems {
		rows[i] = RefRow{Row: i + 1, Problem: p}
	}
	return rows, nil
}
