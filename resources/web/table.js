/* A table device: this table's clocks and big buttons. It shows only what the desk committed:
   every button sends an action with an id made here, and the screen changes when the desk's view
   comes back. With no link to the desk it says so and takes no action. */
"use strict";

(function () {
  var T = Tableside, el = T.el;
  var $ = function (id) { return document.getElementById(id); };
  var token = null, table = null, view = null, online = false, sending = false;
  var together = null;  // player ids chosen for "Out together", or null
  var confirmOut = null; // the player id whose Out waits for a second tap
  var choosing = null;   // the player choosing a decision kind

  function readToken() {
    var match = /token=([A-Za-z0-9_-]+)/.exec(location.hash);
    if (match) {
      try { localStorage.setItem("tableside-token", match[1]); } catch (e) { /* private mode: keep it in memory */ }
      history.replaceState(null, "", location.pathname);
      return match[1];
    }
    try { return localStorage.getItem("tableside-token"); } catch (e) { return null; }
  }

  function say(text, kind) {
    var box = $("message");
    box.textContent = text || "";
    box.className = "message " + (kind || "");
    box.hidden = !text;
  }

  function newId() {
    var bytes = new Uint8Array(12);
    crypto.getRandomValues(bytes);
    return Array.prototype.map.call(bytes, function (b) { return (b < 16 ? "0" : "") + b.toString(16); }).join("");
  }

  function sleep(ms) { return new Promise(function (done) { setTimeout(done, ms); }); }

  // One action, retried with the same id when the answer is lost: the desk commits it once.
  async function act(kind, fields) {
    if (!online || sending || !view) return;
    var body = Object.assign({ id: newId(), kind: kind, table: table }, fields || {});
    sending = true;
    render();
    say("Sending…", "info");
    var answered = false;
    for (var attempt = 0; attempt < 4 && !answered; attempt++) {
      try {
        var response = await fetch("/api/action", {
          method: "POST", cache: "no-store",
          headers: { "Authorization": "Bearer " + token, "Content-Type": "application/json" },
          body: JSON.stringify(body),
        });
        var answer = await response.json();
        answered = true;
        say(response.ok ? "" : answer.message, response.ok ? "" : "refused");
        if (response.status === 403) unpaired(answer.message);
      } catch (e) {
        await sleep(400 * (attempt + 1));
      }
    }
    if (!answered) say("Not sent: no connection to the desk. Press again once it is back (it will not be done twice).", "refused");
    sending = false;
    together = null; confirmOut = null; choosing = null;
    render();
  }

  function unpaired(message) {
    online = false;
    $("unpaired").hidden = false;
    if (message) $("unpaired").textContent = message;
    render();
  }

  function showLink(ok) {
    online = ok;
    $("link").hidden = ok;
    document.body.classList.toggle("offline", !ok);
    render();
  }

  function button(text, cls, onClick, enabled) {
    var b = el("button", { type: "button", class: "big " + (cls || ""), text: text });
    b.disabled = !(enabled && online && !sending);
    b.addEventListener("click", onClick);
    return b;
  }

  function name(pid) {
    for (var i = 0; view && i < view.players.length; i++) if (view.players[i].id === pid) return view.players[i].name;
    return pid;
  }

  function render() {
    if (!view) return;
    $("title").textContent = "Table " + view.table;
    $("game").textContent = view.seated ? view.game : "not seated in round " + (view.round || "–");
    var list = $("players"), actions = $("actions"), status = $("status"), kinds = $("kinds");
    list.textContent = ""; actions.textContent = ""; status.textContent = ""; kinds.textContent = "";
    kinds.hidden = true;
    if (!view.seated) return;
    var playing = view.started && !view.finished;
    var decision = view.decision;

    if (view.held) status.appendChild(el("p", { class: "warn", text: "The judge holds the timers." }));
    if (view.pause === "paused") status.appendChild(el("p", { class: "warn", text: "Paused " + (view.pause_clock ? T.clockText(T.left(view.pause_clock)) : "") }));
    if (view.vote) status.appendChild(el("p", { class: "warn", text: name(view.vote.by) + " asks for a pause: " + view.vote.yes.length + " of " + view.vote.needed + " yes" }));
    if (decision) status.appendChild(el("p", { class: "info", text: name(decision.player) + " decides: " + decision.label }));

    var offers = view.buttons || { rows: {} };
    view.players.forEach(function (p) {
      var isIn = p.status === "in";
      var offer = offers.rows[p.id] || {};
      var row = el("article", { class: "player " + p.status + (p.deciding ? " deciding" : "") + (p.warning ? " warning" : "") });
      var timers = el("div", { class: "timers" });
      if (view.timers && isIn) {
        timers.appendChild(el("span", { class: "main", "data-main": p.id }));
        if (p.aux) timers.appendChild(el("span", { class: "aux", "data-aux": p.id }));
      } else if (!isIn) {
        timers.appendChild(el("span", { class: "pts", text: p.points ? p.points + " pts" : "" }));
      }
      row.appendChild(el("div", { class: "who" }, [el("span", { class: "name", text: p.name }), timers]));
      var buttons = el("div", { class: "row-buttons" });
      // What is offered, and whether it is allowed now, is the desk's table model (one copy of the rules).
      function offer_(key, text, cls, onClick) {
        var state = offer[key];
        if (state && state !== "hidden") buttons.appendChild(button(text, cls, onClick, state === "on"));
      }
      if (together) {
        if (offer.out && offer.out !== "hidden") {
          var chosen = together.indexOf(p.id) >= 0;
          buttons.appendChild(button(chosen ? "✓ Out together" : "Choose", chosen ? "danger" : "", function () {
            together = chosen ? together.filter(function (x) { return x !== p.id; }) : together.concat([p.id]);
            render();
          }, offer.out === "on"));
        }
      } else {
        offer_("out", confirmOut === p.id ? "Confirm: out" : "Out", "danger", function () {
          if (confirmOut === p.id) act("player.out", { players: [p.id] });
          else { confirmOut = p.id; render(); setTimeout(function () { if (confirmOut === p.id) { confirmOut = null; render(); } }, 4000); }
        });
        if (offer.decide === "on" && !(offer.kinds || []).length) offer.decide = "off";
        offer_("decide", "Decide", "", function () { choosing = p.id; render(); });
        offer_("auction", "Auction", "", function () { act("clock.auction", { player: p.id }); });
        offer_("pause", "Pause", "", function () { act("clock.pause", { player: p.id }); });
        offer_("yes", "Pause: yes", "", function () { act("clock.vote", { player: p.id, yes: true }); });
        offer_("no", "Pause: no", "", function () { act("clock.vote", { player: p.id, yes: false }); });
        offer_("resume", "Resume", "", function () { act("clock.resume", { player: p.id }); });
      }
      row.appendChild(buttons);
      list.appendChild(row);
    });

    if (playing) {
      if (offers.done && offers.done !== "hidden") actions.appendChild(button("Done", "go", function () { act("clock.done"); }, offers.done === "on"));
      if (decision && offers.auction && offers.auction !== "hidden") {
        actions.appendChild(button(offers.auction_label || "Auction", "", function () {
          act("clock.auction", { player: decision.player });
        }, offers.auction === "on"));
      }
      if (together) {
        actions.appendChild(button("Confirm: " + together.length + " out together", "danger", function () {
          act("player.out", { players: together });
        }, together.length >= 1));
        actions.appendChild(button("Cancel", "", function () { together = null; render(); }, true));
      } else {
        actions.appendChild(button("Out together…", "", function () { together = []; confirmOut = null; render(); }, true));
      }
    }
    if (choosing && playing) {
      kinds.hidden = false;
      kinds.appendChild(el("p", { class: "info", text: name(choosing) + " decides:" }));
      var allowed = ((view.buttons && view.buttons.rows[choosing]) || {}).kinds || [];
      view.decisions.forEach(function (kind) {
        kinds.appendChild(button(kind.label, "go", function () {
          act("clock.decision", { player: choosing, decision: kind.key });
        }, allowed.indexOf(kind.key) >= 0));
      });
      kinds.appendChild(button("Cancel", "", function () { choosing = null; render(); }, true));
    }
    tick();
  }

  function tick() {
    if (!view || !view.seated) return;
    $("clock").textContent = view.clock ? T.clockText(T.left(view.clock)) + (view.clock.extension_min ? " (+" + view.clock.extension_min + " min)" : "") : "";
    view.players.forEach(function (p) {
      var main = document.querySelector('[data-main="' + p.id + '"]');
      if (main && p.main) main.textContent = T.clockText(T.left(p.main));
      var aux = document.querySelector('[data-aux="' + p.id + '"]');
      if (aux && p.aux) aux.textContent = "+" + T.clockText(T.left(p.aux));
    });
  }

  async function start() {
    token = readToken();
    if (!token) { unpaired(); return; }
    var answer = null;
    for (;;) {
      try {
        var response = await fetch("/api/device", { cache: "no-store", headers: { "Authorization": "Bearer " + token } });
        answer = await response.json();
        if (!response.ok) { unpaired(answer.message); return; }
        break;
      } catch (e) {
        showLink(false);
        await sleep(1000);
      }
    }
    table = answer.table;
    $("title").textContent = "Table " + table;
    setInterval(tick, 100);
    T.follow("/api/table/" + table + "/events", function (message) { view = message.view; render(); }, showLink, 2500);
  }

  start();
})();
