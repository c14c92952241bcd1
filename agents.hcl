# Agents of the question-answering graph. With no llm set, an agent runs
# its deterministic offline implementation.

llm "gemini" {
  provider    = "gemini"
  model       = "gemini-2.5-flash"
  api_key_env = "GEMINI_API_KEY"
  timeout     = "20s"
}

agent "router" {
  review_threshold = 0.6
}

# The planner routes and plans in one structured Gemini call when
# GEMINI_API_KEY is set; without it (or when the model fails in any way)
# the offline planner answers.
agent "planner" {
  llm       = "gemini"
  max_steps = 6
  retries   = 1
}

agent "synthesizer" {
  review_threshold = 0.6
}
