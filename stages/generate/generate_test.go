package generate_test

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/pipeline"
	"github.com/dgnpipe/dgnpipe/stages/all"
)

// run runs a pipeline of generate and ingest over a one-row source that
// already has hand-written exercises 1 and 7, with the given generate
// params; it returns the ids ingest gave the generated rows.
func run(t *testing.T, params string) ([]string, error) {
	t.Helper()
	dir := t.TempDir()
	src := filepath.Join(dir, "book")
	if err := os.Mkdir(src, 0o755); err != nil {
		t.Fatal(err)
	}
	rows := `{"collection":"exercises","chapter":1,"chapter_title":"T","group":"","difficulty":"","problem_id":"1","page":1,"problem":"Solve $x=1$.","solution":"","answer":"1","answer_page":1,"image":"","answer_image":""}
{"collection":"exercises","chapter":1,"chapter_title":"T","group":"","difficulty":"","problem_id":"7","page":1,"problem":"Solve $x=2$.","solution":"","answer":"2","answer_page":1,"image":"","answer_image":""}
`
	if err := os.WriteFile(filepath.Join(src, "a.jsonl"), []byte(rows), 0o644); err != nil {
		t.Fatal(err)
	}
	yaml := fmt.Sprintf("artifacts: %s\nsources: [{dir: %s, format: dgn}]\nstages:\n  generate: {kind: generate, params: %s}\n  ingest: {kind: ingest, needs: [generate]}\n",
		filepath.Join(dir, "artifacts"), src, params)
	cfg, err := pipeline.Parse(filepath.Join(dir, "pipeline.yaml"), []byte(yaml), all.Registry())
	if err != nil {
		return nil, err
	}
	if _, err := pipeline.Run(context.Background(), cfg, pipeline.Options{Fingerprint: "test"}); err != nil {
		t.Fatal(err)
	}
	f, err := os.Open(filepath.Join(dir, "artifacts", "ingest", pipeline.RowsFile))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var ids []string
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		line := sc.Text()
		i := strings.Index(line, `"id":"`)
		id := line[i+6:]
		id = id[:strings.IndexByte(id, '"')]
		ids = append(ids, id)
	}
	return ids, sc.Err()
}

// TestCountAndNumbering: the count given is the count made (0 makes
// none), generated rows are numbered after the sources' last exercise,
// and a negative count is an error at its key.
func TestCountAndNumbering(t *testing.T) {
	ids, err := run(t, "{seed: 1, count: 3, templates: [linear]}")
	if err != nil {
		t.Fatal(err)
	}
	want := "dgn.exercises.0001 dgn.exercises.0007 dgn.exercises.0008 dgn.exercises.0009 dgn.exercises.0010"
	if got := strings.Join(ids, " "); got != want {
		t.Errorf("ids %s, want %s", got, want)
	}
	ids, err = run(t, "{seed: 1, count: 0}")
	if err != nil || len(ids) != 2 {
		t.Errorf("count 0: %v, %v; want the 2 source rows only", ids, err)
	}
	if _, err := run(t, "{count: -1}"); err == nil || !strings.Contains(err.Error(), "count") || !strings.Contains(err.Error(), ":4:") {
		t.Errorf("count -1: %v; want an error located at the key", err)
	}
	if _, err := run(t, "{templates: [nope]}"); err == nil || !strings.Contains(err.Error(), "nope") {
		t.Errorf("unknown template: %v", err)
	}
}
