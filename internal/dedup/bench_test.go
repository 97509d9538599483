package dedup

import (
	"path/filepath"
	"testing"
)

// BenchmarkAnalyzeMATH is the stage's work on the MATH run: the 12,500
// rows clustered and compared with the 500 test problems as a reference
// (the rows read from the reference's own file are not compared with it).
func BenchmarkAnalyzeMATH(b *testing.B) {
	dir := sharedMath(b)
	docs := append(mathDocs(b, filepath.Join(dir, "train.jsonl")), mathDocs(b, filepath.Join(dir, "test.jsonl"))...)
	ref, err := ReadReference("math-test", filepath.Join(dir, "test.jsonl"))
	if err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for range b.N {
		Analyze(docs, []Reference{ref})
	}
}
