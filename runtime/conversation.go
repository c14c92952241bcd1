package runtime

import (
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"

	"github.com/datacopilot/datacopilot/runtime/agents"
)

// Conversations are stateless. Every answer carries a context: its turn
// (the thread, the question and its interpretation; agents.Turn) as
// base64url JSON, signed with HMAC-SHA256 under the workspace's context
// key. A follow-up question passes the context back, so any instance that
// holds the same key answers it, and a context cannot be forged or edited
// into another query: an interpretation names metrics, dimensions and
// values, never SQL, and a tampered one fails its signature.
//
// The key is DATACOPILOT_CONTEXT_KEY when set (give every instance behind
// a load balancer the same one), else WORKSPACE/.datacopilot/context.key,
// 32 random bytes written on first use (mode 0600). A workspace that
// cannot be written gets a key of the process alone.

// contextVersion prefixes a context; a change of its layout changes it.
const contextVersion = "c1"

// ContextError is a context that cannot be used: malformed, not signed
// with this workspace's key, or naming what the workspace no longer has.
type ContextError struct{ Reason string }

func (e *ContextError) Error() string { return "bad context: " + e.Reason }

type contextKey struct {
	once sync.Once
	key  []byte
	warn string
}

// contextKey is the key contexts are signed with.
func (r *Runtime) contextKey() []byte {
	k := &r.ctxKey
	k.once.Do(func() {
		if v := os.Getenv("DATACOPILOT_CONTEXT_KEY"); v != "" {
			sum := sha256.Sum256([]byte(v))
			k.key = sum[:]
			return
		}
		path := filepath.Join(r.opts.Dir, ".datacopilot", "context.key")
		if b, err := os.ReadFile(path); err == nil {
			if key, err := hex.DecodeString(strings.TrimSpace(string(b))); err == nil && len(key) >= 16 {
				k.key = key
				return
			}
		}
		key := make([]byte, 32)
		rand.Read(key)
		k.key = key
		if r.opts.NoWrite {
			return
		}
		if err := writeKey(path, key); err != nil {
			r.opts.Logger.Warn("context key", "error", err, "effect", "contexts are valid in this process only")
			return
		}
		// two processes may create it at once: the file's key wins
		if b, err := os.ReadFile(path); err == nil {
			if key, err := hex.DecodeString(strings.TrimSpace(string(b))); err == nil && len(key) >= 16 {
				k.key = key
			}
		}
	})
	return k.key
}

// writeKey creates the key file, keeping one that exists.
func writeKey(path string, key []byte) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if errors.Is(err, os.ErrExist) {
		return nil
	}
	if err != nil {
		return err
	}
	if _, err := fmt.Fprintln(f, hex.EncodeToString(key)); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// SignContext encodes a turn as a context.
func (r *Runtime) SignContext(t *agents.Turn) string {
	body, err := json.Marshal(t)
	if err != nil {
		return ""
	}
	payload := base64.RawURLEncoding.EncodeToString(body)
	return contextVersion + "." + payload + "." + r.mac(payload)
}

func (r *Runtime) mac(payload string) string {
	m := hmac.New(sha256.New, r.contextKey())
	m.Write([]byte(contextVersion + "." + payload))
	return base64.RawURLEncoding.EncodeToString(m.Sum(nil))
}

// OpenContext checks a context's signature and decodes its turn; its
// interpretation must name only what the current snapshot has.
func (r *Runtime) OpenContext(s string) (*agents.Turn, error) {
	parts := strings.Split(strings.TrimSpace(s), ".")
	if len(parts) != 3 || parts[0] != contextVersion {
		return nil, &ContextError{"it is not a context this program issued (expected three dot-separated parts starting " + contextVersion + ")"}
	}
	if !hmac.Equal([]byte(parts[2]), []byte(r.mac(parts[1]))) {
		return nil, &ContextError{"its signature does not match: it was changed, or signed with another workspace's key (set DATACOPILOT_CONTEXT_KEY alike on every instance)"}
	}
	body, err := base64.RawURLEncoding.DecodeString(parts[1])
	if err != nil {
		return nil, &ContextError{"its payload is not base64url"}
	}
	var t agents.Turn
	if err := json.Unmarshal(body, &t); err != nil {
		return nil, &ContextError{"its payload is not a turn: " + err.Error()}
	}
	if t.Query != nil {
		st := r.acquire()
		err := st.engine.Lexicon().Check(t.Query)
		st.release()
		if err != nil {
			return nil, &ContextError{"the previous answer's reading no longer fits the workspace (" + err.Error() + "); ask the question in full"}
		}
	}
	return &t, nil
}
