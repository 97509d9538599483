package dedup

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/memory"
	"github.com/apache/arrow-go/v18/parquet/pqarrow"
)

func TestReadReferenceParquet(t *testing.T) {
	schema := arrow.NewSchema([]arrow.Field{
		{Name: "id", Type: arrow.BinaryTypes.String},
		{Name: "problem", Type: arrow.BinaryTypes.String},
	}, nil)
	b := array.NewRecordBuilder(memory.DefaultAllocator, schema)
	defer b.Release()
	b.Field(0).(*array.StringBuilder).AppendValues([]string{"a", "b"}, nil)
	b.Field(1).(*array.StringBuilder).AppendValues([]string{"Compute $1+1$.", `Evaluate $\binom{8}{4}$.`}, nil)
	rec := b.NewRecord()
	defer rec.Release()
	path := filepath.Join(t.TempDir(), "ref.parquet")
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	w, err := pqarrow.NewFileWriter(schema, f, nil, pqarrow.DefaultWriterProps())
	if err != nil {
		t.Fatal(err)
	}
	if err := w.Write(rec); err != nil {
		t.Fatal(err)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	ref, err := ReadReference("p", path)
	if err != nil {
		t.Fatal(err)
	}
	if len(ref.Rows) != 2 || ref.Rows[1].Row != 2 || ref.Rows[1].Problem != `Evaluate $\binom{8}{4}$.` {
		t.Fatalf("rows %+v", ref.Rows)
	}
	hits := Contaminated([]Doc{{ID: "x", Problem: `Find $\dbinom{8}{4}$`}}, []Reference{ref})
	if len(hits) != 1 || hits[0].RefRow != 2 || hits[0].Reference != "p" {
		t.Errorf("hits %+v", hits)
	}
}

func TestReadReferenceErrors(t *testing.T) {
	dir := t.TempDir()
	for name, content := range map[string]string{
		"nofield.jsonl": `{"problem": "x"}` + "\n\n" + `{"question": "y"}` + "\n",
		"bad.jsonl":     `{"problem": "x"` + "\n",
	} {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
		_, err := ReadReference("r", path)
		if err == nil || !strings.Contains(err.Error(), "reference r: "+path+":") {
			t.Errorf("%s: error %v, want one naming the file and line", name, err)
		}
	}
	if _, err := ReadReference("r", filepath.Join(dir, "absent.jsonl")); err == nil {
		t.Error("an absent reference read without error")
	}
}
