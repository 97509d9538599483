// Command scalerows writes a MATH-format corpus of N rows for measuring the
// pipeline at scale (make bench-scale): the rows of the MATH files in -from
// (../shared/data/math), in order, and then again as variants until N rows
// are written. Variant k (k >= 1) of a row has every integer of its
// statement raised by k (so its numbers, and mostly its answer's truth,
// change, as light variations of real problems), its solution and answer
// as they were, and the unique_id "<id>/v<k>". The output is the same bytes
// for the same N and input files. The rows are for measurement only and
// are not committed.
//
// -slice LO:HI keeps, of the N rows, only those the pipeline verifies at
// positions LO to HI-1 (0-based) of its order (ingest sorts the rows by id,
// so a row's variants follow it): the same rows as that stretch of the
// N-row build, for running a stretch alone (docs/performance.md). They are
// written in their order in the N rows.
//
//	go run ./scripts/scalerows -n 200000 -out /tmp/dgnpipe-scale/rows
//	go run ./scripts/scalerows -n 200000 -slice 102284:106305 -out /tmp/stretch/rows
package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/source"
	"github.com/dgnpipe/dgnpipe/stages/ingest"
)

var intRE = regexp.MustCompile(`\d+`)

func main() {
	from := flag.String("from", "../shared/data/math", "folder of MATH JSONL files (test.jsonl, train.jsonl)")
	out := flag.String("out", "", "folder to write rows.jsonl into (created)")
	n := flag.Int("n", 200000, "number of rows")
	slice := flag.String("slice", "", "LO:HI: keep only the rows at positions LO..HI-1 of the pipeline's order")
	flag.Parse()
	if *out == "" || *n < 1 {
		fmt.Fprintln(os.Stderr, "scalerows: -out and -n >= 1 are needed")
		os.Exit(2)
	}
	err := run(*from, *out, *n)
	if err == nil && *slice != "" {
		err = keepSlice(*out, *slice)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "scalerows:", err)
		os.Exit(1)
	}
}

// keepSlice rewrites out/rows.jsonl with only the rows that ingest puts at
// positions lo..hi-1 (read and ordered by the ingest stage's own code).
func keepSlice(out, slice string) error {
	a, b, ok := strings.Cut(slice, ":")
	lo, err1 := strconv.Atoi(a)
	hi, err2 := strconv.Atoi(b)
	if !ok || err1 != nil || err2 != nil || lo < 0 || hi <= lo {
		return fmt.Errorf("-slice %q: want LO:HI with 0 <= LO < HI", slice)
	}
	set, err := source.Read(out, source.Math)
	if err != nil {
		return err
	}
	items, _ := ingest.Build([]*source.Set{set})
	if hi > len(items) {
		return fmt.Errorf("-slice %q: only %d rows", slice, len(items))
	}
	keep := map[int]bool{} // line numbers in rows.jsonl
	for _, it := range items[lo:hi] {
		i := strings.LastIndexByte(it.Origin, ':')
		line, err := strconv.Atoi(it.Origin[i+1:])
		if i < 0 || err != nil {
			return fmt.Errorf("row %s: origin %q has no line", it.ID, it.Origin)
		}
		keep[line] = true
	}
	path := filepath.Join(out, "rows.jsonl")
	data, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	var kept []byte
	for line, rest := 1, data; len(rest) > 0; line++ {
		l, r, _ := bytes.Cut(rest, []byte("\n"))
		if keep[line] {
			kept = append(append(kept, l...), '\n')
		}
		rest = r
	}
	return os.WriteFile(path, kept, 0o644)
}

func run(from, out string, n int) error {
	var rows []map[string]any
	for _, name := range []string{"test.jsonl", "train.jsonl"} {
		path := filepath.Join(from, name)
		f, err := os.Open(path)
		if err != nil {
			return err
		}
		sc := bufio.NewScanner(f)
		sc.Buffer(make([]byte, 1<<20), 64<<20)
		for line := 1; sc.Scan(); line++ {
			var r map[string]any
			if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
				f.Close()
				return fmt.Errorf("%s:%d: %w", path, line, err)
			}
			rows = append(rows, r)
		}
		err = sc.Err()
		f.Close()
		if err != nil {
			return fmt.Errorf("%s: %w", path, err)
		}
	}
	if len(rows) == 0 {
		return fmt.Errorf("%s: no rows", from)
	}
	if err := os.MkdirAll(out, 0o755); err != nil {
		return err
	}
	f, err := os.Create(filepath.Join(out, "rows.jsonl"))
	if err != nil {
		return err
	}
	w := bufio.NewWriter(f)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	for i := range n {
		k, src := i/len(rows), rows[i%len(rows)]
		r := make(map[string]any, len(src))
		for key, v := range src {
			r[key] = v
		}
		if k > 0 {
			p, _ := r["problem"].(string)
			r["problem"] = intRE.ReplaceAllStringFunc(p, func(s string) string {
				if len(s) > 15 {
					return s
				}
				v, _ := strconv.ParseInt(s, 10, 64)
				return strconv.FormatInt(v+int64(k), 10)
			})
			id, _ := r["unique_id"].(string)
			r["unique_id"] = strings.TrimSuffix(id, ".json") + "/v" + strconv.Itoa(k) + ".json"
		}
		if err := enc.Encode(r); err != nil {
			f.Close()
			return err
		}
	}
	if err := w.Flush(); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
