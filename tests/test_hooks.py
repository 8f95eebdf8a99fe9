"""The hooks' shape: one marker grammar read by one page step, one walk of the built site,
the order in code, every place module through the registry.

- hooks/markers.py is the only ``on_page_markdown``; hooks/site_files.py the only hook that
  walks the built site, after the hooks that write files of their own (priority -100);
- mkdocs.yml lists exactly the hook modules that handle an event, with no comment among
  them: the order that matters is set in code (``event_priority``, the two dispatchers);
- the guide pages (docs/ and the fictional places' under tests/fixtures/) write every marker
  as ``{{ ... }}``: no ``<!-- kind: ... -->`` marker and no single-brace ``{place...}`` is left;
- no code but the registry imports a module by its name (importlib's function for it): a
  place's modules are read through ``JURISDICTIONS.module``.
"""

import ast
import re

import yaml

from site_build import ROOT

HOOKS = ROOT / "hooks"
OLD_MARKERS = re.compile(r"<!--\s*(?:readings|glossary|contact|how-to-apply|ordinance-text|each place|end each place"
                         r"|published places)\b|(?<!\{)\{place(?:\.\w+)?\}(?!\})")


def events(path):
    """The MkDocs events a hook module handles (its top-level ``on_*`` functions)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return set(node.name for node in tree.body if isinstance(node, ast.FunctionDef) and node.name.startswith("on_"))


def listed_hooks():
    with open(ROOT / "mkdocs.yml", encoding="utf-8") as handle:
        text = handle.read()
    hooks = yaml.load(text, Loader=yaml.BaseLoader)["hooks"]   # MkDocs' !!python tags aside: there are none
    section = text[text.index("\nhooks:\n"):]
    section = section[:re.search(r"\n\S", section[1:]).start() + 1]
    return hooks, section


def test_one_page_step_and_one_walk_after_the_build():
    handlers = dict((path.name, events(path)) for path in sorted(HOOKS.glob("*.py")))
    assert [name for name, found in handlers.items() if "on_page_markdown" in found] == ["markers.py"]
    walkers = [path.name for path in sorted(HOOKS.glob("*.py"))
               if re.search(r"os\.walk\((?:config\.)?site_dir|rglob\(", path.read_text(encoding="utf-8"))]
    assert walkers == ["site_files.py"]
    writers = sorted(name for name, found in handlers.items() if "on_post_build" in found)
    assert writers == ["calculator_runtime.py", "lean_css.py", "site_files.py"]
    # After every other hook's files and after mkdocs-static-i18n's on_post_build (-100), which builds the other
    # languages: the walk sees them all (hooks/languages.py).
    assert "@event_priority(-200)" in (HOOKS / "site_files.py").read_text(encoding="utf-8")


def test_mkdocs_yml_lists_every_hook_once_and_keeps_no_order_in_comments():
    hooks, section = listed_hooks()
    assert "#" not in section, section
    with_events = sorted("hooks/" + path.name for path in HOOKS.glob("*.py") if events(path))
    assert sorted(hooks) == with_events
    assert len(hooks) == len(set(hooks))


def test_every_guide_page_writes_one_grammar():
    pages = sorted((ROOT / "docs").rglob("*.md")) + sorted((ROOT / "tests" / "fixtures").glob("*/docs/**/*.md"))
    assert len(pages) > 20
    left = ["%s: %s" % (path.relative_to(ROOT), match.group(0)) for path in pages
            for match in OLD_MARKERS.finditer(path.read_text(encoding="utf-8"))]
    assert left == []


def test_only_the_registry_imports_a_module_by_name():
    name = "import" + "_module"   # so that this file does not name it
    found = sorted(path.relative_to(ROOT).as_posix() for folder in ("calculator", "hooks", "tests", "bench", "docs")
                   for path in (ROOT / folder).rglob("*.py") if name in path.read_text(encoding="utf-8"))
    assert found == ["calculator/jurisdictions/__init__.py"]
