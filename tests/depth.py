"""How many examples a property test tries: its own number, times ``TABLESIDE_HYPOTHESIS_X`` (1 unless set).

The fast loop keeps each test's own number; a maintainer's longer hunt (``TABLESIDE_HYPOTHESIS_X=10
pytest -m "not e2e"``) multiplies every one of them, and the number of a test that names none.
"""

from __future__ import annotations

import os

FACTOR = max(1, int(os.environ.get("TABLESIDE_HYPOTHESIS_X", "1") or "1"))


def examples(n: int) -> int:
    return n * FACTOR
