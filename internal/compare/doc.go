// Package compare ranks several models scored on the same dataset: each
// model's accuracy with its Wilson 95 % interval; for each pair the
// outcome table (both right, only A, only B, both wrong), the exact
// McNemar p-value and the paired accuracy difference with a bootstrap 95 %
// interval; Bradley-Terry ratings on an Elo-like scale (400·β + 1200) from
// the per-row pairwise outcomes, with bootstrap intervals; and, as
// ProofRank's correctness filter, the mean response length in words of each
// model of a pair on the rows both answered right.
//
// The input is one Model per predictions file, its Rows in the dataset's
// order (the same rows for every model: package score scores every file
// against the same dataset). Compare is deterministic for a seed: the
// bootstrap draws rows with math/rand/v2's PCG seeded from Options.Seed,
// and every map is written in sorted order. Compare and the statistics are
// pure functions, safe for concurrent use.
//
// Bradley-Terry: a row where A is right and B wrong is a win for A, a row
// where both are right or both wrong is a tie and counts half a win for
// each (as ProofRank counts ties). The maximum-likelihood β are found by
// the minorization-maximization iteration of Hunter (2004), normalized to
// mean 0 (the mean rating is 1200). A model that wins every comparison (or
// loses every one) has no finite maximum-likelihood β; its β is clamped at
// ±MaxBeta. ProofRank's position intercept γ does not arise here: two
// models' answers to a row have no order.
package compare
