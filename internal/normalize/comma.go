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
	s := scanCommas(m)
	convert, problems := judgeCommas(m, s.groups)
	if len(convert) == 0 && len(s.braced) == 0 {
		return m, nil, problems
	}
	return decimalPoints(m, convert, s.braced), []string{"turned decimal commas into points"}, problems
}

// commaScan is the state of scanCommas: every group met so far, the stack
// of open groups (indices into groups), and the d{,}d commas.
type commaScan struct {
	groups []*commaGroup
	stack  []int
	braced []int // offsets of `{` in d{,}d
}

func (s *commaScan) top() *commaGroup { return s.groups[s.stack[len(s.stack)-1]] }

func (s *commaScan) push(k groupKind) {
	s.groups = append(s.groups, &commaGroup{kind: k})
	s.stack = append(s.stack, len(s.groups)-1)
}

// popTo closes the innermost open group of kind k; a ) never closes a {.
func (s *commaScan) popTo(k groupKind) {
	for j := len(s.stack) - 1; j > 0; j-- {
		if s.groups[s.stack[j]].kind == k {
			s.stack = s.stack[:j]
			return
		}
		if k == groupTuple {
			return // a ) never closes a {
		}
	}
}

// scanCommas walks one math span and sorts its commas into the groups
// they sit at: the commas and semicolons of each level, and the commas
// between two digits (the candidates for a decimal comma).
func scanCommas(m string) *commaScan {
	s := &commaScan{groups: []*commaGroup{{kind: groupTop}}, stack: []int{0}}
	for i := 0; i < len(m); {
		ch := m[i]
		switch ch {
		case '\\':
			i = s.command(m, i)
			continue
		case '{':
			if strings.HasPrefix(m[i:], "{,}") && i > 0 && isDigit(m[i-1]) && i+3 < len(m) && isDigit(m[i+3]) {
				s.braced = append(s.braced, i)
				i += 3
				continue
			}
			s.push(groupBrace)
		case '}':
			s.popTo(groupBrace)
		case '(', '[':
			s.push(groupTuple)
		case ')', ']':
			if s.top().kind == groupTuple {
				s.stack = s.stack[:len(s.stack)-1]
			}
		case ';':
			s.top().semicolon = true
		case ',':
			t := s.top()
			t.commas++
			if i > 0 && isDigit(m[i-1]) && i+1 < len(m) && isDigit(m[i+1]) {
				t.candidates = append(t.candidates, i)
			}
		}
		i++
	}
	return s
}

// command reads the command that starts at m[i] (a backslash) and returns
// the index after it: \{ and \} open and close a tuple group; a text
// command's argument is skipped, and it ends the clause of its level.
func (s *commaScan) command(m string, i int) int {
	j := skipEscape(m, i)
	name := m[i+1 : min(j, len(m))]
	switch {
	case name == "{":
		s.push(groupTuple)
	case name == "}":
		s.popTo(groupTuple)
	case textCommands[name]:
		j = skipArgument(m, j)
		// A \text{} splits a top or brace level into clauses that
		// are judged separately.
		if t := s.top(); t.kind != groupTuple {
			s.groups = append(s.groups, &commaGroup{kind: t.kind})
			s.stack[len(s.stack)-1] = len(s.groups) - 1
		}
	}
	return j
}

// judgeCommas decides, group by group, which candidate commas are decimal
// commas (convert, offsets into m); a group whose commas could as well be
// a list is left alone, and outside a tuple reported as a problem.
func judgeCommas(m string, groups []*commaGroup) (convert []int, problems []string) {
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
	return convert, problems
}

// decimalPoints writes m with a point for each comma at convert and for
// each {,} at braced.
func decimalPoints(m string, convert, braced []int) string {
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
	return b.String()
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
