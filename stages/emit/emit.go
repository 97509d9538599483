// Package emit is the last pipeline stage: it writes the published dataset
// folder (Parquet configs, README.md dataset card, stats.json) at the top of
// its output directory. In pipeline.yaml the stage is named `dataset`, so
// the folder is <artifacts>/dataset/.
package emit

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/dedup"
	"github.com/dgnpipe/dgnpipe/internal/mdtext"
	"github.com/dgnpipe/dgnpipe/internal/parquetout"
	"github.com/dgnpipe/dgnpipe/internal/pipeline"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/snapdiff"
	"github.com/dgnpipe/dgnpipe/internal/source"
	"github.com/dgnpipe/dgnpipe/internal/split"
)

// Params are the emit stage's pipeline.yaml parameters: what the dataset
// card says about the data (nothing about a particular benchmark is built
// in).
type Params struct {
	// Title is the card's heading and pretty_name (default
	// parquetout.DefaultTitle).
	Title string `yaml:"title" json:"title"`
	// Description is the card's first paragraph (Markdown).
	Description string `yaml:"description" json:"description"`
	// License is the Hugging Face licence id of the card's front matter
	// (cc0-1.0, cc-by-4.0, mit, other, ...; default unknown).
	License string `yaml:"license" json:"license"`
	// Source says where the rows come from (Markdown).
	Source string `yaml:"source" json:"source"`
	// Previous is a dataset folder, the previous snapshot (e.g. a copy of
	// the one last published; relative to the directory dgnpipe runs in).
	// When set, the card gets a section "Changes since the previous
	// snapshot" (the diff of `dgnpipe diff`) and stats.json records the
	// previous snapshot's hash.
	Previous string `yaml:"previous" json:"previous,omitempty"`
}

// Kind registers the emit stage.
func Kind() pipeline.Kind {
	return pipeline.Kind{
		Name:    "emit",
		Version: "3",
		// The sources' dataset.yaml: the card's texts.
		SourceFiles: source.IsMetaFile,
		New: func(decode func(any) error) (pipeline.Stage, error) {
			p := Params{License: "unknown"}
			if err := decode(&p); err != nil {
				return nil, err
			}
			var errs []error
			if !source.IsLicenseID(p.License) {
				errs = append(errs, pipeline.InvalidParam("license", "%q is not a licence id (lower-case, e.g. cc-by-4.0, mit, other, unknown)", p.License))
			}
			if strings.ContainsAny(p.Title, "\n\r") {
				errs = append(errs, pipeline.InvalidParam("title", "must be one line"))
			}
			var prevHash string
			if p.Previous != "" {
				h, err := snapdiff.Hash(p.Previous)
				if err != nil {
					errs = append(errs, pipeline.InvalidParam("previous", "%s: not a dataset folder: %v", p.Previous, err))
				}
				prevHash = h
			}
			if len(errs) > 0 {
				return nil, errors.Join(errs...)
			}
			if p.Previous != "" {
				return &withPrevious{stage{p: p}, prevHash}, nil
			}
			return &stage{p: p}, nil
		},
	}
}

type stage struct {
	p Params
	// meta is run's metadata flags: the card's texts for sources without
	// a dataset.yaml; nil when none were given.
	meta *source.Meta
}

// WithMeta is the stage with run's metadata flags m (`--title`,
// `--license`, ...): the card's texts when no source has a dataset.yaml.
func (s *stage) WithMeta(m *source.Meta) pipeline.Stage { c := *s; c.meta = m; return &c }

// WithMeta keeps the previous snapshot (see stage.WithMeta).
func (s *withPrevious) WithMeta(m *source.Meta) pipeline.Stage { c := *s; c.meta = m; return &c }

func (s *stage) String() string { return "write the Parquet dataset" }

// Run reads the rows of its single input (the split stage's output, whose
// split.json, when present, states the split rule on the card) and writes
// data/<config>/{train,test}-00000-of-00001.parquet, README.md and
// stats.json into env.OutDir. Result.Rows holds rows_in, split.train,
// split.test and config.<name> for every config.
func (s *stage) Run(ctx context.Context, env *pipeline.Env) (pipeline.Result, error) {
	dep, err := env.OnlyInput()
	if err != nil {
		return pipeline.Result{}, err
	}
	opts, warns, err := s.cardTexts(env.Sources)
	if err != nil {
		return pipeline.Result{}, err
	}
	rulePath := filepath.Join(env.Inputs[dep], split.RuleFile)
	switch b, err := os.ReadFile(rulePath); {
	case err == nil:
		var r split.Rule
		if err := json.Unmarshal(b, &r); err != nil {
			return pipeline.Result{}, fmt.Errorf("%s: %w", rulePath, err)
		}
		opts.SplitRule = r.Describe()
	case !errors.Is(err, fs.ErrNotExist):
		return pipeline.Result{}, err
	}
	if err := readDuplicates(env.Inputs[dep], &opts); err != nil {
		return pipeline.Result{}, err
	}
	if s.p.Previous != "" {
		opts.Changes = func(dir string) (*parquetout.Changes, error) { return changes(ctx, s.p.Previous, dir) }
	}
	// The rows are read batch by batch; Emit keeps their columns only.
	rows := filepath.Join(env.Inputs[dep], pipeline.RowsFile)
	n := 0
	st, err := parquetout.EmitBatches(ctx, env.OutDir, func(each func([]record.Item) error) error {
		return readColumns(rows, func(b []record.Item) error { n += len(b); return each(b) })
	}, opts)
	if err != nil {
		return pipeline.Result{}, err
	}
	res := pipeline.Result{Rows: map[string]int{"rows_in": n, "split.train": st.Rows.Train, "split.test": st.Rows.Test}}
	for _, c := range st.Configs {
		res.Rows["config."+c.Name] = c.Total
	}
	res.Warnings = append(res.Warnings, warns...)
	for _, c := range st.Unconfigured {
		res.Warnings = append(res.Warnings, fmt.Sprintf("collection %q is in no collection config (core, extended, exercises); it is published in full, qa and verified only", c))
	}
	return res, nil
}

// cardTexts chooses where the card's texts come from: the first source
// folder with a dataset.yaml (source.MetaFile), else run's metadata flags
// (WithMeta), else the emit params,
// else neutral defaults ("Unnamed dataset", licence not stated). Each
// missing title, provenance or licence is a warning naming where to add
// it; the texts never come from another dataset.
func (s *stage) cardTexts(sources []pipeline.SourceSpec) (parquetout.Options, []string, error) {
	var metas []*source.Meta
	for _, spec := range sources {
		m, err := source.ReadMeta(spec.Dir)
		if err != nil {
			return parquetout.Options{}, nil, err
		}
		if m != nil {
			metas = append(metas, m)
		}
	}
	var warns []string
	var opts parquetout.Options
	where := "the emit params of the pipeline file"
	if len(metas) > 0 {
		m := metas[0]
		opts = parquetout.Options{Title: m.Title, Description: m.Description, License: m.License, Source: m.Provenance,
			Homepage: m.Homepage, Citation: m.Citation, MetaFrom: mdtext.Code(source.MetaFile) + " of the source folder " + mdtext.Code(filepath.Base(filepath.Dir(m.Path)))}
		where = m.Path
		for _, o := range metas[1:] {
			warns = append(warns, fmt.Sprintf("dataset card: %s is not used (the card describes %s, the first source with one)", o.Path, m.Path))
		}
		if s.meta != nil {
			warns = append(warns, fmt.Sprintf("dataset card: the metadata flags of `dgnpipe run` are not used: %s describes the rows", m.Path))
		}
	} else if m := s.meta; m != nil {
		opts = parquetout.Options{Title: m.Title, Description: m.Description, License: m.License, Source: m.Provenance,
			Homepage: m.Homepage, MetaFrom: "the metadata flags of `dgnpipe run` (`--title`, `--license`, `--provenance`, ...)"}
		where = "the flags of `dgnpipe run` (--title, --license, --provenance) or a " + source.MetaFile + " beside the source rows (docs/sources.md)"
	} else {
		opts = parquetout.Options{Title: s.p.Title, Description: s.p.Description, License: s.p.License, Source: s.p.Source}
		if opts.License == "unknown" && opts.Title == "" && opts.Source == "" && opts.Description == "" {
			where = "a " + source.MetaFile + " beside the source rows (docs/sources.md)"
		}
	}
	if opts.License == "" {
		opts.License = "unknown"
	}
	var missing []string
	if strings.TrimSpace(opts.Title) == "" {
		missing = append(missing, "no title (unnamed dataset)")
	}
	if strings.TrimSpace(opts.Source) == "" {
		missing = append(missing, "no provenance")
	}
	if opts.License == "unknown" {
		missing = append(missing, "licence not stated")
	}
	if len(missing) > 0 {
		warns = append(warns, "dataset card: "+strings.Join(missing, ", ")+"; add them to "+where)
	}
	return opts, warns, nil
}

// withPrevious is the stage when params name a previous snapshot: its
// hash, taken when the pipeline file is loaded, is the stage's
// fingerprint, so a change of the previous folder's data reruns the stage.
type withPrevious struct {
	stage
	hash string
}

func (s *withPrevious) Fingerprint() string { return "previous=" + s.hash }

// changes diffs the dataset folder dir against the previous snapshot prev:
// the card's section, folded as the release notes of `dgnpipe diff
// --markdown` are, and prev's hash.
func changes(ctx context.Context, prev, dir string) (*parquetout.Changes, error) {
	old, cur, err := snapdiff.LoadPair(ctx, prev, dir)
	if err != nil {
		return nil, fmt.Errorf("previous snapshot %s: %w", prev, err)
	}
	d, err := snapdiff.Compare(old, cur)
	if err != nil {
		return nil, fmt.Errorf("previous snapshot: %w", err)
	}
	return &parquetout.Changes{
		PreviousHash: old.Hash,
		Section:      d.Markdown(snapdiff.MarkdownOptions{Level: 2, FoldAt: snapdiff.DefaultFoldAt}),
	}, nil
}

// readDuplicates reads the split stage's dedup.json, when present, into
// the card's section on near-duplicates and contamination.
func readDuplicates(dir string, opts *parquetout.Options) error {
	path := filepath.Join(dir, dedup.SummaryFile)
	b, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return err
	}
	var sum dedup.Summary
	if err := json.Unmarshal(b, &sum); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	opts.Duplicates = sum.CardSection()
	return nil
}

// columnFields are the fields of a row the dataset is made of
// (parquetout.EmitBatches reads no other): the published columns, the
// split, and of the legs and the audit what the card counts. The rest of
// the legs (their notes) and of the audit (its steps) is skipped, not
// decoded (record.ReadFieldBatches).
type columnFields struct {
	ID               string        `json:"id"`
	ProblemID        string        `json:"problem_id"`
	Collection       string        `json:"collection"`
	Source           string        `json:"source"`
	SourceTitle      string        `json:"source_title"`
	Chapter          int           `json:"chapter"`
	ChapterTitle     string        `json:"chapter_title"`
	Group            string        `json:"group"`
	Difficulty       string        `json:"difficulty"`
	Problem          string        `json:"problem"`
	Solution         string        `json:"solution"`
	FinalAnswer      string        `json:"final_answer"`
	FinalAnswerBoxed string        `json:"final_answer_boxed"`
	AnswerStatus     record.Status `json:"answer_status"`
	VerificationNote string        `json:"verification_note"`
	Page             int           `json:"page"`
	Split            string        `json:"split"`
	Legs             struct {
		Native  *struct{} `json:"native"`
		Parsers *struct {
			Readers     []string `json:"readers"`
			Expressions int      `json:"expressions"`
		} `json:"parsers"`
		MathJS *struct {
			Outcome record.MathJSResult `json:"outcome"`
		} `json:"mathjs"`
	} `json:"legs"`
	SolutionAudit *struct {
		Verdict record.SolutionVerdict `json:"verdict"`
	} `json:"solution_audit"`
}

// readColumns reads the rows file at path batch by batch, each row with
// the fields parquetout.EmitBatches reads (columnFields) and no other.
func readColumns(path string, each func([]record.Item) error) error {
	return record.ReadFieldBatches(path, func(rows []columnFields) error {
		items := make([]record.Item, len(rows))
		for i := range rows {
			r, it := &rows[i], &items[i]
			*it = record.Item{ID: r.ID, ProblemID: r.ProblemID, Collection: r.Collection, Source: r.Source,
				SourceTitle: r.SourceTitle, Chapter: r.Chapter, ChapterTitle: r.ChapterTitle, Group: r.Group,
				Difficulty: r.Difficulty, Problem: r.Problem, Solution: r.Solution, FinalAnswer: r.FinalAnswer,
				FinalAnswerBoxed: r.FinalAnswerBoxed, AnswerStatus: r.AnswerStatus, VerificationNote: r.VerificationNote,
				Page: r.Page, Split: r.Split}
			if r.Legs.Native != nil {
				it.Legs.Native = &record.NativeOutcome{}
			}
			if x := r.Legs.Parsers; x != nil {
				it.Legs.Parsers = &record.ParsersOutcome{Readers: x.Readers, Expressions: x.Expressions}
			}
			if m := r.Legs.MathJS; m != nil {
				it.Legs.MathJS = &record.MathJSOutcome{Outcome: m.Outcome}
			}
			if a := r.SolutionAudit; a != nil {
				it.SolutionAudit = &record.SolutionOutcome{Verdict: a.Verdict}
			}
		}
		return each(items)
	})
}
