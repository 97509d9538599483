package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

var (
	// mdLink is a Markdown link's target: [text](target).
	mdLink = regexp.MustCompile(`\]\(([^)\s]+)\)`)
	// mdName is a file name ending in .md written anywhere in a text.
	mdName = regexp.MustCompile(`[A-Za-z0-9_./-]*[A-Za-z0-9_-]\.md\b`)
	// missingDoc names documents the repository does not hold (the
	// project's design notes and the benchmark's specification live
	// outside it).
	missingDoc = regexp.MustCompile(`DESIGN\.md|TECH-NOTES|STYLE\.md|\bthe specification|\bspec(ification)?('s)? sections?\b|\bspec section|seeds/\d`)
)

// repoRoot is the repository's root, from this package's folder.
var repoRoot = filepath.Join("..", "..")

// docFiles are README.md, docs/*.md and the READMEs of the packages,
// their assets and the sources (not those of test fixtures).
func docFiles(t *testing.T) []string {
	files, err := filepath.Glob(filepath.Join(repoRoot, "docs", "*.md"))
	if err != nil || len(files) < 10 {
		t.Fatalf("docs/*.md: %d files, %v", len(files), err)
	}
	files = append(files, filepath.Join(repoRoot, "README.md"))
	for _, pattern := range []string{"internal/*/README.md", "internal/*/assets/README.md", "sources/*/README.md"} {
		more, err := filepath.Glob(filepath.Join(repoRoot, pattern))
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, more...)
	}
	return files
}

// TestDocsLinksResolve: every relative link of the documents (docFiles)
// names a file or folder of the repository, every *.md name they write is
// one, and none refers to a document the repository does not hold.
func TestDocsLinksResolve(t *testing.T) {
	links := 0
	for _, doc := range docFiles(t) {
		b, err := os.ReadFile(doc)
		if err != nil {
			t.Fatal(err)
		}
		text := string(b)
		rel, _ := filepath.Rel(repoRoot, doc)
		for _, m := range mdLink.FindAllStringSubmatch(text, -1) {
			target := m[1]
			if strings.Contains(target, "://") || strings.HasPrefix(target, "#") || strings.HasPrefix(target, "mailto:") {
				continue
			}
			target, _, _ = strings.Cut(target, "#")
			links++
			if _, err := os.Stat(filepath.Join(filepath.Dir(doc), target)); err != nil {
				t.Errorf("%s: the link %q resolves to no file", rel, m[1])
			}
		}
		for _, name := range mdName.FindAllString(text, -1) {
			if !docExists(filepath.Dir(doc), name) {
				t.Errorf("%s names %s, which the repository does not have", rel, name)
			}
		}
		if m := missingDoc.FindString(text); m != "" {
			t.Errorf("%s refers to %q, a document the repository does not hold", rel, m)
		}
	}
	if links < 30 {
		t.Errorf("only %d relative links found: the link pattern is broken", links)
	}
}

// docExists says whether name is a file relative to dir or to the root.
func docExists(dir, name string) bool {
	for _, base := range []string{dir, repoRoot} {
		if _, err := os.Stat(filepath.Join(base, name)); err == nil {
			return true
		}
	}
	// A file the user writes, in the examples (diff --notes notes.md).
	return name == "notes.md" || strings.HasPrefix(name, "out/") || strings.HasPrefix(name, "mybook/")
}

// TestHelpNamesNoMissingFile: no command's help (description, examples,
// flags) names a *.md file the repository does not have, or a document it
// does not hold.
func TestHelpNamesNoMissingFile(t *testing.T) {
	root := newRootCommand(&GlobalOptions{})
	var walk func(c *cobra.Command)
	n := 0
	walk = func(c *cobra.Command) {
		n++
		texts := []string{c.Short, c.Long, c.Example}
		c.Flags().VisitAll(func(f *pflag.Flag) { texts = append(texts, f.Usage) })
		text := strings.Join(texts, "\n")
		for _, name := range mdName.FindAllString(text, -1) {
			if !docExists(repoRoot, name) {
				t.Errorf("dgnpipe %s --help names %s, which the repository does not have", c.CommandPath(), name)
			}
		}
		if m := missingDoc.FindString(text); m != "" {
			t.Errorf("dgnpipe %s --help refers to %q, a document the repository does not hold", c.CommandPath(), m)
		}
		for _, sub := range c.Commands() {
			walk(sub)
		}
	}
	walk(root)
	if n < 10 {
		t.Errorf("only %d commands walked", n)
	}
}
