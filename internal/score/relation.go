package score

import (
	"math/big"
	"regexp"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/answer"
)

// Relations as sets: an inequality in one variable, `x \ge 5`, `5 \geq x`,
// `-x > -1`, `-2 \le x \le 7`, `x \ne 3`, `1 \le |z| \le 3/2`, is the set of
// reals it allows, so it compares with another relation or with an
// interval set (`x \in [5, \infty)`) as sets of reals.

var relNorm = []struct {
	re  *regexp.Regexp
	rep string
}{
	{regexp.MustCompile(`\\(?:geqslant|geq|ge)\b|>=|≥`), "≥"},
	{regexp.MustCompile(`\\(?:leqslant|leq|le)\b|<=|≤`), "≤"},
	{regexp.MustCompile(`\\(?:neq|ne)\b|!=|≠`), "≠"},
	{regexp.MustCompile(`\\gt\b`), ">"},
	{regexp.MustCompile(`\\lt\b`), "<"},
}

// relOps are the relation glyphs after relNorm, longest first.
var relOps = []string{"≤", "≥", "≠", "<", ">"}

// varTermRE is the variable side of a relation: a symbol with an optional
// subscript, a function value f(x), or |symbol|, with an optional minus.
var varTermRE = regexp.MustCompile(`^(-?)\s*(?:(\|)\s*(` + symPat + `)\s*\||(` + symPat + `(?:\s*\(\s*[A-Za-z]\s*\))?))$`)

// relation reads src as an inequality chain in one variable and returns
// the variable's name and the set of reals the chain allows; ok is false
// when src is not such a chain or an end is not a constant.
func relation(src string, endpoint func(string) (answer.End, bool)) (name string, set []answer.Interval, ok bool) {
	if !strings.ContainsAny(src, "<>≤≥≠!") && !strings.Contains(src, `\g`) && !strings.Contains(src, `\l`) && !strings.Contains(src, `\n`) {
		return "", nil, false
	}
	s := src
	for _, r := range relNorm {
		s = r.re.ReplaceAllString(s, r.rep)
	}
	s = strings.NewReplacer(`\left`, "", `\right`, "").Replace(s)
	parts, ops := splitRel(s)
	if len(ops) == 0 || len(ops) > 2 {
		return "", nil, false
	}
	term := func(t string) (name string, neg, abs, ok bool) {
		m := varTermRE.FindStringSubmatch(strings.TrimSpace(t))
		if m == nil {
			return "", false, false, false
		}
		name = m[3] + m[4]
		return strings.ReplaceAll(name, " ", ""), m[1] == "-", m[2] != "", true
	}
	lo, hi := answer.NegInf, answer.PosInf
	loC, hiC := false, false
	var neq *answer.End
	var neg, abs bool
	// apply records "v op c" (v on the left).
	apply := func(op string, c answer.End) bool {
		switch op {
		case "<", "≤":
			if answer.CmpEnds(c, hi) < 0 || answer.CmpEnds(c, hi) == 0 && op == "<" {
				hi, hiC = c, op == "≤"
			}
		case ">", "≥":
			if answer.CmpEnds(c, lo) > 0 || answer.CmpEnds(c, lo) == 0 && op == ">" {
				lo, loC = c, op == "≥"
			}
		case "≠":
			cc := c
			neq = &cc
		}
		return true
	}
	flip := map[string]string{"<": ">", ">": "<", "≤": "≥", "≥": "≤", "≠": "≠"}
	switch len(ops) {
	case 1:
		if n, ng, ab, ok := term(parts[0]); ok {
			c, ok := endpoint(parts[1])
			if !ok {
				return "", nil, false
			}
			name, neg, abs = n, ng, ab
			apply(ops[0], c)
		} else if n, ng, ab, ok := term(parts[1]); ok {
			c, ok := endpoint(parts[0])
			if !ok {
				return "", nil, false
			}
			name, neg, abs = n, ng, ab
			apply(flip[ops[0]], c)
		} else {
			return "", nil, false
		}
	case 2:
		n, ng, ab, ok := term(parts[1])
		if !ok || ops[0] == "≠" || ops[1] == "≠" {
			return "", nil, false
		}
		c1, ok1 := endpoint(parts[0])
		c2, ok2 := endpoint(parts[2])
		if !ok1 || !ok2 {
			return "", nil, false
		}
		name, neg, abs = n, ng, ab
		apply(flip[ops[0]], c1)
		apply(ops[1], c2)
	}
	var out []answer.Interval
	if neq != nil {
		out = []answer.Interval{{Lo: answer.NegInf, Hi: *neq}, {Lo: *neq, Hi: answer.PosInf}}
	} else {
		out = []answer.Interval{answer.NewInterval(lo, hi, loC, hiC)}
	}
	if neg {
		for i, v := range out {
			out[i] = answer.Interval{Lo: v.Hi.Neg(), Hi: v.Lo.Neg(), LoClosed: v.HiClosed, HiClosed: v.LoClosed}
		}
	}
	if abs {
		out = absPreimage(out)
	}
	return name, out, true
}

// splitRel splits s at top-level relation glyphs.
func splitRel(s string) (parts, ops []string) {
	depth, start := 0, 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '(', '[', '{':
			depth++
			continue
		case ')', ']', '}':
			depth--
			continue
		case '\\':
			i++
			continue
		}
		if depth != 0 {
			continue
		}
		for _, op := range relOps {
			if strings.HasPrefix(s[i:], op) {
				parts = append(parts, s[start:i])
				ops = append(ops, op)
				i += len(op) - 1
				start = i + 1
				break
			}
		}
	}
	return append(parts, s[start:]), ops
}

// absPreimage is {x : |x| ∈ S} for a set S of intervals.
func absPreimage(set []answer.Interval) []answer.Interval {
	zero := answer.End{R: new(big.Rat)}
	var out []answer.Interval
	for _, v := range set {
		if answer.CmpEnds(v.Hi, zero) < 0 {
			continue
		}
		lo, loC := v.Lo, v.LoClosed
		if answer.CmpEnds(lo, zero) < 0 {
			lo, loC = zero, true
		}
		out = append(out, answer.Interval{Lo: lo, Hi: v.Hi, LoClosed: loC, HiClosed: v.HiClosed},
			answer.Interval{Lo: v.Hi.Neg(), Hi: lo.Neg(), LoClosed: v.HiClosed, HiClosed: loC})
	}
	return out
}

// matrixRE is a matrix environment, with its optional outer delimiters:
// pmatrix, bmatrix, Bmatrix, vmatrix, matrix, or an array inside
// \left[ … \right] or \left( … \right).
var matrixRE = regexp.MustCompile(`^\s*(?:\(|\\left\s*[(\[])?\s*\\begin\s*\{([pbBvV]?matrix|array)\}(?:\s*\{[^{}]*\})?(.*?)\\end\s*\{([pbBvV]?matrix|array)\}\s*(?:\)|\\right\s*[)\]])?\s*$`)

// matrixCells reads a matrix written in any of those notations as its
// rows of cells; ok is false when src is not one matrix or its rows differ
// in length. The bracket style is typography: bmatrix and pmatrix are the
// same matrix.
func matrixCells(src string) ([][]string, bool) {
	if !strings.Contains(src, `\begin`) {
		return nil, false
	}
	m := matrixRE.FindStringSubmatch(src)
	if m == nil || m[1] != m[3] {
		return nil, false
	}
	var rows [][]string
	for _, r := range strings.Split(m[2], `\\`) {
		if strings.TrimSpace(r) == "" {
			continue
		}
		var cells []string
		for _, c := range strings.Split(r, "&") {
			cells = append(cells, strings.TrimSpace(c))
		}
		if len(rows) > 0 && len(cells) != len(rows[0]) {
			return nil, false
		}
		rows = append(rows, cells)
	}
	return rows, len(rows) > 0
}
