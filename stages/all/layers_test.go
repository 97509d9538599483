package all_test

import (
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

const module = "github.com/dgnpipe/dgnpipe/"

// TestImportLayers enforces the one-way imports of STYLE.md: cmd -> stages
// -> internal; internal/record and internal/latex/ast import nothing of
// ours; leg 1's layers (docs/leg1-layers.md) run check -> statement ->
// algebra -> cas, latex/ast, and never back up.
func TestImportLayers(t *testing.T) {
	root := filepath.Join("..", "..")
	checked := 0
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "node_modules" || d.Name() == "artifacts" || strings.HasPrefix(d.Name(), ".")) && path != root {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") {
			return nil
		}
		rel, _ := filepath.Rel(root, path)
		rel = filepath.ToSlash(rel)
		f, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.ImportsOnly)
		if err != nil {
			return err
		}
		checked++
		for _, imp := range f.Imports {
			p, _ := strconv.Unquote(imp.Path.Value)
			if !strings.HasPrefix(p, module) {
				continue
			}
			ours := strings.TrimPrefix(p, module)
			switch {
			case strings.HasPrefix(rel, "internal/") && (strings.HasPrefix(ours, "stages/") || strings.HasPrefix(ours, "cmd/")):
				t.Errorf("%s imports %s: internal packages must not import stages or cmd", rel, ours)
			case strings.HasPrefix(rel, "stages/") && strings.HasPrefix(ours, "cmd/"):
				t.Errorf("%s imports %s: stages must not import cmd", rel, ours)
			case strings.HasPrefix(rel, "internal/algebra/") && !strings.HasSuffix(rel, "_test.go") && ours != "internal/cas" && ours != "internal/latex/ast":
				t.Errorf("%s imports %s: internal/algebra stands on internal/cas and internal/latex/ast only", rel, ours)
			case strings.HasPrefix(rel, "internal/statement/") && (ours == "internal/check" || strings.HasPrefix(ours, "internal/legs")):
				t.Errorf("%s imports %s: the statement layer stands below the provers", rel, ours)
			case (strings.HasPrefix(rel, "internal/record/") || strings.HasPrefix(rel, "internal/latex/ast/")) && !strings.HasSuffix(rel, "_test.go"):
				t.Errorf("%s imports %s: record and latex/ast are leaves", rel, ours)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if checked < 100 {
		t.Fatalf("only %d Go files checked: the walk did not find the tree", checked)
	}
}
