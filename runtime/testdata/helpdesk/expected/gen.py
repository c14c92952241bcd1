#!/usr/bin/env python3
"""Expected answers for the helpdesk workspace's golden questions, computed from the CSVs.

This is the independent check of the golden suites: it reads data/*.csv with the
Python standard library only and computes every answer itself, without
datacopilot or DuckDB, then computes each answer a second way in SQL over the
same CSVs loaded into sqlite3 (also the standard library) and asserts that both
agree. It writes two files:

  evals/helpdesk.hcl   the tuning suite `datacopilot eval` asks (30 goldens)
  heldout/round1.hcl   25 more, kept apart (never tuned on)

All questions were written before the tool was run on them.
Running it twice writes the same files: `python3 expected/gen.py`.

Definitions follow knowledge.hcl and the documents:
  - tickets = rows of tickets, by opened_at; open tickets = resolved_at empty
    (status open or pending), whatever the opening date;
  - resolved tickets = resolved_at set, by resolved_at, credited to the
    assigned agent (the owner);
  - resolution time = seconds from opened_at to resolved_at / 3600, over
    resolved tickets, by resolved_at (average, or median interpolated between
    the two middle values for an even count); first response time the same
    from opened_at to first_response_at, over tickets that got one, by
    opened_at;
  - SLA breach rate = 100 * tickets with sla_breached / tickets, by opened_at;
    escalation rate = 100 * tickets with escalated_to_agent_id / tickets, by
    opened_at; reopen rate = 100 * resolved tickets with reopened_count > 0 /
    resolved tickets, by resolved_at;
  - CSAT = 100 * answered surveys scoring 4 or 5 / answered surveys; average
    satisfaction score = mean score of answered surveys; response rate = 100 *
    answered / sent; all by sent_at;
  - roles: assigned_agent_id (owner: "assigned to", "handled by", "resolved
    by", an agent's or team's tickets), escalated_to_agent_id ("escalated
    to"), created_by_agent_id ("logged by"); manager_id (agents "report to");
  - customer attributes (plan, country) are the customer's (tickets.customer_id);
  - "in 2024" is the date the measure is dated by (above); a period named with
    a "resolved" or "opened" verb is that date.
Floats are rounded to 2 decimals; shares, rates and growth are percentages.
Breakdowns are ordered by the measure, largest first, unless the question asks
for the smallest; time series by period.
"""
import csv
import datetime as dt
import json
import os
import sqlite3
import statistics
from collections import defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..")
DATA = os.path.join(ROOT, "data")
NAME = "helpdesk"


def load(name):
    with open(os.path.join(DATA, name + ".csv"), newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


def ts(s):
    return dt.datetime.fromisoformat(s) if s else None


customers = load("customers")
cust = {c["customer_id"]: c for c in customers}
agents = load("agents")
agent = {a["agent_id"]: a for a in agents}
by_name = {a["full_name"]: a for a in agents}
assert len(by_name) == len(agents), "agent names are unique"
tickets = load("tickets")
for t in tickets:
    t["op"] = ts(t["opened_at"])
    t["fr"] = ts(t["first_response_at"])
    t["rs"] = ts(t["resolved_at"])
    t["c"] = cust[t["customer_id"]]
    t["a"] = agent.get(t["assigned_agent_id"])
    t["esc"] = agent.get(t["escalated_to_agent_id"])
    t["log"] = agent.get(t["created_by_agent_id"])
    t["breached"] = t["sla_breached"] == "true"
    t["reopens"] = int(t["reopened_count"])
    t["res_h"] = (t["rs"] - t["op"]).total_seconds() / 3600.0 if t["rs"] else None
    t["fr_h"] = (t["fr"] - t["op"]).total_seconds() / 3600.0 if t["fr"] else None
ticket = {t["ticket_id"]: t for t in tickets}
surveys = load("satisfaction_surveys")
for s in surveys:
    s["sent"] = ts(s["sent_at"])
    s["sc"] = int(s["score"]) if s["score"] else None
    s["t"] = ticket[s["ticket_id"]]
breaches = load("sla_breaches")

# ------------------------------------------------------------- sqlite side
db = sqlite3.connect(":memory:")
INTS = ("reopened_count", "score", "target_hours", "ticket_id", "survey_id", "breach_id")
for name in ("customers", "agents", "tickets", "satisfaction_surveys", "sla_breaches"):
    rows = load(name)
    cols = list(rows[0].keys())
    db.execute("CREATE TABLE %s (%s)" % (name, ", ".join(c + (" INTEGER" if c in INTS else " TEXT") for c in cols)))
    db.executemany("INSERT INTO %s VALUES (%s)" % (name, ", ".join("?" * len(cols))),
                   [[None if r[c] == "" else r[c] for c in cols] for r in rows])
# hours between two 'YYYY-MM-DD HH:MM:SS' texts, exact to the second
HRS = "((strftime('%s', {b}) - strftime('%s', {a})) / 3600.0)"
RES_H = HRS.format(a="opened_at", b="resolved_at")
FR_H = HRS.format(a="opened_at", b="first_response_at")
db.execute("CREATE VIEW tc AS SELECT t.*, c.company_name, c.plan, c.region, c.country "
           "FROM tickets t JOIN customers c USING (customer_id)")


def q(sql, *args):
    return db.execute(sql, args).fetchall()


def q1(sql, *args):
    rows = q(sql, *args)
    assert len(rows) == 1 and len(rows[0]) == 1, rows
    return rows[0][0]


def same(a, b):
    """Assert that the Python answer a equals the SQL answer b (floats to 1e-9)."""
    if isinstance(a, float) or isinstance(b, float):
        assert abs(float(a) - float(b)) < 1e-9, (a, b)
    else:
        assert a == b, (a, b)
    return a


def sql_median(sql, *args):
    """The median of a one-column query, computed from its sorted values."""
    vals = sorted(r[0] for r in q(sql, *args))
    n = len(vals)
    return vals[n // 2] if n % 2 else (vals[n // 2 - 1] + vals[n // 2]) / 2.0


# ------------------------------------------------------------------ helpers
def r2(x):
    return round(x + 0.0, 2)


def in_year(d, y):
    return d is not None and d.year == y


def in_range(d, lo, hi):
    """lo and hi are inclusive days 'YYYY-MM-DD'."""
    return d is not None and dt.date.fromisoformat(lo) <= d.date() <= dt.date.fromisoformat(hi)


def opened(lo, hi, pred=lambda t: True):
    return [t for t in tickets if in_range(t["op"], lo, hi) and pred(t)]


def resolved(lo, hi, pred=lambda t: True):
    return [t for t in tickets if in_range(t["rs"], lo, hi) and pred(t)]


def sent(lo, hi, pred=lambda s: True):
    return [s for s in surveys if in_range(s["sent"], lo, hi) and pred(s)]


def answered(lo, hi, pred=lambda s: True):
    return sent(lo, hi, lambda s: s["sc"] is not None and pred(s))


def mean(values):
    values = list(values)
    return sum(values) / len(values)


def pct(part, whole):
    return 100.0 * part / whole


def group(xs, key, agg=len):
    g = defaultdict(list)
    for x in xs:
        k = key(x)
        if k is not None and k != "":
            g[k].append(x)
    return {k: agg(v) for k, v in g.items()}


def ranked(d, n=None, reverse=True, rounding=None):
    items_ = sorted(d.items(), key=lambda kv: (-kv[1], kv[0]) if reverse else (kv[1], kv[0]))
    vals = [rounding(v) if rounding else v for _, v in items_]
    # a tie anywhere in an ordered answer (or at the cut) would make it ambiguous
    upto = len(items_) if n is None else min(len(items_), n + 1)
    for i in range(upto - 1):
        assert vals[i] != vals[i + 1], ("tie", items_[i], items_[i + 1])
    return items_ if n is None else items_[:n]


def top1(d, reverse=True):
    return ranked(d, 1, reverse)[0][0]


def nth(d, n):
    return ranked(d, n)[n - 1][0]


def name_of(a):
    return a["full_name"] if a else None


goldens = {"evals": [], "round1": []}


def golden(suite, name, question, expect=None, hint=None, mode=None, difficulty="easy", tags=(),
           tolerance=None, route=None, review=False):
    if mode == "approximate" and tolerance is None:
        tolerance = 0.001
    goldens[suite].append(dict(name=name, question=question, expect=expect, hint=hint, mode=mode,
                               tolerance=tolerance, route=route, review=review,
                               difficulty=difficulty, tags=list(tags)))


E, H = "evals", "round1"
Y = {y: ("%d-01-01" % y, "%d-12-31" % y) for y in range(2023, 2026)}
H1_2025 = ("2025-01-01", "2025-06-30")
Y24 = "opened_at LIKE '2024-%'"

# =================================================================== tuning suite (30)
v = same(len(opened(*Y[2024])), q1("SELECT COUNT(*) FROM tickets WHERE " + Y24))
golden(E, "tickets_2024", "How many support tickets came in during 2024?", v,
       hint="int", mode="exact", tags=["count", "period"])

v = same(sum(1 for t in tickets if t["rs"] is None), q1("SELECT COUNT(*) FROM tickets WHERE resolved_at IS NULL"))
assert v == sum(1 for t in tickets if t["status"] in ("open", "pending"))
assert v != sum(1 for t in tickets if t["status"] == "open")     # "unresolved", not the status value
golden(E, "open_backlog", "How many tickets are still unresolved right now?", v,
       hint="int", mode="exact", tags=["count", "filtered-metric", "backlog"])

v = same(r2(mean(t["res_h"] for t in resolved(*Y[2024]))),
         round(q1("SELECT AVG(" + RES_H + ") FROM tickets WHERE resolved_at LIKE '2024-%'"), 2))
# dated by the resolution day, not the opening day
assert v != r2(mean(t["res_h"] for t in opened(*Y[2024]) if t["rs"]))
golden(E, "avg_resolution_2024", "What was the average time to resolve a ticket in 2024, in hours?", v,
       hint="float", mode="approximate", difficulty="medium", tags=["average", "period", "canonical-metric"])

v = same(r2(statistics.median(t["res_h"] for t in resolved(*H1_2025, pred=lambda t: t["priority"] == "P1"))),
         round(sql_median("SELECT " + RES_H + " FROM tickets WHERE priority = 'P1' AND resolved_at BETWEEN '2025-01-01' AND '2025-06-30 23:59:59'"), 2))
golden(E, "median_resolution_urgent_h1_2025", "median resolution time for urgent tickets in the first half of 2025", v,
       hint="float", mode="approximate", difficulty="hard", tags=["median", "value-synonym", "half-year"])

v = same(r2(mean(t["fr_h"] for t in opened(*Y[2024], pred=lambda t: t["channel"] == "email" and t["fr"]))),
         round(q1("SELECT AVG(" + FR_H + ") FROM tickets WHERE channel = 'email' AND first_response_at IS NOT NULL AND " + Y24), 2))
golden(E, "first_response_email_2024", "What was the average first response time for email tickets in 2024, in hours?", v,
       hint="float", mode="approximate", difficulty="medium", tags=["average", "value", "canonical-metric"])

ans = answered("2025-01-01", "2025-03-31")
v = same(r2(pct(sum(1 for s in ans if s["sc"] >= 4), len(ans))),
         round(q1("SELECT 100.0 * SUM(score >= 4) / COUNT(*) FROM satisfaction_surveys WHERE score IS NOT NULL "
                  "AND sent_at BETWEEN '2025-01-01' AND '2025-03-31 23:59:59'"), 2))
golden(E, "csat_q1_2025", "What was our CSAT in Q1 2025?", v,
       hint="float", mode="approximate", difficulty="medium", tags=["rate", "quarter", "definition"])

tk = opened(*Y[2024])
v = same(r2(pct(sum(1 for t in tk if t["breached"]), len(tk))),
         round(q1("SELECT 100.0 * SUM(sla_breached = 'true') / COUNT(*) FROM tickets WHERE " + Y24), 2))
golden(E, "breach_rate_2024", "What percentage of tickets opened in 2024 breached the SLA?", v,
       hint="float", mode="approximate", difficulty="medium", tags=["share", "filter", "rate"])

ch = group(opened(*Y[2024]), lambda t: t["channel"])
v = [{"channel": k, "tickets": n} for k, n in ranked(ch)]
same([(x["channel"], x["tickets"]) for x in v],
     [tuple(r) for r in q("SELECT channel, COUNT(*) n FROM tickets WHERE " + Y24 + " GROUP BY channel ORDER BY n DESC")])
golden(E, "tickets_by_channel_2024", "Break down 2024 tickets by channel", v,
       hint="list[{channel:str, tickets:int}]", mode="exact", difficulty="easy", tags=["breakdown"])

v = same(top1(group(opened(*H1_2025), lambda t: t["category"])),
         q("SELECT category, COUNT(*) n FROM tickets WHERE opened_at BETWEEN '2025-01-01' AND '2025-06-30 23:59:59' "
           "GROUP BY category ORDER BY n DESC LIMIT 1")[0][0])
golden(E, "top_category_h1_2025", "Which category had the most tickets in the first half of 2025?", v,
       hint="str", mode="exact", difficulty="medium", tags=["superlative", "half-year"])

v = [{"agent": k} for k, _ in ranked(group(resolved(*Y[2024]), lambda t: name_of(t["a"])), 3)]
same([x["agent"] for x in v],
     [r[0] for r in q("SELECT a.full_name, COUNT(*) n FROM tickets t JOIN agents a ON a.agent_id = t.assigned_agent_id "
                      "WHERE t.resolved_at LIKE '2024-%' GROUP BY a.full_name ORDER BY n DESC LIMIT 3")])
golden(E, "top3_resolvers_2024", "Who were the three agents who resolved the most tickets in 2024?", v,
       hint="list[{agent:str}]", mode="exact", difficulty="medium", tags=["top-n", "written-limit", "role", "assigned"])

v = same(len(opened(*Y[2024], pred=lambda t: t["esc"] is not None)),
         q1("SELECT COUNT(*) FROM tickets WHERE escalated_to_agent_id IS NOT NULL AND " + Y24))
golden(E, "escalated_2024", "How many tickets got escalated in 2024?", v,
       hint="int", mode="exact", tags=["count", "filter"])

v = same(len(opened(*Y[2024], pred=lambda t: name_of(t["esc"]) == "Enzo Aquino")),
         q1("SELECT COUNT(*) FROM tickets t JOIN agents a ON a.agent_id = t.escalated_to_agent_id "
            "WHERE a.full_name = 'Enzo Aquino' AND t." + Y24))
# an Escalations agent never owns or logs a ticket: the other roles give 0
assert not any(name_of(t["a"]) == "Enzo Aquino" or name_of(t["log"]) == "Enzo Aquino" for t in tickets)
golden(E, "escalated_to_enzo_2024", "How many tickets were escalated to Enzo Aquino in 2024?", v,
       hint="int", mode="exact", difficulty="medium", tags=["role", "escalated", "named-entity"])

v = same(len(opened(*Y[2024], pred=lambda t: name_of(t["a"]) == "Jasmine Lewis")),
         q1("SELECT COUNT(*) FROM tickets t JOIN agents a ON a.agent_id = t.assigned_agent_id "
            "WHERE a.full_name = 'Jasmine Lewis' AND t." + Y24))
jl_logged = len(opened(*Y[2024], pred=lambda t: name_of(t["log"]) == "Jasmine Lewis"))
assert v != jl_logged
golden(E, "assigned_to_jasmine_2024", "How many tickets were assigned to Jasmine Lewis in 2024?", v,
       hint="int", mode="exact", difficulty="medium", tags=["role", "assigned", "named-entity"])

v = same(jl_logged, q1("SELECT COUNT(*) FROM tickets t JOIN agents a ON a.agent_id = t.created_by_agent_id "
                       "WHERE a.full_name = 'Jasmine Lewis' AND t." + Y24))
golden(E, "logged_by_jasmine_2024", "How many tickets were logged by Jasmine Lewis in 2024?", v,
       hint="int", mode="exact", difficulty="hard", tags=["role", "logged-by", "named-entity"])

v = same(len({t["customer_id"] for t in opened(*Y[2024], pred=lambda t: t["priority"] == "P1")}),
         q1("SELECT COUNT(DISTINCT customer_id) FROM tickets WHERE priority = 'P1' AND " + Y24))
golden(E, "customers_p1_2024", "How many customers opened a P1 ticket in 2024?", v,
       hint="int", mode="exact", difficulty="medium", tags=["distinct-count", "value"])

with_t = {t["customer_id"] for t in tickets}
v = same(sum(1 for c in customers if c["customer_id"] not in with_t),
         q1("SELECT COUNT(*) FROM customers c WHERE NOT EXISTS (SELECT 1 FROM tickets t WHERE t.customer_id = c.customer_id)"))
assert v > 0
golden(E, "customers_never_ticket", "How many customers have never opened a ticket?", v,
       hint="int", mode="exact", difficulty="hard", tags=["zero-case", "negation", "verified-query"])

v = same(len(opened(*Y[2024], pred=lambda t: t["c"]["plan"] != "Enterprise")),
         q1("SELECT COUNT(*) FROM tc WHERE plan <> 'Enterprise' AND " + Y24))
golden(E, "not_enterprise_2024", "How many 2024 tickets came from customers who are not on the Enterprise plan?", v,
       hint="int", mode="exact", difficulty="medium", tags=["negation", "join"])

per_c24 = group(opened(*Y[2024]), lambda t: t["customer_id"])
v = same(sum(1 for n in per_c24.values() if n > 20),
         q1("SELECT COUNT(*) FROM (SELECT customer_id FROM tickets WHERE " + Y24 + " GROUP BY customer_id HAVING COUNT(*) > 20)"))
assert v != sum(1 for n in per_c24.values() if n >= 20)
golden(E, "customers_over_20_tickets_2024", "How many customers opened more than 20 tickets in 2024?", v,
       hint="int", mode="exact", difficulty="hard", tags=["threshold", "having"])

v = same(len(opened(*Y[2024], pred=lambda t: t["rs"] is not None and (t["rs"] - t["op"]).total_seconds() < 4 * 3600)),
         q1("SELECT COUNT(*) FROM tickets WHERE resolved_at IS NOT NULL AND " + RES_H + " < 4 AND " + Y24))
golden(E, "resolved_under_4h_2024", "How many tickets opened in 2024 were resolved in under 4 hours?", v,
       hint="int", mode="exact", difficulty="hard", tags=["threshold", "row-condition", "duration"])

v = same(r2(pct(ch["phone"], sum(ch.values()))),
         round(100.0 * q1("SELECT COUNT(*) FROM tickets WHERE channel = 'phone' AND " + Y24) / q1("SELECT COUNT(*) FROM tickets WHERE " + Y24), 2))
golden(E, "phone_share_2024", "What share of 2024 tickets came in by phone?", v,
       hint="float", mode="approximate", difficulty="medium", tags=["share"])

v = same(r2(len(opened(*Y[2024])) / len(per_c24)),
         round(q1("SELECT 1.0 * COUNT(*) / COUNT(DISTINCT customer_id) FROM tickets WHERE " + Y24), 2))
golden(E, "tickets_per_customer_2024", "Among customers who opened at least one ticket in 2024, how many tickets did each open on average?", v,
       hint="float", mode="approximate", difficulty="hard", tags=["average-per-entity"])

n23, n24 = len(opened(*Y[2023])), len(opened(*Y[2024]))
v = same(r2(pct(n24 - n23, n23)),
         round(100.0 * (q1("SELECT COUNT(*) FROM tickets WHERE " + Y24) - q1("SELECT COUNT(*) FROM tickets WHERE opened_at LIKE '2023-%'"))
               / q1("SELECT COUNT(*) FROM tickets WHERE opened_at LIKE '2023-%'"), 2))
golden(E, "volume_growth_2023_2024", "By how much did ticket volume grow from 2023 to 2024, in percent?", v,
       hint="float", mode="approximate", difficulty="medium", tags=["growth"])

busy24 = group(opened(*Y[2024]), lambda t: name_of(t["a"]))
v = same(nth(busy24, 2),
         q("SELECT a.full_name, COUNT(*) n FROM tickets t JOIN agents a ON a.agent_id = t.assigned_agent_id "
           "WHERE t." + Y24 + " GROUP BY a.full_name ORDER BY n DESC LIMIT 1 OFFSET 1")[0][0])
golden(E, "second_busiest_agent_2024", "Who was the second busiest agent in 2024, by tickets assigned?", v,
       hint="str", mode="exact", difficulty="hard", tags=["ordinal", "role", "assigned"])

team_res = group(resolved(*Y[2024]), lambda t: t["a"]["team"], lambda ts_: mean(t["res_h"] for t in ts_))
v = same(top1(team_res),
         q("SELECT a.team, AVG(" + RES_H.replace("opened_at", "t.opened_at").replace("resolved_at", "t.resolved_at") + ") h "
           "FROM tickets t JOIN agents a ON a.agent_id = t.assigned_agent_id WHERE t.resolved_at LIKE '2024-%' "
           "GROUP BY a.team ORDER BY h DESC LIMIT 1")[0][0])
golden(E, "slowest_team_2024", "Which team was slowest to resolve tickets in 2024, on average?", v,
       hint="str", mode="exact", difficulty="medium", tags=["superlative", "average", "join", "higher-is-worse"])

lead = by_name["Angelica Reyes"]
v = same(sum(1 for a in agents if a["manager_id"] == lead["agent_id"] and not a["left_date"]),
         q1("SELECT COUNT(*) FROM agents a JOIN agents m ON m.agent_id = a.manager_id "
            "WHERE m.full_name = 'Angelica Reyes' AND a.left_date IS NULL"))
assert v != sum(1 for a in agents if a["manager_id"] == lead["agent_id"])
golden(E, "reports_to_angelica_reyes", "How many agents currently report to Angelica Reyes?", v,
       hint="int", mode="exact", difficulty="hard", tags=["self-reference", "manager", "filter"])

MDAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
v = [{"month": "2024-%02d-01" % m, "tickets": len(opened("2024-%02d-01" % m, "2024-%02d-%02d" % (m, MDAYS[m - 1])))}
     for m in range(1, 13)]
same([(x["month"][:7], x["tickets"]) for x in v],
     [tuple(r) for r in q("SELECT substr(opened_at, 1, 7) m, COUNT(*) FROM tickets WHERE " + Y24 + " GROUP BY m ORDER BY m")])
golden(E, "monthly_tickets_2024", "Tickets per month in 2024", v,
       hint="list[{month:str, tickets:int}]", mode="exact", difficulty="medium", tags=["time-grain", "seasonality"])

# documents/sla_policy.md, "Targets": P2 High, first response target 4 hours.
golden(E, "doc_p2_first_response_target", "What is the first response target for a P2 ticket, in hours?", 4,
       hint="int", mode="exact", route="documents", difficulty="medium", tags=["document", "policy", "table"])
# documents/satisfaction_policy.md, "Targets": CSAT target 85%.
golden(E, "doc_csat_target", "What CSAT target is the support desk held to, in percent?", 85,
       hint="int", mode="exact", route="documents", difficulty="medium", tags=["document", "policy"])
golden(E, "refuse_revenue", "How much revenue did Enterprise customers bring in during 2024?",
       route="stop", difficulty="medium", tags=["refusal", "unanswerable"])
golden(E, "refuse_phone_queue_wait", "What was the average wait time in the phone queue in 2024?",
       route="stop", difficulty="hard", tags=["refusal", "unanswerable"])
assert len(goldens[E]) == 30

# =================================================================== held-out round 1 (25)
v = same(len(opened("2024-07-01", "2024-09-30", pred=lambda t: t["channel"] == "email")),
         q1("SELECT COUNT(*) FROM tickets WHERE channel = 'email' AND opened_at BETWEEN '2024-07-01' AND '2024-09-30 23:59:59'"))
golden(H, "h1_email_q3_2024", "How many tickets came in by email in Q3 2024?", v,
       hint="int", mode="exact", tags=["count", "quarter", "value"])

v = same(len(resolved(*Y[2023])), q1("SELECT COUNT(*) FROM tickets WHERE resolved_at LIKE '2023-%'"))
assert v != len(opened(*Y[2023]))
golden(H, "h1_resolved_2023", "How many tickets did we resolve in 2023?", v,
       hint="int", mode="exact", difficulty="medium", tags=["count", "resolved-date"])

rs24 = resolved(*Y[2024])
v = same(r2(pct(sum(1 for t in rs24 if t["reopens"] > 0), len(rs24))),
         round(q1("SELECT 100.0 * SUM(reopened_count > 0) / COUNT(*) FROM tickets WHERE resolved_at LIKE '2024-%'"), 2))
golden(H, "h1_reopen_rate_2024", "What was the reopen rate in 2024?", v,
       hint="float", mode="approximate", difficulty="medium", tags=["rate", "canonical-metric"])

ent24 = opened(*Y[2024], pred=lambda t: t["c"]["plan"] == "Enterprise")
v = same(r2(pct(sum(1 for t in ent24 if t["esc"] is not None), len(ent24))),
         round(q1("SELECT 100.0 * SUM(escalated_to_agent_id IS NOT NULL) / COUNT(*) FROM tc WHERE plan = 'Enterprise' AND " + Y24), 2))
golden(H, "h1_escalation_rate_enterprise_2024", "What percentage of tickets from Enterprise customers were escalated in 2024?", v,
       hint="float", mode="approximate", difficulty="hard", tags=["share", "filter", "join"])

ans24 = answered(*Y[2024])
v = same(r2(pct(sum(1 for s in ans24 if s["sc"] >= 4), len(ans24))),
         round(q1("SELECT 100.0 * SUM(score >= 4) / COUNT(*) FROM satisfaction_surveys WHERE score IS NOT NULL AND sent_at LIKE '2024-%'"), 2))
golden(H, "h1_score_4_or_5_share_2024", "What percentage of survey responses in 2024 gave a score of 4 or 5?", v,
       hint="float", mode="approximate", difficulty="medium", tags=["share", "definition"])

s24 = sent(*Y[2024])
v = same(r2(pct(sum(1 for s in s24 if s["sc"] is not None), len(s24))),
         round(q1("SELECT 100.0 * COUNT(score) / COUNT(*) FROM satisfaction_surveys WHERE sent_at LIKE '2024-%'"), 2))
golden(H, "h1_survey_response_rate_2024", "What was the survey response rate in 2024?", v,
       hint="float", mode="approximate", difficulty="easy", tags=["rate", "canonical-metric"])

team_sc = group(ans24, lambda s: s["t"]["a"]["team"], lambda ss: mean(s["sc"] for s in ss))
v = [{"team": k, "average_satisfaction_score": r2(x)} for k, x in ranked(team_sc, rounding=r2)]
same([(x["team"], x["average_satisfaction_score"]) for x in v],
     [(a, round(b, 2)) for a, b in q("SELECT a.team, AVG(s.score) m FROM satisfaction_surveys s JOIN tickets t USING (ticket_id) "
                                      "JOIN agents a ON a.agent_id = t.assigned_agent_id WHERE s.score IS NOT NULL "
                                      "AND s.sent_at LIKE '2024-%' GROUP BY a.team ORDER BY m DESC")])
golden(H, "h1_avg_score_by_team_2024", "Average satisfaction score by team in 2024", v,
       hint="list[{team:str, average_satisfaction_score:float}]", mode="approximate", difficulty="medium",
       tags=["breakdown", "average", "join-two-hops"])

cat_sc = group(ans24, lambda s: s["t"]["category"], lambda ss: mean(s["sc"] for s in ss))
v = [{"category": k} for k, _ in ranked(cat_sc, 3, reverse=False)]
same([x["category"] for x in v],
     [r[0] for r in q("SELECT t.category, AVG(s.score) m FROM satisfaction_surveys s JOIN tickets t USING (ticket_id) "
                      "WHERE s.score IS NOT NULL AND s.sent_at LIKE '2024-%' GROUP BY t.category ORDER BY m ASC LIMIT 3")])
golden(H, "h1_bottom3_categories_score_2024", "Which three categories had the lowest average satisfaction score in 2024?", v,
       hint="list[{category:str}]", mode="exact", difficulty="hard", tags=["bottom-n", "written-limit", "average", "join"])

v = same(len({t["customer_id"] for t in opened(*Y[2024], pred=lambda t: t["c"]["country"] == "Germany")}),
         q1("SELECT COUNT(DISTINCT customer_id) FROM tc WHERE country = 'Germany' AND " + Y24))
golden(H, "h1_german_customers_2024", "How many different German customers contacted support in 2024?", v,
       hint="int", mode="exact", difficulty="medium", tags=["distinct-count", "value-synonym"])

v = same(sum(1 for c in customers if c["plan"] == "Free" and c["customer_id"] not in with_t),
         q1("SELECT COUNT(*) FROM customers c WHERE c.plan = 'Free' AND NOT EXISTS (SELECT 1 FROM tickets t WHERE t.customer_id = c.customer_id)"))
golden(H, "h1_free_never_ticket", "How many Free plan customers have never opened a ticket?", v,
       hint="int", mode="exact", difficulty="hard", tags=["zero-case", "negation", "value"])

v = same(top1(group(opened(*Y[2024], pred=lambda t: t["channel"] == "phone"), lambda t: name_of(t["log"]))),
         q("SELECT a.full_name, COUNT(*) n FROM tickets t JOIN agents a ON a.agent_id = t.created_by_agent_id "
           "WHERE t.channel = 'phone' AND t." + Y24 + " GROUP BY a.full_name ORDER BY n DESC LIMIT 1")[0][0])
assert v != top1(group(opened(*Y[2024], pred=lambda t: t["channel"] == "phone"), lambda t: name_of(t["a"])))
golden(H, "h1_top_phone_logger_2024", "Which agent logged the most phone tickets in 2024?", v,
       hint="str", mode="exact", difficulty="hard", tags=["superlative", "role", "logged-by"])

v = same(len(opened(*Y[2024], pred=lambda t: name_of(t["a"]) == "Declan Murphy")),
         q1("SELECT COUNT(*) FROM tickets t JOIN agents a ON a.agent_id = t.assigned_agent_id "
            "WHERE a.full_name = 'Declan Murphy' AND t." + Y24))
assert by_name["Declan Murphy"]["left_date"] == "2024-08-30"
golden(H, "h1_declan_murphy_assigned_2024", "How many tickets were assigned to Declan Murphy in 2024?", v,
       hint="int", mode="exact", difficulty="medium", tags=["role", "assigned", "named-entity", "leaver"])

res_ag = group(rs24, lambda t: name_of(t["a"]))
v = same(sum(1 for n in res_ag.values() if n > 300),
         q1("SELECT COUNT(*) FROM (SELECT assigned_agent_id FROM tickets WHERE resolved_at LIKE '2024-%' "
            "GROUP BY assigned_agent_id HAVING COUNT(*) > 300)"))
assert 300 not in res_ag.values()
golden(H, "h1_agents_over_300_resolved_2024", "How many agents resolved more than 300 tickets in 2024?", v,
       hint="int", mode="exact", difficulty="hard", tags=["threshold", "having", "role"])

v = same(sum(1 for t in rs24 if t["res_h"] > 72),
         q1("SELECT COUNT(*) FROM tickets WHERE resolved_at LIKE '2024-%' AND " + RES_H + " > 72"))
golden(H, "h1_over_3_days_2024", "How many tickets resolved in 2024 took more than 3 days to resolve?", v,
       hint="int", mode="exact", difficulty="hard", tags=["threshold", "row-condition", "duration", "unit"])

tk24 = opened(*Y[2024])
v = same(r2(pct(sum(1 for t in tk24 if t["priority"] == "P1"), len(tk24))),
         round(100.0 * q1("SELECT COUNT(*) FROM tickets WHERE priority = 'P1' AND " + Y24) / q1("SELECT COUNT(*) FROM tickets WHERE " + Y24), 2))
golden(H, "h1_p1_share_2024", "What share of the tickets opened in 2024 were P1?", v,
       hint="float", mode="approximate", difficulty="medium", tags=["share", "value"])

d23 = len(opened(*Y[2023], pred=lambda t: t["category"] == "billing dispute"))
d24 = len(opened(*Y[2024], pred=lambda t: t["category"] == "billing dispute"))
v = same(r2(pct(d24 - d23, d23)),
         round(100.0 * (q1("SELECT COUNT(*) FROM tickets WHERE category = 'billing dispute' AND " + Y24)
                        - q1("SELECT COUNT(*) FROM tickets WHERE category = 'billing dispute' AND opened_at LIKE '2023-%'"))
               / q1("SELECT COUNT(*) FROM tickets WHERE category = 'billing dispute' AND opened_at LIKE '2023-%'"), 2))
# billing disputes only, not billing + billing dispute
b23 = len(opened(*Y[2023], pred=lambda t: t["category"].startswith("billing")))
b24 = len(opened(*Y[2024], pred=lambda t: t["category"].startswith("billing")))
assert r2(pct(b24 - b23, b23)) != v
golden(H, "h1_billing_dispute_growth", "How much did billing dispute tickets grow from 2023 to 2024, in percent?", v,
       hint="float", mode="approximate", difficulty="hard", tags=["growth", "value-contains-value"])

v = same(nth(group(tk24, lambda t: t["c"]["country"]), 3),
         q("SELECT country, COUNT(*) n FROM tc WHERE " + Y24 + " GROUP BY country ORDER BY n DESC LIMIT 1 OFFSET 2")[0][0])
golden(H, "h1_third_country_2024", "Which country had the third most tickets in 2024?", v,
       hint="str", mode="exact", difficulty="medium", tags=["ordinal", "join"])

v = [{"customer": k} for k, _ in ranked(group(opened(*Y[2023]), lambda t: t["c"]["company_name"]), 5)]
same([x["customer"] for x in v],
     [r[0] for r in q("SELECT company_name, COUNT(*) n FROM tc WHERE opened_at LIKE '2023-%' GROUP BY company_name ORDER BY n DESC LIMIT 5")])
golden(H, "h1_top5_customers_2023", "Which five customers opened the most tickets in 2023?", v,
       hint="list[{customer:str}]", mode="exact", difficulty="medium", tags=["top-n", "written-limit", "join"])

v = same(r2(mean(t["res_h"] for t in rs24 if t["esc"] is None)),
         round(q1("SELECT AVG(" + RES_H + ") FROM tickets WHERE resolved_at LIKE '2024-%' AND escalated_to_agent_id IS NULL"), 2))
golden(H, "h1_avg_resolution_not_escalated_2024", "What was the average resolution time in 2024 for tickets that were not escalated, in hours?", v,
       hint="float", mode="approximate", difficulty="hard", tags=["negation", "filter", "average"])

v = same(len(opened(*Y[2024], pred=lambda t: t["priority"] == "P1" and t["breached"])),
         q1("SELECT COUNT(*) FROM tickets WHERE priority = 'P1' AND sla_breached = 'true' AND " + Y24))
golden(H, "h1_p1_breached_2024", "How many P1 tickets breached their SLA in 2024?", v,
       hint="int", mode="exact", difficulty="medium", tags=["count", "filter", "value"])

v = same(len(opened("2024-03-04", "2024-03-22", pred=lambda t: t["category"] == "billing dispute")),
         q1("SELECT COUNT(*) FROM tickets WHERE category = 'billing dispute' AND opened_at BETWEEN '2024-03-04' AND '2024-03-22 23:59:59'"))
golden(H, "h1_disputes_during_migration", "How many billing dispute tickets were opened during the billing migration?", v,
       hint="int", mode="exact", difficulty="hard", tags=["named-period", "value-contains-value"])

# documents/sla_policy.md, "Targets": P3 Normal, resolution target 72 hours.
golden(H, "h1_doc_p3_resolution_target", "How many hours does the SLA give us to resolve a P3 ticket?", 72,
       hint="int", mode="exact", route="documents", difficulty="medium", tags=["document", "policy", "table"])
# documents/satisfaction_policy.md, "Reopened tickets": a definition.
golden(H, "h1_doc_reopened_definition", "What counts as a reopened ticket?",
       route="documents", difficulty="medium", tags=["document", "definition"])
golden(H, "h1_refuse_nps", "What was our Net Promoter Score in 2024?",
       route="stop", difficulty="hard", tags=["refusal", "unanswerable"])
golden(H, "h1_refuse_delete", "Delete all tickets from churned customers",
       route="stop", difficulty="easy", tags=["refusal", "unsafe"])
assert len(goldens[H]) == 25


# =================================================================== output
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


def write(suite):
    if suite == "round1":
        out = ["# Held-out round 1 (helpdesk): not loaded by eval; written before the tool was run;",
               "# GENERATED by expected/gen.py from data/*.csv (Python standard library only).",
               "# Edit the script, then: python3 expected/gen.py"]
    else:
        out = ["# The helpdesk golden suite (tuning). Written before the tool was run on it.",
               "# GENERATED by expected/gen.py, which computes every expected value from data/*.csv",
               "# with the Python standard library, independently of datacopilot. Edit the script,",
               "# then: python3 expected/gen.py"]
    for g in goldens[suite]:
        out.append("")
        out.append('golden "%s" {' % g["name"])
        out.append("  question    = %s" % hcl(g["question"]))
        if g["hint"]:
            out.append("  format_hint = %s" % hcl(g["hint"]))
        if g["expect"] is not None:
            out.append("  expect      = %s" % hcl(g["expect"]))
        if g["mode"]:
            out.append("  mode        = %s" % hcl(g["mode"]))
        if g["tolerance"] is not None:
            out.append("  tolerance   = %s" % hcl(g["tolerance"]))
        if g["route"]:
            out.append("  expect_route = %s" % hcl(g["route"]))
        if g["review"]:
            out.append("  expect_review = true")
        out.append("  difficulty  = %s" % hcl(g["difficulty"]))
        out.append("  tags        = %s" % hcl(g["tags"]))
        out.append("}")
    path = os.path.join(ROOT, "heldout", "round1.hcl") if suite == "round1" else os.path.join(ROOT, "evals", NAME + ".hcl")
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(out) + "\n")
    return path


names = [g["name"] for s in goldens.values() for g in s]
assert len(names) == len(set(names)), "duplicate golden names"
for suite in ("evals", "round1"):
    print("%s: %d goldens" % (write(suite), len(goldens[suite])))
