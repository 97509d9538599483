package snapdiff

import (
	"bytes"
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/mdtext"
	"github.com/dgnpipe/dgnpipe/internal/parquetout"
)

// MarkdownOptions shape the release notes.
type MarkdownOptions struct {
	// Title is the heading (default "Changes since the previous
	// snapshot").
	Title string
	// Level is the heading level of the title (default 2); sections are
	// one level below.
	Level int
	// FoldAt folds an id list longer than this into one <details> block
	// per collection (0: never fold).
	FoldAt int
	// Folders names the two folders under the hashes (off in the card:
	// local paths mean nothing to a reader of the Hub).
	Folders bool
}

// DefaultFoldAt is the fold threshold of the release notes and the card.
const DefaultFoldAt = 10

// Markdown renders release notes: the counts first, the score line of
// every config, then the config sizes, the status moves with each row's
// reason, the score-affecting rows, the split moves and the rows added,
// removed and changed. Every id of the diff is named (long lists folded
// by collection). The same diff gives the same bytes.
func (d *Diff) Markdown(o MarkdownOptions) []byte {
	if o.Title == "" {
		o.Title = "Changes since the previous snapshot"
	}
	if o.Level <= 0 {
		o.Level = 2
	}
	w := &mdWriter{d: d, o: o}
	w.heading(0, o.Title)
	fmt.Fprintf(&w.b, "From the snapshot `%s` to `%s` (hashes of the Parquet files).\n\n", d.Old.Hash, d.New.Hash)
	if o.Folders {
		fmt.Fprintf(&w.b, "Old: `%s`. New: `%s`.\n\n", d.Old.Dir, d.New.Dir)
	}
	if d.Empty() {
		w.b.WriteString("No row changed: the two snapshots hold the same rows with the same values, splits and statuses.\n")
		return w.b.Bytes()
	}
	w.counts()
	w.scores()
	w.sizes()
	w.moves()
	w.affecting()
	w.splits()
	w.rowLists()
	return append(bytes.TrimRight(w.b.Bytes(), "\n"), '\n')
}

type mdWriter struct {
	d *Diff
	o MarkdownOptions
	b bytes.Buffer
}

func (w *mdWriter) heading(depth int, text string) {
	fmt.Fprintf(&w.b, "%s %s\n\n", strings.Repeat("#", w.o.Level+depth), text)
}

func (w *mdWriter) counts() {
	d := w.d
	w.b.WriteString("| change | rows |\n|---|---:|\n")
	for _, c := range []struct {
		what string
		n    int
	}{
		{"added", len(d.Added)},
		{"removed", len(d.Removed)},
		{"changed", len(d.Changed)},
		{"status moves", moveCount(d.Moves)},
		{"split moves (train ↔ test)", len(d.SplitMoved)},
		{"score-affecting (gold changed, or entered or left `verified`)", len(d.ScoreAffecting)},
	} {
		fmt.Fprintf(&w.b, "| %s | %s |\n", c.what, parquetout.Num(c.n))
	}
	w.b.WriteString("\n")
}

// scores writes one line per config: how much a score can move.
func (w *mdWriter) scores() {
	w.b.WriteString("What a model's score can move by, per config (a score is the share of rows with a gold answer it gets right):\n\n")
	for _, c := range w.d.Configs {
		fmt.Fprintf(&w.b, "- `%s`: %s\n", c.Name, c.Score.Summary())
	}
	w.b.WriteString("\n")
}

// Summary is the one-line account of a config's score move.
func (m ScoreMove) Summary() string {
	if m.Affected() == 0 {
		return fmt.Sprintf("no scored row changed (%s scored rows): a score cannot move", parquetout.Num(m.ScoredAfter))
	}
	var parts []string
	for _, p := range []struct {
		n    int
		what string
	}{{m.GoldChanged, "gold changed"}, {m.Entered, "entered"}, {m.Left, "left"}} {
		if p.n > 0 {
			parts = append(parts, parquetout.Num(p.n)+" "+p.what)
		}
	}
	s := fmt.Sprintf("%s scored rows can be judged differently (%s; %s scored before, %s after)", parquetout.Num(m.Affected()), strings.Join(parts, ", "), parquetout.Num(m.ScoredBefore), parquetout.Num(m.ScoredAfter))
	if m.MaxPoints < 0 {
		return s + ": no score on one side"
	}
	return s + ": a score can move by at most " + strconv.FormatFloat(m.MaxPoints, 'f', -1, 64) + " points"
}

func (w *mdWriter) sizes() {
	w.heading(1, "Config sizes")
	w.b.WriteString("| config | before (train / test / total) | after (train / test / total) | change |\n|---|---:|---:|---:|\n")
	for _, c := range w.d.Configs {
		fmt.Fprintf(&w.b, "| %s | %s | %s | %s |\n", mdtext.CodeCell(c.Name), countText(c.Before), countText(c.After), signed(c.After.Total-c.Before.Total))
	}
	w.b.WriteString("\n")
}

func (w *mdWriter) moves() {
	if len(w.d.Moves) == 0 {
		return
	}
	w.heading(1, "Status moves")
	w.b.WriteString("| from | to | rows |\n|---|---|---:|\n")
	for _, m := range w.d.Moves {
		fmt.Fprintf(&w.b, "| %s | %s | %s |\n", mdtext.CodeCell(m.From), mdtext.CodeCell(m.To), parquetout.Num(m.Count))
	}
	w.b.WriteString("\nEach row with the reason from its new `verification_note`:\n\n")
	for _, m := range w.d.Moves {
		fmt.Fprintf(&w.b, "**`%s` → `%s`** (%s):\n\n", m.From, m.To, parquetout.Num(m.Count))
		w.list(m.IDs, func(id string) string { return code(id) + ": " + text(w.d.Reason(id)) })
	}
}

func (w *mdWriter) affecting() {
	if len(w.d.ScoreAffecting) == 0 {
		return
	}
	w.heading(1, "Score-affecting rows")
	w.list(w.d.ScoreAffecting, func(id string) string {
		return code(id) + ": " + w.d.ScoreChange(id) + ". " + text(w.d.Reason(id))
	})
}

func (w *mdWriter) splits() {
	if len(w.d.SplitMoved) == 0 {
		return
	}
	w.heading(1, "Split moves")
	w.list(w.d.SplitMoved, func(id string) string {
		return code(id) + ": " + w.d.Old.Row(id).Split + " → " + w.d.New.Row(id).Split
	})
}

func (w *mdWriter) rowLists() {
	d := w.d
	if len(d.Added) > 0 {
		w.heading(1, fmt.Sprintf("Rows added (%s)", parquetout.Num(len(d.Added))))
		w.list(d.Added, func(id string) string {
			return code(id) + " (" + code(d.New.Value(d.New.Row(id), colStatus)) + ", " + text(d.New.Row(id).Split) + ")"
		})
	}
	if len(d.Removed) > 0 {
		w.heading(1, fmt.Sprintf("Rows removed (%s)", parquetout.Num(len(d.Removed))))
		w.list(d.Removed, func(id string) string {
			return code(id) + " (was " + code(d.Old.Value(d.Old.Row(id), colStatus)) + ", " + text(d.Old.Row(id).Split) + ")"
		})
	}
	if len(d.Changed) > 0 {
		w.heading(1, fmt.Sprintf("Rows changed (%s)", parquetout.Num(len(d.Changed))))
		fields := map[string][]string{}
		ids := make([]string, len(d.Changed))
		for i, c := range d.Changed {
			ids[i] = c.ID
			fields[c.ID] = c.Fields
		}
		w.list(ids, func(id string) string { return code(id) + ": " + strings.Join(fields[id], ", ") })
	}
}

// list writes one bullet per id; past FoldAt ids, one <details> block per
// collection.
func (w *mdWriter) list(ids []string, line func(id string) string) {
	if w.o.FoldAt <= 0 || len(ids) <= w.o.FoldAt {
		for _, id := range ids {
			fmt.Fprintf(&w.b, "- %s\n", line(id))
		}
		w.b.WriteString("\n")
		return
	}
	byColl := map[string][]string{}
	for _, id := range ids {
		c := w.d.Collection(id)
		byColl[c] = append(byColl[c], id)
	}
	colls := make([]string, 0, len(byColl))
	for c := range byColl {
		colls = append(colls, c)
	}
	sort.Strings(colls)
	for _, c := range colls {
		fmt.Fprintf(&w.b, "<details><summary>%s: %s rows</summary>\n\n", htmlEscape(c), parquetout.Num(len(byColl[c])))
		for _, id := range byColl[c] {
			fmt.Fprintf(&w.b, "- %s\n", line(id))
		}
		w.b.WriteString("\n</details>\n\n")
	}
}

// ScoreChange says why a score-affecting row is one: its gold change and
// its move into or out of `verified`.
func (d *Diff) ScoreChange(id string) string {
	o, n := d.Old.Row(id), d.New.Row(id)
	vo, vn := d.Old.Config(verifiedConfig), d.New.Config(verifiedConfig)
	inOld := o != nil && vo != nil && vo.Members[id]
	inNew := n != nil && vn != nil && vn.Members[id]
	var parts []string
	if o != nil && n != nil && d.Old.gold(o) != d.New.gold(n) {
		parts = append(parts, "gold "+code(short(d.Old.gold(o)))+" → "+code(short(d.New.gold(n))))
	}
	switch {
	case inNew && !inOld && o == nil:
		parts = append(parts, "added to `verified`")
	case inNew && !inOld:
		parts = append(parts, "entered `verified` (was `"+d.Old.Value(o, colStatus)+"`)")
	case inOld && !inNew && n == nil:
		parts = append(parts, "removed from `verified`")
	case inOld && !inNew:
		parts = append(parts, "left `verified` (now `"+d.New.Value(n, colStatus)+"`)")
	}
	return strings.Join(parts, "; ")
}

func moveCount(ms []Move) int {
	n := 0
	for _, m := range ms {
		n += m.Count
	}
	return n
}

func countText(c Count) string {
	return parquetout.Num(c.Train) + " / " + parquetout.Num(c.Test) + " / " + parquetout.Num(c.Total)
}

func signed(n int) string {
	if n > 0 {
		return "+" + parquetout.Num(n)
	}
	return parquetout.Num(n)
}

// code renders s (an id, a gold answer, a status read from a snapshot)
// as a one-line code span, whatever backticks, CRs or LFs it holds.
func code(s string) string { return mdtext.Code(s) }

// short cuts a gold answer for a one-line note.
func short(s string) string {
	if r := []rune(s); len(r) > 80 {
		return string(r[:79]) + "…"
	}
	return s
}

// text is a note's prose as escaped one-line Markdown text.
func text(s string) string { return mdtext.Text(s) }

func htmlEscape(s string) string { return mdtext.HTML(s) }
