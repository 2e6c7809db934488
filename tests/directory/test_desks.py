"""The hall directory's list and what it reads from an announcement: no network, a fake clock."""

from __future__ import annotations

import threading

from tableside.app.directory import PROTOCOL, Announcement, DeskList
from tableside.app.directory.announcement import checked_url, instance_name, plain, read

EVENT = "ab" * 32


def said(name: str = "Spring open", event: str = EVENT, url: str = "http://192.168.1.20:8765/") -> Announcement:
    return Announcement(name, event, url)


def txt(**values: str) -> dict[bytes, bytes | None]:
    return {k.encode(): v.encode() for k, v in values.items()}


def test_a_desk_is_added_updated_heard_and_removed_with_its_times() -> None:
    desks, told = DeskList(), []
    desks.listen(lambda found: told.append([d.name for d in found]))
    desks.seen("a", said(), now=10.0)
    desks.heard("a", now=12.0)  # nothing new: nobody is told
    desks.seen("a", said("Spring open, day 2"), now=15.0)
    (desk,) = desks.desks()
    assert (desk.name, desk.first_seen, desk.last_seen) == ("Spring open, day 2", 10.0, 15.0)
    desks.seen("a", said("Spring open, day 2"), now=16.0)  # the same again: only last seen moves
    assert desks.desks()[0].last_seen == 16.0
    desks.gone("a")
    desks.gone("a")  # a second goodbye changes nothing
    assert told == [["Spring open"], ["Spring open, day 2"], []]


def test_the_list_is_by_name_and_leaves_out_this_desks_own() -> None:
    desks = DeskList()
    desks.seen("z", said("beta", "01" * 32), 1.0)
    desks.seen("y", said("Alpha", "02" * 32), 1.0)
    desks.seen("x", said("alpha", EVENT, "http://10.0.0.2:8765/"), 1.0)
    assert [d.key for d in desks.desks()] == ["x", "y", "z"]
    assert [d.key for d in desks.desks(besides_event=EVENT)] == ["y", "z"]
    assert [d.key for d in desks.desks(besides_key="y")] == ["x", "z"]
    stop = desks.listen(lambda found: (_ for _ in ()).throw(AssertionError("stopped")))
    stop()
    desks.clear()
    assert desks.desks() == []


def test_the_list_holds_under_threads() -> None:
    desks = DeskList()
    sizes: list[int] = []
    desks.listen(lambda found: sizes.append(len(found)))

    def churn(base: int) -> None:
        for i in range(200):
            desks.seen(f"{base}-{i % 5}", said(f"n{i}"), float(i))
            if i % 3 == 0:
                desks.gone(f"{base}-{i % 5}")

    threads = [threading.Thread(target=churn, args=(n,)) for n in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(desks.desks()) <= 20 and all(0 <= size <= 20 for size in sizes)


def test_names_are_plain_text_and_instance_names_follow_dns_sd() -> None:
    assert plain("  Spring\u202e  open\n<b>&\u0000 ") == "Spring open <b>&"
    assert plain("x" * 300) == "x" * 64
    assert instance_name("Open 2.0") == "Open 2·0"
    assert instance_name("\u202e\t") == "Tableside"
    long = instance_name("é" * 60)
    assert len(long.encode()) <= 56 and long == "é" * 28
    assert "\u200d" in plain("👩\u200d👩")  # the joiner stays: emoji and some scripts need it


def test_an_announcement_round_trips_through_its_txt_record() -> None:
    mine = said("Café <cup> \"open\"")
    back = read({k.encode(): v.encode() for k, v in mine.txt().items()})
    assert back == mine and back.protocol == PROTOCOL and back.role == "desk"


def test_only_http_to_an_ip_address_and_port_is_a_link() -> None:
    assert checked_url("http://192.168.1.20:8765/x?y") == "http://192.168.1.20:8765/"
    assert checked_url("http://[fd00::2]:8765/") == "http://[fd00::2]:8765/"
    for bad in ("javascript:alert(1)", "https://192.168.1.20:8765/", "http://desk.local:8765/",
                "http://192.168.1.20/", "http://u:p@192.168.1.20:8765/", "http://192.168.1.20:99999/", ""):
        assert checked_url(bad) is None, bad


def test_a_record_this_version_cannot_read_is_not_listed() -> None:
    good = dict(proto=str(PROTOCOL), event=EVENT, url="http://10.0.0.5:8765/", name="Open")
    assert read(txt(**good)) is not None
    assert read(txt(**{**good, "proto": str(PROTOCOL + 1)})) is None
    assert read(txt(**{**good, "proto": "one"})) is None
    assert read(txt(**{**good, "event": "<script>"})) is None
    assert read(txt(**{**good, "url": "javascript:x"})) is None
    fallback = read(txt(**{**good, "url": "http://desk.local:8765/"}), "http://10.0.0.9:8765/")
    assert fallback is not None and fallback.url == "http://10.0.0.9:8765/"
    odd = read({**txt(**good), b"name": b"\xff\xfeOpen\x1b[31m", b"role": b"king"})
    assert odd is not None and odd.role == "desk" and "\x1b" not in odd.name
