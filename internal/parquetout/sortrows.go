package parquetout

import (
	"bufio"
	"container/heap"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// runBytes is how many bytes of row texts the dataset stage holds before
// it sorts them by id and writes them out as one run of a temporary file
// (a variable so that tests can make every row a run). Rows that fit in
// one run never touch the disk; more are merged from their runs, so the
// stage holds at most runBytes of texts whatever the row count.
var runBytes = 48 << 20

// sorter sorts entries by id (idLess) through a bounded external merge:
// runs of at most runBytes of texts are sorted in memory and written to
// files in tmp, and each reads them back merged.
type sorter struct {
	tmp   string // folder of the runs (made on the first spill)
	mkTmp func() (string, error)
	buf   []entry
	bytes int
	runs  []string
}

// entrySize is what e holds in memory, roughly: its texts and the struct.
func entrySize(e *entry) int {
	n := 256
	for _, s := range entryTexts(&e.row) {
		n += len(*s)
	}
	return n
}

// entryTexts are the string columns of r, in the order runs store them.
func entryTexts(r *Row) []*string {
	return []*string{&r.ID, &r.ProblemID, &r.Collection, &r.Source, &r.SourceTitle, &r.ChapterTitle, &r.Group,
		&r.Difficulty, &r.Problem, &r.Solution, &r.FinalAnswer, &r.FinalAnswerBoxed, &r.AnswerStatus, &r.VerificationNote}
}

// add keeps e, spilling the rows held to a run when they pass runBytes.
func (s *sorter) add(e entry) error {
	s.buf = append(s.buf, e)
	s.bytes += entrySize(&e)
	if s.bytes >= runBytes {
		return s.spill()
	}
	return nil
}

func (s *sorter) sortBuf() {
	sort.Slice(s.buf, func(a, b int) bool { return idLess(s.buf[a].row.ID, s.buf[b].row.ID) })
}

// spill sorts the rows held and writes them as the next run.
func (s *sorter) spill() error {
	if len(s.buf) == 0 {
		return nil
	}
	if s.tmp == "" {
		dir, err := s.mkTmp()
		if err != nil {
			return err
		}
		s.tmp = dir
	}
	s.sortBuf()
	path := filepath.Join(s.tmp, fmt.Sprintf("run-%05d", len(s.runs)))
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	w := bufio.NewWriterSize(f, 1<<20)
	var scratch []byte
	for i := range s.buf {
		scratch = appendEntry(scratch[:0], &s.buf[i])
		if _, err := w.Write(scratch); err != nil {
			f.Close()
			return err
		}
	}
	if err := w.Flush(); err != nil {
		f.Close()
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	s.runs = append(s.runs, path)
	s.buf, s.bytes = nil, 0
	return nil
}

// finish makes the rows ready for each: sorted in memory when they never
// passed runBytes, else every row in a run.
func (s *sorter) finish() error {
	if len(s.runs) == 0 {
		s.sortBuf()
		return nil
	}
	return s.spill()
}

// each gives every row to fn in id order; it can be called any number of
// times (and at once from several goroutines) after finish.
func (s *sorter) each(fn func(e *entry) error) error {
	if len(s.runs) == 0 {
		for i := range s.buf {
			if err := fn(&s.buf[i]); err != nil {
				return err
			}
		}
		return nil
	}
	m := &merge{}
	defer m.close()
	for _, path := range s.runs {
		if err := m.open(path); err != nil {
			return err
		}
	}
	for m.Len() > 0 {
		if err := fn(&m.heads[0].e); err != nil {
			return err
		}
		if err := m.advance(); err != nil {
			return err
		}
	}
	return nil
}

// appendEntry encodes e: its split, chapter and page, then each text
// with its length.
func appendEntry(b []byte, e *entry) []byte {
	sp := byte(0)
	if e.split == "test" {
		sp = 1
	}
	b = append(b, sp)
	b = binary.AppendVarint(b, e.row.Chapter)
	b = binary.AppendVarint(b, e.row.Page)
	for _, p := range entryTexts(&e.row) {
		b = binary.AppendUvarint(b, uint64(len(*p)))
		b = append(b, *p...)
	}
	return b
}

// readEntry decodes one entry of appendEntry from r (io.EOF at the end).
// Each text is its own string of its own size (one string holding a row's
// texts would keep the row's solution alive for a file of the qa config).
func readEntry(r *bufio.Reader, e *entry) error {
	sp, err := r.ReadByte()
	if err != nil {
		return err // io.EOF between entries is the run's end
	}
	e.split = "train"
	if sp == 1 {
		e.split = "test"
	}
	if e.row.Chapter, err = binary.ReadVarint(r); err != nil {
		return noEOF(err)
	}
	if e.row.Page, err = binary.ReadVarint(r); err != nil {
		return noEOF(err)
	}
	for _, p := range entryTexts(&e.row) {
		n, err := binary.ReadUvarint(r)
		if err != nil {
			return noEOF(err)
		}
		if n > math.MaxInt32 {
			return fmt.Errorf("text of %d bytes: not a run of this program", n)
		}
		if *p, err = readText(r, int(n)); err != nil {
			return err
		}
	}
	return nil
}

// readText reads a text of n bytes from r into a string of that size,
// through r's buffer (io.CopyN into a strings.Builder made a 32 KB buffer
// for every text: 2.4 GB of garbage for 200,000 rows).
func readText(r *bufio.Reader, n int) (string, error) {
	var sb strings.Builder
	sb.Grow(n)
	for n > 0 {
		b, err := r.Peek(min(n, r.Size()))
		sb.Write(b)
		r.Discard(len(b))
		n -= len(b)
		if err != nil && n > 0 {
			return "", noEOF(err)
		}
	}
	return sb.String(), nil
}

func noEOF(err error) error {
	if errors.Is(err, io.EOF) {
		return io.ErrUnexpectedEOF
	}
	return err
}

// merge is a heap of the runs' next rows, the least id first.
type merge struct {
	heads []head
	files []*os.File
}

type head struct {
	e entry
	r *bufio.Reader
}

func (m *merge) Len() int           { return len(m.heads) }
func (m *merge) Less(a, b int) bool { return idLess(m.heads[a].e.row.ID, m.heads[b].e.row.ID) }
func (m *merge) Swap(a, b int)      { m.heads[a], m.heads[b] = m.heads[b], m.heads[a] }
func (m *merge) Push(x any)         { m.heads = append(m.heads, x.(head)) }
func (m *merge) Pop() any {
	x := m.heads[len(m.heads)-1]
	m.heads = m.heads[:len(m.heads)-1]
	return x
}

// open adds the run at path with its first row.
func (m *merge) open(path string) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	m.files = append(m.files, f)
	h := head{r: bufio.NewReaderSize(f, 256<<10)}
	switch err := readEntry(h.r, &h.e); {
	case errors.Is(err, io.EOF):
		return nil
	case err != nil:
		return fmt.Errorf("%s: %w", path, err)
	}
	heap.Push(m, h)
	return nil
}

// advance replaces the least row by the next of its run.
func (m *merge) advance() error {
	top := &m.heads[0]
	switch err := readEntry(top.r, &top.e); {
	case errors.Is(err, io.EOF):
		heap.Pop(m)
	case err != nil:
		return err
	default:
		heap.Fix(m, 0)
	}
	return nil
}

func (m *merge) close() {
	for _, f := range m.files {
		f.Close()
	}
}
