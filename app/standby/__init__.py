"""A station: a standby copy of an event served on the hall's network, and taking the event over.

``keeper`` is the station runtime (``replicate`` and the window); ``station`` the join link, the
replica's place and ``RemoteDesk``; what it shares with the desk is in ``app.replication``, below both.
"""
