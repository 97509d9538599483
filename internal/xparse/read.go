package xparse

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"sort"
	"time"

	"github.com/dop251/goja"

	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// Reading is one parser's reading of a fragment at one point.
type Reading struct {
	Reader string // ComputeEngine or KaTeX
	// Value is the value at the point in decimal ("" when there is none).
	Value string
	// Text is the reader's own rendering of the fragment: compute-engine's
	// MathJSON as parsed (non-canonical), or ast.Print of the tree converted
	// from KaTeX's parse.
	Text string
	// Err says why there is no value: a parse error, "not a value: ..."
	// (a relation, a list, prose, a symbolic leftover), a domain outcome
	// (NaN, complex, division by zero, ...), or the time limit.
	Err string
	// Unparsed is set when the reader gave no value reading at all (parse
	// error, not a value, time limit, bundle missing), as opposed to a
	// reading that is undefined at this point (a domain outcome).
	Unparsed bool
	// TimedOut says the reading ran out of its time limit (Unparsed is
	// set too): an outcome of this run rather than of the fragment.
	TimedOut bool
}

// PointReadings are the readings at one point, one per selected parser in
// the order of Options.Parsers.
type PointReadings struct {
	Point    map[string]string
	Readings []Reading
}

// Read evaluates fragment tex under each selected parser at the given
// points (nil or empty: one point without variables). Point values are
// decimals or rationals ("1.5", "-3/4") as cas.ParseValue reads them.
// Outcomes about the fragment are in the Readings; the error return is for
// the infrastructure only (cancelled context, closed engine, a bundle that
// does not load, invalid point values).
func (e *Engine) Read(ctx context.Context, tex string, points []map[string]string) ([]PointReadings, error) {
	return e.read(ctx, e.opts.Parsers, tex, points)
}

// read is Read with the readers parsers, each one of Options.Parsers.
func (e *Engine) read(ctx context.Context, parsers []string, tex string, points []map[string]string) ([]PointReadings, error) {
	for _, name := range parsers {
		if e.pools[name] == nil {
			return nil, fmt.Errorf("xparse: parser %q is not selected in Options.Parsers", name)
		}
	}
	if len(points) == 0 {
		points = []map[string]string{{}}
	}
	vals := make([]cas.Env, len(points))
	for i, p := range points {
		env := cas.Env{}
		for n, s := range p {
			v, err := cas.ParseValue(s)
			if err != nil {
				return nil, fmt.Errorf("xparse: point %d: %s=%q: %w", i+1, n, s, err)
			}
			env[n] = v
		}
		vals[i] = env
	}
	out := make([]PointReadings, len(points))
	for i, p := range points {
		out[i] = PointReadings{Point: p}
	}
	for _, name := range parsers {
		rs, err := e.readOne(ctx, name, tex, points, vals)
		if err != nil {
			return nil, err
		}
		for i := range out {
			out[i].Readings = append(out[i].Readings, rs[i])
		}
	}
	return out, nil
}

// readOne reads tex under one parser at every point, through the cache.
func (e *Engine) readOne(ctx context.Context, name, tex string, points []map[string]string, vals []cas.Env) ([]Reading, error) {
	e.mu.Lock()
	closed := e.closed
	e.mu.Unlock()
	if closed {
		return nil, ErrClosed
	}
	key := cacheKey(name, tex, points)
	if rs, ok := e.cached(key); ok {
		return rs, nil
	}
	all := func(r Reading) []Reading {
		rs := make([]Reading, len(points))
		for i := range rs {
			rs[i] = r
		}
		return rs
	}
	if len(tex) > e.opts.MaxLen {
		return all(Reading{Reader: name, Unparsed: true, Err: fmt.Sprintf("fragment of %d bytes exceeds the limit of %d", len(tex), e.opts.MaxLen)}), nil
	}
	t, err := e.parsedTree(ctx, name, tex)
	if err != nil {
		return nil, err
	}
	rs, err := e.evalTree(ctx, name, t, vals)
	if errors.Is(err, errTimeout) {
		rs = all(Reading{Reader: name, Unparsed: true, TimedOut: true, Text: t.text, Err: err.Error()})
	} else if err != nil {
		return nil, err
	}
	e.store(key, rs)
	return rs, nil
}

// parsedTree returns the reading of tex by parser name converted into our
// ast. A parser parses a text once while its tree stays cached (the tree does
// not depend on the points); later requests of the text take the kept
// tree. The error return is for the infrastructure only.
func (e *Engine) parsedTree(ctx context.Context, name, tex string) (parsedTree, error) {
	if t, ok := e.tree(name, tex); ok {
		return t, nil
	}
	p := e.pools[name]
	jr, err := e.acquire(ctx, p)
	if err != nil {
		return parsedTree{}, err
	}
	t, err := e.parse(ctx, name, jr, tex)
	switch {
	case errors.Is(err, errTimeout):
		e.discard(p)
		t = parsedTree{err: err.Error(), timedOut: true}
	case err != nil && ctx.Err() != nil:
		e.discard(p)
		return parsedTree{}, err
	case err != nil:
		e.release(p, jr)
		return parsedTree{}, err
	default:
		e.release(p, jr)
		e.mu.Lock()
		e.stats.Parses[name]++
		e.mu.Unlock()
	}
	e.storeTree(name, tex, t)
	return t, nil
}

func pointNames(points []map[string]string) []string {
	seen := map[string]bool{}
	var names []string
	for _, p := range points {
		for n := range p {
			if !seen[n] {
				seen[n] = true
				names = append(names, n)
			}
		}
	}
	sort.Strings(names)
	return names
}

// casCtx evaluates the converted trees: the cas defaults (256 bits).
var casCtx = cas.New()

// treeDigits is the number of significant digits of a reading's Value
// (the cas evaluation is good to 40 or more).
const treeDigits = 34

// parsedTree is a parser's reading of a fragment, converted into our ast:
// the tree and the parser's own rendering of it, or why there is none (a
// parse error or a conversion failure). It does not depend on the points,
// so it is kept per parser and fragment text (Engine.trees).
type parsedTree struct {
	x        ast.Expr
	text     string // KaTeX: ast.Print of the tree; compute-engine: its MathJSON
	err      string
	timedOut bool // err is the time limit of the parse
	// imaginary: compute-engine reads an `i` in it as the imaginary unit,
	// so it has no real value.
	imaginary bool
}

// parse runs parser name on tex and converts its tree. The error return is
// for the infrastructure (time limit, cancelled context).
func (e *Engine) parse(ctx context.Context, name string, jr *jsRuntime, tex string) (parsedTree, error) {
	v, err := e.call(ctx, jr, func() (goja.Value, error) {
		return jr.fn(goja.Undefined(), jr.rt.ToValue(tex))
	})
	if err != nil {
		msg, ok := jsError(err)
		if !ok {
			return parsedTree{}, err
		}
		if name == ComputeEngine {
			msg = "compute-engine failed: " + msg
		}
		return parsedTree{err: msg}, nil
	}
	if name == ComputeEngine {
		src := v.String()
		x, imaginary, cerr := convertMathJSON(src)
		t := parsedTree{x: x, text: src, imaginary: imaginary}
		if cerr != nil {
			t.x, t.err = nil, cerr.Error()
		}
		return t, nil
	}
	x, cerr := convertKaTeX(v.String())
	t := parsedTree{x: x}
	if x != nil {
		t.text = ast.Print(x)
	}
	if cerr != nil {
		t.x, t.err = nil, cerr.Error()
	}
	return t, nil
}

// evalTree evaluates reading t of a fragment by reader with cas at every
// point of vals.
func (e *Engine) evalTree(ctx context.Context, reader string, t parsedTree, vals []cas.Env) ([]Reading, error) {
	rs := make([]Reading, len(vals))
	for i := range rs {
		rs[i].Reader, rs[i].Text = reader, t.text
		if t.err != "" {
			rs[i].Unparsed, rs[i].Err, rs[i].TimedOut = true, t.err, t.timedOut
		}
	}
	if t.err != "" {
		return rs, nil
	}
	x := t.x
	deadline := time.Now().Add(e.opts.Timeout)
	if msg := notAValue(x); msg != "" {
		for i := range rs {
			rs[i].Unparsed, rs[i].Err = true, "not a value: "+msg
		}
		return rs, nil
	}
	if t.imaginary {
		// A domain outcome, as compute-engine's complex value was.
		for i := range rs {
			rs[i].Err = "outside the real domain: compute-engine reads i as the imaginary unit"
		}
		return rs, nil
	}
	ectx, cancel := context.WithDeadline(ctx, deadline)
	defer cancel()
	for i, env := range vals {
		val, err := casCtx.EvalContext(ectx, x, env)
		if err != nil {
			if ctx.Err() != nil {
				return nil, ctx.Err()
			}
			if ectx.Err() != nil {
				return nil, fmt.Errorf("%w (%v)", errTimeout, e.opts.Timeout)
			}
			rs[i].Err = err.Error()
			rs[i].Unparsed = errors.Is(err, cas.ErrUnsupported) || errors.Is(err, cas.ErrUnbound)
			if errors.Is(err, cas.ErrUnbound) && reader == ComputeEngine {
				rs[i].Err = "not a value: " + err.Error()
			}
			continue
		}
		rs[i].Value = val.Text(treeDigits)
	}
	return rs, nil
}

// notAValue says why a tree has no numeric value ("" when it may have one).
func notAValue(x ast.Expr) string {
	switch x := x.(type) {
	case *ast.Rel:
		return "a relation"
	case *ast.List:
		return "a list"
	case *ast.Tuple:
		return "a tuple or interval"
	case *ast.Set:
		return "a set"
	case *ast.Text:
		return "prose"
	case *ast.Const:
		if x.Kind != ast.Pi && x.Kind != ast.E {
			return "a set or infinity"
		}
	}
	return ""
}

// parseNumber reads a reading's decimal into a cas value.
func parseNumber(s string) (cas.Value, error) {
	if v, err := cas.ParseValue(s); err == nil {
		return v, nil
	}
	f, _, err := big.ParseFloat(s, 10, 256, big.ToNearestEven)
	if err != nil || f.IsInf() {
		return cas.Value{}, fmt.Errorf("not a decimal: %q", s)
	}
	return cas.Float(f), nil
}
