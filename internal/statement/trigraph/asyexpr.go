package trigraph

import (
	"math/big"
	"strings"
)

// lin is x·X + c + p·π.
type lin struct{ x, c, p *big.Rat }

// val is add + k·f(arg), f empty when there is no function term.
type val struct {
	add lin
	f   string
	k   *big.Rat
	arg lin
}

func zero() lin { return lin{new(big.Rat), new(big.Rat), new(big.Rat)} }

func (l lin) scale(r *big.Rat) lin {
	return lin{new(big.Rat).Mul(l.x, r), new(big.Rat).Mul(l.c, r), new(big.Rat).Mul(l.p, r)}
}

func (l lin) plus(o lin) lin {
	return lin{new(big.Rat).Add(l.x, o.x), new(big.Rat).Add(l.c, o.c), new(big.Rat).Add(l.p, o.p)}
}

// rational is the value when v is a rational constant.
func (v val) rational() (*big.Rat, bool) {
	if v.f != "" || v.add.x.Sign() != 0 || v.add.p.Sign() != 0 {
		return nil, false
	}
	return v.add.c, true
}

// asyParser reads the few Asymptote expressions of a trigonometric graph:
// numbers, x, pi, + - * /, parentheses and sin cos tan cot sec csc.
type asyParser struct {
	toks []string
	pos  int
}

func tokenize(s string) ([]string, bool) {
	var out []string
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case c == ' ' || c == '\t' || c == '\n':
			i++
		case strings.IndexByte("+-*/()", c) >= 0:
			out = append(out, string(c))
			i++
		case c >= '0' && c <= '9' || c == '.':
			j := i
			for j < len(s) && (s[j] >= '0' && s[j] <= '9' || s[j] == '.') {
				j++
			}
			out = append(out, s[i:j])
			i = j
		case c >= 'a' && c <= 'z':
			j := i
			for j < len(s) && s[j] >= 'a' && s[j] <= 'z' {
				j++
			}
			out = append(out, s[i:j])
			i = j
		default:
			return nil, false
		}
		if len(out) > 64 {
			return nil, false
		}
	}
	return out, true
}

// readDrawn reads E as K·F(B·x + C) + D.
func readDrawn(src string) (Drawn, bool) {
	toks, ok := tokenize(src)
	if !ok || len(toks) == 0 {
		return Drawn{}, false
	}
	p := &asyParser{toks: toks}
	v, ok := p.sum(0)
	if !ok || p.pos != len(toks) || v.f == "" || v.add.x.Sign() != 0 || v.add.p.Sign() != 0 ||
		v.k.Sign() == 0 || v.arg.x.Sign() == 0 || v.arg.c.Sign() != 0 {
		return Drawn{}, false
	}
	return Drawn{F: v.f, K: v.k, B: v.arg.x, C: v.arg.p, D: v.add.c}, true
}

func (p *asyParser) peek() string {
	if p.pos < len(p.toks) {
		return p.toks[p.pos]
	}
	return ""
}

func (p *asyParser) sum(depth int) (val, bool) {
	if depth > 8 {
		return val{}, false
	}
	v, ok := p.product(depth)
	for ok && (p.peek() == "+" || p.peek() == "-") {
		neg := p.peek() == "-"
		p.pos++
		var w val
		if w, ok = p.product(depth); !ok {
			break
		}
		if neg {
			w = negate(w)
		}
		v, ok = add(v, w)
	}
	return v, ok
}

func negate(v val) val {
	m := big.NewRat(-1, 1)
	v.add = v.add.scale(m)
	if v.f != "" {
		v.k = new(big.Rat).Neg(v.k)
	}
	return v
}

func add(a, b val) (val, bool) {
	if a.f != "" && b.f != "" {
		return val{}, false
	}
	out := a
	out.add = a.add.plus(b.add)
	if b.f != "" {
		out.f, out.k, out.arg = b.f, b.k, b.arg
	}
	return out, true
}

func (p *asyParser) product(depth int) (val, bool) {
	v, ok := p.unary(depth)
	for ok && (p.peek() == "*" || p.peek() == "/") {
		div := p.peek() == "/"
		p.pos++
		var w val
		if w, ok = p.unary(depth); !ok {
			break
		}
		v, ok = mul(v, w, div)
	}
	return v, ok
}

// mul multiplies (divides) when one side is a rational constant (the
// divisor always, nonzero).
func mul(a, b val, div bool) (val, bool) {
	if div {
		r, ok := b.rational()
		if !ok || r.Sign() == 0 {
			return val{}, false
		}
		return scaleVal(a, new(big.Rat).Inv(r)), true
	}
	if r, ok := a.rational(); ok {
		return scaleVal(b, r), true
	}
	if r, ok := b.rational(); ok {
		return scaleVal(a, r), true
	}
	return val{}, false
}

func scaleVal(v val, r *big.Rat) val {
	v.add = v.add.scale(r)
	if v.f != "" {
		v.k = new(big.Rat).Mul(v.k, r)
	}
	return v
}

func (p *asyParser) unary(depth int) (val, bool) {
	switch t := p.peek(); {
	case t == "-":
		p.pos++
		v, ok := p.unary(depth)
		return negate(v), ok
	case t == "+":
		p.pos++
		return p.unary(depth)
	case t == "(":
		p.pos++
		v, ok := p.sum(depth + 1)
		if !ok || p.peek() != ")" {
			return val{}, false
		}
		p.pos++
		return v, true
	case t == "x":
		p.pos++
		l := zero()
		l.x.SetInt64(1)
		return val{add: l}, true
	case t == "pi":
		p.pos++
		l := zero()
		l.p.SetInt64(1)
		return val{add: l}, true
	case t == "sin" || t == "cos" || t == "tan" || t == "cot" || t == "sec" || t == "csc":
		p.pos++
		if p.peek() != "(" {
			return val{}, false
		}
		p.pos++
		a, ok := p.sum(depth + 1)
		if !ok || p.peek() != ")" || a.f != "" {
			return val{}, false
		}
		p.pos++
		return val{add: zero(), f: t, k: big.NewRat(1, 1), arg: a.add}, true
	case t != "" && (t[0] >= '0' && t[0] <= '9' || t[0] == '.'):
		p.pos++
		r, ok := new(big.Rat).SetString(t)
		if !ok {
			return val{}, false
		}
		l := zero()
		l.c.Set(r)
		return val{add: l}, true
	}
	return val{}, false
}
