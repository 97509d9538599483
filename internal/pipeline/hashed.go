package pipeline

import (
	"crypto/sha256"
	"encoding/hex"
	"hash"
	"os"
	"sync"
)

// writtenFiles are the files of a stage's output hashed as they were
// written (createHashed): the runner takes their hash from here instead of
// reading them again, when their size and time are those they had when
// closed.
type writtenFiles struct {
	mu    sync.Mutex
	files hashCache // by path
}

// hashedFile is a file being written whose bytes are hashed on the way.
type hashedFile struct {
	f    *os.File
	h    hash.Hash
	path string
	to   *writtenFiles
}

// createHashed creates path (in the stage's output) for writing; Close
// records its hash for the runner.
func (e *Env) createHashed(path string) (*hashedFile, error) {
	f, err := os.Create(path)
	if err != nil {
		return nil, err
	}
	if e.written == nil {
		e.written = &writtenFiles{files: hashCache{}}
	}
	return &hashedFile{f: f, h: sha256.New(), path: path, to: e.written}, nil
}

func (w *hashedFile) Write(p []byte) (int, error) {
	n, err := w.f.Write(p)
	w.h.Write(p[:n])
	return n, err
}

// Close closes the file and records its hash, size and time.
func (w *hashedFile) Close() error {
	if err := w.f.Close(); err != nil {
		return err
	}
	st, err := os.Stat(w.path)
	if err != nil {
		return err
	}
	w.to.mu.Lock()
	defer w.to.mu.Unlock()
	w.to.files[w.path] = FileEntry{Size: st.Size(), ModTime: st.ModTime().UnixNano(), SHA256: hex.EncodeToString(w.h.Sum(nil)), asWritten: true}
	return nil
}

// known is the hashes of the files written through createHashed (nil when
// none was).
func (e *Env) known() hashCache {
	if e.written == nil {
		return nil
	}
	e.written.mu.Lock()
	defer e.written.mu.Unlock()
	return e.written.files
}
