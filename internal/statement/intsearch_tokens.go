package statement

import (
	"math/big"
	"regexp"
	"strings"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// Integer searches (issue 25): the tokens of a whole statement, as the
// search grammar (intsearch.go) reads them. A token is a lower-case word
// or punctuation mark of the prose, an integer (written in the prose, or a
// formula that is a closed integer expression), or a formula.

// NumArg is an integer argument of a search: written in digits (V), or a
// closed formula (E) the prover evaluates exactly.
type NumArg struct {
	V       *big.Int
	E       ast.Expr
	Src     string
	Formula bool // written as a formula ($91$, $5!+6!$), not in the prose
}

// searchTok is one token of a statement.
type searchTok struct {
	w   string  // a word or a punctuation mark
	num *NumArg // an integer
	f   string  // a formula that is not a closed integer (its source)
	fe  ast.Expr
}

var (
	searchWordRe = regexp.MustCompile(`[a-z]+(?:'[a-z]*)?(?:-[a-z]+)*|\d+(?:,\d{3})*(?:-[a-z]+)?|\S`)
	groupedIntRe = regexp.MustCompile(`^-?(?:\d{1,3}(?:,\d{3})+|\d+)$`)
	pmodEndRe    = regexp.MustCompile(`^(.*?)\s*\\pmod\s*\{?\s*(\d+)\s*\}?$`)
	formulaEndRe = regexp.MustCompile(`^(.*?)\s*([.?,])$`)
)

// searchTokens splits a statement into tokens; ok is false when a formula
// cannot be read.
func searchTokens(problem string) ([]searchTok, bool) {
	if strings.Contains(problem, `\$`) || len(problem) > 600 {
		return nil, false
	}
	var out []searchTok
	at := 0
	for _, fr := range latex.Fragments(problem) {
		open, closeLen := fr.Offset-1, 1
		if fr.Display {
			// "$$ … $$" only, not \[ … \]
			open, closeLen = fr.Offset-2, 2
		}
		if open < at || !strings.HasPrefix(problem[open:], strings.Repeat("$", closeLen)) {
			return nil, false
		}
		out = append(out, proseTokens(problem[at:open])...)
		toks, ok := formulaTokens(fr.Src)
		if !ok {
			return nil, false
		}
		out = append(out, toks...)
		at = fr.Offset + len(fr.Src) + closeLen
	}
	if strings.ContainsAny(problem[at:], `$\`) {
		return nil, false
	}
	return append(out, proseTokens(problem[at:])...), true
}

func proseTokens(s string) []searchTok {
	var out []searchTok
	for _, w := range searchWordRe.FindAllString(strings.ToLower(s), -1) {
		if groupedIntRe.MatchString(w) {
			v, _ := new(big.Int).SetString(strings.ReplaceAll(w, ",", ""), 10)
			out = append(out, searchTok{num: &NumArg{V: v, Src: w}})
			continue
		}
		out = append(out, searchTok{w: w})
	}
	return out
}

// formulaTokens reads one inline formula: trailing punctuation is prose; a
// closing "\pmod{m}" after a formula without \equiv is the words "mod m".
func formulaTokens(src string) ([]searchTok, bool) {
	src = strings.TrimSpace(src)
	var tail []searchTok
	for {
		src = strings.TrimRight(src, "~ ")
		m := formulaEndRe.FindStringSubmatch(src)
		if m == nil || strings.HasSuffix(m[1], `\`) {
			break
		}
		src, tail = m[1], append([]searchTok{{w: m[2]}}, tail...)
	}
	if m := pmodEndRe.FindStringSubmatch(src); m != nil && !strings.Contains(src, `\equiv`) {
		left, ok := formulaTokens(m[1])
		if !ok || len(left) != 1 || left[0].num == nil {
			return nil, false
		}
		v, _ := new(big.Int).SetString(m[2], 10)
		return append(append(left, searchTok{w: "mod"}, searchTok{num: &NumArg{V: v, Src: m[2]}}), tail...), true
	}
	if n := plainInt(src); n != nil {
		n.Formula = true
		return append([]searchTok{{num: n}}, tail...), true
	}
	if src == "" || strings.Contains(src, `\equiv`) {
		// A congruence is read by the grammar from its source.
		return append([]searchTok{{f: src}}, tail...), src != ""
	}
	e, err := latex.ParseExpr(src)
	if err != nil {
		return nil, false
	}
	if _, rel := e.(*ast.Rel); !rel && len(pm.FreeVars(e)) == 0 {
		return append([]searchTok{{num: &NumArg{E: e, Src: src, Formula: true}}}, tail...), true
	}
	return append([]searchTok{{f: src, fe: e}}, tail...), true
}

var plainIntReplacer = strings.NewReplacer("{,}", ",", `,\!`, ",", `\!`, "", `\,`, "", " ", "") // built once (issue 42, speed)

// plainInt reads a formula that is an integer in digits ("-70",
// "100{,}001", "54,\!321").
func plainInt(src string) *NumArg {
	s := plainIntReplacer.Replace(src)
	if !groupedIntRe.MatchString(s) {
		return nil
	}
	v, ok := new(big.Int).SetString(strings.ReplaceAll(s, ",", ""), 10)
	if !ok {
		return nil
	}
	return &NumArg{V: v, Src: src}
}

// AnswerInteger reads an answer that is one integer written in digits
// ("-99", "10,\!010", "90{,}900{,}909"), or ok is false.
func AnswerInteger(src string) (*big.Int, bool) {
	s := strings.TrimSpace(src)
	s = strings.TrimSuffix(strings.TrimPrefix(s, "$"), "$")
	n := plainInt(s)
	if n == nil {
		return nil, false
	}
	return n.V, true
}
