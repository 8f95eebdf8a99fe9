// Sizes of files compressed as a host would send them: gzip and brotli.  Each is the size of
// the sibling the build wrote (hooks/precompress.py: <file>.gz by zopfli, <file>.br by brotli
// quality 11), which is what tests/static_server.py and nginx send, or else gzip level 6 and
// brotli quality 11 done here, as a host compressing on the fly would.
// stdin: a JSON array of file paths; stdout: a JSON array of {path, raw, gzip, brotli}.
import fs from "node:fs";
import zlib from "node:zlib";

const sibling = (path, suffix, compress) =>
  fs.existsSync(path + suffix) ? fs.statSync(path + suffix).size : compress().length;

const paths = JSON.parse(fs.readFileSync(0, "utf8"));
const out = paths.map((path) => {
  const data = fs.readFileSync(path);
  const brotli = sibling(path, ".br", () => zlib.brotliCompressSync(data, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length },
  }));
  return { path, raw: data.length, gzip: sibling(path, ".gz", () => zlib.gzipSync(data, { level: 6 })), brotli };
});
process.stdout.write(JSON.stringify(out) + "\n");
