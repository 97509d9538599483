package main

import (
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/dgnpipe/dgnpipe/internal/suggest"
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
	if near := suggest.Nearest(typed, names); len(near) > 0 {
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
		near = suggest.Nearest(name, names)
	}
	if len(near) > 0 {
		return usagef("unknown command %q; did you mean %s? (see `dgnpipe help`)", name, strings.Join(near, " or "))
	}
	return usagef("unknown command %q for %q (see `dgnpipe help`)", name, root.CommandPath())
}
