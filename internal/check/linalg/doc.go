// Package linalg proves the answers of linear-algebra questions, computed
// exactly over ℚ and compared entry by entry:
//
//   - matrix questions (CheckMatrix): the value of a matrix expression
//     (sums, products, integer powers, transposes, the inverse's power),
//     an inverse, a determinant, a dot or a cross product, with named
//     matrices ("Let $A = M$. Compute $F$."); "Compute
//     $\begin{pmatrix} 3 & -4 \\ 1 & -1 \end{pmatrix}^{2016}$." answered
//     [[4033, −8064], [2016, −4031]] is confirmed;
//   - whole-statement shapes of the linear-algebra books
//     (CheckMatrixShapes): an inverse "if possible", the values of a letter
//     for which an augmented system is (in)consistent, the matrix of a
//     projection onto a vector and the projection of w onto v, the k with
//     AB = BA, two products, two matrices equal entry by entry, the
//     distance between two integer points of ℝⁿ, a square root B of A
//     (issue 42: B·B = A exactly, the answer "$B=N$" or N);
//   - the dot product of two vectors given by their components
//     (CheckVectorDot: "If $\vec{a}=(-2,3)$, and $\vec{b}=(1,2)$, find
//     $\vec{a} \cdot \vec{b}$." answered 4);
//   - determinants whose entries hold letters (issue 42): DeterminantExpr
//     expands one along its first row, for the front door's "Evaluate
//     $\begin{vmatrix} … \end{vmatrix}$." (checked again as "Evaluate
//     $E$."), and CheckDeterminantGiven decides "If $|A| = k,$ then find
//     $|B|$." when |B| is c·|A| identically (both expanded exactly by
//     algebra.LaurentOf): its value is c·k; CheckDetLaw the determinant
//     of a product, a power or (the size stated) a scalar multiple of
//     matrices whose determinants are given;
//   - the image of a vector under a rotation, dilation, reflection or
//     projection known by one vector and its image (CheckVectorMap, issue
//     42), exactly over ℚ; a projection or a reflection of vectors given
//     by their components (CheckVectorQuestion);
//   - a quantity of vectors given by their coordinates, directly or by
//     linear conditions (CheckVectorExpr, issue 42, Gaokao): "Vectors
//     $\vec{a},\vec{b}$ satisfy $\vec{a}+\vec{b} = (2,3),
//     \vec{a}-\vec{b}=(-2,1)$. Find $\lvert\vec{a}\rvert^{2} -
//     \lvert\vec{b}\rvert^{2}$." answered -1: the conditions solved
//     exactly over ℚ (one solution, else undecided), lengths, dot
//     products and cosines written from the components, read as a
//     quadratic surd p + q√s and compared exactly with the answer;
//   - an area, a volume or a cosine from integer vectors (CheckCrossArea,
//     issue 42, statement/crossarea): the parallelogram on u and v
//     (‖u × v‖), the triangle on three points, the parallelogram on four
//     vertices in any order, the parallelepiped on u, v, w (|(u × v)·w|),
//     the cosine of the angle between u and v; the value ±√S is compared
//     exactly (S and the sign) with the last member a worked answer ends
//     with, read as q·√m; "Find the area of the parallelogram determined
//     by the vectors [1, 2, 3], [3, −2, 1]." answered "… The area is $8
//     \sqrt{3}$" is confirmed; another value is undecided;
//   - the solution set of A·x = b written as a linear combination of
//     vectors (CheckSolutionSet, issue 42, statement/solset): the
//     answer's general solution c + Σ p·d (entries affine in s, t) is
//     the set exactly when A·c = b, every A·d = 0 and the d are n − rank A
//     independent vectors (nonzero minors as evidence); a basis given
//     beside it is checked the same way; any failure is undecided;
//   - whether v is a linear combination of given vectors
//     (CheckLinearCombination, issue 42, statement/lincomb): "v = Σ cᵢ uᵢ"
//     summed exactly, "no solution" by a combination λ with λ·uᵢ = 0 and
//     λ·v ≠ 0 (the evidence); a disagreement is undecided;
//   - "Determine if the system is consistent. If so, is the solution
//     unique?" (CheckConsistency, issue 42, statement/consistent): "no
//     solution" by a combination λ of the equations with λ·A = 0, λ·b ≠
//     0; a solution written as assignments as a solution set (the
//     unassigned unknowns and other letters its parameters);
//   - a least-squares solution, line or parabola (CheckLeastSquares,
//     issue 42, statement/leastsq): the normal equations AᵀA·x = Aᵀb
//     solved exactly when AᵀA is invertible, against the answer's values;
//     evidence Aᵀ(A·x − b) = 0 at the answer and det AᵀA ≠ 0;
//   - the eigenvalues and eigenvectors of an integer matrix (CheckEigen,
//     issue 42, statement/eigen): A·v = λ·v for every vector given, a
//     basis of each eigenspace, no other root of the characteristic
//     polynomial (Faddeev–LeVerrier), P and D with A·P = P·D, "not
//     diagonalizable", an orthonormal basis's lengths and dot products
//     (its vectors possibly written with entries q·√m sharing one m);
//   - the maximum or minimum of a linear objective over a region of linear
//     inequalities in two variables (CheckLinProg: the vertices of the
//     region, unboundedness by the recession directions);
//   - the matrix asked by name (CheckFindMatrix, issue 42; read by
//     internal/statement/matrixfind): a projection or a reflection onto a
//     line or a plane, a dilation, a cross-product matrix, B A⁻¹ for
//     M A = B, Y's coefficients for M X = Y at every value of X's letters
//     (or the zero matrix the statement asks for when none exists);
//   - the equation Ax + By + Cz + D = 0 of a plane (CheckPlaneEquation,
//     issue 42; statement/planeq), its conditions linear in (A, B, C, D)
//     of rank 3, the solution scaled to coprime integers with A > 0;
//   - lines given by a parameterization or a normal vector
//     (CheckParamLine, issue 42; statement/paramline): (m, b), the point
//     where two lines meet, the cosine of their acute angle (exact
//     p + q√s), the vector at a third parameter;
//   - "Does there exist a value of t for which this matrix fails to have
//     an inverse?" (CheckSingularAt, issue 42; statement/singularat): the
//     determinant of a matrix of cos t, sin t, cosh t, sinh t, e^{±t} and
//     t, expanded exactly with cos t, sin t on the unit circle's rational
//     parameterization and e^{−t} = 1/e^{t}, proved 0 identically,
//     K·e^{mt} with K ≠ 0 (never 0) or a·tⁿ + b (n odd, one real root
//     ⁿ√(−b/a)), against the answer's claim and the values it states;
//   - the angle between two integer vectors in degrees and the entry that
//     makes them orthogonal (CheckVectorAngle, issue 42;
//     statement/vecangle): cos² and the sign compared exactly for
//     multiples of 30° and 45°.
//
// Each entry point returns ok false when the statement is not its
// question or shape. ClosedEqual compares two matrix or vector members of
// an answer's chain exactly, for the front door's check of chains. It does not read an entry that is not a rational
// number (√3, a letter where none is asked), matrices of different shapes
// or an answer of another shape than the value, a singular matrix whose
// answer is an explanation, an empty region or an unbounded objective
// (no optimum), or eigenvalues and other questions outside these shapes:
// all are undecided. Linear systems are equations' (CheckSystem). It
// stands on decide and forms.
package linalg
