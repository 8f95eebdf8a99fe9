"""`make test` runs what CI runs, with nothing skipped: a skip fails (tests/conftest.py), and
scripts/ensure-debian-packages.sh installs the Debian packages the tests use."""

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
SCRIPT = REPO / "scripts" / "ensure-debian-packages.sh"


def copy_conftest(folder, places):
    """tests/conftest.py in ``folder``, beside a site_build.py whose build publishes ``places``."""
    (folder / "conftest.py").write_text((REPO / "tests" / "conftest.py").read_text(encoding="utf-8"), encoding="utf-8")
    (folder / "site_build.py").write_text("def built_site():\n    raise AssertionError('no build here')\n\n"
                                          "def published_places():\n    return %r\n" % list(places), encoding="utf-8")


def run_pytest(folder):
    return subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-rfE", str(folder)],
                          cwd=folder, capture_output=True, text=True, timeout=120,
                          # With CI set, pytest's short summary repeats each message in full.
                          env={k: v for k, v in os.environ.items() if k != "CI"})


def test_a_skipped_test_fails_and_says_what_to_install(tmp_path):
    copy_conftest(tmp_path, ["village", "city"])
    (tmp_path / "test_example.py").write_text(
        "import pytest\n\n"
        "def test_needs_nginx():\n    pytest.skip('nginx is not installed (apt-get install nginx-light)')\n\n"
        "@pytest.fixture\ndef server():\n    pytest.skip('Apache is not installed')\n\n"
        "def test_needs_apache(server):\n    pass\n\n"
        "@pytest.mark.xfail(reason='known')\ndef test_expected_to_fail():\n    assert False\n\n"
        "def test_runs():\n    pass\n", encoding="utf-8")
    done = run_pytest(tmp_path)
    assert done.returncode == 1, done.stdout
    summary = done.stdout.strip().splitlines()[-1]
    assert "1 failed" in summary and "1 passed" in summary and "1 xfailed" in summary and "1 error" in summary
    assert "skipped" not in summary
    assert done.stdout.count("`make test` runs every test, as CI does") == 2
    assert "nginx is not installed (apt-get install nginx-light)" in done.stdout


PLACES_TESTS = ("import pytest\n\n"
                "@pytest.mark.places('city')\ndef test_about_the_city():\n    pass\n\n"
                "@pytest.mark.places('village', 'city')\ndef test_about_both():\n    pass\n\n"
                "@pytest.mark.parametrize('place', [pytest.param('village', marks=pytest.mark.places('village'))])\n"
                "def test_about_one(place):\n    pass\n\n"
                "def test_about_no_place():\n    pass\n")


def test_a_test_about_a_place_the_site_does_not_publish_is_deselected_and_said(tmp_path):
    copy_conftest(tmp_path, ["village"])
    (tmp_path / "test_places.py").write_text(PLACES_TESTS, encoding="utf-8")
    done = run_pytest(tmp_path)
    assert done.returncode == 0, done.stdout
    assert "2 passed, 2 deselected" in done.stdout.strip().splitlines()[-1]
    assert "2 tests are about places calculator/settings.py does not publish (it publishes village): deselected" \
        in done.stdout


def test_with_both_places_published_nothing_is_deselected(tmp_path):
    copy_conftest(tmp_path, ["village", "city"])
    (tmp_path / "test_places.py").write_text(PLACES_TESTS, encoding="utf-8")
    done = run_pytest(tmp_path)
    assert done.returncode == 0, done.stdout
    assert done.stdout.strip().splitlines()[-1].startswith("4 passed") and "deselected" not in done.stdout


def ensure(*pairs, not_root=False):
    if not (not_root and os.getuid() == 0):
        return run_script(SCRIPT, pairs, [])
    # As nobody, from a copy anyone can read: the clone may sit in a folder only root can enter
    # (mktemp -d makes it 0700).
    user = 65534  # nobody
    with tempfile.TemporaryDirectory() as folder:
        os.chmod(folder, 0o755)
        script = Path(folder) / SCRIPT.name
        shutil.copyfile(SCRIPT, script)
        os.chmod(script, 0o644)
        return run_script(script, pairs, ["setpriv", "--reuid=%d" % user, "--regid=%d" % user, "--clear-groups"])


def run_script(script, pairs, prefix):
    return subprocess.run(prefix + ["bash", str(script), *pairs], capture_output=True, text=True, timeout=60,
                          cwd="/", env=dict(os.environ, LC_ALL="C"))


def test_nothing_is_done_while_every_file_is_there():
    done = ensure("%s=bash" % "/bin/bash", "%s=python3" % sys.executable)
    assert (done.returncode, done.stdout, done.stderr) == (0, "", "")


def test_not_root_names_the_missing_packages_and_the_command(tmp_path):
    done = ensure("/bin/bash=bash", "%s=nginx-light" % (tmp_path / "no-nginx"),
                  "%s=apache2" % (tmp_path / "no-apache"), not_root=True)
    assert done.returncode == 1 and done.stdout == ""
    assert done.stderr.splitlines() == [
        "ensure-debian-packages: the tests need nginx-light apache2 (Debian packages), and we are not root.",
        "ensure-debian-packages: install them with:  sudo apt-get update && sudo apt-get install -y nginx-light "
        "apache2"]


def test_an_argument_without_a_package_is_refused():
    done = ensure("/usr/bin/chromium")
    assert done.returncode == 2 and "expected FILE=PACKAGE, got '/usr/bin/chromium'" in done.stderr


def test_make_test_installs_what_the_tests_use():
    """The packages make test installs: the files tests/test_headers.py and the browser tests need."""
    plan = subprocess.run(["make", "-n", "test"], cwd=REPO, capture_output=True, text=True, timeout=60).stdout
    line = [line for line in plan.splitlines() if "ensure-debian-packages.sh" in line]
    assert len(line) == 1
    for pair in ("/usr/bin/chromium=chromium", "/usr/sbin/nginx=nginx-light",
                 "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so=libnginx-mod-http-brotli-static",
                 "/usr/sbin/apache2=apache2"):
        assert pair in line[0].split()
    ci = (REPO / ".ci" / "run").read_text(encoding="utf-8")
    assert "\nmake test\n" in ci and "apt-get" not in ci
