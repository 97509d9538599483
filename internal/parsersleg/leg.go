// Package parsersleg is leg 2: every LaTeX fragment of a row leg 1 decided
// (the statement's math and the answer) is also read by independent
// third-party parsers (internal/xparse: compute-engine and KaTeX), and each
// reading is evaluated at the same points as ours. A disagreement is
// reported with both readings and both values, never averaged away. A row
// leg 1 did not decide is unverifiable whatever the parsers read, so it is
// not read unless Leg.Undecided asks for it (NotNeeded).
//
// A disagreement on a recognised notation hazard of the books (A : B,
// [x], a mixed number, ...) is expected: the general-purpose parsers misread
// the books there. It is reported in the note, which says that the verdict
// used our (the books') reading, and it does not flag the row. An
// unexplained disagreement on a fragment leg 1's verdict used does flag it.
package parsersleg

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"math/big"
	"math/rand/v2"
	"regexp"
	"slices"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/answer"
	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/xparse"
)

// Limits on the work per row.
const (
	MaxUnits  = 16 // expressions cross-read per row
	MaxPoints = 2  // points per expression when leg 1 decided the row; 1 otherwise
)

// Leg runs leg 2 over an xparse Engine.
type Leg struct {
	X *xparse.Engine
	// Unavailable, when set, says why the leg cannot run at all.
	Unavailable string
	// Undecided makes the leg read the rows leg 1 did not decide too
	// (KaTeX only, at one point). Off, such a row's outcome is NotNeeded:
	// it is unverifiable whatever the parsers read, so no reading of
	// theirs could change its status.
	Undecided bool
}

// NotNeeded is the note of leg 2's outcome on a row leg 1 did not decide
// when Leg.Undecided is off; the outcome is record.ParsersUnparsed (the
// leg's outcome of no judgement), with no readers and no expressions.
const NotNeeded = "not run: leg 1 did not decide the row, which is unverifiable whatever the parsers read, so leg 2 was not needed"

// IsNotNeeded says o is the outcome of a row leg 2 did not read because
// leg 1 did not decide it (NotNeeded; a malformed row's note adds where).
func IsNotNeeded(o *record.ParsersOutcome) bool {
	return o != nil && o.Outcome == record.ParsersUnparsed && len(o.Readers) == 0 && strings.HasSuffix(o.Note, NotNeeded)
}

// unit is one expression to cross-read: a whole fragment, or a side of a
// relation, or an item of a list.
type unit struct {
	src    string
	e      ast.Expr
	answer bool
}

// Row cross-reads the row's fragments. res is leg 1's result on the row
// (its evidence tells which expressions the verdict used, and its points
// are reused).
func (l *Leg) Row(ctx context.Context, problem, answer string, res check.Result, seed int64) *record.ParsersOutcome {
	out := l.row(ctx, problem, answer, res, seed)
	if m := malformed(problem, answer); m != "" {
		// A formula no parser can read is its own finding: the leg does
		// not vouch for the row, whatever the readable fragments gave.
		out.Malformed = m
		if out.Outcome == record.ParsersAgree {
			out.Outcome = record.ParsersUnparsed
		}
		out.Note = "malformed LaTeX in the " + m + "; " + out.Note
	}
	return out
}

// malformed names where the statement or the answer is malformed LaTeX
// ("statement at offset 12: a { that is never closed"), "" when neither.
func malformed(problem, answer string) string {
	if off, why, bad := latex.Malformed(problem); bad {
		return fmt.Sprintf("statement at offset %d: %s", off, why)
	}
	if off, why, bad := latex.Malformed(answerText(answer)); bad {
		if !strings.Contains(answer, "$") {
			off-- // answerText added a leading $
		}
		return fmt.Sprintf("answer at offset %d: %s", max(off, 0), why)
	}
	return ""
}

func (l *Leg) row(ctx context.Context, problem, answer string, res check.Result, seed int64) *record.ParsersOutcome {
	if l.Unavailable != "" {
		return &record.ParsersOutcome{Outcome: record.ParsersUnparsed, Note: "not run: " + l.Unavailable}
	}
	// Where leg 1 decided, the readings are checked at two points by every
	// parser. Where it did not, the row is unverifiable whatever the parsers
	// find (DESIGN.md): unless Undecided asks for it, the leg does not read
	// it; with Undecided, it reports how KaTeX reads it, at one point
	// (compute-engine's parser costs several times KaTeX's per expression
	// in goja), and the outcome lists the readers.
	decided := res.Verdict == record.Confirm || res.Verdict == record.Refute
	if !decided && !l.Undecided {
		return &record.ParsersOutcome{Outcome: record.ParsersUnparsed, Note: NotNeeded}
	}
	used := usedByVerdict(res)
	units := collect(problem, answer, used)
	if len(units) == 0 {
		return &record.ParsersOutcome{Outcome: record.ParsersUnparsed, Note: "no fragment that has a value to cross-read"}
	}
	maxPoints := 1
	readers := l.X.Parsers()
	if decided {
		maxPoints = MaxPoints
	} else {
		readers = slices.DeleteFunc(readers, func(p string) bool { return p == xparse.ComputeEngine })
	}
	if len(readers) == 0 {
		return &record.ParsersOutcome{Outcome: record.ParsersUnparsed, Note: "not read: leg 1 did not decide the row and compute-engine, the only parser selected, reads only the rows it decided"}
	}
	rng := rand.New(rand.NewPCG(uint64(seed), 0x1e92))
	c := cas.New()
	var agreeN, unparsedN int
	var disagreements, hazards, unparsedNotes []string
	flag, cutShort := false, false
	// timedOut: a time limit cut a reading short; failed: something else
	// did (a cancelled run, a runtime that could not start).
	timedOut, failed := false, false
	for _, u := range units {
		if err := ctx.Err(); err != nil {
			cutShort = true
			timedOut = timedOut || errors.Is(err, context.DeadlineExceeded)
			failed = failed || !errors.Is(err, context.DeadlineExceeded)
			break
		}
		// Our value at a point, evaluated once per point: pointsFor tries
		// the drawn points, and the cross-check asks again for those kept.
		type value struct {
			s   string
			err error
		}
		memo := map[string]value{}
		native := func(p map[string]string) (string, error) {
			key := pointKey(p)
			if v, ok := memo[key]; ok {
				return v.s, v.err
			}
			s, err := evalAt(ctx, c, u.e, p)
			if ctx.Err() == nil { // a value cut short is not the point's
				memo[key] = value{s, err}
			}
			return s, err
		}
		points := pointsFor(u.e, res, rng, native, maxPoints)
		fo := l.X.CrossCheckWith(ctx, readers, u.src, native, points)
		cutShort = cutShort || fo.CutShort
		timedOut = timedOut || fo.TimedOut
		failed = failed || fo.CutShort && !fo.TimedOut
		switch fo.Outcome {
		case record.ParsersAgree:
			agreeN++
		case record.ParsersUnparsed:
			unparsedN++
			if len(unparsedNotes) < 2 {
				unparsedNotes = append(unparsedNotes, fmt.Sprintf("$%s$: %s", clip(u.src), fo.Note))
			}
		case record.ParsersDisagree:
			h := xparse.Hazards(u.src)
			isUsed := u.answer || used[ast.Print(u.e)]
			switch {
			case len(h) > 0:
				hazards = append(hazards, fmt.Sprintf("$%s$: %s — a known notation hazard (%s); the verdict used our reading, the books'", clip(u.src), fo.Note, strings.Join(h, ", ")))
			case isUsed:
				flag = true
				disagreements = append(disagreements, fmt.Sprintf("$%s$ (used by the verdict): %s", clip(u.src), fo.Note))
			default:
				disagreements = append(disagreements, fmt.Sprintf("$%s$ (not used by the verdict): %s", clip(u.src), fo.Note))
			}
		}
	}
	out := &record.ParsersOutcome{VerdictFragmentDisagrees: flag, Readers: readers, Expressions: len(units), CutShort: cutShort, TimedOut: timedOut && !failed}
	switch {
	case len(disagreements)+len(hazards) > 0:
		out.Outcome = record.ParsersDisagree
	case agreeN > 0:
		out.Outcome = record.ParsersAgree
	default:
		out.Outcome = record.ParsersUnparsed
	}
	parts := []string{fmt.Sprintf("%s read %d expression(s): %d agree with ours, %d disagree, %d unparsed",
		readerNames(readers), len(units), agreeN, len(disagreements)+len(hazards), unparsedN)}
	if !decided && len(readers) < len(l.X.Parsers()) {
		parts[0] += " (compute-engine reads only the rows leg 1 decided)"
	}
	parts = append(parts, disagreements...)
	parts = append(parts, hazards...)
	if agreeN == 0 {
		parts = append(parts, unparsedNotes...)
	}
	out.Note = strings.Join(parts, "; ")
	return out
}

// collect splits the statement's math fragments and the answer into the
// expressions to cross-read, at most MaxUnits, skipping ones that are a bare
// variable (nothing to misread) and repeats. Where there are more, the
// answer's and those the verdict used (used, by printed form) are kept
// before the others, in the order of the text.
func collect(problem, answer string, used map[string]bool) []unit {
	all := collectAll(problem, answer)
	if len(all) <= MaxUnits {
		return all
	}
	keep := make([]bool, len(all))
	n := 0
	for pass := range 2 {
		for i, u := range all {
			if n < MaxUnits && !keep[i] && (pass == 1 || u.answer || used[ast.Print(u.e)]) {
				keep[i] = true
				n++
			}
		}
	}
	var out []unit
	for i, u := range all {
		if keep[i] {
			out = append(out, u)
		}
	}
	return out
}

// maxCandidates bounds the fragments collectAll reads.
const maxCandidates = 8 * MaxUnits

// collectAll is collect before the choice of MaxUnits.
func collectAll(problem, answer string) []unit {
	var units []unit
	seen := map[string]bool{}
	add := func(src string, isAnswer bool) {
		e, err := latex.ParseExpr(src)
		if err != nil {
			return
		}
		var parts []ast.Expr
		switch x := e.(type) {
		case *ast.Rel:
			parts = x.Args
		case *ast.List:
			parts = x.Items
		case *ast.Tuple:
			parts = x.Items
		case *ast.Set:
			parts = x.Items
		default:
			parts = []ast.Expr{e}
		}
		for _, p := range parts {
			if _, ok := p.(*ast.Ident); ok {
				continue
			}
			s := partSource(src, e, p)
			if s == "" || seen[s] || len(units) >= maxCandidates || proseInside.MatchString(s) {
				continue
			}
			seen[s] = true
			units = append(units, unit{src: s, e: p, answer: isAnswer})
		}
	}
	for _, f := range latex.Fragments(answerText(answer)) {
		add(f.Src, true)
	}
	for _, f := range latex.Fragments(problem) {
		add(f.Src, false)
	}
	return units
}

// partSource is the text the third-party parsers read for part p of the
// fragment src parsed as whole: src itself when p is the whole, else the
// source span of p when it reads back as the same tree, else our printed
// form of p (spans of nodes inside \left( ... \right) or a brace group
// can leave a delimiter out).
func partSource(src string, whole, p ast.Expr) string {
	if p == whole {
		return strings.TrimSpace(src)
	}
	if from, to := int(p.Pos()), int(p.End()); from >= 0 && to <= len(src) && from < to {
		s := strings.TrimSpace(src[from:to])
		if e, err := latex.ParseExpr(s); err == nil && ast.Equal(e, p) {
			return s
		}
	}
	return ast.Print(p)
}

// answerText wraps a bare answer in $ so that Fragments finds it; a bare
// answer in words ("no solution", "342 children") has no math to
// cross-read (a parser would read its letters as a product of variables).
func answerText(a string) string {
	if strings.Contains(a, "$") {
		return a
	}
	if proseRE.MatchString(textRE.ReplaceAllString(a, " ")) {
		return ""
	}
	return "$" + a + "$"
}

var (
	// textRE removes \text{...}-like groups and command names.
	textRE = regexp.MustCompile(`\\(text|mathrm|textrm|textbf|mbox|operatorname)\s*\{[^{}]*\}|\\[a-zA-Z]+`)
	// proseInside: a \text{...} with a word in it between formulas
	// ("\sum_j a_j V_j \text{ then } A X") makes a fragment prose.
	proseInside = regexp.MustCompile(`\S.*\\(text|mbox|textrm)\s*\{[^{}]*[a-zA-Z]{2,}[^{}]*\}.*\S`)
	// proseRE: a word of four or more letters, or two words in a row.
	proseRE = regexp.MustCompile(`(^|[^a-zA-Z])([a-zA-Z]{4,}|[a-zA-Z]{2,}\s+[a-zA-Z]{2,})([^a-zA-Z]|$)`)
)

// usedByVerdict lists the printed forms of the expressions leg 1's
// evidence compared: every part of each side (a statement's formula may
// sit inside a comparison, |15! - 13!| against its prime powers, x - a
// in a congruence) but bare letters and numbers, and the formulas a
// comparison was built from (check.Comparison.Uses: a definition
// substituted).
func usedByVerdict(res check.Result) map[string]bool {
	used := map[string]bool{}
	add := func(e ast.Expr) {
		if e == nil {
			return
		}
		if _, ok := e.(*ast.Rel); !ok {
			used[ast.Print(e)] = true // the side itself, whatever it is
		}
		ast.Inspect(e, func(n ast.Expr) bool {
			switch n.(type) {
			case nil, *ast.Ident, *ast.Number:
				return n != nil
			case *ast.Rel:
				return true // its sides, as collect splits a relation
			}
			used[ast.Print(n)] = true
			return true
		})
	}
	for _, c := range res.Evidence {
		add(c.Left)
		add(c.Right)
		for _, u := range c.Uses {
			add(u)
		}
	}
	return used
}

// pointDigits is the number of significant digits a point is passed with:
// compute-engine 0.140's own evaluation misread decimals of 17 or more
// digits (x = 0.85714… with 20 digits gave x^2 = 0), so the point is
// rounded to 15 digits and ours and both readings are evaluated at the same
// rounded point. Its reading is now evaluated by cas, which has no such
// limit; the rounding is kept so that the points stay those of earlier
// runs.
const pointDigits = 15

// evalAt is our value of e at point p (40 digits).
func evalAt(ctx context.Context, c *cas.Context, e ast.Expr, p map[string]string) (string, error) {
	env := cas.Env{}
	for k, v := range p {
		x, err := cas.ParseValue(v)
		if err != nil {
			return "", err
		}
		env[k] = x
	}
	v, err := c.EvalContext(ctx, e, env)
	if err != nil {
		return "", err
	}
	return v.Text(40), nil
}

// pointKey writes a point unambiguously, its names sorted.
func pointKey(p map[string]string) string {
	var b strings.Builder
	for _, k := range slices.Sorted(maps.Keys(p)) {
		b.WriteString(k)
		b.WriteByte(0)
		b.WriteString(p[k])
		b.WriteByte(1)
	}
	return b.String()
}

// pointsFor reuses leg 1's points when they bind every variable of e, and
// otherwise draws seeded points where our reading has a value: first in
// [0.3, 2.3] (positive, where roots and logarithms are defined), then, for
// expressions defined only at integers (n!, \gcd, sums to n), integers in
// [1, 8], then in (0, 1) (\arcsin x), then in [2.3, 12.3] (\log(x-2)). A
// point where ours is undefined says nothing about how a parser reads the
// notation (compute-engine gives Γ(n+1) for n! and complex values where
// ours has none), so such a point is used only when no candidate has a
// value.
func pointsFor(e ast.Expr, res check.Result, rng *rand.Rand, native func(map[string]string) (string, error), maxPoints int) []map[string]string {
	vars := answer.SortedFreeVars(e)
	if len(vars) == 0 {
		return nil
	}
	var out []map[string]string
	for _, c := range res.Evidence {
		for _, env := range c.Points {
			if len(out) == maxPoints {
				return out
			}
			p := map[string]string{}
			for _, v := range vars {
				x, ok := env[v]
				if !ok {
					p = nil
					break
				}
				p[v] = x.Text(pointDigits)
			}
			if p != nil {
				out = append(out, p)
			}
		}
	}
	var fallback []map[string]string
	for _, draw := range pointRanges {
		for range candidatesPerRange {
			if len(out) == maxPoints {
				return out
			}
			p := map[string]string{}
			for _, v := range slices.Sorted(slices.Values(vars)) {
				p[v] = draw(rng)
			}
			if _, err := native(p); err == nil {
				out = append(out, p)
			} else if len(fallback) < maxPoints {
				fallback = append(fallback, p)
			}
		}
	}
	for _, p := range fallback {
		if len(out) == maxPoints {
			break
		}
		out = append(out, p)
	}
	return out
}

// candidatesPerRange is how many points are drawn from each range.
const candidatesPerRange = 3

// pointRanges draw a coordinate of a candidate point, in order of trial.
var pointRanges = []func(*rand.Rand) string{
	func(r *rand.Rand) string { return big.NewRat(int64(300+r.IntN(2000)), 1000).FloatString(3) },
	func(r *rand.Rand) string { return fmt.Sprint(1 + r.IntN(8)) },
	func(r *rand.Rand) string { return big.NewRat(int64(50+r.IntN(900)), 1000).FloatString(3) },
	func(r *rand.Rand) string { return big.NewRat(int64(2300+r.IntN(10000)), 1000).FloatString(3) },
}

// readerNames writes the readers as a note names them ("compute-engine
// and KaTeX").
func readerNames(readers []string) string {
	names := make([]string, len(readers))
	for i, r := range readers {
		names[i] = r
		if r == xparse.KaTeX {
			names[i] = "KaTeX"
		}
	}
	return strings.Join(names, " and ")
}

func clip(s string) string {
	if r := []rune(s); len(r) > 60 {
		return string(r[:60]) + "…"
	}
	return s
}
