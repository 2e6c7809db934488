/* The players' page: read-only. Find your table, the live tables with points, standings, round clock. */
"use strict";

(function () {
  var T = Tableside, el = T.el, tr = TablesideI18n.tr;
  var view = null;
  var parts = {};  // the page's parts as last sent: "head", "find", "standings", "t1", "t2", ...

  // A message carries every part ("full") or only those that changed (null: gone).
  function take(message) {
    if (message.full) parts = {};
    for (var key in message.parts) {
      if (message.parts[key] === null) delete parts[key];
      else parts[key] = message.parts[key];
    }
    var head = parts.head || {};
    var tables = Object.keys(parts).filter(function (k) { return /^t\d+$/.test(k); })
      .map(function (k) { return parts[k]; }).sort(function (a, b) { return a.number - b.number; });
    view = { event: head.event, round: head.round, started: head.started, clock: head.clock,
             ratings: head.ratings, corrections: head.corrections || "", corrected: head.corrected || null,
             announcements: head.announcements || [], ends: head.ends || null,
             missing: head.not_checked_in || [], tables: tables, find: parts.find || [], standings: parts.standings || [] };
    render();
  }
  var $ = function (id) { return document.getElementById(id); };

  function showLink(ok) {
    $("link").hidden = ok;
    document.body.classList.toggle("offline", !ok);
  }

  function render() {
    if (!view) return;
    $("event").textContent = view.event || "Tableside";
    var number = { round: view.round };
    $("round").textContent = !view.round ? tr("No round yet")
      : view.started ? tr("Round {round}", number) : tr("Round {round} (not started)", number);
    TablesideAnnouncements.show($("announcements"), view.announcements);
    renderCheckIn();
    renderFind();
    renderTables();
    renderStandings();
    tick();
  }

  // Who has not checked in for the round about to be seated: names as plain text, so a player sees
  // they still have to go to the desk (or their table's device).
  function renderCheckIn() {
    $("checkin").hidden = !view.missing.length;
    if (!view.missing.length) return;
    $("checkin-title").textContent = tr("Not checked in yet for round {round} ({count})",
                                        { round: view.round, count: view.missing.length });
    $("checkin-names").textContent = view.missing.join(", ");
    var who = $("checkin-who"), chosen = who.value;
    who.textContent = "";
    who.appendChild(el("option", { value: "", text: tr("Your name") }));
    view.missing.forEach(function (name) { who.appendChild(el("option", { value: name, text: name })); });
    who.value = view.missing.indexOf(chosen) >= 0 ? chosen : "";
  }

  // A player checks in from their own phone with the hall's code (shown on the projector and at the
  // desk); the desk checks it all and answers in one sentence, shown as plain text.
  function newId() {
    var bytes = new Uint8Array(12);
    crypto.getRandomValues(bytes);
    return Array.prototype.map.call(bytes, function (b) { return (b < 16 ? "0" : "") + b.toString(16); }).join("");
  }

  async function sendCheckIn(event) {
    event.preventDefault();
    var said = $("checkin-said"), name = $("checkin-who").value;
    var body = { id: newId(), player: name, code: $("checkin-code").value };
    $("checkin-send").disabled = true;
    try {
      var response = await fetch("/api/checkin/phone", { method: "POST", cache: "no-store",
        headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
      var answer = await response.json();
      said.textContent = answer.ok ? tr("{name} is checked in.", { name: name }) : TablesideI18n.said(answer);
    } catch (err) {
      said.textContent = tr("No answer from the judge's desk: try again.");
    }
    said.hidden = false;
    $("checkin-send").disabled = false;
  }

  function renderFind() {
    var query = T.plain($("find").value.trim());
    var list = $("found");
    list.textContent = "";
    if (!query || !view) return;
    var hits = view.find.filter(function (s) { return T.plain(s.name).indexOf(query) >= 0; }).slice(0, 8);
    if (!hits.length) list.appendChild(el("li", { class: "none", text: tr("No one by that name in this round") }));
    hits.forEach(function (s) {
      list.appendChild(el("li", {}, [
        el("span", { class: "name", text: s.name }),
        el("span", { class: "where", text: s.table === null ? tr("bye") : tr("Table {table}", { table: s.table }) }),
        el("span", { class: "game", text: s.game || "" }),
      ]));
    });
  }

  function renderTables() {
    var box = $("tables");
    box.textContent = "";
    if (!view.tables.length) box.appendChild(el("p", { class: "none", text: tr("No tables seated yet.") }));
    view.tables.forEach(function (table) {
      var rows = table.players.map(function (p) {
        return el("li", { class: "p " + p.status }, [
          el("span", { class: "name", text: p.name }),
          el("span", { class: "pts", text: p.points === "" ? (table.started ? tr("playing") : "") : p.points }),
        ]);
      });
      var extra = table.clock && table.clock.extension_min ? el("span", { class: "ext", "data-table": table.number }) : null;
      box.appendChild(el("article", { class: "table" + (table.finished ? " done" : ""), id: "t" + table.number }, [
        el("h2", {}, [el("span", { text: tr("Table {table}", { table: table.number }) }), el("span", { class: "game", text: table.game }), extra]),
        el("ul", {}, rows),
      ].concat(reportedLine(table), roundEndLine(table))));
    });
  }

  // A leave the table reported, waiting for another player (or the judge) to confirm it.
  function reportedLine(table) {
    if (!table.reported || !table.reported.length) return [];
    return [el("p", { class: "reported", text: tr("Reported: {players} out — waiting to be confirmed",
                                                   { players: table.reported.join(", ") }) })];
  }

  // The round's end at the table (issue 27), from the field its device gets (round_end): said as the
  // device says it, a capped last-turn time counted on by tick().
  function roundEndText(end) {
    if (end.stage === "numbers") return tr("Play is over: enter the numbers");
    if (end.clock) return tr("{time} of last-turn time", { time: T.clockText(T.left(end.clock)) });
    if (end.judge_ends) return end.turns_left ? tr("{n} more turns: end them when they are done", { n: end.turns_left }) : tr("Last turn: end it when the turn is done");
    return end.turns_left ? tr("{n} turns left", { n: end.turns_left }) : tr("Last turn");
  }
  function roundEndLine(table) {
    if (!table.round_end) return [];
    return [el("p", { class: "round-end", "data-round-end": table.number, text: roundEndText(table.round_end) })];
  }

  // "Standings include 1 correction by the judge: round 1, table 3." in the phone's language, from the
  // tables the head names (the server's English note where it names none: a desk of an older version).
  function correctionsNote() {
    if (!view.corrected) return view.corrections;
    if (!view.corrected.length) return "";
    var where = view.corrected.map(function (c) {
      return tr("round {round}, table {table}", { round: c[0], table: c[1] });
    }).join("; ");
    return view.corrected.length === 1 ? tr("Standings include 1 correction by the judge: {where}.", { where: where })
      : tr("Standings include {count} corrections by the judge: {where}.", { count: view.corrected.length, where: where });
  }

  // A finalist's place beside their name (app.event.final): as the projector says it.
  function finalNote(s) {
    if (!s.final) return "";
    if (!s.final_place) return " " + tr("(final: playing)");
    return " " + (s.final === "final" ? tr("(final: place {place})", { place: s.final_place })
      : tr("(cut: place {place})", { place: s.final_place }));
  }

  function renderStandings() {
    $("total-head").textContent = view.ratings ? tr("Rating") : tr("Points");
    var body = $("standings-rows");
    body.textContent = "";
    view.standings.forEach(function (s) {
      // A result the judge corrected moved this player: said beside the name, as plain text.
      var name = s.name + (s.corrected ? " " + tr("(corrected {moved})", { moved: s.corrected }) : "") + finalNote(s);
      body.appendChild(el("tr", { class: s.dropped ? "dropped" : "" }, [
        el("td", { text: String(s.rank) }), el("td", { text: name }),
        el("td", { text: s.total }), el("td", { text: String(s.wins) }),
      ]));
    });
    var note = correctionsNote();
    $("standings-note").textContent = note;
    $("standings-note").hidden = !note;
  }

  // The agenda's estimated end, a time of day in the phone's own words: counted on from the round
  // clock's time left (or from now), so a paused round pushes it later as it should.
  function renderEnds() {
    var now = T.serverNow(), ends = view.ends;
    $("ends").hidden = !ends || now === null;
    if (!ends || now === null) return;
    var left = ends.clock && view.clock ? (T.left(view.clock) || 0) : 0;
    var at = new Date(Date.now() + left + ends.after_ms);
    var time = at.toLocaleTimeString(document.documentElement.lang || undefined, { hour: "2-digit", minute: "2-digit" });
    $("ends").textContent = tr("Estimated end {time}", { time: time });
  }

  function tick() {
    if (!view) return;
    renderEnds();
    $("clock").textContent = view.clock ? T.clockText(T.left(view.clock)) + (view.clock.state === "paused" ? " " + tr("paused") : "") : "";
    view.tables.forEach(function (table) {
      var node = document.querySelector('.ext[data-table="' + table.number + '"]');
      if (node && table.clock) node.textContent = tr("+{minutes} min · {left}", { minutes: table.clock.extension_min, left: T.clockText(T.left(table.clock)) });
      var end = table.round_end && table.round_end.clock && document.querySelector('[data-round-end="' + table.number + '"]');
      if (end) end.textContent = roundEndText(table.round_end);
    });
  }

  function tab(which) {
    $("tables").hidden = which !== "tables";
    $("standings").hidden = which !== "standings";
    $("tab-tables").classList.toggle("on", which === "tables");
    $("tab-standings").classList.toggle("on", which === "standings");
  }

  $("find").addEventListener("input", renderFind);
  $("checkin-form").addEventListener("submit", sendCheckIn);
  $("tab-tables").addEventListener("click", function () { tab("tables"); });
  $("tab-standings").addEventListener("click", function () { tab("standings"); });
  TablesideI18n.ready(function () { $("total-head").textContent = tr("Points"); render(); });
  setInterval(tick, 100);
  T.follow("/api/hall/events", take, showLink, 8000, { page: "", fallback: "/api/hall" });
  TablesideI18n.ready(hallEvents);  // shown first in the phone's language, never English then French
  seatForm();
})();

// The other events served in this hall (the hall directory: GET /api/directory), as links a player can
// follow. Names come from the network: plain text only; a link only to http://IP:PORT/ (the desk checks
// it too). Asked again every 30 s: an event that starts or stops serving shows within half a minute.
function hallEvents() {
  "use strict";
  var tr = TablesideI18n.tr, el = Tableside.el;
  var box = document.getElementById("hall-events"), list = document.getElementById("hall-events-list");
  var link = /^http:\/\/(\d{1,3}(\.\d{1,3}){3}|\[[0-9a-fA-F:]+\]):\d{1,5}\/$/;
  function show(found) {
    var events = (found && found.events || []).filter(function (e) { return link.test(e.url); });
    list.textContent = "";
    events.forEach(function (e) {
      list.appendChild(el("li", {}, [el("a", { href: e.url, text: e.name || tr("(no name)") })]));
    });
    box.hidden = !events.length;
  }
  function ask() {
    fetch("/api/directory", { cache: "no-store" })
      .then(function (r) { return r.ok ? r.json() : null; })
      .then(show, function () {});  // offline: the list stays as it was
  }
  ask();
  setInterval(ask, 30000);
}

// A player's phone acting for its seat (issue 27): the table, the name and the seat code the table's
// device shows; the desk checks the code (POST /api/seat, kind "check") and every action after it, and
// answers in one sentence, shown as plain text. The seat is kept on this phone for the round.
function seatForm() {
  "use strict";
  var tr = TablesideI18n.tr;
  var $ = function (id) { return document.getElementById(id); };
  var seat = null;
  try { seat = JSON.parse(sessionStorage.getItem("tableside-seat") || "null"); } catch (e) { seat = null; }
  function newId() {
    var bytes = new Uint8Array(12);
    crypto.getRandomValues(bytes);
    return Array.prototype.map.call(bytes, function (b) { return (b < 16 ? "0" : "") + b.toString(16); }).join("");
  }
  function show(text) { $("seat-said").textContent = text; $("seat-said").hidden = !text; }
  function shown() { $("seat-actions").hidden = !seat; }
  async function send(kind, extra) {
    if (!seat) return null;
    var body = Object.assign({ id: newId(), kind: kind, table: seat.table, player: seat.player, code: seat.code }, extra || {});
    try {
      var response = await fetch("/api/seat", { method: "POST", cache: "no-store",
        headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
      return await response.json();
    } catch (err) {
      return { ok: false, message: tr("No answer from the judge's desk: try again.") };
    }
  }
  $("seat-form").addEventListener("submit", async function (event) {
    event.preventDefault();
    seat = { table: parseInt($("seat-table").value, 10), player: $("seat-name").value.trim(), code: $("seat-code").value };
    var answer = await send("check");
    if (answer && answer.ok) {
      try { sessionStorage.setItem("tableside-seat", JSON.stringify(seat)); } catch (e) { /* private mode */ }
      show(tr("Acting for {seat}.", { seat: TablesideI18n.said(answer) }));
    } else {
      seat = null;
      show(TablesideI18n.said(answer));
    }
    shown();
  });
  function after(answer, done) { show(answer && answer.ok ? done : TablesideI18n.said(answer)); }
  $("seat-out").addEventListener("click", async function () {
    after(await send("report", { players: [seat.player] }), tr("Reported: waiting for another player to confirm."));
  });
  $("seat-confirm").addEventListener("click", async function () {
    after(await send("confirm"), tr("Confirmed."));
  });
  $("seat-call").addEventListener("click", async function () {
    after(await send("call", { reason: $("seat-reason").value }), tr("A judge is called."));
  });
  shown();
}
