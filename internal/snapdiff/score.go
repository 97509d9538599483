package snapdiff

import "math"

// ScoreMove says how far a model's score on one config can move from the
// old snapshot to the new one, whatever the model answered. A score is the
// share of the config's scored rows (rows with a gold answer; the harness
// skips the others) that the model answers right.
type ScoreMove struct {
	// ScoredBefore and ScoredAfter are the config's scored rows.
	ScoredBefore int `json:"scored_before"`
	ScoredAfter  int `json:"scored_after"`
	// GoldChanged are scored in both with a different gold answer.
	GoldChanged int `json:"gold_changed"`
	// Entered are scored now and were not (added to the config, or the
	// row gained a gold answer); Left the other way.
	Entered int `json:"entered"`
	Left    int `json:"left"`
	// MaxPoints is the largest change of a score, in percentage points,
	// over every model (rounded up to 1e-4); -1 when the config has no
	// scored row before or after.
	MaxPoints float64 `json:"max_score_move_points"`
}

// Affected is the number of scored rows whose outcome can change.
func (m ScoreMove) Affected() int { return m.GoldChanged + m.Entered + m.Left }

// scoreMove compares the scored rows of one config in two snapshots.
func scoreMove(old, new *Snapshot, oc, nc *Config) ScoreMove {
	var m ScoreMove
	unchanged := 0
	for _, o := range old.Rows {
		if !oc.Members[o.ID] || old.gold(o) == "" {
			continue
		}
		m.ScoredBefore++
		n := new.Row(o.ID)
		switch {
		case n == nil || !nc.Members[o.ID] || new.gold(n) == "":
			m.Left++
		case new.gold(n) != old.gold(o):
			m.GoldChanged++
		default:
			unchanged++
		}
	}
	for _, n := range new.Rows {
		if nc.Members[n.ID] && new.gold(n) != "" {
			m.ScoredAfter++
		}
	}
	m.Entered = m.ScoredAfter - unchanged - m.GoldChanged
	m.MaxPoints = maxMove(unchanged, m.ScoredBefore, m.ScoredAfter)
	return m
}

// maxMove is the largest |after - before| in percentage points, where
// before = (c+a)/nOld and after = (c+b)/nNew: c of the u unchanged rows
// right, a of the other nOld-u old rows, b of the other nNew-u new rows.
// The difference is linear in c, a and b, so its extremes are at the
// corners of the box. -1 when nOld or nNew is 0.
func maxMove(u, nOld, nNew int) float64 {
	if nOld == 0 || nNew == 0 {
		return -1
	}
	best := 0.0
	for _, c := range []int{0, u} {
		for _, a := range []int{0, nOld - u} {
			for _, b := range []int{0, nNew - u} {
				d := float64(c+b)/float64(nNew) - float64(c+a)/float64(nOld)
				best = math.Max(best, math.Abs(d))
			}
		}
	}
	if best == 0 {
		return 0
	}
	return math.Ceil(best*100*1e4-1e-6) / 1e4
}
