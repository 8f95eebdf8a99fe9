"""A lean copy of Material's main stylesheet for the calculator page.

Material's main stylesheet (about 134 KiB, 22 KiB gzip) is mostly rules for things the
calculator page never has.  After MkDocs renders the calculator page, this hook keeps
only the rules whose selectors can match it, writes them as
``assets/stylesheets/main.<its own hash>.min.css`` (named like Material's, so hosts
cache it the same way) and points the page's link there.

A selector is kept unless one of its class names, ids or element names appears nowhere
in what can end up on the page: the rendered page itself (markup and inline scripts),
and every word of the code that builds elements at run time (``docs/calculator/*.py``
and ``*.js``, the ``calculator/`` package and the stylesheets beside the page).  Words,
not a hand list: a class the page engineers add later is kept as soon as it is written
anywhere in that code.  What is inside ``:not(...)`` and other functional pseudo-classes
is not checked, and at-rules without selectors are kept, so the copy only ever keeps too
much, never too little.  tests/browser/test_lean_css.py compares screenshots of the page
with both stylesheets.

Then every custom property that nothing reads with ``var()`` (the copy itself, the page,
its code and stylesheets) is dropped: mostly Material's icons, as SVG, for admonitions,
code blocks and repositories the page does not have.
"""

import glob
import hashlib
import os
import re

from mkdocs.exceptions import PluginError

PAGE = "calculator/index.md"
TEMPLATE = "calculator.html"   # the calculator page's, in every language (docs/calculator/index.es.md)
MAIN = re.compile(r"""(href=["'][^"']*assets/stylesheets/)(main\.[0-9a-f]+\.min\.css)(["'])""")
# Code whose words may become class names, ids or element names on the calculator page.
CODE = ("docs/calculator/*.py", "docs/calculator/*.js", "docs/calculator/*.css", "calculator/**/*.py")
COMMENT = re.compile(r"/\*.*?\*/", re.S)
WORD = re.compile(r"[A-Za-z_][\w-]*")
GROUPING = ("@media", "@supports", "@layer", "@container", "@document")
VAR = re.compile(r"var\(\s*(--[\w-]+)")

_state = {}


def on_config(config):
    root = os.path.dirname(os.path.abspath(config.config_file_path))
    _state.clear()
    _state["root"] = root
    return config


def code_words(root):
    words = set()
    for pattern in CODE:
        for path in sorted(glob.glob(os.path.join(root, pattern), recursive=True)):
            with open(path, encoding="utf-8") as handle:
                words.update(WORD.findall(handle.read()))
    return words


def blocks(css):
    """Split CSS into [(prelude, body)] at the top level; body None for a statement (``@import ...;``)."""
    out, start, depth, i, quote = [], 0, 0, 0, None
    body_start = None
    while i < len(css):
        char = css[i]
        if quote:
            if char == "\\":
                i += 1
            elif char == quote:
                quote = None
        elif css.startswith("/*", i):
            end = css.find("*/", i + 2)
            i = len(css) if end < 0 else end + 1
        elif char in "\"'":
            quote = char
        elif char == "{":
            if depth == 0:
                body_start = i + 1
            depth += 1
        elif char == "}":
            depth -= 1
            if depth == 0:
                out.append((COMMENT.sub("", css[start:body_start - 1]).strip(), css[body_start:i]))
                start = i + 1
        elif char == ";" and depth == 0:
            out.append((COMMENT.sub("", css[start:i]).strip(), None))
            start = i + 1
        i += 1
    return [(prelude, body) for prelude, body in out if prelude or body]


def split_top_level(text, separator):
    """``text`` split at each ``separator`` outside quotes and brackets."""
    parts, depth, quote, start, i = [], 0, None, 0, 0
    while i < len(text):
        char = text[i]
        if quote:
            if char == "\\":
                i += 1
            elif char == quote:
                quote = None
        elif char in "\"'":
            quote = char
        elif char in "([":
            depth += 1
        elif char in ")]":
            depth -= 1
        elif char == separator and depth == 0:
            parts.append(text[start:i])
            start = i + 1
        i += 1
    parts.append(text[start:])
    return parts


def split_selectors(prelude):
    return [part.strip() for part in split_top_level(prelude, ",") if part.strip()]


def can_match(selector, words):
    """False when the selector names a class, id or element that the page cannot have."""
    bare = re.sub(r"\[[^\]]*\]", "", selector)          # attribute tests: kept as they are
    while True:                                         # :not(...), :is(...), ...: not checked
        inner = re.sub(r":[\w-]+\([^()]*\)", "", bare)
        if inner == bare:
            break
        bare = inner
    bare = re.sub(r"::?[\w-]+", "", bare)               # pseudo-classes and pseudo-elements
    names = re.findall(r"[.#]([\w-]+)", bare)
    tags = re.findall(r"(?:^|[\s>+~])([A-Za-z][\w-]*)", bare)
    return all(name in words for name in names) and all(tag.lower() in words for tag in tags)


def rewrite(css, rule):
    """The CSS with each style rule replaced by ``rule(prelude, body)``: a new ``(prelude,
    body)``, or None to drop it.  Statements and at-rules stay; grouping at-rules
    (``@media`` ...) are rewritten inside, and dropped once empty."""
    out = []
    for prelude, body in blocks(css):
        if body is None:
            out.append(prelude + ";")
        elif prelude.startswith(GROUPING):
            inner = rewrite(body, rule)
            if inner:
                out.append("%s{%s}" % (prelude, inner))
        elif prelude.startswith("@"):
            out.append("%s{%s}" % (prelude, body))
        else:
            kept = rule(prelude, body)
            if kept is not None:
                out.append("%s{%s}" % kept)
    return "".join(out)


def lean(css, words):
    """The rules whose selectors can match (each rule keeps only those selectors)."""
    def rule(prelude, body):
        kept = [s for s in split_selectors(prelude) if can_match(s, words)]
        return (",".join(kept), body) if kept else None
    return rewrite(css, rule)


def declarations(body):
    """A rule's body split at its top-level semicolons (not inside quotes or brackets:
    Material's icons are custom properties holding SVG in ``url("data:...")``)."""
    return [part for part in split_top_level(body, ";") if part.strip()]


def property_name(declaration):
    """``--md-icon`` for a custom property's declaration, else None."""
    name = declaration.split(":", 1)[0].strip()
    return name if name.startswith("--") else None


def drop_properties(css, used):
    """The CSS without the custom properties (``--name: ...``) that are not in ``used``."""
    def rule(prelude, body):
        kept = [d for d in declarations(body) if property_name(d) is None or property_name(d) in used]
        return (prelude, ";".join(kept)) if kept else None
    return rewrite(css, rule)


def without_unused_properties(css, elsewhere):
    """Drop every custom property that nothing reads with ``var()``: not the CSS itself
    (after each round, as dropping one may leave another unread) and not ``elsewhere``
    (the page, the code and the stylesheets beside it).  Most of them are Material's icons
    for features the calculator page does not have (13 of its 57 KiB)."""
    while True:
        used = set(VAR.findall(css)) | set(VAR.findall(elsewhere))
        leaner = drop_properties(css, used)
        if leaner == css:
            return css
        css = leaner


def code_text(root):
    """The text of the code and stylesheets that may read a custom property on the page."""
    texts = []
    for pattern in CODE + ("docs/assets/stylesheets/*.css", "docs/assets/javascripts/*.js"):
        for path in sorted(glob.glob(os.path.join(root, pattern), recursive=True)):
            with open(path, encoding="utf-8") as handle:
                texts.append(handle.read())
    return "\n".join(texts)


def on_post_page(output, page, config):
    if page.file.src_uri != PAGE and page.meta.get("template") != TEMPLATE:
        return output
    found = MAIN.search(output)
    if not found:
        raise PluginError("lean_css: the calculator page links no Material main stylesheet")
    source = None
    for folder in config.theme.dirs:
        candidate = os.path.join(folder, "assets", "stylesheets", found.group(2))
        if os.path.isfile(candidate):
            source = candidate
            break
    if source is None:
        raise PluginError("lean_css: %s not found in the theme" % found.group(2))
    with open(source, encoding="utf-8") as handle:
        full = handle.read()
    words = code_words(_state["root"]) | set(WORD.findall(output))
    words |= set(word.lower() for word in words)
    text = without_unused_properties(lean(full, words), code_text(_state["root"]) + output)
    name = "main.%s.min.css" % hashlib.sha256(text.encode("utf-8")).hexdigest()[:8]
    _state.setdefault("files", {})[name] = text   # one per calculator page (the same when their words match)
    return MAIN.sub(lambda m: m.group(1) + name + m.group(3), output, count=1)


def on_post_build(config):
    for name, text in sorted(_state.pop("files", {}).items()):
        target = os.path.join(config.site_dir, "assets", "stylesheets", name)
        with open(target, "w", encoding="utf-8") as handle:
            handle.write(text)
