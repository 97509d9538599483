package source

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

func write(t *testing.T, dir, name, content string) {
	t.Helper()
	if err := os.WriteFile(filepath.Join(dir, name), []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestReadDGN(t *testing.T) {
	dir := t.TempDir()
	write(t, dir, "b.jsonl", `{"collection":"core","chapter":1,"problem_id":"2","problem":"p2","answer":"3"}`+"\n")
	write(t, dir, "a.jsonl", "\xef\xbb\xbf"+`{"collection":"core","chapter":1,"problem_id":"1","problem":"p1","colour":"red","page":4}`+"\r\n"+
		"\n"+
		`{"collection":"core","chapter":1,"problem_id":"3"`+"\n"+
		`{"collection":"core","chapter":"one","problem_id":"4","problem":"p"}`+"\n"+
		`{"collection":"core","chapter":1,"problem":"p"}`+"\n"+
		`[1,2]`+"\n"+
		`{"collection":"core","chapter":1,"problem_id":"5","problem":"p5","answer":null}`)
	write(t, dir, "notes.txt", "not a source")
	set, err := Read(dir, DGN)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, r := range set.Rows {
		got = append(got, r.Origin()+" "+r.ProblemID+" "+r.Problem)
	}
	a, b := filepath.Join(dir, "a.jsonl"), filepath.Join(dir, "b.jsonl")
	want := []string{a + ":1 1 p1", a + ":7 5 p5", b + ":1 2 p2"}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("rows\n got %q\nwant %q", got, want)
	}
	if set.Rows[0].Page != 4 || set.Rows[2].Answer != "3" {
		t.Errorf("fields: %+v", set.Rows)
	}
	if set.Skipped != 4 {
		t.Errorf("skipped %d, want 4", set.Skipped)
	}
	wantWarn := []string{
		a + `:1: unknown field "colour" (ignored)`,
		a + `:3: skipped: bad JSON: unexpected end of JSON input`,
		a + `:4: skipped: field "chapter": want an integer, have "one"`,
		a + `:5: skipped: missing required field(s) "problem_id"`,
		a + `:6: skipped: bad JSON: want a JSON object, have array`,
	}
	if strings.Join(set.Warnings, "\n") != strings.Join(wantWarn, "\n") {
		t.Errorf("warnings\n got %s\nwant %s", strings.Join(set.Warnings, "\n"), strings.Join(wantWarn, "\n"))
	}
}

func TestReadMath(t *testing.T) {
	dir := t.TempDir()
	write(t, dir, "x.jsonl", `{"problem":"p","solution":"s \\boxed{2}","answer":"2","subject":"Number Theory","level":3,"unique_id":"test/number_theory/7.json"}`+"\n"+
		`{"problem":"q","answer":"$x$","subject":"Geometry","level":"?","unique_id":"train/geometry/1.json","extra":1}`+"\n"+
		`{"problem":"r","subject":"Calculus","unique_id":"u/1.json"}`+"\n"+
		`{"problem":"s","subject":"Algebra","level":[1]}`+"\n")
	set, err := Read(dir, Math)
	if err != nil {
		t.Fatal(err)
	}
	if len(set.Rows) != 3 || set.Skipped != 1 {
		t.Fatalf("rows %d skipped %d: %v", len(set.Rows), set.Skipped, set.Warnings)
	}
	r := set.Rows[0]
	if r.Collection != "math" || r.Chapter != 5 || r.ChapterTitle != "Number Theory" || r.Difficulty != "Level 3" || r.ProblemID != "test/number_theory/7.json" || r.Answer != "2" || r.Page != 0 {
		t.Errorf("row 1: %+v", r)
	}
	if r := set.Rows[1]; r.Difficulty != "Level ?" || r.Chapter != 3 || r.Answer != "$x$" {
		t.Errorf("row 2: %+v", r)
	}
	if set.Rows[2].Chapter != 0 {
		t.Errorf("unknown subject chapter %d", set.Rows[2].Chapter)
	}
	joined := strings.Join(set.Warnings, "\n")
	for _, w := range []string{`:2: unknown field "extra"`, `:3: unknown subject "Calculus": chapter 0`, `:4: skipped: field "level": want an integer or a string, have [1]`} {
		if !strings.Contains(joined, w) {
			t.Errorf("warnings lack %q:\n%s", w, joined)
		}
	}
}

func TestReadErrors(t *testing.T) {
	if _, err := Read(filepath.Join(t.TempDir(), "absent"), DGN); err == nil {
		t.Error("missing folder: no error")
	}
	if _, err := Read(t.TempDir(), DGN); err == nil || !strings.Contains(err.Error(), "no *.jsonl files") {
		t.Errorf("empty folder: %v", err)
	}
	if _, err := ParseFormat("tex"); err == nil {
		t.Error("bad format accepted")
	}
}

func TestLongLine(t *testing.T) {
	dir := t.TempDir()
	long := `{"collection":"core","problem_id":"1","problem":"` + strings.Repeat("x", MaxLineBytes) + `"}`
	write(t, dir, "a.jsonl", long+"\n"+`{"collection":"core","problem_id":"2","problem":"ok"}`+"\n")
	set, err := Read(dir, DGN)
	if err != nil {
		t.Fatal(err)
	}
	if len(set.Rows) != 1 || set.Rows[0].Line != 2 || set.Skipped != 1 || !strings.Contains(set.Warnings[0], ":1: line longer than") {
		t.Errorf("rows %+v warnings %v", len(set.Rows), set.Warnings)
	}
}

// TestObviousReadings: a number where a text is wanted, digits in a
// string where an integer is wanted, are read (with a warning saying how
// to write them), and an unknown field names the field it probably means.
func TestObviousReadings(t *testing.T) {
	r, warns, err := parseDGN([]byte(`{"collection": "mine", "chapter": "2", "problem_id": 7, "problem": "Solve $x+1=7$.", "answer": 6}`))
	if err != nil {
		t.Fatal(err)
	}
	if r.Answer != "6" || r.ProblemID != "7" || r.Chapter != 2 {
		t.Errorf("read %+v", r)
	}
	joined := strings.Join(warns, "\n")
	for _, want := range []string{`"answer": the number 6 read as the text "6"`, `"chapter": the string "2" read as the integer 2`} {
		if !strings.Contains(joined, want) {
			t.Errorf("warnings lack %q:\n%s", want, joined)
		}
	}
	if _, _, err := parseDGN([]byte(`{"collection": "mine", "chapter": "two", "problem_id": "1", "problem": "p"}`)); err == nil {
		t.Error(`"chapter": "two" accepted`)
	}
	_, warns, _ = parseDGN([]byte(`{"collection": "mine", "problem_id": "1", "problem": "p", "question": "q", "answr": "1", "zzz": 1}`))
	joined = strings.Join(warns, "\n")
	for _, want := range []string{`unknown field "question" (ignored; did you mean "problem"?)`, `unknown field "answr" (ignored; did you mean "answer"?)`, `unknown field "zzz" (ignored)`} {
		if !strings.Contains(joined, want) {
			t.Errorf("warnings lack %q:\n%s", want, joined)
		}
	}
}

// TestReadInOrder: a file of several parse batches (readFile parses each
// batch on every core) gives its rows, warnings and skips in file order,
// as one line after another would.
func TestReadInOrder(t *testing.T) {
	dir := t.TempDir()
	var b strings.Builder
	pad := strings.Repeat("x", 1500)
	const lines = 7000 // some 11 MB: three batches
	for i := 1; i <= lines; i++ {
		switch {
		case i%97 == 0:
			fmt.Fprintf(&b, "{not json %d\n", i)
		case i%89 == 0:
			fmt.Fprintf(&b, `{"problem": "p%d %s", "answer": "%d", "subject": "Algebra", "level": 1, "unique_id": "test/algebra/%d.json", "colour": "red"}`+"\n", i, pad, i, i)
		case i%83 == 0:
			b.WriteString("\n")
		default:
			fmt.Fprintf(&b, `{"problem": "p%d %s", "answer": "%d", "subject": "Algebra", "level": 1, "unique_id": "test/algebra/%d.json"}`+"\n", i, pad, i, i)
		}
	}
	write(t, dir, "test.jsonl", b.String())
	set, err := Read(dir, Math)
	if err != nil {
		t.Fatal(err)
	}
	var want []string
	rows, skipped := 0, 0
	for i := 1; i <= lines; i++ {
		switch {
		case i%97 == 0:
			skipped++
			want = append(want, fmt.Sprintf("test.jsonl:%d: skipped", i))
		case i%89 == 0:
			rows++
			want = append(want, fmt.Sprintf("test.jsonl:%d: unknown field", i))
		case i%83 == 0:
		default:
			rows++
		}
	}
	if len(set.Rows) != rows || set.Skipped != skipped || len(set.Warnings) != len(want) {
		t.Fatalf("%d rows, %d skipped, %d warnings; want %d, %d, %d", len(set.Rows), set.Skipped, len(set.Warnings), rows, skipped, len(want))
	}
	for i, w := range set.Warnings {
		if !strings.Contains(w, want[i]) {
			t.Fatalf("warning %d: %q, want %q", i, w, want[i])
		}
	}
	for i := 1; i < len(set.Rows); i++ {
		if set.Rows[i].Line <= set.Rows[i-1].Line || set.Rows[i].Answer != strconv.Itoa(set.Rows[i].Line) {
			t.Fatalf("row %d: line %d, answer %q after line %d", i, set.Rows[i].Line, set.Rows[i].Answer, set.Rows[i-1].Line)
		}
	}
}
