package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/dgnpipe/dgnpipe/internal/crawl"
)

// CrawlOptions are the flags of `dgnpipe crawl`.
type CrawlOptions struct {
	Config string
	Out    string
	Cache  string
}

// AddFlags registers the flags.
func (o *CrawlOptions) AddFlags(f *pflag.FlagSet) {
	f.StringVar(&o.Config, "config", "crawl.yaml", "the crawl file (start URLs, selectors, manners; see docs/crawling.md)")
	f.StringVar(&o.Out, "out", "", "folder to write (a dgn source: <collection>.jsonl, pages/ and crawl.json); created if missing")
	f.StringVar(&o.Cache, "cache", "", "cache of responses and resume journal (default: <user cache dir>/dgnpipe/crawl)")
}

func newCrawlCommand(g *GlobalOptions) *cobra.Command {
	var opts CrawlOptions
	cmd := &cobra.Command{
		Use:   "crawl",
		Short: "Crawl a problem-book site into a source folder (polite, cached, resumable)",
		Example: `  dgnpipe crawl --config crawl.yaml --out crawled
  dgnpipe run --source crawled --artifacts out   # then build from what was crawled`,
		Args: noArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return runCrawl(cmd.Context(), opts, g)
		},
	}
	opts.AddFlags(cmd.Flags())
	return cmd
}

func runCrawl(ctx context.Context, opts CrawlOptions, g *GlobalOptions) error {
	if opts.Out == "" {
		return usagef("--out is required")
	}
	cfg, err := crawl.Load(opts.Config)
	if err != nil {
		return err
	}
	if err := prepareCrawlOut(opts.Out); err != nil {
		return err
	}
	cache := opts.Cache
	if cache == "" {
		dir, err := os.UserCacheDir()
		if err != nil {
			return fmt.Errorf("no cache folder (give --cache): %w", err)
		}
		cache = filepath.Join(dir, "dgnpipe", "crawl")
	}
	m, err := crawl.Crawl(ctx, cfg, crawl.Options{CacheDir: cache, OutDir: opts.Out, WriteManifest: true})
	if errors.Is(err, context.Canceled) {
		fmt.Fprintf(g.Stderr, "dgnpipe crawl: interrupted; the same command resumes (cache %s)\n", cache)
		return err
	}
	var se *crawl.StartError
	if errors.As(err, &se) {
		printCrawl(g.Stdout, m, "", cache)
		if se.Transient {
			return crawlIncomplete{what: []string{se.Error()}, start: true}
		}
		return err
	}
	if err != nil {
		return err
	}
	printCrawl(g.Stdout, m, opts.Out, cache)
	var transient []string
	for _, f := range m.Failed {
		if f.Transient {
			transient = append(transient, fmt.Sprintf("%s %s: %s", f.Kind, f.URL, f.Reason))
		}
	}
	if len(transient) > 0 {
		return crawlIncomplete{what: transient}
	}
	return nil
}

// crawlIncomplete says a crawl finished but some URLs failed for reasons
// that may pass (exit code 3, as a degraded `run`).
// With start, nothing was written (the start URL failed).
type crawlIncomplete struct {
	what  []string
	start bool
}

func (e crawlIncomplete) Error() string {
	if e.start {
		return e.what[0] + " (this may pass: run the same command again)"
	}
	return fmt.Sprintf("finished, but %d URL(s) failed for reasons that may pass (the same command asks again only for what failed or changed): %s",
		len(e.what), strings.Join(e.what, "; "))
}

// prepareCrawlOut makes the output folder, or checks that an existing
// one is empty or was written (it holds crawl.json) or begun (an
// interrupted crawl leaves crawl.NextDir) by a crawl; any other non-empty
// folder is refused. It removes nothing: the crawl replaces its own files
// only when it succeeds, and keeps the others (reviews.jsonl included).
func prepareCrawlOut(dir string) error {
	entries, err := os.ReadDir(dir)
	if errors.Is(err, os.ErrNotExist) {
		return os.MkdirAll(dir, 0o755)
	}
	if err != nil {
		return err
	}
	if len(entries) == 0 {
		return nil
	}
	for _, mark := range []string{crawl.ManifestFile, crawl.NextDir, filepath.Join(crawl.ImagesDir, crawl.DownloadDir)} {
		if _, err := os.Stat(filepath.Join(dir, mark)); err == nil {
			return nil
		}
	}
	return usagef("--out %s is not empty and holds no %s: give an empty or new folder, or one a crawl wrote", dir, crawl.ManifestFile)
}

func printCrawl(w io.Writer, m *crawl.Manifest, out, cache string) {
	fmt.Fprintf(w, "items   %d written, %d skipped, %d answers joined from answer pages\n", m.ItemsWritten, len(m.ItemsSkipped), m.AnswersJoined)
	for _, c := range []struct {
		name string
		c    crawl.Counts
	}{{"pages", m.Pages}, {"images", m.Images}} {
		fmt.Fprintf(w, "%-7s %d fetched, %d cached (%d revalidated), %d disallowed by robots.txt, %d failed\n",
			c.name, c.c.Fetched, c.c.Cached, c.c.Revalidated, c.c.Disallowed, c.c.Failed)
	}
	fmt.Fprintf(w, "http    %d requests, %d bodies downloaded, %d not modified, %d retries\n",
		m.HTTP.Requests, m.HTTP.Downloads, m.HTTP.NotModified, m.HTTP.Retries)
	if m.Resumed > 0 {
		fmt.Fprintf(w, "resumed %d URLs finished by the interrupted crawl\n", m.Resumed)
	}
	for _, f := range m.Failed {
		fmt.Fprintf(w, "failed  %s %s: %s\n", f.Kind, f.URL, f.Reason)
	}
	for _, s := range m.ItemsSkipped {
		fmt.Fprintf(w, "skipped %s: %s\n", s.URL, s.Reason)
	}
	for _, s := range m.Warnings {
		fmt.Fprintf(w, "warning %s\n", s)
	}
	if out == "" {
		fmt.Fprintf(w, "wrote nothing (cache %s)\n", cache)
		return
	}
	fmt.Fprintf(w, "wrote %s (manifest %s; cache %s)\n", out, filepath.Join(out, crawl.ManifestFile), cache)
}
