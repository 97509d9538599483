package check

import (
	"fmt"
	"sort"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// The statement cues: the one table of the words of a problem statement
// (outside its formulas) that leg 1 understands. The prose is read once
// into a reading (readCues); the checkers consult the reading, never the
// prose. A word the table does not know is named in the reading (unread):
// a statement that is not fully understood is not checked as if the unread
// words were not there (default deny, see run).

// cueClass says what a cue does to the question.
type cueClass int

const (
	cueTask       cueClass = iota // the task keyword: decides the kind
	cueRestrict                   // a restriction of the answer: positive, integer, on [a,b]
	cueAsk                        // a different question: the sum of the roots, the number of divisors
	cueConvention                 // a convention: all logarithms have base 10, i is the imaginary unit
	cueApprox                     // an approximation request: rounded to two decimal places
	cueScope                      // a topic leg 1 does not model: complex numbers, congruences
	cueWord                       // a word problem: the formula is not the whole question
	cueTopic                      // what the formula is (area, tangent, function): consulted by a checker
	cueForm                       // the form of the answer (a common fraction, interval notation): the value is the same
	cueHarmless                   // a phrase that changes nothing (a multi-word harmless phrase)
)

var cueClassNames = [...]string{"task", "restrict", "ask", "convention", "approx", "scope", "word", "topic", "form", "harmless"}

func (c cueClass) String() string { return cueClassNames[c] }

// cueDef is one row of the table. The pattern is a sequence of words; a
// slot `a|b` is one of the alternatives, `[a|b]` is optional, a word ending
// in `*` matches every word it begins, `#` matches a number (in the prose or
// a formula that is a bare number), `^` matches only at the start of the
// prose and `$` matches a formula.
type cueDef struct {
	pattern string
	class   cueClass
	name    string // what the cue means; for cueTask the kind name
	kind    Kind   // cueTask only
}

// cueTable is the table. Within a class, a longer match wins over a
// shorter one at the same position; among equally long matches the first
// row wins.
var cueTable = []cueDef{
	// Task keywords. When several occur the kind of highest priority wins
	// (kindPriority).
	{pattern: "prove|demonstrate", class: cueTask, kind: KindIdentity},
	// "Solve ... and prove that there are no more solutions" asks for the
	// solutions (OlympiadBench 2575), not for a proof of an identity.
	{pattern: "and prove|show that there are no more|other solutions", class: cueTask, kind: KindEquation},
	{pattern: "show|verify that", class: cueTask, kind: KindIdentity},
	{pattern: "factorise*|factorize*", class: cueTask, kind: KindFactor},
	{pattern: "^ factor", class: cueTask, kind: KindFactor},
	{pattern: "factor the|completely|each|out|this", class: cueTask, kind: KindFactor},
	{pattern: "system|systems", class: cueTask, kind: KindSystem},
	{pattern: "inequalit*", class: cueTask, kind: KindInequality},
	{pattern: "limit", class: cueTask, kind: KindLimit},
	{pattern: "derivative|differentiate", class: cueTask, kind: KindDerivative},
	{pattern: "integral|integrate|antiderivative", class: cueTask, kind: KindIntegral},
	{pattern: "maximum", class: cueTask, kind: KindExtremum, name: "maximum"},
	{pattern: "minimum", class: cueTask, kind: KindExtremum, name: "minimum"},
	{pattern: "greatest|largest value", class: cueTask, kind: KindExtremum, name: "maximum"},
	{pattern: "least|smallest value", class: cueTask, kind: KindExtremum, name: "minimum"},
	{pattern: "solve|equation|root|roots", class: cueTask, kind: KindEquation},
	{pattern: "simplif*", class: cueTask, kind: KindSimplify},
	{pattern: "compute|calculate|evaluate", class: cueTask, kind: KindValue, name: "find"},
	{pattern: "find|determine", class: cueTask, kind: KindUnknown, name: "find"},
	{pattern: "find|determine [the] [exact] value", class: cueTask, kind: KindValue, name: "find"},
	{pattern: "what is the value", class: cueTask, kind: KindValue, name: "find"},
	{pattern: "what is", class: cueTask, kind: KindUnknown, name: "find"},
	{pattern: "value of", class: cueTask, kind: KindUnknown, name: "find"},

	// Different questions about a formula. The root quantities are
	// answered by checkRootQuantity, the divisor questions by
	// checkDivisors; the others make the row undecided.
	{pattern: "sum of [the] squares of [all|the|its] [all|the|its] [real|distinct] [real|distinct] roots|solutions|zeros", class: cueAsk, name: "sum of the squares of the roots"},
	{pattern: "sum of [the] cubes of [all|the|its] [all|the|its] [real|distinct] [real|distinct] roots|solutions|zeros", class: cueAsk, name: "sum of the cubes of the roots"},
	{pattern: "sum of [the] fourth powers of [all|the|its] [all|the|its] [real|distinct] [real|distinct] roots|solutions|zeros", class: cueAsk, name: "sum of the fourth powers of the roots"},
	{pattern: "sum of [the] reciprocals|inverses of [all|the|its] [all|the|its] [real|distinct] [real|distinct] roots|solutions|zeros", class: cueAsk, name: "sum of the reciprocals of the roots"},
	{pattern: "sum of [all|the|its] [all|the|its] [real|distinct] [real|distinct] roots|solutions|zeros", class: cueAsk, name: "sum of the roots"},
	{pattern: "product of [all|the|its] [all|the|its] [real|distinct] [real|distinct] roots|solutions|zeros", class: cueAsk, name: "product of the roots"},
	{pattern: "number of [distinct|different] [real] roots|solutions|zeros", class: cueAsk, name: "number of the roots"},
	{pattern: "how many [distinct|different] [real] roots|solutions|zeros", class: cueAsk, name: "number of the roots"},
	{pattern: "largest|greatest|biggest [real] root|solution", class: cueAsk, name: "largest root"},
	{pattern: "smallest|least [real] root|solution", class: cueAsk, name: "smallest root"},
	{pattern: "[positive] difference between|of [the] [its] [two] roots|solutions", class: cueAsk, name: "difference of the roots"},
	{pattern: "[positive] difference between|of [the] larger and [the] smaller root", class: cueAsk, name: "difference of the roots"},
	{pattern: "absolute value of the difference between|of [the] [its] [two] roots|solutions", class: cueAsk, name: "difference of the roots"},
	{pattern: "largest|greatest|biggest prime divisor|factor", class: cueAsk, name: "largest prime divisor"},
	{pattern: "smallest|least prime divisor|factor", class: cueAsk, name: "smallest prime divisor"},
	{pattern: "number of [positive] divisors|factors", class: cueAsk, name: "number of divisors"},
	{pattern: "how many [positive] divisors|factors", class: cueAsk, name: "number of divisors"},
	{pattern: "sum of [all] [the] [positive] divisors|factors", class: cueAsk, name: "sum of divisors"},
	{pattern: "number of [distinct] prime divisors|factors", class: cueAsk, name: "number of prime divisors"},
	{pattern: "how many [distinct] prime divisors|factors", class: cueAsk, name: "number of prime divisors"},
	{pattern: "sum of [the] [distinct] prime divisors|factors", class: cueAsk, name: "sum of prime divisors"},
	{pattern: "prime factori*", class: cueAsk, name: "prime factorisation"},
	{pattern: "how many", class: cueAsk, name: "how many"},
	{pattern: "number of", class: cueAsk, name: "number of"},
	{pattern: "sum of", class: cueAsk, name: "sum of"},
	{pattern: "product of", class: cueAsk, name: "product of"},
	{pattern: "[positive] difference between", class: cueAsk, name: "difference"},
	{pattern: "average|mean", class: cueAsk, name: "average"},
	{pattern: "remainder", class: cueAsk, name: "remainder"},
	{pattern: "units|last|tens|leading digit", class: cueAsk, name: "a digit"},
	{pattern: "digit|digits", class: cueAsk, name: "digits"},
	{pattern: "integer|fractional part", class: cueAsk, name: "integer part"},
	{pattern: "real|imaginary part", class: cueAsk, name: "real or imaginary part"},
	{pattern: "greatest integer", class: cueAsk, name: "greatest integer"},
	{pattern: "floor|ceiling", class: cueAsk, name: "greatest integer"},
	{pattern: "reciprocal", class: cueAsk, name: "reciprocal"},
	// "the sum", "the product" name the formula that follows them
	// ("Compute the product $\frac43\cdot\frac64$"); anywhere else ("and
	// give the sum", "the product with $4$", "the sum $S$ of the roots")
	// they ask for a quantity the formula is not, and are not read.
	{pattern: "sum|product|difference|quotient [:] $ of", class: cueAsk, name: "a quantity named by a letter"},
	{pattern: "absolute value|values", class: cueAsk, name: "absolute value"},
	// "the negative of $2+3$": the restriction word as an operation.
	{pattern: "negative of", class: cueAsk, name: "the negative"},
	{pattern: "square root|roots", class: cueAsk, name: "square root"},
	{pattern: "percent|percentage", class: cueAsk, name: "percent"},

	// The form of the answer: the value asked is the same.
	// "number" is not among the things the form names: "write the number
	// of roots" asks for a count (the ask "number of" must not be covered
	// by a longer form match).
	{pattern: "express|expressed|write|written|enter|leave|give|giving|put|present [all] [your|the|each|any] [answer|answers|result|results|solution|solutions|roots] [in|as|using|with|to]", class: cueForm, name: "a form of the answer"},
	{pattern: "in|as [a|an|the] [common|improper|proper|reduced] fraction|fractions", class: cueForm, name: "a fraction"},
	{pattern: "common|improper|proper|reduced fraction|fractions", class: cueForm, name: "a fraction"},
	{pattern: "mixed number|numbers|numeral", class: cueForm, name: "a mixed number"},
	{pattern: "[in] [the] [its] simplest|lowest|reduced|simplified [radical|exponential|rational|fractional] form|terms", class: cueForm, name: "simplest form"},
	{pattern: "[a|an] single|simplified fraction|number|expression", class: cueForm, name: "a single expression"},
	{pattern: "with no products|quotients [or|and] [products|quotients]", class: cueForm, name: "a single expression"},
	{pattern: "[with] [an|a] integer|rational denominator", class: cueForm, name: "rationalised denominator"},
	{pattern: "[and] rationali*|rationalizing|rationalising [the] [denominator|denominators] [of] [the] [resulting] [fraction|expression]", class: cueForm, name: "rationalised denominator"},
	{pattern: "over the set of polynomials with integer|rational coefficients", class: cueForm, name: "factors with integer coefficients"},
	{pattern: "by its prime factori*", class: cueForm, name: "prime factorisation"},
	{pattern: "[in] [the] [its] [simplest] exponential|rational|factored|expanded|standard form", class: cueForm, name: "a form"},
	// An exact answer: a rounded decimal is not one (exactAsked).
	{pattern: "[in] [the] [its] [simplest] radical|exact form", class: cueForm, name: "exact form"},
	{pattern: "exact|exactly", class: cueForm, name: "exact"},
	{pattern: "[the] exact value|values|answer|answers|solution|solutions", class: cueForm, name: "exact"},
	{pattern: "[in] [using] interval|set|set-builder|radical|exponential notation", class: cueForm, name: "a notation"},
	{pattern: "[in] [using] scientific|decimal notation", class: cueApprox, name: "scientific notation"},
	{pattern: "[in] terms of", class: cueForm, name: "in terms of"},
	// The statement fixes the comma as the separator of a list: an answer
	// 2,5 is the list 2, 5, not the decimal 2.5 (run reads it so).
	{pattern: "separated|separate by|with [a] commas|comma", class: cueForm, name: "a list"},
	{pattern: "comma-separated [list]", class: cueForm, name: "a list"},
	{pattern: "comma separated [list]", class: cueForm, name: "a list"},
	{pattern: "positive exponents|exponent", class: cueForm, name: "positive exponents"},
	{pattern: "common denominator|denominators", class: cueForm, name: "a common denominator"},

	// Phrases that change nothing about the question.
	{pattern: "sum|product|difference|quotient [:] $", class: cueHarmless, name: "the formula named"},
	// "pair", "triple" name the tuple asked for, never a multiple ("triple
	// the value").
	{pattern: "[ordered] pair|pairs|triple|triples|quadruple|quadruples $", class: cueHarmless, name: "the tuple named"},
	{pattern: "ordered pair|pairs|triple|triples|quadruple|quadruples", class: cueHarmless, name: "the tuple named"},
	{pattern: "add|subtract|multiply|divide or|and subtract|add|multiply|divide|simplify", class: cueHarmless, name: "the operation shown"},
	{pattern: "perform|carry out the [indicated] operation|operations", class: cueHarmless, name: "the operation shown"},
	// "rational numbers" is a restriction (below), not a kind of formula.
	{pattern: "rational expression|expressions|equation|equations|exponent|exponents|function|functions|inequality|inequalities", class: cueHarmless, name: "rational"},
	{pattern: "absolute value equation|equations|inequality|inequalities|expression|expressions|function|functions|sign|signs|bars|symbol|symbols", class: cueHarmless, name: "absolute value"},
	{pattern: "by|using completing the square", class: cueHarmless, name: "a method"},
	{pattern: "[by|using] [the] elimination|substitution|addition|factoring|graphing [method]", class: cueHarmless, name: "a method"},
	{pattern: "[by|using] [the] quadratic formula", class: cueHarmless, name: "a method"},
	{pattern: "and prove|show that there are no more|other solutions", class: cueHarmless, name: "completeness of the solution set"},
	{pattern: "[by|using] [the] square root property", class: cueHarmless, name: "a method"},
	{pattern: "in your head", class: cueHarmless, name: "a method"},
	{pattern: "without [using] [a] calculator|calculators", class: cueHarmless, name: "a method"},
	{pattern: "no calculator|calculators", class: cueHarmless, name: "a method"},
	{pattern: "[and] see if you can", class: cueHarmless, name: "a method"},
	{pattern: "using the given values", class: cueHarmless, name: "the given values"},
	{pattern: "you are told that", class: cueHarmless, name: "given facts"},
	{pattern: "as $ varies over [all] [the] real numbers|values", class: cueHarmless, name: "over the reals"},
	{pattern: "numerical value", class: cueHarmless, name: "value"},
	{pattern: "there is|exists|exist", class: cueHarmless, name: "there is"},
	{pattern: "over|for all [the] real numbers|values", class: cueHarmless, name: "over the reals"},
	{pattern: "over|for all [the] angles|values|numbers", class: cueHarmless, name: "over the reals"},
	{pattern: "real number|numbers", class: cueHarmless, name: "real numbers"},
	{pattern: "over|in the real numbers|reals", class: cueHarmless, name: "over the reals"},

	// Restrictions of the answer.
	// A restriction of the solutions of an equation in one unknown becomes
	// a condition on the unknown (solutionConds); others make an equation
	// or a system undecided.
	{pattern: "nonzero|non-zero [real] solution|solutions|root|roots|zero|zeros|value|values", class: cueRestrict, name: "nonzero solutions"},
	{pattern: "positive [real] solution|solutions|root|roots|zero|zeros|value|values", class: cueRestrict, name: "positive solutions"},
	{pattern: "negative [real] solution|solutions|root|roots|zero|zeros|value|values", class: cueRestrict, name: "negative solutions"},
	{pattern: "nonnegative|non-negative [real] solution|solutions|root|roots|zero|zeros|value|values", class: cueRestrict, name: "nonnegative solutions"},
	{pattern: "integer|integral solution|solutions|root|roots|zero|zeros|value|values", class: cueRestrict, name: "integer solutions"},
	{pattern: "positive|negative|nonnegative|non-negative integer solution|solutions|root|roots|value|values", class: cueRestrict, name: "signed integer solutions"},
	{pattern: "nonzero|non-zero", class: cueRestrict, name: "nonzero"},
	{pattern: "positive", class: cueRestrict, name: "positive"},
	{pattern: "negative", class: cueRestrict, name: "negative"},
	{pattern: "nonnegative|non-negative", class: cueRestrict, name: "nonnegative"},
	{pattern: "nonpositive|non-positive", class: cueRestrict, name: "nonpositive"},
	{pattern: "integer|integers", class: cueRestrict, name: "integer"},
	{pattern: "natural|whole [number|numbers]", class: cueRestrict, name: "natural"},
	{pattern: "rational|irrational", class: cueRestrict, name: "rational"},
	{pattern: "prime|primes", class: cueRestrict, name: "prime"},
	{pattern: "on|in|over the interval|segment", class: cueRestrict, name: "interval"},
	{pattern: "interval|segment|range", class: cueRestrict, name: "interval"},
	{pattern: "on|over $", class: cueRestrict, name: "interval"},
	{pattern: "between", class: cueRestrict, name: "between"},
	{pattern: "other than", class: cueRestrict, name: "other than"},
	{pattern: "distinct", class: cueRestrict, name: "distinct"},
	{pattern: "greater|less|larger|smaller than", class: cueRestrict, name: "bound"},
	{pattern: "common", class: cueRestrict, name: "common"},
	{pattern: "modulo|mod", class: cueScope, name: "modulo"},

	// Conventions.
	{pattern: "all [the] logarithms|logs have|are [to] base 10", class: cueConvention, name: "log base 10"},
	{pattern: "all [the] logarithms|logs have|are [to] base $", class: cueConvention, name: "log base 10"},
	{pattern: "where|and $ is|denotes the imaginary unit|number", class: cueConvention, name: "imaginary unit"},
	{pattern: "$ is|denotes the imaginary unit|number", class: cueConvention, name: "imaginary unit"},
	{pattern: "imaginary unit", class: cueConvention, name: "imaginary unit"},
	{pattern: "in degrees", class: cueConvention, name: "degrees"},
	{pattern: "degrees", class: cueConvention, name: "degrees"},
	{pattern: "degree measure", class: cueConvention, name: "degrees"},
	{pattern: "[in] radian|radians", class: cueConvention, name: "radians"},
	{pattern: "all [the] [trigonometric] functions are in radians", class: cueConvention, name: "radians"},

	// Approximation requests. The precision asked is read from the words
	// of the rows named "rounded to the nearest" (a unit), "decimal
	// places" and "significant digits" (a count) by askedPrecision; a
	// request whose precision it cannot read ("to the nearest degree",
	// "correct to within") leaves a rounded answer undecided.
	{pattern: "[round|rounded|rounding|correct|accurate] [your|the] [answer|answers|result|results] [to] [the] nearest integer|integers|whole|one|ones|unit|units|tenth|tenths|hundredth|hundredths|thousandth|thousandths|ten-thousandth|ten-thousandths|ten|tens|hundred|hundreds|thousand|thousands", class: cueApprox, name: "rounded to the nearest"},
	{pattern: "[round|rounded|rounding|correct|accurate] [your|the] [answer|answers|result|results] [to] [the] nearest", class: cueApprox, name: "nearest"},
	{pattern: "round|rounded|rounding", class: cueApprox, name: "rounded"},
	{pattern: "[round|rounded|rounding|correct|accurate] [your|the] [answer|answers|result|results] [to|with] one|two|three|four|five|six|# decimal place|places|digit|digits", class: cueApprox, name: "decimal places"},
	{pattern: "decimal place|places", class: cueApprox, name: "decimal places"},
	{pattern: "[as|to|in] a decimal|decimals", class: cueApprox, name: "as a decimal"},
	{pattern: "approximate|approximately|approximation|approx", class: cueApprox, name: "approximately"},
	{pattern: "accurate|correct to", class: cueApprox, name: "accurate to"},
	{pattern: "[round|rounded|rounding|correct|accurate] [your|the] [answer|answers|result|results] [to|with] one|two|three|four|five|six|# significant digit|digits|figure|figures", class: cueApprox, name: "significant digits"},
	{pattern: "significant digit|digits|figure|figures", class: cueApprox, name: "significant digits"},
	{pattern: "calculator", class: cueApprox, name: "calculator"},

	// Topics leg 1 does not model.
	{pattern: "complex number|numbers|root|roots|solution|solutions|plane|zero|zeros", class: cueScope, name: "complex numbers"},
	{pattern: "congruen*", class: cueScope, name: "congruences"},
	{pattern: "sequence|sequences|progression|progressions", class: cueScope, name: "sequences"},
	{pattern: "coefficient|coefficients", class: cueScope, name: "coefficients"},
	{pattern: "relatively prime", class: cueScope, name: "relatively prime"},
	{pattern: "coprime", class: cueScope, name: "relatively prime"},
	{pattern: "least-squares|least-square", class: cueScope, name: "least squares"},
	{pattern: "least squares|square", class: cueScope, name: "least squares"},

	// Word problems: the formula is not the whole question.
	{pattern: "in base", class: cueWord, name: "in base"},
	{pattern: "base|bases", class: cueWord, name: "base"},
	{pattern: "probability|probabilities", class: cueWord, name: "probability"},
	{pattern: "defined|define|definition", class: cueWord, name: "defined"},
	{pattern: "operation|operations", class: cueWord, name: "operation"},
	{pattern: "triangle", class: cueWord, name: "a triangle"},
	{pattern: "circle|circles|triangles|rectangle|polygon|graph|asymptote|asymptotes", class: cueWord, name: "a figure"},
	{pattern: "square of", class: cueWord, name: "a figure"},
	{pattern: "cent|cents|dollar|dollars|inch|inches|feet|foot|meter|meters|units", class: cueWord, name: "units"},
	{pattern: "conjugate", class: cueWord, name: "conjugate"},
	{pattern: "arithmetic|geometric", class: cueWord, name: "arithmetic or geometric"},

	// Topics consulted by particular checkers.
	{pattern: "area", class: cueTopic, name: "area"},
	{pattern: "function|functions", class: cueTopic, name: "function"},
	{pattern: "bounded|enclosed|limited|between", class: cueTopic, name: "bounded"},
	{pattern: "cut off", class: cueTopic, name: "bounded"},
	{pattern: "x-axis|abscissa|abscissas|ox", class: cueTopic, name: "x-axis"},
	{pattern: "x|ox axis", class: cueTopic, name: "x-axis"},
	{pattern: "axis ox", class: cueTopic, name: "x-axis"},
	{pattern: "abscissa axis", class: cueTopic, name: "x-axis"},
	{pattern: "o x", class: cueTopic, name: "x-axis"},
	{pattern: "axis of abscissas", class: cueTopic, name: "x-axis"},
	{pattern: "second [order] derivative", class: cueTopic, name: "second derivative"},
	{pattern: "at the point", class: cueTopic, name: "at a point"},
	{pattern: "tangent|normal|slope", class: cueTopic, name: "tangent"},
	// The questions of progression.go's checkers (denied when they decline).
	{pattern: "tangent [line] to the graph of [the] [function|curve]", class: cueTopic, name: "tangent line"},
	{pattern: "arithmetic|geometric progression", class: cueTopic, name: "progression"},
	{pattern: "sum of its|the first $ terms", class: cueTopic, name: "sum of the first terms"},
	{pattern: "^ find $ of $", class: cueTopic, name: "percent of"},
	{pattern: "what percentage|percent of $ is $", class: cueTopic, name: "percentage of"},
	{pattern: "^ increase|decrease $ by $", class: cueTopic, name: "percent change"},
	{pattern: "is|are [a|an|one|the] [of] [the] root|roots|solution|solutions|zero|zeros", class: cueTopic, name: "a given root"},
	{pattern: "one of the roots|solutions|zeros", class: cueTopic, name: "a given root"},
	{pattern: "radius|perimeter|distance|plotted|vertices", class: cueTopic, name: "a figure"},
	{pattern: "such that", class: cueTopic, name: "a definition"},
	{pattern: "be|are the", class: cueTopic, name: "a definition"},
	{pattern: "satisfy|satisfies", class: cueTopic, name: "a definition"},
	{pattern: "what|which value|values of $", class: cueTopic, name: "the place of an extremum"},
	{pattern: "point|points|abscissa|x-coordinate|coordinate|coordinates|possible", class: cueTopic, name: "a point"},
	{pattern: "at|for which", class: cueTopic, name: "a point"},
	{pattern: "where", class: cueTopic, name: "where"},
	// A request for the solutions (not merely a mention of an equation);
	// "solve" itself is a task keyword.
	{pattern: "find|determine|compute|give all", class: cueTopic, name: "solve request"},
	{pattern: "root|roots|solution|solutions|zero|zeros of|to", class: cueTopic, name: "solve request"},
	{pattern: "find|determine $", class: cueTopic, name: "solve request"},
	{pattern: "find a|an", class: cueTopic, name: "solve request"},
	{pattern: "[find|determine|compute|give] all|every [the] [real|ordered|possible] [real|ordered|possible] solution|solutions|pairs|triples|quadruples|tuples", class: cueTopic, name: "all solutions"},
	{pattern: "system of equations", class: cueTopic, name: "all solutions"},
	{pattern: "figure|region", class: cueTopic, name: "region"},
	{pattern: "curve|curves|line|lines|parabola|parabolas", class: cueTopic, name: "curve"},
	{pattern: "[the] length|side [of]", class: cueTopic, name: "side"},
}

// kindPriority orders the task kinds: when the prose has several task
// keywords, the first kind of this list among them is the statement's.
var kindPriority = []Kind{KindIdentity, KindFactor, KindSystem, KindInequality, KindLimit, KindDerivative, KindIntegral, KindExtremum, KindEquation, KindSimplify, KindValue}

// harmlessWords are the words that change nothing about the question:
// articles, prepositions, the verbs of the tasks, the names of the things
// asked for. A word outside the table and this list is unread. A word that
// may name another quantity than the formula's ("sum", "product",
// "difference", "quotient") or a form of the answer ("exact") is not here:
// the table reads it where its meaning is certain.
var harmlessWords = strings.Fields(`
a an the of to for in on at by with and or as is are be it its this that these those
if then than so such where when which what whose all each every any both
find solve simplify compute calculate evaluate determine give state write
value values expression expressions answer answers result results number numbers
solution solutions equations formula
variable variables unknown unknowns
following given let suppose assume consider
real completely fully your you we will should can do does has have
satisfy satisfies satisfying satisfied true hold holds
form fraction simplified
enter using use proportion compound expand radical polynomial polynomials
ordered angle angles
assuming provided
`)

// cueSlot is one position of a pattern.
type cueSlot struct {
	words    []string // alternatives; "*"-ended ones are prefixes
	optional bool
}

type cuePattern struct {
	def   *cueDef
	slots []cueSlot
	start bool // ^: only at the start of the prose
}

// cueIndex holds the table compiled once: patterns by the words their
// first mandatory slot may begin with.
var cueIndex = compileCues(cueTable)

type compiledCues struct {
	byWord   map[string][]*cuePattern
	prefixed []*cuePattern // first slots with a prefix word or optional slots
	harmless map[string]bool
}

func compileCues(table []cueDef) *compiledCues {
	cc := &compiledCues{byWord: map[string][]*cuePattern{}, harmless: map[string]bool{}}
	for _, w := range harmlessWords {
		cc.harmless[w] = true
	}
	for i := range table {
		d := &table[i]
		p := &cuePattern{def: d}
		for _, tok := range strings.Fields(d.pattern) {
			if tok == "^" {
				p.start = true
				continue
			}
			s := cueSlot{}
			if strings.HasPrefix(tok, "[") && strings.HasSuffix(tok, "]") {
				s.optional = true
				tok = tok[1 : len(tok)-1]
			}
			s.words = strings.Split(tok, "|")
			p.slots = append(p.slots, s)
		}
		// Index the pattern by every word its match may begin with: the
		// words of the leading optional slots and of the first mandatory
		// one; a prefix or a number there puts it in the list tried at
		// every position.
		var first []string
		general := len(p.slots) == 0
		for _, s := range p.slots {
			if hasPrefixWord(s) {
				general = true
			}
			first = append(first, s.words...)
			if !s.optional {
				break
			}
		}
		if general {
			cc.prefixed = append(cc.prefixed, p)
			continue
		}
		for _, w := range first {
			if !hasPattern(cc.byWord[w], p) {
				cc.byWord[w] = append(cc.byWord[w], p)
			}
		}
	}
	return cc
}

func hasPattern(ps []*cuePattern, p *cuePattern) bool {
	for _, q := range ps {
		if q == p {
			return true
		}
	}
	return false
}

func hasPrefixWord(s cueSlot) bool {
	for _, w := range s.words {
		if strings.HasSuffix(w, "*") || w == "#" {
			return true
		}
	}
	return false
}

func (s cueSlot) matches(tok string) bool {
	for _, w := range s.words {
		if w == tok || w == "#" && isNumberToken(strings.TrimPrefix(tok, "$")) || w == "$" && isFormulaNumber(tok) ||
			strings.HasSuffix(w, "*") && strings.HasPrefix(tok, w[:len(w)-1]) {
			return true
		}
	}
	return false
}

// match returns the number of tokens the pattern matches from toks[i:],
// or 0. Optional slots are tried taken first, then skipped.
func (p *cuePattern) match(toks []string, i int) int {
	if p.start && i != 0 {
		return 0
	}
	return max(0, matchSlots(p.slots, toks, i))
}

// matchSlots returns the number of tokens the slots match from toks[i:],
// or -1 when they do not match.
func matchSlots(slots []cueSlot, toks []string, i int) int {
	if len(slots) == 0 {
		return 0
	}
	s := slots[0]
	if i < len(toks) && s.matches(toks[i]) {
		if n := matchSlots(slots[1:], toks, i+1); n >= 0 {
			return n + 1
		}
	}
	if s.optional {
		return matchSlots(slots[1:], toks, i)
	}
	return -1
}

// cueHit is one cue found in the prose.
type cueHit struct {
	def   *cueDef
	words string // the words matched
}

func (h cueHit) String() string {
	if h.def.class == cueTask {
		return "task:" + h.words
	}
	return h.def.class.String() + ":" + h.def.name
}

// reading is what the cue table read from a statement's prose.
type reading struct {
	kind   Kind
	hits   []cueHit
	unread []string // words neither harmless nor part of a cue, in order, once each
	// numbers are the numbers of the prose outside every cue ("8 divided
	// by $x$"): part of the question is in the prose.
	numbers []string
	// loose are the formulas that are bare numbers placed after the first
	// target ("find the product with $4$") that no cue reads: the
	// statement's placement drops them, so part of the question would go
	// unread.
	loose []string
}

// isFormulaNumber reports the token of a formula that is a bare number
// ("$4", "$0.01"; see readStatement).
func isFormulaNumber(t string) bool {
	return len(t) > 1 && t[0] == '$' && t[1] >= '0' && t[1] <= '9'
}

// proseTokens splits lower-cased prose into words, "$" for a formula, "$4"
// for a formula that is a bare number (readStatement writes it so) and the
// punctuation that ends a sentence or a clause.
func proseTokens(prose string) []string {
	var toks []string
	word := func(r rune) bool {
		return r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '-' || r == '\'' || r >= 0x80 && r != '…'
	}
	start, command := -1, false
	prev := ' '
	flush := func(end int) {
		if start >= 0 && !command {
			if w := strings.Trim(prose[start:end], "-'"); w != "" {
				toks = append(toks, w)
			}
		}
		start = -1
	}
	skip := 0
	for i, r := range prose {
		if i < skip {
			continue
		}
		if r == '$' && i+1 < len(prose) && prose[i+1] >= '0' && prose[i+1] <= '9' {
			flush(i)
			j := i + 1
			for j < len(prose) && (prose[j] >= '0' && prose[j] <= '9' || prose[j] == '.' && j+1 < len(prose) && prose[j+1] >= '0' && prose[j+1] <= '9') {
				j++
			}
			toks = append(toks, prose[i:j])
			skip, prev = j, '0'
			continue
		}
		if word(r) {
			if start < 0 {
				// A LaTeX command left in the prose (\frac outside a
				// formula) is not a word.
				start, command = i, prev == '\\'
			}
			prev = r
			continue
		}
		flush(i)
		prev = r
		switch r {
		case '$', '.', '?', '!', ';', ':', ',':
			toks = append(toks, string(r))
		}
	}
	flush(len(prose))
	return toks
}

// readCues reads lower-cased prose (each formula replaced by "$") into a
// reading: the cues in text order, the kind of the task and the unread
// words. The task keywords are read in a pass of their own, so that a
// keyword inside another cue ("the sum of the roots") still sets the kind;
// a word is understood when either pass covers it or it is harmless.
func readCues(prose string) reading {
	var rd reading
	toks := proseTokens(prose)
	covered := make([]bool, len(toks))
	kinds := map[Kind]bool{}
	for _, pass := range [2]bool{true, false} {
		for i := 0; i < len(toks); {
			var best []*cuePattern
			n := 0
			try := func(ps []*cuePattern) {
				for _, p := range ps {
					if (p.def.class == cueTask) != pass {
						continue
					}
					m := p.match(toks, i)
					switch {
					case m > n:
						best, n = append(best[:0], p), m
					case m == n && m > 0:
						best = append(best, p)
					}
				}
			}
			try(cueIndex.byWord[toks[i]])
			if isFormulaNumber(toks[i]) {
				try(cueIndex.byWord["$"])
			}
			try(cueIndex.prefixed)
			if n == 0 {
				i++
				continue
			}
			words := strings.Join(toks[i:i+n], " ")
			for _, p := range best {
				if p.def.class == cueTask {
					kinds[p.def.kind] = true
				}
				if p.def.class != cueHarmless && !hasHit(rd.hits, p.def, words) {
					rd.hits = append(rd.hits, cueHit{def: p.def, words: words})
				}
			}
			for j := i; j < i+n; j++ {
				covered[j] = true
			}
			i += n
		}
	}
	seen := map[string]bool{}
	for i, t := range toks {
		if !covered[i] && isNumberToken(t) {
			rd.numbers = append(rd.numbers, t)
		}
		if !covered[i] && isFormulaNumber(t) {
			rd.numbers = append(rd.numbers, t[1:])
			rd.loose = append(rd.loose, t[1:])
		}
		if covered[i] || cueIndex.harmless[t] || !isWordToken(t) || seen[t] {
			continue
		}
		seen[t] = true
		rd.unread = append(rd.unread, t)
	}
	for _, k := range kindPriority {
		if kinds[k] {
			rd.kind = k
			break
		}
	}
	return rd
}

func hasHit(hs []cueHit, d *cueDef, words string) bool {
	for _, h := range hs {
		// Task keywords and approximation requests are kept once per
		// wording: two precisions asked are two requests.
		if h.def.class == d.class && h.def.name == d.name && (d.class != cueTask && d.class != cueApprox || h.words == words) {
			return true
		}
	}
	return false
}

// isNumberToken reports a token made of digits.
func isNumberToken(t string) bool {
	if t == "" {
		return false
	}
	for _, r := range t {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

// isWordToken reports a token that is a word to understand: not a formula,
// punctuation, a number or a single letter (a variable named in prose).
func isWordToken(t string) bool {
	if len(t) <= 1 || isFormulaNumber(t) {
		return false
	}
	for _, r := range t {
		if r < '0' || r > '9' {
			return true
		}
	}
	return false
}

// has reports whether a cue of the class (and, when name is not empty, of
// that name) was read; it returns the words of the first such cue.
func (rd *reading) has(class cueClass, name string) (string, bool) {
	for _, h := range rd.hits {
		if h.def.class == class && (name == "" || h.def.name == name) {
			return h.words, true
		}
	}
	return "", false
}

// asks reports whether a task keyword of the kind was read.
func (rd *reading) asks(k Kind) bool {
	for _, h := range rd.hits {
		if h.def.class == cueTask && h.def.kind == k {
			return true
		}
	}
	return false
}

// named reports whether a cue of the class with that name was read.
func (rd *reading) named(class cueClass, name string) bool {
	_, ok := rd.has(class, name)
	return ok
}

// asksToSolve reports a request for the solutions of an equation: "solve",
// "find all", "the roots of", "the solutions to", "find $x$", "find a
// nonzero solution", "all ordered pairs".
func (rd *reading) asksToSolve() bool {
	for _, h := range rd.hits {
		switch {
		case h.def.class == cueTask && strings.HasPrefix(h.words, "solve"),
			h.def.class == cueTopic && (h.def.name == "solve request" || h.def.name == "all solutions"),
			h.def.class == cueRestrict && solutionConds[h.def.name] != nil:
			return true
		}
	}
	return false
}

// hasWord reports whether the word occurs in the text (lower-cased, outside
// formulas as the prose tokens split it).
func hasWord(text, word string) bool {
	for _, t := range proseTokens(strings.ToLower(text)) {
		if t == word {
			return true
		}
	}
	return false
}

// names returns the distinct names of the cues of a class, in text order.
func (rd *reading) names(class cueClass) []string {
	var out []string
	for _, h := range rd.hits {
		if h.def.class == class && !contains1(out, h.def.name) {
			out = append(out, h.def.name)
		}
	}
	return out
}

func contains1(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// String is the reading as the test data writes it: the kind, the cues
// other than task keywords (class:name, sorted, once each) and the unread
// words.
func (rd reading) String() string {
	parts := []string{"kind=" + rd.kind.String()}
	var cs []string
	for _, h := range rd.hits {
		if h.def.class == cueTask {
			continue
		}
		if s := h.String(); !contains1(cs, s) {
			cs = append(cs, s)
		}
	}
	sort.Strings(cs)
	parts = append(parts, cs...)
	if len(rd.unread) > 0 {
		parts = append(parts, "unread="+strings.Join(rd.unread, ","))
	}
	if len(rd.loose) > 0 {
		parts = append(parts, "loose="+strings.Join(rd.loose, ","))
	}
	return strings.Join(parts, " ")
}

// notUnderstood returns why the statement's prose is not fully understood
// (default deny), or "": a word the table does not know may change the
// question, so the statement is not checked as if it were not there.
func (st *statement) notUnderstood() string {
	if len(st.read.unread) > 0 {
		return fmt.Sprintf("the statement's words %s are not in leg 1's cue table; they may change the question", quoteWords(st.read.unread, 4))
	}
	if len(st.read.loose) > 0 {
		return fmt.Sprintf("the statement's formula %s is a bare number after the formula asked about, and no cue says what it does; it may change the question", quoteWords(st.read.loose, 4))
	}
	return ""
}

// quoteWords quotes at most n words.
func quoteWords(ws []string, n int) string {
	var b strings.Builder
	for i, w := range ws {
		if i == n {
			fmt.Fprintf(&b, " and %d more", len(ws)-n)
			break
		}
		if i > 0 {
			b.WriteString(", ")
		}
		fmt.Fprintf(&b, "%q", w)
	}
	return b.String()
}

// deniedTopics are the topics only a special checker (area, triangle)
// answers: a row that none of them took is undecided.
var deniedTopics = []string{"area", "region", "curve", "side", "tangent line", "progression", "sum of the first terms", "percent of", "percentage of", "percent change"}

// unhandled returns the first cue that changes the question and that no
// checker has answered, or "": a different question (cueAsk), a word
// problem (cueWord) or a topic of a special checker. run calls it after the
// special checkers (root quantities, divisors, area, triangle) declined the
// row.
func (st *statement) unhandled() string {
	for _, h := range st.read.hits {
		switch {
		case h.def.class == cueAsk:
			return fmt.Sprintf("the question asks for %s (%q), which leg 1 does not answer for this statement", h.def.name, h.words)
		case h.def.class == cueWord:
			return fmt.Sprintf("a word problem (%s: %q): the formula is not the whole question", h.def.name, h.words)
		case h.def.class == cueTopic && contains1(deniedTopics, h.def.name):
			return fmt.Sprintf("the question is about a %s (%q), which leg 1 reads only in the shapes its area and triangle checkers know", h.def.name, h.words)
		}
	}
	return ""
}

// logBase10 rewrites every \log without a base in e as \log_{10} (the
// statement's convention "all logarithms have base 10"); it reports whether
// it rewrote any. The trees are the check's own (parsed for this check).
func logBase10(e ast.Expr) bool {
	if e == nil {
		return false
	}
	done := false
	ast.Inspect(e, func(x ast.Expr) bool {
		if f, ok := x.(*ast.Func); ok && f.Name == ast.Log && f.Base == nil {
			f.Base = &ast.Number{Int: "10"}
			done = true
		}
		return true
	})
	return done
}

// applyConventions applies the conventions the statement states to its
// formulas and to the answer's, and returns the note to add to a verdict
// that rests on them ("" when none applied).
func (st *statement) applyConventions(a *answer) string {
	if _, ok := st.read.has(cueConvention, "log base 10"); !ok {
		return ""
	}
	done := false
	for _, f := range st.targets {
		done = logBase10(f.E) || done
	}
	for _, f := range st.conds {
		done = logBase10(f.E) || done
	}
	for _, s := range st.substs {
		done = logBase10(s.Val) || done
	}
	if a != nil {
		done = logBase10(a.root) || done
		for _, it := range a.items {
			done = logBase10(it.E) || done
		}
	}
	if !done {
		return ""
	}
	return " (every \\log read with base 10, as the statement says all logarithms have base 10)"
}

// solutionConds are the restrictions of the solutions that become a
// condition on the unknown x.
var solutionConds = map[string]func(x ast.Expr) (ast.Expr, string){
	"nonzero solutions": func(x ast.Expr) (ast.Expr, string) {
		return &ast.Rel{Ops: []ast.RelOp{ast.Ne}, Args: []ast.Expr{x, &ast.Number{Int: "0"}}}, "≠ 0"
	},
	"positive solutions": func(x ast.Expr) (ast.Expr, string) {
		return &ast.Rel{Ops: []ast.RelOp{ast.Gt}, Args: []ast.Expr{x, &ast.Number{Int: "0"}}}, "> 0"
	},
	"negative solutions": func(x ast.Expr) (ast.Expr, string) {
		return &ast.Rel{Ops: []ast.RelOp{ast.Lt}, Args: []ast.Expr{x, &ast.Number{Int: "0"}}}, "< 0"
	},
	"nonnegative solutions": func(x ast.Expr) (ast.Expr, string) {
		return &ast.Rel{Ops: []ast.RelOp{ast.Ge}, Args: []ast.Expr{x, &ast.Number{Int: "0"}}}, "≥ 0"
	},
	"integer solutions": func(x ast.Expr) (ast.Expr, string) {
		return &ast.Rel{Ops: []ast.RelOp{ast.Eq}, Args: []ast.Expr{x, &ast.Func{Name: ast.Floor, Args: []ast.Expr{x}}}}, "an integer"
	},
}

// restrictSolutions turns the statement's restrictions of the solutions of
// an equation in one unknown into conditions on the unknown ("a nonzero
// solution": x ≠ 0), so that a claimed root that breaks one is refuted and a
// root that breaks one is not missing. It returns why a restriction cannot
// be applied (another restriction, or no single unknown), or "".
func (st *statement) restrictSolutions() string {
	var rs []cueHit
	for _, h := range st.read.hits {
		if h.def.class == cueRestrict {
			rs = append(rs, h)
		}
	}
	if len(rs) == 0 {
		return ""
	}
	var eqs []*ast.Rel
	for _, t := range st.targets {
		if r, ok := t.E.(*ast.Rel); ok && allEq(r) {
			eqs = append(eqs, r)
		}
	}
	x := ""
	if len(eqs) == 1 {
		if vs := st.freeAfterSubst(eqs[0]); len(vs) == 1 {
			x = vs[0]
		}
	}
	var conds []formula
	for _, h := range rs {
		if h.def.name == "interval" && x != "" {
			if st.condBounds(x) {
				continue // "on the interval $x \in [0, 2\pi]$": a stated condition
			}
			if c, ok := st.intervalCond(x); ok {
				conds = append(conds, c)
				continue
			}
		}
		mk := solutionConds[h.def.name]
		if mk == nil || x == "" {
			return fmt.Sprintf("the statement restricts the answer (%q), which leg 1 does not apply here", h.words)
		}
		e, what := mk(&ast.Ident{Name: x})
		conds = append(conds, formula{E: e, Src: fmt.Sprintf("%s %s (%q)", x, what, h.words)})
	}
	st.conds = append(st.conds, conds...)
	return ""
}

// degreesUnread returns why the statement's "in degrees" cannot be applied,
// or "": leg 1 reads degrees only through the degree sign, so an answer
// without it (an angle given in degrees as a bare number) is not compared
// with a value in radians.
func (st *statement) degreesUnread(answerSrc string) string {
	w, ok := st.read.has(cueConvention, "degrees")
	if !ok || strings.Contains(answerSrc, `\circ`) || strings.Contains(answerSrc, "°") {
		return ""
	}
	return fmt.Sprintf("the statement measures angles in degrees (%q) and the answer has no degree sign; leg 1 reads degrees only through the sign", w)
}

// wrongUnit returns why the answer is refuted for its angle unit, or "":
// where the statement asks for radians (and names no degrees), an answer
// with a degree sign is in the wrong unit; where it asks for the answer in
// degrees ("in degrees", "degree measure", "express your answer in
// degrees"; and names no radians), an
// answer with π and no degree sign is in radians.
func (st *statement) wrongUnit(answerSrc string) string {
	rw, rad := st.read.has(cueConvention, "radians")
	dw, deg := st.read.has(cueConvention, "degrees")
	degAsked := false
	fw, form := st.read.has(cueForm, "a form of the answer")
	for _, h := range st.read.hits {
		if h.def.class == cueConvention && h.def.name == "degrees" && (strings.Contains(h.words, "in degrees") || strings.Contains(h.words, "degree measure") || form && strings.HasSuffix(fw, " in")) {
			dw, degAsked = h.words, true
		}
	}
	hasDeg := strings.Contains(answerSrc, `\circ`) || strings.Contains(answerSrc, "°")
	switch {
	case rad && !deg && !strings.Contains(rw, "functions") && hasDeg:
		return fmt.Sprintf("the problem asks for the answer in radians (%q), and the answer %s is in degrees", rw, clip(answerSrc, 40))
	case degAsked && !rad && !hasDeg && strings.Contains(answerSrc, `\pi`):
		return fmt.Sprintf("the problem asks for the answer in degrees (%q), and the answer %s is in radians", dw, clip(answerSrc, 40))
	}
	return ""
}
