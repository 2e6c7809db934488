"""``POST /api/pair {"code"}``: a table page exchanges its QR code's one-time code for its token, once.

Answered from the desk's memory (``pairing.PairingCodes``), never the writer: the pairing was logged
when the code was made. Any other answer is a 403 in plain words and changes nothing.
"""

from __future__ import annotations

import json

from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from .pairing import PairingCodes

REFUSED = "this pairing code is unknown, used or expired: ask the judge to pair this device again"
MAX_PAIR_BODY = 1024  # {"code": "16 letters"}: anything much longer is not a pairing
NO_STORE = {"cache-control": "no-store"}


def _refuse(status: int, message: str) -> JSONResponse:
    return JSONResponse({"ok": False, "message": message}, status_code=status, headers=NO_STORE)


async def _small_body(request: Request) -> bytes | None:
    body = bytearray()
    async for chunk in request.stream():
        body += chunk
        if len(body) > MAX_PAIR_BODY:
            return None
    return bytes(body)


def _code_of(body: bytes) -> str | None:
    try:
        data = json.loads(body)
    except ValueError:
        return None
    code = data.get("code") if isinstance(data, dict) else None
    return code if isinstance(code, str) and code else None


def pair_routes(codes: PairingCodes) -> list[Route]:
    async def pair(request: Request) -> Response:
        body = await _small_body(request)
        if body is None:
            return _refuse(413, "that is not a pairing code: scan the QR code on the judge's desk")
        code = _code_of(body)
        if code is None:
            return _refuse(400, 'the request must be JSON like {"code": "…"} from the QR code on the judge\'s desk')
        redeemed = codes.redeem(code)
        if redeemed is None:
            return _refuse(403, REFUSED)
        return JSONResponse({"ok": True, "device": redeemed.device, "table": redeemed.table, "token": redeemed.token},
                            headers=NO_STORE)

    return [Route("/api/pair", pair, methods=["POST"])]
