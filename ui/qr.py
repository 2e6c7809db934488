"""QR codes as Qt images: segno (pure Python) writes a PNG, Qt reads it. Black on white, with the quiet zone."""

from __future__ import annotations

import io

import segno
from PySide6.QtGui import QImage, QPixmap
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

from tableside.ui import plain_text


def qr_image(text: str, scale: int = 8) -> QImage:
    buffer = io.BytesIO()
    segno.make(text, error="m").save(buffer, kind="png", scale=scale, border=4, dark="#000000", light="#ffffff")
    image = QImage()
    if not image.loadFromData(buffer.getvalue(), "PNG"):
        raise ValueError("the QR code could not be drawn")
    return image


class QrLabel(QLabel):
    """A QR code of ``text``, scaled to whole pixels per module so a phone reads it from a metre away."""

    def __init__(self, text: str = "", size: int = 240, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("qr")
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.target = size
        self.text_value = ""
        self.set_text(text)

    def set_text(self, text: str) -> None:
        self.text_value = text
        if not text:
            self.clear()
            return
        modules = segno.make(text, error="m").symbol_size(scale=1, border=4)[0]
        image = qr_image(text, scale=max(1, int(self.target // modules)))  # segno: int | float, an int here
        self.setPixmap(QPixmap.fromImage(image))
        self.setFixedSize(image.size())
        self.setToolTip(plain_text.tip(text))
