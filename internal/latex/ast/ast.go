// Package ast declares the typed expression tree that the LaTeX reader
// (package latex) produces and that the evaluator (package cas), the
// math.js serialiser (package jsmath), the checker and the scorer consume.
// It imports nothing of ours.
//
// The node set is closed: every node is one of the types below. Positions
// are byte offsets into the source text.
package ast

// Pos is a byte offset into the LaTeX source.
type Pos int

// Node is any node of the tree.
type Node interface {
	Pos() Pos // first byte of the node
	End() Pos // first byte after the node
}

// Expr is an expression node.
type Expr interface {
	Node
	exprNode()
}

// Span is embedded in every node to carry its extent.
type Span struct{ From, To Pos }

func (s Span) Pos() Pos { return s.From }
func (s Span) End() Pos { return s.To }

// Number is a numeric literal. Int and Frac are the digit strings before and
// after the decimal point (a decimal comma is already a point here); Repeat
// is the repeating block of a periodic decimal (`0,(3)` has Int "0", Frac ""
// and Repeat "3").
type Number struct {
	Span
	Int, Frac, Repeat string
}

// Ident is a variable. Name is the LaTeX name without backslash and with a
// subscript folded in: `x`, `alpha`, `x_1`, `a_n`, `x_12` (from `x_{12}`).
type Ident struct {
	Span
	Name string
}

// ConstKind names a mathematical constant or a standard set.
type ConstKind int

const (
	Pi        ConstKind = iota + 1
	E                   // Euler's number (`e`, `\mathrm{e}`)
	Infinity            // `\infty`
	Integers            // `\mathbb{Z}`
	Naturals            // `\mathbb{N}`
	Rationals           // `\mathbb{Q}`
	Reals               // `\mathbb{R}`
	EmptySet            // `\varnothing`, `\emptyset`
)

// Const is a constant or a standard set.
type Const struct {
	Span
	Kind ConstKind
}

// UnaryOp is a prefix operator.
type UnaryOp int

const (
	Neg  UnaryOp = iota + 1 // -x
	Plus                    // +x
	PM                      // \pm x
	MP                      // \mp x
)

// Unary is a prefix operation.
type Unary struct {
	Span
	Op UnaryOp
	X  Expr
}

// BinaryOp is an infix operator.
type BinaryOp int

const (
	Add BinaryOp = iota + 1
	Sub
	Mul
	Div
	Pow
	PlusMinus // a \pm b
	MinusPlus // a \mp b
	Union     // \cup, ∪
	Intersect // \cap
	SetMinus  // \setminus
)

// Form records how a binary operation was written, for notes and for the
// cross-check of leg 2; it never changes the value.
type Form int

const (
	FormPlain    Form = iota // +, -, *, /, ^ as written
	FormImplicit             // juxtaposition: 2x, 2\sqrt{3}
	FormCdot                 // \cdot
	FormTimes                // \times
	FormColon                // A : B (Russian division)
	FormDiv                  // \div
	FormFrac                 // \frac, \dfrac, \tfrac
	FormMixed                // 2\frac{1}{3}: a Russian mixed number (Add)
)

// Binary is an infix operation.
type Binary struct {
	Span
	Op   BinaryOp
	Form Form
	X, Y Expr
}

// Root is the Index-th root of X; Index is nil for the square root.
// `\sqrt[3]{x}` and `{}^3\sqrt{x}` both give Index 3.
type Root struct {
	Span
	Index Expr
	X     Expr
}

// FuncName names a known function.
type FuncName int

const (
	Sin FuncName = iota + 1
	Cos
	Tan // \tan, \tg
	Cot // \cot, \ctg, \cotg
	Sec
	Csc // \csc, \cosec
	Arcsin
	Arccos
	Arctan // \arctan, \arctg
	Arccot // \arccot, \arcctg
	Sinh
	Cosh
	Tanh
	Coth
	Exp
	Ln
	Lg       // log base 10
	Log      // \log_b x (Base set) or \log x (Base nil: natural log in the books' sense is ln; see the reader)
	Abs      // |x|
	Floor    // [x] (integer part)
	FracPart // \{x\} (fractional part)
	Sign     // \operatorname{sgn}
	Min
	Max
	GCD
	LCM
	Binom // C_n^k, \binom{n}{k}: Args = [n, k]
	Factorial
	Other // a named function the reader does not know: Func.Other holds the name
)

// Func is an application of a known function. Base is the logarithm base
// (`\log_2 x`), nil otherwise.
type Func struct {
	Span
	Name  FuncName
	Other string // the name when Name == Other (`\operatorname{foo}`, `f`)
	Base  Expr
	Args  []Expr
}

// PostfixOp is a postfix operator.
type PostfixOp int

const (
	Percent PostfixOp = iota + 1 // 5\%  = 5/100
	Degree                       // 30^\circ = 30*pi/180
	Prime                        // f' (derivative mark)
)

// Postfix is a postfix operation (the factorial is Func{Name: Factorial}).
type Postfix struct {
	Span
	Op PostfixOp
	X  Expr
}

// RelOp is a relation.
type RelOp int

const (
	Eq RelOp = iota + 1
	Ne
	Lt
	Le
	Gt
	Ge
	Approx
	In    // \in
	NotIn // \notin
	Equiv // \equiv, \Leftrightarrow between statements
)

// Rel is a chain of relations: Args[0] Ops[0] Args[1] Ops[1] Args[2] ...
// (`0 < x \le 1` has two ops). len(Args) == len(Ops)+1.
type Rel struct {
	Span
	Ops  []RelOp
	Args []Expr
}

// SepKind is the separator of a list.
type SepKind int

const (
	Comma SepKind = iota + 1
	Semicolon
)

// List is a top-level sequence of items: `1; 2; 3`, `x_1=1,\ x_2=2`.
type List struct {
	Span
	Sep   SepKind
	Items []Expr
}

// Tuple is a bracketed group of two or more items: `(45, 2)`, `[0; 1)`.
// Whether it is a point or an interval is decided by the reader of the
// answer shape, not by the parser. Left is '(' or '['; Right is ')' or ']'.
type Tuple struct {
	Span
	Left, Right byte
	Sep         SepKind
	Items       []Expr
}

// Set is a brace set of items: `\{1, 2, 3\}` (a single-item `\{x\}` in an
// expression is the fractional part, a Func).
type Set struct {
	Span
	Items []Expr
}

// Text is prose: `\text{no solutions}`, `\mbox{...}`.
type Text struct {
	Span
	Value string
}

// Call applies an unknown or user function by name: `f(x)`, `g(2)`.
type Call struct {
	Span
	Name string
	Args []Expr
}

// Limit is `\lim_{Var \to To} X`; Dir is -1, 0 or +1 for a one-sided limit.
type Limit struct {
	Span
	Var string
	To  Expr
	Dir int
	X   Expr
}

// Integral is `\int_Lo^Hi X \,dVar`; Lo and Hi are nil for an indefinite
// integral.
type Integral struct {
	Span
	Lo, Hi Expr
	X      Expr
	Var    string
}

// Derivative is the Order-th derivative of X with respect to Var
// (`\frac{d}{dx}X`, `(X)'`).
type Derivative struct {
	Span
	X     Expr
	Var   string
	Order int
}

// BigOp is a sum or product: `\sum_{Var=Lo}^{Hi} X`.
type BigOp struct {
	Span
	Prod   bool
	Var    string
	Lo, Hi Expr
	X      Expr
}

// Bad stands for a part the reader could not read; Msg says why.
type Bad struct {
	Span
	Msg string
}

func (*Number) exprNode()     {}
func (*Ident) exprNode()      {}
func (*Const) exprNode()      {}
func (*Unary) exprNode()      {}
func (*Binary) exprNode()     {}
func (*Root) exprNode()       {}
func (*Func) exprNode()       {}
func (*Postfix) exprNode()    {}
func (*Rel) exprNode()        {}
func (*List) exprNode()       {}
func (*Tuple) exprNode()      {}
func (*Set) exprNode()        {}
func (*Text) exprNode()       {}
func (*Call) exprNode()       {}
func (*Limit) exprNode()      {}
func (*Integral) exprNode()   {}
func (*Derivative) exprNode() {}
func (*BigOp) exprNode()      {}
func (*Bad) exprNode()        {}
