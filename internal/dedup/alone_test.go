package dedup

import (
	"context"
	"fmt"
	"path/filepath"
	"reflect"
	"regexp"
	"strconv"
	"testing"
)

// TestAnalyzeKeepsOnlyWhatCanMatch: Analyze, which reads in full only the
// statements whose key another statement or a reference problem shares,
// finds the clusters and the contamination that reading every statement
// in full finds (Clusters, Contaminated), on MATH with copies whose
// numbers are raised (distinct) or whose framing changes (the same
// problem), against the MATH test file and a reference of raised copies;
// and it holds the form and signature of far fewer statements than there
// are.
func TestAnalyzeKeepsOnlyWhatCanMatch(t *testing.T) {
	dir := sharedMath(t)
	docs := append(mathDocs(t, filepath.Join(dir, "test.jsonl")), mathDocs(t, filepath.Join(dir, "train.jsonl"))[:3000]...)
	num := regexp.MustCompile(`\d+`)
	raise := func(p string, k int) string {
		return num.ReplaceAllStringFunc(p, func(s string) string {
			v, err := strconv.Atoi(s)
			if err != nil || len(s) > 9 {
				return s
			}
			return strconv.Itoa(v + k)
		})
	}
	n := len(docs)
	for i := range n {
		d := docs[i]
		docs = append(docs, Doc{ID: d.ID + ".v1", Problem: raise(d.Problem, 1)})
		if i%7 == 0 {
			docs = append(docs, Doc{ID: d.ID + ".again", Problem: "Find it: " + d.Problem})
		}
	}
	test, err := ReadReference("math-test", filepath.Join(dir, "test.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	raised := Reference{Name: "raised"}
	for i := 0; i < n; i += 3 {
		raised.Rows = append(raised.Rows, RefRow{Row: i + 1, Problem: raise(docs[i].Problem, 1)})
	}
	refs := []Reference{test, raised}
	got, err := AnalyzeContext(context.Background(), docs, refs)
	if err != nil {
		t.Fatal(err)
	}
	want := Result{Clusters: Clusters(docs), Contaminated: Contaminated(docs, refs)}
	if len(want.Clusters) < 100 || len(want.Contaminated) < 1000 {
		t.Fatalf("%d clusters, %d contaminated rows: the test needs many of both", len(want.Clusters), len(want.Contaminated))
	}
	if !reflect.DeepEqual(got.Clusters, want.Clusters) {
		t.Errorf("clusters differ: %d, want %d", len(got.Clusters), len(want.Clusters))
	}
	if !reflect.DeepEqual(got.Contaminated, want.Contaminated) {
		t.Errorf("contamination differs: %d hits, want %d", len(got.Contaminated), len(want.Contaminated))
	}
	es, err := docEntries(context.Background(), problemsOf(docs), refs, nil)
	if err != nil {
		t.Fatal(err)
	}
	held := 0
	for i := range es {
		if !es[i].alone {
			held++
		} else if es[i].sig != nil || es[i].form.Tokens != nil {
			t.Fatalf("entry %d is alone but holds its form", i)
		}
	}
	if held*2 > len(es) {
		t.Errorf("%d of %d statements held in full", held, len(es))
	}
	t.Log(fmt.Sprintf("%d of %d statements held in full", held, len(es)))
}
