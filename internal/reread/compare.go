// Package reread is leg 4's logic: which rows are flagged for a second read
// of their page, how a re-read is compared with the transcription (as
// mathematics, not only as text), and what the re-read row's own check
// says. The vision calls themselves live in package vision; the stage
// adapter in stages/reread.
package reread

import (
	"errors"
	"fmt"
	"math/big"
	"math/rand/v2"
	"regexp"
	"strings"
	"unicode/utf8"

	"github.com/sergi/go-diff/diffmatchpatch"

	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/normalize"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/score"
	"github.com/dgnpipe/dgnpipe/internal/vision"

	"github.com/dgnpipe/dgnpipe/internal/answer"
)

var spaces = regexp.MustCompile(`\s+`)

// canon is the text form two readings are compared in first: normalised
// delimiters and decimal commas, spacing macros dropped, whitespace removed.
func canon(s string) string {
	s, _ = normalize.Text(s, normalize.Russian)
	for _, m := range []string{`\,`, `\;`, `\:`, `\!`, `\ `, `\left`, `\right`, `\displaystyle`} {
		s = strings.ReplaceAll(s, m, "")
	}
	s = strings.ReplaceAll(s, `\dfrac`, `\frac`)
	s = strings.ReplaceAll(s, `\tfrac`, `\frac`)
	return spaces.ReplaceAllString(s, "")
}

// Same says whether a re-read text (a statement or an answer) says the same
// mathematics as the transcription. Texts equal after normalisation are the
// same; otherwise their math fragments are compared pairwise as
// expressions, at seeded sample points where they have variables. The
// prose around the mathematics may be worded differently by the model and
// is not compared. Answers given without `$` are read as one fragment.
// The note says what was compared and, when they differ, where.
func Same(transcribed, reread string, seed uint64) (bool, string) {
	if canon(transcribed) == canon(reread) {
		return true, "identical after normalisation"
	}
	ta, ra := fragments(transcribed), fragments(reread)
	if len(ta) != len(ra) {
		return false, fmt.Sprintf("%d math fragments transcribed, %d re-read", len(ta), len(ra))
	}
	if len(ta) == 0 {
		return false, "the texts differ and carry no mathematics to compare"
	}
	rng := rand.New(rand.NewPCG(seed, 0x5eed))
	for i := range ta {
		same, why := sameMath(ta[i], ra[i], rng)
		if !same {
			return false, fmt.Sprintf("fragment %d: $%s$ transcribed, $%s$ re-read: %s", i+1, clip(ta[i]), clip(ra[i]), why)
		}
	}
	return true, fmt.Sprintf("the %d math fragments agree as mathematics", len(ta))
}

func fragments(s string) []string {
	fs := latex.Fragments(s)
	if len(fs) == 0 && !strings.Contains(s, "$") {
		if t := strings.TrimSpace(s); t != "" {
			return []string{t}
		}
		return nil
	}
	out := make([]string, len(fs))
	for i, f := range fs {
		out[i] = strings.TrimSpace(f.Src)
	}
	return out
}

func sameMath(a, b string, rng *rand.Rand) (bool, string) {
	if canon(a) == canon(b) {
		return true, ""
	}
	ea, errA := latex.ParseExpr(a)
	eb, errB := latex.ParseExpr(b)
	if errA != nil || errB != nil {
		return false, "the texts differ and one of them does not parse"
	}
	if ast.Equal(ea, eb) {
		return true, ""
	}
	return sameExpr(ea, eb, rng)
}

// sameExpr compares two trees structurally where they are relations or
// sequences, and by value at sample points elsewhere.
func sameExpr(a, b ast.Expr, rng *rand.Rand) (bool, string) {
	switch x := a.(type) {
	case *ast.Rel:
		y, ok := b.(*ast.Rel)
		if !ok || len(x.Ops) != len(y.Ops) {
			return false, "different relations"
		}
		for i, op := range x.Ops {
			if op != y.Ops[i] {
				return false, fmt.Sprintf("relation %s vs %s", op, y.Ops[i])
			}
		}
		return sameItems(x.Args, y.Args, rng)
	case *ast.List:
		y, ok := b.(*ast.List)
		if !ok {
			return false, "a list vs a single item"
		}
		return sameItems(x.Items, y.Items, rng)
	case *ast.Tuple:
		y, ok := b.(*ast.Tuple)
		if !ok || x.Left != y.Left || x.Right != y.Right {
			return false, "different brackets"
		}
		return sameItems(x.Items, y.Items, rng)
	case *ast.Set:
		y, ok := b.(*ast.Set)
		if !ok {
			return false, "a set vs something else"
		}
		return sameItems(x.Items, y.Items, rng)
	case *ast.Text:
		y, ok := b.(*ast.Text)
		if !ok || canon(x.Value) != canon(y.Value) {
			return false, "different text"
		}
		return true, ""
	}
	return sameValue(a, b, rng)
}

func sameItems(a, b []ast.Expr, rng *rand.Rand) (bool, string) {
	if len(a) != len(b) {
		return false, fmt.Sprintf("%d items vs %d", len(a), len(b))
	}
	for i := range a {
		if ok, why := sameExpr(a[i], b[i], rng); !ok {
			return false, fmt.Sprintf("item %d: %s", i+1, why)
		}
	}
	return true, ""
}

// points is how many admissible points two expressions must agree at.
const points = 6

func sameValue(a, b ast.Expr, rng *rand.Rand) (bool, string) {
	c := cas.New()
	vars := answer.Union(answer.SortedFreeVars(a), answer.SortedFreeVars(b))
	agreed := 0
	for try := 0; try < 40 && agreed < points; try++ {
		env := cas.Env{}
		var at []string
		for _, v := range vars {
			r := big.NewRat(int64(rng.IntN(2001)-1000), 317) // within ±3.2, rarely an integer
			env[v] = cas.Rat(r)
			at = append(at, fmt.Sprintf("%s=%s", v, r.RatString()))
		}
		va, errA := c.Eval(a, env)
		vb, errB := c.Eval(b, env)
		switch {
		case errors.Is(errA, cas.ErrDomain) || errors.Is(errB, cas.ErrDomain):
			continue // outside the real domain: never evidence
		case errA != nil || errB != nil:
			return false, "cannot evaluate both readings"
		}
		if !c.Near(va, vb, 1e-30, 1e-30) {
			where := ""
			if len(at) > 0 {
				where = " at " + strings.Join(at, ", ")
			}
			return false, fmt.Sprintf("values %s vs %s%s", va.Text(12), vb.Text(12), where)
		}
		agreed++
		if len(vars) == 0 {
			return true, ""
		}
	}
	if agreed < points {
		return false, fmt.Sprintf("only %d admissible sample points", agreed)
	}
	return true, ""
}

// comparison is how a reading compares with the transcription.
type comparison struct {
	sameP, sameA bool
	whyP, whyA   string
	// stood: the first read's statement differed, and a second read
	// agreeing with the transcription let it stand.
	stood bool
}

// compare compares a reading's statement and answer with the row's.
func compare(it *record.Item, r vision.Reading, seed uint64) comparison {
	c := comparison{sameA: true, whyA: "no answer to compare"}
	c.sameP, c.whyP = Same(it.Problem, r.Problem, seed)
	if it.SourceAnswer != "" || r.Answer != "" {
		c.sameA, c.whyA = SameAnswer(it.SourceAnswer, r.Answer, seed+1)
	}
	return c
}

// answers compares answers as the benchmark's scorer does (strict rules,
// every tier): labelled roots (`x_1=4;\ x_2=84`), a leading `x =`, lists
// in any order and decimal commas are the same answer as the book's.
var answers = score.NewComparer(score.Strict, []score.Tier{score.TierExact, score.TierNumeric, score.TierSymbolic})

// SameAnswer says whether a re-read answer is the book's answer: the same
// text or mathematics (Same), or the same answer by the scorer's
// comparison, both ways round. Formatting is not a difference.
func SameAnswer(transcribed, reread string, seed uint64) (bool, string) {
	same, why := Same(transcribed, reread, seed)
	if same {
		return true, why
	}
	a, b := score.Clean(transcribed), score.Clean(reread)
	there, back := answers.Compare(a, b, ""), answers.Compare(b, a, "")
	if there.Correct && back.Correct {
		return true, "the same answer (the scorer's " + there.Tier.String() + " comparison)"
	}
	return false, why
}

// maxReadChars bounds a reading's statement relative to the transcription:
// a model that pads a true statement with a megabyte of spacing (or reads
// a whole page) does not give this problem's statement.
func maxReadChars(transcribed string) int { return 4*len(transcribed) + 1000 }

// oversize says why a reading is too long to be this row's ("" when it is
// not): its statement or its answer is over maxReadChars of the
// transcription's.
func oversize(it *record.Item, r vision.Reading) string {
	if n, limit := len(r.Problem), maxReadChars(it.Problem); n > limit {
		return fmt.Sprintf("the re-read statement is %d bytes, over %d for a transcription of %d", n, limit, len(it.Problem))
	}
	if n, limit := len(r.Answer), maxReadChars(it.SourceAnswer); n > limit {
		return fmt.Sprintf("the re-read answer is %d bytes, over %d for a transcription of %d", n, limit, len(it.SourceAnswer))
	}
	return ""
}

// otherProblem says why a reading whose statement differs is not a
// re-read of this problem at all ("" when it may be): the model names
// another problem number, or its statement shares no mathematics with the
// transcription: the mathematics of the two statements, as canonical
// text, differ in more than half their characters.
func otherProblem(it *record.Item, r vision.Reading, whyP string) string {
	if n, want := problemNumber(r.Number), problemNumber(it.ProblemID); n != "" && want != "" && n != want {
		return fmt.Sprintf("the model says it read problem %s, not %s", clip(r.Number), it.ProblemID)
	}
	a, b := mathText(it.Problem), mathText(r.Problem)
	if a == "" || b == "" {
		return ""
	}
	dmp := diffmatchpatch.New()
	dist := dmp.DiffLevenshtein(dmp.DiffMain(a, b, false))
	if longest := max(utf8.RuneCountInString(a), utf8.RuneCountInString(b)); 2*dist > longest {
		return fmt.Sprintf("the re-read is another problem, not a re-read of this one: its mathematics shares little with the transcription's (%d of %d characters differ; %s)", dist, longest, whyP)
	}
	return ""
}

// problemNumber keeps the digits and inner dots of a printed problem
// number ("№ 2.002." and "2.002" are the same number).
func problemNumber(s string) string {
	s = strings.Map(func(r rune) rune {
		if r >= '0' && r <= '9' || r == '.' {
			return r
		}
		return -1
	}, s)
	return strings.Trim(s, ".")
}

// mathText is the canonical text of a statement's mathematics, its
// fragments in order.
func mathText(s string) string {
	var b strings.Builder
	for _, f := range latex.Fragments(s) {
		b.WriteString(canon(f.Src))
		b.WriteByte(' ')
	}
	return strings.TrimSpace(b.String())
}

// clip bounds a quoted text in a note.
func clip(s string) string {
	const n = 200
	if len(s) <= n {
		return s
	}
	i := n
	for i > 0 && !utf8.RuneStart(s[i]) {
		i--
	}
	return s[:i] + "…"
}
