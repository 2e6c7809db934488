"""A standby copy of an event served on the hall's network (issue 14, first part).

``wire``: a log page as JSON, both ways (the server writes it, the copy reads it as untrusted input).
``client``: asks a serving Tableside for pages (plain ``http.client``: no new dependency).
``follower``: keeps a local event file equal to the server's log, checking the chain on every entry.
"""
