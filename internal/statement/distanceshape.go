package statement

import (
	"regexp"
	"strings"
)

// DistanceInRn reads the linear-algebra books' "Find the distance between
// the points $P=(1,3,-1,0)$ and $Q=(2,2,3,3)$ in $\mathbb{R}^{4}$." (issue
// 25, CollegeMath linear algebra) and returns the integer coordinates of
// the two points; both must have n coordinates, n the exponent of ℝ.
func DistanceInRn(problem string) (p, q []string, ok bool) {
	m := distanceInRnRe.FindStringSubmatch(strings.TrimSpace(problem))
	if m == nil {
		return nil, nil, false
	}
	split := func(s string) []string {
		var out []string
		for _, e := range strings.Split(s, ",") {
			out = append(out, strings.TrimSpace(e))
		}
		return out
	}
	p, q = split(m[1]), split(m[2])
	if len(p) != len(q) || len(p) < 2 || len(p) > 9 || m[3] != string(rune('0'+len(p))) {
		return nil, nil, false
	}
	return p, q, true
}

const intTuple = `\((-?\d{1,6}(?:\s*,\s*-?\d{1,6})+)\)`

var distanceInRnRe = regexp.MustCompile(`^Find the distance between the points \$P=` + intTuple + `\$ and \$Q=` + intTuple + `\$ in \$\\mathbb\{R\}\^\{(\d)\}\$\.$`)
