package audit

import (
	"regexp"
	"sort"
	"strings"
)

// The forms a slip of a rewriting is read in beyond plain letters
// (docs/solution-audit.md, "How a step is decided"). Each is a form the
// identity check already reads when it confirms a step (the step held at
// the sample points as written), so that the slip can refute what the
// sampling can confirm:
//
//   - an absolute value or a modulus, `|x-5|`, `|18(A-B)|`;
//   - a variable with a subscript that is a numeral, a letter, or a
//     letter shifted by a numeral (`x_1`, `a_n`, `a_{n+1}`), and a
//     logarithm's base (`\log_8 p`);
//   - a letter before a bracket that is a product, not a function: i, or
//     a letter the step also has outside any such bracket (`8a(2a)`,
//     `2i(5)`; `q(x)`, `o(-1)` stay functions);
//   - a root's index (`\sqrt[3]{x}`; other square brackets are read as
//     floors, and stay out);
//   - vectors and matrices named by one letter (`\mathbf{a}`,
//     `\mathbf{A}`) under sums, scalar multiples, dot products, products
//     and inverses: an identity of all vectors (or matrices) holds for
//     those of dimension 1, the numbers, so a step that fails for numbers
//     is false for vectors too. Not `\times` (no cross product in
//     dimension 1), not the unit vectors i, j, k nor the identity I
//     (which are not free), not an arrow over two points;
//   - a function's argument without brackets whose reach is sure: a
//     letter, a Greek letter or a numeral times one of them (`\sin 2x`,
//     `\cos 3\theta`, `\cos^2 \theta`), or a braced group or fraction,
//     then the end, a bracket closing, an operator that binds less than
//     the application, or another function (`\sin x \cos x`).
//
// Since issue 40's third round, also: capitals side by side where their
// reading as products is one to one (capitalRunsRead), ω and ζ
// (slipGreek), a Greek letter before a bracket that stands unapplied
// elsewhere (greekApplied), a letter applied to one letter only
// (oneQuantity), square brackets whole at whole points (wholeBrackets,
// tested at whole points), and a logarithm's base changed (logBase).

var (
	// slipSubscriptRe is a subscript a slip reads as part of a name: of
	// a letter or a Greek letter, a numeral, a letter or a letter shifted
	// by a numeral; or a logarithm's base.
	slipSubscriptRe = regexp.MustCompile(`([a-zA-Z]|\\(alpha|beta|gamma|delta|theta|phi|varphi|psi|lambda|mu|sigma|tau|rho))\s*_\s*(\{\s*([a-zA-Z]|\d+|[a-zA-Z]\s*[+-]\s*\d+)\s*\}|[a-zA-Z0-9])|\\log\s*_\s*(\{[^{}]*\}|[a-zA-Z0-9])`)
	// slipVarSubRe is the subscript of a variable's name (after `_`).
	slipVarSubRe = regexp.MustCompile(`^([a-zA-Z]|\d+|[a-zA-Z][+-]\d+)$`)
	// slipVectorRe is a vector or a matrix named by one letter.
	slipVectorRe = regexp.MustCompile(`\\(mathbf|vec|boldsymbol|bm)\s*(\{\s*([a-zA-Z])\s*\}|([a-zA-Z]))`)
	// rootIndexRe is a root's index, `\sqrt[3]`.
	rootIndexRe = regexp.MustCompile(`\\sqrt\s*\[[^\[\]]*\]`)
	// sureSlipArgRe is a function's argument without brackets whose reach
	// is sure (beyond sureArgRe): a numeral times a letter or a Greek
	// letter, a braced group or a fraction, then the end, a closing
	// bracket, an operator that binds less than the application, or
	// another function.
	sureSlipArgRe = regexp.MustCompile(`^(\d*\s*([a-zA-Z]|\\(alpha|beta|gamma|delta|theta|phi|varphi|psi|lambda|mu|sigma|tau|rho|pi))|\{[^{}]*\}|\\[dt]?frac\s*\{[^{}]*\}\s*\{[^{}]*\})\s*($|[+\-=)}/]|\s\(|\\right|\\cdot|\\times|\\[,;!]|\\(sin|cos|tan|cot|sec|csc|log|ln)\b)`)
)

// slipVar says v is a variable a slip may be read in: one letter other
// than e, or a Greek letter of slipGreek, with at most a subscript of
// slipVarSubRe (`x_1`, `a_n`, `a_{n+1}`).
func slipVar(v string) bool {
	base, sub, hasSub := strings.Cut(v, "_")
	if hasSub && !slipVarSubRe.MatchString(sub) {
		return false
	}
	lower := len(base) == 1 && base[0] >= 'a' && base[0] <= 'z' && base != "e"
	upper := len(base) == 1 && base[0] >= 'A' && base[0] <= 'Z'
	return lower || upper || slipGreek[base]
}

// slipSubscripts says every subscript of text is one slipSubscriptRe
// reads.
func slipSubscripts(text string) bool {
	return !strings.Contains(slipSubscriptRe.ReplaceAllString(text, " "), "_")
}

// slipBrackets says text has no square bracket but a root's index
// (`\sqrt[3]{x}`): `[x]` is read as a floor, which a rational point
// misreads where the solution meant parentheses.
func slipBrackets(text string) bool {
	return !strings.ContainsAny(rootIndexRe.ReplaceAllString(text, `\sqrt`), "[]")
}

// positiveReading says text has an absolute value or a vector: read at
// the slip points, positive numbers, `|b| = |a+b|` becomes b = a+b and
// `(\mathbf{a} \cdot \mathbf{b}) \mathbf{a} = (\mathbf{a} \cdot
// \mathbf{a} - 3) \mathbf{b}` becomes a^2 b = a^2 b - 3b, sides one term
// apart that were an equation. A slip of a numeral still reads them.
func positiveReading(text string) bool {
	return strings.Contains(text, "|") || vectorRe.MatchString(text)
}

// slipVectors says every vector or matrix of text is one a slip reads
// (named by one letter, not i, j, k, e or I; no cross product, no arrow
// over points, no set of numbers).
func slipVectors(text string) bool {
	if !vectorRe.MatchString(text) {
		return true
	}
	if strings.Contains(text, `\times`) || strings.Contains(text, `\overrightarrow`) || strings.Contains(text, `\mathbb`) {
		return false
	}
	for _, m := range slipVectorRe.FindAllStringSubmatch(text, -1) {
		switch m[3] + m[4] {
		case "i", "j", "k", "e", "I":
			return false
		}
	}
	return !vectorRe.MatchString(slipVectorRe.ReplaceAllString(text, " "))
}

// appliedFunction says text applies a letter to an atom (funcAppRe) that
// is a function: a letter other than i that the step has nowhere outside
// such a bracket (`q(x)`, `o(-1)`; in `8a(2a) - a^2`, a is a factor).
func appliedFunction(text string) bool {
	t := commandRe.ReplaceAllString(text, " ")
	for _, m := range funcAppRe.FindAllStringSubmatchIndex(t, -1) {
		letter := t[m[3]]
		if letter == 'i' || letterUnapplied(t, letter) || oneQuantity(t, letter) {
			continue
		}
		return true
	}
	return false
}

// appliedToRe is a letter applied to a bracket, with the bracket's
// content.
var appliedToRe = regexp.MustCompile(`(^|[^a-zA-Z\\])([a-zA-Z])\s*\(([^()]*)\)`)

// oneQuantity says the letter c is applied in t (commands removed) to one
// letter only, the same each time (`q(x) (x - 1)^2 + 2x + 1`): q(x) is
// then one quantity Q, and the product q·x the sampling reads it as
// stands for it one to one (Q = q·x, q = Q/x), so that an identity or a
// slip in Q and x is one in q and x. `o(-1) = -o(2)` is not read.
func oneQuantity(t string, c byte) bool {
	arg := ""
	for _, m := range appliedToRe.FindAllStringSubmatch(t, -1) {
		if m[2][0] != c {
			continue
		}
		a := strings.TrimSpace(m[3])
		if len(a) != 1 || !isASCIILetter(a[0]) || arg != "" && a != arg {
			return false
		}
		arg = a
	}
	return arg != ""
}

// letterUnapplied says the letter c stands in t (commands removed) not
// followed by an opening bracket: a variable, not only a function's name.
func letterUnapplied(t string, c byte) bool {
	for k := 0; k < len(t); k++ {
		if t[k] != c {
			continue
		}
		rest := strings.TrimLeft(t[k+1:], " \t")
		if !strings.HasPrefix(rest, "(") {
			return true
		}
	}
	return false
}

// slipSureReach says every function of text has its argument in
// brackets or one whose reach is sure (sureArgRe, sureSlipArgRe).
func slipSureReach(text string) bool {
	for _, m := range trigCmdRe.FindAllStringSubmatchIndex(text, -1) {
		arg := text[m[len(m)-2]:]
		if !strings.HasPrefix(arg, "(") && !sureArgRe.MatchString(arg) && !sureSlipArgRe.MatchString(arg) {
			return false
		}
	}
	return true
}

// inSubscript says the byte at pos of src is in a braced subscript
// (`a_{n+1}`).
func inSubscript(src string, pos int) bool {
	k := strings.LastIndex(src[:pos], "_{")
	return k >= 0 && !strings.Contains(src[k:pos], "}")
}

// coefficientRestRe is what follows a numeral that is a coefficient of
// a function's argument (`\sin 2x`, `\cos 3\theta`): a letter or a Greek
// letter.
var coefficientRestRe = regexp.MustCompile(`^\s*([a-zA-Z]|\\(alpha|beta|gamma|delta|theta|phi|varphi|psi|lambda|mu|sigma|tau|rho|pi)\b)`)

// degreesRe is a degree sign after a numeral, `^\circ`: the unit shown.
var degreesRe = regexp.MustCompile(`^\s*\^\s*\{?\s*\\circ`)

// funcOfNumeral says a function of text is applied to a numeral alone
// (funcOfNumeralRe: `\cos 60`, `\log 100`, `\sin(90-x)`), whose unit or
// base the step may not show; `\sin 2x` is applied to 2x, and
// `\sin(90^\circ - x)` shows its unit.
func funcOfNumeral(text string) bool {
	for _, m := range funcOfNumeralRe.FindAllStringIndex(text, -1) {
		rest := strings.TrimLeft(text[m[1]:], "0123456789")
		if !coefficientRestRe.MatchString(rest) && !degreesRe.MatchString(rest) {
			return true
		}
	}
	return false
}

// indexSubscript says the numeral at m of src is a subscript alone of a
// letter (`x_1`, `r_{12}`): an index, which a slip may change to the
// index of another variable of the step (numeralSlip keeps the step's
// variables), as it changes a coefficient.
func indexSubscript(src string, m []int) bool {
	pre := strings.TrimRight(src[:m[0]], " ")
	post := src[m[1]:]
	switch {
	case strings.HasSuffix(pre, "_"):
		pre = strings.TrimRight(pre[:len(pre)-1], " ")
	case strings.HasSuffix(pre, "_{") && strings.HasPrefix(strings.TrimLeft(post, " "), "}"):
		pre = strings.TrimRight(pre[:len(pre)-2], " ")
	default:
		return false
	}
	return pre != "" && isASCIILetter(pre[len(pre)-1]) && (len(pre) == 1 || !isASCIILetter(pre[len(pre)-2]) && pre[len(pre)-2] != '\\')
}

// isASCIILetter says b is a letter a to z or A to Z.
func isASCIILetter(b byte) bool { return b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' }

// capitalApplied says t (commands removed) has a capital before a bracket
// that is a function (`T(2 m) = T(2 m-3)`, `P(5) - 3P(4)`): one the step
// has nowhere unapplied (in `A(Bx + A) + B`, A is a factor).
func capitalApplied(t string) bool {
	for _, m := range capitalCallRe.FindAllStringIndex(t, -1) {
		if !letterUnapplied(t, t[m[0]]) {
			return true
		}
	}
	return false
}

// greekApplied says text has a Greek letter before a bracket that is a
// function (`\psi(3^4)`, `\phi(n)`): one the step has nowhere unapplied
// (in `\tau \sigma (\tau + \sigma)`, σ is a factor).
func greekApplied(text string) bool {
	for _, m := range greekCallRe.FindAllStringSubmatch(text, -1) {
		name := `\` + m[1]
		if !greekUnapplied(text, name) {
			return true
		}
	}
	return false
}

// greekUnapplied says the Greek letter name (with its backslash) stands
// in text not followed by an opening bracket.
func greekUnapplied(text, name string) bool {
	for k := 0; k < len(text); {
		j := strings.Index(text[k:], name)
		if j < 0 {
			return false
		}
		end := k + j + len(name)
		k = end
		if end < len(text) && isASCIILetter(text[end]) {
			continue // `\phi` in `\phihat`, `\tau` in `\tau`… a longer name
		}
		rest := strings.TrimLeft(text[end:], " \t")
		rest = strings.TrimPrefix(rest, `\left`)
		rest = strings.TrimLeft(rest, " \t")
		if !strings.HasPrefix(rest, "(") && !strings.HasPrefix(rest, "[") {
			return true
		}
	}
	return false
}

// capitalRunRe is a run of capitals side by side (`AB`, `AMC`, `A B`),
// or a capital alone.
var capitalRunRe = regexp.MustCompile(`[A-Z](\s*[A-Z])*`)

// capitalRunsRead says the capitals side by side of t (commands
// replaced) can be read as the sampling reads them, a product of their
// letters, with the same verdict as under their other reading:
//
//   - every letter of a run also stands alone in the step (`ABx + A^3 +
//     B`, `-AB + AC`): the letters are variables and a run their
//     product;
//   - or no letter stands alone and each letter is in one run only (up
//     to order: `AB` and `BA` are one): each run is one quantity (a segment `AB`, a number `AMC` of
//     digits), which the product of its letters stands for one to one,
//     so that an identity or a slip in the runs is one in the products.
//     `\frac{BE \cdot CD}{BD \cdot CE}` is not read: B is in two runs,
//     and the products cancel where the segments do not.
func capitalRunsRead(t string) bool {
	alone := map[byte]bool{}
	var runs []string
	for _, m := range capitalRunRe.FindAllStringIndex(t, -1) {
		run := strings.Join(strings.Fields(t[m[0]:m[1]]), "")
		if len(run) == 1 {
			alone[run[0]] = true
			continue
		}
		runs = append(runs, run)
	}
	allAlone, shared, owner := true, false, map[byte]string{}
	for _, run := range runs {
		key := []byte(run)
		sort.Slice(key, func(i, j int) bool { return key[i] < key[j] })
		for k := 0; k < len(run); k++ {
			allAlone = allAlone && alone[run[k]]
			if o, ok := owner[run[k]]; ok && o != string(key) {
				shared = true
			}
			owner[run[k]] = string(key)
		}
	}
	return allAlone || len(alone) == 0 && !shared
}

// logBaseBeforeRe is a logarithm's name and the opening of its base.
var logBaseBeforeRe = regexp.MustCompile(`\\log\s*_\s*(\{\s*)?$`)

// logBase says the numeral at m of src is the whole base of a logarithm
// (`\log_4 p`, `\log_{16} x`), which a slip may change as it changes a
// coefficient: the sampling reads the base, and a base changed by at
// most 2 that makes the step an identity shows a slip of the base, not
// an equation F(a) = F(b) (sameShape keeps `\log_2 x = \log_3 x`).
func logBase(src string, m []int) bool {
	sm := logBaseBeforeRe.FindStringSubmatch(src[:m[0]])
	if sm == nil {
		return false
	}
	if sm[1] != "" {
		return strings.HasPrefix(strings.TrimLeft(src[m[1]:], " "), "}")
	}
	return m[1]-m[0] == 1
}

var (
	// squareGroupRe is a square bracket's content without brackets in it
	// (a root's index is removed first).
	squareGroupRe = regexp.MustCompile(`\[([^\[\]]*)\]`)
	// wholeContentRe is a content that is a whole number at whole points:
	// numerals, letters, sums, differences, products, brackets and whole
	// powers, with no division, root, decimal or command but `\cdot`,
	// `\times`, `\left` and `\right`.
	wholeContentRe = regexp.MustCompile(`^([\sa-zA-Z\d()+\-*{}]|\^\s*\{?\s*\d+\s*\}?|\\(cdot|times|left|right)\b)*$`)
)

// wholeBrackets says every square bracket of text (a root's index
// aside) groups a bracket or is raised to a power, as brackets do and
// floors seldom do, and holds a whole number at whole points
// (`3[(x-1)^2-1]`, `30+10(n-1)-[30-10(n-1)]`, `[t-2]^2`): read as a
// floor, as the parser reads `[x]`, it is the bracket there, so a slip
// tested at whole points reads the step the same under both readings,
// and can refute it as the sampling (at whole points where a floor is)
// confirms it. `[x + \frac12]` and `[2x] = 3[x]`, an equation of floors,
// are not read.
func wholeBrackets(text string) bool {
	t := rootIndexRe.ReplaceAllString(text, `\sqrt`)
	if strings.Contains(t, `\[`) || strings.Contains(t, `\]`) {
		return false
	}
	for range 8 {
		ms := squareGroupRe.FindAllStringSubmatchIndex(t, -1)
		if ms == nil {
			break
		}
		for _, m := range ms {
			content := t[m[2]:m[3]]
			powered := strings.HasPrefix(strings.TrimLeft(t[m[1]:], " "), "^")
			if !wholeContentRe.MatchString(content) || !strings.Contains(content, "(") && !powered {
				return false
			}
		}
		t = squareGroupRe.ReplaceAllString(t, "($1)")
	}
	return !strings.ContainsAny(t, "[]")
}
