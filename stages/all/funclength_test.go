package all_test

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// maxFuncLines is the longest a function may be (STYLE.md, issue 24),
// counted from its `func` line to its closing brace, both included.
const maxFuncLines = 120

// longFunctionsAllowed lists functions allowed over maxFuncLines while
// they are split, with their length: empty since issue 24 split the last
// of leg 1's. The list only shrinks: a function may not grow past its
// length here, a function not listed may not pass maxFuncLines, and an
// entry whose function is back under the limit (or gone) must be removed.
var longFunctionsAllowed = map[string]int{}

// TestNoLongFunctions measures every function of the module's non-test Go
// files and holds them to maxFuncLines, but for longFunctionsAllowed.
func TestNoLongFunctions(t *testing.T) {
	root := filepath.Join("..", "..")
	lengths, files := funcLengths(t, root)
	if files < 100 {
		t.Fatalf("only %d Go files measured: the walk did not find the tree", files)
	}
	var names []string
	for name := range lengths {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		n := lengths[name]
		allowed, listed := longFunctionsAllowed[name]
		switch {
		case n > maxFuncLines && !listed:
			t.Errorf("%s is %d lines, over the limit of %d: split it into named steps", name, n, maxFuncLines)
		case listed && n > allowed:
			t.Errorf("%s grew to %d lines (allowed %d while it is split; the limit is %d)", name, n, allowed, maxFuncLines)
		}
	}
	for name, allowed := range longFunctionsAllowed {
		if n, ok := lengths[name]; !ok || n <= maxFuncLines {
			t.Errorf("%s (listed at %d lines) is no longer over the limit (now %d): remove it from longFunctionsAllowed", name, allowed, n)
		}
	}
}

// funcLengths returns the length of every function declared in a non-test
// Go file under root, by "package-dir.Name" (methods "package-dir.Recv.Name"),
// and how many files it read.
func funcLengths(t *testing.T, root string) (map[string]int, int) {
	t.Helper()
	lengths := map[string]int{}
	files := 0
	fset := token.NewFileSet()
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
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		files++
		dir, _ := filepath.Rel(root, filepath.Dir(path))
		dir = filepath.ToSlash(dir)
		for _, decl := range f.Decls {
			fd, ok := decl.(*ast.FuncDecl)
			if !ok || fd.Body == nil {
				continue
			}
			name := dir + "." + fd.Name.Name
			if fd.Recv != nil && len(fd.Recv.List) == 1 {
				name = dir + "." + recvName(fd.Recv.List[0].Type) + "." + fd.Name.Name
			}
			n := fset.Position(fd.End()).Line - fset.Position(fd.Pos()).Line + 1
			lengths[name] = max(lengths[name], n) // build-tag variants share a name
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return lengths, files
}

// recvName is a receiver's type name without the pointer or type
// parameters.
func recvName(e ast.Expr) string {
	switch x := e.(type) {
	case *ast.StarExpr:
		return recvName(x.X)
	case *ast.IndexExpr:
		return recvName(x.X)
	case *ast.IndexListExpr:
		return recvName(x.X)
	case *ast.Ident:
		return x.Name
	}
	return fmt.Sprintf("%T", e)
}
