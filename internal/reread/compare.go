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

	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/normalize"

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
			return false, fmt.Sprintf("fragment %d: $%s$ transcribed, $%s$ re-read: %s", i+1, ta[i], ra[i], why)
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
