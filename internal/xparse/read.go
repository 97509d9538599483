package xparse

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"sort"
	"strings"
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
	if name == KaTeX {
		t, err := e.katexTree(ctx, tex)
		if err != nil {
			return nil, err
		}
		rs, err := e.evalKaTeX(ctx, t, vals)
		if errors.Is(err, errTimeout) {
			rs = all(Reading{Reader: name, Unparsed: true, TimedOut: true, Text: t.text, Err: err.Error()})
		} else if err != nil {
			return nil, err
		}
		e.store(key, rs)
		return rs, nil
	}
	p := e.pools[name]
	jr, err := e.acquire(ctx, p)
	if err != nil {
		return nil, err
	}
	rs, err := e.readCE(ctx, jr, tex, points)
	if errors.Is(err, errTimeout) {
		e.discard(p)
		rs := all(Reading{Reader: name, Unparsed: true, TimedOut: true, Err: err.Error()})
		e.store(key, rs)
		return rs, nil
	}
	if err != nil {
		if ctx.Err() != nil {
			e.discard(p)
		} else {
			e.release(p, jr)
		}
		return nil, err
	}
	e.release(p, jr)
	e.mu.Lock()
	e.stats.Parses[name]++
	e.mu.Unlock()
	e.store(key, rs)
	return rs, nil
}

// katexTree returns KaTeX's reading of tex converted into our ast. KaTeX
// parses each distinct text once per Engine (the tree does not depend on
// the points); later requests of the text take the kept tree. The error
// return is for the infrastructure only.
func (e *Engine) katexTree(ctx context.Context, tex string) (katexTree, error) {
	if t, ok := e.tree(tex); ok {
		return t, nil
	}
	p := e.pools[KaTeX]
	jr, err := e.acquire(ctx, p)
	if err != nil {
		return katexTree{}, err
	}
	t, err := e.parseKaTeX(ctx, jr, tex)
	switch {
	case errors.Is(err, errTimeout):
		e.discard(p)
		t = katexTree{err: err.Error(), timedOut: true}
	case err != nil && ctx.Err() != nil:
		e.discard(p)
		return katexTree{}, err
	case err != nil:
		e.release(p, jr)
		return katexTree{}, err
	default:
		e.release(p, jr)
		e.mu.Lock()
		e.stats.Parses[KaTeX]++
		e.mu.Unlock()
	}
	e.storeTree(tex, t)
	return t, nil
}

// ceResult is the JSON the glue's read returns.
type ceResult struct {
	Text   string `json:"text"`
	Err    string `json:"err"`
	Values []struct {
		V string `json:"v"`
		E string `json:"e"`
		D bool   `json:"d"`
	} `json:"values"`
}

func (e *Engine) readCE(ctx context.Context, jr *jsRuntime, tex string, points []map[string]string) ([]Reading, error) {
	names := pointNames(points)
	args := make([][]any, len(points))
	for i, p := range points {
		row := make([]any, len(names))
		for k, n := range names {
			row[k] = mathJSONNumber(p[n])
		}
		args[i] = row
	}
	v, err := e.call(ctx, jr, func() (goja.Value, error) {
		return jr.fn(goja.Undefined(), jr.rt.ToValue(tex), jr.rt.ToValue(names), jr.rt.ToValue(args))
	})
	rs := make([]Reading, len(points))
	for i := range rs {
		rs[i].Reader = ComputeEngine
	}
	if err != nil {
		msg, ok := jsError(err)
		if !ok {
			return nil, err
		}
		for i := range rs {
			rs[i].Unparsed, rs[i].Err = true, "compute-engine failed: "+msg
		}
		return rs, nil
	}
	var res ceResult
	if err := decodeJSON(v.String(), &res); err != nil {
		return nil, err
	}
	for i := range rs {
		rs[i].Text = res.Text
		switch {
		case res.Err != "":
			rs[i].Unparsed, rs[i].Err = true, res.Err
		case i >= len(res.Values):
			rs[i].Unparsed, rs[i].Err = true, "no value returned"
		case res.Values[i].E != "":
			rs[i].Err, rs[i].Unparsed = res.Values[i].E, !res.Values[i].D
		default:
			rs[i].Value = res.Values[i].V
		}
	}
	return rs, nil
}

// mathJSONNumber writes a point value ("1.5", "-3/4") as MathJSON, exactly.
func mathJSONNumber(s string) any {
	if num, den, ok := strings.Cut(s, "/"); ok {
		return []any{"Divide", map[string]any{"num": num}, map[string]any{"num": den}}
	}
	return map[string]any{"num": strings.Replace(s, ",", ".", 1)}
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

// casCtx evaluates converted KaTeX trees: the cas defaults (256 bits).
var casCtx = cas.New()

// katexDigits is the number of significant digits of a KaTeX reading's
// Value (the cas evaluation is good to 40 or more).
const katexDigits = 34

// katexTree is KaTeX's reading of a fragment, converted into our ast: the
// tree and its printed form, or why there is none (a parse error or a
// conversion failure). It does not depend on the points, so it is kept per
// fragment text (Engine.trees).
type katexTree struct {
	x        ast.Expr
	text     string
	err      string
	timedOut bool // err is the time limit of KaTeX's parse
}

// parseKaTeX runs KaTeX on tex and converts its tree. The error return is
// for the infrastructure (time limit, cancelled context).
func (e *Engine) parseKaTeX(ctx context.Context, jr *jsRuntime, tex string) (katexTree, error) {
	v, err := e.call(ctx, jr, func() (goja.Value, error) {
		return jr.fn(goja.Undefined(), jr.rt.ToValue(tex))
	})
	if err != nil {
		msg, ok := jsError(err)
		if !ok {
			return katexTree{}, err
		}
		return katexTree{err: msg}, nil
	}
	x, cerr := convertKaTeX(v.String())
	t := katexTree{x: x}
	if x != nil {
		t.text = ast.Print(x)
	}
	if cerr != nil {
		t.x, t.err = nil, cerr.Error()
	}
	return t, nil
}

// evalKaTeX evaluates KaTeX's reading t of a fragment with cas at every
// point of vals.
func (e *Engine) evalKaTeX(ctx context.Context, t katexTree, vals []cas.Env) ([]Reading, error) {
	rs := make([]Reading, len(vals))
	for i := range rs {
		rs[i].Reader, rs[i].Text = KaTeX, t.text
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
			continue
		}
		rs[i].Value = val.Text(katexDigits)
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
