package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// recomputedRows are a wrong answer to an equation and a wrong answer to
// an integral, each of which leg 1 refutes and recomputes.
const recomputedRows = `{"collection": "mine", "chapter": 1, "problem_id": "1", "problem": "Solve $3x-1=8$.", "answer": "5"}
{"collection": "mine", "chapter": 1, "problem_id": "2", "problem": "Compute $\\int_0^1 x\\,dx$.", "answer": "1"}
{"collection": "mine", "chapter": 1, "problem_id": "3", "problem": "Solve $\\sin x=0$.", "answer": "\\frac{\\pi}{2}"}
`

// TestExplainRecomputedEquation: `explain` on a refuted equation shows leg
// 1's recomputed roots the way it shows a refuted integral's recomputed
// value, with leg 3's judgement of them; a refuted equation whose roots
// are not all recomputed (a periodic family) shows none.
func TestExplainRecomputedEquation(t *testing.T) {
	t.Setenv("OPENAI_BASE_URL", "")
	t.Setenv("OPENAI_API_KEY", "")
	t.Setenv("DGNPIPE_VISION_MODEL", "")
	dir := t.TempDir()
	src := filepath.Join(dir, "mydata")
	os.MkdirAll(src, 0o755)
	os.WriteFile(filepath.Join(src, "book.jsonl"), []byte(recomputedRows), 0o644)
	art := filepath.Join(dir, "out")
	cfg := filepath.Join("..", "..", "pipeline.yaml")
	if code, out, errs := execute(t, "run", "--config", cfg, "--source", src, "--artifacts", art); code != exitOK {
		t.Fatalf("run: exit %d\n%s\n%s", code, out, errs)
	}
	explain := func(id string) string {
		t.Helper()
		code, out, errs := execute(t, "explain", id, "--artifacts", art)
		if code != exitOK {
			t.Fatalf("explain %s: exit %d\n%s", id, code, errs)
		}
		return out
	}
	const indent = "\n                  recomputed "
	eq, integral, family := explain("dgn.mine.1"), explain("dgn.mine.2"), explain("dgn.mine.3")
	for _, want := range []string{"leg 1 native      refute [equation]", indent + "x = 3 (differs from the source: true)\n", "on the recomputed answer x = 3: confirm"} {
		if !strings.Contains(eq, want) {
			t.Errorf("the refuted equation's explanation lacks %q:\n%s", want, eq)
		}
	}
	for _, want := range []string{"leg 1 native      refute [integral]", indent + `\frac{1}{2} (differs from the source: true)` + "\n", `on the recomputed answer \frac{1}{2}: confirm`} {
		if !strings.Contains(integral, want) {
			t.Errorf("the refuted integral's explanation lacks %q:\n%s", want, integral)
		}
	}
	if !strings.Contains(family, "leg 1 native      refute [equation]") || strings.Contains(family, indent) || strings.Contains(family, "on the recomputed answer") {
		t.Errorf("the refuted periodic equation shows a recomputation:\n%s", family)
	}

	code, out, _ := execute(t, "explain", "dgn.mine.1", "--json", "--artifacts", art)
	var ex struct {
		Legs struct {
			Native struct {
				Recomputed        string `json:"recomputed"`
				RecomputedDiffers bool   `json:"recomputed_differs"`
			} `json:"native"`
			MathJS struct {
				Recomputed string `json:"recomputed"`
			} `json:"mathjs"`
		} `json:"legs"`
	}
	if code != exitOK || json.Unmarshal([]byte(out), &ex) != nil || ex.Legs.Native.Recomputed != "x = 3" || !ex.Legs.Native.RecomputedDiffers || ex.Legs.MathJS.Recomputed != "confirm" {
		t.Errorf("--json: exit %d, legs %+v\n%s", code, ex.Legs, out)
	}
}
