package statement

import (
	"fmt"
	"strings"
)

// CutFormula returns why the statement cannot be read formula by formula,
// or "": a formula between single dollars ends with +, - or = and so
// continues in the next one ("$-8 x+2 y+5 z=18,-8 x+$ $3 y+5 z=13$", a
// line break of the source), which the reading would take as two
// formulas. (Issue 25, capability 5: the linear systems of CollegeMath.)
func (st *Statement) CutFormula() string {
	parts := strings.Split(st.Raw, "$")
	for i := 1; i < len(parts)-1; i += 2 {
		f := strings.TrimSpace(parts[i])
		if f == "" {
			continue
		}
		if k := strings.TrimSpace(f[:len(f)-1]); k != "" && (k[len(k)-1] == '^' || k[len(k)-1] == '_') {
			continue // \mathbb{Z}^+: a sign as a superscript
		}
		switch f[len(f)-1] {
		case '+', '-', '=':
			return fmt.Sprintf("the formula %q ends with %q: it is cut and continues in the next formula", Clip(f, 40), f[len(f)-1:])
		}
	}
	return ""
}
