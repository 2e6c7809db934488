"""A pairing link's token, exchanged for its one-time code as the table page does (``POST /api/pair``)."""

from __future__ import annotations

import httpx

MARK = "/table#pair="


def token_of(link: str, timeout: float = 10.0) -> str:
    """The token behind ``http://HOST:PORT/table#pair=CODE`` (the code is spent)."""
    base, code = link.split(MARK)
    response = httpx.post(f"{base}/api/pair", json={"code": code}, timeout=timeout)
    assert response.status_code == 200, response.text
    token = response.json()["token"]
    assert isinstance(token, str)
    return token
