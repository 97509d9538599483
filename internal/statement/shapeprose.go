package statement

import "strings"

// ShapeProse splits a statement for the whole-statement shapes (here and
// in the readers under internal/statement): its prose
// with each formula written " $ ", lower-cased and normalised
// (NormalShapeProse), and the formulas' sources in order, each trimmed of
// spaces and of the trailing characters in trim (the sentence's
// punctuation written inside the dollars).
func ShapeProse(problem, trim string) (norm string, srcs []string) {
	var prose []string
	for _, p := range SplitDollars(problem) {
		if !p.Math {
			prose = append(prose, p.Text)
			continue
		}
		prose = append(prose, " $ ")
		srcs = append(srcs, strings.TrimRight(strings.TrimSpace(p.Text), trim))
	}
	return NormalShapeProse(strings.ToLower(strings.Join(prose, ""))), srcs
}
