#!/usr/bin/env python3
"""Held-out round 13 for the helpdesk workspace: 12 new questions in the words
of business users, analysts and managers (terse lowercase ones, polite long
ones, one with everyday words the knowledge files do not use: "fill in the
online help form", "couldn't get into their account"), written by an
independent question writer from data/*.csv, knowledge.hcl, pipes/*.hcl and
documents/*.md only, without reading datacopilot's runtime (no *.go) and
without running datacopilot. Every expected value is computed here from
data/*.csv with the Python standard library, then a second time by
hand-written SQL over the same CSV files loaded into sqlite3 (a different
path), and the two are asserted equal. The document answer is read from
documents/sla_policy.md (not computed) and checked by asserting the sentence is
in the document.

    python3 expected/round13.py          # writes heldout/round13.hcl
    python3 expected/round13.py --print  # prints it instead

Definitions followed (knowledge.hcl, documents/*.md):
- tickets (counts, shares, breach rate, escalations) belong to the day they
  were opened (opened_at); resolved tickets, resolution times and the reopen
  rate to the day they were resolved (resolved_at); hours are calendar hours;
- "resolved" tickets are credited to the assigned agent (the owner);
  "escalated to someone in the Austin office" = the Escalations agent of
  escalated_to_agent_id works from site Austin (the escalation role), not the
  owner's site (that reading gives another count);
- plan / region = the customer's (customers.plan, customers.region); P1 =
  urgent; "something other than a bug" = category <> 'bug';
- "the dublin agents" / "the manila ones" = the site of the assigned agent
  (the owner, who is credited with resolving); the gap = AVG hours of Dublin
  owners' tickets resolved in 2024 minus the same for Manila;
- reopen rate = % of tickets resolved in the period with reopened_count > 0;
- "took more than a week (168 hours)" = resolved_at - opened_at > 168 h (no
  ticket at exactly 168 h);
- "the online help form" = channel 'web' (the help center form); "couldn't get
  into their account" = category 'login' (sign-in, password, access problems);
- the document question: the monthly cap on Enterprise service credits,
  documents/sla_policy.md "Service credits".
Floats are rounded to 2 decimals (4 below 100); shares and rates are
percentages 0-100. Rankings are checked for ties at the cut.
"""
import csv
import datetime as dt
import json
import os
import sqlite3
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..")
DATA = os.path.join(ROOT, "data")
DOCS = os.path.join(ROOT, "documents")
OUT = os.path.join(ROOT, "heldout", "round13.hcl")
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


GOLDENS = []


def golden(name, question, expect, hint=None, mode=None, route=None, difficulty="easy", tags=(),
           tolerance=None):
    assert route in (None, "documents"), route
    assert name not in {g["name"] for g in GOLDENS}, name
    assert expect is not None, name
    GOLDENS.append(dict(name=name, question=question, expect=expect, hint=hint, mode=mode, route=route,
                        difficulty=difficulty, tags=list(tags),
                        tolerance=0.001 if mode == "approximate" and tolerance is None else tolerance))


def hcl(v):
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, (int, float)):
        return json.dumps(v)
    if isinstance(v, str):
        return json.dumps(v, ensure_ascii=False)
    if isinstance(v, list):
        return "[" + ", ".join(hcl(x) for x in v) + "]"
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


def doc_says(path, sentence):
    """The document states the sentence (whitespace-insensitive): the check of a
    document answer, which is read from the document, not computed."""
    with open(path, encoding="utf-8") as f:
        text = " ".join(f.read().split())
    assert " ".join(sentence.split()) in text, (path, sentence)


def load(name):
    with open(os.path.join(DATA, name), newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


# ------------------------------------------------------------------- data
def ts(s):
    return dt.datetime.fromisoformat(s) if s else None


customers = {c["customer_id"]: c for c in load("customers.csv")}
agents = {a["agent_id"]: a for a in load("agents.csv")}
tickets = load("tickets.csv")
for t in tickets:
    t["opened"], t["first"], t["resolved"] = ts(t["opened_at"]), ts(t["first_response_at"]), ts(t["resolved_at"])
    t["cust"] = customers[t["customer_id"]]
    t["breached"] = {"true": True, "false": False}[t["sla_breached"]]

DB = sqlite_db(DATA, ["customers.csv", "agents.csv", "tickets.csv", "satisfaction_surveys.csv", "sla_breaches.csv"])
# SQL hours between two 'YYYY-MM-DD HH:MM:SS' timestamps
HRS = "((julianday(%s) - julianday(%s)) * 24.0)"


def hours(a, b):
    return (b - a).total_seconds() / 3600.0


def on(d, lo, hi):
    return d is not None and dt.date.fromisoformat(lo) <= d.date() <= dt.date.fromisoformat(hi)


def opened(lo, hi):
    return [t for t in tickets if on(t["opened"], lo, hi)]


def resolved(lo, hi):
    return [t for t in tickets if on(t["resolved"], lo, hi)]


# 1. average with two filters: resolution hours of Enterprise P2 tickets resolved in 2024
ent_p2 = [hours(t["opened"], t["resolved"]) for t in resolved("2024-01-01", "2024-12-31")
          if t["priority"] == "P2" and t["cust"]["plan"] == "Enterprise"]
avg_ent_p2 = sum(ent_p2) / len(ent_p2)
check(avg_ent_p2, """
    SELECT AVG(%s) FROM tickets t JOIN customers c ON c.customer_id = t.customer_id
    WHERE t.resolved_at IS NOT NULL AND date(t.resolved_at) BETWEEN '2024-01-01' AND '2024-12-31'
      AND t.priority = 'P2' AND c.plan = 'Enterprise'""" % (HRS % ("t.resolved_at", "t.opened_at")))
golden("r13_avg_resolution_hours_enterprise_p2_2024",
       "avg resolution time in hrs for enterprise P2 tickets resolved in 2024?",
       r2(avg_ent_p2), hint="float", mode="approximate", difficulty="medium",
       tags=["average", "two-filters", "resolution-time", "plan", "priority"])

# 2. distinct count: EMEA customers who opened at least one P1 ticket in 2024
emea_p1 = {t["customer_id"] for t in opened("2024-01-01", "2024-12-31")
           if t["priority"] == "P1" and t["cust"]["region"] == "EMEA"}
n_emea_p1 = len(emea_p1)
assert n_emea_p1 != sum(1 for t in opened("2024-01-01", "2024-12-31")
                        if t["priority"] == "P1" and t["cust"]["region"] == "EMEA"), "counting tickets gives another number"
check(n_emea_p1, """
    SELECT COUNT(DISTINCT t.customer_id) FROM tickets t JOIN customers c ON c.customer_id = t.customer_id
    WHERE t.priority = 'P1' AND c.region = 'EMEA' AND date(t.opened_at) BETWEEN '2024-01-01' AND '2024-12-31'""")
golden("r13_distinct_emea_customers_p1_2024",
       "How many different customers in EMEA raised at least one P1 ticket during 2024?",
       n_emea_p1, hint="int", mode="exact", difficulty="easy", tags=["distinct-count", "region", "priority", "year"])

# 3. the Nth: agent (owner) with the third-most tickets resolved in Q1 2025
res_q1 = Counter(agents[t["assigned_agent_id"]]["full_name"] for t in resolved("2025-01-01", "2025-03-31"))
third_agent = ranked(res_q1, 3)[2][0]
check(third_agent, """
    SELECT a.full_name FROM tickets t JOIN agents a ON a.agent_id = t.assigned_agent_id
    WHERE t.resolved_at IS NOT NULL AND date(t.resolved_at) BETWEEN '2025-01-01' AND '2025-03-31'
    GROUP BY a.full_name ORDER BY COUNT(*) DESC LIMIT 1 OFFSET 2""")
golden("r13_third_most_resolved_agent_q1_2025",
       "who resolved the 3rd most tickets in q1 2025?",
       third_agent, hint="str", mode="exact", difficulty="medium", tags=["nth", "ranking", "agent", "resolved", "quarter"])

# 4. exclusion: P1 tickets opened in H2 2024 whose category is not bug
p1_h2 = [t for t in opened("2024-07-01", "2024-12-31") if t["priority"] == "P1"]
p1_not_bug = sum(1 for t in p1_h2 if t["category"] != "bug")
assert 0 < p1_not_bug < len(p1_h2)
check(p1_not_bug, """
    SELECT COUNT(*) FROM tickets WHERE priority = 'P1' AND category <> 'bug'
      AND date(opened_at) BETWEEN '2024-07-01' AND '2024-12-31'""")
golden("r13_p1_not_bug_h2_2024",
       "In the second half of 2024, how many urgent (P1) tickets were about something other than a bug?",
       p1_not_bug, hint="int", mode="exact", difficulty="easy", tags=["negation", "exclusion", "priority", "category", "half-year"])

# 5. two groups compared: average resolution hours of tickets owned by Dublin agents minus Manila agents,
#    tickets resolved in 2024 (site without a role word = the assigned agent's site)
def avg_res_site(site):
    hs = [hours(t["opened"], t["resolved"]) for t in resolved("2024-01-01", "2024-12-31")
          if t["assigned_agent_id"] and agents[t["assigned_agent_id"]]["site"] == site]
    return sum(hs) / len(hs)


gap = avg_res_site("Dublin") - avg_res_site("Manila")
assert gap > 0
AR = """SELECT AVG(%s) FROM tickets t JOIN agents a ON a.agent_id = t.assigned_agent_id
        WHERE a.site = ? AND t.resolved_at IS NOT NULL AND date(t.resolved_at) BETWEEN '2024-01-01' AND '2024-12-31'""" % (
    HRS % ("t.resolved_at", "t.opened_at"))
check(gap, "SELECT (%s) - (%s)" % (AR, AR), "Dublin", "Manila")
golden("r13_dublin_vs_manila_resolution_gap_2024",
       "for tickets resolved in 2024, how many more hours on avg did the dublin agents take to resolve a ticket than the manila ones?",
       r2(gap), hint="float", mode="approximate", difficulty="medium",
       tags=["difference", "two-groups", "resolution-time", "site", "year"])

# 6. share of a total: share of H1 2025 tickets raised by Enterprise customers
h1 = opened("2025-01-01", "2025-06-30")
ent_share = 100.0 * sum(1 for t in h1 if t["cust"]["plan"] == "Enterprise") / len(h1)
check(ent_share, """
    SELECT 100.0 * SUM(CASE WHEN c.plan = 'Enterprise' THEN 1 ELSE 0 END) / COUNT(*)
    FROM tickets t JOIN customers c ON c.customer_id = t.customer_id
    WHERE date(t.opened_at) BETWEEN '2025-01-01' AND '2025-06-30'""")
golden("r13_enterprise_share_of_tickets_h1_2025",
       "Could you tell me what percentage of all the tickets opened in the first half of 2025 came from our Enterprise customers, please?",
       r2(ent_share), hint="float", mode="approximate", difficulty="easy", tags=["share", "plan", "tickets", "half-year"])

# 7. threshold: tickets resolved in 2024 that took more than a week (168 h) to resolve
r24 = resolved("2024-01-01", "2024-12-31")
slow = sum(1 for t in r24 if hours(t["opened"], t["resolved"]) > 168)
assert not any(abs(hours(t["opened"], t["resolved"]) - 168) < 1e-9 for t in r24), "no ticket on the threshold"
check(slow, """
    SELECT COUNT(*) FROM tickets WHERE resolved_at IS NOT NULL
      AND date(resolved_at) BETWEEN '2024-01-01' AND '2024-12-31' AND %s > 168""" % (HRS % ("resolved_at", "opened_at")))
golden("r13_resolved_2024_over_a_week",
       "how many tickets resolved in 2024 took more than a week (168 hours) from being opened to being resolved?",
       slow, hint="int", mode="exact", difficulty="medium", tags=["threshold", "two-dates", "resolution-time", "year"])

# 8. role: tickets opened in 2024 escalated to an Escalations agent working from Austin
esc24 = [t for t in opened("2024-01-01", "2024-12-31") if t["escalated_to_agent_id"]]
esc_austin = sum(1 for t in esc24 if agents[t["escalated_to_agent_id"]]["site"] == "Austin")
owner_austin = sum(1 for t in esc24 if t["assigned_agent_id"] and agents[t["assigned_agent_id"]]["site"] == "Austin")
assert esc_austin != owner_austin, "the owner's site gives another count"
check(esc_austin, """
    SELECT COUNT(*) FROM tickets t JOIN agents x ON x.agent_id = t.escalated_to_agent_id
    WHERE x.site = 'Austin' AND date(t.opened_at) BETWEEN '2024-01-01' AND '2024-12-31'""")
golden("r13_escalated_to_austin_2024",
       "How many tickets opened in 2024 got escalated to someone in the Austin office?",
       esc_austin, hint="int", mode="exact", difficulty="hard", tags=["role", "escalation", "site", "year"])

# 9. per-entity amount: customers who opened more than 50 tickets in 2024
per_cust = Counter(t["customer_id"] for t in opened("2024-01-01", "2024-12-31"))
big = sum(1 for v in per_cust.values() if v > 50)
assert big != sum(1 for v in per_cust.values() if v >= 50), "more than vs at least differ: the question says more than"
check(big, """
    SELECT COUNT(*) FROM (SELECT customer_id FROM tickets WHERE date(opened_at) BETWEEN '2024-01-01' AND '2024-12-31'
                          GROUP BY customer_id HAVING COUNT(*) > 50)""")
golden("r13_customers_over_50_tickets_2024",
       "how many accounts opened more than 50 tickets in 2024",
       big, hint="int", mode="exact", difficulty="medium", tags=["per-entity", "threshold", "customer", "year"])

# 10. breakdown, one row: reopen rate by category for tickets resolved in 2024, the integration row
by_cat = defaultdict(lambda: [0, 0])
for t in r24:
    by_cat[t["category"]][0] += int(t["reopened_count"]) > 0
    by_cat[t["category"]][1] += 1
reopen_int = 100.0 * by_cat["integration"][0] / by_cat["integration"][1]
check([(k, 100.0 * v[0] / v[1]) for k, v in sorted(by_cat.items())], """
    SELECT category, 100.0 * SUM(CASE WHEN reopened_count > 0 THEN 1 ELSE 0 END) / COUNT(*) FROM tickets
    WHERE resolved_at IS NOT NULL AND date(resolved_at) BETWEEN '2024-01-01' AND '2024-12-31'
    GROUP BY category ORDER BY category""")
golden("r13_reopen_rate_by_category_integration_2024",
       "Can I get the reopen rate by category for tickets resolved in 2024? Mostly I need the integration number.",
       r2(reopen_int), hint="float", mode="approximate", difficulty="medium",
       tags=["breakdown", "reopen-rate", "category", "year"])

# 11. document: the monthly cap on Enterprise service credits.
# documents/sla_policy.md, "Service credits": "Enterprise customers are owed a service credit of 5% of
# their monthly fee for each P1 ticket that misses its resolution target, up to 25% of the monthly fee
# in any month."
doc_says(os.path.join(DOCS, "sla_policy.md"),
         "Enterprise customers are owed a service credit of 5% of their monthly fee for each P1 ticket that "
         "misses its resolution target, up to 25% of the monthly fee in any month.")
golden("r13_doc_enterprise_service_credit_cap",
       "whats the most service credit an enterprise customer can get in a single month, as a % of their monthly fee?",
       25, hint="int", mode="exact", route="documents", difficulty="easy", tags=["document", "policy", "sla"])

# 12. words the files do not use: web-form tickets about login (can't get into the account) opened in 2023
web_login = sum(1 for t in opened("2023-01-01", "2023-12-31") if t["channel"] == "web" and t["category"] == "login")
check(web_login, """
    SELECT COUNT(*) FROM tickets WHERE channel = 'web' AND category = 'login'
      AND date(opened_at) BETWEEN '2023-01-01' AND '2023-12-31'""")
golden("r13_online_form_cant_get_in_2023",
       "In 2023, how many times did someone fill in the online help form because they couldn't get into their account?",
       web_login, hint="int", mode="exact", difficulty="hard", tags=["plain-words", "channel", "category", "year"])


HEADER = [
    "# Held-out round 13 (helpdesk): not loaded by eval; written by an independent question",
    "# writer without reading the runtime and without running datacopilot; answers computed",
    "# by expected/round13.py from data/*.csv (Python standard library only, checked again",
    "# by SQL over sqlite3; the document answer from documents/sla_policy.md).",
    "# GENERATED: python3 expected/round13.py",
]

if __name__ == "__main__":
    main(OUT, HEADER)
