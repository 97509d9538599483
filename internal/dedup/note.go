package dedup

import (
	"fmt"
	"strings"
)

// Note is the sentence of a row's verification_note on its near-duplicates
// and contamination ("" when it has neither): cluster is the row's cluster
// (nil when it has none) and hits the reference sets it was found in.
func Note(id string, cluster []string, hits []Hit) string {
	var parts []string
	if len(cluster) > 1 {
		others := make([]string, 0, len(cluster)-1)
		for _, c := range cluster {
			if c != id {
				others = append(others, c)
			}
		}
		parts = append(parts, fmt.Sprintf("Near-duplicates: the same problem as %s (a cluster of %d rows, kept in full)",
			strings.Join(others, ", "), len(cluster)))
	}
	for _, h := range hits {
		parts = append(parts, fmt.Sprintf("Contamination: the same problem as row %d of the reference set %s (similarity %.3f)",
			h.RefRow, h.Reference, h.Similarity))
	}
	if len(parts) == 0 {
		return ""
	}
	return strings.Join(parts, ". ") + "."
}

// Summary is what the split stage applied of the dedup stage's result, for
// the dataset card and `dgnpipe status`.
type Summary struct {
	Clusters      int `json:"clusters"`
	ClusteredRows int `json:"clustered_rows"`
	// Contaminated counts the rows found in each reference set, in all
	// and in the test split.
	Contaminated []RefCount `json:"contaminated"`
	// KeepTogether is the split's keep_duplicates_together; Moved is how
	// many rows it put on another side than the plain per-row split.
	KeepTogether bool `json:"keep_duplicates_together"`
	Moved        int  `json:"moved"`
}

// RefCount is the number of rows found in one reference set.
type RefCount struct {
	Reference string `json:"reference"`
	Rows      int    `json:"rows"`
	TestRows  int    `json:"test_rows"`
}

// CardSection is the dataset card's section body (Markdown) on the
// near-duplicates and the contamination.
func (s Summary) CardSection() string {
	var b strings.Builder
	fmt.Fprintf(&b, "Near-duplicates (the same problem up to typesetting, framing words such as \"find\" or \"the\", and sentence order; formulas, numbers and every other word compared exactly): "+
		"%d cluster(s) holding %d rows. No row is deleted: each row's `verification_note` names its near-duplicates. ", s.Clusters, s.ClusteredRows)
	if s.KeepTogether {
		fmt.Fprintf(&b, "`keep_duplicates_together: true`: a whole cluster is on the side its first row (by id) has under the per-row split, "+
			"so no test row has a near-copy in train; %d row(s) moved compared with the plain per-row split.", s.Moved)
	} else {
		b.WriteString("`keep_duplicates_together: false`: every row is split on its own, so a cluster may be on both sides.")
	}
	if len(s.Contaminated) == 0 {
		b.WriteString("\n\nNo reference set was compared with the rows.")
		return b.String()
	}
	b.WriteString("\n\nContamination (rows that are, by the same rule, a problem of a reference set; named in each row's note):\n\n")
	b.WriteString("| reference | rows | in test |\n|---|---:|---:|\n")
	for _, c := range s.Contaminated {
		fmt.Fprintf(&b, "| `%s` | %d | %d |\n", c.Reference, c.Rows, c.TestRows)
	}
	return strings.TrimRight(b.String(), "\n")
}
