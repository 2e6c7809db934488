"""Pack the app packaging/build.py made into the one file a release carries, keeping what makes it run.

    python packaging/archive.py                 # dist/tableside-<version>-<os>-<arch>.tar.gz (.zip on Windows)
    python packaging/archive.py --dist DIR --out DIR

Linux: dist/tableside/ as a .tar.gz. macOS: dist/Tableside.app as a .tar.gz. Windows: dist/tableside/ as
a .zip. A zip made by the usual tools (upload-artifact's among them) keeps no Unix permission and no
symbolic link: ./tableside then says "Permission denied", and an .app whose framework links became
copies no longer matches its signature. A tar keeps both, and every system unpacks it (tar on Linux,
Archive Utility or tar on macOS). Windows files have no executable bit, so a zip is right there.

The archive is read back before this script says it is done: the programs must still be executable
and the links still links. Standard library only, so the build needs nothing more for it.
"""

from __future__ import annotations

import argparse
import platform
import re
import stat
import sys
import tarfile
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def version() -> str:
    """The app's version, read from app/__init__.py (importing it would need the package installed)."""
    text = (ROOT / "app" / "__init__.py").read_text(encoding="utf-8")
    found = re.search(r'^__version__ = "([^"]+)"', text, re.MULTILINE)
    if found is None:
        raise SystemExit("app/__init__.py has no __version__")
    return found.group(1)


def system_name(system: str = sys.platform) -> str:
    if system.startswith("linux"):
        return "linux"
    if system == "darwin":
        return "macos"
    if system == "win32":
        return "windows"
    raise SystemExit(f"no archive for {system}")


def arch_name(machine: str | None = None) -> str:
    """One name per processor whatever the system calls it (Windows says AMD64, Linux aarch64)."""
    machine = (machine or platform.machine()).lower()
    return {"amd64": "x86_64", "x64": "x86_64", "aarch64": "arm64"}.get(machine, machine)


def archive_name(system: str, arch: str, app_version: str) -> str:
    suffix = ".zip" if system == "windows" else ".tar.gz"
    return f"tableside-{app_version}-{system}-{arch}{suffix}"


def app_folder(dist: Path, system: str) -> Path:
    """What a judge unpacks and runs: the .app on macOS, the one folder elsewhere."""
    return dist / ("Tableside.app" if system == "macos" else "tableside")


def programs(system: str) -> list[str]:
    """The programs inside the archive, which must stay executable (paths from the archive's top)."""
    if system == "macos":
        return ["Tableside.app/Contents/MacOS/tableside"]
    if system == "windows":
        return ["tableside/tableside.exe", "tableside/tableside-cli.exe"]
    return ["tableside/tableside", "tableside/install.sh"]


def _owned_by_nobody(info: tarfile.TarInfo) -> tarfile.TarInfo:
    # The runner's user and group mean nothing where the archive is unpacked; root-owned entries
    # would also be restored as root by a `sudo tar -x`. Permissions and links stay as they are.
    info.uid = info.gid = 0
    info.uname = info.gname = ""
    return info


def write_tar(folder: Path, out: Path) -> None:
    # tarfile.add stores symbolic links as links (dereference is off) and each file's mode.
    with tarfile.open(out, "w:gz", compresslevel=9) as tar:
        tar.add(folder, arcname=folder.name, filter=_owned_by_nobody)


def write_zip(folder: Path, out: Path) -> None:
    with zipfile.ZipFile(out, "w", compression=zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
        for path in sorted(folder.rglob("*")):
            if path.is_symlink():  # a Windows bundle has none (build.py refuses them); a zip cannot hold one
                raise SystemExit(f"{path} is a symbolic link, which a zip cannot keep")
            archive.write(path, Path(folder.name, path.relative_to(folder)).as_posix())


def check_archive(out: Path, system: str, links_in_folder: int) -> list[str]:
    """What is wrong with a written archive: a program missing or not executable, links lost."""
    problems = []
    if out.suffix == ".zip":
        with zipfile.ZipFile(out) as archive:
            names = set(archive.namelist())
        return [f"{name} is missing" for name in programs(system) if name not in names]
    with tarfile.open(out, "r:gz") as tar:
        members = {member.name: member for member in tar.getmembers()}
    for name in programs(system):
        member = members.get(name)
        if member is None:
            problems.append(f"{name} is missing")
        elif not member.isfile() or not member.mode & stat.S_IXUSR:
            problems.append(f"{name} is not an executable file (mode {member.mode:o})")
    links = sum(1 for member in members.values() if member.issym())
    if links != links_in_folder:
        problems.append(f"the folder has {links_in_folder} symbolic links, the archive {links}")
    return problems


def make_archive(dist: Path, out_dir: Path, system: str | None = None, arch: str | None = None) -> Path:
    system = system or system_name()
    folder = app_folder(dist, system)
    if not folder.is_dir():
        raise SystemExit(f"{folder} is not there: build the app first (python packaging/build.py)")
    out_dir.mkdir(parents=True, exist_ok=True)
    out = out_dir / archive_name(system, arch or arch_name(), version())
    out.unlink(missing_ok=True)
    (write_zip if system == "windows" else write_tar)(folder, out)
    links = sum(1 for path in folder.rglob("*") if path.is_symlink())
    problems = check_archive(out, system, links)
    if problems:
        raise SystemExit(f"{out.name} would not run as built: " + "; ".join(problems))
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dist", default=str(ROOT / "dist"), help="where build.py put the app (default dist/)")
    parser.add_argument("--out", help="where the archive goes (default: the --dist folder)")
    args = parser.parse_args()
    dist = Path(args.dist).resolve()
    out = make_archive(dist, Path(args.out).resolve() if args.out else dist)
    print(f"{out} ({out.stat().st_size / 2**20:.1f} MiB)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
