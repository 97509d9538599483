package jsmath

import (
	"context"
	_ "embed" // the math.js bundle and the glue
	"errors"
	"fmt"
	"regexp"
	"slices"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/dop251/goja"

	"github.com/dgnpipe/dgnpipe/internal/gojart"
)

// bundleSrc is the math.js bundle, generated from the pinned npm package by
// `make js` (scripts/build-mathjs.sh). It is embedded by name, so a build
// without it fails ("pattern assets/math.js: no matching files found"):
// no binary can silently run without leg 3.
//
//go:embed assets/math.js
var bundleSrc string

// bundleVersionRE finds the version math.js reports (its `version`
// factory) in the minified bundle.
var bundleVersionRE = regexp.MustCompile(`"version",\[\],\(\)=>"([0-9]+\.[0-9]+\.[0-9]+[^"]*)"`)

// BundleVersion is the version of the embedded math.js bundle, read from
// the bundle's text without starting a runtime (for `dgnpipe version`);
// "unknown" if the bundle's shape changed (a test compares it with the
// version package.json pins).
func BundleVersion() string {
	if m := bundleVersionRE.FindStringSubmatch(bundleSrc); m != nil {
		return m[1]
	}
	return "unknown"
}

//go:embed glue.js
var glueSrc string

// Options configures an Engine. Zero values take the defaults.
type Options struct {
	// Workers is the number of goja runtimes, each used by one goroutine at
	// a time (default 1). Runtimes are created and warmed on first use.
	Workers int
	// Timeout is the wall-clock net of one evaluation (compiling the
	// expression, or evaluating it at one point); default 30s. The work is
	// bounded by MaxExprLen and the 64-digit precision; the net only stops
	// a runaway, and callers do not publish what it cuts.
	Timeout time.Duration
	// MaxExprLen caps the expression length in bytes (default 4096): memory
	// inside goja is not capped, so input size is.
	MaxExprLen int
	// MaxCallStackSize caps JavaScript call depth (default 4000).
	MaxCallStackSize int
}

func (o Options) withDefaults() Options {
	if o.Workers <= 0 {
		o.Workers = 1
	}
	if o.Timeout <= 0 {
		o.Timeout = 2 * time.Minute
	}
	if o.MaxExprLen <= 0 {
		o.MaxExprLen = 4096
	}
	if o.MaxCallStackSize <= 0 {
		o.MaxCallStackSize = 4000
	}
	return o
}

// Engine evaluates math.js expressions with the embedded bundle. The bundle
// is compiled once; each worker owns a goja runtime with a BigNumber
// (64-digit) math.js instance. A runtime that was interrupted (time limit,
// cancelled context) has its interrupt cleared and must pass a health
// check (a known expression with a known value) to be reused; otherwise it
// is thrown away and rebuilt on next use. A call stopped half-way (an
// interrupt, the call-stack limit) can leave decimal.js's configuration
// changed (its precision, its rounding, its flag that rounds results); the
// glue puts it back at the start of every call (settle), so a value does
// not depend on what the runtime ran before (issue 44, W4).
//
// Each runtime keeps what does not change between evaluations: the
// compiled expression for each text it has seen, the value of an
// expression at points that bind none of its names, and (in the glue) the
// values of math.js's costly functions (sqrt, sin, log, pow, ...) for the
// BigNumber arguments it has seen. All are pure functions of their keys,
// so a result never depends on what was evaluated before.
//
// Engine is safe for concurrent use; at most Options.Workers evaluations
// run at once, the others wait for a runtime (or for their context).
type Engine struct {
	opts Options

	pool  *gojart.Pool[jsRuntime] // Workers runtimes, created on first use
	mu    sync.Mutex
	stats Stats

	// shared holds the values of the glue's memoised functions that one
	// runtime computed, as decimal text, for the other runtimes: a 64-digit
	// sin or sqrt costs milliseconds in goja, and each runtime meets the
	// same arguments (the same angles, the same roots).
	sharedMu sync.RWMutex
	shared   map[string]string

	// results holds the result of each (expression, point) a runtime
	// evaluated, for every runtime: leg 1's evidence repeats comparisons
	// at the same points across exercises (a system's sides at its
	// solution, an answer at the same sample point). A result is a pure
	// function of its key, as the glue's memoised values are; a time limit
	// or a cancelled context is an error, never a result, so it is not
	// kept. Emptied at maxResults.
	resultsMu sync.RWMutex
	results   map[string]Result
}

// maxResults bounds Engine.results.
const maxResults = 1 << 16

// resultKey is the key of expr at the point names = values (names sorted;
// names are identifiers and values decimals, so the separators cannot
// occur in them).
func resultKey(expr string, names, values []string) string {
	var b strings.Builder
	b.WriteString(expr)
	for i, n := range names {
		b.WriteByte(0)
		b.WriteString(n)
		b.WriteByte('=')
		b.WriteString(values[i])
	}
	return b.String()
}

// maxShared bounds Engine.shared; past it, values are no longer shared.
const maxShared = 1 << 16

func (e *Engine) sharedGet(key string) string {
	e.sharedMu.RLock()
	defer e.sharedMu.RUnlock()
	return e.shared[key]
}

func (e *Engine) sharedPut(key, value string) {
	e.sharedMu.Lock()
	defer e.sharedMu.Unlock()
	if len(e.shared) < maxShared {
		e.shared[key] = value
	}
}

// Stats are counters for reports and benchmarks.
type Stats struct {
	Runtimes    int           // runtimes created (including replacements)
	Recovered   int           // runtimes kept after an interrupt (health check passed)
	Replaced    int           // runtimes thrown away after an interrupt
	WarmUp      time.Duration // total time spent creating and warming runtimes, and creating the functions expressions first name (prepareCalls)
	Evaluations int           // points evaluated
	Kept        int           // of those, the points whose result was kept from before (Engine.results)
}

// jsRuntime is one goja runtime with the glue functions bound.
type jsRuntime struct {
	rt      *goja.Runtime
	compile goja.Callable
	evalAt  goja.Callable
	version string
	glue    *goja.Object // the glue's functions (tests call others)
	prepare goja.Callable
	// prepared holds the function names prepare has created math.js's
	// functions for (each once per runtime).
	prepared map[string]bool
	// codes caches compiled expressions by their text (leg 1's evidence
	// repeats its sides: "0", a system's equations, an eliminant), and the
	// message of an expression math.js refused; emptied at maxCodes.
	codes map[string]compiled
}

// compiled is a compiled expression or the message math.js refused it with.
type compiled struct {
	code goja.Value
	err  string
	// symbols are the names the expression reads; at a point that binds
	// none of them its value is fixed, evaluated once (fixed, when known).
	symbols []string
	fixed   *Result
}

// compileExpr compiles expr with the glue's compile, from the shape of its
// quick reading when it has one (quickProgram, shapeOf).
func (jr *jsRuntime) compileExpr(expr string) (compiled, error) {
	var shape, numbers string
	if prog, ok := quickProgram(expr); ok {
		shape, numbers = shapeOf(prog)
	}
	v, err := jr.compile(goja.Undefined(), jr.rt.ToValue(expr), jr.rt.ToValue(shape), jr.rt.ToValue(numbers))
	if err != nil {
		return compiled{}, err
	}
	var c compiled
	pair := v.ToObject(jr.rt)
	c.code = pair.Get("0")
	if err := jr.rt.ExportTo(pair.Get("1"), &c.symbols); err != nil {
		return compiled{}, err
	}
	return c, nil
}

// dependsOn says whether the compiled expression reads a name of p.
func (c *compiled) dependsOn(names []string) bool {
	for _, s := range c.symbols {
		if slices.Contains(names, s) {
			return true
		}
	}
	return false
}

// maxCodes bounds a runtime's cache of compiled expressions.
const maxCodes = 512

// NewEngine makes an engine. It neither compiles the bundle nor creates
// runtimes: the first runtime of the process compiles the bundle (about
// 0.2 s, once: compiled programs are shared by every runtime), and the
// first evaluation on each worker creates its runtime (about 0.4-0.7 s:
// the operators' functions and the parser; math.js creates the others
// lazily, and an expression's first call of one creates it outside its
// time limit). A run whose rows need no evaluation (a re-run whose
// changed rows leg 1 left undecided) pays for neither.
func NewEngine(opts Options) (*Engine, error) {
	opts = opts.withDefaults()
	return &Engine{opts: opts, pool: gojart.NewPool[jsRuntime](opts.Workers), shared: map[string]string{}, results: map[string]Result{}}, nil
}

// programs are the compiled bundle and glue, compiled by the first
// runtime that needs them.
var programs = sync.OnceValues(func() ([2]*goja.Program, error) {
	bundle, err := goja.Compile("math.js", bundleSrc, false)
	if err != nil {
		return [2]*goja.Program{}, fmt.Errorf("jsmath: compile math.js bundle: %w", err)
	}
	glue, err := goja.Compile("glue.js", glueSrc, true)
	if err != nil {
		return [2]*goja.Program{}, fmt.Errorf("jsmath: compile glue: %w", err)
	}
	return [2]*goja.Program{bundle, glue}, nil
})

// Version is the math.js version a runtime of the embedded bundle reports.
func (e *Engine) Version(ctx context.Context) (string, error) {
	jr, err := e.acquire(ctx)
	if err != nil {
		return "", err
	}
	defer e.release(jr)
	return jr.version, nil
}

// Workers is the number of runtimes the engine has (Options.Workers).
func (e *Engine) Workers() int { return e.opts.Workers }

// Stats returns a snapshot of the counters.
func (e *Engine) Stats() Stats {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.stats
}

// Close releases the runtimes. Evaluations after Close fail with ErrClosed;
// evaluations in progress finish.
func (e *Engine) Close() { e.pool.Close() }

// Eval evaluates expr once with the given scope.
func (e *Engine) Eval(ctx context.Context, expr string, scope map[string]string) (Result, error) {
	rs, err := e.EvalMany(ctx, expr, []map[string]string{scope})
	if err != nil {
		return Result{}, err
	}
	return rs[0], nil
}

// EvalMany compiles expr once (math.compile) and evaluates it at every
// scope. A math.js parse error or a refused construct is reported in the
// Err of every result. The error return means nothing was evaluated:
// ErrTimeout (one step exceeded Options.Timeout), the context's error,
// ErrClosed or ErrInput.
func (e *Engine) EvalMany(ctx context.Context, expr string, scopes []map[string]string) ([]Result, error) {
	return e.evalMany(ctx, e.opts.Timeout, expr, scopes)
}

// WithTimeout returns an Evaluator on e's runtimes whose evaluations each
// have the time limit d instead of Options.Timeout: callers that share an
// engine (the stages of one run) keep their own limits. Results are shared
// as they are between e's callers: a time limit is never kept as a result.
func (e *Engine) WithTimeout(d time.Duration) *Limited { return &Limited{e: e, timeout: d} }

// Limited is an Engine with another per-evaluation time limit
// (Engine.WithTimeout). It is safe for concurrent use.
type Limited struct {
	e       *Engine
	timeout time.Duration
}

var _ Evaluator = (*Limited)(nil)

// EvalMany is Engine.EvalMany with l's time limit.
func (l *Limited) EvalMany(ctx context.Context, expr string, scopes []map[string]string) ([]Result, error) {
	return l.e.evalMany(ctx, l.timeout, expr, scopes)
}

// Version is Engine.Version (it starts a runtime if none is free).
func (l *Limited) Version(ctx context.Context) (string, error) { return l.e.Version(ctx) }

// evalMany is EvalMany with timeout as the limit of each evaluation.
func (e *Engine) evalMany(ctx context.Context, timeout time.Duration, expr string, scopes []map[string]string) ([]Result, error) {
	if len(expr) > e.opts.MaxExprLen {
		return nil, fmt.Errorf("%w: expression of %d bytes exceeds the limit of %d", ErrInput, len(expr), e.opts.MaxExprLen)
	}
	type point struct{ names, values []string }
	points := make([]point, len(scopes))
	for i, sc := range scopes {
		if err := validateScope(i, sc); err != nil {
			return nil, err
		}
		p := point{names: make([]string, 0, len(sc)), values: make([]string, 0, len(sc))}
		for n := range sc {
			p.names = append(p.names, n)
		}
		sort.Strings(p.names)
		for _, n := range p.names {
			p.values = append(p.values, sc[n])
		}
		points[i] = p
	}
	out := make([]Result, len(scopes))
	keys := make([]string, len(points))
	known := make([]bool, len(points))
	missing := 0
	e.resultsMu.RLock()
	for i, p := range points {
		keys[i] = resultKey(expr, p.names, p.values)
		out[i], known[i] = e.results[keys[i]]
		if !known[i] {
			missing++
		}
	}
	e.resultsMu.RUnlock()
	e.mu.Lock()
	e.stats.Kept += len(points) - missing
	e.mu.Unlock()
	if missing == 0 {
		e.mu.Lock()
		e.stats.Evaluations += len(points)
		e.mu.Unlock()
		return out, nil
	}
	jr, err := e.acquire(ctx)
	if err != nil {
		return nil, err
	}
	c, cached := jr.codes[expr]
	if !cached {
		c, err = e.compileTimed(ctx, jr, timeout, expr)
		if err != nil {
			msg, ok := jsError(err)
			if !ok {
				e.recover(jr)
				return nil, err
			}
			c = compiled{err: msg}
		}
		if len(jr.codes) >= maxCodes {
			clear(jr.codes)
		}
		jr.codes[expr] = c
	}
	if c.err != "" {
		for i := range out {
			out[i] = Result{Err: c.err}
		}
		e.release(jr)
		return out, nil
	}
	for i, p := range points {
		if known[i] {
			continue
		}
		fixed := !c.dependsOn(p.names)
		if fixed && c.fixed != nil {
			out[i] = *c.fixed
			continue
		}
		if fixed {
			p = point{names: []string{}, values: []string{}} // the same value, no variable bound
		}
		var v goja.Value
		err := e.run(ctx, jr, timeout, func() error {
			var err error
			v, err = jr.evalAt(goja.Undefined(), c.code, jr.rt.ToValue(p.names), jr.rt.ToValue(p.values))
			return err
		})
		if err != nil {
			msg, ok := jsError(err)
			if !ok {
				e.recover(jr)
				return nil, err
			}
			out[i] = Result{Err: msg}
		} else {
			out[i] = decode(jr.rt, v)
		}
		if fixed {
			r := out[i]
			c.fixed = &r
			jr.codes[expr] = c
		}
	}
	e.resultsMu.Lock()
	for i := range points {
		if !known[i] {
			if len(e.results) >= maxResults {
				clear(e.results)
			}
			e.results[keys[i]] = out[i]
		}
	}
	e.resultsMu.Unlock()
	e.mu.Lock()
	e.stats.Evaluations += len(points)
	e.mu.Unlock()
	e.release(jr)
	return out, nil
}

// run calls f on jr with the time limit timeout and ctx bound to the
// runtime's interrupt. It returns ErrTimeout or ctx.Err() if f was
// interrupted, and f's error otherwise.
func (e *Engine) run(ctx context.Context, jr *jsRuntime, timeout time.Duration, f func() error) error {
	err := gojart.Call(ctx, jr.rt, timeout, f)
	if errors.Is(err, gojart.ErrTimeout) {
		return fmt.Errorf("%w after %v", ErrTimeout, timeout)
	}
	return err
}

// jsError reports whether err is a JavaScript exception (a math.js error, a
// refused construct, a stack overflow) and returns its message.
func jsError(err error) (string, bool) {
	msg, ok := gojart.ExceptionMessage(err)
	if ok && strings.HasPrefix(msg, "too deeply nested") {
		msg = "expression " + msg
	}
	return msg, ok
}

// decode turns the glue's [kind, text] into a Result.
func decode(rt *goja.Runtime, v goja.Value) Result {
	var pair []string
	if err := rt.ExportTo(v, &pair); err != nil || len(pair) != 2 {
		return Result{Err: "unexpected result from math.js glue"}
	}
	kind, text := pair[0], pair[1]
	switch kind {
	case "real":
		return Result{Value: text}
	case "double":
		return Result{Value: text, Double: true}
	case "nonfinite":
		return Result{Err: "not a finite real number: " + text}
	case "complex":
		return Result{Err: "outside the real domain: complex result " + truncate(text, 80)}
	default:
		return Result{Err: fmt.Sprintf("not a real number (%s): %s", kind[len("other:"):], truncate(text, 80))}
	}
}

// acquire takes a runtime from the pool, creating and warming it if the
// slot is empty.
func (e *Engine) acquire(ctx context.Context) (*jsRuntime, error) {
	jr, err := e.pool.Acquire(ctx, e.newRuntime)
	if errors.Is(err, gojart.ErrClosed) {
		return nil, ErrClosed
	}
	return jr, err
}

func (e *Engine) release(jr *jsRuntime) { e.pool.Release(jr) }

// healthExpr and healthWant check a runtime after an interrupt.
const (
	healthExpr = "(sqrt(2) ^ 2 - 2) + sin(pi / 6) + (3.2 - 1.7) / 0.003"
	healthWant = "500.5"
)

// recover returns a runtime to the pool after an interrupt if it still
// evaluates a check expression correctly (its interrupt flag cleared);
// otherwise it is thrown away and its slot is rebuilt on next use. A
// replacement starts cold (its functions created again), so a healthy
// runtime is kept.
func (e *Engine) recover(jr *jsRuntime) {
	jr.rt.ClearInterrupt()
	ok := false
	c, err := e.compileTimed(context.Background(), jr, e.opts.Timeout, healthExpr)
	if err == nil {
		err = e.run(context.Background(), jr, e.opts.Timeout, func() error {
			v, err := jr.evalAt(goja.Undefined(), c.code, jr.rt.ToValue([]string{}), jr.rt.ToValue([]string{}))
			if err != nil {
				return err
			}
			ok = decode(jr.rt, v).Value == healthWant
			return nil
		})
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	if err == nil && ok {
		e.stats.Recovered++
		e.pool.Release(jr)
		return
	}
	e.stats.Replaced++
	e.pool.Discard()
}

// warmExpr runs the compile and evaluation paths once with the operators
// every expression uses (the glue's warm has created their functions). The
// functions an expression calls are created when it first names them
// (prepareCalls), outside its time limit: creating all of them here cost
// some 1.5 s a runtime (asin(0.5) alone 0.2 s at 64 digits), most of it
// for functions a run never calls.
const warmExpr = `v_a ^ 2 / 3 * pi - e * (-v_b) + (+v_a)`

// callRE finds the names an expression calls (name followed by "(").
var callRE = regexp.MustCompile(`([A-Za-z_][A-Za-z0-9_]*)\s*\(`)

// prepareTimeout bounds creating math.js's functions for an expression
// (prepareCalls): what prepare does is bounded by the functions it may
// create (each once), never by the input, so only a stuck runtime meets it.
// Reaching it is ErrTimeout, as for an evaluation.
const prepareTimeout = 5 * time.Minute

// prepareCalls creates, before expr is compiled under the evaluation's time
// limit, math.js's functions that expr calls and this runtime has not yet
// created. A JavaScript error is left to the compile, which meets it again.
func (e *Engine) prepareCalls(ctx context.Context, jr *jsRuntime, expr string) error {
	var names []string
	for _, m := range callRE.FindAllStringSubmatch(expr, -1) {
		if n := m[1]; !jr.prepared[n] && !slices.Contains(names, n) {
			names = append(names, n)
		}
	}
	if len(names) == 0 {
		return nil
	}
	start := time.Now()
	err := e.run(ctx, jr, prepareTimeout, func() error {
		_, err := jr.prepare(goja.Undefined(), jr.rt.ToValue(names))
		return err
	})
	if _, ok := jsError(err); err != nil && !ok {
		return err
	}
	for _, n := range names {
		jr.prepared[n] = true
	}
	e.mu.Lock()
	e.stats.WarmUp += time.Since(start)
	e.mu.Unlock()
	return nil
}

// compileTimed compiles expr under the evaluation's time limit, after
// creating the functions it calls (prepareCalls) outside it.
func (e *Engine) compileTimed(ctx context.Context, jr *jsRuntime, timeout time.Duration, expr string) (compiled, error) {
	if err := e.prepareCalls(ctx, jr, expr); err != nil {
		return compiled{}, err
	}
	var c compiled
	err := e.run(ctx, jr, timeout, func() error {
		var err error
		c, err = jr.compileExpr(expr)
		return err
	})
	return c, err
}

// newRuntime creates a runtime, loads the bundle and the glue, and warms
// it. It is bounded by ctx only: warm-up is not charged to an evaluation.
func (e *Engine) newRuntime(ctx context.Context) (*jsRuntime, error) {
	start := time.Now()
	rt := gojart.New(e.opts.MaxCallStackSize)
	stop := gojart.InterruptOn(ctx, rt)
	defer stop()
	fail := func(what string, err error) (*jsRuntime, error) {
		if errors.Is(ctx.Err(), context.DeadlineExceeded) {
			// ctx is the pool's (gojart.CreateLimit), never a caller's:
			// a warm-up past it is a wall-clock net reached, which
			// callers hold back (ErrTimeout), not a finding on a row.
			return nil, fmt.Errorf("%w: starting a runtime (%s) reached its wall-clock net", ErrTimeout, what)
		}
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		return nil, fmt.Errorf("jsmath: %s: %w", what, err)
	}
	progs, err := programs()
	if err != nil {
		return nil, err
	}
	if _, err := rt.RunProgram(progs[0]); err != nil {
		return fail("load math.js", err)
	}
	// The glue's memo tables consult and feed the engine's shared values.
	if err := rt.Set("sharedGet", e.sharedGet); err != nil {
		return fail("glue", err)
	}
	if err := rt.Set("sharedPut", e.sharedPut); err != nil {
		return fail("glue", err)
	}
	g, err := rt.RunProgram(progs[1])
	if err != nil {
		return fail("load glue", err)
	}
	obj := g.ToObject(rt)
	jr := &jsRuntime{rt: rt, version: obj.Get("version").String(), glue: obj, codes: map[string]compiled{}, prepared: map[string]bool{}}
	var ok bool
	if jr.compile, ok = goja.AssertFunction(obj.Get("compile")); !ok {
		return fail("glue", errors.New("compile is not a function"))
	}
	if jr.evalAt, ok = goja.AssertFunction(obj.Get("evalAt")); !ok {
		return fail("glue", errors.New("evalAt is not a function"))
	}
	if jr.prepare, ok = goja.AssertFunction(obj.Get("prepare")); !ok {
		return fail("glue", errors.New("prepare is not a function"))
	}
	warm, ok := goja.AssertFunction(obj.Get("warm"))
	if !ok {
		return fail("glue", errors.New("warm is not a function"))
	}
	if _, err := warm(goja.Undefined()); err != nil {
		return fail("warm-up", err)
	}
	c, err := jr.compileExpr(warmExpr)
	if err != nil {
		return fail("warm-up", err)
	}
	if _, err := jr.evalAt(goja.Undefined(), c.code, rt.ToValue([]string{"v_a", "v_b"}), rt.ToValue([]string{"1.5", "0.5"})); err != nil {
		return fail("warm-up", err)
	}
	e.mu.Lock()
	e.stats.Runtimes++
	e.stats.WarmUp += time.Since(start)
	e.mu.Unlock()
	return jr, nil
}

var _ Evaluator = (*Engine)(nil)
