package statement

// The statement cues: the one table of the words of a problem statement
// (outside its formulas) that leg 1 understands. The prose is read once
// into a reading (readCues); the checkers consult the reading, never the
// prose. A word the table does not know is named in the reading (unread):
// a statement that is not fully understood is not checked as if the unread
// words were not there (default deny, see run).

import (
	"fmt"
	"sort"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// CueClass says what a cue does to the question.
type CueClass int

const (
	CueTask       CueClass = iota // the task keyword: decides the kind
	CueRestrict                   // a restriction of the answer: positive, integer, on [a,b]
	CueAsk                        // a different question: the sum of the roots, the number of divisors
	CueConvention                 // a convention: all logarithms have base 10, i is the imaginary unit
	CueApprox                     // an approximation request: rounded to two decimal places
	CueScope                      // a topic leg 1 does not model: complex numbers, congruences
	CueWord                       // a word problem: the formula is not the whole question
	CueTopic                      // what the formula is (area, tangent, function): consulted by a checker
	CueForm                       // the form of the answer (a common fraction, interval notation): the value is the same
	CueHarmless                   // a phrase that changes nothing (a multi-word harmless phrase)
)

var CueClassNames = [...]string{"task", "restrict", "ask", "convention", "approx", "scope", "word", "topic", "form", "harmless"}

func (c CueClass) String() string { return CueClassNames[c] }

// CueDef is one row of the table. The pattern is a sequence of words; a
// slot `a|b` is one of the alternatives, `[a|b]` is optional, a word ending
// in `*` matches every word it begins, `#` matches a number (in the prose or
// a formula that is a bare number), `^` matches only at the start of the
// Prose and `$` matches a formula.
type CueDef struct {
	Pattern string
	Class   CueClass
	Name    string // what the cue means; for cueTask the kind name
	Kind    Kind   // cueTask only
}

// CueTable is the table. Within a class, a longer match wins over a
// shorter one at the same position; among equally long matches the first
// row wins.
var CueTable = []CueDef{
	// Task keywords. When several occur the kind of highest priority wins
	// (kindPriority).
	{Pattern: "prove|demonstrate", Class: CueTask, Kind: KindIdentity},
	// "Solve ... and prove that there are no more solutions" asks for the
	// solutions (OlympiadBench 2575), not for a proof of an identity.
	{Pattern: "and prove|show that there are no more|other solutions", Class: CueTask, Kind: KindEquation},
	{Pattern: "show|verify that", Class: CueTask, Kind: KindIdentity},
	{Pattern: "factorise*|factorize*", Class: CueTask, Kind: KindFactor},
	{Pattern: "^ factor", Class: CueTask, Kind: KindFactor},
	{Pattern: "factor the|completely|each|out|this", Class: CueTask, Kind: KindFactor},
	{Pattern: "system|systems", Class: CueTask, Kind: KindSystem},
	{Pattern: "inequalit*", Class: CueTask, Kind: KindInequality},
	{Pattern: "limit", Class: CueTask, Kind: KindLimit},
	{Pattern: "derivative|differentiate", Class: CueTask, Kind: KindDerivative},
	{Pattern: "integral|integrate|antiderivative", Class: CueTask, Kind: KindIntegral},
	{Pattern: "maximum", Class: CueTask, Kind: KindExtremum, Name: "maximum"},
	{Pattern: "minimum", Class: CueTask, Kind: KindExtremum, Name: "minimum"},
	{Pattern: "greatest|largest value", Class: CueTask, Kind: KindExtremum, Name: "maximum"},
	{Pattern: "least|smallest value", Class: CueTask, Kind: KindExtremum, Name: "minimum"},
	{Pattern: "solve|equation|root|roots", Class: CueTask, Kind: KindEquation},
	{Pattern: "simplif*", Class: CueTask, Kind: KindSimplify},
	{Pattern: "compute|calculate|evaluate", Class: CueTask, Kind: KindValue, Name: "find"},
	{Pattern: "find|determine", Class: CueTask, Kind: KindUnknown, Name: "find"},
	{Pattern: "find|determine [the] [exact] value", Class: CueTask, Kind: KindValue, Name: "find"},
	{Pattern: "what is the value", Class: CueTask, Kind: KindValue, Name: "find"},
	{Pattern: "what is", Class: CueTask, Kind: KindUnknown, Name: "find"},
	{Pattern: "value of", Class: CueTask, Kind: KindUnknown, Name: "find"},
	// Issue 25, capability 1: verbs that open a whole-statement shape
	// ("Multiply $F$.", "Distribute: $F$"); alone they leave the kind
	// unknown, and only the shape (shapes.go) gives one.
	{Pattern: "^ multiply|distribute", Class: CueTask, Kind: KindUnknown, Name: "find"},
	// Issue 25 (CollegeMath algebra): "Find the square: $F$", "Divide: $F$",
	// "Combine Like Terms: $F$"
	// (shapes_algebra.go gives the kind).
	{Pattern: "^ find the square [:] $", Class: CueTask, Kind: KindUnknown, Name: "find"},
	{Pattern: "^ divide [:] $", Class: CueTask, Kind: KindUnknown, Name: "find"},
	{Pattern: "^ combine like terms [:] $", Class: CueTask, Kind: KindUnknown, Name: "find"},
	{Pattern: "^ combine the following radicals [:] $", Class: CueTask, Kind: KindUnknown, Name: "find"},
	{Pattern: "^ reduce the following radical [:] $", Class: CueTask, Kind: KindUnknown, Name: "find"},

	// Different questions about a formula. The root quantities are
	// answered by checkRootQuantity, the divisor questions by
	// checkDivisors; the others make the row undecided.
	{Pattern: "sum of [the] squares of [all|the|its] [all|the|its] [real|distinct] [real|distinct] roots|solutions|zeros", Class: CueAsk, Name: "sum of the squares of the roots"},
	{Pattern: "sum of [the] cubes of [all|the|its] [all|the|its] [real|distinct] [real|distinct] roots|solutions|zeros", Class: CueAsk, Name: "sum of the cubes of the roots"},
	{Pattern: "sum of [the] fourth powers of [all|the|its] [all|the|its] [real|distinct] [real|distinct] roots|solutions|zeros", Class: CueAsk, Name: "sum of the fourth powers of the roots"},
	{Pattern: "sum of [the] reciprocals|inverses of [all|the|its] [all|the|its] [real|distinct] [real|distinct] roots|solutions|zeros", Class: CueAsk, Name: "sum of the reciprocals of the roots"},
	{Pattern: "sum of [all|the|its] [all|the|its] [real|distinct] [real|distinct] roots|solutions|zeros", Class: CueAsk, Name: "sum of the roots"},
	{Pattern: "product of [all|the|its] [all|the|its] [real|distinct] [real|distinct] roots|solutions|zeros", Class: CueAsk, Name: "product of the roots"},
	{Pattern: "number of [distinct|different] [real] roots|solutions|zeros", Class: CueAsk, Name: "number of the roots"},
	{Pattern: "how many [distinct|different] [real] roots|solutions|zeros", Class: CueAsk, Name: "number of the roots"},
	{Pattern: "largest|greatest|biggest [real] root|solution", Class: CueAsk, Name: "largest root"},
	{Pattern: "smallest|least [real] root|solution", Class: CueAsk, Name: "smallest root"},
	{Pattern: "[positive] difference between|of [the] [its] [two] roots|solutions", Class: CueAsk, Name: "difference of the roots"},
	{Pattern: "[positive] difference between|of [the] larger and [the] smaller root", Class: CueAsk, Name: "difference of the roots"},
	{Pattern: "absolute value of the difference between|of [the] [its] [two] roots|solutions", Class: CueAsk, Name: "difference of the roots"},
	{Pattern: "largest|greatest|biggest prime divisor|factor", Class: CueAsk, Name: "largest prime divisor"},
	{Pattern: "smallest|least prime divisor|factor", Class: CueAsk, Name: "smallest prime divisor"},
	{Pattern: "number of [positive] divisors|factors", Class: CueAsk, Name: "number of divisors"},
	{Pattern: "how many [positive] divisors|factors", Class: CueAsk, Name: "number of divisors"},
	{Pattern: "sum of [all] [the] [positive] divisors|factors", Class: CueAsk, Name: "sum of divisors"},
	{Pattern: "number of [distinct] prime divisors|factors", Class: CueAsk, Name: "number of prime divisors"},
	{Pattern: "how many [distinct] prime divisors|factors", Class: CueAsk, Name: "number of prime divisors"},
	{Pattern: "sum of [the] [distinct] prime divisors|factors", Class: CueAsk, Name: "sum of prime divisors"},
	{Pattern: "prime factori*", Class: CueAsk, Name: "prime factorisation"},
	// Issue 25, capability 3: the number of integers in the solution set
	// of the inequalities (checkIntegerCount); "the solution [set] of"
	// names that set.
	{Pattern: "how many integers [are] [there] [fall] [on] [the|a] [number] [line] between $ and $ [on] [the|a] [number] [line]", Class: CueAsk, Name: "number of integers between"},
	{Pattern: "how many integers [are] [there] [in] [the] [solution|solutions] [set] [of]", Class: CueAsk, Name: "number of integer solutions"},
	// Issue 25, capability 3: the sum or product over the solution set of
	// an equation in the unknown named (checkValueSum).
	{Pattern: "sum of [all] [the] [possible] [real] values of|for $", Class: CueAsk, Name: "sum of the values"},
	{Pattern: "product of [all] [the] [possible] [real] values of|for $", Class: CueAsk, Name: "product of the values"},
	// ... and the sum over the integers of a bounded solution set.
	{Pattern: "sum of [all] [the] [possible] integer solutions|values [of|to] [$] [of|to]", Class: CueAsk, Name: "sum of the integer solutions"},
	// Integer questions on closed arguments (issue 25, capability 2),
	// answered by checkIntQuestion: the arguments are the formulas and
	// numbers the cue itself covers.
	{Pattern: "remainder when $|# is divided by $|#", Class: CueAsk, Name: "remainder of a division"},
	{Pattern: "when $|# is divided by $|# [,] what is the remainder", Class: CueAsk, Name: "remainder of a division"},
	// Issue 42 (MATH Intermediate Algebra): "the remainder when the
	// polynomial $P$ is divided by (the polynomial) $B$": the words name
	// what the formulas are, the arguments stay the two formulas.
	{Pattern: "remainder when the polynomial $ is divided by [the] [polynomial] $", Class: CueAsk, Name: "remainder of a division"},
	{Pattern: "remainder when $ is divided by the polynomial $", Class: CueAsk, Name: "remainder of a division"},
	{Pattern: "greatest common divisor|factor of $|# [,] [and] $|# [,] [and] [$|#] [,] [and] [$|#]", Class: CueAsk, Name: "greatest common divisor"},
	{Pattern: "least common multiple of $|# [,] [and] $|# [,] [and] [$|#] [,] [and] [$|#]", Class: CueAsk, Name: "least common multiple"},
	{Pattern: "units|ones digit of|in $", Class: CueAsk, Name: "units digit"},
	{Pattern: "tens digit of|in $", Class: CueAsk, Name: "tens digit"},
	{Pattern: "when expressed|written as an integer", Class: CueHarmless, Name: "the integer written out"},
	// A residue modulo m, and the range it is asked in (checkIntQuestion).
	{Pattern: "[the] residue of $ [,] modulo $|#", Class: CueAsk, Name: "residue modulo"},
	{Pattern: "$ modulo $|#", Class: CueAsk, Name: "residue modulo"},
	{Pattern: "find|determine|compute|evaluate $ modulo $|#", Class: CueAsk, Name: "residue modulo"},
	{Pattern: "[the] modulo $|# residue of $", Class: CueAsk, Name: "modulo residue"},
	{Pattern: "[the] modular|multiplicative inverse of $|# [,] modulo $|#", Class: CueAsk, Name: "modular inverse"},
	{Pattern: "express your answer as an integer from $|# to $|# [,] [inclusive]", Class: CueAsk, Name: "residue range"},
	{Pattern: "express your answer as a residue from $|# to $|# [,] [inclusive]", Class: CueAsk, Name: "residue range"},
	{Pattern: "give an answer between $|# and $|# [,] [inclusive]", Class: CueAsk, Name: "residue range"},
	{Pattern: "[,] as a residue modulo $|#", Class: CueAsk, Name: "residue modulo range"},
	{Pattern: "how many", Class: CueAsk, Name: "how many"},
	{Pattern: "number of", Class: CueAsk, Name: "number of"},
	{Pattern: "sum of", Class: CueAsk, Name: "sum of"},
	{Pattern: "product of", Class: CueAsk, Name: "product of"},
	{Pattern: "[positive] difference between", Class: CueAsk, Name: "difference"},
	{Pattern: "average|mean", Class: CueAsk, Name: "average"},
	{Pattern: "remainder", Class: CueAsk, Name: "remainder"},
	{Pattern: "units|last|tens|leading digit", Class: CueAsk, Name: "a digit"},
	{Pattern: "digit|digits", Class: CueAsk, Name: "digits"},
	{Pattern: "integer|fractional part", Class: CueAsk, Name: "integer part"},
	{Pattern: "real|imaginary part", Class: CueAsk, Name: "real or imaginary part"},
	{Pattern: "greatest integer", Class: CueAsk, Name: "greatest integer"},
	{Pattern: "floor|ceiling", Class: CueAsk, Name: "greatest integer"},
	{Pattern: "reciprocal", Class: CueAsk, Name: "reciprocal"},
	// "the sum", "the product" name the formula that follows them
	// ("Compute the product $\frac43\cdot\frac64$"); anywhere else ("and
	// give the sum", "the product with $4$", "the sum $S$ of the roots")
	// they ask for a quantity the formula is not, and are not read.
	{Pattern: "sum|product|difference|quotient [:] $ of", Class: CueAsk, Name: "a quantity named by a letter"},
	{Pattern: "absolute value|values", Class: CueAsk, Name: "absolute value"},
	// "the negative of $2+3$": the restriction word as an operation.
	{Pattern: "negative of", Class: CueAsk, Name: "the negative"},
	{Pattern: "square root|roots", Class: CueAsk, Name: "square root"},
	{Pattern: "percent|percentage", Class: CueAsk, Name: "percent"},

	// The form of the answer: the value asked is the same.
	// "number" is not among the things the form names: "write the number
	// of roots" asks for a count (the ask "number of" must not be covered
	// by a longer form match).
	{Pattern: "express|expressed|write|written|enter|leave|give|giving|put|present [all] [your|the|each|any] [answer|answers|result|results|solution|solutions|roots] [in|as|using|with|to]", Class: CueForm, Name: "a form of the answer"},
	{Pattern: "in|as [a|an|the] [common|improper|proper|reduced] fraction|fractions", Class: CueForm, Name: "a fraction"},
	{Pattern: "common|improper|proper|reduced fraction|fractions", Class: CueForm, Name: "a fraction"},
	{Pattern: "mixed number|numbers|numeral", Class: CueForm, Name: "a mixed number"},
	{Pattern: "[in] [the] [its] simplest|lowest|reduced|simplified [radical|exponential|rational|fractional] form|terms", Class: CueForm, Name: "simplest form"},
	{Pattern: "[a|an] single|simplified fraction|number|expression", Class: CueForm, Name: "a single expression"},
	{Pattern: "with no products|quotients [or|and] [products|quotients]", Class: CueForm, Name: "a single expression"},
	{Pattern: "[with] [an|a] integer|rational denominator", Class: CueForm, Name: "rationalised denominator"},
	{Pattern: "[and] rationali*|rationalizing|rationalising [the] [denominator|denominators] [of] [the] [resulting] [fraction|expression]", Class: CueForm, Name: "rationalised denominator"},
	{Pattern: "over the set of polynomials with integer|rational coefficients", Class: CueForm, Name: "factors with integer coefficients"},
	{Pattern: "by its prime factori*", Class: CueForm, Name: "prime factorisation"},
	{Pattern: "[in] [the] [its] [simplest] exponential|rational|factored|expanded|standard form", Class: CueForm, Name: "a form"},
	// An exact answer: a rounded decimal is not one (exactAsked).
	{Pattern: "[in] [the] [its] [simplest] radical|exact form", Class: CueForm, Name: "exact form"},
	{Pattern: "exact|exactly", Class: CueForm, Name: "exact"},
	{Pattern: "[the] exact value|values|answer|answers|solution|solutions", Class: CueForm, Name: "exact"},
	{Pattern: "[in] [using] interval|set|set-builder|radical|exponential notation", Class: CueForm, Name: "a notation"},
	{Pattern: "[in] [using] scientific|decimal notation", Class: CueApprox, Name: "scientific notation"},
	{Pattern: "[in] terms of", Class: CueForm, Name: "in terms of"},
	// The statement fixes the comma as the separator of a list: an answer
	// 2,5 is the list 2, 5, not the decimal 2.5 (run reads it so).
	{Pattern: "separated|separate by|with [a] commas|comma", Class: CueForm, Name: "a list"},
	{Pattern: "comma-separated [list]", Class: CueForm, Name: "a list"},
	{Pattern: "comma separated [list]", Class: CueForm, Name: "a list"},
	{Pattern: "positive exponents|exponent", Class: CueForm, Name: "positive exponents"},
	// Issue 25 (CollegeMath algebra): the book's own spelling ("expontents").
	{Pattern: "your answer should contain only positive exponents|expontents", Class: CueForm, Name: "positive exponents"},
	{Pattern: "common denominator|denominators", Class: CueForm, Name: "a common denominator"},

	// Phrases that change nothing about the question.
	{Pattern: "sum|product|difference|quotient [:] $", Class: CueHarmless, Name: "the formula named"},
	// "pair", "triple" name the tuple asked for, never a multiple ("triple
	// the value").
	{Pattern: "[ordered] pair|pairs|triple|triples|quadruple|quadruples $", Class: CueHarmless, Name: "the tuple named"},
	{Pattern: "ordered pair|pairs|triple|triples|quadruple|quadruples", Class: CueHarmless, Name: "the tuple named"},
	{Pattern: "add|subtract|multiply|divide or|and subtract|add|multiply|divide|simplify", Class: CueHarmless, Name: "the operation shown"},
	{Pattern: "perform|carry out the [indicated] operation|operations", Class: CueHarmless, Name: "the operation shown"},
	// "rational numbers" is a restriction (below), not a kind of formula.
	{Pattern: "rational expression|expressions|equation|equations|exponent|exponents|function|functions|inequality|inequalities", Class: CueHarmless, Name: "rational"},
	{Pattern: "absolute value equation|equations|inequality|inequalities|expression|expressions|function|functions|sign|signs|bars|symbol|symbols", Class: CueHarmless, Name: "absolute value"},
	{Pattern: "by|using completing the square", Class: CueHarmless, Name: "a method"},
	{Pattern: "[by|using] [the] elimination|substitution|addition|factoring|graphing [method]", Class: CueHarmless, Name: "a method"},
	{Pattern: "[by|using] [the] quadratic formula", Class: CueHarmless, Name: "a method"},
	{Pattern: "and prove|show that there are no more|other solutions", Class: CueHarmless, Name: "completeness of the solution set"},
	{Pattern: "[by|using] [the] square root property", Class: CueHarmless, Name: "a method"},
	{Pattern: "in your head", Class: CueHarmless, Name: "a method"},
	{Pattern: "without [using] [a] calculator|calculators", Class: CueHarmless, Name: "a method"},
	{Pattern: "no calculator|calculators", Class: CueHarmless, Name: "a method"},
	{Pattern: "[and] see if you can", Class: CueHarmless, Name: "a method"},
	{Pattern: "using the given values", Class: CueHarmless, Name: "the given values"},
	{Pattern: "you are told that", Class: CueHarmless, Name: "given facts"},
	{Pattern: "as $ varies over [all] [the] real numbers|values", Class: CueHarmless, Name: "over the reals"},
	{Pattern: "numerical value", Class: CueHarmless, Name: "value"},
	{Pattern: "there is|exists|exist", Class: CueHarmless, Name: "there is"},
	// "Find an ordered pair $(u,v)$ that solves the system: <display>",
	// "... that satisfies both of the equations below: <display>": the
	// system written next.
	{Pattern: "that solves the system [:]", Class: CueHarmless, Name: "the system written"},
	{Pattern: "that satisfies both of the equations below [:]", Class: CueTask, Kind: KindSystem},
	{Pattern: "over|for all [the] real numbers|values", Class: CueHarmless, Name: "over the reals"},
	{Pattern: "over|for all [the] angles|values|numbers", Class: CueHarmless, Name: "over the reals"},
	{Pattern: "real number|numbers", Class: CueHarmless, Name: "real numbers"},
	{Pattern: "over|in the real numbers|reals", Class: CueHarmless, Name: "over the reals"},

	// Restrictions of the answer.
	// A restriction of the solutions of an equation in one unknown becomes
	// a condition on the unknown (solutionConds); others make an equation
	// or a system undecided.
	{Pattern: "nonzero|non-zero [real] solution|solutions|root|roots|zero|zeros|value|values", Class: CueRestrict, Name: "nonzero solutions"},
	{Pattern: "positive [real] solution|solutions|root|roots|zero|zeros|value|values", Class: CueRestrict, Name: "positive solutions"},
	{Pattern: "negative [real] solution|solutions|root|roots|zero|zeros|value|values", Class: CueRestrict, Name: "negative solutions"},
	{Pattern: "nonnegative|non-negative [real] solution|solutions|root|roots|zero|zeros|value|values", Class: CueRestrict, Name: "nonnegative solutions"},
	{Pattern: "integer|integral solution|solutions|root|roots|zero|zeros|value|values", Class: CueRestrict, Name: "integer solutions"},
	{Pattern: "positive|negative|nonnegative|non-negative integer solution|solutions|root|roots|value|values", Class: CueRestrict, Name: "signed integer solutions"},
	{Pattern: "nonzero|non-zero", Class: CueRestrict, Name: "nonzero"},
	{Pattern: "positive", Class: CueRestrict, Name: "positive"},
	{Pattern: "negative", Class: CueRestrict, Name: "negative"},
	{Pattern: "nonnegative|non-negative", Class: CueRestrict, Name: "nonnegative"},
	{Pattern: "nonpositive|non-positive", Class: CueRestrict, Name: "nonpositive"},
	{Pattern: "integer|integers", Class: CueRestrict, Name: "integer"},
	{Pattern: "natural|whole [number|numbers]", Class: CueRestrict, Name: "natural"},
	{Pattern: "rational|irrational", Class: CueRestrict, Name: "rational"},
	{Pattern: "prime|primes", Class: CueRestrict, Name: "prime"},
	{Pattern: "on|in|over the interval|segment", Class: CueRestrict, Name: "interval"},
	{Pattern: "interval|segment|range", Class: CueRestrict, Name: "interval"},
	{Pattern: "on|over $", Class: CueRestrict, Name: "interval"},
	{Pattern: "between", Class: CueRestrict, Name: "between"},
	{Pattern: "other than", Class: CueRestrict, Name: "other than"},
	{Pattern: "distinct", Class: CueRestrict, Name: "distinct"},
	{Pattern: "greater|less|larger|smaller than", Class: CueRestrict, Name: "bound"},
	{Pattern: "common", Class: CueRestrict, Name: "common"},
	{Pattern: "modulo|mod", Class: CueScope, Name: "modulo"},

	// Conventions.
	{Pattern: "all [the] logarithms|logs have|are [to] base 10", Class: CueConvention, Name: "log base 10"},
	{Pattern: "all [the] logarithms|logs have|are [to] base $", Class: CueConvention, Name: "log base 10"},
	{Pattern: "where|and $ is|denotes the imaginary unit|number", Class: CueConvention, Name: "imaginary unit"},
	{Pattern: "$ is|denotes the imaginary unit|number", Class: CueConvention, Name: "imaginary unit"},
	{Pattern: "imaginary unit", Class: CueConvention, Name: "imaginary unit"},
	{Pattern: "in degrees", Class: CueConvention, Name: "degrees"},
	{Pattern: "degrees", Class: CueConvention, Name: "degrees"},
	{Pattern: "degree measure", Class: CueConvention, Name: "degrees"},
	{Pattern: "[in] radian|radians", Class: CueConvention, Name: "radians"},
	{Pattern: "all [the] [trigonometric] functions are in radians", Class: CueConvention, Name: "radians"},

	// Approximation requests. The precision asked is read from the words
	// of the rows named "rounded to the nearest" (a unit), "decimal
	// places" and "significant digits" (a count) by askedPrecision; a
	// request whose precision it cannot read ("to the nearest degree",
	// "correct to within") leaves a rounded answer undecided.
	{Pattern: "[round|rounded|rounding|correct|accurate] [your|the] [answer|answers|result|results] [to] [the] nearest integer|integers|whole|one|ones|unit|units|tenth|tenths|hundredth|hundredths|thousandth|thousandths|ten-thousandth|ten-thousandths|ten|tens|hundred|hundreds|thousand|thousands", Class: CueApprox, Name: "rounded to the nearest"},
	{Pattern: "[round|rounded|rounding|correct|accurate] [your|the] [answer|answers|result|results] [to] [the] nearest", Class: CueApprox, Name: "nearest"},
	{Pattern: "round|rounded|rounding", Class: CueApprox, Name: "rounded"},
	{Pattern: "[round|rounded|rounding|correct|accurate] [your|the] [answer|answers|result|results] [to|with] one|two|three|four|five|six|# decimal place|places|digit|digits", Class: CueApprox, Name: "decimal places"},
	{Pattern: "decimal place|places", Class: CueApprox, Name: "decimal places"},
	{Pattern: "[as|to|in] a decimal|decimals", Class: CueApprox, Name: "as a decimal"},
	{Pattern: "approximate|approximately|approximation|approx", Class: CueApprox, Name: "approximately"},
	{Pattern: "accurate|correct to", Class: CueApprox, Name: "accurate to"},
	{Pattern: "[round|rounded|rounding|correct|accurate] [your|the] [answer|answers|result|results] [to|with] one|two|three|four|five|six|# significant digit|digits|figure|figures", Class: CueApprox, Name: "significant digits"},
	{Pattern: "significant digit|digits|figure|figures", Class: CueApprox, Name: "significant digits"},
	{Pattern: "calculator", Class: CueApprox, Name: "calculator"},

	// Topics leg 1 does not model.
	{Pattern: "complex number|numbers|root|roots|solution|solutions|plane|zero|zeros", Class: CueScope, Name: "complex numbers"},
	// Issue 25, capability 5: matrix questions, answered only on their exact
	// whole-statement shapes (MatrixQuestion, checkMatrix).
	{Pattern: "inverse of the matrix", Class: CueAsk, Name: "the inverse of a matrix"},
	{Pattern: "if the inverse does not exist [,] then enter the zero matrix", Class: CueForm, Name: "the zero matrix for no inverse"},
	{Pattern: "the inverse of $", Class: CueAsk, Name: "an inverse"},
	{Pattern: "dot product of", Class: CueAsk, Name: "a dot product"},
	{Pattern: "projection of the vector $ onto the vector $", Class: CueAsk, Name: "a projection of a vector"},
	{Pattern: "cross product of", Class: CueAsk, Name: "a cross product"},
	{Pattern: "determinant of the matrix", Class: CueAsk, Name: "a determinant"},
	{Pattern: "following determinant by expanding along the first|second|third|fourth row|column and [the] first|second|third|fourth row|column", Class: CueAsk, Name: "a determinant"},
	{Pattern: "determinant using row operations to first simplify", Class: CueAsk, Name: "a determinant"},
	// The method named for a linear system does not change its solutions.
	{Pattern: "use gauss-jordan elimination", Class: CueHarmless, Name: "the method of a linear system"},
	{Pattern: "use elementary operations", Class: CueHarmless, Name: "the method of a linear system"},
	{Pattern: "congruen*", Class: CueScope, Name: "congruences"},
	{Pattern: "sequence|sequences|progression|progressions", Class: CueScope, Name: "sequences"},
	{Pattern: "coefficient|coefficients", Class: CueScope, Name: "coefficients"},
	{Pattern: "relatively prime", Class: CueScope, Name: "relatively prime"},
	{Pattern: "coprime", Class: CueScope, Name: "relatively prime"},
	{Pattern: "least-squares|least-square", Class: CueScope, Name: "least squares"},
	{Pattern: "least squares|square", Class: CueScope, Name: "least squares"},

	// Word problems: the formula is not the whole question.
	{Pattern: "in base", Class: CueWord, Name: "in base"},
	{Pattern: "base|bases", Class: CueWord, Name: "base"},
	{Pattern: "probability|probabilities", Class: CueWord, Name: "probability"},
	{Pattern: "defined|define|definition", Class: CueWord, Name: "defined"},
	{Pattern: "operation|operations", Class: CueWord, Name: "operation"},
	{Pattern: "triangle", Class: CueWord, Name: "a triangle"},
	{Pattern: "circle|circles|triangles|rectangle|polygon|graph|asymptote|asymptotes", Class: CueWord, Name: "a figure"},
	{Pattern: "square of", Class: CueWord, Name: "a figure"},
	{Pattern: "cent|cents|dollar|dollars|inch|inches|feet|foot|meter|meters|units", Class: CueWord, Name: "units"},
	{Pattern: "conjugate", Class: CueWord, Name: "conjugate"},
	{Pattern: "arithmetic|geometric", Class: CueWord, Name: "arithmetic or geometric"},

	// Topics consulted by particular checkers.
	{Pattern: "area", Class: CueTopic, Name: "area"},
	{Pattern: "function|functions", Class: CueTopic, Name: "function"},
	{Pattern: "bounded|enclosed|limited|between", Class: CueTopic, Name: "bounded"},
	{Pattern: "cut off", Class: CueTopic, Name: "bounded"},
	{Pattern: "x-axis|abscissa|abscissas|ox", Class: CueTopic, Name: "x-axis"},
	{Pattern: "x|ox axis", Class: CueTopic, Name: "x-axis"},
	{Pattern: "axis ox", Class: CueTopic, Name: "x-axis"},
	{Pattern: "abscissa axis", Class: CueTopic, Name: "x-axis"},
	{Pattern: "o x", Class: CueTopic, Name: "x-axis"},
	{Pattern: "axis of abscissas", Class: CueTopic, Name: "x-axis"},
	{Pattern: "second [order] derivative", Class: CueTopic, Name: "second derivative"},
	{Pattern: "at the point", Class: CueTopic, Name: "at a point"},
	{Pattern: "tangent|normal|slope", Class: CueTopic, Name: "tangent"},
	// The questions of progression.go's checkers (denied when they decline).
	{Pattern: "tangent [line] to the graph of [the] [function|curve]", Class: CueTopic, Name: "tangent line"},
	{Pattern: "arithmetic|geometric progression", Class: CueTopic, Name: "progression"},
	{Pattern: "sum of its|the first $ terms", Class: CueTopic, Name: "sum of the first terms"},
	{Pattern: "^ find $ of $", Class: CueTopic, Name: "percent of"},
	{Pattern: "what percentage|percent of $ is $", Class: CueTopic, Name: "percentage of"},
	{Pattern: "^ increase|decrease $ by $", Class: CueTopic, Name: "percent change"},
	{Pattern: "is|are [a|an|one|the] [of] [the] root|roots|solution|solutions|zero|zeros", Class: CueTopic, Name: "a given root"},
	{Pattern: "one of the roots|solutions|zeros", Class: CueTopic, Name: "a given root"},
	{Pattern: "radius|perimeter|distance|plotted|vertices", Class: CueTopic, Name: "a figure"},
	{Pattern: "such that", Class: CueTopic, Name: "a definition"},
	{Pattern: "be|are the", Class: CueTopic, Name: "a definition"},
	{Pattern: "satisfy|satisfies", Class: CueTopic, Name: "a definition"},
	{Pattern: "what|which value|values of $", Class: CueTopic, Name: "the place of an extremum"},
	{Pattern: "point|points|abscissa|x-coordinate|coordinate|coordinates|possible", Class: CueTopic, Name: "a point"},
	{Pattern: "at|for which", Class: CueTopic, Name: "a point"},
	{Pattern: "where", Class: CueTopic, Name: "where"},
	// A request for the solutions (not merely a mention of an equation);
	// "solve" itself is a task keyword.
	{Pattern: "find|determine|compute|give all", Class: CueTopic, Name: "solve request"},
	{Pattern: "root|roots|solution|solutions|zero|zeros of|to", Class: CueTopic, Name: "solve request"},
	{Pattern: "find|determine $", Class: CueTopic, Name: "solve request"},
	{Pattern: "find a|an", Class: CueTopic, Name: "solve request"},
	{Pattern: "[find|determine|compute|give] all|every [the] [real|ordered|possible] [real|ordered|possible] solution|solutions|pairs|triples|quadruples|tuples", Class: CueTopic, Name: "all solutions"},
	{Pattern: "system of equations", Class: CueTopic, Name: "all solutions"},
	{Pattern: "figure|region", Class: CueTopic, Name: "region"},
	{Pattern: "curve|curves|line|lines|parabola|parabolas", Class: CueTopic, Name: "curve"},
	{Pattern: "[the] length|side [of]", Class: CueTopic, Name: "side"},
}

// KindPriority orders the task kinds: when the prose has several task
// keywords, the first kind of this list among them is the statement's.
var KindPriority = []Kind{KindIdentity, KindFactor, KindSystem, KindInequality, KindLimit, KindDerivative, KindIntegral, KindExtremum, KindEquation, KindSimplify, KindValue}

// HarmlessWords are the words that change nothing about the question:
// articles, prepositions, the verbs of the tasks, the names of the things
// Asked for. A word outside the table and this list is unread. A word that
// may name another quantity than the formula's ("sum", "product",
// "difference", "quotient") or a form of the answer ("exact") is not here:
// the table reads it where its meaning is certain.
var HarmlessWords = strings.Fields(`
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

// CueSlot is one position of a pattern.
type CueSlot struct {
	Words    []string // alternatives; "*"-ended ones are prefixes
	Optional bool
}

type CuePattern struct {
	Def   *CueDef
	Slots []CueSlot
	Start bool // ^: only at the start of the prose
}

// CueIndex holds the table compiled once: patterns by the words their
// first mandatory slot may begin with.
var CueIndex = CompileCues(CueTable)

type CompiledCues struct {
	ByWord   map[string][]*CuePattern
	Prefixed []*CuePattern // first slots with a prefix word or optional slots
	Harmless map[string]bool
}

func CompileCues(table []CueDef) *CompiledCues {
	cc := &CompiledCues{ByWord: map[string][]*CuePattern{}, Harmless: map[string]bool{}}
	for _, w := range HarmlessWords {
		cc.Harmless[w] = true
	}
	for i := range table {
		d := &table[i]
		p := &CuePattern{Def: d}
		for _, tok := range strings.Fields(d.Pattern) {
			if tok == "^" {
				p.Start = true
				continue
			}
			s := CueSlot{}
			if strings.HasPrefix(tok, "[") && strings.HasSuffix(tok, "]") {
				s.Optional = true
				tok = tok[1 : len(tok)-1]
			}
			s.Words = strings.Split(tok, "|")
			p.Slots = append(p.Slots, s)
		}
		// Index the pattern by every word its match may begin with: the
		// Words of the leading optional slots and of the first mandatory
		// one; a prefix or a number there puts it in the list tried at
		// every position.
		var first []string
		general := len(p.Slots) == 0
		for _, s := range p.Slots {
			if HasPrefixWord(s) {
				general = true
			}
			first = append(first, s.Words...)
			if !s.Optional {
				break
			}
		}
		if general {
			cc.Prefixed = append(cc.Prefixed, p)
			continue
		}
		for _, w := range first {
			if !HasPattern(cc.ByWord[w], p) {
				cc.ByWord[w] = append(cc.ByWord[w], p)
			}
		}
	}
	return cc
}

func HasPattern(ps []*CuePattern, p *CuePattern) bool {
	for _, q := range ps {
		if q == p {
			return true
		}
	}
	return false
}

func HasPrefixWord(s CueSlot) bool {
	for _, w := range s.Words {
		if strings.HasSuffix(w, "*") || w == "#" {
			return true
		}
	}
	return false
}

func (s CueSlot) Matches(tok string) bool {
	for _, w := range s.Words {
		if w == tok || w == "#" && IsNumberToken(strings.TrimPrefix(tok, "$")) || w == "$" && IsFormulaNumber(tok) ||
			strings.HasSuffix(w, "*") && strings.HasPrefix(tok, w[:len(w)-1]) {
			return true
		}
	}
	return false
}

// Match returns the number of tokens the pattern matches from toks[i:],
// or 0. Optional slots are tried taken first, then skipped.
func (p *CuePattern) Match(toks []string, i int) int {
	if p.Start && i != 0 {
		return 0
	}
	return max(0, MatchSlots(p.Slots, toks, i))
}

// MatchSlots returns the number of tokens the slots match from toks[i:],
// or -1 when they do not match.
func MatchSlots(slots []CueSlot, toks []string, i int) int {
	if len(slots) == 0 {
		return 0
	}
	s := slots[0]
	if i < len(toks) && s.Matches(toks[i]) {
		if n := MatchSlots(slots[1:], toks, i+1); n >= 0 {
			return n + 1
		}
	}
	if s.Optional {
		return MatchSlots(slots[1:], toks, i)
	}
	return -1
}

// CueHit is one cue found in the prose.
type CueHit struct {
	Def   *CueDef
	Words string // the words matched
}

func (h CueHit) String() string {
	if h.Def.Class == CueTask {
		return "task:" + h.Words
	}
	return h.Def.Class.String() + ":" + h.Def.Name
}

// Reading is what the cue table read from a statement's prose.
type Reading struct {
	Kind   Kind
	Hits   []CueHit
	Unread []string // words neither harmless nor part of a cue, in order, once each
	// Numbers are the numbers of the prose outside every cue ("8 divided
	// by $x$"): part of the question is in the prose.
	Numbers []string
	// Loose are the formulas that are bare numbers placed after the first
	// target ("find the product with $4$") that no cue reads: the
	// Statement's placement drops them, so part of the question would go
	// Unread.
	Loose []string
}

// IsFormulaNumber reports the token of a formula that is a bare number
// ("$4", "$0.01"; see readStatement).
func IsFormulaNumber(t string) bool {
	return len(t) > 1 && t[0] == '$' && t[1] >= '0' && t[1] <= '9'
}

// ProseTokens splits lower-cased prose into words, "$" for a formula, "$4"
// for a formula that is a bare number (readStatement writes it so) and the
// punctuation that ends a sentence or a clause.
func ProseTokens(prose string) []string {
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
				// Formula) is not a word.
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

// ReadCues reads lower-cased prose (each formula replaced by "$") into a
// Reading: the cues in text order, the kind of the task and the unread
// Words. The task keywords are read in a pass of their own, so that a
// keyword inside another cue ("the sum of the roots") still sets the kind;
// a word is understood when either pass covers it or it is harmless.
func ReadCues(prose string) Reading {
	var rd Reading
	toks := ProseTokens(prose)
	covered := make([]bool, len(toks))
	kinds := map[Kind]bool{}
	for _, pass := range [2]bool{true, false} {
		for i := 0; i < len(toks); {
			var best []*CuePattern
			n := 0
			try := func(ps []*CuePattern) {
				for _, p := range ps {
					if (p.Def.Class == CueTask) != pass {
						continue
					}
					m := p.Match(toks, i)
					switch {
					case m > n:
						best, n = append(best[:0], p), m
					case m == n && m > 0:
						best = append(best, p)
					}
				}
			}
			try(CueIndex.ByWord[toks[i]])
			if IsFormulaNumber(toks[i]) {
				try(CueIndex.ByWord["$"])
			}
			try(CueIndex.Prefixed)
			if n == 0 {
				i++
				continue
			}
			words := strings.Join(toks[i:i+n], " ")
			for _, p := range best {
				if p.Def.Class == CueTask {
					kinds[p.Def.Kind] = true
				}
				if p.Def.Class != CueHarmless && !HasHit(rd.Hits, p.Def, words) {
					rd.Hits = append(rd.Hits, CueHit{Def: p.Def, Words: words})
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
		if !covered[i] && IsNumberToken(t) {
			rd.Numbers = append(rd.Numbers, t)
		}
		if !covered[i] && IsFormulaNumber(t) {
			rd.Numbers = append(rd.Numbers, t[1:])
			rd.Loose = append(rd.Loose, t[1:])
		}
		if covered[i] || CueIndex.Harmless[t] || !IsWordToken(t) || seen[t] {
			continue
		}
		seen[t] = true
		rd.Unread = append(rd.Unread, t)
	}
	for _, k := range KindPriority {
		if kinds[k] {
			rd.Kind = k
			break
		}
	}
	return rd
}

func HasHit(hs []CueHit, d *CueDef, words string) bool {
	for _, h := range hs {
		// Task keywords and approximation requests are kept once per
		// wording: two precisions asked are two requests.
		if h.Def.Class == d.Class && h.Def.Name == d.Name && (d.Class != CueTask && d.Class != CueApprox || h.Words == words) {
			return true
		}
	}
	return false
}

// IsNumberToken reports a token made of digits.
func IsNumberToken(t string) bool {
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

// IsWordToken reports a token that is a word to understand: not a formula,
// punctuation, a number or a single letter (a variable named in prose).
func IsWordToken(t string) bool {
	if len(t) <= 1 || IsFormulaNumber(t) {
		return false
	}
	for _, r := range t {
		if r < '0' || r > '9' {
			return true
		}
	}
	return false
}

// Has reports whether a cue of the class (and, when name is not empty, of
// that name) was read; it returns the words of the first such cue.
func (rd *Reading) Has(class CueClass, name string) (string, bool) {
	for _, h := range rd.Hits {
		if h.Def.Class == class && (name == "" || h.Def.Name == name) {
			return h.Words, true
		}
	}
	return "", false
}

// Asks reports whether a task keyword of the kind was read.
func (rd *Reading) Asks(k Kind) bool {
	for _, h := range rd.Hits {
		if h.Def.Class == CueTask && h.Def.Kind == k {
			return true
		}
	}
	return false
}

// Named reports whether a cue of the class with that name was read.
func (rd *Reading) Named(class CueClass, name string) bool {
	_, ok := rd.Has(class, name)
	return ok
}

// AsksToSolve reports a request for the solutions of an equation: "solve",
// "find all", "the roots of", "the solutions to", "find $x$", "find a
// nonzero solution", "all ordered pairs".
func (rd *Reading) AsksToSolve() bool {
	for _, h := range rd.Hits {
		switch {
		case h.Def.Class == CueTask && strings.HasPrefix(h.Words, "solve"),
			h.Def.Class == CueTopic && (h.Def.Name == "solve request" || h.Def.Name == "all solutions"),
			h.Def.Class == CueRestrict && SolutionConds[h.Def.Name] != nil:
			return true
		}
	}
	return false
}

// HasWord reports whether the word occurs in the text (lower-cased, outside
// formulas as the prose tokens split it).
func HasWord(text, word string) bool {
	for _, t := range ProseTokens(strings.ToLower(text)) {
		if t == word {
			return true
		}
	}
	return false
}

// Names returns the distinct names of the cues of a class, in text order.
func (rd *Reading) Names(class CueClass) []string {
	var out []string
	for _, h := range rd.Hits {
		if h.Def.Class == class && !Contains1(out, h.Def.Name) {
			out = append(out, h.Def.Name)
		}
	}
	return out
}

func Contains1(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// String is the reading as the test data writes it: the kind, the cues
// other than task keywords (class:name, sorted, once each) and the unread
// Words.
func (rd Reading) String() string {
	parts := []string{"kind=" + rd.Kind.String()}
	var cs []string
	for _, h := range rd.Hits {
		if h.Def.Class == CueTask {
			continue
		}
		if s := h.String(); !Contains1(cs, s) {
			cs = append(cs, s)
		}
	}
	sort.Strings(cs)
	parts = append(parts, cs...)
	if len(rd.Unread) > 0 {
		parts = append(parts, "unread="+strings.Join(rd.Unread, ","))
	}
	if len(rd.Loose) > 0 {
		parts = append(parts, "loose="+strings.Join(rd.Loose, ","))
	}
	return strings.Join(parts, " ")
}

// NotUnderstood returns why the statement's prose is not fully understood
// (default deny), or "": a word the table does not know may change the
// question, so the statement is not checked as if it were not there.
func (st *Statement) NotUnderstood() string {
	if len(st.Read.Unread) > 0 {
		return fmt.Sprintf("the statement's words %s are not in leg 1's cue table; they may change the question", QuoteWords(st.Read.Unread, 4))
	}
	if len(st.Read.Loose) > 0 {
		return fmt.Sprintf("the statement's formula %s is a bare number after the formula asked about, and no cue says what it does; it may change the question", QuoteWords(st.Read.Loose, 4))
	}
	return ""
}

// QuoteWords quotes at most n words.
func QuoteWords(ws []string, n int) string {
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

// DeniedTopics are the topics only a special checker (area, triangle)
// answers: a row that none of them took is undecided.
var DeniedTopics = []string{"area", "region", "curve", "side", "tangent line", "progression", "sum of the first terms", "percent of", "percentage of", "percent change"}

// Unhandled returns the first cue that changes the question and that no
// checker has answered, or "": a different question (cueAsk), a word
// problem (cueWord) or a topic of a special checker. run calls it after the
// special checkers (root quantities, divisors, area, triangle) declined the
// row.
func (st *Statement) Unhandled() string {
	for _, h := range st.Read.Hits {
		switch {
		case h.Def.Class == CueAsk:
			return fmt.Sprintf("the question asks for %s (%q), which leg 1 does not answer for this statement", h.Def.Name, h.Words)
		case h.Def.Class == CueWord:
			return fmt.Sprintf("a word problem (%s: %q): the formula is not the whole question", h.Def.Name, h.Words)
		case h.Def.Class == CueTopic && Contains1(DeniedTopics, h.Def.Name):
			return fmt.Sprintf("the question is about a %s (%q), which leg 1 reads only in the shapes its area and triangle checkers know", h.Def.Name, h.Words)
		}
	}
	return ""
}

// LogBase10 rewrites every \log without a base in e as \log_{10} (the
// Statement's convention "all logarithms have base 10"); it reports whether
// it rewrote any. The trees are the check's own (parsed for this check).
func LogBase10(e ast.Expr) bool {
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

// ApplyConventions applies the conventions the statement states to its
// formulas and to the answer's, and returns the note to add to a verdict
// that rests on them ("" when none applied).
func (st *Statement) ApplyConventions(a *Answer) string {
	if _, ok := st.Read.Has(CueConvention, "log base 10"); !ok {
		return ""
	}
	done := false
	for _, f := range st.Targets {
		done = LogBase10(f.E) || done
	}
	for _, f := range st.Conds {
		done = LogBase10(f.E) || done
	}
	for _, s := range st.Substs {
		done = LogBase10(s.Val) || done
	}
	if a != nil {
		done = LogBase10(a.Root) || done
		for _, it := range a.Items {
			done = LogBase10(it.E) || done
		}
	}
	if !done {
		return ""
	}
	return " (every \\log read with base 10, as the statement says all logarithms have base 10)"
}

// SolutionConds are the restrictions of the solutions that become a
// condition on the unknown x.
var SolutionConds = map[string]func(x ast.Expr) (ast.Expr, string){
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

// RestrictSolutions turns the statement's restrictions of the solutions of
// an equation in one unknown into conditions on the unknown ("a nonzero
// solution": x ≠ 0), so that a claimed root that breaks one is refuted and a
// Root that breaks one is not missing. It returns why a restriction cannot
// be applied (another restriction, or no single unknown), or "".
func (st *Statement) RestrictSolutions() string {
	var rs []CueHit
	for _, h := range st.Read.Hits {
		if h.Def.Class == CueRestrict {
			rs = append(rs, h)
		}
	}
	if len(rs) == 0 {
		return ""
	}
	var eqs []*ast.Rel
	for _, t := range st.Targets {
		if r, ok := t.E.(*ast.Rel); ok && AllEq(r) {
			eqs = append(eqs, r)
		}
	}
	x := ""
	if len(eqs) == 1 {
		if vs := st.FreeAfterSubst(eqs[0]); len(vs) == 1 {
			x = vs[0]
		}
	}
	var conds []Formula
	for _, h := range rs {
		if h.Def.Name == "interval" && x != "" {
			if st.CondBounds(x) {
				continue // "on the interval $x \in [0, 2\pi]$": a stated condition
			}
			if c, ok := st.IntervalCond(x); ok {
				conds = append(conds, c)
				continue
			}
		}
		mk := SolutionConds[h.Def.Name]
		if mk == nil || x == "" {
			return fmt.Sprintf("the statement restricts the answer (%q), which leg 1 does not apply here", h.Words)
		}
		e, what := mk(&ast.Ident{Name: x})
		conds = append(conds, Formula{E: e, Src: fmt.Sprintf("%s %s (%q)", x, what, h.Words)})
	}
	st.Conds = append(st.Conds, conds...)
	return ""
}

// DegreesUnread returns why the statement's "in degrees" cannot be applied,
// or "": leg 1 reads degrees only through the degree sign, so an answer
// without it (an angle given in degrees as a bare number) is not compared
// with a value in radians.
func (st *Statement) DegreesUnread(answerSrc string) string {
	w, ok := st.Read.Has(CueConvention, "degrees")
	if !ok || strings.Contains(answerSrc, `\circ`) || strings.Contains(answerSrc, "°") {
		return ""
	}
	return fmt.Sprintf("the statement measures angles in degrees (%q) and the answer has no degree sign; leg 1 reads degrees only through the sign", w)
}

// WrongUnit returns why the answer is refuted for its angle unit, or "":
// where the statement asks for radians (and names no degrees), an answer
// with a degree sign is in the wrong unit; where it asks for the answer in
// degrees ("in degrees", "degree measure", "express your answer in
// degrees"; and names no radians), an
// Answer with π and no degree sign is in radians.
func (st *Statement) WrongUnit(answerSrc string) string {
	rw, rad := st.Read.Has(CueConvention, "radians")
	dw, deg := st.Read.Has(CueConvention, "degrees")
	degAsked := false
	fw, form := st.Read.Has(CueForm, "a form of the answer")
	for _, h := range st.Read.Hits {
		if h.Def.Class == CueConvention && h.Def.Name == "degrees" && (strings.Contains(h.Words, "in degrees") || strings.Contains(h.Words, "degree measure") || form && strings.HasSuffix(fw, " in")) {
			dw, degAsked = h.Words, true
		}
	}
	hasDeg := strings.Contains(answerSrc, `\circ`) || strings.Contains(answerSrc, "°")
	switch {
	case rad && !deg && !strings.Contains(rw, "functions") && hasDeg:
		return fmt.Sprintf("the problem asks for the answer in radians (%q), and the answer %s is in degrees", rw, Clip(answerSrc, 40))
	case degAsked && !rad && !hasDeg && strings.Contains(answerSrc, `\pi`):
		return fmt.Sprintf("the problem asks for the answer in degrees (%q), and the answer %s is in radians", dw, Clip(answerSrc, 40))
	}
	return ""
}
