#!/usr/bin/env python3
"""Held-out round 14 for the helpdesk workspace: 35 new questions in the words
of business users (terse ones, long polite ones, three with typos), written by an
independent question writer from data/*.csv, knowledge.hcl and documents/*.md
only, without reading datacopilot's runtime (no *.go) and without running
datacopilot. Every expected value is computed here from data/*.csv with plain
Python loops, then a second time by hand-written SQL over the same CSV files
loaded into sqlite3 (a different path), and the two are asserted equal. The two
document answers are read from documents/satisfaction_policy.md and checked by
asserting the sentence is in the document.

    python3 expected/round14.py          # writes heldout/round14.hcl
    python3 expected/round14.py --print  # prints it instead

Definitions followed (knowledge.hcl, documents/*.md):
- tickets, escalations, the SLA breach rate and first response time belong to
  the day the ticket was opened (opened_at); resolved tickets, resolution times
  and the reopen rate to the day it was resolved (resolved_at); survey metrics
  to the day the survey was sent (sent_at); SLA breaches (the missed targets of
  sla_breaches.csv) to when the target was missed (breached_at);
- a team or site without a role word is the assigned agent's (the owner);
  "logged by" = created_by_agent_id; "escalated to" / "received an escalation"
  = escalated_to_agent_id;
- plan, region, country = the customer's; 'billing' and 'billing dispute' are
  different categories;
- CSAT = % of answered surveys scoring 4 or 5; escalation rate = % of tickets
  opened that were escalated; reopen rate = % of resolved tickets with
  reopened_count > 0; SLA breach rate counts tickets once;
- growth in percent = 100 * (later - earlier) / earlier;
- periods: Qn / Hn are calendar quarters / halves, dates inclusive (UTC); the
  billing migration is 2024-03-04 to 2024-03-22 (knowledge.hcl period).
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
OUT = os.path.join(ROOT, "heldout", "round14.hcl")
N_GOLDENS = 35


# ---------------------------------------------------------------- helpers
def ranked(d, n=None, reverse=True):
    """Items by value (highest first unless reverse=False), then key; refuses a tie
    inside the listed items or at the cut (the n-th and the next)."""
    items = sorted(d.items(), key=lambda kv: ((-kv[1] if reverse else kv[1]), str(kv[0])))
    head = items[:n] if n else items
    vals = [round(v, 6) for _, v in items]
    upto = len(head) if n is None else min(n + 1, len(items))
    for i in range(1, upto):
        assert vals[i] != vals[i - 1], "tie in ranking at %r / %r" % (items[i - 1], items[i])
    return head


def r2(x):
    """2 decimals, or 4 below 100, so rounding stays well inside the 0.1% tolerance."""
    return round(x + 0.0, 2 if abs(x) >= 100 else 4)


def pct_change(a, b):
    return 100.0 * (b - a) / a


GOLDENS = []


def golden(name, question, expect, hint, mode="exact", route=None, difficulty="easy", tags=()):
    assert route in (None, "documents"), route
    assert name not in {g["name"] for g in GOLDENS}, name
    assert expect is not None, name
    assert mode in ("exact", "approximate"), mode
    GOLDENS.append(dict(name=name, question=question, expect=expect, hint=hint, mode=mode, route=route,
                        difficulty=difficulty, tags=list(tags),
                        tolerance=0.001 if mode == "approximate" else None))


def hcl(v):
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, (int, float)):
        return json.dumps(v)
    if isinstance(v, str):
        return json.dumps(v, ensure_ascii=False)
    if isinstance(v, list) and all(not isinstance(x, dict) for x in v):
        return "[" + ", ".join(hcl(x) for x in v) + "]"
    raise TypeError(v)


def render(header, out):
    for h in header:
        print(h, file=out)
    for g in GOLDENS:
        print(file=out)
        print('golden "%s" {' % g["name"], file=out)
        print("  question    = %s" % hcl(g["question"]), file=out)
        print("  format_hint = %s" % hcl(g["hint"]), file=out)
        e = g["expect"]
        if isinstance(e, list) and e and isinstance(e[0], dict):
            print("  expect      = [", file=out)
            for row in e:
                print("    { %s }," % ", ".join("%s = %s" % (k, hcl(v)) for k, v in row.items()), file=out)
            print("  ]", file=out)
        else:
            print("  expect      = %s" % hcl(e), file=out)
        print("  mode        = %s" % hcl(g["mode"]), file=out)
        if g["tolerance"] is not None:
            print("  tolerance   = %s" % hcl(g["tolerance"]), file=out)
        if g["route"]:
            print("  expect_route = %s" % hcl(g["route"]), file=out)
        print("  difficulty  = %s" % hcl(g["difficulty"]), file=out)
        print("  tags        = %s" % hcl(g["tags"]), file=out)
        print("}", file=out)


def balanced(text):
    depth = 0
    in_str = False
    esc = False
    for ch in text:
        if in_str:
            if esc:
                esc = False
            elif ch == "\\":
                esc = True
            elif ch == '"':
                in_str = False
            continue
        if ch == '"':
            in_str = True
        elif ch in "{[":
            depth += 1
        elif ch in "}]":
            depth -= 1
            assert depth >= 0, "unbalanced"
    return depth == 0 and not in_str


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
    t["owner"] = agents.get(t["assigned_agent_id"])
    t["logger"] = agents.get(t["created_by_agent_id"])
    t["esc"] = agents.get(t["escalated_to_agent_id"])
    t["breached"] = {"true": True, "false": False}[t["sla_breached"]]
    t["reopens"] = int(t["reopened_count"])
tickets_by_id = {t["ticket_id"]: t for t in tickets}
surveys = load("satisfaction_surveys.csv")
for s in surveys:
    s["sent"] = ts(s["sent_at"])
    s["t"] = tickets_by_id[s["ticket_id"]]
breaches = load("sla_breaches.csv")
for b in breaches:
    b["at"] = ts(b["breached_at"])

DB = sqlite_db(DATA, ["customers.csv", "agents.csv", "tickets.csv", "satisfaction_surveys.csv", "sla_breaches.csv"])
# sqlite3 stores the sla_breached column as the text 'true'/'false'
assert DB.execute("SELECT COUNT(*) FROM tickets WHERE sla_breached NOT IN ('true','false')").fetchone()[0] == 0
HRS = "((julianday(%s) - julianday(%s)) * 24.0)"


def hours(a, b):
    return (b - a).total_seconds() / 3600.0


def on(d, lo, hi):
    return d is not None and dt.date.fromisoformat(lo) <= d.date() <= dt.date.fromisoformat(hi)


def opened(lo, hi):
    return [t for t in tickets if on(t["opened"], lo, hi)]


def resolved(lo, hi):
    return [t for t in tickets if on(t["resolved"], lo, hi)]


def sent(lo, hi):
    return [s for s in surveys if on(s["sent"], lo, hi)]


Y23, Y24 = ("2023-01-01", "2023-12-31"), ("2024-01-01", "2024-12-31")
Q1_24 = ("2024-01-01", "2024-03-31")
Q4_24 = ("2024-10-01", "2024-12-31")
H2_24 = ("2024-07-01", "2024-12-31")
Q1_25, Q2_25 = ("2025-01-01", "2025-03-31"), ("2025-04-01", "2025-06-30")
H1_25 = ("2025-01-01", "2025-06-30")
MIG = ("2024-03-04", "2024-03-22")


def between(col, p):
    return "date(%s) BETWEEN '%s' AND '%s'" % (col, p[0], p[1])


# ========================================================= counts with filters
# 1. P2 chat tickets opened in Q2 2025
v = sum(1 for t in opened(*Q2_25) if t["priority"] == "P2" and t["channel"] == "chat")
check(v, "SELECT COUNT(*) FROM tickets WHERE priority='P2' AND channel='chat' AND " + between("opened_at", Q2_25))
golden("r14_p2_chat_q2_2025", "How many high priority (P2) tickets came in over chat in Q2 2025?",
       v, "int", tags=["count", "two-filters", "priority", "channel", "quarter"])

# 2. integration tickets from Pro customers, 2023 (typo "tikets")
v = sum(1 for t in opened(*Y23) if t["category"] == "integration" and t["cust"]["plan"] == "Pro")
check(v, """SELECT COUNT(*) FROM tickets t JOIN customers c USING (customer_id)
            WHERE t.category='integration' AND c.plan='Pro' AND """ + between("t.opened_at", Y23))
golden("r14_pro_integration_2023", "how many integration tikets did pro customers open in 2023",
       v, "int", tags=["count", "typo", "category", "plan", "year"])

# ============================================================ distinct counts
# 3. customers who raised a ticket in March 2025
v = len({t["customer_id"] for t in opened("2025-03-01", "2025-03-31")})
check(v, "SELECT COUNT(DISTINCT customer_id) FROM tickets WHERE " + between("opened_at", ("2025-03-01", "2025-03-31")))
golden("r14_customers_with_ticket_mar_2025",
       "how many customers raised at least one ticket in march 2025?",
       v, "int", tags=["distinct-count", "customer", "month"])

# 4. LATAM accounts with at least one escalated ticket opened in 2024
v = len({t["customer_id"] for t in opened(*Y24) if t["esc"] and t["cust"]["region"] == "LATAM"})
check(v, """SELECT COUNT(DISTINCT t.customer_id) FROM tickets t JOIN customers c USING (customer_id)
            WHERE c.region='LATAM' AND t.escalated_to_agent_id IS NOT NULL AND """ + between("t.opened_at", Y24))
golden("r14_latam_customers_escalated_2024",
       "How many different Latin American accounts had at least one ticket escalated in 2024?",
       v, "int", difficulty="medium", tags=["distinct-count", "region", "escalated", "year"])

# 5. distinct customers who wrote a comment on a survey sent in 2024
v = len({s["t"]["customer_id"] for s in sent(*Y24) if s["comment"]})
check(v, """SELECT COUNT(DISTINCT t.customer_id) FROM satisfaction_surveys s JOIN tickets t USING (ticket_id)
            WHERE s.comment IS NOT NULL AND s.comment <> '' AND """ + between("s.sent_at", Y24))
golden("r14_customers_commented_2024",
       "How many different customers left a written comment on a satisfaction survey sent in 2024?",
       v, "int", difficulty="hard", tags=["distinct-count", "survey", "comment", "join", "year"])

# ================================================================ top/bottom N
# 6. top 3 countries by tickets, H1 2025
cnt = Counter(t["cust"]["country"] for t in opened(*H1_25))
top = ranked(cnt, 3)
check(top, """SELECT c.country, COUNT(*) n FROM tickets t JOIN customers c USING (customer_id)
              WHERE """ + between("t.opened_at", H1_25) + " GROUP BY c.country ORDER BY n DESC, c.country LIMIT 3")
golden("r14_top3_countries_h1_2025",
       "top 3 countries by number of tickets in the first half of 2025, with the counts",
       [{"country": k, "tickets": n} for k, n in top], "list[{country:str, tickets:int}]",
       difficulty="medium", tags=["top-n", "numeric-limit", "country", "half-year"])

# 7. the two categories slowest to resolve on average, tickets resolved in H1 2025
acc = defaultdict(list)
for t in resolved(*H1_25):
    acc[t["category"]].append(hours(t["opened"], t["resolved"]))
avg = {k: sum(x) / len(x) for k, x in acc.items()}
top = ranked(avg, 2)
check([(k,) for k, _ in top], """SELECT category FROM tickets WHERE resolved_at IS NOT NULL AND """
      + between("resolved_at", H1_25) + " GROUP BY category ORDER BY AVG(" + HRS % ("resolved_at", "opened_at")
      + ") DESC LIMIT 2")
golden("r14_two_slowest_categories_h1_2025",
       "Which two ticket categories took the longest to resolve on average, looking at tickets resolved in the first half of 2025? Slowest first.",
       [{"category": k} for k, _ in top], "list[{category:str}]",
       difficulty="medium", tags=["top-n", "written-limit", "resolution-time", "category", "half-year"])

# 8. four Tier 1 agents with the most resolved tickets in Q1 2025
cnt = Counter(t["owner"]["full_name"] for t in resolved(*Q1_25) if t["owner"] and t["owner"]["team"] == "Tier 1")
top = ranked(cnt, 4)
check(top, """SELECT a.full_name, COUNT(*) n FROM tickets t JOIN agents a ON a.agent_id = t.assigned_agent_id
              WHERE a.team='Tier 1' AND t.resolved_at IS NOT NULL AND """ + between("t.resolved_at", Q1_25)
      + " GROUP BY a.full_name ORDER BY n DESC, a.full_name LIMIT 4")
golden("r14_top4_tier1_resolvers_q1_2025",
       "Which 4 agents on the Tier 1 team closed out the most tickets in Q1 2025, and how many each?",
       [{"agent": k, "resolved_tickets": n} for k, n in top], "list[{agent:str, resolved_tickets:int}]",
       difficulty="medium", tags=["top-n", "numeric-limit", "resolved", "team", "agent", "quarter"])

# 9. bottom: the three customer countries with the lowest CSAT on surveys sent in 2024
acc = defaultdict(lambda: [0, 0])
for s in sent(*Y24):
    if s["score"]:
        acc[s["t"]["cust"]["country"]][0] += int(s["score"]) >= 4
        acc[s["t"]["cust"]["country"]][1] += 1
csat_c = {k: 100.0 * a / b for k, (a, b) in acc.items()}
bot = ranked(csat_c, 3, reverse=False)
check([(k, r) for k, r in bot], """SELECT c.country, 100.0 * SUM(s.score >= 4) / COUNT(*) r
      FROM satisfaction_surveys s JOIN tickets t USING (ticket_id) JOIN customers c ON c.customer_id = t.customer_id
      WHERE s.score IS NOT NULL AND """ + between("s.sent_at", Y24) + " GROUP BY c.country ORDER BY r ASC LIMIT 3")
golden("r14_bottom3_countries_csat_2024",
       "Which three customer countries had the worst CSAT on surveys sent in 2024? Worst first, with the CSAT.",
       [{"country": k, "csat": r2(r)} for k, r in bot], "list[{country:str, csat:float}]", mode="approximate",
       difficulty="hard", tags=["bottom-n", "written-limit", "csat", "country", "year"])

# ======================================================== ranking by a measure
# 10. teams (of the owner) ranked by escalation rate, tickets opened in 2024
acc = defaultdict(lambda: [0, 0])
for t in opened(*Y24):
    assert t["owner"], "every 2024 ticket has an owner"
    acc[t["owner"]["team"]][0] += bool(t["esc"])
    acc[t["owner"]["team"]][1] += 1
rate = {k: 100.0 * a / b for k, (a, b) in acc.items()}
rk = ranked(rate)
check(rk, """SELECT a.team, 100.0 * SUM(t.escalated_to_agent_id IS NOT NULL) / COUNT(*) r
             FROM tickets t JOIN agents a ON a.agent_id = t.assigned_agent_id
             WHERE """ + between("t.opened_at", Y24) + " GROUP BY a.team ORDER BY r DESC")
golden("r14_teams_by_escalation_rate_2024",
       "Rank the support teams by escalation rate for tickets opened in 2024, highest first.",
       [{"team": k, "escalation_rate": r2(r)} for k, r in rk], "list[{team:str, escalation_rate:float}]",
       mode="approximate", difficulty="medium", tags=["ranking", "escalation-rate", "team", "year"])

# 11. priority with the highest reopen rate, tickets resolved in 2024
acc = defaultdict(lambda: [0, 0])
for t in resolved(*Y24):
    acc[t["priority"]][0] += t["reopens"] > 0
    acc[t["priority"]][1] += 1
rate = {k: 100.0 * a / b for k, (a, b) in acc.items()}
best = ranked(rate, 1)[0][0]
check(best, """SELECT priority FROM tickets WHERE resolved_at IS NOT NULL AND """ + between("resolved_at", Y24)
      + " GROUP BY priority ORDER BY 100.0 * SUM(reopened_count > 0) / COUNT(*) DESC LIMIT 1")
golden("r14_priority_highest_reopen_rate_2024",
       "Which priority level had the highest reopen rate among tickets resolved in 2024?",
       best, "str", difficulty="medium", tags=["ranking", "reopen-rate", "priority", "year"])

# 12. agent (owner) with the lowest average resolution time among Tier 2 agents, tickets resolved in 2024,
#     only agents who resolved at least 100
acc = defaultdict(list)
for t in resolved(*Y24):
    if t["owner"] and t["owner"]["team"] == "Tier 2":
        acc[t["owner"]["full_name"]].append(hours(t["opened"], t["resolved"]))
avg = {k: sum(x) / len(x) for k, x in acc.items() if len(x) >= 100}
fast = ranked(avg, 1, reverse=False)[0][0]
check(fast, """SELECT a.full_name FROM tickets t JOIN agents a ON a.agent_id = t.assigned_agent_id
               WHERE a.team='Tier 2' AND t.resolved_at IS NOT NULL AND """ + between("t.resolved_at", Y24)
      + " GROUP BY a.full_name HAVING COUNT(*) >= 100 ORDER BY AVG(" + HRS % ("t.resolved_at", "t.opened_at")
      + ") ASC LIMIT 1")
golden("r14_fastest_tier2_agent_2024",
       "Among Tier 2 agents who resolved at least 100 tickets in 2024, who had the fastest average resolution time?",
       fast, "str", difficulty="hard", tags=["ranking", "resolution-time", "agent", "team", "threshold", "year"])

# ===================================================== averages per entity
# 13. average tickets resolved per Tier 2 agent in 2024 (agents who resolved at least one) (typo "avrage")
cnt = Counter(t["owner"]["agent_id"] for t in resolved(*Y24) if t["owner"] and t["owner"]["team"] == "Tier 2")
v = sum(cnt.values()) / len(cnt)
check(v, """SELECT AVG(n) FROM (SELECT t.assigned_agent_id, COUNT(*) n FROM tickets t
            JOIN agents a ON a.agent_id = t.assigned_agent_id
            WHERE a.team='Tier 2' AND t.resolved_at IS NOT NULL AND """ + between("t.resolved_at", Y24)
      + " GROUP BY t.assigned_agent_id)")
golden("r14_avg_resolved_per_tier2_agent_2024",
       "whats the avrage number of tickets resolved per Tier 2 agent in 2024? only count agents who resolved at least one",
       r2(v), "float", mode="approximate", difficulty="medium",
       tags=["average-per-entity", "typo", "resolved", "team", "year"])

# 14. average escalations received per escalation agent, tickets opened in H1 2025
cnt = Counter(t["escalated_to_agent_id"] for t in opened(*H1_25) if t["esc"])
v = sum(cnt.values()) / len(cnt)
check(v, """SELECT AVG(n) FROM (SELECT escalated_to_agent_id, COUNT(*) n FROM tickets
            WHERE escalated_to_agent_id IS NOT NULL AND """ + between("opened_at", H1_25)
      + " GROUP BY escalated_to_agent_id)")
golden("r14_avg_escalations_per_receiver_h1_2025",
       "Looking at tickets opened in the first half of 2025, how many escalations did each escalation agent recieve on average? Only count the people who got at least one.",
       r2(v), "float", mode="approximate", difficulty="hard",
       tags=["average-per-entity", "typo", "role", "escalation", "half-year"])

# ============================================================== share of total
# 15. share of 2023 tickets in the category 'billing' (not disputes)
t23 = opened(*Y23)
v = 100.0 * sum(1 for t in t23 if t["category"] == "billing") / len(t23)
check(v, "SELECT 100.0 * SUM(category='billing') / COUNT(*) FROM tickets WHERE " + between("opened_at", Y23))
golden("r14_billing_share_2023",
       "What percent of the tickets opened in 2023 were plain billing questions (not billing disputes)?",
       r2(v), "float", mode="approximate", difficulty="medium", tags=["share", "category", "billing-vs-dispute", "year"])

# 16. share of SLA misses logged in 2024 that were resolution misses
b24 = [b for b in breaches if on(b["at"], *Y24)]
v = 100.0 * sum(1 for b in b24 if b["breach_type"] == "resolution") / len(b24)
check(v, "SELECT 100.0 * SUM(breach_type='resolution') / COUNT(*) FROM sla_breaches WHERE " + between("breached_at", Y24))
golden("r14_resolution_share_of_breaches_2024",
       "Of all the SLA breaches logged in 2024, what percentage were resolution-target misses?",
       r2(v), "float", mode="approximate", difficulty="medium", tags=["share", "sla-breaches", "breach-type", "year"])

# 17. of answered surveys sent in Q4 2024, % scoring 5
ans = [s for s in sent(*Q4_24) if s["score"]]
v = 100.0 * sum(1 for s in ans if s["score"] == "5") / len(ans)
check(v, "SELECT 100.0 * SUM(score=5) / COUNT(*) FROM satisfaction_surveys WHERE score IS NOT NULL AND "
      + between("sent_at", Q4_24))
golden("r14_top_score_share_q4_2024",
       "Of the surveys sent in Q4 2024 that customers actually answered, what percent gave us the top score of 5?",
       r2(v), "float", mode="approximate", difficulty="medium", tags=["share", "survey", "score", "quarter"])

# ================================================================== growth
# 18. P1 tickets, 2023 -> 2024
a = sum(1 for t in t23 if t["priority"] == "P1")
b = sum(1 for t in opened(*Y24) if t["priority"] == "P1")
v = pct_change(a, b)
sa = DB.execute("SELECT COUNT(*) FROM tickets WHERE priority='P1' AND " + between("opened_at", Y23)).fetchone()[0]
sb = DB.execute("SELECT COUNT(*) FROM tickets WHERE priority='P1' AND " + between("opened_at", Y24)).fetchone()[0]
check(v, "SELECT 100.0 * (? - ?) / ?", sb, sa, sa)
golden("r14_p1_growth_2023_2024",
       "By what percentage did the number of P1 tickets change from 2023 to 2024?",
       r2(v), "float", mode="approximate", difficulty="medium", tags=["growth", "priority", "year"])

# 19. tickets resolved by Manila agents (owners), Q1 2024 -> Q1 2025
def manila_resolved(p):
    return sum(1 for t in resolved(*p) if t["owner"] and t["owner"]["site"] == "Manila")
a, b = manila_resolved(Q1_24), manila_resolved(Q1_25)
v = pct_change(a, b)
check(v, """WITH m AS (SELECT t.resolved_at FROM tickets t JOIN agents a ON a.agent_id = t.assigned_agent_id
                       WHERE a.site='Manila' AND t.resolved_at IS NOT NULL)
            SELECT 100.0 * ((SELECT COUNT(*) FROM m WHERE """ + between("resolved_at", Q1_25) + """)
                          - (SELECT COUNT(*) FROM m WHERE """ + between("resolved_at", Q1_24) + """))
                   / (SELECT COUNT(*) FROM m WHERE """ + between("resolved_at", Q1_24) + ")")
golden("r14_manila_resolved_growth_q1",
       "% change in tickets resolved by the Manila office from Q1 2024 to Q1 2025?",
       r2(v), "float", mode="approximate", difficulty="hard", tags=["growth", "resolved", "site", "quarter"])

# 20. average first response time, H2 2024 -> H1 2025
def afr(p):
    x = [hours(t["opened"], t["first"]) for t in opened(*p) if t["first"]]
    return sum(x) / len(x)
v = pct_change(afr(H2_24), afr(H1_25))
sql_afr = "(SELECT AVG(" + HRS % ("first_response_at", "opened_at") + ") FROM tickets WHERE first_response_at IS NOT NULL AND %s)"
check(v, "SELECT 100.0 * (%s - %s) / %s" % (sql_afr % between("opened_at", H1_25), sql_afr % between("opened_at", H2_24),
                                            sql_afr % between("opened_at", H2_24)))
golden("r14_first_response_change_h2_2024_h1_2025",
       "By how many percent did our average first response time change from the second half of 2024 to the first half of 2025?",
       r2(v), "float", mode="approximate", difficulty="medium", tags=["growth", "first-response-time", "half-year"])

# ============================================================ negation / exclusion
# 21. customers with a 2024 ticket but no escalated 2024 ticket
t24 = opened(*Y24)
with_t = {t["customer_id"] for t in t24}
with_esc = {t["customer_id"] for t in t24 if t["esc"]}
v = len(with_t - with_esc)
check(v, """SELECT COUNT(DISTINCT customer_id) FROM tickets t WHERE """ + between("t.opened_at", Y24) + """
            AND NOT EXISTS (SELECT 1 FROM tickets u WHERE u.customer_id = t.customer_id
                            AND u.escalated_to_agent_id IS NOT NULL AND """ + between("u.opened_at", Y24) + ")")
golden("r14_customers_never_escalated_2024",
       "How many customers opened tickets in 2024 but never had any of those 2024 tickets escalated?",
       v, "int", difficulty="hard", tags=["negation", "never", "distinct-count", "escalated", "year"])

# 22. Enterprise tickets in Q1 2025 excluding phone
v = sum(1 for t in opened(*Q1_25) if t["cust"]["plan"] == "Enterprise" and t["channel"] != "phone")
check(v, """SELECT COUNT(*) FROM tickets t JOIN customers c USING (customer_id)
            WHERE c.plan='Enterprise' AND t.channel <> 'phone' AND """ + between("t.opened_at", Q1_25))
golden("r14_enterprise_non_phone_q1_2025",
       "Excluding phone calls, how many tickets did Enterprise customers open in Q1 2025?",
       v, "int", tags=["exclusion", "channel", "plan", "quarter"])

# 23. customers who signed up in 2024 and never raised a ticket
has = {t["customer_id"] for t in tickets}
v = sum(1 for c in customers.values() if c["signup_date"].startswith("2024") and c["customer_id"] not in has)
check(v, """SELECT COUNT(*) FROM customers c WHERE c.signup_date BETWEEN '2024-01-01' AND '2024-12-31'
            AND NOT EXISTS (SELECT 1 FROM tickets t WHERE t.customer_id = c.customer_id)""")
golden("r14_2024_signups_no_tickets",
       "Of the customers who signed up in 2024, how many haven't raised a single ticket?",
       v, "int", difficulty="medium", tags=["negation", "never", "signup", "year"])

# ================================================================ comparisons
# 24. tickets resolved in 2024 reopened more than once
r24 = resolved(*Y24)
v = sum(1 for t in r24 if t["reopens"] > 1)
assert v != sum(1 for t in r24 if t["reopens"] >= 1)
check(v, "SELECT COUNT(*) FROM tickets WHERE reopened_count > 1 AND resolved_at IS NOT NULL AND " + between("resolved_at", Y24))
golden("r14_reopened_more_than_once_2024",
       "how many tickets resolved in 2024 were reopened more than once",
       v, "int", tags=["comparison", "reopened", "year"])

# 25. P2 tickets resolved in 2024 that took over 48 hours
x = [hours(t["opened"], t["resolved"]) for t in r24 if t["priority"] == "P2"]
assert not any(abs(h - 48) < 1e-9 for h in x)
v = sum(1 for h in x if h > 48)
check(v, "SELECT COUNT(*) FROM tickets WHERE priority='P2' AND resolved_at IS NOT NULL AND "
      + between("resolved_at", Y24) + " AND " + HRS % ("resolved_at", "opened_at") + " > 48")
golden("r14_p2_over_48h_2024",
       "How many P2 tickets resolved in 2024 took over 48 hours from open to resolution?",
       v, "int", difficulty="medium", tags=["comparison", "threshold", "resolution-time", "priority", "year"])

# 26. customers with more than 3 billing dispute tickets, all time
cnt = Counter(t["customer_id"] for t in tickets if t["category"] == "billing dispute")
v = sum(1 for n in cnt.values() if n > 3)
assert v != sum(1 for n in cnt.values() if n >= 3)
check(v, """SELECT COUNT(*) FROM (SELECT customer_id FROM tickets WHERE category='billing dispute'
            GROUP BY customer_id HAVING COUNT(*) > 3)""")
golden("r14_customers_more_than_3_disputes",
       "How many customers have raised more than 3 billing disputes in total, across all the data we have?",
       v, "int", difficulty="medium", tags=["comparison", "per-entity", "category", "all-time"])

# ==================================================================== roles
# 27. tickets opened in H1 2025 logged by an Austin agent (logging role, not the owner)
h1 = opened(*H1_25)
v = sum(1 for t in h1 if t["logger"] and t["logger"]["site"] == "Austin")
assert v != sum(1 for t in h1 if t["owner"] and t["owner"]["site"] == "Austin"), "owner reading differs"
check(v, """SELECT COUNT(*) FROM tickets t JOIN agents a ON a.agent_id = t.created_by_agent_id
            WHERE a.site='Austin' AND """ + between("t.opened_at", H1_25))
golden("r14_logged_by_austin_h1_2025",
       "How many tickets opened in the first half of 2025 were logged by an agent based in Austin on the customer's behalf?",
       v, "int", difficulty="medium", tags=["role", "logged-by", "site", "half-year"])

# 28. 2024 tickets logged by a Tier 1 agent and owned by a Tier 2 agent
v = sum(1 for t in t24 if t["logger"] and t["owner"] and t["logger"]["team"] == "Tier 1" and t["owner"]["team"] == "Tier 2")
check(v, """SELECT COUNT(*) FROM tickets t JOIN agents l ON l.agent_id = t.created_by_agent_id
            JOIN agents o ON o.agent_id = t.assigned_agent_id
            WHERE l.team='Tier 1' AND o.team='Tier 2' AND """ + between("t.opened_at", Y24))
golden("r14_logged_tier1_owned_tier2_2024",
       "In 2024, how many tickets were logged by a Tier 1 agent but ended up assigned to a Tier 2 agent?",
       v, "int", difficulty="hard", tags=["role", "logged-by", "assigned", "team", "year"])

# 29. the Escalations-side agent who received the most P1 escalations, tickets opened in H1 2025
cnt = Counter(t["esc"]["full_name"] for t in h1 if t["esc"] and t["priority"] == "P1")
who = ranked(cnt, 1)[0][0]
check(who, """SELECT a.full_name FROM tickets t JOIN agents a ON a.agent_id = t.escalated_to_agent_id
              WHERE t.priority='P1' AND """ + between("t.opened_at", H1_25) + " GROUP BY a.full_name ORDER BY COUNT(*) DESC LIMIT 1")
owner_top = ranked(Counter(t["owner"]["full_name"] for t in h1 if t["esc"] and t["owner"] and t["priority"] == "P1"), 1)[0][0]
assert owner_top != who, "the owner reading names someone else"
golden("r14_top_p1_escalation_receiver_h1_2025",
       "Who had the most urgent tickets escalated to them in the first half of 2025?",
       who, "str", difficulty="hard", tags=["role", "escalated-to", "priority", "ranking", "half-year"])

# ============================================================ named periods
# 30. average first response time for tickets opened during the billing migration
x = [hours(t["opened"], t["first"]) for t in opened(*MIG) if t["first"]]
v = sum(x) / len(x)
check(v, "SELECT AVG(" + HRS % ("first_response_at", "opened_at") + ") FROM tickets WHERE first_response_at IS NOT NULL AND "
      + between("opened_at", MIG))
golden("r14_first_response_billing_migration",
       "During the billing migration, what was our average first response time in hours?",
       r2(v), "float", mode="approximate", difficulty="medium", tags=["named-period", "first-response-time"])

# 31. P1 tickets opened on 2024-11-12 (the outage day)
v = sum(1 for t in opened("2024-11-12", "2024-11-12") if t["priority"] == "P1")
check(v, "SELECT COUNT(*) FROM tickets WHERE priority='P1' AND date(opened_at) = '2024-11-12'")
golden("r14_p1_on_2024_11_12",
       "How many P1 tickets were opened on 12 November 2024?",
       v, "int", tags=["named-day", "priority", "count"])

# ================================================================ breakdowns
# 32. open backlog by priority, P1 to P4
cnt = Counter(t["priority"] for t in tickets if t["resolved"] is None)
rows = [(p, cnt[p]) for p in ("P1", "P2", "P3", "P4") if cnt[p]]
check(rows, "SELECT priority, COUNT(*) FROM tickets WHERE resolved_at IS NULL GROUP BY priority ORDER BY priority")
golden("r14_backlog_by_priority",
       "break down the current open backlog by priority, P1 through P4",
       [{"priority": p, "open_tickets": n} for p, n in rows], "list[{priority:str, open_tickets:int}]",
       tags=["breakdown", "open-tickets", "priority"])

# 33. CSAT by region, surveys sent in H1 2025, highest first
acc = defaultdict(lambda: [0, 0])
for s in sent(*H1_25):
    if s["score"]:
        acc[s["t"]["cust"]["region"]][0] += int(s["score"]) >= 4
        acc[s["t"]["cust"]["region"]][1] += 1
rk = ranked({k: 100.0 * a / b for k, (a, b) in acc.items()})
check(rk, """SELECT c.region, 100.0 * SUM(s.score >= 4) / COUNT(*) r
             FROM satisfaction_surveys s JOIN tickets t USING (ticket_id) JOIN customers c ON c.customer_id = t.customer_id
             WHERE s.score IS NOT NULL AND """ + between("s.sent_at", H1_25) + " GROUP BY c.region ORDER BY r DESC")
golden("r14_csat_by_region_h1_2025",
       "Can you show me CSAT by customer region for the surveys we sent in the first half of 2025? Highest first please.",
       [{"region": k, "csat": r2(r)} for k, r in rk], "list[{region:str, csat:float}]", mode="approximate",
       difficulty="medium", tags=["breakdown", "csat", "region", "half-year"])

# ================================================================ documents
doc_says(os.path.join(DOCS, "satisfaction_policy.md"), "The desk aims to keep the reopen rate below 8%.")
golden("r14_doc_reopen_rate_target",
       "what reopen rate is the desk supposed to stay under, in %?",
       8, "int", route="documents", difficulty="easy", tags=["document", "policy", "reopen"])

doc_says(os.path.join(DOCS, "satisfaction_policy.md"),
         "Customers have 7 days to answer. A survey not answered within 7 days of being sent expires")
golden("r14_doc_survey_window_days",
       "How many days does a customer get to answer a satisfaction survey before it expires?",
       7, "int", route="documents", difficulty="easy", tags=["document", "policy", "survey"])


HEADER = [
    "# Held-out round 14 (helpdesk): not loaded by eval; written by an independent question",
    "# writer without reading the runtime and without running datacopilot; answers computed",
    "# by expected/round14.py from data/*.csv (Python standard library only, checked again",
    "# by SQL over sqlite3; the document answers from documents/satisfaction_policy.md).",
    "# GENERATED: python3 expected/round14.py",
]


def main():
    assert len(GOLDENS) == N_GOLDENS, len(GOLDENS)
    if len(sys.argv) > 1 and sys.argv[1] == "--print":
        render(HEADER, sys.stdout)
        return
    with open(OUT, "w", encoding="utf-8") as f:
        render(HEADER, f)
    with open(OUT, encoding="utf-8") as f:
        text = f.read()
    assert balanced(text), "unbalanced braces"
    assert text.count('golden "') == N_GOLDENS
    print("wrote %s (%d goldens)" % (os.path.relpath(OUT), len(GOLDENS)))


if __name__ == "__main__":
    main()
