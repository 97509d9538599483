package normalize

import (
	"fmt"
	"strings"
)

// stopwords are English words that do not occur as products of variables
// in these books' math; the short ones count only next to another prose
// word (see proseWords).
var stopwords = map[string]bool{
	"the": true, "and": true, "then": true, "so": true, "we": true, "is": true, "are": true,
	"was": true, "of": true, "to": true, "in": true, "on": true, "at": true, "by": true,
	"for": true, "if": true, "as": true, "or": true, "be": true, "an": true, "it": true,
	"its": true, "get": true, "let": true, "has": true, "not": true, "but": true, "all": true,
	"one": true, "our": true, "can": true, "hence": true, "thus": true, "where": true,
	"which": true, "that": true, "this": true, "with": true, "from": true, "since": true,
	"when": true, "have": true, "gives": true, "find": true, "solve": true, "answer": true,
}

// mathWords are letter runs of four or more that may stand in math
// without a backslash.
var mathWords = map[string]bool{
	"sqrt": true, "frac": true, "cdot": true, "left": true, "right": true, "const": true,
	"arcsin": true, "arccos": true, "arctg": true, "arcctg": true, "arctan": true,
}

type word struct {
	lo, hi int
	text   string
}

// words lists the letter runs of t that are not control words and not
// inside the argument of a text command.
func words(t string) []word {
	var ws []word
	for i := 0; i < len(t); {
		c := t[i]
		switch {
		case c == '\\':
			j := skipEscape(t, i)
			if textCommands[t[i+1:min(j, len(t))]] {
				j = skipArgument(t, j)
			}
			i = j
		case isLetter(c):
			j := i
			for j < len(t) && isLetter(t[j]) {
				j++
			}
			ws = append(ws, word{i, j, t[i:j]})
			i = j
		default:
			i++
		}
	}
	return ws
}

func longWord(w string) bool {
	return len(w) >= 4 && strings.ToUpper(w) != w && !mathWords[strings.ToLower(w)]
}

// proseWords marks which words of t are prose: a long word with a
// lower-case letter, a stopword of three letters or more, or a two-letter
// stopword directly followed (across spaces and punctuation only) by
// another prose-looking word.
func proseWords(t string, ws []word) []bool {
	p := make([]bool, len(ws))
	for i, w := range ws {
		lw := strings.ToLower(w.text)
		switch {
		case longWord(w.text), len(lw) >= 3 && stopwords[lw]:
			p[i] = true
		case len(lw) == 2 && stopwords[lw] && i+1 < len(ws):
			gap := t[w.hi:ws[i+1].lo]
			nx := strings.ToLower(ws[i+1].text)
			if strings.Trim(gap, " ,.;:") == "" && (longWord(ws[i+1].text) || stopwords[nx]) {
				p[i] = true
			}
		}
	}
	return p
}

// hasProse reports whether math content t contains prose.
func hasProse(t string) bool {
	ws := words(t)
	for _, p := range proseWords(t, ws) {
		if p {
			return true
		}
	}
	return false
}

type repaired struct{ out, what string }

// repairDollar tries to repair a field that ends inside inline math (a $
// lost its partner). Every way of explaining the odd $ is tried: an opener
// whose closer is missing (the closer goes before the first prose word
// after it) or a closer whose opener is missing (the opener goes after the
// last prose word before it). A hypothesis is valid when the field then
// scans balanced and no math span contains prose. The repair is made only
// when exactly one distinct result is valid.
func repairDollar(s string) (repaired, bool) {
	segs := scan(s)
	if len(segs) == 0 {
		return repaired{}, false
	}
	last := segs[len(segs)-1]
	if last.kind != segInline || last.closed {
		return repaired{}, false
	}
	var singles []int
	for _, g := range segs {
		if g.kind == segInline {
			singles = append(singles, g.olo)
			if g.closed {
				singles = append(singles, g.ohi-1)
			}
		}
	}
	if len(singles) > maxRepairDollars {
		return repaired{}, false
	}
	dollars := dollarOffsets(s)
	var found []repaired
	try := func(at int, what string) {
		out := s[:at] + "$" + s[at:]
		if !repairValid(out) {
			return
		}
		for _, f := range found {
			if f.out == out {
				return
			}
		}
		found = append(found, repaired{out, what})
	}
	for k := 0; k < len(singles); k += 2 {
		p := singles[k]
		// The $ at p opens a span whose closer was lost.
		lim := nextAfter(dollars, p, len(s))
		t := s[p+1 : lim]
		ws := words(t)
		for i, isProse := range proseWords(t, ws) {
			if !isProse {
				continue
			}
			cut := ws[i].lo
			for cut > 0 && strings.IndexByte(" \t\n.,;:", t[cut-1]) >= 0 {
				cut--
			}
			if mathLike(t[:cut]) {
				try(p+1+cut, fmt.Sprintf("inserted a missing closing $ at offset %d", p+1+cut))
			}
			break
		}
		// The $ at p closes a span whose opener was lost.
		lo := prevBefore(dollars, p)
		t = s[lo:p]
		ws = words(t)
		pw := proseWords(t, ws)
		cut := -1
		for i := len(ws) - 1; i >= 0; i-- {
			if pw[i] {
				cut = ws[i].hi
				break
			}
		}
		if cut < 0 && lo == 0 {
			cut = 0
		}
		if cut >= 0 {
			for cut < len(t) && strings.IndexByte(" \t\n,;:", t[cut]) >= 0 {
				cut++
			}
			if mathLike(t[cut:]) {
				try(lo+cut, fmt.Sprintf("inserted a missing opening $ at offset %d", lo+cut))
			}
		}
	}
	if len(found) != 1 {
		return repaired{}, false
	}
	return found[0], true
}

// repairValid: the field scans with every span closed and no prose inside
// inline or display math.
func repairValid(s string) bool {
	for _, g := range scan(s) {
		switch g.kind {
		case segInline, segDisplay:
			if !g.closed || hasProse(s[g.lo:g.hi]) {
				return false
			}
		}
	}
	return true
}

// dollarOffsets lists the offsets of every unescaped $ in s.
func dollarOffsets(s string) []int {
	var offs []int
	for i := 0; i < len(s); {
		switch s[i] {
		case '\\':
			i = skipEscape(s, i)
		case '$':
			offs = append(offs, i)
			i++
		default:
			i++
		}
	}
	return offs
}

// nextAfter is the first offset in offs greater than p, or end.
func nextAfter(offs []int, p, end int) int {
	for _, o := range offs {
		if o > p {
			return o
		}
	}
	return end
}

// prevBefore is the offset just after the last $ before p, or 0.
func prevBefore(offs []int, p int) int {
	lo := 0
	for _, o := range offs {
		if o >= p {
			break
		}
		lo = o + 1
	}
	return lo
}

// mathLike: a would-be math span is one letter, or holds something other
// than letters and spaces (a digit, an operator, a command).
func mathLike(t string) bool {
	t = strings.TrimSpace(t)
	if len(t) == 1 {
		return true
	}
	for i := 0; i < len(t); i++ {
		if !isLetter(t[i]) && t[i] != ' ' {
			return true
		}
	}
	return false
}
