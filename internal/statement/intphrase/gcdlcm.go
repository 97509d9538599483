package intphrase

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// GcdQuestion is a value built from greatest common divisors and least
// common multiples of closed numbers written in the prose (issue 42):
// "What is the product of the least common multiple and the greatest
// common factor of $20$ and $90$?", "What is the sum of the greatest
// common divisor of 30 and 81 and the least common multiple of 36 and
// 12?", "What is the greatest common factor of 5!, 10!, and 15!?".
type GcdQuestion struct {
	Terms []GcdTerm
	// Combine joins the terms: "sum", "product", or "" for one term.
	Combine string
	Plus    int64 // added at the end ("increased by 11")
	Src     string
}

// GcdTerm is gcd or lcm ("gcd", "lcm") of Args.
type GcdTerm struct {
	Op   string
	Args []ast.Expr
}

const (
	gcdRe = `(greatest common (?:factor|divisor)|least common multiple)`
)

var (
	gcdOneRe   = regexp.MustCompile(`^(?:What is|Find) the ` + gcdRe + ` of (.+?)` + end)
	gcdBothRe  = regexp.MustCompile(`^(?:What is|Find) the (product|sum) of the ` + gcdRe + ` and the ` + gcdRe + ` of (.+?)` + end)
	gcdTwoRe   = regexp.MustCompile(`^What is the (sum|product) of the ` + gcdRe + ` of (.+?) and the ` + gcdRe + ` of (.+?)\?$`)
	gcdPlusRe  = regexp.MustCompile(`^What is the result when the ` + gcdRe + ` of (.+?) is increased by ([0-9]+)\?$`)
	gcdLetRe   = regexp.MustCompile(`^Let \$A\$ be the ` + gcdRe + ` and let \$B\$ be the ` + gcdRe + ` of (.+?)\. What is the value of \$A ?\+ ?B\$\?$`)
	listSepRe  = regexp.MustCompile(`,? and |, `)
	spacedFact = regexp.MustCompile(`([0-9]) !`)
)

func gcdOp(s string) string {
	if strings.HasPrefix(s, "least") {
		return "lcm"
	}
	return "gcd"
}

// readList reads "A and B", "A, B and C", "A, B, and C": at least two
// numbers.
func readList(s string) ([]ast.Expr, bool) {
	parts := listSepRe.Split(s, -1)
	if len(parts) < 2 {
		return nil, false
	}
	var out []ast.Expr
	for _, p := range parts {
		x, ok := Number(spacedFact.ReplaceAllString(strings.TrimSpace(p), "$1!"))
		if !ok {
			return nil, false
		}
		out = append(out, x)
	}
	return out, true
}

// ReadGcd reads the statement; ok is false when it is not one of the
// shapes or a number in it is not read.
func ReadGcd(problem string) (GcdQuestion, bool) {
	if len(problem) > 400 || !strings.Contains(problem, "common") {
		return GcdQuestion{}, false
	}
	s := strings.Join(strings.Fields(problem), " ")
	s = strings.NewReplacer(" (LCM)", "", " (GCD)", "", " (GCF)", "").Replace(s)
	if t, ok := strings.CutSuffix(s, ".$"); ok { // "… of $100$ and $120.$"
		s = t + "$."
	}
	for _, re := range factorialNotes {
		s = strings.TrimSpace(re.ReplaceAllString(s, ""))
	}
	q := GcdQuestion{Src: s}
	term := func(op, list string) bool {
		args, ok := readList(list)
		if ok {
			q.Terms = append(q.Terms, GcdTerm{Op: gcdOp(op), Args: args})
		}
		return ok
	}
	switch {
	case gcdBothRe.MatchString(s):
		m := gcdBothRe.FindStringSubmatch(s)
		if gcdOp(m[2]) == gcdOp(m[3]) || !term(m[2], m[4]) || !term(m[3], m[4]) {
			return GcdQuestion{}, false
		}
		q.Combine = m[1]
	case gcdTwoRe.MatchString(s):
		m := gcdTwoRe.FindStringSubmatch(s)
		if !term(m[2], m[3]) || !term(m[4], m[5]) {
			return GcdQuestion{}, false
		}
		q.Combine = m[1]
	case gcdPlusRe.MatchString(s):
		m := gcdPlusRe.FindStringSubmatch(s)
		n, err := strconv.ParseInt(m[3], 10, 64)
		if err != nil || !term(m[1], m[2]) {
			return GcdQuestion{}, false
		}
		q.Plus = n
	case gcdLetRe.MatchString(s):
		m := gcdLetRe.FindStringSubmatch(s)
		if gcdOp(m[1]) == gcdOp(m[2]) || !term(m[1], m[3]) || !term(m[2], m[3]) {
			return GcdQuestion{}, false
		}
		q.Combine = "sum"
	case gcdOneRe.MatchString(s):
		m := gcdOneRe.FindStringSubmatch(s)
		if !term(m[1], m[2]) {
			return GcdQuestion{}, false
		}
	default:
		return GcdQuestion{}, false
	}
	return q, true
}
