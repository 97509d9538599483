package dedup

import (
	"cmp"
	"context"
	"crypto/sha256"
	"hash/fnv"
	"math"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"
	"sync/atomic"

	minhashlsh "github.com/ekzhu/minhash-lsh"
)

// The MinHash index. Candidates are pairs whose token sets have an
// estimated Jaccard similarity around Threshold or more; every candidate is
// then decided exactly by Same, so the index only bounds the work.
const (
	NumHash   = 64
	Threshold = 0.5
	hashSeed  = 29
)

// comparisons counts the pairs of statements Same decides (a work count
// for tests: it grows with the rows, not with their square).
var comparisons atomic.Int64

// Doc is one row to compare: its id, its problem statement and, when it
// came from a file, "file:line" (a row is not compared with a reference
// read from its own file).
type Doc struct {
	ID      string
	Problem string
	Origin  string
}

// Result is what Analyze found: the clusters of two or more rows (ids
// sorted, clusters ordered by their first id) and every row that is a
// problem of a reference set (ordered by id, then reference name).
type Result struct {
	Clusters     [][]string `json:"clusters"`
	Contaminated []Hit      `json:"contaminated"`
	// References are the names of the reference sets compared, in order.
	References []string `json:"-"`
}

// Hit is a row found in a reference set: the reference's name, the row
// there (1-based line of a JSONL file, 1-based row of a Parquet file) and
// the Jaccard similarity of the two statements' token sets.
type Hit struct {
	ID         string  `json:"id"`
	Reference  string  `json:"reference"`
	RefRow     int     `json:"ref_row"`
	Similarity float64 `json:"similarity"`
}

// Same reports whether two statements are the same problem, and the
// Jaccard similarity of their token sets: their sentences must hold the
// same formulas, numbers and content words in the same order (the
// sentences themselves in any order); framing words may differ.
func Same(a, b *Form) (bool, float64) {
	if !slices.Equal(a.Exact, b.Exact) {
		return false, 0
	}
	return true, round3(jaccard(a.Tokens, b.Tokens))
}

// multisetDiff counts the elements of sorted a missing from sorted b and
// the other way round.
func multisetDiff(a, b []string) (onlyA, onlyB int) {
	i, j := 0, 0
	for i < len(a) && j < len(b) {
		switch c := strings.Compare(a[i], b[j]); {
		case c == 0:
			i++
			j++
		case c < 0:
			onlyA++
			i++
		default:
			onlyB++
			j++
		}
	}
	return onlyA + len(a) - i, onlyB + len(b) - j
}

// jaccard is |a ∩ b| / |a ∪ b| of two sorted sets (1 when both are empty).
func jaccard(a, b []string) float64 {
	if len(a) == 0 && len(b) == 0 {
		return 1
	}
	onlyA, onlyB := multisetDiff(a, b)
	common := len(a) - onlyA
	return float64(common) / float64(common+onlyA+onlyB)
}

func round3(x float64) float64 { return math.Round(x*1000) / 1000 }

// entry is one indexed statement; key is its sentence keys joined, equal
// for two statements exactly when Same can hold between them. An alone
// entry is a statement whose key no other statement and no reference
// problem has: it can be the same problem as none, so only that is kept
// of it (not its form and signature, which at 200,000 rows held some 370
// MB), and it is neither indexed nor queried.
type entry struct {
	form  Form
	sig   []uint64
	key   string
	alone bool
}

func newEntry(problem string) entry {
	f := Read(problem)
	return entry{form: f, sig: signature(f.Tokens), key: entryKey(&f)}
}

// entryKey is a form's sentence keys joined (entry.key).
func entryKey(f *Form) string { return strings.Join(f.Exact, "\x1e") }

// signature is the MinHash signature of a token set: for each of NumHash
// permutations, the least value of splitmix64(h(token) ^ seed_i), h being
// 64-bit FNV-1a. The library's own Minhash (dgryski/go-minhash: the i-th
// value h1 + i·h2 of two FNV hashes) gives permutations so correlated that
// statements of a few tokens at a similarity of 0.8 to 0.9 were missed by
// the index (21 of 591 planted one-word copies); independent mixes miss
// none of them.
func signature(tokens []string) []uint64 {
	sig := make([]uint64, NumHash)
	for i := range sig {
		sig[i] = math.MaxUint64
	}
	for _, t := range tokens {
		h := fnv.New64a()
		h.Write([]byte(t))
		x := h.Sum64()
		for i := range sig {
			if v := splitmix64(x ^ permSeeds[i]); v < sig[i] {
				sig[i] = v
			}
		}
	}
	return sig
}

// permSeeds are the NumHash permutation seeds, drawn by splitmix64 from
// hashSeed.
var permSeeds = func() [NumHash]uint64 {
	var s [NumHash]uint64
	x := uint64(hashSeed)
	for i := range s {
		x += 0x9e3779b97f4a7c15
		s[i] = splitmix64(x)
	}
	return s
}()

// splitmix64 is the finaliser of SplitMix64 (Steele, Lea, Flood 2014): a
// bijective mix of 64 bits.
func splitmix64(x uint64) uint64 {
	x ^= x >> 30
	x *= 0xbf58476d1ce4e5b9
	x ^= x >> 27
	x *= 0x94d049bb133111eb
	return x ^ x>>31
}

// entries reads and signs every problem, in parallel; entry i is problem i.
func entries(problems []string) []entry {
	out := make([]entry, len(problems))
	parallel(len(problems), func(i int) { out[i] = newEntry(problems[i]) })
	return out
}

// parallel calls f(0), ..., f(n-1) on GOMAXPROCS goroutines, in chunks;
// each call writes only its own slots.
func parallel(n int, f func(i int)) { _ = parallelCtx(context.Background(), n, f) }

// parallelCtx is parallel that hands out no more chunks once ctx is done,
// and then returns ctx's error (the slots are then partly written).
func parallelCtx(ctx context.Context, n int, f func(i int)) error {
	const chunk = 256
	var wg sync.WaitGroup
	next := make(chan int)
	for range runtime.GOMAXPROCS(0) {
		wg.Go(func() {
			for lo := range next {
				for i := lo; i < min(lo+chunk, n); i++ {
					f(i)
				}
			}
		})
	}
	for lo := 0; lo < n && ctx.Err() == nil; lo += chunk {
		next <- lo
	}
	close(next)
	wg.Wait()
	return ctx.Err()
}

// index is a MinHash LSH (the library's LSH Forest) over entries, keyed by
// their position. After newIndex it is only read, so queries may run
// concurrently.
type index struct {
	lsh     *minhashlsh.MinhashLSH
	entries []entry
}

// newIndex indexes the entries for which keep is true (all when keep is
// nil); positions stay those of es.
func newIndex(es []entry, keep func(i int) bool) *index {
	ix := &index{lsh: minhashlsh.NewMinhashLSH64(NumHash, Threshold), entries: es}
	for i := range es {
		if keep == nil || keep(i) {
			ix.lsh.Add(i, es[i].sig)
		}
	}
	ix.lsh.Index()
	return ix
}

// keyCounts counts the entries of each key (alone entries have none).
func keyCounts(es []entry) map[string]int {
	n := make(map[string]int, len(es))
	for i := range es {
		if !es[i].alone {
			n[es[i].key]++
		}
	}
	return n
}

// keyHash is the SHA-256 of a statement's key (entry.key).
func keyHash(problem string) [sha256.Size]byte {
	f := Read(problem)
	return sha256.Sum256([]byte(entryKey(&f)))
}

// KeyMemo remembers the hash of each statement's key (keyHash, a function
// of the statement's text and the code alone) between runs: the dedup
// stage keeps one in its artifacts, so that a run after an edit reads
// only the statements it has not seen.
type KeyMemo interface {
	// Get returns the stored hash of each problem, in order (nil, or a
	// value of another length, where there is none).
	Get(problems []string) [][]byte
	// Put stores the hash of problem.
	Put(problem string, hash []byte) error
}

// keyHashes is keyHash of every problem: taken from memo (nil: none) when
// it has it, else computed in parallel and stored in memo.
func keyHashes(ctx context.Context, problems []string, memo KeyMemo) ([][sha256.Size]byte, error) {
	hs := make([][sha256.Size]byte, len(problems))
	var got [][]byte
	if memo != nil {
		got = memo.Get(problems)
	}
	var miss []int
	for i := range problems {
		if got != nil && len(got[i]) == sha256.Size {
			copy(hs[i][:], got[i])
			continue
		}
		miss = append(miss, i)
	}
	if err := parallelCtx(ctx, len(miss), func(k int) { hs[miss[k]] = keyHash(problems[miss[k]]) }); err != nil {
		return nil, err
	}
	if memo != nil {
		for _, i := range miss {
			if err := memo.Put(problems[i], hs[i][:]); err != nil {
				return nil, err
			}
		}
	}
	return hs, nil
}

// docEntries reads and signs the problems that can be the same problem as
// another or as a reference problem (their key's hash is another's or a
// reference's), and marks the others alone: two passes, so that the
// forms and signatures of statements alone in the corpus are never held
// at once. Equal keys have equal hashes, so no entry that shares its key
// is alone; a collision of hashes would only read an entry in full.
func docEntries(ctx context.Context, problems []string, refs []Reference, memo KeyMemo) ([]entry, error) {
	hs, err := keyHashes(ctx, problems, memo)
	if err != nil {
		return nil, err
	}
	count := make(map[[sha256.Size]byte]int, len(hs))
	for _, h := range hs {
		count[h]++
	}
	for _, ref := range refs {
		ps := make([]string, len(ref.Rows))
		for j, r := range ref.Rows {
			ps[j] = r.Problem
		}
		rh, err := keyHashes(ctx, ps, memo)
		if err != nil {
			return nil, err
		}
		for _, h := range rh {
			if _, ok := count[h]; ok {
				count[h] += 2 // any doc with this key may be in the reference
			}
		}
	}
	es := make([]entry, len(problems))
	err = parallelCtx(ctx, len(problems), func(i int) {
		if count[hs[i]] > 1 {
			es[i] = newEntry(problems[i])
		} else {
			es[i] = entry{alone: true}
		}
	})
	return es, err
}

// candidates returns the positions the LSH puts near sig, sorted.
func (ix *index) candidates(sig []uint64) []int {
	keys := ix.lsh.Query(sig)
	out := make([]int, 0, len(keys))
	for _, k := range keys {
		out = append(out, k.(int))
	}
	slices.Sort(out)
	return out
}

func problemsOf(docs []Doc) []string {
	out := make([]string, len(docs))
	for i := range docs {
		out[i] = docs[i].Problem
	}
	return out
}

// Clusters groups docs that are the same problem (connected components of
// the Same relation over the LSH candidates). It returns the clusters of
// two or more docs, each as sorted ids, ordered by first id.
func Clusters(docs []Doc) [][]string {
	cl, _ := clusters(context.Background(), docs, entries(problemsOf(docs)))
	return cl
}

// classes groups the entries that read the same (the same sentence keys
// and the same tokens, hence the same signature): rep[i] is the first
// entry of i's class, and reps lists the first entries in order. Two
// entries of one class are the same problem and LSH candidates of each
// other, and any other entry relates to both alike, so the pairs are
// decided between representatives only: n copies of one problem cost one
// query, not n queries of n candidates.
func classes(es []entry) (rep, reps []int) {
	rep = make([]int, len(es))
	first := make(map[string]int)
	for i := range es {
		if es[i].alone {
			rep[i] = i
			reps = append(reps, i)
			continue
		}
		k := es[i].key + "\x00" + strings.Join(es[i].form.Tokens, "\x00")
		if j, ok := first[k]; ok {
			rep[i] = j
			continue
		}
		first[k], rep[i] = i, i
		reps = append(reps, i)
	}
	return rep, reps
}

func clusters(ctx context.Context, docs []Doc, es []entry) ([][]string, error) {
	// A statement whose key no other statement has cannot be the same
	// problem as any: it is neither indexed nor queried. Only one entry
	// of each class (classes) is indexed and queried.
	rep, reps := classes(es)
	count := keyCounts(es)
	shared := func(i int) bool { return !es[i].alone && rep[i] == i && count[es[i].key] > 1 }
	ix := newIndex(es, shared)
	// same[i] lists the later docs that are the same problem as doc i
	// (a representative), and every other doc of its class.
	same := make([][]int, len(docs))
	err := parallelCtx(ctx, len(reps), func(k int) {
		i := reps[k]
		if !shared(i) {
			return
		}
		for _, j := range ix.candidates(es[i].sig) {
			if j > i {
				comparisons.Add(1)
				if ok, _ := Same(&es[i].form, &es[j].form); ok {
					same[i] = append(same[i], j)
				}
			}
		}
	})
	if err != nil {
		return nil, err
	}
	for i := range es {
		if rep[i] != i {
			same[rep[i]] = append(same[rep[i]], i)
		}
	}
	parent := make([]int, len(docs))
	for i := range parent {
		parent[i] = i
	}
	find := func(i int) int {
		for parent[i] != i {
			parent[i] = parent[parent[i]]
			i = parent[i]
		}
		return i
	}
	for i, js := range same {
		for _, j := range js {
			a, b := find(i), find(j)
			parent[max(a, b)] = min(a, b)
		}
	}
	groups := map[int][]string{}
	for i := range docs {
		r := find(i)
		groups[r] = append(groups[r], docs[i].ID)
	}
	var out [][]string
	for _, g := range groups {
		if len(g) > 1 {
			slices.Sort(g)
			out = append(out, g)
		}
	}
	slices.SortFunc(out, func(a, b []string) int { return strings.Compare(a[0], b[0]) })
	return out, nil
}

// Contaminated returns, for every doc that is a problem of a reference set,
// the best match in each reference (highest similarity, then first row).
// A doc read from a reference's own file is not compared with it.
func Contaminated(docs []Doc, refs []Reference) []Hit {
	hits, _ := contaminated(context.Background(), docs, entries(problemsOf(docs)), refs)
	return hits
}

func contaminated(ctx context.Context, docs []Doc, es []entry, refs []Reference) ([]Hit, error) {
	rep, reps := classes(es)
	files := map[string]string{} // origin file -> canonical path
	for _, d := range docs {
		if f := originFile(d.Origin); f != "" && files[f] == "" {
			files[f] = canonical(f)
		}
	}
	var hits []Hit
	for _, ref := range refs {
		own := ""
		if ref.Path != "" {
			own = canonical(ref.Path)
		}
		problems := make([]string, len(ref.Rows))
		for i, r := range ref.Rows {
			problems[i] = r.Problem
		}
		refEntries := make([]entry, len(problems))
		if err := parallelCtx(ctx, len(problems), func(j int) { refEntries[j] = newEntry(problems[j]) }); err != nil {
			return nil, err
		}
		refRep, _ := classes(refEntries)
		// Only the first row of each class of the reference is indexed:
		// the others would tie with it, and the first row wins a tie.
		ix := newIndex(refEntries, func(j int) bool { return refRep[j] == j })
		inRef := keyCounts(ix.entries)
		found := make([]Hit, len(docs))
		for i := range found {
			found[i].RefRow = -1
		}
		err := parallelCtx(ctx, len(reps), func(k int) {
			i := reps[k]
			if es[i].alone || inRef[es[i].key] == 0 {
				return // a key no reference problem has
			}
			for _, j := range ix.candidates(es[i].sig) {
				comparisons.Add(1)
				ok, sim := Same(&es[i].form, &ix.entries[j].form)
				if ok && (found[i].RefRow < 0 || sim > found[i].Similarity) {
					found[i] = Hit{Reference: ref.Name, RefRow: ref.Rows[j].Row, Similarity: sim}
				}
			}
		})
		if err != nil {
			return nil, err
		}
		// Every doc takes its class's hit, unless it was read from the
		// reference's own file.
		for i := range docs {
			h := found[rep[i]]
			if h.RefRow < 0 || own != "" && files[originFile(docs[i].Origin)] == own {
				continue
			}
			h.ID = docs[i].ID
			hits = append(hits, h)
		}
	}
	slices.SortStableFunc(hits, func(a, b Hit) int {
		return cmp.Or(strings.Compare(a.ID, b.ID), strings.Compare(a.Reference, b.Reference))
	})
	return hits, nil
}

// Analyze finds the clusters among docs and their contamination by refs.
func Analyze(docs []Doc, refs []Reference) Result {
	r, _ := AnalyzeContext(context.Background(), docs, refs)
	return r
}

// AnalyzeContext is Analyze that stops, with ctx's error and no result,
// once ctx is done (checked between chunks of 256 rows).
func AnalyzeContext(ctx context.Context, docs []Doc, refs []Reference) (Result, error) {
	return AnalyzeMemo(ctx, docs, refs, nil)
}

// AnalyzeMemo is AnalyzeContext with the statements' key hashes taken
// from memo where it has them (nil: none), and the others stored there.
// The result is the same with any memo that holds keyHash's values.
func AnalyzeMemo(ctx context.Context, docs []Doc, refs []Reference, memo KeyMemo) (Result, error) {
	es, err := docEntries(ctx, problemsOf(docs), refs, memo)
	if err != nil {
		return Result{}, err
	}
	cl, err := clusters(ctx, docs, es)
	if err != nil {
		return Result{}, err
	}
	hits, err := contaminated(ctx, docs, es, refs)
	if err != nil {
		return Result{}, err
	}
	r := Result{Clusters: cl, Contaminated: hits, References: []string{}}
	for _, ref := range refs {
		r.References = append(r.References, ref.Name)
	}
	if r.Clusters == nil {
		r.Clusters = [][]string{}
	}
	if r.Contaminated == nil {
		r.Contaminated = []Hit{}
	}
	return r, nil
}

// originFile is the file of a "file:line" origin.
func originFile(origin string) string {
	if i := strings.LastIndexByte(origin, ':'); i > 0 {
		return origin[:i]
	}
	return origin
}

func canonical(p string) string {
	if abs, err := filepath.Abs(p); err == nil {
		p = abs
	}
	if real, err := filepath.EvalSymlinks(p); err == nil {
		p = real
	}
	return p
}
