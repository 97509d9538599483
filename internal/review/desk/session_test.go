package desk

import (
	"io"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/dgnpipe/dgnpipe/internal/review/desk/desktest"
)

// sessionCookie opens the token URL of srv and returns the cookie it sets,
// as "name=value".
func sessionCookie(t *testing.T, srv *httptest.Server) string {
	t.Helper()
	c := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	resp, err := c.Get(srv.URL + "/?token=" + testToken)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	cs := resp.Cookies()
	if len(cs) != 1 {
		t.Fatalf("the token URL set %d cookies", len(cs))
	}
	return cs[0].Name + "=" + cs[0].Value
}

// TestCookieIsNotTheToken: what the browser keeps, and sends to every
// service on the host, is no Bearer token; two desks on one host (cookies
// are not scoped by port) keep their own sessions.
func TestCookieIsNotTheToken(t *testing.T) {
	fx := newFixture(t, sampleItems())
	one, two := newServer(t, newDesk(t, fx)), newServer(t, newDesk(t, fx))
	cookie := sessionCookie(t, one)
	name, value, _ := strings.Cut(cookie, "=")
	if strings.Contains(cookie, testToken) || !strings.HasPrefix(name, CookiePrefix) {
		t.Fatalf("the cookie %q carries the token or lacks the prefix", cookie)
	}
	if code, _ := get(t, one.Client(), one.URL+"/", "Authorization", "Bearer "+value); code != http.StatusForbidden {
		t.Errorf("the cookie's value as a Bearer token: %d, want 403", code)
	}
	if code, _ := get(t, two.Client(), two.URL+"/", "Cookie", cookie); code != http.StatusForbidden {
		t.Errorf("the first desk's cookie at the second desk: %d, want 403", code)
	}
	jar, _ := cookiejar.New(nil)
	c := &http.Client{Jar: jar}
	for _, srv := range []*httptest.Server{one, two} {
		if code, _ := get(t, c, srv.URL+"/?token="+testToken); code != http.StatusOK {
			t.Fatalf("logging into %s: %d", srv.URL, code)
		}
	}
	for _, srv := range []*httptest.Server{one, two} {
		if code, _ := get(t, c, srv.URL+"/row/dgn.core.1.001"); code != http.StatusOK {
			t.Errorf("%s after logging into both desks: %d, want 200", srv.URL, code)
		}
	}
}

// TestBrowserCookieStaysUseless: in a real browser, another service on
// the host receives the desk's cookie (browsers do not scope cookies by
// port), but what it receives is no Bearer token; and a second desk opened
// in the same browser does not log the first out.
func TestBrowserCookieStaysUseless(t *testing.T) {
	ctx := desktest.Browser(t, 60*time.Second)
	fx := newFixture(t, sampleItems())
	one, two := newServer(t, newDesk(t, fx)), newServer(t, newDesk(t, fx))
	got := make(chan string, 1)
	other := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		select {
		case got <- r.Header.Get("Cookie"):
		default:
		}
		io.WriteString(w, "<p id=other>other</p>")
	}))
	t.Cleanup(other.Close)
	if err := chromedp.Do(ctx,
		chromedp.Navigate(one.URL+"/?token="+testToken), chromedp.WaitVisible(chromedp.CSS("#rows")),
		chromedp.Navigate(two.URL+"/?token="+testToken), chromedp.WaitVisible(chromedp.CSS("#rows")),
		chromedp.Navigate(other.URL+"/"), chromedp.WaitVisible(chromedp.CSS("#other")),
		chromedp.Navigate(one.URL+"/row/dgn.core.1.001"), chromedp.WaitVisible(chromedp.CSS("#problem")),
	); err != nil {
		t.Fatalf("the first desk after opening the second: %v", err)
	}
	leaked := <-got
	if strings.Contains(leaked, testToken) || !strings.Contains(leaked, CookiePrefix) {
		t.Fatalf("the other service received %q", leaked)
	}
	for _, c := range strings.Split(leaked, "; ") {
		_, v, _ := strings.Cut(c, "=")
		for _, srv := range []*httptest.Server{one, two} {
			if code, _ := get(t, srv.Client(), srv.URL+"/", "Authorization", "Bearer "+v); code != http.StatusForbidden {
				t.Errorf("a leaked cookie as a Bearer token at %s: %d, want 403", srv.URL, code)
			}
		}
	}
}
