"""The built site and the full-text pages.

The site builds strictly with no warning; it loads nothing from other hosts; every
internal link and #anchor resolves; each full-text page has every clause anchor of
its outline and every line of its ordinance, word for word and in order; and
``calculator.build.clauses`` gives back each ordinance file exactly.
"""

import posixpath
import re
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urlsplit

import pytest
import yaml
from mkdocs.exceptions import PluginError

from calculator import ORDER, words
from calculator.build import clauses
from calculator.settings import SETTINGS, SITE
from site_build import ROOT, built_site, needs_places, published_places

JURISDICTIONS = ORDER
PUBLISHED = published_places()   # the places whose pages the build holds

VOID_TAGS = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta",
             "source", "track", "wbr"}
URL_ATTRIBUTES = {"href", "src", "srcset", "poster", "data", "action", "formaction"}

# "http://...", "https://...", "//host/...": anything with a host part.
EXTERNAL = re.compile(r"^(?:[a-z][a-z0-9+.-]*:)?//", re.IGNORECASE)
CSS_URL = re.compile(r"""url\(\s*(["']?)(.*?)\1\s*\)|@import\s+(["'])(.*?)\3""", re.IGNORECASE)
JS_URL = re.compile(r"""["'`](https?://[^"'`\s]*)""")

# Web addresses inside Material's JavaScript, and why this site never requests them.
THEME_JS_URLS = {
    "https://api.github.com/": "repository facts: only with repo_url, which mkdocs.yml leaves out",
    "https://${": "GitLab repository facts: only with repo_url",
    "https://unpkg.com/mermaid@": "only for Mermaid diagrams, and no page has one",
    "https://unpkg.com/resize-observer-polyfill": "only in browsers older than 2020 (no ResizeObserver)",
}

# Web addresses inside PyScript's chunks (calculator/runtime/), and why the calculator never
# requests them; tests/browser checks at run time that every request stays on the site.
RUNTIME_JS_URLS = {
    "https://cdn.jsdelivr.net/": "default interpreter: only without `interpreter` in the config, which the page sets",
    "https://micropython.org/pi/v2": "package index: only with `packages` in the config, which the page has none of",
    "https://raw.githubusercontent.com/": "package sources: only with `packages`",
    "https://github.com/pyscript/pyscript/issues/": "a link in a comment",
    "http://0.0.0.0": "a dummy base for parsing relative URLs, never fetched",
}
# Web addresses inside Workbox (assets/workbox-*/, the service worker's library).
WORKBOX_JS_URLS = {
    "https://storage.googleapis.com/workbox-cdn/": "default module folder: only without modulePathPrefix, "
                                                  "which sw.js sets to the site's own copy",
}
BARE_SCHEMES = ("http://", "https://")  # string pieces that build other URLs at run time

CONFIG = yaml.safe_load((ROOT / "mkdocs.yml").read_text(encoding="utf-8"))
# Empty unless a deployment sets site_url; addresses under it are the site's own.
SITE_URL = SITE["url"] or CONFIG.get("site_url") or ""

BROWSER_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                "--disable-background-networking", "--disable-component-update", "--disable-sync"]


def normalise(text):
    """Collapse every run of white space to one space."""
    return " ".join(text.split())


class Page(HTMLParser):
    """What the tests need from one HTML page: ids, URLs, inline CSS and texts."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.ids = set()
        self.urls = []           # (tag, attribute, value)
        self.css = []            # <style> contents and style="" attributes
        self.classes = set()
        self.components = set()  # Material's data-md-component values
        self.article = []        # text inside <article>
        self.clause_words = {}   # anchor -> text inside its .clause-text
        self.clause_block = {}   # anchor -> all text inside its .clause
        self._in_article = False
        self._in_style = False
        self._clause = None      # [anchor, open tags] while inside a .clause
        self._words = None       # open tags while inside a .clause-text

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        classes = (attrs.get("class") or "").split()
        self.classes.update(classes)
        for name, value in attrs.items():
            if name in ("id", "name") and value and (name == "id" or tag == "a"):
                self.ids.add(value)
            if name in URL_ATTRIBUTES and value is not None:
                self.urls.append((tag, name, value))
        if attrs.get("style"):
            self.css.append(attrs["style"])
        if attrs.get("data-md-component"):
            self.components.add(attrs["data-md-component"])
        self._in_article = self._in_article or tag == "article"
        self._in_style = tag == "style"
        if tag in VOID_TAGS:
            return
        if self._clause:
            self._clause[1] += 1
        elif "clause" in classes:
            self._clause = [attrs["id"], 1]
            self.clause_block[attrs["id"]] = []
        if self._words is not None:
            self._words += 1
        elif "clause-text" in classes:
            self._words = 1
            self.clause_words[self._clause[0]] = []

    def handle_endtag(self, tag):
        self._in_style = False
        if tag == "article":
            self._in_article = False
        if tag in VOID_TAGS:
            return
        if self._words is not None:
            self._words -= 1
            self._words = self._words or None
        if self._clause:
            self._clause[1] -= 1
            self._clause = self._clause if self._clause[1] else None

    def handle_data(self, data):
        if self._in_style:
            self.css.append(data)
        if self._in_article:
            self.article.append(data)
        if self._clause:
            self.clause_block[self._clause[0]].append(data)
        if self._words is not None:
            self.clause_words[self._clause[0]].append(data)


@pytest.fixture(scope="module")
def pages(site):
    """Every built HTML page, parsed, by its path from the site root."""
    parsed = {}
    for path in sorted(site.rglob("*.html")):
        page = Page()
        page.feed(path.read_text(encoding="utf-8"))
        page.close()
        parsed[path.relative_to(site).as_posix()] = page
    return parsed


def official_code_links():
    """The settings' links (official code, where to apply) that are real addresses, not placeholders."""
    return {entry[key] for entry in SETTINGS.values() for key in ("code_url", "apply_url", "apply_form")
            if EXTERNAL.match(entry[key])}


def is_other_host(url):
    """Tell whether a URL names a host other than the site's own (site_url, if set)."""
    return bool(EXTERNAL.match(url)) and not (SITE_URL and url.startswith(SITE_URL))


def css_urls(css):
    """Every address in url(...) and @import in a piece of CSS."""
    return [match.group(2) if match.group(2) is not None else match.group(4) for match in CSS_URL.finditer(css)]


def resolve(site, page_path, url):
    """Return (file path from the site root, fragment) that a relative URL points to."""
    parts = urlsplit(url)
    path = unquote(parts.path)
    page_dir = posixpath.dirname(page_path)
    if path.startswith("/"):
        # MkDocs links its error page from the server root, or from site_url's path if
        # set: an error page (each language's: 404.html, es/404.html) can be served at any depth.  Every other
        # link is relative.
        assert page_path.split("/")[-1] == "404.html" and page_path.count("/") <= 1, \
            "%s: %r is absolute; it breaks under a sub-path" % (page_path, url)
        base = urlsplit(SITE_URL or "/").path
        assert path.startswith(base), "%s: %r is outside %s" % (page_path, url, base)
        path, page_dir = path[len(base):] or "./", ""
    if not path:
        return page_path, unquote(parts.fragment)
    target = posixpath.normpath(posixpath.join(page_dir, path))
    assert target != ".." and not target.startswith("../"), "%s: %r leaves the site" % (page_path, url)
    if path.endswith("/") or (site / target).is_dir():
        target = posixpath.normpath(posixpath.join(target, "index.html"))
    return target, unquote(parts.fragment)


def ordinance_page(pages, jurisdiction_id):
    return pages[jurisdiction_id + "/ordinance/index.html"]


# The build

def test_build_has_no_warnings():
    build = built_site()
    assert build.returncode == 0, build.stdout + build.stderr
    for line in (build.stdout + build.stderr).splitlines():
        assert not re.search(r"\b(WARNING|ERROR)\b", line), line


# Nothing from other hosts

def test_html_loads_nothing_from_other_hosts(pages):
    allowed_links = official_code_links()
    for path, page in pages.items():
        for tag, attribute, value in page.urls:
            urls = [item.split()[0] for item in value.split(",") if item.strip()] if attribute == "srcset" else [value]
            for url in urls:
                if is_other_host(url):
                    assert tag == "a" and attribute == "href" and url in allowed_links, \
                        "%s: <%s %s=%r>" % (path, tag, attribute, url)
        for css in page.css:
            for url in css_urls(css):
                assert not EXTERNAL.match(url), "%s: inline CSS url(%s)" % (path, url)


def test_stylesheets_load_nothing_from_other_hosts(site):
    stylesheets = sorted(site.rglob("*.css"))
    assert stylesheets
    for path in stylesheets:
        for url in css_urls(path.read_text(encoding="utf-8")):
            assert not EXTERNAL.match(url), "%s: url(%s)" % (path, url)
            assert not url.startswith("/"), "%s: url(%s) breaks under a sub-path" % (path, url)


def test_scripts_request_nothing_from_other_hosts(site, pages):
    for path in sorted(site.rglob("*.js")):
        runtime = "calculator/runtime/" in path.relative_to(site).as_posix()
        workbox = path.relative_to(site).as_posix().startswith("assets/workbox-")
        allowed = tuple(RUNTIME_JS_URLS) if runtime else tuple(WORKBOX_JS_URLS) if workbox else tuple(THEME_JS_URLS)
        for url in JS_URL.findall(path.read_text(encoding="utf-8")):
            url = url.rstrip("\\")
            assert url.startswith(allowed) or (runtime and url in BARE_SCHEMES), "%s: %s" % (path, url)
    # The conditions under which the theme would fetch them do not hold.
    for path, page in pages.items():
        assert "mermaid" not in page.classes, path
        assert "source" not in page.components, path


def test_config_asks_nothing_of_other_hosts():
    assert "repo_url" not in CONFIG
    assert "analytics" not in CONFIG.get("extra", {})
    assert CONFIG["theme"]["font"] is False
    assert "navigation.instant" not in CONFIG["theme"].get("features", [])


HEAD_TAG = re.compile(r"<(link|script)\b([^>]*)>")


@pytest.mark.parametrize("language", SITE["languages"])
def test_the_calculator_starts_its_downloads_right_after_the_stylesheets(site, language):
    """In the calculator page's head, the calculator's stylesheet comes after the site's (the same
    order as on every page) and its preload hints right after them, all before the first script
    after the stylesheets: Material's, which waits for them and holds up the downloads of what
    follows it (overrides/calculator.html; README, Performance)."""
    folder = "" if language == SITE["languages"][0] else language + "/"
    head = (Path(site) / folder / "calculator" / "index.html").read_text(encoding="utf-8").split("</head>")[0]
    tags = [(kind, attributes) for kind, attributes in HEAD_TAG.findall(head)
            if kind == "script" or re.search(r'rel="(stylesheet|modulepreload|preload)"', attributes)]
    sheets = [i for i, (kind, attributes) in enumerate(tags) if 'rel="stylesheet"' in attributes
              and "media=" not in attributes]
    hints = [i for i, (kind, attributes) in enumerate(tags) if re.search(r'rel="(modulepreload|preload)"', attributes)]
    waiting = [i for i, (kind, attributes) in enumerate(tags) if kind == "script" and i > sheets[0]][0]
    assert [re.search(r'href="([^"]*)"', tags[i][1]).group(1).rsplit("/", 1)[-1] for i in sheets][-2:] == [
        "site.css", "calculator.css"]
    assert len(hints) >= 4 and sheets[-1] < min(hints) and max(hints) < waiting


# Links

def test_internal_links_and_anchors_resolve(site, pages):
    for path, page in pages.items():
        for tag, attribute, value in page.urls:
            if attribute not in ("href", "src") or EXTERNAL.match(value) \
                    or re.match(r"^(mailto|tel|data|javascript):", value):
                continue
            target, fragment = resolve(site, path, value)
            assert (site / target).is_file(), "%s: <%s %s=%r> has no file %s" % (path, tag, attribute, value, target)
            if fragment and target.endswith(".html"):
                assert fragment in pages[target].ids, "%s: %r has no id %r" % (path, value, fragment)


# The full-text pages

@pytest.mark.parametrize("jurisdiction_id", PUBLISHED)
def test_every_clause_anchor_is_on_its_page(pages, jurisdiction_id):
    page = ordinance_page(pages, jurisdiction_id)
    for _, clause_list in clauses.load_outline(jurisdiction_id):
        for anchor, *_ in clause_list:
            assert anchor in page.ids
            assert anchor in page.clause_block


@pytest.mark.parametrize("jurisdiction_id", PUBLISHED)
def test_page_has_every_line_in_order(pages, jurisdiction_id):
    text = normalise(" ".join(ordinance_page(pages, jurisdiction_id).article))
    position = 0
    for number, line in enumerate(clauses.read_ordinance(jurisdiction_id).split("\n"), 1):
        if line.strip():
            found = text.find(normalise(line), position)
            assert found >= 0, "line %d not found (in order): %r" % (number, line)
            position = found + len(normalise(line))


@pytest.mark.parametrize("jurisdiction_id", PUBLISHED)
def test_each_clause_shows_exactly_its_own_words(pages, jurisdiction_id):
    page = ordinance_page(pages, jurisdiction_id)
    for _, parts in clauses.clause_texts(jurisdiction_id):
        for anchor, _, lines in parts:
            if lines is None:
                assert anchor not in page.clause_words
            else:
                assert normalise(" ".join(page.clause_words[anchor])) == normalise("".join(lines)), anchor


@pytest.mark.parametrize("jurisdiction_id, anchor, words", [pytest.param(*case, marks=needs_places(case[0])) for case in [
    ("city", "definition", "The text is cut off here"),
    ("city", "refusal-1", "The text is cut off here"),
    ("city", "exemptions", "This part is not in the text we have"),
    ("city", "application-14", "This part is not in the text we have"),
    ("city", "application-17", "This part is not in the text we have"),
    ("city", "application-18", "This part is not in the text we have"),
    ("city", "application-19", "This part is not in the text we have"),
    ("village", "definitions", "lost the word it defines"),
    ("village", "conditions-7", "[1]"),
]])
def test_missing_and_cut_off_text_is_marked(pages, jurisdiction_id, anchor, words):
    block = normalise(" ".join(ordinance_page(pages, jurisdiction_id).clause_block[anchor]))
    assert words in block


@pytest.mark.parametrize("jurisdiction_id", PUBLISHED)
def test_page_says_whose_headings_and_labels_these_are(pages, jurisdiction_id):
    """The place says it (``HEADINGS``): the built-in texts have no headings, so theirs are the site's;
    another text may have its own."""
    text = normalise(" ".join(ordinance_page(pages, jurisdiction_id).article))
    assert normalise(about(jurisdiction_id)("about.headings")) in text


@pytest.mark.parametrize("path, jurisdiction_ids", [("index.html", PUBLISHED)] + [
    ("%s/ordinance/index.html" % place, (place,)) for place in PUBLISHED])
def test_contact_details_are_shown(pages, path, jurisdiction_ids):
    text = normalise(" ".join(pages[path].article))
    for jurisdiction_id in jurisdiction_ids:
        for key in ("name", "office", "phone", "address", "email"):
            assert words.setting(SETTINGS[jurisdiction_id][key]) in text, (jurisdiction_id, key)   # English pages
        code_url = SETTINGS[jurisdiction_id]["code_url"]
        if EXTERNAL.match(code_url):
            assert ("a", "href", code_url) in pages[path].urls
        else:
            assert code_url in text


# calculator.build.clauses

@pytest.mark.parametrize("jurisdiction_id", JURISDICTIONS)
def test_clauses_give_back_the_whole_file(jurisdiction_id):
    parts = clauses.clause_texts(jurisdiction_id)
    rebuilt = "".join("".join(lines) for _, clause_list in parts for _, _, lines in clause_list if lines)
    path = ROOT / "calculator" / "jurisdictions" / jurisdiction_id / "ordinance.txt"
    assert rebuilt.encode("utf-8") == path.read_bytes()


@pytest.mark.parametrize("jurisdiction_id", JURISDICTIONS)
def test_clauses_keep_every_word_in_paragraphs(jurisdiction_id):
    for _, clause_list in clauses.clause_texts(jurisdiction_id):
        for _, _, lines in clause_list:
            if lines:
                shown = " ".join(" ".join(filter(None, (number, text))) for _, number, text in clauses.paragraphs(lines))
                assert normalise(shown) == normalise("".join(lines))


TINY_TEXT = ("(Ordinance X adopted 1/1/21)\nIntro line\nA.\nFirst rule\ngoes on.\n(Ordinance X adopted 1/1/21)\n"
             "(Ordinance X adopted 1/1/21)\nB.\nSecond rule\nFirst rule again")


def test_split_clauses_finds_clauses_by_their_first_words():
    outline = (("Part", (("top", "Top", "(Ordinance"), ("intro", "Intro", "Intro"), ("a", "A", "First"),
                         ("gone", "Missing", None), ("empty", "Empty", "(Ordinance"), ("b", "B", "Second"),
                         ("again", "Again", "First"))),)
    parts = clauses.split_clauses(TINY_TEXT, outline)
    assert parts == [("Part", [("top", "Top", ["(Ordinance X adopted 1/1/21)\n"]),
                               ("intro", "Intro", ["Intro line\n"]),
                               ("a", "A", ["A.\n", "First rule\n", "goes on.\n", "(Ordinance X adopted 1/1/21)\n"]),
                               ("gone", "Missing", None),
                               ("empty", "Empty", ["(Ordinance X adopted 1/1/21)\n"]),
                               ("b", "B", ["B.\n", "Second rule\n"]),
                               ("again", "Again", ["First rule again"])])]
    assert "".join("".join(lines) for _, part in parts for _, _, lines in part if lines) == TINY_TEXT


@pytest.mark.parametrize("clause_list, message", [
    ((("top", "Top", "(Ordinance"), ("a", "A", "Third rule")),
     r"a: no line after top \(line 1\) starts with its first words 'Third rule'"),
    ((("top", "Top", "(Ordinance"), ("b", "B", "Second"), ("a", "A", "First rule goes")),
     r"a: no line after b \(line 9\) starts with its first words 'First rule goes'"),
    ((("top", "Top", "(Ordinance"), ("b", "B", "Second"), ("intro", "Intro", "Intro")),
     r"intro: its first words 'Intro' are on line 2, before b \(line 9\): the outline must list the clauses "
     r"in the order of the text"),
    ((("intro", "Intro", "Intro"), ("b", "B", "Second")),
     r"intro: the first clause must start on line 1, but its first words 'Intro' are on line 2"),
    ((("top", "Top", "(Ordinance"), ("a", "A", "")), r"a: its first words are empty"),
    ((("top", "Top", "(Ordinance"), ("a", "A", "rule")), r"a: no line after top"),
    ((), r"no clause with text"),
])
def test_split_clauses_fails_on_first_words_not_found_in_order(clause_list, message):
    with pytest.raises(ValueError, match=message):
        clauses.split_clauses(TINY_TEXT, (("Part", clause_list),))


def test_a_clause_whose_first_words_are_missing_fails_the_build(monkeypatch):
    """The site build (hooks/ordinance_text.py) stops with the splitter's message."""
    outline = [(heading, list(clause_list)) for heading, clause_list in clauses.load_outline("city")]
    heading, clause_list = outline[-1]
    anchor, label, _ = clause_list[-1]
    clause_list[-1] = (anchor, label, "Words the article never says")
    monkeypatch.setattr(clauses, "load_outline", lambda jurisdiction_id: outline)
    from test_guides import FakeConfig, FakePage, markers

    with pytest.raises(PluginError, match="city/ordinance.md: %s: no line after .* starts with its first words "
                                          "'Words the article never says'" % anchor):
        markers.on_page_markdown("# Text\n\n{{ ordinance-text: city }}\n", page=FakePage("city/ordinance.md"),
                                 config=FakeConfig())


@pytest.mark.parametrize("jurisdiction_id", JURISDICTIONS)
def test_every_clause_without_text_has_a_note(jurisdiction_id):
    notes = clauses.notes_by_anchor(jurisdiction_id)
    for _, clause_list in clauses.load_outline(jurisdiction_id):
        for anchor, _, first_words in clause_list:
            if first_words is None:
                assert any(note["kind"] == "missing_text" for note in notes[anchor])


# Plain words

def about(ident):
    """What the site says about a place besides its rules: the place's ``about.*`` words, in English."""
    return words.of(words.DEFAULT, ident)


def test_home_page_is_plain():
    textstat = pytest.importorskip("textstat")
    text = (ROOT / "docs" / "index.md").read_text(encoding="utf-8")
    prose = " ".join(line.strip("-# ") for line in text.splitlines()
                     if line.strip() and not line.lstrip().startswith(("<", "[")) and "{place" not in line)
    for ident in ORDER:   # the lines each place fills in
        say = about(ident)
        prose += " %s %s %s" % (say("about.description"), say("about.named", name=SETTINGS[ident]["name"]),
                                say("about.where"))
    assert textstat.flesch_kincaid_grade(prose) <= 8


def test_notes_we_wrote_are_plain():
    textstat = pytest.importorskip("textstat")
    prose = " ".join(note["text"] for ident in ORDER for note in clauses.missing_text(ident))
    assert textstat.flesch_kincaid_grade(prose) <= 8


# In a browser

@pytest.fixture(scope="module")
def browser():
    from playwright.sync_api import sync_playwright
    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path="/usr/bin/chromium", args=BROWSER_ARGS)
        yield launched
        launched.close()


def test_pages_request_only_the_site_itself(site, pages, browser):
    page = browser.new_page()
    requests = []
    page.on("request", lambda request: requests.append(request.url))
    for path in pages:
        page.goto((site / path).as_uri())
        page.wait_for_load_state("load")
    page.close()
    assert requests
    assert [url for url in requests if not url.startswith(("file://", "data:"))] == []


@needs_places("village", "city")
def test_print_shows_text_only_with_link_addresses(site, browser):
    page = browser.new_page()
    page.emulate_media(media="print")
    after = "e => getComputedStyle(e, '::after').content"
    page.goto((site / "index.html").as_uri())
    assert page.eval_on_selector("article a[href='village/ordinance/']", after) == '" (village/ordinance/)"'
    page.goto((site / "city" / "ordinance" / "index.html").as_uri())
    assert page.eval_on_selector("a.clause-link", after) in ("none", "normal")
    for selector in (".md-header", ".md-sidebar--primary", ".md-sidebar--secondary", ".md-footer", ".md-search"):
        assert page.eval_on_selector(selector, "e => getComputedStyle(e).display") == "none", selector
    colours = page.eval_on_selector(
        "article", "e => [getComputedStyle(e).color, getComputedStyle(document.body).backgroundColor]")
    assert colours == ["rgb(0, 0, 0)", "rgb(255, 255, 255)"]
    page.close()
