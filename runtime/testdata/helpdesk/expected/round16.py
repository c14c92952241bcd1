#!/usr/bin/env python3
"""Held-out round 16 for the helpdesk workspace: 35 new questions in the words
of business users (terse ones, long polite ones, three with typos, some with
written numbers), written by an independent question writer from data/*.csv,
knowledge.hcl and documents/*.md only, without reading datacopilot's runtime
(no *.go) and without running datacopilot. Every expected value is computed
here from data/*.csv with plain Python loops, then a second time by
hand-written SQL over the same CSV files loaded into sqlite3 (a different
path), and the two are asserted equal. The two document answers are read from
documents/sla_policy.md and checked by asserting the sentence is in the
document.

    python3 expected/round16.py          # writes heldout/round16.hcl
    python3 expected/round16.py --print  # prints it instead

Definitions followed (knowledge.hcl, documents/*.md):
- tickets, escalations, the escalation rate, the SLA breach rate and first
  response time belong to the day the ticket was opened (opened_at); resolved
  tickets, resolution times (mean and median) and the reopen rate to the day
  it was resolved (resolved_at); survey metrics (CSAT, average score, response
  rate, responses) to the day the survey was sent (sent_at); SLA breaches (the
  missed targets, rows of sla_breaches.csv, a ticket missing both counting
  twice) to when the target was missed (breached_at); new customers to
  signup_date and churned customers to churned_date;
- agent roles: a team or site without a role word is the assigned agent's
  (the owner, credited with resolving); "logged by" / "on the customer's
  behalf" = created_by_agent_id; "escalated to" = escalated_to_agent_id; the
  Head of Support is the agent whose role is 'Head of Support';
- plan, region, country = the customer's; 'billing' and 'billing dispute' are
  different categories; "help center form" = channel web;
- CSAT = % of answered surveys scoring 4 or 5; the average satisfaction score
  = mean score of answered surveys (1-5); the survey response rate = % of
  surveys sent that were answered; escalation rate = % of tickets opened that
  were escalated; reopen rate = % of resolved tickets with reopened_count > 0;
  SLA breach rate = % of tickets opened with sla_breached (a ticket counts
  once); the median of an even number of values is the mean of the middle two;
- "customers who opened tickets" counts distinct customer_id on tickets;
  averages per customer count only customers with at least one ticket in the
  period (the question says so);
- growth in percent = 100 * (later - earlier) / earlier;
- periods: Qn / Hn are calendar quarters / halves, months calendar months,
  dates inclusive (UTC); the billing migration is 2024-03-04 to 2024-03-22
  (knowledge.hcl period, 19 days).
Floats are rounded to 2 decimals (4 below 100); shares and rates are
percentages 0-100. Rankings are checked for ties at the cut; list answers are
"contains" goldens naming the expected items.
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
OUT = os.path.join(ROOT, "heldout", "round16.hcl")
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
    assert mode in ("exact", "approximate", "contains"), mode
    if mode == "contains":
        assert isinstance(expect, list) and expect and all(isinstance(x, str) for x in expect), name
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


def median(xs):
    xs = sorted(xs)
    n = len(xs)
    return xs[n // 2] if n % 2 else (xs[n // 2 - 1] + xs[n // 2]) / 2.0


def sql_median(inner):
    """Median of the single column h of the SQL query `inner` (hand-written, sqlite has none)."""
    return ("SELECT AVG(h) FROM (SELECT h FROM (%s) ORDER BY h LIMIT 2 - (SELECT COUNT(*) FROM (%s)) %% 2 "
            "OFFSET ((SELECT COUNT(*) FROM (%s)) - 1) / 2)" % (inner, inner, inner))


Y23, Y24 = ("2023-01-01", "2023-12-31"), ("2024-01-01", "2024-12-31")
H1_23, H2_23 = ("2023-01-01", "2023-06-30"), ("2023-07-01", "2023-12-31")
H1_24, H2_24 = ("2024-01-01", "2024-06-30"), ("2024-07-01", "2024-12-31")
H1_25 = ("2025-01-01", "2025-06-30")
Q3_23, Q4_23 = ("2023-07-01", "2023-09-30"), ("2023-10-01", "2023-12-31")
Q3_24 = ("2024-07-01", "2024-09-30")
OCT_23 = ("2023-10-01", "2023-10-31")
MAR_24 = ("2024-03-01", "2024-03-31")
MIG = ("2024-03-04", "2024-03-22")
MIG_DAYS = (dt.date(2024, 3, 22) - dt.date(2024, 3, 4)).days + 1
assert MIG_DAYS == 19


def between(col, p):
    return "date(%s) BETWEEN '%s' AND '%s'" % (col, p[0], p[1])


agents_by_name = {a["full_name"]: a for a in agents.values()}
assert len(agents_by_name) == len(agents)
OWNER = "JOIN agents a ON a.agent_id = t.assigned_agent_id"
t23, t24 = opened(*Y23), opened(*Y24)

# ================================================================ plain counts
# 1. help center form (web) tickets about data export, opened in October 2023
v = sum(1 for t in opened(*OCT_23) if t["channel"] == "web" and t["category"] == "data export")
check(v, "SELECT COUNT(*) FROM tickets WHERE channel='web' AND category='data export' AND " + between("opened_at", OCT_23))
golden("r16_web_data_export_oct_2023",
       "how many help center form tickets about data exports were opened in october 2023?",
       v, "int", tags=["count", "channel", "category", "month", "synonym"])

# ============================================================ distinct counts
# 2. distinct Free plan customers with at least one integration ticket opened in H2 2023
v = len({t["customer_id"] for t in opened(*H2_23) if t["category"] == "integration" and t["cust"]["plan"] == "Free"})
check(v, """SELECT COUNT(DISTINCT t.customer_id) FROM tickets t JOIN customers c USING (customer_id)
            WHERE t.category='integration' AND c.plan='Free' AND """ + between("t.opened_at", H2_23))
golden("r16_free_customers_integration_h2_2023",
       "How many different free-tier customers opened at least one integration ticket in the second half of 2023?",
       v, "int", difficulty="medium", tags=["distinct-count", "plan", "category", "half-year"])

# 3. distinct agents who logged at least one ticket for a customer, tickets opened in Q3 2024
q3 = opened(*Q3_24)
v = len({t["created_by_agent_id"] for t in q3 if t["logger"]})
# two team leads logged some: the question says "team leads included"; the Head of Support logged none
assert v != len({t["created_by_agent_id"] for t in q3 if t["logger"] and t["logger"]["role"] == "Agent"})
assert not any(t["logger"] and t["logger"]["role"] == "Head of Support" for t in q3)
assert v != len({t["assigned_agent_id"] for t in q3 if t["owner"]}), "owner reading differs"
check(v, "SELECT COUNT(DISTINCT created_by_agent_id) FROM tickets WHERE created_by_agent_id IS NOT NULL AND "
      + between("opened_at", Q3_24))
golden("r16_distinct_loggers_q3_2024",
       "In Q3 2024, how many different people on the support desk, team leads included, logged at least one ticket on a customer's behalf?",
       v, "int", tags=["distinct-count", "role", "logged-by", "quarter"])

# 4. distinct British customers who raised a billing dispute in 2023
v = len({t["customer_id"] for t in t23 if t["category"] == "billing dispute" and t["cust"]["country"] == "United Kingdom"})
check(v, """SELECT COUNT(DISTINCT t.customer_id) FROM tickets t JOIN customers c USING (customer_id)
            WHERE t.category='billing dispute' AND c.country='United Kingdom' AND """ + between("t.opened_at", Y23))
golden("r16_uk_customers_billing_dispute_2023",
       "how many different british customers raised a billing dispute in 2023",
       v, "int", tags=["distinct-count", "country", "category", "billing-vs-dispute", "year"])

# ========================================================== never / always
# 5. customers with a ticket in 2023 but none in 2024
c23 = {t["customer_id"] for t in t23}
c24 = {t["customer_id"] for t in t24}
v = len(c23 - c24)
check(v, """SELECT COUNT(DISTINCT customer_id) FROM tickets t WHERE """ + between("t.opened_at", Y23) + """
            AND NOT EXISTS (SELECT 1 FROM tickets u WHERE u.customer_id = t.customer_id AND """
      + between("u.opened_at", Y24) + ")")
golden("r16_customers_2023_not_2024",
       "How many customers who opened a ticket in 2023 didn't open a single one in 2024?",
       v, "int", difficulty="medium", tags=["never", "negation", "distinct-count", "year"])

# 6. customers who answered at least three surveys sent in 2024 and scored 5 every time
acc = defaultdict(list)
for s in sent(*Y24):
    if s["score"]:
        acc[s["t"]["customer_id"]].append(int(s["score"]))
v = sum(1 for xs in acc.values() if len(xs) >= 3 and all(x == 5 for x in xs))
assert v > 0
check(v, """SELECT COUNT(*) FROM (SELECT t.customer_id FROM satisfaction_surveys s JOIN tickets t USING (ticket_id)
            WHERE s.score IS NOT NULL AND """ + between("s.sent_at", Y24) + """
            GROUP BY t.customer_id HAVING COUNT(*) >= 3 AND MIN(s.score) = 5)""")
golden("r16_customers_always_five_2024",
       "Looking at the surveys we sent in 2024, how many customers answered at least three of them and gave us a 5 every single time?",
       v, "int", difficulty="hard", tags=["always", "distinct-count", "survey", "score", "threshold", "year"])

# ================================================================ top / bottom N
# 7. three countries with the most P2 ("high priority") tickets opened in 2023
cnt = Counter(t["cust"]["country"] for t in t23 if t["priority"] == "P2")
top = [k for k, _ in ranked(cnt, 3)]
# a reader who takes "high priority" as P1 or P2 gets the same three
assert set(top) == {k for k, _ in ranked(Counter(t["cust"]["country"] for t in t23 if t["priority"] in ("P1", "P2")), 3)}
check([(k,) for k in top], """SELECT c.country FROM tickets t JOIN customers c USING (customer_id)
      WHERE t.priority='P2' AND """ + between("t.opened_at", Y23) + " GROUP BY c.country ORDER BY COUNT(*) DESC, c.country LIMIT 3")
golden("r16_top3_countries_p2_2023",
       "What were the three countries with the most high-priority tickets in 2023?",
       top, "list[str]", mode="contains", tags=["top-n", "written-limit", "country", "priority", "year"])

# 8. top 3 Enterprise accounts by escalated tickets opened in 2024
cnt = Counter(t["cust"]["company_name"] for t in t24 if t["esc"] and t["cust"]["plan"] == "Enterprise")
top = [k for k, _ in ranked(cnt, 3)]
check([(k,) for k in top], """SELECT c.company_name FROM tickets t JOIN customers c USING (customer_id)
      WHERE c.plan='Enterprise' AND t.escalated_to_agent_id IS NOT NULL AND """ + between("t.opened_at", Y24)
      + " GROUP BY c.company_name ORDER BY COUNT(*) DESC, c.company_name LIMIT 3")
golden("r16_top3_enterprise_escalated_2024",
       "top 3 enterprise accounts by number of escalated tickets in 2024?",
       top, "list[str]", mode="contains",
       tags=["top-n", "numeric-limit", "customer", "plan", "escalated", "year"])

# 9. the 3 Tier 1 agents (>= 200 resolved in 2024) with the lowest reopen rate
acc = defaultdict(lambda: [0, 0])
for t in resolved(*Y24):
    if t["owner"] and t["owner"]["team"] == "Tier 1":
        acc[t["owner"]["full_name"]][0] += t["reopens"] > 0
        acc[t["owner"]["full_name"]][1] += 1
elig = {k: 100.0 * a / b for k, (a, b) in acc.items() if b >= 200}
assert all(agents_by_name[k]["role"] == "Agent" for k in elig), "a team lead passes the bar"
bot = [k for k, _ in ranked(elig, 3, reverse=False)]
check([(k,) for k in bot], """SELECT a.full_name FROM tickets t """ + OWNER + """
      WHERE a.team='Tier 1' AND t.resolved_at IS NOT NULL AND """ + between("t.resolved_at", Y24) + """
      GROUP BY a.full_name HAVING COUNT(*) >= 200
      ORDER BY 100.0 * SUM(t.reopened_count > 0) / COUNT(*) ASC LIMIT 3""")
golden("r16_bottom3_tier1_reopen_rate_2024",
       "Among the Tier 1 agents who resolved at least 200 tickets in 2024, which 3 had the lowest reopen rate?",
       bot, "list[str]", mode="contains", difficulty="hard",
       tags=["bottom-n", "numeric-limit", "reopen-rate", "team", "agent", "threshold", "year"])

# ======================================================= ranking by a measure
# 10. office (owner's site) with the highest SLA breach rate, tickets opened in H2 2024
h2 = opened(*H2_24)
assert all(t["owner"] for t in h2)
acc = defaultdict(lambda: [0, 0])
for t in h2:
    acc[t["owner"]["site"]][0] += t["breached"]
    acc[t["owner"]["site"]][1] += 1
rate = {k: 100.0 * a / b for k, (a, b) in acc.items()}
best = ranked(rate, 1)[0][0]
check(best, """SELECT a.site FROM tickets t """ + OWNER + " WHERE " + between("t.opened_at", H2_24) + """
      GROUP BY a.site ORDER BY 100.0 * SUM(t.sla_breached = 'true') / COUNT(*) DESC LIMIT 1""")
golden("r16_site_highest_breach_rate_h2_2024",
       "Which of our three offices had the highest SLA breach rate on the tickets its agents owned, for tickets opened in the second half of 2024?",
       best, "str", tags=["ranking-by-measure", "sla-breach-rate", "site", "half-year"])

# 11. plan with the highest reopen rate, tickets resolved in 2023 (typo "wich")
acc = defaultdict(lambda: [0, 0])
for t in resolved(*Y23):
    acc[t["cust"]["plan"]][0] += t["reopens"] > 0
    acc[t["cust"]["plan"]][1] += 1
rate = {k: 100.0 * a / b for k, (a, b) in acc.items()}
best = ranked(rate, 1)[0][0]
check(best, """SELECT c.plan FROM tickets t JOIN customers c USING (customer_id)
      WHERE t.resolved_at IS NOT NULL AND """ + between("t.resolved_at", Y23) + """
      GROUP BY c.plan ORDER BY 100.0 * SUM(t.reopened_count > 0) / COUNT(*) DESC LIMIT 1""")
golden("r16_plan_highest_reopen_rate_2023",
       "wich plan had the highest reopen rate on tickets resolved in 2023?",
       best, "str", tags=["ranking-by-measure", "reopen-rate", "plan", "typo", "year"])

# 12. channel with the lowest average satisfaction score (1-5), surveys sent in 2023
acc = defaultdict(list)
for s in sent(*Y23):
    if s["score"]:
        acc[s["t"]["channel"]].append(int(s["score"]))
avg = {k: sum(x) / len(x) for k, x in acc.items()}
worst = ranked(avg, 1, reverse=False)[0][0]
check(worst, """SELECT t.channel FROM satisfaction_surveys s JOIN tickets t USING (ticket_id)
      WHERE s.score IS NOT NULL AND """ + between("s.sent_at", Y23) + " GROUP BY t.channel ORDER BY AVG(s.score) ASC LIMIT 1")
golden("r16_channel_lowest_avg_score_2023",
       "For surveys sent in 2023, which contact channel had the lowest average rating on the 1 to 5 scale?",
       worst, "str", tags=["ranking-by-measure", "average-score", "channel", "year"])

# =============================================================== share of total
# 13. of email tickets opened in H1 2025, % logged by an agent (forwarded emails)
em = [t for t in opened(*H1_25) if t["channel"] == "email"]
v = 100.0 * sum(1 for t in em if t["logger"]) / len(em)
check(v, "SELECT 100.0 * SUM(created_by_agent_id IS NOT NULL) / COUNT(*) FROM tickets WHERE channel='email' AND "
      + between("opened_at", H1_25))
golden("r16_email_agent_logged_share_h1_2025",
       "Of the email tickets opened in the first half of 2025, what percentage were logged by an agent on the customer's behalf rather than created by the customer?",
       r2(v), "float", mode="approximate", tags=["share", "role", "logged-by", "channel", "half-year"])

# 14. share of SLA misses logged in H1 2025 that were on P1 tickets
bh = [b for b in breaches if on(b["at"], *H1_25)]
v = 100.0 * sum(1 for b in bh if tickets_by_id[b["ticket_id"]]["priority"] == "P1") / len(bh)
check(v, """SELECT 100.0 * SUM(t.priority='P1') / COUNT(*) FROM sla_breaches b JOIN tickets t USING (ticket_id)
            WHERE """ + between("b.breached_at", H1_25))
golden("r16_p1_share_of_breaches_h1_2025",
       "What share of the SLA breaches in H1 2025 (dated by when the target was missed) were on P1 tickets? Count each missed target, in %.",
       r2(v), "float", mode="approximate", difficulty="medium", tags=["share", "sla-breaches", "priority", "half-year"])

# 15. share of EMEA accounts that have churned (every account in the extract)
emea = [c for c in customers.values() if c["region"] == "EMEA"]
v = 100.0 * sum(1 for c in emea if c["churned_date"]) / len(emea)
check(v, "SELECT 100.0 * SUM(churned_date IS NOT NULL) / COUNT(*) FROM customers WHERE region='EMEA'")
golden("r16_emea_churned_share",
       "What percentage of our European accounts have churned? Count every EMEA account we have on file, current or not.",
       r2(v), "float", mode="approximate", tags=["share", "churn", "region"])

# ======================================================================= growth
# 16. answered surveys, H1 2023 -> H1 2024 (surveys answered, not sent)
def answered(p):
    return sum(1 for s in sent(*p) if s["score"])
a, b = answered(H1_23), answered(H1_24)
v = pct_change(a, b)
assert abs(v - pct_change(len(sent(*H1_23)), len(sent(*H1_24)))) > 0.01, "surveys-sent reading differs"
sq = "(SELECT COUNT(*) FROM satisfaction_surveys WHERE score IS NOT NULL AND %s)"
check(v, "SELECT 100.0 * (%s - %s) / %s" % (sq % between("sent_at", H1_24), sq % between("sent_at", H1_23),
                                             sq % between("sent_at", H1_23)))
golden("r16_answered_surveys_growth_h1",
       "Hello, could you tell me by how much the number of survey responses we got grew from the first half of 2023 to the first half of 2024, counting surveys by the date they were sent? Only surveys customers actually answered, as a percent please.",
       r2(v), "float", mode="approximate", difficulty="medium", tags=["growth", "survey-responses", "close-metrics", "half-year"])

# 17. tickets resolved by the Billing team (owners), Q3 2023 -> Q3 2024
def billing_resolved(p):
    return sum(1 for t in resolved(*p) if t["owner"] and t["owner"]["team"] == "Billing")
a, b = billing_resolved(Q3_23), billing_resolved(Q3_24)
v = pct_change(a, b)
bq = "(SELECT COUNT(*) FROM tickets t " + OWNER + " WHERE a.team='Billing' AND t.resolved_at IS NOT NULL AND %s)"
check(v, "SELECT 100.0 * (%s - %s) / %s" % (bq % between("t.resolved_at", Q3_24), bq % between("t.resolved_at", Q3_23),
                                             bq % between("t.resolved_at", Q3_23)))
golden("r16_billing_resolved_growth_q3",
       "By what percent did the number of tickets the Billing team resolved change from Q3 2023 to Q3 2024?",
       r2(v), "float", mode="approximate", difficulty="medium", tags=["growth", "resolved", "team", "quarter"])

# 18. new customer signups, 2023 -> 2024
a = sum(1 for c in customers.values() if c["signup_date"].startswith("2023"))
b = sum(1 for c in customers.values() if c["signup_date"].startswith("2024"))
v = pct_change(a, b)
cq = "(SELECT COUNT(*) FROM customers WHERE signup_date BETWEEN '%s' AND '%s')"
check(v, "SELECT 100.0 * (%s - %s) / %s" % (cq % Y24, cq % Y23, cq % Y23))
golden("r16_signup_growth_2023_2024",
       "how many more customers signed up in 2024 than in 2023, as a % increase?",
       r2(v), "float", mode="approximate", tags=["growth", "customers", "signup", "year"])

# ========================================================= negation / exclusion
# 19. billing disputes opened in March 2024 outside the billing migration
v = sum(1 for t in opened(*MAR_24) if t["category"] == "billing dispute" and not on(t["opened"], *MIG))
check(v, "SELECT COUNT(*) FROM tickets WHERE category='billing dispute' AND " + between("opened_at", MAR_24)
      + " AND NOT (" + between("opened_at", MIG) + ")")
golden("r16_disputes_march_2024_excl_migration",
       "Not counting the billing migration itself, how many billing dispute tickets were opened in March 2024?",
       v, "int", difficulty="medium", tags=["exclusion", "named-period", "category", "month"])

# 20. churned customers in H2 2024 other than Enterprise
v = sum(1 for c in customers.values() if c["churned_date"] and on(dt.datetime.fromisoformat(c["churned_date"]), *H2_24)
        and c["plan"] != "Enterprise")
check(v, "SELECT COUNT(*) FROM customers WHERE plan <> 'Enterprise' AND churned_date BETWEEN '%s' AND '%s'" % H2_24)
golden("r16_non_enterprise_churn_h2_2024",
       "Other than Enterprise accounts, how many customers did we lose in the second half of 2024?",
       v, "int", tags=["exclusion", "churn", "plan", "half-year"])

# ================================================================= comparisons
# 22. P1 tickets opened in 2023 with a first reply in under 20 minutes (none at exactly 20)
x = [hours(t["opened"], t["first"]) for t in t23 if t["priority"] == "P1" and t["first"]]
assert not any(abs(h - 20 / 60.0) < 1e-9 for h in x)
v = sum(1 for h in x if h < 20 / 60.0)
check(v, "SELECT COUNT(*) FROM tickets WHERE priority='P1' AND first_response_at IS NOT NULL AND "
      + between("opened_at", Y23) + " AND " + HRS % ("first_response_at", "opened_at") + " < 20 / 60.0")
golden("r16_p1_reply_under_20min_2023",
       "How many urgent tickets opened in 2023 got their first reply in under twenty minutes?",
       v, "int", tags=["comparison", "threshold", "first-response-time", "priority", "year"])

# 23. Enterprise customers with at least 40 tickets opened in 2023
cnt = Counter(t["customer_id"] for t in t23 if t["cust"]["plan"] == "Enterprise")
v = sum(1 for n in cnt.values() if n >= 40)
assert v != sum(1 for n in cnt.values() if n > 40), "'at least' vs 'more than' must differ"
check(v, """SELECT COUNT(*) FROM (SELECT t.customer_id FROM tickets t JOIN customers c USING (customer_id)
            WHERE c.plan='Enterprise' AND """ + between("t.opened_at", Y23) + " GROUP BY t.customer_id HAVING COUNT(*) >= 40)")
golden("r16_enterprise_40_plus_2023",
       "How many enterprise clients opened forty or more tickets in 2023?",
       v, "int", difficulty="medium", tags=["comparison", "per-entity", "plan", "written-number", "year"])

# ======================================================================= roles
# 24. tickets escalated to the Head of Support, all time
hos = [a for a in agents.values() if a["role"] == "Head of Support"]
assert len(hos) == 1
v = sum(1 for t in tickets if t["escalated_to_agent_id"] == hos[0]["agent_id"])
assert v > 0 and v != sum(1 for t in tickets if t["assigned_agent_id"] == hos[0]["agent_id"])
check(v, """SELECT COUNT(*) FROM tickets t JOIN agents a ON a.agent_id = t.escalated_to_agent_id
            WHERE a.role='Head of Support'""")
golden("r16_escalated_to_head_of_support",
       "how many tickets have been escalated to the head of support herself, across all the data?",
       v, "int", tags=["role", "escalated-to", "agent-role", "all-time"])

# 25. escalated tickets opened in 2024 where the escalation agent sits in the owner's office
v = sum(1 for t in t24 if t["esc"] and t["owner"] and t["esc"]["site"] == t["owner"]["site"])
check(v, """SELECT COUNT(*) FROM tickets t JOIN agents o ON o.agent_id = t.assigned_agent_id
            JOIN agents e ON e.agent_id = t.escalated_to_agent_id
            WHERE o.site = e.site AND """ + between("t.opened_at", Y24))
golden("r16_escalated_same_office_2024",
       "Hi! For tickets opened in 2024 that got escalated, could you count how many went to an escalation agent working in the same office as the agent who owned the ticket? Thank you!",
       v, "int", difficulty="hard", tags=["role", "escalated-to", "assigned", "site", "year"])

# 26. agent who logged the most tickets for Enterprise customers, tickets opened in H2 2024 (typo "secnod")
cnt = Counter(t["logger"]["full_name"] for t in h2 if t["logger"] and t["cust"]["plan"] == "Enterprise")
who = ranked(cnt, 1)[0][0]
owner_top = ranked(Counter(t["owner"]["full_name"] for t in h2 if t["cust"]["plan"] == "Enterprise"), 1)[0][0]
assert owner_top != who, "the owner reading names someone else"
check(who, """SELECT a.full_name FROM tickets t JOIN agents a ON a.agent_id = t.created_by_agent_id
              JOIN customers c ON c.customer_id = t.customer_id
              WHERE c.plan='Enterprise' AND """ + between("t.opened_at", H2_24)
      + " GROUP BY a.full_name ORDER BY COUNT(*) DESC LIMIT 1")
golden("r16_top_logger_enterprise_h2_2024",
       "Which agent logged the most tickets on behalf of Enterprise clients in the secnod half of 2024?",
       who, "str", difficulty="medium", tags=["role", "logged-by", "ranking", "plan", "typo", "half-year"])

# ================================================================ close metrics
# 27. average satisfaction score (not CSAT) for chat tickets, surveys sent in Q4 2023
x = [int(s["score"]) for s in sent(*Q4_23) if s["score"] and s["t"]["channel"] == "chat"]
v = sum(x) / len(x)
check(v, """SELECT AVG(s.score) FROM satisfaction_surveys s JOIN tickets t USING (ticket_id)
            WHERE s.score IS NOT NULL AND t.channel='chat' AND """ + between("s.sent_at", Q4_23))
golden("r16_avg_score_chat_q4_2023",
       "What was the average survey score for chat tickets in Q4 2023 (surveys sent that quarter)? The mean rating out of 5, not the CSAT percentage.",
       r2(v), "float", mode="approximate", tags=["close-metrics", "average-score", "channel", "quarter"])

# 28. median resolution time of P3 tickets resolved in Q4 2023
x = [hours(t["opened"], t["resolved"]) for t in resolved(*Q4_23) if t["priority"] == "P3"]
v = median(x)
assert abs(v - sum(x) / len(x)) > 0.5, "mean reading differs"
check(v, sql_median("SELECT " + HRS % ("resolved_at", "opened_at") + " AS h FROM tickets WHERE priority='P3' AND resolved_at IS NOT NULL AND "
                    + between("resolved_at", Q4_23)))
golden("r16_median_resolution_p3_q4_2023",
       "median resolution time in hours for normal priority tickets resolved in Q4 2023?",
       r2(v), "float", mode="approximate", tags=["close-metrics", "median-resolution-time", "priority", "quarter"])

# 29. survey response rate on tickets owned by the Billing team, surveys sent in 2023 (typo "percantage")
ss = [s for s in sent(*Y23) if s["t"]["owner"] and s["t"]["owner"]["team"] == "Billing"]
v = 100.0 * sum(1 for s in ss if s["score"]) / len(ss)
check(v, """SELECT 100.0 * COUNT(s.score) / COUNT(*) FROM satisfaction_surveys s JOIN tickets t USING (ticket_id)
            """ + OWNER + " WHERE a.team='Billing' AND " + between("s.sent_at", Y23))
golden("r16_response_rate_billing_2023",
       "what percantage of the satisfaction surveys sent in 2023 for Billing team tickets did customers actually answer?",
       r2(v), "float", mode="approximate", tags=["close-metrics", "response-rate", "team", "typo", "year"])

# 30. SLA breaches (missed targets, both counted) on P2 tickets, breached in Q3 2023
bq3 = [b for b in breaches if on(b["at"], *Q3_23) and tickets_by_id[b["ticket_id"]]["priority"] == "P2"]
v = len(bq3)
assert v != len({b["ticket_id"] for b in bq3}), "ticket reading differs"
check(v, """SELECT COUNT(*) FROM sla_breaches b JOIN tickets t USING (ticket_id)
            WHERE t.priority='P2' AND """ + between("b.breached_at", Q3_23))
golden("r16_p2_breaches_q3_2023",
       "How many SLA breaches did P2 tickets rack up in Q3 2023, going by when each target was missed? A ticket that missed both targets counts twice.",
       v, "int", difficulty="medium", tags=["close-metrics", "sla-breaches", "priority", "quarter"])

# ================================================================ named periods
# 31. escalation rate of tickets opened during the billing migration
mig = opened(*MIG)
v = 100.0 * sum(1 for t in mig if t["esc"]) / len(mig)
check(v, "SELECT 100.0 * SUM(escalated_to_agent_id IS NOT NULL) / COUNT(*) FROM tickets WHERE " + between("opened_at", MIG))
golden("r16_escalation_rate_billing_migration",
       "escalation rate during the billing migration?",
       r2(v), "float", mode="approximate", tags=["named-period", "escalation-rate"])

# ======================================================= averages and ratios
# 32. tickets opened per day during the billing migration
v = len(mig) / MIG_DAYS
check(v, "SELECT COUNT(*) / (julianday('2024-03-22') - julianday('2024-03-04') + 1) FROM tickets WHERE " + between("opened_at", MIG))
golden("r16_tickets_per_day_billing_migration",
       "On average, how many tickets a day did we get during the billing system migration?",
       r2(v), "float", mode="approximate", tags=["average-per-entity", "per-day", "named-period"])

# 33. email tickets per chat ticket, opened in 2023
e = sum(1 for t in t23 if t["channel"] == "email")
c = sum(1 for t in t23 if t["channel"] == "chat")
v = e / c
check(v, "SELECT 1.0 * SUM(channel='email') / SUM(channel='chat') FROM tickets WHERE " + between("opened_at", Y23))
golden("r16_email_per_chat_2023",
       "In 2023, how many email tickets did we get for every chat ticket?",
       r2(v), "float", mode="approximate", tags=["ratio", "channel", "year"])

# 34. average tickets per customer by region, 2023 (customers with >= 1 ticket): APAC's figure
acc = defaultdict(Counter)
for t in t23:
    acc[t["cust"]["region"]][t["customer_id"]] += 1
per = {k: sum(c.values()) / len(c) for k, c in acc.items()}
v = per["APAC"]
check(sorted((k, x) for k, x in per.items()), """SELECT region, AVG(n) FROM (SELECT c.region, t.customer_id, COUNT(*) n
      FROM tickets t JOIN customers c USING (customer_id) WHERE """ + between("t.opened_at", Y23) + """
      GROUP BY c.region, t.customer_id) GROUP BY region ORDER BY region""")
golden("r16_avg_tickets_per_customer_apac_2023",
       "For 2023, could you work out the average number of tickets per customer in each region, counting only customers who opened at least one ticket that year? I mainly need the Asia-Pacific figure.",
       r2(v), "float", mode="approximate", difficulty="hard",
       tags=["aggregation-per-by", "average-per-entity", "region", "year"])

# ================================================================== documents
doc_says(os.path.join(DOCS, "sla_policy.md"),
         "a billing dispute cannot be settled by the Billing team within 3 business days")
golden("r16_doc_billing_dispute_escalation_days",
       "how many business days does billing get to settle a disputed charge before it goes to escalations?",
       3, "int", route="documents", tags=["document", "policy", "escalation", "billing-vs-dispute"])

doc_says(os.path.join(DOCS, "sla_policy.md"),
         "The desk aims to keep the SLA breach rate below 15% every month")
golden("r16_doc_monthly_breach_rate_target",
       "Across all priorities, what monthly SLA breach rate is the desk supposed to stay under? Just the percentage.",
       15, "int", route="documents", tags=["document", "policy", "sla-breach-rate"])


HEADER = [
    "# Held-out round 16 (helpdesk): not loaded by eval; written by an independent question",
    "# writer without reading the runtime and without running datacopilot; answers computed",
    "# by expected/round16.py from data/*.csv (Python standard library only, checked again",
    "# by SQL over sqlite3; the document answers from documents/sla_policy.md).",
    "# GENERATED: python3 expected/round16.py",
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
