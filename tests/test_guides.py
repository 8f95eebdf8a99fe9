"""The guide pages: every number comes from the rule package, and the words are plain.

Guide pages are ``docs/<jurisdiction>/*.md`` (except the full-text ``ordinance.md``) and
the home page ``docs/index.md``.  They write legal numbers, citations and quotes as
markers that ``hooks/markers.py`` fills in from ``calculator/``.  These tests check:

(a) the Markdown has no digit outside markers, link targets and HTML tags, except the
    ordinance's own identifiers ("§ 6-17", "Ord. No. 05-91", "CO08-21-01-28-E2") as the
    rule package states them, and no legal quantity in words ("two hours": see
    tests/number_mentions.py);
(b) each built guide page reads at grade 8 or below (Flesch-Kincaid, textstat 0.7.8),
    not counting tables, code, quotes, ordinance quotes or the contact box;
(c) a value marker shows exactly the law value, every marker in the sources resolves
    and the worked examples agree with the rule functions;
(d) each guide page links to the calculator with its jurisdiction chosen and to at
    least one clause of its full-text page.

A page that still says "This page is being written." is skipped in (b) and (d).
Run ``python tests/test_guides.py`` to list each page's grade.
"""

import html as html_module
import importlib.util
import posixpath
import re
import sys
from datetime import date as date_type, datetime, timedelta
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import pytest
import textstat
from mkdocs.exceptions import PluginError

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # when run as a script
    sys.path.insert(0, str(ROOT))

from calculator import evaluate  # noqa: E402
from calculator.jurisdictions import ORDER  # noqa: E402
from calculator.ordinance import Provision  # noqa: E402
from calculator.results import ceil_div  # noqa: E402
from calculator.words import LANGUAGES, of  # noqa: E402
from number_mentions import unit_numbers, unit_words  # noqa: E402
from site_build import built_site, published_places  # noqa: E402

DOCS = ROOT / "docs"
PLACEHOLDER = "This page is being written."
MAX_GRADE = 8

# Parts of a Markdown source that may hold digits: markers, link targets, HTML tags and
# attribute lists.  Whatever is left is text the reader sees.
MARKER = re.compile(r"\{\{.*?\}\}")
LINK_TARGET = re.compile(r"\]\([^)\s]*\)|^\s*\[[^\]]+\]:\s*\S+", re.MULTILINE)
HTML_TAG = re.compile(r"<[A-Za-z/!][^>]*>")
ATTR_LIST = re.compile(r"\{:?\s*[#.][^}]*\}")
# How the ordinance names itself and its sections: "§ 6-17", "section 6.03.003", "Sec. 12-3",
# "Ord. No. 05-91", "CO08-21-01-28-E2".  After one, a guide may name a division: "§ 907.04(b)(1)".
IDENTIFIER = re.compile(r"§ ?\d[\d.-]*\d|[Ss]ection \d[\d.-]*\d|Sec\. \d[\d.-]*\d|Ord\. No\. \d[\d-]*\d"
                        r"|Article \d[\d.]*\d|CO\d[\dA-Z-]*\d")
DIVISIONS = r"(?:\([a-z0-9]{1,4}\))*"


def load_hook(name="law_values"):
    """hooks/<name>.py, loaded the way MkDocs loads a hook (its folder on sys.path)."""
    path = ROOT / "hooks" / (name + ".py")
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    saved = sys.path.copy()
    sys.path.insert(0, str(path.parent))
    try:
        spec.loader.exec_module(module)
    finally:
        sys.path[:] = saved
    return module


law_values = load_hook()
markers = load_hook("markers")


def render(markdown, src_uri):
    """A page's Markdown with its markers replaced, as the build does it (hooks/markers.py); ValueError
    names a bad one."""
    return markers.render(markdown, markers.page_of(src_uri))


def render_markers(text, src_uri):
    """A part of a page with its markers replaced (no contact box added: the page's own steps aside)."""
    return markers.resolve_all(text, markers.page_of(src_uri))


class FakePage:
    """What hooks/markers.py reads of a MkDocs page."""

    def __init__(self, src_uri):
        self.file = type("File", (), {"src_uri": src_uri})()
        self.url = markers.page_of(src_uri).url
        self.meta = {}


class FakeConfig:
    """What hooks/markers.py reads of the MkDocs config: the published places (the settings')."""

    site_description = "Help."

    def __init__(self):
        from calculator.settings import SETTINGS

        self.extra = {"places": published_places(),
                      "place_names": dict((ident, SETTINGS[ident]["name"]) for ident in published_places())}


def law(jurisdiction_id):
    return law_values.law_module(jurisdiction_id)


def guide_sources():
    """(src_uri, jurisdiction id or None) of every English guide page's Markdown source."""
    sources = [("index.md", None)]
    for jurisdiction_id in ORDER:
        for path in sorted((DOCS / jurisdiction_id).glob("*.md")):
            if path.name != "ordinance.md" and not translation(path.name):
                sources.append((path.relative_to(DOCS).as_posix(), jurisdiction_id))
    return sources


def translation(name):
    """The language of a page's translation (``costs.es.md``: "es"), or None for an English page."""
    parts = name.split(".")
    return parts[-2] if len(parts) == 3 and parts[-2] in LANGUAGES else None


def every_source():
    """guide_sources() and each one's translation into every other language (``costs.es.md``), where written."""
    found = []
    for uri, place in guide_sources():
        found.append((uri, place))
        for language in LANGUAGES[1:]:
            translated = uri[:-len(".md")] + "." + language + ".md"
            if (DOCS / translated).exists():
                found.append((translated, place))
    return found


def built_language(path):
    """The language of a built page: its first folder when that is a language (``es/village/costs/index.html``),
    else English."""
    first = path.split("/")[0]
    return first if first in LANGUAGES[1:] else LANGUAGES[0]


def english(src_uri):
    """The English page of ``src_uri`` (``city/costs.es.md`` -> ``city/costs.md``; an English page's is itself)."""
    language = translation(src_uri.split("/")[-1])
    return src_uri.replace("." + language + ".md", ".md") if language else src_uri


def built_sources():
    """guide_sources() of the pages the build publishes: its places' (and the home page with two or more)."""
    places = published_places()
    return [(uri, j) for uri, j in guide_sources() if j in places or (j is None and len(places) > 1)]


def source(src_uri):
    return (DOCS / src_uri).read_text(encoding="utf-8")


def is_placeholder(src_uri):
    return PLACEHOLDER in source(src_uri)


def built_path(src_uri):
    """Where MkDocs writes a page (use_directory_urls): village/costs.md -> village/costs/index.html, its Spanish
    page village/costs.es.md -> es/village/costs/index.html."""
    language = translation(src_uri.split("/")[-1])
    if language:
        return language + "/" + built_path(english(src_uri))
    stem = src_uri[:-len(".md")]
    if [stem] == [place + "/index" for place in published_places()]:
        return "index.html"   # a one-place site: its overview is the home page
    if stem == "index" or stem.endswith("/index"):
        return stem + ".html"
    return stem + "/index.html"


def identifiers():
    """The ordinance identifiers the rule package states: in each title and each text."""
    found = set()
    for jurisdiction_id in ORDER:
        article = law(jurisdiction_id).ARTICLE
        text = (ROOT / "calculator" / "jurisdictions" / jurisdiction_id / "ordinance.txt").read_text(encoding="utf-8")
        found.update(IDENTIFIER.findall(article.title + "\n" + text))
    return sorted(found, key=len, reverse=True)


def visible_lines(markdown):
    """(line number, line) of the source with markers, link targets, tags and attribute lists blanked."""
    for number, line in enumerate(markdown.splitlines(), 1):
        for pattern in (MARKER, LINK_TARGET, HTML_TAG, ATTR_LIST):
            line = pattern.sub(" ", line)
        yield number, line


def visible_digits(markdown):
    """(line number, line) of each source line with a digit the reader would see."""
    allowed = identifiers()
    found = []
    for number, line in visible_lines(markdown):
        for name in allowed:
            line = re.sub(re.escape(name) + DIVISIONS, " ", line)
            # The same section named in Spanish ("sección 6.03.003"): the number is the text's own.
            if name.lower().startswith("section "):
                line = re.sub("[Ss]ecci[oó]n " + re.escape(name.split(" ", 1)[1]) + DIVISIONS, " ", line)
        if re.search(r"\d", line):
            found.append((number, line.strip()))
    return found


def legal_units(place=None):
    """The units of the place's legal numbers; of every place's for a shared page (``place`` None)."""
    return unit_words(item for ident, _, item in numeric_provisions() if place in (None, ident))


def number_words_before_units(markdown, place=None):
    """(line number, words) of each legal quantity written in words: "two hours", "fourteen calendar days",
    in the units of the page's place (another place's "events a year" is not this place's law)."""
    units = legal_units(place)
    return [(number, found) for number, line in visible_lines(markdown)
            for found in unit_numbers(line, units)]


# (a) no typed numbers

@pytest.mark.parametrize("src_uri", [uri for uri, _ in every_source()])
def test_sources_type_no_numbers(src_uri):
    assert visible_digits(source(src_uri)) == [], (
        "%s: write numbers as {{ id.NAME }} markers (hooks/markers.py)" % src_uri)


@pytest.mark.parametrize("src_uri, place", guide_sources())
def test_sources_write_no_legal_quantity_in_words(src_uri, place):
    assert number_words_before_units(source(src_uri), place) == [], (
        "%s: write \"{{ id.NAME }} hours\", not the number in words" % src_uri)


def test_legal_quantities_in_words_are_found():
    assert number_words_before_units("## Events of two hours or less") == [(1, "two hours")]
    assert number_words_before_units("Apply\nfourteen (14) calendar days before.") == [
        (2, "fourteen (14) calendar days")]
    assert number_words_before_units("Events of {{ village.ASSEMBLY_HOURS }} hours. Two ways to read it, "
                                     "one day earlier, [item (14)](ordinance.md#application-14).") == []
    # Each place in its own units: the City's limit of events a year is no number of the Village.
    assert number_words_before_units("If you hold two events, apply for each.", "city") == [(1, "two events")]
    assert number_words_before_units("If you hold two events, apply for each.", "village") == []


def test_typed_numbers_are_found():
    assert visible_digits("At least 60 days before.") == [(1, "At least 60 days before.")]
    assert visible_digits("Costs $5,000.") != []
    assert visible_digits("At least {{ village.FILING }} days ({{ village.FILING.cite }}).") == []
    assert visible_digits("[Conditions](ordinance.md#conditions-5) and <h2 id=\"x-2\">Hi</h2>") == []
    assert visible_digits("The exemptions (§ 6-17) and Ord. No. 05-91.") == []
    assert visible_digits("Section 6-18 is a guess.") != []
    section = [name for name in identifiers() if name.lower().startswith("section ")][0]
    assert visible_digits("La sección %s." % section.split(" ", 1)[1]) == []
    assert visible_digits("La sección 6-18.") != []
    assert visible_digits("As § 6-17(a)(1) says, not (14) days.") == [(1, "As   says, not (14) days.")]


# (b) plain words

SKIP_TAGS = {"nav", "header", "footer", "code", "pre", "table", "blockquote", "script", "style", "kbd",
             "svg"}
SKIP_CLASSES = {"ordinance-quote", "contact-box", "headerlink", "md-source-file", "visually-hidden"}
BLOCK_TAGS = {"p", "li", "h1", "h2", "h3", "h4", "h5", "h6", "dt", "dd", "td", "th", "div", "ol", "ul",
              "details", "summary", "section", "figcaption"}
VOID_TAGS = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track",
             "wbr"}


class ArticleText(HTMLParser):
    """The readable prose of a page's <article>: one sentence per block at least."""

    def __init__(self, skip_classes=SKIP_CLASSES):
        super().__init__(convert_charrefs=True)
        self.skip_classes = skip_classes
        self.blocks = []
        self._current = []
        self._depth = 0          # inside <article>
        self._skip = 0           # inside something we do not read

    def handle_starttag(self, tag, attrs):
        if tag == "article" and not self._depth:
            self._depth = 1
            return
        if not self._depth or tag in VOID_TAGS:
            return
        self._depth += 1
        classes = set((dict(attrs).get("class") or "").split())
        if self._skip or tag in SKIP_TAGS or classes & self.skip_classes:
            self._skip += 1
        if tag in BLOCK_TAGS:
            self._flush()

    def handle_endtag(self, tag):
        if not self._depth or tag in VOID_TAGS:
            return
        self._depth -= 1
        if self._skip:
            self._skip -= 1
        if tag in BLOCK_TAGS or not self._depth:
            self._flush()

    def handle_data(self, data):
        if self._depth and not self._skip:
            self._current.append(data)

    def _flush(self):
        text = " ".join("".join(self._current).split())
        self._current = []
        if re.search(r"\w", text):
            # A heading or list item without a full stop still ends a sentence.
            self.blocks.append(text if text[-1] in ".!?:;" else text + ".")

    def text(self):
        self._flush()
        return " ".join(self.blocks)


def article_text(html, quotes=False):
    """The article's prose; the ordinance's quotes too with ``quotes`` (the grade leaves them out)."""
    parser = ArticleText(SKIP_CLASSES - {"ordinance-quote"} if quotes else SKIP_CLASSES)
    parser.feed(html)
    parser.close()
    return parser.text()


def readable_pages():
    return [uri for uri, _ in built_sources() if not is_placeholder(uri)]


def grades():
    """{src_uri: Flesch-Kincaid grade} of every written guide page, built with MkDocs."""
    build = built_site()
    assert build.returncode == 0, build.stdout + build.stderr
    result = {}
    for src_uri in readable_pages():
        html = (build.site_dir / built_path(src_uri)).read_text(encoding="utf-8")
        result[src_uri] = textstat.flesch_kincaid_grade(article_text(html))
    return result


@pytest.fixture(scope="module")
def page_grades():
    return grades()


@pytest.mark.parametrize("src_uri", readable_pages())
def test_page_reads_at_grade_eight_or_below(page_grades, src_uri):
    print("%-40s FK grade %5.1f" % (src_uri, page_grades[src_uri]))
    assert page_grades[src_uri] <= MAX_GRADE


def test_article_text_skips_what_is_not_prose():
    html = ('<nav>Menu 1</nav><article><h1>Title</h1><p>Plain words here. '
            '<span class="ordinance-quote">\u201cnotwithstanding heretofore\u201d</span></p>'
            '<table><tr><td>Cell</td></tr></table><blockquote><p>Quoted</p></blockquote>'
            '<ul><li>Item one</li></ul><pre><code>x = 1</code></pre></article><footer>Foot</footer>')
    assert article_text(html) == "Title. Plain words here. Item one."


# (c) numbers from the rule package

def numeric_provisions():
    for jurisdiction_id in ORDER:
        module = law(jurisdiction_id)
        for name in sorted(vars(module)):
            item = getattr(module, name)
            if isinstance(item, Provision) and item.value is not None:
                yield jurisdiction_id, name, item


@pytest.mark.parametrize("jurisdiction_id, name, item", list(numeric_provisions()),
                         ids=lambda value: value if isinstance(value, str) else "")
def test_value_marker_shows_the_law_value(jurisdiction_id, name, item):
    shown = render("{{ %s.%s }}" % (jurisdiction_id, name), "index.md")
    assert re.fullmatch(r"\$?\d{1,3}(,\d{3})*(\.\d+)?", shown), shown
    assert shown.startswith("$") == (item.unit == "US dollars")
    assert float(shown.lstrip("$").replace(",", "")) == item.value


@pytest.mark.parametrize("src_uri, jurisdiction_id", every_source())
def test_every_marker_in_the_sources_resolves(src_uri, jurisdiction_id):
    rendered = render(source(src_uri), english(src_uri))
    assert "{{" not in rendered and "}}" not in rendered


def test_cite_and_quote_markers():
    module = law("village")
    label = module.ARTICLE.labels[module.BOND.anchor]
    assert render("{{ village.BOND.cite }}", "index.md") == \
        "[%s](village/ordinance.md#%s)" % (label, module.BOND.anchor)
    assert render("{{ village.BOND.cite }}", "city/penalties.md").startswith(
        "[%s](../village/ordinance.md#%s)" % (label, module.BOND.anchor))
    assert render("{{ village#application-b-1 }}", "index.md") == \
        "[%s](village/ordinance.md#application-b-1)" % module.ARTICLE.labels["application-b-1"]
    assert law_values.cite_link("village", module.BOND.anchor, "village/costs.md") == \
        "[%s](ordinance.md#%s)" % (label, module.BOND.anchor)
    quote = render("{{ village.BOND.quote }}", "index.md")
    assert quote == '<span class="ordinance-quote">\u201c%s\u201d</span>' % module.BOND.quote


@pytest.mark.parametrize("marker", [
    "{{ village.NO_SUCH_RULE }}", "{{ town.BOND }}", "{{ village.BOND.words }}", "{{ village }}",
    "{{ village.PERMIT_REQUIRED }}", "{{ village#no-such-clause }}", "{{ example: village.no_such }}",
    "{{ example: village._evaluate }}", "{{ example: town.table }}", "{{ village.BOND", "{{ }}",
    "{{ place.nickname }}", "{{ nothing: village }}", "{{ readings: village.no_such }}", "{{ contact: town }}",
    "{{ each place }}", "{{ glossary: village }}", "{{ says: NO_TABLE.required }}",
])
def test_unknown_markers_fail_the_build(marker):
    with pytest.raises(PluginError, match="village/costs.md"):
        markers.on_page_markdown("Text " + marker + " text", page=FakePage("village/costs.md"), config=FakeConfig())


def test_one_grammar_for_every_marker():
    """The place words, the published places, a block per place, the contact box and a block marker
    alone on its line: all ``{{ ... }}``, all through hooks/markers.py."""
    from calculator.inputs import either
    from calculator.settings import SETTINGS

    places = published_places()
    names = [SETTINGS[ident]["name"] for ident in places]
    assert render("{{ published places }}", "calculator/index.md") == either(names)
    each = render("{{ each place }}\n- {{ place.Name }} ({{ place }})\n{{ end each place }}\n", "index.md")
    assert each == "".join("- %s%s (%s)\n" % (name[:1].upper(), name[1:], ident)
                           for ident, name in zip(places, names)) + "\n"
    own = places[0]
    assert render("{{ place.name }} and {{ %s.name }}" % own, own + "/costs.md").startswith(
        "%s and %s" % (SETTINGS[own]["name"], SETTINGS[own]["name"]))
    with pytest.raises(ValueError, match="only known on a page of a place"):
        render("{{ place.name }}", "index.md")
    box = render("# Costs\n", own + "/costs.md")
    assert box.count('<div class="contact-box">') == 1 and "{{" not in box


def example_output(name, jurisdiction_id="village"):
    """An example's Markdown, markers resolved, as the first page that lists it shows it."""
    from calculator.build import examples

    page = examples.load(jurisdiction_id).examples[name]["pages"][0]
    return render_markers("{{ example: %s.%s }}" % (jurisdiction_id, name), page)


def table_rows(markdown):
    return [[cell.strip() for cell in line.strip("|").split(" | ")]
            for line in markdown.splitlines() if line.startswith("| ")][1:]


def test_crowd_table_follows_the_ratios():
    village = law("village")
    per = {"Physicians": village.PHYSICIANS.value, "Treatment rooms": village.PHYSICIANS.value,
           "Nurses": village.NURSES.value, "Security guards": village.SECURITY_GUARDS.value,
           "Parking spaces": village.PARKING.value}
    header, *rows = [line for line in example_output("crowd_table").splitlines() if line.startswith("| ")]
    crowds = [int(cell.strip().replace(",", "")) for cell in header.strip("|").split(" | ")[1:-1]]
    checked = 0
    for row in table_rows(example_output("crowd_table")):
        if row[0] in per:
            shown = [int(cell.replace(",", "")) for cell in row[1:-1]]
            assert shown == [ceil_div(people, per[row[0]]) for people in crowds], row[0]
            checked += 1
    assert checked == len(per)


def test_filing_table_follows_the_deadline_rule():
    from calculator.dates import long_date
    from calculator.jurisdictions.village import rules

    rows = table_rows(example_output("filing_table"))
    assert rows
    for row in rows:
        first = datetime.strptime(row[1].split(" to ")[0], "%A, %B %d, %Y").date()
        result = evaluate({"jurisdiction": "village", "today": "2026-01-05", "event_start": first.isoformat(),
                           "peak_attendance": 1000})
        apply_by = next(item for item in result["deadlines"] if item["id"] == "apply_by")
        assert row[2] == long_date(datetime.strptime(apply_by["act_by"], "%Y-%m-%d").date())  # the day to plan on
        assert row[3] == "%s, %s" % (long_date(rules.filing_deadline(first)),  # the rules' own count
                                     apply_by["date_reading"]["name"])


def test_festival_example_matches_evaluate():
    text = example_output("festival_example")
    result = evaluate({"jurisdiction": "village", "today": "2026-01-05", "event_start": "2026-08-15",
                       "event_end": "2026-08-15", "peak_attendance": 3000, "locations": 1,
                       "female_attendance": 1600, "male_attendance": 1400, "after_dark": True,
                       "parking_distance_ft": 1200})
    shown = {row[0]: row[1] for row in table_rows(text)}
    physicians = next(item for item in result["requirements"] if item["id"] == "physicians")
    assert shown[physicians["label"]] == "%d physicians" % physicians["quantity"]
    assert physicians["quantity"] == ceil_div(3000, law("village").PHYSICIANS.value)


# (d) links to the calculator and the full text

class Links(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.hrefs = []
        self._in_article = False

    def handle_starttag(self, tag, attrs):
        if tag == "article":
            self._in_article = True
        elif tag == "a" and self._in_article and dict(attrs).get("href"):
            self.hrefs.append(dict(attrs)["href"])

    def handle_endtag(self, tag):
        if tag == "article":
            self._in_article = False


def article_links(site, src_uri):
    parser = Links()
    parser.feed((site / built_path(src_uri)).read_text(encoding="utf-8"))
    page_dir = posixpath.dirname(built_path(src_uri))
    for href in parser.hrefs:
        parts = urlsplit(href)
        if parts.scheme or parts.netloc or not parts.path:
            continue
        target = posixpath.normpath(posixpath.join(page_dir, parts.path))
        if parts.path.endswith("/"):
            target = posixpath.join(target, "index.html")
        yield href, target, parse_qs(parts.query), parts.fragment


def cites_nothing(src_uri, jurisdiction_id):
    """A glossary page whose place's text uses none of the glossary's words: it has no clause to cite."""
    return src_uri == jurisdiction_id + "/glossary.md" and not load_hook("glossary").place_terms(jurisdiction_id)


@pytest.mark.parametrize("src_uri, jurisdiction_id",
                         [(uri, j) for uri, j in built_sources() if j and not is_placeholder(uri)])
def test_page_links_to_calculator_and_full_text(site, src_uri, jurisdiction_id):
    links = list(article_links(site, src_uri))
    assert any(target == "calculator/index.html" and query.get("jurisdiction") == [jurisdiction_id]
               and not href.startswith("/") for href, target, query, _ in links), \
        "%s: link to ../calculator/index.md?jurisdiction=%s" % (src_uri, jurisdiction_id)
    assert cites_nothing(src_uri, jurisdiction_id) or any(
        target == jurisdiction_id + "/ordinance/index.html" and fragment
        for _, target, _, fragment in links), "%s: cite at least one clause" % src_uri


def test_built_pages_have_no_markers_left(site):
    for src_uri, _ in built_sources():
        assert "{{" not in (site / built_path(src_uri)).read_text(encoding="utf-8"), src_uri


if __name__ == "__main__":
    for page, grade in grades().items():
        print("%-40s %5.1f" % (page, grade))


# (e) faithful to the letter: the reviewed sentences say what the text says

def ordinance_words(jurisdiction_id):
    path = ROOT / "calculator" / "jurisdictions" / jurisdiction_id / "ordinance.txt"
    return " ".join(path.read_text(encoding="utf-8").split())


def typed_quotes(markdown):
    """The words of each ordinance quote typed in a page, in \u201ccurly quotes\u201d (hooks/quotes.py marks
    them; a .quote marker's are the law data's, checked in tests/test_law_data.py)."""
    return [" ".join(html_module.unescape(re.sub(r"<[^>]+>", "", words)).split())
            for words in re.findall("\u201c(.*?)\u201d", markdown, re.DOTALL)]


def straight_quotes(markdown):
    """The words of each "straight" quote a reader reads on a page: its prose, without front matter,
    admonition titles, markup or markers."""
    text = re.sub(r"\A---\n.*?\n---\n", "", markdown, flags=re.DOTALL)
    text = re.sub(r"^\s*(?:!!!|\?\?\?).*$", "", text, flags=re.MULTILINE)
    text = re.sub(r"<[^>]+>|\{\{.*?\}\}|\{[#.][^}]*\}", " ", text, flags=re.DOTALL)
    return [" ".join(words.split()) for words in re.findall(r'"([^"\n]+)"', text) if words.strip()]


# A law value typed before the thing it counts: "{{ village.AMBULANCES }} ambulance" reads wrong once the value
# is not 1; "{{ village.AMBULANCES|ambulances }}" is counted in the page's language.
BARE_COUNT = re.compile(r"\{\{\s*([a-z]+)\.([A-Z][A-Z0-9_]*)\s*\}\}\s+(?!por ciento|percent)[a-z\u00e1\u00e9\u00ed\u00f3\u00fa]")


@pytest.mark.parametrize("src_uri, jurisdiction_id", [(uri, j) for uri, j in every_source() if j])
def test_a_law_value_of_one_is_counted_in_words(src_uri, jurisdiction_id):
    ones = ["%s.%s" % (place, name) for place, name in BARE_COUNT.findall(source(src_uri))
            if getattr(law(jurisdiction_id if place == "place" else place), name).value == 1]
    assert ones == [], "%s: write {{ %s|<things> }} (the catalogs' count.<things>)" % (src_uri, ones)


@pytest.mark.parametrize("src_uri, jurisdiction_id", [(uri, j) for uri, j in every_source() if j])
def test_typed_quotes_are_word_for_word(src_uri, jurisdiction_id):
    text = ordinance_words(jurisdiction_id)
    for words in typed_quotes(source(src_uri)):
        assert words in text, "%s: not in the %s ordinance: %r" % (src_uri, jurisdiction_id, words)


@pytest.mark.parametrize("src_uri, jurisdiction_id", [(uri, j) for uri, j in every_source() if j])
def test_the_ordinances_words_are_quoted_one_way(src_uri, jurisdiction_id):
    """A page quotes the ordinance in \u201ccurly quotes\u201d only, so the build marks every one (italic, and
    English on a Spanish page): never "straight", never in markup typed by hand."""
    text, markdown = ordinance_words(jurisdiction_id), source(src_uri)
    assert [words for words in straight_quotes(markdown) if words in text] == [], src_uri
    assert not re.search(r'<span[^>]*(?:ordinance-quote|lang="en")[^>]*>\s*\u201c', markdown), src_uri


def test_a_straight_quote_of_the_ordinance_is_found():
    markdown = '---\ntitle: "shall"\n---\n\n!!! note "or"\n\nThey say "shall" and "I didn\'t know" {: #x }.\n'
    assert straight_quotes(markdown) == ["shall", "I didn't know"]


def prose(src_uri):
    """A guide page's Markdown with its markers resolved, lines joined: what a reader reads."""
    text = re.sub(r"<[^>]+>", "", render(source(src_uri), src_uri))
    return " ".join(html_module.unescape(text).split())


# Each fix of the review: the page, the ordinance words it paraphrases (which must be in
# the text), phrases it must no longer say, and words it must say now.
FIXES = [
    ("city/do-i-need-a-permit.md", "or other events that:", ["So we know the listed kinds are special events"],
     ["we cannot tell if the listed kinds are special events on their own"]),
    ("village/on-site-requirements.md", "operates in fifteen-minute round-trip intervals",
     ["The rules say it runs in", "A round trip every"],
     ["The rules say the shuttle \u201coperates in fifteen-minute round-trip intervals\u201d",
      "{{ readings: village.shuttle_interval }}", "Leaves at least every", "or each round trip takes at most"]),
    ("village/on-site-requirements.md",
     "either regularly employed, duly sworn, off-duty state peace officers or private guards, licensed in the state,",
     ["peace officers, or private guards licensed in the state"],
     ["{{ readings: village.guards_licensed }}"]),
    ("village/on-site-requirements.md", "an enclosed covered structure", ["covered building"],
     ["enclosed covered structure"]),
    ("village/on-site-requirements.md", "sufficient emergency personnel to efficiently operate the required equipment",
     ["trained"], ["enough emergency staff to run the required equipment well"]),
    ("village/during-the-event.md", "sufficient emergency personnel to efficiently operate the required equipment",
     ["trained"], ["enough emergency staff on hand to run the required equipment well"]),
    ("village/index.md", "The Village shall hear the appeal", ["It also hears appeals"],
     ["Appeals go to the Village Board", "\u201cThe Village shall hear the appeal",
      "They do not say if the Board itself or someone else holds the hearing."]),
    ("city/application.md", "shall sign an agreement to indemnify", ["you may need insurance"],
     ["you must give the City a certificate of insurance", "you must also sign an agreement",
      "The agreement rule has no such block party exemption."]),
    ("city/when-to-apply.md", "to each residential property owner", ["home owner"],
     ["each residential property owner within"]),
    ("city/on-site-requirements.md", "will be determined by the nature of the event", ["to be judged the number"],
     ["how the number of spaces is judged: by the kind of event"]),
]


@pytest.mark.parametrize("src_uri, quoted, forbidden, required", FIXES, ids=[fix[0] for fix in FIXES])
def test_reviewed_sentences_follow_the_text(src_uri, quoted, forbidden, required):
    assert quoted in ordinance_words(src_uri.split("/")[0])
    text = prose(src_uri)
    for phrase in forbidden:
        assert phrase not in text, "%s still says %r" % (src_uri, phrase)
    for phrase in required:   # a marker, in the page's source; words, in what it shows
        assert phrase in (source(src_uri) if phrase.startswith("{{") else text), "%s should say %r" % (src_uri, phrase)


def test_the_shuttle_table_rows_give_both_readings():
    for function in ("conditions_table", "festival_example"):
        text = example_output(function)
        assert "round trip every" not in text and "(round trip)" not in text, function
        assert "or each round trip takes at most" in text, function


# (f) what the calculator answers, in the calculator's own words

def test_says_marker_gives_the_calculators_words():
    from calculator import summary

    assert render("{{ says: CHECKLIST.if_applicable }}", "index.md") == summary.CHECKLIST["if_applicable"]
    assert render("{{says: HEADLINES.required}}", "index.md") == summary.HEADLINES["required"]
    for marker in ("{{ says: CHECKLIST.nope }}", "{{ says: NO_TABLE.required }}", "{{ says: headline.required }}"):
        with pytest.raises(ValueError):
            render(marker, "index.md")


def calculator_column(markdown):
    """The cells of every "What the calculator says" column in a page's tables."""
    cells, column = [], None
    for line in markdown.splitlines():
        if not line.startswith("|"):
            column = None
            continue
        row = [cell.strip() for cell in line.strip().strip("|").split(" | ")]
        if column is None:
            column = row.index("What the calculator says") if "What the calculator says" in row else -1
        elif column >= 0 and not set(line) <= set("|- "):
            cells.append(row[column])
    return cells


@pytest.mark.parametrize("src_uri, jurisdiction_id", [(uri, j) for uri, j in guide_sources() if j])
def test_calculator_answers_are_the_calculators_words(src_uri, jurisdiction_id):
    from calculator import JURISDICTIONS, summary
    from calculator.words import of

    text = render(source(src_uri), src_uri)
    assert "Likely yes" not in text
    headlines = set(summary.HEADLINES.values()) | set(of("en", jurisdiction_id)(key)
                                                      for key in JURISDICTIONS[jurisdiction_id].HEADLINES)
    for cell in calculator_column(text):
        assert cell in headlines or re.fullmatch(r"You need [\d,]+ special event permits", cell), (src_uri, cell)


def test_the_calculator_column_is_found():
    assert calculator_column("| A | What the calculator says |\n|---|---|\n| x | Yes |\n\nText") == ["Yes"]
    assert len(calculator_column(render(source("city/do-i-need-a-permit.md"), "city/do-i-need-a-permit.md"))) > 3


# (g) the City's business-day examples say how a City holiday moves the date

def test_city_business_day_examples_show_a_holiday():
    from calculator.dates import is_business_day, long_date
    from calculator.settings import SETTINGS

    for name in ("extra_cost_dates", "bond_return_example", "appeal_examples"):
        assert "holiday" in example_output(name, "city").lower(), name
    rows = table_rows(example_output("extra_cost_dates", "city"))
    assert rows
    for row in rows:
        due, moved = (datetime.strptime(cell, "%A, %B %d, %Y").date() for cell in row[2:4])
        assert moved > due
    closed = date_type(2027, 8, 30)
    assert is_business_day(closed, SETTINGS["city"]["holidays"])
    assert long_date(closed) in example_output("bond_return_example", "city")


# (h) every page names its place: title, heading, description, search entry

def load_place_titles():
    path = ROOT / "hooks" / "place_titles.py"
    spec = importlib.util.spec_from_file_location("place_titles", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


place_titles = load_place_titles()


class HeadParts(HTMLParser):
    """A built page's <title>, meta description and first h1 text."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.title = self.description = self.h1 = None
        self._in = None
        self._text = []

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "meta" and attrs.get("name") == "description":
            self.description = attrs.get("content")
        elif tag in ("title", "h1") and getattr(self, tag) is None and self._in is None:
            self._in, self._text = tag, []

    def handle_endtag(self, tag):
        if tag == self._in:
            setattr(self, tag, " ".join("".join(self._text).split()))
            self._in = None

    def handle_data(self, data):
        if self._in:
            self._text.append(data)


def built_pages(site):
    """{url path: HeadParts} of every built page but the 404 pages (each language's: 404.html, es/404.html)."""
    pages = {}
    for path in sorted(site.rglob("*.html")):
        relative = path.relative_to(site).as_posix()
        if relative.split("/")[-1] != "404.html":
            parser = HeadParts()
            parser.feed(path.read_text(encoding="utf-8"))
            pages[relative] = parser
    return pages


def place_of(relative):
    parts = relative.split("/")
    first = parts[1] if parts[0] in LANGUAGES[1:] and len(parts) > 1 else parts[0]
    return first if first in ORDER else None


def test_no_two_pages_share_a_title_or_description(site):
    pages = built_pages(site)
    assert len(pages) >= 3 + 9 * len(published_places())
    for part in ("title", "description"):
        seen = {}
        for relative, parts in pages.items():
            value = getattr(parts, part)
            assert value, "%s has no %s" % (relative, part)
            assert value not in seen, "%s and %s share the %s %r" % (seen.get(value), relative, part, value)
            seen[value] = relative


def test_each_place_page_names_its_place(site):
    from calculator import place_name

    checked = 0
    for relative, parts in built_pages(site).items():
        place = place_of(relative)
        if place is None:
            continue
        name = place_name(place, built_language(relative)).lower()
        for part in ("title", "description", "h1"):
            assert name in getattr(parts, part).lower(), "%s: the %s does not name %s" % (relative, part, name)
        checked += 1
    assert checked >= 2 * len(ORDER)


def test_each_place_pages_search_entry_names_its_place(site):
    import json

    from calculator import place_name

    entries = json.loads((site / "search" / "search_index.json").read_text(encoding="utf-8"))["docs"]
    pages = [entry for entry in entries if "#" not in entry["location"] and place_of(entry["location"])]
    assert len(pages) >= 2 * len(ORDER)
    for entry in pages:
        name = place_name(place_of(entry["location"]), built_language(entry["location"]))
        assert name.lower() in entry["title"].lower(), entry["location"]


def test_a_deployments_own_name_appears():
    assert place_titles.place_title("Overview", "the Village of Oak Bluff") == "The Village of Oak Bluff: Overview"
    assert place_titles.place_title("Full text of the Village ordinance", "the Village") == \
        "Full text of the Village ordinance"
    assert place_titles.place_title("Full text of the Village ordinance", "the Village of Oak Bluff") == \
        "The Village of Oak Bluff: Full text of the Village ordinance"
    assert place_titles.page_place("village/costs.md", ["village"]) == "village"
    assert place_titles.page_place("city/costs.md", ["village"]) is None
    assert place_titles.page_place("index.md", ["village"]) is None
    assert place_titles.page_place("calculator/index.md", ["village", "city"]) is None


def test_the_hook_uses_the_settings_name(monkeypatch):
    from calculator.settings import SETTINGS

    monkeypatch.setitem(SETTINGS["city"], "name", "the City of Mesa Verde")

    class Page:
        meta = {}

        class file:
            src_uri = "city/costs.md"

    class Config:
        extra = {}
        site_description = "Help."

    text = place_titles.titled("# What does it cost?\n\nText.\n", Page, Config)
    assert text.startswith("# The City of Mesa Verde: What does it cost?\n")
    assert Page.meta["title"] == "The City of Mesa Verde: What does it cost?"
    assert "the City of Mesa Verde" in Page.meta["description"]


# (i) tables on a phone and links to each clause

def test_every_table_is_a_labelled_keyboard_region(site):
    tables = 0
    for path in sorted(site.rglob("*.html")):
        text = path.read_text(encoding="utf-8")
        tables += text.count("<table")
        label = re.escape(of(built_language(path.relative_to(site).as_posix()))("guide.table.label", headings="@")
                          ).replace("@", '[^"]+')
        wrapped = re.findall(r'<div class="table-scroll( table-stack)?" role="region" tabindex="0" '
                             r'aria-label="%s"><table( role="table")?>' % label, text)
        assert all(bool(stacked) == bool(role) for stacked, role in wrapped), path
        assert len(wrapped) == text.count("<table"), path
    # At least a table for each table part of the published places' worked examples.
    assert tables >= declared_tables()


def declared_tables():
    """How many table parts the published places' examples.yaml declare (no file: none)."""
    from calculator.build import examples

    count = 0
    for place in published_places():
        data = examples.load(place)
        for name in (data.examples if data else {}):
            count += len([part for part in data.parts(name) if "table" in part])
    return count


def test_full_text_pages_have_a_copy_link_button_per_clause(site):
    for jurisdiction_id in published_places():
        text = (site / jurisdiction_id / "ordinance" / "index.html").read_text(encoding="utf-8")
        labels = re.findall(r'<a class="clause-link" href="#([^"]+)">', text)
        buttons = re.findall(r'<button type="button" class="clause-copy" data-anchor="([^"]+)" data-name="[^"]+" '
                             r'hidden>Copy link', text)
        assert labels and buttons == labels
        assert text.count('id="copy-link-status" role="status" aria-live="polite"') == 1
        assert text.count('<script src="../../assets/javascripts/copy-link.js" defer></script>') == 1
    assert (site / "assets" / "javascripts" / "copy-link.js").exists()


HEADING = re.compile(r'<(h[1-6]) id="([^"]+)"(?: data-copy-label="([^"]*)")?>(.*?)</\1>(<button [^>]*>)?', re.DOTALL)


def place_pages(site):
    """Every built page of a place, full text included, and the home page."""
    return ["index.html"] + [built_path(path.relative_to(DOCS).as_posix()) for jurisdiction_id in published_places()
                             for path in sorted((DOCS / jurisdiction_id).glob("*.md"))]


def test_every_heading_of_a_guide_or_full_text_page_has_a_copy_link_button(site):
    seen = 0
    for page in place_pages(site):
        text = (site / page).read_text(encoding="utf-8")
        article = text[text.index("<article"):text.index("</article>")]
        headings = HEADING.findall(article)
        assert headings, page
        say = of(built_language(page))
        for level, anchor, room, inner, button in headings:
            name = " ".join(html_module.unescape(re.sub(r"<[^>]+>", "", inner)).split())
            assert room == html_module.escape(say("guide.copy.button")), (page, anchor)   # its room fits the words
            assert button == ('<button type="button" class="heading-copy" data-anchor="%s" data-name="%s" '
                              'data-label="%s" aria-label="%s">'
                              % ("" if level == "h1" else anchor, html_module.escape(name),
                                 html_module.escape(say("guide.copy.button")),
                                 html_module.escape(say("guide.copy.name", name=name)))), (page, anchor)
            seen += 1
        assert article.count('id="copy-link-status"') == 1, page
        assert text.count("assets/javascripts/copy-link.js") == 1, page
    assert seen >= len(place_pages(site))   # every page has its title at least


def test_the_calculator_page_has_no_heading_copy_buttons(site):
    assert "heading-copy" not in (site / "calculator" / "index.html").read_text(encoding="utf-8")


def test_every_page_of_a_place_has_one_contact_box(site):
    from calculator.settings import SETTINGS
    from calculator.words import setting

    for jurisdiction_id in published_places():
        for path in sorted((DOCS / jurisdiction_id).glob("*.md")):
            built = built_path(path.relative_to(DOCS).as_posix())
            text = (site / built).read_text(encoding="utf-8")
            assert text.count('<div class="contact-box') == 1, path
            # As the page shows it: "City Manager's Office" is "City Manager&#x27;s Office" in the HTML.
            assert html_module.escape(setting(SETTINGS[jurisdiction_id]["office"], built_language(built))) in text, path


def test_the_contact_box_goes_where_the_page_does_not_show_it():
    hook = load_hook("contact")
    assert hook.with_contact_box("# Costs\n\nText.\n", "city", "city/costs.md", []) == \
        "# Costs\n\nText.\n\n{{ contact: city }}\n"
    for shown in ("{{ contact: city }}", "{{ how-to-apply: city }}", "{{ contact: place }}"):
        page = "# Costs\n\n%s\n\nText.\n" % shown
        assert hook.with_contact_box(page, "city", "city/costs.md", markers.shown_boxes(
            page, markers.page_of("city/costs.md"))) == page
    assert hook.with_contact_box("# Home\n", None, "index.md", []) == "# Home\n"
    # Another place's box does not count.
    assert markers.shown_boxes("{{ contact: village }}\n", markers.page_of("city/costs.md")) == ["village"]
    assert hook.with_contact_box("{{ contact: village }}\n", "city", "city/costs.md", ["village"]).endswith(
        "{{ contact: city }}\n")
    # A place's application page that does not say how to apply gets it, with the office's details.
    assert hook.with_contact_box("# Apply\n", "city", "city/application.md", []) == \
        "# Apply\n\n{{ how-to-apply: city }}\n"


def test_a_wide_table_gets_labelled_cells_and_keeps_its_roles():
    table_regions = load_hook("table_regions")
    wide = ("<table>\n<thead>\n<tr>\n<th>A &amp; B</th>\n<th>C</th>\n<th>D</th>\n<th>E</th>\n</tr>\n</thead>\n"
            "<tbody>\n<tr>\n<td>1</td>\n<td style=\"text-align: right;\">2</td>\n<td>3</td>\n<td></td>\n</tr>\n"
            "</tbody>\n</table>")
    wrapped = table_regions.wrap(wide)
    assert wrapped.startswith('<div class="table-scroll table-stack" role="region" tabindex="0" '
                              'aria-label="Table: A &amp; B, C, D, E"><table role="table">')
    assert re.findall(r'<td role="cell" data-label="([^"]*)"', wrapped) == ["A &amp; B", "C", "D", "E"]
    assert '<td role="cell" data-label="C" style="text-align: right;">' in wrapped
    assert '<thead role="rowgroup">' in wrapped and '<tr role="row">' in wrapped and "<th>C</th>" in wrapped
    narrow = "<table>\n<thead>\n<tr>\n<th>A</th>\n<th>B</th>\n<th>C</th>\n</tr>\n</thead>\n<tbody></tbody>\n</table>"
    assert table_regions.wrap(narrow) == ('<div class="table-scroll" role="region" tabindex="0" '
                                          'aria-label="Table: A, B, C">%s</div>' % narrow)
