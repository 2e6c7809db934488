import os

# Qt must pick its platform before the first QApplication exists; tests never need a screen.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
