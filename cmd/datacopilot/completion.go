package main

import (
	"sort"
	"strings"

	"github.com/spf13/cobra"

	"github.com/datacopilot/datacopilot/runtime/config"
)

// Dynamic shell completion (`datacopilot completion bash|zsh|fish|powershell`
// prints the script): pipe, metric, dimension, table, rule and verified
// query names, a pipe's params and their allowed values, eval tags, golden
// names, suites and difficulties, all read from the workspace's files
// (config only: no data is loaded, so a completion takes milliseconds).

// workspace decodes the workspace's files for completion; problems in them
// are ignored (what did decode is offered).
func (a *app) workspace() *config.Workspace {
	ws, _ := config.Load(a.dir)
	return ws
}

// completions filters names by the prefix typed, each with its
// description after a tab.
func completions(toComplete string, names map[string]string) []string {
	var out []string
	for n, desc := range names {
		if strings.HasPrefix(n, toComplete) {
			if desc != "" {
				n += "\t" + oneLine(desc)
			}
			out = append(out, n)
		}
	}
	sort.Strings(out)
	return out
}

func oneLine(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if len(s) > 80 {
		s = s[:77] + "..."
	}
	return s
}

func (a *app) completePipeName(_ *cobra.Command, args []string, toComplete string) ([]string, cobra.ShellCompDirective) {
	if len(args) > 0 {
		return nil, cobra.ShellCompDirectiveNoFileComp
	}
	names := map[string]string{}
	for _, p := range a.workspace().Pipes {
		names[p.Name] = p.Description
	}
	return completions(toComplete, names), cobra.ShellCompDirectiveNoFileComp
}

// completeParam offers NAME= for the pipe's params, then, after the =,
// the values a param allows (its enum, true/false).
func (a *app) completeParam(_ *cobra.Command, args []string, toComplete string) ([]string, cobra.ShellCompDirective) {
	if len(args) == 0 {
		return nil, cobra.ShellCompDirectiveNoFileComp
	}
	var pipe *config.Pipe
	for _, p := range a.workspace().Pipes {
		if p.Name == args[0] {
			pipe = p
		}
	}
	if pipe == nil {
		return nil, cobra.ShellCompDirectiveNoFileComp
	}
	if name, prefix, ok := strings.Cut(toComplete, "="); ok {
		for _, pa := range pipe.Params {
			if pa.Name != name {
				continue
			}
			vals := map[string]string{}
			for _, v := range pa.Enum {
				vals[name+"="+v] = ""
			}
			if pa.Type == config.TypeBool {
				vals[name+"=true"], vals[name+"=false"] = "", ""
			}
			return completions(name+"="+prefix, vals), cobra.ShellCompDirectiveNoFileComp
		}
		return nil, cobra.ShellCompDirectiveNoFileComp
	}
	names := map[string]string{}
	for _, pa := range pipe.Params {
		desc := pa.Type
		if pa.Description != "" {
			desc += ": " + pa.Description
		}
		names[pa.Name+"="] = desc
	}
	return completions(toComplete, names), cobra.ShellCompDirectiveNoSpace | cobra.ShellCompDirectiveNoFileComp
}

// completeKnowledge offers a kind, then the names of that kind.
func (a *app) completeKnowledge(_ *cobra.Command, args []string, toComplete string) ([]string, cobra.ShellCompDirective) {
	switch len(args) {
	case 0:
		kinds := map[string]string{}
		for _, k := range knowledgeKinds {
			kinds[k] = ""
		}
		return completions(toComplete, kinds), cobra.ShellCompDirectiveNoFileComp
	case 1:
		ws := a.workspace()
		names := map[string]string{}
		switch normalizeKind(args[0]) {
		case "tables":
			for _, t := range ws.Tables {
				names[t.Name] = ""
			}
		case "dimensions":
			for _, d := range ws.Dimensions {
				names[d.Name] = d.Description
			}
		case "metrics":
			for _, m := range ws.Metrics {
				names[m.Name] = m.Label
			}
		case "rules":
			for _, r := range ws.Rules {
				names[r.Name] = ""
			}
		case "verified_queries":
			for _, v := range ws.VerifiedQueries {
				names[v.Name] = v.Question
			}
		}
		return completions(toComplete, names), cobra.ShellCompDirectiveNoFileComp
	}
	return nil, cobra.ShellCompDirectiveNoFileComp
}

// completeGoldens offers what the goldens carry: tags, names or suites.
func (a *app) completeGoldens(what string) cobra.CompletionFunc {
	return func(_ *cobra.Command, _ []string, toComplete string) ([]string, cobra.ShellCompDirective) {
		names := map[string]string{}
		for _, g := range a.workspace().Goldens {
			switch what {
			case "tag":
				for _, t := range g.Tags {
					names[t] = ""
				}
			case "name":
				names[g.Name] = g.Question
			case "suite":
				names[g.Suite] = ""
			}
		}
		// a comma-separated list completes its last item
		done, last := "", toComplete
		if i := strings.LastIndex(toComplete, ","); i >= 0 {
			done, last = toComplete[:i+1], toComplete[i+1:]
		}
		out := completions(last, names)
		for i := range out {
			out[i] = done + out[i]
		}
		return out, cobra.ShellCompDirectiveNoFileComp
	}
}

// fixedCompletion offers fixed values that start with what was typed.
func fixedCompletion(values ...string) cobra.CompletionFunc {
	return func(_ *cobra.Command, _ []string, toComplete string) ([]string, cobra.ShellCompDirective) {
		names := map[string]string{}
		for _, v := range values {
			names[v] = ""
		}
		return completions(toComplete, names), cobra.ShellCompDirectiveNoFileComp
	}
}
