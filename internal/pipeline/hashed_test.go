package pipeline

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"os"
	"path/filepath"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestHashedAsWritten: the rows a stage writes are hashed as they are
// written, and the runner's hash of the output takes that hash (the file
// is not read again: bytes changed behind its back with its size and time
// kept are not seen) only while the file has the size and time it had
// when written; a file changed after (another size) is read again.
func TestHashedAsWritten(t *testing.T) {
	dir := t.TempDir()
	env := &Env{OutDir: dir}
	if err := env.WriteRows([]record.Item{{ID: "a", Problem: "p"}, {ID: "b", Problem: "q"}}); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, RowsFile)
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	sum := func(b []byte) string { h := sha256.Sum256(b); return hex.EncodeToString(h[:]) }
	hashOf := func() string {
		t.Helper()
		files, _, err := hashTreeContext(context.Background(), dir, env.known(), true)
		if err != nil || len(files) != 1 {
			t.Fatalf("%v, %d files", err, len(files))
		}
		return files[0].SHA256
	}
	if got := hashOf(); got != sum(b) {
		t.Fatalf("hash %s, want the file's %s", got, sum(b))
	}
	st, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	same := append([]byte(nil), b...)
	same[len(same)-3] ^= 1
	if err := os.WriteFile(path, same, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Chtimes(path, st.ModTime(), st.ModTime()); err != nil {
		t.Fatal(err)
	}
	if got := hashOf(); got != sum(b) {
		t.Errorf("same size and time: hash %s, want the one taken as written %s (the file was read again)", got, sum(b))
	}
	longer := append(b, b...)
	if err := os.WriteFile(path, longer, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Chtimes(path, st.ModTime(), st.ModTime()); err != nil {
		t.Fatal(err)
	}
	if got := hashOf(); got != sum(longer) {
		t.Errorf("changed after it was written: hash %s, want the new content's %s", got, sum(longer))
	}
}
