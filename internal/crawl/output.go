package crawl

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"net/url"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"sort"
	"strings"

	"github.com/gocolly/colly/v2"

	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/source"
)

// onImage keeps a page image only when its content is one the desk will
// show (source.SniffImage: PNG, JPEG, GIF or WebP), whatever its
// Content-Type or name, and names it by that content's type.
func (cr *crawler) onImage(r *colly.Response) {
	req := r.Ctx.Get("url")
	mt, ext, ok := source.SniffImage(r.Body)
	if !ok {
		cr.fail(req, "image", fmt.Sprintf("not a PNG, JPEG, GIF or WebP image (served as %s, its content is %s)", r.Headers.Get("Content-Type"), mt), false)
		return
	}
	cr.count("image", r.Request.URL.String())
	sum := sha256.Sum256([]byte(req))
	tmp := filepath.Join(cr.tmpDir, hex.EncodeToString(sum[:8])+ext)
	if err := os.WriteFile(tmp, r.Body, 0o644); err != nil {
		cr.fail(req, "image", "write: "+err.Error(), false)
		return
	}
	cr.mu.Lock()
	cr.imgFiles[req] = tmp
	cr.mu.Unlock()
}

func urlPath(u string) string {
	p, err := url.Parse(u)
	if err != nil {
		return ""
	}
	return p.Path
}

var unsafeNameRE = regexp.MustCompile(`[^A-Za-z0-9._-]+`)

// imageNames names the downloaded images from their URLs (the last part
// of the path, made safe); names that two URLs would share get a short
// hash of the URL. The result depends only on the set of URLs.
func imageNames(files map[string]string) map[string]string {
	urls := make([]string, 0, len(files))
	for u := range files {
		urls = append(urls, u)
	}
	sort.Strings(urls)
	base := map[string]string{}
	uses := map[string]int{}
	for _, u := range urls {
		ext := filepath.Ext(files[u])
		stem := strings.TrimSuffix(path.Base(urlPath(u)), path.Ext(urlPath(u)))
		stem = strings.Trim(unsafeNameRE.ReplaceAllString(stem, "-"), "-.")
		if stem == "" {
			stem = "image"
		}
		base[u] = stem + ext
		uses[strings.ToLower(base[u])]++
	}
	names := map[string]string{}
	for _, u := range urls {
		n := base[u]
		if uses[strings.ToLower(n)] > 1 {
			sum := sha256.Sum256([]byte(u))
			ext := filepath.Ext(n)
			n = strings.TrimSuffix(n, ext) + "-" + hex.EncodeToString(sum[:4]) + ext
		}
		names[u] = n
	}
	return names
}

func answerKey(chapter int, chap bool, id string) string {
	if chap {
		return fmt.Sprintf("%d|%s", chapter, id)
	}
	return "|" + id
}

// write joins the answers, sorts the rows, names the images and writes
// the folder and the manifest.
func (cr *crawler) write(out string) error {
	imgDir := filepath.Join(out, ImagesDir)
	names := imageNames(cr.imgFiles)
	for u, tmp := range cr.imgFiles {
		if err := os.Rename(tmp, filepath.Join(imgDir, names[u])); err != nil {
			return err
		}
	}
	if err := os.RemoveAll(cr.tmpDir); err != nil {
		return err
	}
	rel := func(u, field, where string) string {
		if u == "" {
			return ""
		}
		if n, ok := names[u]; ok {
			return ImagesDir + "/" + n
		}
		reason := "not downloaded"
		if f, ok := cr.failed[u]; ok {
			reason = f.Reason
		} else if _, ok := cr.disallowed[u]; ok {
			reason = "disallowed by robots.txt"
		}
		cr.m.Warnings = append(cr.m.Warnings, fmt.Sprintf("%s: %s %s: %s; the row has none", where, field, u, reason))
		return ""
	}
	rows := cr.rows(rel)
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	for i := range rows {
		if err := enc.Encode(&rows[i]); err != nil {
			return err
		}
	}
	file := cr.cfg.Collection + ".jsonl"
	if err := os.WriteFile(filepath.Join(out, file), b.Bytes(), 0o644); err != nil {
		return err
	}
	cr.m.ItemsWritten = len(rows)
	return cr.finishManifest(out, file, names)
}

// rows joins the answers of answer pages to the items, drops repeated
// items, and returns the rows in their order; rel gives an image URL's
// path in the folder.
func (cr *crawler) rows(rel func(u, field, where string) string) []record.Source {
	// Answers from answer pages, by problem_id (and chapter), the first in
	// URL order winning.
	sort.Slice(cr.answers, func(i, j int) bool {
		a, b := cr.answers[i], cr.answers[j]
		if a.url != b.url {
			return source.NaturalLess(a.url, b.url)
		}
		return a.index < b.index
	})
	answers := map[string]*answerItem{}
	used := map[string]bool{}
	for i := range cr.answers {
		a := &cr.answers[i]
		k := answerKey(a.chapter, a.chap, a.problemID)
		if first, ok := answers[k]; ok {
			cr.m.ItemsSkipped = append(cr.m.ItemsSkipped, Skip{URL: fmt.Sprintf("%s answer %d", a.url, a.index+1),
				Reason: fmt.Sprintf("second answer for problem %s (the first is on %s)", a.problemID, first.url)})
			continue
		}
		answers[k] = a
	}

	sort.Slice(cr.items, func(i, j int) bool {
		a, b := &cr.items[i], &cr.items[j]
		if a.row.Chapter != b.row.Chapter {
			return a.row.Chapter < b.row.Chapter
		}
		if a.row.ProblemID != b.row.ProblemID {
			return source.NaturalLess(a.row.ProblemID, b.row.ProblemID)
		}
		if a.url != b.url {
			return source.NaturalLess(a.url, b.url)
		}
		return a.index < b.index
	})
	var rows []record.Source
	firstAt := map[string]*pending{}
	for i := range cr.items {
		it := &cr.items[i]
		where := fmt.Sprintf("%s item %d", it.url, it.index+1)
		k := answerKey(it.row.Chapter, true, it.row.ProblemID)
		if prev, ok := firstAt[k]; ok && prev.row.Problem == it.row.Problem {
			cr.m.ItemsSkipped = append(cr.m.ItemsSkipped, Skip{URL: where,
				Reason: fmt.Sprintf("problem %s repeats %s item %d", it.row.ProblemID, prev.url, prev.index+1)})
			continue
		}
		if _, ok := firstAt[k]; !ok {
			firstAt[k] = it
		}
		a := answers[answerKey(it.row.Chapter, true, it.row.ProblemID)]
		if a == nil {
			a = answers[answerKey(0, false, it.row.ProblemID)]
		}
		if a != nil {
			used[answerKey(a.chapter, a.chap, a.problemID)] = true
			joined := false
			if it.row.Answer == "" && a.answer != "" {
				it.row.Answer, joined = a.answer, true
			}
			if it.row.Solution == "" && a.solution != "" {
				it.row.Solution, joined = a.solution, true
			}
			if it.row.AnswerPage == 0 {
				it.row.AnswerPage = a.answerPage
			}
			if it.ansImg == "" {
				it.ansImg = a.image
			}
			if joined {
				cr.m.AnswersJoined++
			}
		}
		it.row.Image = rel(it.image, "image", where)
		it.row.AnswerImage = rel(it.ansImg, "answer_image", where)
		rows = append(rows, it.row)
	}
	for i := range cr.answers {
		a := &cr.answers[i]
		k := answerKey(a.chapter, a.chap, a.problemID)
		if answers[k] == a && !used[k] {
			cr.m.ItemsSkipped = append(cr.m.ItemsSkipped, Skip{URL: fmt.Sprintf("%s answer %d", a.url, a.index+1),
				Reason: fmt.Sprintf("answer for problem %s, which no page states", a.problemID)})
		}
	}

	return rows
}

// finishManifest sorts the manifest's lists, adds the files written
// (file and the images' names) and writes it into out when asked.
func (cr *crawler) finishManifest(out, file string, names map[string]string) error {

	// The manifest: every list sorted.
	cr.m.Files = []string{file}
	imgs := make([]string, 0, len(names))
	for _, n := range names {
		imgs = append(imgs, ImagesDir+"/"+n)
	}
	sort.Strings(imgs)
	cr.m.Files = append(cr.m.Files, imgs...)
	for u, kind := range cr.disallowed {
		cr.m.Disallowed = append(cr.m.Disallowed, u)
		if kind == "image" {
			cr.m.Images.Disallowed++
		} else {
			cr.m.Pages.Disallowed++
		}
	}
	sort.Strings(cr.m.Disallowed)
	for _, f := range cr.failed {
		cr.m.Failed = append(cr.m.Failed, f)
		if f.Kind == "image" {
			cr.m.Images.Failed++
		} else {
			cr.m.Pages.Failed++
		}
	}
	sort.Slice(cr.m.Failed, func(i, j int) bool { return cr.m.Failed[i].URL < cr.m.Failed[j].URL })
	sort.SliceStable(cr.m.ItemsSkipped, func(i, j int) bool {
		return source.NaturalLess(cr.m.ItemsSkipped[i].URL, cr.m.ItemsSkipped[j].URL)
	})
	sort.Strings(cr.m.Warnings)
	if cr.m.Disallowed == nil {
		cr.m.Disallowed = []string{}
	}
	if cr.m.Failed == nil {
		cr.m.Failed = []Failure{}
	}
	if cr.m.ItemsSkipped == nil {
		cr.m.ItemsSkipped = []Skip{}
	}
	if cr.m.Warnings == nil {
		cr.m.Warnings = []string{}
	}
	if !cr.opt.WriteManifest {
		return nil
	}
	mb, err := json.MarshalIndent(&cr.m, "", "  ")
	if err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(out, ManifestFile), append(mb, '\n'), 0o644)
}
