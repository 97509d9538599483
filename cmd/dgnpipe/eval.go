package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"time"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/jsmath"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/legs"
)

// EvalOptions are the flags of `dgnpipe eval`.
type EvalOptions struct {
	JSON    bool
	At      []string
	Timeout time.Duration
	Digits  int
	Legs    bool
}

// AddFlags registers the flags.
func (o *EvalOptions) AddFlags(fs *pflag.FlagSet) {
	fs.BoolVar(&o.JSON, "json", false, "print {\"value\", \"exact\", \"error\", \"kind\"} as JSON")
	fs.StringArrayVar(&o.At, "at", nil, "variable values NAME=VALUE[,NAME=VALUE...] (NAME without backslash, VALUE is LaTeX); repeatable")
	fs.DurationVar(&o.Timeout, "timeout", 2*time.Second, "time limit of the evaluation")
	fs.IntVar(&o.Digits, "digits", 40, "significant digits of the printed value (at least 30 in --json)")
	fs.BoolVar(&o.Legs, "legs", false, "also evaluate with math.js (leg 3) and the third-party parsers (leg 2): \"readings\" and \"agree\"")
}

// errUnreadable marks input that does not parse (exit code 1).
var errUnreadable = errors.New("unreadable input")

func newEvalCommand(g *GlobalOptions) *cobra.Command {
	opts := &EvalOptions{}
	cmd := &cobra.Command{
		Use:   "eval [--json] [--at NAME=VALUE,...] [--] TEX",
		Short: "Print the value of a LaTeX expression under the books' reading",
		Long: `Print the value of a LaTeX expression read the way the DGN books mean it
(A : B left to right, [x] integer part, \{x\} fractional part, {}^4\sqrt{x},
\sin^2 2\alpha, \lg, \tg, degrees ...). TEX may be bare or wrapped in $...$;
put -- before a TEX that starts with '-'.

The value is exact (a fraction) where the expression is rational and is
otherwise computed with 256-bit binary floating point (at least 40 correct
significant digits).

Output: the value with --digits significant digits, followed by "= p/q" when
it is a non-integer rational; "undefined: <reason>" when it has no real value.
With --json: {"value": "<decimal>", "exact": "<p/q, when rational>",
"error": "<reason, when undefined or unreadable>", "kind": "<domain|unsupported|
limit|unbound|parse>"}; absent fields are omitted.

Exit codes: 0 the expression was read (its value printed, or the reason it
has none: a domain error, a missing variable, a limit or the --timeout);
1 the expression or an --at value does not parse; 2 a usage error (no TEX,
a malformed --at).`,
		Example: `  dgnpipe eval '12 : 3 \cdot 2'
  dgnpipe eval --json '\sin^2 2\alpha' --at alpha=0.3
  dgnpipe eval --at 'x=\frac{1}{2},y=0,5' -- '-x+y'`,
		RunE: func(cmd *cobra.Command, args []string) error {
			if len(args) != 1 {
				return usagef("eval takes exactly one TEX argument, got %d (put -- before a TEX starting with '-')", len(args))
			}
			return runEval(cmd.Context(), opts, g, args[0])
		},
	}
	opts.AddFlags(cmd.Flags())
	return cmd
}

type evalResult struct {
	Value    string    `json:"value,omitempty"`
	Exact    string    `json:"exact,omitempty"`
	Error    string    `json:"error,omitempty"`
	Kind     string    `json:"kind,omitempty"`
	Readings []reading `json:"readings,omitempty"`
	Agree    *bool     `json:"agree,omitempty"`
}

// reading is one engine's value of the expression (eval --legs).
type reading struct {
	Reader string `json:"reader"`
	Value  string `json:"value,omitempty"`
	Text   string `json:"text,omitempty"`
	Error  string `json:"error,omitempty"`
}

func runEval(ctx context.Context, opts *EvalOptions, g *GlobalOptions, tex string) error {
	if ctx == nil {
		ctx = context.Background()
	}
	digits := opts.Digits
	if opts.JSON {
		digits = max(digits, 30)
	}
	if digits < 1 || digits > 10000 {
		return usagef("--digits %d is out of range [1, 10000]", opts.Digits)
	}
	if opts.Timeout <= 0 {
		return usagef("--timeout %v: must be more than 0", opts.Timeout)
	}
	bindings, err := parseAt(opts.At)
	if err != nil {
		return err
	}
	parent := ctx
	ctx, cancel := context.WithTimeout(ctx, opts.Timeout)
	defer cancel()
	c := cas.New()
	res, env, err := evalTeX(ctx, c, tex, bindings, digits)
	if opts.Legs && res.Kind != "parse" {
		// The JavaScript engines warm up for a few seconds on first use.
		lctx, lcancel := context.WithTimeout(parent, opts.Timeout+30*time.Second)
		res.Readings, res.Agree = legReadings(lctx, stripDollars(tex), env, res)
		lcancel()
	}
	if opts.JSON {
		out, jerr := json.Marshal(res)
		if jerr != nil {
			return jerr
		}
		fmt.Fprintln(g.Stdout, string(out))
	} else {
		switch {
		case res.Kind == "parse":
			// reported through the returned error
		case res.Error != "":
			fmt.Fprintln(g.Stdout, "undefined:", res.Error)
		case res.Exact != "" && strings.Contains(res.Exact, "/"):
			fmt.Fprintf(g.Stdout, "%s = %s\n", res.Value, res.Exact)
		default:
			fmt.Fprintln(g.Stdout, res.Value)
		}
		for _, r := range res.Readings {
			fmt.Fprintf(g.Stdout, "  %-15s %s%s\n", r.Reader, r.Value, strings.TrimSuffix(" "+r.Error, " "))
		}
		if res.Agree != nil {
			fmt.Fprintln(g.Stdout, "  agree:", *res.Agree)
		}
	}
	if err != nil && ctx.Err() != nil && errors.Is(err, context.Canceled) {
		return err // interrupted by the user
	}
	if res.Kind == "parse" {
		return fmt.Errorf("%w: %s", errUnreadable, res.Error)
	}
	return nil
}

type binding struct{ name, tex string }

// atSplit finds the commas that start a new NAME= binding (a comma inside a
// value, e.g. the decimal comma of 0,5, does not).
var atSplit = regexp.MustCompile(`,\s*\\?[A-Za-z][A-Za-z0-9_{}]*\s*=`)

var atName = regexp.MustCompile(`^\\?([A-Za-z][A-Za-z0-9]*(?:_\{?[A-Za-z0-9]+\}?)?)$`)

func parseAt(specs []string) ([]binding, error) {
	var out []binding
	for _, spec := range specs {
		var parts []string
		start := 0
		for _, loc := range atSplit.FindAllStringIndex(spec, -1) {
			parts = append(parts, spec[start:loc[0]])
			start = loc[0] + 1
		}
		parts = append(parts, spec[start:])
		for _, p := range parts {
			name, val, ok := strings.Cut(p, "=")
			name, val = strings.TrimSpace(name), strings.TrimSpace(val)
			m := atName.FindStringSubmatch(name)
			if !ok || m == nil || val == "" {
				return nil, usagef("--at %q: want NAME=VALUE with NAME a LaTeX name without backslash (alpha, x_1)", p)
			}
			// x_{12} and x_12 are the same variable (the AST folds subscripts).
			n := strings.NewReplacer("{", "", "}", "").Replace(m[1])
			out = append(out, binding{name: n, tex: val})
		}
	}
	return out, nil
}

// stripDollars removes one pair of $...$ or $$...$$ around tex.
func stripDollars(tex string) string {
	t := strings.TrimSpace(tex)
	for _, d := range []string{"$$", "$"} {
		if len(t) >= 2*len(d) && strings.HasPrefix(t, d) && strings.HasSuffix(t, d) {
			return strings.TrimSpace(t[len(d) : len(t)-len(d)])
		}
	}
	return t
}

func evalTeX(ctx context.Context, c *cas.Context, tex string, bindings []binding, digits int) (evalResult, cas.Env, error) {
	env := cas.Env{}
	for _, b := range bindings {
		e, err := latex.ParseExpr(stripDollars(b.tex))
		if err != nil {
			return evalResult{Error: fmt.Sprintf("--at %s: %v", b.name, err), Kind: "parse"}, nil, err
		}
		v, err := c.EvalContext(ctx, e, nil)
		if err != nil {
			return failure(fmt.Sprintf("--at %s: ", b.name), err), nil, err
		}
		env[b.name] = v
	}
	e, err := latex.ParseExpr(stripDollars(tex))
	if err != nil {
		return evalResult{Error: err.Error(), Kind: "parse"}, nil, err
	}
	v, err := c.EvalContext(ctx, e, env)
	if err != nil {
		return failure("", err), env, err
	}
	return evalResult{Value: v.Text(digits), Exact: v.RatString()}, env, nil
}

func failure(prefix string, err error) evalResult {
	res := evalResult{Error: prefix + err.Error()}
	var ce *cas.Error
	if errors.As(err, &ce) {
		res.Kind = ce.Kind.String()
		res.Error = prefix + ce.Msg
	}
	return res
}

// legReadings evaluates tex with math.js (leg 3) and the third-party
// parsers (leg 2) at the same point, and says whether every value that
// exists agrees with ours (math.js to 30 digits, the parsers within their
// tolerance; an engine that has no value where ours has one disagrees).
func legReadings(ctx context.Context, tex string, env cas.Env, native evalResult) ([]reading, *bool) {
	c := cas.New()
	readings := []reading{{Reader: "native", Value: native.Value, Error: native.Error}}
	agree := true
	nv, nerr := cas.ParseValue(native.Value)
	compare := func(r reading, tol float64) {
		switch {
		case r.Error != "" && native.Error != "":
		case r.Error != "" || native.Error != "":
			agree = false
		default:
			v, err := cas.ParseValue(r.Value)
			if err != nil || nerr != nil || !c.Near(v, nv, tol, tol) {
				agree = false
			}
		}
	}
	e, _ := latex.ParseExpr(tex)
	js := reading{Reader: "mathjs"}
	// The engines of legs 3 and 2 as the legs build them (internal/legs),
	// with $DGNPIPE_MATHJS_ENDPOINT selecting math.js over HTTP.
	set, err := legs.New(legs.Config{CacheDir: filepath.Join(os.TempDir(), "cache")}.FromEnv(os.Getenv))
	if err != nil {
		js.Error = err.Error()
		return append(readings, js), &agree
	}
	defer set.Close()
	if src, err := jsmath.Serialize(e); err != nil {
		js.Error = err.Error()
	} else {
		scope := map[string]string{}
		for k, v := range env {
			if name, err := jsmath.VarName(k); err == nil {
				scope[name] = v.Text(60)
			}
		}
		js.Text = src
		if rs, err := set.MathJS.Leg.Eval.EvalMany(ctx, src, []map[string]string{scope}); err != nil {
			js.Error = "not evaluated: " + err.Error()
		} else {
			js.Value, js.Error = rs[0].Value, rs[0].Err
		}
	}
	readings = append(readings, js)
	compare(js, 1e-30)
	x := set.Parsers.Leg.X
	var point map[string]string
	if len(env) > 0 {
		point = map[string]string{}
		for k, v := range env {
			point[k] = v.Text(15)
		}
	}
	prs, err := x.Read(ctx, tex, []map[string]string{point})
	if err != nil || len(prs) == 0 {
		readings = append(readings, reading{Reader: "parsers", Error: fmt.Sprint(err)})
		return readings, &agree
	}
	for _, r := range prs[0].Readings {
		rd := reading{Reader: r.Reader, Value: r.Value, Text: r.Text, Error: r.Err}
		readings = append(readings, rd)
		compare(rd, 1e-25)
	}
	return readings, &agree
}
