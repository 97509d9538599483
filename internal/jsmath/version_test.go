package jsmath

import (
	"encoding/json"
	"os"
	"testing"
)

// The version read from the embedded bundle is the one package.json pins
// (so `dgnpipe version` tells the truth, and a bundle of another shape is
// noticed).
func TestBundleVersionIsThePinnedOne(t *testing.T) {
	b, err := os.ReadFile("../../package.json")
	if err != nil {
		t.Fatal(err)
	}
	var pkg struct{ Dependencies map[string]string }
	if err := json.Unmarshal(b, &pkg); err != nil {
		t.Fatal(err)
	}
	if got, want := BundleVersion(), pkg.Dependencies["mathjs"]; got != want || want == "" {
		t.Errorf("embedded math.js %q, package.json pins %q", got, want)
	}
}
