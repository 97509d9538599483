package soundness

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestMapMatrixSlip (issue 42): the line or normal found from a matrix is
// mutated (a perpendicular, an entry negated, the vector doubled; a ratio
// inverted or negated), and leg 1 refutes every such mutant.
func TestMapMatrixSlip(t *testing.T) {
	const form2 = "  Enter your answer in the form $\\begin{pmatrix} a \\\\ b \\end{pmatrix},$ where $a,$ and $b$ are integers, $a > 0,$ and $\\gcd(|a|,|b|) = 1.$"
	const form3 = "  Enter your answer in the form $\\begin{pmatrix} a \\\\ b \\\\ c \\end{pmatrix},$ where $a,$ $b,$ and $c$ are integers, $a > 0,$ and $\\gcd(|a|,|b|,|c|) = 1.$"
	for _, c := range []struct{ problem, answer string }{
		{"The matrix for projecting onto a certain line $\\ell,$ which passes through the origin, is given by\n\\[\\begin{pmatrix} \\frac{1}{50} & \\frac{7}{50} \\\\ \\frac{7}{50} & \\frac{49}{50} \\end{pmatrix}.\\]Find the direction vector of line $\\ell.$" + form2, `\begin{pmatrix} 1 \\ 7 \end{pmatrix}`},
		{"The matrix for reflecting through a certain plane $P,$ which passes through the origin, is given by\n\\[\\renewcommand{\\arraystretch}{1.5} \\begin{pmatrix} \\frac{11}{15} & \\frac{2}{15} & \\frac{2}{3} \\\\ \\frac{2}{15} & \\frac{14}{15} & -\\frac{1}{3} \\\\ \\frac{2}{3} & -\\frac{1}{3} & -\\frac{2}{3} \\end{pmatrix} \\renewcommand{\\arraystretch}{1}.\\]Find the normal vector of plane $P.$" + form3, `\begin{pmatrix} 2 \\ -1 \\ -5 \end{pmatrix}`},
		{"The matrix\n\\[\\begin{pmatrix} -\\frac{7}{25} & \\frac{24}{25} \\\\ \\frac{24}{25} & \\frac{7}{25} \\end{pmatrix}\\]corresponds to reflecting over a certain vector $\\begin{pmatrix} x \\\\ y \\end{pmatrix}.$  Find $\\frac{y}{x}.$", `\frac{4}{3}`},
	} {
		if r := check.Check(context.Background(), c.problem, c.answer, check.Options{Seed: 1}); r.Verdict != record.Confirm {
			t.Fatalf("%q / %s: %s (%s), want confirmed", c.problem, c.answer, r.Verdict, r.Note)
		}
		gen := generate(c.problem, c.answer)
		own := answers(gen, MapMatrixSlip)
		if len(own) < 2 {
			t.Fatalf("map-matrix-slip mutants of %s: %v", c.answer, own)
		}
		for _, m := range gen.Mutants {
			r := check.Check(context.Background(), c.problem, m.Answer, check.Options{Seed: 1})
			if r.Verdict == record.Confirm || m.Type == MapMatrixSlip && r.Verdict != record.Refute {
				t.Errorf("mutant %s (%s) of %q: %s (%s)", m.Answer, m.Type, c.problem, r.Verdict, r.Note)
			}
		}
	}
}
