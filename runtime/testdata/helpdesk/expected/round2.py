#!/usr/bin/env python3
"""Held-out round 2 for the helpdesk workspace: 12 new questions in the words of
business users (some lowercase and sloppy, some using words the knowledge files
do not define), written from the data, knowledge.hcl, pipes/*.hcl and
documents/*.md only, without reading datacopilot's runtime (no *.go) and before
running datacopilot. Every expected value is computed here from data/*.csv (and
documents/*.md for the document question) with the Python standard library
only, then computed a second time by hand-written SQL over the same CSV files
loaded into sqlite3, and the two are asserted equal.

    python3 expected/round2.py          # writes heldout/round2.hcl
    python3 expected/round2.py --print  # prints it instead

Definitions followed (knowledge.hcl, documents/sla_policy.md,
documents/satisfaction_policy.md):
- tickets = rows of tickets.csv, dated by opened_at, whatever their status;
  customer attributes (plan, region) are the customer's (customer_id);
- resolved tickets = resolved_at set, dated by resolved_at, credited to the
  assigned agent (the owner);
- first response time = hours from opened_at to first_response_at over tickets
  that got a reply, by opened_at;
- CSAT = 100 * answered surveys scoring 4 or 5 / answered surveys, by sent_at;
  a site's CSAT is that of the surveys of the tickets assigned to its agents;
- "escalated to X" = escalated_to_agent_id (the escalation role), tickets
  dated by opened_at;
- shares and growth are percentages.
Floats are rounded to 2 decimals (4 below 100). Rankings are checked for ties.
The unanswerable question (revenue lost to churn: no revenue or contract
value in the data) expects route "stop"; the document question expects route
"documents".
"""
import csv
import datetime as dt
import json
import os
import re
import sqlite3
import statistics
import sys
from collections import defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..")
DATA = os.path.join(ROOT, "data")
DOCS = os.path.join(ROOT, "documents")
OUT = os.path.join(ROOT, "heldout", "round2.hcl")
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
surveys = load("satisfaction_surveys.csv")
for t in tickets:
    t["op"], t["fr"], t["res"] = ts(t["opened_at"]), ts(t["first_response_at"]), ts(t["resolved_at"])
    t["day"] = t["op"].date()
    t["cust"] = customers[t["customer_id"]]
by_id = {t["ticket_id"]: t for t in tickets}
for s in surveys:
    s["sent"] = ts(s["sent_at"])

DB = sqlite_db(DATA, ["tickets.csv", "customers.csv", "agents.csv", "satisfaction_surveys.csv"])
OD = "substr(t.opened_at, 1, 10)"


def inr(d, lo, hi):
    return d is not None and dt.date.fromisoformat(lo) <= d <= dt.date.fromisoformat(hi)


def O(lo, hi, *preds):
    return [t for t in tickets if inr(t["day"], lo, hi) and all(p(t) for p in preds)]


def agent(name):
    ids = [k for k, a in agents.items() if a["full_name"] == name]
    assert len(ids) == 1, name
    return ids[0]


# 1. single number for a period: tickets opened in February 2025
n_feb = len(O("2025-02-01", "2025-02-28"))
check(n_feb, "SELECT COUNT(*) FROM tickets t WHERE %s BETWEEN '2025-02-01' AND '2025-02-28'" % OD)
golden("r2_support_requests_feb_2025", "how many support requests came in during feb 2025",
       n_feb, hint="int", mode="exact", difficulty="easy", tags=["period", "count", "synonym"])

# 2. filtered distinct count: Enterprise customers who opened a P1 ticket in 2024
n_ent = len({t["customer_id"] for t in O("2024-01-01", "2024-12-31",
                                         lambda t: t["priority"] == "P1" and t["cust"]["plan"] == "Enterprise")})
check(n_ent, """
    SELECT COUNT(DISTINCT t.customer_id) FROM tickets t JOIN customers c ON c.customer_id = t.customer_id
    WHERE c.plan = 'Enterprise' AND t.priority = 'P1' AND %s BETWEEN '2024-01-01' AND '2024-12-31'""" % OD)
golden("r2_enterprise_accounts_with_urgent_tickets_2024",
       "How many different enterprise accounts raised at least one urgent ticket in 2024?",
       n_ent, hint="int", mode="exact", difficulty="medium", tags=["distinct-count", "value-synonym", "plan"])

# 3. N-th of a ranking, N as a word: agent with the second most tickets resolved in 2024
ra = defaultdict(int)
for t in tickets:
    if t["res"] is not None and t["res"].year == 2024:
        ra[agents[t["assigned_agent_id"]]["full_name"]] += 1
second = ranked(ra, 2)[1][0]
check(second, """
    SELECT a.full_name FROM tickets t JOIN agents a ON a.agent_id = t.assigned_agent_id
    WHERE t.resolved_at BETWEEN '2024-01-01' AND '2024-12-31 23:59:59'
    GROUP BY a.full_name ORDER BY COUNT(*) DESC LIMIT 1 OFFSET 1""")
golden("r2_second_most_resolved_agent_2024", "who was the agent with the second highest number of tickets resolved in 2024?",
       second, hint="str", mode="exact", difficulty="medium", tags=["top-n", "word-number", "agent"])

# 4. ranking by a measure that is not the default: site with the best CSAT, surveys sent in 2024
cs = defaultdict(lambda: [0, 0])
for s in surveys:
    if s["score"] and s["sent"].year == 2024:
        site = agents[by_id[s["ticket_id"]]["assigned_agent_id"]]["site"]
        cs[site][0] += int(s["score"]) >= 4
        cs[site][1] += 1
csat = {k: v[0] / v[1] * 100 for k, v in cs.items()}
best = ranked(csat, 1)[0][0]
check(best, """
    SELECT a.site FROM satisfaction_surveys s JOIN tickets t ON t.ticket_id = s.ticket_id
    JOIN agents a ON a.agent_id = t.assigned_agent_id
    WHERE s.score IS NOT NULL AND s.sent_at BETWEEN '2024-01-01' AND '2024-12-31 23:59:59'
    GROUP BY a.site ORDER BY 100.0 * SUM(s.score >= 4) / COUNT(*) DESC LIMIT 1""")
golden("r2_site_best_csat_2024", "Which of our support hubs had the best CSAT in 2024?",
       best, hint="str", mode="exact", difficulty="medium", tags=["ranking", "non-default-metric", "site"])

# 5. threshold: tickets opened in 2024 whose first reply took more than 4 hours
n4 = len(O("2024-01-01", "2024-12-31", lambda t: t["fr"] is not None and (t["fr"] - t["op"]).total_seconds() > 4 * 3600))
assert not O("2024-01-01", "2024-12-31", lambda t: t["fr"] is None), "no unanswered 2024 ticket to argue about"
check(n4, """
    SELECT COUNT(*) FROM tickets t
    WHERE (julianday(t.first_response_at) - julianday(t.opened_at)) * 86400 > 4 * 3600 + 1e-3
      AND %s BETWEEN '2024-01-01' AND '2024-12-31'""" % OD)
golden("r2_waited_over_4h_first_reply_2024",
       "how many tickets opened in 2024 waited more than 4 hours before anyone replied",
       n4, hint="int", mode="exact", difficulty="medium", tags=["threshold", "comparison", "first-response"])

# 6. exclusion: tickets opened in Q4 2024 from customers not on the Free plan
n_nf = len(O("2024-10-01", "2024-12-31", lambda t: t["cust"]["plan"] != "Free"))
check(n_nf, """
    SELECT COUNT(*) FROM tickets t JOIN customers c ON c.customer_id = t.customer_id
    WHERE c.plan <> 'Free' AND %s BETWEEN '2024-10-01' AND '2024-12-31'""" % OD)
golden("r2_q4_2024_tickets_excluding_free", "Leaving out free plan customers, how many tickets did we get in Q4 2024?",
       n_nf, hint="int", mode="exact", difficulty="medium", tags=["negation", "exclusion", "plan"])

# 7. share of a total: EMEA customers' share of tickets opened in H1 2025
h1 = O("2025-01-01", "2025-06-30")
emea = sum(1 for t in h1 if t["cust"]["region"] == "EMEA") / len(h1) * 100
check(emea, """
    SELECT 100.0 * SUM(c.region = 'EMEA') / COUNT(*) FROM tickets t JOIN customers c ON c.customer_id = t.customer_id
    WHERE %s BETWEEN '2025-01-01' AND '2025-06-30'""" % OD)
golden("r2_europe_share_h1_2025", "what percent of the tickets opened in the first half of 2025 came from customers in europe",
       r2(emea), hint="float", mode="approximate", difficulty="medium", tags=["share", "value-synonym", "region"])

# 8. growth between two years: tickets from APAC customers, 2023 -> 2024
ap = {y: len(O("%d-01-01" % y, "%d-12-31" % y, lambda t: t["cust"]["region"] == "APAC")) for y in (2023, 2024)}
g_ap = (ap[2024] - ap[2023]) / ap[2023] * 100
assert g_ap > 0, ap
check(g_ap, """
    SELECT 100.0 * (SUM(substr(t.opened_at, 1, 4) = '2024') - SUM(substr(t.opened_at, 1, 4) = '2023'))
           / SUM(substr(t.opened_at, 1, 4) = '2023')
    FROM tickets t JOIN customers c ON c.customer_id = t.customer_id WHERE c.region = 'APAC'""")
golden("r2_apac_ticket_growth_2023_2024", "By how much did ticket volume from Asia-Pacific customers grow from 2023 to 2024, in percent?",
       r2(g_ap), hint="float", mode="approximate", difficulty="hard", tags=["growth", "two-periods", "region"])

# 9. average per entity: tickets per Enterprise customer that opened at least one ticket in H1 2025
eh = [t for t in h1 if t["cust"]["plan"] == "Enterprise"]
tpc = len(eh) / len({t["customer_id"] for t in eh})
check(tpc, """
    SELECT COUNT(*) * 1.0 / COUNT(DISTINCT t.customer_id) FROM tickets t JOIN customers c ON c.customer_id = t.customer_id
    WHERE c.plan = 'Enterprise' AND %s BETWEEN '2025-01-01' AND '2025-06-30'""" % OD)
golden("r2_tickets_per_enterprise_customer_h1_2025",
       "in h1 2025, how many tickets did each enterprise customer that contacted us open on average?",
       r2(tpc), hint="float", mode="approximate", difficulty="hard", tags=["per-entity", "average", "plan"])

# 10. role (escalated to): tickets opened in 2024 that were escalated to Felix Wilson
fw = agent("Felix Wilson")
assert agents[fw]["team"] == "Escalations"
n_fw = len(O("2024-01-01", "2024-12-31", lambda t: t["escalated_to_agent_id"] == fw))
n_fw_owner = len(O("2024-01-01", "2024-12-31", lambda t: t["assigned_agent_id"] == fw))
assert n_fw != n_fw_owner, "the owner reading must give another number"
check(n_fw, """
    SELECT COUNT(*) FROM tickets t JOIN agents a ON a.agent_id = t.escalated_to_agent_id
    WHERE a.full_name = 'Felix Wilson' AND %s BETWEEN '2024-01-01' AND '2024-12-31'""" % OD)
golden("r2_escalated_to_felix_wilson_2024", "Of the tickets opened in 2024, how many were escalated to Felix Wilson?",
       n_fw, hint="int", mode="exact", difficulty="medium", tags=["role", "escalation-agent", "period"])

# 11. document: sla_policy.md, 5% service credit per P1 ticket missing its resolution target
sc = section(os.path.join(DOCS, "sla_policy.md"), "Service credits")
pct_sc = re.findall(r"service credit of (\d+)% of their monthly fee for\s+each P1 ticket that misses its resolution target", sc)
assert pct_sc == ["5"], pct_sc
golden("r2_doc_enterprise_p1_service_credit",
       "when a P1 ticket from an enterprise customer blows through its resolution target, what % of their monthly fee do we owe them as a credit?",
       int(pct_sc[0]), hint="int", mode="exact", route="documents", difficulty="medium", tags=["document", "policy"])

# 12. unanswerable: no revenue, contract value or fee in the data
heads = " ".join(open(os.path.join(DATA, f), encoding="utf-8").readline().lower()
                 for f in os.listdir(DATA) if f.endswith(".csv"))
assert not re.search(r"revenue|mrr|arr|fee|price|amount|contract", heads)
golden("r2_unanswerable_revenue_lost_to_churn_2024", "how much revenue did we lose from customers who churned in 2024",
       route="stop", difficulty="medium", tags=["refusal", "unanswerable"])

main(OUT, [
    "# Held-out round 2 (helpdesk): not loaded by eval; written without reading the runtime",
    "# and before running datacopilot; answers computed by expected/round2.py from data/*.csv",
    "# (Python standard library only, checked again by SQL over sqlite3).",
    "# GENERATED: python3 expected/round2.py",
])
