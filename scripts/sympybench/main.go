// Command sympybench compares leg 1's cost with SymPy's on the same rows:
// the CollegeMath "Beginning and Intermediate Algebra" rows whose question
// starts with "Simplify". Leg 1 (internal/check: parse the statement and
// the answer, check at its points) runs on every row in this process, one
// row at a time; SymPy's simplify(statement - answer) runs on the same
// expressions, handed to Python in math.js syntax (our reading, printed by
// internal/jsmath) and parsed there outside the timing. It prints both CPU
// times per row and their ratio.
//
// SymPy is Debian's python3-sympy (`apt-get install python3-sympy`); where
// no python3 can import sympy the command says so and exits 0.
//
// Usage (make bench-sympy):
//
//	go run ./scripts/sympybench [-data ../shared/data] [-python python3]
package main

import (
	"bufio"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/jsmath"
	"github.com/dgnpipe/dgnpipe/internal/latex"
)

// pySrc times simplify(p - a) for each line {"p", "a"} of stdin, parsing
// excluded, and prints the CPU seconds and the number of rows timed.
const pySrc = `
import sys, json, time
from sympy import simplify, Symbol, sqrt, Abs, log, exp, pi, E, floor, ceiling, Rational
from sympy.parsing.sympy_parser import parse_expr, standard_transformations, convert_xor
ns = {"sqrt": sqrt, "abs": Abs, "log": log, "exp": exp, "pi": pi, "e": E, "floor": floor, "ceil": ceiling,
      "nthRoot": lambda x, n: x ** Rational(1, n)}
pairs, bad = [], 0
for line in sys.stdin:
    r = json.loads(line)
    try:
        local = dict(ns)
        p = parse_expr(r["p"], local_dict=local, transformations=standard_transformations + (convert_xor,))
        a = parse_expr(r["a"], local_dict=local, transformations=standard_transformations + (convert_xor,))
        pairs.append((p, a))
    except Exception:
        bad += 1
t0 = time.process_time()
for p, a in pairs:
    simplify(p - a)
print(json.dumps({"cpu": time.process_time() - t0, "rows": len(pairs), "unparsed": bad}))
`

func main() {
	data := flag.String("data", "../shared/data", "folder of the corpora")
	python := flag.String("python", "", "python3 with sympy (default: the first of /usr/bin/python3, python3 that imports it)")
	flag.Parse()
	py := findPython(*python)
	if py == "" {
		fmt.Println("sympybench: skipped: no python3 here imports sympy (Debian: apt-get install python3-sympy)")
		return
	}
	rows, err := readRows(filepath.Join(*data, "college_math_ccby", "test.jsonl"))
	if err != nil {
		fmt.Fprintln(os.Stderr, "sympybench:", err)
		os.Exit(1)
	}
	// Leg 1, one row at a time, every row (statement and answer parsed,
	// then checked).
	ctx := context.Background()
	c0 := cpuTime()
	w0 := time.Now()
	for _, r := range rows {
		check.Check(ctx, r.Question, r.Answer, check.Options{Seed: 1})
	}
	leg1CPU, leg1Wall := cpuTime()-c0, time.Since(w0)
	// The same rows' expressions for SymPy, in math.js syntax.
	var lines []string
	for _, r := range rows {
		p, ok1 := mathjs(r.Question)
		a, ok2 := mathjs(r.Answer)
		if !ok1 || !ok2 {
			continue
		}
		b, _ := json.Marshal(map[string]string{"p": p, "a": a})
		lines = append(lines, string(b))
	}
	cmd := exec.Command(py, "-c", pySrc)
	cmd.Stdin = strings.NewReader(strings.Join(lines, "\n") + "\n")
	cmd.Stderr = os.Stderr
	out, err := cmd.Output()
	if err != nil {
		fmt.Fprintln(os.Stderr, "sympybench: python:", err)
		os.Exit(1)
	}
	var res struct {
		CPU      float64 `json:"cpu"`
		Rows     int     `json:"rows"`
		Unparsed int     `json:"unparsed"`
	}
	if err := json.Unmarshal(out, &res); err != nil || res.Rows == 0 {
		fmt.Fprintf(os.Stderr, "sympybench: python printed %q\n", out)
		os.Exit(1)
	}
	leg1 := leg1CPU.Seconds() * 1000 / float64(len(rows))
	sym := res.CPU * 1000 / float64(res.Rows)
	fmt.Printf("rows: %d CollegeMath \"Simplify\" rows (%d handed to SymPy; %d had no math.js form, %d SymPy could not parse)\n",
		len(rows), res.Rows, len(rows)-len(lines), res.Unparsed)
	fmt.Printf("leg 1 (parse + check, in process): %.3f ms CPU per row (%.0f rows/s wall, one core)\n", leg1, float64(len(rows))/leg1Wall.Seconds())
	fmt.Printf("SymPy simplify(statement - answer), parsing excluded: %.3f ms CPU per row\n", sym)
	fmt.Printf("ratio: SymPy / leg 1 = %.1f\n", sym/leg1)
}

type row struct {
	Source   string `json:"data_source"`
	Question string `json:"question"`
	Answer   string `json:"answer"`
}

// readRows reads the Beginning and Intermediate Algebra rows whose
// question starts with "Simplify" and that have an answer.
func readRows(path string) ([]row, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []row
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	for n := 1; sc.Scan(); n++ {
		var r row
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			return nil, fmt.Errorf("%s:%d: %w", path, n, err)
		}
		if strings.HasSuffix(r.Source, "Beginning_and_Intermediate_Algebra") && strings.HasPrefix(r.Question, "Simplify") && r.Answer != "" {
			out = append(out, r)
		}
	}
	return out, sc.Err()
}

// mathjs prints the last math fragment of s (the expression of "Simplify:
// $...$", or the answer) in math.js syntax, variables without their prefix.
func mathjs(s string) (string, bool) {
	if !strings.Contains(s, "$") {
		s = "$" + s + "$"
	}
	fs := latex.Fragments(s)
	if len(fs) == 0 {
		return "", false
	}
	e, err := latex.ParseExpr(fs[len(fs)-1].Src)
	if err != nil {
		return "", false
	}
	out, err := jsmath.Serialize(e)
	if err != nil {
		return "", false
	}
	return strings.ReplaceAll(out, jsmath.VarPrefix, ""), true
}

func findPython(want string) string {
	cands := []string{"/usr/bin/python3", "python3"}
	if want != "" {
		cands = []string{want}
	}
	for _, c := range cands {
		if exec.Command(c, "-c", "import sympy").Run() == nil {
			return c
		}
	}
	return ""
}

func cpuTime() time.Duration {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
