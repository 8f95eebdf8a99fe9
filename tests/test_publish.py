"""Publishing for one municipality: the settings check, one place or both, `make publish`.

- ``hooks/settings_check.py``: the example settings work; broken ones are named; every
  placeholder is listed; the text-last-checked warning comes after 365 days, not at 365.
- ``make build PLACES=village`` (in a copy of the project, tests/publish_build.py) ships
  nothing of the City: no ``city/`` folder, page, link, nav entry, search entry or
  sitemap entry; the Village's overview is the home page.
- ``make publish`` on the example settings fails naming each placeholder and the missing
  public address; with filled settings it builds, without the "example settings" notice,
  with the date the text was checked, how to apply, and a 404 page that links from the
  public address's sub-path.
"""

import copy
import datetime
import gzip
import html
import io
import json
import os
import re
import subprocess
import sys
import tarfile

import brotli
import pytest

from site_build import ROOT, built_site, published_places

sys.path.insert(0, str(ROOT / "hooks"))
import places as places_hook  # noqa: E402  (hooks/ is not a package: MkDocs loads hooks by path)
import settings_check  # noqa: E402
sys.path.remove(str(ROOT / "hooks"))
from calculator import words as catalogs  # noqa: E402
from calculator.jurisdictions import JURISDICTIONS, ORDER  # noqa: E402
from calculator.settings import SETTINGS, SITE  # noqa: E402
from publish_build import PUBLIC_URL, filled_settings, make, one_place, project_copy, published, today  # noqa: E402

DOCS = str(ROOT / "docs")
CITY_WORD = re.compile(r"\bcity\b", re.IGNORECASE)


def problems(site, settings, places=None):
    return settings_check.problems(site, settings, places or list(site["places"]), ORDER, DOCS)


def html_files(folder):
    return sorted(folder.rglob("*.html"))


def visible_text(text):
    """The page's words and link targets, without tags, scripts or styles."""
    text = re.sub(r"<(script|style)\b.*?</\1>", " ", text, flags=re.S)
    hrefs = " ".join(re.findall(r'(?:href|src|action)="([^"]*)"', text))
    return re.sub(r"<[^>]+>", " ", text) + " " + hrefs


# -- the settings check --------------------------------------------------------------

def test_the_settings_are_valid_and_list_every_placeholder():
    assert problems(SITE, SETTINGS) == []
    todo = settings_check.unfilled(SITE, SETTINGS, list(ORDER))
    assert todo[0].startswith('SITE["url"] is empty') if not SITE["url"] else not [
        line for line in todo if line.startswith('SITE["url"]')]
    for ident in ORDER:
        for key, value in SETTINGS[ident].items():
            if settings_check.is_placeholder(value):
                assert 'SETTINGS["%s"]["%s"] is still "%s"' % (ident, key, value) in todo


def test_filled_settings_leave_nothing_to_fill_in():
    site, settings = filled_settings()
    assert problems(site, settings) == []
    assert settings_check.unfilled(site, settings, list(ORDER)) == []


@pytest.mark.parametrize("office", ["Clerk", {"en": "Clerk", "es": "Secretario"}])
def test_an_office_in_one_text_or_one_per_language_is_accepted(office):
    site, settings = filled_settings(village={"office": office})
    assert problems(site, settings) == []


def test_a_placeholder_left_in_one_language_is_named():
    site, settings = filled_settings(village={"office": {"en": "Clerk", "es": "[office in Spanish]"}})
    assert settings_check.unfilled(site, settings, ["village"]) == [
        'SETTINGS["village"]["office"] is still "[office in Spanish]"']


def test_only_the_published_places_must_be_filled_in():
    site, settings = filled_settings(city={"phone": "[phone number]"})
    assert settings_check.unfilled(site, settings, ["village"]) == []
    assert settings_check.unfilled(site, settings, ["city"]) == ['SETTINGS["city"]["phone"] is still "[phone number]"']


@pytest.mark.parametrize("change, words", [
    ({"holidays": ["2026-07-04", "2026-7-4"]}, '"2026-7-4", not a "YYYY-MM-DD" date'),
    ({"holidays": "2026-07-04"}, 'must be a list of "YYYY-MM-DD" dates'),
    ({"text_last_checked": "2026-02-30"}, '"text_last_checked"] must be a "YYYY-MM-DD" date'),
    ({"text_last_checked": "20260201"}, '"text_last_checked"] must be a "YYYY-MM-DD" date'),
    ({"phone": 5550100}, '["phone"] must be text'),
    ({"phone": {"en": "(555) 010-0100", "es": "(555) 010-0100"}}, '["phone"] must be text in quotes'),
    ({"office": ["Clerk"]}, '["office"] must be text in quotes, or one per language'),
    ({"office": {"en": "Clerk"}}, '["office"] must give the text in each of SITE["languages"] (en, es), such as '
                                  '{"en": "...", "es": "..."}'),
    ({"address": {"en": "1 Main Street", "es": ""}}, '["address"] must give the text in each of'),
    ({"fax": "1"}, 'unknown setting "fax"'),
    ({"apply_form": "village/forms/missing.pdf"}, "there is no docs/village/forms/missing.pdf"),
    ({"apply_form": "../README.md"}, "must be a web address or a file under docs/village/"),
])
def test_a_broken_place_setting_is_named(change, words):
    site, settings = filled_settings(village=change)
    found = problems(site, settings)
    assert len(found) == 1 and words in found[0], found


def test_a_missing_place_setting_is_named():
    site, settings = filled_settings()
    del settings["city"]["apply_url"]
    assert problems(site, settings) == ['SETTINGS["city"] is missing "apply_url"']


def test_an_existing_form_file_in_the_place_folder_is_accepted():
    site, settings = filled_settings(village={"apply_form": "village/index.md"},
                                     city={"apply_form": "https://example.gov/form.pdf"})
    assert problems(site, settings) == []


@pytest.mark.parametrize("site_change, places, words", [
    ({"url": "example.gov/permits"}, None, 'must start with https://'),
    ({"url": "http://example.gov/permits/"}, None, 'must start with https://'),   # what the message says
    ({"url": "https:///permits/"}, None, 'must start with https:// and name a host'),
    ({"saved_copy_old_after_days": 0}, None, 'SITE["saved_copy_old_after_days"] must be a whole number'),
    ({"saved_copy_old_after_days": True}, None, 'SITE["saved_copy_old_after_days"] must be a whole number'),
    ({"saved_copy_old_after_days": "30"}, None, 'SITE["saved_copy_old_after_days"] must be a whole number'),
    ({"url": None}, None, 'SITE["url"] must be text'),
    ({"places": ["village", "town"]}, None, 'SITE["places"] names an unknown place "town"'),
    ({}, ["villa"], 'PLACES names an unknown place "villa"'),
    ({}, ["village", "village"], "a place is named twice"),
    ({"colour": "blue"}, None, 'SITE has an unknown setting "colour"'),
    ({"languages": "en"}, None, 'SITE["languages"] must be a list of language codes, such as [\'en\', \'es\']'),
    ({"languages": []}, None, 'SITE["languages"] must be a list of language codes'),
    ({"languages": ["en", "fr"]}, None, 'SITE["languages"] names a language the calculator does not speak, "fr"'),
    ({"languages": ["es", "en"]}, None, 'SITE["languages"] must start with "en", the default language'),
    ({"languages": ["en", "en"]}, None, 'SITE["languages"] names a language twice'),
    ({"title": ""}, None, 'SITE["title"] must be the site\'s name in quotes'),
    ({"title": {"en": "Permits"}}, None, 'SITE["title"] must name the site in each of SITE["languages"] (en, es)'),
    ({"title": {"en": "Permits", "es": " "}}, None, 'SITE["title"] must name the site in each of'),
])
def test_a_broken_site_setting_is_named(site_change, places, words):
    site, settings = filled_settings()
    site.update(site_change)
    found = problems(site, settings, places)
    assert found and words in found[0], found


@pytest.mark.parametrize("site_change", [{"url": "https://example.gov/permits/"}, {"url": "https://example.gov"},
                                         {"saved_copy_old_after_days": 1}, {"saved_copy_old_after_days": 365},
                                         {"languages": ["en"]}, {"languages": ["en", "es"]},
                                         {"title": "Permits"}, {"languages": ["en"], "title": {"en": "Permits"}}])
def test_a_good_site_setting_is_accepted(site_change):
    site, settings = filled_settings()
    site.update(site_change)
    assert problems(site, settings) == []


@pytest.mark.parametrize("value, places", [
    ("", ["village", "city"]), ("village", ["village"]), ("city,village", ["city", "village"]),
    ("village city", ["village", "city"]),
])
def test_places_from_the_environment_override_the_settings(value, places):
    expected = places if value else list(SITE["places"])
    assert settings_check.published(SITE, {"PLACES": value}) == expected


@pytest.mark.parametrize("days, warned", [(364, False), (365, False), (366, True), (800, True)])
def test_stale_text_warning_after_365_days(days, warned):
    day = datetime.date(2026, 12, 1)
    checked = (day - datetime.timedelta(days=days)).isoformat()
    site, settings = filled_settings(village={"text_last_checked": checked})
    found = settings_check.stale(settings, list(ORDER), day)
    assert found == (["the text of %s was last checked on %s, %d days ago: check "
                      "calculator/jurisdictions/village/ordinance.txt against the official code, then update "
                      'SETTINGS["village"]["text_last_checked"]' % (SETTINGS["village"]["name"], checked, days)]
                     if warned else [])


@pytest.mark.parametrize("days, error", [(-1, True), (0, False)])
def test_a_check_date_after_today_is_an_error(days, error):
    day = datetime.date(2026, 12, 1)
    site, settings = filled_settings(city={"text_last_checked": (day - datetime.timedelta(days=days)).isoformat()})
    assert bool(settings_check.future(settings, ["city"], day)) is error


# -- make publish --------------------------------------------------------------------

def test_make_publish_names_every_placeholder_and_stops():
    """The settings as they are, with the public address and a phone number still to fill in."""
    site = dict(SITE, url="")
    settings = copy.deepcopy(SETTINGS)
    for ident in SITE["places"]:
        settings[ident]["phone"] = "[phone number]"
    result = make(project_copy(site, settings), "publish")
    assert result.returncode != 0
    todo = settings_check.unfilled(site, settings, list(SITE["places"]))
    assert len(todo) > len(SITE["places"])
    for line in todo:
        assert "  - " + line in result.stderr
    assert "Building documentation" not in result.stderr


def test_make_publish_with_filled_settings_builds_the_site():
    folder, result = published()
    assert result.returncode == 0, result.stdout + result.stderr
    assert "ready to publish %s" % ", ".join(SITE["places"]) in result.stdout
    assert "WARNING" not in result.stderr
    assert (folder / "site" / "index.html").is_file()


def test_make_publish_warns_about_old_text_and_still_builds():
    checked = (today() - datetime.timedelta(days=366)).isoformat()
    old, *others = SITE["places"][::-1]
    folder = project_copy(*filled_settings(**{old: {"text_last_checked": checked}}))
    result = make(folder, "publish")
    assert result.returncode == 0, result.stdout + result.stderr
    assert "WARNING: the text of %s was last checked on %s, 366 days ago" % (SETTINGS[old]["name"], checked) \
        in result.stderr
    for other in others:
        assert "%s was last checked" % SETTINGS[other]["name"] not in result.stderr


def test_a_published_site_has_no_notice_and_shows_the_settings():
    site = published()[0] / "site"
    for ident in SITE["places"]:
        application = (site / ident / "application" / "index.html").read_text(encoding="utf-8")
        assert 'href="https://example.gov/apply/">Apply online</a>' in application
        assert "class=\"placeholder\"" not in application
        if ident == "village":
            assert '<a href="../forms/application.pdf" download>Download the application form</a>' in application
            assert (site / "village" / "forms" / "application.pdf").is_file()
        if ident == "city":
            assert '<a href="https://example.gov/city-form.pdf" download>' in application
    day = today()
    checked = '<time datetime="%s">' % day.isoformat()
    for page in html_files(site):
        text = page.read_text(encoding="utf-8")
        assert "md-banner" not in text and "Example settings" not in text, page
        assert checked in text, page


def test_the_build_shows_the_notice_while_a_placeholder_is_left_and_the_check_date_on_every_page():
    build = built_site()
    assert build.returncode == 0, build.stdout + build.stderr
    left = [line for line in settings_check.unfilled(SITE, SETTINGS, published_places())
            if not line.startswith('SITE["url"]')]
    for page in html_files(build.site_dir):
        text = page.read_text(encoding="utf-8")
        language = re.search(r'<html lang="([a-z]+)"', text).group(1)   # the notice in the page's language
        notice = '<p class="site-notice"><strong>%s</strong>' % html.escape(
            catalogs.of(language)("template.example_settings"), quote=False)
        assert (notice in text) is bool(left), page
        checked = catalogs.of(language)("template.text_checked").split("{day}")[0].split("{place}")[-1]
        assert checked in html.unescape(text), page
    for ident in published_places():
        costs = html.unescape((build.site_dir / ident / "costs" / "index.html").read_text(encoding="utf-8"))
        for other in published_places():
            name = places_hook.section_title(SETTINGS[other]["name"])
            assert ("The %s's rules on this site were last checked" % name in costs) is (other == ident)


def test_the_application_guide_says_how_to_apply():
    build = built_site()
    for language in settings_check.languages(SITE):
        folder = build.site_dir if language == catalogs.DEFAULT else build.site_dir / language
        for ident in published_places():
            text = (folder / ident / "application" / "index.html").read_text(encoding="utf-8")
            section = text[text.index('id="how-to-apply"'):]
            section = section[section.index('<div class="contact-box how-to-apply">'):]  # past the heading's row
            section = section[:section.index("</div>")]
            for key in ("office", "apply_url", "phone", "email", "address"):   # as the page shows it, in its language
                assert html.escape(catalogs.setting(SETTINGS[ident][key], language)) in section, (ident, key, language)


def test_the_404_page_links_from_the_public_sub_path():
    text = (published()[0] / "site" / "404.html").read_text(encoding="utf-8")
    links = re.findall(r'(?:href|src)="([^"#][^"]*)"', text)
    assert links
    for link in links:
        assert link.startswith(("/permits/", PUBLIC_URL)), link


# -- one language ----------------------------------------------------------------------

@pytest.fixture(scope="module")
def english_site():
    folder = project_copy(dict(SITE, languages=["en"]), SETTINGS)
    result = make(folder, "build")
    assert result.returncode == 0, result.stdout + result.stderr
    return folder / "site"


def test_one_language_ships_no_word_of_another(english_site):
    """SITE["languages"] = ["en"]: no archive of another language's words, no catalog of it in any archive."""
    archives = sorted(path.name for path in (english_site / "calculator").glob("calculator-*.tar.gz"))
    kinds = sorted(re.sub(r"-[0-9a-f]+\.tar\.gz$", "", name) for name in archives)
    assert kinds == sorted(["calculator", "calculator-later", "calculator-unsure"]
                           + ["calculator-" + place for place in SITE["places"]]), \
        archives
    names = []
    for archive in archives:
        with tarfile.open(fileobj=io.BytesIO(gzip.decompress((english_site / "calculator" / archive).read_bytes()))) as tar:
            names += tar.getnames()
    assert [name for name in names if "words_" in name and not name.endswith("words_en.mpy")] == []


def test_one_language_builds_no_page_of_another(english_site):
    """SITE["languages"] = ["en"]: no es/ folder, no page in Spanish, no language selector, an English search."""
    import json

    assert not (english_site / "es").exists()
    pages = sorted(english_site.rglob("*.html"))
    assert pages and [page for page in pages if 'lang="en"' not in page.read_text(encoding="utf-8")[:300]] == []
    assert [page for page in pages if "md-select__link" in page.read_text(encoding="utf-8")] == []
    index = json.loads((english_site / "search" / "search_index.json").read_text(encoding="utf-8"))
    assert index["config"]["lang"] == ["en"]
    assert [doc for doc in index["docs"] if doc["location"].startswith("es/")] == []


# -- one place -----------------------------------------------------------------------

@pytest.fixture(scope="module")
def village_site():
    folder, result = one_place("village")
    assert result.returncode == 0, result.stdout + result.stderr
    return folder / "site"


def test_one_place_ships_no_folder_of_the_other(village_site):
    assert (village_site / "village").is_dir()
    assert not (village_site / "city").exists()
    assert [p for p in village_site.rglob("*") if "city" in p.relative_to(village_site).as_posix()] == []


def test_one_place_has_no_link_or_word_of_the_other(village_site):
    for page in html_files(village_site):
        if page.relative_to(village_site).as_posix() == "calculator/index.html":
            continue  # the form's place question: see the next test
        text = visible_text(page.read_text(encoding="utf-8"))
        assert not CITY_WORD.search(text), (page, CITY_WORD.search(text))


def test_one_place_calculator_has_no_option_of_the_other(village_site):
    text = (village_site / "calculator" / "index.html").read_text(encoding="utf-8")
    assert not CITY_WORD.search(visible_text(text))
    assert 'value="city"' not in text


def test_one_place_ships_only_its_own_place_archive(village_site):
    archives = sorted(path.name for path in (village_site / "calculator").glob("calculator-*.tar.gz"))
    # The English page's common archive and the Spanish page's, what the first answer does without, the
    # Village's for the English page and for the Spanish one (in any order: a name sorts by its hash).
    kinds = sorted(re.sub(r"-[0-9a-f]+\.tar\.gz$", "", name) for name in archives)
    assert kinds == ["calculator", "calculator-es", "calculator-later", "calculator-unsure", "calculator-village",
                     "calculator-village-es"], archives
    names = []
    for archive in archives:
        data = (village_site / "calculator" / archive).read_bytes()
        with tarfile.open(fileobj=io.BytesIO(gzip.decompress(data))) as tar:
            names += tar.getnames()
    assert any(name.startswith("calculator/jurisdictions/village/") for name in names)
    assert [name for name in names if "city" in name] == []


def test_one_place_search_and_sitemap_hold_only_that_place(village_site):
    index = json.loads((village_site / "search" / "search_index.json").read_text(encoding="utf-8"))
    locations = [doc["location"] for doc in index["docs"]]
    assert any(location.startswith("village/") for location in locations)
    for doc in index["docs"]:
        assert not doc["location"].startswith("city/"), doc["location"]
        if not doc["location"].startswith("calculator/"):
            assert not CITY_WORD.search(doc["title"] + " " + doc["text"]), doc["location"]
    sitemap = (village_site / "sitemap.xml").read_text(encoding="utf-8")
    assert "city" not in sitemap  # (empty without a public address)


def test_one_place_home_page_is_that_place_overview(village_site):
    home = (village_site / "index.html").read_text(encoding="utf-8")
    assert "This part of the site explains the Village's rules" in home
    assert "Pick your place" not in home
    labels = re.findall(r'<span class="md-ellipsis">\s*([^<]*?)\s*</span>', home)
    village, city = (places_hook.section_title(SETTINGS[ident]["name"]) for ident in ("village", "city"))
    assert labels.index("Home") < labels.index("Calculator") < labels.index(village)
    assert city not in labels and "Overview" not in labels


def own_words(ident):
    """The words that name place ``ident`` itself: its name, office and description."""
    entry = SETTINGS[ident]
    return " ".join((entry["name"], catalogs.setting(entry["office"]), catalogs.text(catalogs.DEFAULT, "about.description", ident))).lower()


def other_places_words(ident):
    """(other place, pattern) for each place but ``ident``: what names it anywhere on a site.

    Its id and the word its settings name calls it ("City"), its office, its description
    and the numbers in its article's title (its ordinance number), from the registry; but
    not a word that names ``ident`` too ("City" of "the City of Sampleton").
    """
    mine = own_words(ident)
    found = []
    for other in ORDER:
        if other == ident:
            continue
        entry, description = SETTINGS[other], catalogs.text(catalogs.DEFAULT, "about.description", other)
        words = [r"\b%s\b" % re.escape(word) for word in (other, places_hook.section_title(entry["name"]))
                 if not re.search(r"\b%s\b" % re.escape(word.lower()), mine)]
        words += [re.escape(text) for text in (catalogs.setting(entry["office"]), description)]
        words += [r"(?<![\w-])%s(?![\w-])" % re.escape(token.strip(".,"))
                  for token in JURISDICTIONS[other].ARTICLE.title.split() if re.search(r"[0-9]", token)]
        found.append((other, re.compile("|".join(words).encode(), re.IGNORECASE)))
    return found


def every_file(folder):
    """(name, bytes) of every file under ``folder``; compressed files and archives unpacked (their
    compressed bytes are not words: a short pattern could match them by chance)."""
    for path in sorted(folder.rglob("*")):
        if not path.is_file():
            continue
        name, data = path.relative_to(folder).as_posix(), path.read_bytes()
        if name.endswith(".br"):
            yield name + "!", brotli.decompress(data)
        elif name.endswith(".gz"):
            data = gzip.decompress(data)
            yield name + "!", data
            if name.endswith(".tar.gz"):
                with tarfile.open(fileobj=io.BytesIO(data)) as tar:
                    for member in tar.getmembers():
                        if member.isfile():
                            yield name + "!" + member.name, tar.extractfile(member).read()
        else:
            yield name, data


@pytest.mark.skipif(len(ORDER) < 2, reason="one place only: no other place to leave out")
@pytest.mark.parametrize("ident", ORDER)
def test_a_one_place_site_holds_no_word_of_another_place(ident):
    """`make build PLACES=<id>`: no file of site/ (pages, search index, sitemap, schema, archives
    unpacked, compressed copies) names another place, its office or its ordinance."""
    folder, result = one_place(ident)
    assert result.returncode == 0, result.stdout + result.stderr
    site = folder / "site"
    checked = 0
    for name, data in every_file(site):
        checked += 1
        for other, words in other_places_words(ident):
            found = words.search(data)
            assert not found, "%s names %s: %r" % (name, other, data[max(0, found.start() - 60):found.end() + 60])
    assert checked > 100
    text = (site / "calculator" / "index.html").read_text(encoding="utf-8")
    assert 'data-jurisdictions="%s"' % ident in text and not re.search(r'data-jurisdictions="[^"]* ', text)
    archive = [path for path in (site / "calculator").glob("calculator-*.tar.gz")
               if re.fullmatch(r"calculator-[0-9a-f]+\.tar\.gz", path.name)][0]
    with tarfile.open(archive, "r:gz") as tar:
        settings = tar.extractfile("calculator/settings.mpy").read()
    assert catalogs.setting(SETTINGS[ident]["office"]).encode() in settings


def test_every_places_nav_keeps_its_labels():
    build = built_site()
    home = (build.site_dir / "index.html").read_text(encoding="utf-8")
    labels = re.findall(r'<span class="md-ellipsis">\s*([^<]*?)\s*</span>', home)
    sections = [places_hook.section_title(SETTINGS[ident]["name"]) for ident in published_places()]
    for label in ["Home", "Calculator", "Do I need a permit?", "Full text of the ordinance"] + sections:
        assert label in labels, label
    assert [labels.index(section) for section in sections] == sorted(labels.index(section) for section in sections)


def test_a_build_for_an_unknown_place_stops_and_names_it():
    result = make(project_copy(SITE, SETTINGS), "build", "PLACES=town")
    assert result.returncode != 0
    assert 'PLACES names an unknown place "town" (known: %s)' % ", ".join(ORDER) in result.stdout + result.stderr


TEMPLATE_NAV = [{"Home": "index.md"}, {"Calculator": "calculator/index.md"},
                {"{place}": ["{place}/index.md", {"Penalties": "{place}/penalties.md"}]}]


def test_the_nav_repeats_the_place_section_for_a_third_place():
    names = {"village": "the Village", "city": "the City", "town": "Springdale"}
    assert places_hook.nav(TEMPLATE_NAV, ["village", "city", "town"], names) == [
        {"Home": "index.md"}, {"Calculator": "calculator/index.md"},
        {"Village": ["village/index.md", {"Penalties": "village/penalties.md"}]},
        {"City": ["city/index.md", {"Penalties": "city/penalties.md"}]},
        {"Springdale": ["town/index.md", {"Penalties": "town/penalties.md"}]}]


def test_the_nav_of_one_place_starts_at_its_overview():
    assert places_hook.nav(TEMPLATE_NAV, ["city"], {"city": "the City"}) == [
        {"Home": "city/index.md"}, {"Calculator": "calculator/index.md"},
        {"City": [{"Penalties": "city/penalties.md"}]}]
