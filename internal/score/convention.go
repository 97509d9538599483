package score

import (
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

// westernCollections are collections of English corpora imported into the
// pipeline; every other named collection is one of the DGN books'.
var westernCollections = map[string]bool{"math": true}

// ConventionOf chooses a row's number convention: the override when it is
// not ConvAuto; else the decimal comma for the DGN books (source dgn_math,
// or no source and a collection of the books) and Western for every other
// corpus, and for a row that names neither.
func ConventionOf(r *Row, override NumberConvention) NumberConvention {
	if override != ConvAuto {
		return override
	}
	switch {
	case r.Source == dgnSource:
		return ConvDecimalComma
	case r.Source != "":
		return ConvWestern
	case r.Collection != "" && !westernCollections[strings.ToLower(r.Collection)]:
		return ConvDecimalComma
	}
	return ConvWestern
}

// applyConvention rewrites the numbers of a cleaned answer under c.
func applyConvention(s string, c NumberConvention) string { return answer.Apply(s, c) }
