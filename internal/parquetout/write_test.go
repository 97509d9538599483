package parquetout

import (
	"path/filepath"
	"testing"
)

func TestWriteSmoke(t *testing.T) {
	p := filepath.Join(t.TempDir(), "x.parquet")
	if err := WriteFile(p, []Row{{ID: "a", Chapter: 3, Problem: "Решить $x$"}}); err != nil {
		t.Fatal(err)
	}
	tbl, cb := readBack(t, p)
	defer tbl.Release()
	t.Log(tbl.Schema(), tbl.NumRows(), cb)
	p0 := filepath.Join(t.TempDir(), "y.parquet")
	if err := WriteFile[Row](p0, nil); err != nil {
		t.Fatal(err)
	}
	tbl0, _ := readBack(t, p0)
	defer tbl0.Release()
	t.Log(tbl0.Schema(), tbl0.NumRows())
}
