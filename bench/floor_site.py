"""The floor: the same calculator page with PyScript and MicroPython starting and nothing imported.

``make_floor_site(site, target)`` copies the built site and rewrites only the calculator
page: the page's Python becomes two lines that set the ``first-result`` mark and mark the
page ready (``data-calculator="ready"``, as the calculator does once its answer is shown, so
that the page's fault script does not take the floor for a failed start and fetch its
preloads again, overrides/calculator.html), the page's
own loader of the rule package (``unpack.js``, which also starts PyScript) becomes a
plain import of PyScript's core chunk, and the package's preload hint is dropped.  HTML, CSS, PyScript, MicroPython and their preload hints stay as they are, so
"this site minus the floor" is what our own code and data cost on top of PyScript.
Used only by the benchmark.
"""

import re
import shutil
from pathlib import Path

MPY_SCRIPT = re.compile(r"""(<script\b[^>]*\btype=["']mpy["'][^>]*>)(.*?)(</script>)""", re.S)
UNPACK = re.compile(r"""<script\b[^>]*\bsrc=["'][^"']*unpack\.js["'][^>]*\bdata-pyscript=["']([^"']+)["'][^>]*>\s*</script>""",
                    re.S)
START = r'<script type="module" src="\1"></script>'  # PyScript alone, without the package loader
ARCHIVE_HINT = re.compile(r"""[ \t]*<link\b[^>]*\bhref=["'][^"']*\.tar\.gz["'][^>]*>\n?""")
NOTHING = ("\nimport js\njs.performance.mark('first-result')\n"
           "js.document.documentElement.setAttribute('data-calculator', 'ready')\n")


class FloorError(RuntimeError):
    """The calculator page does not have the shape this rewrite expects."""


def make_floor_site(site, target, page="calculator/index.html"):
    site, target = Path(site), Path(target)
    if target.exists():
        shutil.rmtree(target)
    shutil.copytree(site, target)
    path = target / page
    html = path.read_text(encoding="utf-8")
    html, scripts = MPY_SCRIPT.subn(lambda m: m.group(1) + NOTHING + m.group(3), html)
    html, loaders = UNPACK.subn(START, html)
    html, hints = ARCHIVE_HINT.subn("", html)
    if scripts != 1:
        raise FloorError("expected one <script type=\"mpy\"> on %s, found %d" % (page, scripts))
    path.write_text(html, encoding="utf-8")
    # The build's precompressed siblings are of the page as built: gone, the server gzips this one.
    for suffix in (".gz", ".br"):
        Path(str(path) + suffix).unlink(missing_ok=True)
    return ("page's Python -> one `first-result` mark and ready; %d package loader(s) -> PyScript alone; "
            "%d archive hint(s) dropped" % (loaders, hints))
