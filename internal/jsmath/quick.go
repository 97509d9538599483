package jsmath

import (
	"strconv"
	"strings"
)

// The quick reading of an expression: the glue compiles the expressions
// Serialize writes (numbers, names, calls, parentheses, + - * / ^ and unary
// signs) without m.parse, which descends some twenty grammar levels for
// every operand in goja. quickProgram reads the text here, in Go, and
// hands the glue its postfix program; the glue's build turns the program
// into the evaluation function math.js's compile() would give for m.parse's
// tree (or into that tree, for a test), and checks the names. Anything else
// (another operator, implicit multiplication, exponent notation, a syntax
// error, nesting deeper than maxQuickDepth) has no program, and the glue
// uses m.parse.
//
// The program is one string: its items separated by progSep, each an
// instruction followed by its operands:
//
//	n TEXT      a number
//	s NAME      a symbol
//	b OP        a binary operation (+ - * / ^) of the two values below
//	u OP        a sign (- +) of the value below
//	c NAME K    a call of NAME with the K values below
//	p           parentheses around the value below
//	k I         the I-th number of the expression (shapes only)
//
// compile is given the program's shape (shapeOf): the program with each
// number written k I, and the numbers apart. Leg 1's evidence has many
// expressions of one shape, x^2 - 46x + 524 and x^2 - 12x + 7, and the
// glue builds a shape's evaluation function once, which is most of the
// time a compile takes in goja.
const progSep = "\x00"

// maxQuickDepth bounds the nesting a quick reading follows (parentheses,
// calls, signs and powers), far above what Serialize writes: deeper
// expressions are left to m.parse, which fails cleanly at the call-stack
// limit.
const maxQuickDepth = 200

// quickProgram returns the program of expr, or "" and false when the glue
// must use m.parse.
func quickProgram(expr string) (string, bool) {
	q := quickReader{src: expr}
	q.next()
	if !q.add() || q.kind != tokEnd {
		return "", false
	}
	return q.out.String(), true
}

// shapeOf splits prog into its shape, each n TEXT item written k I with I
// counting the numbers from 0, and its numbers, joined by progSep ("" when
// it has none).
func shapeOf(prog string) (shape, numbers string) {
	items := strings.Split(prog, progSep)
	var nums []string
	for i := 0; i < len(items); i++ {
		switch items[i] {
		case "n":
			if i+1 < len(items) {
				items[i] = "k"
				nums = append(nums, items[i+1])
				items[i+1] = strconv.Itoa(len(nums) - 1)
			}
			i++
		case "s", "b", "u":
			i++
		case "c":
			i += 2
		}
	}
	return strings.Join(items, progSep), strings.Join(nums, progSep)
}

type tokKind int

const (
	tokEnd tokKind = iota
	tokNum
	tokName
	tokOp
	tokBad // a character the quick reading leaves to m.parse
)

// quickReader reads one expression as the grammar
//
//	add     = mul { ("+" | "-") mul }
//	mul     = unary { ("*" | "/") unary }
//	unary   = ("-" | "+") unary | primary [ "^" unary ]
//	primary = number | name [ "(" add { "," add } ")" ] | "(" add ")"
//
// where a primary followed by "(", a number or a name (what m.parse reads
// as a call or an implicit product) is refused.
type quickReader struct {
	src   string
	pos   int
	kind  tokKind
	tok   string
	depth int
	out   strings.Builder
}

func isDigit(c byte) bool     { return c >= '0' && c <= '9' }
func isNameStart(c byte) bool { return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c == '_' }

// next reads the next token into kind and tok. Only spaces separate
// tokens; a number is digits with an optional fraction of at least one
// digit, and it may not run into a name or a second point.
func (q *quickReader) next() {
	for q.pos < len(q.src) && q.src[q.pos] == ' ' {
		q.pos++
	}
	if q.pos >= len(q.src) {
		q.kind, q.tok = tokEnd, ""
		return
	}
	start, c := q.pos, q.src[q.pos]
	switch {
	case isDigit(c):
		for q.pos < len(q.src) && isDigit(q.src[q.pos]) {
			q.pos++
		}
		if q.pos < len(q.src) && q.src[q.pos] == '.' {
			q.pos++
			if q.pos >= len(q.src) || !isDigit(q.src[q.pos]) {
				q.kind = tokBad
				return
			}
			for q.pos < len(q.src) && isDigit(q.src[q.pos]) {
				q.pos++
			}
		}
		if q.pos < len(q.src) && (isNameStart(q.src[q.pos]) || q.src[q.pos] == '.') {
			q.kind = tokBad
			return
		}
		q.kind, q.tok = tokNum, q.src[start:q.pos]
	case isNameStart(c):
		for q.pos < len(q.src) && (isNameStart(q.src[q.pos]) || isDigit(q.src[q.pos])) {
			q.pos++
		}
		q.kind, q.tok = tokName, q.src[start:q.pos]
	default:
		q.pos++
		q.tok = q.src[start:q.pos]
		if strings.Contains("+-*/^(),", q.tok) {
			q.kind = tokOp
		} else {
			q.kind = tokBad
		}
	}
}

func (q *quickReader) isOp(op string) bool { return q.kind == tokOp && q.tok == op }

// emit writes one instruction and its operands.
func (q *quickReader) emit(items ...string) {
	for _, it := range items {
		if q.out.Len() > 0 {
			q.out.WriteString(progSep)
		}
		q.out.WriteString(it)
	}
}

// enter counts one level of nesting; false past maxQuickDepth.
func (q *quickReader) enter() bool {
	q.depth++
	return q.depth <= maxQuickDepth
}

func (q *quickReader) add() bool { return q.chain(q.mul, "+", "-") }

func (q *quickReader) mul() bool { return q.chain(q.unary, "*", "/") }

// chain reads operand { (op1 | op2) operand }, left-associative.
func (q *quickReader) chain(operand func() bool, op1, op2 string) bool {
	if !operand() {
		return false
	}
	for q.isOp(op1) || q.isOp(op2) {
		op := q.tok
		q.next()
		if !operand() {
			return false
		}
		q.emit("b", op)
	}
	return true
}

func (q *quickReader) unary() bool {
	if !q.enter() {
		return false
	}
	defer func() { q.depth-- }()
	if q.isOp("-") || q.isOp("+") {
		op := q.tok
		q.next()
		if !q.unary() {
			return false
		}
		q.emit("u", op)
		return true
	}
	if !q.primary() {
		return false
	}
	if q.isOp("^") {
		q.next()
		if !q.unary() {
			return false
		}
		q.emit("b", "^")
	}
	return true
}

func (q *quickReader) primary() bool {
	switch {
	case q.kind == tokNum:
		q.emit("n", q.tok)
		q.next()
	case q.kind == tokName:
		name := q.tok
		q.next()
		if !q.isOp("(") {
			q.emit("s", name)
			break
		}
		q.next()
		args := 1
		if !q.add() {
			return false
		}
		for q.isOp(",") {
			q.next()
			if !q.add() {
				return false
			}
			args++
		}
		if !q.isOp(")") {
			return false
		}
		q.next()
		q.emit("c", name, strconv.Itoa(args))
	case q.isOp("("):
		q.next()
		if !q.add() || !q.isOp(")") {
			return false
		}
		q.next()
		q.emit("p")
	default:
		return false
	}
	// What m.parse would read as a call or an implicit product.
	return !(q.isOp("(") || q.kind == tokNum || q.kind == tokName)
}
