package normalize

import (
	"strings"
)

// Answer turns a source answer, as the book prints it, into the bare LaTeX
// final answer (no $, no \boxed) under convention c:
//
//   - surrounding space and a final period are removed (not an ellipsis);
//   - \(..\) and \[..\] are read as math, like $..$;
//   - an answer that is one math span loses its delimiters; an answer with
//     no delimiters is taken as bare LaTeX (or plain prose) as it is;
//   - an answer that mixes prose and math spans becomes one LaTeX string:
//     the math spans lose their delimiters and each stretch of prose is
//     wrapped in \text{...} (its spaces kept), so `$x=2$ for $a>0$`
//     becomes `x=2\text{ for }a>0`; pure prose is not wrapped;
//   - a \boxed{...} around the whole answer is removed;
//   - decimal commas become points, the whole answer being read as math.
//
// It returns the answer and one sentence per thing it could not repair (an
// unbalanced $ is left in place). Answer is pure and idempotent.
func Answer(s string, c Convention) (string, []string) {
	a, _, problems := answer(s, c)
	return a, problems
}

func answer(s string, c Convention) (string, []string, []string) {
	t := trimPeriod(strings.TrimSpace(s))
	if t == "" {
		return "", nil, nil
	}
	t, fixes, _ := text(t, c)
	// Comma problems are judged once, on the final string, below.
	if problems := Check(t); len(problems) > 0 {
		return t, fixes, problems
	}
	segs := scan(t)
	nMath := 0
	for _, g := range segs {
		if g.isMath() {
			nMath++
		}
	}
	var out string
	switch {
	case nMath == 0:
		out = t
	case nMath == 1 && len(segs) == 1:
		out = t[segs[0].lo:segs[0].hi]
	default:
		var b strings.Builder
		for _, g := range segs {
			part := t[g.lo:g.hi]
			if g.isMath() {
				b.WriteString(part)
				continue
			}
			if strings.TrimSpace(part) == "" {
				continue
			}
			b.WriteString(`\text{`)
			b.WriteString(escapeText(part))
			b.WriteString(`}`)
		}
		out = b.String()
	}
	for {
		in, ok := unbox(strings.TrimSpace(out))
		if !ok {
			break
		}
		out = in
	}
	out = trimPeriod(strings.TrimSpace(out))
	if p := Check(out); len(p) > 0 {
		// Delimiters nested in the answer's math (`$\(x\)$`) would
		// surface once the outer ones are gone: keep the delimited form.
		return t, fixes, p
	}
	// The whole answer is math: read its commas once more at top level.
	nc, cf, cp := decimalCommas(out, c)
	fixes = append(fixes, cf...)
	out = nc
	return out, fixes, dedupe(cp)
}

// escapeText escapes the characters that \text{} cannot take verbatim.
func escapeText(s string) string {
	return strings.NewReplacer("{", `\{`, "}", `\}`).Replace(s)
}

// trimPeriod removes one final period that ends a sentence (not "..." and
// not an escaped "\.").
func trimPeriod(s string) string {
	if !strings.HasSuffix(s, ".") || strings.HasSuffix(s, "..") || strings.HasSuffix(s, `\.`) {
		return s
	}
	return strings.TrimSpace(s[:len(s)-1])
}

// unbox returns the argument of a \boxed{...} that spans all of s.
func unbox(s string) (string, bool) {
	const pre = `\boxed{`
	if !strings.HasPrefix(s, pre) || !strings.HasSuffix(s, "}") {
		return s, false
	}
	end := skipArgument(s, len(pre)-1)
	if end != len(s) {
		return s, false
	}
	return s[len(pre) : len(s)-1], true
}

// lastBoxed returns the argument of the last \boxed{...} in s.
func lastBoxed(s string) (string, bool) {
	i := strings.LastIndex(s, `\boxed{`)
	if i < 0 {
		return "", false
	}
	start := i + len(`\boxed`)
	end := skipArgument(s, start)
	if end > len(s) || s[end-1] != '}' {
		return "", false
	}
	return s[start+1 : end-1], true
}

func dedupe(xs []string) []string {
	if len(xs) < 2 {
		return xs
	}
	seen := make(map[string]bool, len(xs))
	out := xs[:0]
	for _, x := range xs {
		if !seen[x] {
			seen[x] = true
			out = append(out, x)
		}
	}
	return out
}
