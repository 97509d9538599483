// Package parquetout writes the published dataset: the 16 columns of spec
// section 1 in one explicit Parquet schema, the six configs laid out as a
// Hugging Face dataset folder, a generated README.md dataset card and
// stats.json.
//
// Files are written with github.com/xitongsys/parquet-go v1.6.2: every
// string column is BYTE_ARRAY with converted type UTF8 (so Arrow reads
// String and DuckDB VARCHAR, not Binary/BLOB), chapter and page are INT64,
// every column is REQUIRED, pages are 1 MiB, compression is zstd, one writer
// goroutine (the library's parallel writer is not deterministic) and the
// footer's created_by is pinned to CreatedBy. The same rows give
// byte-identical files.
package parquetout

import (
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// CreatedBy is the pinned created_by of every file's footer.
const CreatedBy = "dgnpipe parquetout v1 (xitongsys/parquet-go v1.6.2)"

// PageSize is the target data page size.
const PageSize = 1 << 20

// Row is one published row: the 16 columns of spec section 1, in order.
type Row struct {
	ID               string `parquet:"name=id, type=BYTE_ARRAY, convertedtype=UTF8"`
	ProblemID        string `parquet:"name=problem_id, type=BYTE_ARRAY, convertedtype=UTF8"`
	Collection       string `parquet:"name=collection, type=BYTE_ARRAY, convertedtype=UTF8"`
	Source           string `parquet:"name=source, type=BYTE_ARRAY, convertedtype=UTF8"`
	SourceTitle      string `parquet:"name=source_title, type=BYTE_ARRAY, convertedtype=UTF8"`
	Chapter          int64  `parquet:"name=chapter, type=INT64"`
	ChapterTitle     string `parquet:"name=chapter_title, type=BYTE_ARRAY, convertedtype=UTF8"`
	Group            string `parquet:"name=group, type=BYTE_ARRAY, convertedtype=UTF8"`
	Difficulty       string `parquet:"name=difficulty, type=BYTE_ARRAY, convertedtype=UTF8"`
	Problem          string `parquet:"name=problem, type=BYTE_ARRAY, convertedtype=UTF8"`
	Solution         string `parquet:"name=solution, type=BYTE_ARRAY, convertedtype=UTF8"`
	FinalAnswer      string `parquet:"name=final_answer, type=BYTE_ARRAY, convertedtype=UTF8"`
	FinalAnswerBoxed string `parquet:"name=final_answer_boxed, type=BYTE_ARRAY, convertedtype=UTF8"`
	AnswerStatus     string `parquet:"name=answer_status, type=BYTE_ARRAY, convertedtype=UTF8"`
	VerificationNote string `parquet:"name=verification_note, type=BYTE_ARRAY, convertedtype=UTF8"`
	Page             int64  `parquet:"name=page, type=INT64"`
}

// Column is one published column.
type Column struct {
	Name string
	Type string // "string" or "int64"
	// Doc is the meaning, from spec section 1.
	Doc string
}

// Columns lists the 16 published columns in file order.
var Columns = []Column{
	{"id", "string", "stable identifier, e.g. `dgn.core.1.122`"},
	{"problem_id", "string", "the problem number as given in the source"},
	{"collection", "string", "which collection the problem comes from (`core`, `algebra`, ...)"},
	{"source", "string", "the benchmark the problem belongs to"},
	{"source_title", "string", "the name of the benchmark"},
	{"chapter", "int64", "chapter / topic number"},
	{"chapter_title", "string", "chapter / topic name"},
	{"group", "string", "group of the problem inside its chapter: `A`, `B`, `C` or empty"},
	{"difficulty", "string", "difficulty mark (`□` easy, `■` hard) or empty"},
	{"problem", "string", "English statement, LaTeX in `$...$` / `$$...$$`"},
	{"solution", "string", "English worked solution"},
	{"final_answer", "string", "short gold answer as bare LaTeX (no `$`, no `\\boxed`)"},
	{"final_answer_boxed", "string", "`\\boxed{...}` form of `final_answer`: the canonical gold field"},
	{"answer_status", "string", "verified / corrected / refuted / suspected / disputed / unverifiable / no-gold"},
	{"verification_note", "string", "what the legs checked and what they found"},
	{"page", "int64", "page in the source"},
}

// FromItem maps a pipeline row to its published columns.
func FromItem(it *record.Item) Row {
	return Row{
		ID:               it.ID,
		ProblemID:        it.ProblemID,
		Collection:       it.Collection,
		Source:           it.Source,
		SourceTitle:      it.SourceTitle,
		Chapter:          int64(it.Chapter),
		ChapterTitle:     it.ChapterTitle,
		Group:            it.Group,
		Difficulty:       it.Difficulty,
		Problem:          it.Problem,
		Solution:         it.Solution,
		FinalAnswer:      it.FinalAnswer,
		FinalAnswerBoxed: it.FinalAnswerBoxed,
		AnswerStatus:     it.AnswerStatus.String(),
		VerificationNote: it.VerificationNote,
		Page:             int64(it.Page),
	}
}

// QARow is one row of the `qa` config: the minimal MATH-style columns (spec
// section 1: "problem, answer, metadata"), with the names and types they
// have in the 16-column files, so a reader or the scoring harness reads a
// row the same way in every config. See QAColumns for what is kept and why.
type QARow struct {
	ID               string `parquet:"name=id, type=BYTE_ARRAY, convertedtype=UTF8"`
	Collection       string `parquet:"name=collection, type=BYTE_ARRAY, convertedtype=UTF8"`
	Chapter          int64  `parquet:"name=chapter, type=INT64"`
	ChapterTitle     string `parquet:"name=chapter_title, type=BYTE_ARRAY, convertedtype=UTF8"`
	Group            string `parquet:"name=group, type=BYTE_ARRAY, convertedtype=UTF8"`
	Difficulty       string `parquet:"name=difficulty, type=BYTE_ARRAY, convertedtype=UTF8"`
	Problem          string `parquet:"name=problem, type=BYTE_ARRAY, convertedtype=UTF8"`
	FinalAnswer      string `parquet:"name=final_answer, type=BYTE_ARRAY, convertedtype=UTF8"`
	FinalAnswerBoxed string `parquet:"name=final_answer_boxed, type=BYTE_ARRAY, convertedtype=UTF8"`
	AnswerStatus     string `parquet:"name=answer_status, type=BYTE_ARRAY, convertedtype=UTF8"`
}

// QA returns the `qa` columns of r.
func (r *Row) QA() QARow {
	return QARow{
		ID:               r.ID,
		Collection:       r.Collection,
		Chapter:          r.Chapter,
		ChapterTitle:     r.ChapterTitle,
		Group:            r.Group,
		Difficulty:       r.Difficulty,
		Problem:          r.Problem,
		FinalAnswer:      r.FinalAnswer,
		FinalAnswerBoxed: r.FinalAnswerBoxed,
		AnswerStatus:     r.AnswerStatus,
	}
}

// QAColumns lists the columns of the `qa` config in file order (a subset
// of Columns, same order), each with why it is kept.
var QAColumns = []struct {
	Name string
	Why  string
}{
	{"id", "the key a predictions file is scored by, and the join back to `full`"},
	{"collection", "metadata to filter and break scores down by (MATH's `type`)"},
	{"chapter", "metadata: the topic number"},
	{"chapter_title", "metadata: the topic (MATH's `subject`)"},
	{"group", "metadata: the group inside the chapter"},
	{"difficulty", "metadata: the difficulty mark (MATH's `level`)"},
	{"problem", "the question"},
	{"final_answer", "the gold answer, bare LaTeX (MATH's `answer`)"},
	{"final_answer_boxed", "the gold in `\\boxed{}`, the field graders compare"},
	{"answer_status", "how far the gold was checked: the harness skips `no-gold` rows and a careful user keeps `verified` and `corrected`"},
}

// QADropped says which columns of `full` the `qa` config leaves out, and why.
const QADropped = "`solution` (a worked solution is what a model must produce, and it carries the answer), " +
	"`verification_note` (the reviewers' audit text), and `problem_id`, `source`, `source_title`, `page` (provenance): " +
	"all are in `full`, joined by `id`."
