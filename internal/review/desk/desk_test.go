package desk

import (
	"encoding/json"
	"io"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/PuerkitoBio/goquery"

	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/review"
)

// fixture is a run's rows and its source folder.
type fixture struct {
	rows, src string
	items     []record.Item
}

// newFixture writes rows (with their row_sha256 set from problem and
// source answer) into a temporary status output.
func newFixture(t testing.TB, items []record.Item) fixture {
	t.Helper()
	src := filepath.Join(t.TempDir(), "book")
	if err := os.Mkdir(src, 0o755); err != nil {
		t.Fatal(err)
	}
	return newFixtureIn(t, src, items)
}

// newFixtureIn is newFixture with the source folder src (the rows file
// goes beside it).
func newFixtureIn(t testing.TB, src string, items []record.Item) fixture {
	t.Helper()
	dir := filepath.Dir(src)
	for i := range items {
		if items[i].Origin == "" {
			items[i].Origin = filepath.Join(src, "book.jsonl") + ":" + itoa(i+1)
		}
		if items[i].RowSHA256 == "" {
			items[i].RowSHA256 = review.RowSHA256(items[i].Problem, items[i].SourceAnswer)
		}
	}
	rows := filepath.Join(dir, "items.jsonl")
	f, err := os.Create(rows)
	if err != nil {
		t.Fatal(err)
	}
	if err := record.WriteItems(f, items); err != nil {
		t.Fatal(err)
	}
	f.Close()
	return fixture{rows: rows, src: src, items: items}
}

func itoa(n int) string { return strconv.Itoa(n) }

func sampleItems() []record.Item {
	refute := record.Legs{Native: &record.NativeOutcome{Verdict: record.Refute, Kind: "equation", Note: "x=2 fails"},
		Vision: &record.VisionOutcome{Outcome: "not-reread", Note: "no model"}}
	return []record.Item{
		{ID: "dgn.core.1.001", Collection: "core", Chapter: 1, Problem: "Solve $x^2-5x-6=0$.", SourceAnswer: "2; 3", FinalAnswer: "2; 3",
			AnswerStatus: record.StatusSuspected, Legs: refute},
		{ID: "dgn.core.1.002", Collection: "core", Chapter: 1, Problem: `Evil <script>alert("x")</script> & $\frac{1}{2}$`, SourceAnswer: `<b>1</b>`, FinalAnswer: `<b>1</b>`,
			AnswerStatus: record.StatusVerified, Legs: record.Legs{Native: &record.NativeOutcome{Verdict: record.Confirm, Note: "ok </pre><script>x</script>"}}},
		{ID: "math.test.algebra.1", Collection: "math", Chapter: 1, Problem: "Compute $1+1$.", SourceAnswer: "2", FinalAnswer: "2",
			AnswerStatus: record.StatusUnverifiable},
	}
}

func newDesk(t testing.TB, fx fixture) *Desk {
	t.Helper()
	d, err := New(Options{Rows: fx.rows, Sources: []string{fx.src}, Reviewer: "ann",
		Now: func() time.Time { return time.Date(2026, 12, 1, 8, 0, 0, 0, time.UTC) }})
	if err != nil {
		t.Fatal(err)
	}
	return d
}

const testToken = "t0k3n"

func newServer(t *testing.T, d *Desk) *httptest.Server {
	t.Helper()
	h, err := d.Handler(testToken)
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(h)
	t.Cleanup(srv.Close)
	return srv
}

func get(t *testing.T, c *http.Client, u string, header ...string) (int, string) {
	t.Helper()
	req, _ := http.NewRequest("GET", u, nil)
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Set(header[i], header[i+1])
	}
	resp, err := c.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(b)
}

func TestToken(t *testing.T) {
	srv := newServer(t, newDesk(t, newFixture(t, sampleItems())))
	plain := srv.Client()
	for _, p := range []string{"/", "/row/dgn.core.1.001", "/assets/app.js", "/api/reviews", "/img/dgn.core.1.001/page", "/?token=wrong"} {
		if code, _ := get(t, plain, srv.URL+p); code != http.StatusForbidden {
			t.Errorf("GET %s without the token: %d, want 403", p, code)
		}
	}
	if code, _ := get(t, plain, srv.URL+"/", "Cookie", CookiePrefix+"000000000000=nope"); code != http.StatusForbidden {
		t.Errorf("a wrong cookie: %d, want 403", code)
	}
	if code, _ := get(t, plain, srv.URL+"/", "Authorization", "Bearer nope"); code != http.StatusForbidden {
		t.Errorf("a wrong bearer token: %d, want 403", code)
	}
	if code, _ := get(t, plain, srv.URL+"/", "Authorization", "Bearer "+testToken); code != http.StatusOK {
		t.Errorf("the bearer token: %d, want 200", code)
	}
	// The printed URL sets the cookie and drops the token from the URL.
	jar, _ := cookiejar.New(nil)
	c := &http.Client{Jar: jar}
	resp, err := c.Get(srv.URL + "/?token=" + testToken + "&status=suspected")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK || resp.Request.URL.Query().Get("token") != "" || resp.Request.URL.Query().Get("status") != "suspected" {
		t.Errorf("after the token URL: %d at %s", resp.StatusCode, resp.Request.URL)
	}
	u, _ := url.Parse(srv.URL)
	if cs := jar.Cookies(u); len(cs) != 1 || !strings.HasPrefix(cs[0].Name, CookiePrefix) || cs[0].Value == testToken {
		t.Errorf("cookies %v", cs)
	}
	if code, _ := get(t, c, srv.URL+"/row/dgn.core.1.001"); code != http.StatusOK {
		t.Errorf("with the cookie: %d, want 200", code)
	}
}

func TestEverythingIsEscaped(t *testing.T) {
	srv := newServer(t, newDesk(t, newFixture(t, sampleItems())))
	auth := []string{"Authorization", "Bearer " + testToken}
	for _, p := range []string{"/", "/row/dgn.core.1.002", "/?q=" + url.QueryEscape("<script>")} {
		code, body := get(t, srv.Client(), srv.URL+p, auth...)
		if code != http.StatusOK {
			t.Fatalf("GET %s: %d", p, code)
		}
		if strings.Contains(body, "<script>alert") || strings.Contains(body, "<b>1</b>") || strings.Contains(body, "<script>x") {
			t.Errorf("GET %s: unescaped text in the page", p)
		}
		if !strings.Contains(body, "&lt;script&gt;alert(&#34;x&#34;)&lt;/script&gt;") && p != "/?q=%3Cscript%3E" {
			t.Errorf("GET %s: the problem is not there as escaped text", p)
		}
	}
	_, body := get(t, srv.Client(), srv.URL+"/?q="+url.QueryEscape("<script>"), auth...)
	if !strings.Contains(body, "dgn.core.1.002") || strings.Contains(body, "dgn.core.1.001") {
		t.Error("search by text does not find exactly the row")
	}
}

func post(t *testing.T, srv *httptest.Server, body string, token string) (int, map[string]any) {
	t.Helper()
	req, _ := http.NewRequest("POST", srv.URL+"/api/reviews", strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	resp, err := srv.Client().Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var out map[string]any
	json.NewDecoder(resp.Body).Decode(&out)
	return resp.StatusCode, out
}

func TestAPIReviews(t *testing.T) {
	fx := newFixture(t, sampleItems())
	srv := newServer(t, newDesk(t, fx))
	if code, _ := post(t, srv, `{"id":"dgn.core.1.001","decision":"agree"}`, ""); code != http.StatusForbidden {
		t.Errorf("POST without the token: %d, want 403", code)
	}
	for body, want := range map[string]int{
		`{"id":"nope","decision":"agree"}`:                                             http.StatusNotFound,
		`{"id":"dgn.core.1.001","decision":"maybe"}`:                                   http.StatusUnprocessableEntity,
		`{"id":"dgn.core.1.001","decision":"checker-wrong"}`:                           http.StatusUnprocessableEntity,
		`{"id":"dgn.core.1.001","decision":"transcription"}`:                           http.StatusUnprocessableEntity,
		`{"id":"dgn.core.1.001","decision":"agree","answer":"5"}`:                      http.StatusUnprocessableEntity,
		`{"id":"dgn.core.1.001","decision":"agree","row_sha256":"` + zeros + `"}`:      http.StatusConflict,
		`{"id":"dgn.core.1.001","decision":"agree","extra":1}`:                         http.StatusBadRequest,
		`{"id":"dgn.core.1.001","decision":"transcription","answer":"-1; 6","x":true}`: http.StatusBadRequest,
	} {
		if code, out := post(t, srv, body, testToken); code != want {
			t.Errorf("POST %s: %d %v, want %d", body, code, out, want)
		}
	}
	if _, err := os.Stat(filepath.Join(fx.src, review.FileName)); err == nil {
		t.Fatal("a refused decision was written")
	}
	code, out := post(t, srv, `{"id":"dgn.core.1.001","decision":"transcription","answer":"-1; 6","comment":"page 10 prints -1; 6"}`, testToken)
	if code != http.StatusCreated {
		t.Fatalf("POST transcription: %d %v", code, out)
	}
	f, err := review.Read(filepath.Join(fx.src, review.FileName))
	if err != nil || len(f.Entries) != 1 || len(f.Warnings) != 0 {
		t.Fatalf("reviews file: %v %+v", err, f)
	}
	e := f.Entries[0]
	if e.ID != "dgn.core.1.001" || e.Decision != review.Transcription || e.Reviewer != "ann" || e.At != "2026-12-01T08:00:00Z" ||
		e.RowSHA256 != review.RowSHA256("Solve $x^2-5x-6=0$.", "2; 3") || e.Answer == nil || *e.Answer != "-1; 6" || e.Problem != nil {
		t.Errorf("review written: %+v", e)
	}
	// The list knows the row is reviewed.
	_, body := get(t, srv.Client(), srv.URL+"/?review=reviewed", "Authorization", "Bearer "+testToken)
	if !strings.Contains(body, "dgn.core.1.001") || strings.Contains(body, "dgn.core.1.002") {
		t.Error("review=reviewed does not list exactly the reviewed row")
	}
}

const zeros = "0000000000000000000000000000000000000000000000000000000000000000"

func TestStaleReviewIsShown(t *testing.T) {
	fx := newFixture(t, sampleItems())
	line := `{"id":"dgn.core.1.001","decision":"source-wrong","reviewer":"bob","at":"2026-11-30T10:00:00Z","row_sha256":"` + zeros + `","comment":"old"}` + "\n" +
		"not json\n"
	if err := os.WriteFile(filepath.Join(fx.src, review.FileName), []byte(line), 0o644); err != nil {
		t.Fatal(err)
	}
	srv := newServer(t, newDesk(t, fx))
	auth := []string{"Authorization", "Bearer " + testToken}
	_, body := get(t, srv.Client(), srv.URL+"/?review=stale", auth...)
	if !strings.Contains(body, "dgn.core.1.001") || !strings.Contains(body, "1 stale review(s)") {
		t.Error("the list does not show the stale review")
	}
	if !strings.Contains(body, review.FileName+":2: malformed review") {
		t.Error("the list does not report the malformed line with file:line")
	}
	_, body = get(t, srv.Client(), srv.URL+"/row/dgn.core.1.001", auth...)
	if !strings.Contains(body, "stale review") {
		t.Error("the row page does not say its review is stale")
	}
	var out struct {
		Reviews []struct {
			ID, State string
		}
	}
	_, js := get(t, srv.Client(), srv.URL+"/api/reviews", auth...)
	if err := json.Unmarshal([]byte(js), &out); err != nil || len(out.Reviews) != 1 || out.Reviews[0].State != "stale" {
		t.Errorf("GET /api/reviews: %s", js)
	}
}

func TestFilters(t *testing.T) {
	d := newDesk(t, newFixture(t, sampleItems()))
	latest, _, _, _ := d.reviewsSnapshot()
	ids := func(f Filter) string {
		var out []string
		for _, i := range d.Select(f, latest).Rows {
			out = append(out, d.rowsNow().rows[i].ID)
		}
		return strings.Join(out, " ")
	}
	for f, want := range map[Filter]string{
		{}:                           "dgn.core.1.001 dgn.core.1.002 math.test.algebra.1",
		{Status: "suspected"}:        "dgn.core.1.001",
		{Collection: "math"}:         "math.test.algebra.1",
		{Chapter: "core:1"}:          "dgn.core.1.001 dgn.core.1.002",
		{Leg: "1:refute"}:            "dgn.core.1.001",
		{Leg: "4:not-reread"}:        "dgn.core.1.001",
		{Flagged: "yes"}:             "dgn.core.1.001",
		{Flagged: "no"}:              "dgn.core.1.002 math.test.algebra.1",
		{Review: "none"}:             "dgn.core.1.001 dgn.core.1.002 math.test.algebra.1",
		{Review: "reviewed"}:         "",
		{Q: "MATH.TEST"}:             "math.test.algebra.1",
		{Q: "x^2-5x"}:                "dgn.core.1.001",
		{Status: "verified", Q: "x"}: "dgn.core.1.002",
	} {
		if got := ids(f); got != want {
			t.Errorf("%+v: %q, want %q", f, got, want)
		}
	}
	sel := d.Select(Filter{Collection: "core", Status: "verified"}, latest)
	if sel.Total != 2 || sel.Counts["suspected"] != 1 || sel.Counts["verified"] != 1 || len(sel.Rows) != 1 {
		t.Errorf("counts are over every filter but the status: %+v", sel)
	}
}

func TestReviewGoesToTheRowsSourceFolder(t *testing.T) {
	items := sampleItems()
	items[2].Origin = "/elsewhere/artifacts/generate/exercises.jsonl:3" // made by a stage
	fx := newFixture(t, items)
	other := t.TempDir()
	items[0].Origin = filepath.Join(other, "b.jsonl") + ":1"
	fx = newFixture(t, items)
	d, err := New(Options{Rows: fx.rows, Sources: []string{fx.src, other}, Reviewer: "ann"})
	if err != nil {
		t.Fatal(err)
	}
	for id, want := range map[string]string{"dgn.core.1.001": other, "math.test.algebra.1": fx.src} {
		it, _ := d.Row(id)
		if p, _ := d.ReviewsFile(it); p != filepath.Join(want, review.FileName) {
			t.Errorf("%s: reviews go to %s, want %s", id, p, filepath.Join(want, review.FileName))
		}
	}
}

func TestExport(t *testing.T) {
	d := newDesk(t, newFixture(t, sampleItems()))
	dir := t.TempDir()
	n, err := d.Export(dir)
	if err != nil {
		t.Fatal(err)
	}
	// index + one list per status + the rows' index + 3 rows
	if want := 1 + len(record.Statuses) + 1 + 3; n != want {
		t.Errorf("wrote %d pages, want %d", n, want)
	}
	for _, f := range []string{"index.html", "suspected.html", "row-dgn.core.1.002.html", "assets/katex/katex.min.js", "assets/app.css"} {
		if _, err := os.Stat(filepath.Join(dir, f)); err != nil {
			t.Error(err)
		}
	}
	b, _ := os.ReadFile(filepath.Join(dir, "row-dgn.core.1.002.html"))
	if strings.Contains(string(b), "<form") || strings.Contains(string(b), "<script>alert") {
		t.Error("the exported row page has a review form or unescaped text")
	}
	// The list filters in the browser over rows-index.js: every row, its
	// text escaped so that none can end the script.
	js, err := os.ReadFile(filepath.Join(dir, "rows-index.js"))
	if err != nil {
		t.Fatal(err)
	}
	var idx []indexRow
	if body, ok := strings.CutPrefix(strings.TrimSpace(string(js)), "window.dgnIndex = "); !ok || json.Unmarshal([]byte(strings.TrimSuffix(body, ";")), &idx) != nil {
		t.Fatalf("rows-index.js is not one assignment of a JSON array: %.200s", js)
	}
	if len(idx) != 3 || idx[1].ID != "dgn.core.1.002" || idx[1].URL != "row-dgn.core.1.002.html" || idx[1].Collection != "core" || !strings.Contains(idx[1].Search, "evil <script>") {
		t.Errorf("rows-index.js: %+v", idx)
	}
	if strings.Contains(string(js), "<") {
		t.Error("rows-index.js holds a raw '<'")
	}
	b, _ = os.ReadFile(filepath.Join(dir, "index.html"))
	if !strings.Contains(string(b), `<script src="rows-index.js"></script>`) || !strings.Contains(string(b), `id="filters" data-static`) {
		t.Error("the exported list has no filters over rows-index.js")
	}
	// A list's rows link with its filter, which the row page's steps
	// follow; the row page loads the index only then.
	for page, want := range map[string]string{"index.html": "row-dgn.core.1.001.html", "suspected.html": "row-dgn.core.1.001.html?status=suspected"} {
		f, err := os.Open(filepath.Join(dir, page))
		if err != nil {
			t.Fatal(err)
		}
		doc, err := goquery.NewDocumentFromReader(f)
		f.Close()
		if err != nil {
			t.Fatal(err)
		}
		if got := doc.Find("#rows .c-id a").First().AttrOr("href", ""); got != want {
			t.Errorf("%s links its first row to %q, want %q", page, got, want)
		}
	}
	b, _ = os.ReadFile(filepath.Join(dir, "row-dgn.core.1.001.html"))
	if !strings.Contains(string(b), `data-index="rows-index.js"`) || strings.Contains(string(b), `<script src="rows-index.js"`) {
		t.Error("the exported row page does not name rows-index.js for its steps, or loads it always")
	}
	if _, err := d.Export(dir); err != nil {
		t.Errorf("a second export into the same folder: %v", err)
	}
}

func TestAssetsAreBuilt(t *testing.T) {
	if _, err := assetsFS(); err != nil {
		t.Fatal(err) // fails, not skips: `make js` builds them
	}
}

func TestFormReview(t *testing.T) {
	fx := newFixture(t, sampleItems())
	srv := newServer(t, newDesk(t, fx))
	c := srv.Client()
	c.CheckRedirect = func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }
	postForm := func(id string, v url.Values) (*http.Response, string) {
		req, _ := http.NewRequest("POST", srv.URL+"/row/"+id+"/review", strings.NewReader(v.Encode()))
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
		req.Header.Set("Authorization", "Bearer "+testToken)
		resp, err := c.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		return resp, string(b)
	}
	// checker-wrong needs a reason: the page comes back with the error and
	// what was typed.
	resp, body := postForm("dgn.core.1.001", url.Values{"decision": {"checker-wrong"}, "comment": {" "}})
	if resp.StatusCode != http.StatusUnprocessableEntity || !strings.Contains(body, `id="error"`) || !strings.Contains(body, "needs a &#34;comment&#34;") {
		t.Errorf("checker-wrong without a reason: %d", resp.StatusCode)
	}
	// A transcription with the answer unchanged and the problem changed
	// records the problem only, and goes on to the next row.
	resp, _ = postForm("dgn.core.1.001", url.Values{"decision": {"transcription"}, "problem": {"Solve $x^2-5x+6=0$.\r\n"},
		"answer": {"2; 3"}, "comment": {"p. 10"}})
	if resp.StatusCode != http.StatusSeeOther || !strings.HasPrefix(resp.Header.Get("Location"), "/row/dgn.core.1.002?") {
		t.Errorf("saved: %d to %q", resp.StatusCode, resp.Header.Get("Location"))
	}
	f, _ := review.Read(filepath.Join(fx.src, review.FileName))
	if len(f.Entries) != 1 || f.Entries[0].Problem == nil || *f.Entries[0].Problem != "Solve $x^2-5x+6=0$." || f.Entries[0].Answer != nil {
		t.Errorf("reviews file: %+v", f.Entries)
	}
	// A page of an older version of the row is refused.
	resp, _ = postForm("dgn.core.1.001", url.Values{"decision": {"agree"}, "row_sha256": {zeros}})
	if resp.StatusCode != http.StatusConflict {
		t.Errorf("a decision on a stale page: %d", resp.StatusCode)
	}
}

func TestRowShowsRereadDiff(t *testing.T) {
	items := sampleItems()
	items[0].Legs.Vision = &record.VisionOutcome{Outcome: "disagree", Problem: "Solve $x^2-5x+6=0$.", Answer: "2; 3", RereadVerdict: record.Confirm, Note: "statement differs"}
	// Corrected: the row's problem is the re-read's; the transcription is
	// read from its source line.
	items[0].Problem, items[0].AnswerStatus = "Solve $x^2-5x+6=0$.", record.StatusCorrected
	items[0].RowSHA256 = review.RowSHA256("Solve $x^2-5x-6=0$.", "2; 3")
	fx := newFixture(t, items)
	line := `{"collection":"core","problem_id":"1.001","problem":"Solve $x^2-5x-6=0$.","answer":"2; 3"}` + "\n"
	if err := os.WriteFile(filepath.Join(fx.src, "book.jsonl"), []byte(line), 0o644); err != nil {
		t.Fatal(err)
	}
	srv := newServer(t, newDesk(t, fx))
	_, body := get(t, srv.Client(), srv.URL+"/row/dgn.core.1.001", "Authorization", "Bearer "+testToken)
	for _, want := range []string{
		`<span class="d-same">Solve $x^2-5x</span><span class="d-del">-</span>`,
		`<span class="d-same">Solve $x^2-5x</span><span class="d-ins">&#43;</span>`,
		"Re-read problem (leg 4) against the transcription",
	} {
		if !strings.Contains(body, want) {
			t.Errorf("the row page lacks %q", want)
		}
	}
	if strings.Contains(body, "Re-read answer") {
		t.Error("an answer the re-read agrees with is shown as a difference")
	}
}

func TestAssetsAreCachedByETag(t *testing.T) {
	srv := newServer(t, newDesk(t, newFixture(t, sampleItems())))
	req, _ := http.NewRequest("GET", srv.URL+"/assets/katex/katex.min.js", nil)
	req.Header.Set("Authorization", "Bearer "+testToken)
	resp, err := srv.Client().Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	tag := resp.Header.Get("ETag")
	if resp.StatusCode != http.StatusOK || tag == "" || !strings.Contains(resp.Header.Get("Cache-Control"), "max-age") {
		t.Fatalf("first GET: %d, ETag %q, Cache-Control %q", resp.StatusCode, tag, resp.Header.Get("Cache-Control"))
	}
	req.Header.Set("If-None-Match", tag)
	resp, err = srv.Client().Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusNotModified {
		t.Errorf("GET with the ETag: %d, want 304", resp.StatusCode)
	}
}

// TestNewRunIsReadWithoutRestart: the app stays open across runs: a new
// rows file is read at the next request (and whether it is stale asked
// again).
func TestNewRunIsReadWithoutRestart(t *testing.T) {
	fx := newFixture(t, sampleItems())
	asked := 0
	d, err := New(Options{Rows: fx.rows, Sources: []string{fx.src}, Reviewer: "ann", Stale: func() []string {
		asked++
		if asked == 1 {
			return []string{"status: sources changed"}
		}
		return nil
	}})
	if err != nil {
		t.Fatal(err)
	}
	srv := newServer(t, d)
	auth := []string{"Authorization", "Bearer " + testToken}
	_, body := get(t, srv.Client(), srv.URL+"/?status=corrected", auth...)
	if strings.Contains(body, "dgn.core.1.001") || !strings.Contains(body, "status: sources changed") {
		t.Fatal("before the new run: unexpected list")
	}
	items := fx.items
	items[0].AnswerStatus = record.StatusCorrected
	items[0].VerificationNote = "corrected by the new run"
	f, err := os.Create(fx.rows + ".new")
	if err != nil {
		t.Fatal(err)
	}
	if err := record.WriteItems(f, items); err != nil {
		t.Fatal(err)
	}
	f.Close()
	if err := os.Rename(fx.rows+".new", fx.rows); err != nil {
		t.Fatal(err)
	}
	_, body = get(t, srv.Client(), srv.URL+"/?status=corrected", auth...)
	if !strings.Contains(body, "dgn.core.1.001") || strings.Contains(body, "status: sources changed") {
		t.Error("the new run's rows are not shown, or the old staleness is")
	}
	if asked != 2 {
		t.Errorf("staleness asked %d times, want once per reading of the rows", asked)
	}
}

// TestCrossOriginPostRefused: the cookie is SameSite=Strict, but a page of
// another port of the same host is the same site, so the browser sends it;
// a decision posted from another origin is refused (Sec-Fetch-Site or
// Origin), while a tool without those headers (Bearer) still posts.
func TestCrossOriginPostRefused(t *testing.T) {
	fx := newFixture(t, sampleItems())
	srv := newServer(t, newDesk(t, fx))
	cookie := sessionCookie(t, srv)
	for _, tc := range []struct{ path, ctype, body string }{
		{"/api/reviews", "text/plain", `{"id":"dgn.core.1.001","decision":"agree"}`},
		{"/row/dgn.core.1.001/review", "application/x-www-form-urlencoded", "decision=agree"},
	} {
		for _, h := range [][2]string{{"Sec-Fetch-Site", "same-site"}, {"Origin", "http://127.0.0.1:1"}} {
			req, _ := http.NewRequest("POST", srv.URL+tc.path, strings.NewReader(tc.body))
			req.Header.Set("Content-Type", tc.ctype)
			req.Header.Set("Cookie", cookie)
			req.Header.Set(h[0], h[1])
			resp, err := srv.Client().Do(req)
			if err != nil {
				t.Fatal(err)
			}
			resp.Body.Close()
			if resp.StatusCode != http.StatusForbidden {
				t.Errorf("POST %s with %s: %s: %d, want 403", tc.path, h[0], h[1], resp.StatusCode)
			}
		}
	}
	if _, err := os.Stat(filepath.Join(fx.src, review.FileName)); err == nil {
		t.Fatal("a cross-origin decision was written")
	}
	// Same origin, as the desk's own form posts it.
	req, _ := http.NewRequest("POST", srv.URL+"/row/dgn.core.1.001/review", strings.NewReader("decision=agree"))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.Header.Set("Cookie", cookie)
	req.Header.Set("Sec-Fetch-Site", "same-origin")
	req.Header.Set("Origin", srv.URL)
	resp, err := (&http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}).Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusSeeOther {
		t.Errorf("same-origin form post: %d, want 303", resp.StatusCode)
	}
}

// A later transcription review starts from the earlier one's fixes: a field
// the second reviewer leaves alone keeps the first reviewer's fix, and one
// typed back to the transcription is reverted.
func TestFormCarriesEarlierFixForward(t *testing.T) {
	fx := newFixture(t, sampleItems())
	srv := newServer(t, newDesk(t, fx))
	c := srv.Client()
	c.CheckRedirect = func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }
	const id = "dgn.core.1.001"
	// form posts what the row page's form holds, with the given fields
	// changed, as a browser would.
	form := func(change url.Values) url.Values {
		_, body := get(t, c, srv.URL+"/row/"+id, "Authorization", "Bearer "+testToken)
		doc, err := goquery.NewDocumentFromReader(strings.NewReader(body))
		if err != nil {
			t.Fatal(err)
		}
		v := url.Values{"decision": {"transcription"}, "problem": {doc.Find("#fix-problem").Text()}}
		v.Set("answer", doc.Find("#fix-answer").AttrOr("value", "?"))
		for k, x := range change {
			v[k] = x
		}
		req, _ := http.NewRequest("POST", srv.URL+"/row/"+id+"/review", strings.NewReader(v.Encode()))
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
		req.Header.Set("Authorization", "Bearer "+testToken)
		resp, err := c.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != http.StatusSeeOther {
			t.Fatalf("POST %v: %d", v, resp.StatusCode)
		}
		return v
	}
	last := func() review.Entry {
		f, err := review.Read(filepath.Join(fx.src, review.FileName))
		if err != nil || len(f.Entries) == 0 {
			t.Fatalf("reviews file: %v %+v", err, f)
		}
		return f.Entries[len(f.Entries)-1]
	}
	str := func(p *string) string {
		if p == nil {
			return "<nil>"
		}
		return *p
	}
	// The first review fixes the answer only.
	form(url.Values{"answer": {"-1; 6"}})
	if e := last(); e.Problem != nil || str(e.Answer) != "-1; 6" {
		t.Fatalf("first review: problem %s, answer %s", str(e.Problem), str(e.Answer))
	}
	// The second fixes the problem and leaves the answer as the form shows
	// it: the first reviewer's answer stands.
	form(url.Values{"problem": {"Solve $x^2-5x+6=0$."}})
	if e := last(); str(e.Problem) != "Solve $x^2-5x+6=0$." || str(e.Answer) != "-1; 6" {
		t.Errorf("second review: problem %s, answer %s; want both fixes", str(e.Problem), str(e.Answer))
	}
	// The third types the transcribed answer back: a revert.
	form(url.Values{"answer": {"2; 3"}})
	if e := last(); str(e.Problem) != "Solve $x^2-5x+6=0$." || e.Answer != nil {
		t.Errorf("third review: problem %s, answer %s; want the problem fix and the answer as transcribed", str(e.Problem), str(e.Answer))
	}
	// Typing the transcribed problem back reverts it too.
	form(url.Values{"problem": {"Solve $x^2-5x-6=0$."}, "answer": {"-2; 7"}})
	if e := last(); e.Problem != nil || str(e.Answer) != "-2; 7" {
		t.Errorf("fourth review: problem %s, answer %s; want the problem as transcribed", str(e.Problem), str(e.Answer))
	}
}

// wantCSP is the policy of every page of the desk, directive by directive,
// written out again here so that a policy weakened or dropped fails.
var wantCSP = map[string]string{
	"default-src": "'none'", "script-src": "'self'", "style-src": "'self'", "style-src-attr": "'unsafe-inline'",
	"img-src": "'self'", "font-src": "'self'", "form-action": "'self'", "base-uri": "'none'",
}

// checkCSP compares a Content-Security-Policy with want.
func checkCSP(t *testing.T, where, policy string, want map[string]string) {
	t.Helper()
	got := map[string]string{}
	for _, d := range strings.Split(policy, ";") {
		name, value, _ := strings.Cut(strings.TrimSpace(d), " ")
		if name != "" {
			got[name] = strings.TrimSpace(value)
		}
	}
	for name, v := range want {
		if got[name] != v {
			t.Errorf("%s: %s is %q, want %q (policy %q)", where, name, got[name], v, policy)
		}
	}
	for name, v := range got {
		if _, ok := want[name]; !ok {
			t.Errorf("%s: unexpected directive %s %s", where, name, v)
		}
	}
}

// checkNoInline reports markup the policy refuses: an inline script, an
// inline event handler, a <style> element.
func checkNoInline(t *testing.T, where string, doc *goquery.Document) {
	t.Helper()
	if n := doc.Find("script:not([src]), style").Length(); n != 0 {
		t.Errorf("%s: %d inline <script> or <style> element(s)", where, n)
	}
	doc.Find("*").Each(func(_ int, s *goquery.Selection) {
		for _, a := range s.Nodes[0].Attr {
			if strings.HasPrefix(a.Key, "on") {
				t.Errorf("%s: inline handler %s on <%s>", where, a.Key, goquery.NodeName(s))
			}
		}
	})
}

// TestContentSecurityPolicy: the app's pages carry the policy as a header
// (with frame-ancestors), the export's as a <meta> ahead of every script
// and style sheet (without it: a <meta> cannot carry it), and no page has
// markup the policy would refuse.
func TestContentSecurityPolicy(t *testing.T) {
	d := newDesk(t, newFixture(t, sampleItems()))
	srv := newServer(t, d)
	header := map[string]string{"frame-ancestors": "'none'"}
	for k, v := range wantCSP {
		header[k] = v
	}
	for _, p := range []string{"/", "/?status=suspected", "/row/dgn.core.1.002", "/assets/app.js"} {
		req, _ := http.NewRequest("GET", srv.URL+p, nil)
		req.Header.Set("Authorization", "Bearer "+testToken)
		resp, err := srv.Client().Do(req)
		if err != nil {
			t.Fatal(err)
		}
		doc, err := goquery.NewDocumentFromReader(resp.Body)
		resp.Body.Close()
		if err != nil {
			t.Fatal(err)
		}
		checkCSP(t, "GET "+p, resp.Header.Get("Content-Security-Policy"), header)
		checkNoInline(t, "GET "+p, doc)
	}
	dir := t.TempDir()
	if _, err := d.Export(dir); err != nil {
		t.Fatal(err)
	}
	pages, _ := filepath.Glob(filepath.Join(dir, "*.html"))
	if len(pages) < 4 {
		t.Fatalf("the export has %d pages", len(pages))
	}
	for _, p := range pages {
		f, err := os.Open(p)
		if err != nil {
			t.Fatal(err)
		}
		doc, err := goquery.NewDocumentFromReader(f)
		f.Close()
		if err != nil {
			t.Fatal(err)
		}
		name := filepath.Base(p)
		metas := doc.Find(`meta[http-equiv="Content-Security-Policy"]`)
		if metas.Length() != 1 {
			t.Errorf("%s: %d CSP <meta>, want 1", name, metas.Length())
			continue
		}
		checkCSP(t, name, metas.AttrOr("content", ""), wantCSP)
		if first := doc.Find("head").Children().Filter("meta[http-equiv], script, link").First(); !first.Is(`meta[http-equiv="Content-Security-Policy"]`) {
			t.Errorf("%s: <%s> comes before the CSP <meta>, which covers only what follows it", name, goquery.NodeName(first))
		}
		checkNoInline(t, name, doc)
	}
}

// TestLeg3ReadsAsAgreement: on the row page, math.js finding that an answer
// leg 1 refutes fails reads "agrees the gold is wrong"; "contradicts" is
// kept for the engines disagreeing.
func TestLeg3ReadsAsAgreement(t *testing.T) {
	items := sampleItems()
	items[0].Legs.MathJS = &record.MathJSOutcome{Outcome: record.MathJSContradict, Note: "math.js finds x=2 fails too"}
	items[1].Legs.MathJS = &record.MathJSOutcome{Outcome: record.MathJSContradict, Note: "math.js finds 1 fails"}
	srv := newServer(t, newDesk(t, newFixture(t, items)))
	for id, want := range map[string]string{
		"dgn.core.1.001": `<span class="outcome">agrees the gold is wrong</span>`,
		"dgn.core.1.002": `<span class="outcome">contradicts leg 1: finds the gold wrong</span>`,
	} {
		_, body := get(t, srv.Client(), srv.URL+"/row/"+id, "Authorization", "Bearer "+testToken)
		if !strings.Contains(body, want) {
			t.Errorf("%s: the row page lacks %q", id, want)
		}
	}
	// The list's badges and its leg filter read the same way, live and in
	// an export's index.
	_, list := get(t, srv.Client(), srv.URL+"/", "Authorization", "Bearer "+testToken)
	for _, want := range []string{`title="leg 3: agrees the gold is wrong"`, `title="leg 3: contradicts leg 1: finds the gold wrong"`, `leg 3 math.js: finds the gold wrong</option>`} {
		if !strings.Contains(list, want) {
			t.Errorf("the list lacks %q", want)
		}
	}
	if strings.Contains(list, `title="leg 3: contradict"`) || strings.Contains(list, "math.js: contradict<") {
		t.Error("the list still words leg 3's outcome as a contradiction of leg 1")
	}
	dir := t.TempDir()
	if _, err := newDesk(t, newFixture(t, items)).Export(dir); err != nil {
		t.Fatal(err)
	}
	js, err := os.ReadFile(filepath.Join(dir, indexJS))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(js), `"lt":["leg 1: refute","leg 2: did not run","leg 3: agrees the gold is wrong"`) {
		t.Errorf("the export's index lacks leg 3's reading: %.400s", js)
	}
}
