package xparse

import (
	"context"
	"errors"
	"fmt"
	"regexp"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// FragmentOutcome is the cross-check of one fragment.
type FragmentOutcome struct {
	Fragment string
	Outcome  record.ParsersResult // agree, disagree or unparsed
	Readings []Reading
	// Note names, on a disagreement, both readings and both values at the
	// first point where they differ and the notation hazard when one is
	// recognised; on unparsed, the parser and its message; on agree, the
	// parsers and the number of points.
	Note string
	// CutShort says a reading ran out of time or could not be made (a
	// cancelled context, a closed engine): the outcome is this run's.
	CutShort bool
	// TimedOut says a reading was cut short by a time limit (the
	// fragment's or the caller's deadline), not by a failure.
	TimedOut bool
}

// tolerance is the relative agreement asked of a reading (with the same
// absolute floor for values near 0): both readings are evaluated by cas at
// 256 bits, like ours, so 1e-30. Exact values on both sides must be equal.
func (e *Engine) tolerance(string) float64 { return 1e-30 }

// CrossCheck reads tex with every selected parser at the points and
// compares each value with native(point), our own value (a decimal or
// rational string, or an error when ours has no value there).
//
// Per parser, at every point: both have values → they must be Near
// within the parser's tolerance; both undefined (a domain outcome) →
// agree; one defined, the other not → disagree; the parser gave no reading
// (syntax error, not a value, time limit) → unparsed. The fragment is
// disagree if any parser disagrees at any point, else unparsed if no parser
// agreed, else agree. If native fails at every point with a non-domain
// error, ours has no value either, and the fragment is unparsed ("not a
// value"): relations, lists, intervals and prose are not compared (compare
// each side or item as its own fragment).
func (e *Engine) CrossCheck(ctx context.Context, tex string, native func(point map[string]string) (string, error), points []map[string]string) FragmentOutcome {
	return e.CrossCheckWith(ctx, e.opts.Parsers, tex, native, points)
}

// CrossCheckWith is CrossCheck with the readers parsers only (each one of
// Options.Parsers), so that a caller can leave a costly reader out where
// its reading can change nothing.
func (e *Engine) CrossCheckWith(ctx context.Context, parsers []string, tex string, native func(point map[string]string) (string, error), points []map[string]string) FragmentOutcome {
	out := FragmentOutcome{Fragment: tex}
	prs, err := e.read(ctx, parsers, tex, points)
	if err != nil {
		out.Outcome, out.Note, out.CutShort = record.ParsersUnparsed, "not read: "+err.Error(), true
		out.TimedOut = errors.Is(err, context.DeadlineExceeded)
		return out
	}
	for _, pr := range prs {
		for _, r := range pr.Readings {
			out.CutShort = out.CutShort || r.TimedOut
			out.TimedOut = out.TimedOut || r.TimedOut
		}
	}
	type nat struct {
		v      cas.Value
		s      string
		err    error
		domain bool
	}
	nats := make([]nat, len(prs))
	anyValue := false
	for i, pr := range prs {
		s, err := native(pr.Point)
		n := nat{s: s, err: err}
		if err == nil {
			n.v, n.err = parseNumber(s)
		}
		if n.err == nil {
			anyValue = true
		} else {
			n.domain = isDomain(n.err)
			anyValue = anyValue || n.domain
		}
		nats[i] = n
	}
	for _, pr := range prs {
		out.Readings = append(out.Readings, pr.Readings...)
	}
	if !anyValue {
		out.Outcome = record.ParsersUnparsed
		out.Note = "not a value: ours: " + nats[0].err.Error()
		return out
	}
	var agreed, unparsed, disagreed []string
	for k, name := range parsers {
		var verdict record.ParsersResult
		var note string
		for i, pr := range prs {
			r := pr.Readings[k]
			n := nats[i]
			switch {
			case r.Unparsed:
				verdict, note = record.ParsersUnparsed, fmt.Sprintf("%s: %s", name, r.Err)
			case r.Err != "" && (n.err != nil):
				continue // both undefined here
			case r.Err != "":
				verdict, note = record.ParsersDisagree, fmt.Sprintf("%s reads %s, undefined at %s (%s); ours is %s", name, r.Text, pointText(pr.Point), r.Err, n.v.Text(25))
			case n.err != nil:
				verdict, note = record.ParsersDisagree, fmt.Sprintf("%s reads %s = %s at %s; ours is undefined (%v)", name, r.Text, r.Value, pointText(pr.Point), n.err)
			default:
				v, err := parseNumber(r.Value)
				if err != nil {
					verdict, note = record.ParsersUnparsed, fmt.Sprintf("%s: %v", name, err)
					break
				}
				tol := e.tolerance(name)
				if casCtx.Near(v, n.v, tol, tol) {
					continue
				}
				verdict, note = record.ParsersDisagree, fmt.Sprintf("%s reads %s = %s at %s; ours is %s", name, r.Text, shorten(r.Value), pointText(pr.Point), n.v.Text(25))
			}
			break
		}
		switch verdict {
		case "":
			agreed = append(agreed, name)
		case record.ParsersUnparsed:
			unparsed = append(unparsed, note)
		case record.ParsersDisagree:
			disagreed = append(disagreed, note)
		}
	}
	switch {
	case len(disagreed) > 0:
		out.Outcome = record.ParsersDisagree
		note := strings.Join(disagreed, "; ")
		if h := Hazards(tex); len(h) > 0 {
			note += "; notation hazard: " + strings.Join(h, ", ")
		}
		out.Note = note
	case len(agreed) == 0:
		out.Outcome = record.ParsersUnparsed
		out.Note = strings.Join(unparsed, "; ")
	default:
		out.Outcome = record.ParsersAgree
		out.Note = fmt.Sprintf("%s agree at %d point(s)", strings.Join(agreed, " and "), len(prs))
		if len(unparsed) > 0 {
			out.Note += "; " + strings.Join(unparsed, "; ")
		}
	}
	return out
}

func isDomain(err error) bool {
	return err != nil && (errorsIs(err, cas.ErrDomain))
}

func pointText(p map[string]string) string {
	if len(p) == 0 {
		return "no variables"
	}
	names := pointNames([]map[string]string{p})
	parts := make([]string, len(names))
	for i, n := range names {
		parts[i] = n + "=" + p[n]
	}
	return strings.Join(parts, ", ")
}

func shorten(s string) string {
	if len(s) > 30 {
		if v, err := parseNumber(s); err == nil {
			return v.Text(25)
		}
	}
	return s
}

// The notation hazards: notations whose value depends on the reader. Each
// is a genuine difference between the books' reading (ours) and the one a
// general-purpose parser makes, seen on the MATH corpus.
var hazards = []struct {
	name string
	re   *regexp.Regexp
	// commandsRemoved: match against the fragment with command names
	// (\sin, \pi) and \text{...} removed, so that their letters do not count.
	commandsRemoved bool
}{
	{"A : B (colon division)", regexp.MustCompile(`[^\\]:|\\colon`), false},
	{`\left(...\right)^{-1}`, regexp.MustCompile(`\\right[)\]]\s*\^\s*\{?\s*-`), false},
	{"[x] (integer part or brackets)", regexp.MustCompile(`\[[^\[\];,]*\]`), false},
	{`\sin^2 2\alpha (function power and argument)`, regexp.MustCompile(`\\(sin|cos|tg|tan|ctg|cot|log|ln|lg)\s*\^`), false},
	{`{}^4\sqrt{x} (prescript root index)`, regexp.MustCompile(`\{\s*\}\s*\^`), false},
	{`\tanx (function glued to its argument)`, regexp.MustCompile(`\\(sin|cos|tan|tg|cot|ctg|ln|lg|log)[a-zA-Z]`), false},
	{"decimal comma", regexp.MustCompile(`\d(\{,\}|,)\d`), false},
	{"mixed number", regexp.MustCompile(`\d\s*\\[dt]?frac`), false},
	// a/bc: ours (and compute-engine) a/(bc), a left-to-right reader (a/b)c.
	{"1/2x, a/bc (implicit product after / or \\div)", regexp.MustCompile(`(/|\\div)\s*[0-9a-zA-Z]+\s*[a-zA-Z\\(]`), false},
	// compute-engine reads i as the imaginary unit wherever it stands
	// (bi, iz, \frac ij); ours reads it as a variable unless the row is
	// about complex numbers.
	{"i (imaginary unit or variable)", regexp.MustCompile(`i`), true},
	{`\{x\} (fractional part or set)`, regexp.MustCompile(`\\\{[^,;]*\\\}`), false},
	// how far a function's argument extends: \log_2 3\cdot y, and
	// \log_k 2 \log_{k+1} 2 (compute-engine: \log_k(2\log_{k+1}2)).
	{`\log_2 3\cdot y (how far a function's argument extends)`, regexp.MustCompile(`\\(log(_\{?[^{}\s]+\}?)?|lg|ln|sin|cos|tan|tg|cot|ctg)\s*([^\s(\\{]+|\{[^{}]*\}|\\[dt]?frac\s*\{[^{}]*\}\s*\{[^{}]*\})\s*(\\cdot|\\times|\\(log|lg|ln|sin|cos|tan|tg|cot|ctg)([^a-zA-Z]|$))`), false},
	// \log x: ours (the books') the natural logarithm, compute-engine log10.
	{`\log without a base (natural or common)`, regexp.MustCompile(`\\log([^_a-zA-Z]|$)`), false},
	// compute-engine reads \gamma as Euler's constant, \varphi as the
	// golden ratio, \zeta(x) as the zeta function.
	{`\gamma, \varphi, \zeta (a constant or function of compute-engine, or a variable)`, regexp.MustCompile(`\\(gamma|varphi|phi|zeta|Gamma)([^a-zA-Z]|$)`), false},
	// compute-engine reads 32e+720 and 767E89 as exponent notation.
	{"digits before e (exponent notation or a product)", regexp.MustCompile(`\d\s*(\\,\s*)?[eE]\s*[+-]?\s*\d`), false},
	// 47\,389\,248 and 1 \quad 8: the parsers drop the space and read one
	// number, ours multiplies the groups.
	{`digits separated by a space (one number or a product)`, regexp.MustCompile(`(^|[^_^0-9.])[0-9.]*\d(\s+|\s*(\\[,;: ]|\\q?quad|~)\s*)\.?\d`), false},
	// X^T, X^{T}: compute-engine the transpose, ours a power.
	{"X^T (transpose or power)", regexp.MustCompile(`\^\s*(\{\s*)?(T|\\top)([^a-zA-Z]|$)`), false},
	// x^{2/3} at a negative x: compute-engine the real odd root, ours
	// undefined.
	{"x^{p/q} of a negative base (real root or undefined)", regexp.MustCompile(`\^\s*\{?\s*(\\[dt]?frac|\d+\s*/)`), false},
	// 7!!: compute-engine the double factorial, ours (7!)!.
	{"n!! (double factorial or factorial of a factorial)", regexp.MustCompile(`!\s*!`), false},
	// \binom{1/2}{2014}: compute-engine the generalised binomial, ours
	// undefined.
	{"binomial of a non-integer (generalised or undefined)", regexp.MustCompile(`\\[dt]?binom\s*\{[^{}]*(/|\\[dt]?frac|\.)`), false},
	// \sqrt{-12}\sqrt{-2}: compute-engine -\sqrt{24} (imaginary units),
	// ours undefined.
	{`\sqrt{-a} (imaginary or undefined)`, regexp.MustCompile(`\\sqrt\s*\{\s*-`), false},
	// f^{(n)}(x): compute-engine the n-th derivative, ours a power.
	{"f^{(n)} (derivative or power)", regexp.MustCompile(`\^\s*\{\s*\(`), false},
	// 2356_{74}: a numeral base (compute-engine) or an index.
	{"digits with a subscript (numeral base or index)", regexp.MustCompile(`\d\s*_`), false},
}

// commandRE matches what is removed before a commandsRemoved pattern is
// tried: \text-like groups and command names.
var commandRE = regexp.MustCompile(`\\(text|mathrm|textrm|operatorname|mbox)\s*\{[^{}]*\}|\\[a-zA-Z]+`)

// Hazards lists the notation hazards the fragment contains.
func Hazards(tex string) []string {
	var out []string
	stripped := commandRE.ReplaceAllString(tex, " ")
	for _, h := range hazards {
		src := tex
		if h.commandsRemoved {
			src = stripped
		}
		if h.re.MatchString(src) {
			out = append(out, h.name)
		}
	}
	return out
}

func errorsIs(err, target error) bool { return errors.Is(err, target) }
