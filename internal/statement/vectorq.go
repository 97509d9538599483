package statement

import (
	"regexp"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// Issue 42 (MATH Precalculus): projections and reflections of vectors
// given by their components, read from whole-statement shapes:
//
//	For $\bold{v} = V$ and $\bold{w} = W$, compute $\text{proj}_{\bold{w}} \bold{v}$.
//	Find the projection of $\mathbf{a}$ onto $\mathbf{b} = B$ if $\mathbf{a} \cdot \mathbf{b} = d.$
//	Find the reflection of $U$ over the vector $V.$
//
// V, W, B, U columns written as pmatrix, d a number.

// VectorQuestion is such a question.
type VectorQuestion struct {
	Ask  string     // "projection", "projection by a dot product" or "reflection"
	Of   []ast.Expr // the vector projected or reflected (nil when only its dot product is known)
	Onto []ast.Expr // the vector projected onto or reflected over
	Dot  ast.Expr   // the dot product given
}

var (
	vqProjRe    = regexp.MustCompile(`^for \$ and \$,? compute \$\.?$`)
	vqProjDotRe = regexp.MustCompile(`^find the projection of \$ onto \$ if \$\.?$`)
	vqReflRe    = regexp.MustCompile(`^find the reflection of \$ over the vector \$\.?$`)
	vqNamedRe   = regexp.MustCompile(`^\\(?:bold|mathbf)\{([a-z])\} ?= ?(\\begin\{pmatrix\}.*\\end\{pmatrix\})$`)
	vqProjOfRe  = regexp.MustCompile(`^\\(?:text|operatorname)\{proj\}_\{\\(?:bold|mathbf)\{([a-z])\}\} ?\\(?:bold|mathbf)\{([a-z])\}$`)
	vqNameRe    = regexp.MustCompile(`^\\mathbf\{([a-z])\}$`)
	vqDotRe     = regexp.MustCompile(`^\\mathbf\{([a-z])\} \\cdot \\mathbf\{([a-z])\} = (-?\d{1,6})$`)
)

// ReadVectorQuestion reads such a question; ok is false when the statement
// is not exactly one of the shapes.
func ReadVectorQuestion(problem string) (VectorQuestion, bool) {
	if !strings.Contains(problem, "pmatrix") {
		return VectorQuestion{}, false
	}
	norm, srcs := ShapeProse(problem, " .,;?")
	switch {
	case vqProjRe.MatchString(norm) && len(srcs) == 3:
		a, b := vqNamedRe.FindStringSubmatch(srcs[0]), vqNamedRe.FindStringSubmatch(srcs[1])
		p := vqProjOfRe.FindStringSubmatch(srcs[2])
		if a == nil || b == nil || p == nil || a[1] == b[1] {
			return VectorQuestion{}, false
		}
		named := map[string]string{a[1]: a[2], b[1]: b[2]}
		onto, of := column(named[p[1]]), column(named[p[2]])
		if p[1] == p[2] || onto == nil || of == nil || len(onto) != len(of) {
			return VectorQuestion{}, false
		}
		return VectorQuestion{Ask: "projection", Of: of, Onto: onto}, true
	case vqProjDotRe.MatchString(norm) && len(srcs) == 3:
		a, b, d := vqNameRe.FindStringSubmatch(srcs[0]), vqNamedRe.FindStringSubmatch(srcs[1]), vqDotRe.FindStringSubmatch(srcs[2])
		if a == nil || b == nil || d == nil || a[1] == b[1] || !(d[1] == a[1] && d[2] == b[1] || d[1] == b[1] && d[2] == a[1]) {
			return VectorQuestion{}, false
		}
		onto := column(b[2])
		if onto == nil {
			return VectorQuestion{}, false
		}
		dot, err := latex.ParseExpr(d[3])
		if err != nil {
			return VectorQuestion{}, false
		}
		return VectorQuestion{Ask: "projection by a dot product", Onto: onto, Dot: dot}, true
	case vqReflRe.MatchString(norm) && len(srcs) == 2:
		of, onto := column(srcs[0]), column(srcs[1])
		if of == nil || onto == nil || len(of) != len(onto) {
			return VectorQuestion{}, false
		}
		return VectorQuestion{Ask: "reflection", Of: of, Onto: onto}, true
	}
	return VectorQuestion{}, false
}

// column reads a pmatrix column of 2 or 3 entries.
func column(src string) []ast.Expr {
	e, err := latex.ParseExpr(src)
	if err != nil {
		return nil
	}
	t, ok := e.(*ast.Tuple)
	if !ok {
		return nil
	}
	rows, ok := MatrixLiteral(t, src)
	if !ok || len(rows) < 2 || len(rows) > 3 || len(rows[0]) != 1 {
		return nil
	}
	var out []ast.Expr
	for _, r := range rows {
		out = append(out, r[0])
	}
	return out
}
