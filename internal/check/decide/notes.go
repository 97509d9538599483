package decide

import (
	"fmt"
	"math/big"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// hardNote counts, for a note, the points with a large denominator (the
// hard points) among pts: "" when none.
func HardNote(pts []cas.Env) string {
	n := 0
	for _, p := range pts {
		for _, v := range p {
			if r, ok := v.Exact(); ok && r.Denom().Cmp(big.NewInt(10_000)) >= 0 {
				n++
				break
			}
		}
	}
	if n == 0 {
		return ""
	}
	return fmt.Sprintf("; %d of them with a large prime in the denominator, drawn from the seed and the inputs", n)
}

func CondList(conds []statement.Formula) string {
	var s []string
	for _, f := range conds {
		s = append(s, f.Src)
	}
	return strings.Join(s, ", ")
}
