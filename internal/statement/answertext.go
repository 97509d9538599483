package statement

import (
	"regexp"
	"strings"
)

// AnswerText is an answer after the string-level pass: its math (with the
// `$...$` wrappers, `\boxed{}` and a trailing full stop removed) and what
// its prose says.
type AnswerText struct {
	Math string // the formula part, "" when the answer is prose only
	// None says the answer states there is no solution; All that every
	// admissible value is a solution ("any x", "x ∈ R").
	None, All bool
	// Prose is the text outside the formulas, lower-cased.
	Prose string
}

var (
	NoneRe = regexp.MustCompile(`(?i)\bno (real )?(solutions?|roots?)\b|\bnone\b|\bhas no\b|\bno values?\b|\\varnothing|\\emptyset|\\oslash|∅|\\O\b|\\text\{\s*no`)
	AllRe  = regexp.MustCompile(`(?i)\ball real( numbers)?\b|\bany (real )?(number|x|value)\b|\binfinitely many\b|\\in\s*\\mathbb\s*\{?\s*R\b|\\in\s*\\R\b|\\in\s*ℝ|\(-\s*\\infty\s*[,;]\s*\+?\s*\\infty\s*\)|\bevery real|\bidentity\b|\ball x\b|^\s*\\mathbb\s*\{?R\}?\s*$|^\s*ℝ\s*$`)
)

var UnicodeFix = strings.NewReplacer(
	"−", "-", "–", "-", "∪", `\cup `, "∩", `\cap `, "≤", `\le `, "≥", `\ge `, "≠", `\ne `,
	"∞", `\infty `, "π", `\pi `, "·", `\cdot `, "×", `\times `, "√", `\sqrt `, "∈", `\in `,
	"\u00a0", " ", "ℤ", `\mathbb{Z}`, "ℝ", `\mathbb{R}`,
)

// MathWordRe is "or"/"and" written inside a formula, with its spacing.
var MathWordRe = regexp.MustCompile(`(?:\\[,;:! ]|\\q?quad|\s)*(?:\\(?:text|mbox|mathrm|textrm)\s*\{\s*(or|and)\s*\}|\s(or|and)\s)(?:\\[,;:! ]|\\q?quad|\s)*`)

var MathrmRe = regexp.MustCompile(`\\math(?:rm|it)\s*\{\s*([A-Za-z]{1,4})\s*\}`)

var KnownWords = map[string]bool{"sin": true, "cos": true, "tan": true, "tg": true, "ctg": true, "cot": true, "ln": true, "lg": true, "log": true, "exp": true, "e": true, "d": true, "dx": true, "arctg": true, "sec": true, "csc": true}

// PlainLetters rewrites `\mathrm{mc}` (upright variable names) as the
// product of its letters `m c`; upright function names and `\mathrm{e}` stay.
func PlainLetters(s string) string {
	return MathrmRe.ReplaceAllStringFunc(s, func(m string) string {
		w := MathrmRe.FindStringSubmatch(m)[1]
		if KnownWords[w] {
			return m
		}
		return " " + strings.Join(strings.Split(w, ""), " ") + " "
	})
}

// SplitAnswerText strips the wrappers of an answer and separates its prose
// From its formulas. Several formulas are joined with "; ".
func SplitAnswerText(ans string) AnswerText {
	s := strings.TrimSpace(PlainLetters(UnicodeFix.Replace(ans)))
	var t AnswerText
	var maths, prose []string
	if strings.Contains(s, "$") || strings.Contains(s, `\(`) || strings.Contains(s, `\[`) {
		for _, part := range SplitDollars(s) {
			if part.Math {
				if m := strings.TrimSpace(part.Text); m != "" {
					maths = append(maths, m)
				}
			} else {
				prose = append(prose, part.Text)
			}
		}
	} else {
		maths = []string{s}
	}
	t.Prose = strings.ToLower(strings.Join(prose, " "))
	m := strings.Join(maths, "; ")
	// "x<-2 \text{ or } x>2": the word joins two formulas like the prose
	// between two $...$ does.
	for _, w := range MathWordRe.FindAllStringSubmatch(m, -1) {
		t.Prose += " " + strings.ToLower(w[1]+w[2]) + " "
	}
	m = MathWordRe.ReplaceAllString(m, "; ")
	m = StripBoxed(m)
	m = strings.TrimSpace(m)
	m = strings.TrimRight(m, " .")
	m = strings.TrimSpace(strings.TrimSuffix(m, `\,`))
	whole := t.Prose + " " + m
	if strings.ContainsAny(whole, "0123456789") {
		// "all real numbers except 2", "no solution, 3": not a plain
		// None/all answer.
	} else if NoneRe.MatchString(whole) {
		t.None = true
	} else if AllRe.MatchString(whole) {
		t.All = true
	}
	if (t.None || t.All) && !strings.ContainsAny(m, "0123456789") && !strings.Contains(m, `\in`) && !strings.Contains(m, `\infty`) {
		t.Prose = strings.TrimSpace(t.Prose + " " + strings.ToLower(m))
		m = ""
	}
	if MathIsProse(m) {
		t.Prose = strings.TrimSpace(t.Prose + " " + strings.ToLower(m))
		m = ""
	}
	t.Math = m
	return t
}

// MathIsProse reports whether a "formula" is really words ("no solution").
func MathIsProse(m string) bool {
	if strings.ContainsAny(m, "0123456789") {
		return false
	}
	words := 0
	for _, w := range strings.Fields(m) {
		if len(w) >= 3 && IsLetters(w) {
			words++
		}
	}
	return words >= 2
}

func IsLetters(w string) bool {
	for _, r := range w {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z') {
			return false
		}
	}
	return true
}

type TextPart struct {
	Text string
	Math bool
}

// SplitDollars splits text into prose and `$...$`, `$$...$$`, `\(...\)`,
// `\[...\]` parts. An unclosed delimiter makes the rest math.
func SplitDollars(s string) []TextPart {
	var parts []TextPart
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
			parts = append(parts, TextPart{s[start:i], false})
		}
		j := strings.Index(s[i+len(open):], close)
		if j < 0 {
			parts = append(parts, TextPart{s[i+len(open):], true})
			return parts
		}
		parts = append(parts, TextPart{s[i+len(open) : i+len(open)+j], true})
		i = i + len(open) + j + len(close)
		start = i
	}
	if start < len(s) {
		parts = append(parts, TextPart{s[start:], false})
	}
	return parts
}

// StripBoxed replaces every `\boxed{X}` by X.
func StripBoxed(s string) string {
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
