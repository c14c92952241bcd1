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

// llmState is the models a snapshot's agents use, built on first use.
type llmState struct {
	once    sync.Once
	llm     *agents.LLM // the router/planner's
	writer  *agents.LLM // the synthesizer's
	offline string      // why not, when the workspace configures one
}

// Usage is what every LLM call of this runtime has cost.
func (r *Runtime) Usage() *llm.Usage { return &r.usage }

// planner returns the state's LLM planner and synthesizer (nil offline),
// and why they are offline when the workspace configures a model.
func (r *Runtime) planner(st *state) (planner, writer *agents.LLM, offline string) {
	st.llm.once.Do(func() {
		ws := st.snap.Config
		var pa *config.Agent
		for _, a := range ws.Agents {
			if (a.Name == "planner" || a.Name == "router") && a.LLM != "" && (pa == nil || a.Name == "planner") {
				pa = a
			}
		}
		st.llm.llm = r.agentLLM(st, ws, pa)
		for _, a := range ws.Agents {
			if a.Name == "synthesizer" && a.LLM != "" {
				st.llm.writer = r.agentLLM(st, ws, a)
			}
		}
	})
	return st.llm.llm, st.llm.writer, st.llm.offline
}

// agentLLM builds the provider an agent names, or records why it cannot.
func (r *Runtime) agentLLM(st *state, ws *config.Workspace, agent *config.Agent) *agents.LLM {
	if agent == nil {
		return nil
	}
	var l *config.LLM
	for _, x := range ws.LLMs {
		if x.Name == agent.LLM {
			l = x
		}
	}
	if l == nil || l.Provider != "gemini" {
		return nil
	}
	env := orEnv(l.APIKeyEnv, "GEMINI_API_KEY")
	key := os.Getenv(env)
	if key == "" {
		if st.llm.offline == "" {
			st.llm.offline = "Answered offline: the " + agent.Name + " agent is set to use " + l.Name + ", but " + env + " is not set."
		}
		return nil
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
		return nil
	}
	return &agents.LLM{Provider: p, Usage: &r.usage, System: agent.Prompt}
}

func orEnv(v, d string) string {
	if v == "" {
		return d
	}
	return v
}
