// Package vecnorms reads questions on vectors known only by their norms,
// dot products and angles (issue 42, MATH Precalculus): the whole prose,
// each formula replaced by "$", must be one of a few sentences, e.g.
//
//	Vectors $ and $ satisfy $ and $. Also, the angle between vectors $ and $ is $. Find $.
//	If $ and $, then find $.   If $, then find $.   Given $, find $.
//	Given vectors $ and $ such that $, $, and $. Find $, where $ is the angle between $ and $.
//	If $, $, and $ are vectors such that $, $, and $, then find $.
//	Let $ and $ be vectors such that $ and $. If $ is the angle between the vectors $ and $, then find $.
//
// with the facts ‖x‖ = n (or ‖x‖ = ‖y‖ = n), x·y = n, ‖αx ± βy‖ = n, an
// angle d° between two vectors, and the target ‖L‖, ‖L‖², L₁·L₂ or cos θ
// (L integer combinations of the vectors). It reads; internal/check/space
// (CheckVecNorms) computes the target from the Gram matrix.
package vecnorms

import (
	"math/big"
	"regexp"
	"sort"
	"strings"
)

// Combo is an integer combination of vectors: name → coefficient.
type Combo map[string]*big.Rat

// FactKind is a kind of fact.
type FactKind int

// The facts.
const (
	Norm     FactKind = iota + 1 // ‖L‖ = N (L one vector or a combination of two)
	Dot                          // X·Y = N
	AngleDeg                     // the angle between X and Y is Deg degrees
)

// Fact is one fact stated.
type Fact struct {
	Kind FactKind
	L    Combo
	X, Y string
	N    *big.Rat
	Deg  int
}

// TargetKind is what is asked.
type TargetKind int

// The targets.
const (
	NormOf   TargetKind = iota + 1 // ‖L1‖
	NormSq                         // ‖L1‖²
	DotOf                          // L1·L2
	CosAngle                       // cos of the angle between L1 and L2
)

// Question is one question read.
type Question struct {
	Vectors []string
	Facts   []Fact
	Target  TargetKind
	L1, L2  Combo
}

type template struct {
	prose string
	roles string // V vector, F fact, T target, A angle d°, C "\cos \theta", H "\theta", X/Y the angle's two sides
}

var templates = []template{
	{"Vectors $ and $ satisfy $ and $. Also, the angle between vectors $ and $ is $. Find $.", "VVFFxyAT"},
	{"If $ and $, then find $.", "FFT"},
	{"If $, then find $.", "FT"},
	{"Given $, find $.", "FT"},
	{"Given vectors $ and $ such that $, $, and $. Find $, where $ is the angle between $ and $.", "VVFFFCHXY"},
	{"If $, $, and $ are vectors such that $, $, and $, then find $.", "VVVFFFT"},
	{"Let $ and $ be vectors such that $ and $. If $ is the angle between the vectors $ and $, then find $.", "VVFFHXYC"},
}

var (
	vecRe    = regexp.MustCompile(`^\\mathbf\{([a-z])\}$`)
	termRe   = regexp.MustCompile(`^([+-]?)(\d{0,3})\\mathbf\{([a-z])\}`)
	numRe    = regexp.MustCompile(`^-?\d{1,4}$`)
	chainRe  = regexp.MustCompile(`^\\\|\\mathbf\{([a-z])\}\\\|=\\\|\\mathbf\{([a-z])\}\\\|=(\d{1,4})$`)
	normRe   = regexp.MustCompile(`^\\\|([^|]+)\\\|=(\d{1,4})$`)
	dotRe    = regexp.MustCompile(`^\\mathbf\{([a-z])\}\\cdot\\mathbf\{([a-z])\}=(-?\d{1,4})$`)
	angRe    = regexp.MustCompile(`^(\d{1,3})\^\\circ$`)
	tNormRe  = regexp.MustCompile(`^\\\|([^|]+)\\\|(\^2)?$`)
	tDotRe   = regexp.MustCompile(`^(\([^()]+\)|\\mathbf\{[a-z]\})\\cdot(\([^()]+\)|\\mathbf\{[a-z]\})$`)
	displayR = regexp.MustCompile(`\\\[(.*?)\\\]`)
)

// Read reads the question; ok is false when the statement is not one of
// the sentences or a formula is not of its role's shape.
func Read(problem string) (Question, bool) {
	if !strings.Contains(problem, `\mathbf`) || !strings.Contains(problem, `\|`) && !strings.Contains(problem, `\cdot`) {
		return Question{}, false
	}
	prose, fs, ok := split(problem)
	if !ok {
		return Question{}, false
	}
	for _, t := range templates {
		if t.prose != prose || len(t.roles) != len(fs) {
			continue
		}
		return build(t.roles, fs)
	}
	return Question{}, false
}

// split replaces each formula ($…$ or \[…\]) by "$", moves the
// punctuation that ends a formula after it, and collapses whitespace; the
// formulas are returned without spaces.
func split(problem string) (string, []string, bool) {
	s := displayR.ReplaceAllString(problem, "$$$1$$")
	s = strings.ReplaceAll(s, "$$", "$")
	parts := strings.Split(s, "$")
	if len(parts)%2 == 0 {
		return "", nil, false
	}
	var b strings.Builder
	var fs []string
	for i, p := range parts {
		if i%2 == 0 {
			b.WriteString(p)
			continue
		}
		f := strings.ReplaceAll(strings.Join(strings.Fields(p), ""), " ", "")
		punct := ""
		for len(f) > 0 && strings.ContainsRune(".,", rune(f[len(f)-1])) {
			punct = string(f[len(f)-1]) + punct
			f = f[:len(f)-1]
		}
		fs = append(fs, f)
		b.WriteString("$" + punct)
	}
	return strings.Join(strings.Fields(b.String()), " "), fs, true
}

func build(roles string, fs []string) (Question, bool) {
	var q Question
	var x, y string
	var cosAsked bool
	for i, r := range roles {
		f := fs[i]
		switch r {
		case 'V':
			m := vecRe.FindStringSubmatch(f)
			if m == nil {
				return Question{}, false
			}
			q.Vectors = append(q.Vectors, m[1])
		case 'x', 'y', 'X', 'Y':
			m := vecRe.FindStringSubmatch(f)
			l, ok := combo(f)
			if r == 'x' || r == 'y' {
				if m == nil {
					return Question{}, false
				}
			} else if !ok {
				return Question{}, false
			}
			if r == 'x' || r == 'X' {
				x = f
			} else {
				y = f
			}
			_ = l
		case 'F':
			facts, ok := readFact(f)
			if !ok {
				return Question{}, false
			}
			q.Facts = append(q.Facts, facts...)
		case 'A':
			m := angRe.FindStringSubmatch(f)
			if m == nil {
				return Question{}, false
			}
			d, _ := new(big.Rat).SetString(m[1])
			xm, ym := vecRe.FindStringSubmatch(x), vecRe.FindStringSubmatch(y)
			q.Facts = append(q.Facts, Fact{Kind: AngleDeg, X: xm[1], Y: ym[1], Deg: int(d.Num().Int64())})
		case 'C':
			if f != `\cos\theta` {
				return Question{}, false
			}
			cosAsked = true
		case 'H':
			if f != `\theta` {
				return Question{}, false
			}
		case 'T':
			if !readTarget(&q, f) {
				return Question{}, false
			}
		}
	}
	if cosAsked {
		l1, ok1 := combo(x)
		l2, ok2 := combo(y)
		if !ok1 || !ok2 {
			return Question{}, false
		}
		q.Target, q.L1, q.L2 = CosAngle, l1, l2
	}
	if q.Target == 0 || !q.named() {
		return Question{}, false
	}
	return q, true
}

// named reports whether every vector used is one the statement names (or,
// with no vectors named, nothing to check).
func (q Question) named() bool {
	if len(q.Vectors) == 0 {
		return true
	}
	in := map[string]bool{}
	for _, v := range q.Vectors {
		in[v] = true
	}
	for _, l := range []Combo{q.L1, q.L2} {
		for v := range l {
			if !in[v] {
				return false
			}
		}
	}
	for _, f := range q.Facts {
		for v := range f.L {
			if !in[v] {
				return false
			}
		}
		if f.X != "" && (!in[f.X] || !in[f.Y]) {
			return false
		}
	}
	return true
}

func readFact(f string) ([]Fact, bool) {
	n := func(s string) *big.Rat { r, _ := new(big.Rat).SetString(s); return r }
	if m := chainRe.FindStringSubmatch(f); m != nil {
		return []Fact{{Kind: Norm, L: Combo{m[1]: big.NewRat(1, 1)}, N: n(m[3])}, {Kind: Norm, L: Combo{m[2]: big.NewRat(1, 1)}, N: n(m[3])}}, true
	}
	if m := normRe.FindStringSubmatch(f); m != nil {
		l, ok := combo(m[1])
		if !ok || len(l) > 2 {
			return nil, false
		}
		return []Fact{{Kind: Norm, L: l, N: n(m[2])}}, true
	}
	if m := dotRe.FindStringSubmatch(f); m != nil {
		return []Fact{{Kind: Dot, X: m[1], Y: m[2], N: n(m[3])}}, true
	}
	return nil, false
}

func readTarget(q *Question, f string) bool {
	if m := tNormRe.FindStringSubmatch(f); m != nil {
		l, ok := combo(m[1])
		if !ok {
			return false
		}
		q.Target, q.L1 = NormOf, l
		if m[2] != "" {
			q.Target = NormSq
		}
		return true
	}
	if m := tDotRe.FindStringSubmatch(f); m != nil {
		l1, ok1 := combo(strings.TrimSuffix(strings.TrimPrefix(m[1], "("), ")"))
		l2, ok2 := combo(strings.TrimSuffix(strings.TrimPrefix(m[2], "("), ")"))
		if !ok1 || !ok2 {
			return false
		}
		q.Target, q.L1, q.L2 = DotOf, l1, l2
		return true
	}
	return false
}

// combo reads "2\mathbf{a}-\mathbf{b}" (spaces removed) as coefficients.
func combo(s string) (Combo, bool) {
	out := Combo{}
	if s == "" {
		return nil, false
	}
	for s != "" {
		m := termRe.FindStringSubmatch(s)
		if m == nil {
			return nil, false
		}
		c := big.NewRat(1, 1)
		if m[2] != "" {
			c.SetString(m[2])
		}
		if m[1] == "-" {
			c.Neg(c)
		}
		if out[m[3]] == nil {
			out[m[3]] = new(big.Rat)
		}
		out[m[3]].Add(out[m[3]], c)
		s = s[len(m[0]):]
		if s != "" && s[0] != '+' && s[0] != '-' {
			return nil, false
		}
	}
	return out, true
}

// Names are the combination's vectors in order.
func (l Combo) Names() []string {
	var ns []string
	for n := range l {
		ns = append(ns, n)
	}
	sort.Strings(ns)
	return ns
}
