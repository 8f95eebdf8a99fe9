// Print what the page's MicroPython says about bytecode, and the header of every .mpy
// file in the archives, as JSON: {"mpy": sys.implementation._mpy, "headers": {path: [4 bytes]}}.
//
// Usage:  node tests/micropython/mpy_version.mjs --archive FILE [--archive FILE ...]
// tests/test_shipped_archive.py checks that every header matches the interpreter.

import { MP_ROOT, archivePaths, failer, loadArchives } from "./load.mjs";

const fail = failer("mpy_version.mjs");

async function main() {
  const archives = archivePaths(process.argv.slice(2), fail);
  const { mp, files } = await loadArchives(archives, fail);
  mp.runPython("import sys\n_mp_version = sys.implementation._mpy");
  const headers = {};
  for (const file of files) {
    if (file.endsWith(".mpy")) headers[file] = Array.from(mp.FS.readFile(`${MP_ROOT}/${file}`).subarray(0, 4));
  }
  process.stdout.write(JSON.stringify({ mpy: mp.globals.get("_mp_version"), headers }) + "\n");
}

main().catch((e) => fail(1, e && e.stack ? e.stack : String(e)));
