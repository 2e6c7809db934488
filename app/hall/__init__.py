"""The hall server: players' phones, table devices and the projector, served on the local network.

Threading design (one writer, a server that never blocks the window)
--------------------------------------------------------------------
* **uvicorn runs in a background thread with its own asyncio loop** (``runner.ServerThread``). The
  Starlette app (``server.make_app``) only reads, validates and waits; it never touches the session.
* **Exactly one writer.** Every write is submitted to the one thread that owns the ``EventSession``:
  in the window that is the Qt main thread (``ui.hall.bridge`` hands each request over with a queued
  signal), in ``tableside serve`` a dedicated writer thread (``writer.SessionWriter``). The writer
  runs ``gate.Gate.handle``: the device's token, its table, the action id, then the very same
  ``session.do`` (catch-up and action in one transaction) a click runs, so a network action gets
  the same checks, the same durable commit and the same place in the order as a click. The HTTP
  handler awaits the answer (a ``concurrent.futures.Future`` wrapped for asyncio) and replies only
  once the entry is on disk.
* **Publishing.** After each commit (and at each moment a clock changes on its own), the writer builds the
  JSON views the commit touched, as the session's ``Change`` for it says (a table's clock action rebuilds that
  table's device view; an out also that table's part of the players' page) on its own thread, from the state
  it alone may read, and hands the encoded bytes to the loop in one ``loop.call_soon_threadsafe(hub.take,
  ...)``: a device's table view before its answer, the standings (ranking everyone) only after it. In the
  window the rest waits for the click's repaint, and a device's changes are repainted once per frame
  (``ui.hall.bridge``). The ``hub.Hub`` (loop thread only) keeps the latest view of each table channel and the
  players' page as parts, and wakes every Server-Sent-Events client waiting: a page is sent the parts changed
  since the version it has (built once and shared by every page at that version), so a slow page gets the
  newest state in one message, never a backlog, and a hundred phones cost one encoding.
* Views carry moments (event time, ms), not readings: a countdown is sent as "ends at" while it runs,
  and each message and each heartbeat carries the server's "now", so a page counts down by itself
  and stays within a few milliseconds of the desk between messages.
"""

DEFAULT_PORT = 8765  # the hall server's TCP port unless the judge picks another
