/* The pages in the phone's language (issue 29, part 2). A small JSON catalogue per language, served beside
   the pages as /static/i18n-<code>.json (English text as the key, {name} for what is filled in), is picked
   by navigator.languages, the first one there is; with none, the pages stay English (the keys). Adding a
   language is adding its catalogue. Nothing is built, nothing comes from the internet, and every text is
   put in with textContent (a name is never markup). */
"use strict";

var TablesideI18n = (function () {
  var catalogue = {};
  var shown = "en";
  var waiting = [];
  var loaded = false;

  function wanted() {
    var langs = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language || "en"];
    var codes = [];
    // By language only ("de" for de-AT): each catalogue asked for costs the page a round trip before it
    // paints, which over a slow hall Wi-Fi is seconds, so none is asked for that cannot be there.
    for (var i = 0; i < langs.length; i++) {
      var code = String(langs[i]).toLowerCase().split("-")[0];
      if (code === "en") break;  // English is wanted before anything after it
      if (/^[a-z]{2,3}$/.test(code) && codes.indexOf(code) < 0) codes.push(code);
    }
    return codes;
  }

  // ``text`` in the page's language, with {field} filled from ``fields`` (in one pass: a field's own
  // "{x}" is never filled in again). "%n" is the count ``fields.n``; English says "(s)" by it.
  function tr(text, fields) {
    var said = Object.prototype.hasOwnProperty.call(catalogue, text) ? catalogue[text] : text;
    if (typeof said !== "string") said = text;
    if (said.indexOf("%n") >= 0 && fields && typeof fields.n === "number") {
      var n = fields.n;
      said = said.replace(/%n/g, String(n));
      if (said === text.replace(/%n/g, String(n))) said = said.replace(/(\w)\(s\)/g, n === 1 ? "$1" : "$1s");
    }
    return said.replace(/\{(\w+)\}/g, function (whole, key) {
      return fields && Object.prototype.hasOwnProperty.call(fields, key) ? String(fields[key]) : whole;
    });
  }

  // A place ("3rd") in the page's language, by the catalogue's "{n} (place)" form or its number's own
  // ("1 (place)": "1er"), the window's rule (app.text.ORDINAL_FORMS); English by its suffixes.
  function ordinal(n) {
    var own = catalogue[n + " (place)"], form = catalogue["{n} (place)"];
    if (typeof own === "string") return own;
    if (typeof form === "string") return form.replace("{n}", String(n));
    if (shown !== "en") return String(n);
    var tail = n % 100 >= 10 && n % 100 <= 20 ? "th" : ({ 1: "st", 2: "nd", 3: "rd" })[n % 10] || "th";
    return n + tail;
  }

  // A sentence of the desk sent as {template, fields}: a field that is a sentence in turn (or a view's
  // word, looked up the same way) is said first, a place ({ordinal: n}) written as the language does.
  function sentence(value, depth) {
    var fields = {}, given = value.fields && typeof value.fields === "object" ? value.fields : {};
    for (var key in given) {
      if (!Object.prototype.hasOwnProperty.call(given, key)) continue;
      var field = given[key];
      var place = field && typeof field === "object" && typeof field.ordinal === "number" ? field.ordinal : null;
      fields[key] = place !== null ? ordinal(place)
        : field && typeof field === "object" && typeof field.template === "string" && depth < 4
        ? sentence(field, depth + 1) : typeof field === "number" ? field : String(field);  // a count stays one
    }
    return tr(value.template, fields);
  }

  // The desk's answer (a refusal, a check) in the page's language: from its template and fields when it
  // sends them ("said" when a field is a sentence in turn), else its plain English message, translated
  // when the catalogue has it word for word; ``otherwise`` when it says nothing. Shown with textContent.
  function said(answer, otherwise) {
    if (!answer || typeof answer !== "object") return otherwise || "";
    var value = answer.said && typeof answer.said === "object" ? answer.said
      : typeof answer.template === "string" && answer.template ? { template: answer.template, fields: answer.fields } : null;
    if (value && typeof value.template === "string") return sentence(value, 0);
    return typeof answer.message === "string" && answer.message ? tr(answer.message) : (otherwise || "");
  }

  // The page's own words: elements marked data-i18n (their English text is the key, kept in data-en),
  // and placeholders marked data-i18n-placeholder.
  function translatePage() {
    document.documentElement.lang = shown;
    document.querySelectorAll("[data-i18n]").forEach(function (node) {
      if (!node.hasAttribute("data-en")) node.setAttribute("data-en", node.textContent);
      node.textContent = tr(node.getAttribute("data-en"));
    });
    document.querySelectorAll("[data-i18n-placeholder]").forEach(function (node) {
      if (!node.hasAttribute("data-en-placeholder")) node.setAttribute("data-en-placeholder", node.placeholder);
      node.placeholder = tr(node.getAttribute("data-en-placeholder"));
    });
  }

  function done() {
    loaded = true;
    translatePage();
    waiting.splice(0).forEach(function (fn) { fn(); });
  }

  async function load() {
    var codes = wanted();
    for (var i = 0; i < codes.length; i++) {
      try {
        var response = await fetch("/static/i18n-" + codes[i] + ".json", { cache: "no-cache" });
        if (!response.ok) continue;
        var found = await response.json();
        if (found && typeof found === "object") {
          catalogue = found;
          shown = codes[i];
          break;
        }
      } catch (e) { /* not there, or not JSON: the next language */ }
    }
    done();
  }

  load();
  return {
    tr: tr,
    said: said,
    ordinal: ordinal,
    lang: function () { return shown; },
    // ``fn`` runs once the catalogue is in (at once if it already is): the page paints again in its words.
    ready: function (fn) { if (loaded) fn(); else waiting.push(fn); },
  };
})();
