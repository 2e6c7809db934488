/* Announcements from the judge's desk (issue 28, part 7), on the players' page and a table device.
   Each is shown as a banner until the reader taps OK; what was read is kept on the phone (localStorage,
   by the announcement's id and moment), so it stays read after a reload, and a new one shows again.
   The text is a person's words: put in with textContent only, never as markup. */
"use strict";

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
