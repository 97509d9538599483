// Package counting proves the answers of counting questions whose
// mathematics is a closed formula once the words are read (issue 42):
//
//   - the arrangements of the letters of a word (CheckWordArrangements):
//     n!/(m_1!·…·m_k!) for a word of n letters, m_i of the i-th letter
//     ("Determine the number of ways to arrange the letters of the word
//     ELLIPSE." is 7!/(2!·2!) = 1260);
//   - balls put in boxes, a box allowed to stay empty (CheckBallsBoxes):
//     k^n for distinguishable balls and boxes, C(n+k-1, k-1) for
//     indistinguishable balls, the Stirling numbers S(n, j), j ≤ k, summed
//     for indistinguishable boxes, the partitions of n into at most k parts
//     for neither;
//   - K of N chosen (CheckSelection): C(N, K) for a committee, a group, a
//     pair of hands shaken; N!/(N-K)! for K distinct offices held by
//     different people; N^K where one person may hold several ("In how
//     many ways can a 3-person committee be chosen from a group of 8
//     people?" is C(8, 3) = 56, so 336 is refuted);
//   - the probability of at least, at most or exactly K successes in N
//     independent fair trials, coin flips (p = 1/2) or rolls of a fair
//     die (p = s/6) (CheckTrials): the sum of C(N, j) p^j (1-p)^(N-j)
//     over the counts admitted, exactly ("We flip a fair coin 10 times.
//     What is the probability that we get heads in at least 6 of the 10
//     flips?" is 193/512);
//   - the probability of a random draw whose sample space the statement
//     gives by counts (CheckDrawProb, statement/drawprob, issue 42
//     Gaokao): one of a group with a property, k people choosing among n
//     items all differently, two of a group of two kinds one of each; the
//     outcomes enumerated (at most 100,000), the ratio compared exactly;
//   - the probability of an event of the two numbers two fair dice with
//     N faces show (CheckDicePair, issue 42, MATH Counting & Probability): the N² ordered
//     outcomes tried one by one, the event (a sum, product or difference
//     that is K, a multiple of K, below, above or between bounds, prime, a
//     square, odd or even; a K on at least one die; relatively prime;
//     doubles; neither prime; the product above the sum) decided on
//     integers, the count over N² ("Two fair, 6-sided dice are thrown.
//     What is the probability that the product of the two numbers is a
//     multiple of 5?" is 11/36); a differing answer stays undecided;
//   - the integers of a range that are, or are not, multiples of given
//     numbers (CheckMultCount, issue 42, OlympiadBench and MATH;
//     statement/multcount), counted one by one over the range (at most
//     10^7 integers); "between a and b" counted with and without its ends,
//     undecided unless both counts agree ("the number of positive integers
//     less than or equal to 300 that are multiples of 3 or 5, but are not
//     multiples of 10 or 15" is 100; 101 is refuted);
//   - people seated in a row or around a table, rotations the same, under
//     conditions of adjacency (CheckSeating, statement/seating, issue 42,
//     MATH Counting & Probability): named people together, apart, opposite
//     or not in consecutive seats, parties each in one block or
//     alternating; every pattern of the people's types over the seats is
//     tried (at most 400,000), those that obey counted, times the orders
//     within each type, over the seats around a table ("In how many ways
//     can we seat 8 people around a table if Alice and Bob won't sit next
//     to each other? (Two seatings are the same if one is a rotation of the
//     other.)" is 3600); books, plants, delegates, animals in a row by
//     kind, alike copies (not multiplied, in a row only), two at the ends,
//     one not first; a table whose mirror images are the same is not
//     read;
//   - the probability of an event of two or three cards drawn without
//     replacement from a standard deck of 52 (CheckCardDraw,
//     statement/carddraw, issue 42, MATH Counting & Probability): the
//     first, second, third card of a suit or a rank, both face cards, both
//     of one of two suits, all of one suit, not all of one colour, of
//     different suits; every ordered draw of distinct cards is tried (at
//     most 52·51·50), the ratio compared exactly ("Two cards are dealt at
//     random from a standard deck of 52 cards. What is the probability that
//     the first card is a $\heartsuit$ and the second card is a
//     $\clubsuit$?" is 13/204);
//   - a number of Pascal's triangle or one binomial coefficient asked in
//     words (CheckPascal, statement/pascal, issue 42, MATH Counting &
//     Probability): the k-th number of the row that starts 1, N or that
//     has M numbers, the primes of a row, the numbers of the first rows,
//     the sum of a row, C(N, K) given other coefficients (checked true
//     first), C(n, 0), C(n, 1), C(n, n-1), C(n, n) for every n ("In the row
//     of Pascal's triangle that starts 1, 11, what is the ninth number?" is
//     C(11, 8) = 165);
//   - K chosen from groups of distinct members, a condition on how many
//     of each (CheckGroupChoice, statement/groupchoice, issue 42, MATH
//     Counting & Probability): so many of each group, at least one of
//     each, more girls than boys, exactly or at most J of three triplets,
//     not two given members together, a pair of one colour, K of N in
//     words; the sum over the splits of K that obey the condition of the
//     products of binomial coefficients ("A Senate committee has 8
//     Republicans and 6 Democrats. In how many ways can we form a
//     subcommittee of 5 members that has at least one member from each
//     party?" is C(14, 5) − C(8, 5) − C(6, 5) = 1940);
//   - how many integers of a bounded range have a property of their
//     digits or divisors (CheckDigitCount, statement/digitcount, issue 42,
//     MATH Counting & Probability): the K-digit integers, the natural
//     numbers from A to B (the statement's example checked true), the
//     numbers between A and B inclusive; no D's and no E's, at least one D
//     or one E, a D and no E, multiples of neither A nor B, not perfect
//     squares, the digit D at least once or twice, a first digit triple
//     the last, the last digit the sum of the first two; every integer of
//     the range tried (at most 1,000,000) ("How many three-digit whole
//     numbers have no 7's and no 9's as digits?" is 448);
//   - the probability of an event of the numbers N fair six-sided dice
//     show (CheckMultiDice, statement/multidice, issue 42, MATH Counting &
//     Probability): at least K of a face, two faces alike, exactly K of
//     one face and K' of another, at most K of a face, K primes and the
//     rest composite, as many even as odd, a sum, a product, N distinct
//     numbers; every one of the 6^N outcomes tried (N at most 7), the
//     ratio compared exactly ("Jack rolls 5 fair six-sided dice. What is
//     the probability that at least two dice show the same number?" is
//     49/54);
//   - the probability of an event of K things drawn from a bag of things
//     of given colours, with or without replacement (CheckBagDraw,
//     statement/bagdraw, issue 42, MATH Counting & Probability): so many of
//     each colour, all of one colour, all alike, different colours, the
//     first of one colour and the second of another; every ordered draw of
//     the distinct things tried (at most 2,000,000), the ratio compared
//     exactly ("A bag has 4 red and 6 blue marbles. A marble is selected
//     and not replaced, then a second is selected. What is the probability
//     that both are the same color?" is 7/15);
//
// Each entry point reads a whole statement (internal/statement) and
// returns ok false when the statement is not its shape, so that the next
// checker of the dispatch reads it. It does not answer when the statement
// says anything more: a condition on the arrangements ("such that the new
// word does not begin with a B"), a "rearrangement" (with or without the
// word itself), a word of more than 20 letters, balls of two colours. It
// stands on decide.
package counting
