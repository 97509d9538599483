package crawl

import (
	"regexp"
	"strconv"
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// Text turns HTML nodes into plain text with the math as LaTeX between $
// (inline) or $$ (display), paragraphs (block elements) separated by a
// blank line and <br> kept as a line break. Math is read from:
//
//   - MathJax's <script type="math/tex"> (and "math/tex; mode=display");
//   - \(...\) and \[...\] in the text;
//   - KaTeX's and any MathML's <annotation encoding="application/x-tex">
//     (display when the <math> is display="block" or inside .katex-display);
//   - <img alt="..."> whose alt is a formula (TeX-like, or the image's
//     class names tex, latex, math or formula).
//
// The rendered copies that sit beside the sources (MathJax previews,
// KaTeX's HTML) are left out. noTeX counts the MathML elements without a
// TeX annotation (their text is kept as it is).
func Text(nodes []*html.Node) (text string, noTeX int) {
	w := &textWriter{}
	for _, n := range nodes {
		w.node(n)
	}
	return w.finish(), w.noTeX
}

type textWriter struct {
	b     strings.Builder
	math  []string // placeholders' contents: index i is \uE000 i \uE001
	noTeX int
	pre   int // depth of <pre>
}

const (
	phOpen  = '\uE000'
	phClose = '\uE001'
)

// emit writes math (with its delimiters) as a placeholder, so that the
// text passes (whitespace, \( \) delimiters) do not touch it.
func (w *textWriter) emit(tex string, display bool) {
	tex = strings.Join(strings.Fields(tex), " ")
	if tex == "" {
		return
	}
	d := "$"
	if display {
		d = "$$"
	}
	w.b.WriteRune(phOpen)
	w.b.WriteString(strconv.Itoa(len(w.math)))
	w.b.WriteRune(phClose)
	w.math = append(w.math, d+tex+d)
}

var blockAtoms = map[atom.Atom]bool{
	atom.P: true, atom.Div: true, atom.Li: true, atom.Ul: true, atom.Ol: true,
	atom.H1: true, atom.H2: true, atom.H3: true, atom.H4: true, atom.H5: true,
	atom.H6: true, atom.Table: true, atom.Tr: true, atom.Blockquote: true,
	atom.Pre: true, atom.Section: true, atom.Article: true, atom.Dl: true,
	atom.Dt: true, atom.Dd: true, atom.Header: true, atom.Footer: true,
	atom.Hr: true, atom.Center: true, atom.Figure: true, atom.Figcaption: true,
}

// paragraph marks a paragraph break (collapsed later).
const paragraph = "\n\n"

func hasClass(n *html.Node, names ...string) bool {
	for _, c := range strings.Fields(attr(n, "class")) {
		for _, name := range names {
			if c == name {
				return true
			}
		}
	}
	return false
}

func attr(n *html.Node, key string) string {
	for _, a := range n.Attr {
		if a.Key == key {
			return a.Val
		}
	}
	return ""
}

func (w *textWriter) node(n *html.Node) {
	switch n.Type {
	case html.TextNode:
		// The page's own placeholder characters would read as formulas
		// (or as one past the last: a panic); they mean nothing, and go.
		data := n.Data
		if strings.ContainsAny(data, string(phOpen)+string(phClose)) {
			data = dropPlaceholders.Replace(data)
		}
		if w.pre > 0 {
			w.b.WriteString(data)
		} else {
			// A line break in the source is a space (only <br> and the
			// blocks break lines).
			w.b.WriteString(sourceBreaks.Replace(data))
		}
		return
	case html.DocumentNode:
		w.children(n)
		return
	case html.ElementNode:
	default:
		return
	}
	switch n.DataAtom {
	case atom.Script:
		t := strings.ToLower(strings.ReplaceAll(attr(n, "type"), " ", ""))
		if strings.HasPrefix(t, "math/tex") {
			w.emit(textOf(n), strings.Contains(t, "mode=display"))
		}
		return
	case atom.Style, atom.Noscript, atom.Template, atom.Head:
		return
	case atom.Br:
		w.b.WriteString("\n")
		return
	case atom.Img:
		if tex, display, ok := imgFormula(n); ok {
			w.emit(tex, display)
		}
		return
	case atom.Math:
		w.mathML(n)
		return
	}
	if hasClass(n, "MathJax_Preview", "MathJax", "MathJax_Display", "MathJax_SVG", "MathJax_CHTML", "katex-html") {
		return
	}
	block := blockAtoms[n.DataAtom]
	if block {
		w.b.WriteString(paragraph)
	}
	if n.DataAtom == atom.Pre {
		w.pre++
		defer func() { w.pre-- }()
	}
	if n.DataAtom == atom.Td || n.DataAtom == atom.Th {
		w.b.WriteString(" ")
	}
	w.children(n)
	if block {
		w.b.WriteString(paragraph)
	}
}

func (w *textWriter) children(n *html.Node) {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		w.node(c)
	}
}

// mathML writes a <math> element: its TeX annotation when it has one.
func (w *textWriter) mathML(n *html.Node) {
	display := attr(n, "display") == "block" || inKatexDisplay(n)
	if tex, ok := texAnnotation(n); ok {
		w.emit(tex, display)
		return
	}
	w.noTeX++
	w.children(n)
}

func inKatexDisplay(n *html.Node) bool {
	for p := n.Parent; p != nil; p = p.Parent {
		if p.Type == html.ElementNode && hasClass(p, "katex-display") {
			return true
		}
	}
	return false
}

func texAnnotation(n *html.Node) (string, bool) {
	var found string
	ok := false
	var walk func(*html.Node)
	walk = func(n *html.Node) {
		if ok {
			return
		}
		if n.Type == html.ElementNode && n.Data == "annotation" {
			enc := strings.ToLower(attr(n, "encoding"))
			if enc == "application/x-tex" || enc == "tex" || enc == "latex" || enc == "application/x-latex" {
				found, ok = textOf(n), true
				return
			}
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(n)
	return found, ok
}

func textOf(n *html.Node) string {
	var b strings.Builder
	var walk func(*html.Node)
	walk = func(n *html.Node) {
		if n.Type == html.TextNode {
			b.WriteString(n.Data)
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(n)
	return b.String()
}

var texLikeRE = regexp.MustCompile(`\\[A-Za-z]+|[\^_=<>+]|\\[{}()\[\]]|\d\s*[-*/]\s*\d`)

// imgFormula reads a formula from an image's alt text.
func imgFormula(n *html.Node) (tex string, display, ok bool) {
	alt := strings.TrimSpace(attr(n, "alt"))
	if alt == "" {
		return "", false, false
	}
	display = hasClass(n, "display", "displaymath", "tex-display", "math-display")
	switch {
	case strings.HasPrefix(alt, "$$") && strings.HasSuffix(alt, "$$") && len(alt) > 4:
		return alt[2 : len(alt)-2], true, true
	case strings.HasPrefix(alt, "$") && strings.HasSuffix(alt, "$") && len(alt) > 2:
		return alt[1 : len(alt)-1], display, true
	case strings.HasPrefix(alt, `\(`) && strings.HasSuffix(alt, `\)`):
		return alt[2 : len(alt)-2], display, true
	case strings.HasPrefix(alt, `\[`) && strings.HasSuffix(alt, `\]`):
		return alt[2 : len(alt)-2], true, true
	}
	if hasClass(n, "tex", "latex", "math", "formula", "tex-formula", "mathimg") || texLikeRE.MatchString(alt) {
		return alt, display, true
	}
	return "", false, false
}

var (
	dropPlaceholders = strings.NewReplacer(string(phOpen), "", string(phClose), "")
	sourceBreaks     = strings.NewReplacer("\r\n", " ", "\n", " ", "\r", " ")
	spaceRE          = regexp.MustCompile(`[ \t\r\f\v\x{00a0}\x{2009}\x{202f}]+`)
	parenMathRE      = regexp.MustCompile(`(?s)\\\((.+?)\\\)`)
	squareMathRE     = regexp.MustCompile(`(?s)\\\[(.+?)\\\]`)
	manyNLRE         = regexp.MustCompile(`\n{3,}`)
	placeholder      = regexp.MustCompile("\uE000([0-9]+)\uE001")
)

// finish collapses the whitespace, turns \(..\) and \[..\] into $ and $$,
// and puts the math back.
func (w *textWriter) finish() string {
	s := w.b.String()
	s = spaceRE.ReplaceAllString(s, " ")
	s = squareMathRE.ReplaceAllStringFunc(s, func(m string) string {
		w.emitInline(m[2:len(m)-2], true)
		return w.lastPlaceholder()
	})
	s = parenMathRE.ReplaceAllStringFunc(s, func(m string) string {
		w.emitInline(m[2:len(m)-2], false)
		return w.lastPlaceholder()
	})
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		lines[i] = strings.TrimSpace(l)
	}
	s = strings.Join(lines, "\n")
	s = manyNLRE.ReplaceAllString(s, "\n\n")
	s = strings.TrimSpace(s)
	return placeholder.ReplaceAllStringFunc(s, func(m string) string {
		i, _ := strconv.Atoi(m[len(string(phOpen)) : len(m)-len(string(phClose))])
		return w.math[i]
	})
}

// emitInline records math found in the text (with its whitespace, and
// line breaks, collapsed).
func (w *textWriter) emitInline(tex string, display bool) {
	tex = strings.Join(strings.Fields(tex), " ")
	d := "$"
	if display {
		d = "$$"
	}
	w.math = append(w.math, d+tex+d)
}

func (w *textWriter) lastPlaceholder() string {
	return string(phOpen) + strconv.Itoa(len(w.math)-1) + string(phClose)
}
