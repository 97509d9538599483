package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/pipeline"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/vision/visiontest"
)

const legfailSecret = "sk-legfail-0123456789-KEY-never-published"

// samplePipeline writes a pipeline file over the repository's sample book
// with legs 2 and 3 as given (verify params) and returns its path.
func samplePipeline(t *testing.T, verifyParams string) (cfg, art string) {
	t.Helper()
	dir := t.TempDir()
	src, err := filepath.Abs("../../sources/sample")
	if err != nil {
		t.Fatal(err)
	}
	yaml := fmt.Sprintf(`artifacts: art
sources: [{dir: %q}]
stages:
  ingest: {kind: ingest}
  normalize: {kind: normalize, needs: [ingest]}
  verify: {kind: verify, needs: [normalize], params: %s}
  reread: {kind: reread, needs: [verify]}
  status: {kind: status, needs: [reread]}
  split: {kind: split, needs: [status]}
  dataset: {kind: emit, needs: [split]}
`, src, verifyParams)
	cfg = filepath.Join(dir, "pipeline.yaml")
	if err := os.WriteFile(cfg, []byte(yaml), 0o644); err != nil {
		t.Fatal(err)
	}
	return cfg, filepath.Join(dir, "art")
}

// noSecret fails when the key appears in any file under dir or in out.
func noSecret(t *testing.T, when, dir string, outs ...string) {
	t.Helper()
	for _, o := range outs {
		if strings.Contains(o, legfailSecret) {
			t.Errorf("%s: the API key is in the output:\n%s", when, o)
		}
	}
	filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, _ := os.ReadFile(p)
		if bytes.Contains(b, []byte(legfailSecret)) {
			t.Errorf("%s: %s contains the API key", when, p)
		}
		return nil
	})
}

func readStatus(t *testing.T, art string) map[string]record.Item {
	t.Helper()
	items, err := record.ReadItems(filepath.Join(art, "status", pipeline.RowsFile))
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]record.Item{}
	for _, it := range items {
		out[it.ID] = it
	}
	return out
}

// The vision server refuses the key (401, echoing the Authorization header
// in its body), then fails (500, echoing it), then answers: the key is in no
// artifact, cache file or output (debug log included); the refused runs exit
// 3 and say why; the re-read stage is not frozen: the run after the fix
// re-reads the rows the failed runs could not. A model whose prose carries
// the key is an unusable reply, not a published text, asked again by the
// next run.
func TestVisionFailuresAreLoudAndKeyNeverPublished(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the pipeline on the sample book four times")
	}
	cfg, art := samplePipeline(t, "{mathjs: off, parsers: off}")
	var pages map[string][2]string // problem id -> statement and answer, from the status rows
	mode := "401"
	srv := visiontest.New(t, nil)
	srv.Func = func(pid string, body []byte) visiontest.Reply {
		echo := "Incorrect API key provided: " + visiontest.EchoAuth
		switch mode {
		case "401":
			return visiontest.Reply{Status: 401, RawBody: `{"error":{"message":"` + echo + `","type":"invalid_request_error"}}`}
		case "500":
			return visiontest.Reply{Status: 500, RawBody: "status code: 500, body: " + echo}
		case "prose":
			return visiontest.Reply{Content: "I read the page. Your request had " + visiontest.EchoAuth}
		}
		return visiontest.Reply{Content: visiontest.JSONReading(pages[pid][0], pages[pid][1])}
	}
	t.Setenv("OPENAI_BASE_URL", srv.URL)
	t.Setenv("OPENAI_API_KEY", legfailSecret)
	t.Setenv("DGNPIPE_VISION_MODEL", "fake-vision")
	t.Setenv("DGNPIPE_MATHJS_ENDPOINT", "")

	run := func(when string, want int) (string, string) {
		t.Helper()
		code, out, errs := execute(t, "-v", "run", "--config", cfg)
		if code != want {
			t.Fatalf("%s: exit %d, want %d\nstdout: %s\nstderr: %s", when, code, want, out, lastLines(errs, 30))
		}
		noSecret(t, when, filepath.Dir(art), out, errs)
		return out, errs
	}

	out, errs := run("401", exitDegraded)
	// The breaker gives the key up at the first 401, and until the
	// endpoint has answered one request requests go one at a time: one
	// request reaches the server (the stage's concurrency once let 4).
	if srv.Total() != 1 {
		t.Errorf("401: %d calls, want 1 (the breaker gives the key up at once)", srv.Total())
	}
	for _, want := range []string{"INCOMPLETE", "reread: leg 4 (vision) could not re-read", "HTTP 401 (authentication refused)"} {
		if !strings.Contains(out, want) {
			t.Errorf("401: the summary lacks %q:\n%s", want, out)
		}
	}
	if !strings.Contains(errs, "incomplete: leg 4 (vision)") {
		t.Errorf("401: stderr does not say the run is incomplete:\n%s", lastLines(errs, 10))
	}
	rows := readStatus(t, art)
	failed := 0
	pages = map[string][2]string{}
	for _, it := range rows {
		if v := it.Legs.Vision; v != nil {
			if v.Failed == "" || it.AnswerStatus != record.StatusSuspected {
				t.Errorf("401: %s: vision %+v status %s", it.ID, v, it.AnswerStatus)
			}
			if !strings.Contains(it.VerificationNote, "vision call failed: HTTP 401 (authentication refused)") &&
				!strings.Contains(it.VerificationNote, "endpoint given up: HTTP 401 (authentication refused)") {
				t.Errorf("401: %s: note %q", it.ID, it.VerificationNote)
			}
			failed++
		}
		pages[it.ProblemID] = [2]string{it.Problem, it.SourceAnswer}
	}
	if failed == 0 {
		t.Fatal("no flagged row")
	}

	mode = "500"
	out, _ = run("500", exitDegraded)
	if !strings.Contains(out, "last run incomplete") || !strings.Contains(out, "HTTP 500 (server error)") {
		t.Errorf("500: the re-read stage did not rerun, or the summary does not say why:\n%s", out)
	}

	mode = "ok"
	calls := srv.Total()
	out, _ = run("fixed", exitOK)
	if !strings.Contains(out, "last run incomplete") || srv.Total()-calls != failed {
		t.Errorf("after the fix: %d new calls for %d failed rows; summary:\n%s", srv.Total()-calls, failed, out)
	}
	for _, it := range readStatus(t, art) {
		if v := it.Legs.Vision; v != nil && (v.Failed != "" || v.Outcome == "not-reread") {
			t.Errorf("after the fix: %s not re-read: %+v", it.ID, v)
		}
	}
	m, err := pipeline.ReadManifest(filepath.Join(art, "reread"))
	if err != nil || len(m.Degraded) != 0 {
		t.Errorf("after the fix: reread manifest degraded %v (%v)", m, err)
	}
	// Up to date now: nothing reruns.
	out, _ = run("unchanged", exitOK)
	if !strings.Contains(out, "ok: 0 ran") {
		t.Errorf("unchanged re-run ran stages:\n%s", out)
	}

	// Another model whose prose echoes the request: a reply the leg could
	// not use, so the run is incomplete and the next run asks again (an
	// unusable reply was once never asked again), and nothing of it is
	// published.
	mode = "prose"
	t.Setenv("DGNPIPE_VISION_MODEL", "fake-vision-2")
	run("prose", exitDegraded)
	for _, it := range readStatus(t, art) {
		if v := it.Legs.Vision; v != nil && (!strings.Contains(v.Note, "unusable") || v.Failed == "") {
			t.Errorf("prose: %s: %+v", it.ID, v)
		}
	}
	calls = srv.Total()
	run("prose again", exitDegraded)
	if srv.Total()-calls != failed {
		t.Errorf("prose again: %d new calls for %d unusable replies", srv.Total()-calls, failed)
	}
}

// A math.js endpoint that is down: the verify stage gives it up after a
// few attempts (not one time-out per row), the run exits 3 naming leg 3,
// and the next run reruns the stage.
func TestDeadMathJSEndpointRunExits3(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the pipeline on the sample book twice")
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	cfg, _ := samplePipeline(t, "{parsers: off}")
	t.Setenv("DGNPIPE_MATHJS_ENDPOINT", "http://"+addr+"/v4/")
	t.Setenv("OPENAI_BASE_URL", "")
	t.Setenv("OPENAI_API_KEY", "")
	t.Setenv("DGNPIPE_VISION_MODEL", "")
	for _, when := range []string{"first", "second"} {
		code, out, errs := execute(t, "run", "--json", "--config", cfg, "--stage", "verify")
		if code != exitDegraded {
			t.Fatalf("%s: exit %d, want 3\n%s\n%s", when, code, out, lastLines(errs, 20))
		}
		var rep pipeline.Report
		if err := json.Unmarshal([]byte(out), &rep); err != nil {
			t.Fatal(err)
		}
		if len(rep.Degraded) != 1 || !strings.Contains(rep.Degraded[0], "verify: leg 3 (math.js http) could not run") ||
			!strings.Contains(rep.Degraded[0], "connection refused") {
			t.Errorf("%s: degraded %q", when, rep.Degraded)
		}
		v := rep.Stages[len(rep.Stages)-1]
		if v.Name != "verify" || v.Action != pipeline.ActionRan {
			t.Errorf("%s: verify %s (%v): a degraded stage must rerun", when, v.Action, v.Reasons)
		}
		if strings.Contains(out+errs, addr) {
			t.Errorf("%s: the endpoint is printed", when)
		}
	}
}

func lastLines(s string, n int) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return strings.Join(lines, "\n")
}
