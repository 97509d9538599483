package xparse

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"testing"
	"time"

	"github.com/dgnpipe/dgnpipe/internal/answer"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// mathAnswers reads up to n answers of ../shared/data/math (skips if absent).
func mathAnswers(tb testing.TB, n int) []string {
	tb.Helper()
	dir := filepath.Join("..", "..", "..", "shared", "data")
	if d := os.Getenv("DGNPIPE_SHARED_DATA"); d != "" {
		dir = d // a worktree outside the repository's usual parent folder
	}
	dir = filepath.Join(dir, "math")
	var out []string
	for _, f := range []string{"test.jsonl", "train.jsonl"} {
		fh, err := os.Open(filepath.Join(dir, f))
		if err != nil {
			if os.Getenv("CI") == "true" {
				tb.Fatalf("MATH corpus absent under CI=true: lay shared/ beside the clone (or set DGNPIPE_SHARED_DATA): %v", err)
			}
			tb.Skipf("MATH corpus not available: %v", err)
		}
		sc := bufio.NewScanner(fh)
		sc.Buffer(make([]byte, 1<<20), 1<<24)
		for sc.Scan() && len(out) < n {
			var row struct{ Answer string }
			if json.Unmarshal(sc.Bytes(), &row) == nil && row.Answer != "" {
				out = append(out, row.Answer)
			}
		}
		fh.Close()
	}
	return out
}

// pointsFor gives two points for the free variables of tex under our reading.
func pointsFor(tex string) []map[string]string {
	x, err := latex.ParseExpr(tex)
	if err != nil {
		return nil
	}
	vars := answer.SortedFreeVars(x)
	if len(vars) == 0 {
		return nil
	}
	var pts []map[string]string
	for k, base := range []string{"1.37", "2.71"} {
		p := map[string]string{}
		for i, v := range vars {
			p[v] = base + strconv.Itoa(i+k)
		}
		pts = append(pts, p)
	}
	return pts
}

// corpusBaseline is what both parsers made of the first 1,000 MATH
// answers when it was last measured: a count that gets worse fails
// TestCorpusMATH (a better one is a reason to lower the baseline here).
var corpusBaseline = struct{ n, agreeMin, disagreeMax, unparsedMax int }{1000, 894, 11, 95}

// TestCorpusMATH cross-checks the first 1,000 MATH answers (or as many as
// $DGNPIPE_XPARSE_CORPUS says, logged only) against our reading, and fails
// when the agreements, disagreements or unread answers get worse than
// corpusBaseline.
func TestCorpusMATH(t *testing.T) {
	n := corpusBaseline.n
	if v, err := strconv.Atoi(os.Getenv("DGNPIPE_XPARSE_CORPUS")); err == nil && v > 0 {
		n = v
	}
	e := engine(t)
	if err := e.Warm(context.Background()); err != nil {
		t.Fatal(err)
	}
	answers := mathAnswers(t, n)
	start := time.Now()
	counts := map[string]int{}
	perParser := map[string]map[string]int{ComputeEngine: {}, KaTeX: {}}
	var dis []string
	for _, a := range answers {
		got := e.CrossCheck(context.Background(), a, ours(a), pointsFor(a))
		counts[got.Outcome.String()]++
		for _, p := range e.opts.Parsers {
			sub := e.perParser(got, p)
			perParser[p][sub.String()]++
		}
		if got.Outcome == record.ParsersDisagree {
			dis = append(dis, a+"  ==>  "+got.Note)
		}
	}
	el := time.Since(start)
	t.Logf("%d answers in %v (%.1f/s): %v", len(answers), el, float64(len(answers))/el.Seconds(), counts)
	for p, c := range perParser {
		t.Logf("%s: %v", p, c)
	}
	t.Logf("stats: %+v", e.Stats())
	sort.Strings(dis)
	for _, d := range dis {
		t.Log(d)
	}
	if n != corpusBaseline.n || len(answers) != n {
		return
	}
	b := corpusBaseline
	agree, disagree, unparsed := counts[record.ParsersAgree.String()], counts[record.ParsersDisagree.String()], counts[record.ParsersUnparsed.String()]
	if agree < b.agreeMin || disagree > b.disagreeMax || unparsed > b.unparsedMax {
		t.Errorf("worse than the baseline on %d MATH answers: agree %d (at least %d), disagree %d (at most %d), unparsed %d (at most %d)",
			n, agree, b.agreeMin, disagree, b.disagreeMax, unparsed, b.unparsedMax)
	}
}

// perParser is the outcome of one parser alone, from the readings.
func (e *Engine) perParser(o FragmentOutcome, parser string) record.ParsersResult {
	for _, r := range o.Readings {
		if r.Reader == parser && r.Unparsed {
			return record.ParsersUnparsed
		}
	}
	if o.Outcome == record.ParsersUnparsed {
		return record.ParsersUnparsed
	}
	if o.Outcome == record.ParsersDisagree && containsReader(o.Note, parser) {
		return record.ParsersDisagree
	}
	return record.ParsersAgree
}

func containsReader(note, parser string) bool {
	return len(note) > 0 && (fmt.Sprint(note) != "" && (indexOf(note, parser+" reads") >= 0))
}

func indexOf(s, sub string) int {
	for i := 0; i+len(sub) <= len(s); i++ {
		if s[i:i+len(sub)] == sub {
			return i
		}
	}
	return -1
}

// BenchmarkParser measures fragments/s per parser on MATH answers (no cache).
func BenchmarkParser(b *testing.B) {
	engine(b)
	answers := mathAnswers(b, 400)
	for _, p := range []string{ComputeEngine, KaTeX} {
		b.Run(p, func(b *testing.B) {
			e, err := New(Options{Parsers: []string{p}, Workers: 1, CacheSize: -1})
			if err != nil {
				b.Fatal(err)
			}
			defer e.Close()
			t0 := time.Now()
			if err := e.Warm(context.Background()); err != nil {
				b.Fatal(err)
			}
			b.Logf("%s warm-up %v", p, time.Since(t0))
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				a := answers[i%len(answers)]
				if _, err := e.Read(context.Background(), a, pointsFor(a)); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "fragments/s")
		})
	}
}
