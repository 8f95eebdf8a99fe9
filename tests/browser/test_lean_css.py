"""The calculator page's lean copy of Material's stylesheet looks exactly like the full one.

hooks/lean_css.py keeps only the rules of Material's main stylesheet whose selectors can
match the calculator page.  Here the same page, in the same state (an answer shown from
a link), is drawn once with the lean copy and once with the full stylesheet swapped in,
at a phone's width and a desktop's, and the two screenshots are compared pixel by pixel.
"""

import base64
import re
from pathlib import Path

import pytest
from browser_helpers import open_calculator
from site_build import needs_places

pytestmark = needs_places("village")   # its link is a Village one

LINK = "?jurisdiction=village&event_start=2026-08-15&peak_attendance=3000&today=2026-05-01&after_dark=true"
MAIN = re.compile(r"assets/stylesheets/(main\.[0-9a-f]+\.min\.css)")

COMPARE = """async ([a, b]) => {
  const pixels = async (data) => {
    const image = new Image();
    image.src = "data:image/png;base64," + data;
    await image.decode();
    const canvas = document.createElement("canvas");
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext("2d");
    context.drawImage(image, 0, 0);
    return context.getImageData(0, 0, image.width, image.height);
  };
  const [x, y] = [await pixels(a), await pixels(b)];
  if (x.width !== y.width || x.height !== y.height) return {size: [x.width, x.height, y.width, y.height]};
  let differ = 0;
  for (let i = 0; i < x.data.length; i += 4) {
    if (x.data[i] !== y.data[i] || x.data[i + 1] !== y.data[i + 1] || x.data[i + 2] !== y.data[i + 2]) differ++;
  }
  return {differ, total: x.width * x.height};
}"""


def shot(open_page, server, width, lean, full_css=None):
    page, _ = open_page(viewport={"width": width, "height": 900})
    requested = []
    if full_css is not None:
        def swap(route):
            requested.append(route.request.url)
            route.fulfill(body=full_css, content_type="text/css")
        page.route("**/" + lean, swap)
    open_calculator(page, server, LINK)
    page.wait_for_selector("#calc-headline")
    page.wait_for_load_state("networkidle")
    assert full_css is None or requested, "the page did not load the lean stylesheet"
    return page, base64.b64encode(page.screenshot(full_page=True, animations="disabled", caret="hide")).decode()


@pytest.mark.parametrize("width", [390, 1280])
def test_lean_stylesheet_draws_the_page_like_the_full_one(open_page, server, site, width):
    material = (Path(site) / "index.html").read_text(encoding="utf-8")
    calculator = (Path(site) / "calculator" / "index.html").read_text(encoding="utf-8")
    full_name, lean_name = MAIN.findall(material), MAIN.findall(calculator)
    assert len(full_name) == len(lean_name) == 1 and full_name != lean_name
    full = (Path(site) / "assets" / "stylesheets" / full_name[0]).read_text(encoding="utf-8")
    page, lean = shot(open_page, server, width, lean_name[0])
    _, whole = shot(open_page, server, width, lean_name[0], full_css=full)
    found = page.evaluate(COMPARE, [lean, whole])
    assert "size" not in found, found
    assert found["differ"] == 0, found
