"""A station: a standby copy of an event served on the hall's network, and taking the event over (issue 14).

The station's runtime; what it shares with the desk (the shapes, the one client, the follower, the
rank rule) is in ``app.replication``, below both.

``keeper``: the station runtime (``replicate`` and the window): follows, joins, moves to the highest epoch.
``station``: the join link, the replica's place, ``RemoteDesk`` (a station's actions through the desk).
``joining``: the pause between a join's attempts, until it lands.
``snapshots``: snapshots of the fold kept in a station's copy, so a takeover opens it quickly.
``identity``: a station's id (kept beside its copy), name and address.
``takeover``: the copy becomes the event file, one ``event.takeover`` entry raising the epoch.
"""
