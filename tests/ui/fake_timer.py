"""A stand-in for the controller's QTimer: it records what was armed and fires only when told."""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt, Signal


class FakeTimer(QObject):
    timeout = Signal()
    made: list[FakeTimer] = []

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.single_shot = False
        self.timer_type = None
        self.interval: int | None = None
        self.active = False
        self.starts: list[int] = []
        FakeTimer.made.append(self)

    def setSingleShot(self, single: bool) -> None:  # noqa: N802
        self.single_shot = single

    def setTimerType(self, kind: Qt.TimerType) -> None:  # noqa: N802
        self.timer_type = kind

    def start(self, msec: int) -> None:
        self.interval = msec
        self.active = True
        self.starts.append(msec)

    def stop(self) -> None:
        self.active = False

    def isActive(self) -> bool:  # noqa: N802
        return self.active

    def fire(self) -> None:
        assert self.active, "the timer was not armed"
        self.active = False
        self.timeout.emit()
