// Package answer is the mathematics of answers shared by the legs that
// read an answer's meaning: leg 1 (internal/cas, internal/check), the
// benchmark's scorer (internal/score) and the re-read (internal/reread).
//
// It owns, once:
//
//   - free variables (FreeVars, SortedFreeVars): one definition of which
//     names of an expression are variables, walked with ast.Inspect, so a
//     new node type is added to ast.Walk only;
//   - integer parameters of families (IsIntParam): the names the books and
//     the benchmarks give the integer of `x = \frac{\pi}{2} + \pi k`;
//   - `\pm` alternatives (ExpandPM, at most MaxAlternatives);
//   - number conventions (Convention, Apply): what a comma between digits
//     means in a dataset — the DGN books' decimal comma or Western
//     thousands separators;
//   - the tolerance policy (Decimals, RoundedEq, Tolerance, RatNear): exact
//     where both sides are exact; a printed decimal against an exact value
//     that needs rounding is equal when it is its correct rounding;
//   - the rounding rule (RoundingStands, RoundsTo, RoundingEq): a rounded
//     decimal stands for an exact value only where an approximation is
//     asked (or the reference is the rounding), decided from an enclosure;
//   - interval unions (End, Interval, NormalizeIntervals, EqualIntervals):
//     ends exact, high-precision or ±∞, open or closed; sorted, merged
//     where pieces overlap or touch, and compared as sets of reals with the
//     tolerance policy for the ends.
//
// It imports nothing of ours but internal/latex/ast.
package answer
