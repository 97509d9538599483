package pipeline

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"

	"github.com/goccy/go-yaml/ast"

	"github.com/dgnpipe/dgnpipe/internal/safefile"
)

// ReferenceSpec is one reference set of pipeline.yaml's `references:`: a
// well-known benchmark (JSONL with a problem field, or Parquet with a
// problem column) the dedup stage compares the rows with.
type ReferenceSpec struct {
	Name string `json:"name"`
	Path string `json:"path"`
}

// references reads the `references:` list: each entry a mapping with a
// name and a path (relative to the file's directory); names are unique.
func (l *loader) references(n ast.Node, base string) []ReferenceSpec {
	seq, ok := n.(*ast.SequenceNode)
	if !ok {
		if n.Type() != ast.NullType {
			l.errorf(n, "references: want a list, have %s", nodeKind(n))
		}
		return nil
	}
	var out []ReferenceSpec
	names := map[string]bool{}
	for _, item := range seq.Values {
		entries, ok := l.mapping(item, "reference")
		if !ok {
			continue
		}
		var spec ReferenceSpec
		for _, e := range entries {
			switch e.key {
			case "name":
				if s, ok := l.str(e.value, "reference name"); ok {
					if names[s] {
						l.errorf(e.value, "reference name %q given twice", s)
					}
					names[s], spec.Name = true, s
				}
			case "path":
				if s, ok := l.str(e.value, "reference path"); ok && s != "" {
					spec.Path = resolve(base, s)
					// A device or a FIFO would be read (hashed) forever
					// or block: refused by its type, unopened. An
					// absent file is the dedup stage's error.
					if err := safefile.Check(spec.Path); errors.Is(err, safefile.ErrSpecial) {
						l.errorf(e.value, "reference path: %v", err)
					}
				}
			default:
				l.errorf(e.keyN, "reference: unknown key %q (want name or path)", e.key)
			}
		}
		if spec.Name == "" || spec.Path == "" {
			l.errorf(item, "reference: want a name and a path")
			continue
		}
		out = append(out, spec)
	}
	return out
}

// referencesHash is the hash of the reference sets: each name, path and
// the content's SHA-256 ("absent" for a file that cannot be read, so that
// the file appearing reruns the stages that read it; "refused" for a
// device, a FIFO or a socket, never opened). It stops with ctx's error
// once ctx is done, between two reads of 32 KiB.
func referencesHash(ctx context.Context, refs []ReferenceSpec) (string, error) {
	h := sha256.New()
	for _, r := range refs {
		sum := fileSHA256(ctx, r.Path)
		if err := ctx.Err(); err != nil {
			return "", err
		}
		fmt.Fprintf(h, "%s\x00%s\x00%s\n", r.Name, r.Path, sum)
	}
	return "sha256:" + hex.EncodeToString(h.Sum(nil)), nil
}

func fileSHA256(ctx context.Context, path string) string {
	f, err := safefile.Open(path)
	if errors.Is(err, safefile.ErrSpecial) {
		return "refused"
	}
	if err != nil {
		return "absent"
	}
	defer f.Close()
	h := sha256.New()
	if _, err := io.Copy(h, safefile.ContextReader(ctx, f)); err != nil {
		return "unreadable"
	}
	return hex.EncodeToString(h.Sum(nil))
}

// combineHashes is the hash of two hashes.
func combineHashes(a, b string) string {
	sum := sha256.Sum256([]byte(a + "\x00" + b))
	return "sha256:" + hex.EncodeToString(sum[:])
}
