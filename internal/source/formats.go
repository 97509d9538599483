package source

import (
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/suggest"
)

// decodeFields splits a JSON object into its fields, keeping the known
// ones and reporting the others (sorted) as warnings.
func decodeFields(line []byte, known map[string]bool) (map[string]json.RawMessage, []string, error) {
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(line, &fields); err != nil {
		return nil, nil, fmt.Errorf("bad JSON: %v", jsonReason(err))
	}
	if fields == nil {
		return nil, nil, errors.New("bad JSON: want an object, have null")
	}
	var unknown []string
	for _, k := range sortedKeys(fields) {
		if !known[k] {
			unknown = append(unknown, k)
			delete(fields, k)
		}
	}
	var warns []string
	for _, k := range unknown {
		warns = append(warns, unknownField(k, known))
	}
	return fields, warns, nil
}

// fieldSynonyms are the names other datasets give the fields of a source
// line, for the warning on an unknown field.
var fieldSynonyms = map[string]string{
	"question": "problem", "statement": "problem", "prompt": "problem",
	"final_answer": "answer", "gold": "answer", "gold_answer": "answer", "target": "answer",
	"id": "problem_id", "number": "problem_id", "title": "chapter_title",
	"explanation": "solution", "rationale": "solution",
}

// unknownField is the warning for an unknown field k: ignored, and the
// known field it probably means.
func unknownField(k string, known map[string]bool) string {
	var near []string
	if s, ok := fieldSynonyms[strings.ToLower(k)]; ok && known[s] {
		near = []string{s}
	} else {
		near = suggest.Nearest(strings.ToLower(k), slices.Sorted(maps.Keys(known)))
	}
	if len(near) == 0 {
		return fmt.Sprintf("unknown field %q (ignored)", k)
	}
	return fmt.Sprintf("unknown field %q (ignored; did you mean %q?)", k, strings.Join(near, `" or "`))
}

func jsonReason(err error) string {
	var te *json.UnmarshalTypeError
	if errors.As(err, &te) {
		if te.Field != "" {
			return fmt.Sprintf("field %q: want %s, have JSON %s", te.Field, te.Type, te.Value)
		}
		return fmt.Sprintf("want a JSON object, have %s", te.Value)
	}
	return err.Error()
}

// str reads a string field; JSON null and absence give "".
func str(fields map[string]json.RawMessage, name string) (string, error) {
	raw, ok := fields[name]
	if !ok || string(raw) == "null" {
		return "", nil
	}
	var s string
	if err := json.Unmarshal(raw, &s); err != nil {
		return "", fmt.Errorf("field %q: want a string, have %s", name, describe(raw))
	}
	return s, nil
}

// looseStr reads a string field that a JSON number may stand for (an
// answer 6, a problem_id 12): the number's text is taken, with a warning.
func looseStr(fields map[string]json.RawMessage, name string) (string, string, error) {
	v, err := str(fields, name)
	if err == nil {
		return v, "", nil
	}
	raw := fields[name]
	var num json.Number
	if json.Unmarshal(raw, &num) != nil {
		return "", "", err
	}
	return num.String(), fmt.Sprintf("field %q: the number %s read as the text %q (write it as a string)", name, num, num.String()), nil
}

// looseInt reads an integer field that a JSON string of digits may stand
// for ("chapter": "1"), with a warning.
func looseInt(fields map[string]json.RawMessage, name string) (int, string, error) {
	v, err := integer(fields, name)
	if err == nil {
		return v, "", nil
	}
	var s string
	if json.Unmarshal(fields[name], &s) != nil {
		return 0, "", err
	}
	n, perr := strconv.Atoi(strings.TrimSpace(s))
	if perr != nil {
		return 0, "", err
	}
	return n, fmt.Sprintf("field %q: the string %q read as the integer %d (write it as a number)", name, s, n), nil
}

// integer reads an integer field; null and absence give 0.
func integer(fields map[string]json.RawMessage, name string) (int, error) {
	raw, ok := fields[name]
	if !ok || string(raw) == "null" {
		return 0, nil
	}
	var n int
	if err := json.Unmarshal(raw, &n); err != nil {
		return 0, fmt.Errorf("field %q: want an integer, have %s", name, describe(raw))
	}
	return n, nil
}

func describe(raw json.RawMessage) string {
	s := string(raw)
	if len(s) > 40 {
		s = s[:40] + "..."
	}
	return s
}

var dgnFields = map[string]bool{
	"collection": true, "chapter": true, "chapter_title": true, "group": true,
	"difficulty": true, "problem_id": true, "page": true, "problem": true,
	"solution": true, "answer": true, "answer_page": true, "image": true,
	"answer_image": true,
}

// parseDGN decodes one transcription line (record.Source). collection,
// problem_id and problem are required; every other field may be absent.
func parseDGN(line []byte) (Row, []string, error) {
	fields, warns, err := decodeFields(line, dgnFields)
	if err != nil {
		return Row{}, nil, err
	}
	var r Row
	var errs []error
	s := func(name string, dst *string) {
		v, warn, err := looseStr(fields, name)
		if err != nil {
			errs = append(errs, err)
		}
		if warn != "" {
			warns = append(warns, warn)
		}
		*dst = v
	}
	n := func(name string, dst *int) {
		v, warn, err := looseInt(fields, name)
		if err != nil {
			errs = append(errs, err)
		}
		if warn != "" {
			warns = append(warns, warn)
		}
		*dst = v
	}
	s("collection", &r.Collection)
	n("chapter", &r.Chapter)
	s("chapter_title", &r.ChapterTitle)
	s("group", &r.Group)
	s("difficulty", &r.Difficulty)
	s("problem_id", &r.ProblemID)
	n("page", &r.Page)
	s("problem", &r.Problem)
	s("solution", &r.Solution)
	s("answer", &r.Answer)
	n("answer_page", &r.AnswerPage)
	s("image", &r.Image)
	s("answer_image", &r.AnswerImage)
	if len(errs) > 0 {
		return Row{}, warns, errors.Join(errs...)
	}
	if err := required("collection", r.Collection, "problem_id", r.ProblemID, "problem", r.Problem); err != nil {
		return Row{}, warns, err
	}
	if r.Chapter < 0 || r.Page < 0 || r.AnswerPage < 0 {
		return Row{}, warns, errors.New("chapter, page and answer_page must not be negative")
	}
	return r, warns, nil
}

var mathFields = map[string]bool{
	"problem": true, "solution": true, "answer": true, "subject": true,
	"level": true, "unique_id": true,
}

// MathSubjects are the MATH subjects in a fixed order; a row's chapter is
// the 1-based index of its subject here (0 for a subject not listed, with
// a warning).
var MathSubjects = []string{
	"Algebra",
	"Counting & Probability",
	"Geometry",
	"Intermediate Algebra",
	"Number Theory",
	"Prealgebra",
	"Precalculus",
}

// parseMath maps a MATH-style line onto the row type:
//
//	collection    "math"
//	chapter       1-based index of subject in MathSubjects (0 if unknown)
//	chapter_title subject
//	group         ""
//	difficulty    "Level <level>" ("" when level is absent)
//	problem_id    unique_id
//	page, answer_page 0; image, answer_image ""
//	problem, solution, answer as given (a bare answer stays bare)
//
// problem and unique_id are required.
func parseMath(line []byte) (Row, []string, error) {
	fields, warns, err := decodeFields(line, mathFields)
	if err != nil {
		return Row{}, nil, err
	}
	var r Row
	var errs []error
	for _, f := range []struct {
		name string
		dst  *string
	}{{"problem", &r.Problem}, {"solution", &r.Solution}, {"answer", &r.Answer}, {"subject", &r.Subject}, {"unique_id", &r.ProblemID}} {
		v, err := str(fields, f.name)
		if err != nil {
			errs = append(errs, err)
		}
		*f.dst = v
	}
	// level is an int (1-5) in MATH, or a string such as "?".
	if raw, ok := fields["level"]; ok && string(raw) != "null" {
		var n int
		var s string
		switch {
		case json.Unmarshal(raw, &n) == nil:
			r.Difficulty = "Level " + strconv.Itoa(n)
		case json.Unmarshal(raw, &s) == nil:
			s = strings.TrimSpace(strings.TrimPrefix(s, "Level "))
			if s != "" {
				r.Difficulty = "Level " + s
			}
		default:
			errs = append(errs, fmt.Errorf("field %q: want an integer or a string, have %s", "level", describe(raw)))
		}
	}
	if len(errs) > 0 {
		return Row{}, warns, errors.Join(errs...)
	}
	if err := required("problem", r.Problem, "unique_id", r.ProblemID); err != nil {
		return Row{}, warns, err
	}
	r.Collection = "math"
	r.ChapterTitle = r.Subject
	for i, s := range MathSubjects {
		if s == r.Subject {
			r.Chapter = i + 1
		}
	}
	if r.Chapter == 0 {
		warns = append(warns, fmt.Sprintf("unknown subject %q: chapter 0", r.Subject))
	}
	return r, warns, nil
}

// required reports the fields, given as name, value pairs, whose value is
// blank.
func required(pairs ...string) error {
	var missing []string
	for i := 0; i+1 < len(pairs); i += 2 {
		if strings.TrimSpace(pairs[i+1]) == "" {
			missing = append(missing, pairs[i])
		}
	}
	if len(missing) > 0 {
		return fmt.Errorf("missing required field(s) %s", quoteList(missing))
	}
	return nil
}
