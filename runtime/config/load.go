package config

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/gohcl"
	"github.com/hashicorp/hcl/v2/hclparse"
)

// File names and folders of a workspace.
const (
	KnowledgeFile = "knowledge.hcl"
	AgentsFile    = "agents.hcl"
	LearningsFile = "learnings.hcl"
	PipesDir      = "pipes"
	EvalsDir      = "evals"
)

type knowledgeFile struct {
	Sources         []*Source        `hcl:"source,block"`
	Tables          []*Table         `hcl:"table,block"`
	Dimensions      []*Dimension     `hcl:"dimension,block"`
	Metrics         []*Metric        `hcl:"metric,block"`
	Filters         []*Filter        `hcl:"filter,block"`
	Rules           []*Rule          `hcl:"rule,block"`
	VerifiedQueries []*VerifiedQuery `hcl:"verified_query,block"`
	Documents       []*Document      `hcl:"document,block"`
	Periods         []*Period        `hcl:"period,block"`
	Limits          []*Limits        `hcl:"limits,block"`
}

type agentsFile struct {
	LLMs   []*LLM   `hcl:"llm,block"`
	Agents []*Agent `hcl:"agent,block"`
}

type pipesFile struct {
	Pipes []*Pipe `hcl:"pipe,block"`
}

type evalsFile struct {
	Goldens []*Golden `hcl:"golden,block"`
}

type learningsFile struct {
	Learnings []*Learning `hcl:"learning,block"`
}

// Load reads and checks every file of the workspace in dir. It keeps going
// after a problem so that one run reports all of them; the Workspace is
// returned even when diagnostics has errors, as far as it could be decoded.
func Load(dir string) (*Workspace, hcl.Diagnostics) {
	ws := &Workspace{Dir: dir}
	p := hclparse.NewParser()
	var diags hcl.Diagnostics

	kpath := filepath.Join(dir, KnowledgeFile)
	if _, err := os.Stat(kpath); err != nil {
		diags = append(diags, &hcl.Diagnostic{
			Severity: hcl.DiagError,
			Summary:  "Not a workspace",
			Detail:   fmt.Sprintf("%s has no %s. A workspace folder holds knowledge.hcl (sources, tables, metrics), and optionally agents.hcl, pipes/*.hcl, evals/*.hcl and documents/; pass another folder with --dir.", dir, KnowledgeFile),
		})
		ws.Files = p.Files()
		return ws, diags
	}

	var kf knowledgeFile
	diags = append(diags, decodeFile(p, kpath, &kf)...)
	ws.Sources, ws.Tables, ws.Dimensions, ws.Metrics, ws.Filters = kf.Sources, kf.Tables, kf.Dimensions, kf.Metrics, kf.Filters
	ws.Rules, ws.VerifiedQueries, ws.Documents, ws.Periods = kf.Rules, kf.VerifiedQueries, kf.Documents, kf.Periods
	ws.limitsBlocks = kf.Limits

	if path := filepath.Join(dir, AgentsFile); exists(path) {
		var af agentsFile
		diags = append(diags, decodeFile(p, path, &af)...)
		ws.LLMs, ws.Agents = af.LLMs, af.Agents
	}
	for _, path := range globSorted(filepath.Join(dir, PipesDir, "*.hcl")) {
		var pf pipesFile
		diags = append(diags, decodeFile(p, path, &pf)...)
		ws.Pipes = append(ws.Pipes, pf.Pipes...)
	}
	for _, path := range globSorted(filepath.Join(dir, EvalsDir, "*.hcl")) {
		var ef evalsFile
		diags = append(diags, decodeFile(p, path, &ef)...)
		suite := strings.TrimSuffix(filepath.Base(path), ".hcl")
		for _, g := range ef.Goldens {
			g.Suite = suite
		}
		ws.Goldens = append(ws.Goldens, ef.Goldens...)
	}
	if path := filepath.Join(dir, LearningsFile); exists(path) {
		var lf learningsFile
		diags = append(diags, decodeFile(p, path, &lf)...)
		ws.Learnings = lf.Learnings
	}

	diags = append(diags, synonyms(ws)...)
	diags = append(diags, check(ws)...)
	ws.Files = p.Files()
	return ws, diags
}

func decodeFile(p *hclparse.Parser, path string, target any) hcl.Diagnostics {
	f, diags := p.ParseHCLFile(path)
	if diags.HasErrors() || f == nil {
		return diags
	}
	return append(diags, gohcl.DecodeBody(f.Body, nil, target)...)
}

func exists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}

func globSorted(pattern string) []string {
	paths, _ := filepath.Glob(pattern)
	sort.Strings(paths)
	return paths
}
