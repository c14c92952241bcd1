package runtime

import (
	"time"

	"github.com/hashicorp/hcl/v2/hclwrite"
	"github.com/zclconf/go-cty/cty"

	"github.com/datacopilot/datacopilot/runtime/config"
	"github.com/datacopilot/datacopilot/runtime/knowledge"
)

// Contradictions are found in two places, besides negative feedback. When
// a learning is saved, it is compared with the learnings that still apply
// (config.Learning.Contradicts): both are flagged contradicted, each naming
// the other, and the older one loses ConfidenceDown. When the workspace
// loads, the snapshot compares every learning with the declared knowledge
// (knowledge.LearningFlag: a synonym, filter, join or verified query that
// says otherwise, or already says the same); those learnings are no longer
// applied, and are flagged here, losing ConfidenceDown once. A flagged
// learning is in the review queue whatever its status.

// appendLearnings adds learnings to learnings.hcl (those whose ID it
// already holds are left), flagging contradictions with the learnings
// there, in one locked read-merge-write.
func (r *Runtime) appendLearnings(ls ...*config.Learning) error {
	r.learnMu.Lock()
	defer r.learnMu.Unlock()
	return config.EditLearnings(r.opts.Dir, func(f *hclwrite.File, byID map[string]*config.Learning) error {
		now := time.Now().UTC().Format(time.RFC3339)
		for _, l := range ls {
			if byID[l.ID] != nil {
				continue
			}
			for _, id := range sortedKeys(byID) {
				old := byID[id]
				if !old.Applies() || !l.Contradicts(old) {
					continue
				}
				if b := config.LearningBlock(f, id); b != nil {
					flag(b, old, config.FlagContradicted, "learning "+l.ID+" says "+l.Says(), now)
				}
				if l.Flag == "" {
					l.Flag, l.FlagReason, l.FlaggedAt = config.FlagContradicted, "learning "+old.ID+" says "+old.Says(), now
				}
			}
			body := f.Body()
			if len(body.Blocks()) > 0 || len(body.Attributes()) > 0 {
				body.AppendNewline()
			}
			config.WriteLearning(body.AppendNewBlock("learning", []string{l.ID}).Body(), l)
			byID[l.ID] = l
		}
		return nil
	})
}

// flag marks a learning's block; its confidence drops the first time it
// is flagged so.
func flag(b *hclwrite.Body, l *config.Learning, kind, reason, now string) {
	if l.Flag != kind {
		c := l.Confidence
		if c == 0 {
			c = DefaultConfidence
		}
		l.Confidence = clampConfidence(c + ConfidenceDown)
		b.SetAttributeValue("confidence", cty.NumberFloatVal(l.Confidence))
	}
	l.Flag, l.FlagReason, l.FlaggedAt = kind, reason, now
	b.SetAttributeValue("flag", cty.StringVal(kind))
	b.SetAttributeValue("flag_reason", cty.StringVal(reason))
	b.SetAttributeValue("flagged_at", cty.StringVal(now))
}

// markLearnings writes the flags a new snapshot found (declared knowledge
// that contradicts a learning or already says it) into learnings.hcl.
// Flags already written are left as they are, so reloads do not lower a
// confidence twice.
func (r *Runtime) markLearnings(s *knowledge.Snapshot) {
	if r.opts.NoWrite || len(s.LearningFlags) == 0 {
		return
	}
	r.learnMu.Lock()
	defer r.learnMu.Unlock()
	err := config.EditLearnings(r.opts.Dir, func(f *hclwrite.File, byID map[string]*config.Learning) error {
		now := time.Now().UTC().Format(time.RFC3339)
		for _, id := range sortedKeys(s.LearningFlags) {
			fl, l, b := s.LearningFlags[id], byID[id], config.LearningBlock(f, id)
			if l == nil || b == nil || !l.Applies() || l.Flag == fl.Flag && l.FlagReason == fl.Reason {
				continue
			}
			flag(b, l, fl.Flag, fl.Reason, now)
		}
		return nil
	})
	if err != nil {
		r.opts.Logger.Warn("learnings: the knowledge contradicts or repeats some, but they could not be flagged", "error", err)
	}
}

// ReviewQueue lists the learnings that wait for a reviewer: the pending
// ones, and the flagged ones still used, in the order of Learnings.
func (r *Runtime) ReviewQueue() ([]*config.Learning, error) {
	all, err := r.Learnings("")
	if err != nil {
		return nil, err
	}
	var out []*config.Learning
	for _, l := range all {
		if l.InReview() {
			out = append(out, l)
		}
	}
	return out, nil
}
