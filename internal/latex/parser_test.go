package latex

import (
	"bufio"
	"errors"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

var single = flag.String("single", "", "parse only this fragment in TestSingle and print its tree")

// testCase is one line of a testdata table: `input ==> expected`, where
// expected is an ast.Dump for valid.txt and an error substring for
// invalid.txt. Lines starting with # and blank lines are skipped.
type testCase struct {
	line      int
	src, want string
}

func readCases(t testing.TB, name string) []testCase {
	t.Helper()
	f, err := os.Open(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var cases []testCase
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if strings.TrimSpace(line) == "" || strings.HasPrefix(line, "#") {
			continue
		}
		src, want, ok := strings.Cut(line, " ==> ")
		if !ok {
			t.Fatalf("%s:%d: missing ' ==> '", name, n)
		}
		cases = append(cases, testCase{n, strings.TrimSpace(src), strings.TrimSpace(want)})
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return cases
}

func TestValid(t *testing.T) {
	for _, c := range readCases(t, "valid.txt") {
		x, err := ParseExpr(c.src)
		if err != nil {
			t.Errorf("valid.txt:%d: %s: %v", c.line, c.src, err)
			continue
		}
		if got := ast.Dump(x); got != c.want {
			t.Errorf("valid.txt:%d: %s\n got  %s\n want %s", c.line, c.src, got, c.want)
		}
	}
}

func TestInvalid(t *testing.T) {
	for _, c := range readCases(t, "invalid.txt") {
		x, err := ParseExpr(c.src)
		if err == nil {
			t.Errorf("invalid.txt:%d: %s: no error, tree %s", c.line, c.src, ast.Dump(x))
			continue
		}
		if x == nil {
			t.Errorf("invalid.txt:%d: %s: nil tree with error", c.line, c.src)
		}
		var list ErrorList
		if !errors.As(err, &list) || len(list) == 0 {
			t.Errorf("invalid.txt:%d: error %T is not a non-empty ErrorList", c.line, err)
			continue
		}
		if !strings.Contains(err.Error(), c.want) {
			t.Errorf("invalid.txt:%d: %s\n got  %v\n want substring %q", c.line, c.src, err, c.want)
		}
		for i := 1; i < len(list); i++ {
			if list[i-1].Offset > list[i].Offset {
				t.Errorf("invalid.txt:%d: errors not sorted: %v", c.line, list)
			}
		}
	}
}

// TestRoundTrip checks that Print gives LaTeX that reads back to an equal
// tree, for every valid case.
func TestRoundTrip(t *testing.T) {
	for _, c := range readCases(t, "valid.txt") {
		checkRoundTrip(t, c.src)
	}
}

func checkRoundTrip(t *testing.T, src string) {
	t.Helper()
	x, err := ParseExpr(src)
	if err != nil {
		return
	}
	printed := ast.Print(x)
	y, err := ParseExpr(printed)
	if err != nil {
		t.Errorf("round trip of %q: Print gave %q which fails: %v", src, printed, err)
		return
	}
	if !ast.Equal(x, y) {
		t.Errorf("round trip of %q: Print gave %q\n first  %s\n second %s", src, printed, ast.Dump(x), ast.Dump(y))
	}
}

func TestSingle(t *testing.T) {
	if *single == "" {
		t.Skip("use -single=<latex>")
	}
	x, err := ParseExpr(*single)
	t.Logf("dump:  %s\nprint: %s\nerr:   %v", ast.Dump(x), ast.Print(x), err)
}

func TestErrorFormat(t *testing.T) {
	_, err := ParseExpr(`\frac{1}}+2`)
	if err == nil {
		t.Fatal("no error")
	}
	var list ErrorList
	if !errors.As(err, &list) {
		t.Fatalf("%T is not an ErrorList", err)
	}
	e := list[0]
	if e.Offset != 8 || e.Snippet != `\frac{1}}+2` {
		t.Errorf("got offset %d snippet %q", e.Offset, e.Snippet)
	}
	want := `offset 8: missing argument near "\\frac{1}}+2"`
	if e.Error() != want {
		t.Errorf("got %q, want %q", e.Error(), want)
	}
	long := strings.Repeat("x+", 40) + "}" + strings.Repeat("+y", 40)
	_, err = ParseExpr(long)
	errors.As(err, &list)
	if s := list[0].Snippet; !strings.HasPrefix(s, "…") || !strings.HasSuffix(s, "…") || len(s) > 2*snippetRadius+8 {
		t.Errorf("long snippet %q", s)
	}
	if (ErrorList{}).Err() != nil {
		t.Error("empty ErrorList.Err() is not nil")
	}
}

func TestLimits(t *testing.T) {
	cases := []struct {
		name, src string
		cfg       Config
		want      string
	}{
		{"deep groups", strings.Repeat("{", 20000) + "x" + strings.Repeat("}", 20000), Config{MaxLen: 100000}, "nested deeper"},
		{"deep parens", strings.Repeat("(", 5000) + "x" + strings.Repeat(")", 5000), Config{}, "nested deeper"},
		{"exponent tower", strings.Repeat("x^{", 3000) + "x" + strings.Repeat("}", 3000), Config{}, "nested deeper"},
		{"unary chain", strings.Repeat("-", 5000) + "x", Config{}, "nested deeper"},
		{"sqrt chain", strings.Repeat(`\sqrt`, 3000) + "x", Config{}, "nested deeper"},
		{"too long", strings.Repeat("x+", 20000), Config{}, "longer than 20000"},
		{"too many nodes", strings.Repeat("x+", 2000) + "x", Config{MaxNodes: 1000}, "more than 1000 nodes"},
		{"garbage", strings.Repeat("\x00\xff}", 3000), Config{}, "too many errors"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			x, err := ParseExprConfig(c.src, c.cfg)
			var list ErrorList
			if !errors.As(err, &list) {
				t.Fatalf("got %v, want an ErrorList", err)
			}
			found := false
			for _, e := range list {
				found = found || strings.Contains(e.Msg, c.want)
			}
			if !found {
				t.Fatalf("got %v, want an error containing %q", err, c.want)
			}
			if _, ok := x.(*ast.Bad); !ok {
				t.Errorf("got %T, want *ast.Bad for an aborted parse", x)
			}
		})
	}
}

func TestFragments(t *testing.T) {
	text := `Price $5\$$ is $x=1$; display $$\frac12$$ and \(a\) or \[b+c\], lone \$ sign, open $x`
	got := Fragments(text)
	want := []Fragment{
		{Offset: 7, Src: `5\$`},
		{Offset: 16, Src: `x=1`},
		{Offset: 32, Display: true, Src: `\frac12`},
		{Offset: 48, Src: "a"},
		{Offset: 57, Display: true, Src: "b+c"},
	}
	if len(got) != len(want) {
		t.Fatalf("got %d fragments %+v, want %d", len(got), got, len(want))
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("fragment %d: got %+v, want %+v", i, got[i], want[i])
		}
		if text[got[i].Offset:got[i].Offset+len(got[i].Src)] != got[i].Src {
			t.Errorf("fragment %d: offset %d does not point at %q", i, got[i].Offset, got[i].Src)
		}
	}
}

func TestListComma(t *testing.T) {
	cases := []struct {
		src             string
		books, listMode string
	}{
		{"1,5", "1.5", "(list, 1 5)"},
		{"x=1,5", "(rel x = 1.5)", "(list, (rel x = 1) 5)"},
		{"0{,}5", "0.5", "0.5"},
		{"0,(3)", "0.(3)", "0.(3)"},
		{"(-0,5; 2)", "(tuple(); (neg 0.5) 2)", "(tuple(); (list, (neg 0) 5) 2)"},
		{"1, 5", "(list, 1 5)", "(list, 1 5)"},
	}
	for _, c := range cases {
		x, err := ParseExpr(c.src)
		if err != nil || ast.Dump(x) != c.books {
			t.Errorf("%s: got %s %v, want %s", c.src, ast.Dump(x), err, c.books)
		}
		x, err = ParseExprConfig(c.src, Config{ListComma: true})
		if err != nil || ast.Dump(x) != c.listMode {
			t.Errorf("%s with ListComma: got %s %v, want %s", c.src, ast.Dump(x), err, c.listMode)
		}
	}
}
