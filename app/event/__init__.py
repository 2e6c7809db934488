"""The tournament event as a fold of its log: players, rounds, tables, games, clocks and results."""
