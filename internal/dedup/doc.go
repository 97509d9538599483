// Package dedup finds near-duplicate problems within a snapshot and
// problems of the snapshot that sit in a reference set (contamination).
//
// The model. Read turns a statement into a Form. Its words are of two
// kinds: framing words (articles, pronouns, prepositions, copulas, question
// words and verbs: "find", "compute", "what", "the", "value"; see Framing)
// and everything else: formulas (normalised for typesetting only), figures,
// numbers and content words ("boys", "hexagonal", "least", "not"). Each
// sentence's key is its non-framing tokens in their order. Same says two
// statements are one problem when they have the same sentence keys, the
// sentences in any order: the mathematics is compared exactly ("$AB = 6$"
// and "$AB = 7$" are two problems, and so are "how many boys" and "how many
// girls"), while a reworded question ("What is the value of" for "Find"),
// a changed article or a reordered sentence is one problem. Normalisation
// covers spacing, \dfrac/\tfrac, \dbinom/\tbinom, \left/\right and sizes,
// \( \) and \[ \] for $, trailing punctuation, thousands separators ({,}
// or ,), \text{...} and case; it does not rewrite the mathematics
// (\frac12 and \frac{1}{2} stay different), nor know synonyms ("reals"
// and "real numbers" differ).
//
// The index. A MinHash signature of each statement's token set feeds the
// LSH Forest of github.com/ekzhu/minhash-lsh, which proposes the pairs
// whose similarity is near Threshold or above; Same decides each. Clusters
// are the connected components of the decided pairs. A statement whose
// sentence keys no other statement (no reference problem) shares cannot
// match: it is neither indexed nor queried.
//
// Concurrency: Analyze, Clusters and Contaminated use GOMAXPROCS goroutines
// and share nothing between calls; they are safe for concurrent use. The
// results are deterministic: they depend on the inputs only, not on row
// order or scheduling.
package dedup
