// Command soundness runs leg 1's soundness harness (package
// internal/soundness) over the corpora: every row leg 1 confirms is
// mutated into provably different answers, and the mutants leg 1 still
// confirms are counted by corpus and mutation type.
//
// Usage (make soundness):
//
//	go run ./scripts/soundness [-data ../shared/data] [-sample sources/sample]
//	    [-corpora sample,math,college_math,olympiadbench,gaokao] [-seeds 1,2,3]
//	    [-limit N] [-per-type 1] [-max-work N] [-gen-work N] [-net 10m] [-workers N]
//	    [-out artifacts/soundness/confirmed.tsv] [-skipped FILE] [-verdicts FILE]
//	    [-exercises DIR]
//
// The table goes to stdout, the same bytes on every run: each check is
// bounded by -max-work (leg 1's work bound) and each row's mutant proofs
// by -gen-work (evaluation steps), never by the clock. -net is only a
// wall-clock safety net: what it cuts is left out of the counts, listed in
// the table and on stderr, and the exit status is 3. The confirmed mutants
// (corpus, row, seed, type, original answer, mutant, leg 1's note) go to
// -out, progress and elapsed time to stderr. Exit status 1 when a corpus
// cannot be read.
package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"os/signal"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/soundness"
)

func main() {
	data := flag.String("data", "../shared/data", "folder of the shared corpora")
	sample := flag.String("sample", "sources/sample", "folder of the sample book")
	corpora := flag.String("corpora", strings.Join(soundness.Corpora, ","), "corpora to run")
	seeds := flag.String("seeds", "1,2,3", "run seeds (comma-separated)")
	limit := flag.Int("limit", 0, "rows per corpus, drawn by seed 1 (0: all)")
	perType := flag.Int("per-type", 1, "mutants of each type checked per row and seed (-1: all)")
	maxWork := flag.Int64("max-work", check.DefaultMaxWork, "leg 1's work bound per check (evaluation steps weighted by precision: check.Options.MaxWork)")
	genWork := flag.Int("gen-work", soundness.DefaultGenWork, "evaluation steps the proofs of one row's mutants may spend")
	net := flag.Duration("net", soundness.DefaultNet, "wall-clock safety net per check and per generation (what it cuts makes the exit status 3)")
	workers := flag.Int("workers", 0, "parallel checks (0: GOMAXPROCS)")
	out := flag.String("out", "artifacts/soundness/confirmed.tsv", "file for the list of confirmed mutants")
	skipped := flag.String("skipped", "", "file for the list of confirmed rows that gave no mutant, with the reason (not written when empty)")
	exercises := flag.String("exercises", "", "also run the exercises of a `dgnpipe generate` folder (corpus exercises)")
	verdicts := flag.String("verdicts", "", "file for leg 1's verdict and note on every original row and seed (not written when empty)")
	flag.Parse()

	var ss []int64
	for _, s := range strings.Split(*seeds, ",") {
		n, err := strconv.ParseInt(strings.TrimSpace(s), 10, 64)
		if err != nil {
			fmt.Fprintf(os.Stderr, "soundness: bad seed %q\n", s)
			os.Exit(2)
		}
		ss = append(ss, n)
	}
	var rows []soundness.Row
	for _, c := range strings.Split(*corpora, ",") {
		rs, warns, err := soundness.Load(strings.TrimSpace(c), *data, *sample)
		if err != nil {
			fmt.Fprintf(os.Stderr, "soundness: %v\n", err)
			os.Exit(1)
		}
		for _, w := range warns {
			fmt.Fprintf(os.Stderr, "soundness: %s\n", w)
		}
		if *limit > 0 {
			rs = soundness.Subset(rs, *limit, rand.New(rand.NewPCG(1, 1)))
		}
		rows = append(rows, rs...)
	}
	if *exercises != "" {
		rs, warns, err := soundness.LoadExercises(*exercises)
		if err != nil {
			fmt.Fprintf(os.Stderr, "soundness: %v\n", err)
			os.Exit(1)
		}
		for _, w := range warns {
			fmt.Fprintf(os.Stderr, "soundness: %s\n", w)
		}
		if *limit > 0 {
			rs = soundness.Subset(rs, *limit, rand.New(rand.NewPCG(1, 1)))
		}
		rows = append(rows, rs...)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	start := time.Now()
	last := time.Now()
	rep := soundness.Run(ctx, rows, soundness.Config{Seeds: ss, MaxWork: *maxWork, GenWork: *genWork, Net: *net, Workers: *workers, PerType: *perType,
		Progress: func(done, total int) {
			if time.Since(last) > 10*time.Second || done == total {
				last = time.Now()
				fmt.Fprintf(os.Stderr, "soundness: %d/%d row checks (%s)\n", done, total, time.Since(start).Round(time.Second))
			}
		}})
	if ctx.Err() != nil {
		fmt.Fprintln(os.Stderr, "soundness: interrupted")
		os.Exit(130)
	}
	rep.WriteTable(os.Stdout)
	write(*out, rep.WriteConfirmed)
	if *skipped != "" {
		write(*skipped, rep.WriteSkips)
	}
	if *verdicts != "" {
		write(*verdicts, rep.WriteVerdicts)
	}
	fmt.Printf("\n%d confirmed mutants listed in %s\n", len(rep.Confirmed), *out)
	fmt.Fprintf(os.Stderr, "soundness: done in %s; the most work one row's proofs spent: %d of %d steps\n",
		time.Since(start).Round(time.Second), rep.GenWorkMax, *genWork)
	if n := len(rep.NetHits); n > 0 {
		fmt.Fprintf(os.Stderr, "soundness: WARNING: the wall-clock net (%s) cut %d checks or generations (listed as NET in the table).\n"+
			"soundness: they are in no count, so this table depends on the machine's load; rerun on a quieter machine or raise -net.\n", *net, n)
		os.Exit(3)
	}
}

// write creates path (and its folder) and fills it with fill; a failure
// ends the command with status 1.
func write(path string, fill func(io.Writer)) {
	err := os.MkdirAll(filepath.Dir(path), 0o755)
	var f *os.File
	if err == nil {
		f, err = os.Create(path)
	}
	if err == nil {
		fill(f)
		err = f.Close()
	}
	if err != nil {
		fmt.Fprintf(os.Stderr, "soundness: %v\n", err)
		os.Exit(1)
	}
}
