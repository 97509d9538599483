package normalize

import (
	"fmt"
	"strings"
)

// Convention says how a source writes decimal numbers and lists.
type Convention int

const (
	// Western sources (MATH and other English corpora) separate list items
	// with commas and group thousands with {,} (24{,}000): no comma is a
	// decimal comma, nothing is rewritten.
	Western Convention = iota
	// Russian sources (the DGN books) separate list items with `;` and
	// write decimal commas: a bare `d,d` inside math is also a decimal
	// comma, under the rules in the package comment.
	Russian
)

func (c Convention) String() string {
	if c == Russian {
		return "russian"
	}
	return "western"
}

// maxRepairDollars caps the number of $ a field may have for the missing-$
// repair to be tried (each hypothesis rescans the field).
const maxRepairDollars = 400

// Text normalises one text field (a problem or a solution) under the
// convention c and returns the new text and one sentence per invariant it
// could not establish ("unbalanced $ at offset 41, left as is"). It
// rewrites \(..\) to $..$ and \[..\] to $$..$$, repairs a missing $ when
// exactly one repair makes every math span free of prose, removes paired
// $ nested inside $$..$$, and turns decimal commas inside math into points.
// Text is pure, safe for concurrent use, and idempotent:
// Text(Text(s)) == Text(s).
func Text(s string, c Convention) (string, []string) {
	out, _, problems := text(s, c)
	return out, problems
}

// text is Text that also returns what it repaired (one phrase each).
func text(s string, c Convention) (out string, fixes, problems []string) {
	out = s
	// 1. A missing $ (the field ends inside inline math).
	if r, ok := repairDollar(out); ok {
		fixes = append(fixes, r.what)
		out = r.out
	}
	// 2. Rewrite \( \[, drop paired $ inside $$, fix decimal commas.
	var b strings.Builder
	b.Grow(len(out) + 8)
	for _, g := range scan(out) {
		switch g.kind {
		case segText, segVerbatim:
			b.WriteString(out[g.olo:g.ohi])
			continue
		}
		content := out[g.lo:g.hi]
		open, close := out[g.olo:g.lo], out[g.hi:g.ohi]
		if !g.closed {
			// An unclosed span is left as is: its content may be prose.
			b.WriteString(out[g.olo:g.ohi])
			continue
		}
		switch g.kind {
		case segParen, segBracket:
			if len(g.strays) > 0 {
				b.WriteString(out[g.olo:g.ohi])
				continue
			}
			if g.kind == segParen {
				open, close = "$", "$"
				if content == "" {
					content = "{}" // `$$` would open display math
				}
				fixes = append(fixes, `rewrote \(..\) as $..$`)
			} else {
				open, close = "$$", "$$"
				fixes = append(fixes, `rewrote \[..\] as $$..$$`)
			}
		case segDisplay:
			if n := len(g.strays); n > 0 {
				if n%2 != 0 {
					b.WriteString(out[g.olo:g.ohi])
					continue
				}
				content = dropOffsets(out, g.lo, g.hi, g.strays)
				fixes = append(fixes, "removed paired $ nested inside $$..$$")
			}
		}
		nc, cf, cp := decimalCommas(content, c)
		if nc != content {
			fixes = append(fixes, cf...)
		}
		for _, p := range cp {
			problems = append(problems, fmt.Sprintf("%s (math at offset %d)", p, b.Len()))
		}
		b.WriteString(open)
		b.WriteString(nc)
		b.WriteString(close)
	}
	out = b.String()
	problems = append(Check(out), problems...)
	return out, fixes, problems
}

// dropOffsets returns s[lo:hi] without the bytes at the given offsets.
func dropOffsets(s string, lo, hi int, offs []int) string {
	var b strings.Builder
	prev := lo
	for _, o := range offs {
		b.WriteString(s[prev:o])
		prev = o + 1
	}
	b.WriteString(s[prev:hi])
	return b.String()
}

// Check lists every delimiter invariant of spec section 3 that s breaks,
// one sentence each, in offset order: an inline span that is never
// closed, an unclosed $$, a single $ inside $$..$$, and any \( \) \[ \]
// left in the text. It returns nil for a field that satisfies them all.
func Check(s string) []string {
	var problems []string
	for _, g := range scan(s) {
		switch g.kind {
		case segInline:
			if !g.closed {
				problems = append(problems, fmt.Sprintf("unbalanced $ at offset %d (math opened here is never closed), left as is", g.olo))
			}
		case segDisplay:
			if !g.closed {
				problems = append(problems, fmt.Sprintf("unclosed $$ at offset %d, left as is", g.olo))
			}
			for _, o := range g.strays {
				problems = append(problems, fmt.Sprintf("single $ inside $$..$$ at offset %d, left as is", o))
			}
		case segParen, segBracket:
			delim := `\(..\)`
			if g.kind == segBracket {
				delim = `\[..\]`
			}
			if len(g.strays) > 0 {
				problems = append(problems, fmt.Sprintf("%s at offset %d contains $ and was not rewritten, left as is", delim, g.olo))
			} else {
				problems = append(problems, fmt.Sprintf("%s at offset %d is not written with $", delim, g.olo))
			}
		case segText:
			for i := g.lo; i < g.hi; {
				if s[i] != '\\' {
					i++
					continue
				}
				if i+1 < g.hi {
					switch s[i+1] {
					case '(', ')', '[', ']':
						problems = append(problems, fmt.Sprintf(`unmatched \%c at offset %d, left as is`, s[i+1], i))
					}
				}
				i = skipEscape(s, i)
			}
		}
	}
	return problems
}

// Balanced reports whether s satisfies the delimiter invariants (Check
// finds nothing).
func Balanced(s string) bool { return len(Check(s)) == 0 }
