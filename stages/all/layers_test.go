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

// checkRank is the layer of each package of leg 1 (docs/leg1-layers.md):
// a package under internal/check imports only packages of a lower rank,
// and none imports the front door. The decision core is at the bottom,
// the exact readers and the one-unknown solving above it, the families of
// questions above those, the front door (Check, the dispatch) on top.
var checkRank = map[string]int{
	"decide": 0,
	"forms":  1,
	"solve":  2,

	"values": 3, "equations": 3, "inequality": 3, "calculus": 3, "given": 3,
	"integers": 3, "sequences": 3, "linalg": 3, "shapes": 3, "audit": 3,
	"counting": 3, "measure": 3, "space": 3, // issue 42
	"intphrase": 3, // issue 42 (MATH Number Theory)

	"": 4, // internal/check itself
}

// checkImportAllowed lists the imports between two packages of one rank
// that leg1-layers.md names and justifies: an equation that holds for
// every value of its unknown is checked as an identity, and complex roots
// with the complex arithmetic, both of package values.
var checkImportAllowed = map[[2]string]bool{
	{"equations", "values"}: true,
}

// checkPackage is the package under internal/check that a path (a file's,
// relative to the root, or an import's, relative to the module) lies in;
// ok is false outside internal/check.
func checkPackage(path string) (name string, ok bool) {
	rest, ok := strings.CutPrefix(path, "internal/check")
	if !ok || (rest != "" && rest[0] != '/') {
		return "", false
	}
	rest = strings.TrimPrefix(rest, "/")
	if i := strings.LastIndex(rest, "/"); i >= 0 && strings.HasSuffix(rest, ".go") {
		rest = rest[:i]
	} else if strings.HasSuffix(rest, ".go") {
		rest = ""
	}
	return rest, true
}

// checkLayerViolation says why the file rel may not import ours (both
// relative, rel to the root, ours to the module), or "".
func checkLayerViolation(rel, ours string) string {
	from, ok1 := checkPackage(rel)
	to, ok2 := checkPackage(ours)
	if !ok1 || !ok2 || from == to {
		return ""
	}
	rf, known1 := checkRank[from]
	rt, known2 := checkRank[to]
	switch {
	case !known1 || !known2:
		return "a package of leg 1 missing from checkRank (add it there and to docs/leg1-layers.md)"
	case to == "":
		return "no package of leg 1 imports the front door internal/check"
	case rt < rf || checkImportAllowed[[2]string{from, to}]:
		return ""
	case rt == rf:
		return "the families of leg 1 do not import each other (docs/leg1-layers.md)"
	}
	return "leg 1's layers run check -> families -> solve -> forms -> decide, never back up"
}

// TestCheckLayerRule: the rule of leg 1's layers refuses an import back
// up, between two families, into the front door, and from a package the
// table does not know; it allows the ones down and the named exception.
func TestCheckLayerRule(t *testing.T) {
	for _, c := range []struct {
		rel, ours string
		bad       bool
	}{
		{"internal/check/run.go", "internal/check/equations", false},
		{"internal/check/equations/system.go", "internal/check/values", false},
		{"internal/check/calculus/area.go", "internal/check/solve", false},
		{"internal/check/solve/scan.go", "internal/check/forms", false},
		{"internal/check/forms/poly.go", "internal/check/decide", false},
		{"internal/check/decide/equal.go", "internal/statement", false},
		{"internal/check/forms/poly.go", "internal/check/solve", true},
		{"internal/check/decide/equal.go", "internal/check/forms", true},
		{"internal/check/values/value.go", "internal/check/equations", true},
		{"internal/check/calculus/area.go", "internal/check/given", true},
		{"internal/check/audit/solution_audit.go", "internal/check", true},
		{"internal/check/newfamily/x.go", "internal/check/decide", true},
		{"internal/checkpoint/x.go", "internal/check", false},
	} {
		if got := checkLayerViolation(c.rel, c.ours) != ""; got != c.bad {
			t.Errorf("%s imports %s: violation %v, want %v", c.rel, c.ours, got, c.bad)
		}
	}
}

// TestImportLayers enforces the one-way imports of STYLE.md: cmd -> stages
// -> internal; internal/record and internal/latex/ast import nothing of
// ours; leg 1's layers (docs/leg1-layers.md) run check -> statement ->
// algebra -> cas, latex/ast, and never back up; inside internal/check,
// check -> families -> solve -> forms -> decide (checkRank).
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
			case strings.HasPrefix(rel, "internal/statement/") && (ours == "internal/check" || strings.HasPrefix(ours, "internal/check/") || strings.HasPrefix(ours, "internal/legs")):
				t.Errorf("%s imports %s: the statement layer stands below the provers", rel, ours)
			case (strings.HasPrefix(rel, "internal/record/") || strings.HasPrefix(rel, "internal/latex/ast/")) && !strings.HasSuffix(rel, "_test.go"):
				t.Errorf("%s imports %s: record and latex/ast are leaves", rel, ours)
			default:
				if why := checkLayerViolation(rel, ours); why != "" {
					t.Errorf("%s imports %s: %s", rel, ours, why)
				}
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
