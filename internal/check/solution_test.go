package check

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/dgnpipe/dgnpipe/internal/check/audit"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

func audited(problem, solution, answer string) record.SolutionOutcome {
	return AuditSolution(context.Background(), problem, solution, answer, Options{Seed: 1})
}

func TestAuditSolutionVerdicts(t *testing.T) {
	cases := []struct {
		name, problem, solution, answer string
		verdict                         record.SolutionVerdict
		checked                         int
		note                            string // a part of the note
	}{
		{"consistent", "Compute $3\\cdot 7+1$.", "We have $3\\cdot 7=21$, so $21+1=\\boxed{22}$.", "22",
			record.SolutionConsistent, 2, "2 steps checked, all hold, and its last box is the answer"},
		{"false step quoted with its values", "Compute $3\\cdot 7+1$.", "We have $3\\cdot 7=24$, so $24+1=\\boxed{25}$.", "25",
			record.SolutionFalseStep, 2, "the step `3\\cdot 7=24` is false (the left side is 21, the right side 24)"},
		{"ends elsewhere", "Compute $3\\cdot 7$.", "We have $3\\cdot 7=21$. Answer: $\\boxed{21}$.", "20",
			record.SolutionEndsElsewhere, 1, "its last box `21` is not the answer"},
		{"a chain and an align continuation", "Compute.", "\\begin{align*}\nx &= 2+3 \\\\\n&= 5\n\\end{align*}and $2+2=4=\\frac{8}{2}$.", "",
			record.SolutionConsistent, 3, "3 steps checked"},
		{"an equation solved is no step", "Solve $2x+3=7$.", "$2x+3=7$, so $2x=4$ and $x=2$.", "2",
			record.SolutionUnchecked, 0, "no step could be checked (3 equalities found)"},
		{"an identity holds at sample points", "Expand.", "$(x+1)^2=x^2+2x+1$.", "",
			record.SolutionConsistent, 1, "1 step checked"},
		{"a rounding is not false", "Estimate.", "$\\sqrt{2}=1.414$ and $\\frac{1}{3}=0.33$.", "",
			record.SolutionConsistent, 2, "(2 as roundings)"},
		{"thousands separators", "Count.", "$5!\\times 5!=14,\\!400$ and $1{,}000+24=1{,}024$.", "",
			record.SolutionConsistent, 2, "2 steps checked"},
		{"degrees as plain numbers", "Angle.", "The angle is $180^\\circ-60^\\circ=120^\\circ$ and $64^\\circ=90-26$.", "",
			record.SolutionConsistent, 2, "2 steps checked"},
		{"e as a variable", "Let $e$ be a digit.", "$e+1=5$, so $2e=8$ and $e\\cdot 2=3$.", "",
			record.SolutionUnchecked, 0, "no step could be checked"},
		{"a custom operation of the problem", "Define $a\\star b=a+2b$. Find $1\\star 2$.", "$1\\star 2=1+2\\cdot 2=5$.", "5",
			record.SolutionConsistent, 1, "1 step checked"},
		{"a contradiction shown false", "Solve.", "This gives the false equation $1=0$, so no root.", "",
			record.SolutionUnchecked, 0, "no step could be checked"},
		{"a unit in prose", "How long?", "It is $3\\text{ m}+2=5$ metres, and $2+3=5\\text{ cm}$.", "",
			record.SolutionConsistent, 1, "1 step checked"},
		{"a residue written with =", "Find the remainder of $2^{10}$ modulo $7$.", "$2^{10}=1024=2$.", "2",
			record.SolutionConsistent, 1, "1 step checked"},
		{"the books' conventions: decimal commas, lg, degrees", "Compute.", "$0{,}5\\cdot 4=2$, $2,5+1,5=4$, $\\lg 100=2$, $\\log_2 8=3$ and $\\sin 30^\\circ=\\frac12$.", "",
			record.SolutionConsistent, 5, "5 steps checked, all hold"},
		{"a false decimal-comma step", "Compute.", "$0{,}5\\cdot 4=3$.", "",
			record.SolutionFalseStep, 1, "the step `0{,}5\\cdot 4=3` is false (the left side is 2, the right side 3)"},
		{"a numeral in a base", "In base 7, find $44_7\\times 55_7$.", "In base $7$, $44\\times 55=3506$.", "3506",
			record.SolutionUnchecked, 0, "no step could be checked"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			o := audited(c.problem, c.solution, c.answer)
			if o.Verdict != c.verdict || o.StepsChecked != c.checked || !strings.Contains(o.Note, c.note) {
				t.Errorf("got %s, %d checked, %q\nwant %s, %d checked, a note with %q\nsteps: %+v", o.Verdict, o.StepsChecked, o.Note, c.verdict, c.checked, c.note, o.Steps)
			}
		})
	}
}

// TestAuditSolutionStepsShown: every equality found is listed, with its
// outcome, its values and why.
func TestAuditSolutionStepsShown(t *testing.T) {
	o := audited("Compute.", "$x=3$, so $2\\cdot 3+1=7$ and $\\pi=3.14$; $2+2=5$.", "")
	want := []struct{ text, outcome string }{
		{"x=3", audit.StepSkipped}, {"2\\cdot 3+1=7", audit.StepHolds}, {"\\pi=3.14", audit.StepRounded}, {"2+2=5", audit.StepFalse},
	}
	if len(o.Steps) != len(want) {
		t.Fatalf("steps %+v", o.Steps)
	}
	for i, w := range want {
		s := o.Steps[i]
		if s.Text != w.text || s.Outcome != w.outcome || s.Why == "" {
			t.Errorf("step %d: %+v, want %s %s with a why", i, s, w.text, w.outcome)
		}
	}
	if s := o.Steps[3]; s.Left != "4" || s.Right != "5" {
		t.Errorf("the false step's values: %+v", s)
	}
}

// TestAuditSolutionHostile: a hostile solution is read within its limits
// and gives a verdict (the time each takes is logged, not asserted).
func TestAuditSolutionHostile(t *testing.T) {
	for _, sol := range []string{
		"$" + strings.Repeat("(", 5000) + "1" + strings.Repeat(")", 5000) + "=1$",
		strings.Repeat("$1+1=2$ ", 3000),
		"$10^{10^{10}}=10^{10^{10}}+1$",
		"$" + strings.Repeat("x=", 20000) + "1$",
		"\\begin{align*}" + strings.Repeat("&= 1 \\\\", 5000),
		"$\\frac{" + strings.Repeat("\\frac{1}{", 300) + "2" + strings.Repeat("}", 300) + "}=1$",
	} {
		start := time.Now()
		o := AuditSolution(context.Background(), "Compute.", sol, "", Options{Seed: 1, Timeout: time.Second})
		t.Logf("%.40q...: %v", sol, time.Since(start))
		if o.Verdict == "" || o.Note == "" {
			t.Errorf("%.40q...: no verdict: %+v", sol, o)
		}
	}
}

// TestAuditSolutionStopped: an audit whose time is up stops, says so in
// its note, and claims nothing of the steps it did not decide.
func TestAuditSolutionStopped(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	o := AuditSolution(ctx, "Compute.", "$3\\cdot 7=21$ and $2+2=5$.", "", Options{Seed: 1})
	if o.Verdict != record.SolutionUnchecked || o.StepsChecked != 0 || !strings.Contains(o.Note, "the audit stopped at the time limit") || !o.TimedOut {
		t.Errorf("%+v", o)
	}
	if o := AuditSolution(context.Background(), "Compute.", "$3\\cdot 7=21$.", "", Options{Seed: 1}); o.TimedOut {
		t.Errorf("an audit that ran to its end says TimedOut: %+v", o)
	}
}

// TestAuditSolutionRoundingHonest: a step passes as rounded only where its
// right side is a correct rounding at its own precision and the text
// allows it; an exact fraction, a whole number computed numerically and a
// percent are never rounded into another value (issue 40).
func TestAuditSolutionRoundingHonest(t *testing.T) {
	for _, sol := range []string{
		`We get $\frac{21+2}{2}=11$.`,
		`So $10\%=0.55$.`,
		`So $\pi=4$.`,
		`So $\frac72=4$.`,
		`So $12.5\cdot4=50.4$.`,
		`So $50\%=0.9$.`,
		`So $4\cos^2(\pi/5)-2\cos(\pi/5)=2$.`,
		`Then $\sqrt{2}=1.415$.`,
		// A plain number is a rounding at its own precision only, even
		// where the text allows an approximation (not to 1 %).
		`The area is about $\frac{25}{2}=12.6$.`,
		`To the nearest cent, $\$0.60\times6=\$3.61$.`,
	} {
		if o := audited("Compute.", sol, ""); o.Verdict != record.SolutionFalseStep {
			t.Errorf("%s: %s, %s %+v", sol, o.Verdict, o.Note, o.Steps)
		}
	}
	for _, sol := range []string{
		`Then $\sqrt{2}=1.414$ and $\frac13=0.33$ and $\pi=3.1416$.`,
		`It is about $\pi\cdot 2=6$ metres.`,
		`To the nearest whole number, $\frac{100}{3}=33$.`,
		`So $\sqrt{10}\approx 3.16=3.2$.`,
		`The area is about $\frac{25}{3}=8.33$.`,
		`It is about $452\div(1+0.05)^{14}=452\div1.98=228.29$.`,
	} {
		if o := audited("Compute.", sol, ""); o.Verdict != record.SolutionConsistent {
			t.Errorf("%s: %s, %s %+v", sol, o.Verdict, o.Note, o.Steps)
		}
	}
}

// TestAuditSolutionFalseIdentity: a rewriting with free variables on both
// sides must hold as an identity; an equation being solved is not one
// (issue 40).
func TestAuditSolutionFalseIdentity(t *testing.T) {
	for _, sol := range []string{
		`Expanding, $(x-2)^2=x^2-5x+4$.`,
		`Collecting terms, $8m-2m=7m$.`,
		`$f(x)=(x+1)^2=x^2+x+1$, so the answer follows.`,
		`We factor: $x^2-5x+6=(x-2)(x+3)$.`,
		// No word of rewriting, but a chain of = only, in variables no
		// equation of the solution has: a rewriting (MATH train 8969,
		// 5907).
		`Then $(x-2)^2=x^2-5x+4$.`,
		`We can also write $\frac{x^5 + 1}{x + 1} + \frac{6}{x + 1}=x^4 - x^3 + x^2 - x + 1 + \frac{6}{x - 1}$.`,
		`We add: $(x+3)(x-8) = (x+5) \cdot x + (x+5) \cdot (-8)$.`,
		// A chain that leaves an expression and comes back to it: the
		// member in between is a rewriting, though x is solved for.
		`We have $x^2+x=6$, so $x=2$. Then $(x+1)^2=x^2+3x+1=x^2+2x+1$.`,
	} {
		o := audited("Simplify.", sol, "")
		if o.Verdict != record.SolutionFalseStep || !strings.Contains(o.Note, " at ") {
			t.Errorf("%s: %s, %s %+v", sol, o.Verdict, o.Note, o.Steps)
		}
	}
	// A definition of the problem binds no variable: the expansion of
	// what it defines is still a rewriting.
	if o := audited(`Let $f(x)=(x-2)^2$. Expand $f(x)$.`, `Expanding, $(x-2)^2=x^2-5x+4$.`, ""); o.Verdict != record.SolutionFalseStep {
		t.Errorf("a definition of the problem: %s, %s %+v", o.Verdict, o.Note, o.Steps)
	}
	if o := audited(`Let $x+y=4$. Find $x^2+y^2$.`, `Expanding, $(x+y)^2=x^2+y^2+8$.`, ""); o.Verdict == record.SolutionFalseStep {
		t.Errorf("an equation of the problem: %s, %s %+v", o.Verdict, o.Note, o.Steps)
	}
	for _, sol := range []string{
		`Solve $2x+3=x+5$, so $x=2$.`,
		`Setting them equal, $x^2=2x+3$ gives $x=3$ or $x=-1$.`,
		`The equation $3a-1=a+5$ has the solution $a=3$.`,
		`Expanding, $(x+1)^2=x^2+2x+1$ and $\sqrt{x^2}=x$ for positive $x$.`,
		`Then $x^2+4x = x+10$ and $x^2+3x-10=0$.`,
		// OlympiadBench 2603: an equation both of whose sides were
		// expanded, not an expansion.
		`Divide both sides by $a+1$ and expand to get $b c d+b c=b c d+b d+c d+d$, or $b c-b d-c d-d=0$.`,
		// Unmarked steps that are equations or that a function or a
		// square bracket makes unsure (MATH train 3211, 6097, 4234, 237).
		`Equating these two expressions, we get $9a + 3b + c = 16c + 4b + a$.`,
		`Then $300a + 200b = 200a + 250b$.`,
		`Then $2x+3=x+5$.`,
		`Then $x^2+4x-1=(x+1)^2+2$, so $x=2$.`,
		`Then $\cos x (1 + \sin x) = \cos x + \cos x \sin x$.`,
		`Then $2 \left[ \left( t - \frac{5}{4} \right)^2 - \frac{5^2}{4^2} \right] + 29=2 \left( t - \frac{5}{4} \right)^2 + \frac{207}{8}$.`,
	} {
		if o := audited("Solve.", sol, ""); o.Verdict == record.SolutionFalseStep {
			t.Errorf("%s: %s, %s %+v", sol, o.Verdict, o.Note, o.Steps)
		}
	}
}

// TestAuditSolutionRewritingSlip: a step no context shows as a rewriting,
// in variables an equation binds, is still a false identity when its
// sides differ by one term or by one numeral of its right side (a slip);
// an equation whose sides are that close is left alone where the prose
// shows an equation or its sides are both collected sums.
func TestAuditSolutionRewritingSlip(t *testing.T) {
	for _, c := range []struct{ problem, sol, why string }{
		// x is bound by the problem's equation; the sides differ by -x.
		{`Solve $x^2+4x+4=0$.`, `Note that $(x+2)^2=x^2+5x+4=0$, so $x=-2$.`, "holds with 4 for 5"},
		// Sides that differ by a constant: no value makes the step hold,
		// the x=7 the solution gives included (before the slip, this
		// unmarked step was taken for an equation and skipped).
		{`Solve.`, `Then $x^2+4x-1=(x+2)^2$, so $x=7$.`, "one term"},
		// One term apart, no numeral within 2 to blame: 5xy for xy.
		{`If $x+y=3$, find $x$.`, `Then $x(x+y)=x^2+5xy$.`, "one term"},
		// A wrong exponent: x^3 for x^2 (two terms apart, one numeral).
		{`If $x^2=9$, find $(x+2)^2$.`, `Note that $(x+2)^2=x^3+4x+4$.`, "holds with 2 for 3"},
		// A slip inside a product, after "Setting": the numeral decides.
		{`Solve $7t^2-34t+40=0$.`, `Setting $y$ to 28, we find $7t^2 - 34t + 40 = (8t - 20)(t - 2) = 0$.`, "holds with"},
		// A chain that leads to its roots by an arrow is still a
		// factorization when it has a value (MATH test algebra/975).
		{`Solve.`, `So \[0=x^2+3x-4=(x+5)(x-1)\Rightarrow x=-4\text{ or }x=1\]`, "holds with 4 for 5"},
		// A Greek letter as a variable.
		{`Find $\theta$.`, `Then $(\theta+1)^2=\theta^2+3\theta+1$.`, "holds with 2 for 3"},
		// A sine whose argument's reach is sure.
		{`If $\sin x=\frac13$, find $\cos^2 x$.`, `We have $\cos^2 x = 2 - \sin^2 x$.`, "holds with 1 for 2"},
		// The forms the slip reads since issue 40's second round, each a
		// form the sampling already confirms: an absolute value, a
		// subscript (and a slip of the index), a logarithm's base, a
		// letter times a bracket, a root's index, vectors, an argument
		// whose reach is sure (a numeral times a letter, a function after
		// it, a group closing), a function's power, a degree sign shown,
		// a monomial still to collect, and capitals a command apart.
		{`Find $x$.`, `Note that $|x^2-16|=|(x+5)(x-4)|$.`, "holds with 4 for 5"},
		{`Find $x_1^2+x_2^2$.`, `Then $x_1^2+x_2^2=(x_1+x_2)^2-3x_1x_2$.`, "holds with 2 for 3"},
		{`Find $r_1$.`, `Then $(r_1-r_2)^2=r_2^2-2r_1r_2+r_2^2$.`, "holds with 1 for 2"},
		{`Find $x$.`, `Then $\log_8 x=\frac{\log_2 x}{4}$.`, "holds with 3 for 4"},
		{`Find $z$.`, `Expanding, $(2-2i)(5+5i)=3(5)+2(5i)-2i(5)-2i(5i)$.`, "holds with 2 for 3"},
		{`Simplify.`, `We get $7a^3(3a^2)-8a(2a)=22a^5-16a^2$.`, "holds with 21 for 22"},
		{`Find.`, `By AM-GM, the minimum is $3\sqrt[3]{x^3\cdot 2y^3\cdot 4z^3}=7xyz$.`, "holds with 6 for 7"},
		{`Find.`, `Then $(\mathbf{a}-\mathbf{b})\cdot(\mathbf{a}-\mathbf{b})=\mathbf{a}\cdot\mathbf{a}-3\mathbf{a}\cdot\mathbf{b}+\mathbf{b}\cdot\mathbf{b}$.`, "holds with 2 for 3"},
		{`Find.`, `By the triple angle formula, $\cos 3x = 5\cos^3 x - 3\cos x$.`, "holds with 4 for 5"},
		{`Find.`, `Then $\tan (a - b) = \frac{\tan a - \tan b}{2 + \tan a \tan b}$.`, "holds with 1 for 2"},
		{`Find.`, `Then $\sin x \cdot \frac{\sin x}{\cos x} = \frac{\sin^3 x}{\cos x}$.`, "holds with 2 for 3"},
		{`Find.`, `Then $\frac{\sin 3x}{\sin(90^\circ - x)}=\frac{\sin 3x}{2\cos x}$.`, "holds with 1 for 2"},
		{`If $x+b=3$, find $x$.`, `Then $bx^8 \cdot x^5 \cdot x^2 = bx^{16}$.`, "holds with 15 for 16"},
		{`If $x+y=3$, find $x$.`, `Then $xy-2x-yx+2y=-3x+2y$.`, "holds with 2 for 3"},
		{`Find.`, `Then $\sin 2A = 3\sin A\cos A$.`, "holds with 2 for 3"},
		// A capital before a bracket that stands unapplied elsewhere is a
		// factor, not a function (`T(2m) = T(2m-3)` stays a function).
		{`If $A+x=1$, find $A$.`, `Then $A(-1+\sqrt{7})(-1-\sqrt{7}) = -7A$.`, "holds with 6 for 7"},
		// Round 3: capitals side by side read as the product of their
		// letters where that reading is one to one (segments that share
		// no point, or letters that also stand alone), ω and ζ, a Greek
		// letter before a bracket that stands unapplied elsewhere, a
		// formula named before the chain over prose after it that shows
		// an equation, and a logarithm's base.
		{`Find $AB \cdot CD$.`, `Then $(CD+AB+CD-AB)(CD+AB-CD+AB)=5\cdot CD \cdot AB$.`, "holds with 4 for 5"},
		{`Find $A$.`, `First we find that $f(g(x)) = A(Bx + A) + B = ABx + A^3 + B$.`, "holds with 2 for 3"},
		{`Find $\omega$.`, `Then $(\omega+1)^2=\omega^2+3\omega+1$.`, "holds with 2 for 3"},
		{`Find $L_n$.`, `Then $\tau \sigma (\tau + \sigma) = \tau^2\sigma + 2\tau\sigma^2$.`, "holds with 1 for 2"},
		{`Find.`, "By the triple angle formula,\n\\[\\cos 3x = 5 \\cos^3 x - 3 \\cos x.\\]Setting $x = 20^\\circ,$ we get", "holds with 4 for 5"},
		{`Find $p$.`, `Using the change-of-base formula, we have \[\log_8 p = \frac{\log_5 p}{\log_4 8}.\]`, "holds with 4 for 5"},
		// Square brackets that group a bracket or are raised to a power,
		// whole at whole points (where a floor is the bracket), and a
		// letter applied to one letter only, the same each time.
		{`Find $a$.`, `so $3(x^2 - 2x) = 3[(x - 1)^2 - 1] = 4(x - 1)^2 - 3$, and`, "holds with 3 for 4"},
		{`Find.`, `the difference is $30+10(n-1)-[30-10(n-1)]=21(n-1)$.  Substituting`, "holds with 20 for 21"},
		// A function's argument of one letter before a bracket, which is
		// a factor (`\cos x (1 + \sin x)`), as the sampling reads it.
		{`Find.`, `We can write $\frac{\cos x}{1 + \sin x} = \frac{\cos x (1 - \sin x)}{(1 + \sin x)(1 - \sin x)} = \frac{\cos x (2 - \sin x)}{1 - \sin^2 x}$.`, "holds with 1 for 2"},
		{`Find $f(x)$.`, "we can write \\begin{align*} f(x) &= q(x) (x - 1)^2 + 2x + 1 \\\\ &= q(x) (x - 2)^2 + 2(x - 1) + 3. \\end{align*}Then", "holds with 1 for 2"},
	} {
		o := audited(c.problem, c.sol, "")
		if o.Verdict != record.SolutionFalseStep || !strings.Contains(fmt.Sprint(o.Steps), c.why) {
			t.Errorf("%s: %s, %s %+v", c.sol, o.Verdict, o.Note, o.Steps)
		}
	}
	for _, sol := range []string{
		`Then $6x=4x$, so $x=0$.`,
		`Then $x-7=x+1$, which is impossible.`,
		`Multiplying both sides by $n+1$ gives $n+3=3(n+1)$, so $n=0$.`,
		`If $2n=\frac{n}{2}$, then $n=0$.`,
		`Clearing, $(x+1)(x+2)=(x-2)(x-1)$ gives $x=0$ (both sides).`,
		// A function of a numeral (degrees or radians?) and an inverse
		// function read as a power are not read for a slip.
		`Then $r^2+1-2r\cos 60=r^2+r+1$.`,
		`So $f^{-1}(f^{-1}(5)+f^{-1}(4))=f^{-1}(2+4)$.`,
		// A square bracket may be a floor.
		`Then $a/[1-(-1/2)]=a/(3/2)$.`,
		// Misreadings of the held-out rows while the slip was built
		// (MATH train 8102, 8863, 8437, 11370, 8739, 9673, 238;
		// OlympiadBench 2384, 2410).
		`Adding these, we get $a + b + c + d = 3(a + b + c + d),$ which is impossible.`,
		`If $2a = 3b,$ then $2^{x + 1} = 3^{x + 1},$ or`,
		`Then \[1 + 2c + 1 = 1 + 1 + c,\]so $c = 0.$`,
		`Taking the sine of both sides, \[\sin (\arcsin (\sin x)) = \sin \frac{x}{2},\]which simplifies to \[\sin x = \sin \frac{x}{2}.\]`,
		`Note that \[\left\lceil \frac{99 (n + 10100)}{100} \right\rceil - \left\lfloor \frac{100 (n + 10100)}{101} \right\rfloor = \left\lceil \frac{99n}{100} + 101 \right\rceil - \left\lfloor \frac{100n}{101} + 100 \right\rfloor\]`,
		`with 101: $$ 101 \cdot aba = (100 + 1) \cdot aba = aba00 + aba = ab(2a)ba. $$`,
		"We have\n\\begin{align*}\n\\sqrt{(x+3)^2+(0-2)^2}&=\\sqrt{(x+2)^2+(0-3)^2}\\\\\n\\Rightarrow\\qquad \\sqrt{x^2+6x+9+4}&=\\sqrt{x^2+4x+4+9}\\\\\n\\Rightarrow\\qquad 6x&=4x\n\\end{align*}",
		`(F1) $T(2 m)=T(2 m-3)$ for every positive integer $m \geq 3$`,
		// A Greek letter applied is a function (MATH train 4437).
		`Furthermore, $\psi(3^4) = -\psi(1)$ so`,
		`we recall that if $a \leq 0$, then $\sqrt{a^{2}}=-a$ and if $a>0$, then $\sqrt{a^{2}}=a$.`,
		// Misreadings of the new forms, on the tuning rows (MATH train
		// 1961, 2500, 4457, 179) and held out (11951): an equation of
		// moduli or of vectors, read at positive points, is one term
		// apart; the slip points' variables in arithmetic progression
		// make 2a_{n+1} = a_n + d hold; a numeral made 0 takes a term
		// away; `[x]` is read as a floor.
		`Let $r = |a| = |b| = |a + b|.$  Then`,
		"Let $d$ be the common difference.  Then\n\\begin{align*}\n\\frac{1}{a_n a_{n + 1}} &= \\frac{1}{a_n (a_n + d)} \\\\\n&= \\frac{1}{d} \\cdot \\frac{d}{a_n (a_n + d)}\n\\end{align*}",
		`Thus, the given equation becomes \[(\mathbf{a} \cdot \mathbf{b}) \mathbf{a} - (\mathbf{a} \cdot \mathbf{a}) \mathbf{b} = -3 \mathbf{b}.\]Then \[(\mathbf{a} \cdot \mathbf{b}) \mathbf{a} = (\mathbf{a} \cdot \mathbf{a} - 3) \mathbf{b}.\]If $\mathbf{a}$ and $\mathbf{b}$ are parallel, then`,
		`Since $|z|=|z-1|$, the point is on the line.`,
		// A numeral of a function's argument is not changed even where
		// the sides are not the same functions (MATH train 11370, held
		// out: 2 \sin \frac{x}{2} \cos \frac{x}{2} = \sin x there).
		`Then from the double angle formula, \[2 \sin \frac{x}{2} \cos \frac{x}{2} = \sin \frac{x}{2},\]so`,
		`we have $45= a/[1-(-1/2)] = a/(3/2) = 2a/3$.`,
		// Segments that share a point are not read as products, which
		// cancel where the segments do not (MATH train 4041).
		"Hence,\n\\begin{align*}\n&= \\frac{BE \\cdot CD}{BD \\cdot CE} \\\\\n&= \\frac{2BD \\cdot 2CE}{BD \\cdot CE} = \\boxed{4}.\n\\end{align*}",
		// Prose that shows an equation still keeps a trigonometric step
		// from a slip where no formula is named before it.
		"We have\n\\[\\cos 3x = 5 \\cos^3 x - 3 \\cos x.\\]Setting $x = 20^\\circ,$ we get",
		// Square brackets around a letter's multiple are floors, whose
		// equations are solved: `[2x] = 2[x]` is no identity of floors,
		// though it holds at whole points.
		`so $[2x] = 3[x]$, and`,
		// A letter applied to two arguments is a function.
		`Since $o(x)$ is odd, $o(-1) = -o(2),$ so`,
	} {
		if o := audited("Solve $x+y+a+n+r=1$.", sol, ""); o.Verdict == record.SolutionFalseStep {
			t.Errorf("%s: %s, %s %+v", sol, o.Verdict, o.Note, o.Steps)
		}
	}
}

// TestAuditSolutionDivisionWithRemainder: a quotient with its remainder
// in the prose holds when it is the quotient, and is false when not.
func TestAuditSolutionDivisionWithRemainder(t *testing.T) {
	if o := audited("Find.", `Because $1000 \div 9 = 111$ remainder 1, it is $999$.`, ""); o.Verdict != record.SolutionConsistent {
		t.Errorf("%s %+v", o.Note, o.Steps)
	}
	if o := audited("Find.", `Because $1000 \div 9 = 112$ remainder 1, it is $999$.`, ""); o.Verdict != record.SolutionFalseStep {
		t.Errorf("%s %+v", o.Note, o.Steps)
	}
}

// TestAuditSolutionSymmetricReadings: a reading that could only confirm
// a step is no reading (the step is skipped whether it holds or not), a
// subscript of a letter names no base, and the three misreadings of MATH
// train (parities, paired lists, an operation in prose) are not flagged
// (issue 40).
func TestAuditSolutionSymmetricReadings(t *testing.T) {
	o := audited(`Let $x_{1111}$ be the remainder of $2^4$ modulo $17$.`, `We have $2^4=15$.`, "")
	if o.Verdict != record.SolutionFalseStep {
		t.Errorf("2^4=15 with x_{1111}: %s %+v", o.Note, o.Steps)
	}
	for _, sol := range []string{`So $\sin 2x\cdot 0+1=1$ and $\sin 30 + 1=\frac32$.`, `So $\sin 2x\cdot 0+1=2$ and $\sin 30 + 1=\frac52$.`} {
		if o := audited("Compute.", sol, ""); o.Verdict != record.SolutionUnchecked {
			t.Errorf("%s: %s %+v", sol, o.Note, o.Steps)
		}
	}
	for _, c := range []struct{ problem, solution string }{
		{"How many rows are odd?", `If we use $0$ and $1$ to stand for even and odd, then by the rules $0+0=0,$ $0+1=1,$ and $1+1=0,$ we compute the parity.`},
		{"Approximate.", `With numerator $2$ they are $\frac 26, \frac 28 = \frac 13, \frac 14$ anyway.`},
		{`Given $(a)$ x $(b) = a^2 + 2ab + b^2$, find $(3)$ x $(5)$.`, `Thus, $(3)$ x $(5) = (3 + 5)^2 = \boxed{64}$.`},
	} {
		if o := audited(c.problem, c.solution, ""); o.Verdict == record.SolutionFalseStep {
			t.Errorf("%s: %s %+v", c.solution, o.Note, o.Steps)
		}
	}
	if o := audited("Compute.", `So $\cos \frac{\pi}{3} + 1=2$.`, ""); o.Verdict != record.SolutionFalseStep {
		t.Errorf("a sure unbracketed argument refutes: %s %+v", o.Note, o.Steps)
	}
	// A numeral with a numeral subscript is read in that base, which
	// confirms and refutes (MATH train 2756, 2810, 2849).
	// The subscripts fix the values: no congruence rereads the failure.
	if o := audited("Find the remainder when $9$ is divided by $7$.", `So $12_7=16$.`, ""); o.Verdict != record.SolutionFalseStep {
		t.Errorf("12_7=16 modulo 7: %s %+v", o.Note, o.Steps)
	}
	for sol, want := range map[string]record.SolutionVerdict{
		`So $5 \cdot 25_9=137_9$.`:                  record.SolutionConsistent,
		`So $47=65_7$ and $3_4 \times 3_4=9_{10}$.`: record.SolutionConsistent,
		`So $5 \cdot 25_9=138_9$.`:                  record.SolutionFalseStep,
		`So $47=66_7$.`:                             record.SolutionFalseStep,
		`So $100 000_2=32$.`:                        record.SolutionUnchecked, // spaced digits
		`So $19_9=10$.`:                             record.SolutionUnchecked, // 9 is no digit of base 9
		`So $a_1+5_6=7$.`:                           record.SolutionUnchecked,
		// MATH train 3025: a base problem, but the subscripts fix the
		// values.
		`So $B+A=10_7=8$.`: record.SolutionFalseStep,
		// MATH train 2842: digits in groups of 3.
		`So $$111\mid010\mid101\mid110_2=7\mid2\mid5\mid6_8$$`: record.SolutionUnchecked,
	} {
		if o := audited("Compute in base 9.", sol, ""); o.Verdict != want {
			t.Errorf("%s: %s, want %s: %s %+v", sol, o.Verdict, want, o.Note, o.Steps)
		}
	}
}
