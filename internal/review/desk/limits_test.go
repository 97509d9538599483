package desk

import (
	"encoding/json"
	"io"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/review"
)

// postRaw posts body with the token and returns the status and the body.
func postRaw(t *testing.T, c *http.Client, u, ctype, body string) (int, string) {
	t.Helper()
	req, _ := http.NewRequest("POST", u, strings.NewReader(body))
	req.Header.Set("Content-Type", ctype)
	req.Header.Set("Authorization", "Bearer "+testToken)
	resp, err := c.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(b)
}

// TestOversizedReviewIsRefused: a decision whose reviews line would be
// over review.MaxLine is refused by the form and the API alike (the limit
// measured after JSON encoding), nothing is written, and a normal review
// posted after it is written and read back.
func TestOversizedReviewIsRefused(t *testing.T) {
	fx := newFixture(t, sampleItems())
	srv := newServer(t, newDesk(t, fx))
	c := srv.Client()
	c.CheckRedirect = func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }
	form := func(comment string) (int, string) {
		v := url.Values{"decision": {"checker-wrong"}, "comment": {comment}}
		return postRaw(t, c, srv.URL+"/row/dgn.core.1.001/review", "application/x-www-form-urlencoded", v.Encode())
	}
	api := func(comment string) (int, string) {
		b, _ := json.Marshal(Decide{ID: "dgn.core.1.001", Decision: review.CheckerWrong, Comment: comment})
		return postRaw(t, c, srv.URL+"/api/reviews", "application/json", string(b))
	}
	huge := strings.Repeat("x", 9<<20)
	encoded := strings.Repeat("<", review.MaxLine/6+1) // under the limit as typed, over it as written
	for name, send := range map[string]func(string) (int, string){"form": form, "api": api} {
		for what, comment := range map[string]string{"9 MiB": huge, "'<' x MaxLine/6": encoded} {
			if code, body := send(comment); code != http.StatusRequestEntityTooLarge {
				t.Errorf("%s, a %s comment: %d, want 413 (%.200s)", name, what, code, body)
			}
		}
	}
	if _, err := os.Stat(filepath.Join(fx.src, review.FileName)); err == nil {
		t.Fatal("a refused decision was written")
	}
	if code, body := api("reads x^2 as x_2"); code != http.StatusCreated {
		t.Fatalf("a normal review after them: %d %s", code, body)
	}
	if code, _ := form("reads x^2 as x_2 " + strings.Repeat("<", review.MaxLine/6-200)); code != http.StatusSeeOther {
		t.Fatalf("a comment just under the limit: %d, want 303", code)
	}
	f, err := review.Read(filepath.Join(fx.src, review.FileName))
	if err != nil || len(f.Entries) != 2 || len(f.Warnings) != 0 {
		t.Fatalf("reviews file: %v, %d entries, warnings %q", err, len(f.Entries), f.Warnings)
	}
}

// TestAPIErrorMessages: each refusal of the reviews API says what was
// wrong, with the status that fits it.
func TestAPIErrorMessages(t *testing.T) {
	fx := newFixture(t, sampleItems())
	srv := newServer(t, newDesk(t, fx))
	c := srv.Client()
	good := `{"id":"dgn.core.1.001","decision":"agree"}`
	cases := []struct {
		name, body string
		code       int
		says       string
	}{
		{"malformed row_sha256", `{"id":"dgn.core.1.001","decision":"agree","row_sha256":"abc"}`, 422, `row_sha256\" \"abc\" is not 64 lower-case hex digits`},
		{"2 MiB of body", `{"id":"dgn.core.1.001","decision":"agree","comment":"` + strings.Repeat("x", 2<<20) + `"}`, 413, "shorten the comment"},
		{"8 MiB of body", `{"id":"dgn.core.1.001","decision":"agree","comment":"` + strings.Repeat("x", 8<<20) + `"}`, 413, "the decision is over"},
		{"a second object", good + `{"id":"dgn.core.1.002","decision":"agree"}`, 400, "data after the decision's JSON object"},
		{"trailing data", good + ` xyz`, 400, "bad JSON"},
		{"a cut object", `{"id":"dgn.core.1.001","decision":`, 400, "bad JSON: unexpected EOF"},
	}
	for _, tc := range cases {
		code, body := postRaw(t, c, srv.URL+"/api/reviews", "application/json", tc.body)
		if code != tc.code || !strings.Contains(body, tc.says) {
			t.Errorf("%s: %d %.300s, want %d saying %q", tc.name, code, body, tc.code, tc.says)
		}
	}
	if _, err := os.Stat(filepath.Join(fx.src, review.FileName)); err == nil {
		t.Fatal("a refused decision was written")
	}
	// A reviews file the desk cannot write (here a folder in its place) is
	// the desk's failure, not the caller's.
	if err := os.Mkdir(filepath.Join(fx.src, review.FileName), 0o755); err != nil {
		t.Fatal(err)
	}
	if code, body := postRaw(t, c, srv.URL+"/api/reviews", "application/json", good); code != http.StatusInternalServerError {
		t.Errorf("an unwritable reviews file: %d %s, want 500", code, body)
	}
}
