package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// TestHeldBackRowsNamedNeverVerified: a run whose verify stage meets its
// wall-clock net on some rows (a 1 ms net for leg 1 on the sample book)
// fails, names those rows in its summary, and publishes no verdict of
// theirs: the verify stage leaves no output, so no later stage can call
// them verified. The next run with the default nets verifies them and
// succeeds.
func TestHeldBackRowsNamedNeverVerified(t *testing.T) {
	for _, k := range []string{"OPENAI_BASE_URL", "OPENAI_API_KEY", "DGNPIPE_VISION_MODEL", "DGNPIPE_MATHJS_ENDPOINT"} {
		t.Setenv(k, "")
	}
	src, err := filepath.Abs("../../sources/sample")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	art := filepath.Join(dir, "artifacts")
	config := func(net string) string {
		cfg := filepath.Join(dir, "pipeline.yaml")
		yaml := "artifacts: " + art + "\nsources:\n  - {dir: " + src + ", format: dgn}\nstages:\n" +
			"  ingest: {kind: ingest}\n  normalize: {kind: normalize, needs: [ingest]}\n" +
			"  verify: {kind: verify, needs: [normalize], params: {mathjs: \"off\", parsers: \"off\"" + net + "}}\n"
		if err := os.WriteFile(cfg, []byte(yaml), 0o644); err != nil {
			t.Fatal(err)
		}
		return cfg
	}
	code, out, errs := execute(t, "run", "--config", config(", timeout_ms: 1"))
	if code == exitOK {
		t.Fatalf("a run whose rows reached a 1 ms net succeeded:\n%s\n%s", out, errs)
	}
	all := out + errs
	m := regexp.MustCompile(`(\d+) rows held back: [^:]*: (.*)`).FindStringSubmatch(all)
	if m == nil {
		t.Fatalf("the summary does not name the held-back rows:\n%s", all)
	}
	// Each held-back row is named once, with every net it reached, and
	// the count is of rows.
	named := regexp.MustCompile(`(dgn\.[a-z0-9.]+) \(((?:leg \d|the solution audit) reached its wall-clock net(?:; )?)+\)`).FindAllStringSubmatch(m[2], -1)
	seen := map[string]bool{}
	for _, n := range named {
		if seen[n[1]] {
			t.Errorf("%s is named twice", n[1])
		}
		seen[n[1]] = true
	}
	if len(named) == 0 || strconv.Itoa(len(seen)) != m[1] {
		t.Errorf("%s rows held back, %d named: %s", m[1], len(seen), m[2])
	}
	if _, err := os.Stat(filepath.Join(art, "verify")); err == nil {
		entries, _ := os.ReadDir(filepath.Join(art, "verify"))
		for _, e := range entries {
			if strings.HasSuffix(e.Name(), ".jsonl") || strings.HasPrefix(e.Name(), "rows") {
				t.Errorf("the failed verify stage left %s", e.Name())
			}
		}
	}
	if code, out, errs := execute(t, "run", "--config", config("")); code != exitOK {
		t.Fatalf("the next run with the default nets: exit %d\n%s\n%s", code, out, errs)
	}
	t.Logf("%s rows held back", m[1])
}
