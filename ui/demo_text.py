"""Until the window exists: print a scored demo game from document 000 so the run command shows something."""

from __future__ import annotations

from app.display import format_points
from app.game import Game
from app.scoring import make_system


def print_demo() -> int:
    game = Game.of(["Ana", "Ben", "Cai", "Dee"], [["Dee"], ["Ben", "Cai"]])
    result = make_system("table-points").score(game)
    print("Tableside demo - table 1, table-points (document 000)")
    print("Leaving order: Dee, then Ben and Cai together; Ana wins.")
    for player in sorted(result.players, key=lambda p: p.place):
        print(f"  {player.place}. {player.name:<6} {format_points(player.points):>5} points")
    print(f"  total {format_points(result.total)}")
    return 0
