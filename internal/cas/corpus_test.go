package cas_test

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/dgnpipe/dgnpipe/internal/answer"
	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// corpusAnswers reads the answer fields of the shared corpora (../shared/data
// from the repository root), skipping the test when they are absent.
func corpusAnswers(tb testing.TB) []string {
	tb.Helper()
	root, err := filepath.Abs("../../../shared/data")
	if err != nil {
		tb.Skip(err)
	}
	files, _ := filepath.Glob(filepath.Join(root, "*", "*.jsonl"))
	if len(files) == 0 {
		tb.Skipf("no corpora under %s", root)
	}
	var out []string
	for _, f := range files {
		fh, err := os.Open(f)
		if err != nil {
			tb.Fatal(err)
		}
		sc := bufio.NewScanner(fh)
		sc.Buffer(make([]byte, 1<<20), 1<<24)
		for sc.Scan() {
			var rec map[string]any
			if json.Unmarshal(sc.Bytes(), &rec) != nil {
				continue
			}
			for _, k := range []string{"answer", "final_answer"} {
				switch v := rec[k].(type) {
				case string:
					out = append(out, v)
				case []any:
					for _, s := range v {
						if s, ok := s.(string); ok {
							out = append(out, s)
						}
					}
				}
			}
		}
		fh.Close()
	}
	return out
}

func stripMath(s string) string {
	s = strings.TrimSpace(s)
	for _, d := range []string{"$$", "$"} {
		if len(s) >= 2*len(d) && strings.HasPrefix(s, d) && strings.HasSuffix(s, d) {
			return s[len(d) : len(s)-len(d)]
		}
	}
	return s
}

// TestCorpusAnswers evaluates every answer of the shared corpora that parses
// (free variables at 7/3): nothing may panic or run past its deadline, and
// most closed-form answers must have a value.
func TestCorpusAnswers(t *testing.T) {
	if testing.Short() {
		t.Skip("corpus run")
	}
	answers := corpusAnswers(t)
	c := cas.New()
	counts := map[string]int{}
	start := time.Now()
	for _, a := range answers {
		e, err := latex.ParseExpr(stripMath(a))
		if err != nil {
			counts["parse error"]++
			continue
		}
		env := cas.Env{}
		for _, v := range answer.SortedFreeVars(e) {
			env[v], _ = cas.ParseValue("7/3")
		}
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		_, err = c.EvalContext(ctx, e, env)
		cancel()
		var ce *cas.Error
		switch {
		case err == nil:
			counts["value"]++
		case errors.As(err, &ce) && strings.HasPrefix(ce.Msg, "internal error"):
			t.Errorf("%q: %v", a, err)
		case errors.Is(err, context.DeadlineExceeded):
			t.Errorf("%q: time-out", a)
		case errors.As(err, &ce):
			counts[ce.Kind.String()]++
			if ce.Kind == cas.ErrDomain || ce.Kind == cas.ErrLimit {
				t.Logf("%q: %v", a, err)
			}
		}
	}
	t.Logf("%d answers in %v: %v", len(answers), time.Since(start), counts)
	if counts["value"] < len(answers)/3 {
		t.Errorf("only %d of %d answers have a value", counts["value"], len(answers))
	}
}

// BenchmarkCorpusAnswers evaluates the parsed corpus answers (one op is one
// evaluation).
func BenchmarkCorpusAnswers(b *testing.B) {
	var exprs []ast.Expr
	for _, a := range corpusAnswers(b) {
		if e, err := latex.ParseExpr(stripMath(a)); err == nil {
			if _, err := cas.New().Eval(e, nil); err == nil {
				exprs = append(exprs, e)
			}
		}
	}
	c := cas.New()
	i := 0
	for b.Loop() {
		c.Eval(exprs[i%len(exprs)], nil)
		i++
	}
}
