"""A standby copy of an event served on the hall's network, and taking the event over from it (issue 14).

``wire``: a log page as JSON, both ways (the server writes it, the copy reads it as untrusted input).
``client``: asks a serving Tableside for pages (plain ``http.client``: no new dependency).
``follower``: keeps a local event file equal to the server's log, checking the chain on every entry.
``keeper``: the station runtime (``replicate`` and the window): follows, joins, moves to the highest epoch.
``snapshots``: snapshots of the fold kept in a station's copy, so a takeover opens it quickly.
``identity``: a station's id (kept beside its copy), name and address.
``takeover``: the copy becomes the event file, one ``event.takeover`` entry raising the epoch.
``rivals``: other servers of the event (``GET /api/status``), the rule that settles which one serves.
``watch`` and ``standdown``: a server that another outranks stops and lists what to re-enter.
"""
