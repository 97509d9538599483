// Generates precision.txt: reference values for the cas precision test.
// Run from the repository root:  node internal/cas/testdata/gen-precision.js > internal/cas/testdata/precision.txt
// Values come from math.js 15.2.0 (decimal.js) with 64-digit BigNumbers,
// an implementation independent of ours; the test asserts >= 40 matching
// significant digits. Each line: name <TAB> math.js expression <TAB> value.
const { create, all } = require('mathjs');
const math = create(all);
math.config({ number: 'BigNumber', precision: 64 });
const cases = [
  ['pi', 'pi'],
  ['e', 'e'],
  ['sin1', 'sin(1)'],
  ['cos1', 'cos(1)'],
  ['tan1', 'tan(1)'],
  ['cot1', 'cot(1)'],
  ['sec1', 'sec(1)'],
  ['csc1', 'csc(1)'],
  ['atan_half', 'atan(1/2)'],
  ['atan100', 'atan(100)'],
  ['asin07', 'asin(0.7)'],
  ['acos03', 'acos(0.3)'],
  ['acos09999', 'acos(0.9999)'],
  ['acot_m2', 'pi + atan(-1/2)'],
  ['ln2', 'log(2)'],
  ['ln10', 'log(10)'],
  ['ln_1e-30', 'log(1e-30)'],
  ['lg2', 'log10(2)'],
  ['log3_10', 'log(10)/log(3)'],
  ['sqrt2', 'sqrt(2)'],
  ['cbrt2', 'cbrt(2)'],
  ['root5_7', 'nthRoot(7, 5)'],
  ['pow10_half', 'sqrt(10)'],
  ['pow2_sqrt2', '2^sqrt(2)'],
  ['pi_e', 'pi^e'],
  ['pow_1.5_100', '1.5^100'],
  ['exp10', 'exp(10)'],
  ['exp_m10', 'exp(-10)'],
  ['exp_half', 'exp(0.5)'],
  ['exp100', 'exp(100)'],
  ['sin1e10', 'sin(1e10)'],
  ['cos1e10', 'cos(1e10)'],
  ['sin1e22', 'sin(1e22)'],
  ['sin1e-20', 'sin(1e-20)'],
  ['tan_near_pole', 'tan(1.5707963267948966)'],
  ['sinh_half', 'sinh(0.5)'],
  ['cosh2', 'cosh(2)'],
  ['tanh01', 'tanh(0.1)'],
  ['sinh1e-10', 'sinh(1e-10)'],
  ['sin_pi_7_sq', 'sin(pi/7)^2'],
  ['mixed', '(2/3+5/7)*sin(pi/7)^2'],
  ['sin_2_03_sq', 'sin(2*0.3)^2'],
  ['sin50deg', 'sin(50*pi/180)'],
  ['tan1deg', 'tan(pi/180)'],
  // Hard cases: cancellation, tiny and large arguments.
  ['sin355_113', 'sin(355/113)'],
  ['tan1e10', 'tan(1e10)'],
  ['cos1e22', 'cos(1e22)'],
  ['ln_1p1e-40', 'log(1 + 1e-40)'],
  ['exp_m1000', 'exp(-1000)'],
  ['exp1000', 'exp(1000)'],
  ['atan1e-30', 'atan(1e-30)'],
  ['asin1e-30', 'asin(1e-30)'],
  ['acos_m0999999', 'acos(-0.999999)'],
  ['tanh20', 'tanh(20)'],
  ['sinh_m1e-30', 'sinh(-1e-30)'],
  ['pow_near1', '0.999999^1000000'],
  ['sqrt_1e-100', 'sqrt(2e-100)'],
  ['ln_huge', 'log(10^1000)'],
];
for (const [name, expr] of cases) {
  const v = math.evaluate(expr);
  console.log(`${name}\t${expr}\t${v.toString()}`);
}
