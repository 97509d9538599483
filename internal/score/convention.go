package score

import (
	"fmt"
	"regexp"
	"strings"
)

// NumberConvention says how a dataset writes numbers: what a comma between
// digits means. It is a property of the data, chosen per row (ConventionOf)
// unless --number-convention overrides it.
type NumberConvention int

const (
	// ConvAuto chooses per row from its source and collection.
	ConvAuto NumberConvention = iota
	// ConvWestern is MATH and the other English corpora: `{,}` and `,\!`
	// group thousands (10{,}000 is 10000), and so does a bare comma in a
	// number that is the whole answer written in groups of three
	// (7,425,000; 1,000.99). No comma is a decimal comma.
	ConvWestern
	// ConvDecimalComma is the DGN books: `d{,}d` is a decimal comma
	// (0{,}5 is 0.5).
	ConvDecimalComma
)

func (c NumberConvention) String() string {
	switch c {
	case ConvWestern:
		return "western"
	case ConvDecimalComma:
		return "decimal-comma"
	}
	return "auto"
}

// ParseNumberConvention reads a --number-convention value.
func ParseNumberConvention(s string) (NumberConvention, error) {
	switch s {
	case "auto", "":
		return ConvAuto, nil
	case "western":
		return ConvWestern, nil
	case "decimal-comma":
		return ConvDecimalComma, nil
	}
	return 0, fmt.Errorf("unknown number convention %q (want auto, western or decimal-comma)", s)
}

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

var (
	braceCommaRE = regexp.MustCompile(`(\d)\s*\{\s*,\s*\}\s*(\d)`)
	// thinCommaRE is MATH's `12,\!000` (also with a space after \!).
	thinCommaRE = regexp.MustCompile(`(\d),\\!\s*(\d{3})`)
	// wholeGroupsRE is a leading number written in groups of three with
	// bare commas, followed by no further digit or comma-digit.
	bareCommaRE   = regexp.MustCompile(`(\d),(\d)`)
	wholeGroupsRE = regexp.MustCompile(`^([-+−]?\\?\$?\s*)(\d{1,3}(?:,\d{3})+)((?:\.\d+)?)(\D*)$`)
)

// applyConvention rewrites the numbers of a cleaned answer under c:
// Western removes thousands separators, the decimal comma turns `d{,}d`
// into `d.d`.
func applyConvention(s string, c NumberConvention) string {
	switch c {
	case ConvDecimalComma:
		return braceCommaRE.ReplaceAllString(s, "$1.$2")
	case ConvWestern:
		for range 4 { // 1{,}000{,}000: overlapping matches
			t := braceCommaRE.ReplaceAllString(s, "$1$2")
			t = thinCommaRE.ReplaceAllString(t, "$1$2")
			if t == s {
				break
			}
			s = t
		}
		if m := wholeGroupsRE.FindStringSubmatch(s); m != nil && !strings.HasPrefix(m[2], "0") && !strings.ContainsAny(m[4], ",;") {
			s = m[1] + strings.ReplaceAll(m[2], ",", "") + m[3] + m[4]
		}
		// Any other bare comma between digits separates items (`-2,1` is
		// the list -2, 1): a space keeps the splitter from reading it as
		// a decimal comma.
		for strings.Contains(s, ",") {
			t := bareCommaRE.ReplaceAllString(s, "$1, $2")
			if t == s {
				break
			}
			s = t
		}
	}
	return s
}
