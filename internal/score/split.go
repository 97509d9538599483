package score

import (
	"regexp"
	"strings"
)

// maxItems bounds how many list items or intervals an answer may have.
const maxItems = 200

// splitTop splits s at top-level occurrences of the separator bytes in seps
// (not nested in (), [], {}, \{\} or $...$). A comma between two digits is a
// decimal comma, not a separator, unless the digit run holds several commas
// ("2,3,4" is a list, "7,1" is 7.1).
func splitTop(s string, seps string) []string { return splitTopDC(s, seps, true) }

// splitTopDC is splitTop with the decimal-comma rule on or off (inside an
// interval or tuple without `;`, every comma separates).
func splitTopDC(s string, seps string, decimalComma bool) []string {
	var out []string
	depth, start := 0, 0
	inMath := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '\\':
			if i+1 < len(s) && (s[i+1] == '{' || s[i+1] == '}') {
				if s[i+1] == '{' {
					depth++
				} else {
					depth--
				}
			}
			i++
			continue
		case c == '$':
			inMath = !inMath
		case c == '(' || c == '[' || c == '{':
			depth++
		case c == ')' || c == ']' || c == '}':
			depth--
		}
		if depth != 0 || inMath || strings.IndexByte(seps, c) < 0 {
			continue
		}
		if c == ',' && decimalComma && isDecimalComma(s, i) {
			continue
		}
		out = append(out, s[start:i])
		start = i + 1
		if len(out) > maxItems {
			break
		}
	}
	out = append(out, s[start:])
	return out
}

// isDecimalComma reports whether the comma at s[i] sits between two digits
// and is the only comma of its digit run.
func isDecimalComma(s string, i int) bool {
	if i == 0 || i+1 >= len(s) || !isDigit(s[i-1]) || !isDigit(s[i+1]) {
		return false
	}
	j := i - 1
	for j >= 0 && (isDigit(s[j]) || s[j] == '.') {
		j--
	}
	if j >= 0 && s[j] == ',' {
		return false
	}
	k := i + 1
	for k < len(s) && (isDigit(s[k]) || s[k] == '.') {
		k++
	}
	return k >= len(s) || s[k] != ','
}

func isDigit(c byte) bool { return '0' <= c && c <= '9' }

var (
	// joinWordRE is `and`/`or` joining list items (`6 and 8`,
	// `(11,7)or(7,11)`, `\quad and \quad`); not inside a word (`1orW`).
	joinWordRE  = regexp.MustCompile(`([)\]}]?)(?:\s|\\q?quad|\\[ ,;])*\b(?:and|or)\b(?:\s|\\q?quad|\\[ ,;])*([(\[{]?)`)
	enumRE      = regexp.MustCompile(`(^|\s)[a-zа-я]\)\s*`)
	qualifierRE = regexp.MustCompile(`^\s*(?:\\?text\{?\s*)?(?:where\s+|for\s+)?[a-zA-Z](?:_\{?\w+\}?)?\s*(?:\\in|∈)\s*(?:\\mathbb\s*\{?\s*[ZN]\s*\}?|\\mathbf\s*\{?\s*[ZN]\s*\}?|[ZN])\s*\}?\s*$`)
	integerRE   = regexp.MustCompile(`(?i)^\s*[a-z](?:_\{?\w+\}?)?\s+(?:is\s+)?(?:an?\s+)?integer\s*$`)
)

// splitItems splits an answer into its list items: top-level `;` and `,`,
// and enumerations "a) 1 b) 2". Qualifiers such as `k\in\mathbb{Z}` are
// dropped and reported through param.
func splitItems(s string) (items []string, param bool) {
	if loc := enumRE.FindAllStringIndex(s, -1); len(loc) >= 2 {
		s = enumRE.ReplaceAllString(s, ";")
	}
	if strings.Contains(s, "and") || strings.Contains(s, "or") {
		s = joinWordRE.ReplaceAllString(s, "$1;$2")
	}
	for _, it := range splitTop(s, ";,") {
		it = strings.TrimSpace(it)
		it = strings.TrimPrefix(it, `\ `)
		it = strings.TrimSpace(trimSpacing(it))
		switch {
		case it == "":
			continue
		case qualifierRE.MatchString(it) || integerRE.MatchString(it):
			param = true
			continue
		}
		items = append(items, it)
	}
	return items, param
}

var spacingRE = regexp.MustCompile(`^(?:\\[ ,;:!]|\\q?quad|~|\s)+|(?:\\[ ,;:!]|\\q?quad|~|\s)+$`)

func trimSpacing(s string) string {
	if s == "" || !isSpacing(s[0]) && !isSpacing(s[len(s)-1]) {
		return s // the common case: nothing to trim, no regexp
	}
	return spacingRE.ReplaceAllString(s, "")
}

// isSpacing reports a byte that can start or end a spacing run of spacingRE.
func isSpacing(c byte) bool {
	return c == '\\' || c == '~' || c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f' || c == ',' || c == ';' || c == ':' || c == '!' || c == 'd'
}

// assignRE matches a leading single-symbol assignment: a letter or a Greek
// command, an optional subscript, then `=` (not a relation such as \le).
var assignRE = regexp.MustCompile(`^\s*([A-Za-z]|\\(?:alpha|beta|gamma|delta|varphi|phi|theta|lambda|mu|nu|rho|sigma|tau|omega|psi|xi|eta|zeta|epsilon|varepsilon))\s*(_\s*(?:\{[^{}=]*\}|[A-Za-z0-9]))?\s*(?:'\s*)?=`)

// inRE matches a leading `x \in`.
var inRE = regexp.MustCompile(`^\s*[A-Za-z](?:_\{?\w+\}?)?\s*(?:\\in|∈)\s*`)

// splitAssign splits `x=rhs` into its symbol and right-hand side; ok is
// false when s does not start with a single-symbol assignment.
func splitAssign(s string) (lhs, rhs string, ok bool) {
	m := assignRE.FindStringIndex(s)
	if m == nil {
		return "", s, false
	}
	rhs = s[m[1]:]
	if strings.HasPrefix(rhs, "=") { // `==`
		return "", s, false
	}
	return strings.TrimSpace(s[:m[1]-1]), strings.TrimSpace(rhs), true
}

// stripIn removes a leading `x \in`.
func stripIn(s string) string {
	if m := inRE.FindStringIndex(s); m != nil {
		return s[m[1]:]
	}
	return s
}

// topLevelEq reports whether s has a top-level `=` that makes it an
// equation (one `=`, not part of \le, \ge, \ne, ==).
func topLevelEq(s string) (lhs, rhs string, ok bool) {
	parts := splitTop(s, "=")
	if len(parts) != 2 {
		return "", "", false
	}
	l, r := strings.TrimSpace(parts[0]), strings.TrimSpace(parts[1])
	if l == "" || r == "" || strings.HasSuffix(l, "<") || strings.HasSuffix(l, ">") || strings.HasSuffix(l, "!") {
		return "", "", false
	}
	return l, r, true
}

const symPat = `(?:[A-Za-z]|\\(?:alpha|beta|gamma|delta|varphi|phi|theta|lambda|mu|nu|rho|sigma|tau|omega|psi|xi|eta|zeta|epsilon|varepsilon))(?:_\s*(?:\{[^{}=]*\}|[A-Za-z0-9]))?`

// labelRE is the left side of a labelled answer that names what the value
// is, not a condition on it: a tuple of symbols `(p,q)`, a segment or
// name `AB`, `S_{MBCN}`, `|AB|`, a function value `f(x)`, a ratio `A:B`
// or `V_1:V_2`, a fraction of names `\frac{NO}{BO}`.
var labelRE = regexp.MustCompile(`^\s*(?:\(\s*` + symPat + `(?:\s*,\s*` + symPat + `)+\s*\)|\|\s*[A-Za-z]+\s*\||[A-Za-z]+(?:_\s*(?:\{[^{}=]*\}|[A-Za-z0-9]))?(?:\s*\(\s*[A-Za-z]\s*\))?|` + symPat + `\s*:\s*` + symPat + `|[A-Z]+(?:_\s*(?:\{[^{}=]*\}|[A-Za-z0-9]))?\s*:\s*[A-Z]+(?:_\s*(?:\{[^{}=]*\}|[A-Za-z0-9]))?|\\[dt]?frac\s*\{\s*[A-Z]+\s*\}\s*\{\s*[A-Z]+\s*\})\s*$`)

// stripLabel returns the value of a labelled answer `(p,q)=(3,2)`,
// `|AB|=1`, `f(x)=1`, `S_{ABC}:S=7:32` when its right side is a constant
// (no letter outside a command); otherwise the item unchanged.
func stripLabel(item string) string {
	if !strings.Contains(item, "=") {
		return item
	}
	l, r, ok := topLevelEq(item)
	if !ok || !labelRE.MatchString(l) {
		return item
	}
	if strings.ContainsFunc(commandRE.ReplaceAllString(r, ""), func(c rune) bool { return c < 128 && isASCIILetter(byte(c)) }) {
		return item
	}
	return r
}
