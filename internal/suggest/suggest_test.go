package suggest

import (
	"strings"
	"testing"
)

func TestNearest(t *testing.T) {
	names := []string{"source", "artifacts", "stage", "strict", "jobs", "force"}
	for typed, want := range map[string]string{"sorce": "force,source", "stgae": "stage", "artifact": "artifacts", "job": "jobs", "xyz": "", "": ""} {
		if got := strings.Join(Nearest(typed, names), ","); got != want {
			t.Errorf("Nearest(%q) = %q, want %q", typed, got, want)
		}
	}
}

func TestDistance(t *testing.T) {
	for _, c := range []struct {
		a, b string
		d    int
	}{{"", "", 0}, {"a", "", 1}, {"kitten", "sitting", 3}, {"statu", "status", 1}, {"problme", "problem", 2}} {
		if got := Distance(c.a, c.b); got != c.d {
			t.Errorf("Distance(%q, %q) = %d, want %d", c.a, c.b, got, c.d)
		}
	}
}
