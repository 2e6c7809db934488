"""Tableside's Qt window: widgets that paint what ``app`` computes and send the judge's intents back."""
