package legs

import (
	"context"
	"fmt"
	"log/slog"
	"path/filepath"
	"runtime"
	"sync"
	"time"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/jsmath"
	"github.com/dgnpipe/dgnpipe/internal/mathjsleg"
	"github.com/dgnpipe/dgnpipe/internal/parsersleg"
	"github.com/dgnpipe/dgnpipe/internal/xparse"
)

// The wall-clock nets of legs 1-3 on one row when a Config leaves them 0.
// They are generous, as no verdict depends on them: each leg's work is
// bounded in deterministic units (leg 1: check.Options.MaxWork; legs 2 and
// 3: the length of each expression or fragment, the number of expressions
// and points, math.js's 64-digit precision), and a row that reaches a net
// is held back by the verify stage rather than published. Five minutes:
// the heaviest rows seen spend some 11 s of CPU (MATH train
// intermediate_algebra 1958's mutants), which a process given a tenth of a
// core (load 20 on 2 cores) turns into some 2 minutes of wall time, and a
// row held back fails the build.
const (
	DefaultNativeNet      = 5 * time.Minute
	DefaultMathJSTimeout  = 5 * time.Minute
	DefaultParsersTimeout = 5 * time.Minute
)

// The backends of leg 3 (Config.MathJS) and the switch of leg 2
// (Config.Parsers).
const (
	MathJSEmbedded = "embedded" // math.js in goja, offline (the default)
	MathJSHTTP     = "http"     // a server speaking the api.mathjs.org v4 API
	Off            = "off"      // the leg does not run, and every row says so
	On             = "on"       // leg 2 runs on the rows leg 1 decided (the default)
	// ParsersAll: leg 2 reads the rows leg 1 did not decide too (KaTeX
	// only), though no reading there can change a status.
	ParsersAll = "all"
)

// Config selects and limits legs 1-3. The zero value is every leg on, with
// the default limits and the embedded math.js.
type Config struct {
	// NativeTimeout (a wall-clock net) and Points are leg 1's limits on
	// one row.
	NativeTimeout time.Duration
	Points        int
	// MathJS is leg 3's backend: MathJSEmbedded (""), MathJSHTTP (at
	// MathJSEndpoint) or Off.
	MathJS         string
	MathJSEndpoint string
	MathJSTimeout  time.Duration
	// Parsers switches leg 2: On (""; the rows leg 1 decided), ParsersAll
	// or Off.
	Parsers        string
	ParsersTimeout time.Duration
	// OffWhere names where a leg was switched off, for the note of every
	// row ("pipeline.yaml" gives "leg 3 is switched off in pipeline.yaml
	// (mathjs: off)").
	OffWhere string
	// CacheDir holds the HTTP backend's replies (<dir>/mathjs); "" keeps
	// none.
	CacheDir string
	// Log (nil: discarded) gets the raw replies of failed HTTP calls at
	// debug level, secrets redacted.
	Log *slog.Logger
	// Engine, if set, is the embedded math.js engine leg 3 uses (one the
	// stages of a run share: NewEmbeddedMathJS) instead of one of its own;
	// Set.Close leaves it open.
	Engine *jsmath.Engine
}

// EmbeddedMathJS is the key under which the stages of a run share the
// embedded math.js engine (pipeline.Share with NewEmbeddedMathJS).
type EmbeddedMathJS struct{}

// NewEmbeddedMathJS makes the embedded math.js engine of leg 3: one runtime
// per CPU (each started on first use), the engine's own limit on one
// evaluation. close releases its runtimes.
func NewEmbeddedMathJS() (e *jsmath.Engine, close func(), err error) {
	e, err = jsmath.NewEngine(jsmath.Options{Workers: runtime.GOMAXPROCS(0)})
	if err != nil {
		return nil, nil, err
	}
	return e, e.Close, nil
}

// FromEnv applies the environment: $DGNPIPE_MATHJS_ENDPOINT
// (jsmath.EndpointEnv) selects the HTTP backend of leg 3 at that URL.
// getenv is os.Getenv outside tests.
func (c Config) FromEnv(getenv func(string) string) Config {
	if v := getenv(jsmath.EndpointEnv); v != "" {
		c.MathJS, c.MathJSEndpoint = MathJSHTTP, v
	}
	return c
}

// WithDefaults fills the zero values: the default limits, the embedded
// math.js, leg 2 on.
func (c Config) WithDefaults() Config {
	c.NativeTimeout = or(c.NativeTimeout, DefaultNativeNet)
	c.Points = check.Options{Points: c.Points}.WithDefaults().Points
	c.MathJSTimeout = or(c.MathJSTimeout, DefaultMathJSTimeout)
	c.ParsersTimeout = or(c.ParsersTimeout, DefaultParsersTimeout)
	if c.MathJS == "" {
		c.MathJS = MathJSEmbedded
	}
	if c.Parsers == "" {
		c.Parsers = On
	}
	return c
}

// Validate reports a backend or switch that is not one of the known values,
// and the HTTP backend without an endpoint.
func (c Config) Validate() error {
	switch c.MathJS {
	case "", MathJSEmbedded, Off:
	case MathJSHTTP:
		if c.MathJSEndpoint == "" {
			return fmt.Errorf("mathjs: http needs an endpoint (mathjs_endpoint or $%s)", jsmath.EndpointEnv)
		}
	default:
		return fmt.Errorf("mathjs: %q is not embedded, http or off", c.MathJS)
	}
	switch c.Parsers {
	case "", On, ParsersAll, Off:
	default:
		return fmt.Errorf("parsers: %q is not on, all or off", c.Parsers)
	}
	return nil
}

// Set is legs 1-3 of a run, built once and used by every row. A nil leg 2
// or 3 (NativeOnly) is not run, and its slot stays nil.
type Set struct {
	Native  *Native
	MathJS  *MathJS
	Parsers *Parsers
	closers []func()
	warm    sync.Once
}

// New builds legs 1-3 as cfg selects them. Close releases their
// JavaScript runtimes.
func New(cfg Config) (*Set, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	cfg = cfg.WithDefaults()
	s := NativeOnly(cfg)
	where := cfg.OffWhere
	if where == "" {
		where = "this run"
	}
	m := &mathjsleg.Leg{}
	switch cfg.MathJS {
	case Off:
		m.Unavailable = fmt.Sprintf("leg 3 is switched off in %s (mathjs: off)", where)
	case MathJSHTTP:
		cache := ""
		if cfg.CacheDir != "" {
			cache = filepath.Join(cfg.CacheDir, "mathjs")
		}
		h, err := jsmath.NewHTTP(jsmath.HTTPOptions{Endpoint: cfg.MathJSEndpoint, CacheDir: cache, Log: cfg.Log})
		if err != nil {
			return nil, err
		}
		m.Eval = h
	default:
		e := cfg.Engine
		if e == nil {
			var closeFn func()
			var err error
			if e, closeFn, err = NewEmbeddedMathJS(); err != nil {
				return nil, err
			}
			s.closers = append(s.closers, closeFn)
		}
		m.Eval = e
	}
	s.MathJS = &MathJS{Leg: m, Timeout: cfg.MathJSTimeout, Native: s.Native}
	p := &parsersleg.Leg{}
	if cfg.Parsers == Off {
		p.Unavailable = fmt.Sprintf("leg 2 is switched off in %s (parsers: off)", where)
	} else {
		x, err := xparse.New(xparse.Options{Workers: min(2, runtime.GOMAXPROCS(0))})
		if err != nil {
			s.Close()
			return nil, err
		}
		s.closers = append(s.closers, x.Close)
		p.X = x
		p.Undecided = cfg.Parsers == ParsersAll
	}
	s.Parsers = &Parsers{Leg: p, Timeout: cfg.ParsersTimeout}
	return s, nil
}

// NativeOnly is a Set of leg 1 alone, with cfg's limits: legs 2 and 3 are
// not built and leave their slots nil.
func NativeOnly(cfg Config) *Set {
	cfg = cfg.WithDefaults()
	return &Set{Native: &Native{Timeout: cfg.NativeTimeout, Points: cfg.Points}}
}

// Close releases the legs' JavaScript runtimes.
func (s *Set) Close() {
	for _, c := range s.closers {
		c()
	}
	s.closers = nil
}

// Legs lists the legs of the set in the order Run runs them: leg 1, then
// leg 3 and leg 2 (both read only leg 1's result).
func (s *Set) Legs() []Leg {
	out := []Leg{s.Native}
	if s.MathJS != nil {
		out = append(out, s.MathJS)
	}
	if s.Parsers != nil {
		out = append(out, s.Parsers)
	}
	return out
}

// Run runs the set's legs on one row, each within its own time limit, and
// returns their reports in the order of Legs. The first row that needs
// legs 2 and 3 starts their runtimes (Warm) before their time limits run:
// runtimes are started only when a row needs them (a run whose rows all
// come from a cache starts none).
func (s *Set) Run(ctx context.Context, row *Row) []Report {
	legs := s.Legs()
	out := make([]Report, len(legs))
	for i, l := range legs {
		if i == 1 && row.Native != nil {
			s.warm.Do(func() { s.Warm(ctx) })
		}
		out[i] = l.Run(ctx, row)
	}
	return out
}

// LazyRuntimes makes Run leave each runtime to be started by the first
// row that needs it, instead of all at once (Warm): for a run with a few
// rows to verify (an edited row), where most runtimes would not be used.
func (s *Set) LazyRuntimes() { s.warm.Do(func() {}) }

// Warm starts every runtime of the embedded engines of legs 2 and 3 (one
// per worker), so that no row waits for a warm-up under its time limit: on
// a loaded machine the warm-up outlasted leg 3's limit on the first rows
// of a run. Errors are left to the rows, which report them.
func (s *Set) Warm(ctx context.Context) {
	var wg sync.WaitGroup
	if s.Parsers != nil && s.Parsers.Leg.X != nil {
		wg.Go(func() { _ = s.Parsers.Leg.X.WarmAll(ctx) })
	}
	if s.MathJS != nil {
		if e, ok := s.MathJS.Leg.Eval.(interface {
			Version(context.Context) (string, error)
		}); ok {
			for range runtime.GOMAXPROCS(0) {
				wg.Go(func() { _, _ = e.Version(ctx) })
			}
		}
	}
	wg.Wait()
}
