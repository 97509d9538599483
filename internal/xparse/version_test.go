package xparse

import (
	"encoding/json"
	"os"
	"testing"
)

// The versions read from the embedded bundles are the ones package.json
// pins (so `dgnpipe version` tells the truth, and a bundle of another
// shape is noticed).
func TestBundleVersionsAreThePinnedOnes(t *testing.T) {
	b, err := os.ReadFile("../../package.json")
	if err != nil {
		t.Fatal(err)
	}
	var pkg struct{ Dependencies map[string]string }
	if err := json.Unmarshal(b, &pkg); err != nil {
		t.Fatal(err)
	}
	got := BundleVersions()
	for name, dep := range map[string]string{KaTeX: "katex", ComputeEngine: "@cortex-js/compute-engine"} {
		if want := pkg.Dependencies[dep]; got[name] != want || want == "" {
			t.Errorf("embedded %s %q, package.json pins %q", name, got[name], want)
		}
	}
}
