package normalize

import (
	"fmt"
	"sort"
	"strings"
)

// textCommands take an argument that is prose, not math: their content is
// never rewritten and never counted as a separator.
var textCommands = map[string]bool{
	"text": true, "textrm": true, "textit": true, "textbf": true, "textup": true,
	"textnormal": true, "mbox": true, "hbox": true, "mathrm": true, "operatorname": true,
	"textsf": true, "texttt": true,
}

type groupKind uint8

const (
	groupTop   groupKind = iota // the math span itself, or a clause of it between two \text{}
	groupBrace                  // a TeX group {...}
	groupTuple                  // (..), [..], \{..\}: a pair, an interval, a set
)

type commaGroup struct {
	kind       groupKind
	commas     int   // commas at this level
	semicolon  bool  // a ; at this level
	candidates []int // offsets of `d,d` commas at this level
}

// decimalCommas rewrites decimal commas inside one math span (content
// without its delimiters) under convention c. See the package comment for
// the rule. It returns the new content, what it fixed and the ambiguous
// commas it left alone.
func decimalCommas(m string, c Convention) (string, []string, []string) {
	if c != Russian || strings.IndexByte(m, ',') < 0 {
		// Western corpora (MATH) write {,} as a thousands separator
		// (24{,}000) and , as a list separator: nothing is a decimal comma.
		return m, nil, nil
	}
	var (
		groups  = []*commaGroup{{kind: groupTop}}
		stack   = []int{0}
		braced  []int // offsets of `{` in d{,}d
		convert []int
	)
	top := func() *commaGroup { return groups[stack[len(stack)-1]] }
	push := func(k groupKind) {
		groups = append(groups, &commaGroup{kind: k})
		stack = append(stack, len(groups)-1)
	}
	popTo := func(k groupKind) {
		for j := len(stack) - 1; j > 0; j-- {
			if groups[stack[j]].kind == k {
				stack = stack[:j]
				return
			}
			if k == groupTuple {
				return // a ) never closes a {
			}
		}
	}
	for i := 0; i < len(m); {
		ch := m[i]
		switch ch {
		case '\\':
			j := skipEscape(m, i)
			name := m[i+1 : min(j, len(m))]
			switch {
			case name == "{":
				push(groupTuple)
			case name == "}":
				popTo(groupTuple)
			case textCommands[name]:
				j = skipArgument(m, j)
				// A \text{} splits a top or brace level into clauses that
				// are judged separately.
				if t := top(); t.kind != groupTuple {
					groups = append(groups, &commaGroup{kind: t.kind})
					stack[len(stack)-1] = len(groups) - 1
				}
			}
			i = j
			continue
		case '{':
			if strings.HasPrefix(m[i:], "{,}") && i > 0 && isDigit(m[i-1]) && i+3 < len(m) && isDigit(m[i+3]) {
				braced = append(braced, i)
				i += 3
				continue
			}
			push(groupBrace)
		case '}':
			popTo(groupBrace)
		case '(', '[':
			push(groupTuple)
		case ')', ']':
			if top().kind == groupTuple {
				stack = stack[:len(stack)-1]
			}
		case ';':
			top().semicolon = true
		case ',':
			t := top()
			t.commas++
			if i > 0 && isDigit(m[i-1]) && i+1 < len(m) && isDigit(m[i+1]) {
				t.candidates = append(t.candidates, i)
			}
		}
		i++
	}
	var problems []string
	if c == Russian {
		for _, g := range groups {
			switch {
			case len(g.candidates) == 0:
			case g.semicolon:
				convert = append(convert, g.candidates...)
			case g.kind != groupTuple && g.commas == 1:
				convert = append(convert, g.candidates...)
			default:
				// Several commas: a number that touches an operator on
				// either side (`0,5+1,5=2`) is decimal; one that stands
				// between commas, spaces or the ends (`1,5,2`) could be a
				// list, and then nothing in the group is changed.
				ok := true
				for _, o := range g.candidates {
					if !operand(m, o) {
						ok = false
						break
					}
				}
				switch {
				case ok:
					convert = append(convert, g.candidates...)
				case g.kind == groupTuple:
					// (1,5), [0,5), (-1,5): a pair, an interval or a set.
				default:
					problems = append(problems, fmt.Sprintf("ambiguous comma between digits at %q (a decimal comma or a list separator?), left as is", around(m, g.candidates[0])))
				}
			}
		}
	}
	if len(convert) == 0 && len(braced) == 0 {
		return m, nil, problems
	}
	type edit struct{ at, n int }
	edits := make([]edit, 0, len(convert)+len(braced))
	for _, o := range convert {
		edits = append(edits, edit{o, 1})
	}
	for _, o := range braced {
		edits = append(edits, edit{o, 3})
	}
	sort.Slice(edits, func(a, b int) bool { return edits[a].at < edits[b].at })
	var b strings.Builder
	b.Grow(len(m))
	prev := 0
	for _, e := range edits {
		b.WriteString(m[prev:e.at])
		b.WriteByte('.')
		prev = e.at + e.n
	}
	b.WriteString(m[prev:])
	return b.String(), []string{"turned decimal commas into points"}, problems
}

// skipArgument skips spaces and one brace-balanced argument starting at i
// (or one token when there is no brace) and returns the index after it.
func skipArgument(s string, i int) int {
	for i < len(s) && s[i] == ' ' {
		i++
	}
	if i >= len(s) {
		return i
	}
	if s[i] != '{' {
		if s[i] == '\\' {
			return skipEscape(s, i)
		}
		return i + 1
	}
	depth := 0
	for i < len(s) {
		switch s[i] {
		case '\\':
			i = skipEscape(s, i)
			continue
		case '{':
			depth++
		case '}':
			depth--
			if depth == 0 {
				return i + 1
			}
		}
		i++
	}
	return len(s)
}

// around returns the digits either side of the comma at offset o, for a
// message.
func around(s string, o int) string {
	lo, hi := o, o+1
	for lo > 0 && o-lo < 6 && isDigit(s[lo-1]) {
		lo--
	}
	for hi < len(s) && hi-o < 7 && isDigit(s[hi]) {
		hi++
	}
	return s[lo:hi]
}

// operand reports whether the number around the comma at o is an operand:
// its nearest neighbour on some side (across spaces, and across a sign
// that follows a bracket, a separator or the start) is an operator, a
// relation, a letter or a command, not a bracket, a separator or an end.
func operand(m string, o int) bool {
	lo := o
	for lo > 0 && isDigit(m[lo-1]) {
		lo--
	}
	hi := o + 1
	for hi < len(m) && isDigit(m[hi]) {
		hi++
	}
	left := prevNonSpace(m, lo)
	if left >= 0 && (m[left] == '-' || m[left] == '+') {
		if l2 := prevNonSpace(m, left); l2 < 0 || strings.IndexByte("([{,;", m[l2]) >= 0 {
			left = l2 // a unary sign belongs to the number
		}
	}
	right := hi
	for right < len(m) && m[right] == ' ' {
		right++
	}
	edge := func(i int) bool {
		if i < 0 || i >= len(m) || strings.IndexByte(",;()[]{}~", m[i]) >= 0 {
			return false
		}
		if m[i] == '\\' { // \} and \right) close a group; \cdot is an operator
			name := m[i+1 : min(skipEscape(m, i), len(m))]
			return !bracketCommands[name]
		}
		return true
	}
	return edge(left) || edge(right)
}

// bracketCommands close or open a group, like a bracket.
var bracketCommands = map[string]bool{
	"}": true, "{": true, "right": true, "left": true, "bigr": true, "Bigr": true,
	"bigl": true, "Bigl": true, "big": true, "Big": true, "rangle": true, "rbrace": true,
}

func prevNonSpace(m string, i int) int {
	i--
	for i >= 0 && m[i] == ' ' {
		i--
	}
	return i
}
