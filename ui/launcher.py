"""The ``tableside`` entry point.

Core commands (points, apply, verify, ...) are served by ``app.cli`` without loading Qt, so scripts
and CI stay light; anything else opens the window (``--self-test`` checks an install without a
screen). Qt is imported only on those paths.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence

from tableside.app import cli


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    cli.utf8_output()
    if cli.is_core_command(args):
        return cli.main(args)
    if args == ["--self-test"]:
        from tableside.ui.self_test import main as self_test

        return self_test()
    if args == ["--self-test-display"]:  # the self-test's child process: a window on the real platform
        from tableside.ui.self_test import display_check

        return display_check()
    from tableside.ui.app import run

    return run(args)


if __name__ == "__main__":
    raise SystemExit(main())
