package diskcache

import (
	"bytes"
	"fmt"
	"hash/crc32"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// A closed segment has an index file beside it (seg-….log.idx): each of
// its records' key, generation, place, length, checksum and size, so that
// Open indexes the segment without reading its values (a stage's row memo
// holds tens of MB of them). The index is written after the segment is
// closed, into a temporary file renamed into place; Open reads a
// segment's index only when it names the segment's size and ends with its
// end line, and reads the segment itself otherwise (a kill before the
// rename, a damaged index). The values of entries found through an index
// are checked against their checksum when they are read.

// idxRec is one record of a segment, as its index lists it.
type idxRec struct {
	key, gen string
	off      int64 // where the value starts
	n        int   // the value's length
	crc      uint32
	size     int64 // the whole record's bytes
}

// indexHeader starts an index file; indexEnd ends it.
const (
	indexHeader = "dgnpipe diskcache index 1"
	indexEnd    = "end"
)

// indexSuffix ends the name of a segment's index file.
const indexSuffix = ".idx"

// indexPath is the index file of the segment at seg.
func indexPath(seg string) string { return seg + indexSuffix }

// segExists reports whether the segment name exists in root.
func segExists(root, name string) bool {
	_, err := os.Stat(filepath.Join(root, name))
	return err == nil
}

// writeIndex writes the index of the segment at seg (size bytes, recs in
// order). A failure leaves no index: Open then reads the segment.
func writeIndex(seg string, size int64, recs []idxRec) {
	var b bytes.Buffer
	fmt.Fprintf(&b, "%s size=%d n=%d\n", indexHeader, size, len(recs))
	for _, r := range recs {
		fmt.Fprintf(&b, "%s %s %d %d %08x %d\n", r.key, r.gen, r.off, r.n, r.crc, r.size)
	}
	b.WriteString(indexEnd + "\n")
	tmp, err := os.CreateTemp(filepath.Dir(seg), ".tmp-idx-*")
	if err != nil {
		return
	}
	_, err = tmp.Write(b.Bytes())
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp.Name(), indexPath(seg))
	}
	if err != nil {
		os.Remove(tmp.Name())
	}
}

// loadIndex indexes the segment at seg from its index file; false when it
// has none that can be trusted (then nothing was indexed).
func (l *Log) loadIndex(seg string) bool {
	st, err := os.Stat(seg)
	if err != nil {
		return false
	}
	b, err := os.ReadFile(indexPath(seg))
	if err != nil {
		return false
	}
	recs, ok := parseIndex(string(b), st.Size())
	if !ok {
		return false
	}
	name := filepath.Base(seg)
	for _, r := range recs {
		l.total += r.size
		if r.gen == l.gen {
			l.index[r.key] = loc{seg: name, off: r.off, n: r.n, check: true, crc: r.crc}
			l.live[r.key] = r.size
		}
	}
	return true
}

// parseIndex reads an index file's text; ok is false unless it is whole
// and names a segment of size bytes whose records lie inside it.
func parseIndex(text string, size int64) (recs []idxRec, ok bool) {
	head, rest, found := strings.Cut(text, "\n")
	if !found {
		return nil, false
	}
	var n int
	if _, err := fmt.Sscanf(head, indexHeader+" size=%d n=%d", new(int64), &n); err != nil || head != fmt.Sprintf("%s size=%d n=%d", indexHeader, size, n) {
		return nil, false
	}
	recs = make([]idxRec, 0, n)
	var pos int64
	for {
		line, more, found := strings.Cut(rest, "\n")
		if !found {
			return nil, false
		}
		if line == indexEnd {
			return recs, more == "" && len(recs) == n && pos == size
		}
		f := strings.Fields(line)
		if len(f) != 6 || checkKey(f[0]) != nil {
			return nil, false
		}
		off, err1 := strconv.ParseInt(f[2], 10, 64)
		vn, err2 := strconv.Atoi(f[3])
		crc, err3 := strconv.ParseUint(f[4], 16, 32)
		rs, err4 := strconv.ParseInt(f[5], 10, 64)
		if err1 != nil || err2 != nil || err3 != nil || err4 != nil || vn < 0 || off < pos || off+int64(vn)+1 != pos+rs {
			return nil, false
		}
		recs = append(recs, idxRec{f[0], f[1], off, vn, uint32(crc), rs})
		pos += rs
		rest = more
	}
}

// intact reports whether a value read from at is the one stored there
// (its checksum, for an entry found through an index).
func intact(at loc, v []byte) bool { return !at.check || crc32.ChecksumIEEE(v) == at.crc }
