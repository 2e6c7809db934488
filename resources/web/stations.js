/* Which stations may serve this event, and the highest epoch this device has seen.

   A judge station that takes the event over serves it at a higher epoch; a server that is behind (the
   old laptop back on the network) still serves the lower one. So a page follows a server only when it
   serves the same event at an epoch at least as high as any this device has seen, and when its server
   is gone it tries its own address, then every station it knows of, until one fits. It then moves:
   the browser goes to that station's own page (the address bar names the live server, so a reload or
   a bookmark works).

   A page's address is never an instruction: anyone can link to it, print it on a sticker or redirect
   to it. What this page believes comes from statuses: its own server's (it served this very page) and
   those of the stations a believed server lists (the event's log names them). Nothing in the address
   sets the event, the epoch, a station or any text shown; a move carries only a flag that it moved
   (the banner's words come from the new server's status) and, for a table device, its token and its
   unanswered action, which the device's page uses only once the new server accepts that token
   (table.js): only the paired page and the servers know it. Plain ES2017, no build step. */
"use strict";

var Stations = (function () {
  var KEY = "tableside-hall";  // "tableside-stations" before: it could hold what an address put there
  var PAUSES_MS = [1000, 2000, 4000, 8000];    // between rounds of tries, then the last one again
  var MAX_URLS = 16;
  var here = location.protocol + "//" + location.host + "/";
  var memory = { event: null, epoch: 0, urls: [], names: {} };
  var fragment = readFragment();
  var checked = false;  // this page has checked its own server once (a new visit may find a new event)
  var banner = false;   // a move brought this page here: say so once this server's status is in

  // The # part as key=value pairs, then gone from the address bar (a token must not linger there). Only
  // the keys a move or a pairing link writes are kept, on an object with no prototype (a "__proto__"
  // key is just text); table.js takes none on trust; the query is never read at all.
  function readFragment() {
    var keys = ["moved", "token", "pending", "queue", "pair"];  // (here: this runs before the lines below)
    var found = Object.create(null);
    location.hash.replace(/^#/, "").split("&").forEach(function (pair) {
      var at = pair.indexOf("="), key = pair.slice(0, at);
      if (at <= 0 || keys.indexOf(key) < 0) return;
      try { found[key] = decodeURIComponent(pair.slice(at + 1)); } catch (e) { /* not ours */ }
    });
    if (location.hash || location.search) history.replaceState(null, "", location.pathname);
    return found;
  }

  function isUrl(url) { return typeof url === "string" && /^https?:\/\/[^\/#?]+\/$/.test(url); }

  function load() {
    var saved = null;
    try { saved = JSON.parse(localStorage.getItem(KEY) || "null"); } catch (e) { saved = null; }
    if (saved && typeof saved.event === "string") {
      memory = { event: saved.event, epoch: Number(saved.epoch) || 0,
                 urls: (saved.urls || []).filter(isUrl).slice(0, MAX_URLS), names: saved.names || {} };
    }
    try { localStorage.removeItem("tableside-stations"); } catch (e) { /* private mode */ }
  }

  function save() {
    try { localStorage.setItem(KEY, JSON.stringify(memory)); } catch (e) { /* private mode: memory only */ }
  }

  function valid(status) {
    return !!status && status.ok === true && typeof status.event === "string" && typeof status.epoch === "number";
  }

  // Whether a server's status lets this page follow it. The first look at the page's own server may
  // find another event (the laptop serves a new tournament): that visit starts afresh.
  function fits(status, own) {
    if (!valid(status)) return false;
    if (memory.event === null) return true;
    if (status.event !== memory.event) return own && !checked;
    return status.epoch >= memory.epoch;
  }

  // Keep what a fitting server says: its event, its epoch, every station's address and name.
  function learn(status, base) {
    if (status.event !== memory.event) memory = { event: status.event, epoch: 0, urls: [], names: {} };
    memory.epoch = Math.max(memory.epoch, status.epoch);
    var urls = [base];
    (status.stations || []).forEach(function (s) {
      if (s && isUrl(s.url)) {
        urls.push(s.url);
        if (typeof s.name === "string") memory.names[s.url] = s.name;
      }
    });
    memory.urls.forEach(function (url) { urls.push(url); });
    memory.urls = urls.filter(function (url, i) { return urls.indexOf(url) === i; }).slice(0, MAX_URLS);
    save();
    if (banner && base === here) { banner = false; show(nameOf(status, base)); }
  }

  // An epoch in a message from the server being followed: false when it is behind what was seen.
  function epochFits(epoch) {
    if (typeof epoch !== "number") return true;  // a message that names none (a server before epochs)
    if (epoch < memory.epoch) return false;
    if (epoch > memory.epoch) { memory.epoch = epoch; save(); }
    return true;
  }

  function sleep(ms) { return new Promise(function (done) { setTimeout(done, ms); }); }

  /* GET base/api/status within `limitMs` (LinkTiming's, from the round trips measured): the status, or
     null (gone, slow, or not Tableside). Each answer's time to first byte is a round trip measured. */
  function probe(base, limitMs) {
    var controller = typeof AbortController === "function" ? new AbortController() : null;
    var timer = null;
    var late = new Promise(function (done) {
      timer = setTimeout(function () { if (controller) controller.abort(); done(null); }, limitMs || LinkTiming.probeMs(0));
    });
    var askedAt = performance.now();
    var asked = fetch(base + "api/status", { cache: "no-store", credentials: "omit", mode: "cors",
                                             signal: controller ? controller.signal : undefined })
      .then(function (response) {
        LinkTiming.sample(performance.now() - askedAt);
        return response.ok ? response.json() : null;
      })
      .catch(function () { return null; });
    return Promise.race([asked, late]).then(function (status) { clearTimeout(timer); return status; });
  }

  /* Find the event's server: this page's own address first, then each known station, round after
     round with a growing pause (and a little jitter, so a hall of phones does not knock at once) and
     a growing time limit per try (a slow link's first answers may come later than its first limit).
     Resolves {base, status, here}. `wait`: pause before the first round (a link that just broke). */
  // The pause between rounds ends early when the device's network comes back (the "online" event).
  var woken = null;
  window.addEventListener("online", function () { if (woken) woken(); });
  function pauseUnlessOnline(ms) {
    return new Promise(function (done) { woken = done; setTimeout(done, ms); });
  }

  async function find(wait) {
    if (wait) await sleep(wait);
    for (var round = 0; ; round++) {
      var tries = [here].concat(memory.urls.filter(function (url) { return url !== here; }));
      for (var i = 0; i < tries.length; i++) {
        var status = await probe(tries[i], LinkTiming.probeMs(round));
        var own = tries[i] === here;
        if (fits(status, own)) {
          learn(status, tries[i]);
          if (own) checked = true;
          return { base: tries[i], status: status, here: own };
        }
      }
      var pause = PAUSES_MS[Math.min(round, PAUSES_MS.length - 1)];
      await pauseUnlessOnline(pause * (0.8 + 0.4 * Math.random()));
    }
  }

  // Ask the page's own server again (new stations join during an event); nothing if it does not fit.
  function refresh() {
    return probe(here).then(function (status) { if (fits(status, true)) learn(status, here); });
  }

  function nameOf(status, base) {
    var stations = status.stations || [];
    for (var i = 0; i < stations.length; i++) {
      if (stations[i] && stations[i].id === status.serving && stations[i].name) return stations[i].name;
    }
    return memory.names[base] || base.replace(/^https?:\/\//, "").replace(/\/$/, "");
  }

  /* Go to the other station's page. `page`: its path ("" or "table"); `carry`: more key=value pairs
     (a table device's token and its unanswered action). The new page learns the event, the epoch and
     the stations from its own server, as any page does. location.replace: going back would only
     reach the server that is gone. */
  function moveTo(found, page, carry) {
    var pairs = { moved: "1" };
    for (var key in carry || {}) if (carry[key]) pairs[key] = carry[key];
    var hash = Object.keys(pairs).map(function (k) { return k + "=" + encodeURIComponent(pairs[k]); }).join("&");
    location.replace(found.base + (page || "") + "#" + hash);
  }

  // "Moved to station …" on the page a move arrived at, named by this server's own status (an address
  // could say anything), until tapped or a minute has passed.
  function announce() { banner = !!fragment.moved; }

  function show(name) {
    var box = document.getElementById("moved");
    if (!box) return;
    box.textContent = typeof TablesideI18n === "object" ? TablesideI18n.tr("Moved to station {name}: the event goes on here.", { name: name })
      : "Moved to station " + name + ": the event goes on here.";
    box.hidden = false;
    var hide = function () { box.hidden = true; };
    box.addEventListener("click", hide);
    setTimeout(hide, 60000);
  }

  // The link dropped again: what the banner says may no longer hold.
  function unannounce() {
    banner = false;
    var box = document.getElementById("moved");
    if (box) box.hidden = true;
  }

  load();
  // A new # part typed or scanned onto this open page: read like any other, by a fresh load.
  window.addEventListener("hashchange", function () { location.reload(); });
  return {
    fragment: fragment, find: find, refresh: refresh, epochFits: epochFits, moveTo: moveTo, announce: announce, unannounce: unannounce,
    known: function () { return { event: memory.event, epoch: memory.epoch, urls: memory.urls.slice() }; },
  };
})();
