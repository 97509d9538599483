package score

import (
	"fmt"
	"runtime"
	"slices"
	"strings"
	"sync"
)

// Item is the outcome for one scored dataset row.
type Item struct {
	ID        string `json:"id"`
	Tier      string `json:"tier"` // exact, numeric, symbolic, or "-" (unparsed, missing)
	Correct   bool   `json:"correct"`
	Parsed    bool   `json:"parsed"` // a candidate was extracted
	Pred      string `json:"pred"`
	Gold      string `json:"gold"`
	Missing   bool   `json:"missing,omitempty"`
	Undecided bool   `json:"undecided,omitempty"` // no tier could compare the two sides
	Rule      string `json:"rule,omitempty"`      // the extraction rule that produced pred
	// Why says, for an item not counted correct, what the scorer saw.
	Why string `json:"why,omitempty"`

	row  *Row
	tier Tier
}

// DatasetRow is the dataset row the item scores (nil for an Item not made
// by Score).
func (it *Item) DatasetRow() *Row { return it.row }

// Options configure a scoring run.
type Options struct {
	Rules   Rules
	Tiers   []Tier
	Workers int // 0: GOMAXPROCS
	// Numbers overrides the number convention of every row; ConvAuto
	// chooses per row (ConventionOf).
	Numbers NumberConvention
}

// Score scores the predictions against the dataset and returns the report.
// It is deterministic: the same inputs give the same report.
func Score(ds *Dataset, preds *Predictions, opt Options) *Report {
	if len(opt.Tiers) == 0 {
		opt.Tiers = []Tier{TierExact, TierNumeric, TierSymbolic}
	}
	cmp := NewComparer(opt.Rules, opt.Tiers)
	rep := newReport(opt)
	rep.Totals.DatasetErrors = len(ds.Errors)
	rep.Totals.MalformedPredictionLines = len(preds.Malformed)
	rep.Totals.DuplicatePredictionIDs = preds.Duplicates
	rep.DatasetErrors = ds.Errors
	rep.MalformedLines = preds.Malformed

	// Index the dataset: a duplicate dataset id is an error; the last row wins.
	index := map[string]int{}
	var rows []*Row
	for i := range ds.Rows {
		r := &ds.Rows[i]
		if j, dup := index[r.ID]; dup {
			rep.Totals.DatasetErrors++
			rep.DatasetErrors = append(rep.DatasetErrors, fmt.Sprintf("duplicate dataset id %s (the last row wins)", r.ID))
			rows[j] = r
			continue
		}
		index[r.ID] = len(rows)
		rows = append(rows, r)
	}
	for _, id := range preds.Order {
		if _, ok := index[id]; ok {
			continue
		}
		if why, ok := ds.Outside[id]; ok {
			rep.Totals.OutsidePredictionIDs++
			rep.OutsideIDs = append(rep.OutsideIDs, id+" ("+why+")")
			continue
		}
		rep.Totals.UnknownPredictionIDs++
		rep.UnknownIDs = append(rep.UnknownIDs, id)
	}
	slices.Sort(rep.UnknownIDs)
	slices.Sort(rep.OutsideIDs)

	var todo []*Row
	for _, r := range rows {
		if Clean(r.Gold) == "" {
			rep.Totals.SkippedNoGold++
			continue
		}
		todo = append(todo, r)
	}
	items := make([]Item, len(todo))
	workers := opt.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	var wg sync.WaitGroup
	next := make(chan int)
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				items[i] = scoreOne(cmp, todo[i], preds, opt.Numbers)
			}
		}()
	}
	for i := range todo {
		next <- i
	}
	close(next)
	wg.Wait()
	for i := range items {
		rep.add(&items[i])
	}
	rep.finish()
	return rep
}

// scoreOne extracts and compares one row's prediction.
func scoreOne(cmp *Comparer, r *Row, preds *Predictions, numbers NumberConvention) Item {
	it := Item{ID: r.ID, Gold: r.Gold, row: r, Tier: TierNone.String()}
	resp, ok := preds.ByID[r.ID]
	if !ok {
		it.Missing, it.Why = true, "no prediction has this id"
		return it
	}
	cand, rule, ok := ExtractFor(resp, r.Gold, cmp.Rules)
	it.Pred, it.Parsed = cand, ok
	if !ok {
		it.Why = "no answer found in the response (no \\boxed{}, answer marker, math span or final number)"
		return it
	}
	it.Rule = rule.String()
	d := cmp.CompareRow(r, numbers, cand, resp)
	it.Correct, it.Undecided, it.tier = d.Correct, d.Undecided, d.Tier
	it.Tier = d.Tier.String()
	if !it.Correct {
		it.Why = whyNot(it, r, numbers)
	}
	return it
}

// whyNot says why a parsed answer was not counted correct: undecided, or
// different, naming how its numbers with a comma were read under the row's
// convention ("2,3 read as the decimal 2.3 under the books' decimal
// comma").
func whyNot(it Item, r *Row, numbers NumberConvention) string {
	conv, known := RowConvention(r, numbers)
	if it.Undecided {
		if !known && hasAmbiguousNumber(it.Pred+" "+it.Gold) {
			return "undecided: a number reads differently with a decimal comma and with thousands separators, and the row names no convention (--number-convention decides)"
		}
		return "undecided: no tier could compare the two answers"
	}
	var readings []string
	for _, tok := range numberTokenRE.FindAllString(it.Pred, 3) {
		if !strings.Contains(tok, ",") {
			continue
		}
		plain := strings.NewReplacer("{,}", ",", ",\\!", ",", " ", "").Replace(tok)
		if conv == ConvDecimalComma {
			readings = append(readings, fmt.Sprintf("%s read as the decimal %s under the books' decimal comma", tok, strings.Replace(plain, ",", ".", 1)))
		} else {
			readings = append(readings, fmt.Sprintf("%s read as %s (commas as thousands separators)", tok, strings.ReplaceAll(plain, ",", "")))
		}
	}
	if len(readings) > 0 {
		return "differs from the gold: " + strings.Join(readings, "; ")
	}
	return "differs from the gold"
}
