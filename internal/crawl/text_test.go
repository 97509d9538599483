package crawl

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

func textOfHTML(t *testing.T, src string) (string, int) {
	t.Helper()
	doc, err := html.Parse(strings.NewReader("<html><body><div id=x>" + src + "</div></body></html>"))
	if err != nil {
		t.Fatal(err)
	}
	var find func(*html.Node) *html.Node
	find = func(n *html.Node) *html.Node {
		if n.Type == html.ElementNode && attr(n, "id") == "x" {
			return n
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			if f := find(c); f != nil {
				return f
			}
		}
		return nil
	}
	x := find(doc)
	var kids []*html.Node
	for c := x.FirstChild; c != nil; c = c.NextSibling {
		kids = append(kids, c)
	}
	return Text(kids)
}

// TestText: each markup of formulas becomes $..$ or $$..$$, the rendered
// copies are dropped, and paragraphs and line breaks are kept.
func TestText(t *testing.T) {
	cases := []struct{ name, html, want string }{
		{"mathjax inline", `Compute <script type="math/tex">\frac{1}{2}+x</script>.`, `Compute $\frac{1}{2}+x$.`},
		{"mathjax display", `Solve<script type="math/tex; mode=display">x^2=4</script>`, `Solve$$x^2=4$$`},
		{"mathjax preview dropped", `<span class="MathJax_Preview">x2</span><script type="math/tex">x^2</script>`, `$x^2$`},
		{"mathjax rendered dropped", `<span class="MathJax" id="MathJax-Element-1-Frame">x2</span><script type="math/tex" id="MathJax-Element-1">x^2</script>`, `$x^2$`},
		{"paren delimiters", `Let \(a = 1\) and \( b\n = 2 \).`, `Let $a = 1$ and $b = 2$.`},
		{"bracket delimiters", `Then \[a+b=3\] holds.`, `Then $$a+b=3$$ holds.`},
		{"katex", `Solve <span class="katex"><span class="katex-mathml"><math><semantics><mrow><mi>x</mi></mrow><annotation encoding="application/x-tex">x+1=2</annotation></semantics></math></span><span class="katex-html" aria-hidden="true">x+1=2</span></span>.`, `Solve $x+1=2$.`},
		{"katex display", `<span class="katex-display"><span class="katex"><span class="katex-mathml"><math display="block"><semantics><mi>y</mi><annotation encoding="application/x-tex">y=2</annotation></semantics></math></span><span class="katex-html">y=2</span></span></span>`, `$$y=2$$`},
		{"mathml tex annotation", `<math display="block"><semantics><mi>z</mi><annotation encoding="TeX">\sqrt{z}</annotation></semantics></math>`, `$$\sqrt{z}$$`},
		{"img alt tex", `Solve <img src="f.gif" alt="x^2-1=0">.`, `Solve $x^2-1=0$.`},
		{"img alt dollars", `<img src="f.gif" alt="$\pi r^2$">`, `$\pi r^2$`},
		{"img alt class", `<img class="tex" src="f.gif" alt="x">`, `$x$`},
		{"img plain alt dropped", `See <img src="fig.png" alt="Figure 1"> below.`, `See below.`},
		{"paragraphs", `<p>First  line</p>\n<p>Second<br>third</p>`, "First line\n\nSecond\nthird"},
		{"source newlines are spaces", "A long\nsentence\r\nhere.", "A long sentence here."},
		{"entities", `a&nbsp;&lt;&nbsp;b`, `a < b`},
		{"scripts and styles dropped", `<script>var x=1;</script><style>p{}</style>ok`, `ok`},
		{"tex whitespace collapsed", "<script type=\"math/tex\">a +\n   b</script>", `$a + b$`},
		{"math not touched by delimiters", `<script type="math/tex">\left(x\right)</script> and \(y\)`, `$\left(x\right)$ and $y$`},
	}
	for _, c := range cases {
		got, _ := textOfHTML(t, strings.ReplaceAll(c.html, `\n`, "\n"))
		if got != c.want {
			t.Errorf("%s:\n got %q\nwant %q", c.name, got, c.want)
		}
	}
	if _, noTeX := textOfHTML(t, `<math><mi>x</mi></math>`); noTeX != 1 {
		t.Errorf("MathML without TeX: counted %d, want 1", noTeX)
	}
}

// TestPlaceholderCharsInPage: the private-use characters that mark math
// while the text is written, when the page itself contains them, neither
// crash the crawl (an index past the formulas) nor pull a formula into
// the wrong place; they are dropped.
func TestPlaceholderCharsInPage(t *testing.T) {
	for _, src := range []string{
		"a \uE00099\uE001 b",
		`a \uE0000` + "\uE001" + ` b <script type="math/tex">x^2</script>`,
		"<pre>\uE0007\uE001</pre>",
	} {
		src = strings.ReplaceAll(src, `\uE000`, "\uE000")
		got, _ := textOfHTML(t, src)
		if strings.ContainsAny(got, "\uE000\uE001") {
			t.Errorf("%q: placeholder characters kept: %q", src, got)
		}
		if strings.Count(got, "x^2") > 1 || strings.HasPrefix(src, "a \uE0000") && !strings.HasPrefix(got, "a 0 b $x^2$") {
			t.Errorf("%q: %q", src, got)
		}
	}
}
