/* A table device: this table's clocks and big buttons. It shows only what the desk committed:
   every button sends an action with an id made here, and the screen changes when the desk's view
   comes back. With no link to the desk it says so and takes no action. An action left unanswered
   waits, and goes again with the same id once the desk is back, here or on the station that took the
   event over (the desk commits an id once, and the ids are in the log the station took over).

   When the link drops (the stream goes quiet or errors, or an action's request gets no answer) the
   table goes on: the clocks count on from the desk's last view, the page says it is offline and since
   when, and every action is kept on the device with its id and its moment (TablesideQueue, in
   common.js). Once the desk is back they go in order; the desk judges each at its moment and says done
   or why not (protocol.md, "Actions kept while offline"), and the page shows each answer.

   Its address is never an instruction (stations.js). A pairing QR code carries a one-time code that
   this page exchanges with its own server for the device's token; a move carries the token and the
   unanswered action, adopted only once the new server accepts that token. Anything else in the # part,
   or a code or token the server refuses, changes nothing: a paired device keeps its token. */
"use strict";

/* The table page as the table's clock (issue 27, part 1): how the seats sit, not what they may do.

   The page below builds one panel per player (its buttons come from the desk's table model); this part only
   lays those panels out and marks them. On a landscape tablet lying flat in the middle of the table each
   seat's panel faces its player (the top one turned 180°, the side ones 90°), in the seats' order going
   clockwise from the bottom edge: the player to the decider's left is next, as in most games. A phone, or a
   table of one or more than five, keeps the plain list. Every seat has a colour from the Okabe–Ito palette
   (told apart by colour-blind players) and its number, so the colour never carries the meaning alone.

   Warnings escalate: the panel turns amber when a running main timer is at 20 s or less (the desk's
   warning), red at 10 s, and each step sounds a short tone made here (Web Audio: nothing is downloaded)
   once a tap has unlocked the page's audio, unless the page's sound is off. The first tap also keeps the
   screen awake: the Screen Wake Lock API where the page may use it (HTTPS, localhost), else a tiny muted
   video looping out of sight (the hall serves plain HTTP, where browsers offer no wake lock).

   A keyboard (USB or Bluetooth) works as the seats' buttons: the key of a seat's number is that seat's
   "Done" while it decides.

   It lives in this file rather than a script of its own: a sixth file costs a page on a 3 s hall link one
   more round trip before it paints (Chromium's 6 connections; test_slow_link). */
var TablesideSeats = (function () {
  var tr = TablesideI18n.tr;
  var COLOURS = ["#0072B2", "#E69F00", "#009E73", "#CC79A7", "#F0E442"];  // Okabe–Ito: blue, orange, green, purple, yellow
  var PLACES = {
    2: ["bottom", "top"],
    3: ["bottom", "left", "right"],
    4: ["bottom", "left", "top", "right"],
    5: ["bottom-right", "bottom-left", "left", "top", "right"],
  };
  var LOW_MS = 20000, CRITICAL_MS = 10000;  // LOW_MS: the desk's warning (PlayerView.warning)
  var seen = null;         // the player deciding in the last view, to know who comes after them
  var lastDecider = null;  // the last player seen deciding: with no decision running, the next is after them
  var levels = {};         // player id -> the warning level last shown (0 none, 1 low, 2 critical)
  var audio = null, unlocked = false, muted = false, awake = null;
  var seats = [];          // [{id, seat, deciding}] as laid out now
  var doneNow = null;      // "Done" for the player deciding, when the desk offers it now (table.js)

  try { muted = localStorage.getItem("tableside-muted") === "1"; } catch (e) { /* private mode */ }

  // Who is next: the first player still in after the decider (or the last one seen), going round the seats.
  function nextAfter(players, pid) {
    var order = players.map(function (p) { return p.id; }), at = order.indexOf(pid);
    if (at < 0) return null;
    for (var step = 1; step < order.length; step++) {
      var p = players[(at + step) % order.length];
      if (p.status === "in" && p.id !== pid) return p.id;
    }
    return null;
  }

  // Lay out the panels table.js drew in ``list`` (one <article data-player> per player, in seat order).
  // ``done``: a function that sends "Done" while the desk offers it now, else null.
  function lay(list, view, done) {
    doneNow = done;
    var panels = list.querySelectorAll("article[data-player]");
    var players = view.players || [];
    var decider = null;
    players.forEach(function (p) { if (p.deciding) decider = p.id; });
    if (decider && decider !== seen) lastDecider = decider;
    seen = decider;
    var next = view.finished ? null : nextAfter(players, decider || lastDecider);
    var places = view.seated && panels.length === players.length ? PLACES[players.length] : null;
    document.body.classList.toggle("seats", !!places);
    document.body.setAttribute("data-seats", places ? String(players.length) : "");
    seats = [];
    players.forEach(function (p, i) {
      var panel = panels[i];
      if (!panel) return;
      panel.style.setProperty("--seat", COLOURS[i % COLOURS.length]);
      panel.setAttribute("data-seat", String(i + 1));
      if (places) panel.setAttribute("data-place", places[i]);
      panel.classList.toggle("next", p.id === next && p.status === "in");
      var who = panel.querySelector(".who");
      if (who) {
        who.insertBefore(Tableside.el("span", { class: "seat-badge", "aria-label": tr("Seat {n}", { n: i + 1 }),
                                                text: String(i + 1) }), who.firstChild);
        var timers = who.querySelector(".timers");
        var mark = p.deciding ? tr("Deciding") : (p.id === next && p.status === "in" ? tr("Next") : "");
        if (mark) who.insertBefore(Tableside.el("span", { class: "seat-mark", text: mark }), timers);
        who.insertBefore(Tableside.el("span", { class: "seat-low", "data-low": p.id }), timers);
      }
      // The decider's own "Finished", on their side of the table: the same action as the table's "Done"
      // (named apart so that each button keeps one name).
      if (p.deciding && done) {
        var buttons = panel.querySelector(".row-buttons");
        var b = Tableside.el("button", { type: "button", class: "big go seat-done", text: tr("Finished") });
        b.addEventListener("click", done);
        if (buttons) buttons.insertBefore(b, buttons.firstChild);
      }
      seats.push({ id: p.id, seat: i + 1, deciding: !!p.deciding });
    });
    tick(view);
  }

  // The warning level of each panel, from the timers as they count on; a tone when one rises.
  function tick(view) {
    if (!view || !view.players) return;
    view.players.forEach(function (p) {
      var panel = document.querySelector('article[data-player="' + p.id + '"]');
      if (!panel) return;
      var main = p.main ? Tableside.left(p.main) : null;
      var level = 0;
      if (p.status === "in" && main !== null && !view.finished) {
        if (main <= CRITICAL_MS) level = 2;
        else if (main <= LOW_MS || p.warning) level = 1;
      }
      panel.classList.toggle("low", level === 1);
      panel.classList.toggle("critical", level === 2);
      var label = panel.querySelector("[data-low]");
      if (label) label.textContent = level === 2 ? tr("Almost out of time") : level === 1 ? tr("Low on time") : "";
      var before = levels[p.id];
      levels[p.id] = level;
      // Only a timer running down sounds (a page opened on a low timer stays quiet).
      if (before !== undefined && level > before && p.main && p.main.running) beep(level);
    });
  }

  // A short generated tone: one for "low", three higher ones for "almost out".
  function beep(level) {
    if (muted || !unlocked || !audio) return;
    var start = audio.currentTime + 0.02, count = level === 2 ? 3 : 1, pitch = level === 2 ? 1175 : 880;
    for (var i = 0; i < count; i++) {
      var osc = audio.createOscillator(), gain = audio.createGain(), at = start + i * 0.22;
      osc.type = "sine";
      osc.frequency.value = pitch;
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(0.4, at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.16);
      osc.connect(gain).connect(audio.destination);
      osc.start(at);
      osc.stop(at + 0.18);
    }
    document.body.setAttribute("data-beeps", String(Number(document.body.getAttribute("data-beeps") || 0) + 1));
  }

  // Audio may start only inside a tap (browsers' autoplay rule): the first one unlocks it for the page.
  function unlockAudio() {
    if (unlocked) return;
    var Context = window.AudioContext || window.webkitAudioContext;
    if (!Context) return;
    try {
      audio = audio || new Context();
      if (audio.resume) audio.resume();
      unlocked = true;
    } catch (e) { audio = null; }
  }

  // Keep the screen on: the real wake lock where the page may have one, else a muted looping video.
  function keepAwake() {
    if (awake) return;
    awake = "starting";
    if (navigator.wakeLock && window.isSecureContext) {
      navigator.wakeLock.request("screen").then(function (lock) {
        awake = "lock";
        document.body.setAttribute("data-awake", "lock");
        lock.addEventListener("release", function () { if (awake === "lock") awake = "released"; });
      }, playVideo);
    } else {
      playVideo();
    }
  }

  function playVideo() {
    var video = document.getElementById("keep-awake");
    if (!video) {
      video = document.createElement("video");
      video.id = "keep-awake";
      video.muted = true;
      video.loop = true;
      video.setAttribute("muted", "");
      video.setAttribute("playsinline", "");
      video.setAttribute("aria-hidden", "true");
      [["/static/keepawake.webm", "video/webm"], ["/static/keepawake.mp4", "video/mp4"]].forEach(function (s) {
        var source = document.createElement("source");
        source.src = s[0];
        source.type = s[1];
        video.appendChild(source);
      });
      // A recorded clip may not seek back to its start: played again from the top when it ends.
      video.addEventListener("ended", function () { video.load(); video.play().catch(function () {}); });
      document.body.appendChild(video);
    }
    awake = "video";
    document.body.setAttribute("data-awake", "video");
    var playing = video.play();
    if (playing && playing.catch) playing.catch(function () { awake = null; });  // the next tap tries again
  }

  // Back on screen: a wake lock is dropped when the page hides, and a video may be paused.
  document.addEventListener("visibilitychange", function () {
    if (document.visibilityState !== "visible" || !awake) return;
    if (awake === "released" || awake === "lock") { awake = null; keepAwake(); }
    var video = document.getElementById("keep-awake");
    if (video && video.paused) video.play().catch(function () {});
  });

  function firstTap() {
    unlockAudio();
    keepAwake();
  }
  document.addEventListener("pointerdown", firstTap, true);
  document.addEventListener("keydown", firstTap, true);

  // A seat's key (1–5, on the row or the keypad) is that seat's "Done" while it decides.
  document.addEventListener("keydown", function (event) {
    var target = event.target;
    if (event.ctrlKey || event.altKey || event.metaKey) return;
    if (target && (target.tagName === "INPUT" || target.tagName === "TEXTAREA" || target.tagName === "SELECT")) return;
    var match = /^(?:Digit|Numpad)([1-5])$/.exec(event.code || "") || /^([1-5])$/.exec(event.key || "");
    if (!match) return;
    var seat = Number(match[1]);
    for (var i = 0; i < seats.length; i++) {
      if (seats[i].seat === seat && seats[i].deciding && doneNow) { event.preventDefault(); doneNow(); return; }
    }
  });

  // The page's sound switch, kept on the device.
  function soundButton() {
    var b = document.getElementById("sound");
    if (!b) return;
    b.textContent = muted ? tr("Sound: off") : tr("Sound: on");
    b.setAttribute("aria-pressed", muted ? "false" : "true");
  }
  function setUpSound() {
    var b = document.getElementById("sound");
    if (!b) return;
    b.addEventListener("click", function () {
      muted = !muted;
      try { localStorage.setItem("tableside-muted", muted ? "1" : "0"); } catch (e) { /* private mode */ }
      soundButton();
      if (!muted) { unlockAudio(); beep(1); }
    });
    soundButton();
  }
  TablesideI18n.ready(setUpSound);

  return { lay: lay, tick: tick, soundButton: soundButton };
})();

(function () {
  var T = Tableside, el = T.el, tr = TablesideI18n.tr, said = TablesideI18n.said;
  var $ = function (id) { return document.getElementById(id); };
  var token = null, table = null, view = null, online = false, sending = false;
  var carried = null;    // a move's {token, pending}, until this server says whether it knows the token
  var pending = null;    // the action sent and not answered yet: {id, kind, table, ...}
  var together = null;  // player ids chosen for "Out together", or null
  var confirmOut = null; // the player id whose Out waits for a second tap
  var choosing = null;   // the player choosing a decision kind
  var calling = false;   // the reasons for calling a judge are shown
  var callDrawn = "";    // what the call section shows now: redrawn only when that changes (keeps the note typed)
  var Q = TablesideQueue;
  var postFailed = false; // an action's request got no answer at all: offline, whatever the stream says
  var offlineSince = null; // Date.now() when this page lost the desk
  var replaying = false;   // the kept actions are being sent
  var outcomes = [];       // the kept actions' answers: [{kind, wall, ok, message}], the last few
  var POST_MS = 15000;
  var WORDS = { "player.out": "Out", "clock.decision": "Decide", "clock.done": "Done", "clock.auction": "Auction",
                "clock.pause": "Pause", "clock.vote": "Pause vote", "clock.resume": "Resume",
                "call.raise": "Call a judge" };   // an answer may wait for a standby copy (1 s) and the busy writer (10 s)

  // The token this device was given (by its pairing code, or a move the server confirmed), kept on it only.
  function readToken() {
    try { return localStorage.getItem("tableside-token"); } catch (e) { return null; }
  }

  function keepToken(value) {
    token = value;
    try { localStorage.setItem("tableside-token", value); } catch (e) { /* private mode: keep it in memory */ }
  }

  function isToken(text) { return typeof text === "string" && /^[A-Za-z0-9_-]{1,200}$/.test(text); }

  function asAction(text) {
    try {
      var action = JSON.parse(text || "null");
      return action && typeof action.id === "string" && typeof action.kind === "string" ? action : null;
    } catch (e) { return null; }
  }

  // An unanswered action outlives a reload: kept on the device (a move carries it, see readCarried).
  function readPending() {
    try { return asAction(localStorage.getItem("tableside-pending")); } catch (e) { return null; }
  }

  // What a move brought: a token and maybe its unanswered action. Not trusted yet (adoptCarried).
  function readCarried() {
    var f = Stations.fragment;
    return isToken(f.token) ? { token: f.token, pending: asAction(f.pending), queue: f.queue || "" } : null;
  }

  // The QR code's one-time code, exchanged with this page's own server for the token. A refused code
  // changes nothing here: a device already paired keeps its token and says why the new one failed.
  async function redeem(code) {
    var answer = null, response = null;
    try {
      response = await fetch("/api/pair", { method: "POST", cache: "no-store",
                                            headers: { "Content-Type": "application/json" },
                                            body: JSON.stringify({ code: code }) });
      answer = await response.json();
    } catch (e) {
      say(tr("Could not reach the judge's desk to pair: ask the judge to pair this device again."), "refused");
      return;
    }
    if (response.ok && answer && isToken(answer.token)) {
      keepToken(answer.token);
      pending = null;  // an action the device's old pairing left unanswered is not the new one's to send
      keepPending();
      return;
    }
    say(said(answer, tr("The pairing was refused.")), "refused");
  }

  // A move's token is this device's only if the server here knows it: the pairing goes with the
  // device, and its unanswered action goes again. Anyone could have written the # part, so a token this
  // server does not know is dropped with its action, and the token kept here stays.
  async function adoptCarried() {
    var move = carried;
    var response = await fetch("/api/device", { cache: "no-store", headers: { "Authorization": "Bearer " + move.token } });
    if (response.status !== 200 && response.status !== 401 && response.status !== 403) throw new Error("ask again");
    carried = null;
    if (response.status !== 200) return;
    keepToken(move.token);
    if (move.queue) Q.adopt(move.queue);  // the actions kept offline go on from here, in their order
    if (move.pending) {
      pending = move.pending;
      keepPending();
      say(tr("Waiting for the desk to send “{action}” (it will not be done twice).", { action: tr(WORDS[pending.kind] || pending.kind) }), "info");
    }
  }

  function keepPending() {
    try {
      if (pending) localStorage.setItem("tableside-pending", JSON.stringify(pending));
      else localStorage.removeItem("tableside-pending");
    } catch (e) { /* private mode: memory only */ }
  }

  function say(text, kind) {
    var box = $("message");
    box.textContent = text || "";
    box.className = "message " + (kind || "");
    box.hidden = !text;
    // A refusal is said at the top of the page: on a phone the tap that earned it may be a screen below,
    // out of sight of it. (A note of what is under way stays where it is: no jump at every tap.)
    if (text && (kind === "refused" || kind === "error")) box.scrollIntoView({ block: "nearest" });
  }

  function newId() {
    var bytes = new Uint8Array(12);
    crypto.getRandomValues(bytes);
    return Array.prototype.map.call(bytes, function (b) { return (b < 16 ? "0" : "") + b.toString(16); }).join("");
  }

  function sleep(ms) { return new Promise(function (done) { setTimeout(done, ms); }); }

  // Offline: no link to the desk, or the last request got no answer. Actions are then kept, not sent.
  function offline() { return !online || postFailed; }

  function markOffline() {
    if (offlineSince === null) offlineSince = Date.now();
  }

  function post(action) {
    var body = {};
    // "at" and "sent" are the page's own: when the action was made, and whether it went out once.
    for (var key in action) if (key !== "at" && key !== "sent") body[key] = action[key];
    // Sent again (its first answer was lost), it carries its moment: done once, at the moment it was made.
    if (action.sent && typeof action.at === "number") body.t = action.at;
    var controller = typeof AbortController === "function" ? new AbortController() : null;
    var timer = setTimeout(function () { if (controller) controller.abort(); }, POST_MS);
    return fetch("/api/action", {
      method: "POST", cache: "no-store", signal: controller ? controller.signal : undefined,
      headers: { "Authorization": "Bearer " + token, "Content-Type": "application/json" },
      body: JSON.stringify(body),
    }).then(function (response) {
      return response.json().then(function (answer) { clearTimeout(timer); return { response: response, answer: answer }; });
    }, function (error) { clearTimeout(timer); throw error; });
  }

  function act(kind, fields) {
    if (!view || !canAct()) return;
    var action = Object.assign({ id: newId(), kind: kind, table: table }, fields || {});
    var now = T.serverNow();
    together = null; confirmOut = null; choosing = null;
    if (offline()) {  // an unanswered action (pending) goes first once the desk is back, then these
      Q.add(action, now);
      say(tr("Kept on this device: “{action}” goes to the desk when it is back.", { action: tr(WORDS[kind] || kind) }), "info");
      render();
      return;
    }
    pending = action;
    if (now !== null) pending.at = Math.round(now);  // if no answer comes, it is kept at this moment
    keepPending();
    send();
  }

  // Send the kept actions in order, each with its id and moment; show each answer. An action with no
  // answer (or "not known yet") stays first and goes again later with the same id: done once at most.
  async function replay() {
    if (replaying || sending || pending || !online || !Q.size()) return;
    replaying = true;
    render();
    while (Q.size() && online) {
      var item = Q.first(), got = null;
      try { got = await post(Q.body(item)); } catch (e) { got = null; }
      if (!got) { postFailed = true; markOffline(); break; }
      postFailed = false;
      if (!definite(got)) break;
      Q.drop(item.id);
      outcomes.push({ kind: item.kind, wall: item.wall, ok: got.response.ok,
                      message: said(got.answer) });
      if (outcomes.length > 8) outcomes.shift();
      if (got.response.status === 403) { unpaired(said(got.answer)); break; }
      render();
    }
    replaying = false;
    if (!offline()) offlineSince = null;
    if (!Q.size()) say("", "");
    render();
  }

  // A definite answer: done (or already done), or refused with nothing written. "known": false (the desk
  // could not say in time, or its disk could not tell), a rate limit or a server error is not one.
  function definite(got) {
    var status = got.response.status;
    if (!got.answer || got.answer.known === false) return false;
    return got.response.ok || (status >= 400 && status < 500 && status !== 429) ||
      (status === 503 && typeof got.answer.message === "string");
  }

  // Send the pending action, retried with the same id when the answer is lost: the desk commits it once.
  async function send() {
    if (!pending || sending || !online) return;
    var body = pending;
    sending = true;
    var resend = !!pending.sent;  // its first request went out before (this page, or before a reload or a move)
    if (!resend) { pending.sent = true; keepPending(); }
    render();
    say(tr("Sending…"), "info");
    var got = null;
    for (var attempt = 0; attempt < 3 && !got && online; attempt++) {
      try {
        got = await post(Object.assign({}, body, { sent: resend || attempt > 0 }));
      } catch (e) {
        await sleep(400 * (attempt + 1));
      }
    }
    sending = false;
    postFailed = !got;  // no answer at all: offline, even while the stream still runs
    if (!got) markOffline();
    if (got && !definite(got)) {
      // Not known yet whether the desk did it: the same id stays here (and in storage) and goes again
      // every few seconds until the desk says done or refused; the desk does it at most once.
      say(tr("Not known yet whether the desk did “{action}”: it is sent again until the desk answers (it will be done at most once).",
             { action: tr(WORDS[pending.kind] || pending.kind) }), "info");
    } else if (got) {
      pending = null;
      keepPending();
      say(got.response.ok ? "" : said(got.answer), got.response.ok ? "" : "refused");
      if (got.response.status === 403) unpaired(said(got.answer));
    } else {
      say(tr("Not answered yet: no connection to the desk. It will be sent again once the desk is back (it will not be done twice)."), "refused");
    }
    render();
    if (!pending) replay();
  }

  function unpaired(message) {
    online = false;
    $("unpaired").hidden = false;
    if (message) $("unpaired").textContent = message;
    render();
  }

  function showLink(ok) {
    online = ok;
    if (!ok) markOffline();
    else if (!postFailed && !Q.size()) offlineSince = null;
    $("link").hidden = ok;
    document.body.classList.toggle("offline", !ok);
    render();
    if (ok && pending) send();  // the desk is back (or another station holds the event now)
    else if (ok) replay();
  }

  // Offline, the last view cannot know what the kept actions changed: what it offers greyed is
  // offered anyway, and the desk judges it at its moment. What it hides stays hidden.
  function offered(state) { return state === "on" || (offline() && state === "off"); }

  // Offline, an action is kept even while an unanswered one waits (it goes first); online, one at a time.
  function canAct() {
    if (replaying) return false;
    return offline() ? T.serverNow() !== null : !sending && !pending;
  }

  function button(text, cls, onClick, enabled) {
    var b = el("button", { type: "button", class: "big " + (cls || ""), text: text });
    b.disabled = !(enabled && canAct());
    b.addEventListener("click", onClick);
    return b;
  }

  // The players a kept "Out" takes out: shown out already, with nothing more to press for them.
  function keptOut() {
    var out = {};
    Q.items().forEach(function (item) {
      if (item.kind === "player.out" && Array.isArray(item.players)) item.players.forEach(function (p) { out[p] = true; });
    });
    return out;
  }

  function timeOfDay(wall) { return new Date(wall).toLocaleTimeString(); }

  // Offline since when, what is kept to send, and the answers to what was sent: plain text only.
  function drawQueue() {
    var box = $("queue");
    box.textContent = "";
    var off = offline() && offlineSince !== null;
    box.hidden = !off && !Q.size() && !outcomes.length;
    box.classList.toggle("offline", off);
    if (off) {
      box.appendChild(el("p", { class: "since" }, [
        el("span", { text: tr("Offline since {time}: the clocks run on here from the desk's last view, and the table's actions are kept on this device.", { time: timeOfDay(offlineSince) }) + " " }),
        el("span", { "data-offline-for": "1" })]));
    }
    var list = el("ul", { class: "kept" });
    Q.items().forEach(function (item) {
      list.appendChild(el("li", { class: "waiting", text: tr("{time} · {action}: waiting to be sent", { time: timeOfDay(item.wall), action: tr(WORDS[item.kind] || item.kind) }) }));
    });
    outcomes.forEach(function (o) {
      var words = { time: timeOfDay(o.wall), action: tr(WORDS[o.kind] || o.kind), reason: o.message };
      list.appendChild(el("li", { class: o.ok ? "done" : "refused",
                                  text: o.ok ? tr("{time} · {action}: done", words) : tr("{time} · {action}: refused: {reason}", words) }));
    });
    if (list.childNodes.length) {
      box.appendChild(list);
      list.scrollTop = list.scrollHeight;  // the newest in sight when the list scrolls (a tablet lying flat)
    }
  }

  function name(pid) {
    for (var i = 0; view && i < view.players.length; i++) if (view.players[i].id === pid) return view.players[i].name;
    return pid;
  }

  // While the next round's check-in is open, the players who sat here check in from this device
  // (POST /api/checkin, checked by the desk like the judge's tick); names as plain text.
  function renderCheckIn(list) {
    (view.check_in || []).forEach(function (p) {
      var b = button(p.here ? tr("Checked in") : tr("Check in"), p.here ? "done" : "", function () { checkIn(p.name); }, !p.here);
      list.appendChild(el("article", { class: "player in" }, [
        el("div", { class: "who" }, [el("span", { class: "name", text: p.name })]), el("div", { class: "row-buttons" }, [b]),
      ]));
    });
  }

  async function checkIn(player) {
    if (!online || sending || pending) return;
    sending = true; render();
    try {
      var response = await fetch("/api/checkin", { method: "POST", cache: "no-store",
        headers: { "Authorization": "Bearer " + token, "Content-Type": "application/json" },
        body: JSON.stringify({ id: newId(), table: table, player: player }) });
      var answer = await response.json();
      say(answer.ok ? "" : said(answer), answer.ok ? "" : "refused");
    } catch (err) {
      say(tr("No answer from the judge's desk: try again."), "refused");
    }
    sending = false; render();
  }

  function render() {
    drawQueue();
    if (!view) return;
    $("title").textContent = tr("Table {table}", { table: view.table });
    $("game").textContent = view.seated ? view.game : tr("not seated in round {round}", { round: view.round || "–" });
    var list = $("players"), actions = $("actions"), status = $("status"), kinds = $("kinds");
    list.textContent = ""; actions.textContent = ""; status.textContent = ""; kinds.textContent = "";
    kinds.hidden = true;
    TablesideAnnouncements.show($("announcements"), view.announcements);
    if (!view.seated) { renderCheckIn(list); return; }
    var playing = view.started && !view.finished;
    var decision = view.decision;

    drawJudgeTime(status);
    if (view.held) status.appendChild(el("p", { class: "warn", text: tr("The judge holds the timers.") }));
    if (view.pause === "paused") status.appendChild(el("p", { class: "warn", text: tr("Paused {left}", { left: view.pause_clock ? T.clockText(T.left(view.pause_clock)) : "" }) }));
    if (view.vote) status.appendChild(el("p", { class: "warn", text: tr("{name} asks for a pause: {yes} of {needed} yes", { name: name(view.vote.by), yes: view.vote.yes.length, needed: view.vote.needed }) }));
    if (decision) status.appendChild(el("p", { class: "info", text: tr("{name} decides: {decision}", { name: name(decision.player), decision: tr(decision.label) }) }));

    var offers = view.buttons || { rows: {} };
    var kept = keptOut();
    // A pause asked for offline: the other players' votes are offered (the desk's last view has no vote).
    var askedPause = offline() ? Q.items().filter(function (item) { return item.kind === "clock.pause"; }).pop() : null;
    view.players.forEach(function (p) {
      var isIn = p.status === "in";
      var offer = Object.assign({}, offers.rows[p.id] || {});
      if (askedPause && isIn && p.id !== askedPause.player) {
        if (!offer.yes || offer.yes === "hidden") offer.yes = "on";
        if (!offer.no || offer.no === "hidden") offer.no = "on";
      }
      var row = el("article", { class: "player " + p.status + (p.deciding ? " deciding" : "") + (p.warning ? " warning" : ""),
                                "data-player": p.id });
      var timers = el("div", { class: "timers" });
      if (view.timers && isIn) {
        timers.appendChild(el("span", { class: "main", "data-main": p.id }));
        if (p.aux) timers.appendChild(el("span", { class: "aux", "data-aux": p.id }));
      } else if (!isIn) {
        timers.appendChild(el("span", { class: "pts", text: p.points ? tr("{points} pts", { points: p.points }) : "" }));
      }
      row.appendChild(el("div", { class: "who" }, [el("span", { class: "name", text: p.name }), timers]));
      var buttons = el("div", { class: "row-buttons" });
      // What is offered, and whether it is allowed now, is the desk's table model (one copy of the rules).
      function offer_(key, text, cls, onClick) {
        var state = offer[key];
        if (state && state !== "hidden") buttons.appendChild(button(text, cls, onClick, offered(state)));
      }
      if (kept[p.id]) {
        row.className += " kept-out";
        row.appendChild(el("div", { class: "row-buttons" }, [el("span", { class: "info", text: tr("Out (kept, not sent yet)") })]));
        list.appendChild(row);
        return;
      }
      if (together) {
        if (offer.out && offer.out !== "hidden") {
          var chosen = together.indexOf(p.id) >= 0;
          buttons.appendChild(button(chosen ? tr("✓ Out together") : tr("Choose"), chosen ? "danger" : "", function () {
            together = chosen ? together.filter(function (x) { return x !== p.id; }) : together.concat([p.id]);
            render();
          }, offered(offer.out)));
        }
      } else {
        offer_("out", confirmOut === p.id ? tr("Confirm: out") : tr("Out"), "danger", function () {
          if (confirmOut === p.id) act("player.out", { players: [p.id] });
          else { confirmOut = p.id; render(); setTimeout(function () { if (confirmOut === p.id) { confirmOut = null; render(); } }, 4000); }
        });
        if (offer.decide === "on" && !(offer.kinds || []).length && !offline()) offer.decide = "off";
        offer_("decide", tr("Decide"), "", function () { choosing = p.id; render(); });
        offer_("auction", tr("Auction"), "", function () { act("clock.auction", { player: p.id }); });
        offer_("pause", tr("Pause"), "", function () { act("clock.pause", { player: p.id }); });
        offer_("yes", tr("Pause: yes"), "", function () { act("clock.vote", { player: p.id, yes: true }); });
        offer_("no", tr("Pause: no"), "", function () { act("clock.vote", { player: p.id, yes: false }); });
        offer_("resume", tr("Resume"), "", function () { act("clock.resume", { player: p.id }); });
      }
      row.appendChild(buttons);
      list.appendChild(row);
    });

    if (playing) {
      var done = offers.done;
      // A decision kept offline starts no decision in the desk's last view: its Done is offered here.
      if (offline() && Q.items().some(function (item) { return item.kind === "clock.decision"; })) done = "on";
      if (done && done !== "hidden") actions.appendChild(button(tr("Done"), "go", function () { act("clock.done"); }, offered(done)));
      if (decision && offers.auction && offers.auction !== "hidden") {
        var auctionSaid = offers.auction_said;  // the label as a template and its field: in the phone's language
        actions.appendChild(button(auctionSaid ? tr(auctionSaid.template, auctionSaid.fields) : offers.auction_label || tr("Auction"), "", function () {
          act("clock.auction", { player: decision.player });
        }, offered(offers.auction)));
      }
      if (together) {
        actions.appendChild(button(tr("Confirm: {count} out together", { count: together.length }), "danger", function () {
          act("player.out", { players: together });
        }, together.length >= 1));
        actions.appendChild(button(tr("Cancel"), "", function () { together = null; render(); }, true));
      } else {
        actions.appendChild(button(tr("Out together…"), "", function () { together = []; confirmOut = null; render(); }, true));
      }
    }
    if (choosing && playing) {
      kinds.hidden = false;
      kinds.appendChild(el("p", { class: "info", text: tr("{name} decides:", { name: name(choosing) }) }));
      var allowed = ((view.buttons && view.buttons.rows[choosing]) || {}).kinds || [];
      view.decisions.forEach(function (kind) {
        kinds.appendChild(button(tr(kind.label), "go", function () {  // a built-in decision's name is in the catalogue
          act("clock.decision", { player: choosing, decision: kind.key });
        }, allowed.indexOf(kind.key) >= 0 || offline()));
      });
      kinds.appendChild(button(tr("Cancel"), "", function () { choosing = null; render(); }, true));
    }
    layOutSeats(playing ? offers.done : "hidden");
    drawCall();
    drawReport();
    drawRoundEnd();
    tick();
  }

  // The seats as the table sits, their colours, the decider and the next, and the decider's own Done
  // (TablesideSeats, above): layout only, the offers stay the desk's.
  function layOutSeats(done) {
    var doneHere = done && done !== "hidden" && offered(done) && canAct() ? function () { act("clock.done"); } : null;
    TablesideSeats.lay($("players"), view, doneHere);
  }

  // The table's judge time (a timer preset's judge_time): while a judge's call stops the clocks it counts
  // up here, no player's; once over, the total stays shown. The count is a span of its own (tick).
  function drawJudgeTime(status) {
    var judge = view.judge_time;
    if (!judge) return;
    var parts = tr(judge.running ? "Judge time {time}: every clock stands still" : "Judge time so far: {time}").split("{time}");
    status.appendChild(el("p", { class: judge.running ? "warn judge-time" : "info judge-time", id: "judge-time" }, [
      el("span", { text: parts[0] }), el("span", { "data-judge-time": "1", class: "judge-count" }),
      el("span", { text: parts.slice(1).join("{time}") })]));
  }
  function judgeMs(judge) {
    var now = T.serverNow();
    return judge.running ? (now === null ? null : Math.max(0, now - judge.since)) : judge.ms;
  }

  // "Call a judge" (issue 27): a reason, a few optional words, one tap; then the call's state until the
  // judge marks it done. The age counts on from the server's "now", the call's moment from the desk.
  function drawCall() {
    var box = $("call"), call = view.call;
    var key = JSON.stringify([call, calling, canAct(), offline(), TablesideI18n.lang()]);
    if (key === callDrawn) return;
    callDrawn = key;
    box.textContent = "";
    if (call) {
      // The age is a span of its own (tick counts it on): the sentence is cut where {age} stands in it.
      var who = call.taken_by ? tr("taken by {name}", { name: call.taken_by }) : tr("waiting for a judge");
      var fields = { reason: tr(call.reason), who: who };
      var parts = tr("Judge called · {reason} · {age} ago · {who}").split("{age}");
      var fill = function (text) {
        return text.replace(/\{(reason|who)\}/g, function (whole, key) { return fields[key]; });
      };
      box.appendChild(el("p", { class: "warn", id: "call-state" }, [
        el("span", { text: fill(parts[0]) }), el("span", { "data-call-age": "1" }),
        el("span", { text: fill(parts.slice(1).join("{age}")) })]));
      return;
    }
    if (!calling) {
      box.appendChild(button(tr("Call a judge"), "", function () { calling = true; render(); }, true));
      return;
    }
    box.appendChild(el("p", { class: "info", text: tr("Why do you call a judge?") }));
    var note = el("input", { id: "call-note", type: "text", maxlength: "80", placeholder: tr("A few words (optional)") });
    box.appendChild(note);
    // The reasons a caller chooses from (the desk's words for them are the same English, translated there).
    var reasons = [["rules", tr("Rules question")], ["dispute", tr("Dispute")], ["time", tr("Time")], ["other", tr("Other")]];
    reasons.forEach(function (reason) {
      box.appendChild(button(reason[1], "go", function () {
        calling = false;
        var fields = { reason: reason[0] };
        if (note.value.trim()) fields.note = note.value.trim();
        act("call.raise", fields);
      }, true));
    });
    box.appendChild(button(tr("Cancel"), "", function () { calling = false; render(); }, true));
  }

  // A leave reported at the table (issue 27): where the judge lets the table report, a seat or the device
  // reports who leaves; another seat confirms it; the desk sees it at once and may overrule it. The seat
  // codes (for players' phones) are read from the desk with this device's token and shown on a tap:
  // the table's view stream is public, so they are never in it. Redrawn only when what it shows changes.
  var reporting = null, reportDrawn = "", seatCodes = null, seatCodesTimer = null;
  WORDS["result.report"] = "Report a leave";
  WORDS["result.confirm"] = "Confirm the report";
  function drawReport() {
    var box = $("report"), rules = view && view.seated && view.started && !view.finished ? view.reports : null;
    var key = JSON.stringify([rules, reporting, seatCodes, canAct(), TablesideI18n.lang()]);
    if (key === reportDrawn) return;
    reportDrawn = key;
    box.textContent = "";
    box.hidden = !rules;
    if (!rules) { reporting = null; return; }
    var still = view.players.filter(function (p) { return p.status === "in"; });
    var pending = rules.pending;
    if (pending) {
      var who = pending.players.map(name).join(", ");
      box.appendChild(el("p", { class: "warn", id: "report-state",
        text: tr("Reported: {players} out — waiting for another player to confirm", { players: who }) }));
      view.players.forEach(function (p) {
        if (p.id === pending.by) return;  // the seat that reported cannot confirm it
        box.appendChild(button(tr("{name} confirms", { name: p.name }), "go", function () {
          act("result.confirm", { by: p.id });
        }, canAct()));
      });
    } else if (reporting === null) {
      box.appendChild(button(tr("Report a leave"), "", function () { reporting = []; render(); }, canAct()));
    } else {
      box.appendChild(el("p", { class: "info", text: tr("Who leaves? (together, if more than one)") }));
      still.forEach(function (p) {
        var chosen = reporting.indexOf(p.id) >= 0;
        box.appendChild(button((chosen ? "✓ " : "") + p.name, chosen ? "danger" : "", function () {
          reporting = chosen ? reporting.filter(function (x) { return x !== p.id; }) : reporting.concat([p.id]);
          render();
        }, true));
      });
      box.appendChild(button(tr("Report: {count} out", { count: reporting.length }), "danger", function () {
        var players = reporting;
        reporting = null;
        act("result.report", { players: players });
      }, reporting.length > 0 && canAct()));
      box.appendChild(button(tr("Cancel"), "", function () { reporting = null; render(); }, true));
    }
    if (rules.phones) drawSeatCodes(box);
  }

  function drawSeatCodes(box) {
    if (!seatCodes) {
      box.appendChild(button(tr("Seat codes for phones"), "", showSeatCodes, true));
      return;
    }
    var list = el("ul", { class: "seat-codes", id: "seat-codes" });
    view.players.forEach(function (p) {
      if (seatCodes[p.id]) list.appendChild(el("li", { text: tr("{name}: {code}", { name: p.name, code: seatCodes[p.id] }) }));
    });
    box.appendChild(list);
  }

  async function showSeatCodes() {
    try {
      var response = await fetch("/api/seatcodes", { cache: "no-store", headers: { "Authorization": "Bearer " + token } });
      var answer = await response.json();
      if (!response.ok) { say(said(answer), "error"); return; }
      seatCodes = answer.codes;
    } catch (e) {
      say(tr("No answer from the judge's desk: try again."), "error");
      return;
    }
    render();
    clearTimeout(seatCodesTimer);  // shown for a minute: enough to type, not left for the next table
    seatCodesTimer = setTimeout(function () { seatCodes = null; render(); }, 60000);
  }

  // How the round ends here (issue 27): "Last turn", "N turns left", the capped last-turn time, and, where
  // the players still in are ranked by a number (assets, victory points), a field per player to enter it.
  // The form is rebuilt only when its stage or its players change, so a number being typed is kept.
  var roundEndKey = "", typedNumbers = {};
  WORDS["game.numbers"] = "Enter the numbers";
  function roundEndText(end) {
    if (end.stage === "numbers") return tr("Play is over: enter the numbers");
    if (end.clock) return tr("{time} of last-turn time", { time: T.clockText(T.left(end.clock)) });
    if (end.judge_ends) return end.turns_left ? tr("{n} more turns: end them when they are done", { n: end.turns_left }) : tr("Last turn: end it when the turn is done");
    return end.turns_left ? tr("{n} turns left", { n: end.turns_left }) : tr("Last turn");
  }
  function drawRoundEnd() {
    var box = $("round-end"), end = view && view.seated && !view.finished ? view.round_end : null;
    if (!end) { box.hidden = true; box.textContent = ""; roundEndKey = ""; return; }
    box.hidden = false;
    var still = view.players.filter(function (p) { return p.status === "in"; });
    var asks = end.by_number && (end.stage === "numbers" || end.judge_ends);
    var key = [end.stage, asks, online, !!(sending || pending), still.map(function (p) { return p.id; }).join(",")].join("|");
    if (key !== roundEndKey || !box.firstChild) {
      roundEndKey = key;
      box.textContent = "";
      box.appendChild(el("p", { class: "warn", "data-round-end": "", text: roundEndText(end) }));
      if (asks) {
        still.forEach(function (p) {
          var input = el("input", { type: "number", step: "1", inputmode: "numeric", "data-number": p.id, "aria-label": p.name });
          input.value = typedNumbers[p.id] === undefined ? "" : typedNumbers[p.id];
          input.addEventListener("input", function () { typedNumbers[p.id] = input.value; });
          box.appendChild(el("label", { class: "number" }, [el("span", { class: "name", text: p.name }), input]));
        });
        box.appendChild(button(tr("Enter the numbers"), "go", function () {
          var numbers = {}, ok = true;
          still.forEach(function (p) {
            var text = String(typedNumbers[p.id] || "").trim();
            if (!/^-?[0-9]+$/.test(text)) ok = false; else numbers[p.id] = parseInt(text, 10);
          });
          if (!ok) { say(tr("Enter a whole number for every player still in."), "refused"); return; }
          act("game.numbers", { numbers: numbers });
        }, true));
      }
    }
  }
  function tickRoundEnd() {
    var line = document.querySelector("[data-round-end]");
    if (line && view && view.round_end) line.textContent = roundEndText(view.round_end);
  }

  function tick() {
    if (!view || !view.seated) return;
    $("clock").textContent = view.clock ? T.clockText(T.left(view.clock)) + (view.clock.extension_min ? " " + tr("(+{minutes} min)", { minutes: view.clock.extension_min }) : "") : "";
    view.players.forEach(function (p) {
      var main = document.querySelector('[data-main="' + p.id + '"]');
      if (main && p.main) main.textContent = T.clockText(T.left(p.main));
      var aux = document.querySelector('[data-aux="' + p.id + '"]');
      if (aux && p.aux) aux.textContent = "+" + T.clockText(T.left(p.aux));
    });
    TablesideSeats.tick(view);
    var judge = document.querySelector("[data-judge-time]");
    if (judge && view.judge_time) judge.textContent = T.clockText(Math.floor(judgeMs(view.judge_time) / 1000) * 1000);
    var off = document.querySelector("[data-offline-for]");
    if (off && offlineSince !== null) off.textContent = "(" + T.clockText(Math.floor((Date.now() - offlineSince) / 1000) * 1000) + ")";
    var age = document.querySelector("[data-call-age]"), now = T.serverNow();
    if (age && view.call && now !== null) age.textContent = T.clockText(Math.floor(Math.max(0, now - view.call.t) / 1000) * 1000);
  }

  // Which table this token is paired to, asked of the server found (here, or after a move).
  async function pairedTable() {
    if (carried) await adoptCarried();
    if (!token) { unpaired(); return false; }
    var response = await fetch("/api/device", { cache: "no-store", headers: { "Authorization": "Bearer " + token } });
    var answer = await response.json();
    // A desk too busy to answer (a stalled disk) has not unpaired anyone: look again in a moment.
    if (response.status >= 500 || response.status === 429) throw new Error(answer.message);
    if (!response.ok) { unpaired(said(answer)); return false; }
    table = answer.table;
    $("title").textContent = tr("Table {table}", { table: table });
    return true;
  }

  async function start() {
    token = readToken();
    pending = readPending();
    carried = readCarried();
    if (Stations.fragment.pair) await redeem(Stations.fragment.pair);
    if (!token && !carried) { unpaired(); return; }
    if (pending) say(tr("Waiting for the desk to send “{action}” (it will not be done twice).", { action: tr(WORDS[pending.kind] || pending.kind) }), "info");
    TablesideI18n.ready(render);
    drawQueue();
    setInterval(tick, 100);
    setInterval(tickRoundEnd, 250);
    // An action whose answer was lost while the link stayed up goes again every few seconds.
    // Kept actions whose sending stopped (no answer, "not known yet") go again the same way.
    setInterval(function () {
      if (online && pending && !sending) send();
      else if (online && Q.size()) replay();
    }, 3000);
    // The token in the stream's address (EventSource sends no headers) keeps this device's stream in the
    // devices' share, which a crowd of players' pages cannot take (no Referer or access log carries it).
    T.follow(function () { return "/api/table/" + table + "/events?device=" + encodeURIComponent(token); },
             function (message) {
               view = message.view;
               render();
               if (pending && !sending) send();  // an answer lost while the stream stayed up
               else if (Q.size()) replay();
             }, showLink, 2500, {
      page: "table", ready: pairedTable,
      carry: function () {
        // The unanswered action travels with the move, and leaves this address's storage (kept here, it
        // would go again from here some day: harmless, as the id is in the log, but not what was meant).
        var kept = Q.take();
        var move = { token: token, pending: pending ? JSON.stringify(pending) : "",
                     queue: kept.length ? JSON.stringify(kept) : "" };
        try { localStorage.removeItem("tableside-pending"); } catch (e) { /* private mode */ }
        return move;
      },
    });
  }

  start();
})();
