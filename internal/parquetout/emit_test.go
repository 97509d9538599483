package parquetout

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/goccy/go-yaml"

	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/split"
)

// synthetic builds n rows over core, two extended collections and an
// unconfigured one, with every status, Cyrillic and LaTeX text, and no
// exercises rows (so that config is empty).
func synthetic(n int) []record.Item {
	colls := []string{"core", "algebra", "circles", "misc"}
	items := make([]record.Item, n)
	for i := range items {
		c := colls[i%len(colls)]
		ch := 1 + (i/len(colls))%3
		st := record.Statuses[i%len(record.Statuses)]
		items[i] = record.Item{
			ID: fmt.Sprintf("dgn.%s.%d.%03d", c, ch, i), ProblemID: fmt.Sprintf("%d.%03d", ch, i),
			Collection: c, Source: "dgn_math", SourceTitle: "DGN Math Benchmark",
			Chapter: ch, ChapterTitle: "Глава " + fmt.Sprint(ch), Group: []string{"A", "B", ""}[i%3], Difficulty: []string{"□", "■", ""}[i%3],
			Problem: fmt.Sprintf("Вычислить $\\frac{%d}{7}:\\left(1-\\frac{3}{4}\\right)^{-1}$.\n$$x^2=%d$$", i, i), Solution: "Решение…",
			FinalAnswer: fmt.Sprint(i), FinalAnswerBoxed: fmt.Sprintf(`\boxed{%d}`, i), AnswerStatus: st,
			VerificationNote: st.String() + ": leg 1 (native checker, value check) at x=0.3", Page: 10 + i,
		}
	}
	if err := split.Assign(items, 42, 0.15); err != nil {
		panic(err)
	}
	return items
}

func files(t testing.TB, dir string) map[string][]byte {
	t.Helper()
	out := map[string][]byte{}
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := os.ReadFile(p)
		rel, _ := filepath.Rel(dir, p)
		out[filepath.ToSlash(rel)] = b
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func TestEmit(t *testing.T) {
	items := synthetic(400)
	dir := t.TempDir()
	st, err := Emit(context.Background(), dir, items, Options{SplitRule: split.Rule{Seed: 42, TestFraction: 0.15}.Describe()})
	if err != nil {
		t.Fatal(err)
	}

	// Layout: 2 splits of every config with rows, README.md, stats.json;
	// nothing else.
	got := files(t, dir)
	var names []string
	for n := range got {
		names = append(names, n)
	}
	sort.Strings(names)
	want := []string{"README.md"}
	for _, c := range Configs {
		if c.Name != "exercises" { // no exercise among the rows: not published
			want = append(want, DataFile(c.Name, "test"), DataFile(c.Name, "train"))
		}
	}
	want = append(want, "stats.json")
	sort.Strings(want)
	if strings.Join(names, " ") != strings.Join(want, " ") {
		t.Fatalf("files:\n%v\nwant\n%v", names, want)
	}

	if bytes.Equal(got[DataFile("qa", "train")], got[DataFile("full", "train")]) {
		t.Error("qa/train is a byte copy of full/train: qa must hold the minimal MATH-style columns")
	}

	// Byte-identical on a second run from the same rows in another order.
	shuffled := append([]record.Item(nil), items...)
	rand.New(rand.NewPCG(7, 7)).Shuffle(len(shuffled), func(i, j int) { shuffled[i], shuffled[j] = shuffled[j], shuffled[i] })
	dir2 := t.TempDir()
	if _, err := Emit(context.Background(), dir2, shuffled, Options{SplitRule: split.Rule{Seed: 42, TestFraction: 0.15}.Describe()}); err != nil {
		t.Fatal(err)
	}
	for n, b := range files(t, dir2) {
		if !bytes.Equal(b, got[n]) {
			t.Errorf("%s differs between two runs", n)
		}
	}

	// Read every file back with arrow-go.
	byID := map[string]*record.Item{}
	for i := range items {
		byID[items[i].ID] = &items[i]
	}
	splitOf := map[string]string{}
	for k, c := range Configs {
		if !st.Published(k) {
			continue
		}
		for _, sp := range Splits {
			tbl, createdBy := readBack(t, filepath.Join(dir, DataFile(c.Name, sp)))
			if createdBy != CreatedBy {
				t.Errorf("%s/%s: created_by %q", c.Name, sp, createdBy)
			}
			cols := Columns
			if c.QA {
				cols = qaColumns(t)
			}
			checkSchema(t, c.Name+"/"+sp, tbl.Schema(), cols)
			wantRows := st.Configs[k].Train
			if sp == "test" {
				wantRows = st.Configs[k].Test
			}
			if int(tbl.NumRows()) != wantRows {
				t.Errorf("%s/%s: %d rows, stats say %d", c.Name, sp, tbl.NumRows(), wantRows)
			}
			rows := tableRows(t, tbl, cols)
			tbl.Release()
			for i, r := range rows {
				it := byID[r.ID]
				if it == nil {
					t.Fatalf("%s/%s: unknown id %q", c.Name, sp, r.ID)
				}
				want := FromItem(it)
				if c.QA {
					full := want
					want = Row{}
					q := full.QA()
					want.ID, want.Collection, want.Chapter, want.ChapterTitle, want.Group, want.Difficulty = q.ID, q.Collection, q.Chapter, q.ChapterTitle, q.Group, q.Difficulty
					want.Problem, want.FinalAnswer, want.FinalAnswerBoxed, want.AnswerStatus = q.Problem, q.FinalAnswer, q.FinalAnswerBoxed, q.AnswerStatus
				}
				if r != want {
					t.Fatalf("%s/%s: row %s read back as %+v, want %+v", c.Name, sp, r.ID, r, want)
				}
				if !c.Keep(&r) {
					t.Errorf("%s/%s: row %s does not belong", c.Name, sp, r.ID)
				}
				if i > 0 && !idLess(rows[i-1].ID, r.ID) {
					t.Errorf("%s/%s: %s before %s", c.Name, sp, rows[i-1].ID, r.ID)
				}
				if prev, ok := splitOf[r.ID]; ok && prev != sp {
					t.Errorf("row %s is %s in one config and %s in %s", r.ID, prev, sp, c.Name)
				}
				splitOf[r.ID] = sp
				if it.Split != sp {
					t.Errorf("row %s: split %s, file %s", r.ID, it.Split, sp)
				}
			}
		}
	}
	if len(splitOf) != len(items) {
		t.Errorf("%d ids in the files, %d rows", len(splitOf), len(items))
	}
	if st.Configs[5].Name != "exercises" || st.Configs[5].Total != 0 {
		t.Errorf("exercises config: %+v", st.Configs[5])
	}
	if strings.Join(st.Unconfigured, ",") != "misc" {
		t.Errorf("unconfigured %v", st.Unconfigured)
	}
	checkCard(t, got["README.md"], st)
	checkStats(t, got["stats.json"], st, len(items))
}

// qaColumns are the Columns of the qa config, in file order.
func qaColumns(t *testing.T) []Column {
	t.Helper()
	var out []Column
	for _, q := range QAColumns {
		for _, c := range Columns {
			if c.Name == q.Name {
				out = append(out, c)
			}
		}
	}
	if len(out) != len(QAColumns) {
		t.Fatalf("QAColumns names a column that is not in Columns")
	}
	return out
}

func checkSchema(t *testing.T, where string, s *arrow.Schema, cols []Column) {
	t.Helper()
	if s.NumFields() != len(cols) {
		t.Fatalf("%s: %d columns, want %d", where, s.NumFields(), len(cols))
	}
	for i, c := range cols {
		f := s.Field(i)
		want := arrow.DataType(arrow.BinaryTypes.String)
		if c.Type == "int64" {
			want = arrow.PrimitiveTypes.Int64
		}
		if f.Name != c.Name || !arrow.TypeEqual(f.Type, want) || f.Nullable {
			t.Errorf("%s: column %d is %s %s (nullable %v), want %s %s", where, i, f.Name, f.Type, f.Nullable, c.Name, want)
		}
	}
}

// tableRows turns an arrow table back into Rows, by column name; columns
// not in cols stay zero.
func tableRows(t *testing.T, tbl arrow.Table, cols []Column) []Row {
	t.Helper()
	n := int(tbl.NumRows())
	rows := make([]Row, n)
	has := map[string]bool{}
	for _, c := range cols {
		has[c.Name] = true
	}
	str := func(name string, set func(r *Row, v string)) {
		if !has[name] {
			return
		}
		idx := tbl.Schema().FieldIndices(name)
		if len(idx) != 1 {
			t.Fatalf("column %s: %v", name, idx)
		}
		at := 0
		for _, ch := range tbl.Column(idx[0]).Data().Chunks() {
			a := ch.(*array.String)
			for i := 0; i < a.Len(); i++ {
				set(&rows[at], a.Value(i))
				at++
			}
		}
	}
	num := func(name string, set func(r *Row, v int64)) {
		if !has[name] {
			return
		}
		idx := tbl.Schema().FieldIndices(name)
		at := 0
		for _, ch := range tbl.Column(idx[0]).Data().Chunks() {
			a := ch.(*array.Int64)
			for i := 0; i < a.Len(); i++ {
				set(&rows[at], a.Value(i))
				at++
			}
		}
	}
	str("id", func(r *Row, v string) { r.ID = v })
	str("problem_id", func(r *Row, v string) { r.ProblemID = v })
	str("collection", func(r *Row, v string) { r.Collection = v })
	str("source", func(r *Row, v string) { r.Source = v })
	str("source_title", func(r *Row, v string) { r.SourceTitle = v })
	num("chapter", func(r *Row, v int64) { r.Chapter = v })
	str("chapter_title", func(r *Row, v string) { r.ChapterTitle = v })
	str("group", func(r *Row, v string) { r.Group = v })
	str("difficulty", func(r *Row, v string) { r.Difficulty = v })
	str("problem", func(r *Row, v string) { r.Problem = v })
	str("solution", func(r *Row, v string) { r.Solution = v })
	str("final_answer", func(r *Row, v string) { r.FinalAnswer = v })
	str("final_answer_boxed", func(r *Row, v string) { r.FinalAnswerBoxed = v })
	str("answer_status", func(r *Row, v string) { r.AnswerStatus = v })
	str("verification_note", func(r *Row, v string) { r.VerificationNote = v })
	num("page", func(r *Row, v int64) { r.Page = v })
	return rows
}

func checkCard(t *testing.T, card []byte, st *Stats) {
	t.Helper()
	parts := strings.SplitN(string(card), "---\n", 3)
	if len(parts) != 3 || parts[0] != "" {
		t.Fatalf("README.md has no YAML front matter:\n%s", card)
	}
	var fm struct {
		Configs []struct {
			ConfigName string `yaml:"config_name"`
			DataFiles  []struct {
				Split string `yaml:"split"`
				Path  string `yaml:"path"`
			} `yaml:"data_files"`
			Default bool `yaml:"default"`
		} `yaml:"configs"`
	}
	if err := yaml.Unmarshal([]byte(parts[1]), &fm); err != nil {
		t.Fatalf("front matter: %v", err)
	}
	var published []string
	for i, c := range Configs {
		if st.Published(i) {
			published = append(published, c.Name)
		}
	}
	if len(fm.Configs) != len(published) {
		t.Fatalf("front matter has %d configs, want %v", len(fm.Configs), published)
	}
	for i, c := range fm.Configs {
		if c.ConfigName != published[i] || c.Default != (c.ConfigName == "full") || len(c.DataFiles) != 2 {
			t.Errorf("config %d: %+v", i, c)
		}
		for j, f := range c.DataFiles {
			if f.Split != Splits[j] || f.Path != DataFile(c.ConfigName, f.Split) {
				t.Errorf("config %s: data file %+v", c.ConfigName, f)
			}
		}
	}
	body := parts[2]
	for _, s := range []string{
		fmt.Sprintf("| `full` (default) | %s | %s | %s |", Num(st.Configs[0].Train), Num(st.Configs[0].Test), Num(st.Configs[0].Total)),
		fmt.Sprintf("| `core` | %d | %d | %d |", st.ByCollection[1].Train, st.ByCollection[1].Test, st.ByCollection[1].Total),
		"| `no-gold` |",
		"seed 42",
		"`misc` belong to no collection config",
		"### The `qa` config",
		"| `final_answer_boxed` | the gold in `\\boxed{}`",
	} {
		if !strings.Contains(body, s) {
			t.Errorf("README.md lacks %q:\n%s", s, body)
		}
	}
}

func checkStats(t *testing.T, b []byte, st *Stats, n int) {
	t.Helper()
	var v struct {
		Rows         Count            `json:"rows"`
		ByCollection map[string]Count `json:"by_collection"`
		ByStatus     map[string]Count `json:"by_status"`
		Configs      map[string]Count `json:"configs"`
	}
	if err := json.Unmarshal(b, &v); err != nil {
		t.Fatalf("stats.json: %v\n%s", err, b)
	}
	if v.Rows.Total != n || v.Rows.Train+v.Rows.Test != n || len(v.ByStatus) != len(record.Statuses) || v.Configs["full"].Total != n || v.ByCollection["core"] != (Count{Train: st.ByCollection[1].Train, Test: st.ByCollection[1].Test, Total: st.ByCollection[1].Total}) {
		t.Errorf("stats.json: %s", b)
	}
	// Key order: configs in card order.
	s := string(b)
	last := -1
	for _, c := range Configs {
		i := strings.LastIndex(s, `"`+c.Name+`": {"train"`)
		if i < last {
			t.Errorf("stats.json: config %s out of order", c.Name)
		}
		last = i
	}
}

func TestEmitRejectsUnreadyRows(t *testing.T) {
	items := synthetic(10)
	items[3].Split = ""
	items[5].AnswerStatus = record.StatusUnset
	items[7].ID = items[6].ID
	dir := t.TempDir()
	_, err := Emit(context.Background(), dir, items, Options{})
	if err == nil {
		t.Fatal("accepted rows without split/status")
	}
	for _, s := range []string{items[3].ID, "split", items[5].ID, "answer_status", "duplicate id", "3 rows not ready"} {
		if !strings.Contains(err.Error(), s) {
			t.Errorf("error %q lacks %q", err, s)
		}
	}
	if len(files(t, dir)) != 0 {
		t.Error("files written on error")
	}
}

func TestEmitEmpty(t *testing.T) {
	dir := t.TempDir()
	st, err := Emit(context.Background(), dir, nil, Options{})
	if err != nil {
		t.Fatal(err)
	}
	tbl, _ := readBack(t, filepath.Join(dir, DataFile("full", "train")))
	defer tbl.Release()
	checkSchema(t, "empty", tbl.Schema(), Columns)
	if tbl.NumRows() != 0 || st.Rows.Total != 0 {
		t.Fatal("rows in an empty dataset")
	}
}

func TestIDLess(t *testing.T) {
	ids := []string{"dgn.core.10.001", "dgn.core.2.010", "dgn.core.2.002", "dgn.algebra.320", "dgn.core.1.001", "dgn.algebra.32", "dgn.core.1", "dgn.exercises.0001", "dgn.core.01.001"}
	sort.Slice(ids, func(a, b int) bool { return idLess(ids[a], ids[b]) })
	want := "dgn.algebra.32 dgn.algebra.320 dgn.core.1 dgn.core.01.001 dgn.core.1.001 dgn.core.2.002 dgn.core.2.010 dgn.core.10.001 dgn.exercises.0001"
	if got := strings.Join(ids, " "); got != want {
		t.Errorf("order\n%s\nwant\n%s", got, want)
	}
	for _, a := range ids {
		if idLess(a, a) {
			t.Errorf("idLess(%s, %s)", a, a)
		}
	}
}

// mathItems maps MATH (train + test, 12,500 rows) onto dataset rows: subject
// as collection, level as chapter, a synthetic status and note.
func mathItems(tb testing.TB) []record.Item {
	tb.Helper()
	_, here, _, _ := runtime.Caller(0)
	dir := filepath.Join(filepath.Dir(here), "..", "..", "..", "shared", "data", "math")
	colls := map[string]string{"Algebra": "algebra", "Intermediate Algebra": "syllabus", "Prealgebra": "core", "Precalculus": "trigonometry",
		"Geometry": "planimetry", "Counting & Probability": "exercises", "Number Theory": "parameters"}
	var items []record.Item
	for _, name := range []string{"train.jsonl", "test.jsonl"} {
		f, err := os.Open(filepath.Join(dir, name))
		if err != nil {
			tb.Skipf("MATH corpus not available: %v", err)
		}
		sc := bufio.NewScanner(f)
		sc.Buffer(nil, 16<<20)
		for sc.Scan() {
			var m struct {
				Problem  string          `json:"problem"`
				Solution string          `json:"solution"`
				Answer   string          `json:"answer"`
				Subject  string          `json:"subject"`
				UniqueID string          `json:"unique_id"`
				Level    json.RawMessage `json:"level"` // an int, or "?" on two rows
			}
			if err := json.Unmarshal(sc.Bytes(), &m); err != nil {
				tb.Fatal(err)
			}
			level, _ := strconv.Atoi(string(m.Level))
			i := len(items)
			c := colls[m.Subject]
			if c == "" {
				c = "circles"
			}
			st := record.Statuses[i%len(record.Statuses)]
			items = append(items, record.Item{
				ID: fmt.Sprintf("math.%s.%d.%05d", c, level, i), ProblemID: m.UniqueID, Collection: c, Source: "math", SourceTitle: "MATH",
				Chapter: level, ChapterTitle: m.Subject, Problem: m.Problem, Solution: m.Solution,
				FinalAnswer: m.Answer, FinalAnswerBoxed: `\boxed{` + m.Answer + `}`, AnswerStatus: st,
				VerificationNote: st.String() + ": leg 1 (native checker, value check) confirmed the answer at x=0.318, x=1.771 (seed 42); leg 3 (math.js) confirmed it independently.\nDid not run: leg 4 (page re-read).",
				Page:             i/3 + 1,
			})
		}
		f.Close()
	}
	if err := split.Assign(items, 42, 0.15); err != nil {
		tb.Fatal(err)
	}
	return items
}

// BenchmarkEmitMATH emits all six configs for the 12,500 MATH rows.
func BenchmarkEmitMATH(b *testing.B) {
	items := mathItems(b)
	b.ReportAllocs()
	var dir string
	for b.Loop() {
		dir = b.TempDir()
		if _, err := Emit(context.Background(), dir, items, Options{}); err != nil {
			b.Fatal(err)
		}
	}
	var total int64
	for n, f := range files(b, dir) {
		total += int64(len(f))
		if strings.HasPrefix(n, "data/full/") {
			b.ReportMetric(float64(len(f)), strings.TrimSuffix(strings.TrimPrefix(n, "data/full/"), "-00000-of-00001.parquet")+"-bytes")
		}
	}
	b.ReportMetric(float64(total), "folder-bytes")
}

// BenchmarkWriteFull writes one file of the 12,500 MATH rows (one writer).
func BenchmarkWriteFull(b *testing.B) {
	items := mathItems(b)
	rows := make([]Row, len(items))
	for i := range items {
		rows[i] = FromItem(&items[i])
	}
	var buf bytes.Buffer
	b.ReportAllocs()
	for b.Loop() {
		buf.Reset()
		if err := Write(&buf, rows); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(buf.Len()), "file-bytes")
}

// TestEmitUnreadyCount: the count of rows not ready is every such row, not
// the ten listed plus one (it said "11 rows not ready ... and 160 more").
func TestEmitUnreadyCount(t *testing.T) {
	items := synthetic(170)
	for i := range items {
		items[i].Split = ""
	}
	_, err := Emit(context.Background(), t.TempDir(), items, Options{})
	if err == nil || !strings.Contains(err.Error(), "emit: 170 rows not ready") || !strings.Contains(err.Error(), "... and 160 more") {
		t.Errorf("error %v", err)
	}
}

// TestCardFromOptions: the card's title, description, licence and source
// are the pipeline file's, not text about one benchmark; the front matter
// has license:.
func TestCardFromOptions(t *testing.T) {
	items := synthetic(40)
	dir := t.TempDir()
	opts := Options{Title: "MATH: competition problems", Description: "Problems from the MATH benchmark.", License: "mit", Source: "Hendrycks et al., `hendrycks/competition_math`."}
	if _, err := Emit(context.Background(), dir, items, opts); err != nil {
		t.Fatal(err)
	}
	card, err := os.ReadFile(filepath.Join(dir, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	parts := strings.SplitN(string(card), "---\n", 3)
	var fm struct {
		PrettyName string `yaml:"pretty_name"`
		License    string `yaml:"license"`
	}
	if err := yaml.Unmarshal([]byte(parts[1]), &fm); err != nil || fm.PrettyName != opts.Title || fm.License != "mit" {
		t.Errorf("front matter %+v (%v):\n%s", fm, err, parts[1])
	}
	// the source is the user's text: its Markdown is escaped, so it shows as written
	for _, w := range []string{"# MATH: competition problems\n", opts.Description, "Hendrycks et al., \\`hendrycks/competition\\_math\\`.", "Licence: `mit`"} {
		if !strings.Contains(parts[2], w) {
			t.Errorf("card lacks %q", w)
		}
	}
	for _, bad := range []string{"DGN", "Russian"} {
		if strings.Contains(string(card), bad) {
			t.Errorf("card of a MATH run mentions %q", bad)
		}
	}
	// Nothing given: a neutral title, licence unknown, and the card says
	// that the source is not stated.
	dir = t.TempDir()
	if _, err := Emit(context.Background(), dir, items, Options{}); err != nil {
		t.Fatal(err)
	}
	card, _ = os.ReadFile(filepath.Join(dir, "README.md"))
	for _, w := range []string{`license: "unknown"`, "# " + DefaultTitle, "the sources do not say where these rows come from", "Licence: not stated."} {
		if !strings.Contains(string(card), w) {
			t.Errorf("default card lacks %q", w)
		}
	}
}

// The card says what the legs read, from the rows' outcomes, and says
// nothing about them when no row carries any.
func TestCardSaysWhatTheLegsRead(t *testing.T) {
	items := []record.Item{
		{ID: "a", Legs: record.Legs{Native: &record.NativeOutcome{}, MathJS: &record.MathJSOutcome{Outcome: record.MathJSConfirm},
			Parsers: &record.ParsersOutcome{Readers: []string{"compute-engine", "katex"}, Expressions: 3}}},
		{ID: "b", Legs: record.Legs{Native: &record.NativeOutcome{}, MathJS: &record.MathJSOutcome{Outcome: record.MathJSNotEvaluated},
			Parsers: &record.ParsersOutcome{Readers: []string{"katex"}, Expressions: 2}}},
		{ID: "c"},
	}
	var b bytes.Buffer
	writeReads(&b, reads(items))
	for _, want := range []string{"read the 2 rows that have a gold answer", "KaTeX read the 5 expressions of 2 rows", "read the 3 expressions of 1 rows", "judged 1 rows"} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("card lacks %q:\n%s", want, b.String())
		}
	}
	b.Reset()
	writeReads(&b, reads(items[2:]))
	if b.Len() != 0 {
		t.Errorf("rows without legs: %q", b.String())
	}
}

// TestEmitBatchesAsWhole: the dataset folder written from rows given in
// batches (the emit stage reads its rows so) is the one written from all
// the rows at once, byte for byte, and an unready row is named by its
// number among all the rows.
func TestEmitBatchesAsWhole(t *testing.T) {
	items := synthetic(500)
	whole, batched := t.TempDir(), t.TempDir()
	if _, err := Emit(context.Background(), whole, items, Options{Title: "T"}); err != nil {
		t.Fatal(err)
	}
	in := func(items []record.Item) func(func([]record.Item) error) error {
		return func(each func([]record.Item) error) error {
			for lo := 0; lo < len(items); lo += 77 {
				if err := each(slices.Clone(items[lo:min(lo+77, len(items))])); err != nil {
					return err
				}
			}
			return nil
		}
	}
	if _, err := EmitBatches(context.Background(), batched, in(items), Options{Title: "T"}); err != nil {
		t.Fatal(err)
	}
	a, b := files(t, whole), files(t, batched)
	if len(a) == 0 || len(a) != len(b) {
		t.Fatalf("%d files whole, %d in batches", len(a), len(b))
	}
	for name, data := range a {
		if !bytes.Equal(data, b[name]) {
			t.Errorf("%s differs when the rows come in batches", name)
		}
	}
	items[300].Split = ""
	if _, err := EmitBatches(context.Background(), t.TempDir(), in(items), Options{}); err == nil || !strings.Contains(err.Error(), "row 301 ") {
		t.Fatalf("err = %v, want row 301 named", err)
	}
}

// Where both parsers read the same rows (verify's default, the rows leg 1
// decided), the card says so in one sentence and says why the undecided
// rows were not read.
func TestCardLeg2ReadTheDecidedRows(t *testing.T) {
	both := []string{"compute-engine", "katex"}
	items := []record.Item{
		{ID: "a", Legs: record.Legs{Native: &record.NativeOutcome{}, Parsers: &record.ParsersOutcome{Readers: both, Expressions: 3}}},
		{ID: "b", Legs: record.Legs{Native: &record.NativeOutcome{}, Parsers: &record.ParsersOutcome{Outcome: record.ParsersUnparsed, Note: "not run: not needed"}}},
	}
	var b bytes.Buffer
	writeReads(&b, reads(items))
	for _, want := range []string{"Leg 2 read the 3 expressions of the 1 rows whose answer leg 1 confirmed or refuted again", "so leg 2 does not read it"} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("card lacks %q:\n%s", want, b.String())
		}
	}
	if strings.Contains(b.String(), "their expressions") {
		t.Errorf("card says leg 2 read every row's expressions:\n%s", b.String())
	}
}
