#!/usr/bin/env python3
"""Held-out round 15 for the helpdesk workspace: 35 new questions in the words
of business users (terse ones, long polite ones, three with typos, some with
written numbers), written by an independent question writer from data/*.csv,
knowledge.hcl and documents/*.md only, without reading datacopilot's runtime
(no *.go) and without running datacopilot. Every expected value is computed
here from data/*.csv with plain Python loops, then a second time by
hand-written SQL over the same CSV files loaded into sqlite3 (a different
path), and the two are asserted equal. The two document answers are read from
documents/satisfaction_policy.md and documents/sla_policy.md and checked by
asserting the sentence is in the document. List answers (names) use mode
"contains" with the expected items.

    python3 expected/round15.py          # writes heldout/round15.hcl
    python3 expected/round15.py --print  # prints it instead

Definitions followed (knowledge.hcl, documents/*.md):
- tickets, open tickets, first response time, the escalation rate and the SLA
  breach rate belong to the day the ticket was opened (opened_at); resolved
  tickets, resolution times (average and median) and reopens to the day it was
  resolved (resolved_at); survey metrics (CSAT, average score, response rate)
  to the day the survey was sent (sent_at); SLA breaches, i.e. missed targets
  (rows of sla_breaches.csv, a ticket missing both counts twice), to when the
  target was missed (breached_at);
- roles: a team or site without a role word is the assigned agent's (the
  owner, "X's tickets", "owned by", "resolved by"); "logged by" =
  created_by_agent_id; "escalated to" = escalated_to_agent_id; "reports to X"
  = agents.manager_id (the manager today, for leavers when they left);
- plan, region, country = the customer's; 'billing' and 'billing dispute' are
  different categories; "urgent" = P1; "front line" = Tier 1; "help center
  web form" = channel web; "current customers" = no churned_date;
- CSAT = % of answered surveys scoring 4 or 5; average satisfaction score =
  mean score of answered surveys; survey response rate = % of surveys sent
  that were answered; escalation rate = % of tickets opened that were
  escalated; SLA breach rate = % of tickets opened with sla_breached (a ticket
  counts once); a ticket "missed both targets" has a first response and a
  resolution row in sla_breaches;
- hours are calendar hours (opened -> first reply / resolution); the median
  of an odd number of values is the middle one;
- growth in percent = 100 * (later - earlier) / earlier;
- periods: Qn / Hn are calendar quarters / halves, dates inclusive (UTC); the
  billing migration is 2024-03-04 to 2024-03-22 (knowledge.hcl period);
  "per day" over a quarter divides by its calendar days (every day of Q2 2025
  had chat tickets, asserted).
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
OUT = os.path.join(ROOT, "heldout", "round15.hcl")
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


Y23, Y24 = ("2023-01-01", "2023-12-31"), ("2024-01-01", "2024-12-31")
Q1_24 = ("2024-01-01", "2024-03-31")
Q4_24 = ("2024-10-01", "2024-12-31")
H2_24 = ("2024-07-01", "2024-12-31")
Q1_25, Q2_25 = ("2025-01-01", "2025-03-31"), ("2025-04-01", "2025-06-30")
H1_25 = ("2025-01-01", "2025-06-30")
MIG = ("2024-03-04", "2024-03-22")


def between(col, p):
    return "date(%s) BETWEEN '%s' AND '%s'" % (col, p[0], p[1])


Q3_23 = ("2023-07-01", "2023-09-30")
Q2_24 = ("2024-04-01", "2024-06-30")
NOV_24 = ("2024-11-01", "2024-11-30")
t23, t24 = opened(*Y23), opened(*Y24)
r24 = resolved(*Y24)


def team_of(a):
    return a["team"] if a else None


def site_of(a):
    return a["site"] if a else None


# ================================================ aggregation per unit / by group
# 1. chat tickets per day in Q2 2025 (91 calendar days, every one of them with chat tickets)
chat = [t for t in opened(*Q2_25) if t["channel"] == "chat"]
days = (dt.date(2025, 6, 30) - dt.date(2025, 4, 1)).days + 1
assert days == 91 and len({t["opened"].date() for t in chat}) == days, "a day without chat would make 'per day' ambiguous"
v = len(chat) / days
check(v, "SELECT COUNT(*) / 91.0 FROM tickets WHERE channel='chat' AND " + between("opened_at", Q2_25))
check(days, "SELECT COUNT(DISTINCT date(opened_at)) FROM tickets WHERE channel='chat' AND " + between("opened_at", Q2_25))
golden("r15_chat_tickets_per_day_q2_2025",
       "On average, how many chat tickets did we get per day in Q2 2025?",
       r2(v), "float", mode="approximate", difficulty="medium", tags=["average-per-unit", "channel", "quarter"])

# 2. average resolution hours per priority, tickets resolved in Q1 2025
acc = defaultdict(list)
for t in resolved(*Q1_25):
    acc[t["priority"]].append(hours(t["opened"], t["resolved"]))
rows = [(p, sum(acc[p]) / len(acc[p])) for p in ("P1", "P2", "P3", "P4")]
check(rows, "SELECT priority, AVG(" + HRS % ("resolved_at", "opened_at") + ") FROM tickets WHERE resolved_at IS NOT NULL AND "
      + between("resolved_at", Q1_25) + " GROUP BY priority ORDER BY priority")
golden("r15_avg_resolution_by_priority_q1_2025",
       "For the tickets we resolved in Q1 2025, what was the average time to resolve per priority level, in hours? P1 to P4 please.",
       [{"priority": p, "avg_resolution_hours": r2(x)} for p, x in rows], "list[{priority:str, avg_resolution_hours:float}]",
       mode="approximate", difficulty="easy", tags=["aggregation-by", "resolution-time", "priority", "quarter"])

# 3. average first response, web-form tickets from Enterprise customers opened in H2 2024
x = [hours(t["opened"], t["first"]) for t in opened(*H2_24)
     if t["first"] and t["channel"] == "web" and t["cust"]["plan"] == "Enterprise"]
v = sum(x) / len(x)
check(v, "SELECT AVG(" + HRS % ("t.first_response_at", "t.opened_at") + """) FROM tickets t JOIN customers c USING (customer_id)
          WHERE t.first_response_at IS NOT NULL AND t.channel='web' AND c.plan='Enterprise' AND """ + between("t.opened_at", H2_24))
golden("r15_first_response_web_enterprise_h2_2024",
       "Hi, could you tell me how long, on average, our Enterprise customers waited for a first reply when they came in through the help center web form? Tickets opened in the second half of 2024, answer in hours please. Thanks!",
       r2(v), "float", mode="approximate",
       difficulty="hard", tags=["aggregation", "first-response-time", "channel", "plan", "half-year", "polite"])

# ======================================================== limits (top / the N)
# 4. the three people who received the most escalations, tickets opened in 2023
cnt = Counter(t["esc"]["full_name"] for t in t23 if t["esc"])
top = ranked(cnt, 3)
check(top, """SELECT a.full_name, COUNT(*) n FROM tickets t JOIN agents a ON a.agent_id = t.escalated_to_agent_id
              WHERE """ + between("t.opened_at", Y23) + " GROUP BY a.full_name ORDER BY n DESC, a.full_name LIMIT 3")
golden("r15_top3_escalation_receivers_2023",
       "Who were the three escalation agents that had the most tickets escalated to them in 2023?",
       [k for k, _ in top], "list[str]", mode="contains",
       difficulty="easy", tags=["top-n", "written-limit", "role", "escalated-to", "year"])

# 5. the five accounts with the most tickets that breached their SLA, all time
cnt = Counter(t["cust"]["company_name"] for t in tickets if t["breached"])
top = ranked(cnt, 5)
check(top, """SELECT c.company_name, COUNT(*) n FROM tickets t JOIN customers c USING (customer_id)
              WHERE t.sla_breached='true' GROUP BY c.company_name ORDER BY n DESC, c.company_name LIMIT 5""")
golden("r15_top5_accounts_breached_all_time",
       "give me the five accounts with the most tickets that blew the SLA, across all the data we have",
       [k for k, _ in top], "list[str]", mode="contains",
       difficulty="easy", tags=["top-n", "written-limit", "customer", "sla-breached", "all-time"])

# 6. two countries with the highest SLA breach rate, 2024, countries with at least 200 tickets
acc = defaultdict(lambda: [0, 0])
for t in t24:
    acc[t["cust"]["country"]][0] += t["breached"]
    acc[t["cust"]["country"]][1] += 1
rate = {k: 100.0 * a / n for k, (a, n) in acc.items() if n >= 200}
assert len(rate) < len(acc), "the 200-ticket floor removes someone"
top = ranked(rate, 2)
assert top[0][0] not in {k for k, (a, n) in acc.items() if n < 200}
check(top, """SELECT c.country, 100.0 * SUM(t.sla_breached='true') / COUNT(*) r FROM tickets t JOIN customers c USING (customer_id)
              WHERE """ + between("t.opened_at", Y24) + " GROUP BY c.country HAVING COUNT(*) >= 200 ORDER BY r DESC LIMIT 2")
golden("r15_top2_countries_breach_rate_2024",
       "Among countries whose customers opened at least 200 tickets in 2024, which two had the highest SLA breach rate?",
       [k for k, _ in top], "list[str]", mode="contains",
       difficulty="hard", tags=["top-n", "written-limit", "ranking-by-measure", "sla-breach-rate", "country", "threshold", "year"])

# ============================================== ranking by a named measure
# 7. agent (owner) with the best CSAT on surveys sent in 2024, agents with >= 50 answered surveys
acc = defaultdict(lambda: [0, 0])
for s in sent(*Y24):
    if s["score"]:
        k = s["t"]["owner"]["full_name"]
        acc[k][0] += int(s["score"]) >= 4
        acc[k][1] += 1
csat = {k: 100.0 * a / n for k, (a, n) in acc.items() if n >= 50}
best = ranked(csat, 1)[0][0]
check(best, """SELECT a.full_name FROM satisfaction_surveys s JOIN tickets t USING (ticket_id)
               JOIN agents a ON a.agent_id = t.assigned_agent_id
               WHERE s.score IS NOT NULL AND """ + between("s.sent_at", Y24) + """
               GROUP BY a.full_name HAVING COUNT(*) >= 50 ORDER BY 100.0 * SUM(s.score >= 4) / COUNT(*) DESC LIMIT 1""")
golden("r15_best_csat_agent_2024",
       "Which agent had the highest CSAT on surveys sent in 2024? Only count agents with at least 50 answered surveys on tickets they owned.",
       best, "str", difficulty="hard", tags=["ranking-by-measure", "csat", "agent", "threshold", "year"])

# 8. channel with the slowest average first response, tickets opened in H1 2025 (typo "frist")
acc = defaultdict(list)
for t in opened(*H1_25):
    if t["first"]:
        acc[t["channel"]].append(hours(t["opened"], t["first"]))
slow = ranked({k: sum(x) / len(x) for k, x in acc.items()}, 1)[0][0]
check(slow, "SELECT channel FROM tickets WHERE first_response_at IS NOT NULL AND " + between("opened_at", H1_25)
      + " GROUP BY channel ORDER BY AVG(" + HRS % ("first_response_at", "opened_at") + ") DESC LIMIT 1")
golden("r15_slowest_first_reply_channel_h1_2025",
       "which channel had the slowest avg frist reply time for tickets opened in h1 2025?",
       slow, "str", difficulty="easy", tags=["ranking-by-measure", "typo", "first-response-time", "channel", "half-year"])

# 9. leaving billing disputes aside, category with the highest SLA breach rate, tickets opened in 2023
acc = defaultdict(lambda: [0, 0])
for t in t23:
    acc[t["category"]][0] += t["breached"]
    acc[t["category"]][1] += 1
rate = {k: 100.0 * a / n for k, (a, n) in acc.items()}
assert ranked(rate, 1)[0][0] == "billing dispute", "the exclusion matters"
worst = ranked({k: r for k, r in rate.items() if k != "billing dispute"}, 1)[0][0]
check(worst, "SELECT category FROM tickets WHERE category <> 'billing dispute' AND " + between("opened_at", Y23)
      + " GROUP BY category ORDER BY 100.0 * SUM(sla_breached='true') / COUNT(*) DESC LIMIT 1")
golden("r15_worst_breach_category_excl_disputes_2023",
       "Leaving billing disputes aside, which ticket category had the highest SLA breach rate among tickets opened in 2023?",
       worst, "str", difficulty="medium", tags=["ranking-by-measure", "exclusion", "sla-breach-rate", "category", "year"])

# ============================================================== share of total
# 10. phone share of P1 tickets opened in 2024
p1 = [t for t in t24 if t["priority"] == "P1"]
v = 100.0 * sum(1 for t in p1 if t["channel"] == "phone") / len(p1)
check(v, "SELECT 100.0 * SUM(channel='phone') / COUNT(*) FROM tickets WHERE priority='P1' AND " + between("opened_at", Y24))
golden("r15_phone_share_of_urgent_2024",
       "Of the urgent tickets opened in 2024, what percentage came in over the phone?",
       r2(v), "float", mode="approximate", difficulty="easy", tags=["share", "channel", "priority", "year"])

# 11. share of tickets resolved in Q2 2025 owned by Manila agents
rq = resolved(*Q2_25)
v = 100.0 * sum(1 for t in rq if site_of(t["owner"]) == "Manila") / len(rq)
check(v, """SELECT 100.0 * SUM(a.site='Manila') / COUNT(*) FROM tickets t LEFT JOIN agents a ON a.agent_id = t.assigned_agent_id
            WHERE t.resolved_at IS NOT NULL AND """ + between("t.resolved_at", Q2_25))
golden("r15_manila_share_resolved_q2_2025",
       "What share of the tickets resolved in Q2 2025 were owned by agents in the Manila office, as a percentage?",
       r2(v), "float", mode="approximate", difficulty="easy", tags=["share", "role", "site", "resolved", "quarter"])

# 12. survey response rate, surveys sent during the billing migration (close metric: not CSAT)
sm = sent(*MIG)
v = 100.0 * sum(1 for s in sm if s["score"]) / len(sm)
check(v, "SELECT 100.0 * COUNT(score) / COUNT(*) FROM satisfaction_surveys WHERE " + between("sent_at", MIG))
golden("r15_survey_response_rate_migration",
       "what % of the satisfaction surveys we sent out during the billing migration actually got answered?",
       r2(v), "float", mode="approximate",
       difficulty="easy", tags=["share", "close-metric", "survey-response-rate", "named-period"])

# ============================================================ distinct counts
# 13. distinct agents (owners) who resolved a billing dispute in H2 2024
v = len({t["assigned_agent_id"] for t in resolved(*H2_24) if t["category"] == "billing dispute"})
check(v, "SELECT COUNT(DISTINCT assigned_agent_id) FROM tickets WHERE category='billing dispute' AND resolved_at IS NOT NULL AND "
      + between("resolved_at", H2_24))
golden("r15_agents_resolved_disputes_h2_2024",
       "How many different agents resolved at least one billing dispute in the second half of 2024?",
       v, "int", difficulty="easy", tags=["distinct-count", "agent", "category", "resolved", "half-year"])

# 14. distinct Canadian customers with a 2024 ticket that breached its SLA (typo "custmers")
v = len({t["customer_id"] for t in t24 if t["breached"] and t["cust"]["country"] == "Canada"})
check(v, """SELECT COUNT(DISTINCT t.customer_id) FROM tickets t JOIN customers c USING (customer_id)
            WHERE c.country='Canada' AND t.sla_breached='true' AND """ + between("t.opened_at", Y24))
golden("r15_canadian_customers_breached_2024",
       "How many distinct Canadian custmers had at least one ticket opened in 2024 that missed its SLA?",
       v, "int", difficulty="medium", tags=["distinct-count", "typo", "country", "sla-breached", "year"])

# ======================================================= always / never
# 15. customers whose every 2024 ticket came by email
ch = defaultdict(set)
for t in t24:
    ch[t["customer_id"]].add(t["channel"])
v = sum(1 for s in ch.values() if s == {"email"})
check(v, "SELECT COUNT(*) FROM (SELECT customer_id FROM tickets WHERE " + between("opened_at", Y24)
      + " GROUP BY customer_id HAVING SUM(channel <> 'email') = 0)")
golden("r15_email_only_customers_2024",
       "How many customers who contacted us in 2024 did it only ever by email, i.e. every single ticket they opened that year came in by email?",
       v, "int", difficulty="medium", tags=["always", "distinct-count", "channel", "year"])

# 16. current Enterprise customers with at least one ticket, none of which ever breached
byc = defaultdict(list)
for t in tickets:
    byc[t["customer_id"]].append(t)
v = sum(1 for c in customers.values() if c["plan"] == "Enterprise" and not c["churned_date"]
        and byc[c["customer_id"]] and not any(t["breached"] for t in byc[c["customer_id"]]))
check(v, """SELECT COUNT(*) FROM customers c WHERE c.plan='Enterprise' AND c.churned_date IS NULL
            AND EXISTS (SELECT 1 FROM tickets t WHERE t.customer_id = c.customer_id)
            AND NOT EXISTS (SELECT 1 FROM tickets t WHERE t.customer_id = c.customer_id AND t.sla_breached='true')""")
golden("r15_current_enterprise_never_breached",
       "Of our current Enterprise customers who have raised at least one ticket, how many have never had a single ticket breach its SLA?",
       v, "int", difficulty="hard", tags=["never", "negation", "plan", "current-customers", "sla-breached", "all-time"])

# ============================================================ negation / exclusion
# 17. Tier 1-owned tickets opened in November 2024, not counting login
nov = [t for t in opened(*NOV_24) if team_of(t["owner"]) == "Tier 1"]
v = sum(1 for t in nov if t["category"] != "login")
assert v != len(nov)
check(v, """SELECT COUNT(*) FROM tickets t JOIN agents a ON a.agent_id = t.assigned_agent_id
            WHERE a.team='Tier 1' AND t.category <> 'login' AND """ + between("t.opened_at", NOV_24))
golden("r15_front_line_nov_2024_excl_login",
       "tickets opened in november 2024 and owned by the front line team, not counting login problems - how many?",
       v, "int", difficulty="medium", tags=["exclusion", "team", "category", "month"])

# ================================================================ comparisons
# 18. surveys sent in 2024 answered more than 72 hours after they went out
lag = [hours(s["sent"], ts(s["responded_at"])) for s in sent(*Y24) if s["responded_at"]]
assert not any(abs(h - 72) < 1e-6 for h in lag)
v = sum(1 for h in lag if h > 72)
check(v, "SELECT COUNT(*) FROM satisfaction_surveys WHERE responded_at IS NOT NULL AND " + between("sent_at", Y24)
      + " AND " + HRS % ("responded_at", "sent_at") + " > 72")
golden("r15_surveys_answered_after_72h_2024",
       "How many of the surveys sent in 2024 were answered more than 72 hours after they went out?",
       v, "int", difficulty="easy", tags=["comparison", "threshold", "survey", "year"])

# 19. tickets resolved in H1 2025 less than an hour after being opened
x = [hours(t["opened"], t["resolved"]) for t in resolved(*H1_25)]
assert not any(abs(h - 1) < 1e-6 for h in x)
v = sum(1 for h in x if h < 1)
check(v, "SELECT COUNT(*) FROM tickets WHERE resolved_at IS NOT NULL AND " + between("resolved_at", H1_25)
      + " AND " + HRS % ("resolved_at", "opened_at") + " < 1")
golden("r15_resolved_within_an_hour_h1_2025",
       "How many tickets resolved in the first half of 2025 were closed out less than an hour after they were opened?",
       v, "int", difficulty="easy", tags=["comparison", "threshold", "resolution-time", "half-year"])

# 20. customers with at least ten escalated tickets, all time
cnt = Counter(t["customer_id"] for t in tickets if t["esc"])
v = sum(1 for n in cnt.values() if n >= 10)
assert v != sum(1 for n in cnt.values() if n > 10)
check(v, """SELECT COUNT(*) FROM (SELECT customer_id FROM tickets WHERE escalated_to_agent_id IS NOT NULL
            GROUP BY customer_id HAVING COUNT(*) >= 10)""")
golden("r15_customers_ten_plus_escalations",
       "How many customers have had at least ten of their tickets escalated, over everything we have on file?",
       v, "int", difficulty="easy", tags=["comparison", "per-entity", "escalated", "all-time"])

# ==================================================================== roles
# 21. phone tickets opened in Q1 2025 logged by a Manila agent, owned by an agent outside Manila
q = [t for t in opened(*Q1_25) if t["channel"] == "phone"]
v = sum(1 for t in q if site_of(t["logger"]) == "Manila" and t["owner"] and t["owner"]["site"] != "Manila")
assert v != sum(1 for t in q if site_of(t["logger"]) == "Manila")
check(v, """SELECT COUNT(*) FROM tickets t JOIN agents l ON l.agent_id = t.created_by_agent_id
            JOIN agents o ON o.agent_id = t.assigned_agent_id
            WHERE t.channel='phone' AND l.site='Manila' AND o.site <> 'Manila' AND """ + between("t.opened_at", Q1_25))
golden("r15_phone_logged_manila_owned_elsewhere_q1_2025",
       "In Q1 2025, how many phone tickets were logged by someone in Manila but assigned to an agent in a different office?",
       v, "int", difficulty="hard", tags=["role", "logged-by", "assigned", "site", "channel", "quarter"])

# 22. tickets opened in 2024 escalated to Camille Davis and owned by a Billing agent
v = sum(1 for t in t24 if t["esc"] and t["esc"]["full_name"] == "Camille Davis" and team_of(t["owner"]) == "Billing")
check(v, """SELECT COUNT(*) FROM tickets t JOIN agents e ON e.agent_id = t.escalated_to_agent_id
            JOIN agents o ON o.agent_id = t.assigned_agent_id
            WHERE e.full_name='Camille Davis' AND o.team='Billing' AND """ + between("t.opened_at", Y24))
golden("r15_camille_escalations_billing_owned_2024",
       "Of the tickets opened in 2024 that were escalated to Camille Davis, how many were owned by someone on the Billing team?",
       v, "int", difficulty="medium", tags=["role", "escalated-to", "assigned", "team", "year"])

# 23. Declan Murphy's (owned) tickets that were escalated, all time
v = sum(1 for t in tickets if t["owner"] and t["owner"]["full_name"] == "Declan Murphy" and t["esc"])
check(v, """SELECT COUNT(*) FROM tickets t JOIN agents a ON a.agent_id = t.assigned_agent_id
            WHERE a.full_name='Declan Murphy' AND t.escalated_to_agent_id IS NOT NULL""")
golden("r15_declan_murphy_tickets_escalated",
       "How many of Declan Murphy's tickets ever got pushed up to the escalations team?",
       v, "int", difficulty="easy", tags=["role", "assigned", "escalated", "agent-who-left", "all-time"])

# 24. tickets resolved in 2024 owned by Kayla Martinez's reports (her own excluded)
kayla = [a for a in agents.values() if a["full_name"] == "Kayla Martinez"][0]
v = sum(1 for t in r24 if t["owner"] and t["owner"]["manager_id"] == kayla["agent_id"])
own = sum(1 for t in r24 if t["assigned_agent_id"] == kayla["agent_id"])
assert own > 0, "her own tickets make the exclusion matter"
check(v, """SELECT COUNT(*) FROM tickets t JOIN agents a ON a.agent_id = t.assigned_agent_id
            JOIN agents m ON m.agent_id = a.manager_id
            WHERE m.full_name='Kayla Martinez' AND t.resolved_at IS NOT NULL AND """ + between("t.resolved_at", Y24))
golden("r15_kayla_martinez_reports_resolved_2024",
       "How many tickets resolved in 2024 were owned by people who report to Kayla Martinez? Don't include her own tickets.",
       v, "int", difficulty="hard", tags=["role", "manager", "resolved", "year"])

# ================================================================ close metrics
# 25. median resolution hours, Billing-owned tickets resolved in 2024
x = sorted(hours(t["opened"], t["resolved"]) for t in r24 if team_of(t["owner"]) == "Billing")
assert len(x) % 2 == 1
v = x[len(x) // 2]
assert abs(v - sum(x) / len(x)) > 1, "median and mean differ"
check(v, """WITH b AS (SELECT """ + HRS % ("t.resolved_at", "t.opened_at") + """ h FROM tickets t
            JOIN agents a ON a.agent_id = t.assigned_agent_id
            WHERE a.team='Billing' AND t.resolved_at IS NOT NULL AND """ + between("t.resolved_at", Y24) + """)
            SELECT h FROM b ORDER BY h LIMIT 1 OFFSET (SELECT (COUNT(*) - 1) / 2 FROM b)""")
golden("r15_median_resolution_billing_team_2024",
       "What was the median time to resolve the Billing team's tickets resolved in 2024, in hours? The median, not the mean.",
       r2(v), "float", mode="approximate",
       difficulty="easy", tags=["close-metric", "median-resolution-time", "team", "year"])

# 26. tickets opened in 2024 that missed both targets (tickets, not breaches)
types = defaultdict(set)
for b in breaches:
    types[b["ticket_id"]].add(b["breach_type"])
v = sum(1 for t in t24 if types[t["ticket_id"]] == {"first response", "resolution"})
check(v, """SELECT COUNT(*) FROM tickets t WHERE """ + between("t.opened_at", Y24) + """
            AND EXISTS (SELECT 1 FROM sla_breaches b WHERE b.ticket_id = t.ticket_id AND b.breach_type='first response')
            AND EXISTS (SELECT 1 FROM sla_breaches b WHERE b.ticket_id = t.ticket_id AND b.breach_type='resolution')""")
golden("r15_tickets_missed_both_targets_2024",
       "How many tickets opened in 2024 missed both their first response target and their resolution target?",
       v, "int", difficulty="easy", tags=["close-metric", "sla-breaches", "breach-type", "year"])

# 27. average satisfaction score (not CSAT), surveys sent in H2 2024 on Tier 2-owned tickets (typo "avergae")
x = [int(s["score"]) for s in sent(*H2_24) if s["score"] and team_of(s["t"]["owner"]) == "Tier 2"]
v = sum(x) / len(x)
check(v, """SELECT AVG(s.score) FROM satisfaction_surveys s JOIN tickets t USING (ticket_id)
            JOIN agents a ON a.agent_id = t.assigned_agent_id
            WHERE s.score IS NOT NULL AND a.team='Tier 2' AND """ + between("s.sent_at", H2_24))
golden("r15_avg_score_tier2_h2_2024",
       "What was the avergae satisfaction score (on the 1-5 scale, not the CSAT %) for surveys sent in H2 2024 on tickets owned by Tier 2 agents?",
       r2(v), "float", mode="approximate",
       difficulty="medium", tags=["close-metric", "average-satisfaction-score", "typo", "team", "half-year"])

# ============================================================ named periods
# 28. tickets the Billing team resolved during the billing migration (resolved, not opened)
v = sum(1 for t in resolved(*MIG) if team_of(t["owner"]) == "Billing")
assert v != sum(1 for t in opened(*MIG) if team_of(t["owner"]) == "Billing")
check(v, """SELECT COUNT(*) FROM tickets t JOIN agents a ON a.agent_id = t.assigned_agent_id
            WHERE a.team='Billing' AND t.resolved_at IS NOT NULL AND """ + between("t.resolved_at", MIG))
golden("r15_billing_team_resolved_migration",
       "How many tickets did the Billing team resolve during the billing migration?",
       v, "int", difficulty="easy", tags=["named-period", "close-metric", "resolved", "team"])

# 29. escalation rate, tickets opened in Q3 2023
q = opened(*Q3_23)
v = 100.0 * sum(1 for t in q if t["esc"]) / len(q)
check(v, "SELECT 100.0 * SUM(escalated_to_agent_id IS NOT NULL) / COUNT(*) FROM tickets WHERE " + between("opened_at", Q3_23))
golden("r15_escalation_rate_q3_2023",
       "escalation rate for tickets opened in Q3 2023?",
       r2(v), "float", mode="approximate", difficulty="easy", tags=["named-period", "escalation-rate", "quarter"])

# ================================================================== growth
# 30. distinct customers who opened tickets, 2023 -> 2024
a, b = len({t["customer_id"] for t in t23}), len({t["customer_id"] for t in t24})
v = pct_change(a, b)
sa = DB.execute("SELECT COUNT(DISTINCT customer_id) FROM tickets WHERE " + between("opened_at", Y23)).fetchone()[0]
sb = DB.execute("SELECT COUNT(DISTINCT customer_id) FROM tickets WHERE " + between("opened_at", Y24)).fetchone()[0]
check(v, "SELECT 100.0 * (? - ?) / ?", sb, sa, sa)
golden("r15_customers_with_tickets_growth_2023_2024",
       "By what percent did the number of different customers who opened at least one ticket grow from 2023 to 2024?",
       r2(v), "float", mode="approximate", difficulty="easy", tags=["growth", "distinct-count", "customer", "year"])

# 31. missed SLA targets (sla_breaches rows, by breached_at), Q2 2024 -> Q2 2025
def missed(p):
    return sum(1 for b in breaches if on(b["at"], *p))
a, b = missed(Q2_24), missed(Q2_25)
v = pct_change(a, b)
check(v, """SELECT 100.0 * ((SELECT COUNT(*) FROM sla_breaches WHERE """ + between("breached_at", Q2_25) + """)
                         - (SELECT COUNT(*) FROM sla_breaches WHERE """ + between("breached_at", Q2_24) + """))
                  / (SELECT COUNT(*) FROM sla_breaches WHERE """ + between("breached_at", Q2_24) + ")")
golden("r15_missed_targets_growth_q2_2024_q2_2025",
       "By how much did our missed SLA targets go up from Q2 2024 to Q2 2025, in percent? Count every missed target, so a ticket that missed both counts twice.",
       r2(v), "float", mode="approximate", difficulty="easy", tags=["growth", "sla-breaches", "quarter"])

# ============================================================ ratio per entity
# 32. average reopens per reopened ticket, tickets resolved in 2024
x = [t["reopens"] for t in r24 if t["reopens"] > 0]
v = sum(x) / len(x)
check(v, "SELECT AVG(reopened_count) FROM tickets WHERE reopened_count > 0 AND resolved_at IS NOT NULL AND " + between("resolved_at", Y24))
golden("r15_avg_reopens_per_reopened_ticket_2024",
       "For tickets resolved in 2024 that were reopened at least once, how many times was each one reopened on average?",
       r2(v), "float", mode="approximate", difficulty="easy", tags=["average-per-entity", "reopened", "year"])

# 33. average phone tickets logged per logging agent, tickets opened in 2024
cnt = Counter(t["created_by_agent_id"] for t in t24 if t["channel"] == "phone")
assert all(t["logger"] for t in t24 if t["channel"] == "phone"), "every phone ticket is logged by an agent"
v = sum(cnt.values()) / len(cnt)
check(v, """SELECT AVG(n) FROM (SELECT created_by_agent_id, COUNT(*) n FROM tickets
            WHERE channel='phone' AND created_by_agent_id IS NOT NULL AND """ + between("opened_at", Y24)
      + " GROUP BY created_by_agent_id)")
golden("r15_phone_tickets_per_logging_agent_2024",
       "In 2024, how many phone tickets did each agent who took calls log on average? Only count agents who logged at least one phone ticket.",
       r2(v), "float", mode="approximate",
       difficulty="easy", tags=["average-per-entity", "role", "logged-by", "channel", "year"])

# ================================================================ documents
doc_says(os.path.join(DOCS, "satisfaction_policy.md"), "The desk aims for a survey response rate of at least 35%.")
golden("r15_doc_survey_response_rate_target",
       "What survey response rate is the support desk aiming for at minimum, in percent?",
       35, "int", route="documents", difficulty="easy", tags=["document", "policy", "survey-response-rate"])

doc_says(os.path.join(DOCS, "sla_policy.md"),
         "The desk aims to keep the SLA breach rate below 15% every month, and below 10% for P1 tickets.")
golden("r15_doc_p1_breach_rate_target",
       "for urgent P1 tickets specifically, what SLA breach rate are we supposed to stay below? just the %",
       10, "int", route="documents", difficulty="easy", tags=["document", "policy", "sla-breach-rate", "priority"])


HEADER = [
    "# Held-out round 15 (helpdesk): not loaded by eval; written by an independent question",
    "# writer without reading the runtime and without running datacopilot; answers computed",
    "# by expected/round15.py from data/*.csv (Python standard library only, checked again",
    "# by SQL over sqlite3; the document answers from documents/*.md).",
    "# GENERATED: python3 expected/round15.py",
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
