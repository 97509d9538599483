package intphrase

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// TermSearch is a question on the integers n that make a fraction F(n)
// a terminating (or a repeating) decimal (issue 42): "For how many
// integer values of $n$ between 1 and 474 inclusive does the decimal
// representation of $\frac{n}{475}$ terminate?", "What is the smallest
// positive integer $n$ such that $\frac{n}{2010}$ is a terminating
// decimal?". Smallest is the search from 1 up; else the count over
// [Lo, Hi].
type TermSearch struct {
	F         ast.Expr
	Lo, Hi    int64
	Repeating bool
	Smallest  bool
	Src       string
}

const tnum = `\$?([0-9]+)\$?`

var (
	termCountRe   = regexp.MustCompile(`^For how many integer values of \$n\$ between ` + tnum + ` and ` + tnum + ` inclusive does the decimal representation of \$([^$]+)\$ terminate\?$`)
	repCountRe    = regexp.MustCompile(`^For how many integers \$n\$ (?:between ` + tnum + ` and ` + tnum + ` \(inclusive\)|from ` + tnum + ` to ` + tnum + `) is (?:the fraction )?\$([^$]+)\$ a repeating decimal\?$`)
	repUpToRe     = regexp.MustCompile(`^For \$1 \\le n \\le ([0-9]+)\$, how many integers are there such that \$([^$]+)\$ is a repeating decimal\?$`)
	repFracRe     = regexp.MustCompile(`^If \$n\$ is an integer, \$1 \\leq n \\leq ([0-9]+),\$ how many fractions \$([^$]+)\$ yield repeating decimals\?$`)
	termSmallRe   = regexp.MustCompile(`^What is the smallest positive integer \$n\$ such that \$([^$]+)\$ is (?:equal to )?a terminating decimal\?$`)
	maxTermSearch = int64(20_000)
)

// ReadTermSearch reads the statement; ok is false when it is not one of
// the shapes.
func ReadTermSearch(problem string) (TermSearch, bool) {
	if len(problem) > 300 || !strings.Contains(problem, "decimal") && !strings.Contains(problem, "terminate") {
		return TermSearch{}, false
	}
	s := strings.Join(strings.Fields(problem), " ")
	n := func(t string) int64 {
		v, err := strconv.ParseInt(t, 10, 64)
		if err != nil || v > maxTermSearch {
			return -1
		}
		return v
	}
	build := func(src string, lo, hi int64, rep, small bool) (TermSearch, bool) {
		f, err := latex.ParseExpr(src)
		if err != nil || (!small && (lo < 1 || hi < lo)) {
			return TermSearch{}, false
		}
		return TermSearch{F: f, Lo: lo, Hi: hi, Repeating: rep, Smallest: small, Src: src}, true
	}
	if m := termCountRe.FindStringSubmatch(s); m != nil {
		return build(m[3], n(m[1]), n(m[2]), false, false)
	}
	if m := repCountRe.FindStringSubmatch(s); m != nil {
		return build(m[5], n(m[1]+m[3]), n(m[2]+m[4]), true, false)
	}
	if m := repUpToRe.FindStringSubmatch(s); m != nil {
		return build(m[2], 1, n(m[1]), true, false)
	}
	if m := repFracRe.FindStringSubmatch(s); m != nil {
		return build(m[2], 1, n(m[1]), true, false)
	}
	if m := termSmallRe.FindStringSubmatch(s); m != nil {
		return build(m[1], 1, maxTermSearch, false, true)
	}
	return TermSearch{}, false
}
