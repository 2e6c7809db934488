"""The window's side of the hall server: the Qt main thread as its one writer, the menu, the QR codes."""
