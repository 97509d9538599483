package statement

import "strings"

// An align display written in the prose, outside the dollars ("Let $x,
// y, z$ be real numbers so that \begin{align*} y+z &= 13, \\ z+x &= 14,
// \\ x+y &= 15. \end{align*} Find $E$."), is read as its rows: one
// formula per row, the alignment marks "&" dropped and an "and" at the
// end of a row (\text{ and}) taken as the separator it is. A formula
// that is one aligned environment and nothing else (\[\begin{aligned}
// … \end{aligned}\]) is read the same way. A row's trailing comma or
// period stays with it, as punctuation. A row that is not a formula
// stays as written, and its formula is not read: the statement stays
// undecided.

// AlignDisplayParts rewrites the align displays of parts (prose and
// formulas, as SplitDollars gives them) as one formula per row; parts
// without a display are returned as they are.
func AlignDisplayParts(parts []TextPart) []TextPart {
	has := false
	for _, p := range parts {
		if strings.Contains(p.Text, `\begin`) {
			has = true
			break
		}
	}
	if !has {
		return parts
	}
	var out []TextPart
	for _, p := range parts {
		switch {
		case !strings.Contains(p.Text, `\begin`):
			out = append(out, p)
		case p.Math:
			m := givenAlignWholeRe.FindStringSubmatch(p.Text)
			if m == nil {
				out = append(out, p)
				continue
			}
			rows := alignRowParts(m[2])
			if len(rows) == 0 {
				out = append(out, p)
				continue
			}
			if m[3] != "" {
				rows[len(rows)-1].Text += m[3]
			}
			out = append(out, rows...)
		default:
			out = append(out, alignProseParts(p.Text)...)
		}
	}
	return out
}

// alignProseParts splits prose at its align displays.
func alignProseParts(text string) []TextPart {
	var out []TextPart
	rest := text
	for {
		loc := givenAlignRe.FindStringSubmatchIndex(rest)
		if loc == nil {
			break
		}
		rows := alignRowParts(rest[loc[4]:loc[5]])
		if len(rows) == 0 {
			break
		}
		out = append(out, TextPart{rest[:loc[0]] + " ", false})
		out = append(out, rows...)
		rest = " " + rest[loc[1]:]
	}
	return append(out, TextPart{rest, false})
}

// alignRowParts is one formula per row of an aligned body, separated by
// a space: the "&" marks dropped, an "and" at the row's end dropped,
// the row's trailing punctuation kept.
func alignRowParts(body string) []TextPart {
	var out []TextPart
	for _, r := range strings.Split(body, `\\`) {
		r = strings.TrimSpace(strings.ReplaceAll(r, "&", ""))
		if r == "" {
			continue
		}
		if loc := givenAlignSepRe.FindStringIndex(r); loc != nil {
			r = strings.TrimSpace(r[:loc[0]]) + ","
		}
		if len(out) > 0 {
			out = append(out, TextPart{" ", false})
		}
		out = append(out, TextPart{r, true})
	}
	return out
}
