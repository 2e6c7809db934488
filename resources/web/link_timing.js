/* How slow this device's link to the hall's server is, measured, and the waits that follow from it.

   A fixed time limit turns a slow Wi-Fi into a dead one: at a 2 s round trip a status probe given 2 s
   never answers in time, round after round. So each answered probe's time to first byte (and the
   page's own, as it loaded) is a sample, smoothed as TCP smooths its round trip (RFC 6298: SRTT and
   RTTVAR), and a probe is given max(2 s, SRTT + 4·RTTVAR), doubled for each round in a row that found
   nothing (a first probe at a 3 s round trip is not abandoned forever), up to 20 s. The stream's
   watchdog waits that much longer too: on a slow link a late heartbeat is not a lost link.
   Plain ES2017, no build step. */
"use strict";

var LinkTiming = (function () {
  var MIN_MS = 2000;   // a probe's time limit on a quick link (a gone server is noticed this fast)
  var MAX_MS = 20000;  // and on the slowest: past this a link is as good as gone
  var srtt = null, rttvar = null;

  function clamp(ms) { return Math.min(MAX_MS, Math.max(MIN_MS, ms)); }

  // A round trip just measured, in ms (an answer's time to first byte).
  function sample(ms) {
    if (!(ms >= 0)) return;
    if (srtt === null) { srtt = ms; rttvar = ms / 2; return; }
    rttvar = 0.75 * rttvar + 0.25 * Math.abs(srtt - ms);
    srtt = 0.875 * srtt + 0.125 * ms;
  }

  // What a slow link adds to any wait: the round trip and its spread (0 until one was measured).
  function slack() { return srtt === null ? 0 : Math.min(MAX_MS, srtt + 4 * rttvar); }

  // A probe's time limit after `failed` rounds in a row that found nothing (backing off like TCP's RTO).
  function probeMs(failed) {
    return Math.min(MAX_MS, clamp(slack()) * Math.pow(2, Math.min(failed || 0, 4)));
  }

  // A stream's heartbeat watchdog: `patience` on a quick link, longer by what the link adds.
  function patience(base) { return base + slack(); }

  // The page itself came over this link: from asking to its last byte (a page of 2 KB: about one round
  // trip, and never less) is the first round trip measured, so even the first probe on a slow link is
  // given long enough. Its last byte, not its first: Chromium's network emulation delays the body.
  function fromPageLoad() {
    var entries = performance.getEntriesByType ? performance.getEntriesByType("navigation") : [];
    var page = entries && entries[0];
    if (page && page.responseEnd > 0) sample(page.responseEnd - (page.requestStart || page.startTime));
  }

  fromPageLoad();
  return {
    sample: sample, slack: slack, probeMs: probeMs, patience: patience,
    estimate: function () { return { srtt: srtt, rttvar: rttvar }; },
  };
})();
