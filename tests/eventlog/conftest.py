from __future__ import annotations

import pytest

from tests.eventlog.helpers import Stores


@pytest.fixture(params=["memory", "sqlite"])
def stores(request, tmp_path):
    made = Stores(request.param, tmp_path)
    yield made
    made.close_all()


@pytest.fixture
def sqlite_stores(tmp_path):
    made = Stores("sqlite", tmp_path)
    yield made
    made.close_all()
