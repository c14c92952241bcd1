#!/usr/bin/env python3
"""Held-out round 9 for the helpdesk workspace: 12 new questions in the words of
business users (some lowercase and sloppy, some using words the knowledge files
do not define: "blew the sla", "type of issue", "cap", "back half", "rep"),
written from data/*.csv, knowledge.hcl, pipes/*.hcl and documents/*.md only,
without reading datacopilot's runtime (no *.go) and before running datacopilot.
None repeats or paraphrases a question of evals/*.hcl or heldout/*.hcl.
Every expected value is computed here from data/*.csv (and documents/*.md for
the document question) with the Python standard library only, then computed a
second time by hand-written SQL over the same CSV files loaded into sqlite3,
and the two are asserted equal.

    python3 expected/round9.py          # writes heldout/round9.hcl
    python3 expected/round9.py --print  # prints it instead

Definitions followed (knowledge.hcl, documents/sla_policy.md,
documents/satisfaction_policy.md):
- tickets = rows of tickets.csv, dated by the day they were opened (opened_at),
  whatever their status; customer attributes (plan) are the customer's today;
- resolved tickets = resolved_at set, dated by resolved_at; resolution time =
  calendar hours from opened_at to resolved_at ("more than a week" = more than
  7 * 24 = 168 hours);
- reopens: reopened_count = times the customer reopened the ticket; a "total
  number of reopens" is SUM(reopened_count), not the count of reopened tickets;
- escalation rate = 100 * tickets escalated (escalated_to_agent_id set) /
  tickets opened in the period, per category here;
- SLA breached = tickets.sla_breached (first response or resolution target
  missed, a ticket counts once), tickets dated by opened_at;
- roles: assigned_agent_id = the owner, created_by_agent_id = the agent who
  logged the ticket for the customer, escalated_to_agent_id = the Escalations
  agent it was escalated to;
- customers who "cancelled in 2024" = churned_date in 2024; "enterprise
  accounts" = plan Enterprise, every account of the extract (churned included,
  as the question says);
- "the first half of 2025" = 2025-01-01..2025-06-30, "the back half of 2024" =
  2024-07-01..2024-12-31;
- shares and growth are percentages (0-100).
Floats are rounded to 2 decimals (4 below 100). Rankings (and the cut of a top
N) are checked for ties. The unanswerable question (cost per ticket: no cost,
salary, price or fee column in the data) expects route "stop"; the document
question (the monthly cap on Enterprise service credits, sla_policy.md)
expects route "documents".
"""
import csv
import datetime as dt
import json
import os
import re
import sqlite3
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..")
DATA = os.path.join(ROOT, "data")
DOCS = os.path.join(ROOT, "documents")
OUT = os.path.join(ROOT, "heldout", "round9.hcl")
# ---------------------------------------------------------------- output
def ranked(d, n=None, reverse=True, strict=True):
    """Items by value (highest first unless reverse=False), then by key. With strict,
    refuse a ranking whose cut (the n-th and the next item) or whose listed items tie."""
    items = sorted(d.items(), key=lambda kv: ((-kv[1] if reverse else kv[1]), str(kv[0])))
    head = items[:n] if n else items
    if strict:
        vals = [round(v, 6) for _, v in items]
        upto = len(head) if n is None else min(n + 1, len(items))
        for i in range(1, upto):
            assert vals[i] != vals[i - 1], "tie in ranking at %r / %r" % (items[i - 1], items[i])
    return head


def r2(x):
    """2 decimals, or 4 below 100 so that rounding does not eat the 0.1% tolerance."""
    return round(x + 0.0, 2 if abs(x) >= 100 else 4)


def pct(part, whole):
    return r2(part / whole * 100)


GOLDENS = []


def golden(name, question, expect=None, hint=None, mode=None, route=None, difficulty="easy", tags=(),
           tolerance=None):
    assert route in (None, "stop", "documents"), route
    assert name not in {g["name"] for g in GOLDENS}, name
    assert (expect is None) == (route == "stop"), name
    GOLDENS.append(dict(name=name, question=question, expect=expect, hint=hint, mode=mode, route=route,
                        difficulty=difficulty, tags=list(tags),
                        tolerance=0.001 if mode == "approximate" and tolerance is None else tolerance))


def hcl(v, indent="  "):
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, (int, float)):
        return json.dumps(v)
    if isinstance(v, str):
        return json.dumps(v, ensure_ascii=False)
    if isinstance(v, list):
        if all(not isinstance(x, (list, dict)) for x in v):
            return "[" + ", ".join(hcl(x) for x in v) + "]"
        return "[\n" + "".join(indent + "  " + hcl(x, indent + "  ") + ",\n" for x in v) + indent + "]"
    if isinstance(v, dict):
        return "{ " + ", ".join("%s = %s" % (k, hcl(x)) for k, x in v.items()) + " }"
    raise TypeError(v)


def render(header, out):
    for h in header:
        print(h, file=out)
    for g in GOLDENS:
        print(file=out)
        print('golden "%s" {' % g["name"], file=out)
        print("  question    = %s" % hcl(g["question"]), file=out)
        if g["hint"]:
            print("  format_hint = %s" % hcl(g["hint"]), file=out)
        if g["expect"] is not None:
            print("  expect      = %s" % hcl(g["expect"]), file=out)
        if g["mode"]:
            print("  mode        = %s" % hcl(g["mode"]), file=out)
        if g["tolerance"] is not None:
            print("  tolerance   = %s" % hcl(g["tolerance"]), file=out)
        if g["route"]:
            print("  expect_route = %s" % hcl(g["route"]), file=out)
        print("  difficulty  = %s" % hcl(g["difficulty"]), file=out)
        print("  tags        = %s" % hcl(g["tags"]), file=out)
        print("}", file=out)


def main(out_path, header):
    assert len(GOLDENS) == 12, len(GOLDENS)
    if len(sys.argv) > 1 and sys.argv[1] == "--print":
        render(header, sys.stdout)
        return
    with open(out_path, "w", encoding="utf-8") as f:
        render(header, f)
    print("wrote %s (%d goldens)" % (os.path.relpath(out_path), len(GOLDENS)))


# ------------------------------------------------- second path: SQLite + SQL
def typed(v):
    if v == "":
        return None
    for t in (int, float):
        try:
            return t(v)
        except ValueError:
            pass
    return v


def sqlite_db(folder, files):
    """The CSV files in an in-memory SQLite database, one table per file named after
    it (empty cells NULL, integers and decimals typed): every answer is computed a
    second time by hand-written SQL over it and compared with the Python loops."""
    con = sqlite3.connect(":memory:")
    for f in files:
        with open(os.path.join(folder, f), newline="", encoding="utf-8") as fh:
            rows = list(csv.reader(fh))
        head, body = rows[0], rows[1:]
        table = os.path.splitext(f)[0]
        con.execute('CREATE TABLE "%s" (%s)' % (table, ", ".join('"%s"' % h for h in head)))
        con.executemany('INSERT INTO "%s" VALUES (%s)' % (table, ", ".join("?" * len(head))),
                        [[typed(v) for v in r] for r in body])
    return con


def same(a, b):
    if isinstance(a, (list, tuple)) or isinstance(b, (list, tuple)):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b))
    if isinstance(a, float) or isinstance(b, float):
        return a is not None and b is not None and abs(a - b) <= 1e-6 * max(1.0, abs(a), abs(b))
    return a == b


def check(python_value, sql, *params):
    """The Python answer equals the SQL answer (a scalar for a 1x1 result, else rows)."""
    rows = DB.execute(sql, params).fetchall()
    got = rows[0][0] if len(rows) == 1 and len(rows[0]) == 1 else [tuple(r) for r in rows]
    want = [tuple(x) for x in python_value] if isinstance(python_value, list) else python_value
    assert same(want, got), "second path disagrees:\n  python %r\n  sql    %r" % (want, got)


def section(path, heading):
    """The text of one markdown section (from its heading to the next heading)."""
    with open(path, encoding="utf-8") as f:
        text = f.read()
    m = re.search(r"^#+ %s\n(.*?)(?=^#|\Z)" % re.escape(heading), text, re.S | re.M)
    assert m, (path, heading)
    return " ".join(m.group(1).split())


def load(name):
    with open(os.path.join(DATA, name), newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))



def day(s):
    return dt.date.fromisoformat(s[:10]) if s else None


def ts(s):
    return dt.datetime.fromisoformat(s) if s else None


tickets = load("tickets.csv")
customers = {c["customer_id"]: c for c in load("customers.csv")}
agents = {a["agent_id"]: a for a in load("agents.csv")}
for t in tickets:
    t["op"], t["fr"], t["res"] = ts(t["opened_at"]), ts(t["first_response_at"]), ts(t["resolved_at"])
    t["day"] = t["op"].date()
    t["rday"] = t["res"].date() if t["res"] else None
    t["cust"] = customers[t["customer_id"]]

DB = sqlite_db(DATA, ["tickets.csv", "customers.csv", "agents.csv"])
OD = "substr(t.opened_at, 1, 10)"
RD = "substr(t.resolved_at, 1, 10)"


def inr(d, lo, hi):
    return d is not None and dt.date.fromisoformat(lo) <= d <= dt.date.fromisoformat(hi)


def O(lo, hi, *preds):
    """Tickets opened from lo to hi (days, inclusive) meeting every predicate."""
    return [t for t in tickets if inr(t["day"], lo, hi) and all(p(t) for p in preds)]


def R(lo, hi, *preds):
    """Tickets resolved from lo to hi (days, inclusive) meeting every predicate."""
    return [t for t in tickets if inr(t["rday"], lo, hi) and all(p(t) for p in preds)]


def hours(a, b):
    return (b - a).total_seconds() / 3600.0


# 1. aggregation word applying to what it modifies: the TOTAL number of reopens
#    (SUM of reopened_count) of billing dispute tickets resolved in 2024, not the
#    number of reopened tickets.
bd = R("2024-01-01", "2024-12-31", lambda t: t["category"] == "billing dispute")
reopens = sum(int(t["reopened_count"]) for t in bd)
reopened_tickets = sum(1 for t in bd if int(t["reopened_count"]) > 0)
assert reopens != reopened_tickets, "the count-of-tickets reading must give another number"
check(reopens, """
    SELECT SUM(t.reopened_count) FROM tickets t
    WHERE t.category = 'billing dispute' AND t.resolved_at IS NOT NULL
      AND %s BETWEEN '2024-01-01' AND '2024-12-31'""" % RD)
golden("r9_total_reopens_billing_disputes_resolved_2024",
       "what's the total number of times billing dispute tickets got reopened, counting the ones resolved in 2024?",
       reopens, hint="int", mode="exact", difficulty="hard", tags=["aggregation-word", "sum", "value"])

# 2. numeric N limit: combined tickets of the 10 customers with the most tickets
#    opened in 2024 (the 10th and 11th must not tie; ties above the cut do not
#    change the sum).
cc = Counter(t["customer_id"] for t in O("2024-01-01", "2024-12-31"))
names = Counter()
for k, v in cc.items():
    names[customers[k]["company_name"]] += v
assert len(names) == len(cc), "company names are unique among 2024 customers"
top = sorted(cc.values(), reverse=True)
assert top[9] != top[10], "tie at the cut of the top 10"
top10 = sum(top[:10])
check(top10, """
    SELECT SUM(n) FROM (SELECT COUNT(*) AS n FROM tickets t
                        WHERE %s BETWEEN '2024-01-01' AND '2024-12-31'
                        GROUP BY t.customer_id ORDER BY n DESC LIMIT 10)""" % OD)
golden("r9_top10_accounts_combined_tickets_2024",
       "top 10 accounts by number of tickets in 2024 - how many tickets did they open between them?",
       top10, hint="int", mode="exact", difficulty="hard", tags=["top-n", "numeric-limit", "sum"])

# 3. ranking by a non-default measure, relative period with a year: the category
#    with the highest escalation RATE among tickets opened 2024-07-01..2024-12-31
#    (the most escalated tickets by count is another category).
h2 = O("2024-07-01", "2024-12-31")
esc = defaultdict(lambda: [0, 0])
for t in h2:
    esc[t["category"]][0] += bool(t["escalated_to_agent_id"])
    esc[t["category"]][1] += 1
rate = {k: v[0] / v[1] * 100 for k, v in esc.items()}
top_rate = ranked(rate, 1)[0][0]
top_count = ranked({k: v[0] for k, v in esc.items()}, 1)[0][0]
assert top_rate != top_count, "the count reading must give another category"
check(top_rate, """
    SELECT t.category FROM tickets t WHERE %s BETWEEN '2024-07-01' AND '2024-12-31'
    GROUP BY t.category
    ORDER BY 100.0 * SUM(t.escalated_to_agent_id IS NOT NULL) / COUNT(*) DESC LIMIT 1""" % OD)
golden("r9_highest_escalation_rate_category_h2_2024",
       "which type of issue got escalated most often percentage-wise in the back half of 2024?",
       top_rate, hint="str", mode="exact", difficulty="hard",
       tags=["ranking", "non-default-metric", "rate", "relative-period"])

# 4. share of a total that drops the filter defining the part: of the tickets
#    opened in 2024 that breached their SLA, the % from Enterprise customers
#    (the total is all 2024 breached tickets, every plan).
br = O("2024-01-01", "2024-12-31", lambda t: t["sla_breached"] == "true")
ent_share = sum(1 for t in br if t["cust"]["plan"] == "Enterprise") / len(br) * 100
check(ent_share, """
    SELECT 100.0 * SUM(c.plan = 'Enterprise') / COUNT(*)
    FROM tickets t JOIN customers c ON c.customer_id = t.customer_id
    WHERE t.sla_breached = 'true' AND %s BETWEEN '2024-01-01' AND '2024-12-31'""" % OD)
golden("r9_enterprise_share_of_breached_2024",
       "of the 2024 tickets that blew the sla, what % came from enterprise clients?",
       r2(ent_share), hint="float", mode="approximate", difficulty="medium",
       tags=["share", "part-of-total", "plan", "sla"])

# 5. distinct entities constrained by facts: customers who churned in 2024 and
#    had raised at least one billing dispute ticket (all such tickets precede the
#    churn date, so "before leaving" and "ever" agree).
churned24 = {k for k, c in customers.items() if c["churned_date"][:4] == "2024"}
disputers = {t["customer_id"] for t in tickets if t["customer_id"] in churned24 and t["category"] == "billing dispute"}
assert all(t["day"] <= dt.date.fromisoformat(t["cust"]["churned_date"])
           for t in tickets if t["customer_id"] in churned24)
n_disp = len(disputers)
check(n_disp, """
    SELECT COUNT(*) FROM customers c
    WHERE c.churned_date BETWEEN '2024-01-01' AND '2024-12-31'
      AND EXISTS (SELECT 1 FROM tickets t WHERE t.customer_id = c.customer_id AND t.category = 'billing dispute')""")
golden("r9_cancelled_2024_with_billing_dispute",
       "how many of the customers that cancelled in 2024 had ever raised a billing dispute with us?",
       n_disp, hint="int", mode="exact", difficulty="hard", tags=["distinct-count", "churn", "value-contains-value"])

# 6. negation: Enterprise accounts (churned ones included) with no phone ticket
#    at all (accounts with no ticket at all count too).
ent = {k for k, c in customers.items() if c["plan"] == "Enterprise"}
phoned = {t["customer_id"] for t in tickets if t["channel"] == "phone"}
n_nophone = len(ent - phoned)
assert n_nophone != len({k for k in ent - phoned if not customers[k]["churned_date"]}), "the question must say churned included"
check(n_nophone, """
    SELECT COUNT(*) FROM customers c
    WHERE c.plan = 'Enterprise'
      AND NOT EXISTS (SELECT 1 FROM tickets t WHERE t.customer_id = c.customer_id AND t.channel = 'phone')""")
golden("r9_enterprise_accounts_never_phoned",
       "How many enterprise accounts, including ones that have since churned, have never opened a ticket by phone?",
       n_nophone, hint="int", mode="exact", difficulty="hard", tags=["negation", "not-exists", "plan", "channel"])

# 7. threshold in another unit: tickets resolved in H1 2025 whose resolution took
#    more than a week (> 168 calendar hours); none lies within a minute of 168 h.
res_h1 = R("2025-01-01", "2025-06-30")
assert all(abs(hours(t["op"], t["res"]) - 168) > 1 / 60 for t in res_h1)
n_week = sum(1 for t in res_h1 if hours(t["op"], t["res"]) > 7 * 24)
check(n_week, """
    SELECT COUNT(*) FROM tickets t
    WHERE t.resolved_at IS NOT NULL AND %s BETWEEN '2025-01-01' AND '2025-06-30'
      AND (julianday(t.resolved_at) - julianday(t.opened_at)) * 24 > 168""" % RD)
golden("r9_resolved_h1_2025_over_a_week",
       "Of the tickets we resolved in the first half of 2025, how many took longer than a week to resolve?",
       n_week, hint="int", mode="exact", difficulty="hard", tags=["threshold", "unit", "duration", "resolved-date"])

# 8. roles: tickets opened in 2024 logged by an agent (created_by_agent_id) and
#    owned (assigned_agent_id) by a different agent.
lg = O("2024-01-01", "2024-12-31", lambda t: t["created_by_agent_id"] != "")
assert all(t["assigned_agent_id"] for t in lg), "every 2024 agent-logged ticket has an owner"
n_handoff = sum(1 for t in lg if t["assigned_agent_id"] != t["created_by_agent_id"])
assert 0 < n_handoff < len(lg)
check(n_handoff, """
    SELECT COUNT(*) FROM tickets t
    WHERE t.created_by_agent_id IS NOT NULL AND t.assigned_agent_id <> t.created_by_agent_id
      AND %s BETWEEN '2024-01-01' AND '2024-12-31'""" % OD)
golden("r9_logged_by_one_rep_owned_by_another_2024",
       "in 2024 how many tickets were logged by one rep but ended up owned by a different rep",
       n_handoff, hint="int", mode="exact", difficulty="hard", tags=["roles", "logged-by", "assigned", "self-join"])

# 9. third-ranked, role (escalated to): the agent with the third most tickets
#    escalated to them among tickets opened in H1 2025.
ec = Counter(agents[t["escalated_to_agent_id"]]["full_name"]
             for t in O("2025-01-01", "2025-06-30", lambda t: t["escalated_to_agent_id"] != ""))
third = ranked(dict(ec), 3)[2][0]
check(third, """
    SELECT a.full_name FROM tickets t JOIN agents a ON a.agent_id = t.escalated_to_agent_id
    WHERE %s BETWEEN '2025-01-01' AND '2025-06-30'
    GROUP BY a.full_name ORDER BY COUNT(*) DESC LIMIT 1 OFFSET 2""" % OD)
golden("r9_third_most_escalations_received_h1_2025",
       "who had the third most tickets escalated to them in the first half of 2025?",
       third, hint="str", mode="exact", difficulty="hard", tags=["ordinal", "third", "roles", "escalation-agent"])

# 10. difference between two periods: tickets from Enterprise customers opened in
#     H1 2025 minus those opened in H1 2024.
ent_h1 = {y: len(O("%d-01-01" % y, "%d-06-30" % y, lambda t: t["cust"]["plan"] == "Enterprise")) for y in (2024, 2025)}
diff = ent_h1[2025] - ent_h1[2024]
assert diff > 0, ent_h1
check(diff, """
    SELECT SUM(%(od)s BETWEEN '2025-01-01' AND '2025-06-30') - SUM(%(od)s BETWEEN '2024-01-01' AND '2024-06-30')
    FROM tickets t JOIN customers c ON c.customer_id = t.customer_id WHERE c.plan = 'Enterprise'""" % {"od": OD})
golden("r9_enterprise_tickets_h1_2025_vs_h1_2024",
       "how many more tickets did enterprise clients open in h1 2025 than in h1 2024?",
       diff, hint="int", mode="exact", difficulty="medium", tags=["difference", "two-periods", "plan", "half-year"])

# 11. document: sla_policy.md caps the Enterprise service credit at 25% of the
#     monthly fee in any month.
sc = section(os.path.join(DOCS, "sla_policy.md"), "Service credits")
cap = re.findall(r"up to (\d+)% of the monthly fee in any month", sc)
assert cap == ["25"], cap
golden("r9_doc_service_credit_monthly_cap",
       "whats the most service credit an enterprise customer can get from us in one month, as a % of their monthly fee?",
       int(cap[0]), hint="int", mode="exact", route="documents", difficulty="medium", tags=["document", "policy", "cap"])

# 12. unanswerable: no cost, salary, price or fee column anywhere in the data.
heads = " ".join(open(os.path.join(DATA, f), encoding="utf-8").readline().lower()
                 for f in os.listdir(DATA) if f.endswith(".csv"))
assert not re.search(r"cost|salary|wage|pay|revenue|price|fee|amount|budget", heads), heads
golden("r9_refuse_cost_per_ticket_2024",
       "what did each support ticket cost us on average in 2024, in dollars?",
       route="stop", difficulty="medium", tags=["refusal", "unanswerable"])

main(OUT, [
    "# Held-out round 9 (helpdesk): not loaded by eval; written without reading the runtime",
    "# and before running datacopilot; answers computed by expected/round9.py from data/*.csv",
    "# (Python standard library only, checked again by SQL over sqlite3).",
    "# GENERATED: python3 expected/round9.py",
])
