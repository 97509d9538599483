// Package ingest is the first row stage: it reads the run's source folders
// (internal/source), and the folders written by the stages it needs
// (generate) as dgn sources, and turns their lines into record.Item rows
// with stable ids, sorted by id. It does not touch the LaTeX: the normalize
// stage does.
//
// Ids (spec section 1, "one id namespace"):
//
//	collection core       dgn.core.<chapter>.<nnn>   nnn: the problem number, zero-padded to 3
//	collection exercises  dgn.exercises.<nnnn>       zero-padded to 4
//	any other collection  dgn.<collection>.<n>       n: the problem number as given
//	format math           math.<unique_id path>      "test/algebra/12.json" -> math.test.algebra.12
//
// The problem number is problem_id, or its last part when problem_id is
// "<chapter>.<n>". A problem_id that is not a number is used as given
// (lower-cased, characters other than [a-z0-9._-] replaced by "-"), with a
// warning. Two rows with the same id keep the first (ordered by problem,
// answer, solution, then origin) and give the others "<id>-2", "<id>-3",
// ..., each reported.
package ingest

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/pipeline"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/review"
	"github.com/dgnpipe/dgnpipe/internal/source"
)

// Kind registers the ingest stage.
func Kind() pipeline.Kind {
	return pipeline.Kind{
		Name:    "ingest",
		Version: "3",
		// The row files, the page images whose presence it checks, and
		// the metadata file that names the rows' source.
		SourceFiles: func(rel string) bool { return source.RowFile(rel) || source.PageImage(rel) || source.IsMetaFile(rel) },
		New:         pipeline.NoParams(&stage{}),
	}
}

type stage struct {
	// meta describes the source folders that have no dataset.yaml (run's
	// metadata flags); nil: they are "unnamed".
	meta *source.Meta
}

// WithMeta is the stage with m describing the source folders that have
// no dataset.yaml of their own (`dgnpipe run --title ...`).
func (s *stage) WithMeta(m *source.Meta) pipeline.Stage { return &stage{meta: m} }

func (s *stage) String() string { return "ingest sources" }

// Run reads every source folder and writes items.jsonl.
func (s *stage) Run(ctx context.Context, env *pipeline.Env) (pipeline.Result, error) {
	if len(env.Sources) == 0 && len(env.Inputs) == 0 {
		return pipeline.Result{}, fmt.Errorf("no sources (give sources in pipeline.yaml or --source)")
	}
	var sets []*source.Set
	for _, spec := range env.Sources {
		if err := ctx.Err(); err != nil {
			return pipeline.Result{}, err
		}
		f, err := source.ParseFormat(spec.Format)
		if err != nil {
			return pipeline.Result{}, err
		}
		set, err := source.Read(spec.Dir, f)
		if err != nil {
			return pipeline.Result{}, err
		}
		if set.Meta, err = source.ReadMeta(spec.Dir); err != nil {
			return pipeline.Result{}, err
		}
		if set.Meta == nil {
			set.Meta = s.meta
		}
		sets = append(sets, set)
	}
	// The rows a stage made (the generated exercises) belong to the
	// dataset of the first source folder that describes itself.
	var dataset *source.Meta
	for _, set := range sets {
		if set.Meta != nil {
			dataset = set.Meta
			break
		}
	}
	// The folders written by the stages ingest needs (generate, crawl) are
	// dgn sources too, read in the order of the stages' names.
	for _, dep := range slices.Sorted(maps.Keys(env.Inputs)) {
		set, err := source.Read(env.Inputs[dep], source.DGN)
		if err == nil {
			set.Meta = dataset
		}
		if err != nil {
			return pipeline.Result{}, fmt.Errorf("the output of stage %s: %w", dep, err)
		}
		sets = append(sets, set)
	}
	// The rows read are known before Build sorts them (the run's progress,
	// and the garbage collector's room: cmd/dgnpipe's gc.go).
	read := 0
	for _, set := range sets {
		read += len(set.Rows)
	}
	if read > 0 {
		env.Progress(0, read)
	}
	items, res := Build(sets)
	if err := env.WriteRows(items); err != nil {
		return pipeline.Result{}, err
	}
	if read > 0 {
		env.Progress(read, read)
	}
	return res, nil
}

// Source and title of the rows of a math-format folder without a
// dataset.yaml (a dgn folder without one is "unnamed", Meta.RowSource).
const (
	mathSource = "math"
	mathTitle  = "MATH"
)

// Build turns what the sources held into items sorted by id, with the
// counts and warnings of the run (the sources' own warnings first).
func Build(sets []*source.Set) ([]record.Item, pipeline.Result) {
	res := pipeline.Result{Rows: map[string]int{pipeline.CountEmptySources: 0}}
	type pending struct {
		item record.Item
		base string
	}
	total := 0
	for _, set := range sets {
		total += len(set.Rows)
	}
	rows := make([]pending, 0, total)
	for _, set := range sets {
		res.Warnings = append(res.Warnings, set.Warnings...)
		res.Rows[pipeline.CountSkippedLines] += set.Skipped
		res.Rows["rows_in"] += len(set.Rows)
		if len(set.Rows) == 0 {
			// A source that gives nothing is a warning (an error in strict mode).
			res.Rows[pipeline.CountEmptySources]++
			res.Warnings = append(res.Warnings, fmt.Sprintf("source %s: no rows (%d *.jsonl file(s), %d lines skipped)", set.Dir, len(set.Files), set.Skipped))
		}
		for i := range set.Rows {
			r := &set.Rows[i]
			it, warns := toItem(set, r)
			for _, w := range warns {
				res.Warnings = append(res.Warnings, r.Origin()+": "+w)
			}
			rows = append(rows, pending{it, it.ID})
		}
	}
	// Group by id; order within a group by content, then origin, so the
	// result does not depend on the order of files or lines.
	sort.SliceStable(rows, func(i, j int) bool {
		a, b := &rows[i].item, &rows[j].item
		if a.ID != b.ID {
			return source.NaturalLess(a.ID, b.ID)
		}
		if a.Problem != b.Problem {
			return a.Problem < b.Problem
		}
		if a.SourceAnswer != b.SourceAnswer {
			return a.SourceAnswer < b.SourceAnswer
		}
		if a.Solution != b.Solution {
			return a.Solution < b.Solution
		}
		return source.NaturalLess(a.Origin, b.Origin)
	})
	used := make(map[string]bool, len(rows))
	for _, r := range rows {
		used[r.base] = true
	}
	items := make([]record.Item, 0, len(rows))
	for i := 0; i < len(rows); {
		j := i + 1
		for j < len(rows) && rows[j].base == rows[i].base {
			j++
		}
		items = append(items, rows[i].item)
		for k := i + 1; k < j; k++ {
			it := rows[k].item
			n := k - i + 1
			id := fmt.Sprintf("%s-%d", it.ID, n)
			for used[id] {
				n++
				id = fmt.Sprintf("%s-%d", it.ID, n)
			}
			used[id] = true
			res.Warnings = append(res.Warnings, fmt.Sprintf("%s: duplicate id %s (first at %s): renamed %s", it.Origin, it.ID, rows[i].item.Origin, id))
			res.Rows["duplicate_ids"]++
			it.ID = id
			items = append(items, it)
		}
		i = j
	}
	sort.SliceStable(items, func(i, j int) bool { return source.NaturalLess(items[i].ID, items[j].ID) })
	res.Rows["rows_out"] = len(items)
	return items, res
}

// toItem maps one source row onto an item (id, provenance, images).
func toItem(set *source.Set, r *source.Row) (record.Item, []string) {
	var warns []string
	it := record.Item{
		ProblemID:    r.ProblemID,
		Collection:   r.Collection,
		Chapter:      r.Chapter,
		ChapterTitle: r.ChapterTitle,
		Group:        r.Group,
		Difficulty:   r.Difficulty,
		Problem:      r.Problem,
		Solution:     r.Solution,
		SourceAnswer: r.Answer,
		Page:         r.Page,
		AnswerPage:   r.AnswerPage,
		Origin:       r.Origin(),
		RowSHA256:    review.RowSHA256(r.Problem, r.Answer),
	}
	switch set.Format {
	case source.Math:
		it.Source, it.SourceTitle = mathSource, mathTitle
		if set.Meta != nil {
			it.Source, it.SourceTitle = set.Meta.RowSource()
		}
		it.ID = "math." + slug(strings.ReplaceAll(strings.TrimSuffix(r.ProblemID, ".json"), "/", "."))
	default:
		it.Source, it.SourceTitle = set.Meta.RowSource()
		var w string
		it.ID, w = dgnID(r.Collection, r.Chapter, r.ProblemID)
		if w != "" {
			warns = append(warns, w)
		}
	}
	var w string
	if it.Image, w = resolveImage(set.Dir, "image", r.Image); w != "" {
		warns = append(warns, w)
	}
	if it.AnswerImage, w = resolveImage(set.Dir, "answer_image", r.AnswerImage); w != "" {
		warns = append(warns, w)
	}
	return it, warns
}

var problemNumberRE = regexp.MustCompile(`^(?:(\d+)\.)?(\d+)$`)

// dgnID builds the id of a transcription row (see the package comment).
func dgnID(collection string, chapter int, problemID string) (string, string) {
	coll := slug(collection)
	pid := strings.TrimSpace(problemID)
	m := problemNumberRE.FindStringSubmatch(pid)
	if m == nil {
		return fmt.Sprintf("dgn.%s.%s", idPrefix(coll, chapter), slug(pid)),
			fmt.Sprintf("problem_id %q is not a number: id uses it as given", problemID)
	}
	n, err := strconv.Atoi(m[2])
	if err != nil {
		return fmt.Sprintf("dgn.%s.%s", idPrefix(coll, chapter), slug(pid)),
			fmt.Sprintf("problem_id %q is too large: id uses it as given", problemID)
	}
	var warn string
	if m[1] != "" && coll == "core" {
		if c, _ := strconv.Atoi(m[1]); c != chapter {
			warn = fmt.Sprintf("problem_id %q names chapter %s but the row is in chapter %d", problemID, m[1], chapter)
		}
	}
	switch coll {
	case "core":
		return fmt.Sprintf("dgn.core.%d.%03d", chapter, n), warn
	case "exercises":
		return fmt.Sprintf("dgn.exercises.%04d", n), warn
	default:
		if m[1] != "" {
			// "<chapter>.<n>" in an extended collection: keep both parts.
			return fmt.Sprintf("dgn.%s.%s.%d", coll, m[1], n), warn
		}
		return fmt.Sprintf("dgn.%s.%d", coll, n), warn
	}
}

func idPrefix(coll string, chapter int) string {
	if coll == "core" {
		return fmt.Sprintf("core.%d", chapter)
	}
	return coll
}

// slug lower-cases s and replaces every character outside [a-z0-9._-]
// by "-".
func slug(s string) string {
	s = strings.ToLower(strings.TrimSpace(s))
	var b strings.Builder
	for _, r := range s {
		switch {
		case r >= 'a' && r <= 'z', r >= '0' && r <= '9', r == '.', r == '_', r == '-':
			b.WriteRune(r)
		default:
			b.WriteByte('-')
		}
	}
	if b.Len() == 0 {
		return "-"
	}
	return b.String()
}

// resolveImage turns a path relative to the source folder into an absolute
// path with every symbolic link resolved, checking that it exists and stays
// inside the folder (also through links). A bad or missing image is a
// warning and gives "".
func resolveImage(dir, field, p string) (string, string) {
	if p == "" {
		return "", ""
	}
	if filepath.IsAbs(p) {
		return "", fmt.Sprintf("%s %q: not relative to the source folder, ignored", field, p)
	}
	clean := filepath.Clean(filepath.FromSlash(p))
	if clean == ".." || strings.HasPrefix(clean, ".."+string(filepath.Separator)) {
		return "", fmt.Sprintf("%s %q: outside the source folder, ignored", field, p)
	}
	abs, err := filepath.Abs(filepath.Join(dir, clean))
	if err != nil {
		return "", fmt.Sprintf("%s %q: %v", field, p, err)
	}
	st, err := os.Stat(abs)
	if err != nil {
		return "", fmt.Sprintf("%s %q: not found in %s", field, p, dir)
	}
	if !st.Mode().IsRegular() {
		return "", fmt.Sprintf("%s %q: not a regular file", field, p)
	}
	// The lexical check above does not see symbolic links: resolve them
	// (in the folder's path too) and refuse a file that is not inside.
	real, err := filepath.EvalSymlinks(abs)
	if err != nil {
		return "", fmt.Sprintf("%s %q: %v", field, p, err)
	}
	realDir, err := filepath.EvalSymlinks(dir)
	if err != nil {
		return "", fmt.Sprintf("%s %q: %v", field, p, err)
	}
	if realDir, err = filepath.Abs(realDir); err != nil {
		return "", fmt.Sprintf("%s %q: %v", field, p, err)
	}
	rel, err := filepath.Rel(realDir, real)
	if err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) || filepath.IsAbs(rel) {
		return "", fmt.Sprintf("%s %q: a symbolic link leading outside the source folder, ignored", field, p)
	}
	// A page image is an image by its content, whatever its name: the
	// desk serves it to a browser.
	f, _, err := source.OpenImage(real, []string{realDir})
	if err != nil {
		var ni *source.NotImageError
		if errors.As(err, &ni) {
			return "", fmt.Sprintf("%s %q: not a PNG, JPEG, GIF or WebP image (its content is %s), ignored", field, p, ni.Type)
		}
		return "", fmt.Sprintf("%s %q: %v, ignored", field, p, err)
	}
	f.Close()
	// The resolved path: what was checked is what later stages read.
	return real, ""
}
