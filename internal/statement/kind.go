package statement

import "strings"

// Kind is the task kind read from a statement's prose (and, where the prose
// is silent, from the shape of its formulas).
type Kind int

const (
	KindUnknown    Kind = iota
	KindValue           // Compute, Calculate, Evaluate, Find the value
	KindSimplify        // Simplify (an expression with free variables)
	KindEquation        // Solve the equation
	KindSystem          // Solve the system
	KindInequality      // Solve the inequality
	KindIdentity        // Prove
	KindFactor          // Factorise
	KindLimit
	KindDerivative
	KindIntegral
	KindExtremum
)

var KindNames = [...]string{"unknown", "value", "simplify", "equation", "system", "inequality", "identity", "factorise", "limit", "derivative", "integral", "extremum"}

func (k Kind) String() string {
	if k < 0 || int(k) >= len(KindNames) {
		return "unknown"
	}
	return KindNames[k]
}

// HasCue reports whether the prose just before a fragment announces an
// indicated substitution or a condition: it ends with "," or ";", or with
// one of substitutionCues (then "that" may follow).
func HasCue(before string) bool {
	before = strings.TrimRight(before, " \t\n")
	if strings.HasSuffix(before, ",") || strings.HasSuffix(before, ";") {
		return true
	}
	return EndsWithCue(before, SubstitutionCues, true)
}

// SubstitutionCues and strongCues are the positional cues of the table:
// the words that, ending the prose before a formula, make it a substitution
// or a condition ("at $x=2$", "given that $a>0$"). The strong ones do so
// even before the first target.
var (
	SubstitutionCues = []string{"at", "if", "when", "for", "where", "given", "with", "provided", "assuming", "and"}
	StrongCues       = []string{"at", "if", "when", "where", "given", "provided", "assuming", "with"}
)

// EndsWithCue reports whether the last word of before is one of cues,
// optionally followed by "that" (and by nothing else).
func EndsWithCue(before string, cues []string, anyThat bool) bool {
	toks := ProseTokens(strings.ToLower(before))
	n := len(toks)
	if n == 0 {
		return false
	}
	last := toks[n-1]
	if last == "that" && n >= 2 {
		prev := toks[n-2]
		if anyThat || prev == "given" || prev == "provided" || prev == "assuming" {
			return Contains1(cues, prev)
		}
		return false
	}
	if last == "," {
		return anyThat
	}
	return Contains1(cues, last)
}

// TaskKeywords are the positional task cues: a formula that follows one of
// them in the same sentence, within 70 characters, is what the task asks
// about ("Evaluate: $...$", "Solve the following equation for $x$: $...$").
// A keyword of two words is written with its second word.
var TaskKeywords = map[string]string{
	"compute": "", "calculate": "", "evaluate": "", "simplify": "", "simplified": "",
	"find": "", "solve": "", "determine": "", "prove": "", "factorise": "", "factorize": "",
	"factor": "", "expression": "", "equation": "", "inequality": "", "system": "",
	"value": "of", "show": "that",
}

// KeywordBefore reports whether the prose before a formula ends with a task
// keyword and at most 70 characters after it, none of them . ? ! or a
// Formula.
func KeywordBefore(before string) bool {
	tail := strings.ToLower(before)
	if i := strings.LastIndexAny(tail, ".?!$"); i >= 0 {
		tail = tail[i+1:]
	}
	isWord := func(b byte) bool { return b >= 'a' && b <= 'z' || b >= '0' && b <= '9' || b == '_' }
	type word struct {
		w   string
		end int
	}
	var words []word
	for i := 0; i < len(tail); {
		if !isWord(tail[i]) {
			i++
			continue
		}
		j := i
		for j < len(tail) && isWord(tail[j]) {
			j++
		}
		words = append(words, word{tail[i:j], j})
		i = j
	}
	for k, w := range words {
		second, ok := TaskKeywords[w.w]
		if !ok {
			continue
		}
		end := w.end
		if second != "" {
			if k+1 >= len(words) || words[k+1].w != second {
				continue
			}
			end = words[k+1].end
		}
		if len([]rune(tail[end:])) <= 70 {
			return true
		}
	}
	return false
}
