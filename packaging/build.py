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
import re
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


# Libraries the bundle leaves to the system on purpose (PyInstaller's own list): the C library, the
# X connection itself, and the GPU drivers' GL/EGL, which must match the machine.
SYSTEM_LIBS = re.compile(r"^(ld-linux|libc|libm|libdl|libpthread|librt|libutil|libxcb|libxcb-dri\d*|libE?GL\w*|"
                         r"libdrm|libwayland-\w+)\.so")
XCB_PLUGIN = "PySide6/Qt/plugins/platforms/libqxcb.so"


def debian_package(soname: str) -> str:
    """The Debian package that ships a library, by Debian's naming rule (libxcb-icccm.so.4 is in
    libxcb-icccm4, libxkbcommon-x11.so.0 in libxkbcommon-x11-0)."""
    name, _, version = soname.partition(".so.")
    version = version.split(".")[0]
    return f"{name}{'-' if name[-1].isdigit() else ''}{version}".lower()


def ldd(binary: Path, library_path: Path | None = None) -> dict[str, str | None]:
    """Each library ``binary`` needs (directly or not) -> where it is found (None: not found)."""
    env = dict(os.environ)
    if library_path is not None:
        env["LD_LIBRARY_PATH"] = str(library_path)  # as the bundle's bootloader sets it
    done = subprocess.run(["ldd", str(binary)], capture_output=True, text=True, env=env, check=True)
    found: dict[str, str | None] = {}
    for line in done.stdout.splitlines():
        name, arrow, where = line.strip().partition(" => ")
        if arrow:
            found[name] = None if where.startswith("not found") else where.split(" (")[0]
    return found


def check_xcb_on_build_machine() -> None:
    """Qt's xcb platform plugin needs a dozen xcb libraries; PyInstaller bundles those it finds and says
    nothing of the others, which leaves a bundle that aborts on a bare system. So stop here instead."""
    import PySide6

    plugin = Path(PySide6.__file__).parent / "Qt" / "plugins" / "platforms" / "libqxcb.so"
    if not plugin.exists():
        return
    missing = sorted(name for name, where in ldd(plugin).items() if where is None)
    if missing:
        packages = " ".join(sorted({debian_package(name) for name in missing}))
        raise SystemExit(f"Qt's xcb platform plugin needs {', '.join(missing)}, which this machine lacks; "
                         f"the bundle would abort without them. Install them first (Debian, Ubuntu):\n"
                         f"  sudo apt-get install {packages}")


def symlinks(folder: Path) -> list[str]:
    return sorted(str(path.relative_to(folder)) for path in folder.rglob("*") if path.is_symlink())


def xcb_problems(folder: Path) -> list[str]:
    """Every library the bundled xcb plugin loads must be in the bundle, but those left to the system."""
    inside = folder / "_internal"
    problems = []
    for name, where in ldd(inside / XCB_PLUGIN, inside).items():
        if SYSTEM_LIBS.match(name):
            continue
        if where is None:
            problems.append(f"{name} is not found")
        elif not Path(where).resolve().is_relative_to(inside.resolve()):
            problems.append(f"{name} comes from the system ({where}), not from the bundle")
    return problems


def elf_files(folder: Path) -> list[Path]:
    found = []
    for path in sorted(folder.rglob("*")):
        if path.is_file() and not path.is_symlink():
            with path.open("rb") as handle:
                if handle.read(4) == b"\x7fELF":
                    found.append(path)
    return found


def oldest_glibc(folder: Path) -> tuple[tuple[int, int], str, int]:
    """The oldest glibc the bundle can run on: the highest GLIBC_x.y symbol version any of its binaries
    asks for (objdump -T), the file asking for it, and how many binaries were read."""
    highest, culprit = (2, 0), ""
    binaries = elf_files(folder)
    for path in binaries:
        done = subprocess.run(["objdump", "-T", str(path)], capture_output=True, text=True, check=False)
        for major, minor in re.findall(r"\bGLIBC_(\d+)\.(\d+)", done.stdout):
            version = (int(major), int(minor))
            if version > highest:
                highest, culprit = version, str(path.relative_to(folder))
    return highest, culprit, len(binaries)


def write_system_notices(folder: Path) -> Path | None:
    """The licences of the system libraries the bundle carries (libxcb-*, libstdc++, glib, ...): each
    one's Debian package and that package's copyright file, in the bundle's licences folder."""
    if shutil.which("dpkg") is None:
        return None
    inside = folder / "_internal"
    packages: dict[str, list[str]] = {}
    for path in sorted(inside.glob("*.so*")):
        if path.name.startswith("libpython"):  # Python's own (PSF licence: THIRD-PARTY-NOTICES.txt)
            continue
        for where in (f"/lib/x86_64-linux-gnu/{path.name}", f"/usr/lib/x86_64-linux-gnu/{path.name}",
                      f"/lib/aarch64-linux-gnu/{path.name}", f"/usr/lib/aarch64-linux-gnu/{path.name}"):
            done = subprocess.run(["dpkg", "-S", where], capture_output=True, text=True, check=False)
            if done.returncode == 0:
                package = done.stdout.split(":")[0]
                packages.setdefault(package, []).append(path.name)
                break
    lines = ["System libraries in this app folder", "===================================", "",
             "These libraries come from the Debian packages of the machine the app was built on; each one's",
             "copyright file follows. (Qt, PySide6 and the Python packages: THIRD-PARTY-NOTICES.txt.)", ""]
    for package, names in sorted(packages.items()):
        copyright_file = Path("/usr/share/doc") / package / "copyright"
        text = copyright_file.read_text(encoding="utf-8", errors="replace") if copyright_file.exists() else \
            "(no copyright file was found for this package)"
        lines += ["=" * 100, f"{package}: {', '.join(names)}", "-" * 100, text.strip(), ""]
    out = inside / "tableside" / "resources" / "licences" / "SYSTEM-LIBRARIES.txt"
    out.write_text("\n".join(lines), encoding="utf-8")
    return out


def check_bundle(folder: Path, max_glibc: tuple[int, int] | None = None) -> tuple[int, int]:
    """Refuse a bundle that would not run everywhere it claims to: symbolic links (FAT and exFAT hold
    none), an xcb library missing or taken from the system, a glibc newer than allowed."""
    links = symlinks(folder) if sys.platform != "darwin" else []  # an .app's frameworks are links by design
    if links:
        raise SystemExit(f"the bundle has symbolic links, which FAT32 and exFAT cannot hold: {links}")
    if not sys.platform.startswith("linux"):
        return (0, 0)
    problems = xcb_problems(folder)
    if problems:
        raise SystemExit("the bundle's xcb platform plugin would not load on a bare system: " + "; ".join(problems))
    glibc, culprit, count = oldest_glibc(folder)
    print(f"needs glibc {glibc[0]}.{glibc[1]} or newer (objdump -T of {count} binaries; highest: {culprit})")
    if max_glibc is not None and glibc > max_glibc:
        raise SystemExit(f"the bundle needs glibc {glibc[0]}.{glibc[1]} ({culprit}), newer than the "
                         f"{max_glibc[0]}.{max_glibc[1]} allowed: build it on an older system")
    return glibc


def build(dist: Path, work: Path, keep_all_qt: bool = False, quiet: bool = False) -> Path:
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        raise SystemExit("PyInstaller is not installed: .venv/bin/pip install -e '.[test]' brings it") from None
    if sys.platform.startswith("linux") and shutil.which("objdump") is None:
        raise SystemExit("PyInstaller needs objdump on Linux: install binutils (apt-get install binutils)")
    if sys.platform.startswith("linux"):
        check_xcb_on_build_machine()
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
        write_system_notices(folder)
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
    parser.add_argument("--max-glibc", metavar="X.Y", help="fail if the Linux app needs a newer glibc than this")
    args = parser.parse_args()
    max_glibc = tuple(int(part) for part in args.max_glibc.split(".")) if args.max_glibc else None
    folder = build(Path(args.dist).resolve(), Path(args.work).resolve(), args.keep_all_qt)
    check_bundle(folder, max_glibc)  # type: ignore[arg-type]
    if not args.no_check:
        run_checks(folder)
    if args.measure:
        measure(folder)
    else:
        print(f"size: {du(folder)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
