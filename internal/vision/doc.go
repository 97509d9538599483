// Package vision is leg 4's client: it asks a vision model, through any
// OpenAI-compatible chat-completions API, to read a problem's page image
// again, without showing it the first transcription.
//
// The pieces are small and composable (restic's backend decorators):
//
//	OpenAI   the real client (github.com/sashabaranov/go-openai); its HTTP
//	         goes through Transport, which bounds concurrency, rate-limits
//	         and retries 429/5xx/time-outs honouring Retry-After;
//	Cached   answers from an on-disk cache keyed by a hash of (model,
//	         prompt, image bytes) and stores every usable reply, so a re-run
//	         never pays twice; with Replay set it never calls the model;
//	Budget   refuses calls past a per-run budget of calls and tokens and
//	         keeps the token accounting for the manifest.
//
// The API key is read from the environment by the caller and handed to
// OpenAI only; no type here prints, logs or stores it.
package vision
