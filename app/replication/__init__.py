"""Replication: the protocol between a serving desk and the stations, both halves side by side.

As PostgreSQL keeps its WAL sender and receiver in one folder, the server's half and the copy's half
of log shipping live here, with every JSON shape they exchange and the one HTTP client:

``wire``: every JSON shape of the protocol, both ways (log pages, statuses, station actions and their
answers, refusals, the bearer header); the reader treats what it gets as untrusted input.
``client``: the one HTTP client a station or a desk uses for every call (one timeout policy, one error
mapping: ``Unreachable`` to try again, ``ServerRefused`` to stop and say why).
``logfeed``: the server's half (``GET /api/log``, acknowledgement by fetch offset, the wait for a copy).
``follower``: the copy's half (pull, check each link's hash, commit, follow).
``rivals``: other servers of the event and the rank rule (epoch, head, station); ``fence``: what a desk
asks before answering an action "done" alone. ``token`` and ``station_keys``: who may read the log.

Layers of ``app/`` (lowest first; ``tests/test_import_layers.py`` holds them): ``clocks``, ``scoring``,
``seating``, ``eventlog`` < ``event`` < ``replication`` < ``hall`` (the desk's runtime) and ``standby``
(the station's runtime), which never import each other < ``cli``. Nothing here imports ``hall`` or
``standby``: what both need lives here.
"""
