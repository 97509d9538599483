package statement

import (
	"fmt"
	"regexp"
	"strings"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// Answer is an answer read into one of its shapes.
type Answer struct {
	Text AnswerText
	Root ast.Expr // the parsed formula (nil for prose-only answers)
	// Items are the top-level items (a list split on , or ;), each with the
	// Name of a leading `x =` (subscripts dropped: x_1 -> x), ± expanded.
	Items []Item
}

type Item struct {
	Name string
	E    ast.Expr
}

// Interval is one piece of an interval answer as read from its AST; a nil
// end is infinite. Its ends stay expressions, not answer.End values: leg 1
// maps them (the odd-root substitution of solveInequality) before
// evaluating them, and compares the claimed set with the exactly solved
// one by locating each end among the isolated critical points, so an
// irrational end such as \sqrt{11} is matched exactly, not within a
// Tolerance. Two claimed sets are never compared with each other here, so
// Answer.EqualIntervals (the scorer's comparison) has no use in leg 1.
type Interval struct {
	Lo, Hi             ast.Expr
	LoClosed, HiClosed bool
}

var SubscriptRe = regexp.MustCompile(`_\{?\d+\}?$|_\d+$`)

func BaseName(n string) string { return SubscriptRe.ReplaceAllString(n, "") }

// ReadAnswer parses an answer. The error names what could not be read. A
// tight comma between digits is read by the books' rule (latex's
// resolveCommas): 2,5 alone is the decimal 2.5.
func ReadAnswer(ans string) (*Answer, error) { return ReadAnswerConfig(ans, latex.DefaultConfig) }

// ReadAnswer reads an answer to the statement: where the statement fixes the
// comma as the separator of a list ("Enter all the solutions, separated by
// commas"), 2,5 is the list 2, 5, never the decimal 2.5.
func (st *Statement) ReadAnswer(ans string) (*Answer, error) {
	cfg := latex.DefaultConfig
	cfg.ListComma = st.Read.Named(CueForm, "a list")
	return ReadAnswerConfig(ans, cfg)
}

func ReadAnswerConfig(ans string, cfg latex.Config) (*Answer, error) {
	a := &Answer{Text: SplitAnswerText(ans)}
	if a.Text.Math == "" {
		if a.Text.None || a.Text.All {
			return a, nil
		}
		if strings.TrimSpace(ans) == "" {
			return nil, fmt.Errorf("the answer is empty")
		}
		return nil, fmt.Errorf("the answer %q is prose", Clip(ans, 60))
	}
	if len(a.Text.Math) > MaxFormulaLen {
		return nil, fmt.Errorf("the answer is %d bytes, longer than the limit %d", len(a.Text.Math), MaxFormulaLen)
	}
	e, err := latex.ParseExprConfig(a.Text.Math, cfg)
	if err != nil {
		if (a.Text.None || a.Text.All) && !strings.ContainsAny(a.Text.Math, "0123456789") {
			return a, nil
		}
		return nil, fmt.Errorf("cannot read the answer %q: %v", Clip(a.Text.Math, 60), err)
	}
	if t, ok := e.(*ast.Text); ok {
		a.Text.Prose += " " + strings.ToLower(t.Value)
		if NoneRe.MatchString(t.Value) {
			a.Text.None = true
		} else if AllRe.MatchString(t.Value) {
			a.Text.All = true
		}
		if a.Text.None || a.Text.All {
			return a, nil
		}
		return nil, fmt.Errorf("the answer %q is prose", Clip(t.Value, 60))
	}
	if c, ok := e.(*ast.Const); ok && c.Kind == ast.EmptySet {
		a.Text.None = true
		return a, nil
	}
	a.Root = e
	a.Items = SplitItems(e)
	return a, nil
}

// SplitItems splits a top-level list into named items and expands ±.
func SplitItems(e ast.Expr) []Item {
	var raw []ast.Expr
	if l, ok := e.(*ast.List); ok {
		raw = l.Items
	} else {
		raw = []ast.Expr{e}
	}
	var out []Item
	lastName := ""
	for _, r := range raw {
		name := ""
		// x = 1, x = 2 ... and the chained x_1 = x_2 = 3 are read alike.
		if rel, ok := r.(*ast.Rel); ok && AllEq(rel) && len(rel.Args) >= 2 {
			last := rel.Args[len(rel.Args)-1]
			names := true
			for _, a := range rel.Args[:len(rel.Args)-1] {
				if _, ok := a.(*ast.Ident); !ok {
					names = false
				}
			}
			if names {
				name = BaseName(rel.Args[0].(*ast.Ident).Name)
				lastName = name
				for _, v := range pm.ExpandPM(last) {
					out = append(out, Item{Name: name, E: v})
				}
				continue
			}
		}
		// "x = 1, 2" reads as x = 1 and 2.
		if name == "" && lastName != "" {
			name = lastName
		}
		for _, v := range pm.ExpandPM(r) {
			out = append(out, Item{Name: name, E: v})
		}
	}
	return out
}

func AllEq(r *ast.Rel) bool {
	for _, op := range r.Ops {
		if op != ast.Eq {
			return false
		}
	}
	return true
}

// MalformedError says why an answer written as an interval, a set or a
// list is not a well-formed one (`(\infty,-2)`, `[-\infty,1)`): the answer
// does not state a set, so it is refuted, never read generously.
type MalformedError struct{ Why string }

func (e *MalformedError) Error() string { return e.Why }

func Malformed(format string, args ...any) error {
	return &MalformedError{fmt.Sprintf(format, args...)}
}

// ErrNotIntervals says the answer is not of the interval shape at all.
var ErrNotIntervals = fmt.Errorf("the answer is not an interval, a union of intervals or a set of points")

// Intervals reads an answer as a union of intervals and points over the
// variable v. The error is a *malformedError when the answer has the shape
// but is ill-formed, errNotIntervals when it is not of that shape.
func (a *Answer) Intervals(v string) ([]Interval, error) {
	if a.Root == nil {
		return nil, ErrNotIntervals
	}
	return ExprIntervals(a.Root, v)
}

func ExprIntervals(root ast.Expr, v string) (ivs []Interval, err error) {
	var parts []ast.Expr
	var collect func(e ast.Expr)
	collect = func(e ast.Expr) {
		switch n := e.(type) {
		case *ast.Binary:
			if n.Op == ast.Union {
				collect(n.X)
				collect(n.Y)
				return
			}
		case *ast.List:
			for _, it := range n.Items {
				collect(it)
			}
			return
		}
		parts = append(parts, e)
	}
	collect(root)
	for _, p := range parts {
		got, err := PieceIntervals(p, v)
		if err != nil {
			return nil, err
		}
		ivs = append(ivs, got...)
	}
	if len(ivs) == 0 && !IsEmptySet(root) {
		return nil, ErrNotIntervals
	}
	return ivs, nil
}

func IsEmptySet(e ast.Expr) bool {
	c, ok := e.(*ast.Const)
	return ok && c.Kind == ast.EmptySet
}

// InfSign returns +1 for `\infty` and `+\infty`, -1 for `-\infty`, 0 for
// anything else.
func InfSign(e ast.Expr) int {
	switch n := e.(type) {
	case *ast.Const:
		if n.Kind == ast.Infinity {
			return 1
		}
	case *ast.Unary:
		if c, ok := n.X.(*ast.Const); ok && c.Kind == ast.Infinity {
			switch n.Op {
			case ast.Neg:
				return -1
			case ast.Plus:
				return 1
			}
		}
	}
	return 0
}

// HasInfinity reports an ∞ anywhere in e.
func HasInfinity(e ast.Expr) bool {
	return Contains(e, func(x ast.Expr) bool {
		c, ok := x.(*ast.Const)
		return ok && c.Kind == ast.Infinity
	})
}

func PieceIntervals(p ast.Expr, v string) ([]Interval, error) {
	switch n := p.(type) {
	case *ast.Tuple:
		if len(n.Items) != 2 {
			if len(n.Items) > 2 && (n.Left == '[' || n.Right == ']') {
				return nil, Malformed("%s has %d items: an interval has two ends", Clip(ast.Print(n), 40), len(n.Items))
			}
			return nil, ErrNotIntervals
		}
		src := Clip(ast.Print(n), 40)
		lo, hi := n.Items[0], n.Items[1]
		iv := Interval{LoClosed: n.Left == '[', HiClosed: n.Right == ']', Lo: lo, Hi: hi}
		switch InfSign(lo) {
		case 1:
			return nil, Malformed("the lower end of %s is +∞", src)
		case -1:
			if iv.LoClosed {
				return nil, Malformed("%s closes its end at -∞", src)
			}
			iv.Lo = nil
		}
		switch InfSign(hi) {
		case -1:
			return nil, Malformed("the upper end of %s is -∞", src)
		case 1:
			if iv.HiClosed {
				return nil, Malformed("%s closes its end at +∞", src)
			}
			iv.Hi = nil
		}
		for _, e := range []ast.Expr{iv.Lo, iv.Hi} {
			if e != nil && HasInfinity(e) {
				return nil, ErrNotIntervals
			}
		}
		return []Interval{iv}, nil
	case *ast.Set:
		var out []Interval
		for _, it := range n.Items {
			if HasInfinity(it) {
				return nil, Malformed("the set %s has ∞ as an element", Clip(ast.Print(n), 40))
			}
			if len(pm.FreeVars(it)) > 0 {
				if r, ok := it.(*ast.Rel); ok {
					got, err := RelInterval(r, v)
					if err != nil {
						return nil, err
					}
					out = append(out, got...)
					continue
				}
				return nil, ErrNotIntervals
			}
			out = append(out, Interval{Lo: it, Hi: it, LoClosed: true, HiClosed: true})
		}
		return out, nil
	case *ast.Func:
		// `\{-1\}` reads as a fractional part; in an answer set it is the
		// Set of one point.
		if n.Name == ast.FracPart && len(n.Args) == 1 && len(pm.FreeVars(n.Args[0])) == 0 {
			return []Interval{{Lo: n.Args[0], Hi: n.Args[0], LoClosed: true, HiClosed: true}}, nil
		}
		return nil, ErrNotIntervals
	case *ast.Const:
		switch n.Kind {
		case ast.Reals:
			return []Interval{{}}, nil
		case ast.EmptySet:
			return []Interval{}, nil
		case ast.Infinity:
			return nil, Malformed("∞ is not a point of the real line")
		}
	case *ast.Rel:
		return RelInterval(n, v)
	}
	if InfSign(p) != 0 {
		return nil, Malformed("∞ is not a point of the real line")
	}
	// A bare number is a single point.
	if len(pm.FreeVars(p)) == 0 {
		if _, isText := p.(*ast.Text); !isText {
			return []Interval{{Lo: p, Hi: p, LoClosed: true, HiClosed: true}}, nil
		}
	}
	return nil, ErrNotIntervals
}

// RelInterval reads `x > 3`, `-1 < x \le 2`, `x \in (0, 1)`, `x = 2`, `3 < x`.
func RelInterval(r *ast.Rel, v string) ([]Interval, error) {
	isVar := func(e ast.Expr) bool {
		id, ok := e.(*ast.Ident)
		return ok && (id.Name == v || BaseName(id.Name) == v || v == "")
	}
	src := Clip(ast.Print(r), 40)
	// A bound that is ∞ must be on its side: x < +∞ and -∞ < x say
	// nothing, x > +∞ or x < -∞ is malformed.
	bound := func(e ast.Expr, upper bool) (ast.Expr, error) {
		switch s := InfSign(e); {
		case s == 0 && HasInfinity(e):
			return nil, ErrNotIntervals
		case s == 1 && upper, s == -1 && !upper:
			return nil, nil
		case s != 0:
			return nil, Malformed("%s bounds the variable by %s on the wrong side", src, ast.Print(e))
		}
		return e, nil
	}
	if len(r.Ops) == 1 && isVar(r.Args[0]) {
		rhs := r.Args[1]
		var e ast.Expr
		var err error
		switch r.Ops[0] {
		case ast.In:
			return ExprIntervals(rhs, v)
		case ast.Eq, ast.Ne:
			if HasInfinity(rhs) {
				return nil, Malformed("%s: ∞ is not a point of the real line", src)
			}
			if r.Ops[0] == ast.Eq {
				return []Interval{{Lo: rhs, Hi: rhs, LoClosed: true, HiClosed: true}}, nil
			}
			return []Interval{{Hi: rhs}, {Lo: rhs}}, nil
		case ast.Lt, ast.Le:
			if e, err = bound(rhs, true); err != nil {
				return nil, err
			}
			return []Interval{{Hi: e, HiClosed: e != nil && r.Ops[0] == ast.Le}}, nil
		case ast.Gt, ast.Ge:
			if e, err = bound(rhs, false); err != nil {
				return nil, err
			}
			return []Interval{{Lo: e, LoClosed: e != nil && r.Ops[0] == ast.Ge}}, nil
		}
		return nil, ErrNotIntervals
	}
	if len(r.Ops) == 1 && isVar(r.Args[1]) {
		lhs := r.Args[0]
		switch r.Ops[0] {
		case ast.Lt, ast.Le:
			e, err := bound(lhs, false)
			if err != nil {
				return nil, err
			}
			return []Interval{{Lo: e, LoClosed: e != nil && r.Ops[0] == ast.Le}}, nil
		case ast.Gt, ast.Ge:
			e, err := bound(lhs, true)
			if err != nil {
				return nil, err
			}
			return []Interval{{Hi: e, HiClosed: e != nil && r.Ops[0] == ast.Ge}}, nil
		}
		return nil, ErrNotIntervals
	}
	if len(r.Ops) == 2 && isVar(r.Args[1]) {
		lo, hi := r.Args[0], r.Args[2]
		o1, o2 := r.Ops[0], r.Ops[1]
		up := (o1 == ast.Lt || o1 == ast.Le) && (o2 == ast.Lt || o2 == ast.Le)
		down := (o1 == ast.Gt || o1 == ast.Ge) && (o2 == ast.Gt || o2 == ast.Ge)
		if !up && !down {
			return nil, ErrNotIntervals
		}
		loC, hiC := o1 == ast.Le, o2 == ast.Le
		if down {
			lo, hi = hi, lo
			loC, hiC = o2 == ast.Ge, o1 == ast.Ge
		}
		l, err := bound(lo, false)
		if err != nil {
			return nil, err
		}
		h, err := bound(hi, true)
		if err != nil {
			return nil, err
		}
		return []Interval{{Lo: l, Hi: h, LoClosed: loC && l != nil, HiClosed: hiC && h != nil}}, nil
	}
	return nil, ErrNotIntervals
}

// WalkExprs calls f on e and every sub-expression (pre-order, ast.Inspect's
// order) until f returns false.
func WalkExprs(e ast.Expr, f func(ast.Expr) bool) {
	if e == nil {
		return
	}
	ast.Inspect(e, func(n ast.Expr) bool { return n != nil && f(n) })
}

// Contains reports whether some node of e satisfies f.
func Contains(e ast.Expr, f func(ast.Expr) bool) bool {
	found := false
	WalkExprs(e, func(x ast.Expr) bool {
		if found {
			return false
		}
		if f(x) {
			found = true
			return false
		}
		return true
	})
	return found
}
