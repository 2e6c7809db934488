"""The players' page in the phone's language (issue 29, part 2): a JSON catalogue per language beside the
pages (resources/web/i18n-<code>.json), chosen by navigator.languages. Every word the pages translate has a
translation in every catalogue, with the same {fields}; a real chromium set to French (or German) shows the
page in that language, and one set to a language with no catalogue shows English."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from tests.hall.chromium import ARGS, CHROMIUM, keep, needs_chromium

WEB = Path(__file__).resolve().parents[2] / "resources" / "web"
WAIT_MS = 10_000
FIELD = re.compile(r"\{\w+\}")


def catalogues() -> dict[str, dict[str, str]]:
    return {path.stem.removeprefix("i18n-"): json.loads(path.read_text(encoding="utf-8"))
            for path in sorted(WEB.glob("i18n-*.json"))}


def words_the_pages_translate() -> set[str]:
    """tr("...") in the scripts, and the text of elements marked data-i18n (or their placeholders)."""
    words: set[str] = set()
    for script in WEB.glob("*.js"):
        words |= set(re.findall(r'\btr\("((?:[^"\\]|\\.)*)"', script.read_text(encoding="utf-8")))
    for page in WEB.glob("*.html"):
        text = page.read_text(encoding="utf-8")
        words |= set(re.findall(r"<[^>]*\bdata-i18n(?![-\w])[^>]*>([^<]+)<", text))
        words |= set(re.findall(r'placeholder="([^"]+)"[^>]*data-i18n-placeholder', text))
    return words


def test_german_spanish_and_french_catalogues_are_served_beside_the_pages():
    assert {"de", "es", "fr"} <= set(catalogues())


def test_every_word_of_the_pages_is_in_every_catalogue_with_its_fields():
    words = words_the_pages_translate()
    assert {"Find your table", "Round {round}", "Table {table}", "Standings"} <= words
    for code, catalogue in catalogues().items():
        missing = sorted(words - set(catalogue))
        assert missing == [], f"{code}: {missing}"
        for english, said in catalogue.items():
            assert said.strip(), f"{code}: {english!r} is empty"
            assert sorted(FIELD.findall(said)) == sorted(FIELD.findall(english)), (code, english, said)


def test_no_catalogue_keeps_a_sentence_nothing_says_any_more():
    """A catalogue only gains (packaging/web_messages.py adds the desk's sentences, it does not prune): a
    sentence reworded on the desk or dropped from a page stays behind unseen. Every key must still be a
    page's word, a desk's template (as web_messages reads them), a place's form, or written as it is in
    the pages or the core."""
    import sys

    sys.path.insert(0, str(WEB.parents[1] / "packaging"))
    try:
        import web_messages
    finally:
        sys.path.remove(str(WEB.parents[1] / "packaging"))
    known = words_the_pages_translate() | set(web_messages.page_templates())
    known |= set(web_messages.page_templates(web_messages.VIEW_SOURCES, "view"))
    written = "".join(path.read_text(encoding="utf-8") for pattern in ("*.js", "*.html")
                      for path in WEB.glob(pattern))
    written += "".join(path.read_text(encoding="utf-8") for path in (WEB.parents[1] / "app").rglob("*.py"))

    def literal(key: str) -> bool:  # a whole string literal, not the start of a longer one
        escaped = json.dumps(key, ensure_ascii=False)
        return escaped in written or f'"{key}"' in written or f"'{key}'" in written

    for code, catalogue in catalogues().items():
        stale = [key for key in catalogue if key not in known and "(place)" not in key and not literal(key)]
        assert stale == [], f"{code}: no page or desk says these any more: {stale}"


def page_in(service, tmp_path, locale: str):
    from playwright.sync_api import sync_playwright

    p = sync_playwright().start()
    context = p.chromium.launch_persistent_context(
        str(tmp_path / f"profile-{locale}"), executable_path=CHROMIUM, args=[*ARGS, f"--lang={locale}"],
        headless=True, viewport={"width": 390, "height": 844}, locale=locale)
    page = context.new_page()
    page.goto(service.url("/"))
    return p, context, page


@pytest.mark.e2e
@needs_chromium
@pytest.mark.parametrize(("locale", "find", "round_word", "table_word", "tab", "lang"), [
    ("fr-FR", "Trouvez votre table", "Ronde 1", "Table 1", "Classement", "fr"),
    ("de-DE", "Finde deinen Tisch", "Runde 1", "Tisch 1", "Tabelle", "de"),
    ("pt-BR", "Find your table", "Round 1", "Table 1", "Standings", "en"),
])
def test_the_players_page_speaks_the_phones_language(service, tmp_path, locale, find, round_word, table_word,
                                                     tab, lang):
    from playwright.sync_api import expect

    p, context, page = page_in(service, tmp_path, locale)
    try:
        assert page.evaluate("navigator.language") == locale
        expect(page.locator("#t1")).to_contain_text("Dee", timeout=WAIT_MS)
        expect(page.locator("label[for=find]")).to_have_text(find, timeout=WAIT_MS)
        expect(page.locator("#round")).to_have_text(round_word, timeout=WAIT_MS)
        expect(page.locator("#t1 h2")).to_contain_text(table_word)
        expect(page.locator("#tab-standings")).to_have_text(tab)
        assert page.evaluate("document.documentElement.lang") == lang
        page.fill("#find", "de")
        expect(page.locator("#found")).to_contain_text(table_word)
        shot = tmp_path / f"hall-phone-{lang}.png"
        page.screenshot(path=str(shot))
        keep(shot)
    finally:
        context.close()
        p.stop()


@pytest.mark.e2e
@needs_chromium
def test_a_table_device_in_german_shows_its_table_and_buttons_in_german(service, tmp_path):
    from playwright.sync_api import expect

    p, context, page = page_in(service, tmp_path, "de-DE")
    try:
        paired = service.pair(1)
        page.set_viewport_size({"width": 1024, "height": 768})
        page.goto(paired.link(service.url("/")))
        expect(page.locator("#title")).to_have_text("Tisch 1", timeout=WAIT_MS)
        dee = page.locator("article.player", has_text="Dee")
        expect(dee.get_by_role("button", name="Raus")).to_be_visible(timeout=WAIT_MS)
        expect(page.get_by_role("button", name="Gemeinsam raus…")).to_be_visible()
        assert page.evaluate("document.title") == "Tableside — Tisch"
    finally:
        context.close()
        p.stop()


@pytest.mark.e2e
@needs_chromium
def test_a_german_table_device_calls_a_judge_in_german(service, tmp_path):
    """The Call a judge flow in the tablet's language: the button, the question, the reasons, the note's
    placeholder, then the call's line with its age counting and who took it."""
    from playwright.sync_api import expect

    p, context, page = page_in(service, tmp_path, "de-DE")
    try:
        paired = service.pair(1)
        page.set_viewport_size({"width": 1024, "height": 768})
        page.goto(paired.link(service.url("/")))
        expect(page.locator("#title")).to_have_text("Tisch 1", timeout=WAIT_MS)
        page.get_by_role("button", name="Turnierleiter rufen").click()
        call = page.locator("#call")
        expect(call).to_contain_text("Warum rufst du den Turnierleiter?")
        assert page.locator("#call-note").get_attribute("placeholder") == "Ein paar Worte (freiwillig)"
        assert [b.inner_text() for b in call.get_by_role("button").all()] == [
            "Regelfrage", "Streitfall", "Zeit", "Anderes", "Abbrechen"]
        call.get_by_role("button", name="Streitfall").click()
        state = page.locator("#call-state")
        expect(state).to_have_text(re.compile(r"^Turnierleiter gerufen · Streitfall · vor 0:0\d · "
                                              r"wartet auf den Turnierleiter$"), timeout=WAIT_MS)
        assert service.writer.act("call.take", {"table": 1, "judge": "{who} Marie"}) is not None
        expect(state).to_contain_text("· übernommen von {who} Marie", timeout=WAIT_MS)  # a name is not filled in
    finally:
        context.close()
        p.stop()


@pytest.mark.e2e
@needs_chromium
def test_the_corrections_note_is_in_the_phones_language(service, tmp_path):
    from playwright.sync_api import expect

    from tests.hall.test_correction_on_pages import play_out_and_correct

    names = play_out_and_correct(service)
    p, context, page = page_in(service, tmp_path, "fr-FR")
    try:
        page.locator("#tab-standings").click()
        expect(page.locator("#standings-note")).to_have_text(
            "Le classement inclut 1 correction de l’arbitre : ronde 1, table 1.", timeout=WAIT_MS)
        expect(page.locator("#standings-rows tr", has_text=f"{names[-1]} (corrigé ▲")).to_be_visible()
    finally:
        context.close()
        p.stop()


@pytest.mark.e2e
@needs_chromium
def test_a_german_table_device_shows_the_desks_refusal_in_german(service, tmp_path):
    """A refusal from the desk, said from its template and fields in the tablet's language: the page's Out
    for Dee, sent (rewritten on its way) for a player the desk already put out, is refused, and the page
    says why in German with the name as plain text."""
    from playwright.sync_api import expect

    p, context, page = page_in(service, tmp_path, "de-DE")
    try:
        paired = service.pair(1)
        assert service.writer.act("player.out", {"round": 1, "table": 1, "players": ["p1"]}) is not None
        page.set_viewport_size({"width": 1024, "height": 768})

        # The page's own request, rewritten in the page before it leaves (Playwright's routing waits on
        # this thread, which is blocked in expect): its Out names a player the desk already put out.
        page.add_init_script("""(() => {
          const send = window.fetch;
          window.fetch = function (url, options) {
            if (String(url).endsWith("/api/action") && options && options.body) {
              options = Object.assign({}, options, { body: JSON.stringify(Object.assign(
                JSON.parse(options.body), { players: ["p1"] })) });
            }
            return send.call(this, url, options);
          };
        })();""")
        page.goto(paired.link(service.url("/")))
        expect(page.locator("#title")).to_have_text("Tisch 1", timeout=WAIT_MS)
        dee = page.locator("article.player", has_text="Dee")
        dee.get_by_role("button", name="Raus").click()
        dee.get_by_role("button", name="Bestätigen: raus").click()
        expect(page.locator("#message")).to_have_text(
            re.compile(r"^\S.* ist aus dem Spiel an Tisch 1 schon ausgeschieden$"), timeout=WAIT_MS)
        assert page.locator("#message").evaluate("node => node.children.length") == 0  # text, never markup
        # A place and a view's word nested in a refusal, as the desk sends them: written the German way
        assert page.evaluate("""TablesideI18n.said({said: {template: "{p} ({w})", fields: {p: {ordinal: 3},
          w: {template: "roll dice", fields: {}, context: "view"}}}})""") == "3. (würfeln)"
    finally:
        context.close()
        p.stop()


@pytest.mark.e2e
@needs_chromium
def test_a_full_disk_on_a_german_phone_is_said_in_german_within_the_screen(tmp_path):
    """The event file in a folder of long names cannot grow (SQLite's SQLITE_FULL): a table device on a
    phone (390 px) taps Out on the last seat of the list, and the desk's refusal, the file's own sentence
    with its whole path, is said in German, brought into sight at the top of the page, and wrapped inside
    the screen (a path has no spaces to break at). Nothing is written."""
    from playwright.sync_api import expect

    from tableside.app.cli.event_files import open_session
    from tableside.app.eventlog.store import EventFileError
    from tableside.app.hall.service import HallService
    from tableside.ui.demo import build_demo

    folder = tmp_path / "tableside_events_of_the_grand_prix_amsterdam_2026"
    folder.mkdir()
    path = build_demo(folder / "grand_prix_amsterdam_day_2_final_standings_copy.tableside")
    service = HallService(lambda: open_session(str(path)), "127.0.0.1", 0)
    service.start()
    p, context, page = page_in(service, tmp_path, "de-DE")
    try:
        paired = service.pair(1)

        def fill(session) -> int:  # on the writer's thread: a judge registers late players until the file is full
            cx = session.store._cx
            cx.execute(f"PRAGMA max_page_count = {cx.execute('PRAGMA page_count').fetchone()[0]}")
            for n in range(1_000):
                try:
                    session.do("player.register", {"name": f"Late {n}"})
                except EventFileError:
                    return len(session.store)
            raise AssertionError("the file never filled up")

        length = service.writer.with_session(fill).result(timeout=10)
        page.goto(paired.link(service.url("/")))
        dee = page.locator("article.player", has_text="Dee")
        expect(dee.get_by_role("button", name="Raus")).to_be_visible(timeout=WAIT_MS)
        page.evaluate("window.scrollTo(0, document.documentElement.scrollHeight)")  # down to the last seat
        dee.get_by_role("button", name="Raus").click()
        dee.get_by_role("button", name="Bestätigen: raus").click()
        message = page.locator("#message")
        expect(message).to_contain_text("der Datenträger ist voll", timeout=WAIT_MS)
        expect(message).to_be_in_viewport()  # Dee is the fourth of the list: the refusal is brought into sight
        said = message.inner_text()
        assert said.startswith(f"konnte nicht in {path} speichern"), said
        assert page.evaluate("document.documentElement.scrollWidth <= document.documentElement.clientWidth")
        assert message.evaluate("m => m.scrollWidth <= m.clientWidth + 1")
        page.screenshot(path=str(tmp_path / "hall-table-disk-full-390x844.png"))
        keep(tmp_path / "hall-table-disk-full-390x844.png")
        assert service.writer.with_session(lambda session: len(session.store)).result(timeout=10) == length
    finally:
        context.close()
        p.stop()
        service.stop()
