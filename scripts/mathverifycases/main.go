// Command mathverifycases converts the (gold, prediction, expected) cases of
// the public test files of HuggingFace Math-Verify (the tests/ folder of
// github.com/huggingface/Math-Verify, Apache-2.0) into a JSON-lines fixture
// for the scorer's external-suite test (internal/score/mathverify_test.go).
//
// It reads the Python test files as text: it does not run them and copies
// no code. Each `@pytest.mark.parametrize("names", [ ... ])` list is read
// with a small reader of Python literals (strings with their escape rules
// and prefixes, implicit concatenation, numbers, True/False); the decorated
// function's body gives the comparison options (match_types, precision,
// strict, allow_set_relation_comp). Each case records its file and the line
// of its opening parenthesis. Cases that are not (gold, prediction,
// expected) triples — string-extraction configs, f-strings computed at test
// time — are reported on stderr and left out.
//
// Usage:
//
//	go run ./scripts/mathverifycases -git /work/.mirror/huggingface+Math-Verify/repo \
//	    -out internal/score/testdata/mathverify/cases.jsonl
//
// -git reads the files from a (bare) git directory at -rev; -dir reads them
// from a checkout. The output is deterministic.
package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
)

// Case is one converted test case.
type Case struct {
	File     string `json:"file"`
	Line     int    `json:"line"`
	Test     string `json:"test"`
	Gold     string `json:"gold"`
	Pred     string `json:"pred"`
	Expected int    `json:"expected"`
	// Options of the comparison, as the Python test passes them.
	MatchTypes        []string `json:"match_types"`
	Precision         int      `json:"precision"`
	Strict            bool     `json:"strict"`
	AllowSetRelations bool     `json:"allow_set_relation_comp,omitempty"`
}

func main() {
	gitDir := flag.String("git", "", "read tests/*.py from this git directory")
	rev := flag.String("rev", "HEAD", "revision of -git")
	dir := flag.String("dir", "", "read tests/*.py from this checkout instead")
	out := flag.String("out", "", "output JSONL (default stdout)")
	flag.Parse()
	files, commit, err := readFiles(*gitDir, *rev, *dir)
	if err != nil {
		fmt.Fprintln(os.Stderr, "mathverifycases:", err)
		os.Exit(1)
	}
	var cases []Case
	names := make([]string, 0, len(files))
	for name := range files {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		cs, skipped, err := convert(name, files[name])
		if err != nil {
			fmt.Fprintf(os.Stderr, "mathverifycases: %s: %v\n", name, err)
			os.Exit(1)
		}
		for _, s := range skipped {
			fmt.Fprintf(os.Stderr, "skipped %s\n", s)
		}
		cases = append(cases, cs...)
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	for _, c := range cases {
		if err := enc.Encode(c); err != nil {
			fmt.Fprintln(os.Stderr, "mathverifycases:", err)
			os.Exit(1)
		}
	}
	if *out == "" {
		os.Stdout.Write(buf.Bytes())
	} else if err := os.WriteFile(*out, buf.Bytes(), 0o644); err != nil {
		fmt.Fprintln(os.Stderr, "mathverifycases:", err)
		os.Exit(1)
	}
	fmt.Fprintf(os.Stderr, "%d cases from %d files (commit %s)\n", len(cases), len(files), commit)
}

// readFiles returns tests/*.py by path, and the commit when read from git.
func readFiles(gitDir, rev, dir string) (map[string]string, string, error) {
	files := map[string]string{}
	if gitDir != "" {
		git := func(args ...string) (string, error) {
			cmd := exec.Command("git", append([]string{"--git-dir", gitDir}, args...)...)
			b, err := cmd.Output()
			if err != nil {
				return "", fmt.Errorf("git %s: %w", strings.Join(args, " "), err)
			}
			return string(b), nil
		}
		commit, err := git("rev-parse", rev)
		if err != nil {
			return nil, "", err
		}
		commit = strings.TrimSpace(commit)
		list, err := git("ls-tree", "--name-only", commit, "tests/")
		if err != nil {
			return nil, "", err
		}
		for _, p := range strings.Fields(list) {
			if !strings.HasSuffix(p, ".py") {
				continue
			}
			src, err := git("show", commit+":"+p)
			if err != nil {
				return nil, "", err
			}
			files[p] = src
		}
		return files, commit, nil
	}
	if dir == "" {
		return nil, "", fmt.Errorf("give -git or -dir")
	}
	paths, err := filepath.Glob(filepath.Join(dir, "tests", "*.py"))
	if err != nil {
		return nil, "", err
	}
	for _, p := range paths {
		b, err := os.ReadFile(p)
		if err != nil {
			return nil, "", err
		}
		files["tests/"+filepath.Base(p)] = string(b)
	}
	return files, "", nil
}

var (
	decoratorRE = regexp.MustCompile(`(?m)^@pytest\.mark\.parametrize\(`)
	defRE       = regexp.MustCompile(`(?m)^def (\w+)\(`)
	matchRE     = regexp.MustCompile(`match_types=\[([^\]]*)\]`)
	precRE      = regexp.MustCompile(`precision=(\w+)`)
	strictRE    = regexp.MustCompile(`strict=(\w+)`)
	setRelRE    = regexp.MustCompile(`allow_set_relation_comp=(\w+)`)
)

// convert reads every parametrize list of one file.
func convert(name, src string) (cases []Case, skipped []string, err error) {
	for _, loc := range decoratorRE.FindAllStringIndex(src, -1) {
		r := &reader{src: src, pos: loc[1]}
		argNames, err := r.value()
		if err != nil {
			return nil, nil, fmt.Errorf("line %d: %w", r.line(loc[0]), err)
		}
		if argNames.kind != kindString {
			return nil, nil, fmt.Errorf("line %d: parameter names are not a string", r.line(loc[0]))
		}
		r.skipSpace()
		if !r.eat(',') {
			return nil, nil, fmt.Errorf("line %d: want , after the parameter names", r.line(r.pos))
		}
		list, err := r.value()
		if err != nil {
			return nil, nil, fmt.Errorf("line %d: %w", r.line(r.pos), err)
		}
		if list.kind != kindList {
			return nil, nil, fmt.Errorf("line %d: the cases are not a list", r.line(loc[0]))
		}
		// The decorated function and its body (to the next top-level line).
		m := defRE.FindStringSubmatchIndex(src[r.pos:])
		if m == nil {
			return nil, nil, fmt.Errorf("line %d: no test function after the cases", r.line(loc[0]))
		}
		fn := src[r.pos+m[2] : r.pos+m[3]]
		bodyStart := r.pos + m[1]
		body := src[bodyStart:]
		if e := regexp.MustCompile(`\n\S`).FindStringIndex(body); e != nil {
			body = body[:e[0]]
		}
		opts, ok := options(body)
		var params []string
		for _, p := range strings.Split(argNames.str, ",") {
			params = append(params, strings.TrimSpace(p))
		}
		for _, item := range list.items {
			where := fmt.Sprintf("%s:%d %s", name, r.line(item.pos), fn)
			if !ok {
				skipped = append(skipped, where+": not a gold/prediction comparison")
				continue
			}
			c, why := toCase(params, item, opts)
			if why != "" {
				skipped = append(skipped, where+": "+why)
				continue
			}
			c.File, c.Line, c.Test = name, r.line(item.pos), fn
			cases = append(cases, c)
		}
	}
	return cases, skipped, nil
}

// options reads the comparison options from a test function's body;
// ok is false when the body does not compare a gold with a prediction.
func options(body string) (Case, bool) {
	c := Case{Precision: 6, Strict: true}
	switch {
	case strings.Contains(body, "compare_strings("):
		c.MatchTypes = []string{"latex", "expr"}
		if m := matchRE.FindStringSubmatch(body); m != nil {
			c.MatchTypes = nil
			for _, t := range strings.Split(m[1], ",") {
				if t = strings.Trim(strings.TrimSpace(t), `"'`); t != "" {
					c.MatchTypes = append(c.MatchTypes, t)
				}
			}
		}
	case strings.Contains(body, "verify(parse(gold), parse(pred))"):
		c.MatchTypes = []string{"latex", "expr"} // parse's defaults
	default:
		return c, false
	}
	if m := precRE.FindStringSubmatch(body); m != nil {
		if n, err := strconv.Atoi(m[1]); err == nil {
			c.Precision = n
		} else {
			c.Precision = -1 // a parameter of the case
		}
	}
	if m := strictRE.FindStringSubmatch(body); m != nil && m[1] != "strict" {
		c.Strict = m[1] == "True"
	}
	if m := setRelRE.FindStringSubmatch(body); m != nil && m[1] == "True" {
		c.AllowSetRelations = true
	}
	return c, true
}

// toCase maps one parameter tuple onto a case.
func toCase(params []string, item value, opts Case) (Case, string) {
	if item.kind != kindTuple || len(item.items) != len(params) {
		return Case{}, "not a tuple of the declared parameters"
	}
	c := opts
	c.MatchTypes = append([]string(nil), opts.MatchTypes...)
	seen := map[string]bool{}
	for i, p := range params {
		v := item.items[i]
		switch p {
		case "gold", "pred":
			if v.kind == kindFString {
				return Case{}, p + " is an f-string computed when the test runs"
			}
			if v.kind != kindString {
				return Case{}, p + " is not a string"
			}
			if p == "gold" {
				c.Gold = v.str
			} else {
				c.Pred = v.str
			}
		case "expected", "result":
			if v.kind != kindNumber || (v.num != 0 && v.num != 1) {
				return Case{}, p + " is not 0 or 1"
			}
			c.Expected = v.num
		case "precision":
			if v.kind != kindNumber {
				return Case{}, "precision is not a number"
			}
			c.Precision = v.num
		case "strict":
			if v.kind != kindBool {
				return Case{}, "strict is not a bool"
			}
			c.Strict = v.b
		case "allow_set_relation_comp":
			if v.kind != kindBool {
				return Case{}, "allow_set_relation_comp is not a bool"
			}
			c.AllowSetRelations = v.b
		default:
			return Case{}, "parameter " + p + " is not part of a gold/prediction comparison"
		}
		seen[p] = true
	}
	if !seen["gold"] || !seen["pred"] || !(seen["expected"] || seen["result"]) {
		return Case{}, "no gold, prediction and expected value"
	}
	if c.Precision < 0 {
		return Case{}, "precision is not given"
	}
	return c, ""
}

// --- a reader of Python literals ---

type kind int

const (
	kindString kind = iota
	kindFString
	kindNumber
	kindBool
	kindTuple
	kindList
	kindOther // a name or a call (kept only as "something")
)

type value struct {
	kind  kind
	pos   int
	str   string
	num   int
	b     bool
	items []value
}

type reader struct {
	src string
	pos int
}

// line is the 1-based line of a byte offset.
func (r *reader) line(off int) int { return strings.Count(r.src[:off], "\n") + 1 }

// skipSpace skips whitespace, newlines and comments.
func (r *reader) skipSpace() {
	for r.pos < len(r.src) {
		switch c := r.src[r.pos]; {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\\' && r.pos+1 < len(r.src) && r.src[r.pos+1] == '\n':
			r.pos++
		case c == '#':
			for r.pos < len(r.src) && r.src[r.pos] != '\n' {
				r.pos++
			}
		default:
			return
		}
	}
}

func (r *reader) eat(c byte) bool {
	if r.pos < len(r.src) && r.src[r.pos] == c {
		r.pos++
		return true
	}
	return false
}

func (r *reader) errorf(format string, args ...any) error {
	return fmt.Errorf("line %d: %s", r.line(r.pos), fmt.Sprintf(format, args...))
}

// value reads one literal; adjacent strings concatenate.
func (r *reader) value() (value, error) {
	r.skipSpace()
	start := r.pos
	if r.pos >= len(r.src) {
		return value{}, r.errorf("unexpected end")
	}
	switch c := r.src[r.pos]; {
	case c == '(' || c == '[':
		closer := byte(')')
		k := kindTuple
		if c == '[' {
			closer, k = ']', kindList
		}
		r.pos++
		v := value{kind: k, pos: start}
		for {
			r.skipSpace()
			if r.eat(closer) {
				return v, nil
			}
			item, err := r.value()
			if err != nil {
				return value{}, err
			}
			v.items = append(v.items, item)
			r.skipSpace()
			if r.eat(',') {
				continue
			}
			if r.eat(closer) {
				if k == kindTuple && len(v.items) == 1 {
					return v.items[0], nil // parentheses around one value
				}
				return v, nil
			}
			return value{}, r.errorf("want , or %c", closer)
		}
	case c == '-' || '0' <= c && c <= '9':
		r.pos++
		for r.pos < len(r.src) && ('0' <= r.src[r.pos] && r.src[r.pos] <= '9' || r.src[r.pos] == '.') {
			r.pos++
		}
		n, err := strconv.Atoi(r.src[start:r.pos])
		if err != nil {
			return value{kind: kindOther, pos: start}, nil
		}
		return value{kind: kindNumber, pos: start, num: n}, nil
	}
	if v, ok, err := r.strings(); ok || err != nil {
		v.pos = start
		return v, err
	}
	// A name, possibly called or subscripted: read to the matching close.
	for r.pos < len(r.src) && (isIdent(r.src[r.pos]) || r.src[r.pos] == '.') {
		r.pos++
	}
	name := r.src[start:r.pos]
	if name == "" {
		return value{}, r.errorf("unexpected %q", r.src[r.pos])
	}
	if name == "True" || name == "False" {
		return value{kind: kindBool, pos: start, b: name == "True"}, nil
	}
	r.skipSpace()
	if r.eat('(') { // a call: skip its arguments, which may be keywords
		for depth := 1; depth > 0; {
			r.skipSpace()
			if r.pos >= len(r.src) {
				return value{}, r.errorf("unterminated call")
			}
			if _, ok, err := r.strings(); err != nil {
				return value{}, err
			} else if ok {
				continue
			}
			switch r.src[r.pos] {
			case '(', '[':
				depth++
			case ')', ']':
				depth--
			}
			r.pos++
		}
	}
	return value{kind: kindOther, pos: start}, nil
}

func isIdent(c byte) bool {
	return c == '_' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9'
}

// strings reads one or more adjacent string literals.
func (r *reader) strings() (value, bool, error) {
	var b strings.Builder
	n := 0
	f := false
	for {
		save := r.pos
		if n > 0 {
			r.skipSpace()
		}
		s, isF, ok, err := r.oneString()
		if err != nil {
			return value{}, true, err
		}
		if !ok {
			r.pos = save
			break
		}
		b.WriteString(s)
		f = f || isF
		n++
	}
	if n == 0 {
		return value{}, false, nil
	}
	if f {
		return value{kind: kindFString, str: b.String()}, true, nil
	}
	return value{kind: kindString, str: b.String()}, true, nil
}

// oneString reads a string literal with an optional prefix (r, u, f, b and
// combinations) and single or triple quotes.
func (r *reader) oneString() (s string, isF, ok bool, err error) {
	i := r.pos
	raw := false
	for i < len(r.src) && i-r.pos < 2 && strings.ContainsRune("rRuUfFbB", rune(r.src[i])) {
		switch r.src[i] {
		case 'r', 'R':
			raw = true
		case 'f', 'F':
			isF = true
		}
		i++
	}
	if i >= len(r.src) || r.src[i] != '"' && r.src[i] != '\'' {
		return "", false, false, nil
	}
	q := r.src[i : i+1]
	if strings.HasPrefix(r.src[i:], q+q+q) {
		q = q + q + q
	}
	i += len(q)
	var b strings.Builder
	for {
		if i >= len(r.src) {
			return "", false, false, r.errorf("unterminated string")
		}
		if strings.HasPrefix(r.src[i:], q) {
			i += len(q)
			break
		}
		c := r.src[i]
		if c == '\n' && len(q) == 1 {
			return "", false, false, r.errorf("newline in a string")
		}
		if c != '\\' {
			b.WriteByte(c)
			i++
			continue
		}
		if i+1 >= len(r.src) {
			return "", false, false, r.errorf("unterminated string")
		}
		if raw {
			// A raw string keeps the backslash and the next character.
			b.WriteString(r.src[i : i+2])
			i += 2
			continue
		}
		i += escape(&b, r.src[i:])
	}
	r.pos = i
	return b.String(), isF, true, nil
}

// escape writes the meaning of the escape sequence at s[0] == '\\' and
// returns its length (Python's rules; an unknown escape keeps the backslash).
func escape(b *strings.Builder, s string) int {
	switch c := s[1]; c {
	case '\n':
		return 2
	case '\\', '\'', '"':
		b.WriteByte(c)
	case 'a':
		b.WriteByte('\a')
	case 'b':
		b.WriteByte('\b')
	case 'f':
		b.WriteByte('\f')
	case 'n':
		b.WriteByte('\n')
	case 'r':
		b.WriteByte('\r')
	case 't':
		b.WriteByte('\t')
	case 'v':
		b.WriteByte('\v')
	case 'x':
		if len(s) >= 4 {
			if n, err := strconv.ParseUint(s[2:4], 16, 8); err == nil {
				b.WriteRune(rune(n))
				return 4
			}
		}
		b.WriteString(s[:2])
	case 'u', 'U':
		w := 4
		if c == 'U' {
			w = 8
		}
		if len(s) >= 2+w {
			if n, err := strconv.ParseUint(s[2:2+w], 16, 32); err == nil {
				b.WriteRune(rune(n))
				return 2 + w
			}
		}
		b.WriteString(s[:2])
	default:
		if '0' <= c && c <= '7' {
			j := 1
			for j < 4 && j < len(s) && '0' <= s[j] && s[j] <= '7' {
				j++
			}
			n, _ := strconv.ParseUint(s[1:j], 8, 16)
			b.WriteRune(rune(n))
			return j
		}
		b.WriteString(s[:2])
	}
	return 2
}
