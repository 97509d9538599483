package safefile

import (
	"context"
	"io"
)

// ContextReader reads r until ctx is done, then fails with ctx's error:
// a copy from a long file (hashing a source, a reference or a snapshot)
// ends on Ctrl-C.
func ContextReader(ctx context.Context, r io.Reader) io.Reader {
	return ctxReader{ctx, r}
}

type ctxReader struct {
	ctx context.Context
	r   io.Reader
}

func (c ctxReader) Read(p []byte) (int, error) {
	if err := c.ctx.Err(); err != nil {
		return 0, err
	}
	return c.r.Read(p)
}
