package vision

import (
	"context"
	"encoding/base64"
	"errors"
	"fmt"
	"net/http"

	openai "github.com/sashabaranov/go-openai"
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
}

// Configured says whether there is enough to make a call: a model, and an
// endpoint or a key.
func (c Config) Configured() bool {
	return c.Model != "" && (c.BaseURL != "" || c.APIKey != "")
}

// OpenAI is the Client for any OpenAI-compatible chat-completions server.
type OpenAI struct {
	client *openai.Client
	cfg    Config
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
	if cfg.MaxTokens == 0 {
		cfg.MaxTokens = 2048
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

// Reread sends the page image(s) and the prompt and parses the reply.
func (o *OpenAI) Reread(ctx context.Context, req Request) (Reading, error) {
	parts := []openai.ChatMessagePart{
		{Type: openai.ChatMessagePartTypeText, Text: Prompt(req.ProblemID, req.AnswerPage != nil)},
		{Type: openai.ChatMessagePartTypeImageURL, ImageURL: &openai.ChatMessageImageURL{URL: dataURL(req.Page), Detail: openai.ImageURLDetailHigh}},
	}
	if req.AnswerPage != nil {
		parts = append(parts, openai.ChatMessagePart{Type: openai.ChatMessagePartTypeImageURL,
			ImageURL: &openai.ChatMessageImageURL{URL: dataURL(*req.AnswerPage), Detail: openai.ImageURLDetailHigh}})
	}
	creq := openai.ChatCompletionRequest{
		Model:       o.cfg.Model,
		Messages:    []openai.ChatCompletionMessage{{Role: openai.ChatMessageRoleUser, MultiContent: parts}},
		Temperature: 0,
		MaxTokens:   o.cfg.MaxTokens,
	}
	if o.cfg.JSONMode {
		creq.ResponseFormat = &openai.ChatCompletionResponseFormat{Type: openai.ChatCompletionResponseFormatTypeJSONObject}
	}
	resp, err := o.client.CreateChatCompletion(ctx, creq)
	var apiErr *openai.APIError
	if err != nil && creq.ResponseFormat != nil && errors.As(err, &apiErr) && apiErr.HTTPStatusCode == http.StatusBadRequest {
		creq.ResponseFormat = nil // the server does not support JSON mode
		resp, err = o.client.CreateChatCompletion(ctx, creq)
	}
	if err != nil {
		return Reading{}, fmt.Errorf("chat completion: %w", err)
	}
	if len(resp.Choices) == 0 {
		return Reading{}, unusable("no choices", "")
	}
	msg := resp.Choices[0].Message
	if msg.Refusal != "" {
		return Reading{}, unusable("refusal: "+msg.Refusal, msg.Content)
	}
	r, err := ParseReply(msg.Content)
	if err != nil {
		return Reading{}, err
	}
	r.Usage = Usage{PromptTokens: resp.Usage.PromptTokens, CompletionTokens: resp.Usage.CompletionTokens}
	return r, nil
}
