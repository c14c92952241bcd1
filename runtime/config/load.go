package config

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/gohcl"
	"github.com/hashicorp/hcl/v2/hclparse"
	"github.com/hashicorp/hcl/v2/hclsyntax"
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
	return LoadWith(dir, nil)
}

// LoadWith is Load with some files' contents given instead of read (by
// path, as filepath.Join(dir, name) spells it): a change is checked this
// way before it is written (learnings promote).
func LoadWith(dir string, overlay map[string][]byte) (*Workspace, hcl.Diagnostics) {
	ws := &Workspace{Dir: dir, overlay: overlay}
	p := hclparse.NewParser()
	var diags hcl.Diagnostics

	kpath := filepath.Join(dir, KnowledgeFile)
	if _, err := os.Stat(kpath); err != nil && overlay[kpath] == nil {
		diags = append(diags, &hcl.Diagnostic{
			Severity: hcl.DiagError,
			Summary:  "Not a workspace",
			Detail:   fmt.Sprintf("%s has no %s. A workspace folder holds knowledge.hcl (sources, tables, metrics), and optionally agents.hcl, pipes/*.hcl, evals/*.hcl and documents/; pass another folder with --dir.", dir, KnowledgeFile),
		})
		ws.Files = p.Files()
		return ws, diags
	}

	var kf knowledgeFile
	diags = append(diags, ws.decodeFile(p, kpath, &kf)...)
	ws.Sources, ws.Tables, ws.Dimensions, ws.Metrics, ws.Filters = kf.Sources, kf.Tables, kf.Dimensions, kf.Metrics, kf.Filters
	ws.Rules, ws.VerifiedQueries, ws.Documents, ws.Periods = kf.Rules, kf.VerifiedQueries, kf.Documents, kf.Periods
	ws.limitsBlocks = kf.Limits

	if path := filepath.Join(dir, AgentsFile); exists(path) {
		var af agentsFile
		diags = append(diags, ws.decodeFile(p, path, &af)...)
		ws.LLMs, ws.Agents = af.LLMs, af.Agents
	}
	for _, path := range globSorted(filepath.Join(dir, PipesDir, "*.hcl")) {
		var pf pipesFile
		diags = append(diags, ws.decodeFile(p, path, &pf)...)
		ws.Pipes = append(ws.Pipes, pf.Pipes...)
	}
	for _, path := range globSorted(filepath.Join(dir, EvalsDir, "*.hcl")) {
		var ef evalsFile
		diags = append(diags, ws.decodeFile(p, path, &ef)...)
		suite := strings.TrimSuffix(filepath.Base(path), ".hcl")
		for _, g := range ef.Goldens {
			g.Suite = suite
			diags = append(diags, decodeTurns(g)...)
		}
		ws.Goldens = append(ws.Goldens, ef.Goldens...)
	}
	if path := filepath.Join(dir, LearningsFile); exists(path) {
		var lf learningsFile
		diags = append(diags, ws.decodeFile(p, path, &lf)...)
		ws.Learnings = lf.Learnings
	}

	ws.Files = p.Files()
	diags = append(diags, synonyms(ws)...)
	diags = append(diags, check(ws)...)
	return ws, diags
}

// decodeFile parses and decodes one file. A file with a syntax error still
// gives the blocks that parsed: the parser recovers after an error, and the
// top-level blocks and attributes the error falls in are left out (and
// noted in ws.broken), so that one mistake is one diagnostic rather than a
// cascade of "unknown metric" for every reference to what did parse.
func (ws *Workspace) decodeFile(p *hclparse.Parser, path string, target any) hcl.Diagnostics {
	var f *hcl.File
	var diags hcl.Diagnostics
	if src, ok := ws.overlay[path]; ok {
		f, diags = p.ParseHCL(src, path)
	} else {
		f, diags = p.ParseHCLFile(path)
	}
	if f == nil || f.Body == nil {
		return diags
	}
	body := f.Body
	if diags.HasErrors() {
		sb, ok := body.(*hclsyntax.Body)
		if !ok {
			return diags
		}
		sb, diags = ws.withoutBroken(sb, f.Bytes, diags)
		body = sb
	}
	return append(diags, gohcl.DecodeBody(body, nil, target)...)
}

// blockHeader finds what look like block headers (`metric "revenue" {`) in
// text the parser could not read: an unclosed brace or string swallows the
// blocks after it, and references to them must not be reported as unknown.
var blockHeader = regexp.MustCompile(`(?m)^[ \t]*([A-Za-z_][\w-]*)[ \t]+"([^"\n]*)"[ \t]*\{`)

// withoutBroken returns a copy of body without the top-level blocks and
// attributes that hold a syntax error, and the diagnostics with only the
// first syntax error of each such block: the parser's later errors in the
// same block nearly always follow from the first one.
func (ws *Workspace) withoutBroken(body *hclsyntax.Body, src []byte, diags hcl.Diagnostics) (*hclsyntax.Body, hcl.Diagnostics) {
	inside := func(d *hcl.Diagnostic, rng hcl.Range) bool {
		return d.Severity == hcl.DiagError && d.Subject != nil && d.Subject.Filename == rng.Filename &&
			d.Subject.Start.Line <= rng.End.Line && d.Subject.End.Line >= rng.Start.Line
	}
	hit := func(rng hcl.Range) bool {
		for _, d := range diags {
			if inside(d, rng) {
				return true
			}
		}
		return false
	}
	out := *body
	out.Attributes = hclsyntax.Attributes{}
	for name, a := range body.Attributes {
		if !hit(a.SrcRange) {
			out.Attributes[name] = a
		}
	}
	out.Blocks = nil
	drop := map[*hcl.Diagnostic]bool{}
	for _, b := range body.Blocks {
		rng := b.Range()
		if !hit(rng) {
			out.Blocks = append(out.Blocks, b)
			continue
		}
		if len(b.Labels) > 0 {
			ws.markBroken(b.Type, b.Labels[0])
		}
		if rng.Start.Byte >= 0 && rng.End.Byte <= len(src) && rng.Start.Byte < rng.End.Byte {
			for _, m := range blockHeader.FindAllSubmatch(src[rng.Start.Byte:rng.End.Byte], -1) {
				ws.markBroken(string(m[1]), string(m[2]))
			}
		}
		var first *hcl.Diagnostic
		more := 0
		for _, d := range diags {
			if !inside(d, rng) {
				continue
			}
			if first == nil || d.Subject.Start.Byte < first.Subject.Start.Byte {
				if first != nil {
					drop[first] = true
				}
				first = d
			} else {
				drop[d] = true
			}
			more++
		}
		if more > 1 {
			kept := *first
			kept.Detail += fmt.Sprintf(" (%d more syntax errors in this block are not shown: they usually follow from this one.)", more-1)
			*first = kept
		}
	}
	var kept hcl.Diagnostics
	for _, d := range diags {
		if !drop[d] {
			kept = append(kept, d)
		}
	}
	return &out, kept
}

func (ws *Workspace) markBroken(blockType, name string) {
	if ws.broken == nil {
		ws.broken = map[string]map[string]bool{}
	}
	if ws.broken[blockType] == nil {
		ws.broken[blockType] = map[string]bool{}
	}
	ws.broken[blockType][name] = true
}

// Broken tells whether a block of this type and name failed to parse, so
// that references to it are not reported a second time.
func (ws *Workspace) Broken(blockType, name string) bool {
	return ws.broken[blockType][name]
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
