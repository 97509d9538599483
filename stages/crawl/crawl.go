// Package crawl is the pipeline stage that crawls a problem-book site
// (internal/crawl) into a dgn source folder that the ingest stage reads
// when it needs this stage. Its params are the keys of a crawl file
// (crawl.yaml); the cache of responses is <artifacts>/cache/crawl/, so a
// rerun downloads only what changed and a killed run resumes.
package crawl

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"

	icrawl "github.com/dgnpipe/dgnpipe/internal/crawl"
	"github.com/dgnpipe/dgnpipe/internal/pipeline"
)

// Kind registers the crawl stage.
func Kind() pipeline.Kind {
	return pipeline.Kind{
		Name:    "crawl",
		Version: "1",
		// It reads the web, not the sources.
		SourceFiles: pipeline.NoSourceFiles,
		New: func(decode func(any) error) (pipeline.Stage, error) {
			// The defaults are filled in before decoding, so an omitted key
			// and its default hash the same.
			p := icrawl.Defaults()
			if err := decode(&p); err != nil {
				return nil, err
			}
			if err := p.Validate(); err != nil {
				var errs []error
				for _, e := range err.(interface{ Unwrap() []error }).Unwrap() {
					var fe *icrawl.FieldError
					if errors.As(e, &fe) {
						msg := fe.Msg
						if fe.Path != fe.Key {
							msg = fe.Path + ": " + msg
						}
						errs = append(errs, pipeline.InvalidParam(fe.Key, "%s", msg))
						continue
					}
					errs = append(errs, e)
				}
				return nil, errors.Join(errs...)
			}
			return &stage{cfg: p}, nil
		},
	}
}

type stage struct{ cfg icrawl.Config }

func (s *stage) String() string { return "crawl " + s.cfg.StartURLs[0] }

// Run crawls into the output folder and reports the manifest's counts.
// Failures that may pass (network errors, time-outs, 429 or 5xx after the
// retries) make the result degraded, so the next run crawls again (from
// the cache, asking only for what failed or changed).
func (s *stage) Run(ctx context.Context, env *pipeline.Env) (pipeline.Result, error) {
	m, err := icrawl.Crawl(ctx, s.cfg, icrawl.Options{
		CacheDir: filepath.Join(env.ArtifactsDir, "cache", "crawl"),
		OutDir:   env.OutDir,
		Log:      env.Log,
		Progress: func(done int) { env.Progress(done, 0) },
	})
	if err != nil {
		return pipeline.Result{}, err
	}
	return Result(m), nil
}

// Result turns a manifest into the stage's counts and warnings.
func Result(m *icrawl.Manifest) pipeline.Result {
	res := pipeline.Result{Rows: map[string]int{
		"rows_out":              m.ItemsWritten,
		"items_skipped":         len(m.ItemsSkipped),
		"answers_joined":        m.AnswersJoined,
		"pages.fetched":         m.Pages.Fetched,
		"pages.cached":          m.Pages.Cached,
		"pages.revalidated":     m.Pages.Revalidated,
		"pages.disallowed":      m.Pages.Disallowed,
		"pages.failed":          m.Pages.Failed,
		"images.fetched":        m.Images.Fetched,
		"images.cached":         m.Images.Cached,
		"images.failed":         m.Images.Failed,
		"http.requests":         m.HTTP.Requests,
		"http.downloads":        m.HTTP.Downloads,
		"http.not_modified":     m.HTTP.NotModified,
		"http.retries":          m.HTTP.Retries,
		"links_off_domain":      m.LinksOffDomain,
		"not_visited_max_pages": m.NotVisited,
	}}
	for _, f := range m.Failed {
		res.Warnings = append(res.Warnings, fmt.Sprintf("%s %s: %s", f.Kind, f.URL, f.Reason))
		if f.Transient {
			res.Degraded = append(res.Degraded, fmt.Sprintf("crawl: %s %s: %s", f.Kind, f.URL, f.Reason))
		}
	}
	for _, sk := range m.ItemsSkipped {
		res.Warnings = append(res.Warnings, fmt.Sprintf("%s: skipped: %s", sk.URL, sk.Reason))
	}
	res.Warnings = append(res.Warnings, m.Warnings...)
	return res
}
