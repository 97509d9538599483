package dedup

import (
	"regexp"
	"slices"
	"strings"
	"unicode"
)

// Form is a problem statement read for comparison: its mathematics, which
// two problems must share exactly, and its prose, in which they may differ
// by a few words.
type Form struct {
	// Math is the sorted multiset of the exact parts: every formula
	// (normalised, without spaces), every number written in the prose, and
	// every condition word (Keywords).
	Math []string
	// Prose is the sorted multiset of the other words, lower-cased.
	Prose []string
	// Tokens is the set of shingles hashed into the MinHash signature:
	// the prose words, the condition words and numbers, and the LaTeX
	// tokens of the formulas (sorted, distinct).
	Tokens []string
}

// rewrites are the formatting variants that do not change a problem,
// applied in order to the whole statement.
var rewrites = strings.NewReplacer(
	`\$`, ` dollars `, // a currency sign, not a delimiter
	`\dfrac`, `\frac`, `\tfrac`, `\frac`,
	`\dbinom`, `\binom`, `\tbinom`, `\binom`,
	`\left.`, ``, `\right.`, ``,
	`\displaystyle`, ``, `\textstyle`, ``,
	`\leqslant`, `\le`, `\geqslant`, `\ge`, `\leq`, `\le`, `\geq`, `\ge`,
	`\qquad`, ` `, `\quad`, ` `, `\,`, ` `, `\;`, ` `, `\:`, ` `, `\!`, ``, `\ `, ` `, `~`, ` `,
	`{,}`, `,`, // the books' decimal comma
	`$$`, `$`, `\[`, `$`, `\]`, `$`, `\(`, `$`, `\)`, `$`,
)

// sizeRE matches a delimiter-size command (\left, \bigr, ...) before its
// delimiter; \leftarrow is not one.
var sizeRE = regexp.MustCompile(`\\(?:left|right|[bB]igg?[lr]?)([^a-zA-Z.])`)

// textCmdRE matches a command that wraps prose or an upright name inside a
// formula; the braces' content is kept.
var textCmdRE = regexp.MustCompile(`\\(?:text|textrm|textup|mbox|mathrm|operatorname)\s*\{([^{}]*)\}`)

// singleBraceRE matches a one-character script in braces: x^{2} is x^2.
var singleBraceRE = regexp.MustCompile(`([\^_])\{([A-Za-z0-9])\}`)

// Read returns the comparison form of a problem statement.
func Read(problem string) Form {
	s := problem
	if strings.Contains(s, `\left`) || strings.Contains(s, `\right`) || strings.Contains(s, `ig`) {
		s = sizeRE.ReplaceAllString(s, "$1")
	}
	s = rewrites.Replace(s)
	if strings.Contains(s, `\text`) || strings.Contains(s, `\m`) || strings.Contains(s, `\operatorname`) {
		s = textCmdRE.ReplaceAllString(s, "{$1}")
	}
	var f Form
	tokens := map[string]bool{}
	s, figures := cutFigures(s)
	for _, fig := range figures {
		f.Math = append(f.Math, "[asy]"+fig)
		tokens["[asy]"+fig] = true
	}
	parts := strings.Split(s, "$")
	for i, part := range parts {
		if i%2 == 1 && i < len(parts)-1 {
			m := formula(part)
			if m == "" {
				continue
			}
			f.Math = append(f.Math, "$"+m)
			for _, t := range latexTokens(m) {
				tokens[t] = true
			}
			continue
		}
		for _, w := range words(part) {
			switch {
			case isNumber(w):
				f.Math = append(f.Math, "#"+thousands(w))
			case upper(w):
				f.Math = append(f.Math, "^"+w) // the word PARABOLA, the points AB
			case Keyword(strings.ToLower(w)):
				w = strings.ToLower(w)
				f.Math = append(f.Math, "@"+stem(w))
			default:
				w = strings.ToLower(w)
				f.Prose = append(f.Prose, w)
			}
			tokens[w] = true
		}
	}
	slices.Sort(f.Math)
	slices.Sort(f.Prose)
	for t := range tokens {
		f.Tokens = append(f.Tokens, t)
	}
	slices.Sort(f.Tokens)
	return f
}

// cutFigures removes the Asymptote figures ([asy]...[/asy]) from s and
// returns them without spaces: a figure is compared exactly, as a formula.
func cutFigures(s string) (string, []string) {
	var figs []string
	for {
		i := strings.Index(s, "[asy]")
		if i < 0 {
			return s, figs
		}
		j := strings.Index(s[i:], "[/asy]")
		if j < 0 {
			j = len(s) - i
		} else {
			j += len("[/asy]")
		}
		figs = append(figs, formula(s[i:i+j]))
		s = s[:i] + " " + s[i+j:]
	}
}

// upper reports whether w is a word of two or more capitals (a word
// spelled out, points named in the prose): it is part of the mathematics.
func upper(w string) bool {
	n := 0
	for _, r := range w {
		if !unicode.IsUpper(r) {
			return false
		}
		n++
	}
	return n >= 2
}

// formula normalises one formula: no spaces, one-character scripts without
// braces, no trailing punctuation.
func formula(m string) string {
	m = strings.Map(func(r rune) rune {
		if unicode.IsSpace(r) {
			return -1
		}
		return r
	}, m)
	if strings.Contains(m, "^{") || strings.Contains(m, "_{") {
		m = singleBraceRE.ReplaceAllString(m, "$1$2")
	}
	m = thousands(m)
	return strings.TrimRight(m, ".,;:")
}

// latexTokens splits a normalised formula into commands (\frac), runs of
// letters or digits, and single symbols.
func latexTokens(m string) []string {
	var out []string
	for i := 0; i < len(m); {
		j := i + 1
		switch c := m[i]; {
		case c == '\\':
			for j < len(m) && isLetter(m[j]) {
				j++
			}
		case isLetter(c):
			for j < len(m) && isLetter(m[j]) {
				j++
			}
		case isDigit(c):
			for j < len(m) && (isDigit(m[j]) || m[j] == '.') {
				j++
			}
		}
		out = append(out, m[i:j])
		i = j
	}
	return out
}

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }
func isDigit(c byte) bool  { return c >= '0' && c <= '9' }

// words splits prose into words (runs of letters, case kept) and numbers
// (runs of digits, with a decimal point or comma between digits): "5th" is
// 5 and th, "2x" is 2 and x. "n't" reads as "not".
func words(s string) []string {
	var out []string
	rs := []rune(s)
	for i := 0; i < len(rs); {
		j := i
		switch {
		case unicode.IsDigit(rs[i]):
			for j < len(rs) && (unicode.IsDigit(rs[j]) ||
				(rs[j] == '.' || rs[j] == ',') && j+1 < len(rs) && unicode.IsDigit(rs[j+1])) {
				j++
			}
		case unicode.IsLetter(rs[i]):
			for j < len(rs) && (unicode.IsLetter(rs[j]) || rs[j] == '\'' && j+1 < len(rs) && unicode.IsLetter(rs[j+1])) {
				j++
			}
		default:
			i++
			continue
		}
		w := string(rs[i:j])
		if base, ok := strings.CutSuffix(w, "n't"); ok {
			out = append(out, base, "not")
		} else {
			out = append(out, w)
		}
		i = j
	}
	return out
}

// thousandsRE matches a comma between a digit and a group of three: 10,000.
var thousandsRE = regexp.MustCompile(`(\d),(\d\d\d)\b`)

// thousands drops the thousands separators of s (MATH writes 10{,}000 as
// well as 10000); run twice, since a match consumes the next group's digit.
func thousands(s string) string {
	if !strings.Contains(s, ",") {
		return s
	}
	s = thousandsRE.ReplaceAllString(s, "$1$2")
	return thousandsRE.ReplaceAllString(s, "$1$2")
}

func isNumber(w string) bool {
	if w == "" || !isDigit(w[0]) {
		return false
	}
	for i := 0; i < len(w); i++ {
		if !isDigit(w[i]) && w[i] != '.' && w[i] != ',' {
			return false
		}
	}
	return true
}

// stem drops a plural s, so "integers" and "integer" are one condition.
func stem(w string) string {
	if len(w) > 3 && strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") {
		return w[:len(w)-1]
	}
	return w
}

// Keyword reports whether a prose word states part of the mathematics: a
// number in words, a negation, a comparison or extreme, a kind of number,
// an operation or quantity asked for, a figure, or a task verb that changes
// what is asked. Two problems that differ in such a word are different
// problems, however similar the rest.
func Keyword(w string) bool { return keywords[w] || keywords[stem(w)] }

var keywords = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(`
zero one two three four five six seven eight nine ten eleven twelve thirteen
fourteen fifteen sixteen seventeen eighteen nineteen twenty thirty forty fifty
sixty seventy eighty ninety hundred thousand million billion half halve third
quarter twice thrice double triple first second fourth fifth sixth seventh
eighth ninth tenth hundredth thousandth once
not no never none neither nor without except cannot
least greatest smallest largest minimum maximum minimal maximal min max most
fewest fewer less more greater smaller larger bigger exceed exactly
positive negative nonnegative nonpositive nonzero integer integral whole real
rational irrational complex imaginary natural prime composite even odd
distinct consecutive divisible multiple factor divisor perfect square cube
sum product difference quotient ratio mean average median mode range remainder
area perimeter volume circumference radius diameter length height width
probability percent degree radian inside outside interior exterior
triangle rectangle circle polygon pentagon hexagon octagon parallelogram
trapezoid rhombus sphere cylinder cone pyramid prism
expand simplify rationalize solve`) {
		m[w] = true
	}
	return m
}()
