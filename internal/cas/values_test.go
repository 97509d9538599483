package cas_test

import (
	"bufio"
	"errors"
	"math"
	"math/big"
	"os"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

type valueCase struct {
	line int
	tex  string
	env  cas.Env
	want string // p/q, decimal, or "error KIND"
}

func readValues(t testing.TB) []valueCase {
	t.Helper()
	f, err := os.Open("testdata/values.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var cases []valueCase
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		i := strings.LastIndex(line, " => ")
		if i < 0 {
			t.Fatalf("values.txt:%d: no ' => '", n)
		}
		c := valueCase{line: n, tex: strings.TrimSpace(line[:i]), want: strings.TrimSpace(line[i+4:])}
		if tex, binds, ok := strings.Cut(c.tex, " @ "); ok {
			c.tex = strings.TrimSpace(tex)
			c.env = cas.Env{}
			for _, b := range strings.Fields(binds) {
				name, val, ok := strings.Cut(b, "=")
				v, err := cas.ParseValue(val)
				if !ok || err != nil {
					t.Fatalf("values.txt:%d: bad binding %q", n, b)
				}
				c.env[name] = v
			}
		}
		cases = append(cases, c)
	}
	return cases
}

func TestValuesFile(t *testing.T) {
	c := cas.New()
	kinds := map[string]cas.ErrKind{"domain": cas.ErrDomain, "unsupported": cas.ErrUnsupported, "limit": cas.ErrLimit, "unbound": cas.ErrUnbound}
	for _, tc := range readValues(t) {
		e, perr := latex.ParseExpr(tc.tex)
		v, err := c.Eval(e, tc.env)
		where := func() string { return "values.txt:" + itoa(tc.line) + ": " + tc.tex }
		switch {
		case strings.HasPrefix(tc.want, "error "):
			kind := kinds[strings.TrimPrefix(tc.want, "error ")]
			if err == nil || !errors.Is(err, kind) {
				t.Errorf("%s = %v, %v (parse: %v); want %s", where(), v, err, perr, tc.want)
			}
		case perr != nil || err != nil:
			t.Errorf("%s: parse %v, eval %v", where(), perr, err)
		case strings.HasSuffix(tc.want, " exact"):
			want := strings.TrimSuffix(tc.want, " exact")
			if got := v.RatString(); got != want {
				t.Errorf("%s = %v; want exactly %s", where(), v, want)
			}
		default:
			want, err := cas.ParseValue(tc.want)
			if err != nil {
				t.Fatalf("%s: bad expectation: %v", where(), err)
			}
			need := min(40, float64(significant(tc.want)-1))
			if d := digits(v, want); d < need {
				t.Errorf("%s = %s; want %s (%.1f digits agree, need %.0f)", where(), v.Text(50), tc.want, d, need)
			}
		}
	}
}

func itoa(i int) string { return big.NewInt(int64(i)).String() }

// significant counts the significant digits of a decimal string.
func significant(s string) int {
	s = strings.TrimLeft(strings.TrimPrefix(s, "-"), "0.")
	if i := strings.IndexAny(s, "eE"); i >= 0 {
		s = s[:i]
	}
	return len(strings.ReplaceAll(s, ".", ""))
}

// digits returns -log10 of the relative error of got against want.
func digits(got, want cas.Value) float64 {
	g, w := got.Float(512), want.Float(512)
	d := new(big.Float).SetPrec(512).Sub(g, w)
	if d.Sign() == 0 {
		return 1000
	}
	if w.Sign() != 0 {
		d.Quo(d, w)
	}
	m := new(big.Float)
	exp := d.Abs(d).MantExp(m)
	mf, _ := m.Float64()
	return -(math.Log10(mf) + float64(exp)*math.Log10(2))
}

// BenchmarkValuesFile evaluates every parsed line of values.txt (one op is
// one pass over the file).
func BenchmarkValuesFile(b *testing.B) {
	c := cas.New()
	cases := readValues(b)
	parsed := make([]parsedCase, 0, len(cases))
	for _, tc := range cases {
		if e, err := latex.ParseExpr(tc.tex); err == nil {
			parsed = append(parsed, parsedCase{e, tc.env})
		}
	}
	b.ReportMetric(float64(len(parsed)), "exprs/op")
	for b.Loop() {
		for _, p := range parsed {
			c.Eval(p.e, p.env)
		}
	}
}

type parsedCase struct {
	e   ast.Expr
	env cas.Env
}
