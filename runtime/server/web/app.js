// datacopilot's chat page: asks over server-sent events (fetch + a stream
// reader, since EventSource cannot POST) and renders each event as it comes.
(function () {
  "use strict";
  const $ = (id) => document.getElementById(id);
  let current = null;
  // The conversation: each turn's question, how it was read and what it
  // said. A question is sent with the last answer's context, so it may
  // follow it up ("and in 1998?"); "New conversation" forgets them.
  let turns = [];
  function lastContext() { return turns.length ? turns[turns.length - 1].context : ""; }
  // A server started with a token is opened as /#token=TOKEN; the token is
  // kept for this tab only and sent as a bearer token.
  const m = location.hash.match(/token=([^&]+)/);
  if (m) { sessionStorage.setItem("datacopilot-token", decodeURIComponent(m[1])); history.replaceState(null, "", "/"); }
  function headers(extra) {
    const h = Object.assign({ "Content-Type": "application/json" }, extra || {});
    const tok = sessionStorage.getItem("datacopilot-token");
    if (tok) h.Authorization = "Bearer " + tok;
    return h;
  }

  function el(tag, attrs, text) {
    const e = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) e.setAttribute(k, v);
    if (text !== undefined) e.textContent = text;
    return e;
  }

  function step(text) { $("steps").appendChild(el("li", {}, text)); }

  // fmt writes a number with exactly `scale` decimals (a column's scale,
  // sent with the data), so that a column's numbers line up; without one,
  // money and percentages get 2 decimals and whole numbers none.
  function fmt(v, scale, unit) {
    if (typeof v === "number") {
      let d = scale;
      if (typeof d !== "number") {
        d = unit === "%" || /^[A-Z]{3}$/.test(unit || "") || !Number.isInteger(v) ? 2 : 0;
      }
      return v.toLocaleString(undefined, { minimumFractionDigits: d, maximumFractionDigits: d });
    }
    if (v === null || v === undefined) return "–";
    return String(v);
  }

  function renderTable(data) {
    const box = $("table");
    box.textContent = "";
    if (!data || !data.columns || data.columns.length === 0 || data.row_count === 0) return;
    const t = el("table", { id: "result" });
    const head = el("tr");
    const numeric = data.columns.map((c) => c.type === "int" || c.type === "float");
    data.columns.forEach((c, i) => head.appendChild(el("th", numeric[i] ? { class: "num" } : {}, c.name)));
    t.appendChild(el("thead")).appendChild(head);
    const body = t.appendChild(el("tbody"));
    data.rows.slice(0, 200).forEach((row) => {
      const tr = el("tr");
      row.forEach((v, i) => tr.appendChild(el("td", numeric[i] ? { class: "num" } : {}, fmt(v, data.columns[i].scale))));
      body.appendChild(tr);
    });
    box.appendChild(t);
    if (data.row_count > 200) box.appendChild(el("p", {}, `Showing 200 of ${data.row_count} rows.`));
  }

  function renderThread() {
    const ol = $("turns");
    ol.textContent = "";
    turns.forEach((t) => {
      const li = el("li");
      li.appendChild(el("span", { class: "q" }, t.question));
      if (t.interpretation) li.appendChild(el("span", { class: "read" }, "Read as: " + t.interpretation));
      li.appendChild(el("span", { class: "said" }, t.summary));
      ol.appendChild(li);
    });
    $("thread").hidden = turns.length === 0;
  }

  function newConversation() {
    turns = [];
    current = null;
    renderThread();
    $("answer").hidden = true;
    $("steps").textContent = "";
    $("question").value = "";
    $("question").focus();
  }

  function renderAnswer(a) {
    current = a;
    $("answer").hidden = false;
    $("summary").textContent = a.answer_summary;
    // how the question was read, the words it could not use, and the
    // other readings, each a follow-up question one click away
    $("interpretation").textContent = a.interpretation && a.route !== "stop" ? "Read as: " + a.interpretation : "";
    const un = $("unexplained");
    un.hidden = !(a.unexplained && a.unexplained.length);
    un.textContent = un.hidden ? "" : "Not understood: " + a.unexplained.map((w) => `“${w}”`).join(", ");
    const alts = $("alternatives");
    alts.textContent = "";
    alts.hidden = !(a.alternatives && a.alternatives.length);
    if (!alts.hidden) {
      alts.appendChild(el("span", {}, "It could also mean:"));
      a.alternatives.forEach((alt) => {
        const b = el("button", { type: "button", class: "alt", title: "Ask: " + alt.question }, alt.interpretation);
        // the other reading replaces this turn: it is asked with the
        // context this question was asked with
        b.addEventListener("click", () => { $("question").value = alt.question; ask(alt.question, true); });
        alts.appendChild(b);
      });
    }
    const c = $("confidence");
    c.textContent = `Route: ${a.route} · Confidence ${Math.round(a.confidence_score * 100)}%`;
    if (a.needs_human_review) c.appendChild(el("span", { class: "review" }, " · needs human review"));
    const m = $("metrics");
    m.textContent = "";
    (a.key_metrics || []).forEach((k) => {
      const d = el("div", { class: "metric" });
      d.appendChild(el("div", { class: "label" }, k.label));
      d.appendChild(el("div", { class: "value" }, fmt(k.value, undefined, k.unit) + (k.unit ? " " + k.unit : "")));
      m.appendChild(d);
    });
    $("chart").textContent = "";
    if (a.chart && a.chart.spec && window.vegaEmbed) {
      window.vegaEmbed("#chart", a.chart.spec, { actions: false, renderer: "svg" }).catch((e) => step("chart: " + e.message));
    }
    renderTable(a.data);
    const ex = $("explanation");
    ex.textContent = "";
    if (a.explanation) ex.appendChild(el("p", {}, a.explanation));
    if (a.query_explanation) ex.appendChild(el("p", {}, a.query_explanation));
    (a.assumptions || []).forEach((s) => ex.appendChild(el("p", {}, "Assumption: " + s)));
    (a.warnings || []).forEach((s) => ex.appendChild(el("p", { class: "warning" }, "Warning: " + s)));
    const src = $("sources");
    src.textContent = "";
    (a.sources || []).forEach((s) => src.appendChild(el("li", {}, `${s.type} ${s.id}` + (s.description ? ` — ${s.description}` : ""))));
    $("sql").textContent = (a.provenance && a.provenance.sql || []).join("\n\n") || "No query was run.";
    $("plan").textContent = a.plan ? JSON.stringify(a.plan, null, 2) : "No plan.";
    $("thanks").textContent = "";
    $("correction").hidden = true;
  }

  // ask sends a question with the last answer's context; replace asks it
  // instead of the last turn (with that turn's own context).
  async function ask(question, replace) {
    if (replace && turns.length) turns.pop();
    const context = lastContext();
    $("steps").textContent = "";
    $("error").hidden = true;
    $("answer").hidden = true;
    $("send").disabled = true;
    step("Asking…");
    try {
      const resp = await fetch("/v1/ask", {
        method: "POST",
        headers: headers({ Accept: "text/event-stream" }),
        body: JSON.stringify(context ? { question, context } : { question }),
      });
      if (!resp.ok) {
        const body = await resp.json().catch(() => ({}));
        throw new Error((body.error && body.error.message) || resp.statusText);
      }
      const reader = resp.body.getReader();
      const decoder = new TextDecoder();
      let buf = "";
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buf += decoder.decode(value, { stream: true });
        let i;
        while ((i = buf.indexOf("\n\n")) >= 0) {
          const block = buf.slice(0, i);
          buf = buf.slice(i + 2);
          let event = "message", data = "";
          block.split("\n").forEach((line) => {
            if (line.startsWith("event: ")) event = line.slice(7);
            else if (line.startsWith("data: ")) data += line.slice(6);
          });
          handle(event, data ? JSON.parse(data) : null);
        }
      }
    } catch (e) {
      $("error").textContent = "Error: " + e.message;
      $("error").hidden = false;
    } finally {
      $("send").disabled = false;
    }
  }

  function handle(event, data) {
    switch (event) {
      case "route": step(`Routed to ${data.route}.`); break;
      case "plan": step(`Planned ${data.steps.length} step(s).`); break;
      case "data": step(`Got ${data.row_count} row(s).`); break;
      case "answer":
        step("Answered.");
        turns.push({ question: data.question, interpretation: data.route !== "stop" ? data.interpretation : "", summary: data.answer_summary, context: data.context || "" });
        renderThread();
        renderAnswer(data);
        break;
      case "error": throw new Error(data.message);
      case "done": break;
    }
  }

  async function feedback(correct, correction) {
    if (!current) return;
    const resp = await fetch("/v1/feedback", {
      method: "POST",
      headers: headers(),
      body: JSON.stringify({ answer_id: current.id, correct, comment: correction || "" }),
    });
    const body = await resp.json().catch(() => ({}));
    $("thanks").textContent = resp.ok ? (correct ? "Thanks!" : "Thanks: saved for review.") : ((body.error && body.error.message) || "Could not send feedback.");
    if (resp.ok && body.saved) loadReview();
  }

  // The review queue: pending learnings, and flagged ones (contradicted or
  // redundant) still used, with their evidence, each with promote (to a
  // rule, verified query, synonym or filter) and reject.
  async function loadReview() {
    const resp = await fetch("/v1/learnings?review=true", { headers: headers() });
    const body = await resp.json().catch(() => ({}));
    const list = $("learnings");
    list.textContent = "";
    if (!resp.ok) { $("review-status").textContent = (body.error && body.error.message) || "Could not load the learnings."; return; }
    const ls = body.learnings || [];
    $("review-empty").hidden = ls.length > 0;
    ls.forEach((l) => list.appendChild(renderLearning(l)));
  }

  function renderLearning(l) {
    const li = el("li", { class: "learning", "data-id": l.id });
    li.appendChild(el("div", { class: "desc" }, l.description));
    li.appendChild(el("div", { class: "meta" }, `${l.id} · ${l.status} · ${l.category || "other"} · confidence ${Math.round(l.confidence * 100)}% · applied ${l.times_applied} time(s)` +
      (l.goldens_passed || l.goldens_failed ? ` · goldens ${l.goldens_passed || 0} passed, ${l.goldens_failed || 0} failed` : "") + (l.created_at ? " · " + l.created_at : "")));
    if (l.flag) li.appendChild(el("div", { class: "flag" }, `${l.flag[0].toUpperCase()}${l.flag.slice(1)}: ${l.flag_reason || ""}`));
    if (l.question) li.appendChild(el("div", { class: "question" }, "Question: " + l.question));
    if (l.correction) li.appendChild(el("div", { class: "correction" }, "Correction: " + l.correction));
    if (l.original_error) li.appendChild(el("div", { class: "meta" }, "Problem: " + l.original_error));
    [["Original SQL", l.original_sql, "original-sql"], ["Corrected SQL", l.corrected_sql, "corrected-sql"]].forEach(([title, sql, cls]) => {
      if (!sql) return;
      const d = el("details", { class: cls });
      d.appendChild(el("summary", {}, title));
      d.appendChild(el("pre", {}, sql));
      li.appendChild(d);
    });
    const actions = el("div", { class: "actions" });
    const to = el("select", { class: "target", "aria-label": "Promote to" });
    ["rule", "verified_query", "synonym", "filter"].forEach((t) => to.appendChild(el("option", { value: t }, t.replace("_", " "))));
    if (l.term) to.value = "synonym"; else if (l.corrected_sql) to.value = "verified_query";
    const promote = el("button", { type: "button", class: "promote" }, "Promote");
    const reason = el("input", { type: "text", class: "reason", placeholder: "Reason (optional)" });
    const reject = el("button", { type: "button", class: "reject" }, "Reject");
    promote.addEventListener("click", () => review(l.id, "promote", { to: to.value }));
    reject.addEventListener("click", () => review(l.id, "reject", { reason: reason.value }));
    actions.append(to, promote, reason, reject);
    li.appendChild(actions);
    return li;
  }

  async function review(id, action, body) {
    const resp = await fetch(`/v1/learnings/${encodeURIComponent(id)}/${action}`, { method: "POST", headers: headers(), body: JSON.stringify(body) });
    const out = await resp.json().catch(() => ({}));
    if (!resp.ok) { $("review-status").textContent = (out.error && out.error.message) || "The review failed."; return; }
    $("review-status").textContent = action === "promote"
      ? `Promoted ${id} to ${out.promoted.learning.promoted_to} (${out.promoted.file}:${out.promoted.line}).`
      : `Rejected ${id}.`;
    loadReview();
  }

  $("review-refresh").addEventListener("click", loadReview);
  loadReview();

  $("ask").addEventListener("submit", (e) => { e.preventDefault(); const q = $("question").value.trim(); if (q) ask(q); });
  $("new-conversation").addEventListener("click", newConversation);
  $("up").addEventListener("click", () => feedback(true));
  $("down").addEventListener("click", () => { $("correction").hidden = false; $("correction-text").focus(); });
  $("correction").addEventListener("submit", (e) => { e.preventDefault(); feedback(false, $("correction-text").value); });
})();
