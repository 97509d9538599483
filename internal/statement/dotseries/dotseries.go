// Package dotseries rewrites a finite series written with dots as \\sum or
// \\prod when its terms show one pattern (issue 42; see Prose).
package dotseries

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/latex"
)

// Issue 42: a finite sum or product written with an ellipsis ("$1^3 + 2^3
// + 3^3 + \dots + 100^3$", "$2 \times 12 \times 22 \times \ldots \times
// 92$") is rewritten as \sum or \prod when its terms show one pattern:
// every term written is one template in which one integer varies, at
// least three terms before the dots step it by one nonzero difference d,
// and the terms after the dots end the same progression (the last minus
// the first a multiple of d). Any other formula with dots is left as it
// is (unread), and so is a series of more than maxSeriesTerms terms, and
// a statement that names a series, a sequence or a progression (the
// sequences family reads its terms as written).

const maxSeriesTerms = 10_000

var (
	seriesDotsRe  = regexp.MustCompile(`^\\(?:dots|ldots|cdots)$`)
	seriesSlotRe  = regexp.MustCompile(`\d+`)
	seriesBraceRe = regexp.MustCompile(`([\^_])\{(\d+)\}`) // 2^{10} is 2^10: one slot either way
)

// Prose rewrites the series with dots of a statement's formulas.
func Prose(problem string) string {
	low := strings.ToLower(problem)
	if !strings.Contains(problem, "dots") || strings.Contains(low, "series") || strings.Contains(low, "sequence") || strings.Contains(low, "progression") {
		return problem // the sequences family reads the terms of a named series
	}
	var b strings.Builder
	at := 0
	for _, fr := range latex.Fragments(problem) {
		if s, ok := dotSeries(fr.Src); ok {
			b.WriteString(problem[at:fr.Offset])
			b.WriteString(s)
			at = fr.Offset + len(fr.Src)
		}
	}
	if at == 0 {
		return problem
	}
	return b.String() + problem[at:]
}

// dotSeries rewrites one formula "[X =] t1 op t2 op t3 op … op tn[.]".
func dotSeries(src string) (string, bool) {
	body := strings.TrimSpace(src)
	tail := ""
	for len(body) > 0 && strings.ContainsRune(".,?", rune(body[len(body)-1])) {
		tail, body = body[len(body)-1:]+tail, strings.TrimSpace(body[:len(body)-1])
	}
	head := ""
	if k := strings.Index(body, "="); k >= 0 {
		if strings.Count(body, "=") != 1 || !regexp.MustCompile(`^\s*[A-Za-z]\s*$`).MatchString(body[:k]) {
			return "", false
		}
		head, body = body[:k+1]+" ", body[k+1:]
	}
	for _, op := range []struct{ sep, big string }{{"+", `\sum`}, {`\times`, `\prod`}, {`\cdot`, `\prod`}} {
		terms := seriesSplit(body, op.sep)
		if len(terms) < 5 {
			continue
		}
		if s, ok := seriesOf(terms, op.big); ok {
			return head + s + tail, true
		}
	}
	return "", false
}

// seriesSplit splits s at sep outside braces, brackets and parentheses.
func seriesSplit(s, sep string) []string {
	var out []string
	depth, last := 0, 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '{', '(', '[':
			depth++
		case '}', ')', ']':
			depth--
		}
		if depth == 0 && strings.HasPrefix(s[i:], sep) && !(sep == `\cdot` && strings.HasPrefix(s[i:], `\cdots`)) {
			out = append(out, strings.TrimSpace(s[last:i]))
			i += len(sep) - 1
			last = i + 1
		}
	}
	return append(out, strings.TrimSpace(s[last:]))
}

// seriesOf writes the terms as one \sum or \prod, or ok is false.
func seriesOf(terms []string, big string) (string, bool) {
	dots := -1
	for i, t := range terms {
		if seriesDotsRe.MatchString(t) {
			if dots >= 0 {
				return "", false
			}
			dots = i
		}
	}
	if dots < 3 || dots == len(terms)-1 {
		return "", false
	}
	var skel string
	var vals [][]int64
	for i, t := range terms {
		if i == dots {
			continue
		}
		t = seriesBraceRe.ReplaceAllString(strings.ReplaceAll(t, " ", ""), "$1$2")
		s := seriesSlotRe.ReplaceAllString(t, "#")
		if i > 0 && s != skel || strings.ContainsAny(t, `\`) && !seriesSafe(t) {
			return "", false
		}
		skel = s
		var v []int64
		for _, d := range seriesSlotRe.FindAllString(t, -1) {
			if len(d) > 1 && d[0] == '0' || len(d) > 9 {
				return "", false
			}
			n, _ := strconv.ParseInt(d, 10, 64)
			v = append(v, n)
		}
		vals = append(vals, v)
	}
	slot := -1
	for j := range vals[0] {
		for _, v := range vals[1:] {
			if v[j] != vals[0][j] {
				if slot >= 0 && slot != j {
					return "", false
				}
				slot = j
			}
		}
	}
	if slot < 0 {
		return "", false
	}
	first, d := vals[0][slot], vals[1][slot]-vals[0][slot]
	for i := 1; i < dots; i++ {
		if vals[i][slot]-vals[i-1][slot] != d {
			return "", false
		}
	}
	last := vals[len(vals)-1][slot]
	if d == 0 || (last-first)%d != 0 {
		return "", false
	}
	n := (last-first)/d + 1
	after := len(vals) - dots
	if n < int64(len(vals)) || n > maxSeriesTerms {
		return "", false
	}
	for k := 0; k < after; k++ {
		if vals[dots+k][slot] != first+(n-int64(after)+int64(k))*d {
			return "", false
		}
	}
	x := "j"
	if strings.Contains(skel, "j") {
		return "", false
	}
	idx := 0
	term := seriesSlotRe.ReplaceAllStringFunc(seriesBraceRe.ReplaceAllString(strings.ReplaceAll(terms[0], " ", ""), "$1$2"), func(s string) string {
		defer func() { idx++ }()
		if idx == slot {
			return fmt.Sprintf("{(%d+%d%s)}", first, d, x)
		}
		return "{" + s + "}"
	})
	return fmt.Sprintf(`%s_{%s=0}^{%d}\left(%s\right)`, big, x, n-1, term), true
}

// seriesSafe admits the commands a template may hold: a term that names
// no other command is one formula in its integers.
func seriesSafe(t string) bool {
	rest := regexp.MustCompile(`\\(?:binom|dbinom|tbinom|choose|frac|dfrac|left|right)`).ReplaceAllString(t, "")
	return !strings.Contains(rest, `\`)
}
