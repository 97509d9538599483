// Package vecexpr reads a question about plane or space vectors given by
// their coordinates (issue 42, Gaokao): "Vectors $\vec{a},\vec{b}$ are
// $\vec{a}=(3,1),\vec{b}=(2,2)$. Find $\cos \langle \vec{a}+\vec{b},
// \vec{a}-\vec{b} \rangle$", "Vectors $\vec{a},\vec{b}$ satisfy
// $\vec{a}+\vec{b} = (2,3), \vec{a}-\vec{b}=(-2,1)$. Find
// $\lvert\vec{a}\rvert^{2} - \lvert\vec{b}\rvert^{2}$." The vectors are
// named once in the preamble; each condition is a linear combination of
// them, with rational coefficients, equal to a tuple of coordinates; the
// question is a sum of rational multiples of lengths |v|, squared
// lengths |v|², dot products v·w and cosines cos⟨v, w⟩ of linear
// combinations. The whole statement must be the shape: one other word and
// it is not read. The package reads; internal/check/linalg
// (CheckVectorExpr) solves for the vectors exactly and decides.
package vecexpr

import (
	"math/big"
	"regexp"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// Shape names the shape in notes.
const Shape = `"Vectors $\vec{a},\vec{b}$ are (satisfy) $L_1=(p,q), L_2=(r,s)$. Find $E$" with L_i linear combinations of the vectors and E built of |v|, v·w and cos⟨v,w⟩`

// Comb is a linear combination Σ Coef[i]·Names[i] of named vectors.
type Comb struct {
	Names []string
	Coefs []*big.Rat
}

// Cond is the condition Left = Coords.
type Cond struct {
	Left   Comb
	Coords []ast.Expr
	Src    string
}

// Term kinds of the question.
const (
	Norm   = "norm"   // |V|
	NormSq = "normsq" // |V|²
	Dot    = "dot"    // V·W
	Cos    = "cos"    // cos⟨V, W⟩
)

// Term is Coef times a quantity of kind Kind of V (and W).
type Term struct {
	Coef *big.Rat
	Kind string
	V, W Comb
}

// Question is what Read read.
type Question struct {
	Names []string // the vectors named in the preamble
	Conds []Cond
	Ask   []Term // the quantity asked is the sum of the terms
	Src   string // the question as the statement writes it
	Dim   int    // the number of coordinates of every vector
}

var (
	vecWhole = regexp.MustCompile(`^(?:Given vectors|Vectors|Let vectors) \$([^$]+)\$ (?:are|satisfy|be|such that) \$([^$]+)\$[.,]? (?:Find|Compute|What is|find) (?:the value of )?\$([^$]+)\$ ?[.?]?$`)
	vecName  = regexp.MustCompile(`^\\vec\{([a-z])\}`)
	coefRe   = regexp.MustCompile(`^(\d{1,4}|\\frac\{\d{1,4}\}\{\d{1,4}\})`)
)

// Read reads a statement of the shape Shape; ok is false for any other
// statement: a word outside the shape, a vector used but not named or
// named but in no condition, coordinate tuples of different lengths, an
// operation the question does not read.
func Read(problem string) (Question, bool) {
	s := strings.Join(strings.Fields(problem), " ")
	m := vecWhole.FindStringSubmatch(s)
	if m == nil {
		return Question{}, false
	}
	q := Question{Src: m[3]}
	for _, n := range strings.Split(strip(m[1]), ",") {
		nm := vecName.FindStringSubmatch(n)
		if nm == nil || len(nm[0]) != len(n) || has(q.Names, nm[1]) {
			return Question{}, false
		}
		q.Names = append(q.Names, nm[1])
	}
	for _, part := range splitTop(strip(m[2])) {
		c, ok := readCond(part)
		if !ok || !q.known(c.Left) {
			return Question{}, false
		}
		if q.Dim == 0 {
			q.Dim = len(c.Coords)
		}
		if len(c.Coords) != q.Dim {
			return Question{}, false
		}
		q.Conds = append(q.Conds, c)
	}
	ask, ok := readAsk(strip(m[3]))
	if !ok || len(q.Conds) == 0 || q.Dim < 2 || q.Dim > 3 {
		return Question{}, false
	}
	for _, t := range ask {
		if !q.known(t.V) || t.W.Names != nil && !q.known(t.W) {
			return Question{}, false
		}
	}
	q.Ask = ask
	return q, true
}

// known reports whether every vector of c is named in the preamble.
func (q Question) known(c Comb) bool {
	for _, n := range c.Names {
		if !has(q.Names, n) {
			return false
		}
	}
	return true
}

func has(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// strip removes the spaces and the spacing commands of a formula.
func strip(s string) string {
	for _, sp := range []string{`\;`, `\,`, `\!`, `\quad`, " "} {
		s = strings.ReplaceAll(s, sp, "")
	}
	s = strings.ReplaceAll(s, `\overrightarrow{`, `\vec{`)
	return s
}

// splitTop splits s at the commas outside parentheses and braces.
func splitTop(s string) []string {
	var out []string
	depth, start := 0, 0
	for i, r := range s {
		switch r {
		case '(', '{', '[':
			depth++
		case ')', '}', ']':
			depth--
		case ',':
			if depth == 0 {
				out = append(out, s[start:i])
				start = i + 1
			}
		}
	}
	return append(out, s[start:])
}

// readCond reads "L=(c_1,…,c_n)".
func readCond(s string) (Cond, bool) {
	l, r, ok := strings.Cut(s, "=")
	if !ok || !strings.HasPrefix(r, "(") || !strings.HasSuffix(r, ")") {
		return Cond{}, false
	}
	comb, rest, ok := readComb(l)
	if !ok || rest != "" {
		return Cond{}, false
	}
	c := Cond{Left: comb, Src: s}
	for _, p := range splitTop(r[1 : len(r)-1]) {
		e, err := latex.ParseExpr(p)
		if err != nil || p == "" {
			return Cond{}, false
		}
		c.Coords = append(c.Coords, e)
	}
	return c, true
}

// readComb reads a linear combination ±k\vec{a}±… at the start of s and
// returns the rest; a vector named twice is not read.
func readComb(s string) (Comb, string, bool) {
	var c Comb
	for first := true; ; first = false {
		sign := big.NewRat(1, 1)
		switch {
		case strings.HasPrefix(s, "+") && !first:
			s = s[1:]
		case strings.HasPrefix(s, "-"):
			sign.Neg(sign)
			s = s[1:]
		case !first:
			return c, s, len(c.Names) > 0
		}
		k := big.NewRat(1, 1)
		if m := coefRe.FindString(s); m != "" {
			k = ratOf(m)
			s = s[len(m):]
		}
		nm := vecName.FindStringSubmatch(s)
		if nm == nil || has(c.Names, nm[1]) || k.Sign() == 0 {
			return Comb{}, "", false
		}
		s = s[len(nm[0]):]
		c.Names = append(c.Names, nm[1])
		c.Coefs = append(c.Coefs, k.Mul(k, sign))
	}
}

// ratOf is the value of an integer or \frac{p}{q} read by coefRe.
func ratOf(s string) *big.Rat {
	s = strings.TrimPrefix(s, `\frac{`)
	s = strings.Replace(s, "}{", "/", 1)
	r, _ := new(big.Rat).SetString(strings.TrimSuffix(s, "}"))
	return r
}

// askAtoms are the quantities of the question; each is followed by its
// reader (the formula without spaces, from the atom's start).
var (
	normOpen = []struct{ open, close string }{{`\lvert`, `\rvert`}, {`\left|`, `\right|`}, {"|", "|"}}
	cosOpen  = []string{`\cos\langle`, `\cos\left\langle`}
	cosClose = []string{`\rangle`, `\right\rangle`}
)

// readAsk reads the question as a sum of signed, rational multiples of the
// atoms.
func readAsk(s string) ([]Term, bool) {
	var ts []Term
	for first := true; s != ""; first = false {
		sign := big.NewRat(1, 1)
		switch {
		case strings.HasPrefix(s, "+") && !first:
			s = s[1:]
		case strings.HasPrefix(s, "-"):
			sign.Neg(sign)
			s = s[1:]
		case !first:
			return nil, false
		}
		k := big.NewRat(1, 1)
		if m := coefRe.FindString(s); m != "" {
			k = ratOf(m)
			s = s[len(m):]
		}
		t, rest, ok := readAtom(s)
		if !ok {
			return nil, false
		}
		t.Coef = k.Mul(k, sign)
		ts = append(ts, t)
		s = rest
	}
	return ts, len(ts) > 0
}

// readAtom reads one quantity at the start of s.
func readAtom(s string) (Term, string, bool) {
	for _, o := range cosOpen {
		if rest, ok := strings.CutPrefix(s, o); ok {
			v, rest, ok1 := readComb(rest)
			rest, ok2 := strings.CutPrefix(rest, ",")
			w, rest, ok3 := readComb(rest)
			for _, cl := range cosClose {
				if r, ok := strings.CutPrefix(rest, cl); ok && ok1 && ok2 && ok3 {
					return Term{Kind: Cos, V: v, W: w}, r, true
				}
			}
			return Term{}, "", false
		}
	}
	for _, o := range normOpen {
		if rest, ok := strings.CutPrefix(s, o.open); ok {
			v, rest, ok1 := readComb(rest)
			rest, ok2 := strings.CutPrefix(rest, o.close)
			if !ok1 || !ok2 {
				return Term{}, "", false
			}
			for _, sq := range []string{"^{2}", "^2"} {
				if r, ok := strings.CutPrefix(rest, sq); ok {
					return Term{Kind: NormSq, V: v}, r, true
				}
			}
			if strings.HasPrefix(rest, "^") {
				return Term{}, "", false
			}
			return Term{Kind: Norm, V: v}, rest, true
		}
	}
	v, rest, ok := readParenComb(s)
	if !ok {
		return Term{}, "", false
	}
	rest, ok = strings.CutPrefix(rest, `\cdot`)
	if !ok {
		return Term{}, "", false
	}
	w, rest, ok := readParenComb(rest)
	if !ok {
		return Term{}, "", false
	}
	return Term{Kind: Dot, V: v, W: w}, rest, true
}

// readParenComb reads one vector or a parenthesised linear combination.
func readParenComb(s string) (Comb, string, bool) {
	if rest, ok := strings.CutPrefix(s, "("); ok {
		c, rest, ok := readComb(rest)
		rest, ok2 := strings.CutPrefix(rest, ")")
		return c, rest, ok && ok2
	}
	nm := vecName.FindStringSubmatch(s)
	if nm == nil {
		return Comb{}, "", false
	}
	return Comb{Names: []string{nm[1]}, Coefs: []*big.Rat{big.NewRat(1, 1)}}, s[len(nm[0]):], true
}
