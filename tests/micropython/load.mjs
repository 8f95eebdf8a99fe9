// Start MicroPython (the PyScript WebAssembly build the calculator page uses) in plain
// Node 20 with the calculator page's archives in its in-memory FS.  Shared by
// evaluate.mjs, call.mjs and mpy_version.mjs.
//
// The archives are the ones the build ships (calculator-<hash>.tar.gz: the package without
// its places, and the page's glue, as .mpy bytecode; calculator-<place>-<hash>.tar.gz: one
// place's rules), given as --archive FILE (once per archive) or env MP_ARCHIVE (the files
// joined by the path delimiter, ":" on Linux).  They are unpacked by the page's own code
// (docs/calculator/unpack.js) into /pkg, which is put first on sys.path: the tests run the
// bytes the page runs.  Python-side stdout and
// stderr (print, tracebacks) both go to Node's stderr, so stdout stays free for the
// JSON answer.

import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const REPO_ROOT = path.resolve(HERE, "..", "..");
const UNPACK = path.join(REPO_ROOT, "docs", "calculator", "unpack.js");
const MP_MODULE = path.join(
  REPO_ROOT, "node_modules", "@micropython", "micropython-webassembly-pyscript", "micropython.mjs",
);
export const PACKAGE = "calculator";
export const MP_ROOT = "/pkg"; // where the package lives inside MicroPython's FS

// fail(code, message): print "<script>: message" to stderr and exit with code.
export function failer(script) {
  return (code, message) => {
    process.stderr.write(`${script}: ${message}\n`);
    process.exit(code);
  };
}

// The archives named on the command line (else in MP_ARCHIVE), as absolute paths.
export function archivePaths(argv, fail) {
  let archives = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === "--archive" && i + 1 < argv.length) archives.push(argv[++i]);
    else if (argv[i].startsWith("--archive=")) archives.push(argv[i].slice("--archive=".length));
    else fail(1, `unknown argument ${JSON.stringify(argv[i])}`);
  }
  if (!archives.length && process.env.MP_ARCHIVE) archives = process.env.MP_ARCHIVE.split(path.delimiter);
  if (!archives.length) {
    fail(1, "no archive: pass --archive FILE for each of the built site's calculator/calculator-*.tar.gz, or set MP_ARCHIVE");
  }
  return archives.map((archive) => path.resolve(archive));
}

// Returns {mp, files}: files are the archives' file paths; exits with code 1 when an
// archive cannot be read or MicroPython is missing.
export async function loadArchives(archives, fail) {
  if (!fs.existsSync(MP_MODULE)) fail(1, `${MP_MODULE} is missing: run \`npm ci\` (or \`make test\`) first`);
  const { gunzip, untar, writeInto } = await import(UNPACK);
  const entries = [];
  for (const archive of archives) {
    if (!fs.existsSync(archive)) fail(1, `${archive} is missing`);
    try {
      entries.push(...untar(await gunzip(new Uint8Array(fs.readFileSync(archive)))));
    } catch (e) {
      fail(1, `cannot unpack ${archive}: ${e.message}`);
    }
  }
  const { loadMicroPython } = await import(MP_MODULE);
  // Same defaults as PyScript (polyscript calls loadMicroPython without heapsize).
  const toStderr = (line) => process.stderr.write(`[micropython] ${line}\n`);
  const mp = await loadMicroPython({ stdout: toStderr, stderr: toStderr });
  try { mp.FS.mkdir(MP_ROOT); } catch (e) { /* already there */ }
  writeInto(mp.FS, MP_ROOT, entries);
  mp.runPython(`import sys\nsys.path.insert(0, '${MP_ROOT}')`);
  return { mp, files: entries.filter((e) => !e.folder).map((e) => e.path) };
}
