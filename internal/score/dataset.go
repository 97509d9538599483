package score

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/parquetout"
	"github.com/dgnpipe/dgnpipe/internal/safefile"
)

// Row is one dataset row as the scorer needs it.
type Row struct {
	ID         string
	Gold       string // final_answer, else final_answer_boxed without \boxed{}
	Chapter    string
	Group      string
	Difficulty string
	Status     string
	Collection string
	Source     string // the benchmark ("dgn_math", "math"); chooses the number convention
	// Problem is the statement, when the dataset has it: it says whether an
	// approximation is asked (answer.AsksApproximation), and so whether a
	// rounded decimal may stand for an exact gold answer.
	Problem string
	// Split is the row's split ("train", "test"): the JSONL `split` field,
	// or the name of the Parquet file (train-…, test-…); "" when unknown.
	Split string
}

// Dataset is the scored dataset in file order.
type Dataset struct {
	Rows []Row
	// Errors are the malformed rows (file:line or row index, and why).
	Errors []string
	// Outside are the rows of the file or folder that the chosen config
	// or split left out (Open), by id, with why: a prediction for one is
	// reported as such, not as an id in no row.
	Outside map[string]string
}

// maxLine bounds one JSONL line.
const maxLine = 64 << 20

// ReadDataset reads a .jsonl or .parquet dataset. It fails only when the
// file cannot be opened or read as a whole; malformed rows are collected in
// Dataset.Errors and skipped.
func ReadDataset(path string) (*Dataset, error) {
	if strings.HasSuffix(strings.ToLower(path), ".parquet") {
		return readParquet(path)
	}
	f, err := safefile.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return readDatasetJSONL(f, path)
}

func readDatasetJSONL(r io.Reader, name string) (*Dataset, error) {
	ds := &Dataset{}
	err := eachLine(r, func(n int, line []byte) {
		var m map[string]json.RawMessage
		if err := json.Unmarshal(line, &m); err != nil {
			ds.Errors = append(ds.Errors, fmt.Sprintf("%s:%d: %v", name, n, err))
			return
		}
		row := Row{
			ID:         jsonString(m["id"]),
			Chapter:    jsonString(m["chapter"]),
			Group:      jsonString(m["group"]),
			Difficulty: jsonString(m["difficulty"]),
			Status:     jsonString(m["answer_status"]),
			Collection: jsonString(m["collection"]),
			Source:     jsonString(m["source"]),
			Problem:    jsonString(m["problem"]),
			Split:      jsonString(m["split"]),
		}
		row.Gold = goldOf(jsonString(m["final_answer"]), jsonString(m["final_answer_boxed"]))
		if row.ID == "" {
			ds.Errors = append(ds.Errors, fmt.Sprintf("%s:%d: no id", name, n))
			return
		}
		ds.Rows = append(ds.Rows, row)
	}, func(n int) { ds.Errors = append(ds.Errors, longLine(name, n)) })
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return ds, nil
}

// goldOf picks the gold answer: final_answer, else the content of
// final_answer_boxed's \boxed{}.
func goldOf(final, boxed string) string {
	if g := strings.TrimSpace(final); g != "" {
		return g
	}
	boxed = strings.TrimSpace(boxed)
	if arg, start, end, ok := commandArg(boxed, `\boxed`, 0); ok && start == 0 && end == len(boxed) {
		return strings.TrimSpace(arg)
	}
	return boxed
}

// jsonString reads a JSON string, number or bool as text; null and absent
// give "".
func jsonString(raw json.RawMessage) string {
	if len(raw) == 0 || string(raw) == "null" {
		return ""
	}
	var s string
	if err := json.Unmarshal(raw, &s); err == nil {
		return s
	}
	var n json.Number
	if err := json.Unmarshal(raw, &n); err == nil {
		return n.String()
	}
	return strings.TrimSpace(string(raw))
}

// eachLine calls fn with every non-blank line and its 1-based number
// (the line is only valid during the call), and long with the number of a
// line over maxLine, which is skipped: reading goes on with the next line.
func eachLine(r io.Reader, fn func(n int, line []byte), long func(n int)) error {
	br := bufio.NewReaderSize(r, 1<<20)
	var line []byte
	n, over := 0, false
	for {
		chunk, err := br.ReadSlice('\n')
		if err != nil && err != bufio.ErrBufferFull && err != io.EOF {
			return err
		}
		if !over {
			if len(line)+len(chunk) > maxLine+2 { // the line and its "\r\n"
				over, line = true, line[:0]
			} else {
				line = append(line, chunk...)
			}
		}
		if err == bufio.ErrBufferFull {
			continue
		}
		if err == io.EOF && len(line) == 0 && !over {
			return nil
		}
		n++
		if over {
			long(n)
		} else if l := bytes.TrimSuffix(bytes.TrimSuffix(line, []byte("\n")), []byte("\r")); len(bytes.TrimSpace(l)) > 0 {
			fn(n, l)
		}
		line, over = line[:0], false
		if err == io.EOF {
			return nil
		}
	}
}

// longLine is the message of a line over maxLine.
func longLine(name string, n int) string {
	return fmt.Sprintf("%s:%d: the line is over %d MiB, skipped", name, n, maxLine>>20)
}

func readParquet(path string) (*Dataset, error) {
	cols, n, err := parquetout.ReadStringColumns(path, []string{"id", "final_answer", "final_answer_boxed", "chapter", "group", "difficulty", "answer_status", "collection", "source", "problem"})
	if err != nil {
		return nil, err
	}
	if cols["id"] == nil {
		return nil, fmt.Errorf("%s: no id column", path)
	}
	get := func(name string, i int) string {
		if c := cols[name]; i < len(c) {
			return c[i]
		}
		return ""
	}
	ds := &Dataset{}
	split := ""
	for _, sp := range parquetout.Splits {
		if strings.HasPrefix(filepath.Base(path), sp+"-") {
			split = sp
		}
	}
	for i := 0; i < n; i++ {
		row := Row{
			Split:      split,
			ID:         get("id", i),
			Gold:       goldOf(get("final_answer", i), get("final_answer_boxed", i)),
			Chapter:    get("chapter", i),
			Group:      get("group", i),
			Difficulty: get("difficulty", i),
			Status:     get("answer_status", i),
			Collection: get("collection", i),
			Source:     get("source", i),
			Problem:    get("problem", i),
		}
		if row.ID == "" {
			ds.Errors = append(ds.Errors, fmt.Sprintf("%s: row %d: no id", path, i))
			continue
		}
		ds.Rows = append(ds.Rows, row)
	}
	return ds, nil
}

// Predictions are the model responses by dataset id.
type Predictions struct {
	ByID       map[string]string
	Order      []string // ids in first-seen order
	Duplicates int
	Malformed  []string // file:line and why
}

// responseFields are the aliases of spec section 4.2, in priority order.
var responseFields = []string{"response", "prediction", "output", "answer", "pred", "text"}

// ReadPredictions reads a predictions JSONL file. It fails only when the
// file cannot be read; malformed lines are collected and skipped. When an
// id appears twice the last line wins and the duplicate is counted.
func ReadPredictions(path string) (*Predictions, error) {
	f, err := safefile.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return readPredictions(f, path)
}

func readPredictions(r io.Reader, name string) (*Predictions, error) {
	p := &Predictions{ByID: map[string]string{}}
	err := eachLine(r, func(n int, line []byte) {
		var m map[string]json.RawMessage
		if err := json.Unmarshal(line, &m); err != nil {
			p.Malformed = append(p.Malformed, fmt.Sprintf("%s:%d: %v", name, n, err))
			return
		}
		id := jsonString(m["id"])
		if id == "" {
			p.Malformed = append(p.Malformed, fmt.Sprintf("%s:%d: no id", name, n))
			return
		}
		resp, found := "", false
		for _, k := range responseFields {
			if raw, ok := m[k]; ok {
				resp, found = jsonString(raw), true
				break
			}
		}
		if !found {
			p.Malformed = append(p.Malformed, fmt.Sprintf("%s:%d: id %s: no response field (%s)", name, n, id, strings.Join(responseFields, ", ")))
			return
		}
		if _, dup := p.ByID[id]; dup {
			p.Duplicates++
		} else {
			p.Order = append(p.Order, id)
		}
		p.ByID[id] = resp
	}, func(n int) { p.Malformed = append(p.Malformed, longLine(name, n)) })
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return p, nil
}

// chapterKey sorts chapter names numerically when they are numbers.
func chapterKey(s string) (int, bool) {
	n, err := strconv.Atoi(s)
	return n, err == nil
}

// GoldAnswer reads a gold field that may be more than the bare answer, as
// a peer's test suite writes it: a whole solution whose answer is boxed or
// follows a "Final Answer" marker gives that answer (ExtractRules, strict);
// math spans inside prose lose their $ (`$1$ and $2$` is the list 1, 2;
// `$125$ miles` is 125 miles); anything else is cleaned as a candidate is.
func GoldAnswer(s string) string {
	if strings.Contains(s, `\boxed`) || finalRE.MatchString(s) {
		if c, rule, ok := ExtractRules(s, Strict); ok && (rule == RuleBoxed || rule == RuleMarker) {
			return c
		}
	}
	c := Clean(s)
	if strings.Count(c, "$")%2 == 0 && strings.Contains(c, "$") {
		c = Clean(strings.ReplaceAll(c, "$", " "))
	}
	return c
}
