package record

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"runtime"
	"sync"
	"unicode/utf8"

	gojson "github.com/goccy/go-json"
)

// maxLine is the longest line ReadItems accepts (what its bufio.Scanner
// allowed before the decoding was spread over the cores).
const maxLine = 64 << 20

// ReadItems reads a JSONL file of Items written by WriteItems. Empty lines
// are skipped; a bad line fails with path:line. The lines are decoded on all
// cores (a stage's rows file is 15-30 MB on MATH, and decoding it was the
// largest cost of the stages after verify); the result is in file order and
// the error, if any, is the one of the first bad line.
//
// A line is decoded by github.com/goccy/go-json, three to four times
// faster than encoding/json on these rows (the same Items: compared on
// every stage's rows of a MATH run); a line it refuses is decoded again by
// encoding/json, whose verdict and error message are the ones kept.
func ReadItems(path string) ([]Item, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	type span struct{ line, start, end int }
	var spans []span
	for line, pos := 1, 0; pos < len(data); line++ {
		end := bytes.IndexByte(data[pos:], '\n')
		next := len(data)
		if end < 0 {
			end = len(data)
		} else {
			end += pos
			next = end + 1
		}
		e := end
		if e > pos && data[e-1] == '\r' {
			e--
		}
		if e-pos > maxLine {
			return nil, fmt.Errorf("%s: %w", path, bufio.ErrTooLong)
		}
		if e > pos {
			spans = append(spans, span{line, pos, e})
		}
		pos = next
	}
	if len(spans) == 0 {
		return nil, nil
	}
	items := make([]Item, len(spans))
	errs := make([]error, len(spans))
	workers := runtime.GOMAXPROCS(0)
	if workers > len(spans) {
		workers = len(spans)
	}
	var wg sync.WaitGroup
	chunk := (len(spans) + workers - 1) / workers
	for w := 0; w < workers; w++ {
		lo, hi := w*chunk, min((w+1)*chunk, len(spans))
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := lo; i < hi; i++ {
				sp := spans[i]
				if err := decodeItem(data[sp.start:sp.end], &items[i]); err != nil {
					errs[i] = fmt.Errorf("%s:%d: %w", path, sp.line, err)
					return
				}
			}
		}()
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return nil, err
		}
	}
	return items, nil
}

// decodeItem decodes one line into it as encoding/json does. go-json
// decodes the lines WriteItems writes (valid UTF-8, every key an Item
// field spelt as its tag); it is not asked to decode invalid UTF-8 (which
// encoding/json replaces by U+FFFD), and it refuses a key that is not a
// field's tag (encoding/json also matches keys in another case, and skips
// unknown ones): those lines, and any line go-json refuses, are decoded by
// encoding/json from a fresh Item. So is a line with more than
// maxStreamEscapes backslashes: go-json's Decoder moves the rest of its
// buffer at each escape, a time quadratic in the line (a row of 1 M
// backslashes took 48 s a stage; encoding/json reads it in milliseconds).
func decodeItem(line []byte, it *Item) error {
	if streamable(line) {
		dec := gojson.NewDecoder(bytes.NewReader(line))
		dec.DisallowUnknownFields()
		if dec.Decode(it) == nil && !dec.More() {
			return nil
		}
		*it = Item{}
	}
	return json.Unmarshal(line, it)
}

// maxStreamEscapes is the most backslashes a line decoded by go-json may
// hold: LaTeX rows hold tens to hundreds.
const maxStreamEscapes = 4096

// streamable reports whether go-json decodes line: valid UTF-8 with at
// most maxStreamEscapes backslashes.
func streamable(line []byte) bool {
	return utf8.Valid(line) && bytes.Count(line, []byte{'\\'}) <= maxStreamEscapes
}

// WriteItems writes items as JSONL, one per line, in the given order.
func WriteItems(w io.Writer, items []Item) error {
	// The items are encoded in one chunk per core, each into its own
	// buffer, and the buffers written in order: the bytes are those of one
	// encoder going through the items (same settings, one line per item).
	workers := min(runtime.GOMAXPROCS(0), max(len(items)/256, 1))
	chunk := (len(items) + workers - 1) / workers
	bufs := make([]bytes.Buffer, workers)
	errs := make([]error, workers)
	var wg sync.WaitGroup
	for c := 0; c < workers; c++ {
		lo, hi := c*chunk, min((c+1)*chunk, len(items))
		wg.Add(1)
		go func() {
			defer wg.Done()
			enc := json.NewEncoder(&bufs[c])
			enc.SetEscapeHTML(false)
			for i := lo; i < hi; i++ {
				if err := enc.Encode(&items[i]); err != nil {
					errs[c] = fmt.Errorf("item %s: %w", items[i].ID, err)
					return
				}
			}
		}()
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	for c := range bufs {
		if _, err := bufs[c].WriteTo(w); err != nil {
			return err
		}
	}
	return nil
}
