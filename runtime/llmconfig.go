package runtime

import (
	"context"
	"os"
	"sync"
	"time"

	"github.com/datacopilot/datacopilot/runtime/agents"
	"github.com/datacopilot/datacopilot/runtime/config"
	"github.com/datacopilot/datacopilot/runtime/llm"
)

// llmState is the model a snapshot's planner uses, built on first use.
type llmState struct {
	once    sync.Once
	llm     *agents.LLM
	offline string // why not, when the workspace configures one
}

// Usage is what every LLM call of this runtime has cost.
func (r *Runtime) Usage() *llm.Usage { return &r.usage }

// planner returns the state's LLM planner, or nil and why it is offline.
func (r *Runtime) planner(st *state) (*agents.LLM, string) {
	st.llm.once.Do(func() {
		ws := st.snap.Config
		var agent *config.Agent
		for _, a := range ws.Agents {
			if (a.Name == "planner" || a.Name == "router") && a.LLM != "" && (agent == nil || a.Name == "planner") {
				agent = a
			}
		}
		if agent == nil {
			return
		}
		var l *config.LLM
		for _, x := range ws.LLMs {
			if x.Name == agent.LLM {
				l = x
			}
		}
		if l == nil || l.Provider != "gemini" {
			return
		}
		key := os.Getenv(orEnv(l.APIKeyEnv, "GEMINI_API_KEY"))
		if key == "" {
			st.llm.offline = "Answered offline: the " + agent.Name + " agent is set to use " + l.Name + ", but " + orEnv(l.APIKeyEnv, "GEMINI_API_KEY") + " is not set."
			return
		}
		timeout, _ := time.ParseDuration(l.Timeout)
		retries := 0
		if agent.Retries != nil {
			retries = *agent.Retries
			if retries == 0 {
				retries = -1
			}
		}
		p, err := llm.NewGemini(context.Background(), llm.GeminiConfig{APIKey: key, Model: l.Model, BaseURL: l.BaseURL, Timeout: timeout, Retries: retries})
		if err != nil {
			st.llm.offline = "Answered offline: " + err.Error()
			return
		}
		st.llm.llm = &agents.LLM{Provider: p, Usage: &r.usage, System: agent.Prompt}
	})
	return st.llm.llm, st.llm.offline
}

func orEnv(v, d string) string {
	if v == "" {
		return d
	}
	return v
}
