package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"sort"
	"strings"

	"github.com/spf13/cobra"

	"github.com/datacopilot/datacopilot/runtime"
	"github.com/datacopilot/datacopilot/runtime/config"
	"github.com/datacopilot/datacopilot/runtime/knowledge"
)

func (a *app) pipesCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "pipes",
		Short: "List and run the workspace's pipes (parameterized SQL)",
	}
	cmd.AddCommand(a.pipesListCmd(), a.pipesRunCmd())
	return cmd
}

// pipeInfo is the JSON form of a pipe in `pipes list --json`.
type pipeInfo struct {
	Name        string      `json:"name"`
	Description string      `json:"description"`
	Examples    []string    `json:"examples,omitempty"`
	Source      string      `json:"source"`
	Tags        []string    `json:"tags,omitempty"`
	Params      []paramInfo `json:"params"`
}

type paramInfo struct {
	Name        string   `json:"name"`
	Type        string   `json:"type"`
	Required    bool     `json:"required"`
	Default     any      `json:"default,omitempty"`
	Min         *float64 `json:"min,omitempty"`
	Max         *float64 `json:"max,omitempty"`
	Enum        []string `json:"enum,omitempty"`
	Description string   `json:"description,omitempty"`
}

func describePipe(p *knowledge.Pipe) pipeInfo {
	info := pipeInfo{Name: p.Name, Description: p.Description, Examples: p.Examples, Source: p.Src.Name, Tags: p.Tags, Params: []paramInfo{}}
	for _, pa := range p.Pipe.Params {
		pi := paramInfo{Name: pa.Name, Type: pa.Type, Required: pa.Required, Min: pa.Min, Max: pa.Max, Enum: pa.Enum, Description: pa.Description}
		if config.HasDefault(pa) {
			v, _ := config.ParamValue(pa, pa.Default)
			pi.Default = displayValue(v)
		}
		info.Params = append(info.Params, pi)
	}
	return info
}

func displayValue(v any) any {
	if t, ok := v.(interface{ Format(string) string }); ok {
		return t.Format(config.DateLayout)
	}
	return v
}

func (a *app) pipesListCmd() *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "list",
		Short: "List pipes with their params",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			rt, err := a.load(cmd.Context())
			if err != nil {
				return err
			}
			defer rt.Close()
			s := rt.Snapshot()
			var infos []pipeInfo
			for _, name := range knowledge.SortedNames(s.Pipes) {
				infos = append(infos, describePipe(s.Pipes[name]))
			}
			if asJSON {
				enc := json.NewEncoder(a.stdout)
				enc.SetIndent("", "  ")
				return enc.Encode(infos)
			}
			for _, p := range infos {
				fmt.Fprintf(a.stdout, "%s\n    %s\n", p.Name, p.Description)
				for _, pa := range p.Params {
					fmt.Fprintf(a.stdout, "    --param %s=%s\n", pa.Name, paramHint(pa))
				}
			}
			return nil
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print JSON")
	return cmd
}

func paramHint(pa paramInfo) string {
	var parts []string
	if len(pa.Enum) > 0 {
		parts = append(parts, strings.Join(pa.Enum, "|"))
	} else {
		parts = append(parts, strings.ToUpper(pa.Type))
	}
	switch {
	case pa.Required:
		parts = append(parts, "required")
	case pa.Default != nil:
		parts = append(parts, fmt.Sprintf("default %v", pa.Default))
	default:
		parts = append(parts, "optional")
	}
	if pa.Min != nil || pa.Max != nil {
		lo, hi := "", ""
		if pa.Min != nil {
			lo = fmt.Sprint(*pa.Min)
		}
		if pa.Max != nil {
			hi = fmt.Sprint(*pa.Max)
		}
		parts = append(parts, "range "+lo+".."+hi)
	}
	s := parts[0] + "  (" + strings.Join(parts[1:], ", ") + ")"
	if pa.Description != "" {
		s += "  " + pa.Description
	}
	return s
}

func (a *app) pipesRunCmd() *cobra.Command {
	var params []string
	var format string
	cmd := &cobra.Command{
		Use:   "run NAME [--param k=v]...",
		Short: "Run a pipe with typed, bound params",
		Long: `Run a pipe. Params are given as --param name=value; each is checked
against the pipe's declared type (string, int, float, date as YYYY-MM-DD,
bool), range and allowed values, then bound to the SQL (never pasted into it).
Params left out take their default. 'datacopilot pipes list' shows them.`,
		Example: `  datacopilot pipes run top_products --param limit=5
  datacopilot pipes run revenue_by_category --param from=1997-07-01 --param to=1997-09-30 --format csv`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := checkFormat(format); err != nil {
				return err
			}
			inputs := map[string]any{}
			for _, p := range params {
				k, v, ok := strings.Cut(p, "=")
				if !ok || k == "" {
					return usageErr("--param takes name=value; got %q", p)
				}
				if _, dup := inputs[k]; dup {
					return usageErr("--param %s is given twice", k)
				}
				inputs[k] = v
			}
			rt, err := a.load(cmd.Context())
			if err != nil {
				return err
			}
			defer rt.Close()
			if pipes := rt.Snapshot().Pipes; pipes[args[0]] == nil {
				msg := fmt.Sprintf("unknown pipe %q", args[0])
				if s := config.Suggest(args[0], knowledge.SortedNames(pipes)); s != "" {
					msg += fmt.Sprintf("; did you mean %q?", s)
				}
				return usageErr("%s (see 'datacopilot pipes list')", msg)
			}
			res, err := rt.RunPipe(cmd.Context(), args[0], inputs)
			var pe *runtime.ParamError
			if errors.As(err, &pe) {
				names := make([]string, 0)
				for _, x := range pe.Errs {
					names = append(names, x.Msg)
				}
				sort.Strings(names)
				return &exitError{code: exitUsage, kind: "invalid_params", err: fmt.Errorf("%s (see 'datacopilot pipes list')", strings.Join(names, "; "))}
			}
			if err != nil {
				return &exitError{code: exitFailed, err: err}
			}
			return writeResult(a.stdout, res.Table, format, res.Units)
		},
	}
	cmd.Flags().StringArrayVarP(&params, "param", "p", nil, "param as name=value (repeatable)")
	cmd.Flags().StringVarP(&format, "format", "f", "table", "output format: table, json or csv")
	cmd.ValidArgsFunction = a.completePipeName
	cmd.RegisterFlagCompletionFunc("param", a.completeParam)
	cmd.RegisterFlagCompletionFunc("format", fixedCompletion(formats...))
	return cmd
}
