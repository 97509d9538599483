package source

import (
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
)

// imageTypes are the types a page image may have, with the extension the
// desk's export names them by: raster images that a browser shows and
// never runs (no SVG, no HTML).
var imageTypes = map[string]string{
	"image/png": ".png", "image/jpeg": ".jpg", "image/gif": ".gif", "image/webp": ".webp",
}

// SniffImage returns the type of a page image and its extension, judged
// by its first bytes (up to 512, http.DetectContentType), never by its
// name; ok is false for anything that is not a PNG, JPEG, GIF or WebP
// image, and mime then says what the bytes look like.
func SniffImage(head []byte) (mime, ext string, ok bool) {
	mime = http.DetectContentType(head)
	ext, ok = imageTypes[mime]
	return mime, ext, ok
}

// ImageExt is the extension of a page image of type mime (as SniffImage
// returns it), "" for another type.
func ImageExt(mime string) string { return imageTypes[mime] }

// NotImageError says a file is not a page image, by its content.
type NotImageError struct {
	Path string
	Type string // what its first bytes look like (http.DetectContentType)
}

func (e *NotImageError) Error() string {
	return fmt.Sprintf("%s: not a PNG, JPEG, GIF or WebP image (its content is %s)", e.Path, e.Type)
}

// ErrOutside says a page image's path is not inside the source folders,
// or is a symbolic link.
var ErrOutside = errors.New("not a regular file inside a source folder")

// OpenImage opens the page image at path, checked when it is opened (not
// only when the row was read): path must lie inside one of dirs once the
// folders' own links are resolved, its last element must not be a
// symbolic link, and it is opened through an os.Root of that folder (no
// link or ".." leads out of it). The file's first bytes must be an image
// (SniffImage); the returned file is positioned at its start, with its
// type. Errors wrap ErrOutside, are a *NotImageError, or are the open's.
func OpenImage(path string, dirs []string) (*os.File, string, error) {
	abs, err := filepath.Abs(path)
	if err != nil {
		return nil, "", err
	}
	for _, dir := range dirs {
		real, err := filepath.EvalSymlinks(dir)
		if err != nil {
			continue
		}
		if real, err = filepath.Abs(real); err != nil {
			continue
		}
		rel, err := filepath.Rel(real, abs)
		if err != nil || !filepath.IsLocal(rel) {
			continue
		}
		return openIn(real, rel)
	}
	return nil, "", fmt.Errorf("%s: %w", path, ErrOutside)
}

func openIn(dir, rel string) (*os.File, string, error) {
	root, err := os.OpenRoot(dir)
	if err != nil {
		return nil, "", err
	}
	defer root.Close()
	st, err := root.Lstat(rel)
	if err != nil {
		return nil, "", err
	}
	if !st.Mode().IsRegular() {
		return nil, "", fmt.Errorf("%s: %w (%s)", filepath.Join(dir, rel), ErrOutside, st.Mode().Type())
	}
	f, err := root.Open(rel)
	if err != nil {
		return nil, "", err
	}
	if st2, err := f.Stat(); err != nil || !os.SameFile(st, st2) {
		f.Close()
		return nil, "", fmt.Errorf("%s: %w (replaced while opened)", filepath.Join(dir, rel), ErrOutside)
	}
	head := make([]byte, 512)
	n, err := io.ReadFull(f, head)
	if err != nil && !errors.Is(err, io.ErrUnexpectedEOF) && !errors.Is(err, io.EOF) {
		f.Close()
		return nil, "", err
	}
	mime, _, ok := SniffImage(head[:n])
	if !ok {
		f.Close()
		return nil, "", &NotImageError{filepath.Join(dir, rel), mime}
	}
	if _, err := f.Seek(0, io.SeekStart); err != nil {
		f.Close()
		return nil, "", err
	}
	return f, mime, nil
}
