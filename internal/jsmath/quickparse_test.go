package jsmath

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/dop251/goja"

	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// TestQuickParse: for every expression that has a quick reading (Go's
// quickProgram, built by the glue's build), its tree is the one m.parse
// builds (compared as JSON); what it leaves to m.parse is listed. The
// expressions are the serialiser's table, a thousand random serialised
// trees, and texts that m.parse reads in ways the quick reading must not
// imitate (implicit products, keywords, exponents).
func TestQuickParse(t *testing.T) {
	jr := testRuntime(t)
	trees := glueFunc(t, jr, "parseTrees")
	parse := func(expr string) (quick, full string) {
		prog, _ := quickProgram(expr)
		v, err := trees(goja.Undefined(), jr.rt.ToValue(expr), jr.rt.ToValue(prog))
		if err != nil {
			t.Fatalf("%s: %v", expr, err)
		}
		var out []string
		if err := jr.rt.ExportTo(v, &out); err != nil || len(out) != 4 {
			t.Fatalf("%s: %v %v", expr, out, err)
		}
		if out[0] != "" && out[2] != out[3] {
			t.Errorf("%q: the quick reading reads the symbols %q, m.parse's tree %q", expr, out[2], out[3])
		}
		return out[0], out[1]
	}
	var exprs []string
	for _, c := range serialCases {
		exprs = append(exprs, c.text)
	}
	r := rand.New(rand.NewPCG(1, 2))
	for range 1000 {
		s, err := Serialize(randomTree(r, 4))
		if err != nil {
			t.Fatalf("Serialize: %v", err)
		}
		exprs = append(exprs, s)
	}
	exprs = append(exprs, "-2^2", "2^-3", "2^3^2", "-2^-2^2", "1 - 2 - 3", "8 / 4 / 2", "2 * 3 / 4 * 5",
		"(30 * pi / 180)", "1 + -2", "+v_x", "-(-v_x)", "log(v_x, 2) + nthRoot(8, 3)", "log(1, max(2, 3), (4))",
		"0.25 + 12.5 - 007", "123456789012345678901234567890 * 2", "3.14159265358979323846264338327950288419716939937510",
		"e ^ pi", "v_x_1 + x2")
	quickNo := []string{"2 pi", "2(3)", "(1)(2)", "sin(1)(2)", "v_x v_y", "not(1)", "v_x mod 3", "1 to 2", "true",
		"NaN", "Infinity", "1e5", "1.5e-7", "2.", ".5", "3!", "a.b", "f()", "1 +", "", "(1, 2)", "1 < 2",
		"v_x % 3", "[1, 2]", "a = 3", "1\n+ 2", "0x1F", "2 ^ 3!", "constructor(1)", "ones(3)", "sqrt + 1",
		"import(1)", "evaluate(v_x)", "hasOwnProperty(1)"}
	for _, s := range exprs {
		quick, full := parse(s)
		if quick == "" {
			t.Errorf("%q: left to m.parse", s)
		} else if quick != full {
			t.Errorf("%q:\n quick %s\n parse %s", s, quick, full)
		}
	}
	for _, s := range quickNo {
		if quick, full := parse(s); quick != "" && quick != full {
			t.Errorf("%q: quick %s, m.parse %s", s, quick, full)
		} else if quick != "" {
			t.Errorf("%q: read quickly, want it left to m.parse", s)
		}
	}
}

// randomTree is a random expression tree of the kinds leg 1's evidence
// holds: numbers, variables, pi and e, signs, the five operations, roots
// and functions.
func randomTree(r *rand.Rand, depth int) ast.Expr {
	if depth == 0 || r.IntN(4) == 0 {
		switch r.IntN(6) {
		case 0:
			return num(fmt.Sprint(r.IntN(1000)), "")
		case 1:
			return num(fmt.Sprint(r.IntN(100)), fmt.Sprint(r.IntN(1000)))
		case 2:
			return cst([]ast.ConstKind{ast.Pi, ast.E}[r.IntN(2)])
		default:
			return id([]string{"x", "y", "t", "x_1"}[r.IntN(4)])
		}
	}
	switch r.IntN(7) {
	case 0:
		return neg(randomTree(r, depth-1))
	case 1:
		return &ast.Root{X: randomTree(r, depth-1)}
	case 2:
		return &ast.Root{X: randomTree(r, depth-1), Index: num("3", "")}
	case 3:
		return fn([]ast.FuncName{ast.Sin, ast.Cos, ast.Tan, ast.Ln, ast.Lg, ast.Abs, ast.Exp}[r.IntN(7)], randomTree(r, depth-1))
	case 4:
		return post([]ast.PostfixOp{ast.Percent, ast.Degree}[r.IntN(2)], randomTree(r, depth-1))
	default:
		op := []ast.BinaryOp{ast.Add, ast.Sub, ast.Mul, ast.Div, ast.Pow}[r.IntN(5)]
		return bin(op, ast.FormPlain, randomTree(r, depth-1), randomTree(r, depth-1))
	}
}

// TestMemoInCallPath: a compiled expression's sqrt and sin go through the
// functions' memo tables (a value computed once per argument), its powers
// with small integer exponents and its operations on short BigNumbers
// through the runtime's own tables (localMemo), operations on longer ones
// through neither, and the values are math.js's.
func TestMemoInCallPath(t *testing.T) {
	e := freshEngine(t, 1) // one runtime: the counters are its own
	ctx := context.Background()
	entries := func() (shared, local int64) {
		jr, err := e.acquire(ctx)
		if err != nil {
			t.Fatal(err)
		}
		defer e.release(jr)
		for _, c := range []struct {
			name string
			n    *int64
		}{{"memoEntries", &shared}, {"localEntries", &local}} {
			v, err := glueFunc(t, jr, c.name)(goja.Undefined())
			if err != nil {
				t.Fatal(err)
			}
			*c.n = v.ToInteger()
		}
		return shared, local
	}
	const long = "2.123456789012345678901" // three base-10^7 words
	s0, l0 := entries()
	for i, c := range []struct {
		expr, x, want string
		shared, local int64
	}{
		{"sqrt(v_x)", "2.25", "1.5", 1, 0},
		{"(sqrt(v_x) + 0)", "2.25", "1.5", 0, 1}, // sqrt from its table; 1.5 + 0 is new
		{"(v_x ^ 2)", "2.25", "5.0625", 0, 1},
		{"((v_x ^ 2) * 1)", "2.25", "5.0625", 0, 1}, // the power from the table; the product is new
		{"((v_x ^ 2) * 1)", "2.75", "7.5625", 0, 2},
		{"sin((v_x - 2.25))", "2.25", "0", 1, 1},
		{"((v_x * 2) + 1)", long, "5.246913578024691357802", 0, 0}, // long operands: no table
	} {
		r, err := e.Eval(ctx, c.expr, map[string]string{"v_x": c.x})
		if err != nil || r.Value != c.want {
			t.Fatalf("%s at %s = %+v, %v; want %s", c.expr, c.x, r, err, c.want)
		}
		s, l := entries()
		if s-s0 != c.shared || l-l0 != c.local {
			t.Errorf("%d: %s added %d function and %d local memo entries, want %d and %d", i, c.expr, s-s0, l-l0, c.shared, c.local)
		}
		s0, l0 = s, l
	}
}

// TestMemoShared: a value one runtime computed is taken by another runtime
// of the engine from the shared table (not computed again there), and it is
// the same value.
func TestMemoShared(t *testing.T) {
	e := freshEngine(t, 2)
	ctx := context.Background()
	a, err := e.acquire(ctx)
	if err != nil {
		t.Fatal(err)
	}
	b, err := e.acquire(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer e.release(a)
	defer e.release(b)
	eval := func(jr *jsRuntime, expr string) (string, int64) {
		c, err := jr.compileExpr(expr)
		if err != nil {
			t.Fatal(err)
		}
		v, err := jr.evalAt(goja.Undefined(), c.code, jr.rt.ToValue([]string{}), jr.rt.ToValue([]string{}))
		if err != nil {
			t.Fatal(err)
		}
		f, _ := goja.AssertFunction(jr.glue.Get("memoEntries"))
		n, _ := f(goja.Undefined())
		return decode(jr.rt, v).Value, n.ToInteger()
	}
	_, nb0 := eval(b, "1")
	shared0 := len(e.shared)
	va, _ := eval(a, "sin(0.7) + log(3)")
	vb, nb := eval(b, "sin(0.7) + log(3)")
	if va != vb || va == "" {
		t.Fatalf("runtime a %q, runtime b %q", va, vb)
	}
	if nb != nb0 {
		t.Errorf("runtime b computed %d memoised values, want 0 (shared by a)", nb-nb0)
	}
	if got := len(e.shared) - shared0; got != 2 || e.shared["sin(0.7)"] == "" {
		t.Errorf("%d values shared, want 2 (sin(0.7) and log(3)): %v", got, e.shared)
	}
}

// TestQuickValues: what compile builds from the quick reading (no node
// objects) evaluates to what m.parse(expr).compile() gives, value for value
// and error for error, on the serialiser's table and 160 random
// serialised trees, each at a random point of both signs (zeros included, so
// that divisions by zero, logarithms of negatives and complex results
// occur), and a symbol the scope lacks is the same error.
func TestQuickValues(t *testing.T) {
	jr := testRuntime(t)
	both := glueFunc(t, jr, "bothValues")
	names := []string{"v_x", "v_y", "v_t", "v_x_1"}
	r := rand.New(rand.NewPCG(3, 4))
	point := func() []string {
		vals := make([]string, len(names))
		for i := range vals {
			switch r.IntN(5) {
			case 0:
				vals[i] = "0"
			case 1:
				vals[i] = fmt.Sprint(r.IntN(21) - 10)
			default:
				vals[i] = fmt.Sprintf("%d.%03d", r.IntN(7)-3, r.IntN(1000))
			}
		}
		return vals
	}
	var exprs []string
	for _, c := range serialCases {
		exprs = append(exprs, c.text)
	}
	for range 160 {
		s, err := Serialize(randomTree(r, 3))
		if err != nil {
			t.Fatalf("Serialize: %v", err)
		}
		exprs = append(exprs, s)
	}
	exprs = append(exprs, "v_z + 1", "sin(v_w)", "pi * e", "log(v_x, 2) + nthRoot(v_y, 3) + max(v_x, v_y, 1)")
	checked, errs := 0, 0
	for _, expr := range exprs {
		for range 1 {
			vals := point()
			var shape, numbers string
			if prog, ok := quickProgram(expr); ok {
				shape, numbers = shapeOf(prog)
			}
			v, err := both(goja.Undefined(), jr.rt.ToValue(expr), jr.rt.ToValue(shape), jr.rt.ToValue(numbers), jr.rt.ToValue(names), jr.rt.ToValue(vals))
			if err != nil {
				t.Fatalf("%s: %v", expr, err)
			}
			var out []string
			if err := jr.rt.ExportTo(v, &out); err != nil || len(out) != 2 {
				t.Fatalf("%s: %v %v", expr, out, err)
			}
			if out[0] == "" {
				continue // left to m.parse: TestQuickParse lists these
			}
			checked++
			if strings.HasPrefix(out[1], "error: ") {
				errs++
			}
			if out[0] != out[1] {
				t.Errorf("%s at %v:\n quick %s\n parse %s", expr, vals, out[0], out[1])
			}
		}
	}
	if checked < 180 || errs == 0 {
		t.Errorf("compared %d evaluations (%d errors): the test lost its cases", checked, errs)
	}
	t.Logf("%d evaluations compared, %d of them errors", checked, errs)
}

// testRuntime takes a runtime of the shared test engine for the rest of
// the test.
func testRuntime(t testing.TB) *jsRuntime {
	t.Helper()
	e := testEngine(t)
	jr, err := e.acquire(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { e.release(jr) })
	return jr
}

// glueFunc is the function the glue exports as name on jr.
func glueFunc(t testing.TB, jr *jsRuntime, name string) goja.Callable {
	t.Helper()
	f, ok := goja.AssertFunction(jr.glue.Get(name))
	if !ok {
		t.Fatalf("the glue has no %s", name)
	}
	return f
}

// TestLocalMemoAgreesWithMathJS: the four operations and powers, called
// through their memo wrappers (typed-function's implementation for two
// BigNumbers, and a runtime's own table for short ones) and through the
// two-argument functions the quick reading's operators call, give
// math.js's own functions' values, sign of zero included, the first time
// and from the table, on random short and long, signed and zero operands
// (a zero divisor, a zero to a negative power, a negative number to a
// fractional one).
func TestLocalMemoAgreesWithMathJS(t *testing.T) {
	e := freshEngine(t, 1)
	jr, err := e.acquire(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	defer e.release(jr)
	values := glueFunc(t, jr, "opValues")
	r := rand.New(rand.NewPCG(5, 6))
	operand := func() string {
		switch r.IntN(6) {
		case 0:
			return []string{"0", "-0", "1", "-1"}[r.IntN(4)]
		case 1:
			return fmt.Sprint(r.IntN(41) - 20)
		case 2:
			return fmt.Sprintf("%d.%d", r.IntN(21)-10, r.IntN(100))
		case 3: // two to three base-10^7 words: at and past the table's limit
			return fmt.Sprintf("%d.%07d%07d", r.IntN(2001)-1000, r.IntN(1e7), r.IntN(1e7))
		default: // 64 digits, as leg 1's points are written
			var b strings.Builder
			fmt.Fprintf(&b, "%d.", r.IntN(201)-100)
			for range 62 {
				b.WriteByte(byte('0' + r.IntN(10)))
			}
			return b.String()
		}
	}
	compared := 0
	for _, op := range []string{"add", "subtract", "multiply", "divide", "pow"} {
		var xs, ys []string
		for range 120 {
			xs = append(xs, operand())
			switch {
			case op == "pow" && r.IntN(8) == 0:
				ys = append(ys, []string{"0.5", "-1.5", "2.25"}[r.IntN(3)])
			case op == "pow":
				ys = append(ys, fmt.Sprint(r.IntN(21)-10))
			default:
				ys = append(ys, operand())
			}
		}
		// Every pair twice more, so that the table answers.
		xs, ys = append(xs, xs...), append(ys, ys...)
		v, err := values(goja.Undefined(), jr.rt.ToValue(op), jr.rt.ToValue(xs), jr.rt.ToValue(ys))
		if err != nil {
			t.Fatal(err)
		}
		var out [][]string
		if err := jr.rt.ExportTo(v, &out); err != nil || len(out) != len(xs) {
			t.Fatalf("%s: %v %v", op, len(out), err)
		}
		for i, o := range out {
			compared++
			if o[0] != o[3] || o[1] != o[3] || o[2] != o[3] {
				t.Errorf("%s(%s, %s): wrapper %q then %q, the operators' %q, math.js %q", op, xs[i], ys[i], o[0], o[1], o[2], o[3])
			}
		}
	}
	if compared != 5*240 {
		t.Errorf("compared %d values", compared)
	}
}

// TestQuickProgram: the postfix programs of a few readings, and nesting
// past maxQuickDepth left to m.parse.
func TestQuickProgram(t *testing.T) {
	for expr, want := range map[string]string{
		"2 * v_x":            "n 2 s v_x b *",
		"-2^-3":              "n 2 n 3 u - b ^ u -",
		"(1 - 2) - 3":        "n 1 n 2 b - p n 3 b -",
		"log(v_x, 2) + pi":   "s v_x n 2 c log 2 s pi b +",
		"max(1, (2), 3.25)":  "n 1 n 2 p n 3.25 c max 3",
		"2 ^ 3 ^ 4 / +v_y_1": "n 2 n 3 n 4 b ^ b ^ s v_y_1 u + b /",
	} {
		got, ok := quickProgram(expr)
		if !ok || strings.ReplaceAll(got, progSep, " ") != want {
			t.Errorf("%q: %q, %v; want %q", expr, strings.ReplaceAll(got, progSep, " "), ok, want)
		}
	}
	nested := func(n int) string { return strings.Repeat("(", n) + "1" + strings.Repeat(")", n) }
	if _, ok := quickProgram(nested(maxQuickDepth - 1)); !ok {
		t.Errorf("%d parentheses: no quick reading", maxQuickDepth-1)
	}
	if _, ok := quickProgram(nested(maxQuickDepth + 1)); ok {
		t.Errorf("%d parentheses: read quickly, want m.parse", maxQuickDepth+1)
	}
	if _, ok := quickProgram(strings.Repeat("-", maxQuickDepth+1) + "1"); ok {
		t.Errorf("%d signs: read quickly, want m.parse", maxQuickDepth+1)
	}
}

// TestShapeOf: a program's shape numbers its numbers in order and keeps
// everything else, names that look like instructions included.
func TestShapeOf(t *testing.T) {
	for expr, want := range map[string][2]string{
		"2 * v_x + 2":        {"k 0 s v_x b * k 1 b +", "2 2"},
		"v_x":                {"s v_x", ""},
		"log(v_n, 2.5) - -7": {"s v_n k 0 c log 2 k 1 u - b -", "2.5 7"},
		"max(1, (2), 3.25)":  {"k 0 k 1 p k 2 c max 3", "1 2 3.25"},
		"n(k) + s(1) ^ p":    {"s k c n 1 k 0 c s 1 s p b ^ b +", "1"},
	} {
		prog, ok := quickProgram(expr)
		if !ok {
			t.Fatalf("%q: no quick reading", expr)
		}
		shape, numbers := shapeOf(prog)
		got := [2]string{strings.ReplaceAll(shape, progSep, " "), strings.ReplaceAll(numbers, progSep, " ")}
		if got != want {
			t.Errorf("%q: shape %q, numbers %q; want %q, %q", expr, got[0], got[1], want[0], want[1])
		}
	}
}

// TestSameShapeOwnNumbers: expressions of one shape, compiled one after
// the other on one runtime (the second from the kept shape), each evaluate
// with their own numbers, and so does the first again.
func TestSameShapeOwnNumbers(t *testing.T) {
	e := freshEngine(t, 1)
	ctx := context.Background()
	at3 := []map[string]string{{"v_x": "3"}}
	for round := range 2 {
		for expr, want := range map[string]string{
			"((v_x ^ 2) - (46 * v_x)) + 524": "395",
			"((v_x ^ 2) - (12 * v_x)) + 7":   "-20",
			"((v_x ^ 3) - (0.5 * v_x)) + 1":  "26.5",
		} {
			rs, err := e.EvalMany(ctx, expr, at3)
			if err != nil {
				t.Fatal(err)
			}
			if rs[0].Value != want {
				t.Errorf("round %d: %s at 3 = %+v, want %s", round, expr, rs[0], want)
			}
		}
		at3 = []map[string]string{{"v_x": "3.0"}} // new points: evaluated again, not kept
	}
}
