package main

import (
	"sort"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

// flagError turns pflag's parse errors into usage errors and, for an
// unknown long flag, names the flags of the command it resembles
// ("unknown flag: --sorce; did you mean --source?").
func flagError(cmd *cobra.Command, err error) error {
	const prefix = "unknown flag: --"
	msg := err.Error()
	if !strings.HasPrefix(msg, prefix) {
		return usageError{err}
	}
	typed := strings.TrimPrefix(msg, prefix)
	var names []string
	cmd.Flags().VisitAll(func(f *pflag.Flag) {
		if !f.Hidden {
			names = append(names, f.Name)
		}
	})
	if near := nearest(typed, names); len(near) > 0 {
		return usagef("%s; did you mean --%s? (see `%s --help`)", msg, strings.Join(near, " or --"), cmd.CommandPath())
	}
	return usagef("%s (see `%s --help`)", msg, cmd.CommandPath())
}

// unknownCommand is the error for `dgnpipe NAME` where NAME is no command:
// it names the commands NAME resembles.
func unknownCommand(root *cobra.Command, name string) error {
	near := root.SuggestionsFor(name)
	if len(near) == 0 {
		var names []string
		for _, c := range root.Commands() {
			if c.IsAvailableCommand() {
				names = append(names, c.Name())
			}
		}
		near = nearest(name, names)
	}
	if len(near) > 0 {
		return usagef("unknown command %q; did you mean %s? (see `dgnpipe help`)", name, strings.Join(near, " or "))
	}
	return usagef("unknown command %q for %q (see `dgnpipe help`)", name, root.CommandPath())
}

// nearest returns the candidates within an edit distance of 2 of typed (1
// for names of up to 4 letters), or that typed is a prefix of, sorted.
func nearest(typed string, candidates []string) []string {
	limit := 2
	if len(typed) <= 4 {
		limit = 1
	}
	var out []string
	for _, c := range candidates {
		if editDistance(typed, c) <= limit || (len(typed) >= 3 && strings.HasPrefix(c, typed)) {
			out = append(out, c)
		}
	}
	sort.Strings(out)
	return out
}

// editDistance is the Levenshtein distance of a and b, by bytes (flag and
// command names are ASCII).
func editDistance(a, b string) int {
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}
