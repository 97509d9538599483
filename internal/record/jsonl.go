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
// The file is read in batches of about batchBytes (ReadItemBatches), so
// that its bytes are not held beside the rows it decodes to: at 200,000
// rows a stage's file is some 400 MB.
//
// A line is decoded by github.com/goccy/go-json, three to four times
// faster than encoding/json on these rows (the same Items: compared on
// every stage's rows of a MATH run); a line it refuses is decoded again by
// encoding/json, whose verdict and error message are the ones kept.
func ReadItems(path string) ([]Item, error) {
	var items []Item
	err := ReadItemBatches(path, func(batch []Item) error {
		items = append(items, batch...)
		return nil
	})
	if err != nil {
		return nil, err
	}
	return items, nil
}

// CountLines counts the line ends of the file at path, and a last line
// without one: the rows of a rows file, empty lines aside (for progress).
func CountLines(path string) (int, error) {
	f, err := os.Open(path)
	if err != nil {
		return 0, err
	}
	defer f.Close()
	buf := make([]byte, 1<<20)
	n, last := 0, byte('\n')
	for {
		k, err := f.Read(buf)
		if k > 0 {
			n += bytes.Count(buf[:k], []byte{'\n'})
			last = buf[k-1]
		}
		if err == io.EOF {
			break
		}
		if err != nil {
			return 0, err
		}
	}
	if last != '\n' {
		n++
	}
	return n, nil
}

// batchBytes is about the most bytes of a rows file ReadItemBatches
// decodes at a time (a batch ends at the first line end past it).
const batchBytes = 4 << 20

// ReadItemBatches reads a JSONL file of Items as ReadItems does, and gives
// the rows to each batch by batch, in file order (a batch is some 4 MB of
// the file; the slice is each's to keep). It stops at the first bad line
// (path:line) or at the first error of each.
func ReadItemBatches(path string, each func([]Item) error) error {
	return ReadLineBatches(path, func(lines []Line) error {
		items, err := DecodeLines(path, lines)
		if err != nil {
			return err
		}
		return each(items)
	})
}

// Line is one non-empty line of a rows file: its number (from 1) and its
// bytes without the line end.
type Line struct {
	Num  int
	Text []byte
}

// ReadLineBatches reads the non-empty lines of a JSONL file in the batches
// ReadItemBatches decodes (some 4 MB of the file each), in file order,
// without decoding them: a stage that can tell from a line's bytes that it
// has nothing to do with the row (pipeline.Env.MapPureRows) decodes only
// the others (DecodeLines). The lines' bytes are valid until each returns.
// It stops at a line longer than 64 MB or at the first error of each.
func ReadLineBatches(path string, each func([]Line) error) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	r := bufio.NewReaderSize(f, 1<<20)
	var spans []span
	// The batch's buffer is made at its full size once (a file smaller
	// than a batch: the file's size), not grown line by line: growing it
	// by appends copied and cleared it a third of the decoding's time.
	data := make([]byte, 0, batchCap(f))
	var lines []Line
	flush := func() error {
		if len(spans) == 0 {
			return nil
		}
		// The lines are cut from data once it no longer moves (appends
		// past its capacity reallocate it).
		lines = lines[:0]
		for _, sp := range spans {
			lines = append(lines, Line{Num: sp.line, Text: data[sp.start:sp.end:sp.end]})
		}
		err := each(lines)
		data, spans = data[:0], spans[:0]
		return err
	}
	for line := 1; ; line++ {
		start := len(data)
		var err error
		for {
			var chunk []byte
			chunk, err = r.ReadSlice('\n')
			data = append(data, chunk...)
			if len(data)-start > maxLine+2 {
				return fmt.Errorf("%s: %w", path, bufio.ErrTooLong)
			}
			if err != bufio.ErrBufferFull {
				break
			}
		}
		if err != nil && err != io.EOF {
			return fmt.Errorf("%s: %w", path, err)
		}
		e := len(data)
		if e > start && data[e-1] == '\n' {
			e--
		}
		if e > start && data[e-1] == '\r' {
			e--
		}
		if e-start > maxLine {
			return fmt.Errorf("%s: %w", path, bufio.ErrTooLong)
		}
		if e > start {
			spans = append(spans, span{line, start, e})
		} else {
			data = data[:start]
		}
		if err == io.EOF {
			return flush()
		}
		if len(data) >= batchBytes {
			if err := flush(); err != nil {
				return err
			}
		}
	}
}

// batchCap is the capacity a batch's buffer starts with: batchBytes and
// room for the line that ends the batch past it, or less for a smaller
// file (its size, when known).
func batchCap(f *os.File) int {
	n := batchBytes + batchSlack
	if st, err := f.Stat(); err == nil && st.Mode().IsRegular() && st.Size() < int64(n) {
		n = int(st.Size())
	}
	return n
}

// batchSlack is the room past batchBytes a batch's buffer starts with.
const batchSlack = 64 << 10

// span is a line of a rows file: its number and its bytes' place in the
// batch's buffer (without the line end).
type span struct{ line, start, end int }

// DecodeLines decodes lines of the rows file at path on all cores, in
// order, as ReadItems does; the error is the one of the first bad line
// (path:line). The Items' strings do not share the lines' bytes.
func DecodeLines(path string, lines []Line) ([]Item, error) {
	items := make([]Item, len(lines))
	errs := make([]error, len(lines))
	onChunks(len(lines), runtime.GOMAXPROCS(0), func(_, lo, hi int) {
		for i := lo; i < hi; i++ {
			if err := decodeItem(lines[i].Text, &items[i]); err != nil {
				errs[i] = fmt.Errorf("%s:%d: %w", path, lines[i].Num, err)
				return
			}
		}
	})
	if err := firstErr(errs); err != nil {
		return nil, err
	}
	return items, nil
}

// onChunks cuts [0, n) into at most workers contiguous chunks, runs f on
// each (c the chunk's number) in its own goroutine, and waits for them.
func onChunks(n, workers int, f func(c, lo, hi int)) {
	workers = max(min(workers, n), 1)
	chunk := (n + workers - 1) / workers
	var wg sync.WaitGroup
	for c := 0; c < workers; c++ {
		lo, hi := min(c*chunk, n), min((c+1)*chunk, n)
		wg.Add(1)
		go func() {
			defer wg.Done()
			f(c, lo, hi)
		}()
	}
	wg.Wait()
}

// firstErr is the first non-nil error of errs (nil when none is).
func firstErr(errs []error) error {
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
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
	// The items are encoded in rounds of writeRound items, each round in
	// one chunk per core, each chunk into its own buffer, and the buffers
	// written in order: the bytes are those of one encoder going through
	// the items (same settings, one line per item), and the encoded rows
	// held at a time are one round's, not the file's.
	workers := min(runtime.GOMAXPROCS(0), max(len(items)/256, 1))
	bufs := make([]*bytes.Buffer, workers)
	for c := range bufs {
		bufs[c] = encodeBufs.Get().(*bytes.Buffer)
		defer encodeBufs.Put(bufs[c])
	}
	errs := make([]error, workers)
	for lo := 0; lo < len(items); lo += writeRound {
		round := items[lo:min(lo+writeRound, len(items))]
		chunk := (len(round) + workers - 1) / workers
		var wg sync.WaitGroup
		for c := 0; c < workers; c++ {
			clo, chi := min(c*chunk, len(round)), min((c+1)*chunk, len(round))
			bufs[c].Reset()
			wg.Add(1)
			go func() {
				defer wg.Done()
				enc := json.NewEncoder(bufs[c])
				enc.SetEscapeHTML(false)
				for i := clo; i < chi; i++ {
					if err := enc.Encode(&round[i]); err != nil {
						errs[c] = fmt.Errorf("item %s: %w", round[i].ID, err)
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
	}
	return nil
}

// encodeBufs are WriteItems' buffers, kept from call to call: a stage that
// streams its rows calls it once a batch, and growing a fresh buffer to a
// round's size each time was a tenth of a re-run's CPU. A buffer holds at
// most one round's share of rows.
var encodeBufs = sync.Pool{New: func() any { return new(bytes.Buffer) }}

// writeRound is the number of items WriteItems encodes before writing
// them (some 8-16 MB of MATH rows once legs and audit are in).
const writeRound = 4096

// EncodeLines encodes items on all cores and returns each one's line, its
// line end included: the bytes WriteItems writes for it. The lines of one
// core's share share one buffer.
func EncodeLines(items []Item) ([][]byte, error) {
	lines := make([][]byte, len(items))
	workers := min(runtime.GOMAXPROCS(0), max(len(items)/64, 1))
	errs := make([]error, workers)
	onChunks(len(items), workers, func(c, lo, hi int) {
		var buf bytes.Buffer
		enc := json.NewEncoder(&buf)
		enc.SetEscapeHTML(false)
		ends := make([]int, 0, hi-lo)
		for i := lo; i < hi; i++ {
			if err := enc.Encode(&items[i]); err != nil {
				errs[c] = fmt.Errorf("item %s: %w", items[i].ID, err)
				return
			}
			ends = append(ends, buf.Len())
		}
		b, start := buf.Bytes(), 0
		for k, end := range ends {
			lines[lo+k] = b[start:end:end]
			start = end
		}
	})
	if err := firstErr(errs); err != nil {
		return nil, err
	}
	return lines, nil
}

// ReadFieldBatches reads the rows file at path as ReadItemBatches does,
// each line into a T: a struct with some of Item's fields, under the same
// JSON names. The row's other fields are skipped, not decoded: a stage
// that needs a row's id and problem does not decode its legs and audit.
// A line go-json refuses (or does not decode: ReadItems) is decoded by
// encoding/json, whose error is the one kept.
func ReadFieldBatches[T any](path string, each func([]T) error) error {
	return ReadLineBatches(path, func(lines []Line) error {
		out := make([]T, len(lines))
		errs := make([]error, len(lines))
		onChunks(len(lines), runtime.GOMAXPROCS(0), func(_, lo, hi int) {
			for i := lo; i < hi; i++ {
				l := lines[i]
				if streamable(l.Text) && gojson.Unmarshal(l.Text, &out[i]) == nil {
					continue
				}
				var zero T
				out[i] = zero
				if err := json.Unmarshal(l.Text, &out[i]); err != nil {
					errs[i] = fmt.Errorf("%s:%d: %w", path, l.Num, err)
					return
				}
			}
		})
		if err := firstErr(errs); err != nil {
			return err
		}
		return each(out)
	})
}
