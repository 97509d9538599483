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
// of a source therefore re-verifies that row alone. A row whose legs were
// cut short (a time limit, a cancelled run) or could not run (a leg marked
// Failed, such as a math.js service that is down) is not stored, so the
// next run verifies it again. Entries are written atomically
// (internal/diskcache): a run killed at any point leaves only whole ones.
// Entries are never pruned; removing the directory clears the cache.
type RowCache struct {
	dir  *diskcache.Dir
	salt string
}

// cacheFormat names the layout of an entry; change it when cachedRow
// changes.
const cacheFormat = "dgnpipe verify row cache 1"

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
	salt := fmt.Sprintf("%s\x00%s\x00%s\x00%s", cacheFormat, Kind().Version, bin, params)
	return &RowCache{dir: diskcache.Open(filepath.Join(artifacts, "cache", "verify")), salt: salt}, nil
}

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
// unreadable or foreign entry is a miss.
func (c *RowCache) load(it *record.Item) bool {
	k := c.key(it)
	b, ok, err := c.dir.Get(k)
	if !ok || err != nil {
		return false
	}
	var e cachedRow
	if json.Unmarshal(b, &e) != nil || e.Key != k || e.Native == nil {
		return false
	}
	it.Legs.Native, it.Legs.MathJS, it.Legs.Parsers = e.Native, e.MathJS, e.Parsers
	return true
}

// store writes it's legs.
func (c *RowCache) store(it *record.Item) error {
	k := c.key(it)
	b, err := json.Marshal(cachedRow{Key: k, Native: it.Legs.Native, MathJS: it.Legs.MathJS, Parsers: it.Legs.Parsers})
	if err != nil {
		return err
	}
	return c.dir.Put(k, b)
}
