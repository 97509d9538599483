package pipeline

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"path/filepath"

	"github.com/dgnpipe/dgnpipe/internal/diskcache"
)

// ValueMemo is a stage's memo of values it computes from a piece of its
// input alone (dedup: a statement's key; ingest: a source file's rows),
// kept across runs in <artifacts>/cache/memo/<stage>/<name>/
// (internal/diskcache). An entry's key is the SHA-256 of the piece's
// bytes under the stage's code version (kind version and the binary's
// hash) and its parameters hash: another build, other parameters or other
// bytes never find an entry of this one. A forced run (Env.Force) reads
// no entry and stores every value again. A nil *ValueMemo (a stage run
// without a code version, as in tests that build an Env) keeps nothing.
type ValueMemo struct {
	log     *diskcache.Log
	salt    string
	refresh bool
}

// valueMemoFormat names the layout of the memo's keys; change it when Key
// changes.
const valueMemoFormat = "dgnpipe value memo 1"

// ValueMemoDir is where the memo name of a stage lies.
func ValueMemoDir(artifacts, stage, name string) string {
	return filepath.Join(artifacts, "cache", "memo", stage, name)
}

// OpenValueMemo opens the stage's memo name; it is nil (and keeps
// nothing) when the run gave the stage no code version.
func (e *Env) OpenValueMemo(name string) (*ValueMemo, error) {
	if e.memoSalt == "" {
		return nil, nil
	}
	salt := valueMemoFormat + "\x00" + name + "\x00" + e.memoSalt
	log, err := diskcache.Open(ValueMemoDir(e.ArtifactsDir, e.Name, name), salt)
	if err != nil {
		return nil, fmt.Errorf("memo %s: %w", name, err)
	}
	return &ValueMemo{log: log, salt: salt, refresh: e.Force}, nil
}

// SetCodeVersion sets what the runner sets before a stage runs: the
// stage's code version and parameters hash, under which its memos
// (MapPureRows, OpenValueMemo) keep their entries; "" keeps none. For the
// tests of a stage's memo (pipelinetest.MemoEnv).
func (e *Env) SetCodeVersion(v string) { e.memoSalt = v }

// Key is the key of the value computed from content.
func (m *ValueMemo) Key(content []byte) string {
	h := sha256.New()
	h.Write([]byte(m.salt))
	h.Write([]byte{0})
	h.Write(content)
	return hex.EncodeToString(h.Sum(nil))
}

// GetMany returns the values stored under keys, in order (nil for a key
// with none, and for every key in a forced run or of a nil memo).
func (m *ValueMemo) GetMany(keys []string) [][]byte {
	if m == nil || m.refresh {
		return make([][]byte, len(keys))
	}
	return m.log.GetMany(keys)
}

// Put stores value under key (nothing for a nil memo).
func (m *ValueMemo) Put(key string, value []byte) error {
	if m == nil {
		return nil
	}
	if err := m.log.Put(key, value); err != nil {
		return fmt.Errorf("memo: %w", err)
	}
	return nil
}

// Close ends the run's use of the memo (diskcache.Log.Close: entries of
// other builds are dropped once they make up half of it).
func (m *ValueMemo) Close() error {
	if m == nil {
		return nil
	}
	if err := m.log.Close(); err != nil {
		return fmt.Errorf("memo: %w", err)
	}
	return nil
}
