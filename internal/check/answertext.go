package check

import (
	"regexp"
	"strings"
)

// answerText is an answer after the string-level pass: its math (with the
// `$...$` wrappers, `\boxed{}` and a trailing full stop removed) and what
// its prose says.
type answerText struct {
	Math string // the formula part, "" when the answer is prose only
	// None says the answer states there is no solution; All that every
	// admissible value is a solution ("any x", "x ∈ R").
	None, All bool
	// Prose is the text outside the formulas, lower-cased.
	Prose string
}

var (
	noneRe = regexp.MustCompile(`(?i)\bno (real )?(solutions?|roots?)\b|\bnone\b|\bhas no\b|\bno values?\b|\\varnothing|\\emptyset|\\oslash|∅|\\O\b|\\text\{\s*no`)
	allRe  = regexp.MustCompile(`(?i)\ball real( numbers)?\b|\bany (real )?(number|x|value)\b|\binfinitely many\b|\\in\s*\\mathbb\s*\{?\s*R\b|\\in\s*\\R\b|\\in\s*ℝ|\(-\s*\\infty\s*[,;]\s*\+?\s*\\infty\s*\)|\bevery real|\bidentity\b|\ball x\b|^\s*\\mathbb\s*\{?R\}?\s*$|^\s*ℝ\s*$`)
)

var unicodeFix = strings.NewReplacer(
	"−", "-", "–", "-", "∪", `\cup `, "∩", `\cap `, "≤", `\le `, "≥", `\ge `, "≠", `\ne `,
	"∞", `\infty `, "π", `\pi `, "·", `\cdot `, "×", `\times `, "√", `\sqrt `, "∈", `\in `,
	"\u00a0", " ", "ℤ", `\mathbb{Z}`, "ℝ", `\mathbb{R}`,
)

// mathWordRe is "or"/"and" written inside a formula, with its spacing.
var mathWordRe = regexp.MustCompile(`(?:\\[,;:! ]|\\q?quad|\s)*(?:\\(?:text|mbox|mathrm|textrm)\s*\{\s*(or|and)\s*\}|\s(or|and)\s)(?:\\[,;:! ]|\\q?quad|\s)*`)

var mathrmRe = regexp.MustCompile(`\\math(?:rm|it)\s*\{\s*([A-Za-z]{1,4})\s*\}`)

var knownWords = map[string]bool{"sin": true, "cos": true, "tan": true, "tg": true, "ctg": true, "cot": true, "ln": true, "lg": true, "log": true, "exp": true, "e": true, "d": true, "dx": true, "arctg": true, "sec": true, "csc": true}

// plainLetters rewrites `\mathrm{mc}` (upright variable names) as the
// product of its letters `m c`; upright function names and `\mathrm{e}` stay.
func plainLetters(s string) string {
	return mathrmRe.ReplaceAllStringFunc(s, func(m string) string {
		w := mathrmRe.FindStringSubmatch(m)[1]
		if knownWords[w] {
			return m
		}
		return " " + strings.Join(strings.Split(w, ""), " ") + " "
	})
}

// splitAnswerText strips the wrappers of an answer and separates its prose
// from its formulas. Several formulas are joined with "; ".
func splitAnswerText(ans string) answerText {
	s := strings.TrimSpace(plainLetters(unicodeFix.Replace(ans)))
	var t answerText
	var maths, prose []string
	if strings.Contains(s, "$") || strings.Contains(s, `\(`) || strings.Contains(s, `\[`) {
		for _, part := range splitDollars(s) {
			if part.math {
				if m := strings.TrimSpace(part.text); m != "" {
					maths = append(maths, m)
				}
			} else {
				prose = append(prose, part.text)
			}
		}
	} else {
		maths = []string{s}
	}
	t.Prose = strings.ToLower(strings.Join(prose, " "))
	m := strings.Join(maths, "; ")
	// "x<-2 \text{ or } x>2": the word joins two formulas like the prose
	// between two $...$ does.
	for _, w := range mathWordRe.FindAllStringSubmatch(m, -1) {
		t.Prose += " " + strings.ToLower(w[1]+w[2]) + " "
	}
	m = mathWordRe.ReplaceAllString(m, "; ")
	m = stripBoxed(m)
	m = strings.TrimSpace(m)
	m = strings.TrimRight(m, " .")
	m = strings.TrimSpace(strings.TrimSuffix(m, `\,`))
	whole := t.Prose + " " + m
	if strings.ContainsAny(whole, "0123456789") {
		// "all real numbers except 2", "no solution, 3": not a plain
		// none/all answer.
	} else if noneRe.MatchString(whole) {
		t.None = true
	} else if allRe.MatchString(whole) {
		t.All = true
	}
	if (t.None || t.All) && !strings.ContainsAny(m, "0123456789") && !strings.Contains(m, `\in`) && !strings.Contains(m, `\infty`) {
		t.Prose = strings.TrimSpace(t.Prose + " " + strings.ToLower(m))
		m = ""
	}
	if mathIsProse(m) {
		t.Prose = strings.TrimSpace(t.Prose + " " + strings.ToLower(m))
		m = ""
	}
	t.Math = m
	return t
}

// mathIsProse reports whether a "formula" is really words ("no solution").
func mathIsProse(m string) bool {
	if strings.ContainsAny(m, "0123456789") {
		return false
	}
	words := 0
	for _, w := range strings.Fields(m) {
		if len(w) >= 3 && isLetters(w) {
			words++
		}
	}
	return words >= 2
}

func isLetters(w string) bool {
	for _, r := range w {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z') {
			return false
		}
	}
	return true
}

type textPart struct {
	text string
	math bool
}

// splitDollars splits text into prose and `$...$`, `$$...$$`, `\(...\)`,
// `\[...\]` parts. An unclosed delimiter makes the rest math.
func splitDollars(s string) []textPart {
	var parts []textPart
	i, start := 0, 0
	for i < len(s) {
		var open, close string
		switch {
		case strings.HasPrefix(s[i:], "$$"):
			open, close = "$$", "$$"
		case s[i] == '$' && (i == 0 || s[i-1] != '\\'):
			open, close = "$", "$"
		case strings.HasPrefix(s[i:], `\(`):
			open, close = `\(`, `\)`
		case strings.HasPrefix(s[i:], `\[`):
			open, close = `\[`, `\]`
		default:
			i++
			continue
		}
		if i > start {
			parts = append(parts, textPart{s[start:i], false})
		}
		j := strings.Index(s[i+len(open):], close)
		if j < 0 {
			parts = append(parts, textPart{s[i+len(open):], true})
			return parts
		}
		parts = append(parts, textPart{s[i+len(open) : i+len(open)+j], true})
		i = i + len(open) + j + len(close)
		start = i
	}
	if start < len(s) {
		parts = append(parts, textPart{s[start:], false})
	}
	return parts
}

// stripBoxed replaces every `\boxed{X}` by X.
func stripBoxed(s string) string {
	for k := 0; k < 8; k++ {
		i := strings.Index(s, `\boxed{`)
		if i < 0 {
			return s
		}
		j := i + len(`\boxed{`)
		depth, end := 1, -1
		for p := j; p < len(s); p++ {
			switch s[p] {
			case '{':
				depth++
			case '}':
				depth--
			}
			if depth == 0 {
				end = p
				break
			}
		}
		if end < 0 {
			return s
		}
		s = s[:i] + s[j:end] + s[end+1:]
	}
	return s
}
