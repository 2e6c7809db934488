"""``POST /api/station/join``: a judge station names itself to the serving Tableside (a ``station.join``).

The body is ``{"station", "name", "url"}`` with the standby (judge) token in ``Authorization:
Bearer``; it is committed by the one writer exactly as ``tableside apply`` checks it, a refusal is a
4xx with a plain message and nothing written. A station joins each time it starts keeping a copy:
joining again with the same name and address writes nothing.
"""

from __future__ import annotations

import asyncio
import json
from typing import Any

from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from ..errors import TablesideError
from ..event.session import EventSession
from ..eventlog.store import EventFileError
from .logfeed import LogFeed
from .writer import Backend

MAX_JOIN_BODY = 4096
WRITER_TIMEOUT_S = 10.0


def _refuse(status: int, message: str) -> JSONResponse:
    return JSONResponse({"ok": False, "message": message}, status_code=status, headers={"cache-control": "no-store"})


def join_routes(feed: LogFeed, backend: Backend) -> list[Route]:
    async def join(request: Request) -> Response:
        refused = feed.allowed(request)
        if refused is not None:
            return refused
        body = await request.body()
        if len(body) > MAX_JOIN_BODY:
            return _refuse(413, f"a station's join is at most {MAX_JOIN_BODY} bytes")
        try:
            data = json.loads(body.decode("utf-8"))
        except (UnicodeDecodeError, ValueError, RecursionError):
            return _refuse(400, "the request is not valid JSON")
        if not isinstance(data, dict) or set(data) != {"station", "name", "url"}:
            return _refuse(400, 'a join is {"station", "name", "url"} and nothing else')

        def commit(desk: Any, gate: Any) -> tuple[int, int]:
            known = desk.state.stations.get(data["station"])
            if known is not None and (known.name, known.url) == (data["name"], data["url"]):
                return 200, desk.state.seq  # joined already, as it is
            session = getattr(desk, "session", None)  # tableside serve's desk (the window serves no log yet)
            if not isinstance(session, EventSession):
                return 503, desk.state.seq
            entry = session.do("station.join", dict(data)).entry
            assert entry is not None
            return 200, entry.seq

        try:
            status, seq = await asyncio.wait_for(asyncio.wrap_future(backend.run(commit)), WRITER_TIMEOUT_S)
        except TimeoutError:
            return _refuse(503, "the judge's desk did not answer in time: join again")
        except EventFileError as err:
            return _refuse(503, f"not saved: {err}; nothing was changed")
        except TablesideError as err:
            return _refuse(409, str(err))
        if status != 200:
            return _refuse(status, "this desk does not take stations' joins")
        return JSONResponse({"ok": True, "message": "joined", "seq": seq}, headers={"cache-control": "no-store"})

    return [Route("/api/station/join", join, methods=["POST"])]
