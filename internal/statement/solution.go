package statement

import (
	"bytes"
	"regexp"
	"sort"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/latex"
)

// The reading of a worked solution for its audit (internal/check,
// AuditSolution; docs/solution-audit.md): every displayed relation chain,
// in order, with each member's place in the solution so that a step can be
// quoted (and, in tests, changed) where it stands.
//
// The solution is first masked, byte for byte, so that offsets stay those
// of the original: the wrappers of math environments, alignment marks,
// \boxed{…}'s braces, \label, \tag and [asy] pictures become spaces. The
// math is then the $…$, $$…$$, \(…\) and \[…\] spans and the bodies of the
// align, equation, eqnarray, gather and multline environments. A span is
// cut into lines at \\, a line into pieces at the separators of prose
// (\Rightarrow, \quad, \text{…}, a comma or semicolon outside brackets, …),
// and a piece into members at its relations. A line that begins with a
// relation continues the chain of the line before it (`&= 5` in align).
// Spans with matrices, cases or arrays, and pieces with a congruence, are
// left out: their `=` and `&` do not join two values.

// SolutionMember is one member of a chain: its LaTeX (masked, trimmed) and
// its byte offset in the solution. Src is "" for a member cut by prose (a
// unit or a word between two parts of one expression), which is never
// compared.
type SolutionMember struct {
	Src string
	Off int
}

// SolutionChain is a chain of relations, Members[0] Ops[0] Members[1] …;
// an op is "=", "approx" (≈, ∼, ≃) or "rel" (any other relation).
type SolutionChain struct {
	Members []SolutionMember
	Ops     []string
	// Before and After are up to contextLen bytes of the solution on
	// each side of the chain's span (prose such as "the false equation").
	Before, After string
}

// contextLen is the prose kept on each side of a span.
const contextLen = 100

// Limits of the reading: a solution past them is read up to them.
const (
	maxSolutionLen    = 200_000
	maxSolutionChains = 2000
)

var (
	asyRe        = regexp.MustCompile(`(?s)\[asy\].*?\[/asy\]`)
	envOpenRe    = regexp.MustCompile(`\\begin\{(align|equation|eqnarray|gather|multline|split|aligned|alignat|gathered)\*?\}(\{\d+\})?`)
	envCloseRe   = regexp.MustCompile(`\\end\{(align|equation|eqnarray|gather|multline|split|aligned|alignat|gathered)\*?\}`)
	dropCmdRe    = regexp.MustCompile(`\\(nonumber|notag|displaystyle|textstyle|limits|left\.|right\.|label\{[^{}]*\}|tag\*?\{[^{}]*\}|hspace\*?\{[^{}]*\}|vspace\*?\{[^{}]*\})`)
	lineGapRe    = regexp.MustCompile(`\\\\(\[[^\]]*\])?`)
	skipSpanRe   = regexp.MustCompile(`\\begin\{(cases|array|matrix|pmatrix|bmatrix|vmatrix|Vmatrix|smallmatrix|tabular|dcases)\}|\\equiv|\\pmod|\\bmod|\\mod\b|\\operatorname\{mod\}|\\text\{\s*mod|\\mathrm\{mod\}|\\cong|\\sim\b|\\parallel|\\perp`)
	solTextCmdRe = regexp.MustCompile(`^\\(text|textrm|textbf|textit|mbox|textnormal|textup)\s*\{`)
)

// quadRe is the spacing a continued line may begin with.
var quadRe = regexp.MustCompile(`^(\\q?quad\s*)+`)

// SolutionChains reads the relation chains of a worked solution, in order.
func SolutionChains(solution string) []SolutionChain {
	if len(solution) > maxSolutionLen {
		solution = solution[:maxSolutionLen]
	}
	m := maskSolution(solution)
	var out []SolutionChain
	prevOp := false // the span before ends with an operator
	for _, sp := range solutionSpans(solution, m) {
		if skipSpanRe.MatchString(sp.src) {
			prevOp = false
			continue
		}
		chains := spanChains(sp)
		t := strings.TrimSpace(sp.src)
		head := sp.off + strings.Index(sp.src, t)
		if len(chains) > 0 && chains[0].Members[0].Off == head && (prevOp || numberBefore(solution, sp.off)) {
			// `.$500 = \frac12$`, `$1444-$ $1369=75$`: the span's first
			// member begins in the prose or the span before.
			chains[0].Members[0].Src = ""
		}
		if n := len(chains); n > 0 && numberAfter(solution, sp.off+len(sp.src)) {
			// `$(198 !)=200$ ! permutations`: the last member goes on.
			ms := chains[n-1].Members
			if last := ms[len(ms)-1]; last.Off+len(last.Src) == head+len(t) {
				ms[len(ms)-1].Src = ""
			}
		}
		prevOp = t != "" && endsWithOperator(t)
		for i := range chains {
			chains[i].Before = solution[max(0, sp.off-contextLen):sp.off]
			chains[i].After = solution[sp.off+len(sp.src) : min(len(solution), sp.off+len(sp.src)+contextLen)]
		}
		out = append(out, chains...)
		if len(out) >= maxSolutionChains {
			return out[:maxSolutionChains]
		}
	}
	return out
}

// numberBefore says whether the prose right before the span opening at
// off (its delimiter skipped) ends with a digit or a decimal point.
func numberBefore(solution string, off int) bool {
	b := strings.TrimRight(solution[:off], "$([\\")
	return b != "" && len(b) < off && (isDigit(b[len(b)-1]) || b[len(b)-1] == '.')
}

// numberAfter says whether the prose right after the span closing at end
// (its delimiter skipped) goes on with a factorial or a digit.
func numberAfter(solution string, end int) bool {
	a := strings.TrimLeft(solution[end:], "$)]\\")
	if len(a) == len(solution[end:]) {
		return false
	}
	a2 := strings.TrimLeft(a, " ")
	return a2 != "" && a2[0] == '!' || a != "" && isDigit(a[0])
}

// mathSpan is a span of math in the masked solution.
type mathSpan struct {
	off int
	src string
}

// maskSolution returns solution with what is not mathematics blanked, byte
// for byte.
func maskSolution(s string) string {
	b := []byte(s)
	blank := func(from, to int) {
		for i := from; i < to; i++ {
			if b[i] != '\n' {
				b[i] = ' '
			}
		}
	}
	for _, loc := range asyRe.FindAllStringIndex(s, -1) {
		blank(loc[0], loc[1])
	}
	for _, re := range []*regexp.Regexp{envOpenRe, envCloseRe, dropCmdRe} {
		for _, loc := range re.FindAllStringIndex(string(b), -1) {
			blank(loc[0], loc[1])
		}
	}
	// \boxed{X} and \fbox{X} keep X. The braces are matched once, for
	// the whole text: a box is found and closed in constant time, so
	// 20,000 boxes, nested or not, cost one pass and one array.
	closing := matchBraces(b)
	for _, cmd := range [][]byte{[]byte(`\boxed{`), []byte(`\fbox{`)} {
		for from := 0; ; {
			i := bytes.Index(b[from:], cmd)
			if i < 0 {
				break
			}
			i += from
			open := i + len(cmd) - 1
			close := int(closing[open])
			if close < 0 {
				break
			}
			blank(i, open+1)
			blank(close, close+1)
			from = open + 1
		}
	}
	// Alignment marks (not \&).
	for i := range b {
		if b[i] == '&' && (i == 0 || b[i-1] != '\\') {
			b[i] = ' '
		}
	}
	return string(b)
}

// matchBrace returns the index of the brace closing the one at open, or
// -1.
// matchBraces returns, for each '{' of b, the index of the '}' closing it
// (-1 where none does, and at every other byte); an escaped brace counts
// for nothing.
func matchBraces(b []byte) []int32 {
	out := make([]int32, len(b))
	var stack []int32
	for i := 0; i < len(b); i++ {
		out[i] = -1
		switch b[i] {
		case '\\':
			if i+1 < len(b) {
				out[i+1] = -1
			}
			i++
		case '{':
			stack = append(stack, int32(i))
		case '}':
			if n := len(stack); n > 0 {
				out[stack[n-1]] = int32(i)
				stack = stack[:n-1]
			}
		}
	}
	return out
}

// matchBrace returns the index of the brace closing the one at open, or
// -1 (as matchBraces, for one brace).
func matchBrace(s string, open int) int {
	depth := 0
	for i := open; i < len(s); i++ {
		switch s[i] {
		case '\\':
			i++
		case '{':
			depth++
		case '}':
			depth--
			if depth == 0 {
				return i
			}
		}
	}
	return -1
}

// solutionSpans returns the math spans of solution (masked as m), in
// order: the delimited spans, and the bodies of the environments written
// in the prose (outside every delimited span).
func solutionSpans(solution, m string) []mathSpan {
	frags := latex.Fragments(m)
	inside := func(at int) bool {
		for _, f := range frags {
			if at >= f.Offset && at < f.Offset+len(f.Src) {
				return true
			}
		}
		return false
	}
	var envs []mathSpan
	for _, loc := range envOpenRe.FindAllStringSubmatchIndex(solution, -1) {
		if inside(loc[0]) || (len(envs) > 0 && loc[0] < envs[len(envs)-1].off+len(envs[len(envs)-1].src)) {
			continue
		}
		name := solution[loc[2]:loc[3]]
		end := strings.Index(solution[loc[1]:], `\end{`+name)
		if end < 0 {
			continue
		}
		envs = append(envs, mathSpan{off: loc[1], src: m[loc[1] : loc[1]+end]})
	}
	var out []mathSpan
	for _, f := range frags {
		if !inEnv(envs, f.Offset) {
			out = append(out, mathSpan{off: f.Offset, src: m[f.Offset : f.Offset+len(f.Src)]})
		}
	}
	out = append(out, envs...)
	sort.SliceStable(out, func(i, j int) bool { return out[i].off < out[j].off })
	return out
}

// inEnv says whether offset at lies in one of the environment bodies.
func inEnv(envs []mathSpan, at int) bool {
	for _, e := range envs {
		if at >= e.off && at < e.off+len(e.src) {
			return true
		}
	}
	return false
}

// spanChains reads the chains of one span: lines at \\, pieces at the
// separators, members at the relations; a line that begins with a
// relation continues the last chain of the line before.
func spanChains(sp mathSpan) []SolutionChain {
	var out []SolutionChain
	var prev *SolutionMember // the last member of the line before
	prevChain := -1          // index in out of the chain prev ends, if any
	cutFirst := false        // the line before ended with an operator
	from := 0
	lines := lineGapRe.FindAllStringIndex(sp.src, -1)
	lines = append(lines, []int{len(sp.src), len(sp.src)})
	for _, gap := range lines {
		line, off := sp.src[from:gap[0]], sp.off+from
		from = gap[1]
		pieces := linePieces(line, off)
		if len(pieces) == 0 {
			continue
		}
		if cutFirst {
			pieces[0].cutL = true
		}
		t := strings.TrimSpace(line)
		if strings.HasPrefix(t, `\q`) { // issue 42, speed: quadRe only where it can match
			t = quadRe.ReplaceAllString(t, "")
		}
		if startsWithOperator(t) {
			// The line goes on with the expression of the line before.
			pieces[0].cutL = true
			if prevChain >= 0 {
				ms := out[prevChain].Members
				ms[len(ms)-1].Src = ""
			}
			prev = nil
		}
		cutFirst = endsWithOperator(strings.TrimSpace(line))
		if cutFirst {
			pieces[len(pieces)-1].cutR = true
		}
		var last SolutionMember
		prevChain = -1
		for k, pc := range pieces {
			ch := pieceChain(pc)
			if k == 0 && ch.Members[0].Src == "" && len(ch.Ops) > 0 && pc.lead && !pc.cutL && prev != nil {
				// `&= 5` continues the line before: its chain, or the
				// expression it holds alone.
				ch.Members[0] = *prev
			}
			last = ch.Members[len(ch.Members)-1]
			prevChain = -1
			if len(ch.Ops) > 0 {
				out = append(out, ch)
				prevChain = len(out) - 1
			}
		}
		prev = nil
		if last.Src != "" {
			prev = &last
		}
	}
	return out
}

// piece is a part of a line between separators; lead says it is the
// line's first and begins with a relation; cutL and cutR say prose cut an
// expression at its left or right end.
type piece struct {
	src        string
	off        int
	lead       bool
	cutL, cutR bool
	// glueR says the piece is followed by a \text that is not prose (a
	// unit, a letter standing for an operation): it joins what is around
	// it.
	glueR bool
}

// proseWordRe finds a word of prose in a \text.
var proseWordRe = regexp.MustCompile(`(?i)\b(and|or|so|since|then|thus|hence|where|if|for|but|because|which|that|gives|is|are|as|from|by|we|get|when|with|this|the|implies|therefore|otherwise|also|since|yields|means|i\.e|e\.g|or)\b`)

// sepCmds are the commands that separate two statements in a line.
var sepCmds = map[string]bool{
	"Rightarrow": true, "Longrightarrow": true, "implies": true, "iff": true,
	"Leftrightarrow": true, "Longleftrightarrow": true, "therefore": true,
	"because": true, "quad": true, "qquad": true, "Leftarrow": true,
	"impliedby": true, "text": true, "textrm": true, "textbf": true,
	"textit": true, "mbox": true, "textnormal": true, "textup": true,
	"hbox": true, "rightarrow": true, "longrightarrow": true, "to": true,
	"mapsto": true, "wedge": true, "vee": true, "land": true, "lor": true,
	"text{and}": true,
}

// relCmds are the relation commands: approx marks an approximation.
var relCmds = map[string]string{
	"approx": "approx", "simeq": "approx", "thickapprox": "approx", "doteq": "approx",
	"ne": "rel", "neq": "rel", "le": "rel", "leq": "rel", "ge": "rel", "geq": "rel",
	"leqslant": "rel", "geqslant": "rel", "lt": "rel", "gt": "rel", "in": "rel",
	"notin": "rel", "subset": "rel", "subseteq": "rel", "supset": "rel",
	"supseteq": "rel", "propto": "rel", "ll": "rel", "gg": "rel", "neg": "rel",
	"coloneqq": "rel", "eqqcolon": "rel", "stackrel": "rel", "overset": "rel",
	"underset": "rel", "triangleq": "rel", "ngeq": "rel", "nleq": "rel",
	"prec": "rel", "succ": "rel", "mid": "rel", "nmid": "rel", "vdots": "rel",
}

// linePieces cuts a line at the separators outside brackets.
func linePieces(line string, off int) []piece {
	var out []piece
	start, depth := 0, 0
	cut := func(end, next int, sepText bool) {
		out = append(out, piece{src: line[start:end], off: off + start})
		if sepText && len(out) > 0 {
			out[len(out)-1].cutR = true
		}
		start = next
	}
	for i := 0; i < len(line); i++ {
		c := line[i]
		switch {
		case c == '\\':
			name, n := command(line[i:])
			switch {
			case name == "left":
				depth++
				i += n + skipDelim(line[i+n:]) - 1
				continue
			case name == "right":
				depth = max(depth-1, 0)
				i += n + skipDelim(line[i+n:]) - 1
				continue
			case name == "{" || name == "lbrace" || name == "langle":
				depth++
			case name == "}" || name == "rbrace" || name == "rangle":
				depth = max(depth-1, 0)
			case depth == 0 && sepCmds[name]:
				end := i + n
				if solTextCmdRe.MatchString(line[i:]) {
					if e := matchBrace(line, i+n+strings.Index(line[i+n:], "{")); e > 0 {
						end = e + 1
					}
					cut(i, end, true)
					out[len(out)-1].cutR = true
					out[len(out)-1].glueR = !proseWordRe.MatchString(line[i:end])
					i = end - 1
					continue
				}
				cut(i, end, false)
			}
			i += n - 1
		case c == '{' || c == '(' || c == '[':
			depth++
		case c == '}' || c == ')' || c == ']':
			depth = max(depth-1, 0)
		case depth == 0 && (c == ';' || c == ',' && !digitComma(line, i)):
			cut(i, i+1, false)
		}
	}
	out = append(out, piece{src: line[start:], off: off + start})
	return markPieces(out)
}

// markPieces marks the pieces cut inside an expression by prose (a piece
// after a \text that begins with an operator, or one before it that ends
// with one), the line's leading relation, and the pieces with relations.
func markPieces(ps []piece) []piece {
	var out []piece
	for i := range ps {
		t := strings.TrimSpace(ps[i].src)
		if i > 0 && ps[i-1].glueR && t != "" && !startsWithRelation(t) {
			ps[i-1].cutR, ps[i].cutL = true, true
			continue
		}
		if i > 0 && ps[i-1].cutR {
			ps[i].cutL = t != "" && startsWithOperator(t)
			if ps[i].cutL {
				ps[i-1].cutR = true
			} else if !endsWithOperator(strings.TrimSpace(ps[i-1].src)) {
				ps[i-1].cutR = false
			}
		}
	}
	for i, p := range ps {
		t := strings.TrimSpace(p.src)
		if t == "" {
			continue
		}
		p.lead = i == 0 && startsWithRelation(t)
		out = append(out, p)
	}
	return out
}

// digitComma says the comma at i stands between two digits with no space
// (a decimal comma or a thousands separator, left to the reading of the
// number).
func digitComma(s string, i int) bool {
	if i == 0 || !isDigit(s[i-1]) {
		return false
	}
	rest := strings.TrimPrefix(s[i+1:], `\!`)
	return rest != "" && isDigit(rest[0])
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// command returns the name of the command at s[0] == '\\' and its length
// in bytes (a one-character command such as \{ or \, included).
func command(s string) (string, int) {
	j := 1
	for j < len(s) && (s[j] >= 'a' && s[j] <= 'z' || s[j] >= 'A' && s[j] <= 'Z') {
		j++
	}
	if j == 1 {
		if len(s) > 1 {
			return s[1:2], 2
		}
		return "", 1
	}
	return s[1:j], j
}

// skipDelim returns the length of the delimiter after \left or \right.
func skipDelim(s string) int {
	t := strings.TrimLeft(s, " ")
	pad := len(s) - len(t)
	if t == "" {
		return pad
	}
	if t[0] == '\\' {
		_, n := command(t)
		return pad + n
	}
	return pad + 1
}

func startsWithOperator(t string) bool {
	for _, p := range []string{"+", "-", "*", "/", "^", "_", "!", `\cdot`, `\times`, `\div`, `\pm`, `\mp`, ")", "]"} {
		if strings.HasPrefix(t, p) {
			return true
		}
	}
	return false
}

func endsWithOperator(t string) bool {
	for _, p := range []string{"+", "-", "*", "/", "^", "_", `\cdot`, `\times`, `\div`, `\pm`, `\mp`, "(", "["} {
		if strings.HasSuffix(t, p) {
			return true
		}
	}
	return false
}

func startsWithRelation(t string) bool {
	if t[0] == '=' || t[0] == '<' || t[0] == '>' {
		return true
	}
	if t[0] == '\\' {
		name, _ := command(t)
		return relCmds[name] != ""
	}
	return false
}

// pieceChain cuts a piece into members at its relations outside brackets.
func pieceChain(p piece) SolutionChain {
	var ch SolutionChain
	src := p.src
	start, depth := 0, 0
	add := func(end int) {
		ch.Members = append(ch.Members, member(src[start:end], p.off+start))
	}
	for i := 0; i < len(src); i++ {
		c := src[i]
		switch {
		case c == '\\':
			name, n := command(src[i:])
			switch {
			case name == "left" || name == "right":
				if name == "left" {
					depth++
				} else {
					depth = max(depth-1, 0)
				}
				i += n + skipDelim(src[i+n:]) - 1
				continue
			case depth == 0 && relCmds[name] != "":
				add(i)
				ch.Ops = append(ch.Ops, relCmds[name])
				start = i + n
			}
			i += n - 1
		case c == '{' || c == '(' || c == '[':
			depth++
		case c == '}' || c == ')' || c == ']':
			depth = max(depth-1, 0)
		case depth == 0 && (c == '=' || c == '<' || c == '>'):
			op := "rel"
			if c == '=' {
				op = "="
			}
			n := 1
			if i+1 < len(src) && (src[i+1] == '=' || c != '=' && src[i+1] == '=') {
				n, op = 2, "rel"
			}
			if i > 0 && src[i-1] == ':' {
				op = "rel"
			}
			add(i)
			ch.Ops = append(ch.Ops, op)
			start = i + n
			i += n - 1
		}
	}
	add(len(src))
	ch.hasCut(p)
	return ch
}

// hasCut blanks the members a prose cut made incomplete.
func (ch *SolutionChain) hasCut(p piece) {
	if p.cutL {
		ch.Members[0].Src = ""
	}
	if p.cutR {
		ch.Members[len(ch.Members)-1].Src = ""
	}
}

// member trims a member's source and moves its offset past the spaces.
func member(src string, off int) SolutionMember {
	t := strings.TrimLeft(src, " \t\n")
	off += len(src) - len(t)
	return SolutionMember{Src: strings.TrimRight(t, " \t\n.:"), Off: off}
}

// LastBoxed returns the content of the solution's last \boxed{…} (or
// \fbox{…}), and whether it has one.
func LastBoxed(solution string) (string, bool) {
	at, cmd := -1, ""
	for _, c := range []string{`\boxed{`, `\fbox{`} {
		if i := strings.LastIndex(solution, c); i > at {
			at, cmd = i, c
		}
	}
	if at < 0 {
		return "", false
	}
	open := at + len(cmd) - 1
	end := matchBrace(solution, open)
	if end < 0 {
		return "", false
	}
	return strings.TrimSpace(solution[open+1 : end]), true
}

// AnswerItems cuts a final value (a box's content, a gold answer) into its
// items: the last member of each piece, so "x_1=2;\ x_2=3" gives 2 and 3
// and "5\text{ cm}" gives 5. It returns nil when an item is cut by prose.
func AnswerItems(s string) []string {
	if len(s) > maxSolutionLen {
		return nil
	}
	m := maskSolution(s)
	var out []string
	for _, p := range linePieces(m, 0) {
		ch := pieceChain(p)
		last := ch.Members[len(ch.Members)-1]
		if last.Src == "" {
			return nil
		}
		out = append(out, last.Src)
	}
	return out
}
