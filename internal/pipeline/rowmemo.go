package pipeline

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"

	"github.com/dgnpipe/dgnpipe/internal/diskcache"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// RowNote is what a stage reports of one row besides the row itself: the
// counts it adds to Result.Rows and its warnings. MapPureRows sums the
// notes of the rows in file order.
type RowNote struct {
	Counts   map[string]int `json:"c,omitempty"`
	Warnings []string       `json:"w,omitempty"`
	// Replay are counts the row adds, besides Counts, in a later run that
	// takes it from the memo (a stage with a cache of its own counts its
	// hits so); not part of this run's sum.
	Replay map[string]int `json:"-"`
	// NoMemo keeps the row out of the memo: its output is not its own
	// function in this run (a leg cut short, a limit reached).
	NoMemo bool `json:"-"`
}

// Add adds n to the count name.
func (r *RowNote) Add(name string, n int) {
	if r.Counts == nil {
		r.Counts = map[string]int{}
	}
	r.Counts[name] += n
}

// add sums o into r.
func (r *RowNote) add(o RowNote) {
	for k, n := range o.Counts {
		r.Add(k, n)
	}
	r.Warnings = append(r.Warnings, o.Warnings...)
}

// MemoDir is where the row memo of a stage lies: <artifacts>/cache/rows/<stage>/.
func MemoDir(artifacts, stage string) string {
	return filepath.Join(artifacts, "cache", "rows", stage)
}

// PureRows says how MapPureRows may serve a stage's rows from its memo.
type PureRows struct {
	// Memo: the stage's output row and note are a pure function of its
	// input row, its code and its parameters in this run.
	Memo bool
	// Unread are fields of the row (their JSON names; string fields of
	// Item only) that the stage neither reads nor changes: a row that
	// differs from a remembered one only in them is served from the memo,
	// with their values put back. ("origin", the source file and line,
	// differs in every row of a copy of a source folder.)
	Unread []string
	// RowKey, when set, is what row index (0-based, in file order) depends
	// on besides its line (the split's side of the row): part of its key.
	RowKey func(index int) []byte
}

// MapPureRows is MapRows for a stage whose output row and note are a pure
// function of its input row, the stage's code and its parameters (each
// reads nothing else, or the stage passes Memo false). With Memo, a row
// is looked up by its input line (the Unread fields' values left out) in
// the stage's row memo (<artifacts>/cache/rows/<stage>/,
// internal/diskcache): a row found there is not decoded, given to each or
// encoded again; its output line and note are the stored ones, the bytes
// the stage wrote for the same line before, with the Unread fields' values
// of this input. The other rows are decoded, given to each (which fills
// notes[i] for batch[i]; a note with NoMemo keeps the row out of the
// memo) and stored. A forced run (Force) reads no entry and stores every
// row. The memo's key is the input line under the stage's code version
// and parameters hash (memoSalt, set by the runner; a stage run without
// one, as in tests that build an Env, keeps no memo); entries of another
// build are dropped when they make up half the memo (diskcache). It
// returns the rows and the sum of their notes, in row order.
func (e *Env) MapPureRows(opts PureRows, each func(batch []record.Item, notes []RowNote) error) (n int, sum RowNote, err error) {
	dep, err := e.OnlyInput()
	if err != nil {
		return 0, RowNote{}, err
	}
	return e.MapPureRowsIn(e.Inputs[dep], opts, each)
}

// MapPureRowsIn is MapPureRows on the rows of the stage output directory
// dir (one of Inputs), for a stage with other inputs too.
func (e *Env) MapPureRowsIn(dir string, opts PureRows, each func(batch []record.Item, notes []RowNote) error) (n int, sum RowNote, err error) {
	var m *rowMemo
	if opts.Memo && e.memoSalt != "" {
		if m, err = openRowMemo(MemoDir(e.ArtifactsDir, e.Name), e.memoSalt, e.Force, opts.Unread); err != nil {
			return 0, RowNote{}, err
		}
		defer func() {
			if cerr := m.close(); err == nil {
				err = cerr
			}
		}()
	}
	in := filepath.Join(dir, RowsFile)
	total, err := record.CountLines(in)
	if err != nil {
		return 0, RowNote{}, err
	}
	f, err := os.Create(filepath.Join(e.OutDir, RowsFile))
	if err != nil {
		return 0, RowNote{}, err
	}
	w := bufio.NewWriterSize(f, 1<<20)
	err = record.ReadLineBatches(in, func(lines []record.Line) error {
		out, notes, err := m.mapLines(in, lines, n, opts.RowKey, each)
		if err != nil {
			return err
		}
		for i := range out {
			sum.add(notes[i])
			for _, p := range out[i] {
				if _, err := w.Write(p); err != nil {
					return err
				}
			}
		}
		n += len(lines)
		e.Progress(n, max(n, total))
		return nil
	})
	if err == nil {
		err = w.Flush()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return n, sum, err
}

// rowMemo is one stage's row memo in one run; a nil *rowMemo keeps none.
type rowMemo struct {
	log     *diskcache.Log
	salt    string
	refresh bool // a forced run: no entry is read
	unread  [][]byte
	notes   map[string]RowNote // decoded notes, by their JSON
	// buf holds the values of the batch being mapped (GetManyBuf): made
	// once, not for every batch.
	buf []byte
}

// memoFormat names the layout of an entry; change it when memoValue
// changes.
const memoFormat = "dgnpipe row memo 1"

func openRowMemo(dir, salt string, refresh bool, unread []string) (*rowMemo, error) {
	m := &rowMemo{refresh: refresh}
	salt = memoFormat + "\x00" + salt
	for _, name := range unread {
		salt += "\x00unread " + name
		m.unread = append(m.unread, []byte(`,"`+name+`":"`))
	}
	log, err := diskcache.Open(dir, salt)
	if err != nil {
		return nil, fmt.Errorf("row memo: %w", err)
	}
	m.log, m.salt = log, salt
	return m, nil
}

func (m *rowMemo) close() error {
	if m == nil {
		return nil
	}
	if err := m.log.Close(); err != nil {
		return fmt.Errorf("row memo: %w", err)
	}
	return nil
}

// mapLines gives the rows of lines that the memo does not hold to each,
// stores them, and returns every row's output line (line end included, in
// pieces to write one after another: a remembered line with the Unread
// fields' values of lines put back) and note, in order. The pieces may
// share lines' bytes and the memo's buffer (m.buf): they are valid until
// the next call.
func (m *rowMemo) mapLines(path string, lines []record.Line, offset int, rowKey func(int) []byte, each func([]record.Item, []RowNote) error) ([][][]byte, []RowNote, error) {
	out := make([][][]byte, len(lines))
	notes := make([]RowNote, len(lines))
	var keys []string
	var vals [][][]byte // each line's Unread values
	var misses []int
	if m != nil {
		keys, vals = make([]string, len(lines)), make([][][]byte, len(lines))
		for i, l := range lines {
			var extra []byte
			if rowKey != nil {
				extra = rowKey(offset + i)
			}
			keys[i], vals[i] = m.maskedKey(l.Text, extra)
		}
	}
	var got [][]byte
	if m != nil && !m.refresh {
		got, m.buf = m.log.GetManyBuf(keys, m.buf)
	}
	for i := range lines {
		if got != nil && got[i] != nil {
			if line, note, ok := m.decodeValue(got[i]); ok {
				if pieces, ok := m.unmask(line, vals[i]); ok {
					out[i], notes[i] = pieces, note
					continue
				}
			}
		}
		misses = append(misses, i)
	}
	if len(misses) == 0 {
		return out, notes, nil
	}
	missLines := make([]record.Line, len(misses))
	for j, i := range misses {
		missLines[j] = lines[i]
	}
	items, err := record.DecodeLines(path, missLines)
	if err != nil {
		return nil, nil, err
	}
	missNotes := make([]RowNote, len(items))
	if err := each(items, missNotes); err != nil {
		return nil, nil, err
	}
	enc, err := record.EncodeLines(items)
	if err != nil {
		return nil, nil, err
	}
	for j, i := range misses {
		out[i], notes[i] = [][]byte{enc[j]}, missNotes[j]
		if m == nil || missNotes[j].NoMemo {
			continue
		}
		masked, vs := m.mask(enc[j])
		if !slices.EqualFunc(vs, vals[i], bytes.Equal) {
			continue // an Unread field changed after all: not a row to remember
		}
		v, err := encodeMemoValue(masked, missNotes[j])
		if err != nil {
			return nil, nil, err
		}
		if err := m.log.Put(keys[i], v); err != nil {
			return nil, nil, fmt.Errorf("row memo: %w", err)
		}
	}
	return out, notes, nil
}

// field finds the value of an Unread field pat (`,"name":"`) in line: the
// string's text is line[start:end]; ok is false when the line does not
// have it. The key is found at the top level of the row: `,"name":"`
// cannot occur inside a JSON string, where a quote is escaped.
func field(line, pat []byte) (start, end int, ok bool) {
	at := bytes.Index(line, pat)
	if at < 0 {
		return 0, 0, false
	}
	start = at + len(pat)
	end = stringEnd(line, start)
	return start, end, end >= 0
}

// maskedKey is the memo key of an input line and the values of its Unread
// fields (nil for a field the line does not have): the line is hashed
// without those values (each left as ""), without being copied.
func (m *rowMemo) maskedKey(line, extra []byte) (string, [][]byte) {
	h := sha256.New()
	h.Write([]byte(m.salt))
	h.Write([]byte{0})
	h.Write(binary.AppendUvarint(nil, uint64(len(extra))))
	h.Write(extra)
	vs := m.walkMasked(line, func(kept []byte) { h.Write(kept) })
	return hex.EncodeToString(h.Sum(nil)), vs
}

// mask returns line without the values of the Unread fields (as
// maskedKey hashes it) and those values.
func (m *rowMemo) mask(line []byte) ([]byte, [][]byte) {
	var masked []byte
	vs := m.walkMasked(line, func(kept []byte) { masked = append(masked, kept...) })
	return masked, vs
}

// walkMasked gives keep the pieces of line around the values of the
// Unread fields, in order, and returns those values (nil for a field the
// line does not have).
func (m *rowMemo) walkMasked(line []byte, keep func([]byte)) [][]byte {
	vs := make([][]byte, len(m.unread))
	rest := line
	for f, pat := range m.unread {
		start, end, ok := field(rest, pat)
		if !ok {
			continue
		}
		vs[f] = rest[start:end]
		keep(rest[:start])
		rest = rest[end:]
	}
	keep(rest)
	return vs
}

// unmask is a masked line with the values vs (maskedKey's) put back, as
// pieces; ok is false when the line does not have a field vs has a value
// for.
func (m *rowMemo) unmask(line []byte, vs [][]byte) ([][]byte, bool) {
	pieces := make([][]byte, 0, 1+2*len(vs))
	rest := line
	for f, pat := range m.unread {
		if vs[f] == nil {
			continue
		}
		at := bytes.Index(rest, pat)
		if at < 0 {
			return nil, false
		}
		start := at + len(pat)
		if start >= len(rest) || rest[start] != '"' {
			return nil, false
		}
		pieces = append(pieces, rest[:start], vs[f])
		rest = rest[start:]
	}
	return append(pieces, rest), true
}

// stringEnd is the index of the quote that ends the JSON string whose
// text starts at start, or -1.
func stringEnd(b []byte, start int) int {
	for i := start; i < len(b); i++ {
		switch b[i] {
		case '\\':
			i++
		case '"':
			return i
		}
	}
	return -1
}

// encodeMemoValue is an entry's value: the note's JSON after its length
// (uvarint), then the output line.
func encodeMemoValue(line []byte, note RowNote) ([]byte, error) {
	var nb []byte
	if len(note.Replay) > 0 {
		stored := RowNote{Counts: maps.Clone(note.Counts), Warnings: note.Warnings}
		for k, n := range note.Replay {
			stored.Add(k, n)
		}
		note = stored
	}
	if len(note.Counts) > 0 || len(note.Warnings) > 0 {
		var err error
		if nb, err = json.Marshal(note); err != nil {
			return nil, err
		}
	}
	v := binary.AppendUvarint(make([]byte, 0, len(nb)+len(line)+4), uint64(len(nb)))
	v = append(v, nb...)
	return append(v, line...), nil
}

// decodeValue splits an entry's value into the output line and the note;
// the notes are kept by their bytes, as most rows' notes are alike (the
// note's maps are shared: they are only read).
func (m *rowMemo) decodeValue(v []byte) (line []byte, note RowNote, ok bool) {
	n, k := binary.Uvarint(v)
	if k <= 0 || uint64(len(v)-k) < n {
		return nil, RowNote{}, false
	}
	nb, line := v[k:k+int(n)], v[k+int(n):]
	if len(line) == 0 || line[len(line)-1] != '\n' {
		return nil, RowNote{}, false
	}
	if len(nb) == 0 {
		return line, RowNote{}, true
	}
	if note, ok := m.notes[string(nb)]; ok {
		return line, note, true
	}
	if json.Unmarshal(nb, &note) != nil {
		return nil, RowNote{}, false
	}
	if m.notes == nil {
		m.notes = map[string]RowNote{}
	}
	m.notes[string(nb)] = note
	return line, note, true
}
