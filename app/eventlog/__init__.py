"""The append-only, hash-chained log of judge actions, and the stores that keep it."""
