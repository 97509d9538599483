package check

import (
	"context"
	"regexp"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// equalPath is one path of leg 1 that compares numbers: a statement, its
// right answer and near misses of it (the value + 10^-30, the value
// times 1 + 10^-40).
type equalPath struct {
	path, problem, right string
	near                 []string
	// how is false where the confirmation's note does not say how equal
	// was decided (a solution set).
	how bool
}

var equalPaths = []equalPath{
	{"value, exact", `Compute $\frac{1}{3}+\frac{1}{6}$.`, `\frac12`, []string{`\frac12+10^{-30}`, `\frac12\left(1+10^{-40}\right)`}, true},
	{"value, numerical", `Compute $\sqrt{2}\cdot\sqrt{3}$.`, `\sqrt{6}`, []string{`\sqrt{6}+10^{-30}`, `\sqrt{6}\left(1+10^{-40}\right)`}, true},
	{"percentage", "Find $15\\%$ of $240$.", "36", []string{"36+10^{-30}", `36\left(1+10^{-40}\right)`}, true},
	{"percentage asked", "What percentage of $3$ is $1$?", `\frac{100}{3}\%`, []string{`\left(\frac{100}{3}+10^{-30}\right)\%`, `\left(\frac{100}{3}\left(1+10^{-40}\right)\right)\%`}, true},
	{"progression", "In a geometric progression $b_1=2$ and $q=\\sqrt{2}$. Find $b_5$.", "8", []string{"8+10^{-30}", `8\left(1+10^{-40}\right)`}, true},
	{"identity at sample points", `Simplify $\sin^2 x+\cos^2 x+x$.`, "1+x", []string{"1+x+10^{-30}", `(1+x)\left(1+10^{-40}\right)`}, true},
	{"limit, exact", `Compute $\lim_{x\to 1}\frac{x^2-1}{x-1}$.`, "2", []string{"2+10^{-30}", `2\left(1+10^{-40}\right)`}, true},
	{"limit, numerical", `Compute $\lim_{x\to 0}\frac{\sin x}{x}$.`, "1", []string{"1+10^{-30}", `1\cdot\left(1+10^{-40}\right)`}, true},
	{"limit at sample points", `Compute $\lim_{h\to 0}\frac{\sin(xh)}{h}$.`, `x`, []string{`x+10^{-30}`, `x\left(1+10^{-40}\right)`}, true},
	{"integral", `Compute $\int_0^1 e^x\,dx$.`, "e-1", []string{"e-1+10^{-30}", `(e-1)\left(1+10^{-40}\right)`}, true},
	{"derivative at sample points", `Find the derivative of $f(x)=e^{x^2}$.`, `2xe^{x^2}`, []string{`2xe^{x^2}+10^{-30}`, `2xe^{x^2}\left(1+10^{-40}\right)`}, true},
	{"antiderivative", `Find $\int \cos x\,dx$.`, `\sin x+C`, []string{`\sin x+10^{-30}x+C`, `\sin x\left(1+10^{-40}\right)+C`}, true},
	{"complex value, exact", `Compute $(1+2i)(3-i)$, where $i$ is the imaginary unit.`, "5+5i", []string{"5+5i+10^{-30}", `(5+5i)\left(1+10^{-40}\right)`}, true},
	{"complex value, numerical", `Compute $(1+i\sqrt{2})^2$, where $i$ is the imaginary unit.`, `-1+2\sqrt{2}i`, []string{`-1+2\sqrt{2}i+10^{-30}`, `(-1+2\sqrt{2}i)\left(1+10^{-40}\right)`}, true},
	{"claimed roots of an equation", `Solve $x^3-2=0$.`, `\sqrt[3]{2}`, []string{`\sqrt[3]{2}+10^{-30}`, `\sqrt[3]{2}\left(1+10^{-40}\right)`}, false},
	{"claimed roots in an interval", `Solve $\sin x = \frac12$ on $[0, 2\pi)$.`, `\frac{\pi}{6}, \frac{5\pi}{6}`, []string{`\frac{\pi}{6}+10^{-30}, \frac{5\pi}{6}`, `\frac{\pi}{6}\left(1+10^{-40}\right), \frac{5\pi}{6}`}, false},
	{"families of roots", `Solve $\cos 2x=0$.`, `x=\frac{\pi}{4}+\frac{\pi k}{2}`, []string{`x=\frac{\pi}{4}+10^{-30}+\frac{\pi k}{2}`, `x=\frac{\pi}{4}\left(1+10^{-40}\right)+\frac{\pi k}{2}`}, false},
	{"solutions of a system", `Solve the system $x^2+y^2=4$, $x=y$.`, `(\sqrt2,\sqrt2), (-\sqrt2,-\sqrt2)`, []string{`(\sqrt2+10^{-30},\sqrt2), (-\sqrt2,-\sqrt2)`, `(\sqrt2\left(1+10^{-40}\right),\sqrt2), (-\sqrt2,-\sqrt2)`, `(\sqrt2,\sqrt2), (-\sqrt2,-\sqrt2\left(1+10^{-40}\right))`}, false},
	{"inequality ends", `Solve $x^2<2$.`, `(-\sqrt{2},\sqrt{2})`, []string{`(-\sqrt{2},\sqrt{2}+10^{-30})`, `(-\sqrt{2},\sqrt{2}\left(1+10^{-40}\right))`, `(-\sqrt{2}\left(1+10^{-40}\right),\sqrt{2})`}, false},
}

var equalHow = regexp.MustCompile(`equal (exactly|to \d+ digits, numerically)`)

// TestEqualPathsNearMissNeverConfirmed: on every path that compares
// numbers, the right answer is confirmed (saying how equal was decided)
// and its near misses never are.
func TestEqualPathsNearMissNeverConfirmed(t *testing.T) {
	for _, p := range equalPaths {
		r := Check(context.Background(), p.problem, p.right, Options{Seed: 1, Timeout: testTimeout})
		if r.Verdict != record.Confirm {
			t.Errorf("%s: %q / %q: got %s (%s), want confirm", p.path, p.problem, p.right, r.Verdict, r.Note)
		} else if p.how && !equalHow.MatchString(r.Note) {
			t.Errorf("%s: %q / %q: the note does not say how equal was decided: %s", p.path, p.problem, p.right, r.Note)
		}
		for _, a := range p.near {
			for seed := int64(1); seed <= 3; seed++ {
				r := Check(context.Background(), p.problem, a, Options{Seed: seed, Timeout: testTimeout})
				if r.Verdict == record.Confirm {
					t.Errorf("%s: %q / near miss %q (seed %d) confirmed: %s", p.path, p.problem, a, seed, r.Note)
				}
			}
		}
	}
}
