package pipeline

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/safefile"
)

// ManifestFile is the name of the manifest inside a stage's output
// directory. The runner writes it last; a directory without a readable
// manifest is not a finished output.
const ManifestFile = "manifest.json"

// ManifestFormat is the version of the manifest layout.
const ManifestFormat = 1

// Manifest records how a stage's output was made.
type Manifest struct {
	Format int    `json:"format"`
	Stage  string `json:"stage"`
	Kind   string `json:"kind"`
	// KindVersion is Kind.Version of the code that wrote the output.
	KindVersion string `json:"kind_version"`
	// CodeVersion is "<kind>@<Kind.Version>+<binary fingerprint>".
	CodeVersion string `json:"code_version"`
	ParamsHash  string `json:"params_hash"`
	// Inputs maps each input to its content hash: "sources" (every source
	// folder), and each needed stage's name to that stage's output_hash.
	Inputs map[string]string `json:"inputs"`
	// SourceFiles are the source files hashed into Inputs["sources"]
	// (size and modification time let the next run reuse the hashes).
	SourceFiles []FileEntry `json:"source_files,omitempty"`
	// OutputHash is the hash of Files (names and content hashes).
	OutputHash string         `json:"output_hash"`
	Files      []FileEntry    `json:"files"`
	Rows       map[string]int `json:"rows"`
	Warnings   []string       `json:"warnings"`
	// Degraded is Result.Degraded: a non-empty list makes the output stale
	// (the next run reruns the stage).
	Degraded []string `json:"degraded,omitempty"`
	// WallSeconds is the wall time of Stage.Run.
	WallSeconds float64 `json:"wall_seconds"`
	// Finished is when the output was committed (RFC 3339, UTC).
	Finished string `json:"finished"`
}

// FileEntry is one hashed file.
type FileEntry struct {
	Path    string `json:"path"`
	Size    int64  `json:"size"`
	ModTime int64  `json:"mtime_ns"`
	SHA256  string `json:"sha256"`
	// asWritten: the hash was taken as the file was written (createHashed),
	// so it holds for a file that must also be synced.
	asWritten bool
}

// ReadManifest reads <dir>/manifest.json.
func ReadManifest(dir string) (*Manifest, error) {
	b, err := os.ReadFile(filepath.Join(dir, ManifestFile))
	if err != nil {
		return nil, err
	}
	var m Manifest
	if err := json.Unmarshal(b, &m); err != nil {
		return nil, fmt.Errorf("%s: %w", filepath.Join(dir, ManifestFile), err)
	}
	if m.Format != ManifestFormat {
		return nil, fmt.Errorf("%s: manifest format %d, want %d", filepath.Join(dir, ManifestFile), m.Format, ManifestFormat)
	}
	return &m, nil
}

// writeManifest writes the manifest into dir and syncs it.
func writeManifest(dir string, m *Manifest) error {
	b, err := json.MarshalIndent(m, "", "  ")
	if err != nil {
		return err
	}
	return writeFileSync(filepath.Join(dir, ManifestFile), append(b, '\n'))
}

func writeFileSync(path string, b []byte) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if _, err := f.Write(b); err != nil {
		f.Close()
		return err
	}
	if err := f.Sync(); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// hashCache maps a path to an earlier FileEntry, reused when the size and
// modification time are unchanged (as dvc does).
type hashCache map[string]FileEntry

func (c hashCache) add(entries []FileEntry, prefix string) {
	for _, e := range entries {
		c[filepath.Join(prefix, e.Path)] = e
	}
}

// hashFile hashes one file; sync also fsyncs it (used before an output is
// committed).
func hashFile(path string, info fs.FileInfo, cache hashCache, sync bool) (string, error) {
	return hashFileContext(context.Background(), path, info, cache, sync)
}

// hashFileContext is hashFile that stops with ctx's error once ctx is
// done, also inside a large file (Ctrl-C while a big *.jsonl is read).
func hashFileContext(ctx context.Context, path string, info fs.FileInfo, cache hashCache, sync bool) (string, error) {
	e, ok := cache[path]
	ok = ok && e.Size == info.Size() && e.ModTime == info.ModTime().UnixNano()
	if ok && !sync {
		return e.SHA256, nil
	}
	flag := os.O_RDONLY
	f, err := os.OpenFile(path, flag, 0)
	if err != nil {
		return "", err
	}
	defer f.Close()
	if ok && e.asWritten {
		// Hashed as it was written (a stage's rows): only synced here.
		if err := f.Sync(); err != nil {
			return "", fmt.Errorf("%s: %w", path, err)
		}
		return e.SHA256, nil
	}
	h := sha256.New()
	if _, err := io.Copy(h, safefile.ContextReader(ctx, f)); err != nil {
		if ctx.Err() != nil {
			return "", ctx.Err()
		}
		return "", fmt.Errorf("%s: %w", path, err)
	}
	if sync {
		if err := f.Sync(); err != nil {
			return "", fmt.Errorf("%s: %w", path, err)
		}
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

// hashTree hashes every regular file under dir (recursively, skipping
// names that start with "." and, at the top, the manifest), returning the
// entries sorted by path (slash-separated, relative to dir) and the tree
// hash. A symbolic link that leads nowhere is an error, unless broken is
// set: then it is given to broken and skipped.
func hashTree(dir string, cache hashCache, sync bool, broken ...func(path string)) ([]FileEntry, string, error) {
	return hashTreeContext(context.Background(), dir, cache, sync, broken...)
}

// hashTreeContext is hashTree that stops with ctx's error once ctx is done.
func hashTreeContext(ctx context.Context, dir string, cache hashCache, sync bool, broken ...func(path string)) ([]FileEntry, string, error) {
	var entries []FileEntry
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if err := ctx.Err(); err != nil {
			return err
		}
		if path != dir && strings.HasPrefix(d.Name(), ".") {
			if d.IsDir() {
				return filepath.SkipDir
			}
			return nil
		}
		if d.IsDir() {
			return nil
		}
		rel, err := filepath.Rel(dir, path)
		if err != nil {
			return err
		}
		rel = filepath.ToSlash(rel)
		if rel == ManifestFile {
			return nil
		}
		info, err := os.Stat(path) // follows symlinks
		if err != nil && len(broken) > 0 && d.Type()&fs.ModeSymlink != 0 && errors.Is(err, fs.ErrNotExist) {
			broken[0](path)
			return nil
		}
		if err != nil {
			return err
		}
		if !info.Mode().IsRegular() {
			return nil
		}
		sum, err := hashFileContext(ctx, path, info, cache, sync)
		if err != nil {
			return err
		}
		entries = append(entries, FileEntry{Path: rel, Size: info.Size(), ModTime: info.ModTime().UnixNano(), SHA256: sum})
		return nil
	})
	if err != nil {
		return nil, "", err
	}
	sort.Slice(entries, func(i, j int) bool { return entries[i].Path < entries[j].Path })
	return entries, treeHash(entries), nil
}

// treeHash hashes the names and content hashes of entries (not sizes or
// times, so a copy of a tree hashes the same).
func treeHash(entries []FileEntry) string {
	h := sha256.New()
	for _, e := range entries {
		fmt.Fprintf(h, "%s\x00%s\n", e.Path, e.SHA256)
	}
	return "sha256:" + hex.EncodeToString(h.Sum(nil))
}

// hashSources hashes every source folder: its path, its format and every
// file in it. Entries are returned with paths relative to the folder,
// prefixed by the folder's index ("0/book.jsonl"). A symbolic link in a
// folder that leads nowhere is skipped, and its path given to broken.
// It stops with ctx's error once ctx is done (Ctrl-C on a large source).
func hashSources(ctx context.Context, specs []SourceSpec, cache hashCache, broken func(path string)) ([]FileEntry, string, error) {
	h := sha256.New()
	var all []FileEntry
	for i, s := range specs {
		info, err := os.Stat(s.Dir)
		if err != nil {
			return nil, "", fmt.Errorf("source %s: %w", s.Dir, err)
		}
		if !info.IsDir() {
			return nil, "", fmt.Errorf("source %s: not a directory", s.Dir)
		}
		sub := hashCache{}
		prefix := fmt.Sprintf("%d/", i)
		for p, e := range cache {
			if rest, ok := strings.CutPrefix(p, prefix); ok {
				sub[filepath.Join(s.Dir, rest)] = e
			}
		}
		entries, sum, err := hashTreeContext(ctx, s.Dir, sub, false, broken)
		if err != nil {
			return nil, "", err
		}
		fmt.Fprintf(h, "%s\x00%s\x00%s\n", s.Dir, s.Format, sum)
		for _, e := range entries {
			e.Path = prefix + e.Path
			all = append(all, e)
		}
	}
	return all, "sha256:" + hex.EncodeToString(h.Sum(nil)), nil
}

// selectedSourcesHash hashes the folders and formats of specs and the
// entries of files (as hashSources returns them, "0/book.jsonl") whose path
// inside their folder reads accepts.
func selectedSourcesHash(specs []SourceSpec, files []FileEntry, reads func(rel string) bool) string {
	h := sha256.New()
	for _, s := range specs {
		fmt.Fprintf(h, "%s\x00%s\n", s.Dir, s.Format)
	}
	for _, e := range files {
		if _, rel, ok := strings.Cut(e.Path, "/"); ok && reads(rel) {
			fmt.Fprintf(h, "%s\x00%s\n", e.Path, e.SHA256)
		}
	}
	return "sha256:" + hex.EncodeToString(h.Sum(nil))
}
