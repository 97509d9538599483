// Package diskcache is a directory of values stored by key, each in its own
// file written atomically (a temporary file in the same directory, then a
// rename), so that a process killed at any moment (kill -9 included) leaves
// every entry either whole or absent. It is what a stage uses to remember
// per-row work across runs.
package diskcache

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// Dir is a cache directory. Keys are lowercase hexadecimal strings of at
// least 3 characters (a SHA-256 sum, say); entries are sharded into
// subdirectories by their first two characters. A Dir is safe for
// concurrent use, by goroutines and by processes.
type Dir struct {
	root string
}

// Open returns the cache rooted at root (created on the first Put).
func Open(root string) *Dir { return &Dir{root: root} }

// Root is the cache's directory.
func (d *Dir) Root() string { return d.root }

func (d *Dir) path(key string) (string, error) {
	if len(key) < 3 {
		return "", fmt.Errorf("diskcache: key %q too short", key)
	}
	for _, c := range key {
		if !('0' <= c && c <= '9' || 'a' <= c && c <= 'f') {
			return "", fmt.Errorf("diskcache: key %q is not lowercase hexadecimal", key)
		}
	}
	return filepath.Join(d.root, key[:2], key+".json"), nil
}

// Get returns the value stored under key; ok is false when there is none.
// The error is for a file that exists and cannot be read.
func (d *Dir) Get(key string) (value []byte, ok bool, err error) {
	p, err := d.path(key)
	if err != nil {
		return nil, false, err
	}
	b, err := os.ReadFile(p)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, false, nil
	}
	if err != nil {
		return nil, false, err
	}
	return b, true, nil
}

// Put stores value under key, replacing any earlier value, atomically.
func (d *Dir) Put(key string, value []byte) error {
	p, err := d.path(key)
	if err != nil {
		return err
	}
	dir := filepath.Dir(p)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	f, err := os.CreateTemp(dir, ".tmp-*")
	if err != nil {
		return err
	}
	tmp := f.Name()
	_, err = f.Write(value)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp, p)
	}
	if err != nil {
		os.Remove(tmp)
		return fmt.Errorf("diskcache: %w", err)
	}
	return nil
}
