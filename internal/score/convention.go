package score

import (
	"regexp"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/answer"
)

// NumberConvention says what a comma between digits means in a dataset
// (answer.Convention); it is chosen per row (ConventionOf) unless
// --number-convention overrides it.
type NumberConvention = answer.Convention

// The conventions (answer.Auto, answer.Western, answer.DecimalComma).
const (
	ConvAuto         = answer.Auto
	ConvWestern      = answer.Western
	ConvDecimalComma = answer.DecimalComma
)

// ParseNumberConvention reads a --number-convention value.
func ParseNumberConvention(s string) (NumberConvention, error) { return answer.ParseConvention(s) }

// dgnSource is the `source` of the rows transcribed from the DGN books
// (normalize.DGNSource).
const dgnSource = "dgn_math"

// bookCollections are the collections of the DGN books (spec section 1);
// westernCollections those of English corpora imported into the pipeline.
// A collection in neither list is unknown: it is read the Western way, as
// a row that names neither source nor collection is (RowConvention).
var (
	bookCollections = map[string]bool{
		"algebra": true, "circles": true, "core": true, "exercises": true,
		"parameters": true, "planimetry": true, "syllabus": true, "trigonometry": true,
	}
	westernCollections = map[string]bool{"math": true}
)

// ConventionOf chooses a row's number convention (RowConvention without
// saying whether it is known).
func ConventionOf(r *Row, override NumberConvention) NumberConvention {
	c, _ := RowConvention(r, override)
	return c
}

// RowConvention chooses a row's number convention: the override when it is
// not ConvAuto; else the decimal comma for the DGN books (source dgn_math,
// or no source and a collection of the books), Western for every other
// named source and for the collection "math", and Western for every other
// row (an unknown collection, or none). known is false in that last case:
// the row says nothing of its convention, so a number that the two
// conventions read differently is undecided there (Comparer.CompareUnknown).
func RowConvention(r *Row, override NumberConvention) (c NumberConvention, known bool) {
	if override != ConvAuto {
		return override, true
	}
	coll := strings.ToLower(r.Collection)
	switch {
	case r.Source == dgnSource:
		return ConvDecimalComma, true
	case r.Source != "":
		return ConvWestern, true
	case bookCollections[coll]:
		return ConvDecimalComma, true
	case westernCollections[coll]:
		return ConvWestern, true
	}
	return ConvWestern, false
}

// numberTokenRE is a run of digits with its group separators and decimal
// part (`10{,}000`, `7,425,000`, `1,000.99`, `12,\! 000`).
var numberTokenRE = regexp.MustCompile(`\d+(?:(?:\{\s*,\s*\}|,\\!\s?|,)\d+)*(?:\.\d+)?`)

// ambiguousRE is a number that the two conventions read differently: one
// `{,}` or bare comma after one to three digits, then exactly three digits
// and no decimal part (`10{,}000` is 10000 the Western way and 10.000 with a
// decimal comma). `7,425,000`, `1,000.99` and `12,\!000` (`,\!` is never a
// decimal comma) are not ambiguous.
var ambiguousRE = regexp.MustCompile(`^\d{1,3}(?:\{\s*,\s*\}|,)\d{3}$`)

// hasAmbiguousNumber reports whether s holds a number that the Western and
// the decimal-comma conventions read differently.
func hasAmbiguousNumber(s string) bool {
	if !strings.Contains(s, ",") {
		return false
	}
	for _, tok := range numberTokenRE.FindAllString(s, -1) {
		if ambiguousRE.MatchString(tok) {
			return true
		}
	}
	return false
}

// CompareUnknown is Compare for a row whose convention is unknown
// (RowConvention's known is false): it reads the Western way, but when
// either side holds a number the conventions read differently and the two
// readings disagree, the comparison is undecided rather than accepted or
// rejected.
func (c *Comparer) CompareUnknown(gold, cand, response string) Decision {
	w := c.CompareIn(ConvWestern, gold, cand, response)
	if !hasAmbiguousNumber(gold) && !hasAmbiguousNumber(cand) {
		return w
	}
	d := c.CompareIn(ConvDecimalComma, gold, cand, response)
	if d.Correct == w.Correct && d.Undecided == w.Undecided {
		return w
	}
	return Decision{Tier: w.Tier, Undecided: true}
}

// applyConvention rewrites the numbers of a cleaned answer under c.
func applyConvention(s string, c NumberConvention) string { return answer.Apply(s, c) }

// CompareRow compares a candidate with the gold of row r under the row's
// number convention (RowConvention with the override numbers): CompareIn
// when the convention is known, CompareUnknown otherwise.
func (c *Comparer) CompareRow(r *Row, numbers NumberConvention, cand, response string) Decision {
	if r.Problem != "" && c.Rules == Strict && !answer.AsksApproximation(r.Problem) {
		exact := *c
		exact.exactAsked = true
		c = &exact
	}
	if conv, known := RowConvention(r, numbers); known {
		return c.CompareIn(conv, r.Gold, cand, response)
	}
	return c.CompareUnknown(r.Gold, cand, response)
}
