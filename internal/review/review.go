// Package review is the reviewer's side of the loop: the reviews file
// (reviews.jsonl in a source folder), what one review line holds, how the
// file is read (malformed lines reported with file:line and skipped) and
// appended (atomically, fsync'd), and the row hash that tells a review
// still applies. The status stage applies the reviews (internal/status);
// package review/desk serves the reviewer's web app.
//
// Read and RowSHA256 are safe for concurrent use; see Append for writers.
package review

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/dgnpipe/dgnpipe/internal/safefile"
)

// FileName is the name of the reviews file inside a source folder.
const FileName = "reviews.jsonl"

// Decision is what a reviewer decided about a row.
type Decision string

const (
	// Agree: the status stands; the note says who reviewed it and when.
	Agree Decision = "agree"
	// SourceWrong: the page prints a wrong answer; the reviewer's read of
	// the page counts as the third read.
	SourceWrong Decision = "source-wrong"
	// Transcription: the transcription misread the page; the review
	// carries the page's problem and/or answer, and the row is checked
	// again with them.
	Transcription Decision = "transcription"
	// CheckerWrong: the book is right and the checker misread it; the row
	// ends unverifiable and is listed in the checker-defects report.
	CheckerWrong Decision = "checker-wrong"
)

// Decisions lists the decisions in a fixed order (keys 1-4 of the app).
var Decisions = []Decision{Agree, SourceWrong, Transcription, CheckerWrong}

// Valid reports whether d is one of Decisions.
func (d Decision) Valid() bool {
	for _, x := range Decisions {
		if d == x {
			return true
		}
	}
	return false
}

// Review is one line of reviews.jsonl.
type Review struct {
	ID        string   `json:"id"`
	Decision  Decision `json:"decision"`
	Reviewer  string   `json:"reviewer"`
	At        string   `json:"at"` // RFC 3339
	RowSHA256 string   `json:"row_sha256"`
	Comment   string   `json:"comment"`
	// Problem and Answer are the page's text, for a transcription fix
	// only; nil means "as transcribed".
	Problem *string `json:"problem,omitempty"`
	Answer  *string `json:"answer,omitempty"`
}

// RowSHA256 is the hex SHA-256 of a row's problem, one NUL byte, and its
// answer, as they are written in the source file.
func RowSHA256(problem, answer string) string {
	h := sha256.New()
	h.Write([]byte(problem))
	h.Write([]byte{0})
	h.Write([]byte(answer))
	return hex.EncodeToString(h.Sum(nil))
}

// Validate reports what makes r unusable (every problem, joined).
func (r *Review) Validate() error {
	var errs []error
	if strings.TrimSpace(r.ID) == "" {
		errs = append(errs, errors.New(`"id" is missing`))
	}
	if !r.Decision.Valid() {
		errs = append(errs, fmt.Errorf(`"decision" %q is not one of agree, source-wrong, transcription, checker-wrong`, r.Decision))
	}
	if strings.TrimSpace(r.Reviewer) == "" {
		errs = append(errs, errors.New(`"reviewer" is missing`))
	}
	if _, err := time.Parse(time.RFC3339, r.At); err != nil {
		errs = append(errs, fmt.Errorf(`"at" %q is not an RFC 3339 time`, r.At))
	}
	if len(r.RowSHA256) != 64 || strings.Trim(r.RowSHA256, "0123456789abcdef") != "" {
		errs = append(errs, fmt.Errorf(`"row_sha256" %q is not 64 lower-case hex digits`, r.RowSHA256))
	}
	fix := r.Problem != nil || r.Answer != nil
	switch {
	case r.Decision == Transcription && !fix:
		errs = append(errs, errors.New(`a transcription fix needs "problem" and/or "answer" (the page's text)`))
	case r.Decision == Transcription && r.Problem != nil && strings.TrimSpace(*r.Problem) == "":
		errs = append(errs, errors.New(`"problem" is empty`))
	case r.Decision != Transcription && fix && r.Decision.Valid():
		errs = append(errs, fmt.Errorf(`"problem"/"answer" are only for a transcription fix, not %s`, r.Decision))
	}
	if r.Decision == CheckerWrong && strings.TrimSpace(r.Comment) == "" {
		errs = append(errs, errors.New(`checker-wrong needs a "comment" saying what the checker misread`))
	}
	return errors.Join(errs...)
}

// Entry is a review read from a file, with where it was.
type Entry struct {
	Review
	File string
	Line int
}

// Origin is "file:line".
func (e *Entry) Origin() string { return fmt.Sprintf("%s:%d", e.File, e.Line) }

// File is what Read found in one reviews file.
type File struct {
	Path string
	// Entries are the well-formed reviews in file order (the history).
	Entries []Entry
	// Warnings are the malformed lines, "file:line: why", skipped.
	Warnings []string
}

// MaxLine bounds one reviews line as Append writes it: the review
// encoded as JSON (where "<" takes six bytes, \u003c) and its newline. The
// desk's form and API are held to it; Read reads every line this long.
const MaxLine = 1 << 20

// maxRead bounds a line Read parses: longer than any Append writes, for a
// file edited by hand. A longer line is skipped, and only that line.
const maxRead = 8 * MaxLine

// TooLargeError is Append's refusal of a review whose line would be over
// MaxLine bytes.
type TooLargeError struct{ Size int }

func (e *TooLargeError) Error() string {
	return fmt.Sprintf("the review is %d bytes as a line of %s, over the limit of %d: shorten the comment or the fix", e.Size, FileName, MaxLine)
}

// InvalidError is Append's refusal of a review that Validate rejects: the
// caller's mistake, not the file's.
type InvalidError struct{ Err error }

func (e *InvalidError) Error() string { return e.Err.Error() }
func (e *InvalidError) Unwrap() error { return e.Err }

// Read reads the reviews file at path. A missing file is an empty File and
// no error; a malformed line, or one over maxRead bytes, is a warning and
// skipped, and reading goes on with the next line. The error is only for a
// file that cannot be read.
func Read(path string) (*File, error) {
	f := &File{Path: path}
	b, err := safefile.ReadFile(path)
	if errors.Is(err, os.ErrNotExist) {
		return f, nil
	}
	if err != nil {
		return nil, err
	}
	n := 0
	for len(b) > 0 {
		n++
		var line []byte
		if i := bytes.IndexByte(b, '\n'); i >= 0 {
			line, b = b[:i], b[i+1:]
		} else {
			line, b = b, nil
		}
		if len(line) > maxRead {
			f.Warnings = append(f.Warnings, fmt.Sprintf("%s:%d: malformed review, skipped: the line is %d bytes, over the limit of %d", path, n, len(line), maxRead))
			continue
		}
		line = bytes.TrimSpace(line)
		if len(line) == 0 {
			continue
		}
		var r Review
		dec := json.NewDecoder(bytes.NewReader(line))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&r); err != nil {
			f.Warnings = append(f.Warnings, fmt.Sprintf("%s:%d: malformed review, skipped: %v", path, n, err))
			continue
		}
		if err := r.Validate(); err != nil {
			f.Warnings = append(f.Warnings, fmt.Sprintf("%s:%d: malformed review, skipped: %s", path, n, strings.ReplaceAll(err.Error(), "\n", "; ")))
			continue
		}
		f.Entries = append(f.Entries, Entry{Review: r, File: path, Line: n})
	}
	return f, nil
}

// Latest maps each row id to its last review in the files, in the order
// given (a later review of a row replaces an earlier one; the files keep
// the history).
func Latest(files ...*File) map[string]Entry {
	m := map[string]Entry{}
	for _, f := range files {
		for _, e := range f.Entries {
			m[e.ID] = e
		}
	}
	return m
}

// Append validates r and appends it as one line to the reviews file at
// path, creating it if needed. A review Validate rejects is an
// *InvalidError, and one whose line would be over MaxLine a
// *TooLargeError; nothing is written then. The line goes in one write(2)
// on an O_APPEND file, then fsync of the file (and of the folder when the file
// is new), so a reader sees either the whole line or none of it. Callers
// that append from several goroutines serialise their calls (the desk
// holds a mutex).
func Append(path string, r Review) error {
	if err := r.Validate(); err != nil {
		return &InvalidError{err}
	}
	line, err := json.Marshal(r)
	if err != nil {
		return err
	}
	line = append(line, '\n')
	if len(line) > MaxLine {
		return &TooLargeError{len(line)}
	}
	_, statErr := os.Stat(path)
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_APPEND|os.O_CREATE, 0o644)
	if err != nil {
		return err
	}
	// A file whose last line lacks its newline (edited by hand) would
	// glue this review onto it: start on a line of our own.
	if st, err := f.Stat(); err == nil && st.Size() > 0 {
		if last, err := lastByte(path, st.Size()); err == nil && last != '\n' {
			line = append([]byte{'\n'}, line...)
		}
	}
	if _, err := f.Write(line); err != nil {
		f.Close()
		return fmt.Errorf("%s: %w", path, err)
	}
	if err := f.Sync(); err != nil {
		f.Close()
		return fmt.Errorf("%s: %w", path, err)
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	if errors.Is(statErr, os.ErrNotExist) {
		return syncDir(filepath.Dir(path))
	}
	return nil
}

func lastByte(path string, size int64) (byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return 0, err
	}
	defer f.Close()
	b := make([]byte, 1)
	if _, err := f.ReadAt(b, size-1); err != nil {
		return 0, err
	}
	return b[0], nil
}

func syncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	defer d.Close()
	return d.Sync()
}
