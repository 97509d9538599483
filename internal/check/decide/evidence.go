package decide

import (
	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// withValueEvidence attaches the comparison "recomputed value = answer".
func WithValueEvidence(r Result, what string, v cas.Value, ans ast.Expr, pts []cas.Env) Result {
	r.Evidence = []Comparison{{What: what, Left: ValueExpr(v), Right: ans, Points: pts, Want: record.WantEqual}}
	return r
}
