// Package snapdiff compares two dataset folders as the dataset stage
// writes them (data/<config>/<split>-NNNNN-of-NNNNN.parquet, stats.json,
// README.md) and says what a rebuild changed, keyed by row id: rows added
// and removed, rows changed with the columns that changed, answer_status
// moves with each row's reason (the first line of its new
// verification_note), train/test moves, the rows whose scoring can change
// and how far a score on each config can move, and the configs' sizes.
//
// Load reads one folder back with arrow-go (the rows of `full`, the ids of
// every other config, every file's schema); Compare diffs two of them;
// Diff.JSON, Diff.Markdown render the result. The same two folders always
// give the same bytes: every id list is in the files' id order
// (parquetout.IDLess), configs in card order, status moves in the order
// of record.Statuses.
//
// Errors name the file or folder at fault: a folder that is not a dataset,
// a config or file missing on one side, different schemas, a duplicate id.
// Nothing is shared between calls; a Snapshot or Diff is safe for
// concurrent reads, not for concurrent mutation.
package snapdiff
