package score

import (
	"regexp"
	"strings"
	"unicode"
)

// langMarkerRE is an answer marker in the languages models answer in,
// besides rule 4's English ones: Chinese, Japanese, Korean, Russian,
// French, German, Spanish, Portuguese, Italian, Turkish, Indonesian.
// Used under the default rules only (the spec's rule 4 lists English
// markers).
var langMarkerRE = regexp.MustCompile(`(?i)(?:最终答案|最后答案|答案)\s*(?:是|为|為|：|:)?|答え\s*(?:は|：|:)|정답\s*(?:은|는|:)|(?:окончательный\s+)?ответ\s*(?::|—|-)|(?:la\s+)?réponse\s+(?:finale\s+)?(?:est\s*:?|:)|antwort\s*(?:lautet|ist|:)|(?:la\s+)?respuesta\s+(?:final\s+)?(?:es\s*:?|:)|(?:a\s+)?resposta\s+(?:final\s+)?(?:é\s*:?|:)|(?:la\s+)?risposta\s+(?:finale\s+)?(?:è\s*:?|:)|cevap\s*:|jawaban(?:nya)?\s*(?:adalah|:)`)

// cutLangSentence cuts a marker's sentence: a full stop of CJK text, a CJK
// comma or semicolon, or a period followed by a space (cutSentence).
func cutLangSentence(s string) string {
	if j := strings.IndexAny(s, "。，；！？\n"); j >= 0 {
		s = s[:j]
	}
	return cutSentence(s)
}

// afterLangMarker returns the answer that follows the last answer marker
// of langMarkerRE: the sentence's math spans, or the sentence when it is
// one expression, or its last number.
func afterLangMarker(s string) (string, bool) {
	locs := langMarkerRE.FindAllStringIndex(s, -1)
	if len(locs) == 0 {
		return "", false
	}
	rest := cutLangSentence(s[locs[len(locs)-1][1]:])
	rest = strings.TrimLeft(rest, " :：")
	if c := joinedItems(rest, mathSpans(rest)); c != "" {
		return c, true
	}
	if c := Clean(rest); c != "" && isBareExpression(c) {
		return c, true
	}
	if w, ok := firstBoolWord(rest); ok {
		return w, true
	}
	if n, ok := lastNumberStrict(rest); ok {
		return Clean(n), true
	}
	return "", false
}

// boolWords are the one-word answers to a yes/no question, in the
// languages of langMarkerRE; true and yes are one answer.
var boolWords = map[string]bool{
	"yes": true, "true": true, "no": false, "false": false,
	"да": true, "нет": false, "верно": true, "неверно": false,
	"oui": true, "non": false, "sí": true, "si": true, "ja": true, "nein": false,
	"是": true, "否": false, "对": true, "錯": false, "错": false,
}

// boolWord reads s as a one-word answer (`Yes`, `\text{False}`, `**No**`).
func boolWord(s string) (v bool, ok bool) {
	s = strings.ToLower(strings.Trim(Clean(s), " .!,*"))
	v, ok = boolWords[s]
	return v, ok
}

// firstBoolWord returns the first word of s when it is a one-word answer
// ("No, there is none" gives No).
func firstBoolWord(s string) (string, bool) {
	s = strings.TrimLeft(s, " *_\t\n$")
	end := strings.IndexFunc(s, func(r rune) bool { return !unicode.IsLetter(r) })
	if end < 0 {
		end = len(s)
	}
	w := s[:end]
	if _, ok := boolWord(w); ok && w != "" {
		return w, true
	}
	return "", false
}

// extractBool finds a one-word answer in a response whose gold is one:
// the last box, else the first word after the last answer marker, else the
// response's first word. ok is false when none is a one-word answer.
func extractBool(resp string) (string, Rule, bool) {
	if s, ok := lastBoxed(resp); ok {
		if _, isBool := boolWord(s); isBool {
			return Clean(s), RuleBoxed, true
		}
	}
	low := strings.ToLower(resp)
	at := -1
	for _, m := range []string{"final answer", "the answer is", "answer:"} {
		if i := strings.LastIndex(low, m); i >= 0 && i+len(m) > at {
			at = i + len(m)
		}
	}
	if locs := langMarkerRE.FindAllStringIndex(resp, -1); len(locs) > 0 && locs[len(locs)-1][1] > at {
		at = locs[len(locs)-1][1]
	}
	if at >= 0 && at <= len(resp) {
		rest := strings.TrimLeft(resp[at:], " :：*")
		rest = strings.TrimPrefix(strings.TrimPrefix(rest, "is "), "is: ")
		if w, ok := firstBoolWord(rest); ok {
			return w, RuleMarker, true
		}
	}
	if w, ok := firstBoolWord(resp); ok {
		return w, RuleMarker, true
	}
	return "", RuleNone, false
}

// ExtractFor is ExtractRules knowing the gold answer: under the default
// rules, when the gold is a one-word answer (True/False, Yes/No) the
// response's one-word answer is the candidate (extractBool).
func ExtractFor(response, gold string, rules Rules) (cand string, rule Rule, ok bool) {
	if rules != Spec {
		response = undoubleBackslashes(response)
		if _, isBool := boolWord(gold); isBool {
			if c, r, ok := extractBool(response); ok {
				return c, r, true
			}
		}
	}
	return ExtractRules(response, rules)
}
