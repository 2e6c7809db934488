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
             announcements: head.announcements || [], ends: head.ends || null, tables: tables, find: parts.find || [], standings: parts.standings || [] };
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
    renderFind();
    renderTables();
    renderStandings();
    tick();
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
      ]));
    });
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
    });
  }

  function tab(which) {
    $("tables").hidden = which !== "tables";
    $("standings").hidden = which !== "standings";
    $("tab-tables").classList.toggle("on", which === "tables");
    $("tab-standings").classList.toggle("on", which === "standings");
  }

  $("find").addEventListener("input", renderFind);
  $("tab-tables").addEventListener("click", function () { tab("tables"); });
  $("tab-standings").addEventListener("click", function () { tab("standings"); });
  TablesideI18n.ready(function () { $("total-head").textContent = tr("Points"); render(); });
  setInterval(tick, 100);
  T.follow("/api/hall/events", take, showLink, 8000, { page: "", fallback: "/api/hall" });
  hallEvents();
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
