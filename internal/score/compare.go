package score

import (
	"fmt"
	"sort"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/answer"
)

// Outcome is what a tier says about one comparison (spec section 3.2).
type Outcome int

const (
	Undecided Outcome = iota // the tier cannot compare the two sides
	Accept                   // the tier proved the answers equal
	Reject                   // the tier proved the answers different
)

func (o Outcome) String() string {
	switch o {
	case Accept:
		return "accept"
	case Reject:
		return "reject"
	}
	return "undecided"
}

// Tier is a comparison tier.
type Tier int

const (
	TierNone     Tier = iota // no tier decided (unparsed, missing)
	TierExact                // normalised string equality
	TierNumeric              // plain numbers, percentages, units
	TierSymbolic             // latex + cas
)

// String gives the tier's name as used by --tiers and the report.
func (t Tier) String() string {
	switch t {
	case TierExact:
		return "exact"
	case TierNumeric:
		return "numeric"
	case TierSymbolic:
		return "symbolic"
	}
	return "-"
}

// ParseTiers reads a --tiers value ("exact,numeric,symbolic").
func ParseTiers(s string) ([]Tier, error) {
	var out []Tier
	seen := map[Tier]bool{}
	for _, name := range strings.Split(s, ",") {
		var t Tier
		switch strings.TrimSpace(name) {
		case "exact":
			t = TierExact
		case "numeric":
			t = TierNumeric
		case "symbolic":
			t = TierSymbolic
		default:
			return nil, fmt.Errorf("unknown tier %q (want exact, numeric, symbolic)", name)
		}
		if seen[t] {
			return nil, fmt.Errorf("tier %q given twice", name)
		}
		seen[t] = true
		out = append(out, t)
	}
	return out, nil
}

// Rules selects the rule set.
type Rules int

const (
	// Strict is mathematically correct where the document is generous: a
	// \pm answer needs both alternatives, parametric families are compared
	// as sets, rationals are compared exactly.
	Strict Rules = iota
	// Spec follows the document to the letter (section 3.3): a \pm gold
	// matches either alternative, families match pointwise after aligning
	// the parameter or up to an integer multiplier, numbers match within
	// a relative tolerance of 1e-6 (absolute 1e-9).
	Spec
)

func (r Rules) String() string {
	if r == Spec {
		return "spec"
	}
	return "strict"
}

// ParseRules reads a --rules value.
func ParseRules(s string) (Rules, error) {
	switch s {
	case "strict":
		return Strict, nil
	case "spec":
		return Spec, nil
	}
	return 0, fmt.Errorf("unknown rule set %q (want strict or spec)", s)
}

// specTol is the numeric tolerance of spec section 3.2.
var specTol = &Tolerance{Rel: 1e-6, Abs: 1e-9}

// Comparer compares a cleaned prediction with a gold answer tier by tier.
// It is safe for concurrent use.
type Comparer struct {
	Rules Rules
	Tiers []Tier
	// Numbers is the number convention Compare uses (CompareIn takes one
	// per call); NewComparer sets the decimal comma of the DGN books.
	Numbers NumberConvention
	sym     *symbolic
	// exactAsked is set (CompareRow) for a row whose problem text asks for
	// no approximation: a rounded decimal then never stands for an exact
	// gold answer under strict rules. Without a problem text an
	// approximation is taken as possibly asked.
	exactAsked bool
}

// NewComparer returns a Comparer for the rule set and tier order.
func NewComparer(rules Rules, tiers []Tier) *Comparer {
	return &Comparer{Rules: rules, Tiers: tiers, Numbers: ConvDecimalComma, sym: newSymbolic(rules)}
}

// Decision is the result of comparing one prediction with its gold answer.
type Decision struct {
	Correct bool
	Tier    Tier // the tier that decided, or the last tier reached
	// Undecided is true when no tier could decide (the item is incorrect).
	Undecided bool
}

// Compare runs the tiers in order on a cleaned candidate and a gold answer.
// response, when non-empty, is the whole response: if it reproduces the gold
// answer in full it is accepted at the exact tier before the tiers run.
func (c *Comparer) Compare(gold, cand, response string) Decision {
	return c.CompareIn(c.Numbers, gold, cand, response)
}

// CompareIn is Compare under the number convention conv (not ConvAuto).
func (c *Comparer) CompareIn(conv NumberConvention, gold, cand, response string) Decision {
	gold = Clean(gold)
	if c.Rules != Spec {
		gold, cand = strictReading(gold), strictReading(cand)
	}
	gold = applyConvention(gold, conv)
	cand = applyConvention(cand, conv)
	// The full-response match (a response that is the gold answer): only a
	// response not much longer than the gold can be one.
	if response != "" && len(response) <= 4*len(gold)+64 && NormalizeExact(applyConvention(Clean(response), conv)) == NormalizeExact(gold) {
		return Decision{Correct: true, Tier: TierExact}
	}
	if c.Rules != Spec {
		if gb, ok := boolWord(gold); ok {
			if pb, ok := boolWord(cand); ok {
				return Decision{Correct: gb == pb, Tier: TierExact}
			}
		}
	}
	last := TierNone
	for _, t := range c.Tiers {
		last = t
		var o Outcome
		switch t {
		case TierExact:
			o = c.exact(gold, cand)
		case TierNumeric:
			o = c.numeric(gold, cand)
		case TierSymbolic:
			s := *c.sym
			s.exactAsked = c.exactAsked
			o = s.compare(gold, cand)
		}
		switch o {
		case Accept:
			return Decision{Correct: true, Tier: t}
		case Reject:
			return Decision{Tier: t}
		}
	}
	return Decision{Tier: last, Undecided: true}
}

// answerItems splits an answer into list items; a lone discrete set
// `\{1,2,3\}` gives its elements.
func answerItems(s string) (items []string, param bool) {
	items, param = splitItems(s)
	for i, it := range items {
		items[i] = stripLabel(it)
	}
	if len(items) == 1 {
		if parts, ok := parseSetShape(items[0]); ok && len(parts) == 1 && parts[0].isPoints && len(parts[0].points) > 0 {
			return parts[0].points, param
		}
	}
	return items, param
}

// --- exact tier ---

func (c *Comparer) exact(gold, pred string) Outcome {
	if NormalizeExact(gold) == NormalizeExact(pred) {
		return Accept
	}
	gi, _ := answerItems(gold)
	pi, _ := answerItems(pred)
	if len(gi) != len(pi) {
		return Undecided
	}
	if len(gi) == 1 {
		return exactSet(gi[0], pi[0])
	}
	o := match(len(gi), len(pi), func(i, j int) Outcome {
		if NormalizeExact(gi[i]) == NormalizeExact(pi[j]) {
			return Accept
		}
		return exactSet(gi[i], pi[j])
	}, nil, nil)
	if o == Accept {
		return Accept
	}
	return Undecided
}

// exactSet compares two interval sets part by part with string equality of
// the ends (the parts may come in any order).
func exactSet(g, p string) Outcome {
	gp, ok1 := parseSetShape(g)
	pp, ok2 := parseSetShape(p)
	if !ok1 || !ok2 || len(gp) != len(pp) {
		return Undecided
	}
	key := func(x ivPart) string {
		if x.isPoints {
			pts := make([]string, len(x.points))
			for i, s := range x.points {
				pts[i] = NormalizeExact(s)
			}
			sort.Strings(pts)
			return "{" + strings.Join(pts, ",") + "}"
		}
		return fmt.Sprintf("%v%s,%s%v", x.loClosed, NormalizeExact(x.lo), NormalizeExact(x.hi), x.hiClosed)
	}
	gk, pk := make([]string, len(gp)), make([]string, len(pp))
	for i := range gp {
		gk[i], pk[i] = key(gp[i]), key(pp[i])
	}
	sort.Strings(gk)
	sort.Strings(pk)
	for i := range gk {
		if gk[i] != pk[i] {
			return Undecided
		}
	}
	return Accept
}

// --- numeric tier ---

func (c *Comparer) tol() *Tolerance {
	if c.Rules == Spec {
		return specTol
	}
	return nil
}

func (c *Comparer) numeric(gold, pred string) Outcome {
	gi, _ := answerItems(gold)
	pi, _ := answerItems(pred)
	if len(gi) == 1 && len(pi) == 1 {
		return c.numItem(gi[0], pi[0])
	}
	gInt := make([]bool, len(gi))
	for i, s := range gi {
		gInt[i] = numInterpretable(s)
	}
	pInt := make([]bool, len(pi))
	for j, s := range pi {
		pInt[j] = numInterpretable(s)
	}
	return match(len(gi), len(pi), func(i, j int) Outcome { return c.numItem(gi[i], pi[j]) }, gInt, pInt)
}

// bareRHS strips a leading single-symbol assignment and a leading `x\in`;
// ok is false when an equation remains.
func bareRHS(s string) (string, bool) {
	if _, rhs, ok := splitAssign(s); ok {
		s = rhs
	}
	s = stripIn(s)
	if _, _, eq := topLevelEq(s); eq {
		return s, false
	}
	return s, true
}

func numInterpretable(s string) bool {
	s, ok := bareRHS(s)
	if !ok {
		return false
	}
	if _, ok := parseNumber(s); ok {
		return true
	}
	if parts, ok := parseSetShape(s); ok {
		_, ok := numericSet(parts)
		return ok
	}
	return false
}

func (c *Comparer) numItem(g, p string) Outcome {
	g, ok1 := bareRHS(g)
	p, ok2 := bareRHS(p)
	if !ok1 || !ok2 {
		return Undecided
	}
	gn, gok := parseNumber(g)
	pn, pok := parseNumber(p)
	if gok && pok {
		if gn.unit != "" && pn.unit != "" && gn.unit != pn.unit {
			return Undecided
		}
		gd, pd := decimals(g), decimals(p)
		for _, a := range gn.vals {
			for _, b := range pn.vals {
				if answer.RatNear(a, b, c.tol()) || c.tol() == nil && answer.RoundingEq(a, b, gd, pd, !c.exactAsked) {
					return Accept
				}
			}
		}
		return Reject
	}
	gp, gs := parseSetShape(g)
	pp, ps := parseSetShape(p)
	if gs && ps {
		if gt, pt, ok := tuplePair(g, p, gp, pp); ok {
			return c.numTuple(gt, pt)
		}
		gv, ok1 := numericSet(gp)
		pv, ok2 := numericSet(pp)
		if !ok1 || !ok2 {
			return Undecided
		}
		return compareIntervalSets(gv, pv, c.tol())
	}
	// A number against a numeric set (or the reverse) differs.
	if gok && ps {
		if _, ok := numericSet(pp); ok && isSetLike(pp) {
			return Reject
		}
	}
	if pok && gs {
		if _, ok := numericSet(gp); ok && isSetLike(gp) {
			return Reject
		}
	}
	return Undecided
}

// tuple is an ordered tuple `(a, b, c)` read at the string level.
type tuple struct {
	left, right byte
	items       []string
}

// parseTuple reads `(a,b,...)` / `[a;b]` with two or more items.
func parseTuple(s string) (tuple, bool) {
	s = strings.TrimSpace(s)
	if len(s) < 2 || (s[0] != '(' && s[0] != '[') || (s[len(s)-1] != ')' && s[len(s)-1] != ']') || !balancedGroup(s) {
		return tuple{}, false
	}
	inner := s[1 : len(s)-1]
	var items []string
	if strings.Contains(inner, ";") {
		items = splitTop(inner, ";")
	} else {
		items = splitTopDC(inner, ",", false)
	}
	if len(items) < 2 {
		return tuple{}, false
	}
	for i := range items {
		items[i] = strings.TrimSpace(items[i])
	}
	return tuple{left: s[0], right: s[len(s)-1], items: items}, true
}

// tuplePair decides whether two sides are ordered tuples rather than
// interval sets: both single pairs in parentheses that are not set-like,
// or tuples of three or more items.
func tuplePair(g, p string, gp, pp []ivPart) (tuple, tuple, bool) {
	if isSetLike(gp) || isSetLike(pp) {
		return tuple{}, tuple{}, false
	}
	gt, ok1 := parseTuple(g)
	pt, ok2 := parseTuple(p)
	return gt, pt, ok1 && ok2
}

func (c *Comparer) numTuple(g, p tuple) Outcome {
	if len(g.items) != len(p.items) || g.left != p.left || g.right != p.right {
		return Reject
	}
	all := Accept
	for i := range g.items {
		switch c.numItem(g.items[i], p.items[i]) {
		case Reject:
			return Reject
		case Undecided:
			all = Undecided
		}
	}
	return all
}

// numEndpoint reads an interval end at the numeric tier.
func numEndpoint(s string) (answer.End, bool) {
	switch strings.ReplaceAll(strings.TrimSpace(s), " ", "") {
	case `\infty`, `+\infty`, "∞", "+∞":
		return answer.PosInf, true
	case `-\infty`, "-∞", "−∞":
		return answer.NegInf, true
	}
	v, ok := parseRat(numNoise.Replace(s))
	if !ok {
		return answer.End{}, false
	}
	return answer.End{R: v, Dec: decimals(s)}, true
}

func numericSet(parts []ivPart) ([]answer.Interval, bool) {
	return toIntervals(parts, numEndpoint)
}

// toIntervals turns string-level parts into intervals with the endpoint
// reader of a tier.
func toIntervals(parts []ivPart, read func(string) (answer.End, bool)) ([]answer.Interval, bool) {
	var out []answer.Interval
	for _, p := range parts {
		if p.isPoints {
			for _, s := range p.points {
				v, ok := read(s)
				if !ok || v.Inf != 0 {
					return nil, false
				}
				out = append(out, answer.Point(v))
			}
			continue
		}
		lo, ok1 := read(p.lo)
		hi, ok2 := read(p.hi)
		if !ok1 || !ok2 {
			return nil, false
		}
		out = append(out, answer.NewInterval(lo, hi, p.loClosed, p.hiClosed))
	}
	return out, true
}

// compareIntervalSets compares two interval sets as sets of reals
// (answer.EqualIntervals); Undecided when one has an empty or reversed
// interval.
func compareIntervalSets(g, p []answer.Interval, tol *Tolerance) Outcome {
	switch eq, decided := answer.EqualIntervals(g, p, tol); {
	case !decided:
		return Undecided
	case eq:
		return Accept
	}
	return Reject
}

// match compares two lists as unordered multisets (spec section 3.3):
// Accept when accepted pairs give a perfect matching; Reject when no
// perfect matching exists even counting undecided pairs and every item is
// interpretable by the tier (gInt, pInt; nil means none is); Undecided
// otherwise.
func match(ng, np int, edge func(i, j int) Outcome, gInt, pInt []bool) Outcome {
	if ng > maxItems || np > maxItems {
		return Undecided
	}
	e := make([][]Outcome, ng)
	for i := range e {
		e[i] = make([]Outcome, np)
		for j := range e[i] {
			e[i][j] = edge(i, j)
		}
	}
	if ng == np && perfect(ng, func(i, j int) bool { return e[i][j] == Accept }) {
		return Accept
	}
	all := gInt != nil && pInt != nil
	for _, b := range gInt {
		all = all && b
	}
	for _, b := range pInt {
		all = all && b
	}
	if !all {
		return Undecided
	}
	if ng != np || !perfect(ng, func(i, j int) bool { return e[i][j] != Reject }) {
		return Reject
	}
	return Undecided
}

// perfect reports whether an n×n bipartite graph has a perfect matching
// (augmenting paths; n is small).
func perfect(n int, ok func(i, j int) bool) bool {
	matchP := make([]int, n)
	for j := range matchP {
		matchP[j] = -1
	}
	var try func(i int, seen []bool) bool
	try = func(i int, seen []bool) bool {
		for j := 0; j < n; j++ {
			if seen[j] || !ok(i, j) {
				continue
			}
			seen[j] = true
			if matchP[j] < 0 || try(matchP[j], seen) {
				matchP[j] = i
				return true
			}
		}
		return false
	}
	for i := 0; i < n; i++ {
		if !try(i, make([]bool, n)) {
			return false
		}
	}
	return true
}
