// Sizes of files compressed as a host would send them: gzip level 6 and brotli quality 11.
// stdin: a JSON array of file paths; stdout: a JSON array of {path, raw, gzip, brotli}.
import fs from "node:fs";
import zlib from "node:zlib";

const paths = JSON.parse(fs.readFileSync(0, "utf8"));
const out = paths.map((path) => {
  const data = fs.readFileSync(path);
  const brotli = zlib.brotliCompressSync(data, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length },
  });
  return { path, raw: data.length, gzip: zlib.gzipSync(data, { level: 6 }).length, brotli: brotli.length };
});
process.stdout.write(JSON.stringify(out) + "\n");
