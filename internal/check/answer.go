package check

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// answer is an answer read into one of its shapes.
type answer struct {
	text answerText
	root ast.Expr // the parsed formula (nil for prose-only answers)
	// items are the top-level items (a list split on , or ;), each with the
	// name of a leading `x =` (subscripts dropped: x_1 -> x), ± expanded.
	items []item
}

type item struct {
	Name string
	E    ast.Expr
}

// interval is one piece of an interval answer; a nil end is infinite.
type interval struct {
	Lo, Hi             ast.Expr
	LoClosed, HiClosed bool
}

var subscriptRe = regexp.MustCompile(`_\{?\d+\}?$|_\d+$`)

func baseName(n string) string { return subscriptRe.ReplaceAllString(n, "") }

// readAnswer parses an answer. The error names what could not be read.
func readAnswer(ans string) (*answer, error) {
	a := &answer{text: splitAnswerText(ans)}
	if a.text.Math == "" {
		if a.text.None || a.text.All {
			return a, nil
		}
		if strings.TrimSpace(ans) == "" {
			return nil, fmt.Errorf("the answer is empty")
		}
		return nil, fmt.Errorf("the answer %q is prose", clip(ans, 60))
	}
	if len(a.text.Math) > maxFormulaLen {
		return nil, fmt.Errorf("the answer is %d bytes, longer than the limit %d", len(a.text.Math), maxFormulaLen)
	}
	e, err := latex.ParseExpr(a.text.Math)
	if err != nil {
		if (a.text.None || a.text.All) && !strings.ContainsAny(a.text.Math, "0123456789") {
			return a, nil
		}
		return nil, fmt.Errorf("cannot read the answer %q: %v", clip(a.text.Math, 60), err)
	}
	if t, ok := e.(*ast.Text); ok {
		a.text.Prose += " " + strings.ToLower(t.Value)
		if noneRe.MatchString(t.Value) {
			a.text.None = true
		} else if allRe.MatchString(t.Value) {
			a.text.All = true
		}
		if a.text.None || a.text.All {
			return a, nil
		}
		return nil, fmt.Errorf("the answer %q is prose", clip(t.Value, 60))
	}
	if c, ok := e.(*ast.Const); ok && c.Kind == ast.EmptySet {
		a.text.None = true
		return a, nil
	}
	a.root = e
	a.items = splitItems(e)
	return a, nil
}

// splitItems splits a top-level list into named items and expands ±.
func splitItems(e ast.Expr) []item {
	var raw []ast.Expr
	if l, ok := e.(*ast.List); ok {
		raw = l.Items
	} else {
		raw = []ast.Expr{e}
	}
	var out []item
	lastName := ""
	for _, r := range raw {
		name := ""
		// x = 1, x = 2 ... and the chained x_1 = x_2 = 3 are read alike.
		if rel, ok := r.(*ast.Rel); ok && allEq(rel) && len(rel.Args) >= 2 {
			last := rel.Args[len(rel.Args)-1]
			names := true
			for _, a := range rel.Args[:len(rel.Args)-1] {
				if _, ok := a.(*ast.Ident); !ok {
					names = false
				}
			}
			if names {
				name = baseName(rel.Args[0].(*ast.Ident).Name)
				lastName = name
				for _, v := range expandPM(last) {
					out = append(out, item{Name: name, E: v})
				}
				continue
			}
		}
		// "x = 1, 2" reads as x = 1 and 2.
		if name == "" && lastName != "" {
			name = lastName
		}
		for _, v := range expandPM(r) {
			out = append(out, item{Name: name, E: v})
		}
	}
	return out
}

func allEq(r *ast.Rel) bool {
	for _, op := range r.Ops {
		if op != ast.Eq {
			return false
		}
	}
	return true
}

// expandPM expands every ± and ∓ into its alternatives (at most 64).
func expandPM(e ast.Expr) []ast.Expr {
	out := []ast.Expr{e}
	for range 6 {
		var next []ast.Expr
		changed := false
		for _, x := range out {
			a, b, ok := splitFirstPM(x)
			if !ok {
				next = append(next, x)
				continue
			}
			changed = true
			next = append(next, a, b)
		}
		out = next
		if !changed {
			break
		}
	}
	return out
}

// splitFirstPM replaces the first ± (in a pre-order walk) by + and by -.
func splitFirstPM(e ast.Expr) (plus, minus ast.Expr, ok bool) {
	switch n := e.(type) {
	case *ast.Unary:
		if n.Op == ast.PM || n.Op == ast.MP {
			p, m := *n, *n
			p.Op, m.Op = ast.Plus, ast.Neg
			if n.Op == ast.MP {
				p.Op, m.Op = ast.Neg, ast.Plus
			}
			return &p, &m, true
		}
		if a, b, ok := splitFirstPM(n.X); ok {
			p, m := *n, *n
			p.X, m.X = a, b
			return &p, &m, true
		}
	case *ast.Binary:
		if n.Op == ast.PlusMinus || n.Op == ast.MinusPlus {
			p, m := *n, *n
			p.Op, m.Op = ast.Add, ast.Sub
			if n.Op == ast.MinusPlus {
				p.Op, m.Op = ast.Sub, ast.Add
			}
			return &p, &m, true
		}
		if a, b, ok := splitFirstPM(n.X); ok {
			p, m := *n, *n
			p.X, m.X = a, b
			return &p, &m, true
		}
		if a, b, ok := splitFirstPM(n.Y); ok {
			p, m := *n, *n
			p.Y, m.Y = a, b
			return &p, &m, true
		}
	case *ast.Root:
		if a, b, ok := splitFirstPM(n.X); ok {
			p, m := *n, *n
			p.X, m.X = a, b
			return &p, &m, true
		}
	case *ast.Func:
		for i, arg := range n.Args {
			if a, b, ok := splitFirstPM(arg); ok {
				p, m := *n, *n
				p.Args = append([]ast.Expr(nil), n.Args...)
				m.Args = append([]ast.Expr(nil), n.Args...)
				p.Args[i], m.Args[i] = a, b
				return &p, &m, true
			}
		}
	case *ast.Rel:
		for i, arg := range n.Args {
			if a, b, ok := splitFirstPM(arg); ok {
				p, m := *n, *n
				p.Args = append([]ast.Expr(nil), n.Args...)
				m.Args = append([]ast.Expr(nil), n.Args...)
				p.Args[i], m.Args[i] = a, b
				return &p, &m, true
			}
		}
	}
	return nil, nil, false
}

// intervals reads an answer as a union of intervals and points over the
// variable v. ok is false when the answer is not of that shape.
func (a *answer) intervals(v string) (ivs []interval, ok bool) {
	if a.root == nil {
		return nil, false
	}
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
	collect(a.root)
	for _, p := range parts {
		got, ok := pieceIntervals(p, v)
		if !ok {
			return nil, false
		}
		ivs = append(ivs, got...)
	}
	return ivs, len(ivs) > 0
}

func pieceIntervals(p ast.Expr, v string) ([]interval, bool) {
	switch n := p.(type) {
	case *ast.Tuple:
		if len(n.Items) != 2 {
			return nil, false
		}
		iv := interval{LoClosed: n.Left == '[', HiClosed: n.Right == ']'}
		iv.Lo = finiteEnd(n.Items[0])
		iv.Hi = finiteEnd(n.Items[1])
		if iv.Lo == nil {
			iv.LoClosed = false
		}
		if iv.Hi == nil {
			iv.HiClosed = false
		}
		return []interval{iv}, true
	case *ast.Set:
		var out []interval
		for _, it := range n.Items {
			out = append(out, interval{Lo: it, Hi: it, LoClosed: true, HiClosed: true})
		}
		return out, true
	case *ast.Func:
		// `\{-1\}` reads as a fractional part; in an answer set it is the
		// set of one point.
		if n.Name == ast.FracPart && len(n.Args) == 1 && len(freeVars(n.Args[0])) == 0 {
			return []interval{{Lo: n.Args[0], Hi: n.Args[0], LoClosed: true, HiClosed: true}}, true
		}
		return nil, false
	case *ast.Const:
		switch n.Kind {
		case ast.Reals:
			return []interval{{}}, true
		case ast.EmptySet:
			return []interval{}, true
		}
	case *ast.Rel:
		return relInterval(n, v)
	}
	// A bare number is a single point.
	if len(freeVars(p)) == 0 {
		if _, isText := p.(*ast.Text); !isText {
			return []interval{{Lo: p, Hi: p, LoClosed: true, HiClosed: true}}, true
		}
	}
	return nil, false
}

// finiteEnd returns nil for ±∞ and the end otherwise.
func finiteEnd(e ast.Expr) ast.Expr {
	switch n := e.(type) {
	case *ast.Const:
		if n.Kind == ast.Infinity {
			return nil
		}
	case *ast.Unary:
		if c, ok := n.X.(*ast.Const); ok && c.Kind == ast.Infinity {
			return nil
		}
	}
	return e
}

// relInterval reads `x > 3`, `-1 < x \le 2`, `x \in (0, 1)`, `x = 2`, `3 < x`.
func relInterval(r *ast.Rel, v string) ([]interval, bool) {
	isVar := func(e ast.Expr) bool {
		id, ok := e.(*ast.Ident)
		return ok && (id.Name == v || baseName(id.Name) == v || v == "")
	}
	if len(r.Ops) == 1 && isVar(r.Args[0]) {
		rhs := r.Args[1]
		switch r.Ops[0] {
		case ast.In:
			var tmp answer
			tmp.root = rhs
			return tmp.intervals(v)
		case ast.Eq:
			return []interval{{Lo: rhs, Hi: rhs, LoClosed: true, HiClosed: true}}, true
		case ast.Lt:
			return []interval{{Hi: rhs}}, true
		case ast.Le:
			return []interval{{Hi: rhs, HiClosed: true}}, true
		case ast.Gt:
			return []interval{{Lo: rhs}}, true
		case ast.Ge:
			return []interval{{Lo: rhs, LoClosed: true}}, true
		case ast.Ne:
			return []interval{{Hi: rhs}, {Lo: rhs}}, true
		}
		return nil, false
	}
	if len(r.Ops) == 1 && isVar(r.Args[1]) {
		lhs := r.Args[0]
		switch r.Ops[0] {
		case ast.Lt:
			return []interval{{Lo: lhs}}, true
		case ast.Le:
			return []interval{{Lo: lhs, LoClosed: true}}, true
		case ast.Gt:
			return []interval{{Hi: lhs}}, true
		case ast.Ge:
			return []interval{{Hi: lhs, HiClosed: true}}, true
		}
		return nil, false
	}
	if len(r.Ops) == 2 && isVar(r.Args[1]) {
		lo, hi := r.Args[0], r.Args[2]
		o1, o2 := r.Ops[0], r.Ops[1]
		if (o1 == ast.Lt || o1 == ast.Le) && (o2 == ast.Lt || o2 == ast.Le) {
			return []interval{{Lo: finiteEnd(lo), Hi: finiteEnd(hi), LoClosed: o1 == ast.Le, HiClosed: o2 == ast.Le}}, true
		}
		if (o1 == ast.Gt || o1 == ast.Ge) && (o2 == ast.Gt || o2 == ast.Ge) {
			return []interval{{Lo: finiteEnd(hi), Hi: finiteEnd(lo), LoClosed: o2 == ast.Ge, HiClosed: o1 == ast.Ge}}, true
		}
	}
	return nil, false
}

// walkExprs calls f on e and every sub-expression (pre-order) until f
// returns false.
func walkExprs(e ast.Expr, f func(ast.Expr) bool) {
	if e == nil || !f(e) {
		return
	}
	for _, c := range children(e) {
		walkExprs(c, f)
	}
}

func children(e ast.Expr) []ast.Expr {
	switch n := e.(type) {
	case *ast.Unary:
		return []ast.Expr{n.X}
	case *ast.Binary:
		return []ast.Expr{n.X, n.Y}
	case *ast.Root:
		if n.Index != nil {
			return []ast.Expr{n.Index, n.X}
		}
		return []ast.Expr{n.X}
	case *ast.Func:
		out := append([]ast.Expr(nil), n.Args...)
		if n.Base != nil {
			out = append(out, n.Base)
		}
		return out
	case *ast.Postfix:
		return []ast.Expr{n.X}
	case *ast.Rel:
		return n.Args
	case *ast.List:
		return n.Items
	case *ast.Tuple:
		return n.Items
	case *ast.Set:
		return n.Items
	case *ast.Call:
		return n.Args
	case *ast.Limit:
		return []ast.Expr{n.To, n.X}
	case *ast.Integral:
		var out []ast.Expr
		for _, x := range []ast.Expr{n.Lo, n.Hi, n.X} {
			if x != nil {
				out = append(out, x)
			}
		}
		return out
	case *ast.Derivative:
		return []ast.Expr{n.X}
	case *ast.BigOp:
		var out []ast.Expr
		for _, x := range []ast.Expr{n.Lo, n.Hi, n.X} {
			if x != nil {
				out = append(out, x)
			}
		}
		return out
	}
	return nil
}

// freeVars lists the variables of e in first-appearance order (bound
// variables of limits, integrals, derivatives and sums excluded).
func freeVars(e ast.Expr) []string {
	seen := map[string]bool{}
	var out []string
	var rec func(e ast.Expr, bound map[string]bool)
	rec = func(e ast.Expr, bound map[string]bool) {
		if e == nil {
			return
		}
		bind := func(v string) map[string]bool {
			nb := map[string]bool{v: true}
			for k := range bound {
				nb[k] = true
			}
			return nb
		}
		switch n := e.(type) {
		case *ast.Ident:
			if !bound[n.Name] && !seen[n.Name] {
				seen[n.Name] = true
				out = append(out, n.Name)
			}
			return
		case *ast.Limit:
			rec(n.To, bound)
			rec(n.X, bind(n.Var))
			return
		case *ast.Integral:
			rec(n.Lo, bound)
			rec(n.Hi, bound)
			rec(n.X, bind(n.Var))
			return
		case *ast.Derivative:
			rec(n.X, bound) // the variable stays free: d/dx f(x) is a function of x
			return
		case *ast.BigOp:
			rec(n.Lo, bound)
			rec(n.Hi, bound)
			rec(n.X, bind(n.Var))
			return
		}
		for _, c := range children(e) {
			rec(c, bound)
		}
	}
	rec(e, map[string]bool{})
	return out
}

// contains reports whether some node of e satisfies f.
func contains(e ast.Expr, f func(ast.Expr) bool) bool {
	found := false
	walkExprs(e, func(x ast.Expr) bool {
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
