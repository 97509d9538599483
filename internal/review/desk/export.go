package desk

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/review"
)

// Export writes the desk's views as a static site into dir (created if
// needed): index.html and its pages, one list per status
// (<status>.html), a page per row (row-<id>.html), the page images
// (img/) and the assets. It has no server, no token and no review form:
// a snapshot's audit, read-only, to share.
func (d *Desk) Export(dir string) (int, error) {
	v, err := newViews()
	if err != nil {
		return 0, err
	}
	static, err := assetsFS()
	if err != nil {
		return 0, err
	}
	if err := os.MkdirAll(filepath.Join(dir, "img"), 0o755); err != nil {
		return 0, err
	}
	if err := os.CopyFS(filepath.Join(dir, "assets"), static); err != nil && !os.IsExist(err) {
		// CopyFS refuses to overwrite: a second export into the same
		// folder replaces the assets one by one.
		if err := copyOver(filepath.Join(dir, "assets"), static); err != nil {
			return 0, err
		}
	}
	latest, history, malformed, err := d.reviewsSnapshot()
	if err != nil {
		return 0, err
	}
	rs, err := d.current()
	if err != nil {
		return 0, err
	}
	files := 0
	write := func(name, tmpl string, data any) error {
		var b bytes.Buffer
		if err := v.t.ExecuteTemplate(&b, tmpl, data); err != nil {
			return fmt.Errorf("%s: %w", name, err)
		}
		files++
		return os.WriteFile(filepath.Join(dir, name), b.Bytes(), 0o644)
	}
	l := exportLinks{d: d}
	if err := writeIndex(filepath.Join(dir, indexJS), rs, latest); err != nil {
		return files, err
	}
	files++
	for _, st := range append([]string{""}, statusNames()...) {
		f := Filter{Status: st}
		sel := rs.Select(f, latest)
		pages := max(1, (len(sel.Rows)+PageSize-1)/PageSize)
		for p := 1; p <= pages; p++ {
			if err := write(l.List(f, p), "list", d.listView(rs, f, p, latest, malformed, exportLinks{d: d, f: f})); err != nil {
				return files, err
			}
		}
	}
	all := rs.Select(Filter{}, latest)
	for i := range rs.rows {
		it := &rs.rows[i]
		if err := copyImage(it.Image, filepath.Join(dir, l.Image(it.ID, "page"))); err != nil {
			return files, err
		}
		if it.AnswerImage != "" && it.AnswerImage != it.Image {
			if err := copyImage(it.AnswerImage, filepath.Join(dir, l.Image(it.ID, "answer"))); err != nil {
				return files, err
			}
		}
		if err := write(rowFile(it.ID), "row", d.rowView(rs, it.ID, Filter{}, latest, history, l, &all)); err != nil {
			return files, err
		}
	}
	return files, nil
}

// indexJS is the static list's index of every row, loaded with a <script>
// (a page read from file:// cannot fetch JSON): the list page filters,
// searches and pages it in the browser, as the server does.
const indexJS = "rows-index.js"

// indexRow is one row of indexJS: the list's fields, and the searched
// text (lower-cased id, problem and answers, as Select searches).
type indexRow struct {
	ID          string    `json:"id"`
	URL         string    `json:"url"`
	Collection  string    `json:"c"`
	Chapter     int       `json:"ch"`
	Status      string    `json:"s"`
	Legs        [4]string `json:"l"`
	Flagged     bool      `json:"f,omitempty"`
	Flags       string    `json:"fl,omitempty"`
	Review      string    `json:"rv"`
	ReviewLabel string    `json:"rl,omitempty"`
	Problem     string    `json:"p"`
	Search      string    `json:"q"`
}

// writeIndex writes indexJS: one assignment of a JSON array (json escapes
// <, > and &, so no text can end the script).
func writeIndex(path string, rs *rowSet, latest map[string]review.Entry) error {
	rows := make([]indexRow, len(rs.rows))
	for i := range rs.rows {
		it, in := &rs.rows[i], &rs.info[i]
		r := indexRow{ID: it.ID, URL: rowFile(it.ID), Collection: it.Collection, Chapter: it.Chapter, Status: it.AnswerStatus.String(),
			Legs: in.Legs, Flagged: in.Flagged, Flags: strings.Join(in.Flags, "; "), Review: reviewState(it, latest),
			Problem: excerpt(it.Problem, 160), Search: in.search}
		if e, ok := latest[it.ID]; ok {
			r.ReviewLabel = string(e.Decision) + " · " + e.Reviewer
		}
		rows[i] = r
	}
	b, err := json.Marshal(rows)
	if err != nil {
		return err
	}
	var out bytes.Buffer
	out.WriteString("window.dgnIndex = ")
	out.Write(b)
	out.WriteString(";\n")
	return os.WriteFile(path, out.Bytes(), 0o644)
}

func statusNames() []string {
	var out []string
	for _, s := range record.Statuses {
		out = append(out, s.String())
	}
	return out
}

// exportLinks are the static site's relative URLs (every page is at the
// top of the folder). A list's links to its rows carry its filter f in the
// query, as the app's do: the row page steps through the rows of that
// filter in the browser (app.js).
type exportLinks struct {
	d *Desk
	f Filter
}

// fileID makes an id safe as a file name: characters other than
// [A-Za-z0-9._-] become _XX (hex).
func fileID(id string) string {
	var b strings.Builder
	for i := 0; i < len(id); i++ {
		c := id[i]
		switch {
		case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z', c >= '0' && c <= '9', c == '.', c == '-':
			b.WriteByte(c)
		default:
			fmt.Fprintf(&b, "_%02X", c)
		}
	}
	return b.String()
}

// rowFile is the name of a row's page.
func rowFile(id string) string { return "row-" + fileID(id) + ".html" }

func (l exportLinks) Row(id string) string {
	if q := l.f.query().Encode(); q != "" {
		return rowFile(id) + "?" + q
	}
	return rowFile(id)
}

// List supports the status filter only (the static lists).
func (exportLinks) List(f Filter, page int) string {
	name := "index"
	if f.Status != "" {
		name = f.Status
	}
	if page > 1 {
		name += "-" + strconv.Itoa(page)
	}
	return name + ".html"
}

func (l exportLinks) Image(id, which string) string {
	ext := ""
	if it, ok := l.d.Row(id); ok {
		src := it.Image
		if which == "answer" {
			src = it.AnswerImage
		}
		ext = strings.ToLower(filepath.Ext(src))
	}
	return "img/" + fileID(id) + "-" + which + ext
}

func (exportLinks) Asset(name string) string { return "assets/" + name }

func (exportLinks) Static() bool { return true }

func (exportLinks) FormAction(string) string { return "" }

func copyImage(src, dst string) error {
	if src == "" {
		return nil
	}
	in, err := os.Open(src)
	if err != nil {
		return nil // a page image gone since the run: the page shows none
	}
	defer in.Close()
	out, err := os.Create(dst)
	if err != nil {
		return err
	}
	if _, err := io.Copy(out, in); err != nil {
		out.Close()
		return err
	}
	return out.Close()
}

func copyOver(dst string, src fs.FS) error {
	return fs.WalkDir(src, ".", func(p string, e fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		target := filepath.Join(dst, filepath.FromSlash(p))
		if e.IsDir() {
			return os.MkdirAll(target, 0o755)
		}
		b, err := fs.ReadFile(src, p)
		if err != nil {
			return err
		}
		return os.WriteFile(target, b, 0o644)
	})
}
