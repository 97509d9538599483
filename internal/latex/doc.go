// Package latex reads the LaTeX math of the books into the typed tree of
// package ast. ParseExpr reads one fragment (no surrounding $); Fragments
// finds the fragments of a prose text.
//
// The reading follows the books' notation (dataset spec, section 2):
//
//   - `A : B` divides, left to right at the precedence of \cdot:
//     `12 : 3 \cdot 2` is (12/3)*2.
//   - Implicit products (`2x`, `(x+1)(x-1)`) bind tighter than the explicit
//     operators: `1/2x` is 1/(2x), `6:2(1+2)` is 6/(2*3).
//   - A superscript after a function name is a power of the value:
//     `\sin^22\alpha` is (sin 2α)². A function without parentheses takes
//     the product of factors that follows, up to the next function name
//     (`\sin x \cos x`); with parentheses it takes their content and a
//     following ^ is a power of the value (`\sin(x)^2`).
//   - `{}^4\sqrt{x}` is a 4th root; `[x]` (one item) is the integer part;
//     `\{x\}` (one item) the fractional part; `\tanx` is \tan x.
//   - An integer directly followed by \frac of integers is a mixed number
//     (`2\frac13` is 7/3); a \frac in braces or parentheses is a factor.
//   - Decimal commas: see resolveCommas (`0{,}5`, `1,5`, `(-0,5; 2)` are
//     decimals; `1, 5`, `1,2,3`, `(0,3)` are lists and pairs).
//   - One-token arguments take one digit: `\frac13`, `x^22` is x² · 2.
//   - A bare `%` is a percent sign, not a TeX comment; `\$` is dropped.
//   - Matrices become Tuples (see env.go); cases/aligned lines become a `;`
//     List, a line starting with a relation continues the chain.
//
// Conventions for shapes the node set has no type for: `52_8` is
// Func{Other "base", Base 8, Args [52]}; `\|v\|` is Func{Other "norm"};
// vmatrix is Func{Other "det"}; `\lceil x\rceil` is Func{Other "ceil"};
// `f'(x)` is Call{Name "f'"}; `(X)'` is Derivative{Var ""}; `y'` is
// Postfix{Prime}; a sum subscript that is not `k=a` leaves Var "".
//
// Errors carry a byte offset and a snippet; a failed parse returns a
// partial tree with ast.Bad nodes. Limits (Config) bound input length,
// nesting depth and node count, so hostile input fails fast.
package latex
