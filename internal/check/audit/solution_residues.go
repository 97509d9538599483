package audit

import (
	"math/big"
	"regexp"
	"strconv"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/check/decide"
)

// A problem about residues or numerals in a base lets a solution write
// `=` for a congruence ("50^{-1} = 24", meaning modulo 1201) and numerals
// in the base without their subscript ("44 \times 55 = 3506" in base 7).
// A step of such a problem that fails is skipped only when it holds in
// one of those readings: congruent modulo a modulus the problem or the
// solution names, an inverse modulo one, or true with every whole number
// read in a base they name. A base named by a letter ("base $b$") makes
// every failing step of the problem skipped.

var (
	modulusRe = regexp.MustCompile(`(?i)(?:\\pmod\s*\{?|\\bmod\s*\{?|\\mod\s*\{?|modulo\s*\$?\{?|mod\s+\$?|divided by\s*\$?\{?|divisible by\s*\$?\{?)\s*(\d{1,9})`)
	// a base: "base 7", or the subscript of a numeral (`44_7`,
	// `101_{2}`), never of a letter (`x_{1111}` is no numeral in base 11).
	baseNumRe = regexp.MustCompile(`(?i)\bbase[\s-]*\$?\s*\{?(\d{1,2})\b|[0-9A-Z]\s*_\s*(?:\{\s*(\d{1,2})\s*\}|(\d)(?:[^\d]|$))`)
	baseVarRe = regexp.MustCompile(`(?i)\bbase[\s-]*\$\s*[a-z]\b`)
	digitsRe  = regexp.MustCompile(`(?i)(units|ones|last) digit`)
	twoLastRe = regexp.MustCompile(`(?i)last two digits|tens digit`)
	intLitRe  = regexp.MustCompile(`\b\d+\b`)
)

// residueNumbers returns the moduli and bases text names.
func residueNumbers(text string) (moduli, bases []int64, anyBase bool) {
	// Each regexp runs only on a text holding the word it needs (most
	// solutions name no modulus, digit or base).
	lower := strings.ToLower(text)
	hasMod := strings.Contains(lower, "mod") || strings.Contains(lower, "divi")
	hasDigit := strings.Contains(lower, "digit")
	hasBase := strings.Contains(lower, "base")
	seenM, seenB := map[int64]bool{}, map[int64]bool{}
	if !hasMod && !hasDigit && !hasBase && !strings.Contains(text, "_") {
		return nil, nil, false
	}
	for _, m := range modulusRe.FindAllStringSubmatch(text, -1) {
		if n, err := strconv.ParseInt(m[1], 10, 64); err == nil && n > 1 && !seenM[n] {
			seenM[n] = true
			moduli = append(moduli, n)
		}
	}
	if digitsRe.MatchString(text) && !seenM[10] {
		moduli = append(moduli, 10)
	}
	if twoLastRe.MatchString(text) && !seenM[100] {
		moduli = append(moduli, 100)
	}
	for _, m := range baseNumRe.FindAllStringSubmatch(text, -1) {
		s := m[1] + m[2] + m[3]
		if n, err := strconv.ParseInt(s, 10, 64); err == nil && n >= 2 && n <= 36 && n != 10 && !seenB[n] {
			seenB[n] = true
			bases = append(bases, n)
		}
	}
	return moduli, bases, baseVarRe.MatchString(text)
}

// residueReading says whether a failing step of a problem about residues
// or bases holds as a congruence, as an inverse, or read in a base.
func (a *solutionAuditor) residueReading(text string) bool {
	if !a.residues {
		return false
	}
	if a.anyBase {
		return true
	}
	left, right, ok := strings.Cut(text, "=")
	if !ok {
		return false
	}
	l, r := a.value(left), a.value(right)
	if !l.closed() || !r.closed() {
		return false
	}
	lr, okL := l.val.Exact()
	rr, okR := r.val.Exact()
	if !okL || !okR {
		return false
	}
	for _, m := range a.moduli {
		if congruent(lr, rr, m) {
			return true
		}
	}
	for _, b := range a.bases {
		if a.holdsInBase(left, right, b) {
			return true
		}
	}
	return false
}

// congruent says x ≡ y (mod m) for rationals whose denominators are
// prime to m (an inverse modulo m included).
func congruent(x, y *big.Rat, m int64) bool {
	mod := big.NewInt(m)
	res := func(q *big.Rat) (*big.Int, bool) {
		inv := new(big.Int).ModInverse(new(big.Int).Mod(q.Denom(), mod), mod)
		if inv == nil {
			return nil, false
		}
		n := new(big.Int).Mod(q.Num(), mod)
		return n.Mod(n.Mul(n, inv), mod), true
	}
	rx, ok1 := res(x)
	ry, ok2 := res(y)
	return ok1 && ok2 && rx.Cmp(ry) == 0
}

// holdsInBase says whether left = right holds with every whole number
// read in base b (each must be a numeral of base b).
func (a *solutionAuditor) holdsInBase(left, right string, b int64) bool {
	conv := func(s string) (string, bool) {
		ok := true
		out := intLitRe.ReplaceAllStringFunc(s, func(d string) string {
			n, good := new(big.Int).SetString(d, int(b))
			if !good {
				ok = false
				return d
			}
			return n.String()
		})
		return out, ok
	}
	l2, ok1 := conv(left)
	r2, ok2 := conv(right)
	if !ok1 || !ok2 {
		return false
	}
	lv, rv := a.value(l2), a.value(r2)
	if !lv.closed() || !rv.closed() {
		return false
	}
	return decide.DecideValues(lv.val, nil, rv.val, 0).State == decide.Same
}

// subscriptNumeralRe is a numeral with a numeral subscript (`137_9`,
// `20_{10}`).
var subscriptNumeralRe = regexp.MustCompile(`(\d+)\s*_\s*(\{\s*(\d+)\s*\}|(\d))`)

// numeralsInBase reads every numeral of the step that has a numeral
// subscript in that base (2 to 36), as a decimal numeral; ok only when
// the step has one and every one is a numeral of its base, standing
// alone (not the end of spaced digits, a decimal, a list or a name:
// `100 000_2`, `A3_{16}` are not read).
func numeralsInBase(left, right string) (string, string, bool) {
	if !strings.Contains(left, "_") && !strings.Contains(right, "_") {
		return left, right, false // no subscript: no numeral in a base
	}
	conv := func(side string) (string, bool, int) {
		var b strings.Builder
		last, n := 0, 0
		for _, m := range subscriptNumeralRe.FindAllStringSubmatchIndex(side, -1) {
			if !standsAlone(side[:m[0]]) {
				return side, false, 0
			}
			digits, baseText := side[m[2]:m[3]], ""
			if m[6] >= 0 {
				baseText = side[m[6]:m[7]]
			} else {
				baseText = side[m[8]:m[9]]
			}
			base, err := strconv.Atoi(baseText)
			if err != nil || base < 2 || base > 36 {
				return side, false, 0
			}
			v, ok := new(big.Int).SetString(digits, base)
			if !ok {
				return side, false, 0
			}
			b.WriteString(side[last:m[0]])
			b.WriteString("{" + v.String() + "}")
			last = m[1]
			n++
		}
		b.WriteString(side[last:])
		return b.String(), true, n
	}
	l, okL, nL := conv(left)
	r, okR, nR := conv(right)
	if !okL || !okR || nL+nR == 0 || strings.Contains(l+r, "_") {
		return left, right, false
	}
	return l, r, true
}

// commandEndRe is text ending in a command (`\cdot`, `\times`).
var commandEndRe = regexp.MustCompile(`\\[a-zA-Z]+$`)

// standsAlone says a numeral after this text stands alone: the text ends
// in an operator, a bracket or a command, not in a digit, a point, a
// comma, a letter of a name or a closing brace.
func standsAlone(before string) bool {
	before = strings.TrimRight(before, " ")
	if before == "" || commandEndRe.MatchString(before) {
		return true
	}
	c := before[len(before)-1]
	return !(c == '.' || c == ',' || c == '}' || c == '_' || c == '^' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z')
}
