package compare

import (
	"encoding/json"
	"math"
	"reflect"
	"testing"
)

// models builds models from strings of outcomes per row: '1' right, '0'
// wrong, 'u' unparsed, 'm' missing; words gives each row's length.
func models(t *testing.T, words []int, outcomes map[string]string, order ...string) []Model {
	t.Helper()
	var out []Model
	for _, name := range order {
		s := outcomes[name]
		m := Model{Name: name}
		for k, c := range s {
			r := Row{ID: string(rune('a' + k)), Chapter: []string{"1", "2"}[k%2], Group: "g", Difficulty: "A", Words: words[k]}
			switch c {
			case '1':
				r.Correct = true
			case 'u':
				r.Unparsed = true
			case 'm':
				r.Missing = true
			}
			m.Rows = append(m.Rows, r)
		}
		out = append(out, m)
	}
	return out
}

func TestCompareCounts(t *testing.T) {
	words := []int{10, 20, 30, 40, 50, 60}
	ms := models(t, words, map[string]string{
		"a": "111100", // 4/6
		"b": "1101u0", // 3/6, one unparsed
		"c": "0m0000", // 0/6, one missing
	}, "a", "b", "c")
	res := Compare(ms, Options{Seed: 1, Resamples: 200})
	a := res.Models[0]
	if a.Correct != 4 || a.Scored != 6 || !near(a.Accuracy, 4.0/6, 1e-12) {
		t.Errorf("a: %+v", a)
	}
	if lo, hi := Wilson(4, 6); a.CI95 != [2]float64{lo, hi} {
		t.Errorf("a: ci %v", a.CI95)
	}
	if res.Models[1].Unparsed != 1 || res.Models[2].Missing != 1 || res.Models[2].Unparsed != 0 {
		t.Errorf("unparsed/missing: %+v %+v", res.Models[1], res.Models[2])
	}
	if c := a.ByChapter["1"]; c.Correct != 2 || c.Scored != 3 { // rows 0, 2, 4
		t.Errorf("a by chapter 1: %+v", c)
	}
	ab := res.Pairs[0]
	// rows: 0 both, 1 both, 2 a only, 3 both, 4 neither, 5 neither.
	if ab.A != "a" || ab.B != "b" || ab.Both != 3 || ab.AOnly != 1 || ab.BOnly != 0 || ab.Neither != 2 {
		t.Errorf("a-b table: %+v", ab)
	}
	if !near(ab.McNemarP, 1, 0) || !near(ab.Diff, 1.0/6, 1e-12) {
		t.Errorf("a-b: p %v diff %v", ab.McNemarP, ab.Diff)
	}
	// Both right on rows 0, 1, 3: words (10+20+40)/3 for each.
	if w := ab.Words; !near(w["a"], 70.0/3, 1e-12) || !near(w["b"], 70.0/3, 1e-12) {
		t.Errorf("a-b words: %v", w)
	}
	ac := res.Pairs[1]
	if ac.AOnly != 4 || ac.BOnly != 0 || !near(ac.McNemarP, 2.0/16, 1e-12) || len(ac.Words) != 0 {
		t.Errorf("a-c: %+v", ac)
	}
	if ab.DiffCI95[0] > ab.Diff || ab.DiffCI95[1] < ab.Diff {
		t.Errorf("a-b diff %v outside its interval %v", ab.Diff, ab.DiffCI95)
	}
	if res.Ratings[0].Name != "a" || res.Ratings[2].Name != "c" {
		t.Errorf("ratings order: %+v", res.Ratings)
	}
}

// TestCompareBTByHand: two models, A right and B wrong on 3 rows, the
// reverse on 1, both right on 2: A has 3 + 2·½ = 4 wins, B 1 + 1 = 2, so
// β_A − β_B = ln 2 and the ratings are 1200 ± 200·ln 2.
func TestCompareBTByHand(t *testing.T) {
	ms := models(t, []int{1, 1, 1, 1, 1, 1}, map[string]string{"A": "111011", "B": "000111"}, "A", "B")
	res := Compare(ms, Options{Seed: 7, Resamples: 50})
	want := map[string]float64{"A": 1200 + 200*math.Ln2, "B": 1200 - 200*math.Ln2}
	for _, r := range res.Ratings {
		if !near(r.Rating, want[r.Name], 1e-6) {
			t.Errorf("%s: rating %.6f, want %.6f", r.Name, r.Rating, want[r.Name])
		}
	}
	if p := res.Pairs[0]; p.AOnly != 3 || p.BOnly != 1 || p.Both != 2 || !near(p.McNemarP, 2*5.0/16, 1e-12) {
		t.Errorf("pair: %+v", p) // 2·(1+4)/16
	}
}

// TestCompareDeterministic: the same seed gives the same result; another
// seed may move the bootstrap intervals only.
func TestCompareDeterministic(t *testing.T) {
	words := make([]int, 40)
	out := map[string]string{}
	for _, name := range []string{"x", "y", "z"} {
		s := make([]byte, 40)
		for k := range s {
			s[k] = "01"[(k*int(name[0])+k/3)%3%2]
		}
		out[name] = string(s)
	}
	ms := models(t, words, out, "x", "y", "z")
	enc := func(seed int64) string {
		b, err := json.Marshal(Compare(ms, Options{Seed: seed, Resamples: 300}))
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	if a, b := enc(3), enc(3); a != b {
		t.Errorf("seed 3 twice differs:\n%s\n%s", a, b)
	}
	r1 := Compare(ms, Options{Seed: 3, Resamples: 300})
	r2 := Compare(ms, Options{Seed: 4, Resamples: 300})
	if !reflect.DeepEqual(r1.Models, r2.Models) || r1.Pairs[0].Diff != r2.Pairs[0].Diff || r1.Ratings[0].Rating != r2.Ratings[0].Rating {
		t.Errorf("the point estimates depend on the seed")
	}
	if reflect.DeepEqual(r1.Pairs[0].DiffCI95, r2.Pairs[0].DiffCI95) && reflect.DeepEqual(r1.Ratings[0].CI95, r2.Ratings[0].CI95) {
		t.Errorf("seeds 3 and 4 give the same bootstrap intervals")
	}
}
