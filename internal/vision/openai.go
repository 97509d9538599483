package vision

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"math"
	"net"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"sync/atomic"

	openai "github.com/sashabaranov/go-openai"

	"github.com/dgnpipe/dgnpipe/internal/remote"
)

// Config selects the model and the endpoint. The key is only ever passed to
// the HTTP client.
type Config struct {
	BaseURL string // e.g. http://localhost:11434/v1; "" uses the client default
	Model   string
	APIKey  string
	// JSONMode asks for response_format json_object; when the server
	// rejects it (HTTP 400), the call is repeated once without it.
	JSONMode  bool
	MaxTokens int
	// Log receives, at debug level, what the server said when a call
	// failed or its reply was unusable, with the key and anything shaped
	// like a secret redacted; nil discards it. Errors and notes never carry
	// it.
	Log *slog.Logger
}

// Configured says whether there is enough to make a call: a model, and an
// endpoint or a key.
func (c Config) Configured() bool {
	return c.Model != "" && (c.BaseURL != "" || c.APIKey != "")
}

// DefaultMaxTokens is a reply's maximum number of tokens when
// Config.MaxTokens is 0.
const DefaultMaxTokens = 2048

// Params are the request's parameters besides the prompt and the pages:
// the model, the temperature (always 0) and the reply's maximum tokens.
// They are part of the cache key.
func (c Config) Params() Params {
	mt := c.MaxTokens
	if mt <= 0 {
		mt = DefaultMaxTokens
	}
	return Params{Model: c.Model, Temperature: 0, MaxTokens: mt}
}

// OpenAI is the Client for any OpenAI-compatible chat-completions server.
type OpenAI struct {
	client *openai.Client
	cfg    Config
	// noJSONMode remembers that the server rejected JSON mode: later
	// requests of the run go without it. Until a reply has settled whether
	// the server takes JSON mode (jsonSettled), calls go one at a time
	// (jsonMu), so concurrent rows do not each pay for the refusal.
	noJSONMode  atomic.Bool
	jsonSettled atomic.Bool
	jsonMu      sync.Mutex
}

var _ Client = (*OpenAI)(nil)

// NewOpenAI returns a client that sends its HTTP through doer (use a
// *Transport for retries, rate limit and concurrency; nil means a plain
// http.Client). It returns ErrNotConfigured when cfg is not Configured.
func NewOpenAI(cfg Config, doer openai.HTTPDoer) (*OpenAI, error) {
	if !cfg.Configured() {
		return nil, ErrNotConfigured
	}
	oc := openai.DefaultConfig(cfg.APIKey)
	if cfg.BaseURL != "" {
		oc.BaseURL = cfg.BaseURL
	}
	if doer == nil {
		doer = &http.Client{}
	}
	oc.HTTPClient = doer
	cfg.MaxTokens = cfg.Params().MaxTokens
	if cfg.Log == nil {
		cfg.Log = slog.New(slog.DiscardHandler)
	}
	return &OpenAI{client: openai.NewClientWithConfig(oc), cfg: cfg}, nil
}

// Model is the configured model name (part of the cache key).
func (o *OpenAI) Model() string { return o.cfg.Model }

func dataURL(img Image) string {
	mime := img.MIME
	if mime == "" {
		mime = http.DetectContentType(img.Bytes)
	}
	return "data:" + mime + ";base64," + base64.StdEncoding.EncodeToString(img.Bytes)
}

// temperatureZero is how go-openai sends a temperature of 0: its field is
// omitempty, so 0 itself would not be sent (and the server would sample at
// its default); the library's documented way is the smallest non-zero
// float32, which servers treat as 0 (greedy decoding).
const temperatureZero = math.SmallestNonzeroFloat32

// request is the chat-completion request for req.
func (o *OpenAI) request(req Request) openai.ChatCompletionRequest {
	parts := []openai.ChatMessagePart{{Type: openai.ChatMessagePartTypeText, Text: Prompt(req)}}
	for _, img := range images(req) {
		parts = append(parts, openai.ChatMessagePart{Type: openai.ChatMessagePartTypeImageURL,
			ImageURL: &openai.ChatMessageImageURL{URL: dataURL(img), Detail: openai.ImageURLDetailHigh}})
	}
	model := o.cfg.Model
	if req.Model != "" {
		model = req.Model
	}
	creq := openai.ChatCompletionRequest{
		Model:       model,
		Messages:    []openai.ChatCompletionMessage{{Role: openai.ChatMessageRoleUser, MultiContent: parts}},
		Temperature: temperatureZero,
		MaxTokens:   o.cfg.MaxTokens,
	}
	if o.cfg.JSONMode && !o.noJSONMode.Load() {
		creq.ResponseFormat = &openai.ChatCompletionResponseFormat{Type: openai.ChatCompletionResponseFormatTypeJSONObject}
	}
	return creq
}

// create sends req; a server that rejects JSON mode (HTTP 400) is asked
// again without it, and not asked with it again this run.
func (o *OpenAI) create(ctx context.Context, req Request) (openai.ChatCompletionResponse, error) {
	if o.cfg.JSONMode && !o.jsonSettled.Load() {
		o.jsonMu.Lock()
		defer o.jsonMu.Unlock()
	}
	creq := o.request(req)
	resp, err := o.client.CreateChatCompletion(ctx, creq)
	var apiErr *openai.APIError
	if err != nil && creq.ResponseFormat != nil && errors.As(err, &apiErr) && apiErr.HTTPStatusCode == http.StatusBadRequest {
		o.noJSONMode.Store(true)
		o.jsonSettled.Store(true)
		creq.ResponseFormat = nil
		return o.client.CreateChatCompletion(ctx, creq)
	}
	if err == nil {
		o.jsonSettled.Store(true)
	}
	return resp, err
}

// Reread sends the page image(s) and the prompt and parses the reply.
func (o *OpenAI) Reread(ctx context.Context, req Request) (Reading, error) {
	resp, err := o.create(ctx, req)
	if err != nil {
		return Reading{}, o.callError(ctx, err)
	}
	if len(resp.Choices) == 0 {
		return Reading{}, o.unusable(unusable("no choices", ""))
	}
	ch := resp.Choices[0]
	msg := ch.Message
	switch {
	case msg.Refusal != "":
		return Reading{}, o.unusable(unusable("the model refused", msg.Refusal+"\n"+msg.Content))
	case ch.FinishReason == openai.FinishReasonContentFilter:
		return Reading{}, o.unusable(unusable("the reply was withheld by the server's content filter", msg.Content))
	case ch.FinishReason == openai.FinishReasonLength:
		return Reading{}, o.unusable(unusable(fmt.Sprintf("the reply was cut at max_tokens (%d)", o.cfg.MaxTokens), msg.Content))
	}
	r, err := ParseReply(msg.Content)
	if err != nil {
		return Reading{}, o.unusable(err)
	}
	if why := oversize(req, r); why != "" {
		return Reading{}, o.unusable(unusable(why, ""))
	}
	if k := strings.TrimSpace(o.cfg.APIKey); k != "" && strings.Contains(r.Number+"\x00"+r.Problem+"\x00"+r.Answer, k) {
		// A reading that carries the key could be published (a corrected
		// row takes the re-read statement): never use it.
		return Reading{}, o.unusable(unusable("the reply contains the API key", r.Problem+"\n"+r.Answer))
	}
	r.Usage = Usage{PromptTokens: resp.Usage.PromptTokens, CompletionTokens: resp.Usage.CompletionTokens}
	return r, nil
}

// unusable logs the reply of an unusable answer (redacted) and returns err.
func (o *OpenAI) unusable(err error) error {
	var ue *UnusableError
	if errors.As(err, &ue) {
		o.cfg.Log.Debug("vision reply unusable", "reason", ue.Reason, "reply", remote.Redact(ue.Reply, o.cfg.APIKey))
	}
	return err
}

// callError words a failed call (remote.Describe) and logs what the server
// or the transport said, redacted. The text of go-openai's errors carries
// the server's message, which may echo the key: it never leaves here.
func (o *OpenAI) callError(ctx context.Context, err error) error {
	if ctx.Err() != nil {
		return ctx.Err()
	}
	o.cfg.Log.Debug("vision call failed", "err", remote.Redact(err.Error(), o.cfg.APIKey))
	var te *remote.TrippedError
	var apiErr *openai.APIError
	var reqErr *openai.RequestError
	var re *ReplyError
	switch {
	case errors.As(err, &re):
		return o.unusable(unusable(re.Reason, ""))
	case errors.As(err, &te):
		return &CallError{Reason: te.Error(), NotSent: errors.Is(err, ErrNotSent)}
	case errors.As(err, &apiErr) && apiErr.HTTPStatusCode > 0:
		return &CallError{Status: apiErr.HTTPStatusCode, Reason: remote.Describe(apiErr.HTTPStatusCode, nil)}
	case errors.As(err, &reqErr) && reqErr.HTTPStatusCode > 0:
		return &CallError{Status: reqErr.HTTPStatusCode, Reason: remote.Describe(reqErr.HTTPStatusCode, nil)}
	case errors.As(err, new(*url.Error)) || errors.As(err, new(net.Error)):
		return &CallError{Reason: remote.Describe(0, err)}
	case errors.As(err, new(*json.SyntaxError)) || errors.As(err, new(*json.UnmarshalTypeError)):
		return &CallError{Status: http.StatusOK, Reason: "the reply could not be decoded"}
	}
	return &CallError{Reason: "the call failed (details in the debug log)"}
}
