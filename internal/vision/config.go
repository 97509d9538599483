package vision

import "os"

// Environment variables honoured by FromEnv (DESIGN.md).
const (
	EnvBaseURL = "OPENAI_BASE_URL"
	EnvAPIKey  = "OPENAI_API_KEY"
	EnvModel   = "DGNPIPE_VISION_MODEL"
)

// FromEnv completes cfg from the environment: OPENAI_BASE_URL and
// DGNPIPE_VISION_MODEL override the pipeline file when set; the key is read
// only from the environment (never from a file that could be committed).
func FromEnv(cfg Config, getenv func(string) string) Config {
	if getenv == nil {
		getenv = os.Getenv
	}
	if v := getenv(EnvBaseURL); v != "" {
		cfg.BaseURL = v
	}
	if v := getenv(EnvModel); v != "" {
		cfg.Model = v
	}
	cfg.APIKey = getenv(EnvAPIKey)
	return cfg
}
