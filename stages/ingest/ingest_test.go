package ingest

import (
	"context"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/pipeline"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/source"
)

func write(t *testing.T, path, content string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestDGNID(t *testing.T) {
	tests := []struct {
		coll    string
		chapter int
		pid     string
		want    string
		warn    bool
	}{
		{"core", 1, "122", "dgn.core.1.122", false},
		{"core", 1, "7", "dgn.core.1.007", false},
		{"core", 11, "11.114", "dgn.core.11.114", false},
		{"core", 2, "3.4", "dgn.core.2.004", true},
		{"algebra", 3, "320", "dgn.algebra.320", false},
		{"Algebra", 3, "3.20", "dgn.algebra.3.20", false},
		{"exercises", 0, "12", "dgn.exercises.0012", false},
		{"core", 1, "12a", "dgn.core.1.12a", true},
		{"planimetry", 1, "A 1", "dgn.planimetry.a-1", true},
	}
	for _, tt := range tests {
		got, warn := dgnID(tt.coll, tt.chapter, tt.pid)
		if got != tt.want || (warn != "") != tt.warn {
			t.Errorf("dgnID(%q, %d, %q) = %q, %q; want %q (warning %v)", tt.coll, tt.chapter, tt.pid, got, warn, tt.want, tt.warn)
		}
	}
}

func runIngest(t *testing.T, specs ...pipeline.SourceSpec) ([]record.Item, pipeline.Result) {
	t.Helper()
	st, err := Kind().New(func(any) error { return nil })
	if err != nil {
		t.Fatal(err)
	}
	env := &pipeline.Env{Sources: specs, OutDir: t.TempDir(), Progress: func(int, int) {}}
	res, err := st.Run(context.Background(), env)
	if err != nil {
		t.Fatal(err)
	}
	items, err := record.ReadItems(filepath.Join(env.OutDir, pipeline.RowsFile))
	if err != nil {
		t.Fatal(err)
	}
	return items, res
}

func TestIngest(t *testing.T) {
	dir := t.TempDir()
	write(t, filepath.Join(dir, "pages", "p1.png"), pngHead)
	write(t, filepath.Join(dir, "b.jsonl"),
		`{"collection":"core","chapter":10,"chapter_title":"T","group":"A","difficulty":"■","problem_id":"1","page":3,"problem":"Find $x$.","solution":"s","answer":"x=1","answer_page":9,"image":"pages/p1.png","answer_image":"pages/missing.png"}`+"\n"+
			`{"collection":"core","chapter":2,"problem_id":"5","problem":"dup B","mood":"ok"}`+"\n")
	write(t, filepath.Join(dir, "a.jsonl"),
		`{"collection":"core","chapter":2,"problem_id":"5","problem":"dup A"}`+"\n"+
			`not json`+"\n"+
			`{"collection":"core","chapter":2,"problem_id":"2.5","problem":"dup C","image":"../etc/passwd"}`+"\n")
	items, res := runIngest(t, pipeline.SourceSpec{Dir: dir, Format: "dgn"})
	var ids []string
	for _, it := range items {
		ids = append(ids, it.ID+"="+it.Problem)
	}
	if got, want := strings.Join(ids, " "), "dgn.core.2.005=dup A dgn.core.2.005-2=dup B dgn.core.2.005-3=dup C dgn.core.10.001=Find $x$."; got != want {
		t.Errorf("ids\n got %s\nwant %s", got, want)
	}
	it := items[3]
	abs, _ := filepath.Abs(filepath.Join(dir, "pages", "p1.png"))
	if it.Source != "unnamed" || it.SourceTitle != "unnamed dataset" || it.SourceAnswer != "x=1" || it.FinalAnswer != "" ||
		it.Image != abs || it.AnswerImage != "" || it.Origin != filepath.Join(dir, "b.jsonl")+":1" ||
		it.Page != 3 || it.AnswerPage != 9 || it.Group != "A" || it.Difficulty != "■" || it.ChapterTitle != "T" || it.ProblemID != "1" {
		t.Errorf("item %+v", it)
	}
	if res.Rows["rows_in"] != 4 || res.Rows["rows_out"] != 4 || res.Rows["skipped_lines"] != 1 || res.Rows["duplicate_ids"] != 2 {
		t.Errorf("rows %v", res.Rows)
	}
	joined := strings.Join(res.Warnings, "\n")
	for _, w := range []string{`a.jsonl:2: skipped: bad JSON`, `b.jsonl:2: unknown field "mood"`, `answer_image "pages/missing.png": not found`, `image "../etc/passwd": outside the source folder`, `duplicate id dgn.core.2.005`} {
		if !strings.Contains(joined, w) {
			t.Errorf("warnings lack %q:\n%s", w, joined)
		}
	}
	// The same lines in other files, in another order, give the same rows.
	dir2 := t.TempDir()
	write(t, filepath.Join(dir2, "pages", "p1.png"), "png")
	a, _ := os.ReadFile(filepath.Join(dir, "a.jsonl"))
	b, _ := os.ReadFile(filepath.Join(dir, "b.jsonl"))
	lines := strings.Split(strings.TrimSpace(string(a)+string(b)), "\n")
	write(t, filepath.Join(dir2, "all.jsonl"), strings.Join([]string{lines[4], lines[2], lines[0], lines[3], lines[1]}, "\n"))
	items2, _ := runIngest(t, pipeline.SourceSpec{Dir: dir2, Format: "dgn"})
	for i := range items {
		if items[i].ID != items2[i].ID || items[i].Problem != items2[i].Problem {
			t.Errorf("row %d: %s/%q vs %s/%q", i, items[i].ID, items[i].Problem, items2[i].ID, items2[i].Problem)
		}
	}
}

func TestIngestErrors(t *testing.T) {
	st, _ := Kind().New(func(any) error { return nil })
	env := &pipeline.Env{OutDir: t.TempDir(), Progress: func(int, int) {}}
	if _, err := st.Run(context.Background(), env); err == nil {
		t.Error("no sources: no error")
	}
	env.Sources = []pipeline.SourceSpec{{Dir: filepath.Join(t.TempDir(), "absent"), Format: "dgn"}}
	if _, err := st.Run(context.Background(), env); err == nil {
		t.Error("missing folder: no error")
	}
}

func mathDir(t testing.TB) string {
	_, file, _, _ := runtime.Caller(0)
	dir := filepath.Join(filepath.Dir(file), "..", "..", "..", "shared", "data", "math")
	if _, err := os.Stat(dir); err != nil {
		t.Skip("MATH corpus not present: ", dir)
	}
	return dir
}

func TestIngestMathCorpus(t *testing.T) {
	if testing.Short() {
		t.Skip("corpus run")
	}
	items, res := runIngest(t, pipeline.SourceSpec{Dir: mathDir(t), Format: "math"})
	if len(items) != 12500 || res.Rows["skipped_lines"] != 0 || res.Rows["duplicate_ids"] != 0 {
		t.Errorf("rows %v", res.Rows)
	}
	if items[0].ID != "math.test.algebra.1" || items[0].Source != "math" || items[0].SourceTitle != "MATH" {
		t.Errorf("first row %+v", items[0])
	}
}

func BenchmarkIngestMath(b *testing.B) {
	dir := mathDir(b)
	for i := 0; i < b.N; i++ {
		set, err := source.Read(dir, source.Math)
		if err != nil {
			b.Fatal(err)
		}
		items, _ := Build([]*source.Set{set})
		b.ReportMetric(float64(len(items))*float64(b.N)/b.Elapsed().Seconds(), "rows/s")
	}
}

// TestImageSymlinkOutside: a page image that is a symbolic link leading
// out of the source folder is refused like a "../" path; a link that stays
// inside is kept.
func TestImageSymlinkOutside(t *testing.T) {
	root := t.TempDir()
	dir := filepath.Join(root, "src")
	if err := os.MkdirAll(filepath.Join(dir, "pages"), 0o755); err != nil {
		t.Fatal(err)
	}
	secret := filepath.Join(root, "secret.png")
	os.WriteFile(secret, []byte(pngHead+"outside"), 0o644)
	os.WriteFile(filepath.Join(dir, "pages", "p1.png"), []byte(pngHead+"inside"), 0o644)
	if err := os.Symlink(secret, filepath.Join(dir, "pages", "evil.png")); err != nil {
		t.Skipf("no symbolic links here: %v", err)
	}
	os.Symlink("../secret.png", filepath.Join(dir, "rel.png"))
	os.Symlink("p1.png", filepath.Join(dir, "pages", "alias.png"))
	os.Symlink(filepath.Join(root), filepath.Join(dir, "up"))
	for _, tt := range []struct {
		path string
		ok   bool
	}{{"pages/evil.png", false}, {"rel.png", false}, {"up/secret.png", false}, {"pages/alias.png", true}, {"pages/p1.png", true}} {
		got, warn := resolveImage(dir, "image", tt.path)
		if tt.ok != (got != "" && warn == "") {
			t.Errorf("%s: got %q, warning %q", tt.path, got, warn)
		}
		if !tt.ok && !strings.Contains(warn, "outside the source folder") {
			t.Errorf("%s: warning %q", tt.path, warn)
		}
	}
}

// pngHead is the signature that makes bytes a PNG to the sniffer.
const pngHead = "\x89PNG\r\n\x1a\n"

// TestImageIsAnImageByContent: a row's image is kept only when its bytes
// are a PNG, JPEG, GIF or WebP image, whatever its name: HTML, script,
// SVG and the source's own files are refused with a warning.
func TestImageIsAnImageByContent(t *testing.T) {
	dir := t.TempDir()
	files := map[string]string{
		"pages/evil.html": "<html><script src=evil.js></script>",
		"pages/evil.js":   "fetch('/')",
		"pages/evil.svg":  `<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>`,
		"pages/html.png":  "<!DOCTYPE html><script>alert(1)</script>",
		"pages/p1.png":    pngHead + "rest",
		"pages/p2.jpg":    "\xff\xd8\xffrest",
		"pages/p3.gif":    "GIF89a rest",
	}
	for name, body := range files {
		write(t, filepath.Join(dir, filepath.FromSlash(name)), body)
	}
	write(t, filepath.Join(dir, "core.jsonl"), `{"problem":"p"}`+"\n")
	for _, tt := range []struct {
		path string
		ok   bool
	}{{"pages/evil.html", false}, {"pages/evil.js", false}, {"pages/evil.svg", false}, {"pages/html.png", false}, {"core.jsonl", false},
		{"pages/p1.png", true}, {"pages/p2.jpg", true}, {"pages/p3.gif", true}} {
		got, warn := resolveImage(dir, "image", tt.path)
		if tt.ok != (got != "" && warn == "") {
			t.Errorf("%s: got %q, warning %q", tt.path, got, warn)
		}
		if !tt.ok && !strings.Contains(warn, "not a PNG, JPEG, GIF or WebP image (its content is ") {
			t.Errorf("%s: warning %q", tt.path, warn)
		}
	}
}

// TestIngestMeta: a folder's dataset.yaml names its rows' source and
// source_title, a math folder without one keeps "math"/"MATH", and a
// malformed one is an error naming the file.
func TestIngestMeta(t *testing.T) {
	dir, other := t.TempDir(), t.TempDir()
	write(t, filepath.Join(dir, "b.jsonl"), `{"collection":"mine","problem_id":"1","problem":"p"}`+"\n")
	write(t, filepath.Join(dir, "dataset.yaml"), "name: my_book\ntitle: My Book\n")
	write(t, filepath.Join(other, "m.jsonl"), `{"problem":"q","unique_id":"test/algebra/1.json","subject":"Algebra","level":1}`+"\n")
	items, _ := runIngest(t, pipeline.SourceSpec{Dir: dir, Format: "dgn"}, pipeline.SourceSpec{Dir: other, Format: "math"})
	got := map[string]string{}
	for _, it := range items {
		got[it.ID] = it.Source + "/" + it.SourceTitle
	}
	if got["dgn.mine.1"] != "my_book/My Book" || got["math.test.algebra.1"] != "math/MATH" {
		t.Errorf("sources %v", got)
	}
	write(t, filepath.Join(dir, "dataset.yaml"), "name: My Book\n")
	st, _ := Kind().New(func(any) error { return nil })
	_, err := st.Run(context.Background(), &pipeline.Env{Sources: []pipeline.SourceSpec{{Dir: dir, Format: "dgn"}}, OutDir: t.TempDir(), Progress: func(int, int) {}})
	if err == nil || !strings.Contains(err.Error(), filepath.Join(dir, "dataset.yaml")+`: name "My Book"`) {
		t.Errorf("bad dataset.yaml: %v", err)
	}
}

// Ingest reports the rows it read before it sorts them (the first call of
// its progress), so that the run can size the collector's soft limit from
// them (cmd/dgnpipe's gc.go), and again when it has written them.
func TestIngestReportsRowsRead(t *testing.T) {
	dir := t.TempDir()
	write(t, filepath.Join(dir, "a.jsonl"),
		`{"collection":"core","chapter":1,"problem_id":"1","problem":"p1"}`+"\n"+
			`{"collection":"core","chapter":1,"problem_id":"2","problem":"p2"}`+"\n"+
			`{"collection":"core","chapter":1,"problem_id":"3","problem":"p3"}`+"\n")
	st, err := Kind().New(func(any) error { return nil })
	if err != nil {
		t.Fatal(err)
	}
	var calls [][2]int
	env := &pipeline.Env{Sources: []pipeline.SourceSpec{{Dir: dir, Format: "dgn"}}, OutDir: t.TempDir(),
		Progress: func(done, total int) { calls = append(calls, [2]int{done, total}) }}
	if _, err := st.Run(context.Background(), env); err != nil {
		t.Fatal(err)
	}
	if want := [][2]int{{0, 3}, {3, 3}}; !slices.Equal(calls, want) {
		t.Errorf("progress calls %v, want %v", calls, want)
	}
}
