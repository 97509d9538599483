package verify

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"path/filepath"

	"github.com/dgnpipe/dgnpipe/internal/diskcache"
	"github.com/dgnpipe/dgnpipe/internal/pipeline"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// RowCache remembers the legs of each verified row across runs, under
// <artifacts>/cache/verify/, keyed by everything the legs read: the row's
// id (it seeds the points), statement and answer, the stage's parameters
// (the leg-3 backend chosen through the environment included) and the code
// (the stage kind's version and the dgnpipe binary's hash). Editing one row
// of a source therefore re-verifies that row alone. A row whose legs could
// not run (a leg marked Failed, such as a math.js service that is down, or
// a runtime that could not start) or were stopped by a cancelled run is
// not stored, so the next run verifies it again. A row that reached a
// wall-clock net (leg 1's, leg 2's or 3's, or the solution audit's) is
// not stored either: it is held back (HeldBackError), and the next run
// verifies it again. The worked-solution audit of each row is stored too,
// under its own key (auditKey: the solution is part of it), so an
// unchanged row is not audited again. `--force` (Refresh) verifies and
// audits every row again, and stores the outcomes. Entries are
// records appended to one segment file per run (internal/diskcache): a run
// killed at any point leaves only whole ones. Entries written by another
// version of the code are dropped when they make up half of the cache
// (Close); removing the directory clears it.
type RowCache struct {
	dir  *diskcache.Log
	salt string
	// Refresh makes every load a miss (entries are still written): the
	// stage sets it on a forced run.
	Refresh bool
}

// rowCut says why a row's legs are not whole: why is "" when they are;
// timeLimit marks a cut by a wall-clock net alone (the row is held back:
// HeldBackError), as opposed to a failure or a cancelled run.
type rowCut struct {
	why       string
	timeLimit bool
}

// or joins two cuts: the reasons add up, and a cut is a net's only if
// both are.
func (c rowCut) or(d rowCut) rowCut {
	switch {
	case d.why == "":
		return c
	case c.why == "":
		return d
	}
	return rowCut{why: c.why + "; " + d.why, timeLimit: c.timeLimit && d.timeLimit}
}

// cacheFormat names the layout of an entry; change it when cachedRow
// changes. (4: no time-limit entries; the solution audit's entries.)
const cacheFormat = "dgnpipe verify row cache 4"

// NewRowCache opens the cache of the stage with parameters p under
// artifacts.
func NewRowCache(artifacts string, p Params) (*RowCache, error) {
	s, err := newStage(p, func(string) string { return "" })
	if err != nil {
		return nil, err
	}
	bin, err := pipeline.BinaryFingerprint()
	if err != nil {
		return nil, fmt.Errorf("verify: row cache: %w", err)
	}
	params, err := json.Marshal(s.p)
	if err != nil {
		return nil, err
	}
	code := fmt.Sprintf("%s\x00%s\x00%s", cacheFormat, Kind().Version, bin)
	dir, err := diskcache.Open(filepath.Join(artifacts, "cache", "verify"), code)
	if err != nil {
		return nil, fmt.Errorf("verify: row cache: %w", err)
	}
	return &RowCache{dir: dir, salt: code + "\x00" + string(params)}, nil
}

// Close ends the run's writes; entries written by another version of the
// code are dropped when they make up half the cache (diskcache).
func (c *RowCache) Close() error { return c.dir.Close() }

// cachedRow is one entry: the key again (a check against a misplaced
// file) and the row's legs.
type cachedRow struct {
	Key     string                 `json:"key"`
	Native  *record.NativeOutcome  `json:"native"`
	MathJS  *record.MathJSOutcome  `json:"mathjs,omitempty"`
	Parsers *record.ParsersOutcome `json:"parsers,omitempty"`
}

func (c *RowCache) key(it *record.Item) string {
	h := sha256.New()
	for _, s := range []string{c.salt, it.ID, it.Problem, it.FinalAnswer} {
		fmt.Fprintf(h, "%d:%s", len(s), s)
	}
	return hex.EncodeToString(h.Sum(nil))
}

// load fills it's legs from the cache and reports whether it could. An
// unreadable or foreign entry is a miss, as is every entry under Refresh.
func (c *RowCache) load(it *record.Item) bool {
	if c.Refresh {
		return false
	}
	k := c.key(it)
	b, ok := c.dir.Get(k)
	if !ok {
		return false
	}
	var e cachedRow
	if json.Unmarshal(b, &e) != nil || e.Key != k || e.Native == nil {
		return false
	}
	it.Legs.Native, it.Legs.MathJS, it.Legs.Parsers = e.Native, e.MathJS, e.Parsers
	return true
}

// store writes it's legs, which must be whole.
func (c *RowCache) store(it *record.Item) error {
	k := c.key(it)
	b, err := json.Marshal(cachedRow{Key: k, Native: it.Legs.Native, MathJS: it.Legs.MathJS, Parsers: it.Legs.Parsers})
	if err != nil {
		return err
	}
	return c.dir.Put(k, b)
}

// cachedAudit is one entry of the worked-solution audit: its key again
// and the audit's outcome.
type cachedAudit struct {
	Key   string                  `json:"key"`
	Audit *record.SolutionOutcome `json:"audit"`
}

// auditKey is the key of the audit of it's solution sol: everything the
// audit reads (the row's id seeds it; the statement, the solution and the
// answer), apart from the legs' key.
func (c *RowCache) auditKey(it *record.Item, sol string) string {
	h := sha256.New()
	for _, s := range []string{c.salt, "solution audit", it.ID, it.Problem, sol, it.FinalAnswer} {
		fmt.Fprintf(h, "%d:%s", len(s), s)
	}
	return hex.EncodeToString(h.Sum(nil))
}

// loadAudit returns the stored audit of it's solution sol, if there is
// one (never under Refresh).
func (c *RowCache) loadAudit(it *record.Item, sol string) (*record.SolutionOutcome, bool) {
	if c.Refresh {
		return nil, false
	}
	k := c.auditKey(it, sol)
	b, ok := c.dir.Get(k)
	if !ok {
		return nil, false
	}
	var e cachedAudit
	if json.Unmarshal(b, &e) != nil || e.Key != k || e.Audit == nil {
		return nil, false
	}
	return e.Audit, true
}

// storeAudit writes the audit out of it's solution sol.
func (c *RowCache) storeAudit(it *record.Item, sol string, out *record.SolutionOutcome) error {
	k := c.auditKey(it, sol)
	b, err := json.Marshal(cachedAudit{Key: k, Audit: out})
	if err != nil {
		return err
	}
	return c.dir.Put(k, b)
}
