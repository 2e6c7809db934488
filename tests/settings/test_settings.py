
import pytest

from tableside.app import paths, settings


@pytest.fixture
def home(tmp_path):
    paths.override(tmp_path)
    yield tmp_path
    paths.override(None)


def test_paths_follow_the_override(home):
    assert paths.settings_file() == home / "config" / "settings.toml"
    assert paths.data_dir() == home / "data"


def test_round_trip_and_recent_files(home):
    s = settings.Settings()
    for i in range(15):
        s.remember(f"/events/{i}.tableside")
    s.remember("/events/3.tableside")
    settings.save(s)
    loaded = settings.load()
    assert loaded.problem is None
    assert loaded.settings.recent_files[0] == "/events/3.tableside"
    assert len(loaded.settings.recent_files) == settings.MAX_RECENT
    assert loaded.settings == s


def test_broken_file_is_set_aside_never_lost(home):
    path = paths.settings_file()
    path.parent.mkdir(parents=True)
    path.write_text("recent_files = [unclosed\n")
    loaded = settings.load()
    assert loaded.settings == settings.Settings()
    assert "broken" in str(loaded.problem) and "default settings" in str(loaded.problem)
    kept = list(path.parent.glob("settings.broken-*.toml"))
    assert len(kept) == 1 and kept[0].read_text() == "recent_files = [unclosed\n"
    assert not path.exists()


def test_wrong_types_are_broken_too(home):
    path = paths.settings_file()
    path.parent.mkdir(parents=True)
    path.write_text('font_scale = "huge"\n')
    loaded = settings.load()
    assert loaded.problem is not None and "font_scale" in str(loaded.problem)


def test_save_is_atomic_a_failed_write_keeps_the_old_file(home, monkeypatch):
    settings.save(settings.Settings(last_event="old"))
    def boom(*args):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(settings.os, "replace", boom)
    with pytest.raises(OSError):
        settings.save(settings.Settings(last_event="new"))
    assert settings.load().settings.last_event == "old"
    assert [p.name for p in paths.config_dir().iterdir()] == ["settings.toml"]
