package main

import (
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/pipeline"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// malformedSummary lists the rows whose statement or answer is malformed
// LaTeX (leg 2's finding), from the status stage's rows, for `status`.
type malformedSummary struct {
	Rows []string `json:"rows"` // "id: statement at offset N: why"
}

// readMalformedSummary reads the rows of the pipeline's status stage; nil
// when it has not run or no row is malformed.
func readMalformedSummary(cfg *pipeline.Config) *malformedSummary {
	name := statusStageName(cfg)
	if name == "" {
		return nil
	}
	items, err := record.ReadItems(filepath.Join(cfg.Artifacts, name, pipeline.RowsFile))
	if err != nil {
		return nil
	}
	s := &malformedSummary{}
	for i := range items {
		if p := items[i].Legs.Parsers; p != nil && p.Malformed != "" {
			s.Rows = append(s.Rows, items[i].ID+": "+p.Malformed)
		}
	}
	if len(s.Rows) == 0 {
		return nil
	}
	return s
}

func printMalformedStatus(w io.Writer, s *malformedSummary) {
	if s == nil {
		return
	}
	const most = 5
	fmt.Fprintf(w, "\nmalformed LaTeX: %s whose statement or answer does not parse (desk filter \"malformed LaTeX\"):\n", plural(len(s.Rows), "row"))
	for i, r := range s.Rows {
		if i == most {
			fmt.Fprintf(w, "  … and %d more (status --json lists them all)\n", len(s.Rows)-most)
			break
		}
		fmt.Fprintf(w, "  %s\n", strings.TrimSpace(r))
	}
}
