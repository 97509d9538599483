package ast

import "strconv"

// The String methods below give the short names that Dump uses.

var constNames = [...]string{Pi: "pi", E: "e", Infinity: "inf", Integers: "Z", Naturals: "N", Rationals: "Q", Reals: "R", EmptySet: "emptyset"}

func (k ConstKind) String() string { return enumName(constNames[:], int(k), "const") }

var unaryNames = [...]string{Neg: "neg", Plus: "plus", PM: "pm", MP: "mp"}

func (op UnaryOp) String() string { return enumName(unaryNames[:], int(op), "unary") }

var binaryNames = [...]string{Add: "add", Sub: "sub", Mul: "mul", Div: "div", Pow: "pow", PlusMinus: "pm", MinusPlus: "mp", Union: "cup", Intersect: "cap", SetMinus: "setminus"}

func (op BinaryOp) String() string { return enumName(binaryNames[:], int(op), "binary") }

var formNames = [...]string{FormPlain: "plain", FormImplicit: "implicit", FormCdot: "cdot", FormTimes: "times", FormColon: "colon", FormDiv: "div", FormFrac: "frac", FormMixed: "mixed"}

func (f Form) String() string { return enumName(formNames[:], int(f), "form") }

var funcNames = [...]string{
	Sin: "sin", Cos: "cos", Tan: "tan", Cot: "cot", Sec: "sec", Csc: "csc",
	Arcsin: "arcsin", Arccos: "arccos", Arctan: "arctan", Arccot: "arccot",
	Sinh: "sinh", Cosh: "cosh", Tanh: "tanh", Coth: "coth", Exp: "exp", Ln: "ln", Lg: "lg", Log: "log",
	Abs: "abs", Floor: "floor", FracPart: "fracpart", Sign: "sgn", Min: "min", Max: "max", GCD: "gcd", LCM: "lcm",
	Binom: "binom", Factorial: "fact", Other: "other",
}

func (f FuncName) String() string { return enumName(funcNames[:], int(f), "func") }

var postfixNames = [...]string{Percent: "percent", Degree: "deg", Prime: "prime"}

func (op PostfixOp) String() string { return enumName(postfixNames[:], int(op), "postfix") }

var relNames = [...]string{Eq: "=", Ne: "!=", Lt: "<", Le: "<=", Gt: ">", Ge: ">=", Approx: "~=", In: "in", NotIn: "notin", Equiv: "<=>"}

func (op RelOp) String() string { return enumName(relNames[:], int(op), "rel") }

func (s SepKind) String() string {
	switch s {
	case Comma:
		return ","
	case Semicolon:
		return ";"
	}
	return "sep(" + strconv.Itoa(int(s)) + ")"
}

func enumName(names []string, i int, kind string) string {
	if i >= 0 && i < len(names) && names[i] != "" {
		return names[i]
	}
	return kind + "(" + strconv.Itoa(i) + ")"
}
