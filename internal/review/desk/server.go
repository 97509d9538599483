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
)

// CookieName is the cookie that carries the access token after the first
// visit of the printed URL.
const CookieName = "dgnpipe_review_token"

// NewToken returns a fresh random access token (32 bytes, hex).
func NewToken() (string, error) {
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		return "", err
	}
	return hex.EncodeToString(b), nil
}

// Handler serves the app. Every request must carry token: as ?token=
// (which sets the cookie and redirects to the same URL without it), as the
// cookie, or as "Authorization: Bearer <token>"; any other gets 403, as
// does a POST from a page of another origin.
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
	return secure(csrf.Handler(auth(token, mux))), nil
}

type server struct {
	d *Desk
	v *views
}

// auth lets through only requests that carry the token.
func auth(token string, next http.Handler) http.Handler {
	ok := func(s string) bool { return subtle.ConstantTimeCompare([]byte(s), []byte(token)) == 1 }
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if t := r.URL.Query().Get("token"); t != "" {
			if !ok(t) {
				http.Error(w, "403 forbidden: wrong token", http.StatusForbidden)
				return
			}
			http.SetCookie(w, &http.Cookie{Name: CookieName, Value: token, Path: "/", HttpOnly: true, SameSite: http.SameSiteStrictMode})
			q := r.URL.Query()
			q.Del("token")
			u := *r.URL
			u.RawQuery = q.Encode()
			http.Redirect(w, r, u.RequestURI(), http.StatusSeeOther)
			return
		}
		if c, err := r.Cookie(CookieName); err == nil && ok(c.Value) {
			next.ServeHTTP(w, r)
			return
		}
		if b, found := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer "); found && ok(strings.TrimSpace(b)) {
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
		Dup: q.Get("dup")}
	page, _ := strconv.Atoi(q.Get("page"))
	return f, max(page, 1)
}

// query is the query string of a filter (empty values left out).
func (f Filter) query() url.Values {
	q := url.Values{}
	for k, v := range map[string]string{"status": f.Status, "collection": f.Collection, "chapter": f.Chapter, "leg": f.Leg,
		"flagged": f.Flagged, "review": f.Review, "q": f.Q,
		"dup": f.Dup} {
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
		http.Error(w, "404: no row "+strconv.Quote(id)+" in the last run", http.StatusNotFound)
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
	if err := r.ParseForm(); err != nil {
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
		w.WriteHeader(http.StatusUnprocessableEntity)
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
	w.Header().Set("Cache-Control", "private, max-age=3600")
	http.ServeFile(w, r, path)
}

// apiReview records a decision given as JSON (Decide) and answers 201 with
// the review written, or 4xx with {"error": ...}.
func (s *server) apiReview(w http.ResponseWriter, r *http.Request) {
	var in Decide
	dec := json.NewDecoder(io.LimitReader(r.Body, 1<<20))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&in); err != nil {
		jsonError(w, http.StatusBadRequest, "bad JSON: "+err.Error())
		return
	}
	rev, path, err := s.d.Record(in)
	switch {
	case errors.Is(err, ErrNoRow):
		jsonError(w, http.StatusNotFound, err.Error())
		return
	case errors.Is(err, ErrStaleRow), errors.Is(err, ErrNoRowHash):
		jsonError(w, http.StatusConflict, err.Error())
		return
	case err != nil:
		jsonError(w, http.StatusUnprocessableEntity, strings.ReplaceAll(err.Error(), "\n", "; "))
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
