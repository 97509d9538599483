package compare

import (
	"encoding/json"
	"fmt"
	"io"
	"math"
	"sort"
	"strconv"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/mdtext"
)

// table is one section of the report: a title and aligned columns.
type table struct {
	title  string
	header []string
	rows   [][]string
}

// tables lays the result out as the report's sections.
func (r *Result) tables() []table {
	out := []table{r.modelTable()}
	for _, b := range []struct {
		title string
		cells func(ModelStat) map[string]Cell
	}{
		{"by chapter", func(m ModelStat) map[string]Cell { return m.ByChapter }},
		{"by group", func(m ModelStat) map[string]Cell { return m.ByGroup }},
		{"by difficulty", func(m ModelStat) map[string]Cell { return m.ByDifficulty }},
	} {
		out = append(out, r.breakdown(b.title, b.cells))
	}
	return append(out, r.pairTable(), r.wordTable(), r.ratingTable())
}

func (r *Result) modelTable() table {
	t := table{title: "models (95 % interval: Wilson)", header: []string{"model", "correct", "scored", "accuracy", "95 % interval", "unparsed", "missing"}}
	for _, m := range r.Models {
		t.rows = append(t.rows, []string{m.Name, strconv.Itoa(m.Correct), strconv.Itoa(m.Scored), pctS(m.Accuracy), ivS(m.CI95), strconv.Itoa(m.Unparsed), strconv.Itoa(m.Missing)})
	}
	return t
}

// breakdown is one column of the dataset (chapter, group, difficulty),
// the models side by side: correct/scored and accuracy.
func (r *Result) breakdown(title string, cells func(ModelStat) map[string]Cell) table {
	t := table{title: title, header: []string{strings.TrimPrefix(title, "by ")}}
	keys := map[string]bool{}
	for _, m := range r.Models {
		t.header = append(t.header, m.Name)
		for k := range cells(m) {
			keys[k] = true
		}
	}
	for _, k := range naturalKeys(keys) {
		row := []string{k}
		if k == "" {
			row[0] = "(none)"
		}
		for _, m := range r.Models {
			c := cells(m)[k]
			row = append(row, fmt.Sprintf("%d/%d %s", c.Correct, c.Scored, pctS(c.Accuracy)))
		}
		t.rows = append(t.rows, row)
	}
	return t
}

func (r *Result) pairTable() table {
	t := table{
		title:  fmt.Sprintf("pairs (McNemar: exact binomial; difference: accuracy of A minus B, bootstrap 95 %% interval, %d resamples, seed %d)", r.Resamples, r.Seed),
		header: []string{"A", "B", "both", "A only", "B only", "neither", "McNemar p", "difference", "95 % interval"},
	}
	for _, p := range r.Pairs {
		t.rows = append(t.rows, []string{p.A, p.B, strconv.Itoa(p.Both), strconv.Itoa(p.AOnly), strconv.Itoa(p.BOnly), strconv.Itoa(p.Neither),
			pS(p.McNemarP), signedPts(p.Diff), "[" + signedPts(p.DiffCI95[0]) + ", " + signedPts(p.DiffCI95[1]) + "]"})
	}
	return t
}

func (r *Result) wordTable() table {
	t := table{title: "correctness filter: mean response length in words on the rows both models of a pair answered right", header: []string{"A", "B", "rows", "words A", "words B"}}
	for _, p := range r.Pairs {
		wa, wb := "-", "-"
		if v, ok := p.Words[p.A]; ok {
			wa, wb = fmt.Sprintf("%.1f", v), fmt.Sprintf("%.1f", p.Words[p.B])
		}
		t.rows = append(t.rows, []string{p.A, p.B, strconv.Itoa(p.Both), wa, wb})
	}
	return t
}

func (r *Result) ratingTable() table {
	t := table{title: fmt.Sprintf("Bradley-Terry ratings (400·β + 1200; a row right for one model and wrong for the other is a win, other rows half a win each; bootstrap 95 %% interval, %d resamples, seed %d)", r.Resamples, r.Seed), header: []string{"model", "rating", "95 % interval"}}
	for _, s := range r.Ratings {
		t.rows = append(t.rows, []string{s.Name, fmt.Sprintf("%.1f", s.Rating), fmt.Sprintf("[%.1f, %.1f]", s.CI95[0], s.CI95[1])})
	}
	return t
}

func pctS(x float64) string { return fmt.Sprintf("%.2f %%", 100*x) }

func ivS(iv [2]float64) string { return fmt.Sprintf("[%.2f, %.2f] %%", 100*iv[0], 100*iv[1]) }

func signedPts(x float64) string {
	if math.Abs(x) < 5e-5 {
		x = 0 // no "-0.00"
	}
	return fmt.Sprintf("%+.2f pts", 100*x)
}

func pS(p float64) string {
	if p < 1e-4 {
		return fmt.Sprintf("%.2e", p)
	}
	return fmt.Sprintf("%.4f", p)
}

// naturalKeys sorts keys with numbers in numeric order ("2" before "10").
func naturalKeys(set map[string]bool) []string {
	keys := make([]string, 0, len(set))
	for k := range set {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		a, ea := strconv.ParseFloat(keys[i], 64)
		b, eb := strconv.ParseFloat(keys[j], 64)
		switch {
		case ea == nil && eb == nil && a != b:
			return a < b
		case (ea == nil) != (eb == nil):
			return ea == nil
		}
		return keys[i] < keys[j]
	})
	return keys
}

// WriteText writes the report as aligned plain-text tables.
func (r *Result) WriteText(w io.Writer) error {
	var b strings.Builder
	for i, t := range r.tables() {
		if i > 0 {
			b.WriteByte('\n')
		}
		b.WriteString(t.title + "\n")
		width := make([]int, len(t.header))
		for _, row := range append([][]string{t.header}, t.rows...) {
			for c, s := range row {
				width[c] = max(width[c], len([]rune(s)))
			}
		}
		for _, row := range append([][]string{t.header}, t.rows...) {
			for c, s := range row {
				pad := width[c] - len([]rune(s))
				if c == len(row)-1 {
					pad = 0
				}
				b.WriteString(s + strings.Repeat(" ", pad))
				if c < len(row)-1 {
					b.WriteString("  ")
				}
			}
			b.WriteByte('\n')
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// WriteMarkdown writes the report as Markdown tables, each under a heading.
func (r *Result) WriteMarkdown(w io.Writer, title string) error {
	var b strings.Builder
	fmt.Fprintf(&b, "# %s\n", mdtext.Text(title))
	for _, t := range r.tables() {
		fmt.Fprintf(&b, "\n## %s\n\n", mdtext.Text(t.title))
		head := make([]string, len(t.header))
		for i, s := range t.header {
			head[i] = mdtext.Text(s)
		}
		b.WriteString("| " + strings.Join(head, " | ") + " |\n")
		b.WriteString("|" + strings.Repeat("---|", len(t.header)) + "\n")
		for _, row := range t.rows {
			// Model names, chapters and groups come from the user's
			// files: every cell is escaped text.
			cells := make([]string, len(row))
			for i, s := range row {
				cells[i] = mdtext.Text(s)
			}
			b.WriteString("| " + strings.Join(cells, " | ") + " |\n")
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// WriteJSON writes the result as one indented JSON object:
// {"models": [...], "pairs": [...], "ratings": [...]}, numbers rounded to
// six decimals (ratings to two).
func (r *Result) WriteJSON(w io.Writer) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(r.rounded())
}

// rounded is a copy of r with its numbers rounded for output.
func (r *Result) rounded() *Result {
	c := *r
	c.Models = append([]ModelStat(nil), r.Models...)
	for i := range c.Models {
		m := &c.Models[i]
		m.Accuracy, m.CI95 = round(m.Accuracy, 6), round2(m.CI95, 6)
		m.ByChapter, m.ByGroup, m.ByDifficulty = roundCells(m.ByChapter), roundCells(m.ByGroup), roundCells(m.ByDifficulty)
	}
	c.Pairs = append([]Pair(nil), r.Pairs...)
	for i := range c.Pairs {
		p := &c.Pairs[i]
		p.McNemarP, p.Diff, p.DiffCI95 = sig(p.McNemarP, 6), round(p.Diff, 6), round2(p.DiffCI95, 6)
		words := map[string]float64{}
		for k, v := range p.Words {
			words[k] = round(v, 2)
		}
		p.Words = words
	}
	c.Ratings = append([]RatingStat(nil), r.Ratings...)
	for i := range c.Ratings {
		c.Ratings[i].Rating, c.Ratings[i].CI95 = round(c.Ratings[i].Rating, 2), round2(c.Ratings[i].CI95, 2)
	}
	return &c
}

func round(x float64, digits int) float64 {
	p := math.Pow(10, float64(digits))
	return math.Round(x*p) / p
}

func round2(iv [2]float64, digits int) [2]float64 {
	return [2]float64{round(iv[0], digits), round(iv[1], digits)}
}

// roundCells is a copy of cells with accuracies rounded to six decimals.
func roundCells(cells map[string]Cell) map[string]Cell {
	out := make(map[string]Cell, len(cells))
	for k, v := range cells {
		v.Accuracy = round(v.Accuracy, 6)
		out[k] = v
	}
	return out
}

// sig rounds x to n significant digits (a p-value may be tiny).
func sig(x float64, n int) float64 {
	v, _ := strconv.ParseFloat(strconv.FormatFloat(x, 'g', n, 64), 64)
	return v
}
