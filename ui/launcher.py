"""The ``tableside`` entry point: one parser (``app.cli``) for every command, the window's included.

Core commands (points, apply, verify, ...) run without loading Qt, so scripts and CI stay light; the
window (no command, ``demo``, ``open FILE``, ``FILE.tableside``) and ``--self-test`` load Qt, and only
they do.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence

from tableside.app import cli


def main(argv: Sequence[str] | None = None) -> int:
    cli.utf8_output()
    try:
        args = cli.parse(sys.argv[1:] if argv is None else argv)
    except SystemExit as done:  # --help and --version (0), or a mistake argparse has explained (2)
        return done.code if isinstance(done.code, int) else 2
    if args.self_test or args.self_test_display:
        if args.command is not None:
            print("tableside: --self-test takes no command", file=sys.stderr)
            return 2
        from tableside.ui import self_test

        # --self-test-display: the self-test's child process, a window on the real platform
        return self_test.display_check() if args.self_test_display else self_test.main()
    if args.command is None or args.command in cli.WINDOW_COMMANDS:
        from tableside.ui.app import run

        window_args = [] if args.command is None else [args.command, *([args.file] if args.command == "open" else [])]
        return run(window_args)
    return cli.run(args)


if __name__ == "__main__":
    raise SystemExit(main())
