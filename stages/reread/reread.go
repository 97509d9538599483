// Package reread is the pipeline stage of leg 4: every flagged row's page is
// read again by a vision model (internal/vision), compared with the
// transcription and, when it differs, checked again by leg 1
// (internal/reread holds the logic).
package reread

import (
	"context"
	"errors"
	"fmt"
	"hash/fnv"
	"path/filepath"
	"time"

	"golang.org/x/sync/errgroup"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/legs"
	"github.com/dgnpipe/dgnpipe/internal/pipeline"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/reread"
	"github.com/dgnpipe/dgnpipe/internal/source"
	"github.com/dgnpipe/dgnpipe/internal/vision"
)

// Params are the reread stage's pipeline.yaml parameters. The API key is
// never a parameter: it comes from OPENAI_API_KEY only. OPENAI_BASE_URL and
// DGNPIPE_VISION_MODEL override base_url and model.
type Params struct {
	BaseURL       string  `yaml:"base_url"`
	Model         string  `yaml:"model"`
	ConfirmModel  string  `yaml:"confirm_model"`   // the second read's model; "" asks model again, the request varied
	JSONMode      *bool   `yaml:"json_mode"`       // default true
	Concurrency   int     `yaml:"concurrency"`     // default 4
	RatePerSecond float64 `yaml:"rate_per_second"` // default 2
	MaxRetries    int     `yaml:"max_retries"`     // default 4
	MaxCalls      int     `yaml:"max_calls"`       // per run; default 1000; 0: no call
	MaxTokens     int     `yaml:"max_tokens"`      // per run; default 5,000,000; 0: no call
	Replay        bool    `yaml:"replay"`          // answer from the cache alone, offline
	CacheDir      string  `yaml:"cache_dir"`       // default <artifacts>/cache/reread
	TimeoutMS     int     `yaml:"timeout_ms"`      // per attempt; default 120000
}

// Kind registers the reread stage.
func Kind() pipeline.Kind {
	return pipeline.Kind{
		Name:        "reread",
		Version:     "1",
		SourceFiles: source.PageImage,
		New: func(decode func(any) error) (pipeline.Stage, error) {
			p := DefaultParams()
			if err := decode(&p); err != nil {
				return nil, err
			}
			if err := p.validate(); err != nil {
				return nil, err
			}
			return New(p, nil), nil
		},
	}
}

// DefaultParams are the values of the keys left out of pipeline.yaml; a
// key given is taken as given: max_calls: 0 allows no call.
func DefaultParams() Params {
	return Params{Concurrency: 4, RatePerSecond: 2, MaxRetries: 4, MaxCalls: 1000, MaxTokens: 5_000_000, TimeoutMS: 120_000}
}

// validate reports every out-of-range value (pipeline.ParamError).
func (p Params) validate() error {
	var errs []error
	atLeast := func(key string, v, min int) {
		if v < min {
			errs = append(errs, pipeline.InvalidParam(key, "must be at least %d, have %d", min, v))
		}
	}
	atLeast("concurrency", p.Concurrency, 1)
	// The transport has no "no retry" setting (0 would mean its default).
	atLeast("max_retries", p.MaxRetries, 1)
	atLeast("max_calls", p.MaxCalls, 0)
	atLeast("max_tokens", p.MaxTokens, 0)
	atLeast("timeout_ms", p.TimeoutMS, 1)
	if !(p.RatePerSecond > 0) {
		errs = append(errs, pipeline.InvalidParam("rate_per_second", "must be more than 0, have %v", p.RatePerSecond))
	}
	return errors.Join(errs...)
}

// New builds the stage from valid params (see DefaultParams); getenv nil
// means os.Getenv.
func New(p Params, getenv func(string) string) *Stage {
	p.Concurrency = max(p.Concurrency, 1)
	jsonMode := p.JSONMode == nil || *p.JSONMode
	cfg := vision.FromEnv(vision.Config{BaseURL: p.BaseURL, Model: p.Model, JSONMode: jsonMode}, getenv)
	return &Stage{p: p, cfg: cfg}
}

// Stage is the reread stage.
type Stage struct {
	p   Params
	cfg vision.Config
}

func (s *Stage) String() string { return "re-read flagged pages (leg 4)" }

// Fingerprint is mixed into the stage's parameter hash by the runner, so a
// change of endpoint or model given through the environment reruns the
// stage. It never contains the key, only whether one is set.
func (s *Stage) Fingerprint() string {
	return fmt.Sprintf("base_url=%s model=%s key_set=%t", s.cfg.BaseURL, s.cfg.Model, s.cfg.APIKey != "")
}

// ErrReplayNoModel: replay mode without a model name cannot find a cached
// reply (the model is part of every cache key).
var ErrReplayNoModel = errors.New("replay needs the model (set DGNPIPE_VISION_MODEL or the reread params' model): the cache is keyed by it")

// Run re-reads every flagged row of its input. The rows are streamed
// (pipeline.Env.MapPureRows): the stage holds one batch of them at a time.
func (s *Stage) Run(ctx context.Context, env *pipeline.Env) (pipeline.Result, error) {
	cacheDir := s.p.CacheDir
	if cacheDir == "" {
		cacheDir = filepath.Join(env.ArtifactsDir, "cache", "reread")
	}
	r, budget, tr, err := s.reader(cacheDir, env)
	if err != nil {
		return pipeline.Result{}, err
	}

	leg := &legs.Vision{Reader: r}
	counts := map[string]int{"flagged": 0, "reread.agree": 0, "reread.disagree": 0, "reread.not-reread": 0}
	failed, why := 0, map[string]int{}
	// With no client, a row's outcome is its own function (a flagged row
	// is "not re-read" for the reader's reason): the row memo serves it.
	n, sum, err := env.MapPureRows(pipeline.PureRows{Memo: r.Client == nil, Unread: []string{"origin"}}, func(items []record.Item, notes []pipeline.RowNote) error {
		g, gctx := errgroup.WithContext(ctx)
		g.SetLimit(s.p.Concurrency)
		for i := range items {
			g.Go(func() error {
				if rep := leg.Run(gctx, &legs.Row{Item: &items[i]}); rep.CutShort {
					return gctx.Err()
				}
				return nil
			})
		}
		if err := g.Wait(); err != nil {
			return err
		}
		for i := range items {
			if v := items[i].Legs.Vision; v != nil {
				notes[i].Add("flagged", 1)
				notes[i].Add("reread."+v.Outcome.String(), 1)
				if v.Outcome == record.VisionNotReread && r.Client != nil {
					notes[i].Warnings = append(notes[i].Warnings, fmt.Sprintf("%s: %s", items[i].ID, v.Note))
				}
				if v.Failed != "" {
					failed++
					why[v.Failed]++
				}
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
	warnings := sum.Warnings
	counts["rows_in"], counts["rows_out"], counts["reread.cached"] = n, n, int(r.Cached.Load())
	var degraded []string
	if failed > 0 {
		counts["reread.failed"] = failed
		degraded = []string{fmt.Sprintf("leg 4 (vision) could not re-read %d of %d flagged rows: %s", failed, counts["flagged"], mostCommon(why))}
	}
	if budget != nil {
		st := budget.Stats()
		counts["vision.calls"] = st.Calls
		counts["vision.failed"] = st.Failed
		counts["vision.refused_over_budget"] = st.Refused
		counts["vision.prompt_tokens"] = st.PromptTokens
		counts["vision.completion_tokens"] = st.CompletionTokens
		counts["vision.requests"] = tr.Attempts()
		counts["vision.retries"] = int(tr.Retries.Load())
	}
	return pipeline.Result{Rows: counts, Warnings: warnings, Degraded: degraded}, nil
}

// reader builds the stage's Reader: replaying the cache, not configured,
// or calling the model through Cached(Budget(OpenAI(Transport))). The
// budget and transport are nil when no call can be made.
func (s *Stage) reader(cacheDir string, env *pipeline.Env) (*reread.Reader, *vision.Budget, *vision.Transport, error) {
	r := &reread.Reader{Recheck: recheck, ConfirmModel: s.p.ConfirmModel}
	params := s.cfg.Params()
	switch {
	case s.p.Replay && s.cfg.Model == "":
		return nil, nil, nil, ErrReplayNoModel
	case s.p.Replay:
		r.Client = &vision.Cached{Dir: cacheDir, Params: params, Replay: true}
		return r, nil, nil, nil
	case s.p.MaxCalls == 0 || s.p.MaxTokens == 0:
		r.NotRunReason = "the reread params allow no vision call (max_calls or max_tokens is 0)"
		return r, nil, nil, nil
	case !s.cfg.Configured():
		r.NotRunReason = "no vision model configured (set DGNPIPE_VISION_MODEL and OPENAI_BASE_URL or OPENAI_API_KEY, or the reread params)"
		return r, nil, nil, nil
	}
	tr := vision.NewTransport(nil, vision.TransportOptions{
		Concurrency: s.p.Concurrency, RatePerSecond: s.p.RatePerSecond, MaxRetries: s.p.MaxRetries,
		AttemptTimeout: time.Duration(s.p.TimeoutMS) * time.Millisecond,
		// A reply of max_tokens tokens, JSON-escaped, is far below this.
		MaxBody: 64<<10 + 32*int64(params.MaxTokens),
	})
	cfg := s.cfg
	cfg.Log = env.Log
	oc, err := vision.NewOpenAI(cfg, tr)
	if err != nil {
		return nil, nil, nil, err
	}
	budget := &vision.Budget{Next: oc, MaxCalls: s.p.MaxCalls, MaxTokens: s.p.MaxTokens, ReplyTokens: params.MaxTokens}
	r.Client = &vision.Cached{Next: budget, Dir: cacheDir, Params: params}
	return r, budget, tr, nil
}

// mostCommon returns the most frequent key (the smallest on a tie).
func mostCommon(m map[string]int) string {
	best := ""
	for k, n := range m {
		if best == "" || n > m[best] || n == m[best] && k < best {
			best = k
		}
	}
	return best
}

// recheck runs leg 1 on a re-read row.
func recheck(ctx context.Context, id, problem, answer string) record.NativeOutcome {
	h := fnv.New64a()
	h.Write([]byte("reread/" + id))
	return *check.Check(ctx, problem, answer, check.Options{Seed: int64(h.Sum64() >> 1)}).Outcome()
}
