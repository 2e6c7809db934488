"""PySide6 6.12.0 took a reference from None on every call of a method returning nothing; on
Python 3.11 a judge's session then aborted after a few thousand clicks. pyproject excludes that
release; this keeps any binding with the same fault from coming back unnoticed."""

import sys

from PySide6.QtWidgets import QLabel


def test_void_qt_calls_leave_none_true_and_false_alone(qtbot):
    label = QLabel()
    qtbot.addWidget(label)
    before = sys.getrefcount(None), sys.getrefcount(True), sys.getrefcount(False)
    for _ in range(2_000):
        label.setText("x")
        label.setEnabled(True)
        label.setVisible(False)
    after = sys.getrefcount(None), sys.getrefcount(True), sys.getrefcount(False)
    assert [a - b for a, b in zip(after, before, strict=True)] == [0, 0, 0] or all(
        abs(a - b) < 50 for a, b in zip(after, before, strict=True)
    )
