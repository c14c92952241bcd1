package server

import (
	"container/list"
	"crypto/rand"
	"encoding/hex"
	"sync"
	"time"
)

// Conversations reach the server two ways. A client may pass the last
// answer's context back ("context"): the server keeps nothing and any
// instance with the same key answers. Or it may pass a conversation_id:
// the server keeps each conversation's last context in memory, at most
// MaxConversations of them (the least recently used goes first), each
// for ConversationTTL after its last answer. An id is local to one
// instance; behind a load balancer, use context.

// Defaults for Options.MaxConversations and Options.ConversationTTL.
const (
	DefaultMaxConversations = 10000
	DefaultConversationTTL  = time.Hour
)

// threads is an LRU of conversation id → the context of its last answer.
type threads struct {
	mu    sync.Mutex
	max   int
	ttl   time.Duration
	now   func() time.Time
	order *list.List // front: most recently used
	byID  map[string]*list.Element
}

type thread struct {
	id      string
	context string
	used    time.Time
}

func newThreads(max int, ttl time.Duration) *threads {
	return &threads{max: max, ttl: ttl, now: time.Now, order: list.New(), byID: map[string]*list.Element{}}
}

// newID is a conversation id no client can guess.
func newID() string {
	b := make([]byte, 12)
	rand.Read(b)
	return "conv_" + hex.EncodeToString(b)
}

// get is the last context of a live conversation; ok is false for an id
// never issued, evicted or expired.
func (t *threads) get(id string) (string, bool) {
	t.mu.Lock()
	defer t.mu.Unlock()
	e, ok := t.byID[id]
	if !ok {
		return "", false
	}
	th := e.Value.(*thread)
	if t.now().Sub(th.used) > t.ttl {
		t.order.Remove(e)
		delete(t.byID, id)
		return "", false
	}
	t.order.MoveToFront(e)
	return th.context, true
}

// put records a conversation's last context (a new id when id is empty)
// and returns the id.
func (t *threads) put(id, context string) string {
	t.mu.Lock()
	defer t.mu.Unlock()
	if id == "" {
		id = newID()
	}
	if e, ok := t.byID[id]; ok {
		th := e.Value.(*thread)
		th.context, th.used = context, t.now()
		t.order.MoveToFront(e)
		return id
	}
	t.byID[id] = t.order.PushFront(&thread{id: id, context: context, used: t.now()})
	for t.order.Len() > t.max {
		old := t.order.Back()
		t.order.Remove(old)
		delete(t.byID, old.Value.(*thread).id)
	}
	// expired ones at the back go too, so memory follows the live ones
	for e := t.order.Back(); e != nil && t.now().Sub(e.Value.(*thread).used) > t.ttl; e = t.order.Back() {
		t.order.Remove(e)
		delete(t.byID, e.Value.(*thread).id)
	}
	return id
}

// len is how many conversations are kept.
func (t *threads) len() int {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.order.Len()
}
