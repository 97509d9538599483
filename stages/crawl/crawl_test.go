package crawl_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/crawl/crawltest"
	"github.com/dgnpipe/dgnpipe/internal/pipeline"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/stages/all"
)

// pipelineYAML is a pipeline that crawls the test site and runs ingest,
// normalize, verify (leg 1) and status on the result.
func pipelineYAML(artifacts, site string, delay int) string {
	params := crawltest.Config(site, delay, 2)
	params = "      " + strings.ReplaceAll(strings.TrimSpace(params), "\n", "\n      ")
	return fmt.Sprintf(`artifacts: %s
stages:
  crawl:
    kind: crawl
    params:
%s
  ingest: {kind: ingest, needs: [crawl]}
  normalize: {kind: normalize, needs: [ingest]}
  verify: {kind: verify, needs: [normalize], params: {mathjs: "off", parsers: "off"}}
  status: {kind: status, needs: [verify]}
`, artifacts, params)
}

func run(t *testing.T, yaml string) *pipeline.Report {
	t.Helper()
	cfg, err := pipeline.Parse(filepath.Join(t.TempDir(), "pipeline.yaml"), []byte(yaml), all.Registry())
	if err != nil {
		t.Fatal(err)
	}
	rep, err := pipeline.Run(context.Background(), cfg, pipeline.Options{Fingerprint: "test"})
	if err != nil {
		t.Fatalf("run: %v", err)
	}
	return rep
}

func ran(rep *pipeline.Report) string {
	var names []string
	for _, s := range rep.Stages {
		if s.Action == pipeline.ActionRan {
			names = append(names, s.Name)
		}
	}
	return strings.Join(names, " ")
}

func stageRows(rep *pipeline.Report, name string) map[string]int {
	for _, s := range rep.Stages {
		if s.Name == name {
			return s.Rows
		}
	}
	return nil
}

// TestPipeline crawls the test site as a pipeline stage and runs the
// pipeline on the result up to status; a recrawl (params changed) takes
// everything from the cache, writes the same folder, and so reruns
// nothing after it.
func TestPipeline(t *testing.T) {
	site := crawltest.New(t)
	artifacts := filepath.Join(t.TempDir(), "artifacts")
	rep := run(t, pipelineYAML(artifacts, site.URL, 1))
	if got := ran(rep); got != "crawl ingest normalize verify status" {
		t.Fatalf("ran %q", got)
	}
	if len(rep.Degraded) != 0 {
		t.Errorf("degraded: %v", rep.Degraded)
	}
	cr := stageRows(rep, "crawl")
	if cr["rows_out"] != 12 || cr["pages.fetched"] != 11 || cr["pages.failed"] != 4 || cr["pages.disallowed"] != 2 || cr["images.fetched"] != 4 {
		t.Errorf("crawl rows %v", cr)
	}
	if n := stageRows(rep, "ingest")["rows_out"]; n != 12 {
		t.Errorf("ingest wrote %d rows, want 12", n)
	}
	items, err := record.ReadItems(filepath.Join(artifacts, "status", pipeline.RowsFile))
	if err != nil {
		t.Fatal(err)
	}
	byID := map[string]record.Item{}
	for _, it := range items {
		byID[it.ID] = it
	}
	if len(byID) != 12 {
		t.Errorf("status has %d rows, want 12", len(byID))
	}
	one := byID["dgn.core.1.001"]
	if one.Problem != `Compute $\frac{3}{4}+\frac{5}{6}$.` || one.AnswerStatus != record.StatusVerified {
		t.Errorf("dgn.core.1.001: %q %s (%s)", one.Problem, one.AnswerStatus, one.VerificationNote)
	}
	if st, err := os.Stat(one.Image); err != nil || !st.Mode().IsRegular() || filepath.Base(one.Image) != "p5.png" {
		t.Errorf("dgn.core.1.001 image %q: %v", one.Image, err)
	}
	// Leg 1 reads English statements: the Russian ones (decoded from
	// windows-1251) are unverifiable, not misread.
	if ru := byID["dgn.core.3.001"]; ru.Problem != `Решите уравнение $x+7=10$.` || ru.AnswerStatus != record.StatusUnverifiable {
		t.Errorf("dgn.core.3.001: %q %s (%s)", ru.Problem, ru.AnswerStatus, ru.VerificationNote)
	}
	// The formulas came through whole: leg 1 confirms the English rows it
	// can read (each markup among them), and refutes none.
	for _, id := range []string{"1.001", "1.002", "1.005", "1.006", "2.001", "2.002", "2.003", "2.005"} {
		if it := byID["dgn.core."+id]; it.AnswerStatus != record.StatusVerified {
			t.Errorf("dgn.core.%s: %s (%s)", id, it.AnswerStatus, it.VerificationNote)
		}
	}
	for _, it := range items {
		if it.AnswerStatus == record.StatusRefuted {
			t.Errorf("%s refuted: %s", it.ID, it.VerificationNote)
		}
	}

	// Nothing changed: nothing reruns.
	if got := ran(run(t, pipelineYAML(artifacts, site.URL, 1))); got != "" {
		t.Errorf("second run ran %q, want nothing", got)
	}
	// The crawl's params change: it reruns from the cache, downloads
	// nothing, writes the same folder, and the stages after it are up to
	// date.
	rep = run(t, pipelineYAML(artifacts, site.URL, 0))
	if got := ran(rep); got != "crawl" {
		t.Errorf("recrawl ran %q, want only crawl", got)
	}
	cr = stageRows(rep, "crawl")
	if cr["http.downloads"] != 0 || cr["pages.fetched"] != 0 || cr["pages.cached"] != 11 || cr["rows_out"] != 12 {
		t.Errorf("recrawl rows %v; want no download", cr)
	}
}

// TestParams: an invalid param is reported at its key in pipeline.yaml.
func TestParams(t *testing.T) {
	yaml := "stages:\n  crawl:\n    kind: crawl\n    params:\n      start_urls: [http://example.org/]\n      item: div.p\n      fields: {problem_id: span.n}\n      collection: core\n      delay_ms: -5\n"
	_, err := pipeline.Parse("pipeline.yaml", []byte(yaml), all.Registry())
	if err == nil {
		t.Fatal("no error")
	}
	for _, want := range []string{"pipeline.yaml:9:17: stage crawl params: delay_ms: must be at least 0", "pipeline.yaml:7:15: stage crawl params: fields: fields.problem: a selector is required"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error %v\nwant %q", err, want)
		}
	}
}
