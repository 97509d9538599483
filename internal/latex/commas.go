package latex

// Decimal commas. The books write 1,5 for 1.5 and separate list items by
// `;`, while the MATH-style sources write (0,3) for a point. The rule:
//
//   - `d{,}d` is always a decimal comma;
//   - `d,(d)` (a comma glued to a periodic block) is always a periodic decimal;
//   - a tight `d,d` (no space on either side, an integer before and digits
//     after) is a decimal comma when, in its bracket level, either `;`
//     separates the items, or the level is not a ( ) / [ ] / \{ \} bracket
//     (top level, { } groups) and this is the only comma of the level;
//   - every other comma separates items: `1, 5` and `1,2,3` are lists and
//     `(0,3)`, `[0,5]` are pairs.
//
// resolveCommas applies the rule to the token stream before parsing,
// merging the numbers around each decimal comma.
//
// With listComma only the first two rules apply.
func resolveCommas(toks []token, listComma bool) []token {
	type frame struct {
		bracket bool
		semis   bool
		commas  []int
	}
	decimal := map[int]bool{}
	finish := func(f *frame) {
		for _, i := range f.commas {
			t := toks[i]
			switch {
			case t.forced, gluedPeriodic(toks, i):
				decimal[i] = true
			case !listComma && tightComma(toks, i) && (f.semis || (!f.bracket && len(f.commas) == 1)):
				decimal[i] = true
			}
		}
	}
	stack := []*frame{{}}
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		top := stack[len(stack)-1]
		switch {
		case t.punct(","):
			top.commas = append(top.commas, i)
		case t.punct(";"):
			top.semis = true
		case t.punct("(") || t.punct("["):
			stack = append(stack, &frame{bracket: true})
		case t.punct("{"):
			stack = append(stack, &frame{})
		case t.cmd("{") || t.cmd("lbrace"):
			stack = append(stack, &frame{bracket: true})
		case t.cmd("left"):
			stack = append(stack, &frame{bracket: true})
			i++ // the delimiter
		case t.punct(")") || t.punct("]") || t.punct("}") || t.cmd("}") || t.cmd("rbrace") || t.cmd("right"):
			if t.cmd("right") {
				i++
			}
			if len(stack) > 1 {
				finish(top)
				stack = stack[:len(stack)-1]
			}
		}
	}
	for _, f := range stack {
		finish(f)
	}
	if len(decimal) == 0 {
		return toks
	}
	out := make([]token, 0, len(toks))
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		if !decimal[i] || len(out) == 0 || out[len(out)-1].kind != tNumber || out[len(out)-1].num.point {
			out = append(out, t)
			continue
		}
		prev := &out[len(out)-1]
		switch {
		case gluedPeriodic(toks, i):
			prev.num.Repeat, prev.num.point = toks[i+2].num.Int, true
			prev.end = toks[i+3].end
			i += 3
		case i+1 < len(toks) && toks[i+1].kind == tNumber && !toks[i+1].num.point:
			prev.num.Frac, prev.num.point = toks[i+1].num.Int, true
			prev.end = toks[i+1].end
			i++
			if gluedPeriodicAt(toks, i+1, prev.end) {
				prev.num.Repeat = toks[i+2].num.Int
				prev.end = toks[i+3].end
				i += 3
			}
		default:
			out = append(out, t)
		}
	}
	return out
}

// tightComma: an integer, a comma and digits with no space between them.
func tightComma(toks []token, i int) bool {
	if i == 0 || i+1 >= len(toks) {
		return false
	}
	a, c, b := toks[i-1], toks[i], toks[i+1]
	return a.kind == tNumber && !a.num.point && a.end == c.pos &&
		b.kind == tNumber && !b.num.point && c.end == b.pos
}

// gluedPeriodic: `d,(ddd)` with nothing between.
func gluedPeriodic(toks []token, i int) bool {
	if i == 0 || toks[i-1].kind != tNumber || toks[i-1].num.point || toks[i-1].end != toks[i].pos {
		return false
	}
	return gluedPeriodicAt(toks, i+1, toks[i].end)
}

func gluedPeriodicAt(toks []token, j, at int) bool {
	return j+2 < len(toks) && toks[j].punct("(") && toks[j].pos == at &&
		toks[j+1].kind == tNumber && !toks[j+1].num.point && toks[j+1].pos == toks[j].end &&
		toks[j+2].punct(")") && toks[j+2].pos == toks[j+1].end
}
