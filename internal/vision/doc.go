// Package vision is leg 4's client: it asks a vision model, through any
// OpenAI-compatible chat-completions API, to read a problem's page image
// again, without showing it the first transcription.
//
// The pieces are small and composable (restic's backend decorators):
//
//	OpenAI   the real client (github.com/sashabaranov/go-openai), at
//	         temperature 0 (sent explicitly); its HTTP goes through
//	         Transport, which bounds concurrency, rate-limits, reads each
//	         reply whole within a size bound and retries 429/5xx/time-outs
//	         and lost connections honouring Retry-After, before its circuit
//	         breaker counts the request;
//	Cached   answers from an on-disk cache keyed by a hash of (model,
//	         temperature, max_tokens, prompt, image bytes) and stores every
//	         usable reply, so a re-run never pays twice; with Replay set it
//	         never calls the model;
//	Budget   refuses calls past a per-run budget of calls and tokens,
//	         checked with each call's own max_tokens, and keeps the token
//	         accounting for the manifest.
//
// A reply that arrived but cannot be used (not the JSON asked for, a
// refusal, filtered, cut at max_tokens, over a bound, not UTF-8) is an
// *UnusableError and is never cached. A second, independent read of a page
// is the same request with Second set (Prompt words it otherwise).
//
// The API key is read from the environment by the caller and handed to
// OpenAI only; no type here prints, logs or stores it.
package vision
