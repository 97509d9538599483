package parquetout

import (
	"bufio"
	"fmt"
	"io"
	"os"

	"github.com/xitongsys/parquet-go/parquet"
	"github.com/xitongsys/parquet-go/writer"
)

// Write writes rows (Row or QARow: the struct's tags are the schema), in
// the given order, as one Parquet file to w. Zero rows give a valid file
// with the full schema and no row group.
func Write[T Row | QARow](w io.Writer, rows []T) error {
	return writeSeq(w, sliceSeq(rows))
}

// sliceSeq gives the rows of a slice in order.
func sliceSeq[T any](rows []T) func(yield func(*T) error) error {
	return func(yield func(*T) error) error {
		for i := range rows {
			if err := yield(&rows[i]); err != nil {
				return err
			}
		}
		return nil
	}
}

// writeSeq is Write on the rows that seq gives to its yield, in order: the
// same rows give the same bytes however they are held.
func writeSeq[T Row | QARow](w io.Writer, seq func(yield func(*T) error) error) (err error) {
	// The library panics on some internal faults; keep them inside.
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("parquet writer: %v", r)
		}
	}()
	pw, err := writer.NewParquetWriterFromWriter(w, new(T), 1)
	if err != nil {
		return fmt.Errorf("parquet schema: %w", err)
	}
	pw.PageSize = PageSize
	pw.CompressionType = parquet.CompressionCodec_ZSTD
	createdBy := CreatedBy
	pw.Footer.CreatedBy = &createdBy
	// The library gives every column field_id 0; ids are optional, and
	// sixteen equal ids mean nothing to a reader, so write none.
	for _, el := range pw.Footer.Schema {
		el.FieldID = nil
	}
	n := 0
	err = seq(func(r *T) error {
		n++
		if err := pw.Write(r); err != nil {
			return fmt.Errorf("row %d: %w", n, err)
		}
		return nil
	})
	if err != nil {
		return err
	}
	if err := pw.WriteStop(); err != nil {
		return fmt.Errorf("parquet footer: %w", err)
	}
	return nil
}

// WriteFile writes rows as a Parquet file at path (created or truncated).
func WriteFile[T Row | QARow](path string, rows []T) error {
	return writeFileSeq(path, sliceSeq(rows))
}

// writeFileSeq is WriteFile on the rows of seq (writeSeq).
func writeFileSeq[T Row | QARow](path string, seq func(yield func(*T) error) error) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	bw := bufio.NewWriterSize(f, 1<<20)
	ew := &errWriter{w: bw}
	if err := writeSeq(ew, seq); err != nil {
		f.Close()
		return fmt.Errorf("%s: %w", path, err)
	}
	if ew.err != nil {
		f.Close()
		return fmt.Errorf("%s: %w", path, ew.err)
	}
	if err := bw.Flush(); err != nil {
		f.Close()
		return fmt.Errorf("%s: %w", path, err)
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	return nil
}

// errWriter keeps the first write error: the library drops some of them.
type errWriter struct {
	w   io.Writer
	err error
}

func (e *errWriter) Write(p []byte) (int, error) {
	if e.err != nil {
		return 0, e.err
	}
	n, err := e.w.Write(p)
	if err != nil {
		e.err = err
	}
	return n, err
}
