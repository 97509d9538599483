// Package finance proves the answers of compound-interest questions
// (issue 42, CollegeMath): the statement is read whole by
// internal/statement/interest (the principal, the yearly rate, the
// compoundings a year or continuous compounding, the time in years), and
// the amount is computed here:
//
//   - compounded n times a year for t years, n·t a whole number: the
//     amount P·(1 + r/n)^{n·t}, or the principal A / (1 + r/n)^{n·t},
//     exact rationals;
//   - compounded continuously: P·e^{r·t}, enclosed to the working
//     precision.
//
// The answer is money: a number with at most two decimals (an optional
// "\$", commas between groups of three digits). It is confirmed when it
// is the value rounded to the cent (half away from zero), and refuted
// when it is neither that nor the value rounded at its own last printed
// place (an answer to the dollar stays undecided, "2002" for 2001.597…).
// The evidence is the amount's formula against the answer with the
// rounding unit 1/100 (decide.Comparison.Round), which leg 3 redoes.
//
// It depends on the decision core (internal/check/decide) and on the
// reader; nothing depends on it but the front door (internal/check/run.go).
package finance
