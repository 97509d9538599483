package score

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/memory"
	"github.com/apache/arrow-go/v18/parquet/pqarrow"
)

func TestReadParquet(t *testing.T) {
	schema := arrow.NewSchema([]arrow.Field{
		{Name: "id", Type: arrow.BinaryTypes.String},
		{Name: "chapter", Type: arrow.PrimitiveTypes.Int64},
		{Name: "final_answer", Type: arrow.BinaryTypes.String},
		{Name: "final_answer_boxed", Type: arrow.BinaryTypes.String},
	}, nil)
	b := array.NewRecordBuilder(memory.DefaultAllocator, schema)
	defer b.Release()
	b.Field(0).(*array.StringBuilder).AppendValues([]string{"a", "b"}, nil)
	b.Field(1).(*array.Int64Builder).AppendValues([]int64{3, 11}, nil)
	b.Field(2).(*array.StringBuilder).AppendValues([]string{`\frac{1}{2}`, ""}, nil)
	b.Field(3).(*array.StringBuilder).AppendValues([]string{`\boxed{\frac{1}{2}}`, `\boxed{(0,1]}`}, nil)
	rec := b.NewRecord()
	defer rec.Release()
	path := filepath.Join(t.TempDir(), "d.parquet")
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
	ds, err := ReadDataset(path)
	if err != nil {
		t.Fatal(err)
	}
	if len(ds.Rows) != 2 || ds.Rows[0].Gold != `\frac{1}{2}` || ds.Rows[1].Gold != `(0,1]` || ds.Rows[1].Chapter != "11" {
		t.Errorf("rows = %+v", ds.Rows)
	}
}
