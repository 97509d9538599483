package soundness

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestTrigGraphSlip (issue 42): the constants read from a drawn graph are
// mutated (± 1, doubled, halved; a phase off by a quarter or half turn),
// and leg 1 refutes the family's mutants and confirms no mutant.
func TestTrigGraphSlip(t *testing.T) {
	const sinPic = "\n\n[asy]import TrigMacros;\n\nsize(400);\n\nreal f(real x)\n{\n\treturn 2*sin(3*x + pi) + 1;\n}\n\ndraw(graph(f,-3*pi,3*pi,n=700,join=operator ..),red);\ntrig_axes(-3*pi,3*pi,-4,4,pi/2,1);\nlayer();\n[/asy]"
	const tanPic = "\n\n[asy]import TrigMacros;\n\nsize(250);\n\nreal g(real x)\n{\n\treturn 2*tan(3/2*x);\n}\n\ndraw(graph(g,-pi + 0.01,-pi/3 - 0.01),red);\ndraw(graph(g,-pi/3 + 0.01,pi/3 - 0.01),red);\n[/asy]"
	for _, c := range []struct{ problem, answer string }{
		{`Below is the graph of $y = a \sin (bx + c) + d$ for some positive constants $a,$ $b,$ $c,$ and $d.$  Find $b.$` + sinPic, `3`},
		{`Below is the graph of $y = a \sin (bx + c) + d$ for some positive constants $a,$ $b,$ $c,$ and $d.$  Find the smallest possible value of $c.$` + sinPic, `\pi`},
		{`Below is the graph of $y = a \tan bx$ for some positive constants $a$ and $b.$  Find $ab.$` + tanPic, `3`},
	} {
		if r := check.Check(context.Background(), c.problem, c.answer, check.Options{Seed: 1}); r.Verdict != record.Confirm {
			t.Fatalf("%q / %s: %s (%s), want confirmed", c.problem, c.answer, r.Verdict, r.Note)
		}
		gen := generate(c.problem, c.answer)
		if own := answers(gen, TrigGraphSlip); len(own) < 2 {
			t.Fatalf("trig-graph-slip mutants of %s: %v", c.answer, own)
		}
		for _, m := range gen.Mutants {
			r := check.Check(context.Background(), c.problem, m.Answer, check.Options{Seed: 1})
			if r.Verdict == record.Confirm || m.Type == TrigGraphSlip && r.Verdict != record.Refute {
				t.Errorf("mutant %s (%s) of %q: %s (%s)", m.Answer, m.Type, c.problem, r.Verdict, r.Note)
			}
		}
	}
}
