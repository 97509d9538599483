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
//     distance between two integer points of ℝⁿ;
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
