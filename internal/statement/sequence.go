package statement

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// Issue 25, capability 3b: arithmetic and geometric sequences given by
// their terms.
//
// The cue table marks "sequence" and "progression" as a topic leg 1 does
// not model (CueScope). ReadSequence reads the few whole statements it can
// account for word by word: the prose is cut into clauses, each of which is
// one of the shapes below (a listed sequence, a named term, a question, a
// form of the answer, a separator). A single word no clause covers, and the
// statement is not read here at all: the scope cue keeps it undecided.
//
// The kind (arithmetic or geometric) must be named by the statement: the
// terms alone never decide it ("1, 2, 4, …" is both the start of a
// geometric sequence and of many others).

// SeqAsk is the question asked about the sequence.
type SeqAsk int

const (
	SeqAskNone      SeqAsk = iota
	SeqAskTerm             // the n-th term
	SeqAskSum              // the sum of the first n terms
	SeqAskCount            // the number of terms of a finite listing
	SeqAskStep             // the common difference or ratio
	SeqAskSumAll           // the sum of all the terms of a finite listing, whose number is stated
	SeqAskBefore           // the number of terms before a given value
	SeqAskSumIndex         // the n for which the sum of the first n terms is a given value
	SeqAskSeriesSum        // the sum of a geometric series written out: infinite, or up to its last term
	SeqAskUnknowns         // the sum of the listed unknown terms named (one or more letters)
	SeqAskDiff             // the positive difference of the terms N and N2
	SeqAskNext             // the sum of the N terms after the listed ones
)

// SeqTerm is a term the statement gives: its index (from 1) and its value.
type SeqTerm struct {
	Index int
	E     ast.Expr
	Src   string
	// InList says the term was listed ("6, 10, 14, …"), not named.
	InList bool
}

// SeqLin is a sum given: of the first N terms (I = 0), or of the terms I
// and J.
type SeqLin struct {
	N, I, J int
	E       ast.Expr
	Src     string
}

// Sequence is what ReadSequence read.
type Sequence struct {
	Geometric bool
	// Terms are the given terms: the listed ones (indices 1, 2, …) and the
	// named ones ("the 7th term is 30").
	Terms []SeqTerm
	// Listed is the number of listed terms (0 when none was listed).
	Listed  int
	listSrc []string
	// Last is the last term of a finite listing "a, b, c, …, z" (nil when
	// the listing does not end).
	Last    ast.Expr
	LastSrc string
	Ask     SeqAsk
	N       int  // the index of the term asked, or the number of terms summed
	N2      int  // the second term of a difference asked
	Integer bool // a count of "integers": every term must be an integer
	// Fraction says the answer is asked as a common fraction.
	Fraction bool
	// Positive says the positive (real) value is asked.
	Positive bool
	// PosInt says the sequence is "of positive integers".
	PosInt bool
	// Lin are the sums given of an arithmetic sequence: the sum of the
	// first N terms (I = 0), or of the terms I and J.
	Lin []SeqLin
	// Unknowns are the letters listed as terms ("17, a, b, c, 41"), with
	// their indices; AskNames the letters whose sum is asked; IntValue
	// says "the integer value" is asked.
	Unknowns map[string]int
	AskNames []string
	IntValue bool
	// Series says a geometric series was named; SumAll is its given
	// (infinite) sum and Ratio its given common ratio (nil when not given).
	Series   bool
	SumAll   ast.Expr
	Ratio    ast.Expr
	SumSrc   string
	RatioSrc string
}

// Kind names the sequence's kind.
func (s *Sequence) Kind() string {
	if s.Geometric {
		return "geometric"
	}
	return "arithmetic"
}

// The pieces of the clauses. Each piece in braces is one capturing group.
var seqPieces = map[string]string{
	"{SEQ}":   `(?:an|a|the) (?:given |infinite )?((?:arithmetic|geometric) (?:sequence|progression|series)(?: of real numbers| of positive integers)?)`,
	"{REF}":   `(?:the|this) (?:same )?(?:sequence|progression|series)`,
	"{SER}":   `((?:an |the )?(?:infinite )?(?:geometric|arithmetic) series)`,
	"{SUMS}":  `((?:[^?:,]+?[+-] ?)+…(?: ?[+-] ?[^?,]+?)?)`,
	"{ORD}":   `(\d{1,5}(?:st|nd|rd|th)|[a-z]+(?:-[a-z]+)?)`,
	"{V}":     `([^,?]+?)`,
	"{LIST}":  `((?:[^,?]+, )+…(?:, [^,?.]+)?)`,
	"{LISTZ}": `((?:[^,?]+, )+…, [^,?.]+)`,
	"{LISTF}": `((?:[^,?]+, )+[^,?.]+)`,
	"{ANDL}":  `((?:[^,?]+, )*[^,?]+?,? and [^,?]+?)`,
	"{LISTU}": `((?:[^,?]+, )+[^,?.]+)`,
	"{UNK}":   `([a-z](?: ?\+ ?[a-z])*)`,
	"{KIND}":  `(arithmetic|geometric)`,
	"{N}":     `(\d{1,4}|[a-z]+)`,
	"{T}":     `(?:[.?]+(?: |$)|, and |, then |,? and |, |$)`,
}

// seqClause is one shape of a clause: its role and its pattern; the
// groups are read in the order of the pieces.
type seqClause struct {
	role string // "fact", "term", "sum", "count", "step", "fraction", "sep"
	re   *regexp.Regexp
	pcs  []string // the capturing pieces in order
}

var seqPieceRe = regexp.MustCompile(`\{[A-Z]+\}`)

func seqClauseOf(role, pat string) seqClause {
	var pcs []string
	for _, p := range seqPieceRe.FindAllString(pat, -1) {
		if p != "{REF}" && p != "{T}" {
			pcs = append(pcs, p)
		}
	}
	src := seqPieceRe.ReplaceAllStringFunc(pat, func(p string) string { return seqPieces[p] })
	return seqClause{role: role, re: regexp.MustCompile("^" + src), pcs: pcs}
}

// seqClauses are the clause shapes, tried in order at each position.
var seqClauses = []seqClause{
	seqClauseOf("fact", `(?:consider )?{SEQ}:? {LIST}{T}`),
	seqClauseOf("fact", `(?:if |given that )?the {ORD} term (?:of {SEQ} )?(?:is|equals) {V}{T}`),
	seqClauseOf("fact", `(?:if |given that )?the {ORD} and {ORD} terms (?:of {SEQ} )?are {V} and {V}(?:,? respectively)?{T}`),
	seqClauseOf("fact", `in {SEQ}, `),
	seqClauseOf("fact", `the first {N} terms (?:of|in) {SEQ} are {ANDL}(?:,? respectively)?{T}`),
	seqClauseOf("fact", `{SEQ} (?:starts|begins) (?:with )?{LISTF}{T}`),
	seqClauseOf("fact", `{SEQ} is formed for which `),
	seqClauseOf("fact", `(?:in|for) {SEQ} with (?:a )?{ORD} term (?:of )?{V} and (?:a )?{ORD} term (?:of )?{V}, `),
	seqClauseOf("term", `(?:what is|find|compute|determine) the (?:value of the )?{ORD} term(?: (?:of|in) {REF})?{T}`),
	seqClauseOf("term", `(?:what is|find|compute|determine) the (?:value of the )?{ORD} term (?:of|in) {SEQ}(?: {LIST}| with (?:a )?{ORD} term (?:of )?{V} and (?:a )?{ORD} term (?:of )?{V})?{T}`),
	seqClauseOf("sum", `(?:what is|find|compute|determine) the sum of the first {N} terms(?: (?:of|in) {REF})?{T}`),
	seqClauseOf("sum", `(?:what is|find|compute|determine) the sum of the first {N} terms (?:of|in) {SEQ} {LIST}{T}`),
	seqClauseOf("sumall", `(?:what is|find|compute|determine) the sum of the {N} terms (?:of|in) {SEQ} {LISTZ}{T}`),
	seqClauseOf("before", `how many terms of {SEQ} {LIST} appear before the number {V} appears{T}`),
	seqClauseOf("sumindex", `the sum of the first n terms (?:of|in) {SEQ} \\\{ ?{LIST} ?\\\} is {V}\. find n{T}`),
	seqClauseOf("termpos", `what is the positive,? real value (?:for|of) the {ORD} term(?: (?:of|in) {REF})?{T}`),
	seqClauseOf("count", `how many (?:terms|numbers|integers) (?:are in|are there in|belong to) {SEQ} {LISTZ}{T}`),
	seqClauseOf("step", `(?:what is|find|compute|determine) the common (?:ratio|difference)(?: of {REF})?{T}`),
	// A finite listing with unknown terms, and a question on them.
	seqClauseOf("unknown", `what is the (?:integer )?value of {UNK} in {SEQ} {LISTU}{T}`),
	seqClauseOf("unknown", `in {SEQ} {LISTU}, what is the value of {UNK}{T}`),
	seqClauseOf("term", `find the value of the {ORD} term in {SEQ} {LISTU}{T}`),
	seqClauseOf("unknown", `the sequence {LISTU} is {KIND}\. what is the value of {UNK}{T}`),
	seqClauseOf("diff", `what is the positive difference between the {ORD} term and the {ORD} term of {SEQ} {LIST}{T}`),
	seqClauseOf("next", `what is the sum of the next {N} terms in {SEQ} {LIST}{T}`),
	seqClauseOf("term", `what is the {ORD} term of {SEQ} of {N} terms with first and last terms of {V} and {V},? respectively{T}`),
	seqClauseOf("seriessum", `what is the value of {SER} {SUMS}{T}`),
	// Sums given of an arithmetic sequence (linear in a_1 and d).
	seqClauseOf("linsum", `(?:if )?the sum of the first {N} terms(?: of {SEQ}| of {REF})? is {V}{T}`),
	seqClauseOf("linpair", `(?:if )?the sum of the {ORD} and (?:the )?{ORD} terms(?: of {SEQ}| of {REF})? is {V}{T}`),
	// A geometric series written out with + and - (issue 25, capability 6).
	seqClauseOf("seriessum", `(?:evaluate|compute|find|calculate) (?:the sum of )?{SER}:? {SUMS}{T}`),
	seqClauseOf("step", `(?:find|what is) the common ratio of {SER}:? {SUMS}{T}`),
	seqClauseOf("fact", `{SER} has (?:a )?common ratio (?:of )?{V} and (?:a )?sum (?:of )?{V}{T}`),
	seqClauseOf("fact", `{SER} has (?:a )?first term (?:of )?{V} and (?:a )?sum (?:of )?{V}{T}`),
	seqClauseOf("term", `what is the {ORD} term of {REF}{T}`),
	seqClauseOf("step", `what is its common ratio{T}`),
	seqClauseOf("fraction", `express your answer as a common fraction{T}`),
	seqClauseOf("fraction", `express your answer in simplest form{T}`),
}

var (
	seqThRe    = regexp.MustCompile(`(\d) (st|nd|rd|th)\b`)
	seqSupRe   = regexp.MustCompile(`\^\s*\{?\s*(?:\\(?:text|mathrm)\s*\{\s*)?(st|nd|rd|th)\s*\}?\s*\}?`)
	seqEllRe   = regexp.MustCompile(`\\ldots|\\dots[bc]?|\\cdots|\.\.\.|…`)
	seqSpaceRe = regexp.MustCompile(`\s+`)
	seqCommaRe = regexp.MustCompile(`\s*,\s*`)
	seqPuncRe  = regexp.MustCompile(`\s+([.?])`)
)

// seqNormal writes the statement for the clauses: the formulas' dollars
// and thin spaces dropped, ellipses as "…", ordinal superscripts as
// "th", lower case, single spaces, ", " between listed items.
func seqNormal(raw string) string {
	s := strings.NewReplacer("$", " ", `\,`, " ", `\ `, " ", "~", " ", `\dfrac`, `\frac`, `\left`, "", `\right`, "", `\tfrac`, `\frac`, `\;`, " ", `\quad`, " ").Replace(raw)
	s = seqSupRe.ReplaceAllString(s, "$1 ")
	s = seqEllRe.ReplaceAllString(s, " … ")
	s = strings.ToLower(seqSpaceRe.ReplaceAllString(s, " "))
	s = seqThRe.ReplaceAllString(s, "$1$2")
	s = seqCommaRe.ReplaceAllString(s, ", ")
	s = seqPuncRe.ReplaceAllString(s, "$1")
	s = strings.ReplaceAll(s, "….", "… .")
	s = strings.ReplaceAll(s, "… .", "….")
	return strings.TrimSpace(s)
}

var seqOrdinals = func() map[string]int {
	m := map[string]int{}
	for i, w := range strings.Fields("first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth twentieth") {
		m[w] = i + 1
	}
	for i, w := range strings.Fields("thirtieth fortieth fiftieth sixtieth seventieth eightieth ninetieth") {
		m[w] = 30 + 10*i
	}
	m["hundredth"] = 100
	return m
}()

var seqCardinals = func() map[string]int {
	m := map[string]int{}
	for i, w := range strings.Fields("two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty") {
		m[w] = i + 2
	}
	return m
}()

var seqOrdNumRe = regexp.MustCompile(`^(\d{1,5})(st|nd|rd|th)$`)

// seqOrdinal reads "7th", "twenty-first", "fiftieth"; the suffix must be
// the right one (1st, 2nd, 3rd, 11th, …).
func seqOrdinal(w string) (int, bool) {
	if m := seqOrdNumRe.FindStringSubmatch(w); m != nil {
		n, _ := strconv.Atoi(m[1])
		want := "th"
		if n%100 < 11 || n%100 > 13 {
			want = map[int]string{1: "st", 2: "nd", 3: "rd"}[n%10]
			if want == "" {
				want = "th"
			}
		}
		return n, n >= 1 && m[2] == want
	}
	if n, ok := seqOrdinals[w]; ok {
		return n, true
	}
	tens, unit, ok := strings.Cut(w, "-")
	t := map[string]int{"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90}[tens]
	u := seqOrdinals[unit]
	return t + u, ok && t > 0 && u >= 1 && u <= 9
}

// seqConst parses a term: a formula with no free variable, written as a
// number, a fraction, a power (no letters but LaTeX commands).
func seqConst(src string) (ast.Expr, bool) {
	src = strings.TrimSpace(src)
	if src == "" || strings.ContainsAny(src, "…") || seqLeadZeroRe.MatchString(src) {
		return nil, false
	}
	e, err := latex.ParseExpr(src)
	if err != nil || len(pm.FreeVars(e)) != 0 {
		return nil, false
	}
	return e, true
}

// seqLeadZeroRe rejects "000" and "05" (a thousands separator read as a
// comma: "1,000,000").
var seqLeadZeroRe = regexp.MustCompile(`(^|[^0-9.])0[0-9]`)

// ReadSequence reads a statement about one arithmetic or geometric
// sequence given by its terms. ok is false when the statement is not one
// of the shapes (every clause must be read).
func ReadSequence(raw string) (*Sequence, bool) {
	if !strings.Contains(raw, "equence") && !strings.Contains(raw, "rogression") && !strings.Contains(raw, "eries") {
		return nil, false // cheap: most statements are about no sequence
	}
	s := seqNormal(raw)
	if !strings.Contains(s, "sequence") && !strings.Contains(s, "progression") && !strings.Contains(s, "series") {
		return nil, false
	}
	seq := &Sequence{}
	kinds := 0
	for s != "" {
		matched := false
		for _, cl := range seqClauses {
			m := cl.re.FindStringSubmatch(s)
			if m == nil || m[0] == "" {
				continue
			}
			n, ok := seq.addClause(cl, m)
			if !ok {
				return nil, false
			}
			kinds += n
			s, matched = s[len(m[0]):], true
			break
		}
		if !matched {
			return nil, false
		}
	}
	if kinds != 1 || seq.Ask == SeqAskNone || (len(seq.Terms) == 0 && seq.SumAll == nil && len(seq.Lin) == 0) {
		return nil, false
	}
	return seq, seq.consistent()
}

// addClause records one clause; n counts the sequences named in it.
func (seq *Sequence) addClause(cl seqClause, m []string) (n int, ok bool) {
	groups := m[1:]
	var ords []int
	var vals []string
	count := 0
	for i, p := range cl.pcs {
		g := groups[i]
		if g == "" {
			continue
		}
		switch p {
		case "{SEQ}":
			n++
			seq.Geometric = strings.HasPrefix(g, "geometric")
			seq.PosInt = strings.HasSuffix(g, "positive integers")
		case "{ORD}":
			o, ok := seqOrdinal(g)
			if !ok {
				return 0, false
			}
			ords = append(ords, o)
		case "{V}":
			vals = append(vals, g)
		case "{KIND}":
			n++
			seq.Geometric = g == "geometric"
		case "{LISTU}":
			if !seq.addListUnknowns(g) {
				return 0, false
			}
		case "{UNK}":
			seq.AskNames = strings.Fields(strings.ReplaceAll(g, "+", " "))
		case "{SER}":
			n++
			seq.Geometric, seq.Series = strings.Contains(g, "geometric"), true
		case "{SUMS}":
			if !seq.addSums(g) {
				return 0, false
			}
		case "{LIST}", "{LISTZ}", "{LISTF}":
			if !seq.addList(g, p == "{LISTF}") {
				return 0, false
			}
		case "{ANDL}":
			if !seq.addAndList(g, count) {
				return 0, false
			}
		case "{N}":
			k, err := strconv.Atoi(g)
			if err != nil {
				k = seqCardinals[g]
			}
			if k < 1 {
				return 0, false
			}
			count = k
		}
	}
	ords, vals, ok = seq.applyRole(cl.role, m[0], ords, vals, count)
	if !ok {
		return 0, false
	}
	if strings.Contains(m[0], " has ") && len(vals) == 2 && len(ords) == 0 {
		// "has common ratio r and sum S", "has first term a and sum S"
		if !seq.addSeriesFacts(m[0], vals) {
			return 0, false
		}
		vals = nil
	}
	if len(ords) != len(vals) {
		return 0, false
	}
	for i, o := range ords {
		e, ok := seqConst(vals[i])
		if !ok {
			return 0, false
		}
		seq.Terms = append(seq.Terms, SeqTerm{Index: o, E: e, Src: strings.TrimSpace(vals[i])})
	}
	return n, true
}

// addList records the listed terms "a, b, c, …" or "a, b, c, …, z".
func (seq *Sequence) addList(list string, finite bool) bool {
	if seq.Listed > 0 {
		return false
	}
	items := strings.Split(list, ", ")
	k := 0
	for k < len(items) && items[k] != "…" {
		k++
	}
	if k < 2 || (k == len(items)) != finite || len(items) > k+2 {
		return false
	}
	for i, it := range items[:k] {
		e, ok := seqConst(it)
		if !ok {
			return false
		}
		seq.Terms = append(seq.Terms, SeqTerm{Index: i + 1, E: e, Src: strings.TrimSpace(it), InList: true})
		seq.listSrc = append(seq.listSrc, strings.TrimSpace(it))
	}
	seq.Listed = k
	if len(items) == k+2 {
		e, ok := seqConst(items[k+1])
		if !ok {
			return false
		}
		seq.Last, seq.LastSrc = e, strings.TrimSpace(items[k+1])
	}
	return true
}

// addListUnknowns records a finite listing whose terms are numbers or
// single letters (each letter once), with at least two numbers.
func (seq *Sequence) addListUnknowns(list string) bool {
	if seq.Listed > 0 {
		return false
	}
	items := strings.Split(list, ", ")
	seq.Unknowns = map[string]int{}
	nums := 0
	for i, it := range items {
		it = strings.TrimSpace(it)
		if len(it) == 1 && it[0] >= 'a' && it[0] <= 'z' {
			if _, dup := seq.Unknowns[it]; dup {
				return false
			}
			seq.Unknowns[it] = i + 1
			seq.listSrc = append(seq.listSrc, it)
			continue
		}
		e, ok := seqConst(it)
		if !ok {
			return false
		}
		nums++
		seq.Terms = append(seq.Terms, SeqTerm{Index: i + 1, E: e, Src: it, InList: true})
		seq.listSrc = append(seq.listSrc, it)
	}
	seq.Listed = len(items)
	return nums >= 2
}

// addSeriesFacts records the given ratio or first term, and the sum.
func (seq *Sequence) addSeriesFacts(clause string, vals []string) bool {
	e0, ok0 := seqConst(vals[0])
	e1, ok1 := seqConst(vals[1])
	if !ok0 || !ok1 || seq.SumAll != nil {
		return false
	}
	seq.SumAll, seq.SumSrc = e1, strings.TrimSpace(vals[1])
	if strings.Contains(clause, "common ratio") {
		seq.Ratio, seq.RatioSrc = e0, strings.TrimSpace(vals[0])
		return true
	}
	seq.Terms = append(seq.Terms, SeqTerm{Index: 1, E: e0, Src: strings.TrimSpace(vals[0])})
	return true
}

// addSums records a series written out: "1-\frac{2}{7}+\frac{4}{49}-…"
// or "-1 + 2 - 4 + … + 512"; the signs belong to the terms.
func (seq *Sequence) addSums(src string) bool {
	if seq.Listed > 0 {
		return false
	}
	items, ok := seqSplitSigned(src)
	if !ok {
		return false
	}
	k := 0
	for k < len(items) && strings.TrimLeft(items[k], "+- ") != "…" {
		k++
	}
	if k < 2 || k == len(items) || len(items) > k+2 {
		return false
	}
	for i, it := range items[:k] {
		e, ok := seqConst(it)
		if !ok {
			return false
		}
		seq.Terms = append(seq.Terms, SeqTerm{Index: i + 1, E: e, Src: it, InList: true})
		seq.listSrc = append(seq.listSrc, it)
	}
	seq.Listed = k
	if len(items) == k+2 {
		e, ok := seqConst(items[k+1])
		if !ok {
			return false
		}
		seq.Last, seq.LastSrc = e, items[k+1]
	}
	return true
}

// seqSplitSigned cuts a sum at its top-level + and - signs; each item
// keeps its sign ("-\frac{2}{7}"); a sign right after ^, _ or another
// sign stays inside its item.
func seqSplitSigned(src string) ([]string, bool) {
	var items []string
	depth, start := 0, 0
	for i := 0; i < len(src); i++ {
		switch src[i] {
		case '{', '(', '[':
			depth++
		case '}', ')', ']':
			depth--
		case '+', '-':
			prev := strings.TrimRight(src[:i], " ")
			if depth == 0 && prev != "" && !strings.ContainsAny(prev[len(prev)-1:], "^_+-") {
				items = append(items, strings.TrimSpace(src[start:i]))
				start = i
			}
		}
		if depth < 0 {
			return nil, false
		}
	}
	items = append(items, strings.TrimSpace(src[start:]))
	for i, it := range items {
		items[i] = strings.TrimSpace(strings.TrimPrefix(it, "+"))
		if items[i] == "" || items[i] == "-" {
			return nil, false
		}
	}
	return items, depth == 0
}

// addAndList records "the first three terms … are 1, 10 and 19": the
// number of items must be the number stated.
func (seq *Sequence) addAndList(list string, count int) bool {
	items := strings.Split(strings.Replace(strings.Replace(list, ", and ", ", ", 1), " and ", ", ", 1), ", ")
	if seq.Listed > 0 || len(items) < 2 || len(items) != count {
		return false
	}
	for i, it := range items {
		e, ok := seqConst(it)
		if !ok {
			return false
		}
		seq.Terms = append(seq.Terms, SeqTerm{Index: i + 1, E: e, Src: strings.TrimSpace(it), InList: true})
		seq.listSrc = append(seq.listSrc, strings.TrimSpace(it))
	}
	seq.Listed = len(items)
	return true
}

// consistent refuses a question the reading does not fit: a count or a
// sum of the first terms asks nothing of a finite listing's last term
// but the count.
func (seq *Sequence) consistent() bool {
	if (seq.Last != nil) != (seq.Ask == SeqAskCount || seq.Ask == SeqAskSumAll || seq.Ask == SeqAskBefore || seq.Ask == SeqAskSumIndex || (seq.Ask == SeqAskSeriesSum && seq.Last != nil)) {
		return false
	}
	for _, n := range seq.AskNames {
		if _, ok := seq.Unknowns[n]; !ok {
			return false
		}
	}
	return seq.Ask != SeqAskTerm || seq.N >= 1
}

// Describe writes the reading for a note: "the arithmetic sequence 6, 10,
// 14, …".
func (seq *Sequence) Describe() string {
	parts := append([]string(nil), seq.listSrc...)
	if seq.Listed > 0 && seq.Unknowns == nil {
		parts = append(parts, "…")
	}
	if seq.Last != nil && (seq.Ask == SeqAskCount || seq.Ask == SeqAskSumAll || seq.Ask == SeqAskSeriesSum) {
		parts = append(parts, seq.LastSrc)
	}
	var named []string
	for _, t := range seq.Terms {
		if t.InList {
			continue
		}
		named = append(named, fmt.Sprintf("term %d = %s", t.Index, t.Src))
	}
	if seq.SumAll != nil {
		named = append(named, "sum "+seq.SumSrc)
	}
	if seq.Ratio != nil {
		named = append(named, "common ratio "+seq.RatioSrc)
	}
	for _, l := range seq.Lin {
		if l.I == 0 {
			named = append(named, fmt.Sprintf("the sum of the first %d terms = %s", l.N, l.Src))
		} else {
			named = append(named, fmt.Sprintf("term %d + term %d = %s", l.I, l.J, l.Src))
		}
	}
	if len(parts) == 0 {
		return "the " + seq.Kind() + " " + map[bool]string{true: "series", false: "sequence"}[seq.Series] + " with " + strings.Join(named, ", ")
	}
	parts = append(parts, named...)
	return "the " + seq.Kind() + " " + map[bool]string{true: "series", false: "sequence"}[seq.Series] + " " + strings.Join(parts, ", ")
}

// IsCommonFraction reports an integer or p/q in lowest terms (the form
// "express your answer as a common fraction" asks for).
func IsCommonFraction(e ast.Expr) bool { return isCommonFraction(e) }

// applyRole records the question or the form a clause states; the
// ordinals and values left are the clause's given terms.
func (seq *Sequence) applyRole(role, clause string, ords []int, vals []string, count int) ([]int, []string, bool) {
	switch role {
	case "term", "termpos":
		if seq.Ask != SeqAskNone || len(ords) == 0 {
			return nil, nil, false
		}
		seq.Ask, seq.N, ords = SeqAskTerm, ords[0], ords[1:]
		seq.Positive = role == "termpos"
		if strings.Contains(clause, " with first and last terms of ") {
			if count < 2 || seq.N > count {
				return nil, nil, false
			}
			ords = []int{1, count}
		}
	case "unknown":
		if seq.Ask != SeqAskNone || len(seq.AskNames) == 0 {
			return nil, nil, false
		}
		seq.Ask, seq.IntValue = SeqAskUnknowns, strings.HasPrefix(clause, "what is the integer value")
	case "diff":
		if seq.Ask != SeqAskNone || len(ords) != 2 || ords[0] == ords[1] {
			return nil, nil, false
		}
		seq.Ask, seq.N, seq.N2, ords = SeqAskDiff, ords[0], ords[1], nil
	case "next":
		if seq.Ask != SeqAskNone {
			return nil, nil, false
		}
		seq.Ask, seq.N = SeqAskNext, count
	case "seriessum":
		if seq.Ask != SeqAskNone {
			return nil, nil, false
		}
		seq.Ask = SeqAskSeriesSum
	case "sumall":
		if seq.Ask != SeqAskNone || seq.Last == nil {
			return nil, nil, false
		}
		seq.Ask, seq.N = SeqAskSumAll, count
	case "before", "sumindex":
		if seq.Ask != SeqAskNone || len(vals) != 1 {
			return nil, nil, false
		}
		e, ok := seqConst(vals[0])
		if !ok {
			return nil, nil, false
		}
		seq.Ask, seq.Last, seq.LastSrc, vals = SeqAskBefore, e, strings.TrimSpace(vals[0]), nil
		if role == "sumindex" {
			seq.Ask = SeqAskSumIndex
		}
	case "sum", "step":
		if seq.Ask != SeqAskNone {
			return nil, nil, false
		}
		seq.N = count
		seq.Ask = map[string]SeqAsk{"sum": SeqAskSum, "step": SeqAskStep}[role]
	case "count":
		if seq.Ask != SeqAskNone || seq.Last == nil {
			return nil, nil, false
		}
		seq.Ask, seq.Integer = SeqAskCount, strings.HasPrefix(clause, "how many integers")
	case "fraction":
		seq.Fraction = true
	case "linsum", "linpair":
		e, ok := seqConst(strings.Join(vals, ""))
		if len(vals) != 1 || !ok || (role == "linpair" && (len(ords) != 2 || ords[0] == ords[1])) {
			return nil, nil, false
		}
		l := SeqLin{N: count, E: e, Src: strings.TrimSpace(vals[0])}
		if role == "linpair" {
			l = SeqLin{I: ords[0], J: ords[1], E: e, Src: l.Src}
		}
		seq.Lin, ords, vals = append(seq.Lin, l), nil, nil
	}
	return ords, vals, true
}
