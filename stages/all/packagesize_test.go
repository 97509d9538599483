package all_test

import (
	"bytes"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// The most lines of non-test Go a package may hold (docs/leg1-layers.md):
// a package of leg 1 under internal/check, the front door internal/check
// itself, and any other package.
const (
	maxCheckFamilyLines = 6000
	maxCheckFrontLines  = 1500
	maxPackageLines     = 12000
)

// TestPackageSizes counts the lines of every package's non-test Go files
// and holds them to the limits above: a package that outgrows its limit
// is split into files of a new package, the way leg 1's families are.
func TestPackageSizes(t *testing.T) {
	root := filepath.Join("..", "..")
	lines := map[string]int{}
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "node_modules" || d.Name() == "artifacts" || d.Name() == "testdata" || strings.HasPrefix(d.Name(), ".")) && path != root {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		dir, _ := filepath.Rel(root, filepath.Dir(path))
		lines[filepath.ToSlash(dir)] += bytes.Count(b, []byte("\n"))
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(lines) < 40 || lines["internal/check"] == 0 || lines["internal/check/decide"] == 0 {
		t.Fatalf("only %d packages measured: the walk did not find the tree", len(lines))
	}
	var dirs []string
	for dir := range lines {
		dirs = append(dirs, dir)
	}
	sort.Strings(dirs)
	for _, dir := range dirs {
		limit := maxPackageLines
		switch {
		case dir == "internal/check":
			limit = maxCheckFrontLines
		case strings.HasPrefix(dir, "internal/check/"):
			limit = maxCheckFamilyLines
		}
		if lines[dir] > limit {
			t.Errorf("%s: %d lines of non-test Go, over its limit of %d", dir, lines[dir], limit)
		}
	}
}
