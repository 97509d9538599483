package snapdiff

import (
	"bytes"
	"encoding/json"
)

// JSON renders the diff as one object, two-space indented, keys in a
// fixed order:
//
//	{"rows": {"added": [ids], "removed": [ids], "changed": [{"id", "fields"}]},
//	 "status": {"moves": [{"from", "to", "count", "ids"}]},
//	 "split": {"moved": [ids]},
//	 "score_affecting": [ids],
//	 "configs": {"<name>": {"before": {train, test, total}, "after": {…},
//	             "score": {scored_before, scored_after, gold_changed,
//	             entered, left, max_score_move_points}}, …}}
//
// Lists are never null; ids are in id order, configs in card order. The
// same two snapshots give the same bytes.
func (d *Diff) JSON() []byte {
	type rows struct {
		Added   []string `json:"added"`
		Removed []string `json:"removed"`
		Changed []Change `json:"changed"`
	}
	type status struct {
		Moves []Move `json:"moves"`
	}
	type split struct {
		Moved []string `json:"moved"`
	}
	type config struct {
		Before Count     `json:"before"`
		After  Count     `json:"after"`
		Score  ScoreMove `json:"score"`
	}
	var cfgs bytes.Buffer
	cfgs.WriteString("{")
	for i, c := range d.Configs {
		if i > 0 {
			cfgs.WriteString(",")
		}
		cfgs.Write(mustJSON(c.Name))
		cfgs.WriteString(":")
		cfgs.Write(mustJSON(config{c.Before, c.After, c.Score}))
	}
	cfgs.WriteString("}")
	out := struct {
		Rows           rows            `json:"rows"`
		Status         status          `json:"status"`
		Split          split           `json:"split"`
		ScoreAffecting []string        `json:"score_affecting"`
		Configs        json.RawMessage `json:"configs"`
	}{
		Rows:           rows{nonNil(d.Added), nonNil(d.Removed), nonNil(d.Changed)},
		Status:         status{nonNil(d.Moves)},
		Split:          split{nonNil(d.SplitMoved)},
		ScoreAffecting: nonNil(d.ScoreAffecting),
		Configs:        cfgs.Bytes(),
	}
	b, err := json.MarshalIndent(out, "", "  ")
	if err != nil {
		panic(err) // strings, ints and floats only: cannot fail
	}
	return append(b, '\n')
}

func mustJSON(v any) []byte {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err) // strings, ints and floats only: cannot fail
	}
	return b
}

func nonNil[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}
