package latex

import "github.com/dgnpipe/dgnpipe/internal/latex/ast"

// funcWords maps the control words (and \operatorname names) of the known
// functions to their names.
var funcWords = map[string]ast.FuncName{
	"sin": ast.Sin, "cos": ast.Cos, "tan": ast.Tan, "tg": ast.Tan,
	"cot": ast.Cot, "ctg": ast.Cot, "cotg": ast.Cot, "sec": ast.Sec, "csc": ast.Csc, "cosec": ast.Csc,
	"arcsin": ast.Arcsin, "arccos": ast.Arccos, "arctan": ast.Arctan, "arctg": ast.Arctan,
	"arccot": ast.Arccot, "arcctg": ast.Arccot,
	"sinh": ast.Sinh, "sh": ast.Sinh, "cosh": ast.Cosh, "ch": ast.Cosh, "tanh": ast.Tanh, "th": ast.Tanh,
	"coth": ast.Coth, "cth": ast.Coth,
	"exp": ast.Exp, "ln": ast.Ln, "lg": ast.Lg, "log": ast.Log,
	"sgn": ast.Sign, "sign": ast.Sign, "min": ast.Min, "max": ast.Max, "gcd": ast.GCD, "lcm": ast.LCM,
	"НОД": ast.GCD, "НОК": ast.LCM,
}

// greek are the control words read as variables (name without backslash).
var greek = map[string]bool{
	"alpha": true, "beta": true, "gamma": true, "delta": true, "epsilon": true, "varepsilon": true,
	"zeta": true, "eta": true, "theta": true, "vartheta": true, "iota": true, "kappa": true,
	"lambda": true, "mu": true, "nu": true, "xi": true, "rho": true, "varrho": true, "sigma": true,
	"varsigma": true, "tau": true, "upsilon": true, "phi": true, "varphi": true, "chi": true,
	"psi": true, "omega": true, "Gamma": true, "Delta": true, "Theta": true, "Lambda": true,
	"Xi": true, "Pi": true, "Sigma": true, "Upsilon": true, "Phi": true, "Psi": true, "Omega": true,
	"ell": true,
}

var constWords = map[string]ast.ConstKind{
	"pi": ast.Pi, "infty": ast.Infinity, "varnothing": ast.EmptySet, "emptyset": ast.EmptySet,
}

var setLetters = map[string]ast.ConstKind{
	"Z": ast.Integers, "N": ast.Naturals, "Q": ast.Rationals, "R": ast.Reals,
}

var relWords = map[string]ast.RelOp{
	"ne": ast.Ne, "neq": ast.Ne, "le": ast.Le, "leq": ast.Le, "leqslant": ast.Le, "lt": ast.Lt,
	"ge": ast.Ge, "geq": ast.Ge, "geqslant": ast.Ge, "gt": ast.Gt, "approx": ast.Approx,
	"in": ast.In, "notin": ast.NotIn, "equiv": ast.Equiv, "Leftrightarrow": ast.Equiv, "iff": ast.Equiv,
}

var fracWords = map[string]bool{"frac": true, "dfrac": true, "tfrac": true, "cfrac": true}

var textWords = map[string]bool{
	"text": true, "mbox": true, "textrm": true, "textbf": true, "textit": true, "textup": true,
	"textnormal": true, "hbox": true,
}

// wrapperWords take one braced argument and are transparent.
var wrapperWords = map[string]bool{
	"boxed": true, "fbox": true, "mathbf": true, "bm": true, "boldsymbol": true, "mathit": true,
	"displaystyle": true, "mathnormal": true, "vec": true, "mathsf": true,
}

// knownCommands is every control word the reader understands; a word not
// in it that starts with a function name is split (`\tanx` is \tan x).
var knownCommands = func() map[string]bool {
	m := map[string]bool{}
	for _, tab := range []map[string]bool{greek, fracWords, textWords, wrapperWords, spacing} {
		for k := range tab {
			m[k] = true
		}
	}
	for k := range funcWords {
		m[k] = true
	}
	for k := range constWords {
		m[k] = true
	}
	for k := range relWords {
		m[k] = true
	}
	for _, k := range []string{
		"sqrt", "binom", "dbinom", "tbinom", "left", "right", "cdot", "times", "div", "pm", "mp",
		"cup", "cap", "setminus", "bigcup", "bigcap", "mathbb", "mathrm", "operatorname", "lim",
		"sum", "prod", "int", "to", "rightarrow", "circ", "degree", "lvert", "rvert", "vert",
		"lfloor", "rfloor", "lceil", "rceil", "lbrace", "rbrace", "langle", "rangle", "infty",
		"mathbb", "cdots", "ldots", "dots", "colon", "mid", "prime", "begin", "end",
	} {
		m[k] = true
	}
	return m
}()
