package main

import (
	"testing"

	"github.com/spf13/pflag"

	"github.com/dgnpipe/dgnpipe/internal/legs"
	"github.com/dgnpipe/dgnpipe/stages/verify"
)

// TestCheckNetIsVerifys: `dgnpipe check` cuts a check at the verify
// stage's wall-clock net, not at 2 s, so that on a loaded machine it does
// not call undecided ("time limit (2s)") a row the dataset decides.
func TestCheckNetIsVerifys(t *testing.T) {
	var o CheckOptions
	fs := pflag.NewFlagSet("check", pflag.ContinueOnError)
	o.AddFlags(fs)
	if want := verify.DefaultParams().TimeoutMS; o.Timeout != legs.DefaultNativeNet || int(o.Timeout.Milliseconds()) != want {
		t.Errorf("check --timeout defaults to %v, verify's net is %d ms", o.Timeout, want)
	}
}
