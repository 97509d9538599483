package snapdiff

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"sync"

	"github.com/dgnpipe/dgnpipe/internal/parquetout"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// Diff is what changed from the Old snapshot to the New one, keyed by row
// id. Every id list is in id order (parquetout.IDLess).
type Diff struct {
	Old, New *Snapshot
	// Added and Removed are the rows of `full` only in New, only in Old.
	Added, Removed []string
	// Changed are the rows in both whose values or split differ.
	Changed []Change
	// Moves are the rows in both whose answer_status differs, by (from,
	// to), in the order of record.Statuses (unknown names after, sorted).
	Moves []Move
	// SplitMoved are the rows in both whose split differs.
	SplitMoved []string
	// ScoreAffecting are the rows whose scoring can change: in both with a
	// different gold answer, or that entered or left the `verified` config
	// (added and removed rows included).
	ScoreAffecting []string
	// Configs are the configs' sizes before and after and what a score on
	// each can move by, in New's config order.
	Configs []ConfigDiff
}

// Change is one changed row and the columns that changed, in column
// order, with "split" last when the row moved between splits.
type Change struct {
	ID     string   `json:"id"`
	Fields []string `json:"fields"`
}

// Move is one status move: the rows whose answer_status went From -> To.
type Move struct {
	From  string   `json:"from"`
	To    string   `json:"to"`
	Count int      `json:"count"`
	IDs   []string `json:"ids"`
}

// ConfigDiff is one config before and after.
type ConfigDiff struct {
	Name          string
	Before, After Count
	Score         ScoreMove
}

// Compare diffs two snapshots. The snapshots must have the same configs,
// the same files in each and the same schema in each file; otherwise
// Compare returns every mismatch joined, each naming both files.
func Compare(old, new *Snapshot) (*Diff, error) {
	if err := compatible(old, new); err != nil {
		return nil, err
	}
	d := &Diff{Old: old, New: new}
	for _, r := range new.Rows {
		if old.Row(r.ID) == nil {
			d.Added = append(d.Added, r.ID)
		}
	}
	moves := map[[2]string][]string{}
	for _, o := range old.Rows {
		n := new.Row(o.ID)
		if n == nil {
			d.Removed = append(d.Removed, o.ID)
			continue
		}
		var fields []string
		for i, name := range old.Columns {
			if o.Values[i] != n.Values[i] {
				fields = append(fields, name)
			}
		}
		if o.Split != n.Split {
			fields = append(fields, splitPseudoName)
			d.SplitMoved = append(d.SplitMoved, o.ID)
		}
		if len(fields) > 0 {
			d.Changed = append(d.Changed, Change{ID: o.ID, Fields: fields})
		}
		if from, to := old.Value(o, colStatus), new.Value(n, colStatus); from != to {
			moves[[2]string{from, to}] = append(moves[[2]string{from, to}], o.ID)
		}
	}
	for k, ids := range moves {
		d.Moves = append(d.Moves, Move{From: k[0], To: k[1], Count: len(ids), IDs: ids})
	}
	sort.Slice(d.Moves, func(a, b int) bool {
		ma, mb := d.Moves[a], d.Moves[b]
		if ma.From != mb.From {
			return statusLess(ma.From, mb.From)
		}
		return statusLess(ma.To, mb.To)
	})
	d.ScoreAffecting = scoreAffecting(old, new)
	for _, nc := range new.Configs {
		oc := old.Config(nc.Name)
		d.Configs = append(d.Configs, ConfigDiff{Name: nc.Name, Before: oc.Count, After: nc.Count, Score: scoreMove(old, new, oc, nc)})
	}
	return d, nil
}

// compatible checks that the snapshots have the same configs, files and
// schemas.
func compatible(old, new *Snapshot) error {
	var errs []error
	for _, pair := range [][2]*Snapshot{{old, new}, {new, old}} {
		a, b := pair[0], pair[1]
		for _, ca := range a.Configs {
			cb := b.Config(ca.Name)
			if cb == nil {
				errs = append(errs, fmt.Errorf("%s: config %s missing (it is in %s)", filepath.Join(b.Dir, "data", ca.Name), ca.Name, filepath.Join(a.Dir, "data", ca.Name)))
				continue
			}
			for _, fa := range ca.Files {
				if !slices.ContainsFunc(cb.Files, func(f *File) bool { return f.Rel == fa.Rel }) {
					errs = append(errs, fmt.Errorf("%s: missing (it is in %s)", filepath.Join(b.Dir, filepath.FromSlash(fa.Rel)), a.Dir))
				}
			}
		}
	}
	for _, co := range old.Configs {
		cn := new.Config(co.Name)
		if cn == nil {
			continue
		}
		for _, fo := range co.Files {
			i := slices.IndexFunc(cn.Files, func(f *File) bool { return f.Rel == fo.Rel })
			if i >= 0 && cn.Files[i].Schema != fo.Schema {
				errs = append(errs, fmt.Errorf("different schemas: %s and %s:\n%s", fo.Path, cn.Files[i].Path, schemaDiff(fo.Schema, cn.Files[i].Schema)))
			}
		}
	}
	return errors.Join(errs...)
}

// scoreAffecting lists the rows whose gold changed or that entered or
// left `verified`.
func scoreAffecting(old, new *Snapshot) []string {
	vo, vn := old.Config(verifiedConfig), new.Config(verifiedConfig)
	in := func(c *Config, id string) bool { return c != nil && c.Members[id] }
	seen := map[string]bool{}
	var ids []string
	add := func(id string) {
		if !seen[id] {
			seen[id] = true
			ids = append(ids, id)
		}
	}
	for _, o := range old.Rows {
		n := new.Row(o.ID)
		if (n != nil && old.gold(o) != new.gold(n)) || in(vo, o.ID) != in(vn, o.ID) {
			add(o.ID)
		}
	}
	for _, n := range new.Rows {
		if old.Row(n.ID) == nil && in(vn, n.ID) {
			add(n.ID)
		}
	}
	sortIDs(ids)
	return ids
}

// Empty reports whether nothing changed: no row added, removed or changed
// and every config the same size.
func (d *Diff) Empty() bool {
	if len(d.Added)+len(d.Removed)+len(d.Changed)+len(d.ScoreAffecting) > 0 {
		return false
	}
	for _, c := range d.Configs {
		if c.Before != c.After {
			return false
		}
	}
	return true
}

// Reason is the first line of the row's verification_note in New (in Old
// for a removed row), at most 300 characters.
func (d *Diff) Reason(id string) string {
	s, r := d.New, d.New.Row(id)
	if r == nil {
		s, r = d.Old, d.Old.Row(id)
	}
	if r == nil {
		return ""
	}
	line, _, _ := strings.Cut(strings.TrimSpace(s.Value(r, colNote)), "\n")
	if rs := []rune(line); len(rs) > 300 {
		line = string(rs[:299]) + "…"
	}
	return line
}

// Collection is the row's collection in New (in Old for a removed row).
func (d *Diff) Collection(id string) string {
	if r := d.New.Row(id); r != nil {
		return d.New.Value(r, colCollection)
	}
	if r := d.Old.Row(id); r != nil {
		return d.Old.Value(r, colCollection)
	}
	return ""
}

func statusLess(a, b string) bool {
	ra, rb := statusRank(a), statusRank(b)
	if ra != rb {
		return ra < rb
	}
	return a < b
}

func statusRank(s string) int {
	for i, st := range record.Statuses {
		if st.String() == s {
			return i
		}
	}
	return len(record.Statuses)
}

func sortIDs(ids []string) {
	sort.Slice(ids, func(a, b int) bool { return parquetout.IDLess(ids[a], ids[b]) })
}

// LoadPair loads the two folders at once (one goroutine each) and returns
// their snapshots; on error, nil snapshots and the error of each folder
// that failed (OLD's first).
func LoadPair(ctx context.Context, oldDir, newDir string) (old, new *Snapshot, err error) {
	var wg sync.WaitGroup
	var errNew error
	wg.Add(1)
	go func() {
		defer wg.Done()
		new, errNew = Load(ctx, newDir)
	}()
	old, err = Load(ctx, oldDir)
	wg.Wait()
	if err := errors.Join(err, errNew); err != nil {
		return nil, nil, err
	}
	return old, new, nil
}
