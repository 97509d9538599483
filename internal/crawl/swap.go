package crawl

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path"
	"path/filepath"
	"strings"
)

// StartError says that start URLs gave nothing (they failed, or robots.txt
// disallows them): the crawl wrote nothing, and the last crawl's files are
// left as they were. Transient is true when every failure may pass.
type StartError struct {
	Failures  []Failure
	Transient bool
}

func (e *StartError) Error() string {
	var what []string
	for _, f := range e.Failures {
		what = append(what, fmt.Sprintf("%s: %s", f.URL, f.Reason))
	}
	return fmt.Sprintf("the start URL failed (%s); nothing was written, the last crawl's files are kept", strings.Join(what, "; "))
}

// startFailed returns a *StartError when a start URL failed or was
// disallowed.
func (cr *crawler) startFailed() error {
	e := &StartError{Transient: true}
	for _, s := range cr.cfg.StartURLs {
		u, err := normalize("", s)
		if err != nil {
			continue
		}
		if f, ok := cr.failed[u.String()]; ok {
			e.Failures = append(e.Failures, f)
			e.Transient = e.Transient && f.Transient
		} else if _, ok := cr.disallowed[u.String()]; ok {
			e.Failures = append(e.Failures, Failure{URL: u.String(), Kind: "page", Reason: "disallowed by robots.txt"})
			e.Transient = false
		}
	}
	if e.Failures == nil {
		return nil
	}
	return e
}

// OwnedFiles are the files of dir that the crawl which wrote it owns: those
// its manifest lists (a *.jsonl file at the top, other than the reviews
// file, or a file in ImagesDir), and the manifest. Nil when dir holds no
// manifest.
func OwnedFiles(dir string) ([]string, error) {
	b, err := os.ReadFile(filepath.Join(dir, ManifestFile))
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var m struct {
		Files []string `json:"files"`
	}
	if err := json.Unmarshal(b, &m); err != nil {
		return nil, fmt.Errorf("%s: %w", filepath.Join(dir, ManifestFile), err)
	}
	var out []string
	for _, f := range m.Files {
		top := !strings.Contains(f, "/") && strings.HasSuffix(f, ".jsonl") && f != "reviews.jsonl"
		img := path.Dir(f) == ImagesDir && !strings.HasPrefix(path.Base(f), ".")
		if filepath.IsLocal(filepath.FromSlash(f)) && (top || img) {
			out = append(out, f)
		}
	}
	return append(out, ManifestFile), nil
}

// swapIn moves the crawl's files (files, and the manifest when written)
// from next into out, each replacing the file of the same name, then
// removes the files the last crawl owned that this one did not write,
// next, and an older crawl's ImagesDir/DownloadDir. Other files of out are
// left alone.
func swapIn(next, out string, files []string, manifest bool) error {
	old, err := OwnedFiles(out)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Join(out, ImagesDir), 0o755); err != nil {
		return err
	}
	moved := map[string]bool{}
	if manifest {
		files = append(files, ManifestFile)
	}
	for _, f := range files {
		if err := os.Rename(filepath.Join(next, filepath.FromSlash(f)), filepath.Join(out, filepath.FromSlash(f))); err != nil {
			return err
		}
		moved[f] = true
	}
	for _, f := range old {
		if moved[f] {
			continue
		}
		if err := os.Remove(filepath.Join(out, filepath.FromSlash(f))); err != nil && !errors.Is(err, os.ErrNotExist) {
			return err
		}
	}
	// An interrupted crawl of an older dgnpipe downloaded into
	// pages/.download: that folder is the crawl's too.
	if err := os.RemoveAll(filepath.Join(out, ImagesDir, DownloadDir)); err != nil {
		return err
	}
	return os.RemoveAll(next)
}
