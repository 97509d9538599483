package soundness

import (
	"context"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

func generate(problem, answer string) Generated {
	return Generate(context.Background(), problem, answer, false, rand.New(rand.NewPCG(1, 2)))
}

func TestGenerateShow(t *testing.T) {
	for _, c := range [][2]string{
		{`Solve $x^2=4$.`, `-2, 2`},
		{`Simplify $9(b+10)+5b$.`, `14b+90`},
		{`Solve $x+y=3$, $xy=2$.`, `(1,2),(2,1)`},
		{`Solve $x^2<4$.`, `(-2,2)`},
		{`Solve $x^2>4$.`, `(-\infty,-2)\cup(2,+\infty)`},
		{`Solve $x>3$.`, `x>3`},
		{`Compute $0\cdot 5$.`, `0`},
		{`Solve.`, `2, 2`},
		{`Find x.`, `x=3`},
		{`Solve $x^2=4$.`, `\pm 2`},
		{`Solve $x^2-2x-1=0$.`, `x=1 \pm \sqrt{2}`},
	} {
		g := generate(c[0], c[1])
		t.Logf("%s | %s -> reprint %q skip %q", c[0], c[1], g.Reprint, g.Skip)
		for _, m := range g.Mutants {
			t.Logf("   %s", m)
		}
	}
}

func answers(g Generated, typ string) []string {
	var out []string
	for _, m := range g.Mutants {
		if typ == "" || m.Type == typ {
			out = append(out, m.Answer)
		}
	}
	return out
}

// TestNotProvablyDifferent: changes that leave the answer the same are
// never generated.
func TestNotProvablyDifferent(t *testing.T) {
	if got := answers(generate(`Compute $0\cdot 5$.`, `0`), SignFlip); len(got) != 0 {
		t.Errorf("sign of 0 flipped: %q", got)
	}
	if got := answers(generate(`Compute.`, `0`), AbsWrap); len(got) != 0 {
		t.Errorf("|0|: %q", got)
	}
	if got := answers(generate(`Solve.`, `2, 2`), SetDrop); len(got) != 0 {
		t.Errorf("a duplicate dropped: %q", got)
	}
	if got := answers(generate(`Compute.`, `5`), AbsWrap); len(got) != 0 {
		t.Errorf("|5|: %q", got)
	}
	// x > 0 is stated: |x| = x on the domain.
	if got := answers(generate(`Simplify $\sqrt{x^2}$ for $x>0$.`, `x`), AbsWrap); len(got) != 0 {
		t.Errorf("|x| for x>0: %q", got)
	}
	// the point 2 is in the other piece, so closing the end changes nothing.
	if got := answers(generate(`Solve.`, `(1,2)\cup[2,3]`), IntervalEnd); slices.Contains(got, `(1, 2] \cup [2, 3]`) {
		t.Errorf("closing a covered end: %q", got)
	}
	// the two notations of the answer name different sets already.
	if g := generate(`Solve.`, `-1 \le x \le 1:[-1,2]`); len(g.Mutants) != 0 {
		t.Errorf("mutants of an inconsistent double answer: %v", g.Mutants)
	}
	if g := generate(`Solve $x^2+1>0$.`, `All real numbers`); len(g.Mutants) != 0 {
		t.Errorf("mutants of prose: %v", g.Mutants)
	}
	// -(±2) is the same set.
	for _, a := range answers(generate(`Solve $x^2=4$.`, `\pm 2`), SignFlip) {
		if a == `-\pm 2` || a == `-\left(\pm 2\right)` {
			t.Errorf("sign of ±2 flipped: %q", a)
		}
	}
	// closing an infinite end is not a different set.
	for _, a := range answers(generate(`Solve.`, `(-\infty,2)`), "") {
		if strings.HasPrefix(a, "[") {
			t.Errorf("closed infinite end: %q", a)
		}
	}
}

// TestProvablyDifferent: the classes of the issue are generated.
func TestProvablyDifferent(t *testing.T) {
	cases := []struct{ problem, answer, typ, want string }{
		{`Solve $x^2=4$.`, `-2, 2`, SetDrop, `2`},
		{`Solve $x^2=4$.`, `-2, 2`, SetAdd, `-2, 2, 3`},
		{`Simplify $9(b+10)+5b$.`, `14b+90`, AbsWrap, `14 \left|b\right| + 90`},
		{`Simplify $\sqrt{x^2}$.`, `|x|`, SignFlip, `-\left|x\right|`},
		{`Solve $x^2<4$.`, `(-2,2)`, IntervalEnd, `[-2, 2)`},
		{`Solve $x^2>4$.`, `(-\infty,-2)\cup(2,+\infty)`, IntervalDrop, `(2, +\infty)`},
		{`Solve $x^2>4$.`, `(-\infty,-2)\cup(2,+\infty)`, InfFlip, `(\infty, -2) \cup (2, +\infty)`},
		{`Solve $x>3$.`, `x>3`, IneqFlip, `x < 3`},
		{`Compute.`, `\frac{3}{4}`, ConstChange, `\frac{4}{4}`},
		{`Solve the system $x+y=3$, $xy=2$.`, `(1,2),(2,1)`, SetDrop, `(2, 1)`},
		{`Solve $x^2=4$.`, `\pm 2`, AbsWrap, `\left|\pm 2\right|`},
		{`Solve $x^2-2x-1=0$.`, `1 \pm \sqrt{2}`, ConstChange, `2 \pm \sqrt{2}`},
		{`Solve $x+1=x$.`, `No solution`, SetAdd, `\frac{1}{2}`},
		{`Find a nonzero solution of $5x^2=4x$.`, `\frac45`, SetAdd, `\frac{4}{5}, 0`},
		{`Compute.`, `17`, ConstChange, `16`},
		{`Solve $|x|\le 1$.`, `-1 \le x \le 1:[-1,1]`, IntervalEnd, `-1 \le x \le 1 : (-1, 1]`},
		{`Solve $|x|\le 1$.`, `-1 \le x \le 1:[-1,1]`, IntervalEnd, `-1 < x \le 1 : [-1, 1]`},
	}
	for _, c := range cases {
		got := answers(generate(c.problem, c.answer), c.typ)
		if !slices.Contains(got, c.want) {
			t.Errorf("%s %q: %s mutants %q, want %q among them", c.problem, c.answer, c.typ, got, c.want)
		}
	}
}

// TestListComma: in the Western corpora `1,3` is two roots.
func TestListComma(t *testing.T) {
	g := Generate(context.Background(), `Solve $x^2-4x+3=0$.`, `1,3`, true, rand.New(rand.NewPCG(1, 2)))
	if got := answers(g, SetDrop); !slices.Contains(got, "3") {
		t.Errorf("set-drop of 1,3 (list commas): %q", got)
	}
	g = Generate(context.Background(), `Compute.`, `1,3`, false, rand.New(rand.NewPCG(1, 2)))
	if got := answers(g, SetDrop); len(got) != 0 {
		t.Errorf("set-drop of the decimal 1,3: %q", got)
	}
}

// TestValueMutants: the mutations of a one-number answer (near misses,
// roundings where no approximation is asked, a perturbed extremum point,
// the other angle unit where the unit is asked).
func TestValueMutants(t *testing.T) {
	for _, c := range []struct {
		problem, answer, typ string
		want                 []string // substrings, one per mutant of the type
	}{
		{`Compute $\int_0^1 x^2\,dx$.`, `\frac{1}{3}`, NearMiss, []string{`\frac{1}{3} + 10^{-`, `\frac{1}{3} * \left(1 + 10^{-`}},
		{`Compute $\int_0^1 x^2\,dx$.`, `\frac{1}{3}`, RoundRational, []string{"0.33"}},
		{`Compute $\int_0^1 x^2\,dx$ to two decimal places.`, `\frac{1}{3}`, RoundRational, nil},
		{`Simplify $\sqrt{88}$.`, `2\sqrt{22}`, RoundIrrational, []string{"9.38"}},
		{`What value of $x$ will give the minimum value for $x^2-2x+5$?`, `1`, ExtremumPoint, []string{"1 + 10^{-"}},
		{`Compute $\arccos(-1)$. Express your answer in radians.`, `\pi`, UnitSwap, []string{`180^{\circ}`}},
		{`Compute $\arccos(-1)$. Express your answer in degrees.`, `180^\circ`, UnitSwap, []string{`\pi`}},
		{`Compute $\arccos(-1)$.`, `\pi`, UnitSwap, nil},
		{`Compute $0\cdot 5$.`, `0`, NearMiss, []string{"0 + 10^{-"}},
		{`Compute $3-\sqrt{2}$.`, `3-\sqrt{2}`, NearMiss, []string{`3 - \sqrt{2} + 10^{-`, `\left(3 - \sqrt{2}\right) * \left(1 + 10^{-`}},
	} {
		got := answers(generate(c.problem, c.answer), c.typ)
		ok := len(got) == len(c.want)
		for i := 0; ok && i < len(got); i++ {
			ok = strings.Contains(got[i], c.want[i])
		}
		if !ok {
			t.Errorf("%s | %s: %s mutants %q, want %q", c.problem, c.answer, c.typ, got, c.want)
		}
	}
}

// TestFamilyMutants: a family of an integer parameter is a set over the
// integers, so k ↦ -k (or negating a symmetric ± family) is the same
// answer and never a mutant; a change of the offset or the period is one.
func TestFamilyMutants(t *testing.T) {
	for _, c := range []struct {
		problem, answer, typ, not string
		some                      bool
	}{
		{`Solve $\tan x=1$.`, `\frac{\pi}{4}+\pi k`, SignFlip, `\frac{\pi}{4} - \pi k`, true},
		{`Solve $\cos x=-\frac12$.`, `\pm\frac{2\pi}{3}+2\pi k`, SignFlip, `-\left(\pm \frac{2 \pi}{3} + 2 \pi k\right)`, false},
		{`Solve $\sin x=0$.`, `2\pi k`, SetAdd, `2 \pi k, -2 \pi k`, true},
	} {
		got := answers(generate(c.problem, c.answer), c.typ)
		if slices.Contains(got, c.not) {
			t.Errorf("%s | %s: %s generated %q, the same set", c.problem, c.answer, c.typ, c.not)
		}
		if c.some && len(got) == 0 {
			t.Errorf("%s | %s: no %s mutant at all", c.problem, c.answer, c.typ)
		}
	}
}
