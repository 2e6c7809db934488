"""The threat model (resources/docs/security.md) says nothing no test checks: every claim names a test,
and every test it names exists."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PAGE = ROOT / "resources" / "docs" / "security.md"
REFERENCE = re.compile(r"`((?:tests/)?[\w/]*test_\w+\.py)::(test_\w+)`")


def claims(text: str) -> list[str]:
    """The page's bullets, and its paragraphs outside the headings and the closing advice."""
    body = text.split("## Someone listening on the Wi-Fi")[0]
    blocks = [block.strip() for block in re.split(r"\n(?=- )|\n\n", body)]
    return [block for block in blocks if block and not block.startswith("#") and "names the test" not in block]


def find(file: str) -> list[Path]:
    return [ROOT / file] if file.startswith("tests/") else list((ROOT / "tests").rglob(file))


def test_every_test_the_page_names_exists() -> None:
    references = REFERENCE.findall(PAGE.read_text(encoding="utf-8"))
    assert len(references) >= 30
    for file, test in references:
        paths = [path for path in find(file) if path.exists()]
        assert paths, f"{file} does not exist"
        assert any(re.search(rf"^def {test}\b", path.read_text(encoding="utf-8"), re.M) for path in paths), \
            f"{file} has no {test}"


def test_every_claim_names_a_test() -> None:
    blocks = claims(PAGE.read_text(encoding="utf-8"))
    untested = []
    for i, block in enumerate(blocks):
        if REFERENCE.search(block) or block.endswith(":"):
            continue
        # A list whose tests follow it in one paragraph "(...)": every bullet up to that paragraph.
        after = next((b for b in blocks[i + 1:] if not b.startswith("- ")), "")
        if block.startswith("- ") and after.startswith("(") and REFERENCE.search(after):
            continue
        untested.append(block[:80])
    assert not untested, untested
