// Package generate makes the `exercises` collection: machine-made
// problems across the books' syllabus whose answers are computed from the
// drawn parameters and then re-checked. Every exercise is rendered as a
// source line (statement, worked solution ending in \boxed{}, answer), read
// back the way the pipeline reads a transcription (normalize) and judged
// by a Checker (legs 1 and 3); an exercise that does not confirm is never
// emitted, only counted with its reason. So a template whose statement and
// answer disagree (the spec's two historical bugs: a sign flipped between
// the statement and the computation, an inequality's strictness swapped)
// cannot publish a row.
//
// Output is a function of (seed, count, templates, excluded problems):
// candidate i is drawn from its own generator seeded with (seed, i), so the
// checks run in parallel and the result does not depend on their order.
package generate

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"runtime"
	"sort"
	"strings"
	"sync/atomic"

	"golang.org/x/sync/errgroup"

	"github.com/dgnpipe/dgnpipe/internal/normalize"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// Checker judges one exercise as the pipeline will read it (problem and
// final answer after normalisation): ok when it is confirmed, else the
// reason (a confirmed exercise may carry a reason too, counted apart:
// NoEvidence). An error means the exercise was not judged (a time limit,
// a cancelled run): Generate stops with it.
type Checker interface {
	Check(ctx context.Context, problem, answer string) (ok bool, reason string, err error)
}

// Options select what Generate makes.
type Options struct {
	Seed  int64
	Count int
	// Templates names the templates to use (nil: all of Templates()).
	Templates []Template
	// First is the number of the first exercise (default 1): ids are
	// dgn.exercises.<First>, ... zero-padded to 4 by ingest.
	First int
	// Exclude holds the problems of the other collections, in the form
	// Key gives; an exercise equal to one of them is dropped.
	Exclude map[string]bool
	// Checker is the self-check; required.
	Checker Checker
	// Workers is the number of parallel checks (default GOMAXPROCS).
	Workers int
	// MaxCandidates bounds the candidates drawn (default 20·Count+100),
	// so a template that never confirms cannot loop for ever.
	MaxCandidates int
}

// Levels are the difficulty levels: group and mark.
var levels = []struct{ group, mark string }{{"A", "□"}, {"B", ""}, {"C", "■"}}

// Report says what Generate did, per template.
type Report struct {
	Seed       int64
	Requested  int
	Emitted    int
	Candidates int
	Templates  []TemplateReport
	// ByGroup counts the emitted exercises by group (A, B, C).
	ByGroup map[string]int
}

// TemplateReport counts one template's candidates.
type TemplateReport struct {
	Name     string `json:"name"`
	Chapter  int    `json:"chapter"`
	Emitted  int    `json:"emitted"`
	Rejected int    `json:"rejected"`
	// Duplicates are candidates equal (after normalisation) to an earlier
	// exercise or to a problem of another collection.
	Duplicates int `json:"duplicates"`
	// Reasons counts the self-check's reasons for the rejected candidates.
	Reasons map[string]int `json:"reasons,omitempty"`
	// Leg1Only counts the emitted exercises leg 1 confirmed with no
	// comparison for math.js to redo (NoEvidence).
	Leg1Only int `json:"leg1_only,omitempty"`
}

// candidate is one drawn exercise and its self-check.
type candidate struct {
	tmpl   int
	level  int
	draft  Draft
	key    string
	ok     bool
	reason string
	err    error
}

// Key is the form in which two problems are compared for repetition:
// normalised, lower-cased, without spaces.
func Key(problem string) string {
	s, _ := normalize.Text(problem, normalize.Russian)
	return strings.Join(strings.Fields(strings.ToLower(s)), "")
}

// MaxCount bounds the exercises one Generate makes: about 200 times the
// collection's 520, and 20 candidates each still fit in memory and an int.
const MaxCount = 100_000

// CheckCount says what is wrong with a count of exercises, without naming
// it ("is negative", "is over the limit of 100000"), or nil.
func CheckCount(n int) error {
	switch {
	case n < 0:
		return errors.New("is negative")
	case n > MaxCount:
		return fmt.Errorf("is over the limit of %d", MaxCount)
	}
	return nil
}

// Generate draws candidates until opts.Count exercises confirm (or
// MaxCandidates are drawn) and returns them as dgn source lines of the
// collection `exercises`, numbered from opts.First, with the report.
func Generate(ctx context.Context, opts Options) ([]record.Source, Report, error) {
	if opts.Checker == nil {
		return nil, Report{}, fmt.Errorf("generate: no self-check")
	}
	if err := CheckCount(opts.Count); err != nil {
		return nil, Report{}, fmt.Errorf("generate: count %d %w", opts.Count, err)
	}
	tmpls := opts.Templates
	if tmpls == nil {
		tmpls = Templates()
	}
	if len(tmpls) == 0 {
		return nil, Report{}, fmt.Errorf("generate: no template")
	}
	if opts.First <= 0 {
		opts.First = 1
	}
	if opts.Workers <= 0 {
		opts.Workers = runtime.GOMAXPROCS(0)
	}
	if opts.MaxCandidates <= 0 {
		opts.MaxCandidates = 20*opts.Count + 100
	}
	rep := Report{Seed: opts.Seed, Requested: opts.Count, ByGroup: map[string]int{}}
	for _, t := range tmpls {
		rep.Templates = append(rep.Templates, TemplateReport{Name: t.Name, Chapter: t.Chapter, Reasons: map[string]int{}})
	}
	seen := map[string]bool{}
	judged := map[string]verdict{}
	var out []record.Source
	next := 0
	for len(out) < opts.Count && next < opts.MaxCandidates {
		// A batch of the candidates still needed, with some slack for
		// rejections, checked in parallel and taken in order.
		n := min(max(opts.Count-len(out), 16)*5/4, opts.MaxCandidates-next)
		batch, err := draw(ctx, opts, tmpls, next, n, judged)
		if err != nil {
			return nil, Report{}, err
		}
		next += n
		rep.Candidates = next
		for _, c := range batch {
			if len(out) == opts.Count {
				rep.Candidates-- // drawn but not needed: not counted
				continue
			}
			tr := &rep.Templates[c.tmpl]
			switch {
			case !c.ok:
				tr.Rejected++
				tr.Reasons[reasonClass(c.reason)]++
			case seen[c.key] || opts.Exclude[c.key]:
				tr.Duplicates++
			default:
				seen[c.key] = true
				tr.Emitted++
				if c.reason == NoEvidence {
					tr.Leg1Only++
				}
				lv := levels[c.level]
				rep.ByGroup[lv.group]++
				t := tmpls[c.tmpl]
				out = append(out, record.Source{
					Collection: "exercises", Chapter: t.Chapter, ChapterTitle: t.Title,
					Group: lv.group, Difficulty: lv.mark,
					ProblemID: fmt.Sprint(opts.First + len(out)),
					Problem:   c.draft.Problem, Solution: c.draft.Solution, Answer: c.draft.Answer,
				})
			}
		}
	}
	rep.Emitted = len(out)
	return out, rep, nil
}

// verdict is a self-check's outcome for one (problem, answer) text.
type verdict struct {
	ok     bool
	reason string
}

// draw makes candidates first .. first+n-1 and self-checks them in
// parallel. A candidate whose normalised problem and answer were already
// judged (in this batch or an earlier one: judged) takes that verdict: the
// check is deterministic, so checking it again would only cost time.
func draw(ctx context.Context, opts Options, tmpls []Template, first, n int, judged map[string]verdict) ([]candidate, error) {
	out := make([]candidate, n)
	texts := make([][2]string, n) // the normalised problem and answer
	// Drawing and reading back is a twentieth of a check, but done in
	// turn it would leave all but one core idle while it runs.
	if err := inTurn(ctx, opts.Workers, n, func(_ context.Context, j int) error {
		c, problem, answer := make1(opts, tmpls, first+j)
		out[j], texts[j] = c, [2]string{problem, answer}
		return nil
	}); err != nil {
		return nil, err
	}
	var todo []int // the candidates to check: the first of each new text
	pending := map[string]bool{}
	for j := range out {
		if out[j].reason != "" {
			continue // rejected before any check
		}
		k := texts[j][0] + "\x00" + texts[j][1]
		if _, ok := judged[k]; ok || pending[k] {
			continue
		}
		pending[k] = true
		todo = append(todo, j)
	}
	if err := inTurn(ctx, opts.Workers, len(todo), func(ctx context.Context, i int) error {
		j := todo[i]
		c := &out[j]
		c.ok, c.reason, c.err = opts.Checker.Check(ctx, texts[j][0], texts[j][1])
		if c.err != nil {
			return fmt.Errorf("generate: candidate %d (template %s): %w", first+j, tmpls[c.tmpl].Name, c.err)
		}
		return nil
	}); err != nil {
		return nil, err
	}
	for _, j := range todo {
		judged[texts[j][0]+"\x00"+texts[j][1]] = verdict{out[j].ok, out[j].reason}
	}
	for j := range out {
		if v, ok := judged[texts[j][0]+"\x00"+texts[j][1]]; ok && out[j].reason == "" && !out[j].ok {
			out[j].ok, out[j].reason = v.ok, v.reason
		}
	}
	return out, nil
}

// inTurn calls do(ctx', 0) .. do(ctx', n-1) on workers goroutines that
// take the indices in turn, and returns the first error; ctx' is then
// cancelled and the others stop taking indices. Each goroutine keeps the
// stack its calls have grown (leg 1's reader recurses deeply), where a
// goroutine per index would grow a new one every time.
func inTurn(ctx context.Context, workers, n int, do func(ctx context.Context, i int) error) error {
	g, gctx := errgroup.WithContext(ctx)
	var taken atomic.Int64
	for range min(workers, n) {
		g.Go(func() error {
			for {
				i := int(taken.Add(1)) - 1
				if i >= n {
					return nil
				}
				if err := gctx.Err(); err != nil {
					return err
				}
				if err := do(gctx, i); err != nil {
					return err
				}
			}
		})
	}
	return g.Wait()
}

// make1 draws candidate i and reads it back as the pipeline reads a
// transcription (normalize); it returns the problem and the final answer
// to check. A candidate that cannot be read back carries its reason.
func make1(opts Options, tmpls []Template, i int) (c candidate, problem, answer string) {
	r := rand.New(rand.NewPCG(uint64(opts.Seed), uint64(i)))
	c.tmpl = i % len(tmpls)
	// Levels A, B, C in the ratio 2 : 2 : 1.
	c.level = []int{0, 0, 1, 1, 2}[r.IntN(5)]
	defer func() {
		if p := recover(); p != nil {
			c.ok, c.reason = false, fmt.Sprintf("template panicked: %v", p)
		}
	}()
	c.draft = tmpls[c.tmpl].Make(r, c.level)
	c.key = Key(c.draft.Problem)
	it := record.Item{Source: normalize.DGNSource, Problem: c.draft.Problem, Solution: c.draft.Solution, SourceAnswer: c.draft.Answer}
	if o := normalize.Item(&it); len(o.Unrepaired) > 0 {
		c.reason = "does not normalise: " + o.Unrepaired[0]
		return c, "", ""
	}
	return c, it.Problem, it.FinalAnswer
}

// Select returns the templates named in names (all when names is empty),
// in the order of Templates(); an unknown name is an error that lists the
// known ones.
func Select(names []string) ([]Template, error) {
	all := Templates()
	if len(names) == 0 {
		return all, nil
	}
	want := map[string]bool{}
	for _, n := range names {
		want[strings.TrimSpace(n)] = true
	}
	var out []Template
	for _, t := range all {
		if want[t.Name] {
			out = append(out, t)
			delete(want, t.Name)
		}
	}
	if len(want) > 0 {
		var unknown, known []string
		for n := range want {
			unknown = append(unknown, n)
		}
		for _, t := range all {
			known = append(known, t.Name)
		}
		sort.Strings(unknown)
		return nil, fmt.Errorf("unknown template(s) %s (known: %s)", strings.Join(unknown, ", "), strings.Join(known, ", "))
	}
	return out, nil
}

// Table writes the report as the distribution table the command prints.
func (r Report) Table() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%-26s %7s %9s %8s %10s  %s\n", "template", "emitted", "leg1-only", "rejected", "duplicates", "rejections by reason")
	for _, t := range r.Templates {
		var reasons []string
		for k, v := range t.Reasons {
			reasons = append(reasons, fmt.Sprintf("%d× %s", v, k))
		}
		sort.Strings(reasons)
		fmt.Fprintf(&b, "%-26s %7d %9d %8d %10d  %s\n", t.Name, t.Emitted, t.Leg1Only, t.Rejected, t.Duplicates, strings.Join(reasons, "; "))
	}
	fmt.Fprintf(&b, "emitted %d of %d requested from %d candidates (seed %d); groups A %d, B %d, C %d\n",
		r.Emitted, r.Requested, r.Candidates, r.Seed, r.ByGroup["A"], r.ByGroup["B"], r.ByGroup["C"])
	return b.String()
}

// reasonClass shortens a self-check reason to its class for the counts:
// a refutation by its leg alone (the counterexample differs from row to
// row), other reasons with numbers written "N", cut at 100 bytes.
func reasonClass(reason string) string {
	head, rest, _ := strings.Cut(reason, ": ")
	if strings.HasSuffix(head, " refute") || strings.HasSuffix(head, " contradict") {
		return head
	}
	if i := strings.Index(rest, " ("); i > 0 {
		rest = rest[:i]
	}
	var b strings.Builder
	digits := false
	for _, r := range head + ": " + rest {
		if r >= '0' && r <= '9' {
			if !digits {
				b.WriteByte('N')
			}
			digits = true
			continue
		}
		digits = false
		b.WriteRune(r)
	}
	s := b.String()
	if len(s) > 100 {
		s = strings.ToValidUTF8(s[:100], "") + "…"
	}
	return s
}
