/* Tableside hall pages: the server connection, the server's clock, countdown text.
   Plain ES2017, no build step, nothing from the internet. */
"use strict";

var Tableside = (function () {
  var offset = null; // server event time minus performance.now()
  var recent = [];   // the last few estimates: each is the truth minus that message's delay

  // A message that took longer on the way makes the server's time look earlier, never later: the
  // largest recent estimate is the closest (kept to the last 10, so a sleeping phone recovers).
  function syncClock(now) {
    if (typeof now !== "number") return;
    recent.push(now - performance.now());
    if (recent.length > 10) recent.shift();
    offset = Math.max.apply(null, recent);
  }

  function serverNow() {
    return offset === null ? null : performance.now() + offset;
  }

  // A countdown from a view: {running, ends_at} or {left_ms}. What is left now, in ms.
  function left(countdown) {
    if (!countdown) return null;
    if (countdown.running) {
      var now = serverNow();
      return now === null ? null : Math.max(0, countdown.ends_at - now);
    }
    return countdown.left_ms;
  }

  // Whole seconds rounded up, like the desk: 0:00 means the time is really gone.
  function clockText(ms) {
    if (ms === null || ms === undefined) return "–:––";
    var seconds = Math.ceil(Math.max(ms, 0) / 1000);
    var h = Math.floor(seconds / 3600), m = Math.floor((seconds % 3600) / 60), s = seconds % 60;
    var ss = (s < 10 ? "0" : "") + s;
    if (h) return h + ":" + (m < 10 ? "0" : "") + m + ":" + ss;
    return m + ":" + ss;
  }

  /* Follow a Server-Sent-Events stream from the event's server. onView(message) for each view;
     onLink(true|false) when the link comes and goes. The server sends a heartbeat every second:
     silence for `patience` ms means the link is gone (Wi-Fi drops often end no connection cleanly), so
     we say so and look for the event's server (``Stations.find``: this address first, then every
     station known), and move to another station's page if it is there now.
     `path`: the stream's path, or a function giving it. `options`: `page` (the path of this page on
     another station), `carry()` (more to take along on a move), `ready()` (an async step before the
     stream opens on a server found here; false: stop, e.g. the pairing is unknown), `fallback` (the
     view once, read when the server is too full to stream: see `full`). */
  function follow(path, onView, onLink, patience, options) {
    var opts = options || {};
    var source = null, watchdog = null, linked = null, searching = false;

    function setLinked(value) {
      if (linked !== value) { linked = value; onLink(value); }
    }
    function alive() {
      setLinked(navigator.onLine !== false);
      clearTimeout(watchdog);
      watchdog = setTimeout(lost, LinkTiming.patience(patience));  // a slow link's messages come late
    }
    function lost() {
      setLinked(false);
      Stations.unannounce();
      clearTimeout(watchdog);
      if (source) { source.close(); source = null; }
      search(1000);
    }
    async function search(wait) {
      if (searching) return;
      searching = true;
      var found = await Stations.find(wait);
      if (!found.here) { Stations.moveTo(found, opts.page, opts.carry ? opts.carry() : null); return; }
      var go = true;
      if (opts.ready) {
        try { go = await opts.ready(); } catch (e) { searching = false; lost(); return; }
      }
      searching = false;
      if (go) open();
    }
    // A message from a server behind the highest epoch seen (an old server back) is not followed.
    function fresh(message) {
      if (Stations.epochFits(message.epoch)) return true;
      lost();
      return false;
    }
    // A server at its cap refuses the stream (a 503 EventSource cannot read): the page reads the view
    // once from `opts.fallback` instead, which says Retry-After while the hall is full, shows it, and
    // opens the stream again after that long plus a random part of it (a full hall's pages do not all
    // come back at once). No Retry-After: the stream failed for another reason, look for the server.
    async function full() {
      if (source) { source.close(); source = null; }
      clearTimeout(watchdog);
      var message = null, wait = 0;
      // A server that vanished without a word could leave the read hanging: given up after 3 s.
      var abort = typeof AbortController === "function" ? new AbortController() : null;
      var giveUp = setTimeout(function () { if (abort) abort.abort(); }, 3000);
      try {
        var response = await fetch(opts.fallback, { cache: "no-store", signal: abort ? abort.signal : undefined });
        wait = response.ok ? Number(response.headers.get("Retry-After")) || 0 : 0;
        if (wait > 0) message = await response.json();
      } catch (e) { message = null; }
      clearTimeout(giveUp);
      if (!message) { lost(); return; }
      if (!fresh(message)) return;
      syncClock(message.now);
      onView(message);
      setLinked(false);
      clearTimeout(watchdog);
      watchdog = setTimeout(open, (wait + Math.random() * wait) * 1000);
    }
    function open() {
      source = new EventSource(typeof path === "function" ? path() : path);
      source.onmessage = function (event) {
        var message = JSON.parse(event.data);
        if (!fresh(message)) return;
        syncClock(message.now);
        alive();
        onView(message);
      };
      source.addEventListener("ping", function (event) {
        var message = JSON.parse(event.data);
        if (!fresh(message)) return;
        syncClock(message.now);
        alive();
      });
      // The browser would retry this address by itself; we look for the event's server instead.
      source.onerror = function () { if (opts.fallback) full(); else lost(); };
      clearTimeout(watchdog);
      watchdog = setTimeout(lost, LinkTiming.patience(patience + 4000));
    }
    // The device says its network is gone (Wi-Fi dropped): the stream is closed now, not left to go
    // quiet, so nothing half-received is shown as live; the search starts again when it is back.
    window.addEventListener("offline", function () { if (source || linked !== false) lost(); });
    window.addEventListener("online", function () { if (!linked) lost(); });
    // New stations may join during the event: ask this server for the list now and then.
    setInterval(function () { if (linked) Stations.refresh(); }, 60000);
    Stations.announce();
    // A page whose own server does not fit (behind, or gone since the page loaded) says so too.
    setTimeout(function () { if (linked === null) setLinked(false); }, 1500);
    search(0);
  }

  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    if (attrs) {
      for (var key in attrs) {
        if (key === "text") node.textContent = attrs[key];
        else if (key === "class") node.className = attrs[key];
        else node.setAttribute(key, attrs[key]);
      }
    }
    (children || []).forEach(function (child) { if (child) node.appendChild(child); });
    return node;
  }

  // Case and accents aside, as people look for a name.
  function plain(text) {
    var s = String(text).toLowerCase();
    return s.normalize ? s.normalize("NFKD").replace(/[\u0300-\u036f]/g, "") : s;
  }

  return { follow: follow, left: left, clockText: clockText, serverNow: serverNow, el: el, plain: plain };
})();

/* Announcements from the judge's desk (issue 28, part 7), on the players' page and a table device.
   Each is shown as a banner until the reader taps OK; what was read is kept on the phone (localStorage,
   by the announcement's id and moment), so it stays read after a reload, and a new one shows again.
   The text is a person's words: put in with textContent only, never as markup. They live here, not in a
   file of their own: a seventh file would wait for one of the browser's six connections, a round trip
   more before a table device paints over a slow hall Wi-Fi (tests/hall/test_slow_link.py). */

var TablesideAnnouncements = (function () {
  var KEY = "tableside-read-announcements";
  var KEEP = 50;  // the last ones read: far more than a day's announcements
  var read = load();

  function load() {
    try {
      var kept = JSON.parse(localStorage.getItem(KEY) || "[]");
      return Array.isArray(kept) ? kept.filter(function (k) { return typeof k === "string"; }) : [];
    } catch (e) { return []; }
  }

  // An id is a log entry's number: with its moment, another event's entry of the same number is not taken for it.
  function key(a) { return a.id + "@" + a.t; }

  function markRead(a) {
    if (read.indexOf(key(a)) < 0) read.push(key(a));
    read = read.slice(-KEEP);
    try { localStorage.setItem(KEY, JSON.stringify(read)); } catch (e) { /* private mode: read in memory only */ }
  }

  // Paint ``list`` (the view's announcements, latest first) into ``box``: the unread ones, each with OK.
  function show(box, list) {
    var tr = TablesideI18n.tr, el = Tableside.el;
    box.textContent = "";
    var unread = (list || []).filter(function (a) { return a && read.indexOf(key(a)) < 0; });
    box.hidden = unread.length === 0;
    unread.forEach(function (a) {
      var ok = el("button", { type: "button", class: "ok", text: tr("OK") });
      ok.addEventListener("click", function () { markRead(a); show(box, list); });
      box.appendChild(el("div", { class: "announcement", role: "status", "data-id": String(a.id) }, [
        el("span", { class: "label", text: tr("Announcement") }),
        el("span", { class: "text", text: String(a.text) }),
        ok,
      ]));
    });
  }

  return { show: show };
})();

/* A table device's actions kept while its link to the desk is down (issue 27, part 5): each with its id
   and its moment (the desk's clock as this page knows it), kept on the device (localStorage) so a
   reload does not lose them, and sent in order once the desk is back. The desk judges each at its own
   moment and never does one twice (the id); this only keeps them. Here, not in a file of its own: a
   seventh file would wait for one of the browser's six connections (tests/hall/test_slow_link.py). */

var TablesideQueue = (function () {
  var KEY = "tableside-queue";

  function isItem(item) {
    return item && typeof item.id === "string" && typeof item.kind === "string" && typeof item.t === "number";
  }

  function load() {
    try {
      var kept = JSON.parse(localStorage.getItem(KEY) || "[]");
      return Array.isArray(kept) ? kept.filter(isItem) : [];
    } catch (e) { return []; }
  }

  var items = load();

  function save() {
    try {
      if (items.length) localStorage.setItem(KEY, JSON.stringify(items));
      else localStorage.removeItem(KEY);
    } catch (e) { /* private mode: kept in memory only */ }
  }

  // The action as the desk takes it: its fields and id, with "t", the moment the table acted.
  function body(item) {
    var sent = {};
    for (var key in item) if (key !== "wall") sent[key] = item[key];
    return sent;
  }

  return {
    items: function () { return items.slice(); },
    size: function () { return items.length; },
    first: function () { return items[0] || null; },
    // ``action`` ({id, kind, table, ...}) at ``t`` (event time, ms); ``front``: before the others (an
    // action sent live whose answer never came: it was made before everything queued after it).
    add: function (action, t, front) {
      var item = Object.assign({}, action, { t: Math.round(t), wall: Date.now() });
      if (front) items.unshift(item); else items.push(item);
      save();
      return item;
    },
    // A move to another station: the kept actions leave this address's storage and go in the # part
    // (``take``), and the new page adds them once its server accepts the device's token (``adopt``).
    take: function () {
      var all = items;
      items = [];
      save();
      return all;
    },
    adopt: function (text) {
      var carried = [];
      try { carried = JSON.parse(text || "[]"); } catch (e) { carried = []; }
      if (!Array.isArray(carried)) return;
      var known = items.map(function (item) { return item.id; });
      items = items.concat(carried.filter(function (item) { return isItem(item) && known.indexOf(item.id) < 0; }));
      save();
    },
    drop: function (id) {
      items = items.filter(function (item) { return item.id !== id; });
      save();
    },
    body: body,
  };
})();
