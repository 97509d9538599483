package audit

import (
	"regexp"
	"strings"
)

// cueWords is a case-insensitive alternation of words and phrases
// (equationCueRe, approxCueRe) matched without the regular expression
// engine on ASCII text: the audit asks them of the prose around every
// chain, and the backtracking matcher tried each alternative at each
// byte. On other text (where (?i) also folds ſ into s and the Kelvin
// sign into k) the regular expression answers.
type cueWords struct {
	re *regexp.Regexp
	// parts are the alternatives as lower-case substrings; words must
	// also start and end at a word boundary (\b, ASCII word characters).
	parts, words []string
}

// newCueWords builds the matcher of re, whose alternatives are parts and
// words (\bword\b) exactly; TestCueWordsMatchTheirRegexp checks it.
func newCueWords(re string, parts, words []string) cueWords {
	return cueWords{re: regexp.MustCompile(re), parts: parts, words: words}
}

// MatchString reports whether s holds one of the alternatives, as
// c.re.MatchString(s) does.
func (c cueWords) MatchString(s string) bool {
	if !isASCII(s) {
		return c.re.MatchString(s)
	}
	l := strings.ToLower(s)
	for _, p := range c.parts {
		if strings.Contains(l, p) {
			return true
		}
	}
	for _, w := range c.words {
		if containsWord(l, w) {
			return true
		}
	}
	return false
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

// containsWord reports whether w occurs in s between word boundaries.
func containsWord(s, w string) bool {
	for from := 0; ; {
		i := strings.Index(s[from:], w)
		if i < 0 {
			return false
		}
		i += from
		end := i + len(w)
		if (i == 0 || !isWordByte(s[i-1])) && (end == len(s) || !isWordByte(s[end])) {
			return true
		}
		from = i + 1
	}
}

// isWordByte is \w of regexp: an ASCII letter, digit or underscore.
func isWordByte(b byte) bool {
	return b == '_' || '0' <= b && b <= '9' || 'a' <= b && b <= 'z' || 'A' <= b && b <= 'Z'
}

// keyedRe is a regular expression asked only of text that holds one of
// its keys: lower-case substrings one of which the lower-cased text of
// every match holds (on ASCII text; other text goes to the regexp, as
// (?i) folds ſ and the Kelvin sign). residueProblemRe and parityRe, asked
// of every problem and solution, took 7 % of the audit's CPU on MATH;
// TestKeyedReMatchTheirRegexp checks the keys.
type keyedRe struct {
	re   *regexp.Regexp
	keys []string
}

// MatchString reports whether s matches k.re.
func (k keyedRe) MatchString(s string) bool {
	if isASCII(s) {
		l := strings.ToLower(s)
		found := false
		for _, key := range k.keys {
			if strings.Contains(l, key) {
				found = true
				break
			}
		}
		if !found {
			return false
		}
	}
	return k.re.MatchString(s)
}
