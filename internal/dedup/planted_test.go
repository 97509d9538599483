package dedup

import (
	"bufio"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// sharedMath is ../shared/data/math beside the clone (DGNPIPE_SHARED_DATA
// overrides the data folder), as the other corpus tests find it.
func sharedMath(t testing.TB) string {
	t.Helper()
	data := os.Getenv("DGNPIPE_SHARED_DATA")
	if data == "" {
		data, _ = filepath.Abs(filepath.Join("..", "..", "..", "shared", "data"))
	}
	dir := filepath.Join(data, "math")
	if _, err := os.Stat(filepath.Join(dir, "train.jsonl")); err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatalf("shared corpora %s absent under CI=true: lay shared/ beside the clone (or set DGNPIPE_SHARED_DATA)", dir)
		}
		t.Skipf("shared corpora %s absent (set DGNPIPE_SHARED_DATA)", dir)
	}
	return dir
}

// mathDocs reads a MATH JSONL file as docs with ids math.<unique_id>.
func mathDocs(t testing.TB, path string) []Doc {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 0, 1<<20), 16<<20)
	var docs []Doc
	for n := 1; sc.Scan(); n++ {
		var v struct {
			Problem  string `json:"problem"`
			UniqueID string `json:"unique_id"`
		}
		if err := json.Unmarshal(sc.Bytes(), &v); err != nil {
			t.Fatalf("%s:%d: %v", path, n, err)
		}
		docs = append(docs, Doc{ID: "math." + v.UniqueID, Problem: v.Problem, Origin: fmt.Sprintf("%s:%d", path, n)})
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return docs
}

// The planted cases. Each kind of copy is made of plantedRows problems
// drawn with plantedSeed; a problem the change does not apply to (no prose
// word, no number) gives no copy of that kind.
const (
	plantedRows = 600
	plantedSeed = 29
)

// formatNoise re-typesets a problem without changing it: \dfrac for \frac,
// \left( \right), spaces around operators, \( \) for $ $, a thousands
// separator {,}, and the final full stop dropped (or one added).
func formatNoise(p string) string {
	p = strings.ReplaceAll(strings.ReplaceAll(p, `\$`, "\x00"), "$$", "$")
	parts := strings.Split(p, "$")
	var b strings.Builder
	for i, part := range parts {
		if i%2 == 1 && i < len(parts)-1 {
			if strings.Contains(part, `\left`) {
				part = strings.NewReplacer(`\left(`, `(`, `\right)`, `)`).Replace(part)
			} else {
				part = strings.NewReplacer(`(`, `\left(`, `)`, `\right)`).Replace(part)
			}
			part = strings.NewReplacer(`\frac`, `\dfrac`, `=`, ` = `, `+`, ` + `).Replace(part)
			part = bigNumberRE.ReplaceAllString(part, "$1{,}$2")
			b.WriteString(`\(` + part + `\)`)
			continue
		}
		b.WriteString(strings.ReplaceAll(part, " ", "  "))
	}
	s := strings.ReplaceAll(b.String(), "\x00", `\$`)
	if t, ok := strings.CutSuffix(strings.TrimSpace(s), "."); ok {
		return t
	}
	return s + "."
}

// bigNumberRE is a number of four to six digits: its thousands get {,}.
var bigNumberRE = regexp.MustCompile(`\b(\d{1,3})(\d{3})\b`)

// proseWordRE is a word of prose that may be changed: letters only, not
// after a backslash.
var proseWordRE = regexp.MustCompile(`(^|[^\\a-zA-Z])([a-zA-Z]+)\b`)

// rewordings are groups of framing words, each word replaceable by another
// of its group: the question verb, the article, the copula, ...
var rewordings = [][]string{
	{"find", "compute", "calculate", "determine", "evaluate"},
	{"what", "which"},
	{"is", "are", "was", "were"},
	{"the", "this", "that", "a", "an"},
	{"let", "suppose", "assume"},
	{"of", "in", "on", "for", "with", "to"},
}

// proseWords returns the spans of the prose words of p (outside formulas
// and figures) for which keep is true.
func proseWords(p string, keep func(w string) bool) [][2]int {
	var spots [][2]int
	for _, sp := range proseSpans(p) {
		for _, m := range proseWordRE.FindAllStringSubmatchIndex(p[sp[0]:sp[1]], -1) {
			if keep(strings.ToLower(p[sp[0]+m[4] : sp[0]+m[5]])) {
				spots = append(spots, [2]int{sp[0] + m[4], sp[0] + m[5]})
			}
		}
	}
	return spots
}

func groupOf(w string) []string {
	for _, g := range rewordings {
		if slices.Contains(g, w) {
			return g
		}
	}
	return nil
}

// changeWord rewords one prose word: a framing word replaced by another of
// its group (Find by Compute, the by this); ok is false when there is none.
func changeWord(p string, r *rand.Rand) (string, bool) {
	spots := proseWords(p, func(w string) bool { return groupOf(w) != nil })
	if len(spots) == 0 {
		return "", false
	}
	s := spots[r.IntN(len(spots))]
	w := p[s[0]:s[1]]
	g := groupOf(strings.ToLower(w))
	sub := g[r.IntN(len(g))]
	for strings.EqualFold(sub, w) {
		sub = g[r.IntN(len(g))]
	}
	if w[0] >= 'A' && w[0] <= 'Z' {
		sub = strings.ToUpper(sub[:1]) + sub[1:]
	}
	return p[:s[0]] + sub + p[s[1]:], true
}

// changeContentWord replaces one content word (boys by girls: by the
// definition a different problem) with another word; ok is false when
// there is none.
func changeContentWord(p string, r *rand.Rand) (string, bool) {
	spots := proseWords(p, func(w string) bool { return !Framing(w) && len(w) > 2 })
	if len(spots) == 0 {
		return "", false
	}
	s := spots[r.IntN(len(spots))]
	return p[:s[0]] + "garden" + p[s[1]:], true
}

// numberRE is a run of digits.
var numberRE = regexp.MustCompile(`\d+`)

// changeNumber adds one to one number of the statement (in a formula or in
// the prose, not in a figure); ok is false when there is none.
func changeNumber(p string, r *rand.Rand) (string, bool) {
	end := len(p)
	if i := strings.Index(p, "[asy]"); i >= 0 {
		end = i
	}
	ms := numberRE.FindAllStringIndex(p[:end], -1)
	if len(ms) == 0 {
		return "", false
	}
	m := ms[r.IntN(len(ms))]
	n, err := strconv.Atoi(p[m[0]:m[1]])
	if err != nil {
		return "", false
	}
	return p[:m[0]] + strconv.Itoa(n+1) + p[m[1]:], true
}

// proseSpans are the byte ranges of p outside $...$ and \[...\] and
// before any [asy].
func proseSpans(p string) [][2]int {
	end := len(p)
	if i := strings.Index(p, "[asy]"); i >= 0 {
		end = i
	}
	var out [][2]int
	start, inMath := 0, false
	for i := 0; i < end; i++ {
		toggle := p[i] == '$' && (i == 0 || p[i-1] != '\\')
		toggle = toggle || i+1 < end && p[i] == '\\' && (p[i+1] == '[' && !inMath || p[i+1] == ']' && inMath)
		if toggle {
			if !inMath {
				out = append(out, [2]int{start, i})
			}
			inMath = !inMath
			start = i + 1
		}
	}
	if !inMath {
		out = append(out, [2]int{start, end})
	}
	return out
}

func formKey(p string) string {
	f := Read(p)
	return strings.Join(f.Exact, "\x01")
}

func indexOf(docs []Doc, id string) int {
	for i := len(docs) - 1; i >= 0; i-- {
		if docs[i].ID == id {
			return i
		}
	}
	return -1
}

// clusterOf maps every clustered id to its cluster's first id.
func clusterOf(clusters [][]string) map[string]string {
	m := map[string]string{}
	for _, c := range clusters {
		for _, id := range c {
			m[id] = c[0]
		}
	}
	return m
}

// TestPlantedMATH plants copies of MATH training problems among the 12,000
// and fails when a rate misses its target: formatting-noise copies and
// one-reworded-word copies clustered with their original (>= 95 %), copies
// with one number or one content word changed clustered with it (<= 1 in
// 30), and no planted copy clustered with any other problem.
func TestPlantedMATH(t *testing.T) {
	dir := sharedMath(t)
	train := mathDocs(t, filepath.Join(dir, "train.jsonl"))
	r := rand.New(rand.NewPCG(plantedSeed, 1))
	kinds := []struct {
		name   string
		change func(string, *rand.Rand) (string, bool)
	}{
		{"noise", func(p string, _ *rand.Rand) (string, bool) { return formatNoise(p), true }},
		{"word", changeWord},
		{"number", changeNumber},
		{"content", changeContentWord},
	}
	docs := append([]Doc(nil), train...)
	original := map[string]string{} // planted id -> original id
	kindOf := map[string]string{}
	for _, i := range r.Perm(len(train))[:plantedRows] {
		for _, k := range kinds {
			p, ok := k.change(train[i].Problem, r)
			if !ok {
				continue
			}
			id := "planted." + k.name + "." + train[i].ID
			docs = append(docs, Doc{ID: id, Problem: p})
			original[id], kindOf[id] = train[i].ID, k.name
		}
	}
	// A changed copy may coincide with another problem of the corpus
	// (Compute $\dbinom{7}{4}$ with 7 made 8 is another training problem):
	// it is then not a planted case.
	exact := map[string]string{}
	for _, d := range train {
		exact[formKey(d.Problem)] = d.ID
	}
	origKey := map[string]string{}
	for _, d := range train {
		origKey[d.ID] = formKey(d.Problem)
	}
	for id, orig := range original {
		key := formKey(docs[indexOf(docs, id)].Problem)
		if other, ok := exact[key]; ok && key != origKey[orig] {
			t.Logf("%s coincides with %s: not counted", id, other)
			delete(original, id)
		}
	}
	of := clusterOf(Clusters(docs))
	made, with, stray := map[string]int{}, map[string]int{}, map[string]int{}
	for id, orig := range original {
		k := kindOf[id]
		made[k]++
		c, ok := of[id]
		switch {
		case !ok:
		case c == of[orig]:
			with[k]++
		default:
			stray[k]++
			t.Logf("%s clustered with %s, not with its original", id, c)
		}
	}
	for _, k := range []string{"noise", "word", "number", "content"} {
		t.Logf("%-6s copies: %d made, %d clustered with the original (%.1f %%), %d with another row",
			k, made[k], with[k], 100*float64(with[k])/float64(made[k]), stray[k])
	}
	for _, k := range []string{"noise", "word"} {
		if made[k] < plantedRows/2 || float64(with[k]) < 0.95*float64(made[k]) {
			t.Errorf("%s copies: %d of %d clustered with their original, want >= 95 %%", k, with[k], made[k])
		}
	}
	for _, k := range []string{"number", "content"} {
		if made[k] < plantedRows/2 || 30*with[k] > made[k] {
			t.Errorf("%s-changed copies: %d of %d clustered with their original, want <= 1 in 30", k, with[k], made[k])
		}
	}
	for k, n := range stray {
		if n > 0 {
			t.Errorf("%s copies: %d clustered with a row that is not their original", k, n)
		}
	}
}

// realOverlaps is how many untouched MATH training problems are the same
// problem as one of the 500 test problems (MATH repeats some problems
// between its splits; the test logs them). More fails the test.
const realOverlaps = 2

// TestContaminationMATH compares formatting-noise copies of the 500 MATH
// test problems, and the 12,000 untouched training problems, with the
// test file as a reference: >= 95 % of the copies must be found at their
// own row, and no training problem beyond the known real overlaps.
func TestContaminationMATH(t *testing.T) {
	dir := sharedMath(t)
	test := mathDocs(t, filepath.Join(dir, "test.jsonl"))
	ref, err := ReadReference("math-test", filepath.Join(dir, "test.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	docs := mathDocs(t, filepath.Join(dir, "train.jsonl"))
	row := map[string]int{}
	for i, d := range test {
		id := "noisy." + d.ID
		docs = append(docs, Doc{ID: id, Problem: formatNoise(d.Problem)})
		row[id] = i + 1
	}
	found, wrongRow, train := 0, 0, 0
	for _, h := range Contaminated(docs, []Reference{ref}) {
		switch want, planted := row[h.ID]; {
		case planted && h.RefRow == want:
			found++
		case planted:
			wrongRow++
			t.Logf("%s found at row %d, not %d", h.ID, h.RefRow, want)
		default:
			train++
			t.Logf("real overlap: %s is %s row %d (similarity %.3f): %q", h.ID, h.Reference, h.RefRow, h.Similarity, docs[indexOf(docs, h.ID)].Problem)
		}
	}
	t.Logf("noisy test copies: %d of %d found at their row (%.1f %%), %d at another row; training problems flagged: %d",
		found, len(test), 100*float64(found)/float64(len(test)), wrongRow, train)
	if float64(found) < 0.95*float64(len(test)) {
		t.Errorf("noisy test copies found: %d of %d, want >= 95 %%", found, len(test))
	}
	if train > realOverlaps {
		t.Errorf("training problems flagged: %d, want <= %d (the known real overlaps)", train, realOverlaps)
	}
}
