package vision

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"github.com/dgnpipe/dgnpipe/internal/diskcache"
)

// Params are what a reply depends on besides the prompt and the pages;
// they are part of the cache key (Config.Params).
type Params struct {
	Model       string
	Temperature float32
	MaxTokens   int
}

// Cached answers from an on-disk cache and stores every usable reply. The
// key is a hash of (request parameters, prompt, image bytes in the order
// sent): a different model, temperature, max_tokens, prompt or page is a
// different request. With Replay set it never calls Next and a
// miss is ErrNotCached, so a run can be replayed offline. Only the reading
// and its token counts are stored: never the key or the request.
type Cached struct {
	Next   Client // nil is allowed in replay mode
	Dir    string
	Params Params
	Replay bool
}

var _ Client = (*Cached)(nil)

// Key is the cache key of req sent with p (req.Model, when set, replaces
// p.Model).
func Key(p Params, req Request) string {
	if req.Model != "" {
		p.Model = req.Model
	}
	h := sha256.New()
	write := func(b []byte) {
		fmt.Fprintf(h, "%d:", len(b))
		h.Write(b)
	}
	write(fmt.Appendf(nil, "model=%s temperature=%g max_tokens=%d", p.Model, p.Temperature, p.MaxTokens))
	write([]byte(Prompt(req)))
	for _, img := range images(req) {
		write(img.Bytes)
	}
	return hex.EncodeToString(h.Sum(nil))
}

func (c *Cached) path(key string) string {
	return filepath.Join(c.Dir, key[:2], key+".json")
}

// Reread returns the cached reading or asks Next and caches its reply.
func (c *Cached) Reread(ctx context.Context, req Request) (Reading, error) {
	key := Key(c.Params, req)
	b, err := os.ReadFile(c.path(key))
	if err == nil {
		var r Reading
		if err := json.Unmarshal(b, &r); err == nil && oversize(req, r) == "" {
			r.Cached = true
			return r, nil
		}
		// A corrupt entry, or one over the request's bounds, is treated
		// as a miss and overwritten.
	} else if !errors.Is(err, os.ErrNotExist) {
		return Reading{}, fmt.Errorf("vision cache: %w", err)
	}
	if c.Replay || c.Next == nil {
		return Reading{}, ErrNotCached
	}
	r, err := c.Next.Reread(ctx, req)
	if err != nil {
		return Reading{}, err
	}
	if err := c.store(key, r); err != nil {
		return r, fmt.Errorf("vision cache: %w", err)
	}
	return r, nil
}

// store writes the entry atomically (temp file + rename).
func (c *Cached) store(key string, r Reading) error {
	p := c.path(key)
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		return err
	}
	b, err := json.Marshal(r)
	if err != nil {
		return err
	}
	return diskcache.WriteFile(p, b)
}
