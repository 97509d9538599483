package score

import (
	"encoding/json"
	"fmt"
	"io"
	"sort"
	"strings"
)

// Totals are the headline counts of a run (spec sections 3.4 and 4.1).
type Totals struct {
	Scored               int     `json:"scored"`
	Correct              int     `json:"correct"`
	Accuracy             float64 `json:"accuracy"`
	StrictCorrect        int     `json:"strict_correct"`
	StrictAccuracy       float64 `json:"strict_accuracy"`
	Unparsed             int     `json:"unparsed"`
	Undecided            int     `json:"undecided"`
	MissingPredictions   int     `json:"missing_predictions"`
	SkippedNoGold        int     `json:"skipped_no_gold"`
	UnknownPredictionIDs int     `json:"unknown_prediction_ids"`
	// OutsidePredictionIDs counts the prediction ids of rows the chosen
	// config or split left out.
	OutsidePredictionIDs     int `json:"outside_prediction_ids"`
	DuplicatePredictionIDs   int `json:"duplicate_prediction_ids"`
	MalformedPredictionLines int `json:"malformed_prediction_lines"`
	DatasetErrors            int `json:"dataset_errors"`
}

// TierStat counts the items a tier decided and how many it accepted.
type TierStat struct {
	Decided int `json:"decided"`
	Correct int `json:"correct"`
}

// Group is the accuracy of one value of a breakdown column.
type Group struct {
	Scored   int     `json:"scored"`
	Correct  int     `json:"correct"`
	Accuracy float64 `json:"accuracy"`
}

// Report is the full result of a run. Its JSON form has stable keys (maps
// are written with sorted keys) and is byte-identical for the same inputs.
type Report struct {
	Rules          string              `json:"rules"`
	Tiers          []string            `json:"tiers"`
	Totals         Totals              `json:"totals"`
	ByTier         map[string]TierStat `json:"by_tier"`
	ByChapter      map[string]*Group   `json:"by_chapter"`
	ByGroup        map[string]*Group   `json:"by_group"`
	ByDifficulty   map[string]*Group   `json:"by_difficulty"`
	ByStatus       map[string]*Group   `json:"by_status"`
	ByCollection   map[string]*Group   `json:"by_collection"`
	Items          []Item              `json:"items"`
	DatasetErrors  []string            `json:"dataset_error_details,omitempty"`
	MalformedLines []string            `json:"malformed_prediction_details,omitempty"`
	// UnknownIDs are the prediction ids in no row of the dataset, sorted
	// (their count is Totals.UnknownPredictionIDs).
	UnknownIDs []string `json:"unknown_prediction_id_list,omitempty"`
	// OutsideIDs are the prediction ids of rows outside the chosen config
	// or split, each with why ("id (train split)"), sorted.
	OutsideIDs []string `json:"outside_prediction_id_list,omitempty"`
}

// noTier is the by_tier key of items no tier decided (unparsed, missing).
const noTier = "none"

func newReport(opt Options) *Report {
	r := &Report{
		Rules:        opt.Rules.String(),
		ByTier:       map[string]TierStat{},
		ByChapter:    map[string]*Group{},
		ByGroup:      map[string]*Group{},
		ByDifficulty: map[string]*Group{},
		ByStatus:     map[string]*Group{},
		ByCollection: map[string]*Group{},
		Items:        []Item{},
	}
	for _, t := range opt.Tiers {
		r.Tiers = append(r.Tiers, t.String())
		r.ByTier[t.String()] = TierStat{}
	}
	return r
}

func (r *Report) add(it *Item) {
	t := &r.Totals
	t.Scored++
	if it.Correct {
		t.Correct++
		if it.tier == TierExact {
			t.StrictCorrect++
		}
	}
	switch {
	case it.Missing:
		t.MissingPredictions++
	case !it.Parsed:
		t.Unparsed++
	}
	if it.Undecided {
		t.Undecided++
	}
	key := noTier
	if it.tier != TierNone {
		key = it.tier.String()
	}
	ts := r.ByTier[key]
	ts.Decided++
	if it.Correct {
		ts.Correct++
	}
	r.ByTier[key] = ts
	row := it.row
	for _, b := range []struct {
		m map[string]*Group
		k string
	}{
		{r.ByChapter, row.Chapter}, {r.ByGroup, row.Group}, {r.ByDifficulty, row.Difficulty},
		{r.ByStatus, row.Status}, {r.ByCollection, row.Collection},
	} {
		g := b.m[b.k]
		if g == nil {
			g = &Group{}
			b.m[b.k] = g
		}
		g.Scored++
		if it.Correct {
			g.Correct++
		}
	}
	r.Items = append(r.Items, *it)
}

func (r *Report) finish() {
	r.Totals.Accuracy = ratio(r.Totals.Correct, r.Totals.Scored)
	r.Totals.StrictAccuracy = ratio(r.Totals.StrictCorrect, r.Totals.Scored)
	for _, m := range []map[string]*Group{r.ByChapter, r.ByGroup, r.ByDifficulty, r.ByStatus, r.ByCollection} {
		for _, g := range m {
			g.Accuracy = ratio(g.Correct, g.Scored)
		}
	}
}

// ratio is a fraction rounded to 6 decimals (stable in JSON).
func ratio(a, b int) float64 {
	if b == 0 {
		return 0
	}
	return float64(int64(float64(a)/float64(b)*1e6+0.5)) / 1e6
}

func pct(a, b int) float64 {
	if b == 0 {
		return 0
	}
	return 100 * float64(a) / float64(b)
}

// WriteJSON writes the report as indented JSON.
func (r *Report) WriteJSON(w io.Writer) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(r)
}

// ShowItems selects the per-item lines of the printed report.
type ShowItems int

const (
	ShowAuto     ShowItems = iota // all items for ≤ 500 rows, else the failures
	ShowAll                       // every item
	ShowFailures                  // the incorrect items
	ShowNone                      // no per-item section
)

// ParseShowItems reads a --show-items value.
func ParseShowItems(s string) (ShowItems, error) {
	switch s {
	case "auto":
		return ShowAuto, nil
	case "all":
		return ShowAll, nil
	case "failures":
		return ShowFailures, nil
	case "none":
		return ShowNone, nil
	}
	return 0, fmt.Errorf("unknown --show-items %q (want auto, all, failures, none)", s)
}

// WriteText prints the report in the layout of spec section 4.4, with the
// breakdowns of section 6 between the tier table and the per-item lines.
func (r *Report) WriteText(w io.Writer, show ShowItems) error {
	var b strings.Builder
	t := r.Totals
	fmt.Fprintf(&b, "-- overall --\n")
	fmt.Fprintf(&b, "scored items            : %d\n", t.Scored)
	fmt.Fprintf(&b, "correct                 : %d\n", t.Correct)
	fmt.Fprintf(&b, "accuracy                : %.2f%% (%d/%d)\n", pct(t.Correct, t.Scored), t.Correct, t.Scored)
	fmt.Fprintf(&b, "strict accuracy (exact) : %.2f%% (%d/%d)\n", pct(t.StrictCorrect, t.Scored), t.StrictCorrect, t.Scored)
	fmt.Fprintf(&b, "unparsed predictions    : %d\n", t.Unparsed)
	fmt.Fprintf(&b, "missing predictions     : %d\n", t.MissingPredictions)
	fmt.Fprintf(&b, "skipped (no gold answer): %d\n", t.SkippedNoGold)
	fmt.Fprintf(&b, "unknown prediction ids  : %d\n", t.UnknownPredictionIDs)
	for _, x := range []struct {
		label string
		n     int
	}{
		{"undecided (no tier)     ", t.Undecided},
		{"duplicate prediction ids", t.DuplicatePredictionIDs},
		{"malformed pred. lines   ", t.MalformedPredictionLines},
		{"dataset errors          ", t.DatasetErrors},
	} {
		if x.n > 0 {
			fmt.Fprintf(&b, "%s: %d\n", x.label, x.n)
		}
	}
	fmt.Fprintf(&b, "-- decided by tier --\n")
	fmt.Fprintf(&b, "%-12s%7s%9s%11s\n", "tier", "decided", "correct", "accuracy")
	for _, name := range r.Tiers {
		s := r.ByTier[name]
		fmt.Fprintf(&b, "%-12s%7d%9d%10.2f%%\n", name, s.Decided, s.Correct, pct(s.Correct, s.Decided))
	}
	if s, ok := r.ByTier[noTier]; ok {
		fmt.Fprintf(&b, "%-12s%7d\n", "(none)", s.Decided)
	}
	for _, bd := range []struct {
		title string
		m     map[string]*Group
		num   bool
	}{
		{"chapter", r.ByChapter, true}, {"group", r.ByGroup, false}, {"difficulty", r.ByDifficulty, false},
		{"answer status", r.ByStatus, false}, {"collection", r.ByCollection, false},
	} {
		if len(bd.m) == 0 || len(bd.m) == 1 && bd.m[""] != nil {
			continue
		}
		fmt.Fprintf(&b, "-- by %s --\n", bd.title)
		for _, k := range sortedKeys(bd.m, bd.num) {
			g := bd.m[k]
			label := k
			if label == "" {
				label = "(unlabelled)"
			}
			fmt.Fprintf(&b, "%-16s%7d%9d%10.2f%%\n", label, g.Scored, g.Correct, pct(g.Correct, g.Scored))
		}
	}
	if show == ShowAuto {
		show = ShowAll
		if len(r.Items) > 500 {
			show = ShowFailures
		}
	}
	if show != ShowNone {
		fmt.Fprintf(&b, "-- per-item --\n")
		fmt.Fprintf(&b, "%-15s%-10s%-6s%-5s%s | %s\n", "id", "tier", "ok", "par", "pred", "gold")
		for _, it := range r.Items {
			if show == ShowFailures && it.Correct {
				continue
			}
			id := it.ID
			if len(id) >= 15 {
				id += " "
			}
			ok, par := "NO", "no"
			if it.Correct {
				ok = "yes"
			}
			if it.Parsed {
				par = "ok"
			}
			tier := it.Tier
			if it.Undecided {
				tier += "?"
			}
			why := ""
			// Under --rules spec the lines keep the document's layout
			// (section 4.4) to the letter; --out has the reason either way.
			if it.Why != "" && r.Rules != Spec.String() {
				why = "  (" + it.Why + ")"
			}
			fmt.Fprintf(&b, "%-15s%-10s%-6s%-5s%s | %s%s\n", id, tier, ok, par, oneLine(it.Pred), oneLine(it.Gold), why)
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

func oneLine(s string) string {
	return strings.Join(strings.Fields(s), " ")
}

// sortedKeys orders breakdown keys: numerically when num and the keys are
// numbers, else as strings; "" last.
func sortedKeys(m map[string]*Group, num bool) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		a, b := keys[i], keys[j]
		if (a == "") != (b == "") {
			return b == ""
		}
		if num {
			x, ok1 := chapterKey(a)
			y, ok2 := chapterKey(b)
			if ok1 && ok2 {
				return x < y
			}
		}
		return a < b
	})
	return keys
}

// WriteTemplate prints the results template of spec section 8, filled in
// from the report; the fields the report cannot know (model, decoding,
// config, split) are left as <...> for the reader.
func (r *Report) WriteTemplate(w io.Writer, command string) error {
	var b strings.Builder
	t := r.Totals
	tiers := strings.Join(r.Tiers, ",")
	if tiers == "exact,numeric,symbolic" {
		tiers += " (default)"
	}
	fmt.Fprintf(&b, "Model:            <model name and version>\n")
	fmt.Fprintf(&b, "Decoding:         <temperature, max tokens, prompt/chat template>\n")
	fmt.Fprintf(&b, "Dataset:          dgn-math-benchmark, <config: full | verified | core | extended | exercises>\n")
	fmt.Fprintf(&b, "Split:            <test | train | full> (%d rows scored, %d skipped: no gold answer)\n", t.Scored, t.SkippedNoGold)
	fmt.Fprintf(&b, "Tier policy:      %s; rules %s\n", tiers, r.Rules)
	fmt.Fprintf(&b, "Extraction:       last \\boxed{} > last $...$ > bare LaTeX > answer marker > last number\n")
	fmt.Fprintf(&b, "Accuracy:         %d/%d = %.2f%%\n", t.Correct, t.Scored, pct(t.Correct, t.Scored))
	fmt.Fprintf(&b, "Strict accuracy:  %d/%d = %.2f%%   (exact tier only)\n", t.StrictCorrect, t.Scored, pct(t.StrictCorrect, t.Scored))
	fmt.Fprintf(&b, "Unparsed:         %d    Missing predictions: %d    Errors: %d\n", t.Unparsed, t.MissingPredictions, t.DatasetErrors+t.MalformedPredictionLines)
	fmt.Fprintf(&b, "By chapter:\n")
	keys := sortedKeys(r.ByChapter, true)
	for i := 0; i < len(keys); i += 4 {
		b.WriteString(" ")
		for _, k := range keys[i:min(i+4, len(keys))] {
			g := r.ByChapter[k]
			label := "ch" + k
			if k == "" {
				label = "ch?"
			}
			fmt.Fprintf(&b, " %-4s %.2f%%  ", label, pct(g.Correct, g.Scored))
		}
		b.WriteString("\n")
	}
	fmt.Fprintf(&b, "By difficulty group:  ")
	for _, k := range sortedKeys(r.ByGroup, false) {
		g := r.ByGroup[k]
		label := k
		if k == "" {
			label = "(unlabelled)"
		}
		fmt.Fprintf(&b, " %s %.2f%%  ", label, pct(g.Correct, g.Scored))
	}
	fmt.Fprintf(&b, "\nBy answer status:     ")
	for _, k := range sortedKeys(r.ByStatus, false) {
		g := r.ByStatus[k]
		label := k
		if k == "" {
			label = "(none)"
		}
		fmt.Fprintf(&b, "%s %.2f%%   ", label, pct(g.Correct, g.Scored))
	}
	fmt.Fprintf(&b, "\nDecided by tier:   ")
	for _, name := range r.Tiers {
		s := r.ByTier[name]
		fmt.Fprintf(&b, "%s %d (%.2f%%)   ", name, s.Decided, pct(s.Correct, s.Decided))
	}
	fmt.Fprintf(&b, "\nCommand:\n  %s\n", command)
	lines := strings.Split(b.String(), "\n")
	for i := range lines {
		lines[i] = strings.TrimRight(lines[i], " ")
	}
	_, err := io.WriteString(w, strings.Join(lines, "\n"))
	return err
}
