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
// not stored, so the next run verifies it again. A row cut short by a time
// limit (leg 1's, or leg 2's or 3's) is stored as it came out, with the
// limit named and the number of runs in a row that it was cut short in:
// the next run verifies it again (a loaded machine, a slow warm-up can cut
// a row once), and once it was cut short in TimeLimitRuns runs its outcome
// is kept, so that a row too heavy for its limit does not cost that limit
// on every run. The manifest lists the kept rows whenever they come from
// the cache, and `--force` (Refresh) verifies every row again. Entries are
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
// timeLimit marks a cut by time limits only, whose outcome the cache keeps
// (a failure or a cancelled run is never kept).
type rowCut struct {
	why       string
	timeLimit bool
}

// or joins two cuts: the reasons add up, and a cut is a time limit only if
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

// TimeLimitRuns is how many runs in a row a row must be cut short by a
// time limit in before its outcome is kept.
const TimeLimitRuns = 2

// cacheFormat names the layout of an entry; change it when cachedRow
// changes.
const cacheFormat = "dgnpipe verify row cache 3"

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
	// TimeLimit names the time limit that cut the row short ("" when
	// none did), and TimeLimitRuns counts the runs in a row it did so in.
	TimeLimit     string `json:"time_limit,omitempty"`
	TimeLimitRuns int    `json:"time_limit_runs,omitempty"`
}

func (c *RowCache) key(it *record.Item) string {
	h := sha256.New()
	for _, s := range []string{c.salt, it.ID, it.Problem, it.FinalAnswer} {
		fmt.Fprintf(h, "%d:%s", len(s), s)
	}
	return hex.EncodeToString(h.Sum(nil))
}

// load fills it's legs from the cache and reports whether it could, and
// the time limit that cut the stored row short ("" if none). A row cut
// short in fewer than TimeLimitRuns runs is a miss, and cutRuns says in how
// many (for store). An unreadable or foreign entry is a miss, as is every
// entry under Refresh.
func (c *RowCache) load(it *record.Item) (ok bool, timeLimit string, cutRuns int) {
	if c.Refresh {
		return false, "", 0
	}
	k := c.key(it)
	b, ok := c.dir.Get(k)
	if !ok {
		return false, "", 0
	}
	var e cachedRow
	if json.Unmarshal(b, &e) != nil || e.Key != k || e.Native == nil {
		return false, "", 0
	}
	if e.TimeLimit != "" && e.TimeLimitRuns < TimeLimitRuns {
		return false, "", e.TimeLimitRuns
	}
	it.Legs.Native, it.Legs.MathJS, it.Legs.Parsers = e.Native, e.MathJS, e.Parsers
	return true, e.TimeLimit, 0
}

// store writes it's legs; cut, a time limit or none, is kept with them,
// and cutRuns, the number of runs in a row (this one included) that cut
// the row short.
func (c *RowCache) store(it *record.Item, cut rowCut, cutRuns int) error {
	if cut.why != "" && !cut.timeLimit {
		return fmt.Errorf("verify: row cache: row %s not whole (%s)", it.ID, cut.why)
	}
	if cut.why == "" {
		cutRuns = 0
	}
	k := c.key(it)
	b, err := json.Marshal(cachedRow{Key: k, Native: it.Legs.Native, MathJS: it.Legs.MathJS, Parsers: it.Legs.Parsers, TimeLimit: cut.why, TimeLimitRuns: cutRuns})
	if err != nil {
		return err
	}
	return c.dir.Put(k, b)
}
