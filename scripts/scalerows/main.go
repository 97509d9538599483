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
//	go run ./scripts/scalerows -n 200000 -out /tmp/dgnpipe-scale/rows
package main

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
)

var intRE = regexp.MustCompile(`\d+`)

func main() {
	from := flag.String("from", "../shared/data/math", "folder of MATH JSONL files (test.jsonl, train.jsonl)")
	out := flag.String("out", "", "folder to write rows.jsonl into (created)")
	n := flag.Int("n", 200000, "number of rows")
	flag.Parse()
	if *out == "" || *n < 1 {
		fmt.Fprintln(os.Stderr, "scalerows: -out and -n >= 1 are needed")
		os.Exit(2)
	}
	if err := run(*from, *out, *n); err != nil {
		fmt.Fprintln(os.Stderr, "scalerows:", err)
		os.Exit(1)
	}
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
