"""The bundle's entry script: the same ``tableside`` command as the installed one (ui.launcher.main)."""

import sys

from tableside.ui.launcher import main

if __name__ == "__main__":
    sys.exit(main())
