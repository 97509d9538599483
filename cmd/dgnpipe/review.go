package main

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/user"
	"path/filepath"
	"time"

	"github.com/spf13/cobra"

	"github.com/dgnpipe/dgnpipe/internal/pipeline"
	"github.com/dgnpipe/dgnpipe/internal/review/desk"
)

// ReviewOptions are the flags of `dgnpipe review`.
type ReviewOptions struct {
	PipelineOptions
	Addr     string
	Reviewer string
	Export   string
	Stage    string
}

func newReviewCommand(g *GlobalOptions) *cobra.Command {
	var opts ReviewOptions
	cmd := &cobra.Command{
		Use:   "review",
		Short: "Serve the reviewer's desk: audit the last run's rows in the browser and record decisions",
		Long: `Review serves a local web app over the rows of the last run (the status
stage's output): a list with filters and counts, and a page per row with its
formulas rendered, the page images, each leg's outcome and evidence, the
re-read beside the transcription and the decision table's line. Decisions
(agree, source-wrong, transcription, checker-wrong) are appended to
reviews.jsonl in the row's source folder; the next ` + "`dgnpipe run`" + ` applies them.

It prints one URL with an access token ({"url": ...} with --json); every request without the token
(the cookie that URL sets, or Authorization: Bearer) gets 403. It listens
on 127.0.0.1 unless --addr says otherwise.

With --export DIR it writes the same views as a static site instead (no
server, no token, no decisions).`,
		Example: `  dgnpipe review                               # prints a URL; open it, Ctrl-C stops the desk
  dgnpipe review --artifacts out --reviewer ann
  dgnpipe review --export site                 # a static, read-only copy (no decisions)`,
		Args: noArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return runReview(cmd.Context(), opts, g)
		},
	}
	opts.addFlags(cmd.Flags(), true)
	cmd.Flags().Lookup("json").Usage = `print {"url": ...} as one JSON line (with --export: {"pages", "dir", "index"})`
	cmd.Flags().StringVar(&opts.Addr, "addr", "127.0.0.1:8421", "listen on `HOST:PORT`")
	cmd.Flags().StringVar(&opts.Reviewer, "reviewer", "", "the reviewer's `NAME` written with each decision (default: the login name)")
	cmd.Flags().StringVar(&opts.Export, "export", "", "write a static, read-only site into `DIR` and exit")
	cmd.Flags().StringVar(&opts.Stage, "stage", "", "review the rows of `STAGE` (default: the pipeline's status stage)")
	return cmd
}

func runReview(ctx context.Context, opts ReviewOptions, g *GlobalOptions) error {
	cfg, err := opts.loadPipeline()
	if err != nil {
		return err
	}
	name := opts.Stage
	if name == "" {
		if name = statusStageName(cfg); name == "" {
			return fmt.Errorf("%s has no stage of kind status; name one with --stage", cfg.File)
		}
	}
	rows := filepath.Join(cfg.Artifacts, name, pipeline.RowsFile)
	if _, err := os.Stat(rows); errors.Is(err, os.ErrNotExist) {
		return opts.noRows(rows)
	}
	reviewer := opts.Reviewer
	if reviewer == "" {
		if u, err := user.Current(); err == nil {
			reviewer = u.Username
		}
	}
	if reviewer == "" && opts.Export == "" {
		return usagef("give the reviewer's name with --reviewer")
	}
	var dirs []string
	for _, s := range cfg.Sources {
		dirs = append(dirs, s.Dir)
	}
	// The stale check hashes the sources, references and output trees:
	// Ctrl-C during it ends the command (exit 130) before any URL or
	// exported page (issue 44).
	stale := func() []string {
		reasons, _ := stalenessContext(ctx, cfg, name)
		return reasons
	}
	d, err := desk.New(desk.Options{Rows: rows, Sources: dirs, Reviewer: reviewer,
		Stale: stale, Refresh: opts.built.command(), Duplicates: deskDuplicates(cfg), DuplicateNotes: deskDuplicateNotes(cfg)})
	if err := ctx.Err(); err != nil {
		return err
	}
	if err != nil {
		return err
	}
	if opts.Export != "" {
		n, err := d.Export(opts.Export)
		if err != nil {
			return err
		}
		if opts.JSON {
			return writeJSON(g.Stdout, map[string]any{"pages": n, "dir": opts.Export, "index": filepath.Join(opts.Export, "index.html")})
		}
		fmt.Fprintf(g.Stdout, "wrote %d pages into %s (open %s)\n", n, opts.Export, filepath.Join(opts.Export, "index.html"))
		return nil
	}
	token, err := desk.NewToken()
	if err != nil {
		return err
	}
	h, err := d.Handler(token)
	if err != nil {
		return err
	}
	ln, err := net.Listen("tcp", opts.Addr)
	if err != nil {
		return err
	}
	if tcp, ok := ln.Addr().(*net.TCPAddr); ok && !tcp.IP.IsLoopback() {
		fmt.Fprintf(g.Stderr, "dgnpipe review: listening on %s, not only this machine: anyone who can reach it and has the URL can read and record reviews\n", ln.Addr())
	}
	srv := &http.Server{Handler: h, ReadHeaderTimeout: 10 * time.Second}
	u := fmt.Sprintf("http://%s/?token=%s", ln.Addr(), token)
	if opts.JSON {
		err = writeJSONLine(g.Stdout, map[string]string{"url": u})
	} else {
		_, err = fmt.Fprintln(g.Stdout, u)
		fmt.Fprintln(g.Stderr, "dgnpipe review: open the URL above in a browser; Ctrl-C stops the desk (decisions are saved as they are made)")
	}
	if err != nil {
		ln.Close()
		return err
	}
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
		sctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		return srv.Shutdown(sctx)
	}
}
