package answer

import (
	"fmt"
	"math/big"
	"regexp"
	"strings"
)

// Convention says how a dataset writes numbers: what a comma between
// digits means. It is a property of the data, chosen per row by its user
// (score.ConventionOf) unless overridden.
type Convention int

const (
	// Auto chooses per row from its source and collection.
	Auto Convention = iota
	// Western is MATH and the other English corpora: `{,}` and `,\!`
	// group thousands (10{,}000 is 10000), and so does a bare comma in a
	// number that is the whole answer written in groups of three
	// (7,425,000; 1,000.99). No comma is a decimal comma: any other comma
	// between digits separates list items (-2,1 is the list -2, 1).
	Western
	// DecimalComma is the DGN books: `d{,}d` is a decimal comma (0{,}5 is
	// 0.5).
	DecimalComma
)

func (c Convention) String() string {
	switch c {
	case Western:
		return "western"
	case DecimalComma:
		return "decimal-comma"
	}
	return "auto"
}

// ParseConvention reads a --number-convention value.
func ParseConvention(s string) (Convention, error) {
	switch s {
	case "auto", "":
		return Auto, nil
	case "western":
		return Western, nil
	case "decimal-comma":
		return DecimalComma, nil
	}
	return 0, fmt.Errorf("unknown number convention %q (want auto, western or decimal-comma)", s)
}

var (
	braceCommaRE = regexp.MustCompile(`(\d)\s*\{\s*,\s*\}\s*(\d)`)
	// thinCommaRE is MATH's `12,\!000` (also with a space after \!).
	thinCommaRE = regexp.MustCompile(`(\d),\\!\s*(\d{3})`)
	bareCommaRE = regexp.MustCompile(`(\d),(\d)`)
	// wholeGroupsRE is a leading number written in groups of three with
	// bare commas, followed by no further digit or comma-digit.
	wholeGroupsRE = regexp.MustCompile(`^([-+−]?\\?\$?\s*)(\d{1,3}(?:,\d{3})+)((?:\.\d+)?)(\D*)$`)
)

// Apply rewrites the numbers of an answer under c: Western removes
// thousands separators and spaces a list's bare commas (`-2,1` becomes
// `-2, 1`), DecimalComma turns `d{,}d` into `d.d`. Auto changes nothing.
func Apply(s string, c Convention) string {
	if !strings.Contains(s, ",") {
		return s // every rule rewrites a comma
	}
	switch c {
	case DecimalComma:
		return braceCommaRE.ReplaceAllString(s, "$1.$2")
	case Western:
		if strings.Contains(s, "{") || strings.Contains(s, `\!`) {
			s = fixpoint(s, func(t string) string {
				return thinCommaRE.ReplaceAllString(braceCommaRE.ReplaceAllString(t, "$1$2"), "$1$2")
			})
		}
		if m := wholeGroupsRE.FindStringSubmatch(s); m != nil && !strings.HasPrefix(m[2], "0") && !strings.ContainsAny(m[4], ",;") {
			s = m[1] + strings.ReplaceAll(m[2], ",", "") + m[3] + m[4]
		}
		s = fixpoint(s, func(t string) string { return bareCommaRE.ReplaceAllString(t, "$1, $2") })
	}
	return s
}

// fixpoint applies f until s stops changing (overlapping matches such as
// 1{,}000{,}000 or 1,2,3), at most 8 times.
func fixpoint(s string, f func(string) string) string {
	for range 8 {
		t := f(s)
		if t == s {
			break
		}
		s = t
	}
	return s
}

// The tolerance policy: values are compared exactly where both sides are
// exact; a decimal written with at least two digits after the point
// against an exact value that has no such finite decimal (1/12, 8/3) is a
// rounding of it, equal when it is its correct rounding, half away from
// zero (0.0833333333333333 and 1/12, 2.6667 and 8/3, 0.33 and 1/3; not
// 2.62 and 21/8), and when the rounding may stand (rounding.go). A decimal
// against a decimal, or against an integer, stays exact (16386.20 is not
// 16386.17; 1.99 is not 2).

var decDigitsRE = regexp.MustCompile(`^[-+]?[0-9]*\.([0-9]+)$`)

// Decimals returns how many digits a plain decimal literal prints after
// its point, or 0 when s is not one.
func Decimals(s string) int {
	m := decDigitsRE.FindStringSubmatch(strings.TrimSpace(s))
	if m == nil {
		return 0
	}
	return len(m[1])
}

// RoundedEq reports whether the reference answer a (printed with da
// decimals) and the candidate b (db decimals) are equal by the rounding
// rule (RoundingEq) where no problem text is at hand (an interval's ends,
// a scored dataset without a problem column): an approximation is taken
// as possibly asked, so either side may be the correct rounding of the
// other. Where the problem is known, leg 1 and the scorer call RoundingEq
// with what it asks (AsksApproximation for the scorer).
func RoundedEq(a, b *big.Rat, da, db int) bool {
	return RoundingEq(a, b, da, db, true)
}

// RoundingEq reports whether a decimal with at least two places is the
// correct rounding (RoundsTo) of the exact value on the other side, which
// has no such finite decimal, and may stand for it (RoundingStands): the
// reference ref may always be the rounding of the candidate cand; the
// candidate may be the rounding of the reference only where the problem
// asks for an approximation (approx).
func RoundingEq(ref, cand *big.Rat, dRef, dCand int, approx bool) bool {
	if dRef >= 2 && dCand == 0 && !finiteWithin(cand, dRef) && RoundingStands(approx, true) {
		yes, _ := RoundsTo(ref, new(big.Rat).Inv(pow10(dRef)), cand, cand)
		return yes
	}
	if dCand >= 2 && dRef == 0 && !finiteWithin(ref, dCand) && RoundingStands(approx, false) {
		yes, _ := RoundsTo(cand, new(big.Rat).Inv(pow10(dCand)), ref, ref)
		return yes
	}
	return false
}

func pow10(d int) *big.Rat {
	return new(big.Rat).SetInt(new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(d)), nil))
}

// finiteWithin reports whether x has a decimal expansion of at most d
// digits after the point.
func finiteWithin(x *big.Rat, d int) bool {
	return new(big.Rat).Mul(x, pow10(d)).IsInt()
}
