package parquetout

import (
	"context"
	"fmt"

	"github.com/apache/arrow-go/v18/arrow/memory"
	"github.com/apache/arrow-go/v18/parquet/pqarrow"

	"github.com/dgnpipe/dgnpipe/internal/safefile"
)

// ReadStringColumns reads the named columns of a Parquet file as text, in
// row order (a null as ""), with the file's number of rows. A column the
// file does not have is absent from the map; the caller decides whether
// that is an error. It is how the scorer reads a dataset and the dedup
// stage a reference set.
func ReadStringColumns(path string, names []string) (map[string][]string, int, error) {
	f, err := safefile.Open(path)
	if err != nil {
		return nil, 0, err
	}
	defer f.Close()
	tbl, err := pqarrow.ReadTable(context.Background(), f, nil, pqarrow.ArrowReadProperties{}, memory.DefaultAllocator)
	if err != nil {
		return nil, 0, fmt.Errorf("%s: %w", path, err)
	}
	defer tbl.Release()
	n := int(tbl.NumRows())
	cols := map[string][]string{}
	schema := tbl.Schema()
	for _, name := range names {
		idx := schema.FieldIndices(name)
		if len(idx) == 0 {
			continue
		}
		vals := make([]string, 0, n)
		for _, chunk := range tbl.Column(idx[0]).Data().Chunks() {
			for i := 0; i < chunk.Len(); i++ {
				if chunk.IsNull(i) {
					vals = append(vals, "")
				} else {
					vals = append(vals, chunk.ValueStr(i))
				}
			}
		}
		cols[name] = vals
	}
	return cols, n, nil
}
