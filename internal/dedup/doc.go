// Package dedup finds near-duplicate problems within a snapshot and
// problems of the snapshot that sit in a reference set (contamination).
//
// The model. Read turns a statement into a Form: its mathematics (every
// formula, normalised for typesetting only; every number written in the
// prose; every condition word such as "least", "positive", "not", "sum",
// "two") as a sorted multiset, and its other words. Same decides two Forms:
// the mathematics must be equal, exactly; the prose may differ by a few
// words (at most MaxChangedWords on the side with more changes, or a prose
// Jaccard of at least MinProseJaccard). So "$AB = 6$" and "$AB = 7$" are
// two problems however alike the rest, and a reworded question verb or a
// reordered sentence is one problem. Normalisation covers spacing,
// \dfrac/\tfrac, \left/\right, \( \) and \[ \] for $, trailing
// punctuation, thousands separators ({,} or ,) and \text{...}; it does not
// rewrite the mathematics (\frac12 and \frac{1}{2} stay different).
//
// The index. A MinHash signature of each statement's token set feeds the
// LSH Forest of github.com/ekzhu/minhash-lsh, which proposes the pairs
// whose similarity is near Threshold or above; Same decides each. Clusters
// are the connected components of the decided pairs.
//
// Concurrency: Analyze, Clusters and Contaminated use GOMAXPROCS goroutines
// and share nothing between calls; they are safe for concurrent use. The
// results are deterministic: they depend on the inputs only, not on row
// order or scheduling.
package dedup
