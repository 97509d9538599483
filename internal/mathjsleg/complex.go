package mathjsleg

import (
	"context"
	"errors"
	"fmt"
	"math"
	"regexp"
	"strconv"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/jsmath"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// imagUnit matches the math.js name Serialize gives the letter i
// (jsmath.VarName), as a whole name.
var imagUnit = regexp.MustCompile(`\bv_i\b`)

// complexTol bounds |Left - Right| (relative to 1 + |Left| + |Right|) of
// two complex values math.js finds equal: its complex numbers are
// doubles, not BigNumbers.
const complexTol = 1e-9

// complexComparison redoes a comparison whose sides are evaluated with i
// the imaginary unit (check.Comparison.Complex): math.js evaluates
// |Left - Right| (|Left| for WantZero) with i = sqrt(-1), its own complex
// number, and the sides are equal when that is 0 to complexTol. Leg 1
// decided the comparison by exact arithmetic on real and imaginary parts,
// which it does not redo here: native is what its verdict claims.
func (l *Leg) complexComparison(ctx context.Context, cmp check.Comparison, native bool) ([]pointResult, error) {
	if cmp.Want != record.WantEqual && cmp.Want != record.WantZero {
		return nil, fmt.Errorf("a complex comparison of kind %q", cmp.Want)
	}
	var scopes []map[string]string
	points := cmp.Points
	if len(points) == 0 {
		points = []cas.Env{nil}
	}
	if n := l.maxPoints(); len(points) > n {
		points = points[:n]
	}
	for _, env := range points {
		scope := map[string]string{}
		for name, v := range env {
			if name == "i" {
				continue
			}
			js, err := jsmath.VarName(name)
			if err != nil {
				return nil, err
			}
			scope[js] = v.Text(pointDigits)
		}
		scopes = append(scopes, scope)
	}
	left, err := jsmath.Serialize(cmp.Left)
	if err != nil {
		return nil, err
	}
	left = asNumbers(imagUnit.ReplaceAllString(left, "sqrt(-1)"))
	exprs := []string{"abs(" + left + ")"} // |Left - Right| (|Left|), then the sizes
	if cmp.Want == record.WantEqual {
		right, err := jsmath.Serialize(cmp.Right)
		if err != nil {
			return nil, err
		}
		right = asNumbers(imagUnit.ReplaceAllString(right, "sqrt(-1)"))
		exprs = []string{"abs((" + left + ") - (" + right + "))", "abs(" + left + ")", "abs(" + right + ")"}
	}
	rs := make([][]jsmath.Result, len(exprs))
	for k, x := range exprs {
		var err error
		if rs[k], err = l.Eval.EvalMany(ctx, x, scopes); err != nil {
			return nil, err
		}
	}
	var out []pointResult
	for k := range points {
		vals := make([]float64, len(exprs))
		ok := true
		for j := range exprs {
			v, err := strconv.ParseFloat(rs[j][k].Value, 64)
			ok = ok && rs[j][k].Err == "" && err == nil && !math.IsInf(v, 0) && !math.IsNaN(v)
			vals[j] = v
		}
		if !ok {
			continue
		}
		size := 1.0
		for _, v := range vals[1:] {
			size += v
		}
		js := vals[0] <= complexTol*size
		at := ""
		if len(points[k]) > 0 {
			at = " at " + envText(points[k])
		}
		out = append(out, pointResult{jsHolds: js, nativeHolds: native,
			note: fmt.Sprintf("%s: with i the imaginary unit, math.js |difference| %s (leg 1, exactly: %s)", at, short(rs[0][k].Value), map[bool]string{true: "equal", false: "different"}[native])})
	}
	if len(out) == 0 {
		return nil, errors.New("math.js could evaluate it at none of the points (" + firstErr(rs...) + ")")
	}
	return out, nil
}

// asNumbers writes every numeric literal of a math.js expression as
// number(literal): math.js's complex numbers are doubles, and a BigNumber
// of more than 15 digits (sqrt(3) in i*sqrt(3)) is not converted to one
// implicitly, so a complex comparison is evaluated in doubles throughout
// (complexTol is a tolerance of doubles).
func asNumbers(js string) string {
	var b strings.Builder
	for i := 0; i < len(js); {
		c := js[i]
		if !isDigit(c) || i > 0 && (isWord(js[i-1]) || js[i-1] == '.') {
			b.WriteByte(c)
			i++
			continue
		}
		j := i
		for j < len(js) && (isDigit(js[j]) || js[j] == '.') {
			j++
		}
		b.WriteString("number(" + js[i:j] + ")")
		i = j
	}
	return b.String()
}

func isDigit(c byte) bool { return '0' <= c && c <= '9' }

func isWord(c byte) bool {
	return isDigit(c) || c == '_' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z'
}
