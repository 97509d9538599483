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
	"github.com/dgnpipe/dgnpipe/internal/source"
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
	imgs, err := d.exportImages(rs, filepath.Join(dir, "img"))
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
	l := exportLinks{imgs: imgs}
	if err := writeIndex(filepath.Join(dir, indexJS), rs, latest); err != nil {
		return files, err
	}
	files++
	for _, st := range append([]string{""}, statusNames()...) {
		f := Filter{Status: st}
		sel := rs.Select(f, latest)
		pages := max(1, (len(sel.Rows)+PageSize-1)/PageSize)
		for p := 1; p <= pages; p++ {
			if err := write(l.List(f, p), "list", d.listView(rs, f, p, latest, malformed, exportLinks{imgs: imgs, f: f})); err != nil {
				return files, err
			}
		}
	}
	all := rs.Select(Filter{}, latest)
	for i := range rs.rows {
		it := &rs.rows[i]
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
	LegTitles   [4]string `json:"lt"`
	Flagged     bool      `json:"f,omitempty"`
	Flags       string    `json:"fl,omitempty"`
	Solution    string    `json:"sv,omitempty"` // the worked-solution audit's verdict
	Malformed   bool      `json:"m,omitempty"`  // the statement or answer has malformed LaTeX
	Dup         string    `json:"d,omitempty"`  // the duplicates filter's words for the row
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
			Legs: in.Legs, LegTitles: in.LegTitles, Flagged: in.Flagged, Flags: strings.Join(in.Flags, "; "), Review: reviewState(it, latest),
			Problem: excerpt(it.Problem, 160), Search: in.search, Solution: in.Solution,
			Malformed: in.Malformed != "", Dup: in.Dup}
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
// filter in the browser (app.js). imgs are the page images copied, by
// imageKey.
type exportLinks struct {
	imgs map[string]string
	f    Filter
}

func imageKey(id, which string) string { return which + "\x00" + id }

// exportImages copies the rows' page images into dir, each checked as the
// server checks it (source.OpenImage: inside a source folder, no link, an
// image by its content) and named by its row and its content's type; a
// file that fails the check is not copied, and its row shows no image.
// It returns the copied images' relative URLs by imageKey.
func (d *Desk) exportImages(rs *rowSet, dir string) (map[string]string, error) {
	imgs := map[string]string{}
	for i := range rs.rows {
		it := &rs.rows[i]
		for _, im := range []struct{ which, path string }{{"page", it.Image}, {"answer", it.AnswerImage}} {
			if im.path == "" || im.which == "answer" && im.path == it.Image {
				continue
			}
			name, err := copyImage(im.path, d.sources, dir, fileID(it.ID)+"-"+im.which)
			if err != nil {
				return nil, err
			}
			if name != "" {
				imgs[imageKey(it.ID, im.which)] = "img/" + name
			}
		}
	}
	return imgs, nil
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

func (l exportLinks) Image(id, which string) string { return l.imgs[imageKey(id, which)] }

func (exportLinks) Asset(name string) string { return "assets/" + name }

func (exportLinks) Static() bool { return true }

func (exportLinks) FormAction(string) string { return "" }

// copyImage copies the page image at src into dir as stem plus the
// extension of its content's type, and returns the name; "" (and no
// error) when src is not an image inside dirs or is gone since the run.
func copyImage(src string, dirs []string, dir, stem string) (string, error) {
	in, mime, err := source.OpenImage(src, dirs)
	if err != nil {
		return "", nil
	}
	defer in.Close()
	name := stem + source.ImageExt(mime)
	out, err := os.Create(filepath.Join(dir, name))
	if err != nil {
		return "", err
	}
	if _, err := io.Copy(out, in); err != nil {
		out.Close()
		return "", err
	}
	return name, out.Close()
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
