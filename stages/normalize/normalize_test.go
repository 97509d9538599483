package normalize

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/pipeline"
	"github.com/dgnpipe/dgnpipe/internal/pipeline/pipelinetest"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

func newEnv(t *testing.T, items []record.Item) *pipeline.Env {
	t.Helper()
	return pipelinetest.Env(t, "ingest", items)
}

func TestRun(t *testing.T) {
	var items []record.Item
	for i := 0; i < 1000; i++ {
		items = append(items, record.Item{
			ID: fmt.Sprintf("dgn.core.1.%03d", i), Source: "dgn_math",
			Problem: fmt.Sprintf(`Compute \(%d,5 \cdot 2\).`, i), Solution: "Easy.", SourceAnswer: fmt.Sprintf("$%d$", 2*i+1),
		})
	}
	items[7].Problem = "x=1$ and y=2$ and z=3$ are roots."
	env := newEnv(t, items)
	st, err := Kind().New(func(any) error { return nil })
	if err != nil {
		t.Fatal(err)
	}
	res, err := st.Run(context.Background(), env)
	if err != nil {
		t.Fatal(err)
	}
	out, err := record.ReadItems(filepath.Join(env.OutDir, pipeline.RowsFile))
	if err != nil {
		t.Fatal(err)
	}
	if len(out) != len(items) {
		t.Fatalf("rows out %d, want %d", len(out), len(items))
	}
	for i, it := range out {
		if it.ID != items[i].ID {
			t.Fatalf("row %d is %s, want %s: order not kept", i, it.ID, items[i].ID)
		}
	}
	if got, want := out[3].Problem, `Compute $3.5 \cdot 2$.`; got != want {
		t.Errorf("row 3 problem = %q, want %q", got, want)
	}
	if out[3].FinalAnswer != "7" || out[3].FinalAnswerBoxed != `\boxed{7}` {
		t.Errorf("row 3 answer = %q / %q", out[3].FinalAnswer, out[3].FinalAnswerBoxed)
	}
	want := map[string]int{"rows_in": 1000, "rows_out": 1000, "repaired_fields": 1999, "unrepairable_fields": 1}
	for k, v := range want {
		if res.Rows[k] != v {
			t.Errorf("Rows[%s] = %d, want %d", k, res.Rows[k], v)
		}
	}
	if len(res.Warnings) != 1 || !strings.HasPrefix(res.Warnings[0], "dgn.core.1.007: problem: unbalanced $") {
		t.Errorf("warnings = %q", res.Warnings)
	}
	if len(out[7].Notes) != 1 {
		t.Errorf("row 7 notes = %q", out[7].Notes)
	}
}

func TestRunNeedsOneInput(t *testing.T) {
	st, _ := Kind().New(func(any) error { return nil })
	env := &pipeline.Env{Inputs: map[string]string{}, OutDir: t.TempDir(), Progress: func(int, int) {}}
	if _, err := st.Run(context.Background(), env); err == nil {
		t.Fatal("no error without an input")
	}
}

func TestRunCancelled(t *testing.T) {
	env := newEnv(t, []record.Item{{ID: "a"}})
	st, _ := Kind().New(func(any) error { return nil })
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := st.Run(ctx, env); !errors.Is(err, context.Canceled) {
		t.Fatalf("err = %v, want context.Canceled", err)
	}
}

func TestKindRejectsParams(t *testing.T) {
	bad := errors.New("pipeline.yaml:3:5: unknown key \"x\"")
	k := Kind()
	if k.Name != "normalize" || k.Version == "" {
		t.Fatalf("kind = %+v", k)
	}
	if _, err := k.New(func(any) error { return bad }); !errors.Is(err, bad) {
		t.Fatalf("err = %v", err)
	}
	st, err := k.New(func(p any) error {
		if _, ok := p.(*struct{}); !ok {
			t.Errorf("decode got %T, want an empty params struct", p)
		}
		return nil
	})
	if err != nil || st.String() == "" {
		t.Fatalf("stage %v, err %v", st, err)
	}
}
