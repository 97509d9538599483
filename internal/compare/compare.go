package compare

import (
	"context"
	"fmt"
	"math/rand/v2"
	"sort"
)

// Row is one model's outcome on one dataset row.
type Row struct {
	ID                         string
	Chapter, Group, Difficulty string
	Correct                    bool
	Unparsed                   bool // a response with no extractable answer
	Missing                    bool // no response for the row
	Words                      int  // the response's length in words
}

// Model is one predictions file scored against the dataset: its rows in
// the dataset's order, the same rows for every model.
type Model struct {
	Name string
	Rows []Row
}

// Options configure Compare.
type Options struct {
	Seed int64 // the bootstrap's seed
	// Resamples is the number of bootstrap resamples (0: DefaultResamples).
	Resamples int
}

// DefaultResamples is the bootstrap's default number of resamples.
const DefaultResamples = 1000

// MaxResamples and MaxModels bound a comparison: the bootstrap keeps one
// difference per pair and resample (64 models, 10,000 resamples: 2,016
// pairs, 161 MB) and its time grows with pairs × rows × resamples.
const (
	MaxResamples = 10000
	MaxModels    = 64
)

// Cell is one model's count on one value of a breakdown column.
type Cell struct {
	Correct  int     `json:"correct"`
	Scored   int     `json:"scored"`
	Accuracy float64 `json:"accuracy"`
}

// ModelStat is one model's accuracy and counts.
type ModelStat struct {
	Name         string          `json:"name"`
	Accuracy     float64         `json:"accuracy"`
	CI95         [2]float64      `json:"ci95"` // Wilson
	Correct      int             `json:"correct"`
	Scored       int             `json:"scored"`
	Unparsed     int             `json:"unparsed"`
	Missing      int             `json:"missing"`
	ByChapter    map[string]Cell `json:"by_chapter"`
	ByGroup      map[string]Cell `json:"by_group"`
	ByDifficulty map[string]Cell `json:"by_difficulty"`
}

// Pair compares two models row by row.
type Pair struct {
	A        string     `json:"a"`
	B        string     `json:"b"`
	Both     int        `json:"both"`
	AOnly    int        `json:"a_only"`
	BOnly    int        `json:"b_only"`
	Neither  int        `json:"neither"`
	McNemarP float64    `json:"mcnemar_p"`
	Diff     float64    `json:"diff"`      // accuracy of A minus accuracy of B
	DiffCI95 [2]float64 `json:"diff_ci95"` // bootstrap
	// Words is each model's mean response length in words on the rows
	// both answered right (absent when there are none).
	Words map[string]float64 `json:"words"`
}

// RatingStat is one model's Bradley-Terry rating.
type RatingStat struct {
	Name   string     `json:"name"`
	Rating float64    `json:"rating"`
	CI95   [2]float64 `json:"ci95"` // bootstrap
}

// Result is the comparison of several models.
type Result struct {
	Models    []ModelStat  `json:"models"`
	Pairs     []Pair       `json:"pairs"`
	Ratings   []RatingStat `json:"ratings"`
	Seed      int64        `json:"-"`
	Resamples int          `json:"-"`
}

// Compare compares the models (at least one; all with the same rows in the
// same order). Pairs come in input order (model i with model j > i);
// ratings in decreasing order of rating, ties by name.
func Compare(models []Model, opt Options) *Result {
	res, err := Run(context.Background(), models, opt)
	if err != nil {
		panic(err) // only a bound (MaxResamples, MaxModels) can fail here
	}
	return res
}

// Run is Compare that checks its bounds and ctx: more than MaxResamples
// resamples or MaxModels models is an error, and a cancelled ctx stops the
// bootstrap between two resamples with ctx's error.
func Run(ctx context.Context, models []Model, opt Options) (*Result, error) {
	if opt.Resamples <= 0 {
		opt.Resamples = DefaultResamples
	}
	if opt.Resamples > MaxResamples {
		return nil, fmt.Errorf("%d resamples: at most %d", opt.Resamples, MaxResamples)
	}
	if len(models) > MaxModels {
		return nil, fmt.Errorf("%d models: at most %d", len(models), MaxModels)
	}
	res := &Result{Seed: opt.Seed, Resamples: opt.Resamples}
	for _, m := range models {
		res.Models = append(res.Models, modelStat(m))
	}
	n := rowCount(models)
	for i := range models {
		for j := i + 1; j < len(models); j++ {
			res.Pairs = append(res.Pairs, pairStat(models[i], models[j], n))
		}
	}
	diffs, betas, err := bootstrap(ctx, models, n, opt)
	if err != nil {
		return nil, err
	}
	for k := range res.Pairs {
		res.Pairs[k].DiffCI95 = percentileInterval(diffs[k])
	}
	beta := FitBT(winMatrix(models, identity(n)))
	for i, m := range models {
		rs := make([]float64, len(betas))
		for b := range betas {
			rs[b] = Rating(betas[b][i])
		}
		res.Ratings = append(res.Ratings, RatingStat{Name: m.Name, Rating: Rating(beta[i]), CI95: percentileInterval(rs)})
	}
	sort.SliceStable(res.Ratings, func(a, b int) bool {
		if res.Ratings[a].Rating != res.Ratings[b].Rating {
			return res.Ratings[a].Rating > res.Ratings[b].Rating
		}
		return res.Ratings[a].Name < res.Ratings[b].Name
	})
	return res, nil
}

// rowCount is the number of rows every model has (the least, should one
// have fewer).
func rowCount(models []Model) int {
	if len(models) == 0 {
		return 0
	}
	n := len(models[0].Rows)
	for _, m := range models[1:] {
		n = min(n, len(m.Rows))
	}
	return n
}

func identity(n int) []int {
	idx := make([]int, n)
	for i := range idx {
		idx[i] = i
	}
	return idx
}

// modelStat counts one model's rows.
func modelStat(m Model) ModelStat {
	s := ModelStat{Name: m.Name, ByChapter: map[string]Cell{}, ByGroup: map[string]Cell{}, ByDifficulty: map[string]Cell{}}
	for _, r := range m.Rows {
		s.Scored++
		if r.Correct {
			s.Correct++
		}
		if r.Missing {
			s.Missing++
		} else if r.Unparsed {
			s.Unparsed++
		}
		addCell(s.ByChapter, r.Chapter, r.Correct)
		addCell(s.ByGroup, r.Group, r.Correct)
		addCell(s.ByDifficulty, r.Difficulty, r.Correct)
	}
	s.Accuracy = frac(s.Correct, s.Scored)
	lo, hi := Wilson(s.Correct, s.Scored)
	s.CI95 = [2]float64{lo, hi}
	return s
}

func addCell(m map[string]Cell, key string, correct bool) {
	c := m[key]
	c.Scored++
	if correct {
		c.Correct++
	}
	c.Accuracy = frac(c.Correct, c.Scored)
	m[key] = c
}

func frac(a, b int) float64 {
	if b == 0 {
		return 0
	}
	return float64(a) / float64(b)
}

// pairStat compares models a and b on their first n rows.
func pairStat(a, b Model, n int) Pair {
	p := Pair{A: a.Name, B: b.Name, Words: map[string]float64{}}
	var wa, wb int
	for k := range n {
		ra, rb := a.Rows[k], b.Rows[k]
		switch {
		case ra.Correct && rb.Correct:
			p.Both++
			wa += ra.Words
			wb += rb.Words
		case ra.Correct:
			p.AOnly++
		case rb.Correct:
			p.BOnly++
		default:
			p.Neither++
		}
	}
	p.McNemarP = McNemarExact(p.AOnly, p.BOnly)
	p.Diff = frac(p.AOnly-p.BOnly, n)
	if p.Both > 0 {
		p.Words[a.Name] = float64(wa) / float64(p.Both)
		p.Words[b.Name] = float64(wb) / float64(p.Both)
	}
	return p
}

// winMatrix counts the pairwise wins on the rows idx: a row where i is
// right and j wrong is a win for i; a row where both are right or both
// wrong is half a win for each.
func winMatrix(models []Model, idx []int) [][]float64 {
	w := make([][]float64, len(models))
	for i := range w {
		w[i] = make([]float64, len(models))
	}
	for i := range models {
		for j := i + 1; j < len(models); j++ {
			for _, k := range idx {
				ci, cj := models[i].Rows[k].Correct, models[j].Rows[k].Correct
				switch {
				case ci == cj:
					w[i][j] += 0.5
					w[j][i] += 0.5
				case ci:
					w[i][j]++
				default:
					w[j][i]++
				}
			}
		}
	}
	return w
}

// bootstrap resamples the rows opt.Resamples times (with replacement, from
// a PCG seeded with opt.Seed) and returns, per resample, each pair's
// accuracy difference and each model's β. A pair's difference is read off
// the resample's win matrix (wins of i over j minus wins of j over i), so
// each resample goes through the pairs' rows once. ctx is checked between
// resamples.
func bootstrap(ctx context.Context, models []Model, n int, opt Options) (diffs [][]float64, betas [][]float64, err error) {
	npairs := len(models) * (len(models) - 1) / 2
	diffs = make([][]float64, npairs)
	if n == 0 {
		return diffs, nil, nil
	}
	rng := rand.New(rand.NewPCG(uint64(opt.Seed), 0x6467_6e70_6970_65)) // "dgnpipe"
	idx := make([]int, n)
	for range opt.Resamples {
		if err := ctx.Err(); err != nil {
			return nil, nil, err
		}
		for k := range idx {
			idx[k] = rng.IntN(n)
		}
		w := winMatrix(models, idx)
		k := 0
		for i := range models {
			for j := i + 1; j < len(models); j++ {
				// Halves cancel: w[i][j]-w[j][i] is the integer count
				// of rows i alone got right minus those j alone did.
				diffs[k] = append(diffs[k], frac(int(w[i][j]-w[j][i]), n))
				k++
			}
		}
		betas = append(betas, FitBT(w))
	}
	return diffs, betas, nil
}
