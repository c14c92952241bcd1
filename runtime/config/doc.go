// Package config decodes and checks what a workspace's files say:
// knowledge.hcl, agents.hcl, pipes/*.hcl, evals/*.hcl and learnings.hcl.
//
// It reports every problem of a run as hcl.Diagnostics with file:line:col
// and "Did you mean …?" for unknown names, and it evaluates nothing: data
// sources, SQL expressions and columns are checked by package knowledge,
// which compiles a Workspace into the immutable Snapshot the engine uses.
package config
