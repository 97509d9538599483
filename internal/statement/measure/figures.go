package measure

import "strings"

// A figure named by its kind and determined by one to three lengths (its
// parameters). Each measure is a formula in the parameters ("{r}" the
// radius); a measure that fixes one parameter alone has its inverse, the
// parameter in terms of the measure's value "{v}". A one-parameter figure
// is fixed by any one of its measures; a figure of two or three
// parameters only by measures that give each parameter directly (its
// radius or diameter and its height, its length and width).
type figure struct {
	name     string
	params   []string
	measures map[string]measureDef // the phrase as written → the measure
}

type measureDef struct {
	key     string // the measure's name in notes
	formula string // in the parameters
	param   string // the parameter it fixes alone ("" for none)
	inverse string // that parameter in terms of {v}
}

func m(key, formula, param, inverse string) measureDef {
	return measureDef{key, formula, param, inverse}
}

// phrases maps each of several phrases to one measure.
func phrases(d measureDef, ps ...string) map[string]measureDef {
	out := map[string]measureDef{}
	for _, p := range ps {
		out[p] = d
	}
	return out
}

func merge(ms ...map[string]measureDef) map[string]measureDef {
	out := map[string]measureDef{}
	for _, x := range ms {
		for k, v := range x {
			out[k] = v
		}
	}
	return out
}

var (
	radius   = m("radius", `{r}`, "r", `{v}`)
	diameter = m("diameter", `2{r}`, "r", `\frac{{v}}{2}`)
	height   = m("height", `{h}`, "h", `{v}`)

	radiusPhrases   = phrases(radius, "radius", "length of the radius", "base radius", "radius of the base")
	diameterPhrases = phrases(diameter, "diameter", "length of the diameter", "length of its diameter", "diameter of the base")
	heightPhrases   = phrases(height, "height")
)

// figures by the phrases that name them.
var figures = map[string]*figure{}

func addFigure(f *figure, names ...string) {
	for _, n := range names {
		figures[n] = f
	}
}

func init() {
	addFigure(&figure{name: "square", params: []string{"s"}, measures: merge(
		phrases(m("side", `{s}`, "s", `{v}`), "side", "sides", "side length", "length of the side", "length of a side", "length of each side"),
		phrases(m("perimeter", `4{s}`, "s", `\frac{{v}}{4}`), "perimeter"),
		phrases(m("area", `{s}^{2}`, "s", `\sqrt{{v}}`), "area"),
		phrases(m("diagonal", `{s}\sqrt{2}`, "s", `\frac{{v}}{\sqrt{2}}`), "diagonal", "length of the diagonal", "length of a diagonal", "diagonal length"),
	)}, "square")
	addFigure(&figure{name: "circle", params: []string{"r"}, measures: merge(
		radiusPhrases, diameterPhrases,
		phrases(m("circumference", `2\pi{r}`, "r", `\frac{{v}}{2\pi}`), "circumference"),
		phrases(m("area", `\pi{r}^{2}`, "r", `\sqrt{\frac{{v}}{\pi}}`), "area"),
	)}, "circle")
	addFigure(&figure{name: "cube", params: []string{"s"}, measures: merge(
		phrases(m("edge", `{s}`, "s", `{v}`), "edge", "edge length", "length of an edge", "length of each edge", "length of one edge", "side length"),
		phrases(m("volume", `{s}^{3}`, "s", `\sqrt[3]{{v}}`), "volume"),
		phrases(m("surface area", `6{s}^{2}`, "s", `\sqrt{\frac{{v}}{6}}`), "surface area", "total surface area"),
		phrases(m("sum of the edges", `12{s}`, "s", `\frac{{v}}{12}`), "sum of the lengths of all the edges", "sum of the lengths of its edges", "sum of the lengths of all its edges"),
	)}, "cube")
	addFigure(&figure{name: "sphere", params: []string{"r"}, measures: merge(
		radiusPhrases, diameterPhrases,
		phrases(m("volume", `\frac{4}{3}\pi{r}^{3}`, "r", `\sqrt[3]{\frac{3{v}}{4\pi}}`), "volume"),
		phrases(m("surface area", `4\pi{r}^{2}`, "r", `\sqrt{\frac{{v}}{4\pi}}`), "surface area", "total surface area"),
	)}, "sphere")
	addFigure(&figure{name: "equilateral triangle", params: []string{"s"}, measures: merge(
		phrases(m("side", `{s}`, "s", `{v}`), "side", "side length", "length of a side", "length of each side", "length of the side"),
		phrases(m("perimeter", `3{s}`, "s", `\frac{{v}}{3}`), "perimeter"),
		phrases(m("area", `\frac{\sqrt{3}}{4}{s}^{2}`, "s", `\sqrt{\frac{4{v}}{\sqrt{3}}}`), "area"),
		phrases(m("height", `\frac{\sqrt{3}}{2}{s}`, "s", `\frac{2{v}}{\sqrt{3}}`), "height", "altitude", "length of the altitude", "length of an altitude"),
	)}, "equilateral triangle")
	cyl := &figure{name: "cylinder", params: []string{"r", "h"}, measures: merge(
		radiusPhrases, diameterPhrases, heightPhrases,
		phrases(m("volume", `\pi{r}^{2}{h}`, "", ""), "volume"),
		phrases(m("lateral surface area", `2\pi{r}{h}`, "", ""), "lateral surface area", "area of the lateral surface"),
		phrases(m("total surface area", `2\pi{r}^{2}+2\pi{r}{h}`, "", ""), "total surface area"),
	)}
	addFigure(cyl, "cylinder", "right cylinder", "circular cylinder", "right circular cylinder")
	cone := &figure{name: "cone", params: []string{"r", "h"}, measures: merge(
		radiusPhrases, diameterPhrases, heightPhrases,
		phrases(m("volume", `\frac{1}{3}\pi{r}^{2}{h}`, "", ""), "volume"),
		phrases(m("slant height", `\sqrt{{r}^{2}+{h}^{2}}`, "", ""), "slant height"),
	)}
	addFigure(cone, "cone", "right cone", "circular cone", "right circular cone")
	addFigure(&figure{name: "isosceles right triangle", params: []string{"s"}, measures: merge(
		phrases(m("leg", `{s}`, "s", `{v}`), "leg", "leg length", "length of a leg", "length of each leg"),
		phrases(m("hypotenuse", `{s}\sqrt{2}`, "s", `\frac{{v}}{\sqrt{2}}`), "hypotenuse", "length of the hypotenuse"),
		phrases(m("area", `\frac{{s}^{2}}{2}`, "s", `\sqrt{2{v}}`), "area"),
		phrases(m("perimeter", `\left(2+\sqrt{2}\right){s}`, "s", `\frac{{v}}{2+\sqrt{2}}`), "perimeter"),
		phrases(m("altitude to the hypotenuse", `\frac{{s}}{\sqrt{2}}`, "s", `{v}\sqrt{2}`), "altitude to the hypotenuse"),
	)}, "isosceles right triangle")
	// A right triangle by its two legs, or by its hypotenuse and one leg
	// (the parameter "c" that readFigure turns into the other leg).
	addFigure(&figure{name: "right triangle", params: []string{"a", "b"}, measures: merge(
		phrases(m("leg", `{a}`, "a", `{v}`), "leg", "leg length"),
		phrases(m("other leg", `{b}`, "b", `{v}`), "other leg"),
		phrases(m("hypotenuse", `\sqrt{{a}^{2}+{b}^{2}}`, "c", `{v}`), "hypotenuse", "length of the hypotenuse"),
		phrases(m("area", `\frac{{a}{b}}{2}`, "", ""), "area"),
		phrases(m("perimeter", `{a}+{b}+\sqrt{{a}^{2}+{b}^{2}}`, "", ""), "perimeter"),
	)}, "right triangle")
	addFigure(&figure{name: "rectangle", params: []string{"l", "w"}, measures: merge(
		phrases(m("length", `{l}`, "l", `{v}`), "length"),
		phrases(m("width", `{w}`, "w", `{v}`), "width"),
		phrases(m("area", `{l}{w}`, "", ""), "area"),
		phrases(m("perimeter", `2{l}+2{w}`, "", ""), "perimeter"),
		phrases(m("diagonal", `\sqrt{{l}^{2}+{w}^{2}}`, "", ""), "diagonal", "length of the diagonal", "length of a diagonal"),
	)}, "rectangle")
}

// subst writes the values of the parameters (and {v}) into a formula,
// each in parentheses.
func subst(formula string, vals map[string]string) string {
	for k, v := range vals {
		formula = strings.ReplaceAll(formula, "{"+k+"}", `\left(`+v+`\right)`)
	}
	return formula
}
