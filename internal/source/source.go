// Package source reads a source folder: the transcription files of one book
// (format "dgn") or a MATH-style corpus (format "math"), mapped onto one row
// type. Bad lines are reported with file:line and skipped; unknown fields
// are reported and the row is kept. Read is safe for concurrent use.
package source

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/dgnpipe/dgnpipe/internal/safefile"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// Format is the layout of the lines of a source folder.
type Format string

const (
	// DGN lines are record.Source objects (DESIGN.md, "Inputs: a source").
	DGN Format = "dgn"
	// Math lines are MATH-style objects: problem, solution, answer,
	// subject, level, unique_id.
	Math Format = "math"
)

// Formats lists the formats in a fixed order.
var Formats = []Format{DGN, Math}

// ParseFormat checks a format name.
func ParseFormat(s string) (Format, error) {
	for _, f := range Formats {
		if string(f) == s {
			return f, nil
		}
	}
	return "", fmt.Errorf("unknown source format %q (want dgn or math)", s)
}

// MaxLineBytes bounds one line of a source file; a longer line is reported
// and skipped.
const MaxLineBytes = 8 << 20

// Row is one well-formed line of a source file.
type Row struct {
	record.Source
	// File is the path of the file (the folder joined with the file name)
	// and Line its 1-based line number.
	File string
	Line int
	// Subject is the MATH subject (format math only).
	Subject string
}

// Origin is "file:line".
func (r *Row) Origin() string { return fmt.Sprintf("%s:%d", r.File, r.Line) }

// Set is what Read found in one folder.
type Set struct {
	Dir    string
	Format Format
	// Files are the *.jsonl files read, sorted.
	Files []string
	Rows  []Row
	// Warnings are problems with file:line: skipped lines (with the
	// reason) and kept lines with unknown fields or repaired text.
	Warnings []string
	// Skipped counts the lines that were reported and not kept, and the
	// *.jsonl files refused unread: a symbolic link leading outside the
	// folder, or a file that is not regular (a device, a FIFO, a socket).
	Skipped int
	// Meta is the folder's dataset.yaml (MetaFile), nil when it has none.
	Meta *Meta
}

// ReviewsFile is the reviewers' decisions file of a source folder
// (internal/review): a *.jsonl file that holds no rows.
const ReviewsFile = "reviews.jsonl"

// RowFile reports whether the file at rel (slash-separated, inside a
// source folder) is one Read reads: a *.jsonl file at the top, other than
// ReviewsFile.
func RowFile(rel string) bool {
	return !strings.Contains(rel, "/") && strings.HasSuffix(rel, ".jsonl") && rel != ReviewsFile
}

// PageImage reports whether the file at rel may be a page image: a PNG or
// JPEG by its name (the re-read accepts no other kind).
func PageImage(rel string) bool {
	switch strings.ToLower(path.Ext(rel)) {
	case ".png", ".jpg", ".jpeg":
		return true
	}
	return false
}

// Read reads every *.jsonl file of dir but ReviewsFile (sorted by name, not recursive).
// It returns an error only when the folder or a file cannot be read, or the
// folder holds no *.jsonl file; bad lines go to Set.Warnings.
func Read(dir string, format Format) (*Set, error) {
	var parse lineParser
	switch format {
	case DGN:
		parse = parseDGN
	case Math:
		parse = parseMath
	default:
		return nil, fmt.Errorf("source %s: unknown format %q", dir, format)
	}
	files, err := filepath.Glob(filepath.Join(dir, "*.jsonl"))
	if err != nil {
		return nil, err
	}
	if _, err := os.Stat(dir); err != nil {
		return nil, fmt.Errorf("source %s: %w", dir, err)
	}
	sort.Strings(files)
	var regular, refused []string
	for _, f := range files {
		if filepath.Base(f) == ReviewsFile {
			continue
		}
		// A link that leads out of the folder, a device, a FIFO or a
		// socket is refused before it is opened: named and counted.
		err := safefile.Inside(dir, f)
		if err == nil {
			err = safefile.Check(f)
		}
		if err != nil {
			refused = append(refused, err.Error())
			continue
		}
		regular = append(regular, f)
	}
	if len(regular) == 0 && len(refused) == 0 {
		return nil, fmt.Errorf("source %s: no *.jsonl files", dir)
	}
	set := &Set{Dir: dir, Format: format, Files: regular, Warnings: refused, Skipped: len(refused)}
	for _, f := range regular {
		if err := readFile(set, f, parse); err != nil {
			return nil, err
		}
	}
	return set, nil
}

// lineParser decodes one line; warnings are messages without the
// file:line prefix. A non-nil error skips the line.
type lineParser func(line []byte) (Row, []string, error)

func readFile(set *Set, path string, parse lineParser) error {
	f, err := safefile.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	br := bufio.NewReaderSize(f, 64<<10)
	// The lines are parsed in batches of some 4 MB, each batch on every
	// core (parsing is most of reading a source), and kept in file order.
	var batch []rawLine
	size := 0
	flush := func() {
		parseBatch(set, path, batch, parse)
		batch, size = batch[:0], 0
	}
	n := 0
	for {
		line, tooLong, err := readLine(br)
		if err == io.EOF && line == nil {
			flush()
			return nil
		}
		if err != nil && err != io.EOF {
			return fmt.Errorf("%s:%d: %w", path, n+1, err)
		}
		n++
		batch = append(batch, rawLine{n: n, text: line, tooLong: tooLong})
		if size += len(line); size >= batchBytes {
			flush()
		}
	}
}

// batchBytes is how many bytes of lines readFile parses at once.
const batchBytes = 4 << 20

// rawLine is a line of a source file as read: its 1-based number, its
// bytes (without the line end) and whether it was too long to keep.
type rawLine struct {
	n       int
	text    []byte
	tooLong bool
}

// lineResult is what a line gives: a row (keep) and the warnings, with
// their file:line; skipped counts the line as skipped.
type lineResult struct {
	row     Row
	keep    bool
	skipped bool
	warns   []string
}

// parseBatch parses lines in parallel and adds their rows, warnings and
// skips to set in line order.
func parseBatch(set *Set, path string, lines []rawLine, parse lineParser) {
	res := make([]lineResult, len(lines))
	workers := min(runtime.GOMAXPROCS(0), max(len(lines)/64, 1))
	var wg sync.WaitGroup
	for w := range workers {
		lo, hi := w*len(lines)/workers, (w+1)*len(lines)/workers
		wg.Go(func() {
			for i := lo; i < hi; i++ {
				res[i] = parseLine(path, lines[i], parse)
			}
		})
	}
	wg.Wait()
	for i := range res {
		r := &res[i]
		set.Warnings = append(set.Warnings, r.warns...)
		if r.skipped {
			set.Skipped++
		}
		if r.keep {
			set.Rows = append(set.Rows, r.row)
		}
	}
}

// parseLine is what one line of the file at path gives.
func parseLine(path string, l rawLine, parse lineParser) lineResult {
	at := func() string { return fmt.Sprintf("%s:%d", path, l.n) }
	if l.tooLong {
		return lineResult{skipped: true, warns: []string{fmt.Sprintf("%s: line longer than %d bytes, skipped", at(), MaxLineBytes)}}
	}
	line := l.text
	if l.n == 1 {
		line = bytes.TrimPrefix(line, []byte("\xef\xbb\xbf"))
	}
	if len(bytes.TrimSpace(line)) == 0 {
		return lineResult{}
	}
	var res lineResult
	if !utf8.Valid(line) {
		res.warns = append(res.warns, at()+": invalid UTF-8, replaced by U+FFFD")
		line = bytes.ToValidUTF8(line, []byte("\uFFFD"))
	}
	row, warns, perr := parse(line)
	for _, w := range warns {
		res.warns = append(res.warns, at()+": "+w)
	}
	if perr != nil {
		res.warns = append(res.warns, fmt.Sprintf("%s: skipped: %v", at(), perr))
		res.skipped = true
		return res
	}
	row.File, row.Line = path, l.n
	res.row, res.keep = row, true
	return res
}

// readLine returns the next line without its line ending. A line longer
// than MaxLineBytes is consumed and reported with tooLong (and no bytes).
func readLine(br *bufio.Reader) (line []byte, tooLong bool, err error) {
	var buf []byte
	for {
		chunk, err := br.ReadSlice('\n')
		if !tooLong {
			if len(buf)+len(chunk) > MaxLineBytes {
				tooLong, buf = true, nil
			} else {
				buf = append(buf, chunk...)
			}
		}
		if errors.Is(err, bufio.ErrBufferFull) {
			continue
		}
		if err == io.EOF && len(buf) == 0 && !tooLong {
			return nil, false, io.EOF
		}
		if err != nil && err != io.EOF {
			return nil, false, err
		}
		if tooLong {
			return nil, true, nil
		}
		buf = bytes.TrimSuffix(buf, []byte("\n"))
		buf = bytes.TrimSuffix(buf, []byte("\r"))
		if buf == nil {
			buf = []byte{}
		}
		return buf, false, nil
	}
}

// sortedKeys is used for stable warning order.
func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

func quoteList(names []string) string {
	q := make([]string, len(names))
	for i, n := range names {
		q[i] = fmt.Sprintf("%q", n)
	}
	return strings.Join(q, ", ")
}
