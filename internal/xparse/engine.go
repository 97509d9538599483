package xparse

import (
	"context"
	"embed"
	"encoding/json"
	"errors"
	"fmt"
	"regexp"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/dop251/goja"
	"golang.org/x/sync/errgroup"

	"github.com/dgnpipe/dgnpipe/internal/gojart"
)

// assets holds the bundles generated from the pinned npm packages by `make
// js` (scripts/build-parsers.sh). They are embedded by name, so a build
// without them fails ("pattern assets/katex.js: no matching files found"):
// no binary can silently run without leg 2.
//
//go:embed assets/katex.js assets/latex-syntax.js
var assets embed.FS

// Bundle versions are read from the bundles' text (for `dgnpipe version`,
// without starting a runtime); a test compares them with package.json.
var (
	katexVersionRE = regexp.MustCompile(`version:"([0-9]+\.[0-9]+\.[0-9]+[^"]*)"`)
	ceVersionRE    = regexp.MustCompile(`LatexSyntax ([0-9]+\.[0-9]+\.[0-9]+[^ *]*)`)
)

// BundleVersions maps each parser to the version of its embedded bundle
// ("unknown" if the bundle's shape changed).
func BundleVersions() map[string]string {
	out := map[string]string{}
	for name, re := range map[string]*regexp.Regexp{KaTeX: katexVersionRE, ComputeEngine: ceVersionRE} {
		out[name] = "unknown"
		if src, err := assets.ReadFile(assetFile(name)); err == nil {
			if m := re.FindSubmatch(src[:min(len(src), 1<<20)]); m != nil {
				out[name] = string(m[1])
			}
		}
	}
	return out
}

// assetFile is the embedded bundle of parser name.
func assetFile(name string) string {
	if name == ComputeEngine {
		return "assets/latex-syntax.js"
	}
	return "assets/katex.js"
}

//go:embed glue.js
var glueSrc string

// The readers, as named in Reading.Reader and Options.Parsers.
const (
	ComputeEngine = "compute-engine"
	KaTeX         = "katex"
)

// Errors of the infrastructure (never outcomes about a fragment).
var (
	ErrClosed = errors.New("xparse: engine closed")
)

// Options configures an Engine. Zero values take the defaults.
type Options struct {
	// Workers bounds the parses running at once per parser (default 2).
	// Runtimes are started lazily, on first use.
	Workers int
	// Timeout is the wall-clock net of one fragment under one parser, all
	// points included (default 30s; the work is bounded by MaxLen and the
	// callers' number of fragments and points). A runtime interrupted by it
	// is thrown away and rebuilt.
	Timeout time.Duration
	// MaxLen caps the fragment length in bytes (default 2000): memory inside
	// goja is not capped, so input size is.
	MaxLen int
	// Parsers selects the readers, in order (default: compute-engine, katex).
	Parsers []string
	// CacheSize bounds the number of (parser, fragment, points) readings
	// kept, and of parsed trees (default 10,000 each, in two generations
	// of half as many: genCache; negative: no cache). The bound keeps a
	// long run's live heap flat: at 200,000 entries each, a 200,000-row
	// build's leg 2 held its one-off fragments to the end (issue 44).
	CacheSize int
}

// defaultCacheSize is Options.CacheSize's default.
const defaultCacheSize = 10_000

func (o Options) withDefaults() (Options, error) {
	if o.Workers <= 0 {
		o.Workers = 2
	}
	if o.Timeout <= 0 {
		o.Timeout = 2 * time.Minute
	}
	if o.MaxLen <= 0 {
		o.MaxLen = 2000
	}
	if len(o.Parsers) == 0 {
		o.Parsers = []string{ComputeEngine, KaTeX}
	}
	seen := map[string]bool{}
	for _, p := range o.Parsers {
		if p != ComputeEngine && p != KaTeX {
			return o, fmt.Errorf("xparse: unknown parser %q (want %q or %q)", p, ComputeEngine, KaTeX)
		}
		if seen[p] {
			return o, fmt.Errorf("xparse: parser %q listed twice", p)
		}
		seen[p] = true
	}
	if o.CacheSize == 0 {
		o.CacheSize = defaultCacheSize
	}
	return o, nil
}

// Engine runs the cross-parsers. Create one per process and share it: it
// owns the goja runtimes (started lazily) and the cache of readings. It is
// safe for concurrent use.
type Engine struct {
	opts  Options
	pools map[string]*pool

	cacheMu sync.Mutex
	cache   *genCache[[]Reading]
	trees   *genCache[parsedTree] // each parser's reading per fragment text

	mu     sync.Mutex
	closed bool
	stats  Stats
}

// Stats are counters for reports and benchmarks.
type Stats struct {
	Runtimes  map[string]int           // runtimes created per parser (replacements included)
	Replaced  map[string]int           // runtimes thrown away after an interrupt
	WarmUp    map[string]time.Duration // time spent creating runtimes per parser
	Parses    map[string]int           // fragments read per parser (cache misses)
	CacheHits int                      // readings taken from the cache
	TreeHits  int                      // parsed trees reused for another point set
}

// New prepares the parsers selected by opts. It compiles nothing heavy and
// starts no runtime: the first fragment of each worker does.
func New(opts Options) (*Engine, error) {
	opts, err := opts.withDefaults()
	if err != nil {
		return nil, err
	}
	gen := max(opts.CacheSize/2, 1)
	e := &Engine{opts: opts, pools: map[string]*pool{}, cache: newGenCache[[]Reading](gen), trees: newGenCache[parsedTree](gen)}
	e.stats = Stats{Runtimes: map[string]int{}, Replaced: map[string]int{}, WarmUp: map[string]time.Duration{}, Parses: map[string]int{}}
	for _, name := range opts.Parsers {
		e.pools[name] = &pool{name: name, file: assetFile(name), glueSrc: glueSrc, runtimes: gojart.NewPool[jsRuntime](opts.Workers)}
	}
	return e, nil
}

// Parsers returns the selected readers, in order.
func (e *Engine) Parsers() []string { return append([]string(nil), e.opts.Parsers...) }

// Close releases the runtimes. Reads after Close fail with ErrClosed.
func (e *Engine) Close() {
	e.mu.Lock()
	e.closed = true
	e.mu.Unlock()
	for _, p := range e.pools {
		p.runtimes.Close()
	}
}

// Stats returns a snapshot of the counters.
func (e *Engine) Stats() Stats {
	e.mu.Lock()
	defer e.mu.Unlock()
	s := Stats{Runtimes: map[string]int{}, Replaced: map[string]int{}, WarmUp: map[string]time.Duration{}, Parses: map[string]int{}, CacheHits: e.stats.CacheHits, TreeHits: e.stats.TreeHits}
	for k, v := range e.stats.Runtimes {
		s.Runtimes[k] = v
	}
	for k, v := range e.stats.Replaced {
		s.Replaced[k] = v
	}
	for k, v := range e.stats.WarmUp {
		s.WarmUp[k] = v
	}
	for k, v := range e.stats.Parses {
		s.Parses[k] = v
	}
	return s
}

// Warm starts one runtime of every selected parser now (instead of on the
// first fragment), so that a caller can take the warm-up out of its timing.
func (e *Engine) Warm(ctx context.Context) error {
	for _, name := range e.opts.Parsers {
		jr, err := e.acquire(ctx, e.pools[name])
		if err != nil {
			return err
		}
		e.release(e.pools[name], jr)
	}
	return nil
}

// WarmAll starts every runtime of every selected parser now (all of a
// parser's Workers, at once), so that no fragment of a run waits for one
// under its time limit.
func (e *Engine) WarmAll(ctx context.Context) error {
	type held struct {
		p  *pool
		jr *jsRuntime
	}
	var mu sync.Mutex
	var all []held
	var g errgroup.Group
	for _, name := range e.opts.Parsers {
		p := e.pools[name]
		for range e.opts.Workers {
			g.Go(func() error {
				jr, err := e.acquire(ctx, p)
				if err != nil {
					return err
				}
				mu.Lock()
				all = append(all, held{p, jr})
				mu.Unlock()
				return nil
			})
		}
	}
	err := g.Wait()
	// Every slot was held until all were filled, so each one was created.
	for _, h := range all {
		e.release(h.p, h.jr)
	}
	return err
}

// pool is the set of runtimes of one parser.
type pool struct {
	name    string
	file    string
	glueSrc string

	once    sync.Once
	program *goja.Program
	glue    *goja.Program
	loadErr error

	runtimes *gojart.Pool[jsRuntime] // created on first use
}

// jsRuntime is one goja runtime with the glue bound.
type jsRuntime struct {
	rt      *goja.Runtime
	fn      goja.Callable // parse(tex): the tree as JSON
	version string
}

func (p *pool) load() error {
	p.once.Do(func() {
		src, err := assets.ReadFile(p.file)
		if err != nil {
			p.loadErr = fmt.Errorf("xparse: %w", err)
			return
		}
		if p.program, err = goja.Compile(p.file, string(src), false); err != nil {
			p.loadErr = fmt.Errorf("xparse: compile %s: %w", p.file, err)
			return
		}
		if p.glue, err = goja.Compile("glue.js", p.glueSrc, true); err != nil {
			p.loadErr = fmt.Errorf("xparse: compile glue: %w", err)
		}
	})
	return p.loadErr
}

func (e *Engine) acquire(ctx context.Context, p *pool) (*jsRuntime, error) {
	if err := p.load(); err != nil {
		return nil, err
	}
	jr, err := p.runtimes.Acquire(ctx, func(ctx context.Context) (*jsRuntime, error) { return e.newRuntime(ctx, p) })
	if errors.Is(err, gojart.ErrClosed) {
		return nil, ErrClosed
	}
	return jr, err
}

func (e *Engine) release(p *pool, jr *jsRuntime) { p.runtimes.Release(jr) }

// discard throws the runtime in use away (after an interrupt); its slot is
// rebuilt on next use.
func (e *Engine) discard(p *pool) {
	e.mu.Lock()
	e.stats.Replaced[p.name]++
	e.mu.Unlock()
	p.runtimes.Discard()
}

// warm-up fragments: they make compute-engine's parser build its
// dictionaries and KaTeX its macro tables before a timed fragment runs.
const (
	warmCE    = `\frac{1}{2}+\sqrt[3]{x}\cdot\sin^2 x-\ln(x)+\log_2 8+|x-1|+\arctan x+e^{x}+\pi+2^{10}+\cos x+\tan x+\cot x`
	warmKaTeX = `\frac{1}{2}+\sqrt[3]{x}\cdot\sin^2 x-\ln(x)+\log_2 8+\left|x-1\right|+\operatorname{tg} x`
)

// newRuntime creates a runtime, runs the bundle and the glue, and warms it.
// It is bounded by ctx only: warm-up is not charged to a fragment.
func (e *Engine) newRuntime(ctx context.Context, p *pool) (*jsRuntime, error) {
	start := time.Now()
	rt := gojart.New(8000)
	stop := gojart.InterruptOn(ctx, rt)
	defer stop()
	fail := func(what string, err error) (*jsRuntime, error) {
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		return nil, fmt.Errorf("xparse: %s: %s: %w", p.name, what, err)
	}
	if _, err := rt.RunProgram(p.program); err != nil {
		return fail("load bundle", err)
	}
	g, err := rt.RunProgram(p.glue)
	if err != nil {
		return fail("load glue", err)
	}
	obj := g.ToObject(rt)
	jr := &jsRuntime{rt: rt, version: obj.Get("version").String()}
	var ok bool
	if jr.fn, ok = goja.AssertFunction(obj.Get("parse")); !ok {
		return fail("glue", fmt.Errorf("parse is not a function"))
	}
	warm := warmKaTeX
	if p.name == ComputeEngine {
		warm = warmCE
	}
	if _, err = jr.fn(goja.Undefined(), rt.ToValue(warm)); err != nil {
		return fail("warm-up", err)
	}
	e.mu.Lock()
	e.stats.Runtimes[p.name]++
	e.stats.WarmUp[p.name] += time.Since(start)
	e.mu.Unlock()
	return jr, nil
}

// errTimeout is wrapped by the error of a fragment stopped by its time limit.
var errTimeout = gojart.ErrTimeout

// call runs f on jr under the fragment time limit and ctx. It returns an
// error wrapping errTimeout, or ctx.Err(), if f was interrupted, and f's
// error otherwise; the runtime is reusable afterwards.
func (e *Engine) call(ctx context.Context, jr *jsRuntime, f func() (goja.Value, error)) (goja.Value, error) {
	var v goja.Value
	err := gojart.Call(ctx, jr.rt, e.opts.Timeout, func() error {
		var err error
		v, err = f()
		return err
	})
	if err != nil {
		return nil, err
	}
	return v, nil
}

// jsError reports whether err is a JavaScript exception and returns its
// message.
func jsError(err error) (string, bool) {
	msg, ok := gojart.ExceptionMessage(err)
	if ok && strings.HasPrefix(msg, "too deeply nested") {
		msg = "fragment " + msg
	}
	return msg, ok
}

// cacheKey encodes (parser, tex, points) unambiguously and deterministically.
func cacheKey(parser, tex string, points []map[string]string) string {
	var b strings.Builder
	b.WriteString(parser)
	b.WriteByte(0)
	b.WriteString(tex)
	for _, p := range points {
		b.WriteByte(1)
		names := make([]string, 0, len(p))
		for n := range p {
			names = append(names, n)
		}
		sort.Strings(names)
		for _, n := range names {
			b.WriteString(n)
			b.WriteByte(2)
			b.WriteString(p[n])
			b.WriteByte(3)
		}
	}
	return b.String()
}

func (e *Engine) cached(key string) ([]Reading, bool) {
	if e.opts.CacheSize < 0 {
		return nil, false
	}
	e.cacheMu.Lock()
	defer e.cacheMu.Unlock()
	r, ok := e.cache.get(key)
	if ok {
		e.mu.Lock()
		e.stats.CacheHits++
		e.mu.Unlock()
	}
	return r, ok
}

func (e *Engine) store(key string, r []Reading) {
	if e.opts.CacheSize < 0 {
		return
	}
	e.cacheMu.Lock()
	defer e.cacheMu.Unlock()
	e.cache.put(key, r)
}

func (e *Engine) tree(parser, tex string) (parsedTree, bool) {
	if e.opts.CacheSize < 0 {
		return parsedTree{}, false
	}
	e.cacheMu.Lock()
	defer e.cacheMu.Unlock()
	t, ok := e.trees.get(parser + "\x00" + tex)
	if ok {
		e.mu.Lock()
		e.stats.TreeHits++
		e.mu.Unlock()
	}
	return t, ok
}

func (e *Engine) storeTree(parser, tex string, t parsedTree) {
	if e.opts.CacheSize < 0 {
		return
	}
	e.cacheMu.Lock()
	defer e.cacheMu.Unlock()
	e.trees.put(parser+"\x00"+tex, t)
}

// decodeJSON is json.Unmarshal with a message fit for a Reading.
func decodeJSON(s string, v any) error {
	if err := json.Unmarshal([]byte(s), v); err != nil {
		return fmt.Errorf("unexpected result from the glue: %v", err)
	}
	return nil
}

// drain empties a pool's slots so that the runtimes can be collected.
