package main

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/legs"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/safefile"
)

// CheckOptions are the flags of `dgnpipe check`.
type CheckOptions struct {
	Problem, Answer string
	Solution        string // issue 26: the worked solution to audit
	Batch           string
	JSON            bool
	Seed            int64
	Timeout         time.Duration
	Points          int
	Legs            bool
}

// AddFlags registers the flags.
func (o *CheckOptions) AddFlags(f *pflag.FlagSet) {
	f.StringVar(&o.Problem, "problem", "", "problem statement (prose with $...$ formulas, or a bare formula)")
	f.StringVar(&o.Answer, "answer", "", "the answer to check (bare or wrapped in $...$)")
	f.StringVar(&o.Solution, "solution", "", "a worked solution to audit: every displayed equality checked (docs/solution-audit.md)")
	f.StringVar(&o.Batch, "batch", "", `JSONL file of {"problem": ..., "answer": ...} lines, each with an optional "solution" ("-" for stdin); one verdict per line on stdout`)
	f.BoolVar(&o.JSON, "json", false, "print the verdict as JSON")
	f.Int64Var(&o.Seed, "seed", 1, "seed of the sample points")
	f.DurationVar(&o.Timeout, "timeout", legs.DefaultNativeNet, "wall-clock net per check, verify's by default (verdicts rest on leg 1's work bound; a check the net cuts is undecided: \"time limit\")")
	f.IntVar(&o.Points, "points", check.DefaultPoints, "sample points of an identity or a simplification")
	f.BoolVar(&o.Legs, "legs", true, "also run leg 2 (compute-engine and KaTeX) and leg 3 (math.js; $DGNPIPE_MATHJS_ENDPOINT selects the HTTP API)")
}

func newCheckCommand(g *GlobalOptions) *cobra.Command {
	var opts CheckOptions
	cmd := &cobra.Command{
		Use:   "check",
		Short: "Check one answer (or a JSONL batch) with legs 1-3",
		Example: `  dgnpipe check --problem 'Solve $2x+7=15$.' --answer 4
  dgnpipe check --problem 'Solve $x^2-5x+6=0$.' --answer '2; 3' --json
  echo '{"problem": "Compute $\\frac12+\\frac13$.", "answer": "\\frac56"}' | dgnpipe check --batch -`,
		Args: noArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return runCheck(cmd.Context(), opts, g)
		},
	}
	opts.AddFlags(cmd.Flags())
	return cmd
}

// checkOutput is the JSON form of a verdict.
type checkOutput struct {
	Line       int         `json:"line,omitempty"`
	Verdict    string      `json:"verdict,omitempty"`
	Kind       string      `json:"kind,omitempty"`
	Note       string      `json:"note,omitempty"`
	Recomputed string      `json:"recomputed,omitempty"`
	Seed       int64       `json:"seed,omitempty"`
	Legs       *legsOutput `json:"legs,omitempty"`
	// Solution is the worked-solution audit, when a solution was given.
	Solution *solutionOutput `json:"solution,omitempty"`
	Error    string          `json:"error,omitempty"`
}

// legsOutput is what legs 2 and 3 found (the "legs" key of check's JSON).
type legsOutput struct {
	Parsers *record.ParsersOutcome `json:"parsers,omitempty"`
	MathJS  *record.MathJSOutcome  `json:"mathjs,omitempty"`
}

// checker runs the legs of set (leg 1, and legs 2 and 3 when built) with
// the sample points of seed.
type checker struct {
	set  *legs.Set
	seed int64
}

func (c checker) run(ctx context.Context, problem, answer string) checkOutput {
	if answer == "" {
		// Not a row to verify, but a question to answer: leg 1 says the
		// answer is empty.
		r, _ := c.set.Native.Check(ctx, problem, answer, c.seed)
		return toOutput(r)
	}
	row := &legs.Row{Item: &record.Item{Problem: problem, FinalAnswer: answer}, Seed: c.seed}
	c.set.Run(ctx, row)
	o := toOutput(*row.Native)
	if l := row.Item.Legs; l.MathJS != nil || l.Parsers != nil {
		o.Legs = &legsOutput{Parsers: l.Parsers, MathJS: l.MathJS}
	}
	return o
}

func toOutput(r check.Result) checkOutput {
	return checkOutput{Verdict: r.Verdict.String(), Kind: r.Kind, Note: r.Note, Recomputed: r.Recomputed, Seed: r.Seed}
}

func runCheck(ctx context.Context, opts CheckOptions, g *GlobalOptions) error {
	if ctx == nil {
		ctx = context.Background()
	}
	// Zero means zero: a time limit or a number of points that means nothing
	// is a usage error, never replaced by the default.
	if opts.Timeout <= 0 {
		return usagef("--timeout %v: must be more than 0", opts.Timeout)
	}
	if opts.Points < 1 {
		return usagef("--points %d: must be at least 1", opts.Points)
	}
	cfg := legs.Config{NativeTimeout: opts.Timeout, Points: opts.Points, CacheDir: filepath.Join(os.TempDir(), "cache")}.FromEnv(os.Getenv)
	c := checker{set: legs.NativeOnly(cfg), seed: opts.Seed}
	if opts.Legs {
		set, err := legs.New(cfg)
		if err != nil {
			return err
		}
		defer set.Close()
		c.set = set
	}
	if opts.Batch != "" {
		if opts.Problem != "" || opts.Answer != "" || opts.Solution != "" {
			return usagef("--batch excludes --problem, --answer and --solution")
		}
		var in io.Reader = os.Stdin
		if opts.Batch != "-" {
			f, err := safefile.Open(opts.Batch)
			if err != nil {
				return err
			}
			defer f.Close()
			in = f
		}
		return checkBatch(ctx, in, opts.Batch, c, g.Stdout)
	}
	if opts.Problem == "" {
		return usagef("--problem is required (or --batch FILE)")
	}
	o := c.run(ctx, opts.Problem, opts.Answer)
	if opts.Solution != "" {
		o.Solution = c.audit(ctx, opts.Problem, opts.Solution, opts.Answer)
	}
	if opts.JSON {
		return writeJSONLine(g.Stdout, o)
	}
	w := newFitWriter(g.Stdout)
	defer w.Flush()
	fmt.Fprintf(w, "%s (%s, seed %d)\n%s\n", o.Verdict, o.Kind, o.Seed, o.Note)
	if o.Recomputed != "" {
		fmt.Fprintf(w, "recomputed: %s\n", o.Recomputed)
	}
	if o.Legs != nil {
		if m := o.Legs.MathJS; m != nil {
			v, _ := record.ParseVerdict(o.Verdict)
			fmt.Fprintf(w, "leg 3 math.js: %s: %s\n", record.MathJSReading(v, m.Outcome), m.Note)
		}
		if x := o.Legs.Parsers; x != nil {
			fmt.Fprintf(w, "leg 2 parsers: %s: %s\n", x.Outcome, x.Note)
		}
	}
	if s := o.Solution; s != nil {
		fmt.Fprintf(w, "%s (%s)\n", s.Note, s.Verdict)
	}
	return nil
}

// checkBatch checks every line of a JSONL batch in order; a malformed line
// gives an error object naming its line and the batch goes on.
func checkBatch(ctx context.Context, in io.Reader, name string, c checker, out io.Writer) error {
	sc := bufio.NewScanner(in)
	sc.Buffer(make([]byte, 0, 1<<20), 16<<20)
	bw := bufio.NewWriter(out)
	defer bw.Flush()
	line := 0
	for sc.Scan() {
		line++
		if ctx.Err() != nil {
			return ctx.Err()
		}
		if len(sc.Bytes()) == 0 {
			continue
		}
		var row struct {
			Problem  *string `json:"problem"`
			Answer   *string `json:"answer"`
			Solution *string `json:"solution"`
		}
		if err := json.Unmarshal(sc.Bytes(), &row); err != nil {
			writeJSONLine(bw, checkOutput{Line: line, Error: fmt.Sprintf("%s:%d: %v", name, line, err)})
			continue
		}
		if row.Problem == nil || row.Answer == nil {
			writeJSONLine(bw, checkOutput{Line: line, Error: fmt.Sprintf("%s:%d: want the fields \"problem\" and \"answer\"", name, line)})
			continue
		}
		o := c.run(ctx, *row.Problem, *row.Answer)
		o.Line = line
		if row.Solution != nil {
			o.Solution = c.audit(ctx, *row.Problem, *row.Solution, *row.Answer)
		}
		if err := writeJSONLine(bw, o); err != nil {
			return err
		}
	}
	if err := sc.Err(); err != nil {
		return fmt.Errorf("%s:%d: %w", name, line+1, err)
	}
	return nil
}

func writeJSONLine(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	return enc.Encode(v)
}
