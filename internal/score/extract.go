package score

import (
	"regexp"
	"strings"
	"unicode"
)

// Rule names the extraction rule of spec section 3.1 that produced a
// candidate.
type Rule int

const (
	RuleNone   Rule = iota // no candidate: the prediction is unparsed
	RuleBoxed              // 1: content of the last \boxed{...}
	RuleMath               // 2: content of the last $...$ / $$...$$ span
	RuleBare               // 3: the whole response is one bare expression
	RuleMarker             // 4: text after the last answer marker
	RuleNumber             // 5: the last number
)

func (r Rule) String() string {
	switch r {
	case RuleBoxed:
		return "boxed"
	case RuleMath:
		return "math"
	case RuleBare:
		return "bare"
	case RuleMarker:
		return "marker"
	case RuleNumber:
		return "number"
	}
	return "none"
}

// maxResponse bounds the part of a response the extractor looks at; the
// answer of a long response is at its end, so the tail is kept.
const maxResponse = 1 << 20

// Extract finds the answer candidate in a model response, trying the rules
// of spec section 3.1 in order, and returns it cleaned. ok is false when no
// rule produced a non-empty candidate (the prediction is unparsed). It is
// the extraction of --rules spec; ExtractRules gives the default rules'.
func Extract(response string) (cand string, rule Rule, ok bool) {
	return ExtractRules(response, Spec)
}

// ExtractRules is Extract under a rule set. Under strict rules (the
// default) three choices depart from the letter of section 3.1, each as
// Math-Verify's conventions do (README "Extraction under the default
// rules"):
//   - boxes that end the response's boxed answers and are separated only by
//     commas, `and`/`or` and spacing (`oxed{1}, oxed{2}`) are one
//     answer, the list of their contents;
//   - likewise math spans separated only by commas and `and`/`or`
//     (`$12$ and $13$`);
//   - a "Final Answer" marker that comes after the last box wins over
//     earlier math spans: its sentence gives the answer ("Final Answer:
//     The largest $n$ is 34." gives 34).
func ExtractRules(response string, rules Rules) (cand string, rule Rule, ok bool) {
	if len(response) > maxResponse {
		response = response[len(response)-maxResponse:]
	}
	if rules == Spec {
		if s, found := lastBoxed(response); found {
			if c := Clean(s); c != "" {
				return c, RuleBoxed, true
			}
		}
		if s, found := lastMathSpan(response); found {
			if c := Clean(s); c != "" {
				return c, RuleMath, true
			}
		}
	} else {
		boxes := boxedSpans(response)
		lastBox := -1
		if len(boxes) > 0 {
			lastBox = boxes[len(boxes)-1].end
		}
		if c, ok := finalAnswer(response, lastBox); ok {
			return c, RuleMarker, true
		}
		if c := joinedItems(response, boxes); c != "" {
			return c, RuleBoxed, true
		}
		if c := joinedItems(response, mathSpans(response)); c != "" {
			return c, RuleMath, true
		}
	}
	if isBareExpression(response) {
		if c := Clean(response); c != "" {
			return c, RuleBare, true
		}
	}
	if rules != Spec {
		if c, found := afterLangMarker(response); found {
			return c, RuleMarker, true
		}
	}
	if c, found := afterMarker(response, rules); found {
		return c, RuleMarker, true
	}
	last := lastNumber
	if rules != Spec {
		last = lastNumberStrict
	}
	if m, ok := last(response); ok {
		return Clean(m), RuleNumber, true
	}
	return "", RuleNone, false
}

// braceGroup returns the content of the brace group opening at s[open]
// ('{'), honouring nesting and escaped braces, and the index after the
// closing brace; ok is false when the group is not closed.
func braceGroup(s string, open int) (content string, end int, ok bool) {
	depth := 0
	for i := open; i < len(s); i++ {
		switch s[i] {
		case '\\':
			i++ // skip the escaped character (\{, \}, \\)
		case '{':
			depth++
		case '}':
			depth--
			if depth == 0 {
				return s[open+1 : i], i + 1, true
			}
		}
	}
	return "", len(s), false
}

// commandArg finds `\name{...}` at or after from, returning the argument.
func commandArg(s, name string, from int) (arg string, start, end int, ok bool) {
	for {
		i := strings.Index(s[from:], name)
		if i < 0 {
			return "", 0, 0, false
		}
		start = from + i
		j := start + len(name)
		// The command name must end here (\boxed, not \boxedx).
		if j < len(s) && isASCIILetter(s[j]) {
			from = j
			continue
		}
		for j < len(s) && (s[j] == ' ' || s[j] == '\t' || s[j] == '\n') {
			j++
		}
		if j < len(s) && s[j] == '{' {
			if arg, end, ok := braceGroup(s, j); ok {
				return arg, start, end, true
			}
		}
		from = start + len(name)
	}
}

// span is a box or math span of a response: its content and where it
// starts and ends.
type span struct {
	content    string
	start, end int
}

// boxedSpans lists the brace-balanced \boxed{...} of s in order.
func boxedSpans(s string) []span {
	var out []span
	from := 0
	for len(out) <= maxItems {
		arg, start, end, ok := commandArg(s, `\boxed`, from)
		if !ok {
			break
		}
		out = append(out, span{arg, start, end})
		from = end
	}
	return out
}

// joinRE is what may stand between two parts of one answer: commas,
// semicolons, `and`/`or` (also in \text{}), spacing, math delimiters, and a
// short phrase that ends in `and` ("for part (a) and").
var joinRE = regexp.MustCompile(`^(?:[\s,;$~]|\\[()\[\] ,;:!]|\\q?quad|\\text\s*\{[^{}]*\}|\b(?:and|or)\b)*$|^[^.$\\\n]{0,30}\band\s*(?:\\text\s*\{\s*\}|\\[()\[\]]|\$|\s)*$`)

// joinedItems returns the cleaned contents of the last span and of the
// spans before it that are separated from it only by joinRE text, joined
// as a list; "" when there is no span.
func joinedItems(s string, spans []span) string {
	if len(spans) == 0 {
		return ""
	}
	first := len(spans) - 1
	for first > 0 && joinRE.MatchString(s[spans[first-1].end:spans[first].start]) {
		first--
	}
	var items []string
	seen := map[string]bool{}
	for _, sp := range spans[first:] {
		c := Clean(sp.content)
		if c == "" || seen[NormalizeExact(c)] {
			continue
		}
		seen[NormalizeExact(c)] = true
		items = append(items, c)
	}
	return strings.Join(items, ", ")
}

// mathSpans lists the math spans of s: $...$, $$...$$, \(...\), \[...\].
func mathSpans(s string) []span {
	var out []span
	for i := 0; i < len(s); {
		switch {
		case strings.HasPrefix(s[i:], "$$"):
			j := strings.Index(s[i+2:], "$$")
			if j < 0 {
				return out
			}
			out = append(out, span{s[i+2 : i+2+j], i, i + 2 + j + 2})
			i += 2 + j + 2
		case s[i] == '$' && (i == 0 || s[i-1] != '\\'):
			j := i + 1
			for j < len(s) && (s[j] != '$' || s[j-1] == '\\') {
				j++
			}
			if j >= len(s) {
				return out
			}
			out = append(out, span{s[i+1 : j], i, j + 1})
			i = j + 1
		case strings.HasPrefix(s[i:], `\(`) || strings.HasPrefix(s[i:], `\[`):
			closer := `\)`
			if s[i+1] == '[' {
				closer = `\]`
			}
			j := strings.Index(s[i+2:], closer)
			if j < 0 {
				i += 2
				continue
			}
			out = append(out, span{s[i+2 : i+2+j], i, i + 2 + j + 2})
			i += 2 + j + 2
		case s[i] == '\\':
			i += 2
		default:
			i++
		}
	}
	return out
}

var (
	finalRE = regexp.MustCompile(`(?i)final\s+answer\s*(?:is\s*:?|:)?`)
	isRE    = regexp.MustCompile(`(?i)\s(?:is|are|equals|was)\s`)
)

// finalAnswer reads the sentence after the last "Final Answer" marker when
// no box comes after it: the part after its last " is " (or all of it),
// else the sentence's last number.
func finalAnswer(s string, lastBox int) (string, bool) {
	if !strings.Contains(s, "inal") && !strings.Contains(s, "INAL") {
		return "", false
	}
	locs := finalRE.FindAllStringIndex(s, -1)
	if len(locs) == 0 {
		return "", false
	}
	at := locs[len(locs)-1]
	if at[0] < lastBox {
		return "", false
	}
	rest := s[at[1]:]
	if j := strings.IndexByte(rest, '\n'); j >= 0 {
		rest = rest[:j]
	}
	rest = cutSentence(rest)
	return answerOfSentence(rest)
}

// answerOfSentence finds the answer in one sentence: the part after its
// last " is ", if it reads as an expression; else the sentence itself; else
// its last number.
func answerOfSentence(rest string) (string, bool) {
	if m := isRE.FindAllStringIndex(rest, -1); len(m) > 0 {
		rest = rest[m[len(m)-1][1]:]
	}
	if c := joinedItems(rest, mathSpans(rest)); c != "" {
		return c, true
	}
	c := Clean(rest)
	if c != "" && isBareExpression(c) {
		return c, true
	}
	if n, ok := lastNumberStrict(rest); ok {
		return Clean(n), true
	}
	return "", false
}

// lastBoxed returns the content of the last brace-balanced \boxed{...}.
func lastBoxed(s string) (string, bool) {
	var last string
	found := false
	from := 0
	for {
		arg, _, end, ok := commandArg(s, `\boxed`, from)
		if !ok {
			break
		}
		last, found, from = arg, true, end
	}
	return last, found
}

// lastMathSpan returns the content of the last math span of s.
func lastMathSpan(s string) (string, bool) {
	spans := mathSpans(s)
	if len(spans) == 0 {
		return "", false
	}
	return spans[len(spans)-1].content, true
}

var (
	textGroupRE  = regexp.MustCompile(`\\(?:text|textbf|textit|textrm|mbox|mathrm|operatorname)\s*\{[^{}]*\}`)
	commandRE    = regexp.MustCompile(`\\[A-Za-z]+`)
	wordRE       = regexp.MustCompile(`[A-Za-z]{3,}`)
	shortWordsRE = regexp.MustCompile(`(?i)(^|[^A-Za-z\\])(is|it|so|we|to|of|an|at|be|or|if|by|no|as|the)([^A-Za-z]|$)`)
)

// isBareExpression reports whether the whole response is one bare LaTeX
// expression: one line, no math delimiters, no prose words.
func isBareExpression(s string) bool {
	s = strings.TrimSpace(s)
	if s == "" || len(s) > 2000 || strings.ContainsAny(s, "\n$") {
		return false
	}
	if strings.Contains(s, `\(`) || strings.Contains(s, `\[`) {
		return false
	}
	t := textGroupRE.ReplaceAllString(s, " ")
	t = commandRE.ReplaceAllString(t, " ")
	if wordRE.MatchString(t) || shortWordsRE.MatchString(t) {
		return false
	}
	// A sentence ending in a period after a letter is prose ("x is 2.").
	for _, r := range t {
		if r > unicode.MaxASCII && unicode.IsLetter(r) {
			return false // Cyrillic or other script prose
		}
	}
	return true
}

// markers are the answer markers of rule 4, in priority order.
var markers = []string{"final answer is", "the answer is", "answer:", "result is", "therefore", "=", ":"}

// afterMarker returns the cleaned text after the last occurrence of the
// first marker (in priority order) that yields something interpretable.
func afterMarker(s string, rules Rules) (string, bool) {
	low := strings.ToLower(s)
	for _, m := range markers {
		i := strings.LastIndex(low, m)
		if i < 0 {
			continue
		}
		rest := s[i+len(m):]
		if m == "therefore" {
			rest = strings.TrimLeft(rest, " ,")
		}
		if j := strings.IndexByte(rest, '\n'); j >= 0 {
			rest = rest[:j]
		}
		rest = cutSentence(rest)
		c := Clean(rest)
		if c == "" {
			continue
		}
		if rules != Spec && !isBareExpression(c) && len(m) > 1 { // "the probability … is 2/3"
			if a, ok := answerOfSentence(rest); ok {
				c = a
			}
		}
		if !strings.ContainsAny(c, "0123456789") && !isBareExpression(c) {
			continue
		}
		return c, true
	}
	return "", false
}

// cutSentence cuts s at the first sentence end: a period followed by a
// space (not a decimal point).
func cutSentence(s string) string {
	for i := 0; i+1 < len(s); i++ {
		if s[i] == '.' && (s[i+1] == ' ' || s[i+1] == '\t') {
			return s[:i]
		}
	}
	return s
}

// lastNumberRE is a number of rule 5: digits with thousands groups
// (1,000.99, 12,\!000, 14{,}916), a decimal part (.4), a fraction.
var lastNumberRE = regexp.MustCompile(`-?\d{1,3}(?:(?:,|,\\!\s?|\{,\})\d{3})+(?:\.\d+)?|-?\d*\.\d+|-?\d+(?:/\d+)?`)

// lastNumber returns the last number of s that does not end a word: a
// number right after a letter or _ ("AZYUK2A", "x_2") is part of a name,
// while letters after it are a unit (5cm).
func lastNumber(s string) (string, bool) {
	ms := lastNumberRE.FindAllStringIndex(s, -1)
	for k := len(ms) - 1; k >= 0; k-- {
		a, b := ms[k][0], ms[k][1]
		if a > 0 && (isASCIILetter(s[a-1]) || s[a-1] == '_') {
			continue
		}
		return s[a:b], true
	}
	return "", false
}

var (
	boldRE        = regexp.MustCompile(`^\*{1,2}(.*?)\*{1,2}$`)
	prefixRE      = regexp.MustCompile(`(?i)^(?:the\s+)?(?:final\s+)?(?:answer\s+is\s*:?|answer\s*:|result\s*:|result\s+is\s*:?)\s*`)
	textWrapperRE = regexp.MustCompile(`\\(?:text|textbf|textit|textrm|textnormal|mbox)\s*\{([^{}]*)\}`)
)

// Clean applies the cleaning of spec section 3.1 to a candidate: markdown
// bold/italic wrappers, answer prefixes, outer $ delimiters, a \boxed{}
// wrapper, \text{...} wrappers, trailing periods and surrounding
// whitespace. It is idempotent. Commas in numbers are left to the row's
// number convention (applyConvention), which Compare applies.
func Clean(s string) string {
	for range 8 { // to a fixed point, with an iteration cap
		prev := s
		s = strings.TrimSpace(s)
		if m := boldRE.FindStringSubmatch(s); m != nil {
			s = m[1]
		}
		// Markdown residue around the candidate ("** 17" after "**Answer:**").
		s = strings.TrimSpace(strings.Trim(s, "*_"))
		s = prefixRE.ReplaceAllString(s, "")
		for len(s) >= 2 && s[0] == '$' && s[len(s)-1] == '$' {
			s = strings.TrimSpace(s[1 : len(s)-1])
		}
		if strings.HasPrefix(s, `\(`) && strings.HasSuffix(s, `\)`) || strings.HasPrefix(s, `\[`) && strings.HasSuffix(s, `\]`) {
			s = s[2 : len(s)-2]
		}
		if arg, start, end, ok := commandArg(s, `\boxed`, 0); ok && start == 0 && end == len(s) {
			s = arg
		}
		s = textWrapperRE.ReplaceAllString(s, "$1")
		s = strings.TrimSpace(s)
		for strings.HasSuffix(s, ".") && !strings.HasSuffix(s, `\.`) {
			s = strings.TrimSpace(s[:len(s)-1])
		}
		if s == prev {
			break
		}
	}
	return s
}

func isASCIILetter(c byte) bool { return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' }

var exactReplacer = strings.NewReplacer(
	`\left`, "", `\right`, "", `\!`, "", `\,`, "", `\;`, "", `\:`, "", `\ `, "",
	`\qquad`, "", `\quad`, "", `~`, "",
	`\dfrac`, `\frac`, `\tfrac`, `\frac`, `\cdot`, "*", `\times`, "*",
	`\bigcup`, `\cup`, "∪", `\cup`, "−", "-", `\displaystyle`, "",
)

// NormalizeExact is the string normalisation of the exact tier (spec
// section 3.2): lowercase, no whitespace, no $, no \left/\right/thin
// spaces, \dfrac/\tfrac as \frac, \cdot/\times as *, no trailing period.
func NormalizeExact(s string) string {
	s = exactReplacer.Replace(s)
	var b strings.Builder
	b.Grow(len(s))
	for _, r := range s {
		if unicode.IsSpace(r) || r == '$' {
			continue
		}
		b.WriteRune(unicode.ToLower(r))
	}
	s = b.String()
	for strings.HasSuffix(s, ".") && !strings.HasSuffix(s, `\.`) {
		s = s[:len(s)-1]
	}
	return s
}
