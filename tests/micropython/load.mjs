// Start MicroPython (the PyScript WebAssembly build the calculator page uses) in plain
// Node 20 with the calculator package in its in-memory FS.  Shared by evaluate.mjs and
// call.mjs.
//
// Every *.py file under ROOT/calculator/ is copied to /pkg/calculator/... and /pkg is
// put first on sys.path.  ROOT is --root DIR, or env MP_PACKAGE_ROOT, or the repository
// root.  Python-side stdout and stderr (print, tracebacks) both go to Node's stderr, so
// stdout stays free for the JSON answer.

import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const REPO_ROOT = path.resolve(HERE, "..", "..");
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

export function packageRoot(argv, fail) {
  let root = process.env.MP_PACKAGE_ROOT || REPO_ROOT;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === "--root" && i + 1 < argv.length) root = argv[++i];
    else if (argv[i].startsWith("--root=")) root = argv[i].slice("--root=".length);
    else fail(1, `unknown argument ${JSON.stringify(argv[i])}`);
  }
  return path.resolve(root);
}

// All *.py files under dir, as paths relative to dir ("/"-separated), sorted.
function listPyFiles(dir, rel = "") {
  const out = [];
  for (const entry of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
    const relPath = rel ? `${rel}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      if (entry.name !== "__pycache__") out.push(...listPyFiles(dir, relPath));
    } else if (entry.isFile() && entry.name.endsWith(".py")) {
      out.push(relPath);
    }
  }
  return out.sort();
}

function mkdirP(FS, dir) {
  let cur = "";
  for (const part of dir.split("/").filter(Boolean)) {
    cur += "/" + part;
    try { FS.mkdir(cur); } catch (e) { /* already exists */ }
  }
}

// Returns {mp, files, pkgDir}; exits with code 1 when the package or MicroPython is missing.
export async function loadPackage(root, fail) {
  const pkgDir = path.join(root, PACKAGE);
  if (!fs.existsSync(path.join(pkgDir, "__init__.py"))) fail(1, `no ${PACKAGE}/__init__.py under ${root}`);
  if (!fs.existsSync(MP_MODULE)) fail(1, `${MP_MODULE} is missing: run \`npm ci\` (or \`make test\`) first`);
  const { loadMicroPython } = await import(MP_MODULE);
  // Same defaults as PyScript (polyscript calls loadMicroPython without heapsize).
  const toStderr = (line) => process.stderr.write(`[micropython] ${line}\n`);
  const mp = await loadMicroPython({ stdout: toStderr, stderr: toStderr });
  const files = listPyFiles(pkgDir);
  for (const rel of files) {
    const target = `${MP_ROOT}/${PACKAGE}/${rel}`;
    mkdirP(mp.FS, path.posix.dirname(target));
    mp.FS.writeFile(target, fs.readFileSync(path.join(pkgDir, rel), "utf8"));
  }
  mp.runPython(`import sys\nsys.path.insert(0, '${MP_ROOT}')`);
  return { mp, files, pkgDir };
}
