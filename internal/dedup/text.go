package dedup

import (
	"regexp"
	"slices"
	"strings"
	"unicode"
)

// Form is a problem statement read for comparison: its mathematics, which
// two problems must share exactly, and its framing words, in which they
// may differ.
type Form struct {
	// Exact holds one key per sentence (sorted, so sentences may come in
	// any order): the sentence's formulas (normalised, without spaces),
	// figures, numbers and content words, in their order. Every word that
	// is not a framing word (Framing) is a content word: "boys" and
	// "girls", "hexagonal" and "octagonal", "not" and "least" all change
	// a problem.
	Exact []string
	// Framing is the sorted multiset of the framing words ("find", "the",
	// "what", "is", ...), which Same ignores.
	Framing []string
	// Tokens is the set of shingles hashed into the MinHash signature:
	// every word and number, lower-cased, and the LaTeX tokens of the
	// formulas (sorted, distinct).
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

// singleBraceRE matches a script of one character or one command in
// braces: x^{2} is x^2, 90^{\circ} is 90^\circ.
var singleBraceRE = regexp.MustCompile(`([\^_])\{([A-Za-z0-9]|\\[A-Za-z]+)\}`)

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
	var sentence []string
	end := func() {
		if len(sentence) > 0 {
			f.Exact = append(f.Exact, strings.Join(sentence, "\x1f"))
			sentence = sentence[:0]
		}
	}
	s, figures := cutFigures(s)
	for _, fig := range figures {
		f.Exact = append(f.Exact, "[asy]"+fig)
		tokens["[asy]"+fig] = true
	}
	parts := strings.Split(s, "$")
	for i, part := range parts {
		if i%2 == 1 && i < len(parts)-1 {
			if m := formula(part); m != "" {
				sentence = append(sentence, "$"+m)
				for _, t := range latexTokens(m) {
					tokens[t] = true
				}
			}
			if t := strings.TrimSpace(part); strings.HasSuffix(t, ".") || strings.HasSuffix(t, "?") || strings.HasSuffix(t, "!") {
				end() // "... and $c.$ Find ..."
			}
			continue
		}
		for _, w := range words(part) {
			switch {
			case w == sentenceEnd:
				end()
				continue
			case isNumber(w):
				w = thousands(w)
				sentence = append(sentence, "#"+w)
			default:
				w = strings.ToLower(w)
				if Framing(w) {
					f.Framing = append(f.Framing, w)
				} else {
					sentence = append(sentence, w)
				}
			}
			tokens[w] = true
		}
	}
	end()
	slices.Sort(f.Exact)
	slices.Sort(f.Framing)
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

// sentenceEnd is the token words gives for the end of a sentence.
const sentenceEnd = "."

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
			// . ? ! before a space or the end close a sentence
			if (rs[i] == '.' || rs[i] == '?' || rs[i] == '!') && (i+1 == len(rs) || unicode.IsSpace(rs[i+1])) {
				out = append(out, sentenceEnd)
			}
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

// Framing reports whether a lower-case word only frames the question (an
// article, a pronoun, a preposition, a copula, a question word or verb:
// "find", "compute", "what", "the", "of", "value"). Two statements may
// differ in these words and still be one problem; every other word is
// part of the problem.
func Framing(w string) bool { return framing[w] }

var framing = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(`
a an the this that these those such
is are was were be been being am do does did has have had
it its they them their there here we us our you your i me my
of in on at to for with by from into onto as
what which who whom whose how when where
find compute calculate determine evaluate give get obtain state write express show tell
let suppose assume given consider if then so thus hence therefore
value values answer result exact exactly
please can could may might will would should must shall
satisfy satisfies satisfying expression equation following`) {
		m[w] = true
	}
	return m
}()
