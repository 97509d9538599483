package normalize

import (
	"slices"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

func TestText(t *testing.T) {
	cases := []struct {
		name     string
		conv     Convention
		in, want string
		problems int
	}{
		{"plain", Russian, "Solve $x^2=4$.", "Solve $x^2=4$.", 0},
		{"paren", Russian, `Solve \(x^2=4\) now.`, "Solve $x^2=4$ now.", 0},
		{"bracket", Russian, `Solve \[x^2=4\] now.`, "Solve $$x^2=4$$ now.", 0},
		{"paren with dollar", Russian, `Solve \(x=$2$\) now.`, `Solve \(x=$2$\) now.`, 1},
		{"unmatched paren", Russian, `Solve \(x^2=4 now.`, `Solve \(x^2=4 now.`, 1},
		{"left paren is not a delimiter", Russian, `$\left(x\right)^{-1}$`, `$\left(x\right)^{-1}$`, 0},
		{"line break spacing", Russian, `$$a\\[2pt]b$$`, `$$a\\[2pt]b$$`, 0},
		{"escaped dollar", Western, `It costs \$5 and $x$ more.`, `It costs \$5 and $x$ more.`, 0},
		{"two inline spans touching", Western, `$a$$b$`, `$a$$b$`, 0},
		{"braced comma western is a thousands separator", Western, `$24{,}000$`, `$24{,}000$`, 0},
		{"braced comma", Russian, `$0{,}5\ln 2$`, `$0.5\ln 2$`, 0},
		{"braced comma russian", Russian, `$x = -1{,}25$`, `$x = -1.25$`, 0},
		{"bare comma western", Western, `$x = 1,5$`, `$x = 1,5$`, 0},
		{"bare comma russian", Russian, `$x = 1,5$`, `$x = 1.5$`, 0},
		{"pair russian", Russian, `$(1,5)$`, `$(1,5)$`, 0},
		{"interval russian", Russian, `$[0,5)$`, `$[0,5)$`, 0},
		{"set russian", Russian, `$\{1,5\}$`, `$\{1,5\}$`, 0},
		{"pair with semicolon", Russian, `$(-0,5; 2)$`, `$(-0.5; 2)$`, 0},
		{"pair with braced comma", Russian, `$(-0{,}5; 2)$`, `$(-0.5; 2)$`, 0},
		{"roots with semicolon", Russian, `$x_1=0,5;\ x_2=1,25$`, `$x_1=0.5;\ x_2=1.25$`, 0},
		{"decimals in brackets", Russian, `$(1,5 + 2,5) : 0,8$`, `$(1.5 + 2.5) : 0.8$`, 0},
		{"negative pair", Russian, `$(-1,5)$`, `$(-1,5)$`, 0},
		{"negative decimal operand", Russian, `$(-1,5) \cdot 2$`, `$(-1,5) \cdot 2$`, 0},
		{"comma list is ambiguous", Russian, `$1,5,2$`, `$1,5,2$`, 1},
		{"comma with space", Russian, `$1, 5$`, `$1, 5$`, 0},
		{"fraction argument", Russian, `$\frac{2,5}{5}$`, `$\frac{2.5}{5}$`, 0},
		{"text is not math", Russian, `Take 1,5 kg and $\text{1,5 kg}$.`, `Take 1,5 kg and $\text{1,5 kg}$.`, 0},
		{"clauses split at text", Russian, `$x=1,5\text{ or }x=2,5$`, `$x=1.5\text{ or }x=2.5$`, 0},
		{"thin space is not a comma", Russian, `$1\,5$`, `$1\,5$`, 0},
		{"missing closer", Russian, "Solve $x^2-5x+6=0. Then $x=2$ works.", "Solve $x^2-5x+6=0$. Then $x=2$ works.", 0},
		{"missing opener", Russian, "We get x^2=4$ and so $x=2$.", "We get $x^2=4$ and so $x=2$.", 0},
		{"missing closer at end", Russian, "The root is $x=2 which is positive.", "The root is $x=2$ which is positive.", 0},
		{"stray opener", Russian, "Cost $5 and more and $x$ too.", "Cost $5$ and more and $x$ too.", 0},
		{"hopeless dollar", Russian, "x=1$ and y=2$ and z=3$ are roots.", "x=1$ and y=2$ and z=3$ are roots.", 1},
		{"decimal operands", Russian, `$0,5+1,5=2$`, `$0.5+1.5=2$`, 0},
		{"decimal operand and list", Russian, `$x=1,5, y=2$`, `$x=1.5, y=2$`, 0},
		{"list then operand", Russian, `$1,5,2+3$`, `$1,5,2+3$`, 1},
		{"nested dollars in display", Russian, "$$a = $b$ + 1$$", "$$a = b + 1$$", 0},
		{"odd dollar in display", Russian, "$$a = $b + 1$$", "$$a = $b + 1$$", 1},
		{"unclosed display", Russian, "$$a = b", "$$a = b", 1},
		{"asy verbatim", Western, `[asy] label("$A$",(0,0)); [/asy] $x$`, `[asy] label("$A$",(0,0)); [/asy] $x$`, 0},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got, problems := Text(tc.in, tc.conv)
			if got != tc.want {
				t.Errorf("Text(%q) = %q, want %q", tc.in, got, tc.want)
			}
			if len(problems) != tc.problems {
				t.Errorf("Text(%q) problems = %q, want %d", tc.in, problems, tc.problems)
			}
			again, problems2 := Text(got, tc.conv)
			if again != got {
				t.Errorf("not idempotent: %q -> %q", got, again)
			}
			if strings.Join(problems, "|") != strings.Join(problems2, "|") {
				t.Errorf("problems changed on a second pass: %q vs %q", problems, problems2)
			}
		})
	}
}

func TestTextProblemText(t *testing.T) {
	_, problems := Text("Let $x = 2 so.", Russian)
	if len(problems) != 1 || !strings.Contains(problems[0], "unbalanced $ at offset 4") || !strings.HasSuffix(problems[0], "left as is") {
		t.Fatalf("problems = %q", problems)
	}
}

func TestAnswer(t *testing.T) {
	cases := []struct {
		in   string
		conv Convention
		want string
	}{
		{"", Russian, ""},
		{"  $\\frac{3}{4}$. ", Russian, `\frac{3}{4}`},
		{`\(x=2\)`, Russian, "x=2"},
		{`$$x=2$$`, Russian, "x=2"},
		{`$\boxed{5}$`, Russian, "5"},
		{`\boxed{\frac{1}{2}}`, Russian, `\frac{1}{2}`},
		{`1,5`, Russian, "1.5"},
		{`1,5`, Western, "1,5"},
		{`0{,}5`, Russian, "0.5"},
		{`24{,}000`, Western, "24{,}000"},
		{`7,1\%`, Russian, `7.1\%`},
		{`1; 2; 3`, Russian, "1; 2; 3"},
		{`(-\infty; -1,5)\cup(2; +\infty)`, Russian, `(-\infty; -1.5)\cup(2; +\infty)`},
		{`In 6 and 8 h.`, Russian, "In 6 and 8 h"},
		{`$x=2$ for $a>0$`, Russian, `x=2\text{ for }a>0`},
		{`1, 2, 3, ...`, Western, "1, 2, 3, ..."},
		{`x_1=0,5;\ x_2=-1`, Russian, `x_1=0.5;\ x_2=-1`},
	}
	for _, tc := range cases {
		got, problems := Answer(tc.in, tc.conv)
		if got != tc.want || len(problems) != 0 {
			t.Errorf("Answer(%q) = %q %q, want %q", tc.in, got, problems, tc.want)
		}
		again, _ := Answer(got, tc.conv)
		if again != got {
			t.Errorf("Answer not idempotent: %q -> %q", got, again)
		}
	}
	got, problems := Answer("$x=2", Russian)
	if got != "$x=2" || len(problems) != 1 {
		t.Errorf("Answer of an unbalanced answer = %q %q", got, problems)
	}
}

func TestItem(t *testing.T) {
	it := record.Item{
		ID:           "dgn.core.1.001",
		Source:       DGNSource,
		Problem:      `Compute \(0,5 + 1{,}5\).`,
		Solution:     `We add: $0,5+1,5=2$.`,
		SourceAnswer: "$2$.",
	}
	o := Item(&it)
	if it.Problem != "Compute $0.5 + 1.5$." {
		t.Errorf("problem = %q", it.Problem)
	}
	if it.FinalAnswer != "2" || it.FinalAnswerBoxed != `\boxed{2}` {
		t.Errorf("answer = %q %q", it.FinalAnswer, it.FinalAnswerBoxed)
	}
	wantSol := "We add: $0.5+1.5=2$.\n\nAnswer: $\\boxed{2}$."
	if it.Solution != wantSol {
		t.Errorf("solution = %q, want %q", it.Solution, wantSol)
	}
	if strings.Join(o.Repaired, ",") != "problem,solution" || len(o.Unrepaired) != 0 || len(it.Notes) != 0 {
		t.Errorf("outcome = %+v, notes %q", o, it.Notes)
	}
	before := it
	before.Notes = append([]string(nil), it.Notes...)
	o2 := Item(&it)
	if it.Solution != before.Solution || it.Problem != before.Problem || len(o2.Repaired) != 0 {
		t.Errorf("second pass changed the row: %+v", o2)
	}
}

func TestItemNotes(t *testing.T) {
	it := record.Item{
		Source:       DGNSource,
		Problem:      "x=1$ and y=2$ and z=3$ are roots.",
		Solution:     `Clearly $\boxed{3}$.`,
		SourceAnswer: "4",
	}
	o := Item(&it)
	if len(o.Unrepaired) != 1 || !strings.HasPrefix(o.Unrepaired[0], "problem: unbalanced $ at offset") {
		t.Fatalf("unrepaired = %q", o.Unrepaired)
	}
	if !strings.HasSuffix(it.Solution, "Answer: $\\boxed{4}$.") {
		t.Errorf("solution = %q", it.Solution)
	}
	if len(it.Notes) != 2 {
		t.Fatalf("notes = %q", it.Notes)
	}
	Item(&it)
	if len(it.Notes) != 2 {
		t.Errorf("notes grew on a second pass: %q", it.Notes)
	}
}

func TestItemNoAnswer(t *testing.T) {
	it := record.Item{Source: DGNSource, Problem: "Prove it.", Solution: "Obvious."}
	Item(&it)
	if it.FinalAnswer != "" || it.FinalAnswerBoxed != "" || it.Solution != "Obvious." {
		t.Errorf("row without answer changed: %+v", it)
	}
}

// TestItemNoSolution: a row with an answer and no worked solution keeps
// its solution empty (the gold is final_answer_boxed), so a later diff
// does not see a solution the source never had.
func TestItemNoSolution(t *testing.T) {
	it := record.Item{Source: DGNSource, Problem: "Solve $2x+7=15$.", SourceAnswer: "4"}
	o := Item(&it)
	if it.Solution != "" || it.FinalAnswerBoxed != `\boxed{4}` || slices.Contains(o.Repaired, "solution") {
		t.Errorf("solution %q, boxed %q, repaired %q", it.Solution, it.FinalAnswerBoxed, o.Repaired)
	}
}
