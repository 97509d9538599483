package reread

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/status"
	"github.com/dgnpipe/dgnpipe/internal/vision"
	"github.com/dgnpipe/dgnpipe/internal/vision/visiontest"
)

// The decision tests run leg 4 and the status decision on a small book
// against a fake OpenAI-compatible server started by each test, one test
// per way a server can answer, and assert the statuses and the published
// text.

// page is one problem of the small book: its transcription, what its page
// really prints, and leg 1's verdict on the transcription.
type page struct {
	id, pid         string
	problem, answer string // transcribed
	truthP, truthA  string // printed on the page
	recomputed      string // leg 1's recomputation, confirmed by leg 3
}

var smallBook = []page{
	// A misread statement: the page prints +6, the transcription -6.
	{id: "misread", pid: "2.002", problem: `Solve the equation $x^2-5x-6=0$.`, answer: `x_1=2;\ x_2=3`,
		truthP: `Solve the equation $x^2-5x+6=0$.`, truthA: `x_1=2;\ x_2=3`},
	// A wrong printed answer: 43, not 49; leg 1 recomputes 43.
	{id: "wrong", pid: "4", problem: `Find the sum of the squares of the roots of $x^2-7x+3=0$.`, answer: `49`,
		truthP: `Find the sum of the squares of the roots of $x^2-7x+3=0$.`, truthA: `49`, recomputed: "43"},
	// A wrong printed answer with an extraneous root; no recomputation.
	{id: "extraneous", pid: "2.017", problem: `Solve the equation $\sqrt{2x+1}+\sqrt{x-3}=4$.`, answer: `$4;\ 84$`,
		truthP: `Solve the equation $\sqrt{2x+1}+\sqrt{x-3}=4$.`, truthA: `$4;\ 84$`},
}

// neighbour is the problem printed next to "misread" on its page.
var neighbour = page{pid: "2.001", problem: `Solve the equation $3x-7=11$.`, answer: `6`}

// recheck is leg 1 on a re-read row: it confirms the page's true rows (and
// a statement that makes the book's wrong 49 fit), refutes the rest.
func recheck(_ context.Context, _, problem, answer string) record.NativeOutcome {
	for _, p := range smallBook {
		if ok, _ := Same(p.truthP, problem, 1); ok && p.recomputed == "" {
			if ok, _ := SameAnswer(p.truthA, answer, 2); ok {
				return record.NativeOutcome{Verdict: record.Confirm, Note: "the roots check"}
			}
		}
	}
	if ok, _ := Same(`Find the sum of the squares of the roots of $x^2-7x=0$.`, problem, 1); ok && answer == "49" {
		return record.NativeOutcome{Verdict: record.Confirm, Note: "0^2+7^2=49"}
	}
	return record.NativeOutcome{Verdict: record.Refute, Note: "a counterexample"}
}

// rows writes one page image per row and returns the flagged rows.
func rows(t *testing.T) []*record.Item {
	t.Helper()
	dir := t.TempDir()
	var out []*record.Item
	for _, p := range smallBook {
		img := filepath.Join(dir, p.id+".png")
		if err := os.WriteFile(img, []byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR "+p.id), 0o644); err != nil {
			t.Fatal(err)
		}
		n := &record.NativeOutcome{Verdict: record.Refute, Note: "a counterexample"}
		legs := record.Legs{Native: n}
		if p.recomputed != "" {
			n.Recomputed, n.RecomputedDiffers = p.recomputed, true
			legs.MathJS = &record.MathJSOutcome{Outcome: record.MathJSContradict, Recomputed: record.MathJSConfirm}
		}
		out = append(out, &record.Item{ID: p.id, ProblemID: p.pid, Image: img, Problem: p.problem,
			SourceAnswer: p.answer, FinalAnswer: p.answer, Legs: legs})
	}
	return out
}

// server answers as the page reads (honest) unless reply says otherwise;
// reply gets the row's page, whether this is a second read and the number
// of earlier requests for the row.
func server(t *testing.T, reply func(p page, second bool, n int) (visiontest.Reply, bool)) *visiontest.Server {
	srv := visiontest.New(t, nil)
	srv.Func = func(pid string, body []byte) visiontest.Reply {
		for _, p := range smallBook {
			if p.pid != pid {
				continue
			}
			second := bytes.Contains(body, []byte("Locate problem"))
			if r, ok := reply(p, second, srv.Calls(pid)-1); ok {
				return r
			}
			return visiontest.Reply{Content: visiontest.JSONReading(p.truthP, p.truthA)}
		}
		return visiontest.Reply{Status: 404}
	}
	return srv
}

func honestly(page, bool, int) (visiontest.Reply, bool) { return visiontest.Reply{}, false }

// run re-reads every row through Cached(Budget(OpenAI(Transport))) and
// applies the status decision; it returns the rows by id.
func run(t *testing.T, srv *visiontest.Server, budget *vision.Budget, opts ...func(*Reader)) map[string]*record.Item {
	t.Helper()
	tr := vision.NewTransport(nil, vision.TransportOptions{RatePerSecond: 1000, MaxRetries: 2, BaseDelay: time.Millisecond,
		MaxBody: 64<<10 + 32*vision.DefaultMaxTokens})
	cfg := vision.Config{BaseURL: srv.URL, Model: "fake-vision", APIKey: "sk-decision-test-key", JSONMode: true}
	oc, err := vision.NewOpenAI(cfg, tr)
	if err != nil {
		t.Fatal(err)
	}
	if budget == nil {
		budget = &vision.Budget{}
	}
	budget.Next = oc
	r := &Reader{Client: &vision.Cached{Next: budget, Dir: t.TempDir(), Params: cfg.Params()}, Recheck: recheck}
	for _, o := range opts {
		o(r)
	}
	out := map[string]*record.Item{}
	for _, it := range rows(t) {
		if _, err := r.Row(context.Background(), it); err != nil {
			t.Fatal(err)
		}
		status.Apply(it)
		out[it.ID] = it
	}
	return out
}

// want is a row's expected status and published problem and gold.
type want struct {
	status          record.Status
	problem, answer string
	note            string // a part of the note
}

func check(t *testing.T, got map[string]*record.Item, wants map[string]want) {
	t.Helper()
	for id, w := range wants {
		it := got[id]
		if it.AnswerStatus != w.status || it.Problem != w.problem || it.FinalAnswer != w.answer || !strings.Contains(it.VerificationNote, w.note) {
			t.Errorf("%s: %s, problem %q, gold %q; want %s, %q, %q with %q in the note:\n%s",
				id, it.AnswerStatus, it.Problem, it.FinalAnswer, w.status, w.problem, w.answer, w.note, it.VerificationNote)
		}
		if len(it.VerificationNote) > 8000 {
			t.Errorf("%s: a note of %d bytes", id, len(it.VerificationNote))
		}
	}
}

// honestWants is the outcome of a faithful model: the misread statement
// corrected with the page's text (the book's answer kept), the wrong
// answer corrected by the recomputation, the extraneous root refuted.
var honestWants = map[string]want{
	"misread":    {record.StatusCorrected, smallBook[0].truthP, smallBook[0].answer, "a second, independent read agrees with the first"},
	"wrong":      {record.StatusCorrected, smallBook[1].problem, "43", "agrees with the transcription"},
	"extraneous": {record.StatusRefuted, smallBook[2].problem, smallBook[2].answer, "agrees with the transcription"},
}

func TestDecisionHonest(t *testing.T) {
	srv := server(t, honestly)
	got := run(t, srv, nil)
	check(t, got, honestWants)
	if testing.Verbose() {
		for _, id := range []string{"misread", "wrong"} {
			t.Logf("%s: %s", id, got[id].VerificationNote)
		}
	}
	// One read per row, and a second, independent read of the one page
	// whose statement differs.
	if srv.Total() != 4 || srv.Calls("2.002") != 2 {
		t.Errorf("%d requests (%d for the misread page), want 4 (2)", srv.Total(), srv.Calls("2.002"))
	}
	if !strings.Contains(srv.Requests[0], `"temperature":1e-45`) {
		t.Error("temperature 0 is not sent")
	}
}

// A one-symbol misread that makes the book's wrong answer fit is not a
// correction: the second read agrees with the transcription, which stands,
// and the row follows the honest path. Two reads that disagree dispute the
// row.
func TestDecisionMisreadOnce(t *testing.T) {
	misread := `Find the sum of the squares of the roots of $x^2-7x=0$.`
	srv := server(t, func(p page, second bool, n int) (visiontest.Reply, bool) {
		if p.id == "wrong" && n == 0 {
			return visiontest.Reply{Content: visiontest.JSONReading(misread, p.truthA)}, true
		}
		return visiontest.Reply{}, false
	})
	got := run(t, srv, nil)
	check(t, got, map[string]want{
		"wrong": {record.StatusCorrected, smallBook[1].problem, "43", "a second, independent read agrees with the transcription"},
	})
	if v := got["wrong"].Legs.Vision; v.Problem != "" {
		t.Errorf("the outvoted misread is kept as the page's statement: %q", v.Problem)
	}
	if srv.Calls("4") != 2 {
		t.Errorf("%d requests for the misread page, want 2", srv.Calls("4"))
	}

	srv = server(t, func(p page, second bool, n int) (visiontest.Reply, bool) {
		if p.id == "misread" && second {
			return visiontest.Reply{Content: visiontest.JSONReading(`Solve the equation $x^2-5x+8=0$.`, p.truthA)}, true
		}
		return visiontest.Reply{}, false
	})
	check(t, run(t, srv, nil), map[string]want{
		"misread": {record.StatusDisputed, smallBook[0].problem, smallBook[0].answer, "the two reads of the page disagree"},
	})
}

// A reply for the neighbouring problem is not a re-read of this one.
func TestDecisionWrongProblem(t *testing.T) {
	srv := server(t, func(p page, _ bool, _ int) (visiontest.Reply, bool) {
		if p.id == "misread" {
			return visiontest.Reply{Content: visiontest.JSONReading(neighbour.problem, neighbour.answer)}, true
		}
		return visiontest.Reply{}, false
	})
	check(t, run(t, srv, nil), map[string]want{
		"misread": {record.StatusDisputed, smallBook[0].problem, smallBook[0].answer, "the re-read is another problem"},
		"wrong":   honestWants["wrong"],
	})
	// The model names the problem it read: another number is another problem.
	srv = server(t, func(p page, _ bool, _ int) (visiontest.Reply, bool) {
		if p.id == "misread" {
			return visiontest.Reply{Content: fmt.Sprintf(`{"number": "2.001", "problem": %q, "answer": %q}`, p.truthP, p.truthA)}, true
		}
		return visiontest.Reply{}, false
	})
	check(t, run(t, srv, nil), map[string]want{
		"misread": {record.StatusDisputed, smallBook[0].problem, smallBook[0].answer, "the model says it read problem 2.001, not 2.002"},
	})
}

// Padded replies are refused, never published: over the transport's bound
// (set from max_tokens), or over the bound relative to the transcription.
func TestDecisionHuge(t *testing.T) {
	for name, pad := range map[string]int{"1 MB": 1 << 20, "20 KB": 20 << 10} {
		srv := server(t, func(p page, _ bool, _ int) (visiontest.Reply, bool) {
			if p.id == "misread" {
				padding := strings.Repeat(`\quad `, pad/12)
				return visiontest.Reply{Content: visiontest.JSONReading(padding+p.truthP+padding, p.truthA)}, true
			}
			return visiontest.Reply{}, false
		})
		got := run(t, srv, nil)
		check(t, got, map[string]want{
			"misread": {record.StatusSuspected, smallBook[0].problem, smallBook[0].answer, "unusable"},
			"wrong":   honestWants["wrong"],
		})
		if v := got["misread"].Legs.Vision; v.Failed == "" || v.Problem != "" {
			t.Errorf("%s: the refused reply must be a failure, re-read next run, and keep no text: %+v", name, v)
		}
	}
}

// Formatting is not a difference: labelled roots and a leading x = are the
// book's answer, and the published gold keeps the book's form.
func TestDecisionReformatted(t *testing.T) {
	srv := server(t, func(p page, _ bool, _ int) (visiontest.Reply, bool) {
		switch p.id {
		case "extraneous":
			return visiontest.Reply{Content: visiontest.JSONReading(p.truthP, `x_1=4;\ x_2=84`)}, true
		case "misread":
			return visiontest.Reply{Content: visiontest.JSONReading(p.truthP, `x=2;\ x=3`)}, true
		case "wrong":
			return visiontest.Reply{Content: visiontest.JSONReading(p.truthP, `x = 49`)}, true
		}
		return visiontest.Reply{}, false
	})
	check(t, run(t, srv, nil), honestWants)
}

// A 500 on every row's first attempt is retried; the breaker stays closed.
func TestDecisionTransient500(t *testing.T) {
	srv := server(t, func(_ page, _ bool, n int) (visiontest.Reply, bool) {
		return visiontest.Reply{Status: 500}, n == 0
	})
	check(t, run(t, srv, nil), honestWants)
	if srv.Total() != 7 {
		t.Errorf("%d requests, want 7 (4 reads, 3 retried once)", srv.Total())
	}
}

// A connection reset mid-body is retried.
func TestDecisionReset(t *testing.T) {
	srv := server(t, func(p page, _ bool, n int) (visiontest.Reply, bool) {
		return visiontest.Reply{Content: visiontest.JSONReading(p.truthP, p.truthA), Reset: true}, n == 0
	})
	check(t, run(t, srv, nil), honestWants)
}

// A reply the server's content filter withheld is unusable: the row stays
// suspected, marked failed so the next run reads it again.
func TestDecisionContentFilter(t *testing.T) {
	srv := server(t, func(p page, _ bool, _ int) (visiontest.Reply, bool) {
		return visiontest.Reply{Content: visiontest.JSONReading(p.truthP, p.truthA), FinishReason: "content_filter"}, p.id == "misread"
	})
	got := run(t, srv, nil)
	check(t, got, map[string]want{
		"misread": {record.StatusSuspected, smallBook[0].problem, smallBook[0].answer, "content filter"},
		"wrong":   honestWants["wrong"],
	})
	if got["misread"].Legs.Vision.Failed == "" {
		t.Error("a filtered reply is not marked failed")
	}
}

// A server without JSON mode costs one extra request per run.
func TestDecisionJSONModeRefused(t *testing.T) {
	srv := server(t, honestly)
	srv.RejectJSONMode = true
	check(t, run(t, srv, nil), honestWants)
	if srv.Total() != 5 {
		t.Errorf("%d requests, want 5 (4 reads and the refused JSON mode)", srv.Total())
	}
}

// The token budget is checked before each call with the call's max_tokens.
func TestDecisionBudget(t *testing.T) {
	srv := server(t, func(p page, _ bool, _ int) (visiontest.Reply, bool) {
		return visiontest.Reply{Content: visiontest.JSONReading(p.truthP, p.truthA), CompletionTokens: 800}, true
	})
	b := &vision.Budget{MaxTokens: 3000, ReplyTokens: vision.DefaultMaxTokens}
	got := run(t, srv, b)
	// The first row's first read fits (1,800 tokens); its second read would
	// not (1,800 + 2,048 > 3,000), nor any later call.
	if st := b.Stats(); srv.Total() != 1 || st.PromptTokens+st.CompletionTokens > 3000 {
		t.Errorf("%d requests, stats %+v", srv.Total(), st)
	}
	check(t, got, map[string]want{
		"misread":    {record.StatusSuspected, smallBook[0].problem, smallBook[0].answer, "budget is spent"},
		"wrong":      {record.StatusSuspected, smallBook[1].problem, smallBook[1].answer, "budget is spent"},
		"extraneous": {record.StatusSuspected, smallBook[2].problem, smallBook[2].answer, "budget is spent"},
	})
}

// With confirm_model set, the second read is asked of that model, and the
// note names it.
func TestDecisionConfirmModel(t *testing.T) {
	srv := server(t, honestly)
	got := run(t, srv, nil, func(r *Reader) { r.ConfirmModel = "fake-vision-2" })
	check(t, got, honestWants)
	second := 0
	for _, body := range srv.Requests {
		if strings.Contains(body, `"model":"fake-vision-2"`) {
			second++
			if !strings.Contains(body, "Locate problem 2.002") {
				t.Errorf("the second model was asked another question: %.200s", body)
			}
		}
	}
	if second != 1 || !strings.Contains(got["misread"].VerificationNote, "read again independently by fake-vision-2") {
		t.Errorf("%d requests to the second model; note:\n%s", second, got["misread"].VerificationNote)
	}
}
