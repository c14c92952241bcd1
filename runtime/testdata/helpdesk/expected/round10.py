#!/usr/bin/env python3
"""Held-out round 10 for the helpdesk workspace: 12 new questions in the words of
business users (some lowercase and sloppy, some using words the knowledge files
do not define: "folks", "thumbs-down", "kicked over", "wrapped up", "ignored",
"chunk", "sit below", "sick days"), written from data/*.csv, knowledge.hcl,
pipes/*.hcl and documents/*.md only, without reading datacopilot's runtime
(no *.go) and before running datacopilot. None repeats or paraphrases a
question of evals/*.hcl or heldout/*.hcl.
Every expected value is computed here from data/*.csv (and documents/*.md for
the document question) with the Python standard library only, then computed a
second time by hand-written SQL over the same CSV files loaded into sqlite3,
and the two are asserted equal.

    python3 expected/round10.py          # writes heldout/round10.hcl
    python3 expected/round10.py --print  # prints it instead

Definitions followed (knowledge.hcl, documents/sla_policy.md,
documents/satisfaction_policy.md):
- tickets = rows of tickets.csv, dated by the day they were opened (opened_at),
  whatever their status ("so far in 2025" = opened 2025-01-01..2025-06-30, the
  extract ending 2025-06-30 23:59:59);
- resolved ("closed out", "wrapped up") tickets = resolved_at set, dated by
  resolved_at and credited to the assigned agent (the owner); resolution time =
  calendar hours from opened_at to resolved_at; every ticket resolved in Q4 2024
  has status closed today, so "closed" as a status agrees; "wrapped up in under
  three hours" (September chats) = tickets opened in September 2024 by chat with
  resolution time < 3 hours;
- an office "without a role word" is the assigned agent's (owner's);
  roles: assigned_agent_id = owner, created_by_agent_id = the agent who logged
  the ticket for the customer, escalated_to_agent_id = the Escalations agent it
  was escalated to ("kicked over / pushed up to escalations" = escalated);
- agents "still on the desk" = left_date empty; "the escalations folks" = team
  Escalations (the Head of Support included, her team being Escalations);
- surveys are dated by the day they were sent (sent_at); average satisfaction
  score = mean score of answered surveys; CSAT = % of answered surveys scoring 4
  or 5; unanswered ("ignored") surveys = empty score; a score of 1 or 2 is a
  detractor ("thumbs-down") response; a survey's customer and owner are those of
  its ticket;
- the billing migration = period billing_migration_2024, 2024-03-04..2024-03-22
  (days inclusive, by opened_at); "billing and billing dispute tickets" = both
  categories;
- "the second half of 2024" = 2024-07-01..2024-12-31, "the first half of 2025" =
  2025-01-01..2025-06-30, Q2 2025 = 2025-04-01..2025-06-30, Q4 2024 =
  2024-10-01..2024-12-31; changes are later minus earlier;
- shares and CSAT are percentages (0-100); the CSAT change is in percentage
  points; "for every answered survey, how many ignored" = unanswered / answered.
Floats are rounded to 2 decimals (4 below 100). Rankings (and the cut of an Nth
place) are checked for ties; thresholds are checked for values within a minute
of the cut. The unanswerable question (agents' sick days: no absence, leave,
shift or attendance data anywhere) expects route "stop"; the document question
(the CSAT level below which an agent gets a coaching plan,
satisfaction_policy.md) expects route "documents".
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
OUT = os.path.join(ROOT, "heldout", "round10.hcl")
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

DB = sqlite_db(DATA, ["tickets.csv", "customers.csv", "agents.csv", "satisfaction_surveys.csv"])
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

surveys = load("satisfaction_surveys.csv")
by_id = {t["ticket_id"]: t for t in tickets}
for s in surveys:
    s["t"] = by_id[s["ticket_id"]]
    s["sday"] = day(s["sent_at"])
SD = "substr(s.sent_at, 1, 10)"


def owner(t):
    return agents[t["assigned_agent_id"]] if t["assigned_agent_id"] else None


def S(lo, hi, *preds):
    """Surveys sent from lo to hi (days, inclusive) meeting every predicate."""
    return [s for s in surveys if inr(s["sday"], lo, hi) and all(p(s) for p in preds)]


# 1. average of a measure other than ticket volume: the mean survey score (1-5) of
#    answered surveys sent in Q2 2025 for tickets owned by agents of the Manila
#    office.
assert all(s["t"]["assigned_agent_id"] for s in surveys), "every surveyed ticket has an owner"
mn = [int(s["score"]) for s in S("2025-04-01", "2025-06-30", lambda s: s["score"] != "",
                                 lambda s: owner(s["t"])["site"] == "Manila")]
avg_mn = sum(mn) / len(mn)
check(avg_mn, """
    SELECT AVG(s.score) FROM satisfaction_surveys s
    JOIN tickets t ON t.ticket_id = s.ticket_id JOIN agents a ON a.agent_id = t.assigned_agent_id
    WHERE s.score IS NOT NULL AND a.site = 'Manila' AND %s BETWEEN '2025-04-01' AND '2025-06-30'""" % SD)
golden("r10_manila_avg_survey_score_q2_2025",
       "on a scale of 1 to 5, how happy were customers on average with the tickets the manila office worked in q2 2025?",
       r2(avg_mn), hint="float", mode="approximate", difficulty="medium",
       tags=["average", "non-default-metric", "survey", "site", "quarter"])

# 2. Nth place with a written ordinal: among agents of the Austin office, the one
#    with the fifth most tickets resolved in Q4 2024 (credited to the owner).
au = Counter(owner(t)["full_name"] for t in R("2024-10-01", "2024-12-31", lambda t: owner(t)["site"] == "Austin"))
assert all(t["status"] == "closed" for t in R("2024-10-01", "2024-12-31")), "closed agrees with resolved"
fifth = ranked(dict(au), 5)[4][0]
check(fifth, """
    SELECT a.full_name FROM tickets t JOIN agents a ON a.agent_id = t.assigned_agent_id
    WHERE a.site = 'Austin' AND t.resolved_at IS NOT NULL AND %s BETWEEN '2024-10-01' AND '2024-12-31'
    GROUP BY a.full_name ORDER BY COUNT(*) DESC LIMIT 1 OFFSET 4""" % RD)
golden("r10_austin_fifth_most_closed_q4_2024",
       "Looking only at the reps who sit in Austin, who came in fifth for tickets closed out in Q4 2024?",
       fifth, hint="str", mode="exact", difficulty="hard", tags=["ordinal", "fifth", "resolved-date", "site"])

# 3. share of a total where the part has a filter (a named period): billing and
#    billing dispute tickets opened during the billing migration, as a % of all
#    billing and billing dispute tickets opened in 2024.
bill = O("2024-01-01", "2024-12-31", lambda t: t["category"] in ("billing", "billing dispute"))
mig = [t for t in bill if inr(t["day"], "2024-03-04", "2024-03-22")]
mig_share = len(mig) / len(bill) * 100
check(mig_share, """
    SELECT 100.0 * SUM(%(od)s BETWEEN '2024-03-04' AND '2024-03-22') / COUNT(*) FROM tickets t
    WHERE t.category IN ('billing', 'billing dispute') AND %(od)s BETWEEN '2024-01-01' AND '2024-12-31'""" % {"od": OD})
golden("r10_billing_migration_share_of_2024_billing",
       "what chunk of 2024's billing and billing dispute tickets landed during the billing migration, as a percent?",
       r2(mig_share), hint="float", mode="approximate", difficulty="medium",
       tags=["share", "part-of-total", "named-period", "category"])

# 4. exclusion and negation: agents still on the desk (no left_date), not in the
#    Escalations team, who never logged a ticket for a customer (never a
#    created_by_agent_id).
logged = {t["created_by_agent_id"] for t in tickets if t["created_by_agent_id"]}
cur = [a for a in agents.values() if not a["left_date"]]
never = [a for a in cur if a["team"] != "Escalations" and a["agent_id"] not in logged]
n_never = len(never)
assert n_never != len([a for a in cur if a["agent_id"] not in logged]), "the exclusion must matter"
check(n_never, """
    SELECT COUNT(*) FROM agents a
    WHERE a.left_date IS NULL AND a.team <> 'Escalations'
      AND NOT EXISTS (SELECT 1 FROM tickets t WHERE t.created_by_agent_id = a.agent_id)""")
golden("r10_current_agents_never_logged_excl_escalations",
       "Other than the escalations folks, how many agents who are still on the desk have never once logged a ticket on a customer's behalf?",
       n_never, hint="int", mode="exact", difficulty="hard", tags=["negation", "exclusion", "roles", "current-agents"])

# 5. distinct customers constrained by facts: customers with at least one
#    detractor answer (score 1 or 2) on a survey sent in 2024.
det = S("2024-01-01", "2024-12-31", lambda s: s["score"] in ("1", "2"))
n_det = len({s["t"]["customer_id"] for s in det})
assert n_det != len(det), "distinct customers must differ from the number of answers"
check(n_det, """
    SELECT COUNT(DISTINCT t.customer_id) FROM satisfaction_surveys s JOIN tickets t ON t.ticket_id = s.ticket_id
    WHERE s.score IN (1, 2) AND %s BETWEEN '2024-01-01' AND '2024-12-31'""" % SD)
golden("r10_customers_thumbs_down_2024",
       "how many different customers gave us a thumbs-down (a 1 or a 2 out of 5) on a survey in 2024",
       n_det, hint="int", mode="exact", difficulty="medium", tags=["distinct-count", "survey", "score"])

# 6. roles of one agent list: tickets opened in 2024 owned by a Dublin agent and
#    escalated to an Escalations agent based in Austin.
def esc_sites(own, to):
    return len(O("2024-01-01", "2024-12-31",
                 lambda t: t["escalated_to_agent_id"] != "" and t["assigned_agent_id"] != "",
                 lambda t: owner(t)["site"] == own,
                 lambda t: agents[t["escalated_to_agent_id"]]["site"] == to))


du_au = esc_sites("Dublin", "Austin")
assert du_au != esc_sites("Austin", "Dublin"), "the swapped roles must give another number"
check(du_au, """
    SELECT COUNT(*) FROM tickets t
    JOIN agents o ON o.agent_id = t.assigned_agent_id JOIN agents e ON e.agent_id = t.escalated_to_agent_id
    WHERE o.site = 'Dublin' AND e.site = 'Austin' AND %s BETWEEN '2024-01-01' AND '2024-12-31'""" % OD)
golden("r10_dublin_owned_escalated_to_austin_2024",
       "In 2024, how many tickets owned by somebody in the Dublin office got kicked over to an escalations person based in Austin?",
       du_au, hint="int", mode="exact", difficulty="hard", tags=["roles", "escalation-agent", "assigned", "site"])

# 7. threshold in hours, a month of a year: chat tickets opened in September 2024
#    resolved less than 3 calendar hours after they were opened.
chats = O("2024-09-01", "2024-09-30", lambda t: t["channel"] == "chat", lambda t: t["res"] is not None)
assert all(abs(hours(t["op"], t["res"]) - 3) > 1 / 60 for t in chats)
n_fast = sum(1 for t in chats if hours(t["op"], t["res"]) < 3)
check(n_fast, """
    SELECT COUNT(*) FROM tickets t
    WHERE t.channel = 'chat' AND t.resolved_at IS NOT NULL AND %s BETWEEN '2024-09-01' AND '2024-09-30'
      AND (julianday(t.resolved_at) - julianday(t.opened_at)) * 24 < 3""" % OD)
golden("r10_sept_2024_chats_wrapped_under_3h",
       "how many chats that came in in september 2024 got wrapped up in under three hours",
       n_fast, hint="int", mode="exact", difficulty="medium", tags=["threshold", "duration", "month", "channel"])


# 8. change between two periods of a rate: CSAT of surveys sent in H1 2025 minus
#    CSAT of surveys sent in H2 2024, in percentage points.
def csat(lo, hi):
    a = [int(s["score"]) for s in S(lo, hi, lambda s: s["score"] != "")]
    return sum(1 for x in a if x >= 4) / len(a) * 100


d_csat = csat("2025-01-01", "2025-06-30") - csat("2024-07-01", "2024-12-31")
assert d_csat > 0
check(d_csat, """
    SELECT (SELECT 100.0 * SUM(s.score >= 4) / COUNT(*) FROM satisfaction_surveys s
            WHERE s.score IS NOT NULL AND %(sd)s BETWEEN '2025-01-01' AND '2025-06-30')
         - (SELECT 100.0 * SUM(s.score >= 4) / COUNT(*) FROM satisfaction_surveys s
            WHERE s.score IS NOT NULL AND %(sd)s BETWEEN '2024-07-01' AND '2024-12-31')""" % {"sd": SD})
golden("r10_csat_change_h2_2024_to_h1_2025",
       "By how many percentage points did CSAT improve going from the second half of 2024 into the first half of 2025?",
       r2(d_csat), hint="float", mode="approximate", difficulty="hard",
       tags=["difference", "two-periods", "csat", "half-year"])

# 9. ratio: unanswered surveys per answered survey, surveys sent in 2024.
s24 = S("2024-01-01", "2024-12-31")
answered = sum(1 for s in s24 if s["score"] != "")
ratio = (len(s24) - answered) / answered
check(ratio, """
    SELECT 1.0 * SUM(s.score IS NULL) / SUM(s.score IS NOT NULL) FROM satisfaction_surveys s
    WHERE %s BETWEEN '2024-01-01' AND '2024-12-31'""" % SD)
golden("r10_ignored_surveys_per_answered_2024",
       "in 2024, for every satisfaction survey a customer actually filled in, how many just got ignored?",
       r2(ratio), hint="float", mode="approximate", difficulty="hard", tags=["ratio", "per", "survey", "response"])

# 10. "so far in" a year: billing dispute tickets opened 2025-01-01..2025-06-30
#     that were escalated.
n_bd = len(O("2025-01-01", "2025-06-30", lambda t: t["category"] == "billing dispute",
             lambda t: t["escalated_to_agent_id"] != ""))
check(n_bd, """
    SELECT COUNT(*) FROM tickets t
    WHERE t.category = 'billing dispute' AND t.escalated_to_agent_id IS NOT NULL
      AND %s BETWEEN '2025-01-01' AND '2025-06-30'""" % OD)
golden("r10_billing_disputes_escalated_so_far_2025",
       "we're about halfway through the year - so far in 2025, how many billing disputes have had to be pushed up to the escalations team?",
       n_bd, hint="int", mode="exact", difficulty="medium", tags=["so-far", "year-to-date", "escalated", "category"])

# 11. document: satisfaction_policy.md, an agent whose CSAT stays below 75% for two
#     quarters in a row gets a coaching plan.
tg = section(os.path.join(DOCS, "satisfaction_policy.md"), "Targets")
coach = re.findall(r"CSAT stays below (\d+)% for two quarters in a row gets a coaching plan", tg)
assert coach == ["75"], coach
golden("r10_doc_coaching_plan_csat_threshold",
       "how low does a rep's csat have to sit, two quarters running, before their team lead puts them on a coaching plan? in percent",
       int(coach[0]), hint="int", mode="exact", route="documents", difficulty="medium",
       tags=["document", "policy", "threshold"])

# 12. unanswerable: no absence, leave, shift or attendance data anywhere.
heads = " ".join(open(os.path.join(DATA, f), encoding="utf-8").readline().lower()
                 for f in os.listdir(DATA) if f.endswith(".csv"))
assert not re.search(r"sick|absen|leave|shift|attend|holiday|vacation|pto|hours_worked|schedule", heads), heads
golden("r10_refuse_sick_days_manila_2024",
       "how many sick days did the manila reps take between them in 2024?",
       route="stop", difficulty="medium", tags=["refusal", "unanswerable"])

main(OUT, [
    "# Held-out round 10 (helpdesk): not loaded by eval; written without reading the runtime",
    "# and before running datacopilot; answers computed by expected/round10.py from data/*.csv",
    "# (Python standard library only, checked again by SQL over sqlite3).",
    "# GENERATED: python3 expected/round10.py",
])
