"""The hall server: players' phones, table devices and the projector, served on the local network.

Who runs what (uvicorn on its own thread and loop, one writer that alone touches the session, views
built after each commit and handed to the loop in one call) is ``resources/docs/architecture.md``,
"Threads, and who owns what"; the pages' messages are ``resources/docs/protocol.md``.
"""

DEFAULT_PORT = 8765  # the hall server's TCP port unless the judge picks another
