package soundness

import (
	"bufio"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/normalize"
	"github.com/dgnpipe/dgnpipe/internal/source"
)

// Row is one (problem, answer) pair of a corpus, as the verify stage sees
// it: the statement and the final answer after normalisation.
type Row struct {
	Corpus, ID      string
	Problem, Answer string
}

// The corpora, in table order.
const (
	Sample        = "sample"        // the sample book, sources/sample (format dgn)
	MATH          = "math"          // <data>/math (format math)
	CollegeMath   = "college_math"  // <data>/college_math_ccby
	OlympiadBench = "olympiadbench" // <data>/olympiadbench
	Gaokao        = "gaokao"        // <data>/gaokao2023en
)

// Corpora lists the corpora in table order.
var Corpora = []string{Sample, MATH, CollegeMath, OlympiadBench, Gaokao}

// Exercises is the corpus of the machine-made exercises: a folder written
// by `dgnpipe generate` (format dgn), read by LoadExercises and listed in
// the table after the others when run.
const Exercises = "exercises"

// tableOrder is the order of the corpora in the table.
var tableOrder = append(append([]string(nil), Corpora...), Exercises)

// LoadExercises reads the exercises of a `dgnpipe generate` folder.
func LoadExercises(dir string) ([]Row, []string, error) {
	return loadSource(dir, source.DGN, Exercises, normalize.Russian)
}

// Load reads one corpus: the sample book from sampleDir, the others from
// their folder under dataDir. Lines that cannot be read are reported in
// the returned warnings (file:line and why) and skipped; rows without an
// answer are skipped silently (proofs, constructions).
func Load(corpus, dataDir, sampleDir string) ([]Row, []string, error) {
	switch corpus {
	case Sample:
		return loadSource(sampleDir, source.DGN, corpus, normalize.Russian)
	case MATH:
		return loadSource(filepath.Join(dataDir, "math"), source.Math, corpus, normalize.Western)
	case CollegeMath:
		return loadJSONL(filepath.Join(dataDir, "college_math_ccby", "test.jsonl"), corpus, func(line int, b []byte) (Row, error) {
			var r struct {
				DataSource     string `json:"data_source"`
				QuestionNumber string `json:"question_number"`
				Question       string `json:"question"`
				Answer         string `json:"answer"`
			}
			err := json.Unmarshal(b, &r)
			book := r.DataSource[strings.LastIndex(r.DataSource, ".")+1:]
			return Row{ID: fmt.Sprintf("%s.%s#%d", book, r.QuestionNumber, line), Problem: r.Question, Answer: r.Answer}, err
		})
	case OlympiadBench:
		return loadJSONL(filepath.Join(dataDir, "olympiadbench", "test.jsonl"), corpus, func(line int, b []byte) (Row, error) {
			var r struct {
				ID          int      `json:"id"`
				Question    string   `json:"question"`
				FinalAnswer []string `json:"final_answer"`
			}
			if err := json.Unmarshal(b, &r); err != nil {
				return Row{}, err
			}
			if len(r.FinalAnswer) != 1 {
				return Row{}, fmt.Errorf("final_answer has %d elements, want 1", len(r.FinalAnswer))
			}
			return Row{ID: strconv.Itoa(r.ID), Problem: r.Question, Answer: r.FinalAnswer[0]}, nil
		})
	case Gaokao:
		return loadJSONL(filepath.Join(dataDir, "gaokao2023en", "test.jsonl"), corpus, func(line int, b []byte) (Row, error) {
			var r struct {
				Question string `json:"question"`
				Answer   string `json:"answer"`
			}
			err := json.Unmarshal(b, &r)
			return Row{ID: "line" + strconv.Itoa(line), Problem: r.Question, Answer: r.Answer}, err
		})
	}
	return nil, nil, fmt.Errorf("unknown corpus %q (want one of %s)", corpus, strings.Join(Corpora, ", "))
}

func finish(r Row, corpus string, c normalize.Convention) (Row, bool) {
	r.Corpus = corpus
	r.Problem, _ = normalize.Text(r.Problem, c)
	r.Answer, _ = normalize.Answer(r.Answer, c)
	return r, strings.TrimSpace(r.Answer) != ""
}

func loadSource(dir string, f source.Format, corpus string, c normalize.Convention) ([]Row, []string, error) {
	set, err := source.Read(dir, f)
	if err != nil {
		return nil, nil, err
	}
	var rows []Row
	for _, s := range set.Rows {
		id := s.ProblemID
		if f == source.DGN {
			id = s.Collection + "." + s.ProblemID
		}
		if r, ok := finish(Row{ID: id, Problem: s.Problem, Answer: s.Answer}, corpus, c); ok {
			rows = append(rows, r)
		}
	}
	return rows, set.Warnings, nil
}

func loadJSONL(path, corpus string, parse func(line int, b []byte) (Row, error)) ([]Row, []string, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, nil, err
	}
	defer f.Close()
	var rows []Row
	var warns []string
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, source.MaxLineBytes)
	n := 0
	for sc.Scan() {
		n++
		if len(strings.TrimSpace(sc.Text())) == 0 {
			continue
		}
		r, err := parse(n, sc.Bytes())
		if err != nil {
			warns = append(warns, fmt.Sprintf("%s:%d: skipped: %v", path, n, err))
			continue
		}
		if r, ok := finish(r, corpus, normalize.Western); ok {
			rows = append(rows, r)
		}
	}
	if err := sc.Err(); err != nil {
		return nil, warns, fmt.Errorf("%s:%d: %w", path, n+1, err)
	}
	return rows, warns, nil
}

// Subset returns n rows drawn from rows by rng, in their original order
// (all of them when there are at most n).
func Subset(rows []Row, n int, rng *rand.Rand) []Row {
	if len(rows) <= n {
		return rows
	}
	idx := rng.Perm(len(rows))[:n]
	slices.Sort(idx)
	out := make([]Row, n)
	for i, k := range idx {
		out[i] = rows[k]
	}
	return out
}
