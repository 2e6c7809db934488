"""``tableside serve``'s signal handler: the first SIGTERM or Ctrl+C stops it; one more while it stops
(holding the timers, closing the file) must not interrupt that stop (it printed KeyboardInterrupt, exit 130)."""

from __future__ import annotations

import signal

import pytest

from tableside.app.cli import serve


@pytest.fixture
def handlers():
    kept = signal.getsignal(signal.SIGTERM), signal.getsignal(signal.SIGINT)
    yield
    signal.signal(signal.SIGTERM, kept[0])
    signal.signal(signal.SIGINT, kept[1])


@pytest.mark.parametrize("first, second", [(signal.SIGTERM, signal.SIGTERM), (signal.SIGINT, signal.SIGINT),
                                           (signal.SIGTERM, signal.SIGINT)])
def test_the_first_signal_stops_and_the_next_changes_nothing(handlers, first, second):
    signal.signal(signal.SIGTERM, serve._interrupt)
    signal.signal(signal.SIGINT, serve._interrupt)
    with pytest.raises(KeyboardInterrupt):
        signal.getsignal(first)(first, None)
    signal.getsignal(second)(second, None)  # while stopping: nothing raised
    assert signal.getsignal(signal.SIGTERM) is signal.getsignal(signal.SIGINT) is serve._already_stopping
