package main

import (
	"fmt"
	"os"
	"runtime/debug"

	"github.com/spf13/cobra"

	"github.com/dgnpipe/dgnpipe/internal/jsmath"
	"github.com/dgnpipe/dgnpipe/internal/vision"
	"github.com/dgnpipe/dgnpipe/internal/xparse"
)

// versionInfo is what `dgnpipe version --json` prints.
type versionInfo struct {
	Version string `json:"version"`
	Go      string `json:"go"`
	// Engines are the embedded third-party engines and their versions.
	Engines map[string]string `json:"engines"`
	Legs    []legInfo         `json:"legs"`
}

type legInfo struct {
	Leg       int    `json:"leg"`
	Name      string `json:"name"`
	Available bool   `json:"available"`
	What      string `json:"what"`
}

func newVersionCommand(g *GlobalOptions) *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "version",
		Short: "Print the version of dgnpipe, its verification legs and embedded engines",
		Long: `Print the version of dgnpipe, the verification legs this binary can run and the
versions of the JavaScript engines embedded in it. Legs 2 and 3 are always
available: the build fails without their bundles (make js).`,
		Example: `  dgnpipe version
  dgnpipe version --json
  dgnpipe --version`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			info := currentVersion(os.Getenv)
			if asJSON {
				return writeJSON(g.Stdout, info)
			}
			fmt.Fprintf(g.Stdout, "dgnpipe %s (%s)\n", info.Version, info.Go)
			fmt.Fprintln(g.Stdout, "legs:")
			for _, l := range info.Legs {
				mark := "available"
				if !l.Available {
					mark = "not configured"
				}
				fmt.Fprintf(g.Stdout, "  %d %-8s %-15s %s\n", l.Leg, l.Name, mark, l.What)
			}
			return nil
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the version, engines and legs as one JSON object")
	return cmd
}

// moduleVersion is the module version the binary was built from, or
// "(devel)", and the Go version that built it.
func moduleVersion() (v, goVersion string) {
	v, goVersion = "(devel)", "unknown Go"
	if bi, ok := debug.ReadBuildInfo(); ok {
		if bi.Main.Version != "" {
			v = bi.Main.Version
		}
		goVersion = bi.GoVersion
	}
	return v, goVersion
}

// buildVersion is what `dgnpipe --version` prints.
func buildVersion() string {
	v, goVersion := moduleVersion()
	return v + ", " + goVersion
}

func currentVersion(getenv func(string) string) versionInfo {
	v, goVersion := moduleVersion()
	pv := xparse.BundleVersions()
	engines := map[string]string{
		"mathjs":         jsmath.BundleVersion(),
		"compute-engine": pv[xparse.ComputeEngine],
		"katex":          pv[xparse.KaTeX],
	}
	cfg := vision.FromEnv(vision.Config{}, getenv)
	visionWhat := "an OpenAI-compatible vision model: set DGNPIPE_VISION_MODEL and OPENAI_BASE_URL or OPENAI_API_KEY (or the reread params in pipeline.yaml)"
	if cfg.Configured() {
		visionWhat = fmt.Sprintf("model %s from the environment (key set: %t)", cfg.Model, cfg.APIKey != "")
	}
	return versionInfo{
		Version: v,
		Go:      goVersion,
		Engines: engines,
		Legs: []legInfo{
			{1, "native", true, "our LaTeX reader and checker (exact rationals, 256-bit floats)"},
			{2, "parsers", true, fmt.Sprintf("compute-engine %s and KaTeX %s, embedded", engines["compute-engine"], engines["katex"])},
			{3, "mathjs", true, fmt.Sprintf("math.js %s, embedded (or a v4 HTTP server: DGNPIPE_MATHJS_ENDPOINT)", engines["mathjs"])},
			{4, "vision", cfg.Configured(), visionWhat},
		},
	}
}
