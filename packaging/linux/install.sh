#!/bin/sh
# Install this Tableside folder (the one this script is in) for the current user: the program under
# ~/.local/lib/tableside, the `tableside` command in ~/.local/bin, the menu entry, the icon and the
# *.tableside file type. Nothing needs the internet.
#
#   ./install.sh               install (again: replaces an earlier install)
#   ./install.sh --uninstall   remove what install put there (event files are never touched)
#   sudo PREFIX=/usr/local ./install.sh     for every user of the computer
set -eu

here=$(cd "$(dirname "$0")" && pwd)
prefix=${PREFIX:-$HOME/.local}
dest=$prefix/lib/tableside
bin=$prefix/bin
share=$prefix/share
sizes="16 22 24 32 48 64 128 256 512"

# A path as one argument of a .desktop file's Exec line (Desktop Entry spec 1.4, "The Exec key"): quoted,
# with " ` $ and \ escaped by a backslash, then every backslash doubled (the string escape, applied
# after), and % doubled (it starts field codes). Spaces, & and | need nothing more inside the quotes.
exec_arg() {
    printf '"%s"' "$(printf '%s' "$1" | sed -e 's/[\\"`$]/\\&/g' -e 's/\\/\\\\/g' -e 's/%/%%/g')"
}

# A path as a plain string value (TryExec): only the backslash is escaped.
string_value() {
    printf '%s' "$1" | sed -e 's/\\/\\\\/g'
}

refresh() {
    # Menus and icon caches pick the changes up; missing tools are fine (the next login does it).
    command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database -q "$share/applications" || true
    command -v update-mime-database >/dev/null 2>&1 && update-mime-database "$share/mime" >/dev/null 2>&1 || true
    command -v gtk-update-icon-cache >/dev/null 2>&1 && gtk-update-icon-cache -q -t "$share/icons/hicolor" || true
}

if [ "${1:-}" = "--uninstall" ]; then
    rm -rf "$dest"
    rm -f "$bin/tableside" "$share/applications/tableside.desktop" "$share/mime/packages/tableside.xml"
    rm -f "$share/icons/hicolor/scalable/apps/tableside.svg"
    for size in $sizes; do rm -f "$share/icons/hicolor/${size}x${size}/apps/tableside.png"; done
    refresh
    echo "Tableside removed from $prefix (event files are where they were)."
    exit 0
fi

if [ ! -f "$here/tableside" ] || [ ! -d "$here/_internal/tableside/resources" ]; then
    echo "install.sh must stay in the built tableside folder (beside the tableside program)" >&2
    exit 1
fi
# A zip or a copy through a FAT or exFAT stick keeps no permissions: the program is there but no longer
# executable. It is given its bit back in the installed copy (said below), rather than refused.
lost_bit=""
[ -x "$here/tableside" ] || lost_bit=yes

if [ "$here" != "$dest" ]; then
    rm -rf "$dest.new"
    mkdir -p "$dest.new"
    cp -a "$here/." "$dest.new/"
    rm -rf "$dest"
    mv "$dest.new" "$dest"
fi
if [ -n "$lost_bit" ]; then
    chmod 755 "$dest/tableside"
    echo "The tableside program had lost its executable bit (a zip or a FAT copy keeps none); the installed copy has it again."
fi
mkdir -p "$bin" "$share/applications" "$share/mime/packages" "$share/icons/hicolor/scalable/apps"
ln -sf "$dest/tableside" "$bin/tableside"
icons=$dest/_internal/tableside/resources/icons
for size in $sizes; do
    mkdir -p "$share/icons/hicolor/${size}x${size}/apps"
    cp "$icons/tableside-$size.png" "$share/icons/hicolor/${size}x${size}/apps/tableside.png"
done
cp "$icons/tableside.svg" "$share/icons/hicolor/scalable/apps/tableside.svg"
# The two lines go through the environment, not sed or awk -v: no character of the path is special there.
TABLESIDE_EXEC="Exec=$(exec_arg "$dest/tableside") %f" TABLESIDE_TRYEXEC="TryExec=$(string_value "$dest/tableside")" \
    awk '/^Exec=/ { print ENVIRON["TABLESIDE_EXEC"]; next }
         /^TryExec=/ { print ENVIRON["TABLESIDE_TRYEXEC"]; next }
         { print }' "$dest/tableside.desktop" > "$share/applications/tableside.desktop"
cp "$dest/tableside-mime.xml" "$share/mime/packages/tableside.xml"
refresh
echo "Tableside $("$dest/tableside" --version | sed 's/^tableside //') installed in $dest"
echo "Start it from the menu (Tableside) or with: $bin/tableside"
