// Package status is the pipeline stage that gives every row its
// answer_status and verification_note from the legs' outcomes and the
// reviewers' decisions (see internal/status for the decision table and
// internal/review for the reviews files).
//
// Besides the rows it writes two reports into its output folder:
// reviews.json (what became of every review: applied, stale, malformed,
// of an unknown row) and checker-defects.jsonl (the rows a reviewer found
// the checker misread, for the developers).
package status

import (
	"context"
	"encoding/json"
	"fmt"
	"hash/fnv"
	"maps"
	"os"
	"path/filepath"
	"slices"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/pipeline"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/review"
	"github.com/dgnpipe/dgnpipe/internal/status"
)

// Kind registers the status stage. Of the source folders it reads only
// the reviews files, so that a new review reruns this stage and the ones
// after it, and nothing before.
func Kind() pipeline.Kind {
	return pipeline.Kind{
		Name:        "status",
		Version:     "3",
		SourceFiles: func(rel string) bool { return rel == review.FileName },
		New:         pipeline.NoParams(&stage{}),
	}
}

// Files the stage writes beside its rows.
const (
	ReviewsReport  = "reviews.json"
	CheckerDefects = "checker-defects.jsonl"
)

// Report is reviews.json: what became of the reviews of the run's source
// folders.
type Report struct {
	// Files are the reviews files read.
	Files []string `json:"files"`
	// Applied, Stale and Unknown are the latest review of each row, by
	// what became of it: applied, not applied because the row changed
	// since (row_sha256 differs), or naming no row of the run.
	Applied []Item `json:"applied"`
	Stale   []Item `json:"stale"`
	Unknown []Item `json:"unknown"`
	// Malformed are the skipped lines, "file:line: why".
	Malformed []string `json:"malformed"`
}

// Item is one review in the report.
type Item struct {
	ID       string          `json:"id"`
	Decision review.Decision `json:"decision"`
	Reviewer string          `json:"reviewer"`
	At       string          `json:"at"`
	Origin   string          `json:"origin"`
	// Status is the row's answer_status after this stage.
	Status string `json:"answer_status,omitempty"`
}

// Defect is one line of checker-defects.jsonl.
type Defect struct {
	ID       string `json:"id"`
	Reviewer string `json:"reviewer"`
	At       string `json:"at"`
	Comment  string `json:"comment"`
	Origin   string `json:"origin"`
	Problem  string `json:"problem"`
	Answer   string `json:"answer"`
	// Verdict, Kind and Note are leg 1's, which the reviewer set aside.
	Verdict string `json:"leg1_verdict"`
	Kind    string `json:"leg1_kind,omitempty"`
	Note    string `json:"leg1_note"`
}

type stage struct{}

func (s *stage) String() string { return "assign answer_status" }

// Run reads the rows of its single input and the reviews files of the
// source folders, sets AnswerStatus and VerificationNote on each row
// (applying corrections and reviews), and writes them in the same order.
// Result.Rows holds rows_in, rows_out, status.<name> for every status,
// corrected.recomputed / corrected.reread, and reviews.applied,
// reviews.stale, reviews.unknown, reviews.malformed, review.<decision> and
// checker_defects.
func (s *stage) Run(ctx context.Context, env *pipeline.Env) (pipeline.Result, error) {
	rep := Report{Files: []string{}, Applied: []Item{}, Stale: []Item{}, Unknown: []Item{}, Malformed: []string{}}
	var files []*review.File
	for _, src := range env.Sources {
		path := filepath.Join(src.Dir, review.FileName)
		f, err := review.Read(path)
		if err != nil {
			return pipeline.Result{}, fmt.Errorf("reviews: %w", err)
		}
		if len(f.Entries) > 0 || len(f.Warnings) > 0 {
			rep.Files = append(rep.Files, path)
		}
		rep.Malformed = append(rep.Malformed, f.Warnings...)
		files = append(files, f)
	}
	latest := review.Latest(files...)

	counts := map[string]int{"corrected.recomputed": 0, "corrected.reread": 0,
		"reviews.applied": 0, "reviews.stale": 0, "reviews.unknown": 0, "reviews.malformed": len(rep.Malformed), "checker_defects": 0}
	for _, st := range record.Statuses {
		counts["status."+st.String()] = 0
	}
	var defects []Defect
	seen := map[string]bool{}
	// The rows are streamed (pipeline.Env.MapPureRows): each is decided on
	// its own, so the stage holds one batch of them at a time. Without
	// reviews a row's status is its own function, which the row memo
	// serves; a review (and its reports) is applied every run.
	n, sum, err := env.MapPureRows(pipeline.PureRows{Memo: len(latest) == 0, Unread: []string{"origin"}}, func(items []record.Item, notes []pipeline.RowNote) error {
		for i := range items {
			if i%1024 == 0 {
				if err := ctx.Err(); err != nil {
					return err
				}
			}
			it, note := &items[i], &notes[i]
			var rev *review.Review
			e, ok := latest[it.ID]
			if ok {
				rev = &e.Review
				seen[it.ID] = true
			}
			before := *it // what the checker saw, for a defect report
			d, what := status.ApplyReview(ctx, it, rev, recheck)
			note.Add("status."+d.Status.String(), 1)
			if d.Fix != status.FixNone {
				note.Add("corrected."+d.Fix.String(), 1)
			}
			switch what {
			case status.ReviewApplied:
				note.Add("reviews.applied", 1)
				note.Add("review."+string(rev.Decision), 1)
				rep.Applied = append(rep.Applied, reportItem(&e, it))
				if rev.Decision == review.CheckerWrong {
					note.Add("checker_defects", 1)
					defects = append(defects, defect(&e, &before))
				}
			case status.ReviewStale:
				note.Add("reviews.stale", 1)
				rep.Stale = append(rep.Stale, reportItem(&e, it))
				note.Warnings = append(note.Warnings, fmt.Sprintf("%s: review of %s is stale (the row changed since it was reviewed), not applied", e.Origin(), it.ID))
			}
		}
		return nil
	})
	if err != nil {
		return pipeline.Result{}, err
	}
	for k, v := range sum.Counts {
		counts[k] += v
	}
	warnings := append(slices.Clone(rep.Malformed), sum.Warnings...)
	counts["rows_in"], counts["rows_out"] = n, n
	for _, id := range slices.Sorted(maps.Keys(latest)) {
		if !seen[id] {
			e := latest[id]
			counts["reviews.unknown"]++
			rep.Unknown = append(rep.Unknown, reportItem(&e, nil))
			warnings = append(warnings, fmt.Sprintf("%s: review of %s: no such row in this run, not applied", e.Origin(), id))
		}
	}
	if err := writeJSON(filepath.Join(env.OutDir, ReviewsReport), rep); err != nil {
		return pipeline.Result{}, err
	}
	if err := writeDefects(filepath.Join(env.OutDir, CheckerDefects), defects); err != nil {
		return pipeline.Result{}, err
	}
	return pipeline.Result{Rows: counts, Warnings: warnings}, nil
}

func reportItem(e *review.Entry, it *record.Item) Item {
	r := Item{ID: e.ID, Decision: e.Decision, Reviewer: e.Reviewer, At: e.At, Origin: e.Origin()}
	if it != nil {
		r.Status = it.AnswerStatus.String()
	}
	return r
}

func defect(e *review.Entry, it *record.Item) Defect {
	d := Defect{ID: it.ID, Reviewer: e.Reviewer, At: e.At, Comment: e.Comment, Origin: e.Origin(),
		Problem: it.Problem, Answer: it.SourceAnswer}
	if d.Answer == "" {
		d.Answer = it.FinalAnswer
	}
	if n := it.Legs.Native; n != nil {
		d.Verdict, d.Kind, d.Note = n.Verdict.String(), n.Kind, n.Note
	}
	return d
}

func writeJSON(path string, v any) error {
	b, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		return err
	}
	return os.WriteFile(path, append(b, '\n'), 0o644)
}

func writeDefects(path string, defects []Defect) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	enc := json.NewEncoder(f)
	enc.SetEscapeHTML(false)
	for i := range defects {
		if err := enc.Encode(&defects[i]); err != nil {
			f.Close()
			return err
		}
	}
	return f.Close()
}

// recheck runs leg 1 on a row as a reviewer read it.
func recheck(ctx context.Context, id, problem, answer string) record.NativeOutcome {
	h := fnv.New64a()
	h.Write([]byte("review/" + id))
	res := check.Check(ctx, problem, answer, check.Options{Seed: int64(h.Sum64() >> 1)})
	return *res.Outcome()
}
