package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/dgnpipe/dgnpipe/internal/pipeline"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/review"
	"github.com/dgnpipe/dgnpipe/internal/review/desk/desktest"
	statusstage "github.com/dgnpipe/dgnpipe/stages/status"
)

// reviewPipeline writes a pipeline over a copy of the sample book (the
// reviews file is written into the source folder) and returns the
// pipeline file, the artifacts and the book folder.
func reviewPipeline(t *testing.T) (cfg, art, book string) {
	t.Helper()
	dir := t.TempDir()
	book = filepath.Join(dir, "book")
	if err := os.CopyFS(book, os.DirFS("../../sources/sample")); err != nil {
		t.Fatal(err)
	}
	yaml := fmt.Sprintf(`artifacts: art
sources: [{dir: %q}]
stages:
  ingest: {kind: ingest}
  normalize: {kind: normalize, needs: [ingest]}
  verify: {kind: verify, needs: [normalize], params: {mathjs: "off", parsers: "off"}}
  reread: {kind: reread, needs: [verify]}
  status: {kind: status, needs: [reread]}
`, book)
	cfg = filepath.Join(dir, "pipeline.yaml")
	if err := os.WriteFile(cfg, []byte(yaml), 0o644); err != nil {
		t.Fatal(err)
	}
	return cfg, filepath.Join(dir, "art"), book
}

// serveReview starts `dgnpipe review` and returns the URL it printed; the
// server stops at the end of the test.
func serveReview(t *testing.T, args ...string) string {
	t.Helper()
	pr, pw := io.Pipe()
	g := &GlobalOptions{Stdout: pw, Stderr: io.Discard}
	root := newRootCommand(g)
	root.SetArgs(append([]string{"review", "--addr", "127.0.0.1:0"}, args...))
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() {
		err := root.ExecuteContext(ctx)
		pw.CloseWithError(fmt.Errorf("review ended: %v", err))
		done <- err
	}()
	t.Cleanup(func() {
		cancel()
		if err := <-done; err != nil {
			t.Errorf("review: %v", err)
		}
	})
	line, err := bufio.NewReader(pr).ReadString('\n')
	if err != nil {
		t.Fatalf("review printed no URL: %v", err)
	}
	go io.Copy(io.Discard, pr)
	u := strings.TrimSpace(line)
	if !strings.HasPrefix(u, "http://127.0.0.1:") || !strings.Contains(u, "/?token=") {
		t.Fatalf("review printed %q, want http://127.0.0.1:PORT/?token=...", u)
	}
	return u
}

// TestReviewInBrowser is the reviewer's loop end to end, in chromium: run
// the sample book, open the list, filter to suspected, open a row whose
// statement was misread, check its formulas are rendered, record a
// transcription fix with the keyboard and the form, check the reviews
// file, and re-run: the row is corrected with the reviewer's text.
func TestReviewInBrowser(t *testing.T) {
	ctx := desktest.Browser(t, 3*time.Minute)
	shots := desktest.ScreenshotDir(t)
	cfg, art, book := reviewPipeline(t)
	if code, _, errs := execute(t, "run", "--config", cfg); code != 0 {
		t.Fatalf("run: exit %d\n%s", code, lastLines(errs, 20))
	}
	const id = "dgn.core.2.002"
	before := readStatus(t, art)[id]
	if before.AnswerStatus != record.StatusSuspected {
		t.Fatalf("%s is %s before the review, want suspected", id, before.AnswerStatus)
	}
	u := serveReview(t, "--config", cfg, "--reviewer", "tester")

	// The list, then the suspected rows.
	if err := chromedp.Do(ctx,
		chromedp.Navigate(u),
		chromedp.WaitVisible(chromedp.CSS("body.katex-done #rows")),
	); err != nil {
		t.Fatal(err)
	}
	desktest.Screenshot(t, ctx, shots, "review-list.png")
	if err := chromedp.Do(ctx,
		chromedp.Click(chromedp.CSS(`a.count[data-status="suspected"]`)),
		chromedp.WaitVisible(chromedp.CSS(`body.katex-done a.count.active[data-status="suspected"]`)),
	); err != nil {
		t.Fatal(err)
	}
	statuses, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](`Array.from(document.querySelectorAll('#rows tbody .badge[class*="st-"]')).map(function (b) { return b.textContent; })`))
	if err != nil {
		t.Fatal(err)
	}
	if len(statuses) == 0 {
		t.Fatal("no suspected row listed")
	}
	for _, s := range statuses {
		if s != "suspected" {
			t.Errorf("the suspected filter lists a %s row", s)
		}
	}

	// The row: formulas rendered by KaTeX, no raw $ left.
	if err := chromedp.Do(ctx,
		chromedp.Click(chromedp.CSS(`#rows a[href^="/row/`+id+`?"]`)),
		chromedp.WaitVisible(chromedp.CSS(`body.katex-done[data-row="`+id+`"]`)),
	); err != nil {
		t.Fatal(err)
	}
	m, err := chromedp.Run(ctx, chromedp.Evaluate[desktest.Math](desktest.RawMathJS))
	if err != nil {
		t.Fatal(err)
	}
	if m.Rendered < 3 || m.Errors != 0 || strings.Contains(m.Text, "$") {
		t.Errorf("formulas not rendered by KaTeX: %d rendered, %d errors, text %q", m.Rendered, m.Errors, m.Text)
	}
	desktest.Screenshot(t, ctx, shots, "review-row-plain.png")

	// j and k move through the suspected rows.
	if err := chromedp.Do(ctx,
		chromedp.KeyEvent("j"),
		chromedp.WaitVisible(chromedp.CSS(`body.katex-done[data-row]:not([data-row="`+id+`"])`)),
		chromedp.KeyEvent("k"),
		chromedp.WaitVisible(chromedp.CSS(`body.katex-done[data-row="`+id+`"]`)),
	); err != nil {
		t.Fatalf("j then k: %v", err)
	}

	// The decision: t with the keyboard opens the fix; the form takes the
	// page's statement; Ctrl+Enter saves.
	const pageProblem = `Solve the equation $x^2-5x+6=0$.`
	if err := chromedp.Do(ctx,
		chromedp.KeyEvent("t"),
		chromedp.WaitVisible(chromedp.CSS("form.review.fixing #fix-problem")),
	); err != nil {
		t.Fatal(err)
	}
	checked, err := chromedp.Run(ctx, chromedp.Evaluate[string](`document.querySelector('input[name=decision]:checked').value`))
	if err != nil || checked != "transcription" {
		t.Fatalf("after t the decision is %q (%v)", checked, err)
	}
	if err := chromedp.Do(ctx,
		// select the transcribed statement, and type the page's over it
		chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
			_, err := chromedp.Evaluate[bool](`(document.getElementById('fix-problem').select(), true)`)(ctx, t)
			return err
		}),
		chromedp.SendKeys(chromedp.CSS("#fix-problem"), pageProblem),
		chromedp.SendKeys(chromedp.CSS("#comment"), "page 10 prints +6"),
	); err != nil {
		t.Fatal(err)
	}
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`(window.scrollTo(0, 0), true)`)); err != nil {
		t.Fatal(err)
	}
	desktest.Screenshot(t, ctx, shots, "review-row.png")
	if err := chromedp.Do(ctx,
		chromedp.KeyEvent("\r", chromedp.KeyModifiers(chromedp.ModifierCtrl)),
		chromedp.WaitVisible(chromedp.CSS("#flash")),
	); err != nil {
		t.Fatal(err)
	}
	flash, _ := chromedp.Run(ctx, chromedp.Text(chromedp.CSS("#flash")))
	if !strings.Contains(flash, "transcription "+id) {
		t.Errorf("flash %q", flash)
	}

	// The reviews file of the row's source folder.
	f, err := review.Read(filepath.Join(book, review.FileName))
	if err != nil {
		t.Fatal(err)
	}
	if len(f.Entries) != 1 || len(f.Warnings) != 0 {
		t.Fatalf("reviews file: %+v", f)
	}
	e := f.Entries[0]
	problem, answer := sourceLine(t, before.Origin)
	if e.ID != id || e.Decision != review.Transcription || e.Reviewer != "tester" || e.Problem == nil || *e.Problem != pageProblem ||
		e.Answer != nil || e.Comment != "page 10 prints +6" || e.RowSHA256 != review.RowSHA256(problem, answer) {
		t.Errorf("review written: %+v", e)
	}
	if _, err := time.Parse(time.RFC3339, e.At); err != nil {
		t.Error(err)
	}

	// A re-run applies it: the row is corrected with the page's statement.
	if code, _, errs := execute(t, "run", "--config", cfg); code != 0 {
		t.Fatalf("re-run: exit %d\n%s", code, lastLines(errs, 20))
	}
	after := readStatus(t, art)[id]
	if after.AnswerStatus != record.StatusCorrected || after.Problem != pageProblem {
		t.Errorf("after the review %s is %s with problem %q; note:\n%s", id, after.AnswerStatus, after.Problem, after.VerificationNote)
	}
	if !strings.Contains(after.VerificationNote, "Review: transcription by tester") || !strings.Contains(after.VerificationNote, "x^2-5x-6=0") {
		t.Errorf("the note does not keep the review and the replaced text:\n%s", after.VerificationNote)
	}
	_, out, _ := execute(t, "status", "--config", cfg)
	if !strings.Contains(out, "1 applied, 0 stale") {
		t.Errorf("dgnpipe status does not count the review:\n%s", out)
	}
}

// sourceLine reads problem and answer of the transcription line at origin
// ("file:line") as written there.
func sourceLine(t *testing.T, origin string) (string, string) {
	t.Helper()
	i := strings.LastIndex(origin, ":")
	n, err := strconv.Atoi(origin[i+1:])
	if err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(origin[:i])
	if err != nil {
		t.Fatal(err)
	}
	var src record.Source
	if err := json.Unmarshal([]byte(strings.Split(string(b), "\n")[n-1]), &src); err != nil {
		t.Fatal(err)
	}
	return src.Problem, src.Answer
}

// TestStaleReviewThroughPipeline: a review applies while its row is as
// reviewed; once the source line changes, the review is stale: not
// applied, counted in the status manifest and listed by dgnpipe status.
func TestStaleReviewThroughPipeline(t *testing.T) {
	cfg, art, book := reviewPipeline(t)
	if code, _, errs := execute(t, "run", "--config", cfg); code != 0 {
		t.Fatalf("run: exit %d\n%s", code, lastLines(errs, 20))
	}
	const id = "dgn.core.2.002"
	row := readStatus(t, art)[id]
	fixed := `Solve the equation $x^2-5x+6=0$.`
	path := filepath.Join(book, review.FileName)
	if err := review.Append(path, review.Review{ID: id, Decision: review.Transcription, Reviewer: "ann",
		At: "2026-12-01T08:00:00Z", RowSHA256: row.RowSHA256, Problem: &fixed}); err != nil {
		t.Fatal(err)
	}
	if code, _, errs := execute(t, "run", "--config", cfg); code != 0 {
		t.Fatalf("run: exit %d\n%s", code, lastLines(errs, 20))
	}
	if got := readStatus(t, art)[id]; got.AnswerStatus != record.StatusCorrected {
		t.Fatalf("with the review %s is %s, want corrected", id, got.AnswerStatus)
	}

	// The source line changes (the transcription is redone by hand): the
	// review no longer describes the row.
	file := strings.Split(row.Origin, ":")[0]
	b, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	edited := strings.Replace(string(b), `"problem": "Solve the equation $x^2-5x-6=0$."`, `"problem": "Solve the equation $x^2-5x-6=0$ ."`, 1)
	if edited == string(b) {
		t.Fatal("the source line of the row was not found")
	}
	if err := os.WriteFile(file, []byte(edited), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, errs := execute(t, "run", "--config", cfg)
	if code != 0 {
		t.Fatalf("run: exit %d\n%s", code, lastLines(errs, 20))
	}
	if !strings.Contains(errs, path+":1: review of "+id+" is stale") {
		t.Errorf("the run does not warn of the stale review:\n%s", lastLines(errs, 20))
	}
	if got := readStatus(t, art)[id]; got.AnswerStatus != record.StatusSuspected || strings.Contains(got.VerificationNote, "Review:") {
		t.Errorf("with a stale review %s is %s, want suspected (review not applied); note:\n%s", id, got.AnswerStatus, got.VerificationNote)
	}
	m, err := pipeline.ReadManifest(filepath.Join(art, "status"))
	if err != nil {
		t.Fatal(err)
	}
	if m.Rows["reviews.stale"] != 1 || m.Rows["reviews.applied"] != 0 {
		t.Errorf("manifest counts: stale %d, applied %d", m.Rows["reviews.stale"], m.Rows["reviews.applied"])
	}
	_, out, _ := execute(t, "explain", "--config", cfg, id)
	if !strings.Contains(out, "review            transcription by ann at 2026-12-01T08:00:00Z ("+path+":1, stale: the row changed since; not applied)") {
		t.Errorf("dgnpipe explain does not show the stale review:\n%s", out)
	}
	_, out, _ = execute(t, "status", "--config", cfg)
	if !strings.Contains(out, "0 applied, 1 stale") || !strings.Contains(out, path+":1  "+id+"  transcription by ann") {
		t.Errorf("dgnpipe status does not list the stale review:\n%s", out)
	}
}

// A reviews report that cannot be read is an error naming it (after the
// stages' status, which is still printed), not a silently missing section.
func TestStatusCorruptReviewsReport(t *testing.T) {
	cfg, art, _ := reviewPipeline(t)
	if code, _, errs := execute(t, "run", "--config", cfg); code != 0 {
		t.Fatalf("run: exit %d\n%s", code, lastLines(errs, 20))
	}
	report := filepath.Join(art, "status", statusstage.ReviewsReport)
	if err := os.WriteFile(report, []byte(`{"applied": [`), 0o644); err != nil {
		t.Fatal(err)
	}
	var out, errb bytes.Buffer
	root := newRootCommand(&GlobalOptions{Stdout: &out, Stderr: &errb})
	root.SetArgs([]string{"status", "--config", cfg})
	err := root.ExecuteContext(context.Background())
	if code := exitCode(context.Background(), err, io.Discard); code != exitFailure || err == nil ||
		!strings.Contains(err.Error(), report) || !strings.Contains(err.Error(), "cannot be read") {
		t.Errorf("exit %d, error %v", code, err)
	}
	if !strings.Contains(out.String(), "verify ") {
		t.Errorf("the stages' status is not printed:\n%s", out.String())
	}
}
