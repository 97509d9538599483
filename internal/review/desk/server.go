package desk

import (
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net/http"
	"net/url"
	"strconv"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/review"
	"github.com/dgnpipe/dgnpipe/internal/source"
)

// CookiePrefix begins the name of the desk's session cookie. Browsers do
// not scope cookies by port, so every service on 127.0.0.1 receives them:
// each desk names its cookie with a random suffix (a second desk does not
// replace the first's) and its value is a session of that server, not the
// token (a leaked cookie is no Bearer token, and no key to another desk).
const CookiePrefix = "dgnpipe_desk_"

// NewToken returns a fresh random access token (32 bytes, hex).
func NewToken() (string, error) {
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		return "", err
	}
	return hex.EncodeToString(b), nil
}

// Handler serves the app. Every request must carry token, as ?token=
// (which sets the session cookie and redirects to the same URL without
// it) or as "Authorization: Bearer <token>", or the session cookie; any
// other gets 403, as does a POST from a page of another origin. The
// session (the cookie's name and value) is drawn afresh for each Handler.
func (d *Desk) Handler(token string) (http.Handler, error) {
	v, err := newViews()
	if err != nil {
		return nil, err
	}
	static, err := assetsFS()
	if err != nil {
		return nil, err
	}
	s := &server{d: d, v: v}
	mux := http.NewServeMux()
	mux.HandleFunc("GET /{$}", s.list)
	mux.HandleFunc("GET /row/{id}", s.row)
	mux.HandleFunc("POST /row/{id}/review", s.formReview)
	mux.HandleFunc("GET /img/{id}/{which}", s.image)
	mux.HandleFunc("POST /api/reviews", s.apiReview)
	mux.HandleFunc("GET /api/reviews", s.apiReviews)
	tags, err := etags(static)
	if err != nil {
		return nil, err
	}
	mux.Handle("GET /assets/", http.StripPrefix("/assets/", cached(tags, http.FileServerFS(static))))
	// The cookie is SameSite=Strict, but a page served on another port of
	// the same host is the same site and the browser sends it: a request
	// that changes something is refused unless it comes from the desk's
	// own pages (Sec-Fetch-Site, else Origin against Host). Tools that send
	// neither header (curl with the Bearer token) are let through.
	csrf := http.NewCrossOriginProtection()
	sess, err := newSession()
	if err != nil {
		return nil, err
	}
	return secure(csrf.Handler(auth(token, sess, mux))), nil
}

type server struct {
	d *Desk
	v *views
}

// session is the cookie a desk sets once the token was shown: a random
// name (CookiePrefix and 12 hex digits) and a random value, both unrelated
// to the token.
type session struct{ name, value string }

func newSession() (session, error) {
	n := make([]byte, 6)
	if _, err := rand.Read(n); err != nil {
		return session{}, err
	}
	v, err := NewToken()
	if err != nil {
		return session{}, err
	}
	return session{CookiePrefix + hex.EncodeToString(n), v}, nil
}

// auth lets through only requests that carry the token or the session.
func auth(token string, sess session, next http.Handler) http.Handler {
	same := func(s, want string) bool { return subtle.ConstantTimeCompare([]byte(s), []byte(want)) == 1 }
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if t := r.URL.Query().Get("token"); t != "" {
			if !same(t, token) {
				http.Error(w, "403 forbidden: wrong token", http.StatusForbidden)
				return
			}
			http.SetCookie(w, &http.Cookie{Name: sess.name, Value: sess.value, Path: "/", HttpOnly: true, SameSite: http.SameSiteStrictMode})
			q := r.URL.Query()
			q.Del("token")
			u := *r.URL
			u.RawQuery = q.Encode()
			http.Redirect(w, r, u.RequestURI(), http.StatusSeeOther)
			return
		}
		if c, err := r.Cookie(sess.name); err == nil && same(c.Value, sess.value) {
			next.ServeHTTP(w, r)
			return
		}
		if b, found := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer "); found && same(strings.TrimSpace(b), token) {
			next.ServeHTTP(w, r)
			return
		}
		http.Error(w, "403 forbidden: open the URL with the token that `dgnpipe review` printed", http.StatusForbidden)
	})
}

// contentSecurityPolicy keeps a page of the desk to its own files: its
// scripts (no inline script), its style sheets and fonts (no <style>
// element), its page images, and forms that post only to the desk. Style
// attributes are allowed: KaTeX sets some with setAttribute (a parse
// error's colour, \pmb, \fcolorbox), which style-src 'self' alone refuses.
// The export carries it in a <meta> (a static site has no headers); the app
// sends it as a header, with frame-ancestors, which a <meta> cannot carry.
const contentSecurityPolicy = "default-src 'none'; script-src 'self'; style-src 'self'; style-src-attr 'unsafe-inline'; " +
	"img-src 'self'; font-src 'self'; form-action 'self'; base-uri 'none'"

// secure sets the headers that keep the pages to their own files.
func secure(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("Content-Security-Policy", contentSecurityPolicy+"; frame-ancestors 'none'")
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Referrer-Policy", "no-referrer")
		next.ServeHTTP(w, r)
	})
}

// filterOf reads a Filter and the page number from a query.
func filterOf(q url.Values) (Filter, int) {
	f := Filter{Status: q.Get("status"), Collection: q.Get("collection"), Chapter: q.Get("chapter"), Leg: q.Get("leg"),
		Flagged: q.Get("flagged"), Review: q.Get("review"), Q: q.Get("q"),
		Dup: q.Get("dup"), Solution: q.Get("solution"), LaTeX: q.Get("latex")}
	page, _ := strconv.Atoi(q.Get("page"))
	return f, max(page, 1)
}

// query is the query string of a filter (empty values left out).
func (f Filter) query() url.Values {
	q := url.Values{}
	for k, v := range map[string]string{"status": f.Status, "collection": f.Collection, "chapter": f.Chapter, "leg": f.Leg,
		"flagged": f.Flagged, "review": f.Review, "q": f.Q,
		"dup": f.Dup, "solution": f.Solution, "latex": f.LaTeX} {
		if v != "" {
			q.Set(k, v)
		}
	}
	return q
}

func (s *server) list(w http.ResponseWriter, r *http.Request) {
	f, page := filterOf(r.URL.Query())
	rs, err := s.d.current()
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	latest, _, malformed, err := s.d.reviewsSnapshot()
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	lv := s.d.listView(rs, f, page, latest, malformed, serverLinks{f})
	s.v.render(w, "list", lv)
}

func (s *server) row(w http.ResponseWriter, r *http.Request) {
	id := r.PathValue("id")
	rs, err := s.d.current()
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	if _, ok := rs.Row(id); !ok {
		s.missingRow(w, rs, id)
		return
	}
	f, _ := filterOf(r.URL.Query())
	latest, history, _, err := s.d.reviewsSnapshot()
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	rv := s.d.rowView(rs, id, f, latest, history, serverLinks{f}, nil)
	rv.Flash = r.URL.Query().Get("saved")
	s.v.render(w, "row", rv)
}

// formReview records a decision posted by the row page's form and goes on
// to the next row of the filter (or back to the row when it was the last).
func (s *server) formReview(w http.ResponseWriter, r *http.Request) {
	id := r.PathValue("id")
	rs, err := s.d.current()
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	it, ok := rs.Row(id)
	if !ok {
		http.Error(w, "404: no row "+strconv.Quote(id), http.StatusNotFound)
		return
	}
	r.Body = http.MaxBytesReader(w, r.Body, maxBody)
	if err := r.ParseForm(); err != nil {
		var mb *http.MaxBytesError
		if errors.As(err, &mb) {
			http.Error(w, tooLargeBody, http.StatusRequestEntityTooLarge)
			return
		}
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	in := Decide{ID: id, Decision: review.Decision(r.PostForm.Get("decision")), Comment: r.PostForm.Get("comment"),
		RowSHA256: r.PostForm.Get("row_sha256")}
	if in.Decision == review.Transcription {
		// A fix is what differs from the transcription. The form starts
		// from the latest applied review's fixes (formText), so a field the
		// reviewer left alone carries that fix forward, and one typed back
		// to the transcription reverts it.
		tp, ta := transcribed(it)
		if p := strings.TrimSpace(normalizeNewlines(r.PostForm.Get("problem"))); p != "" && p != strings.TrimSpace(normalizeNewlines(tp)) {
			in.Problem = &p
		}
		if a := strings.TrimSpace(r.PostForm.Get("answer")); a != strings.TrimSpace(ta) {
			in.Answer = &a
		}
	}
	f, _ := filterOf(r.URL.Query())
	rev, _, err := s.d.Record(in)
	if err != nil {
		latest, history, _, rerr := s.d.reviewsSnapshot()
		if rerr != nil {
			http.Error(w, rerr.Error(), http.StatusInternalServerError)
			return
		}
		rv := s.d.rowView(rs, id, f, latest, history, serverLinks{f}, nil)
		rv.Error = strings.ReplaceAll(err.Error(), "\n", "; ")
		rv.Form = formValues{Decision: string(in.Decision), Comment: in.Comment, Problem: r.PostForm.Get("problem"), Answer: r.PostForm.Get("answer")}
		w.WriteHeader(recordStatus(err))
		s.v.render(w, "row", rv)
		return
	}
	next := id
	latest, _, _, _ := s.d.reviewsSnapshot()
	sel := rs.Select(f, latest)
	for k, i := range sel.Rows {
		if rs.rows[i].ID == id && k+1 < len(sel.Rows) {
			next = rs.rows[sel.Rows[k+1]].ID
		}
	}
	q := f.query()
	q.Set("saved", string(rev.Decision)+" "+id)
	http.Redirect(w, r, "/row/"+url.PathEscape(next)+"?"+q.Encode(), http.StatusSeeOther)
}

func normalizeNewlines(s string) string { return strings.ReplaceAll(s, "\r\n", "\n") }

// image serves a row's page image: only a file that is, when it is
// served, a regular file inside a source folder (no symbolic link) and an
// image by its content (source.OpenImage), with the type its content has
// and a policy that makes a browser run nothing of it.
func (s *server) image(w http.ResponseWriter, r *http.Request) {
	it, ok := s.d.Row(r.PathValue("id"))
	if !ok {
		http.NotFound(w, r)
		return
	}
	path := it.Image
	if r.PathValue("which") == "answer" {
		path = it.AnswerImage
	}
	if path == "" {
		http.NotFound(w, r)
		return
	}
	f, mime, err := source.OpenImage(path, s.d.sources)
	if err != nil {
		http.Error(w, "404: no page image to serve for this row", http.StatusNotFound)
		return
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		http.Error(w, "404: no page image to serve for this row", http.StatusNotFound)
		return
	}
	h := w.Header()
	h.Set("Content-Type", mime)
	h.Set("Content-Security-Policy", imagePolicy)
	h.Set("Cache-Control", "private, max-age=3600")
	http.ServeContent(w, r, "", st.ModTime(), f)
}

// imagePolicy is a page image's Content-Security-Policy: were it opened as
// a document, it would be a sandboxed one (no script, its own origin).
const imagePolicy = "sandbox"

// maxBody bounds the body of a decision, form or JSON: room for any
// decision whose reviews line fits review.MaxLine (its text escaped in the
// body at up to six bytes a byte); review.Append holds the line itself to
// review.MaxLine, so form and API have the one limit.
const maxBody = 6*review.MaxLine + 64<<10

var tooLargeBody = fmt.Sprintf("413: the decision is over %d bytes; a reviews line holds at most %d: shorten the comment or the fix", maxBody, review.MaxLine)

// recordStatus is the HTTP status of an error of Record: 4xx for what the
// caller got wrong, 500 for the desk's own failure (a folder it cannot
// write into).
func recordStatus(err error) int {
	var inv *review.InvalidError
	var tl *review.TooLargeError
	switch {
	case errors.Is(err, ErrNoRow):
		return http.StatusNotFound
	case errors.Is(err, ErrStaleRow), errors.Is(err, ErrNoRowHash):
		return http.StatusConflict
	case errors.As(err, &tl):
		return http.StatusRequestEntityTooLarge
	case errors.As(err, &inv):
		return http.StatusUnprocessableEntity
	}
	return http.StatusInternalServerError
}

// apiReview records a decision given as one JSON object (Decide) and
// answers 201 with the review written, or 4xx/500 with {"error": ...}.
func (s *server) apiReview(w http.ResponseWriter, r *http.Request) {
	var in Decide
	dec := json.NewDecoder(http.MaxBytesReader(w, r.Body, maxBody))
	dec.DisallowUnknownFields()
	err := dec.Decode(&in)
	if err == nil {
		// One object and nothing after it: a second one would be dropped.
		if _, terr := dec.Token(); terr != io.EOF {
			err = errors.New("data after the decision's JSON object (send one object per request)")
		}
	}
	var mb *http.MaxBytesError
	switch {
	case errors.As(err, &mb):
		jsonError(w, http.StatusRequestEntityTooLarge, tooLargeBody)
		return
	case err != nil:
		jsonError(w, http.StatusBadRequest, "bad JSON: "+err.Error())
		return
	}
	rev, path, err := s.d.Record(in)
	if err != nil {
		jsonError(w, recordStatus(err), strings.ReplaceAll(err.Error(), "\n", "; "))
		return
	}
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(http.StatusCreated)
	json.NewEncoder(w).Encode(struct {
		review.Review
		File string `json:"file"`
	}{rev, path})
}

// apiReviews lists the latest review of every row, with its state.
func (s *server) apiReviews(w http.ResponseWriter, r *http.Request) {
	latest, _, malformed, err := s.d.reviewsSnapshot()
	if err != nil {
		jsonError(w, http.StatusInternalServerError, err.Error())
		return
	}
	type item struct {
		review.Review
		Origin string `json:"origin"`
		State  string `json:"state"`
	}
	out := struct {
		Reviews   []item   `json:"reviews"`
		Malformed []string `json:"malformed"`
	}{Reviews: []item{}, Malformed: malformed}
	for _, id := range sortedIDs(latest) {
		e := latest[id]
		state := "no-row"
		if it, ok := s.d.Row(id); ok {
			state = reviewState(it, latest)
		}
		out.Reviews = append(out.Reviews, item{e.Review, e.Origin(), state})
	}
	if out.Malformed == nil {
		out.Malformed = []string{}
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(out)
}

func jsonError(w http.ResponseWriter, code int, msg string) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(code)
	json.NewEncoder(w).Encode(map[string]string{"error": msg})
}

// serverLinks are the app's URLs, carrying the current filter.
type serverLinks struct{ f Filter }

func (l serverLinks) Row(id string) string {
	u := "/row/" + url.PathEscape(id)
	if q := l.f.query().Encode(); q != "" {
		u += "?" + q
	}
	return u
}

func (l serverLinks) List(f Filter, page int) string {
	q := f.query()
	if page > 1 {
		q.Set("page", strconv.Itoa(page))
	}
	if s := q.Encode(); s != "" {
		return "/?" + s
	}
	return "/"
}

func (l serverLinks) Image(id, which string) string {
	return "/img/" + url.PathEscape(id) + "/" + which
}

func (l serverLinks) Asset(name string) string { return "/assets/" + name }

func (l serverLinks) Static() bool { return false }

func (l serverLinks) FormAction(id string) string {
	u := "/row/" + url.PathEscape(id) + "/review"
	if q := l.f.query().Encode(); q != "" {
		u += "?" + q
	}
	return u
}

// etags maps each asset's path to a strong ETag (its content hash).
func etags(fsys fs.FS) (map[string]string, error) {
	tags := map[string]string{}
	err := fs.WalkDir(fsys, ".", func(p string, e fs.DirEntry, err error) error {
		if err != nil || e.IsDir() {
			return err
		}
		b, err := fs.ReadFile(fsys, p)
		if err != nil {
			return err
		}
		sum := sha256.Sum256(b)
		tags[p] = `"` + hex.EncodeToString(sum[:8]) + `"`
		return nil
	})
	return tags, err
}

// cached lets the browser keep the assets (they are embedded in the
// binary: an ETag tells a new build's from the old, and an unchanged one
// is a 304).
func cached(tags map[string]string, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if tag, ok := tags[r.URL.Path]; ok {
			w.Header().Set("ETag", tag)
			w.Header().Set("Cache-Control", "private, max-age=600")
		}
		next.ServeHTTP(w, r)
	})
}

// ErrNoAssets says the KaTeX files were not built into the binary.
var ErrNoAssets = errors.New("the KaTeX files are not in this build (internal/review/desk/assets/katex): run `make js`, then rebuild")

// assetsFS returns the embedded app files, checking that KaTeX is there.
func assetsFS() (fs.FS, error) {
	sub, err := fs.Sub(assets, "assets")
	if err != nil {
		return nil, err
	}
	for _, f := range []string{"katex/katex.min.js", "katex/katex.min.css", "katex/auto-render.min.js", "app.js", "app.css"} {
		if _, err := fs.Stat(sub, f); err != nil {
			return nil, fmt.Errorf("%w (%s missing)", ErrNoAssets, f)
		}
	}
	return sub, nil
}
