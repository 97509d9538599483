package dedup

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
)

// The files of the dedup stage's output directory.
const (
	// ClustersFile has one cluster a line: {"cluster": n, "ids": [...]}.
	ClustersFile = "clusters.jsonl"
	// ContaminationFile has one Hit a line.
	ContaminationFile = "contamination.jsonl"
	// ReferencesFile lists the names of the reference sets compared.
	ReferencesFile = "references.json"
	// SummaryFile is the split stage's account of the clusters and the
	// contamination it applied (a Summary), next to its rows.
	SummaryFile = "dedup.json"
)

// ClusterLine is one line of ClustersFile.
type ClusterLine struct {
	Cluster int      `json:"cluster"`
	IDs     []string `json:"ids"`
}

// WriteFiles writes ClustersFile and ContaminationFile into dir.
func WriteFiles(dir string, r Result) error {
	lines := make([]any, len(r.Clusters))
	for i, c := range r.Clusters {
		lines[i] = ClusterLine{Cluster: i + 1, IDs: c}
	}
	if err := writeJSONL(filepath.Join(dir, ClustersFile), lines); err != nil {
		return err
	}
	names, err := json.Marshal(r.References)
	if err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(dir, ReferencesFile), append(names, '\n'), 0o644); err != nil {
		return err
	}
	hits := make([]any, len(r.Contaminated))
	for i, h := range r.Contaminated {
		hits[i] = h
	}
	return writeJSONL(filepath.Join(dir, ContaminationFile), hits)
}

func writeJSONL(path string, lines []any) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	w := bufio.NewWriter(f)
	enc := json.NewEncoder(w)
	for _, l := range lines {
		if err := enc.Encode(l); err != nil {
			f.Close()
			return err
		}
	}
	if err := w.Flush(); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// ReadFiles reads the result written by WriteFiles into dir.
func ReadFiles(dir string) (Result, error) {
	r := Result{Clusters: [][]string{}, Contaminated: []Hit{}}
	b, err := os.ReadFile(filepath.Join(dir, ReferencesFile))
	if err != nil {
		return Result{}, err
	}
	if err := json.Unmarshal(b, &r.References); err != nil {
		return Result{}, fmt.Errorf("%s: %w", ReferencesFile, err)
	}
	err = readJSONL(filepath.Join(dir, ClustersFile), func(b []byte) error {
		var l ClusterLine
		if err := json.Unmarshal(b, &l); err != nil {
			return err
		}
		r.Clusters = append(r.Clusters, l.IDs)
		return nil
	})
	if err != nil {
		return Result{}, err
	}
	err = readJSONL(filepath.Join(dir, ContaminationFile), func(b []byte) error {
		var h Hit
		if err := json.Unmarshal(b, &h); err != nil {
			return err
		}
		r.Contaminated = append(r.Contaminated, h)
		return nil
	})
	if err != nil {
		return Result{}, err
	}
	return r, nil
}

func readJSONL(path string, fn func([]byte) error) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 0, 1<<16), 16<<20)
	for n := 1; sc.Scan(); n++ {
		if len(sc.Bytes()) == 0 {
			continue
		}
		if err := fn(sc.Bytes()); err != nil {
			return fmt.Errorf("%s:%d: %w", path, n, err)
		}
	}
	return sc.Err()
}
