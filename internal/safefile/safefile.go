// Package safefile opens the files a user names for reading. It refuses,
// by their type and before opening them, the files that are not regular
// (a device such as /dev/zero never ends, a FIFO blocks the open until a
// writer comes, a socket cannot be opened), and it tells whether a path
// found in a folder leads outside it through a symbolic link. Every
// error names the path.
package safefile

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
)

// ErrSpecial says a path is a device, a FIFO, a socket or another file
// that is neither a regular file nor a folder.
var ErrSpecial = errors.New("not a regular file")

// ErrOutside says a path inside a folder is a symbolic link (or lies
// under one) that leads outside the folder.
var ErrOutside = errors.New("a symbolic link leading outside the folder")

// Kind names the type of a file mode: "regular file", "folder",
// "device", "character device", "FIFO", "socket", "symbolic link" or
// "irregular file".
func Kind(m fs.FileMode) string {
	switch {
	case m.IsRegular():
		return "regular file"
	case m.IsDir():
		return "folder"
	case m&fs.ModeCharDevice != 0:
		return "character device"
	case m&fs.ModeDevice != 0:
		return "device"
	case m&fs.ModeNamedPipe != 0:
		return "FIFO"
	case m&fs.ModeSocket != 0:
		return "socket"
	case m&fs.ModeSymlink != 0:
		return "symbolic link"
	}
	return "irregular file"
}

// Check stats path (following links) and returns an error wrapping
// ErrSpecial, naming the path and its type, when it is not a regular
// file. A stat error is returned as is (it names the path).
func Check(path string) error {
	st, err := os.Stat(path)
	if err != nil {
		return err
	}
	if !st.Mode().IsRegular() {
		return fmt.Errorf("%s: %w (a %s), refused", path, ErrSpecial, Kind(st.Mode()))
	}
	return nil
}

// Open opens path for reading once Check accepts it, and checks the open
// file's type again (the path may have changed in between).
func Open(path string) (*os.File, error) {
	if err := Check(path); err != nil {
		return nil, err
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	st, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, err
	}
	if !st.Mode().IsRegular() {
		f.Close()
		return nil, fmt.Errorf("%s: %w (a %s), refused", path, ErrSpecial, Kind(st.Mode()))
	}
	return f, nil
}

// ReadFile is os.ReadFile through Open.
func ReadFile(path string) ([]byte, error) {
	f, err := Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return io.ReadAll(f)
}

// Inside returns nil when path, once every symbolic link in it and in dir
// is resolved, lies inside dir; otherwise an error wrapping ErrOutside
// that names path and where it leads. A path that cannot be resolved (a
// broken link) returns the resolution's error.
func Inside(dir, path string) error {
	realDir, err := resolve(dir)
	if err != nil {
		return err
	}
	real, err := resolve(path)
	if err != nil {
		return err
	}
	rel, err := filepath.Rel(realDir, real)
	if err != nil || !filepath.IsLocal(rel) {
		return fmt.Errorf("%s: %w %s (it leads to %s), refused", path, ErrOutside, dir, real)
	}
	return nil
}

func resolve(p string) (string, error) {
	real, err := filepath.EvalSymlinks(p)
	if err != nil {
		return "", err
	}
	return filepath.Abs(real)
}
