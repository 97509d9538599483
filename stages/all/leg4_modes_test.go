package all_test

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/pipeline"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/reread"
	"github.com/dgnpipe/dgnpipe/internal/vision/visiontest"
	"github.com/dgnpipe/dgnpipe/stages/all"
)

// mode is one behaviour of the fake vision server over the sample book's
// flagged rows. reply gets the row, the page's true reading (the fault's
// true statement, the printed answer) and how many requests this row had
// before this one.
type mode struct {
	name      string
	maxTokens int // the reread stage's max_tokens; 0 keeps pipeline.yaml's
	jsonOff   bool
	reply     func(it record.Item, problem, answer string, n int) visiontest.Reply
	check     func(t *testing.T, r modeRun)
}

// modeRun is what one mode's run produced.
type modeRun struct {
	before, after map[string]record.Item
	flagged       []string
	requests      int
	exit          int
	counts        map[string]int // the reread stage's manifest counts
}

func honest(_ record.Item, problem, answer string, _ int) visiontest.Reply {
	return visiontest.Reply{Content: visiontest.JSONReading(problem, answer)}
}

// misreads are one-symbol misreads that make the book's wrong answer fit.
var misreads = map[string]string{
	"dgn.algebra.4":      `Find the sum of the squares of the roots of $x^2-7x=0$.`,
	"dgn.trigonometry.7": `Given $\sin\alpha=\frac{3}{5}$ and $0<\alpha<\frac{\pi}{2}$, find $\cos\alpha$.`,
	"dgn.exercises.0006": `Solve $x^2-2x-15=0$.`,
}

// reformatted are the printed answers written in another form.
var reformatted = map[string]string{
	"dgn.core.2.017":     `x_1=4;\ x_2=84`,
	"dgn.exercises.0006": `x=-3;\ x=5`,
	"dgn.exercises.0003": `x = 7`,
	"dgn.algebra.12":     `x = 5`,
}

func leg4Modes(neighbour record.Item) []mode {
	return []mode{
		{name: "honest", reply: honest, check: func(t *testing.T, r modeRun) {
			r.expect(t, 0, 17, nil)
		}},
		{name: "misread-once", check: func(t *testing.T, r modeRun) {
			r.expect(t, 0, 20, nil) // 12 reads, 5 second reads of the misread pages, 3 of the misread once
		}, reply: func(it record.Item, p, a string, n int) visiontest.Reply {
			if m, ok := misreads[it.ID]; ok && n == 0 {
				p = m
			}
			return honest(it, p, a, n)
		}},
		{name: "wrong-problem", check: func(t *testing.T, r modeRun) {
			r.expect(t, 0, 16, map[string]record.Status{"dgn.core.2.002": record.StatusDisputed})
		}, reply: func(it record.Item, p, a string, n int) visiontest.Reply {
			if it.ID == "dgn.core.2.002" {
				p, a = neighbour.Problem, neighbour.SourceAnswer
			}
			return honest(it, p, a, n)
		}},
		{name: "huge", check: func(t *testing.T, r modeRun) {
			r.expect(t, 3, 16, map[string]record.Status{"dgn.core.1.010": record.StatusSuspected})
		}, reply: func(it record.Item, p, a string, n int) visiontest.Reply {
			if it.ID == "dgn.core.1.010" {
				pad := strings.Repeat(`\quad `, 1<<20/6)
				p = pad + p + pad
			}
			return honest(it, p, a, n)
		}},
		{name: "reformatted", check: func(t *testing.T, r modeRun) {
			r.expect(t, 0, 17, nil)
		}, reply: func(it record.Item, p, a string, n int) visiontest.Reply {
			if f, ok := reformatted[it.ID]; ok {
				a = f
			}
			return honest(it, p, a, n)
		}},
		{name: "transient-500", check: func(t *testing.T, r modeRun) {
			r.expect(t, 0, 29, nil) // 17 reads, 12 of them retried once
		}, reply: func(it record.Item, p, a string, n int) visiontest.Reply {
			if n == 0 {
				return visiontest.Reply{Status: 500}
			}
			return honest(it, p, a, n)
		}},
		{name: "reset", check: func(t *testing.T, r modeRun) {
			r.expect(t, 0, 29, nil)
		}, reply: func(it record.Item, p, a string, n int) visiontest.Reply {
			r := honest(it, p, a, n)
			r.Reset = n == 0
			return r
		}},
		{name: "content-filter", check: func(t *testing.T, r modeRun) {
			r.expect(t, 3, 16, map[string]record.Status{"dgn.core.1.010": record.StatusSuspected})
		}, reply: func(it record.Item, p, a string, n int) visiontest.Reply {
			r := honest(it, p, a, n)
			if it.ID == "dgn.core.1.010" {
				r.FinishReason = "content_filter"
			}
			return r
		}},
		{name: "json-refused", jsonOff: true, reply: honest, check: func(t *testing.T, r modeRun) {
			r.expect(t, 0, 18, nil)
		}},
		{name: "budget", maxTokens: 3000, check: func(t *testing.T, r modeRun) {
			if spent := r.counts["vision.prompt_tokens"] + r.counts["vision.completion_tokens"]; r.requests != 1 || r.exit != 3 || spent > 3000 {
				t.Errorf("requests %d, exit %d, %d tokens spent; want 1, 3, at most 3000", r.requests, r.exit, spent)
			}
		}, reply: func(it record.Item, p, a string, n int) visiontest.Reply {
			r := honest(it, p, a, n)
			r.CompletionTokens = 800
			return r
		}},
	}
}

// TestLeg4Modes runs leg 4 on the sample book's flagged rows under each
// mode of the fake server, logs per mode the statuses of the flagged rows,
// the requests made and the exit code the run would have, and checks them
// (docs/leg4-reread.md). Run with -v for the table.
func TestLeg4Modes(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the whole pipeline")
	}
	truth := sampleTruth(t)
	t.Setenv("OPENAI_BASE_URL", "")
	t.Setenv("OPENAI_API_KEY", "")
	t.Setenv("DGNPIPE_VISION_MODEL", "")
	dir := t.TempDir()
	yaml := func(maxTokens int) string {
		b, err := os.ReadFile("../../pipeline.yaml")
		if err != nil {
			t.Fatal(err)
		}
		abs, _ := filepath.Abs("../../sources/sample")
		s := strings.Replace(string(b), "dir: sources/sample", "dir: "+abs, 1)
		if maxTokens > 0 {
			s = strings.Replace(s, "max_tokens: 5000000", fmt.Sprintf("max_tokens: %d", maxTokens), 1)
		}
		p := filepath.Join(t.TempDir(), "pipeline.yaml")
		if err := os.WriteFile(p, []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	before, _, _ := runModeOnce(t, yaml(0), dir)
	var flagged []string
	for id, it := range before {
		if it.Legs.Vision != nil {
			flagged = append(flagged, id)
		}
	}
	sort.Strings(flagged)
	t.Logf("%d flagged rows: %s", len(flagged), strings.Join(flagged, " "))

	for _, m := range leg4Modes(before["dgn.core.2.001"]) {
		srv := visiontest.New(t, nil)
		srv.RejectJSONMode = m.jsonOff
		var mu sync.Mutex
		seen := map[string]int{}
		srv.Func = func(pid string, body []byte) visiontest.Reply {
			it, ok := rowOfRequest(before, pid, body)
			if !ok {
				return visiontest.Reply{Status: 404}
			}
			mu.Lock()
			n := seen[it.ID]
			seen[it.ID]++
			mu.Unlock()
			p, a := truth(it)
			return m.reply(it, p, a, n)
		}
		t.Setenv("OPENAI_BASE_URL", srv.URL)
		t.Setenv("OPENAI_API_KEY", secret)
		t.Setenv("DGNPIPE_VISION_MODEL", "fake-"+m.name)
		after, exit, counts := runModeOnce(t, yaml(m.maxTokens), dir)
		r := modeRun{before: before, after: after, flagged: flagged, requests: srv.Total(), exit: exit, counts: counts}
		t.Logf("%-15s requests %2d exit %d %s | %s", m.name, r.requests, exit, tally(r), rowsOf(r))
		if m.check != nil {
			t.Run(m.name, func(t *testing.T) { m.check(t, r) })
		}
	}
}

// expect checks a mode's run: its exit code and requests, and every fault
// row: a misread statement corrected with the page's statement and the
// book's answer, a wrong answer refuted or corrected by recomputation with
// the transcribed statement; except the rows of other, which end with that
// status and their transcription.
func (r modeRun) expect(t *testing.T, exit, requests int, other map[string]record.Status) {
	t.Helper()
	if r.exit != exit || r.requests != requests {
		t.Errorf("exit %d, %d requests; want %d, %d", r.exit, r.requests, exit, requests)
	}
	faults := sampleFaults(t)
	for _, id := range r.flagged {
		a, b := r.after[id], r.before[id]
		f := faults[id]
		switch st, ok := other[id]; {
		case ok:
			if a.AnswerStatus != st || a.Problem != b.Problem || a.FinalAnswer != b.FinalAnswer {
				t.Errorf("%s: %s, problem %q, gold %q; want %s with the transcription", id, a.AnswerStatus, a.Problem, a.FinalAnswer, st)
			}
		case f.Kind == "misread-statement":
			if same, _ := reread.Same(f.TrueProblem, a.Problem, 1); a.AnswerStatus != record.StatusCorrected || !same || a.FinalAnswer != b.FinalAnswer {
				t.Errorf("%s (misread): %s, problem %q, gold %q; want corrected with %q and the book's %q", id, a.AnswerStatus, a.Problem, a.FinalAnswer, f.TrueProblem, b.FinalAnswer)
			}
		case f.Kind == "wrong-answer":
			if !endsOfWrongAnswer(a.AnswerStatus) || a.Problem != b.Problem {
				t.Errorf("%s (wrong answer): %s, problem %q; want refuted or corrected with the transcribed statement", id, a.AnswerStatus, a.Problem)
			}
		}
		if len(a.Problem) > 10000 {
			t.Errorf("%s: a published problem of %d bytes", id, len(a.Problem))
		}
	}
}

func sampleFaults(t *testing.T) map[string]fault {
	t.Helper()
	var faults []fault
	b, err := os.ReadFile("../../sources/sample/faults.json")
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(b, &faults); err != nil {
		t.Fatal(err)
	}
	byID := map[string]fault{}
	for _, f := range pageFaults(faults) {
		byID[f.ID] = f
	}
	return byID
}

// sampleTruth returns the page's reading of a row: the true statement of
// a misread fault, the printed answer of every fault, the row's own text
// otherwise.
func sampleTruth(t *testing.T) func(record.Item) (string, string) {
	t.Helper()
	var faults []fault
	b, err := os.ReadFile("../../sources/sample/faults.json")
	if err != nil {
		t.Skipf("no sample book: %v", err)
	}
	if err := json.Unmarshal(b, &faults); err != nil {
		t.Fatal(err)
	}
	byID := map[string]fault{}
	for _, f := range pageFaults(faults) {
		byID[f.ID] = f
	}
	return func(it record.Item) (string, string) {
		problem, answer := it.Problem, it.SourceAnswer
		if f, ok := byID[it.ID]; ok {
			if f.Kind == "misread-statement" {
				problem = f.TrueProblem
			}
			answer = f.PrintedAnswer
		}
		return problem, answer
	}
}

// rowOfRequest finds the row a request asks about: its problem number and
// its page image.
func rowOfRequest(rows map[string]record.Item, pid string, body []byte) (record.Item, bool) {
	ids := make([]string, 0, len(rows))
	for id := range rows {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	for _, id := range ids {
		it := rows[id]
		if it.ProblemID != pid || it.Image == "" {
			continue
		}
		img, err := os.ReadFile(it.Image)
		if err == nil && bytes.Contains(body, []byte(base64.StdEncoding.EncodeToString(img))) {
			return it, true
		}
	}
	return record.Item{}, false
}

// runModeOnce runs the pipeline up to the status stage and returns its
// rows, the exit code dgnpipe run would give (0, 3 when a stage is
// degraded, 1 on an error) and the reread stage's counts.
func runModeOnce(t *testing.T, yaml, dir string) (map[string]record.Item, int, map[string]int) {
	t.Helper()
	cfg, err := pipeline.Load(yaml, all.Registry())
	if err != nil {
		t.Fatal(err)
	}
	cfg.Artifacts = dir
	exit := 0
	rep, err := pipeline.Run(context.Background(), cfg, pipeline.Options{Fingerprint: "test", Targets: []string{"status"}})
	switch {
	case err != nil:
		t.Logf("run: %v", err)
		exit = 1
		if errors.Is(err, context.Canceled) {
			t.Fatal(err)
		}
	case len(rep.Degraded) > 0:
		exit = 3
	}
	items, err := record.ReadItems(filepath.Join(dir, "status", pipeline.RowsFile))
	if err != nil {
		t.Fatal(err)
	}
	byID := map[string]record.Item{}
	for _, it := range items {
		byID[it.ID] = it
	}
	var m struct {
		Rows map[string]int `json:"rows"`
	}
	if b, err := os.ReadFile(filepath.Join(dir, "reread", "manifest.json")); err == nil {
		json.Unmarshal(b, &m)
	}
	return byID, exit, m.Rows
}

// tally counts the flagged rows' statuses.
func tally(r modeRun) string {
	n := map[record.Status]int{}
	for _, id := range r.flagged {
		n[r.after[id].AnswerStatus]++
	}
	var parts []string
	for _, s := range []record.Status{record.StatusCorrected, record.StatusRefuted, record.StatusDisputed, record.StatusSuspected} {
		if n[s] > 0 {
			parts = append(parts, fmt.Sprintf("%s %d", s, n[s]))
		}
	}
	return strings.Join(parts, ", ")
}

// rowsOf is each flagged row's status, marked * when its published
// problem differs from the transcription and ! when its gold does.
func rowsOf(r modeRun) string {
	var parts []string
	for _, id := range r.flagged {
		a, b := r.after[id], r.before[id]
		mark := ""
		if a.Problem != b.Problem {
			mark += "*"
			if len(a.Problem) > 10000 {
				mark += fmt.Sprintf("(%d chars)", len(a.Problem))
			}
		}
		if a.FinalAnswer != b.FinalAnswer {
			mark += "!" + a.FinalAnswer
		}
		parts = append(parts, fmt.Sprintf("%s=%s%s", strings.TrimPrefix(id, "dgn."), a.AnswerStatus, mark))
	}
	return strings.Join(parts, " ")
}
