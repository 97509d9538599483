// Package diskcache is a directory of values stored by key that survives a
// process killed at any moment (kill -9 included): every entry is either
// whole or absent. It is what a stage uses to remember per-row work across
// runs.
//
// Entries are records appended to segment files, one segment per process
// that writes: a record is a header line
//
//	k=<key> g=<generation> n=<length> c=<crc32>
//
// then the value's <length> bytes and a newline, written with one write
// call. A record cut short by a kill (the end of a segment) or that does
// not match its checksum is not an entry. Appending costs one write per
// entry, where a file per entry (a temporary file, then a rename) cost
// about 1 ms of system time each on this project's machine.
//
// The generation is the code version that wrote a record (the caller's
// string, hashed): Close compacts the segments into one when at least half
// of their bytes are dead (records replaced by a later one, or written by
// another generation, which can never be read again by this code), so the
// cache does not grow with every build. Close also removes the directories
// of the earlier layout (a file per entry in a directory per two hex
// digits).
package diskcache

import (
	"bufio"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"
)

// Log is a cache directory of segment files. Open indexes every entry of
// the current generation (where its value lies, not the value: a verify
// cache of 200,000 rows holds some 350 MB); Get reads the value from its
// segment; Put appends to this process's own segment. An entry of the
// index is 56 bytes (a hash of the key and where the record lies), so
// that the index of a long run's entries stays small beside the rows
// (issue 44). A Log is safe for concurrent use by goroutines; processes
// that share the directory each write their own segment (a dgnpipe run
// holds the artifacts lock, so only one writes at a time).
type Log struct {
	root string
	gen  string // hashed generation

	mu      sync.Mutex
	index   map[ikey]loc // current-generation entries
	segs    []string     // segment names, by loc.seg
	loaded  []string     // segment files read by Open
	seg     *os.File     // this process's segment, created on first Put
	segName string
	segNum  uint32              // segName's number in segs
	segSize int64               // bytes written to seg
	readers map[uint32]*os.File // segments opened for Get, by number
	total   int64               // bytes of all records, read and written
	closed  bool
}

// ikey is an entry's key in the index: the SHA-256 of the key (32 bytes
// in the map, where a key of its own costs a string header and its
// bytes). The key itself is in the record's header.
type ikey [sha256.Size]byte

func indexKey(key string) ikey { return sha256.Sum256([]byte(key)) }

// segPattern names segment files; legacyShard the directories of the
// earlier file-per-entry layout (two hex digits), removed by compaction.
var (
	segPattern  = regexp.MustCompile(`^seg-[0-9a-z-]+\.log$`)
	legacyShard = regexp.MustCompile(`^[0-9a-f]{2}$`)
)

// loc is where an entry lies: its value is n bytes at off in segment
// number seg (Log.segs), after a header of head bytes; the record ends
// with a newline after the value.
type loc struct {
	off  int64
	n    uint32
	seg  uint32
	head uint32
}

// size is the length of the entry's record.
func (at loc) size() int64 { return int64(at.head) + int64(at.n) + 1 }

// addSeg gives segment name a number.
func (l *Log) addSeg(name string) uint32 {
	l.segs = append(l.segs, name)
	return uint32(len(l.segs) - 1)
}

// maxValue bounds a record's value (a larger length in a header is damage).
const maxValue = 64 << 20

// Open loads the cache rooted at root (created on the first Put) for
// generation gen. Unreadable records are skipped; the error is for a
// directory or segment that cannot be read at all.
func Open(root, gen string) (*Log, error) {
	h := sha256.Sum256([]byte(gen))
	l := &Log{root: root, gen: hex.EncodeToString(h[:8]), index: map[ikey]loc{}, readers: map[uint32]*os.File{}}
	ents, err := os.ReadDir(root)
	if errors.Is(err, fs.ErrNotExist) {
		return l, nil
	}
	if err != nil {
		return nil, fmt.Errorf("diskcache: %w", err)
	}
	for _, e := range ents {
		if e.IsDir() || !segPattern.MatchString(e.Name()) {
			continue
		}
		if err := l.load(filepath.Join(root, e.Name())); err != nil {
			return nil, err
		}
		l.loaded = append(l.loaded, e.Name())
	}
	return l, nil
}

// Root is the cache's directory.
func (l *Log) Root() string { return l.root }

// load reads one segment; later records replace earlier ones (segments are
// read in name order, which is creation order).
func (l *Log) load(path string) error {
	f, err := os.Open(path)
	if err != nil {
		return fmt.Errorf("diskcache: %w", err)
	}
	defer f.Close()
	num := l.addSeg(filepath.Base(path))
	r := bufio.NewReaderSize(f, 1<<16)
	var pos int64
	var buf []byte // the values' bytes, read only to check them
	for {
		key, gen, val, size, err := readRecord(r, buf)
		if err != nil {
			return nil // the end, or a record cut short: what follows is not read
		}
		l.total += size
		if gen == l.gen {
			head := size - int64(len(val)) - 1
			l.index[indexKey(key)] = loc{off: pos + head, n: uint32(len(val)), seg: num, head: uint32(head)}
		}
		pos += size
		buf = val[:0]
	}
}

// readRecord reads one record, its value into buf's array when it has
// room; any error ends the segment.
func readRecord(r *bufio.Reader, buf []byte) (key, gen string, val []byte, size int64, err error) {
	line, err := r.ReadString('\n')
	if err != nil {
		return "", "", nil, 0, io.EOF
	}
	var n int
	var sum uint64
	for _, f := range strings.Fields(line) {
		k, v, _ := strings.Cut(f, "=")
		switch k {
		case "k":
			key = v
		case "g":
			gen = v
		case "n":
			n, err = strconv.Atoi(v)
		case "c":
			sum, err = strconv.ParseUint(v, 16, 32)
		}
		if err != nil {
			return "", "", nil, 0, err
		}
	}
	if key == "" || gen == "" || n < 0 || n > maxValue {
		return "", "", nil, 0, errors.New("bad header")
	}
	if cap(buf) >= n+1 {
		val = buf[:n+1]
	} else {
		val = make([]byte, n+1)
	}
	if _, err := io.ReadFull(r, val); err != nil {
		return "", "", nil, 0, err
	}
	if val[n] != '\n' || crc32.ChecksumIEEE(val[:n]) != uint32(sum) {
		return "", "", nil, 0, errors.New("damaged record")
	}
	return key, gen, val[:n], int64(len(line) + n + 1), nil
}

func record(key, gen string, val []byte) []byte {
	head := fmt.Sprintf("k=%s g=%s n=%d c=%08x\n", key, gen, len(val), crc32.ChecksumIEEE(val))
	b := make([]byte, 0, len(head)+len(val)+1)
	b = append(b, head...)
	b = append(b, val...)
	return append(b, '\n')
}

// checkKey accepts lowercase hexadecimal keys of at least 3 characters.
func checkKey(key string) error {
	if len(key) < 3 {
		return fmt.Errorf("diskcache: key %q too short", key)
	}
	for _, c := range key {
		if !('0' <= c && c <= '9' || 'a' <= c && c <= 'f') {
			return fmt.Errorf("diskcache: key %q is not lowercase hexadecimal", key)
		}
	}
	return nil
}

// Get returns the value stored under key; ok is false when there is none
// (or when its segment can no longer be read).
func (l *Log) Get(key string) (value []byte, ok bool) {
	l.mu.Lock()
	defer l.mu.Unlock()
	at, ok := l.index[indexKey(key)]
	if !ok {
		return nil, false
	}
	v, err := l.read(at)
	return v, err == nil
}

// GetMany returns the values stored under keys, in order (nil for a key
// with none, or whose segment can no longer be read). Values that lie near
// one another in a segment are read together, with one read call: a run
// that stored a stage's rows in order reads a batch of them in one or a
// few calls instead of one each.
func (l *Log) GetMany(keys []string) [][]byte {
	vals, _ := l.GetManyBuf(keys, nil)
	return vals
}

// GetManyBuf is GetMany reading the values into buf (grown when it is too
// small) and returning it: the values share its memory, so they are valid
// until buf is given to another call. A caller that reads batch after
// batch passes the buffer the last call returned, and its values' memory
// is made once instead of for every batch.
func (l *Log) GetManyBuf(keys []string, buf []byte) ([][]byte, []byte) {
	l.mu.Lock()
	defer l.mu.Unlock()
	vals := make([][]byte, len(keys))
	type want struct {
		i  int
		at loc
	}
	var ws []want
	for i, k := range keys {
		if at, ok := l.index[indexKey(k)]; ok {
			ws = append(ws, want{i, at})
		}
	}
	sort.Slice(ws, func(a, b int) bool {
		if ws[a].at.seg != ws[b].at.seg {
			return ws[a].at.seg < ws[b].at.seg
		}
		return ws[a].at.off < ws[b].at.off
	})
	// Runs of values of one segment, each starting at most manyGap bytes
	// after the one before ends, up to manyMax bytes: runs[k] is
	// ws[runs[k].lo:runs[k].hi], read into buf at runs[k].pos.
	type run struct {
		lo, hi int
		at     loc
		pos    int
	}
	var runs []run
	total := 0
	for lo := 0; lo < len(ws); {
		first := ws[lo].at
		end := first.off + int64(first.n)
		hi := lo + 1
		for ; hi < len(ws); hi++ {
			at := ws[hi].at
			if at.seg != first.seg || at.off < end || at.off-end > manyGap || at.off+int64(at.n)-first.off > manyMax {
				break
			}
			end = at.off + int64(at.n)
		}
		n := int(end - first.off)
		runs = append(runs, run{lo, hi, loc{off: first.off, n: uint32(n), seg: first.seg}, total})
		total += n
		lo = hi
	}
	if cap(buf) < total {
		buf = make([]byte, total)
	}
	buf = buf[:total]
	for _, r := range runs {
		end := r.pos + int(r.at.n)
		part := buf[r.pos:end:end]
		if err := l.readInto(r.at, part); err == nil {
			for _, w := range ws[r.lo:r.hi] {
				o := int(w.at.off - r.at.off)
				e := o + int(w.at.n)
				vals[w.i] = part[o:e:e]
			}
			continue
		}
		for _, w := range ws[r.lo:r.hi] {
			if v, err := l.read(w.at); err == nil {
				vals[w.i] = v
			}
		}
	}
	return vals, buf
}

// GetMany reads values together when the next starts at most manyGap
// bytes after one ends (a record's header lies between), and reads at most
// manyMax bytes at once.
const (
	manyGap = 4 << 10
	manyMax = 16 << 20
)

// read reads the value at at, opening its segment once.
func (l *Log) read(at loc) ([]byte, error) {
	v := make([]byte, at.n)
	if err := l.readInto(at, v); err != nil {
		return nil, err
	}
	return v, nil
}

// readInto reads the value at at into v (at.n bytes).
func (l *Log) readInto(at loc, v []byte) error {
	f := l.readers[at.seg]
	if f == nil {
		var err error
		if f, err = os.Open(filepath.Join(l.root, l.segs[at.seg])); err != nil {
			return err
		}
		l.readers[at.seg] = f
	}
	_, err := f.ReadAt(v, at.off)
	return err
}

// closeReaders closes the segments opened by Get.
func (l *Log) closeReaders() {
	for num, f := range l.readers {
		f.Close()
		delete(l.readers, num)
	}
}

// Len is the number of entries.
func (l *Log) Len() int {
	l.mu.Lock()
	defer l.mu.Unlock()
	return len(l.index)
}

// Put stores value under key, replacing any earlier value: one record
// appended to this process's segment.
func (l *Log) Put(key string, value []byte) error {
	if err := checkKey(key); err != nil {
		return err
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.closed {
		return errors.New("diskcache: closed")
	}
	if l.seg == nil {
		if err := os.MkdirAll(l.root, 0o755); err != nil {
			return fmt.Errorf("diskcache: %w", err)
		}
		f, name, err := l.newSegment()
		if err != nil {
			return err
		}
		l.seg, l.segName, l.segSize = f, name, 0
		l.segNum = l.addSeg(name)
	}
	rec := record(key, l.gen, value)
	if _, err := l.seg.Write(rec); err != nil {
		return fmt.Errorf("diskcache: %w", err)
	}
	head := len(rec) - len(value) - 1
	l.index[indexKey(key)] = loc{off: l.segSize + int64(head), n: uint32(len(value)), seg: l.segNum, head: uint32(head)}
	l.segSize += int64(len(rec))
	l.total += int64(len(rec))
	return nil
}

// newSegment creates a segment file whose name sorts after every existing
// one.
func (l *Log) newSegment() (*os.File, string, error) {
	for i := 0; ; i++ {
		name := fmt.Sprintf("seg-%s-%d-%d.log", strconv.FormatInt(time.Now().UnixNano(), 36), os.Getpid(), i)
		f, err := os.OpenFile(filepath.Join(l.root, name), os.O_WRONLY|os.O_CREATE|os.O_EXCL|os.O_APPEND, 0o644)
		if err == nil {
			return f, name, nil
		}
		if !errors.Is(err, fs.ErrExist) || i > 100 {
			return nil, "", fmt.Errorf("diskcache: %w", err)
		}
	}
}

// Close ends this process's segment and compacts the cache when at least
// half of its bytes are dead. Get keeps working after Close; Put fails.
func (l *Log) Close() error {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.closed {
		return nil
	}
	l.closed = true
	var err error
	if l.seg != nil {
		err = l.seg.Close()
	}
	var live int64
	for _, at := range l.index {
		live += at.size()
	}
	if err == nil && l.total > 0 && 2*live <= l.total {
		err = l.compact()
	}
	l.closeReaders()
	l.removeLegacy()
	return err
}

// compact writes the live entries into one new segment (a temporary file,
// then a rename), then removes the segments it replaces. A kill at any point leaves every
// entry whole: before the rename the old segments hold them, after it the
// new one does (old segments not yet removed only repeat them).
func (l *Log) compact() error {
	tmp, err := os.CreateTemp(l.root, ".tmp-compact-*")
	if err != nil {
		return fmt.Errorf("diskcache: %w", err)
	}
	w := bufio.NewWriterSize(tmp, 1<<16)
	// The live records, copied whole (header, value and newline: their key
	// is in the header), in the order they were written.
	keys := make([]ikey, 0, len(l.index))
	for k := range l.index {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(a, b int) bool {
		x, y := l.index[keys[a]], l.index[keys[b]]
		if x.seg != y.seg {
			return x.seg < y.seg
		}
		return x.off < y.off
	})
	moved := make(map[ikey]loc, len(keys))
	var pos int64
	for _, k := range keys {
		at := l.index[k]
		rec, rerr := l.read(loc{off: at.off - int64(at.head), n: uint32(at.size()), seg: at.seg})
		if rerr != nil {
			err = rerr
			break
		}
		if _, err = w.Write(rec); err != nil {
			break
		}
		moved[k] = loc{off: pos + int64(at.head), n: at.n, head: at.head}
		pos += int64(len(rec))
	}
	if ferr := w.Flush(); err == nil {
		err = ferr
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	f, name, nerr := l.newSegment()
	if err == nil {
		err = nerr
	}
	if nerr == nil {
		f.Close()
		if err == nil {
			err = os.Rename(tmp.Name(), filepath.Join(l.root, name))
		} else {
			os.Remove(filepath.Join(l.root, name))
		}
	}
	if err != nil {
		os.Remove(tmp.Name())
		return fmt.Errorf("diskcache: compact: %w", err)
	}
	old := append([]string(nil), l.loaded...)
	if l.segName != "" {
		old = append(old, l.segName)
	}
	l.closeReaders()
	for _, s := range old {
		os.Remove(filepath.Join(l.root, s))
	}
	num := l.addSeg(name)
	for k, at := range moved {
		at.seg = num
		l.index[k] = at
	}
	l.loaded, l.segName = []string{name}, ""
	return nil
}

// removeLegacy removes the shard directories of the earlier
// file-per-entry layout (never read by this code) and the temporary files
// of a compaction that a kill interrupted (the writer of a cache holds its
// artifacts' lock, so none is in progress).
func (l *Log) removeLegacy() {
	ents, err := os.ReadDir(l.root)
	if err != nil {
		return
	}
	for _, e := range ents {
		switch {
		case e.IsDir() && legacyShard.MatchString(e.Name()):
			os.RemoveAll(filepath.Join(l.root, e.Name()))
		case !e.IsDir() && strings.HasPrefix(e.Name(), ".tmp-compact-"):
			os.Remove(filepath.Join(l.root, e.Name()))
		}
	}
}

// WriteFile writes b to path atomically: into a temporary file in the same
// folder, then renamed over path, so a reader (or a run after a kill) sees
// the old file or the whole new one, never a part. The temporary file is
// removed when a step fails.
func WriteFile(path string, b []byte) error {
	tmp, err := os.CreateTemp(filepath.Dir(path), ".tmp-*")
	if err != nil {
		return err
	}
	if _, err := tmp.Write(b); err != nil {
		tmp.Close()
		os.Remove(tmp.Name())
		return err
	}
	if err := tmp.Close(); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	return os.Rename(tmp.Name(), path)
}
