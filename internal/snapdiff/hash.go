package snapdiff

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"io/fs"
	"path/filepath"
	"sort"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/safefile"
)

// Hash identifies a snapshot's data: "sha256:" and the SHA-256 of the
// sha256sum listing of its Parquet files (every data/**/*.parquet, paths
// relative to dir, slash-separated, sorted byte-wise; a line is the file's
// hex SHA-256, two spaces, its path). The card and stats.json are left
// out, so two builds of the same rows have the same hash whatever their
// cards say. The shell gives the same value:
//
//	cd DIR && find data -name '*.parquet' | LC_ALL=C sort | xargs sha256sum | sha256sum
//
// An error names the file that could not be read.
func Hash(dir string) (string, error) { return HashContext(context.Background(), dir) }

// HashContext is Hash that stops with ctx's error once ctx is done (Ctrl-C
// on a large snapshot).
func HashContext(ctx context.Context, dir string) (string, error) {
	var rels []string
	err := filepath.WalkDir(filepath.Join(dir, "data"), func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if err := ctx.Err(); err != nil {
			return err
		}
		if !d.IsDir() && strings.HasSuffix(d.Name(), ".parquet") {
			rel, err := filepath.Rel(dir, path)
			if err != nil {
				return err
			}
			rels = append(rels, filepath.ToSlash(rel))
		}
		return nil
	})
	if err != nil {
		return "", err
	}
	sort.Strings(rels)
	list := sha256.New()
	for _, rel := range rels {
		sum, err := fileSHA256(ctx, filepath.Join(dir, filepath.FromSlash(rel)))
		if err != nil {
			return "", err
		}
		fmt.Fprintf(list, "%s  %s\n", sum, rel)
	}
	return "sha256:" + hex.EncodeToString(list.Sum(nil)), nil
}

func fileSHA256(ctx context.Context, path string) (string, error) {
	f, err := safefile.Open(path)
	if err != nil {
		return "", err
	}
	defer f.Close()
	h := sha256.New()
	if _, err := io.Copy(h, safefile.ContextReader(ctx, f)); err != nil {
		if ctx.Err() != nil {
			return "", ctx.Err()
		}
		return "", fmt.Errorf("%s: %w", path, err)
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}
