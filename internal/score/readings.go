package score

import (
	"regexp"
	"strings"
)

// Readings of the default rules that the spec's section 3 does not list
// (issue 28, point 5): e-notation, doubled backslashes from JSON-escaped
// output, and font wrappers. --rules spec reads neither.

// eNotationRE is a number in e-notation that cannot be a product with
// Euler's e: the mantissa has a decimal point, or the exponent a sign, or
// the E is a capital (`3.54e-07`, `1e+6`, `2E5`); it stands alone (not after
// a letter, digit, point or backslash, nor before a letter or digit).
var eNotationRE = regexp.MustCompile(`(^|[^A-Za-z0-9.\\])(\d+\.\d+|\d+)(?:(e)([-+]\d+)|(e)(\d+)|(E)([-+]?\d+))($|[^A-Za-z0-9])`)

// readENotation writes e-notation as a power of ten: `3.54e-07` becomes
// `3.54\times10^{-07}`.
func readENotation(s string) string {
	if !strings.ContainsAny(s, "eE") {
		return s
	}
	return fixpoint(s, func(t string) string {
		return eNotationRE.ReplaceAllStringFunc(t, func(m string) string {
			sm := eNotationRE.FindStringSubmatch(m)
			mant, exp := sm[2], sm[4]+sm[6]+sm[8]
			if sm[5] != "" && !strings.Contains(mant, ".") {
				return m // `2e3` may be 2·e·3
			}
			return sm[1] + mant + `\times10^{` + exp + `}` + sm[9]
		})
	})
}

// fixpoint applies f until s stops changing (at most 8 times).
func fixpoint(s string, f func(string) string) string {
	for range 8 {
		t := f(s)
		if t == s {
			break
		}
		s = t
	}
	return s
}

// doubledCommandRE is a doubled backslash before a command name that JSON
// escaping doubles (`\\frac`).
var doubledCommandRE = regexp.MustCompile(`\\\\(?:frac|dfrac|tfrac|sqrt|boxed|pi|times|cdot|left|right|infty|text|mathrm|mathbf|le|leq|ge|geq|neq|pm|mp|cup|cap|in|alpha|beta|theta|sin|cos|tan|log|ln|begin|end|dots|ldots|quad|circ|angle|sqrt|over|binom|emptyset|varnothing|mathbb)\b`)

// undoubleBackslashes halves every backslash run of s when s reads as
// JSON-escaped LaTeX: every run has an even length and one of them doubles
// a command name (`\\frac{1}{2}`). A row break `\\` among single-backslash
// commands (a matrix) is left alone.
func undoubleBackslashes(s string) string {
	if !strings.Contains(s, `\\`) || !doubledCommandRE.MatchString(s) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); {
		if s[i] != '\\' {
			b.WriteByte(s[i])
			i++
			continue
		}
		j := i
		for j < len(s) && s[j] == '\\' {
			j++
		}
		if (j-i)%2 == 1 {
			return s // a single backslash: not escaped text
		}
		b.WriteString(s[i : i+(j-i)/2])
		i = j
	}
	return b.String()
}

// fontWrapperRE is a font or text wrapper around a brace-free argument
// with at most one letter: `\mathrm{E}`, `\textbf{5}`, `\mathit{x}`,
// `\boldsymbol{v}`, `\textbf{(C)}`. A word (`\mathrm{cm}`) is a unit the
// numeric tier reads as written; \mathbb and \mathcal name other symbols
// and are kept.
var fontWrapperRE = regexp.MustCompile(`\\(?:mathrm|mathbf|mathit|mathsf|mathtt|mathnormal|boldsymbol|bm|textbf|textit|textrm|textsf|texttt|textnormal|textup|emph|text|mbox)\s*\{([^{}A-Za-z]*[A-Za-z]?[^{}A-Za-z]*)\}`)

// stripFonts removes font wrappers, keeping their arguments.
func stripFonts(s string) string {
	if !strings.Contains(s, `\`) {
		return s
	}
	return fixpoint(s, func(t string) string { return fontWrapperRE.ReplaceAllString(t, "$1") })
}

// thinSpaceRE is `\!` (a negative thin space) with the spaces around it.
var thinSpaceRE = regexp.MustCompile(`\s*\\!\s*`)

// strictReading is what the default rules read into an answer before the
// tiers: doubled backslashes halved, font wrappers and `\!` removed (but
// not `,\!` between digits, a thousands separator the number convention
// reads), e-notation written as a power of ten.
func strictReading(s string) string {
	s = undoubleBackslashes(s)
	s = stripFonts(s)
	if strings.Contains(s, `\!`) {
		s = strings.ReplaceAll(s, `,\!`, "\x00")
		s = thinSpaceRE.ReplaceAllString(s, "")
		s = strings.ReplaceAll(s, "\x00", `,\!`)
	}
	return readENotation(s)
}
