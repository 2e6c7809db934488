"""Build Tableside as a one-folder app with PyInstaller, check it, and say how big and how quick it is.

Run (from a checkout with the test extras installed: they bring PyInstaller):

    .venv/bin/python packaging/build.py                 # dist/tableside/, then --version and --self-test
    .venv/bin/python packaging/build.py --measure       # also: size, and cold-start times (median of 5)
    .venv/bin/python packaging/build.py --keep-all-qt   # no trimming of Qt (to compare sizes)

The folder dist/tableside/ is the whole app: copy it anywhere (a USB stick) and run ./tableside; on
Linux, ./install.sh in it adds the menu entry, the icon and the `tableside` command (see README).
PyInstaller builds for the system it runs on: build on Windows for Windows, on macOS for macOS.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SPEC = ROOT / "packaging" / "tableside.spec"
LINUX_FILES = ("tableside.desktop", "tableside-mime.xml", "install.sh")


def program(folder: Path, cli: bool = True) -> Path:
    """The program to run in a built folder (the console one on Windows)."""
    if sys.platform == "win32":
        return folder / ("tableside-cli.exe" if cli else "tableside.exe")
    return folder / "tableside"


def build(dist: Path, work: Path, keep_all_qt: bool = False, quiet: bool = False) -> Path:
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        raise SystemExit("PyInstaller is not installed: .venv/bin/pip install -e '.[test]' brings it") from None
    if sys.platform.startswith("linux") and shutil.which("objdump") is None:
        raise SystemExit("PyInstaller needs objdump on Linux: install binutils (apt-get install binutils)")
    env = dict(os.environ)
    env.pop("TABLESIDE_BUNDLE_KEEP_ALL_QT", None)
    if keep_all_qt:
        env["TABLESIDE_BUNDLE_KEEP_ALL_QT"] = "1"
    command = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
               "--distpath", str(dist), "--workpath", str(work), str(SPEC)]
    started = time.monotonic()
    done = subprocess.run(command, cwd=ROOT, env=env, capture_output=quiet, text=True)
    if done.returncode != 0:
        detail = f"\n{done.stdout}\n{done.stderr}" if quiet else ""
        raise SystemExit(f"PyInstaller failed (exit {done.returncode}){detail}")
    folder = dist / "tableside"
    if sys.platform.startswith("linux"):
        for name in LINUX_FILES:
            shutil.copy2(ROOT / "packaging" / "linux" / name, folder / name)
    if not quiet:
        print(f"built {folder} in {time.monotonic() - started:.0f} s")
    return folder


def size_bytes(folder: Path) -> int:
    """Disk use of the folder, as du counts it (each file once, links not followed)."""
    total = 0
    for path in folder.rglob("*"):
        if path.is_file() and not path.is_symlink():
            total += path.stat().st_blocks * 512 if hasattr(os.stat_result, "st_blocks") else path.stat().st_size
    return total


def du(folder: Path) -> str:
    if shutil.which("du"):
        done = subprocess.run(["du", "-sh", str(folder)], capture_output=True, text=True)
        if done.returncode == 0:
            return done.stdout.strip()
    return f"{size_bytes(folder) / 2**20:.0f}M\t{folder}"


def run_checks(folder: Path) -> None:
    exe = program(folder)
    env = {k: v for k, v in os.environ.items() if k != "QT_QPA_PLATFORM"}
    for args in (["--version"], ["--self-test"]):
        done = subprocess.run([str(exe), *args], capture_output=True, text=True, env=env, timeout=120)
        print(f"$ {exe.name} {' '.join(args)}  (exit {done.returncode})")
        print(done.stdout.rstrip())
        if done.returncode != 0:
            raise SystemExit(f"{exe.name} {' '.join(args)} failed:\n{done.stderr}")


def timed(command: list[str], times: int = 5) -> list[float]:
    env = {k: v for k, v in os.environ.items() if k != "QT_QPA_PLATFORM"}
    seconds = []
    for _ in range(times):
        started = time.perf_counter()
        subprocess.run(command, capture_output=True, check=True, env=env, timeout=120)
        seconds.append(time.perf_counter() - started)
    return seconds


def measure(folder: Path) -> None:
    exe = str(program(folder))
    print(f"size: {du(folder)} ({sum(1 for p in folder.rglob('*') if p.is_file())} files)")
    for args in (["--version"], ["--self-test"]):
        runs = timed([exe, *args])
        print(f"{' '.join(args)}: median {statistics.median(runs):.3f} s of 5 runs "
              f"({', '.join(f'{s:.3f}' for s in runs)})")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dist", default=str(ROOT / "dist"), help="where the app folder goes (default dist/)")
    parser.add_argument("--work", default=str(ROOT / "build"), help="PyInstaller's work folder (default build/)")
    parser.add_argument("--keep-all-qt", action="store_true", help="keep every Qt file PyInstaller finds")
    parser.add_argument("--no-check", action="store_true", help="skip running --version and --self-test")
    parser.add_argument("--measure", action="store_true", help="print the size and the cold-start times")
    args = parser.parse_args()
    folder = build(Path(args.dist).resolve(), Path(args.work).resolve(), args.keep_all_qt)
    if not args.no_check:
        run_checks(folder)
    if args.measure:
        measure(folder)
    else:
        print(f"size: {du(folder)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
