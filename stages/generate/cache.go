package generate

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"path/filepath"
	"sync"
	"sync/atomic"

	"github.com/dgnpipe/dgnpipe/internal/diskcache"
	gen "github.com/dgnpipe/dgnpipe/internal/generate"
	"github.com/dgnpipe/dgnpipe/internal/legs"
	"github.com/dgnpipe/dgnpipe/internal/pipeline"
)

// newSelfCheck makes the stage's self-check (its math.js runtimes created
// and warmed) on the run's embedded math.js engine, which verify's leg 3
// then uses again, and the function that releases it. Tests replace it to
// count the self-checks a run creates.
var newSelfCheck = func(seed int64, shared *pipeline.Shared) (gen.Checker, func(), error) {
	e, release, err := pipeline.Share(shared, legs.EmbeddedMathJS{}, legs.NewEmbeddedMathJS)
	if err != nil {
		return nil, nil, err
	}
	sc, err := gen.NewSelfCheckOn(seed, e)
	if err != nil {
		release()
		return nil, nil, err
	}
	return sc, release, nil
}

// verdictCacheFormat names the layout of an entry and what was checked
// (legs 1 and 3 of gen.SelfCheck); change it when either changes.
const verdictCacheFormat = "dgnpipe generate verdict cache 1 (legs 1 and 3)"

// verdictCache is the stage's Checker: the self-check's verdicts kept
// across runs under <artifacts>/cache/generate/, keyed by the normalised
// problem and answer that were checked, the seed of leg 1's points and the
// code (this format, the stage kind's version and the dgnpipe binary's
// hash). Generate's output depends on the Checker only through its
// verdicts, and the self-check is deterministic (its engine runs in the
// process; a leg cut by its time limit or a cancelled run is an error, not
// a verdict), so a run that takes verdicts from here writes the same bytes
// as one that checks every candidate. A check that returned an error, or
// whose run was cancelled, is not stored.
//
// The self-check itself (its math.js runtimes: a second or two to start)
// is created on the first miss, so a run whose every candidate is cached
// starts no runtime. Under Refresh (a forced run) every lookup misses;
// verdicts are still stored. Entries are records of a diskcache.Log: a run
// killed at any moment leaves only whole ones.
type verdictCache struct {
	log     *diskcache.Log
	salt    string
	seed    int64
	refresh bool
	shared  *pipeline.Shared // where the self-check takes its math.js engine

	mu      sync.Mutex // guards the lazy creation below
	inner   gen.Checker
	closeFn func()
	initErr error

	hits, stored, writeErrors atomic.Int64
}

// cachedVerdict is one entry: the key again (a check against a misplaced
// record) and the self-check's outcome.
type cachedVerdict struct {
	Key    string `json:"key"`
	OK     bool   `json:"ok"`
	Reason string `json:"reason,omitempty"`
}

// openVerdictCache opens the cache of a stage whose self-check is seeded
// with seed, under artifacts; the self-check, when one is needed, runs on
// the math.js engine of shared.
func openVerdictCache(artifacts string, seed int64, refresh bool, shared *pipeline.Shared) (*verdictCache, error) {
	bin, err := pipeline.BinaryFingerprint()
	if err != nil {
		return nil, fmt.Errorf("generate: verdict cache: %w", err)
	}
	code := fmt.Sprintf("%s\x00%s\x00%s", verdictCacheFormat, Kind().Version, bin)
	log, err := diskcache.Open(filepath.Join(artifacts, "cache", "generate"), code)
	if err != nil {
		return nil, fmt.Errorf("generate: verdict cache: %w", err)
	}
	return &verdictCache{log: log, salt: fmt.Sprintf("%s\x00seed=%d", code, seed), seed: seed, refresh: refresh, shared: shared}, nil
}

func (c *verdictCache) key(problem, answer string) string {
	h := sha256.New()
	for _, s := range []string{c.salt, problem, answer} {
		fmt.Fprintf(h, "%d:%s", len(s), s)
	}
	return hex.EncodeToString(h.Sum(nil))
}

// checker returns the self-check, creating it on the first call.
func (c *verdictCache) checker() (gen.Checker, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.inner == nil && c.initErr == nil {
		c.inner, c.closeFn, c.initErr = newSelfCheck(c.seed, c.shared)
	}
	return c.inner, c.initErr
}

// Check implements gen.Checker.
func (c *verdictCache) Check(ctx context.Context, problem, answer string) (bool, string, error) {
	k := c.key(problem, answer)
	if !c.refresh {
		if b, ok := c.log.Get(k); ok {
			var e cachedVerdict
			if json.Unmarshal(b, &e) == nil && e.Key == k {
				c.hits.Add(1)
				return e.OK, e.Reason, nil
			}
		}
	}
	sc, err := c.checker()
	if err != nil {
		return false, "", err
	}
	ok, reason, err := sc.Check(ctx, problem, answer)
	if err != nil {
		return false, "", err
	}
	if err := ctx.Err(); err != nil {
		// The run was stopped around this check: its verdict is not kept.
		return false, "", err
	}
	b, err := json.Marshal(cachedVerdict{Key: k, OK: ok, Reason: reason})
	if err == nil {
		err = c.log.Put(k, b)
	}
	if err != nil {
		c.writeErrors.Add(1)
	} else {
		c.stored.Add(1)
	}
	return ok, reason, nil
}

// Close closes the self-check if it was created and ends the cache's
// writes (diskcache compacts it when half of it is dead).
func (c *verdictCache) Close() error {
	c.mu.Lock()
	if c.closeFn != nil {
		c.closeFn()
		c.closeFn = nil
	}
	c.mu.Unlock()
	return c.log.Close()
}
