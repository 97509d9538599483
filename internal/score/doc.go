// Package score is the benchmark's scoring harness behind `dgnpipe score`
// and `dgnpipe compare`: it extracts a model's answer from its response
// (the last \boxed{}, math span, bare expression, answer marker or final
// number), cleans it, and compares it with the row's gold answer through
// the exact, numeric and symbolic tiers, each of which accepts, rejects or
// leaves the item undecided. The numbers of a row are read under its
// convention (the DGN books' decimal comma, Western elsewhere), and under
// the default strict rules two values are equal only when proven so, and a
// rounded decimal stands for an exact gold answer only where the problem
// asks for an approximation (package answer's rounding rule, which leg 1
// applies too); --rules spec follows the specification's document to the
// letter.
//
// It reads datasets (JSONL or the dataset stage's Parquet) and
// predictions files and writes the report of the specification's section
// 4.4; it never changes a dataset. README.md beside this file and
// docs/scoring.md describe the rules, the figures on Math-Verify's cases and
// the options.
package score
